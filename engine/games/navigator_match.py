# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_match`
==============================

Navigator's match between the rounds: chips and forfeits; the showdown, the checkpoint
a new round starts from, statistics, invariants and copies are in
:mod:`engine.games.navigator_end`, imported when first used. The base of
:class:`engine.games.navigator.Navigator`, kept apart so each file compiles in a small
heap.
"""

from engine.games.navigator_sets import VectorSets

WINDOW = 500  # a declared result is a number within this of the target, or "far"


def _end():
    """The part with the showdown and the match's books (``engine.games.navigator_end``),
    imported the first time one is used: opening a game compiles only what its first
    frame needs."""
    from engine.games import navigator_end

    return navigator_end


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

    def returns(self):
        return list(self.chips)

    def won(self, seat=0):
        return self.over() and self._order(0) == [seat]

    # -- the round's end and the match's books: engine.games.navigator_end ---------------

    def _resolve(self):
        _end().resolve(self)

    def _between(self):
        """The match between two rounds as small ints (see Game.apply)."""
        return _end().between(self)

    def _restore(self, st):
        _end().restore(self, st)

    def summary(self):
        return _end().summary(self)

    def record(self, st):
        _end().record(self, st)

    def check(self):
        _end().check(self)

    def copy(self):
        return _end().copy(self)

    def determinize(self, seat, rng):
        """A copy in which every card ``seat`` cannot see (the other players' packets,
        memories and discards, the undealt deck) is shuffled with ``rng``, and the
        future deals and rolls are reseeded."""
        return _end().determinize(self, seat, rng)
