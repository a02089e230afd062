# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.app`
===============

The application core: the current screen, the game being played, saves and
statistics on the HAL's storage. It knows no hardware: a HAL object (duck-typed)
brings keys, frames, time and storage::

    hal.keys()    -> list of "UP" "DOWN" "LEFT" "RIGHT" "A" "B" pressed since the last call
    hal.show(fr)  -> put a Frame on the screen
    hal.now()     -> milliseconds (monotonic)
    hal.tick()    -> wait for the next frame
    hal.storage   -> read(name) / write(name, text) -> bool / remove(name) / readonly

The menus around a game (``engine.ui.lobby``) and the pause menu
(``engine.ui.pause``) are imported when shown and dropped during play, so a
small heap holds the app core and one game.
"""

import gc
import sys

from engine import heap, save, stats
from engine.ui.frame import COLS, ROWS, Frame
from engine.ui.screens import PlayHost, Title

# Screens used now and then: imported when shown, dropped again before play.
_TRANSIENT = ("engine.ui.lobby", "engine.ui.pause", "engine.ui.options", "engine.ui.rules",
              "engine.ui.result", "engine.ui.settings", "engine.ui.menus")


def module(name):
    """Import ``name`` (a dotted module path) and return the module itself."""
    return __import__(name, None, None, ("x",))


def call(name, fn, *args):
    """Import module ``name`` and call its function ``fn`` with ``args``."""
    return getattr(module(name), fn)(*args)


def drop(names):
    """Forget modules (their code is freed once no screen uses it)."""
    heap.forget(names)  # the parent package's reference goes too (engine.ui -> lobby)
    gc.collect()


def drop_game(gid):
    """Forget game ``gid``'s modules and their parts (navigator_calc, onslaught_moves...)."""
    drop([m for m in sys.modules if m.startswith("engine.") and m.count(".") == 2
          and (m.endswith("." + gid) or ("." + gid + "_") in m)])


