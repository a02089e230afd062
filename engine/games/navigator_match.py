# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_match`
==============================

Navigator's match between the rounds: the showdown (who wins, who pays whom,
who is out), the checkpoint a new round starts from, statistics, invariants,
copies and the determinized copies that sampling players and the no-peeking tests
use. The base of :class:`engine.games.navigator.Navigator`, kept apart so each file
compiles in a small heap.
"""

from engine.game import Game
from engine.games.navigator_sets import VectorSets
from engine.rng import Rng

WINDOW = 500  # a declared result is a number within this of the target, or "far"


class Match(VectorSets):
    """Chips, the showdown and the match's bookkeeping."""

    def forfeited(self, s):
        """True if seat ``s`` forfeits the round (time up or a wrong declaration)."""
        r = self.result[s]
        if r is None:  # the timer ran out
            return True
        if self.far[s]:
            return -WINDOW <= r - self.target <= WINDOW
        return self.declared[s] is not None and r != self.declared[s]

    def _resolve(self):
        order = self._order(self.init)  # showdown in seating order from the token
        n = self.n
        dist = [None] * n
        best = None
        for s in order:
            if self.result[s] is not None:
                m = self.setmask[s]
                dist[s] = d = self.distance_for(self.set_cards(s, m), self.result[s])
                if not self.forfeited(s):
                    if self.best_d[s] is None or d < self.best_d[s]:
                        self.best_d[s] = d
                    if best is None or d < best:
                        best = d
        win = [best is not None and dist[s] == best and not self.forfeited(s) for s in range(n)]
        before = list(self.chips)
        for x in order:  # net pairwise debts, payers in order from the token
            for y in order:
                owe = self._owe(x, y, win) - self._owe(y, x, win)
                if owe > 0:
                    pay = min(owe, self.chips[x])
                    self.chips[x] -= pay
                    self.chips[y] += pay
        winners = [s for s in order if win[s]]
        for s in winners:
            self.round_wins[s] += 1
        bounty = 0
        if len(winners) == 1 and winners[0] != self.map_owner:
            bounty = self.bounty  # one winner, not the map owner: takes the pot
            self.chips[winners[0]] += bounty
            self.bounty = 0
        delta = [self.chips[s] - before[s] for s in range(n)]
        for s in order:
            self.earned[s] += delta[s]
            if self.chips[s] <= 0:
                self.out[s] = True
                if self.map_owner == s:
                    self.map_owner = -1  # the price keeps its escalated value
        self.last = (order, dist, win, delta, bounty, [self.forfeited(s) for s in range(n)])
        self.init = self._left(self.init)  # the token passes to the left

    def _owe(self, x, y, win):
        """Chips ``x`` owes ``y`` before netting (a hot player's stakes are 2)."""
        if x == y:
            return 0
        if (self.hotbet[y] and win[y]) or (self.hotbet[x] and not win[x]):
            return 2
        return 1 if win[y] and not win[x] else 0

    def returns(self):
        return list(self.chips)

    def won(self, seat=0):
        return self.over() and self._order(0) == [seat]

    def _between(self):
        """The match between two rounds as small ints (see Game.apply)."""
        z, w = self.rng.state()
        out = [z, w, self.init, self.ovr, self.map_owner, self.map_price, self.bounty, self.round]
        for s in range(self.n):
            b = self.best_d[s]
            out += (self.chips[s], self.round_wins[s], self.earned[s], -1 if b is None else b)
        return out

    def _restore(self, st):
        n = self.n
        if len(st) != 8 + 4 * n or sum(st[8::4]) + st[6] != n * self.start:
            raise ValueError("checkpoint does not fit")
        # field by field: a checksum proves the file is whole, not that it is sane
        big = 1 << 30
        if not (
            0 < st[0] < big
            and 0 < st[1] < big
            and 0 <= st[2] < n
            and -1 <= st[3] <= 4
            and -1 <= st[4] < n
            and 2 <= st[5] < big
            and 0 <= st[6]
            and 0 <= st[7] < big
        ):
            raise ValueError("checkpoint out of range")
        for s in range(n):
            c, w, e, b = st[8 + 4 * s : 12 + 4 * s]
            if not (0 <= c and 0 <= w <= st[7] and -big < e < big and -1 <= b < big):
                raise ValueError("checkpoint out of range")
        self.rng.set_state((st[0], st[1]))
        self.init, self.ovr, self.map_owner, self.map_price, self.bounty, self.round = st[2:8]
        for s in range(n):
            c, self.round_wins[s], self.earned[s], b = st[8 + 4 * s : 12 + 4 * s]
            self.chips[s] = c
            self.out[s] = c <= 0
            self.best_d[s] = None if b < 0 else b
        self._start_round()

    def summary(self):
        out = [("rounds", self.round)]
        for s in range(self.n):
            out.append(("earn%d" % s, self.earned[s]))
        return out

    def record(self, st):
        Game.record(self, st)
        for k, v in (
            ("rounds", self.round),
            ("rwon", self.round_wins[0]),
            ("chips", self.earned[0]),
        ):
            st[k] = st.get(k, 0) + v
        b = self.best_d[0]
        if b is not None and b < st.get("best", 9999):
            st["best"] = b

    def check(self):
        assert sum(self.chips) + self.bounty == self.n * self.start
        seen = bytearray(self.size)
        cs = self.deck + self.tcards + ([self.beacon] if self.beacon >= 0 else [])
        for s in range(self.n):
            assert self.chips[s] >= 0 and (self.chips[s] > 0) != self.out[s]
            cs += self.packets[s] + self.mem[s] + ([self.lost[s]] if self.lost[s] >= 0 else [])
        for c in cs:
            assert not seen[c], "card twice"
            seen[c] = 1
        assert sum(seen) == self.size, "card missing"

    def copy(self):
        cls = self.__class__
        g = cls.__new__(cls)
        for k, v in self.__dict__.items():  # order does not matter: each key once
            if isinstance(v, list):
                v = [list(x) if isinstance(x, list) else x for x in v]
            setattr(g, k, v)
        g.rng = Rng(0)
        g.rng.set_state(self.rng.state())
        return g

    def determinize(self, seat, rng):
        """A copy in which every card ``seat`` cannot see (the other players' packets,
        memories and discards, the undealt deck) is shuffled with ``rng``, and the
        future deals and rolls are reseeded."""
        g = self.copy()
        g.rng = Rng(rng.below(1000000))
        hidden = list(g.deck)
        for s in range(g.n):
            if s != seat:
                hidden += g.packets[s] + g.mem[s] + ([g.lost[s]] if g.lost[s] >= 0 else [])
        rng.shuffle(hidden)
        for s in range(g.n):
            if s == seat:
                continue
            hot = self.mem[s].index(self.hot[s]) if self.hot[s] >= 0 else -1
            for lst in (g.packets[s], g.mem[s]):
                for i in range(len(lst)):
                    lst[i] = hidden.pop()
            if g.lost[s] >= 0:
                g.lost[s] = hidden.pop()
            if hot >= 0:
                g.hot[s] = g.mem[s][hot]
            if g.setmask[s] >= 0 and s != g.cur:
                g.vals[s] = g.set_values(s, g.setmask[s], g.acemask[s])
        g.deck = hidden
        return g
