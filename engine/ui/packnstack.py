# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.packnstack`
======================

Play screen for Pack 'n Stack. The whole 5 x 5 grid is on rows 0-4, four cells
a position: rank, suit, pile size (blank for one card, 2-9, ``+`` for 10-12,
``✓`` for a full 13) and a marker column. Row 5 is you, row 6 the computer
(suits, best stacks; the stock and whose turn on the right), row 7 messages.

The d-pad moves the cursor; A picks the pile to move, then A on a marked
(``◄``) destination moves it; B drops the choice, or opens the pause menu. The
computer's last move stays marked (``○`` from, ``●`` to) until you move.
"""

from engine import cards
from engine.games.packnstack import PASS, SUITS_OF
from engine.ui.play import Play


def cell_text(p):
    """A pile's three cells on the grid: its top card and how many cards it holds."""
    return cards.cell(p[-1]) + size_mark(len(p)) if p else "·  "


def status(g, seat):
    """``You ♥♦ 5+2``: a seat's suits and the sizes of its two biggest piles."""
    s = SUITS_OF[g.colour ^ seat]
    b = g.stacks(seat)
    return "%s %s%s %d+%d" % (
        ("You", "CPU")[seat],
        cards.SUIT_CHARS[s[0]],
        cards.SUIT_CHARS[s[1]],
        b[0],
        b[1],
    )


def size_mark(n):
    """One character for a pile of ``n`` cards."""
    if n < 2:
        return " "
    if n < 10:
        return str(n)
    return "✓" if n == 13 else "+"


