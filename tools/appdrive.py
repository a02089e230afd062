# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Drive the whole app as a player would, for one game, and report the heap it took.

    python tools/appdrive.py GAME [--deals N] [--seed S] [--root DIR] [--reviews R]
    python tools/appdrive.py GAME --random --presses N [--seed S] [--root DIR]
    build/cp-10.2.1/circuitpython -X heapsize=96K tools/appdrive.py GAME --root build/cpmpy

Runs the real ``engine.ui.app.App`` on in-memory storage, on CPython, MicroPython
and CircuitPython's VM (``--root DIR``: a compiled tree, e.g. the device build).

Deals mode (the default): ``N`` deals (default 100) are played to their result
screen. On the play screen the player mostly asks for the hint and plays it
(through the play screen, as the pause menu's Hint does); now and then the driver
presses random keys there, or makes a tour: the pause menu (rules, undo storms,
hint, same deal, new deal, save & quit), the game menu (rules, statistics,
continue), the options (random changes), settings and diagnostics, the result
screen with its review and the statistics. Menus are walked with the keys a
player would press (UP/DOWN to the item, A). A review that pauses after its
allowance (its best so far, "A:search on") is searched on to its end, in every
mode: the heap measured holds the whole search.

Random mode (``--random``): ``--presses`` random keys (A and the arrows more
often than B), with the same tours, undo storms and now and then a hinted move
so that deals still end (result, review, statistics).

The loop does what the device's main loop does (``engine.ui.screens.run``):
draw the frame after each change and ``gc.collect()`` when a new screen shows.
``peak`` is the largest ``gc.mem_alloc()`` seen right after those collections
(the live heap at screen changes; 0 on CPython). A deal whose result screen
shows counts as completed. Any exception that leaves the app (it would reach the
device's crash screen) ends the run. Seeded and deterministic. One JSON line::

    {"impl":"circuitpython","game":"farsky","mode":"deals","seed":1,"ok":true,
     "deals":100,"presses":2345,"moves":4567,"peak":61234,"heap":98304,"short":0,
     "error":"","seconds":41}

``short`` counts optional features (hint, rules, statistics, review) that gave
the player their "needs more memory" line instead of running. Exit status 0 when
the run completed, 1 when an exception escaped the app.
"""

import gc
import sys
import time

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
TABLE = (0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5)  # indexes into KEYS: A and arrows before B
STUCK = 1000  # presses per deal before a deals run counts as stuck (a deal takes ~30)
PAUSE_GOALS = ("Rules", "Undo", "Hint", "Save & quit", "Undo", "Rules", "Same deal", "New deal")


def _arg(argv, name, default):
    # argcheck.option's twin: this driver runs on the board's VM, where importing
    # another module would count in the heap it measures
    if name in argv:
        return argv[argv.index(name) + 1]
    return default


def _setup_path(argv):
    """Import the engine from ``--root`` or from the checkout this file is in."""
    root = _arg(argv, "--root", None)
    if root is None:
        here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
        root = here.rsplit("/", 1)[0] if "/" in here else ("." if here == "tools" else "..")
    sys.path.insert(0, root)


def _mem_alloc():
    f = getattr(gc, "mem_alloc", None)
    return f() if f else 0


def _mem_total():
    f = getattr(gc, "mem_free", None)
    return f() + _mem_alloc() if f else 0


class Escaped(Exception):
    """An exception left the app (the device would show its crash screen)."""


class _NoReview:
    """A game's presenter without its ``review`` or ``reviewer`` (the result screen then
    shows none)."""

    def __init__(self, mod):
        self.mod = mod

    def __getattr__(self, name):
        if name in ("review", "reviewer"):
            raise AttributeError(name)
        return getattr(self.mod, name)


class Driver:
    """One app, one game, a seeded player."""

    def __init__(self, game_id, seed=1, random=False, reviews=-1):
        from engine.game import GAME_IDS
        from engine.heap import idle
        from engine.rng import Rng
        from engine.ui.app import App
        from hal.headless import MemoryStorage

        self.idle = idle
        self.game_id = game_id
        self.index = list(GAME_IDS).index(game_id)
        self.seed = seed
        self.random = random
        self.rng = Rng(seed)
        self.presses = 0
        self.moves = 0  # hinted (or, hint short, random legal) moves played
        self.deals = 0
        self.peak = 0
        self.reviews = reviews  # real reviews left (-1: every deal)
        self.goal = None  # the pause menu item a tour is heading for
        self.storm = 0  # undos left in an undo storm
        self.tweaked = False  # options changed for this deal already
        self.in_result = False
        self.lined = False  # the best line was opened from this result screen
        self.round = 0  # the round of a game of rounds (Navigator) last seen
        self.shown = None
        self.screens = 0  # screens shown so far: "still on this screen" without holding it
        app = App(MemoryStorage(), seed_source=self._seed)
        real_open = app.open_game

        def open_game(gid):  # every game entry of the list opens this driver's game
            real_open(game_id)

        app.open_game = open_game
        self.app = app
        self._ration(app)
        self._shown()

    def _seed(self):
        return self.seed

    def _ration(self, app):
        """With ``reviews`` >= 0, only that many result screens run the real review."""
        if self.reviews < 0:
            return
        drv = self
        real_result = app.result

        def result():
            if drv.reviews > 0:
                drv.reviews -= 1
                real_result()
                return
            words = app.text
            app.text = _NoReview(words)  # the result screen shows no review without one
            try:
                real_result()
                app.screen.tick(app.now)
            finally:
                app.text = words

        app.result = result

    # -- the device loop ----------------------------------------------------------------

    def _shown(self):
        """Draw; a new screen gets the main loop's collection (and a heap sample)."""
        app = self.app
        drew = app.dirty
        if drew:
            app.draw()
        if app.screen is not self.shown:
            self.shown = app.screen
            self.screens += 1
            gc.collect()
            m = _mem_alloc()
            if m > self.peak:
                self.peak = m
        elif drew and not app.busy():
            self.idle()  # as the main loop does after a frame (engine.heap.idle)

    def settle(self):
        """Let computer seats and long jobs finish, as the main loop's ticks do."""
        app = self.app
        n = 0
        while app.busy():
            app.now += app.delay
            app.tick(app.now)
            self._shown()
            n += 1
            if n > 100000:
                raise Escaped("screen still busy after 100000 ticks")

    def press(self, i):
        """Press key ``KEYS[i]``."""
        self.presses += 1
        self.app.key(KEYS[i])
        self._shown()
        self.settle()
        # the device's loop ticks every frame, and a person presses frames apart: one idle
        # tick (Onslaught's play screen steps the deal's review there)
        self.app.tick(self.app.now)
        self._shown()

    def to_item(self, want):
        """On a menu: walk the cursor to item ``want`` (UP/DOWN) and press A.

        The driver keeps no reference to a screen across a press (nor do the other
        player steps): the device's loop holds only the screen shown, and a menu kept
        alive here would keep its module's code in the heap measured at the next screen."""
        items = self.app.screen.items
        if want not in items:
            return False
        target = items.index(want)
        items = None
        n = self.screens
        while self.screens == n and self.app.screen.cur != target:
            self.press(1 if self.app.screen.cur < target else 0)
        self.press(4)
        return True

    def below(self, n):
        return self.rng.below(n)

    # -- the player ---------------------------------------------------------------------

    def step(self):
        """One decision of the player on the current screen (a few presses at most)."""
        app = self.app
        scr = app.screen
        name = type(scr).__name__
        line = len(getattr(scr, "line", None) or ())  # the result's best line, its page
        paused = getattr(scr, "paused", False)  # the result's review waits for A to go on
        scr = None  # held across a press, an old screen would stay in the heap measured
        if name not in ("Result", "Line"):  # the best line page comes back to the result
            self.in_result = False
        g = app.game
        r = getattr(g, "round", 0) if g is not None else 0
        if r > self.round > 0 and not g.over():
            self.deals += 1  # a game of rounds: each new round is a new deal of the cards
        self.round = r
        g = None
        if paused:
            # search on to the review's end: its whole budget is measured, as before the
            # allowance (and no random number is drawn: the same presses follow)
            self.press(4)
        elif self.random and name != "PlayHost" and self.below(2) == 0:
            self.press(TABLE[self.below(len(TABLE))])
        elif name == "PlayHost":
            self.play()
        elif name == "Menu":
            self.menu()
        elif name == "OptionsMenu":
            self.options()
        elif name == "Result":
            if not self.in_result:
                self.in_result = True
                self.lined = False
                self.deals += 1
            if line and not self.lined:
                self.lined = True  # once per result: DOWN, the review's best line
                self.press(1)
            else:
                self.press(4 if self.below(3) == 0 else 5)  # A: statistics, B: game menu
        elif name == "Line":
            for _ in range(self.below(line + 3)):  # to its end now and then
                self.press(4 if self.below(4) else 2)  # A: next move, LEFT: back
            self.press(5)  # B: back to the result
        elif name == "Pager":
            for _ in range(self.below(6)):
                self.press((0, 1, 2, 3, 3)[self.below(5)])
            self.press(5)
        elif name in ("Settings", "Diagnostics"):
            for _ in range(self.below(5)):
                self.press(self.below(5))
            self.press(5)
        elif name == "Title":
            self.press(4)
        else:  # Stats, Message and screens this driver does not know: A or B leaves
            self.press(4 if self.below(2) else 5)

    def menu(self):
        app = self.app
        m = app.screen
        title = m.title
        m = None
        if title == "Choose a game":
            self.goal = None
            if self.below(30) == 0:
                self.to_item("Settings")
            else:
                self.to_item(app.screen.items[self.index])
        elif title.startswith("Paused"):
            goal = self.goal or "Resume"
            self.storm -= 1
            if goal != "Undo" or self.storm <= 0:
                self.goal = None  # else the storm goes on: the next play step pauses again
            self.to_item(goal)
        elif app.cls is not None and title == app.cls.NAME:  # the game menu
            self.goal = None
            r = self.below(12)
            if r == 0:
                self.to_item("Rules")
            elif r == 1:
                self.to_item("Statistics")
            elif r == 2 and not self.random:
                self.press(5)  # back to the game list
            elif not self.to_item("Continue"):
                self.tweaked = False
                self.to_item("New game")
        else:
            self.press(4 if self.below(3) else 5)

    def options(self):
        n = self.screens
        if not self.tweaked and self.below(4) == 0:  # the player changes some options
            self.tweaked = True
            for _ in range(1 + self.below(8)):
                self.press((0, 0, 2, 3, 3)[self.below(5)])
        app = self.app
        start = len(app.screen.cls.OPTIONS) + 1
        while self.screens == n and app.screen.digit < 0 and app.screen.cur != start:
            self.press(1)
        if self.screens == n:
            self.press(4)
        self.tweaked = False

    def play(self):
        app = self.app
        if app.game.over():
            self.press(4)
            return
        if self.goal == "Undo" and self.storm > 0:  # an undo storm goes on
            self.pause()
            return
        r = self.below(100)
        if self.random:
            burst, tour, storm = 88, 92, 95
        else:
            burst, tour, storm = 3, 6, 8
        if r < burst:
            n = 1 if self.random else 2 + self.below(10)
            for _ in range(n):
                if type(app.screen).__name__ != "PlayHost" or app.game.over():
                    break
                self.press(TABLE[self.below(len(TABLE))])
        elif r < tour:
            self.goal = PAUSE_GOALS[self.below(len(PAUSE_GOALS))]
            self.storm = 1
            self.pause()
        elif r < storm:
            # an undo storm: undo several times, or for a "step, undo" storm play and undo
            self.storm = 2 + self.below(12)
            if self.below(2):
                for _ in range(self.storm):
                    self.hinted()
                    self.goal = "Undo"
                    self.storm = 1
                    self.pause()
                    self.step()
                    if app.game is None or app.game.over():
                        break
            else:
                self.goal = "Undo"
                self.pause()
        else:
            self.hinted()

    def pause(self):
        """B on the play screen until the pause menu shows (B cancels a selection first)."""
        app = self.app
        for _ in range(4):
            if type(app.screen).__name__ != "PlayHost" or app.game.over():
                return
            self.press(5)

    def hinted(self):
        """Ask for the hint and play it (a random legal move when there is none)."""
        app = self.app
        play = app.play
        g = app.game
        if type(app.screen).__name__ != "PlayHost" or g is None or g.over() or g.to_move():
            return
        play.hint()
        a = play.hint_action
        if a is None:
            legal = g.legal_actions()
            a = legal[self.below(len(legal))]
            legal = None
        self.moves += 1
        g = None
        play.act(a)
        if app.play is play:
            play.reset()  # as the screens do after their own actions: no stale cursor
        play = None  # the result screen lets the play screen go: so does the driver
        app.dirty = True
        self._shown()
        self.settle()


def short_count():
    """Optional features refused for memory so far (see ``engine.heap.short``)."""
    from engine import heap

    return getattr(heap, "SHORT", [0])[0]


def json_line(d, mode, ok, error, seconds, heap):
    """The run's result as one JSON object (no json module needed)."""
    error = error.replace("\\", "/").replace('"', "'")
    return (
        '{"impl":"%s","game":"%s","mode":"%s","seed":%d,"ok":%s,"deals":%d,'
        '"presses":%d,"moves":%d,"peak":%d,"heap":%d,"short":%d,"error":"%s",'
        '"seconds":%d}'
    ) % (
        sys.implementation.name,
        d.game_id,
        mode,
        d.seed,
        "true" if ok else "false",
        d.deals,
        d.presses,
        d.moves,
        d.peak,
        heap,
        short_count(),
        error,
        seconds,
    )


def run(game_id, deals=100, presses=0, seed=1, random=False, reviews=-1):
    """Drive the app; return ``(driver, error text or "")``.

    Stops after ``deals`` completed deals, or (``presses`` > 0) after that many presses.
    A deals run that takes more than ``STUCK`` presses per deal (a deal takes about 30)
    fails as stuck: an app that refuses everything for memory never ends its deals.
    """
    error = ""
    d = None
    try:
        d = Driver(game_id, seed, random, reviews)
        while True:
            if presses > 0 and d.presses >= presses:
                break
            if presses <= 0 and d.deals >= deals:
                break
            if presses <= 0 and d.presses > STUCK * (d.deals + 1):
                raise Escaped("stuck: %d presses, %d deals" % (d.presses, d.deals))
            d.step()
    except Exception as e:  # anything that leaves the app is the result
        error = "%s: %s" % (type(e).__name__, e)
        pe = getattr(sys, "print_exception", None)
        if pe is not None:  # MicroPython: the traceback on stderr (the JSON line on stdout)
            pe(e, sys.stderr)
        if "--trace" in sys.argv:  # the interpreter prints the traceback (the VM has no
            raise  # traceback module nor sys.print_exception)
    if d is None:  # the app did not even start: report zeros
        d = Stub(game_id, seed)
    return d, error


class Stub:
    """The counts of a run whose app did not start."""

    def __init__(self, game_id, seed):
        self.game_id = game_id
        self.seed = seed
        self.deals = self.presses = self.moves = self.peak = 0


def main(argv):
    _setup_path(argv)
    if len(argv) < 2 or argv[1].startswith("-"):
        print(__doc__)
        return 2
    heap = _mem_total()
    random = "--random" in argv
    t0 = time.time()
    d, error = run(
        argv[1],
        int(_arg(argv, "--deals", "100")),
        int(_arg(argv, "--presses", "10000" if random else "0")),
        int(_arg(argv, "--seed", "1")),
        random,
        int(_arg(argv, "--reviews", "-1")),
    )
    print(
        json_line(d, "random" if random else "deals", not error, error, int(time.time() - t0), heap)
    )
    return 1 if error else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
