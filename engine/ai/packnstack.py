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

from engine.games.packnstack import FOLLOW, PASS, SUITS_OF, gen_moves

LEVELS = ("easy", "normal", "hard")
UNK = 52
BUDGET = 300  # hard: positions judged per decision
BEAM = 4  # hard: replies followed below the first move
DEPTH = 2  # hard: own moves looked at after the first
WIN = 100000
MERGE = 100  # one pack still to do
SPLIT = 40  # a suit falls into one more group
PAIR = 12  # a pack ready to play (up to three per suit)
HOPE = 20  # hard: an unknown card in line with a suit, times the suit's unseen cards


class Pos:
    """What a seat sees: the 25 piles and the stock's size (never its order)."""

    def __init__(self, game, seat, hope):
        self.grid = [p[:] for p in game.grid]
        self.n = len(game.stock)
        self.ace = 1 - game.opt("ace")
        self.bb = game.opt("packet")
        self.mine = SUITS_OF[game.colour ^ seat]
        self.theirs = SUITS_OF[game.colour ^ seat ^ 1]
        self.hope = hope
        self.left = BUDGET

    def play(self, a):
        """Play ``a`` (its refill unknown); return what :meth:`unplay` needs."""
        g = self.grid
        p = g[a // 25]
        q = g[a % 25]
        k = len(q)
        self.left -= 1
        if q:
            q += p
            g[a // 25] = [UNK] if self.n else []
            self.n -= self.n > 0
        else:
            g[a % 25] = p
            g[a // 25] = []
        return (a, p, k)

    def unplay(self, u):
        """Take back a move returned by :meth:`play`."""
        a, p, k = u
        g = self.grid
        if k:
            del g[a % 25][k:]
            self.n += g[a // 25] == [UNK]
        else:
            g[a % 25] = []
        g[a // 25] = p

    def score(self, suits):
        """How near ``suits`` are to two complete stacks (higher is better)."""
        g = self.grid
        total = 0
        for s in suits:
            cells = [i for i in range(25) if g[i] and g[i][0] // 13 == s]
            left = 12 + len(cells) - sum([len(g[i]) for i in cells])  # packs to do
            total -= MERGE * left
            groups = []  # masks: rows in bits 0-4, columns in bits 5-9
            reach = pairs = 0
            for i in cells:
                m = 1 << i // 5 | 32 << i % 5
                reach |= m
                k = 0
                while k < len(groups):
                    if groups[k] & m:
                        m |= groups.pop(k)
                        k = 0
                    else:
                        k += 1
                groups.append(m)
                for j in cells:
                    if j < i and (j // 5 == i // 5 or j % 5 == i % 5):
                        a = g[i][-1] % 13 + 1
                        b = g[j][-1] % 13 + 1
                        pairs += FOLLOW[a] >> b & 1 | FOLLOW[b] >> a & 1
            total -= SPLIT * (len(groups) - 1) - PAIR * min(pairs, 3)
            if left and self.hope:  # an unknown card in line may be one of the suit's
                for i in range(25):
                    if g[i] == [UNK] and reach & (1 << i // 5 | 32 << i % 5):
                        total += self.hope * (left + 1 - len(cells)) // (self.n + 1)
        return total

    def value(self):
        """The seat's judgement: its own progress minus half the opponent's."""
        done = 0
        for p in self.grid:
            done += len(p) == 13 and p[0] // 13 in self.mine
        if done == 2:
            return WIN
        return self.score(self.mine) - self.score(self.theirs) // 2


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
    hard = level == "hard"
    pos = Pos(game, seat, HOPE if hard else 0)
    ranked = []
    for a in legal:
        if a < PASS:
            u = pos.play(a)
            ranked.append((pos.value(), -a))
            pos.unplay(u)
    ranked.sort(reverse=True)  # (value, -action) pairs: no ties, same order everywhere
    best = -ranked[0][1]
    best_v = ranked[0][0]
    pass_v = pos.value() - (0 if game.moved else MERGE)  # a pass wastes a turn
    if hard:
        best_v = -WIN * 2
        for _, a in ranked:  # best first, so equal outcomes keep the better first step
            u = pos.play(-a)
            v = _deep(pos, DEPTH)
            pos.unplay(u)
            if v > best_v:
                best = -a
                best_v = v
        pass_v = _deep(pos, DEPTH) if PASS in legal else 0  # one own move fewer
    return PASS if PASS in legal and pass_v > best_v else best


def hint(game):
    """The move the hard level would play for the person (seat 0)."""
    return choose(game, "hard")


def _deep(pos, depth):
    """Best value ``depth`` more own moves can reach (the opponent's turns skipped)."""
    here = pos.value()
    if here == WIN:
        return WIN + MERGE * depth  # sooner is better
    moves = []
    if depth and pos.left > 0:  # finished stacks (13 cards) stay put
        moves = gen_moves(pos.grid, pos.n, pos.mine, pos.ace, pos.bb, 13)
    if not moves:
        return here - MERGE * depth  # stuck, or out of budget: no credit for later turns
    kids = []
    for a in moves:
        u = pos.play(a)
        kids.append((pos.value(), -a))
        pos.unplay(u)
    kids.sort(reverse=True)
    best = -WIN * 2
    for _, a in kids[:BEAM]:
        u = pos.play(-a)
        best = max(best, _deep(pos, depth - 1))
        pos.unplay(u)
    return best
