# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_match`
==============================

Navigator's match between the rounds: the showdown (who wins, who pays whom,
who is out) and the checkpoint a new round starts from. The base of
:class:`engine.games.navigator.Navigator`, kept apart so each file compiles in a
small heap. What play never calls (a checkpoint restored, statistics, invariants,
copies and determinized copies) is in :mod:`engine.games.navigator_books`.
"""

from engine.games.navigator_sets import VectorSets

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

    # -- the books (engine.games.navigator_books): never called in play -----------------

    def _restore(self, st):
        book("restore", self, st)

    def summary(self):
        return book("summary", self)

    def record(self, st):
        book("record", self, st)

    def check(self):
        book("check", self)

    def copy(self):
        return book("copy", self)

    def determinize(self, seat, rng):
        """A copy in which every card ``seat`` cannot see is shuffled with ``rng`` (see
        :mod:`engine.games.navigator_books`)."""
        return book("determinize", self, seat, rng)


def book(fn, *args):
    """Call ``fn`` of the match's books, :mod:`engine.games.navigator_books`, imported on
    first use: a save's Continue, an undo after round 1, the match's end and the tools
    need it, play does not (opening a game from source compiles ~100 lines less)."""
    from engine.games import navigator_books

    return getattr(navigator_books, fn)(*args)
