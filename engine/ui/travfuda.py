# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda's play screen (each turn shown step by step). The card names and texts are
in ``engine.ui.travfuda_text``. As there, the rules' constants are imported inside the
methods (see that module)."""

from engine.ui.frame import COLS
from engine.ui.play import Play
from engine.ui.travfuda_text import (
    COLOUR_NAMES,
    SUIT_NAMES,
    SYM_NAMES,
    cell,
    face,
    label,
    name,
    short,
)

INTRO_MS = 4000  # the first-player draw stays this long unless a key is pressed
PER_ROW = 5  # table piles per row (three rows)
SHOWN = 5  # hand cards on the hand row
NUMBERS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10")  # a suit's number as text
POINTS = ("20pt", "10pt", "5pt", "2pt", "1pt", "1pt")  # a card's points by its symbol
TOP = 5  # rows 0-4 (stock, scores, table) are drawn once a step of play and kept


class Screen(Play):
    """The table: deck, scores, piles, hand, the card in words, messages."""

    def reset(self):
        from engine.games import travfuda as rules

        # the rules' constants for what a cursor move runs: an import inside a method
        # allocates at every call (16 bytes on the VM), an attribute does not
        self.rules = rules
        self.choose = rules.CHOOSE
        self.place = rules.PLACE
        self.sym = rules.SYM
        self.col = rules.COL
        self.cur = 0  # hand index
        self.pick = -1  # hand card waiting for a pile choice, or -1
        self.pcur = 0  # index into the pile choices
        self.view = None  # a copy of the game stepped through the last action
        self.mark = -1  # pile of the view (or game) to highlight
        self.intro = not self.game.log  # show the first-player draw
        self.t0 = -1
        # what a cursor move reuses (see draw): the kept rows 0-4 and the state they show
        # (view, game, log length, turns, phase, stock size), the hand's cells, its cards
        # in words, and the pile choices with their lines (see choices)
        self.drawn = None
        self.top = bytearray(TOP * COLS)
        self.topinv = bytearray(TOP * COLS)
        self.hcells = None
        self.cho = None
        self.ended = None  # (game, log length, the outcome's first line) once it is over
        # the round's steps as they were said (from the person's last play on: the
        # computers' turns flash past at the pace setting), read again with UP
        self.recap = []
        self.reading = -1  # the recap's first line shown, or -1: the table

    # -- turns shown step by step ------------------------------------------------------------

    def busy(self):
        """True while a turn is being shown or a computer seat must move."""
        return not self.intro and (self.view is not None or Play.busy(self))

    def tick(self, now):
        """Show the next step of the last action, or let a computer seat act."""
        if self.intro:
            if self.t0 < 0:
                self.t0 = now
            elif now - self.t0 >= INTRO_MS:
                self.intro = False
                self._due = now
            return
        if not self.busy() or self._due < 0:
            self._due = now + self.app.delay
        elif now >= self._due:
            if self.view is not None:
                self._step()
            else:
                g = self.game
                a = self.app.ai.choose(g)
                self.last = (g.seat, a)
                self.run(a)
            self._due = now + self.app.delay

    def hint(self):
        """Show the hint and put the cursor on the hinted card."""
        from engine.games.travfuda import PLACE

        Play.hint(self)
        a = self.hint_action
        if a is None:
            return
        g = self.game
        if a >= PLACE:  # the drawn card: its pile under the cursor
            self.pcur = self.choices().index(a - PLACE - 1)
            return
        self.cur = g.hands[0].index(a % 64)
        if a >= 64 and len(g.dests(a % 64)) > 1:  # the card picked, its pile under the cursor
            self.pick = self.cur
            self.pcur = self.choices().index(a // 64 - 1)

    def act(self, action):
        """Play the person's action, then show its steps."""
        self.hint_action = None
        self.run(action)

    def run(self, a):
        """Apply ``a`` to the game and start showing it on a copy taken before."""
        from engine.games.travfuda import PLACE

        v = self.game.copy()
        self.msg = name(v.seat) + ": " + label(v, a)[4 if a >= PLACE else 5 :]
        if v.seat == 0 and a < PLACE:  # the person's play starts the next round's recap
            self.recap = []
        self.recap.append(self.msg)
        self.mark = (
            a // 64 - 1 if 64 <= a < PLACE else (a - PLACE - 1 if a >= PLACE else len(v.table))
        )
        self.app.act(a)
        v.decide(a)
        self.view = v
        self.pick = -1

    def _step(self):
        """One visible step of the view: the draw, or the captures."""
        from engine.games.travfuda import CHOOSE, FLIP, TAKE, pile_value

        v = self.view
        who = name(v.seat)
        self.mark = -1
        if v.phase == FLIP:
            d = v.stock[-1] if v.stock else -1
            v.step()
            if d < 0:
                self.msg = "No card to draw"
            elif v.phase == CHOOSE:
                self.msg = "%s drew %s: 2 piles" % (who, short(d))
            else:
                self.mark = [i for i, p in enumerate(v.table) if d in p][0]
                self.msg = "%s drew %s" % (who, short(d))
        elif v.phase == TAKE:
            even = [p for p in v.table if len(p) % 2 == 0]
            pts = sum([pile_value(p) for p in even])
            self.msg = "%s took %d pile%s +%d" % (who, len(even), "s"[: len(even) - 1], pts)
            if not even:
                self.msg = who + " took nothing"
            v.step()
        self.recap.append(self.msg)
        while v.phase not in (FLIP, TAKE) and v.step():
            pass  # passes over empty hands
        if v.phase not in (FLIP, TAKE):
            self.view = None  # the view has caught up with the game
            self.cur = 0

    # -- the person's keys -------------------------------------------------------------------

    def choices(self):
        """The piles the chosen (or drawn) card may go on: made once a position and pick,
        with each pile's line in words (see pile_line), so a cursor move makes nothing."""
        g = self.game
        c = self.cho
        if c is None or c[0] is not g or c[1] != len(g.log) or c[2] != g.phase:
            c = None
        elif c[3] != self.pick:
            c = None
        if c is None:
            ds = g.dests(g.drawn if g.phase == self.choose else g.hands[0][self.pick])
            c = self.cho = (g, len(g.log), g.phase, self.pick, ds, _pile_lines(g, ds))
        return c[4]

    def turn_key(self, k):
        g = self.game
        if self.intro:
            self.intro = False
            self._due = -1  # (a computer's first move one Pace after the table shows)
            return None
        hand = g.hands[0]
        choosing = g.phase == self.choose or self.pick >= 0
        if self.reading >= 0 or k == "UP" and not choosing and self.recap:
            from engine.ui.travfuda_pages import key  # the recap opens, scrolls, closes

            return key(self, k)
        n = len(self.choices()) if choosing else len(hand)
        if k in ("LEFT", "RIGHT", "UP", "DOWN"):
            step = 1 if k in ("RIGHT", "DOWN") else -1
            if choosing:
                self.pcur = (self.pcur + step) % n
            else:
                self.cur = (self.cur + step) % n
            self.msg = ""
            self.hint_action = None
        elif k == "B":
            if self.pick < 0:
                return "pause"
            self.pick = -1
        elif k == "A" and choosing:
            p = self.choices()[self.pcur % n]
            self.act(
                self.place + p + 1 if g.phase == self.choose else (p + 1) * 64 + hand[self.pick]
            )
        elif k == "A":
            c = hand[self.cur % n]
            ds = g.dests(c)
            if len(ds) > 1:
                self.pick = self.cur % n
                self.pcur = 0
                self.say("Which %s pile?" % short(c))
            else:
                self.act((ds[0] + 1) * 64 + c if ds else c)
        return None

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, fr):
        """Rows 0-4 (stock, scores, table) are drawn once a step of play and kept: a
        cursor move pastes them back, inverts the lit pile and draws the hand's rows from
        texts made once a position (no allocation, a fraction of a full draw)."""
        g = self.game
        if self.intro:
            from engine.ui.travfuda_pages import intro

            return intro(self, fr)
        if self.reading >= 0:
            from engine.ui.travfuda_pages import recap

            return recap(self, fr)
        v = self.view or g
        d = self.drawn
        if (
            d is None
            or d[0] is not self.view
            or d[1] is not g
            or d[2] != len(g.log)
            or d[3] != v.turns
            or d[4] != v.phase
            or d[5] != len(v.stock)
        ):
            self.keep_top(fr, v)
        else:
            fr.paste(self.top, self.topinv)
        i = self.lit()
        if 0 <= i < len(v.table) and i < 3 * PER_ROW:
            fr.invert(i % PER_ROW * 4, 2 + i // PER_ROW, 3)  # a pile's face is 3 cells
        self.draw_hand(fr, v)
        if g.over() and self.view is None:  # the last capture shown: the result waits
            e = self.ended
            if e is None or e[0] is not g or e[1] != len(g.log):  # not at every arrow
                e = self.ended = (g, len(g.log), "%-21s" % self.text.outcome(g).split("\n")[0])
            fr.text(0, 6, e[2])
            fr.text(0, 7, "A: results")
        elif self.msg:
            self.draw_msg(fr)
        elif self.view is None and g.to_move() == 0:
            # a pile to choose: its keys (the question "Which 5⚑P pile?" goes at the first
            # arrow, and the row stayed blank); B takes back a card picked from the hand
            if self.pick >= 0:
                fr.text(0, 7, "◄►pile A:lay B:back")
            elif g.phase == self.choose:
                fr.text(0, 7, "◄►pile A:lay B:menu")

    def keep_top(self, fr, v):
        """Draw rows 0-4 (stock, scores, the table's piles, none lit) and keep them, with
        the hand's cells for the hand row."""
        fr.text(0, 0, "▒%-2d" % len(v.stock))
        fr.text(0, 1, "Pts")
        self.draw_scores(fr, v)
        table = v.table
        for i in range(min(len(table), 3 * PER_ROW)):
            fr.text(i % PER_ROW * 4, 2 + i // PER_ROW, face(v, table[i]))
        fr.keep(self.top, self.topinv)
        g = self.game
        self.drawn = (self.view, g, len(g.log), v.turns, v.phase, len(v.stock))
        self.hcells = [cell(c) for c in v.hands[0]]

    def lit(self):
        """The table pile to highlight: the one a shown step played on, the pile choice
        under the cursor, or the hinted pile; -1 for none."""
        g = self.game
        if self.view is not None:
            return self.mark
        if g.to_move() != 0:
            return -1
        if g.phase == self.choose or self.pick >= 0:
            ch = self.choices()
            if ch:
                return ch[self.pcur % len(ch)]
        a = self.hint_action
        if a is not None and a >= 64:
            return a - self.place - 1 if a >= self.place else a // 64 - 1
        return -1

    def draw_scores(self, fr, v):
        """Names on row 0, points under them on row 1; scores of 100 or more never touch.

        Up to 4 seats get 4 columns each (a space before 3 digits). 5 and 6 seats have
        3 columns each: a 3-digit score right after "Pts" or a plain score is inverted, so
        the two numbers stay apart (``Pts138156`` would read as one number).
        """
        n = self.game.n
        w = 4 if n <= 4 else 3
        r = v.returns()
        apart = False  # the previous score was inverted
        for s in range(n):
            col = 3 + w * s
            t = "Me" if s == 0 else "P%d" % (s + 1)
            fr.text(col + w - 2, 0, t, v.seat == s and not v.over())
            t = "%*d" % (w, r[s])
            inv = t[0] != " " and not apart
            fr.text(col, 1, t, inv)
            apart = inv

    def draw_hand(self, fr, v):
        """The hand row and the detail lines under it (texts made once a position)."""
        g = self.game
        hand = v.hands[0]
        if v.phase == self.choose and v.seat == 0:
            self.choices()
            fr.text(0, 5, self.cho[5][0])  # "Drew 5⚑R: pick pile"
            fr.text(0, 6, self.pile_line())
            return
        if not hand:
            fr.text(0, 5, "No cards left")
            return
        cur = min(self.pick if self.pick >= 0 else self.cur, len(hand) - 1)
        top = max(0, min(cur - SHOWN + 1, len(hand) - SHOWN)) if cur >= SHOWN else 0
        if top:
            fr.text(0, 5, "◄")
        if top + SHOWN < len(hand):
            fr.text(20, 5, "►")
        mine = self.view is None and g.to_move() == 0
        hint = (
            self.hint_action % 64
            if self.hint_action is not None and self.hint_action < self.place
            else -1
        )
        cells = self.hcells
        for i in range(top, min(len(hand), top + SHOWN)):
            fr.text(1 + (i - top) * 4, 5, cells[i], mine and (i == cur or hand[i] == hint))
        if self.pick >= 0:
            fr.text(0, 6, self.pile_line())
        elif mine:
            self.draw_name(fr, hand[cur], not self.msg)
            if self.recap:
                fr.right(6, "▲recap")  # (a suit's name takes at most 15 cells)

    def draw_name(self, fr, c, both):
        """The card in words on row 6 (and its symbol and points on row 7 when ``both``):
        ``long_name`` written piece by piece from constant texts, so that a cursor move
        makes no string."""
        if c >= self.rules.JOKER1:
            fr.text(0, 6, "Joker")
            if both:
                fr.text(0, 7, "Joker 1pt")
            return
        fr.text(fr.text(0, 6, NUMBERS[c // 6]) + 1, 6, SUIT_NAMES[c // 6])
        if both:
            col = 0
            if COLOUR_NAMES[self.col[c]]:
                col = fr.text(0, 7, COLOUR_NAMES[self.col[c]]) + 1
            sym = self.sym[c]
            fr.text(fr.text(col, 7, SYM_NAMES[sym]) + 1, 7, POINTS[sym])

    def pile_line(self):
        """The pile choice under the cursor in words: its points and cards."""
        ch = self.choices()
        return self.cho[5][1 + self.pcur % len(ch)]


def _pile_lines(g, ds):
    """The drawn card's line (``Drew 5⚑R: pick pile``), then each pile of ``ds`` in words
    (``Pile 11 pt 3─3⚔P``), at most 21 characters each."""
    from engine.games.travfuda import CHOOSE, VALUE

    out = ["Drew " + short(g.drawn) + ": pick pile" if g.phase == CHOOSE else ""]
    for i in ds:
        pile = g.table[i]
        out.append(
            ("Pile %d pt " % sum([VALUE[c] for c in pile]) + "".join([short(c) for c in pile]))[:21]
        )
    return out
