# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught_solver`
============================

Onslaught's full-information solver (``solve``: for the result screen's review in
``engine.ui.onslaught_text`` and for tools/winnable_onslaught.py).
It reads both decks' order, so it is only for after the game ("could this deal have
been won, and for how much?"). With the order known the pledge can always be set to the
number of attackers the plan faces, so the search only decides, after each attacker,
whether the wave ends there. Ending needs at most three wounded defenders; unwounded ones
may be dropped (recalibrating: the pledge can be set one above the plan so that a single
drop ends the wave, and two drops cancel out), and dropping them all clears the table for
the free kill. 5 shifts are tried before a resolution and at a wave's end, 7 peeks between
attackers. States are memoised; the search stops after ``budget`` nodes and then reports a
lower bound ("at least"). A table is a sorted tuple of defenders ``(face, held, scarred)``:
face 14 is a joker, ``held`` the sorted values it absorbed.
"""

JOKER = 14
WIN_ANY = 0  # stop at the first win
WIN_BEST = 1  # look for the best score


_LOW = bytearray(128)  # index of the lowest set bit
_POP = bytearray(128)  # number of set bits
for _m in range(1, 128):
    while not _m >> _LOW[_m] & 1:
        _LOW[_m] += 1
    _POP[_m] = _POP[_m & (_m - 1)] + 1


class Budget(Exception):
    """The node budget ran out."""


class Solver:
    """Searches one deal. ``options`` are the game's option values."""

    def __init__(self, waves, deck, options, budget=200000, mode=WIN_BEST):
        self.waves = waves  # four tuples of defender faces (14 = joker)
        self.deck = tuple(deck)  # attacker values, next first
        self.opts = options
        self.budget = budget
        self.mode = mode
        self.nodes = 0
        self.memo = {}
        self.best = -1  # best score found so far (a lower bound while incomplete)
        self.full = True  # 5s and 7s used (see run)
        self.complete = False

    def run(self):
        """Return (best score or -1, proven): proven means the search finished.

        A first pass without the 5s' and 7s' powers (a much smaller search that finds
        most wins) gets three quarters of the budget; then the full search, with a fresh
        memo.
        """
        total = self.budget
        self.full = False
        self.budget = total * 3 // 4
        try:
            self.wave_start(0, self.deck)
        except Budget:
            pass
        if self.best >= 0 and self.mode == WIN_ANY:
            self.complete = True
            return self.best, True
        self.full = True
        self.memo = {}
        self.budget = total
        try:
            r = self.wave_start(0, self.deck)
            self.complete = True
            return max(r, self.best), True
        except Budget:
            return self.best, False

    # -- helpers ---------------------------------------------------------------------

    def tick(self):
        self.nodes += 1
        if self.nodes > self.budget:
            raise Budget()

    def found(self, score):
        if score > self.best:
            self.best = score
        return score

    def wounded(self, d):
        return len(d[1]) > 0 or (d[2] and self.opts[3] == 1)

    def score(self, table):
        s = 0
        for d in table:
            if d[0] != JOKER and not self.wounded(d):
                s += d[0]
        return s

    # -- the search ------------------------------------------------------------------

    def wave_start(self, w, deck):
        """Best score from a fresh wave ``w`` (0-based) with ``deck`` to come."""
        key = (w, deck)
        if key in self.memo:
            return self.memo[key]
        self.tick()
        table = tuple(sorted([(f, (), 0) for f in self.waves[w]]))
        r = self.between(w, table, deck, True)
        self.memo[key] = r
        return r

    def between(self, w, table, deck, fresh=False):
        """After an attacker (or at a wave start when ``fresh``): the best continuation."""
        if not deck:
            return self.found(self.end_score(table))
        key = (w, table, deck, fresh)
        if key in self.memo:
            return self.memo[key]
        self.tick()
        best = -1
        opts = []
        if not fresh and w < 3:
            opts.append(0)  # end the wave here
        opts.append(1)  # face the next attacker
        if len(table) <= 3:
            opts.reverse()
        for o in opts:
            r = self.end_wave(w, table, deck) if o == 0 else self.fight(w, table, deck)
            if r > best:
                best = r
                if self.mode == WIN_ANY and best >= 0:
                    break
        if best < 0 or self.mode == WIN_BEST:
            for i in self.powers(table, 7):  # a 7: look at the next three, reorder them
                rest = table[:i] + table[i + 1 :]
                for d in self.orders(deck):
                    r = self.between(w, rest, d, fresh)
                    if r > best:
                        best = r
                if self.mode == WIN_ANY and best >= 0:
                    break
        self.memo[key] = best
        return best

    def end_score(self, table):
        """Final score when no attacker is left: 5 shifts may still heal a defender."""
        best = self.score(table)
        for t in self.shifted(table):
            best = max(best, self.end_score(t))
        return best

    def end_wave(self, w, table, deck):
        """End wave ``w`` now (if allowed) and go on with the next one."""
        best = -1
        tables = [table] + self.shifted(table)
        for t in tables:
            nw = 0
            for d in t:
                if self.wounded(d):
                    nw += 1
            if nw > 3:
                continue
            if nw == 0:  # drop everything: the clear table defeats the next attacker
                r = self.wave_start(w + 1, deck[1:]) if len(deck) > 1 else self.found(0)
                best = max(best, r)
            if t:  # (keeping defenders: no free kill; not obviously worse, so tried)
                best = max(best, self.wave_start(w + 1, deck))
            if self.mode == WIN_ANY and best >= 0:
                break
        return best

    def fight(self, w, table, deck, shifts=2):
        """Deal with the attacker ``deck[0]``, after up to ``shifts`` 5 shifts."""
        v = deck[0]
        best = -1
        for t in self.resolve(table, v):
            r = self.between(w, t, deck[1:])
            if r > best:
                best = r
                if self.mode == WIN_ANY and best >= 0:
                    return best
        if shifts and (best < 0 or self.mode == WIN_BEST):
            for t in self.shifted(table):
                r = self.fight(w, t, deck, shifts - 1)
                if r > best:
                    best = r
                    if self.mode == WIN_ANY and best >= 0:
                        return best
        return best

    # -- rules -----------------------------------------------------------------------

    def cur(self, d):
        return 0 if d[0] == JOKER else d[0] - sum(d[1])

    def powers(self, table, face):
        """Indexes of distinct unwounded cards of value ``face`` (no 5s or 7s in the first
        pass)."""
        out = []
        if face != 3 and not self.full:
            return out
        for i in range(len(table)):
            d = table[i]
            if d[0] == face and not self.wounded(d) and (i == 0 or table[i - 1] != d):
                out.append(i)
        return out

    def orders(self, deck):
        """The other distinct orders of the next (up to) three attackers."""
        top = deck[:3]
        n = len(top)
        out = []
        seen = [top]
        for p in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
            if n == 3 or (n == 2 and p[2] == 2):
                t = tuple([top[k] for k in p[:n]])
                if t not in seen:
                    seen.append(t)
                    out.append(t + deck[n:])
        return out

    def resolve(self, table, v):
        """The tables after each distinct way to deal with an attacker of value ``v``."""
        out = []
        n = len(table)
        up = self.opts[1] == 1
        cv = []
        wd = []
        idx = []  # the non-jokers, for groups
        for i in range(n):
            d = table[i]
            c = self.cur(d)
            w = 1 if self.wounded(d) else 0
            cv.append(c)
            wd.append(w)
            if d[0] != JOKER:
                idx.append(i)
            if i and table[i - 1] == d:
                continue  # the same card twice: one choice
            rest = table[:i] + table[i + 1 :]
            if d[0] == JOKER:
                out.append(rest)
                continue
            if w:
                solo = c >= v if up else c == v
            else:
                solo = v <= c + 1 if up else c + 1 == v or (c == v and self.opts[2] == 1)
            if solo:
                out.append(rest)
            if c > v:
                nd = (d[0], tuple(sorted(d[1] + (v,))), 1)
                out.append(tuple(sorted(rest + (nd,))))
        threes = self.powers(table, 3)
        m = len(idx)
        sums = [0] * (1 << m)
        nws = [0] * (1 << m)
        for mask in range(1, 1 << m):
            j = _LOW[mask]
            rest = mask & (mask - 1)
            s = sums[rest] + cv[idx[j]]
            sums[mask] = s
            nws[mask] = nws[rest] + wd[idx[j]]
            if s != v or not rest:
                continue
            k = _POP[mask]
            gone = 0
            for j in range(m):
                if mask >> j & 1:
                    gone |= 1 << idx[j]
            if nws[mask] != 0 and nws[mask] != k:  # mixed: an unwounded 3 from outside
                three = -1
                for i in threes:
                    if not gone >> i & 1:
                        three = i
                        break
                if three < 0:
                    continue
                gone |= 1 << three
            t = tuple([table[i] for i in range(n) if not gone >> i & 1])
            if t not in out:
                out.append(t)
        return out

    def shifted(self, table):
        """Tables after each distinct 5 shift (the 5 is discarded)."""
        out = []
        for f in self.powers(table, 5):
            rest = table[:f] + table[f + 1 :]
            n = len(rest)
            for s in range(n):
                for x in sorted(set(rest[s][1])):
                    for t in range(n):
                        if t == s:
                            continue
                        dt = rest[t]
                        if dt[0] == JOKER:
                            continue
                        c = self.cur(dt)
                        equal = c == x and self.opts[4] == 1
                        if not (c > x or equal) or (self.opts[5] == 1 and self.wounded(dt)):
                            continue
                        held = list(rest[s][1])
                        held.remove(x)
                        ds = (rest[s][0], tuple(held), rest[s][2])
                        new = []
                        for i in range(n):
                            if i == s:
                                new.append(ds)
                            elif i == t:
                                if not equal:
                                    new.append((dt[0], tuple(sorted(dt[1] + (x,))), 1))
                            else:
                                new.append(rest[i])
                        tt = tuple(sorted(new))
                        if tt not in out:
                            out.append(tt)
        return out


def deal_of(game):
    """(waves, deck) of the game's deal, read from a fresh copy of its start."""
    g = game.__class__(game.seed, game.options)
    waves = [[14 if c >= 52 else c % 13 + 1 for c in g.slot]]
    dfd = list(g.dfd)
    for _ in range(3):
        w = []
        for _ in range(7):
            c = dfd.pop()
            w.append(14 if c >= 52 else c % 13 + 1)
        waves.append(w)
    deck = [c % 13 + 1 for c in reversed(g.att)]
    return waves, deck


def solve(game, budget=200000, mode=WIN_BEST):
    """Solve the deal of ``game`` from its start: (best score or -1, proven, nodes)."""
    waves, deck = deal_of(game)
    s = Solver(waves, deck, game.options, budget, mode)
    r, proven = s.run()
    return r, proven, s.nodes
