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

import sys

from engine import cards
from engine.games import navigator as nav
from engine.ui.navigator_card import card_text  # (the presenter loads after the first frame)
from engine.ui.play import Play

_TIME = 300000  # the optional timer: 5 minutes in ms
_WARM = 2  # pair table entries per idle tick (engine.ai.navigator.warm): few, so a key
# pressed meanwhile still answers within the UI step's target
_READY = 6  # and per tick while a computer's draft pick waits for them (ai.ready)
_ROUND = "engine.ui.navigator_round"  # the round's part of the screen (see _round)


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
        self.drawn = -1  # best_for as last drawn: a best page worked out since is redrawn
        self.framed = False  # a frame has been drawn: idle work may begin (see tick)
        # rows 0-6 as drawn for a view (the game, the actions played and _view) and the
        # cursor's places on them (col, row, width each: a packet, the values and ✶...)
        if not hasattr(self, "kept"):  # (reset runs again after an undo: made once)
            self.kept = bytearray(7 * 21)
            self.kept_inv = bytearray(7 * 21)
            self.spots = bytearray(3 * 16)
        self.nspot = 0
        self.k_g = None
        self.k_acts = self.k_view = 0
        self.rules = []  # lines of what the rules did, still to say (see tick)
        self.asked = False  # a hint asked while they were said: it follows them

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
            and not self.rules  # (the person's keys wait for them)
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
        self._parts()
        if g.phase <= nav.PH_DRAFT:
            if not (self.busy() and now >= self._due):
                # idle: the draft's table, ahead of its decisions, once the first frame is
                # on screen (the main loop ticks before it draws: from source, the
                # computer's draft part compiled here held the board's first frame back)
                if self.framed:
                    self.app.ai.warm(g, _WARM)
            elif not self.app.ai.ready(g, _READY):
                return  # the computer's pick reads more of the table: a share per tick
        if self.rules or self.asked:  # the rules' next line, paced as the computers'
            if now >= self._due:  # moves are, then the hint asked while they were said
                if self.rules:
                    self.say(self.rules.pop(0))
                    self._due = now + self.app.delay
                else:
                    from engine import heap

                    self.asked = False
                    heap.optional(self.app, "Hint needs more RAM", self.hint)
            return
        # the person picks first in seat order, so a computer's pick ends the draft; what
        # the rules then do (the person's last card, the Pirate Map's roll, a set without
        # a choice: none the player's doing) is said on the message line, over that
        # pick's "P4 picks", a line a computer move's time. (``was``:
        # ``navigator_log.draft_end``, here without it: a tick needs no words till then)
        was = -1
        if g.phase == nav.PH_DRAFT and g.pick == 3:
            was = g.mem[0][2] if len(g.mem[0]) == 3 else -2
        ph = g.phase
        Play.tick(self, now)
        if ph < nav.PH_SHOW <= g.phase:
            # the move that began the showdown ("P4 is ready") is not what its pages show
            self.msg = ""
        if was != -1 and g.phase != nav.PH_DRAFT:
            from engine.ui import navigator_log  # (the words; let go once made)
            from engine.ui.app import drop

            self.rules = navigator_log.ruled(g, was)
            drop(("engine.ui.navigator_log",))
            if self.rules:
                self.say(self.rules.pop(0))
        if g.phase >= nav.PH_SHOW:
            self._show().prepare(self)

    def busy(self):
        """A computer moves, or the rules' lines wait their turn, and a hint asked while
        they were said (keys wait for all of them)."""
        return bool(self.rules) or self.asked or Play.busy(self)

    def _parts(self):
        """The parts follow the round: the computer's draft (``engine.ai.navigator_draft``)
        for the Pirate Map and the draft, the round's part of this screen (:meth:`_round`)
        and the solver after it, the showdown's part (:meth:`_show`) until the next
        draft. At 96K they do not fit side by side with the play screen (a MemoryError
        saving the game at deal 34 at 104K); each phase imports what it uses, and what
        a phase left behind goes here."""
        ph = self.game.phase
        drafting = ph <= nav.PH_DRAFT
        # (tuples of constants, and a loop: no list made at every key and frame)
        if drafting:
            # the round's and the showdown's parts of this screen go, and the rules of the
            # round after the draft (the last two) until its last pick round imports them
            # again (at 96K the draft's table did not fit beside them)
            gone = (
                "engine.ai.navigator_solver",
                "engine.ai.navigator_four",
                "engine.ai.navigator_witness",
                "engine.ui.navigator_show",
                "engine.ui.navigator_round",
                "engine.games.navigator_round",
                "engine.games.navigator_sets",
            )
            n = 7 if self.game.pick < 3 else 5
        elif ph >= nav.PH_SHOW:
            gone = (
                "engine.ai.navigator_draft",
                "engine.ai.navigator_four",
                "engine.ui.navigator_round",
            )
            n = 3
        else:
            gone = ("engine.ai.navigator_draft",)
            n = 1
        for i in range(n):
            if gone[i] in sys.modules:
                break
        else:
            return
        if drafting:  # the last showdown's best page (and its search) go with it
            self.best = self.calcs = self.best_job = None
            self.best_for = -1
        from engine.ui.app import drop

        drop([m for m in gone[:n] if m in sys.modules])

    def _round(self):
        """The round's part of the screen after the draft (:mod:`engine.ui.navigator_round`:
        set, Aces, phantom, declaring, calculation), imported when those phases show; the
        next draft or showdown lets it go (:meth:`_parts`). What the last phase left
        goes first: the key or the frame that follows the draft's last pick may come
        before the next tick, and the draft's table would still hold the room."""
        self._parts()
        m = sys.modules.get(_ROUND)  # (an import here would allocate at every key)
        if m is None:
            from engine.ui import navigator_round as m
        return m

    def _show(self):
        """The showdown's part of the screen (:mod:`engine.ui.navigator_show`), imported
        when a showdown shows; the next draft lets it go (:meth:`_parts`); the round's
        part goes first."""
        self._parts()
        m = sys.modules.get("engine.ui.navigator_show")
        if m is None:
            from engine.ui import navigator_show as m
        return m

    def _best(self):
        """The best possible lines of the showdown on screen (its pieces finished now)."""
        return self._show().best(self)

    def suspend(self):
        """The pause menu opens: the timer stops until play resumes, and the parts of the
        screen and the computer go (each phase imports its own again when play resumes):
        the menu, the rules, an undo's replay and the save get their room."""
        self.held = self.now
        self.best_job = None  # a best possible page half worked out starts over
        self.k_g = None  # the first frame back draws whole, importing its part again
        from engine.ui.app import drop

        drop(
            (
                "engine.ai.navigator_solver",
                "engine.ai.navigator_four",
                "engine.ai.navigator_witness",
                "engine.ai.navigator_draft",
                "engine.ui.navigator_show",
                "engine.ui.navigator_round",
            )
        )

    def left(self):
        """Whole seconds left on the timer, or -1 when it does not run."""
        if self.clock is None:
            return -1
        return max(0, _TIME - (self.now - self.clock)) // 1000

    def stale(self):
        """The timer's seconds changed since the last frame: the app redraws it."""
        return self.left() != self.shown or (self.page > 0 and self.drawn != self.best_for)

    # -- keys --------------------------------------------------------------------------

    def _sync(self):
        """Reset the cursor when the phase (or the round) changed."""
        g = self.game
        # one small int, not a tuple made at every key and frame
        k = ((g.round * 8 + g.pick) * 8 + (len(g.vals[0]) if g.phase == nav.PH_CALC else 0)) * 16
        k += g.phase
        if k != self.key_ph:
            self.key_ph = k
            # a calculation step starts on ✶ (after the values): A plays the solver's
            # calculation; the Pirate Map on Pass, the free choice (a reflex A bought it)
            self.cur = len(g.vals[0]) if g.phase == nav.PH_CALC else int(g.phase == nav.PH_MAP)
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
            return self._round().keys_calc(self, k)
        if ph == nav.PH_DECLARE:
            return self._round().keys_declare(self, k)
        if k == "LEFT" or k == "RIGHT":
            # how many choices, without the list (an arrow in the draft makes nothing)
            n = len(g.packets[0]) if ph == nav.PH_DRAFT else len(self.choices())
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
            a = self.choices()[self.cur]
            if ph == nav.PH_DRAFT and self.lock:
                a += nav.LOCK
            elif ph == nav.PH_ACE:
                a = nav.ACES + self.aces
            self.act(a)
        elif k == "B":
            return "pause"
        return None

    def choices(self):
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

    def hint(self):
        """Show why, and set the cursor so that A plays the hinted move (a calculation
        step: both values picked and the operation under the cursor). Asked while the
        rules' lines are said, it follows them: its words would go under the next line."""
        if self.rules:
            self.asked = True
            return
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
            items = self.choices()
            if a % nav.LOCK in items:
                self.cur = items.index(a % nav.LOCK)
                self.lock = a >= nav.LOCK
        else:
            items = self.choices()
            if a in items:
                self.cur = items.index(a)

    # -- drawing -------------------------------------------------------------------------

    def draw(self, fr):
        """Where the cursor only moves a light (the Pirate Map, the draft, Ace values, the
        phantom, the calculation), rows 0-6 are drawn once a view (see :meth:`_view`) and
        kept: an arrow pastes them back and inverts the cursor's place (no allocation,
        a third of a whole frame's time). The vector set and declaring change their words with
        the cursor, and the showdown draws its pages: those are drawn whole each frame.
        Row 7, the message, is drawn each frame."""
        self._sync()
        self.framed = True  # idle work may begin (tick)
        self.shown = self.left()
        self.drawn = self.best_for
        g = self.game
        ph = g.phase
        if ph >= nav.PH_SHOW:
            self._show().draw(self, fr)
        elif self.k_g is g and self.k_acts == self.app.acts and self.k_view == self._view():
            fr.paste(self.kept, self.kept_inv)
        else:
            self._rows(fr)
        n = self.nspot
        if n:
            i = self.cur % n * 3
            sp = self.spots
            fr.invert(sp[i], sp[i + 1], sp[i + 2])
            # words that follow the cursor, over the rows kept: Hotshot's lock, ✶'s use
            if ph == nav.PH_DRAFT and g.pick == 1 and g.opt("hotshot"):
                fr.text(15, 6, "on" if self.lock else "off")
            elif ph == nav.PH_CALC and i == 3 * n - 3 and len(self.sel) < 2:
                fr.text(0, 6, "A: solver calculates")
        if g.over():  # the last showdown stays in view: A (or B) opens the result
            fr.text(0, 7, "A: results")
        else:
            self.draw_msg(fr)

    def _view(self):
        """What rows 0-6 show besides the position, as one small int: the timer's
        seconds, the Ace values, the values picked."""
        v = (self.shown + 1) * 64 + self.aces
        for i in self.sel:  # (a loop: a comprehension here would allocate each call)
            v = v * 8 + i + 1
        return v

    def spot(self, col, row, width):
        """A cursor place drawn on the kept rows (the next in cursor order)."""
        i = self.nspot * 3
        if i < len(self.spots):
            self.spots[i] = col
            self.spots[i + 1] = row
            self.spots[i + 2] = width
            self.nspot += 1

    def _rows(self, fr):
        """Draw rows 0-6 whole. A view with a cursor that lights places (``spot``) is
        kept for the arrows that follow (see :meth:`draw`)."""
        g = self.game
        ph = g.phase
        self.k_g = None
        self.nspot = 0
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
                for t in ("Buy", "Pass"):
                    end = fr.text(col, 5, t)
                    self.spot(col, 5, end - col)
                    col = end + 3
                fr.text(0, 6, "A choose  B menu")
            else:
                fr.text(0, 5, "%s decides..." % nav.who(g.cur))
        elif ph == nav.PH_DRAFT:
            self._draw_draft(fr, mine)
        else:
            self._round().draw(self, fr, mine)
        if ph != nav.PH_SET and ph != nav.PH_DECLARE:  # (their words follow the cursor)
            fr.keep(self.kept, self.kept_inv)
            self.k_g = g
            self.k_acts = self.app.acts
            self.k_view = self._view()

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

    def cards_row(self, fr, row, cs, marks=0, spots=False):
        """Cards from column 0 with a space between, ``marks`` inverted; ``spots``: each
        card is a cursor place (:meth:`spot`)."""
        g = self.game
        col = 0
        for i, c in enumerate(cs):
            t = card_text(g, c)
            if c == g.hot[0]:
                t += "!"
            end = fr.text(col, row, t, bool(marks >> i & 1))
            if spots:
                self.spot(col, row, end - col)
            col = end + 1
        return col

    def _draw_draft(self, fr, mine):
        g = self.game
        # the cards to pick from, counted ("pick 1 of 3" above four cards read as a count)
        fr.text(
            0, 2, "Pick 1 of these %d:" % len(g.packets[0]) if mine else "Draft, pick %d" % g.pick
        )
        if mine:
            self.cards_row(fr, 3, self.choices(), 0, True)
        fr.text(0, 4, "Memory:")
        self.cards_row(fr, 5, g.mem[0])
        if mine:
            if g.pick == 1 and g.opt("hotshot"):
                fr.text(0, 6, "A pick  ▲ lock:")  # on or off: see draw
            else:
                fr.text(0, 6, "A pick  B menu")
        else:
            fr.text(0, 6, "%s picks..." % nav.who(g.cur))
