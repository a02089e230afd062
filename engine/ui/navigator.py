# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator`
=====================

Navigator's play screen (its texts are in :mod:`engine.ui.navigator_text`).

Keys: LEFT/RIGHT move, A chooses, B steps back (a value, then a whole
calculation step) and opens the pause menu when there is nothing to undo.
Draft: UP locks the card (Hotshot, first packet). Ace values: UP/DOWN.
Declaring: UP/DOWN change the digit under the cursor. Showdown: DOWN shows
the best result each player could have reached, ▼ again each one step by step.
"""

from engine import cards
from engine.games import navigator as nav
from engine.ui.frame import clip
from engine.ui.navigator_text import OPS, card_text, why
from engine.ui.play import Play

_TIME = 300000  # the optional timer: 5 minutes in ms
_WARM = 2  # pair table entries per idle tick (engine.ai.navigator.warm): ~20 ms, a Pico
_READY = 6  # and per tick while a computer's draft pick waits for them (ai.ready)


class Screen(Play):
    """The play screen: one layout per phase of the person's round."""

    def reset(self):
        self.cur = 0  # cursor in the current row
        self.lock = False  # draft: lock the picked card (Hotshot)
        self.aces = 0  # Ace choices being edited
        self.sel = []  # calculation: value places picked so far
        self.number = None  # declaring: the number being entered
        self.place = 0  # declaring: the digit under the cursor (0 = ones)
        self.page = 0  # showdown: 0 results, 1 best possible, 2 one player's best, stepwise
        self.calcs = None  # showdown: each best line's (values, steps), beside self.best
        self.step_seat = 0  # the steps page: which best line (index into self.best)
        self.best = None  # showdown: the best possible lines, for the log length best_for
        self.best_for = -1
        self.best_job = None  # (pieces, lines so far, log length): the page being worked out
        self.key_ph = None  # the phase the cursor belongs to
        self.clock = None  # timer start (ms), None when not running
        self.now = 0
        self.held = None  # when the pause menu opened (ms): the timer stands still
        self.shown = -1  # seconds left as last drawn (the app redraws when they change)

    # -- time ------------------------------------------------------------------------

    def tick(self, now):
        """Computers move (base); the optional timer forfeits the person's round."""
        if self.held is not None:  # back from the pause menu: the paused time is not used
            if self.clock is not None:
                self.clock += now - self.held
            self.held = None
        self.now = now
        g = self.game
        if (
            g.opt("timer")
            and not g.over()
            and g.to_move() == 0
            and nav.PH_SET <= g.phase <= nav.PH_CALC
        ):
            if self.clock is None:
                self.clock = now
            elif now - self.clock >= _TIME:
                self.clock = None
                self.act(nav.GIVE_UP)
                self.say("Time is up: forfeit")
                return
        elif g.phase in (nav.PH_DRAFT, nav.PH_SHOW):
            self.clock = None
        self._parts(g.phase <= nav.PH_DRAFT)
        if g.phase <= nav.PH_DRAFT:
            if not (self.busy() and now >= self._due):
                self.app.ai.warm(g, _WARM)  # idle: the draft's table, ahead of its decisions
            elif not self.app.ai.ready(g, _READY):
                return  # the computer's pick reads more of the table: a share per tick
        Play.tick(self, now)
        if g.phase >= nav.PH_SHOW:
            self._show().prepare(self)

    def _parts(self, drafting):
        """The computer's parts follow the round: its draft (``engine.ai.navigator_draft``)
        for the Pirate Map and the draft, the solver after it, and the showdown's part of
        this screen (:meth:`_show`) until the next draft. At 96K they do not fit side
        by side with the play screen (a MemoryError saving the game at deal 34 at 104K);
        each phase imports what it uses, and what a phase left behind goes here."""
        import sys

        if drafting:  # the showdown's part of this screen goes too
            gone = ("engine.ai.navigator_solver", "engine.ui.navigator_show")
        else:
            gone = ("engine.ai.navigator_draft",)
        gone = [m for m in gone if m in sys.modules]
        if gone:
            if drafting:  # the last showdown's best page (and its search) go with it
                self.best = self.calcs = self.best_job = None
                self.best_for = -1
            from engine.ui.app import drop

            drop(gone)

    def _show(self):
        """The showdown's part of the screen (:mod:`engine.ui.navigator_show`), imported
        when a showdown shows; the next draft lets it go (:meth:`_parts`)."""
        from engine.ui import navigator_show

        return navigator_show

    def _best(self):
        """The best possible lines of the showdown on screen (its pieces finished now)."""
        return self._show().best(self)

    def suspend(self):
        """The pause menu opens: the timer stops until play resumes, and the parts of the
        screen and the computer go (each phase imports its own again when play resumes):
        the menu, the rules, an undo's replay and the save get their room."""
        self.held = self.now
        self.best_job = None  # a best possible page half worked out starts over
        from engine.ui.app import drop

        drop(
            (
                "engine.ai.navigator_solver",
                "engine.ai.navigator_draft",
                "engine.ui.navigator_show",
            )
        )

    def left(self):
        """Whole seconds left on the timer, or -1 when it does not run."""
        if self.clock is None:
            return -1
        return max(0, _TIME - (self.now - self.clock)) // 1000

    def stale(self):
        """The timer's seconds changed since the last frame: the app redraws it."""
        return self.left() != self.shown

    # -- keys --------------------------------------------------------------------------

    def _sync(self):
        """Reset the cursor when the phase (or the round) changed."""
        g = self.game
        k = (g.phase, g.round, g.pick, len(g.vals[0]) if g.phase == nav.PH_CALC else 0)
        if k != self.key_ph:
            self.key_ph = k
            # a calculation step starts on ✶ (after the values): A asks for the solver's step
            self.cur = len(g.vals[0]) if g.phase == nav.PH_CALC else 0
            self.sel = []
            self.lock = False
            self.aces = 0
            self.number = None
            self.page = 0

    def turn_key(self, k):
        self._sync()
        g = self.game
        ph = g.phase
        if ph == nav.PH_SHOW:
            return self._show().key(self, k)
        if ph == nav.PH_CALC:
            return self._keys_calc(k)
        if ph == nav.PH_DECLARE:
            return self._keys_declare(k)
        items = self._items()
        n = len(items)
        if k == "LEFT" or k == "RIGHT":
            self.cur = (self.cur + (1 if k == "RIGHT" else -1)) % n
        elif k == "UP" or k == "DOWN":
            if ph == nav.PH_DRAFT:
                if g.pick == 1 and g.opt("hotshot"):
                    self.lock = not self.lock
                else:
                    self.say("Lock: first packet")
            elif ph == nav.PH_ACE:
                self.aces ^= 1 << self.cur
        elif k == "A":
            a = items[self.cur]
            if ph == nav.PH_DRAFT and self.lock:
                a += nav.LOCK
            elif ph == nav.PH_ACE:
                a = nav.ACES + self.aces
            self.act(a)
        elif k == "B":
            return "pause"
        return None

    def _items(self):
        """The choices of the current phase, in cursor order."""
        g = self.game
        ph = g.phase
        if ph == nav.PH_MAP:
            return [nav.MAP_BUY, nav.MAP_PASS]
        if ph == nav.PH_DRAFT:
            return sorted(g.packets[0])
        if ph == nav.PH_ACE:
            return list(range(g.aces_in(0, g.setmask[0])))
        return [a for a in g.legal_actions() if a != nav.GIVE_UP]

    def _keys_declare(self, k):
        g = self.game
        if self.number is None:
            self.number = g.target
        if k == "UP" or k == "DOWN":
            self.number += (1 if k == "UP" else -1) * 10**self.place
        elif k == "LEFT":
            self.place = min(self.place + 1, 4)
        elif k == "RIGHT":
            self.place = max(self.place - 1, 0)
        elif k == "A":
            for a in nav.declare_steps(self.number - g.target):
                if g.to_move() == 0 and g.phase == nav.PH_DECLARE:
                    self.act(a)
        elif k == "B":
            return "pause"
        return None

    def _keys_calc(self, k):
        g = self.game
        v = g.vals[0]
        ops = len(self.sel) == 2
        if len(v) == 1:
            if k == "A":
                self.act(nav.DONE)
            elif k == "B":
                if g.hist:
                    self.act(nav.UNDO)
                else:
                    return "pause"
            return None
        if k == "LEFT" or k == "RIGHT":
            n = 5 if ops else len(v) + 1  # the values, then ✶
            self.cur = (self.cur + (1 if k == "RIGHT" else -1)) % n
        elif k == "A":
            if not ops and self.cur == len(v):
                self.hint()  # A again plays it (memory short: the hint says so)
            elif ops:
                i, j = self.sel
                reason = why(v[i], v[j], self.cur, g.zp)
                if reason:
                    self.say(reason)
                else:
                    self.act(nav.STEP + (i * 6 + j) * 5 + self.cur)
            elif self.cur in self.sel:
                self.say("Pick another value")
            else:
                self.sel.append(self.cur)
                if len(self.sel) == 2:
                    self.cur = 0
        elif k == "B":
            if self.sel:
                self.cur = self.sel.pop()
            elif g.hist:
                self.act(nav.UNDO)
            else:
                return "pause"
        return None

    def hint(self):
        """Show why, and set the cursor so that A plays the hinted move (a calculation
        step: both values picked and the operation under the cursor)."""
        Play.hint(self)
        a = self.hint_action
        if a is None:
            return
        self._sync()
        g = self.game
        ph = g.phase
        if ph == nav.PH_CALC:
            if nav.STEP <= a < nav.UNDO:
                k = a - nav.STEP
                self.sel = [k // 30, k // 5 % 6]
                self.cur = k % 5
        elif ph == nav.PH_DECLARE:
            if a != nav.FAR:
                s = g.setmask[0]
                self.number = self.app.ai.plan(g, 0, "hard", s, g.acemask[0], g.phantom[0])[4]
                self.place = 0
        elif ph == nav.PH_ACE:
            self.aces = a - nav.ACES
        elif ph == nav.PH_DRAFT:
            items = self._items()
            if a % nav.LOCK in items:
                self.cur = items.index(a % nav.LOCK)
                self.lock = a >= nav.LOCK
        else:
            items = self._items()
            if a in items:
                self.cur = items.index(a)

    # -- drawing -------------------------------------------------------------------------

    def draw(self, fr):
        self._sync()
        self.shown = self.left()
        g = self.game
        ph = g.phase
        if ph == nav.PH_SHOW or ph == nav.PH_OVER:
            self._show().draw(self, fr)
        else:
            self._draw_head(fr)
            mine = g.to_move() == 0
            if ph == nav.PH_MAP:
                fr.text(0, 2, "Pirate Map: price %d" % g.map_price)
                fr.text(
                    0,
                    3,
                    "Bounty %d  owner %s"
                    % (g.bounty, "-" if g.map_owner < 0 else nav.who(g.map_owner)),
                )
                if mine:
                    col = 2
                    for i, t in enumerate(("Buy", "Pass")):
                        col = fr.text(col, 5, t, i == self.cur) + 3
                    fr.text(0, 6, "A choose  B menu")
                else:
                    fr.text(0, 5, "%s decides..." % nav.who(g.cur))
            elif ph == nav.PH_DRAFT:
                self._draw_draft(fr, mine)
            else:
                self._draw_round(fr, mine)
        if g.over():  # the last showdown stays in view: A (or B) opens the result
            fr.text(0, 7, "A: results")
        else:
            self.draw_msg(fr)

    def _draw_head(self, fr):
        g = self.game
        t = "Round %d" % g.round
        if g.beacon >= 0:
            t = "T%d B%s" % (g.target, card_text(g, g.beacon))
        if g.ovr >= 0:
            t += " O" + ("✶" if g.tarot else cards.SUIT_CHARS[g.ovr])
        fr.text(0, 0, t)
        r = "●%d" % g.chips[0]
        left = self.shown
        if left >= 0:
            r = "%d:%02d %s" % (left // 60, left % 60, r)
        fr.right(0, r)
        col = 0
        for s in range(1, g.n):
            t = "%s●%d" % (nav.who(s), g.chips[s]) if not g.out[s] else nav.who(s) + "✗"
            if g.hotbet[s]:
                t += "!"
            if g.map_owner == s:
                t += "m"
            col = fr.text(col, 1, t, g.to_move() == s and g.phase != nav.PH_SHOW) + 1

    def _cards_row(self, fr, row, cs, hi=-1, marks=0):
        """Cards from column 0 with a space between; ``hi`` the cursor, ``marks`` inverted."""
        g = self.game
        col = 0
        for i, c in enumerate(cs):
            t = card_text(g, c)
            if c == g.hot[0]:
                t += "!"
            col = fr.text(col, row, t, i == hi or bool(marks >> i & 1)) + 1
        return col

    def _draw_draft(self, fr, mine):
        g = self.game
        fr.text(0, 2, "Packet, pick %d of 3:" % g.pick if mine else "Draft, pick %d" % g.pick)
        if mine:
            pk = sorted(g.packets[0])
            self._cards_row(fr, 3, pk, self.cur % len(pk))
        fr.text(0, 4, "Memory:")
        self._cards_row(fr, 5, g.mem[0])
        if mine:
            if g.pick == 1 and g.opt("hotshot"):
                fr.text(0, 6, "A pick  ▲ lock:" + ("on" if self.lock else "off"))
            else:
                fr.text(0, 6, "A pick  B menu")
        else:
            fr.text(0, 6, "%s picks..." % nav.who(g.cur))

    def _draw_round(self, fr, mine):
        g = self.game
        ph = g.phase
        if not mine:
            fr.text(0, 2, "%s calculates..." % nav.who(g.cur))
            fr.text(0, 4, "Your memory:")
            self._cards_row(fr, 5, g.mem[0])
            if g.result[0] is not None:
                fr.text(0, 6, "Your result %d" % g.result[0])
            return
        if ph == nav.PH_SET:
            sets = [a - nav.SET for a in self._items()]
            m = sets[self.cur % len(sets)]
            fr.text(0, 2, "Vector set %d/%d:" % (self.cur % len(sets) + 1, len(sets)))
            pool = [g.beacon] + g.mem[0]
            marks = (m >> nav.BEACON & 1) | (m & 15) << 1
            col = self._cards_row(fr, 3, pool[:1], -1, marks & 1)
            fr.text(col, 3, "|")
            col += 2
            for i, c in enumerate(g.mem[0]):
                t = card_text(g, c) + ("!" if c == g.hot[0] else "")
                col = fr.text(col, 3, t, bool(marks >> (i + 1) & 1)) + 1
            if g.lost[0] >= 0:
                fr.text(0, 4, "Map lost: " + card_text(g, g.lost[0]))
            fr.text(0, 6, "◄► set  A choose")
        elif ph == nav.PH_ACE:
            cs = g.set_cards(0, g.setmask[0])
            fr.text(0, 2, "Ace values (▲▼):")
            col = 0
            k = 0
            for c in cs:
                t = card_text(g, c)
                if g.is_ace(c):
                    t += "=%d" % (100 if self.aces >> k & 1 else 1)
                    col = fr.text(col, 3, t, k == self.cur) + 1
                    k += 1
                else:
                    col = fr.text(col, 3, t) + 1
            fr.text(0, 6, "◄► Ace  A ok")
        elif ph == nav.PH_PHANTOM:
            fr.text(0, 2, "Run: add a phantom?")
            self._values_row(fr, 3, g.set_values(0, g.setmask[0], g.acemask[0]), -1)
            items = self._items()
            col = 0
            for i, a in enumerate(items):
                t = "none" if a == nav.NO_PHANTOM else "+%d" % (a - nav.PHANTOM)
                col = fr.text(col, 4, t, i == self.cur % len(items)) + 2
            fr.text(0, 6, "◄► choose  A ok")
        elif ph == nav.PH_DECLARE:
            v = g.set_values(0, g.setmask[0], g.acemask[0])
            if g.phantom[0] >= 0:
                v.append(g.phantom[0])
            fr.text(0, 2, "Declare your result:")
            self._values_row(fr, 3, v, -1)
            num = g.target if self.number is None else self.number
            t = str(num)
            fr.text(0, 4, t)
            pos = len(t) - 1 - self.place
            if 0 <= pos < len(t):
                fr.invert(pos, 4)
            off = num - g.target
            fr.text(
                0,
                5,
                "%d away" % abs(off)
                if -nav.WINDOW <= off <= nav.WINDOW
                else "far (>%d away)" % nav.WINDOW,
            )
            fr.text(0, 6, "▲▼ digit ◄► place A")
        else:
            self._draw_calc(fr)

    def _values_row(self, fr, row, vals, hi, marks=()):
        col = 0
        for i, v in enumerate(vals):
            col = fr.text(col, row, str(v), i == hi or i in marks) + 1
        return col

    def _draw_calc(self, fr):
        g = self.game
        v = g.vals[0]
        if len(v) == 1:
            cs = g.set_cards(0, g.setmask[0])
            fr.text(0, 2, "Result %d" % v[0])
            fr.text(0, 3, "%d away" % g.distance_for(cs, v[0]))
            if g.declared[0] is not None or g.far[0]:
                fr.text(0, 4, "Declared %s" % ("far" if g.far[0] else g.declared[0]))
            fr.text(0, 6, "A done  B undo")
            return
        ops = len(self.sel) == 2
        fr.text(0, 2, "Pick two values:" if not ops else "Operation:")
        star = not ops and self.cur % (len(v) + 1) == len(v)
        col = self._values_row(fr, 3, v, -1 if ops or star else self.cur, self.sel)
        if not ops:
            fr.text(col, 3, "✶", star)
        if ops:
            i, j = self.sel
            col = fr.text(0, 4, "%d " % v[i])
            for o in range(5):
                col = fr.text(col, 4, OPS[o], o == self.cur % 5) + 1
            fr.text(col, 4, "%d" % v[j])
        if g.hist:
            h = g.hist[-1]
            fr.text(0, 5, clip("Last: " + " ".join([str(x) for x in h]) + " ►"))
        fr.text(0, 6, "A: solver's step" if star else "A pick  B back/undo")
