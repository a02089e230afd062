# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.packnstack`
======================

Play screen for Pack 'n Stack. The whole 5 x 5 grid is on rows 1-5, each row's
letter in column 0, then four cells a position: a marker column, rank, suit and
pile size (blank for one card, 2-9, ``+`` for 10-12, ``✓`` for a full 13). The
mark comes before its card, as a bullet does (after it, it sat against the next
cell's card and read as that card's). Row 0 numbers the columns over their cards
(the moves say ``E1>E4``), rows 1-5 are the grid, row 6 both seats (the name of
the one to move inverted, suits, best stacks; the stock when it fits), row 7
messages.

The d-pad moves the cursor; A picks the pile to move, then A on a marked
(``►``) destination moves it; A twice on a pile that cannot move ends a turn (Turn
"play on"); B drops the choice, or opens the pause menu. The computer's last move
stays marked (``○`` from, ``●`` to) until you move, after an undo and a Continue too.
The final board has no cursor; row 7 says who won.
"""

from engine import cards
from engine.games.packnstack import PASS, SUITS_OF
from engine.ui.frame import COLS
from engine.ui.play import Play


def cell_text(p):
    """A pile's three cells on the grid: its top card and how many cards it holds."""
    return cards.cell(p[-1]) + size_mark(len(p)) if p else "·  "


NAMES = ("You", "CPU")
BLANK = " " * COLS  # a row cleared


