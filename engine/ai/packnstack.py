# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.packnstack`
======================

Computer players for Pack 'n Stack.

Every pack joins two piles, so each side needs the same 24 packs: the race is
lost by turns wasted on shifts and passes. A position is judged by the packs
still to do, how many groups each suit falls into (piles that do not meet along
a row or column), and packs ready to play.

- easy: any pack, picked at random (other moves only when there is none).
- normal: the best move by a one-move look at that judgement.
- hard: also values a refilled cell by the chance that it brings a missing card
  of a suit in line, and searches its own next moves within a node budget.

None of them reads the stock: they play on a copy of the grid in which every
refill is an unknown card (``UNK``) that blocks its cell.
"""

from engine.games.packnstack import FOLLOW, LINES, PASS, SUITS_OF

LEVELS = ("easy", "normal", "hard")
UNK = 52
BUDGET = 300  # hard: positions judged per decision
BEAM = 4  # hard: replies followed below the first move
DEPTH = 2  # hard: own moves looked at after the first
WIN = 100000
MERGE = 100  # one pack still to do
SPLIT = 40  # a suit falls into one more group
PAIR = 12  # a pack ready to play (up to three per suit)
SEEN = 96  # judgements kept per decision: the dict stays one block of 97 slots (776 bytes)
HOPE = 20  # hard: an unknown card in line with a suit, times the suit's unseen cards


# the piles a search leaves behind, never changed in place (a pack extends the pile it
# lands on, and neither of these ever receives one): one each, not a new list per move
HIDDEN = [UNK]  # a refill the seat cannot see
EMPTY = []  # type: list[int]

# LM[i]: cell i's row (bits 0-4) and column (bits 5-9)
LM = [1 << i // 5 | 32 << i % 5 for i in range(25)]
# ROWS[m] / COLS[m]: the cells (bit i: cell i) of the rows / columns in the 5-bit mask m
ROWS = [0] * 32
COLS = [0] * 32
for _m in range(32):
    for _k in range(5):
        if _m >> _k & 1:
            ROWS[_m] |= 31 << 5 * _k
            COLS[_m] |= 0x108421 << _k


class Pos:
    """What a seat sees: the 25 piles and the stock's size (never its order).

    A move changes one suit's piles (and may leave an unknown refill), so each suit's
    judgement is kept until a move touches that suit: a search re-judges one suit per
    position instead of four. A suit's piles depend only on the moves made on that suit
    since the search began, so its judgement is also kept under that path of moves (a
    transposition table, one small int per entry): after moves on two suits, each suit
    was already judged when the other's move was looked at.
    """

    def __init__(self, game, seat, hope):
        self.grid = [p[:] for p in game.grid]
        self.n = len(game.stock)
        self.ace = 1 - game.opt("ace")
        self.bb = game.opt("packet")
        self.mine = SUITS_OF[game.colour ^ seat]
        self.theirs = SUITS_OF[game.colour ^ seat ^ 1]
        self.hope = hope
        self.left = BUDGET
        self.memo = [None, None, None, None]  # per suit: (base, line, need, full)
        self.unk = 0  # bit i: cell i holds an unknown refill (only the search makes them)
        self.path = [0, 0, 0, 0]  # per suit: its moves since the root, base 626 (-1: too deep)
        self.seen = {}  # path * 4 + suit -> packed judgement
        # per suit: the cells of its piles, in no set order (a judgement does not need one)
        self.cells = [[], [], [], []]
        for i in range(25):
            p = self.grid[i]
            if p:
                self.cells[p[0] // 13].append(i)

    def moves(self):
        """The seat's moves in the search, in no set order: :func:`gen_moves` for a
        position with unknown cards and finished stacks locked, read from the suits'
        cells instead of all 25 cells and their lines (a search sorts or takes the best)."""
        g = self.grid
        out = []
        for s in self.mine:
            cs = self.cells[s]
            for src in cs:
                p = g[src]
                if len(p) == 13:  # a finished stack stays put
                    continue
                key = (p[0] if self.bb else p[-1]) % 13 + 1
                m = LM[src]
                if self.ace or key > 1:
                    for dst in cs:  # a pile of the same suit in line, whose top takes key
                        if LM[dst] & m and dst != src and FOLLOW[g[dst][-1] % 13 + 1] >> key & 1:
                            out.append(src * 25 + dst)
                if not self.n and len(p) > 1:  # the stock is out: shifts to empty cells
                    for k in range(src * 8, src * 8 + 8):
                        if not g[LINES[k]]:
                            out.append(src * 25 + LINES[k])
        return out

    def play(self, a):
        """Play ``a`` (its refill unknown); return what :meth:`unplay` needs."""
        g = self.grid
        src = a // 25
        dst = a % 25
        p = g[src]
        q = g[dst]
        k = len(q)
        s = p[0] // 13
        memo = self.memo
        old = memo[s]
        memo[s] = None
        path = self.path
        w = path[s]
        path[s] = w * 626 + a + 1 if 0 <= w < 391876 else -1  # 3 moves: < 2**28
        self.left -= 1
        cs = self.cells[s]
        cs.remove(src)
        if k:
            q += p
            if self.n:
                g[src] = HIDDEN
                self.unk |= 1 << src
                self.n -= 1
            else:
                g[src] = EMPTY
        else:
            g[dst] = p
            g[src] = EMPTY
            cs.append(dst)
        return (a, p, k, old, w)

    def unplay(self, u):
        """Take back a move returned by :meth:`play`."""
        a, p, k, old, w = u
        g = self.grid
        src = a // 25
        s = p[0] // 13
        cs = self.cells[s]
        cs.append(src)
        if k:
            del g[a % 25][k:]
            if self.unk >> src & 1:
                self.unk ^= 1 << src
                self.n += 1
        else:
            g[a % 25] = EMPTY
            cs.remove(a % 25)
        g[src] = p
        self.memo[s] = old
        self.path[s] = w

    def suit(self, s):
        """Suit ``s``'s judgement apart from unknown cards: (base, line, need, full);
        ``line``: the cells (bit i: cell i) in line with the suit's piles."""
        m = self.memo[s]
        if m is not None:
            return m
        w = self.path[s]
        if w >= 0:
            m = self.seen.get(w * 4 + s)
            if m is not None:
                r = m >> 6 & 1023
                line = ROWS[r & 31] | COLS[r >> 5]
                m = self.memo[s] = (m >> 16) - 4096, line, (m >> 1 & 31) - 16, m & 1
                return m
        g = self.grid
        cells = self.cells[s]
        lm = LM  # locals: a global is a dictionary look-up on MicroPython
        follow = FOLLOW
        left = 12 + len(cells)  # packs to do
        groups = []  # masks: rows in bits 0-4, columns in bits 5-9
        full = reach = pairs = x = 0
        for i in cells:
            p = g[i]
            left -= len(p)
            if len(p) == 13:
                full = 1
            c = m = lm[i]
            reach |= m
            k = 0
            while k < len(groups):
                if groups[k] & m:
                    m |= groups.pop(k)
                    k = 0
                else:
                    k += 1
            groups.append(m)
            a = p[-1] % 13 + 1
            f = follow[a]
            for y in range(x):  # the earlier cells in line with this one
                j = cells[y]
                if lm[j] & c:
                    b = g[j][-1] % 13 + 1
                    pairs += f >> b & 1 | follow[b] >> a & 1
            x += 1
        base = -MERGE * left - SPLIT * (len(groups) - 1) + PAIR * min(pairs, 3)
        need = left + 1 - len(cells) if left else 0
        m = self.memo[s] = (base, ROWS[reach & 31] | COLS[reach >> 5], need, full)
        if w >= 0 and len(self.seen) < SEEN:  # base > -4096, reach < 1024, |need| < 16
            self.seen[w * 4 + s] = (base + 4096) << 16 | reach << 6 | (need + 16) << 1 | full
        return m

    def lift(self, j):
        """Hard: what the unknown cards in line with a suit of judgement ``j`` may bring."""
        u = self.unk & j[1]
        c = 0
        while u:  # a search makes at most a few unknown cells
            u &= u - 1
            c += 1
        return c * (self.hope * j[2] // (self.n + 1))

    def value(self):
        """The seat's judgement: its own progress minus half the opponent's (higher is
        better); each suit scores how near its piles are to one complete stack.

        Called at every node of the search, so written out flat: a suit judged already
        is read from ``memo`` without a call."""
        memo = self.memo
        s, t = self.mine
        a = memo[s] or self.suit(s)
        b = memo[t] or self.suit(t)
        if a[3] and b[3]:
            return WIN
        s, t = self.theirs
        c = memo[s] or self.suit(s)
        d = memo[t] or self.suit(t)
        v = a[0] + b[0]
        w = c[0] + d[0]
        u = self.unk
        if self.hope and u:  # an unknown card in line may be the suit's (if it needs one)
            if a[2] and u & a[1]:
                v += self.lift(a)
            if b[2] and u & b[1]:
                v += self.lift(b)
            if c[2] and u & c[1]:
                w += self.lift(c)
            if d[2] and u & d[1]:
                w += self.lift(d)
        return v - w // 2


def choose(game, level=None):
    """An action for the seat to move, from what that seat can see."""
    seat = game.to_move()
    if level is None:
        level = LEVELS[game.opt("level")] if seat else "hard"
    elif level in (0, 1, 2):  # autoplay passes level indexes
        level = LEVELS[level]
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        packs = [a for a in legal if a < PASS and game.grid[a % 25]] or legal
        return game.ai_rng().choice(packs)
    plan = Plan(game, legal, level == "hard")
    while not plan.step():
        pass
    return plan.best


def hint(game):
    """The move the hard level would play for the person (seat 0)."""
    return choose(game, "hard")


class Plan:
    """One decision of the normal or hard level, made a step at a time: :meth:`step`
    searches below one first move (the hard level's ``_deep``), so the device can think
    about the person's hint while they do and let a press wait for one step, not the
    whole search (``engine.ui.packnstack``). Any grouping of steps gives the same move."""

    def __init__(self, game, legal, hard):
        self.game = game  # the position it is for (with ``n``: see fresh)
        self.n = len(game.log)
        self.can_pass = PASS in legal
        self.hard = hard
        self.done = len(legal) < 2  # (no choice: nothing to search)
        self.best = legal[0]
        if self.done:
            return
        pos = self.pos = Pos(game, game.to_move(), HOPE if hard else 0)
        ranked = self.ranked = []
        for a in legal:
            if a < PASS:
                u = pos.play(a)
                ranked.append((pos.value(), -a, pos.memo[u[1][0] // 13]))
                pos.unplay(u)
        ranked.sort(reverse=True)  # (value, -action) pairs: no ties, same order everywhere
        self.best = -ranked[0][1]
        self.best_v = -WIN * 2 if hard else ranked[0][0]
        self.i = 0 if hard else len(ranked)  # the next first move to search below

    def fresh(self, game):
        """True while ``game`` is still the position this plan decides for."""
        return self.game is game and self.n == len(game.log)

    def step(self):
        """Search below the next first move (best first, so equal outcomes keep the
        better first step); True once the decision is made (``best``)."""
        if self.done:
            return True
        pos = self.pos
        if self.i < len(self.ranked):
            v, a, m = self.ranked[self.i]
            self.i += 1
            u = pos.play(-a)
            pos.memo[u[1][0] // 13] = m  # judged already, in this very position
            v = _deep(pos, DEPTH, v)
            pos.unplay(u)
            if v > self.best_v:
                self.best = -a
                self.best_v = v
            return False
        if self.can_pass:  # a pass wastes a turn, or costs one own move of the search
            if self.hard:
                pass_v = _deep(pos, DEPTH, pos.value())
            else:
                pass_v = pos.value() - (0 if self.game.moved else MERGE)
            if pass_v > self.best_v:
                self.best = PASS
        self.done = True
        self.pos = self.ranked = None  # (the search's memory goes)
        return True


def _deep(pos, depth, here):
    """Best value ``depth`` more own moves can reach (the opponent's turns skipped).

    ``here`` is the position's value, known to the caller. Each child's suit judgement
    is kept with it, so following a child does not judge it twice.
    """
    if here == WIN:
        return WIN + MERGE * depth  # sooner is better
    moves = []
    if depth and pos.left > 0:  # finished stacks (13 cards) stay put
        moves = pos.moves()
    if not moves:
        return here - MERGE * depth  # stuck, or out of budget: no credit for later turns
    if depth == 1:  # one more move: the best child's own value; count its BEAM looks
        best = -WIN * 2
        for a in moves:
            u = pos.play(a)
            v = pos.value()
            pos.unplay(u)
            if v > best:
                best = v
        pos.left -= min(BEAM, len(moves))
        return best
    kids = []
    for a in moves:
        u = pos.play(a)
        kids.append((pos.value(), -a, pos.memo[u[1][0] // 13]))
        pos.unplay(u)
    kids.sort(reverse=True)  # (value, -action) pairs first: never a tie
    best = -WIN * 2
    for v, a, m in kids[:BEAM]:
        u = pos.play(-a)
        pos.memo[u[1][0] // 13] = m
        best = max(best, _deep(pos, depth - 1, v))
        pos.unplay(u)
    return best