class Screen(Play):
    """Pack 'n Stack play screen."""

    def reset(self):
        self.cur = 12  # cursor cell (starts in the middle)
        self.src = -1  # chosen pile, or -1
        self.asked = False  # "A again to pass" shown
        self.placed = -1  # the log length the cursor was last placed for (see _sync)
        self.guess = None  # (log length, the likely move) (see likely)
        self.stuck = None  # (log length, only a pass is legal) (see draw)
        self.face = None  # (log length, the 25 cells' texts, both status lines) (see draw)
        self.aims = None  # (log length, chosen pile, its targets) (see targets)

    def likely(self, src=-1):
        """The move a player most likely makes (from ``src`` when given), None when nothing
        moves: the normal computer's one-move look (the hint is the hard level's search),
        kept for the decision so the cursor can start on its pile and then its target."""
        g = self.game
        if self.guess is None or self.guess[0] != len(g.log):
            a = self.app.ai.choose(g, "normal")
            self.guess = (len(g.log), a)
        a = self.guess[1]
        if a != PASS and (src < 0 or a // 25 == src):
            return a
        for b in g.legal_actions():  # another pile chosen: its first target
            if b != PASS and b // 25 == src:
                return b
        return None

    def _sync(self):
        """At each new decision of yours the cursor starts on the likely pile to move."""
        g = self.game
        if g.over() or g.to_move() != 0 or self.src >= 0 or self.placed == len(g.log):
            return
        self.placed = len(g.log)
        a = self.likely()
        if a is not None:
            self.cur = a // 25

    def targets(self):
        """Cells the chosen pile may move to."""
        if self.src < 0:
            return []
        n = len(self.game.log)
        if self.aims is None or self.aims[0] != n or self.aims[1] != self.src:  # once a pick
            legal = self.game.legal_actions()
            self.aims = (n, self.src, [a % 25 for a in legal if a != PASS and a // 25 == self.src])
        return self.aims[2]

    def turn_key(self, k):
        self._sync()
        g = self.game
        if k in ("UP", "DOWN", "LEFT", "RIGHT"):  # a cursor move lists no moves
            r, c = divmod(self.cur, 5)
            if k == "UP":
                r = (r - 1) % 5
            elif k == "DOWN":
                r = (r + 1) % 5
            elif k == "LEFT":
                c = (c - 1) % 5
            else:
                c = (c + 1) % 5
            self.cur = r * 5 + c
            self.asked = False
            return None
        if k == "B":
            if self.src >= 0 or self.asked:
                self.src = -1
                self.asked = False
                self.say("")
                return None
            return "pause"
        # A
        legal = g.legal_actions()
        if legal == [PASS]:
            self._play(PASS)
            return None
        if self.src >= 0:
            if self.cur == self.src:
                self.src = -1
                self.say("")
            elif self.cur in self.targets():
                self._play(self.src * 25 + self.cur)
            else:
                self.say("Can't go there")
            return None
        if [a for a in legal if a != PASS and a // 25 == self.cur]:
            self.src = self.cur
            ts = self.targets()
            if len(ts) == 1:  # one place to go: the cursor is there, A confirms
                self.cur = ts[0]
                self.say("A: move here  B: drop")
            else:  # the likely place first; ◄ marks the others
                self.cur = self.likely(self.src) % 25
                self.say("A: here? (◄ marks)")
        elif PASS in legal and self.asked:
            self._play(PASS)
        elif PASS in legal:
            self.asked = True
            self.say("No move here. A:" + self.text.label(g, PASS))
        else:
            self.say("No move from here")
        return None

    def _play(self, a):
        self.say("")
        self.src = -1
        self.asked = False
        self.last = None
        self.act(a)

    def tick(self, now):
        """Computer moves, one at a time. With "play on" each move is numbered (``2 K♠ on
        Q♠ A1>B2``) and the move that ends the turn stays in view with its marks: the
        closing "End turn" would otherwise wipe the whole turn off the screen."""
        g = self.game
        before = (self.msg, self.last)
        n = g.moved
        Play.tick(self, now)
        if self.last is before[1] or self.last is None:
            return
        if self.last[1] == PASS and n:
            self.msg, self.last = before
        elif self.last[1] != PASS and g.opt("turns"):
            t = "%d %s" % (n + 1, self.told)
            if len(t) > 21:  # the whole move stays readable: a 10 takes one cell, as on a card
                t = t.replace("10", "⑩")
            self.msg = t

    def hint(self):
        Play.hint(self)
        a = self.hint_action
        if a is not None and a != PASS:
            self.src = a // 25  # chosen for you: A on the cursor confirms
            self.cur = a % 25

    def draw(self, fr):
        self._sync()
        g = self.game
        marks = {}
        if self.last is not None and self.last[1] != PASS:
            marks[self.last[1] // 25] = "○"
            marks[self.last[1] % 25] = "●"
        for t in self.targets():
            marks[t] = "◄"
        face = self.face
        if face is None or face[0] != len(g.log):  # texts made once a position, not a frame
            face = self.face = (
                len(g.log),
                [cell_text(p) for p in g.grid],
                status(g, 0),
                status(g, 1),
            )
        cells = face[1]
        for i in range(25):
            r, c = divmod(i, 5)
            fr.text(c * 4, r, cells[i], inv=(i == self.cur or i == self.src))
            if i in marks:
                fr.text(c * 4 + 3, r, marks[i])
        for r in range(5):
            fr.text(20, r, "ABCDE"[r])
        fr.text(0, 5, face[2])
        fr.text(0, 6, face[3])
        fr.right(5, "▒%d" % len(g.stock))
        if g.over():
            turn = ("Draw", "Won", "Lost")[g.winner + 1]
        else:
            turn = "Your go" if g.to_move() == 0 else "CPU go"
        fr.right(6, turn)
        if self.msg:
            self.draw_msg(fr)
        elif g.over():
            fr.text(0, 7, self.text.outcome(g).split("\n")[0] + " A:end")
        elif g.to_move() == 0:
            if self.stuck is None or self.stuck[0] != len(g.log):  # not at every frame
                self.stuck = (len(g.log), g.legal_actions() == [PASS])
            fr.text(0, 7, "No move: A to pass" if self.stuck[1] else "A:pick  B:menu")