def status(g, seat):
    """``♥♦5+2``: a seat's suits and the sizes of its two biggest piles (after its name,
    ``NAMES[seat]``: both seats and the stock share row 6)."""
    s = SUITS_OF[g.colour ^ seat]
    b = g.stacks(seat)
    return "%s%s%d+%d" % (cards.SUIT_CHARS[s[0]], cards.SUIT_CHARS[s[1]], b[0], b[1])


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
        self.foot = None  # (log length, row 7 without a message) (see draw)
        self.aims = None  # (log length, chosen pile, its targets) (see targets)
        self.drawn = None  # (log length, chosen pile, last move) of the rows in board
        self.board = bytearray(7 * COLS)  # rows 0-6 as _board drew them (see draw)
        self.recall = True  # the computer's last move to find from the log (see _recall)
        self.cpu_col = 0  # where row 6 names the computer (see _board)

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

    def movable(self, legal):
        """True when a move of ``legal`` takes the pile under the cursor."""
        # a loop, not a comprehension: one reading ``self`` in turn_key would make ``self``
        # a closure cell there, allocated at every call of turn_key (every cursor move)
        for a in legal:
            if a != PASS and a // 25 == self.cur:
                return True
        return False

    def turn_key(self, k):
        self._sync()
        g = self.game
        if k in ("UP", "DOWN", "LEFT", "RIGHT"):  # a cursor move lists no moves
            r = self.cur // 5  # (divmod would make a tuple: a cursor move allocates nothing)
            c = self.cur % 5
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
        if self.movable(legal):
            self.src = self.cur
            ts = self.targets()
            if len(ts) == 1:  # one place to go: the cursor is there, A confirms
                self.cur = ts[0]
                self.say("A: move here  B: drop")
            else:  # the likely place first; ► marks the others
                self.cur = self.likely(self.src) % 25
                self.say("A: here? (► marks)")
        elif PASS in legal and self.asked:
            self._play(PASS)
        elif PASS in legal:  # why this pile stays, and that A again ends the turn
            self.asked = True
            self.say(self.text.why(g, self.cur, False) + ". A:" + self.text.label(g, PASS))
        else:  # (it said "No move", read as none left while other piles could move)
            self.say(self.text.why(g, self.cur, True))
        return None

    def _play(self, a):
        self.plan = None
        self.say("")
        self.src = -1
        self.asked = False
        self.last = None
        self.act(a)

    plan = None  # the hint's search, made while the person thinks (see think)

    def tick(self, now):
        """Computer moves, one at a time. With "play on" each move is numbered (``2 K♠ on
        Q♠ A1>B2``) and the move that ends the turn stays in view with its marks: the
        closing "End turn" would otherwise wipe the whole turn off the screen. On the
        person's turn, the hint's search (see think)."""
        if not self.busy():
            self.think()
        g = self.game
        before = (self.msg, self.last)
        n = g.moved
        Play.tick(self, now)
        if self.last is before[1] or self.last is None:
            return
        if self.last[1] == PASS and n:
            self.msg, self.last = before
        elif self.last[1] != PASS and g.opt("turns"):
            self.msg = "%d %s" % (n + 1, self.told)  # (labels: 18 at most)

    def think(self):
        """While the person thinks, the hint's search a step at a time
        (``engine.ai.packnstack.Plan``, one first move a step: the whole search at once
        made the held B wait, docs/BENCH.md), so the hint answers at once; on the
        device a waiting press (``app.pending``) ends it after the step, elsewhere a tick
        makes one step. Memory short: the hint searches when asked, as without this."""
        g = self.game
        p = self.plan
        if p is not None and p.fresh(g):
            pending = getattr(self.app, "pending", None)  # (the device's)
            try:
                while not p.step() and pending is not None and not pending():
                    pass
            except MemoryError:  # (given up for this position)
                p.done = True
                p.best = p.pos = p.ranked = None
            return
        self.plan = None
        if g.over() or g.to_move() != 0:
            return
        try:
            self.plan = self.app.ai.Plan(g, g.legal_actions(), True)  # (this tick's step)
        except MemoryError:
            pass

    def advice(self, g):
        p = self.plan
        if p is not None and p.fresh(g):
            while not p.step():
                pass
            if p.best is not None:
                return p.best
        return Play.advice(self, g)

    def hint(self):
        if self.game.over():  # the final board keeps the computer's last move in view
            return
        Play.hint(self)
        a = self.hint_action
        if a is not None and a != PASS:
            self.src = a // 25  # chosen for you: A on the cursor confirms
            self.cur = a % 25

    def draw(self, fr):
        """Rows 0-6 are drawn once a position, chosen pile and computer move, and kept: a
        cursor move pastes them back and sets the cursor's inverse cells (no allocation, a
        tenth of a full draw). Row 7, the message line, is drawn each frame."""
        self._sync()
        g = self.game
        if self.recall:
            self._recall()
        d = self.drawn
        if d is None or d[0] != len(g.log) or d[1] != self.src or d[2] is not self.last:
            self._board(fr)
        else:
            fr.paste(self.board)
        over = g.over()
        if not over:  # the final board has no cursor: nothing is left to pick
            i = self.cur  # its rank, suit and size inverted; the marker column stays plain
            fr.invert(2 + i % 5 * 4, 1 + i // 5, 3)
            i = self.src
            if i >= 0:
                fr.invert(2 + i % 5 * 4, 1 + i // 5, 3)
            fr.invert(self.cpu_col if g.to_move() else 0, 6, 3)  # whose go: that side's name
        if self.msg and not over:
            self.draw_msg(fr)
            return
        f = self.foot
        if f is None or f[0] != len(g.log):  # once a position: an arrow after the end too
            end = ""  # on a pile that cannot move, when passing (or ending a turn) is legal
            moves = bytearray(25)  # the piles that move (a cursor move reads, no allocation)
            if over:
                t = self.text.outcome(g).split("\n")[0] + " A:end"
            elif g.to_move() != 0:
                t = ""
            else:
                legal = g.legal_actions()
                t = "No move: A to pass" if legal == [PASS] else "A:pick  B:menu"
                for a in legal:
                    if a != PASS:
                        moves[a // 25] = 1
                if PASS in legal and len(legal) > 1:  # "play on", "pass any time": say how
                    end = "A×2:%s  B:menu" % self.text.label(g, PASS)
                    # on a pile that moves too: A twice on a pile that cannot ends the turn
                    # (the nearest to the cursor; it said "A:pick" alone, the end hidden)
                    at = self.text.stuck(moves, self.cur)
                    if at:
                        t = "A:pick %s:A×2 on %s" % ("End" if g.moved else "Pass", at)
            f = self.foot = (len(g.log), t, end, moves)
        if over and self.msg:  # the computer's last move stays, over both seats' line
            fr.text(0, 6, BLANK)
            self.draw_msg(fr, 6)
        fr.text(0, 7, f[2] if f[2] and self.src < 0 and not f[3][self.cur] else f[1])

    def _recall(self):
        """After an undo or a Continue (a new game object, ``last`` forgotten) the
        computer's last move, if the person has not moved since, is found by replaying
        the log once, so its marks come back."""
        self.recall = False
        g = self.game
        if self.last is not None or not g.log or g.over() or g.to_move() != 0:
            return
        probe = g.replay([])
        last = None
        for a in g.log:
            s = probe.to_move()
            if s == 0:
                last = None
            elif a != PASS:
                last = (s, a)
            probe.apply(a)
        self.last = last

    def _board(self, fr):
        """Draw rows 0-6 (the grid with its marks, both seats' lines) and keep them."""
        g = self.game
        marks = {}
        if self.last is not None and self.last[1] != PASS:
            marks[self.last[1] // 25] = "○"
            marks[self.last[1] % 25] = "●"
        for t in self.targets():
            marks[t] = "►"
        for c in range(5):  # the columns' numbers over their cards, as the moves name them
            fr.text(2 + c * 4, 0, "12345"[c])
        for i in range(25):
            c = 1 + i % 5 * 4
            fr.text(c + 1, 1 + i // 5, cell_text(g.grid[i]))
            if i in marks:
                fr.text(c, 1 + i // 5, marks[i])
        for r in range(5):
            fr.text(0, 1 + r, "ABCDE"[r])
        # both seats on row 6, the name of the seat to move inverted; the stock when it fits
        col = fr.text(fr.text(0, 6, NAMES[0]), 6, status(g, 0)) + 1
        self.cpu_col = col  # (the name to move is inverted each frame: keep() keeps no flags)
        col = fr.text(fr.text(col, 6, NAMES[1]), 6, status(g, 1)) + 1
        stock = "▒%d" % len(g.stock)
        if col + len(stock) <= COLS:
            fr.right(6, stock)
        fr.keep(self.board)
        self.drawn = (len(g.log), self.src, self.last)
