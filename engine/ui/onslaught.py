# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught`
=====================

Onslaught's play screen. Row 0: wave, attackers faced/pledged, attackers left
(▒) and the score so far; row 1: the waiting attacker and any seen through a
7; rows 2-3: the seven defenders (``=6`` under a wounded one: worth 6 now);
row 4: ▲ under selected defenders; row 5: what A will do; row 6: keys.

Keys: ◄► move the cursor over the defenders. ▲ selects a defender for a group
(or raises the number being chosen), ▼ opens the defender's menu (absorb,
kill, its 3/5/7 power, drop it to resize the wave; lowers a number). A does
what row 5 says; B clears the selection, steps back, then opens the pause menu.

The screen is in three modules that the device compiles one at a time: the cursor and
the actions it offers in ``onslaught_cursor``, the drawing in ``onslaught_draw``, the
keys and the hint here (``Screen`` < ``Board`` < ``Cursor`` < ``Play``).
"""

from engine import cards
from engine.games import onslaught_moves as ons
from engine.games.onslaught_moves import BASE
from engine.ui.onslaught_cursor import BOX
from engine.ui.onslaught_draw import Board
from engine.ui.play import Play

ROOM = 12 * 1024  # bytes the play screen keeps free beside the review (the pause menu,
# a save, the hint); less, and the review begun during play gives way
# Free bytes a deal needs to begin its review during play: the solver's code (16K on the
# VM, 5K of it kept once loaded: interned names), its tables (up to ~10K) and ``ROOM``.
# At -X heapsize=96K the whole app leaves about 40K: the result screen does the review
# (the same answer); a Pico (171K free) or a Pico W (126K) begins it with the deal.
START = 48 * 1024


def room(need=ROOM):
    """Whether the heap still has ``need`` bytes free (after a collection, when short)."""
    import gc

    free = getattr(gc, "mem_free", None)  # (CPython has none: room enough)
    if free is None or free() >= need:
        return True
    gc.collect()
    return free() >= need


class Screen(Board):
    """Onslaught play screen."""

    # -- the review, started with the deal ------------------------------------------------

    def tick(self, now):
        """Play's tick; on the person's turn (no key pending: the main loop reads keys
        after each tick), one slice of the deal's review (``think``)."""
        Board.tick(self, now)
        if getattr(self.app, "play", None) is self and not self.busy():
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
        if job.step() and job.failed or not room():
            # (the game, its menus and the hint come first: the result screen begins the
            # review again once the play screen's code has left)
            app.early = False
            job.cancel()
            from engine.ui.app import drop

            drop(job.modules)

    # -- keys --------------------------------------------------------------------------

    def turn_key(self, k):
        g = self.game
        if g.phase == ons.P_SIZE and self.mode != "size":
            self.mode = "size"
            self.n = self._sizes()[0]
        if k == "B":
            return self._back()
        if self.mode == "menu":
            if k in ("UP", "DOWN"):
                self.mi = (self.mi + (1 if k == "DOWN" else -1)) % len(self.items)
            elif k == "A":
                self._do_item()
            return None
        if self.mode == "size":
            sizes = self._sizes()
            if k in ("UP", "DOWN"):
                j = sizes.index(self.n) if self.n in sizes else 0
                self.n = sizes[(j + (1 if k == "UP" else -1)) % len(sizes)]
            elif k == "A":
                self.mode = ""
                if g.phase != ons.P_SIZE:
                    self.act(ons.RECAL * BASE + self.pos)
                self.act(ons.SIZE * BASE + self.n)
                self.reset()
            return None
        if self.mode in ("src", "dst"):
            if k in ("LEFT", "RIGHT"):
                self.pick += 1 if k == "RIGHT" else -1
            elif k == "A":
                if self.mode == "src":
                    src = self._sources()
                    self.moving = src[self.pick % len(src)]
                    self.mode = "dst"
                    self.pick = 0
                else:
                    t = self._targets()
                    self.act(t[self.pick % len(t)])
                    self.reset()
            return None
        if g.phase == ons.P_PEEK:
            if k in ("LEFT", "RIGHT", "UP", "DOWN"):
                n = ons.NPERMS[g.peekn]
                self.order = (self.order + (1 if k in ("RIGHT", "UP") else -1)) % n
            elif k == "A":
                self.act(ons.ORDER * BASE + self.order)
                self.reset()
            return None
        if k in ("LEFT", "RIGHT"):
            step = 1 if k == "RIGHT" else -1
            self.pos += step
            self._move_to_card(step)
        elif k == "UP":
            self._up()
        elif k == "DOWN":
            self._down()
        elif k == "A":
            a, text = self._main()
            if a is None:
                self.say(text)
            else:
                self.act(a)
                self.reset()
        return None

    def _back(self):
        if self.mode == "dst":
            self.mode = "src"
        elif self.mode in ("menu", "src") or (
            self.mode == "size" and self.game.phase != ons.P_SIZE
        ):
            self.mode = ""
        elif self.sel:
            self.sel = 0
        else:
            return "pause"
        return None

    def _up(self):
        g = self.game
        if g.phase == ons.P_PLEDGE:
            if self.pos != BOX:
                self.say("Groups are for attacks")
            elif g.wave == ons.WAVES:
                self.say("Wave 4 takes them all")
            else:
                self.n = self.n % len(g.att) + 1
        elif g.phase == ons.P_FIGHT:
            if g.slot[self.pos] < 0:
                self.say("No defender there")
            else:
                self.sel ^= 1 << self.pos
        else:
            self.say("No attacker to fight")

    def _down(self):
        g = self.game
        if g.phase == ons.P_PLEDGE and self.pos == BOX:
            if g.wave == ons.WAVES:
                self.say("Wave 4 takes them all")
            else:
                self.n = (self.n - 2) % len(g.att) + 1
            return
        items = self._card_items(self.pos)
        if not items:
            self.say("%s: nothing to do" % cards.cell(g.slot[self.pos]))
            return
        self.items = items
        self.mi = 0
        self.mode = "menu"

    def _do_item(self):
        what = self.items[self.mi][1]
        self.mode = ""
        if what == "shift":
            self.five = self.pos
            self.mode = "src"
            self.pick = 0
        elif what == "drop":
            self.mode = "size"
            sizes = self._sizes()
            self.n = self.game.faced if self.game.faced in sizes else sizes[0]
        else:
            self.act(what)
            self.reset()

    def hint(self):
        """Show the computer's advice and set the screen up so that A plays it."""
        Play.hint(self)
        a = self.hint_action
        if a is None:
            return
        self.point(a)
        if a // BASE == ons.RECAL:
            h = self.game.copy()
            h.apply(a)
            self.n = self.app.ai.hint(h) % BASE  # and the size the computer would pick

    def point(self, a):
        """Set the screen up so that A plays action ``a``: the hint, and the result
        screen's best line (its move under the cursor)."""
        g = self.game
        kind = a // BASE
        p = a % BASE
        self.reset()
        if kind == ons.PLEDGE:
            self.n = p
        elif kind == ons.ABSORB:
            self.pos = p
            if ons.DESTROY * BASE + (1 << p) in self._legal():  # both: pick from the menu
                self._menu_at(a)
        elif kind == ons.DESTROY or kind == ons.MIX:
            who = ons.bits(p % 128)
            if len(who) == 1:
                self.pos = who[0]
            else:
                self.sel = p % 128
        elif kind == ons.PEEK:
            self.pos = p
            self._menu_at(a)
        elif kind == ons.RECAL:
            self.pos = p
            self.mode = "size"
            sizes = self._sizes()
            self.n = g.faced if g.faced in sizes else sizes[0]
        elif kind == ons.SHIFT:
            self.pos = self.five = p // 512
            self.moving = p // 8 % 64
            self.mode = "dst"
            self.pick = self._targets().index(a)
        elif kind == ons.ORDER:
            self.order = p
        elif kind == ons.SIZE:
            self.n = p

    def _menu_at(self, a):
        """Open the cursor card's menu on action ``a``."""
        self.items = self._card_items(self.pos)
        self.mode = "menu"
        for j in range(len(self.items)):
            if self.items[j][1] == a:
                self.mi = j
