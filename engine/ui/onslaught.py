# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught`
=====================

Onslaught's play screen. Row 0: wave, attackers faced/pledged, attackers left
(▒) and the score so far; row 1: the waiting attacker and any seen through a
7; rows 2-3: the seven defenders (``=6`` under a wounded one: worth 6 now);
row 4: ▲ under selected defenders; row 5: what A will do; row 6: keys; row 7: the
message (a hint, a refusal, what the rules did as a wave ended).

Keys: ◄► move the cursor over the defenders. ▲ selects a defender for a group
(or raises the number being chosen), ▼ opens the defender's menu (absorb,
kill, its 3/5/7 power, drop it to resize the wave; lowers a number). A does
what row 5 says (a step that loses asks once: A again); B clears the selection or
steps back, else opens the pause menu, and row 6 says which. On the final board B
takes the last move back.

The screen is in modules that the device compiles one at a time: the cursor and the
actions it offers in ``onslaught_cursor``, the drawing in ``onslaught_draw``, the review
begun with the deal here (``Screen`` < ``Board`` < ``Cursor`` < ``Play``), and the keys
and the hint in ``onslaught_keys``, which the first frame does not need: it is loaded
at the first tick after the first frame (or the first key, whichever comes first), not
when the game opens (which must take under 2 s on a Pico).
"""

from engine.games import onslaught_moves as ons
from engine.ui.onslaught_cursor import KEYS, keys
from engine.ui.onslaught_draw import Board

ROOM = 12 * 1024  # bytes the play screen keeps free beside the review (the pause menu,
# a save, the hint); less, and the review begun during play gives way
# Free bytes a deal needs to begin its review during play: the solver's code (16K on the
# VM, 5K of it kept once loaded: interned names), its tables (up to ~10K) and ``ROOM``.
# At -X heapsize=96K the whole app leaves about 40K: the result screen does the review
# (the same answer); a Pico (171K free) or a Pico W (126K) begins it with the deal.
START = 48 * 1024


SLICE = 6  # work units a tick (the review's and the guide's SLICE: ~30 ms of a Pico)


def work(step, pending):
    """A slice of ``step(n)`` (a search's: True when it is over), unit by unit while a
    press may come (``pending``: the device's "a press is waiting"): a press waits for
    one unit (~5 ms of a Pico), not for the slice. The units are the same in any
    grouping, and so is the answer."""
    if pending is None:
        return step(SLICE)
    for _ in range(SLICE):
        if step(1):
            return True
        if pending():
            break
    return False


def room(need=ROOM, pending=None):
    """Whether the heap still has ``need`` bytes free (after a collection, when short).
    While a press waits (``pending``) the answer is yes, asked again at the next slice:
    counting the free heap walks all of it (~5 ms of a Pico, ~20 with the collection)."""
    import gc

    if pending is not None and pending():
        return True

    free = getattr(gc, "mem_free", None)  # (CPython has none: room enough)
    if free is None or free() >= need:
        return True
    gc.collect()
    return free() >= need


class Screen(Board):
    """Onslaught play screen."""

    # -- idle work: the keys' code, then the review started with the deal ---------------

    drawn = False  # the first frame has been drawn: idle work may begin

    def draw(self, fr):
        Board.draw(self, fr)
        self.drawn = True

    def tick(self, now):
        """Play's tick; on the person's turn (no key pending: the main loop reads keys
        after each tick) once the first frame is on screen, idle work: the keys' code
        first (``ready``: loaded here, a key would wait for it), then one slice of the
        deal's review (``think``) per tick. The main loop ticks before it draws: idle
        work begun before the first frame would hold the board back (from source, the
        review's first tick compiles the solver)."""
        Board.tick(self, now)
        if not self.drawn or getattr(self.app, "play", None) is not self or self.busy():
            return
        if not KEYS:
            if self.app.early is not False:
                try:
                    self.ready()
                except MemoryError:
                    # (the game comes first: no review during this deal, and no retry
                    # at every tick; the first key says so in one line, see turn_key)
                    self.app.early = False
            return
        self.think()

    def think(self):
        """One slice of the result screen's review (``engine.ai.onslaught_solver.Review``),
        begun with the deal: its answer depends on the deal alone (both decks, the
        options), never on the moves, and a player spends most of a deal thinking. The
        budget is the same in work units whatever the pace, so the answer is too; the
        pace only decides how much is left when the result screen takes it over
        (``app.early``). A slice is about ``SLICE`` units: a key waits at most one.
        Memory short: the review here stops, and the result screen starts it afresh
        once the play screen's code has left (the same answer)."""
        app = self.app
        g = self.game
        if self.guided(g):
            return  # (the guide's search first: the hint follows its line)
        job = app.early
        if job is False or g.over():
            return  # (False: given up for this deal)
        if job is not None and job.deal != (g.seed, g.options):
            job = app.early = None  # (another deal: its review goes)
        if job is None:
            if not room(START):
                app.early = False  # (a small heap: the result screen does it all)
                return
            try:
                job = app.early = self.text.reviewer(g)
            except MemoryError:
                app.early = False
                return
        pending = getattr(app, "pending", None)  # (the device's: see work)
        if work(job.step, pending) and job.failed or not room(ROOM, pending):
            # (the game, its menus and the hint come first: the result screen begins the
            # review again once the play screen's code has left)
            app.early = False
            job.cancel()
            from engine.ui.app import drop

            drop(job.modules)

    guide = None  # the hint's winning line (engine.ai.onslaught_guide), False: given up

    def guided(self, g):
        """One slice of the guide's work (the hint follows a winning line when its
        search knows one): True when it worked, the review then waits. A move off
        the line is said at once. Memory short: the guide goes, the hint is the
        heuristic's."""
        gd = self.guide
        if gd is False or g.over():
            return False
        if gd is None:
            if not room(START):
                return False  # (tried again next tick: the review may let go)
            try:
                from engine.ai.onslaught_guide import Guide

                gd = self.guide = Guide()
            except MemoryError:
                self.guide = False
                return False
        was = gd.state
        busy = gd.busy()
        pending = getattr(self.app, "pending", None)  # (the device's: see work)
        if gd.search is None:
            gd.work(g)  # (a move of the line turned into actions: one step, not units)
        else:
            work(lambda n: gd.work(g, n) or gd.search is None, pending)
        if gd.state != was and gd.state == 3:  # (onslaught_guide.STRAYED)
            self.msg = self.text.guide_line(g, None, 3)
        if not room(ROOM, pending):
            self.guide = False
            gd.drop()
            from engine.ui.app import drop

            drop(gd.modules[:2])  # (the solver's code stays while the review needs it)
            return False  # (the review's turn: short of memory, it gives way too)
        return busy

    def act(self, action):
        """Play's act; then, when a wave ended, what the rules did on the message line: the
        attacker the clear-table bonus defeated, or the defenders discarded (else
        the table changes with no word why). The presenter's words (``ruled``), loaded
        here if not yet; memory short for them, the line is left out: the game goes on."""
        g = self.game
        n = g.cleared
        f = g.freekills
        d = len(g.ddisc)
        Board.act(self, action)
        g = self.game
        if g.cleared != n:
            try:
                self.say(self.text.ruled(g, (n, f, d)))
            except MemoryError:
                pass

    # -- keys and hint (engine.ui.onslaught_keys) -------------------------------------

    def ready(self):
        """Import the keys' code (``onslaught_keys``) if it is not yet: a review begun
        during play gives way when memory is short for it (``App.roomy``)."""
        if not KEYS:
            roomy = getattr(self.app, "roomy", None)
            if roomy is None:
                keys()
            else:
                roomy(keys)

    def turn_key(self, k):
        """The key, by ``onslaught_keys``. Memory short for its code: one line says so,
        and B still opens the pause menu, where the deal can be saved."""
        if not KEYS:
            try:
                self.ready()
            except MemoryError:
                from engine import heap

                self.say(heap.short("Keys need more RAM"))
                return "pause" if k == "B" else None
        return KEYS[0].turn_key(self, k)

    def over_key(self, k):
        """The final board: A the result, B takes back the move that ended the game
        (as any solitaire lets you; the deal's end stays counted, see
        ``engine.ui.pause.undo_over``)."""
        return "over" if k == "A" else "undo" if k == "B" else None

    def midway(self, game):
        """A drop waiting for its new size (the drop and the size are one press), or a
        step the rules leave no choice in ("No defence: give up", a wave's end): undo
        would stop where A can only play it again."""
        return game.phase == ons.P_SIZE or len(game.legal_actions()) == 1

    def hint(self):
        """Show the computer's advice and set the screen up so that A plays it."""
        keys().hint(self)

    def point(self, a):
        """Set the screen up so that A plays action ``a``: the hint, and the result
        screen's best line (its move under the cursor)."""
        keys().point(self, a)