class App:
    """The whole program above the HAL."""

    def __init__(self, storage, seed_source=None):
        heap.tune()  # collect early: a small heap stays in few pieces
        self.storage = storage
        self.seed_source = seed_source  # callable -> int for new deal numbers
        self.frame = Frame()
        self.dirty = True
        self.now = 0
        self.saves_off = bool(getattr(storage, "readonly", False))
        self.note = ""  # one line over the bottom row until the next key (memory short, bad file)
        self.settings = self.load_settings()
        self.game_id = None
        self.cls = None
        self.ai = None
        self.game = None
        self.play = None
        self.unsaved = 0
        self.deals = 0
        self.deal = None  # the id of the deal being played (see finish)
        self.screen = Title(self)

    # -- storage -------------------------------------------------------------------------

    def read(self, name, cap=2048, what="file"):
        """A stored file's text, or None when there is none.

        A file that is not what it seems (not a regular file, bigger than ``cap``, not
        text, unreadable) is set aside as ``name.bad`` and the player reads one line.
        """
        try:
            return self.storage.read(name, cap)
        except (OSError, ValueError):
            self.set_aside(name, what)
            return None

    def set_aside(self, name, what=None):
        """Keep a bad file as ``name.bad`` (nothing else is touched) and say so in one line
        (unless ``what`` is None: the caller explains)."""
        aside = getattr(self.storage, "set_aside", None)
        if aside is not None:
            try:
                aside(name)
            except OSError:
                pass
        if what is not None:
            self.note = "Bad %s: set aside" % what
            self.dirty = True

    def load_settings(self):
        """``settings.txt`` checked line by line (a bad one is set aside: defaults)."""
        try:
            return stats.parse(self.read("settings.txt", 2048, "settings"))
        except ValueError:
            self.set_aside("settings.txt", "settings")
            return {}

    def load_stats(self, gid=None):
        """Game ``gid``'s statistics checked line by line (a bad file is set aside)."""
        name = "stats_%s.txt" % (gid or self.game_id)
        try:
            return stats.parse(self.read(name, 2048, "stats"))
        except ValueError:
            self.set_aside(name, "stats")
            return {}

    def write(self, name, text):
        """Store a file; on failure "saves off" shows on the menus (and a full storage says
        so in one line) until a write succeeds again."""
        try:
            ok = self.storage.write(name, text)
        except OSError:
            ok = False
        if ok:
            self.saves_off = bool(getattr(self.storage, "readonly", False))
        else:
            self.saves_off = True
            if getattr(self.storage, "full", False):
                self.note = "Storage full: not saved"
                self.dirty = True
        return ok

    @property
    def delay(self):
        """Milliseconds between computer actions (see ``engine.ui.settings``)."""
        return (250, 700, 1400)[self.settings.get("speed", 1) % 3]

    # -- the loop's entry points ----------------------------------------------------------

    def key(self, k):
        """One button press."""
        self.note = ""
        self.screen.key(k)
        self.dirty = True

    def tick(self, now):
        """Time passes (computer moves, long jobs)."""
        self.now = now
        before = self.screen
        busy = before.busy()
        before.tick(now)
        if busy or self.screen is not before or before.stale():
            self.dirty = True

    def busy(self):
        """True while the current screen works without input."""
        return self.screen.busy()

    def draw(self):
        """Draw the current screen into the app's Frame and return it."""
        fr = self.frame
        fr.clear()
        self.screen.draw(fr)
        if self.note:
            fr.text(0, ROWS - 1, ("%-21s" % self.note)[:COLS])
        self.dirty = False
        return fr

    def go(self, screen):
        """Show ``screen`` next."""
        self.screen = screen
        self.dirty = True

    # -- menus (transient modules) -------------------------------------------------------

    def game_list(self):
        """The list of games (and settings)."""
        module("engine.ui.lobby").game_list(self)

    def open_game(self, game_id):
        """Choose a game: its modules are imported, the previous game's dropped."""
        module("engine.ui.lobby").open_game(self, game_id)

    def game_menu(self):
        """Continue / New game / Rules / Statistics for the chosen game."""
        module("engine.ui.lobby").game_menu(self)

    def options(self, seed=None):
        """The options screen before a new game."""
        module("engine.ui.lobby").options(self, seed)

    def start(self, values, seed):
        """Start a new game with option ``values`` (indexes) on deal ``seed``."""
        module("engine.ui.lobby").start(self, values, seed)

    def resume(self):
        """Continue the saved game, or explain why not and start fresh."""
        module("engine.ui.lobby").resume(self)

    def show_stats(self):
        """The statistics screen of the current game (memory short: one line)."""
        heap.optional(self, "Stats need more RAM", call, "engine.ui.lobby", "show_stats",
                      self)

    def pause(self):
        """The pause menu (the play screen's clocks stop until play resumes)."""
        self.play.suspend()
        module("engine.ui.pause").pause(self)

    def undo(self):
        """Take back the person's last decision; returns a message."""
        return module("engine.ui.pause").undo(self)

    def rules(self, back):
        """The paged rules of the current game; B calls ``back`` (memory short: one line)."""
        heap.optional(self, "Rules need more RAM", call, "engine.ui.rules", "show", self,
                      back)

    def result(self):
        """The result screen of the finished game."""
        self.go(module("engine.ui.result").Result(self))

    # -- the game ------------------------------------------------------------------------

    def new_seed(self):
        """A fresh deal number."""
        self.deals += 1
        base = self.seed_source() if self.seed_source else self.now
        return (base * 7 + self.deals * 7919) % 1000000

    def save_name(self):
        """File name of the current game's save (each game has its own)."""
        return "save_%s.txt" % self.game_id

    def begin(self, game):
        """Show the play screen for ``game``; menu modules leave RAM."""
        self.game = game
        self.screen = None  # let go of the menu screen before dropping its module
        drop(_TRANSIENT)
        self.play = module("engine.ui." + self.game_id).Screen(self, game)
        self.unsaved = 0
        self.go(PlayHost(self))

    def back_to_play(self):
        """Leave the pause menu."""
        self.screen = None
        drop(_TRANSIENT)
        self.go(PlayHost(self))

    def save(self):
        """Write the current game's save (if it is not over)."""
        g = self.game
        if g is not None and not g.over():
            self.write(self.save_name(), save.dumps(g, self.deal))
            # Counted as done even when the write failed (saves off): otherwise every later
            # action would serialise the whole game again.
            self.unsaved = 0

    def act(self, action):
        """Play an action for the seat to move (from the play screen or a computer)."""
        g = self.game
        g.apply(action)
        self.unsaved += 1
        if g.over():
            self.finish()
        elif self.unsaved >= 10:  # autosave every 10 actions: flash wears, not every press
            self.save()

    def finish(self):
        """Record a finished deal exactly once, losing nothing, whatever file operation a
        power cut or a full storage stops:

        1. the finished game is saved (marked ``end 1``): from here on the next visit to
           the game's menu counts it if the statistics were not written;
        2. the statistics are written with the deal's id (``deal``): a save holding that
           id is known as counted;
        3. only then is the save removed. When step 2 fails the save stays.
        """
        name = self.save_name()
        self.write(name, save.dumps(self.game, self.deal))
        if self.count(self.game, self.deal):
            try:
                self.storage.remove(name)
            except OSError:
                pass  # the save says "end 1" and its id is counted: the menu removes it later
        self.unsaved = 0

    def count(self, game, deal):
        """Add finished ``game`` (deal id ``deal``) to the statistics unless they already
        hold it; True when the statistics on storage include it."""
        name = "stats_%s.txt" % self.game_id
        st = self.load_stats()
        if deal is not None and st.get("deal") == deal:
            return True  # counted before a power cut stopped the rest of the deal's end
        game.record(st)
        if deal is not None:
            st["deal"] = deal
        return self.write(name, stats.dumps(st))

    def next_deal(self):
        """The id of a new deal: one more than the last deal counted."""
        return self.load_stats().get("deal", 0) % 999999999 + 1
