# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_match`
==============================

Navigator's match as play needs it in every phase: the cards as numbers, the
chips and the checkpoint a new round starts from. The base of
:class:`engine.games.navigator.Navigator`, kept apart so each file compiles in a
small heap. Its parts are imported on first use, so opening a game (the draft
comes first) compiles neither: the Vector Sets (:mod:`engine.games.navigator_sets`)
and the round after the draft up to its showdown (:mod:`engine.games.navigator_round`);
what play never calls (a checkpoint restored, statistics, invariants, copies and
determinized copies) is in :mod:`engine.games.navigator_books`.
"""

from engine.game import Game
from engine.games import navigator_deck as deck


class Match(Game):
    """Cards as numbers, chips and the match's bookkeeping."""

    def value(self, c):
        """Value in a vector set (a standard Ace here is 1; its player may make it 100)."""
        return deck.value(self.tarot, c)

    def is_ace(self, c):
        """True for an Ace its player values 1 or 100 (standard deck)."""
        return not self.tarot and c < 52 and c % 13 == 0

    def is_ovr(self, c):
        """True for a card of the Override suit (never a joker)."""
        return self.ovr >= 0 and deck.suit(self.tarot, c) == self.ovr

    def _tval(self, c):
        v = self.value(c)  # a standard Ace is 1 here; a Tarot Ace 100 (option: 1)
        return 1 if v == 100 and self.opt("tace") else v

    # -- the Vector Sets (engine.games.navigator_sets): after the draft --------------------

    def set_cards(self, s, mask):
        """Cards of set ``mask``: the beacon first, then memory order."""
        from engine.games import navigator_sets as vs

        return vs.set_cards(self, s, mask)

    def legal_sets(self, s):
        """Legal Vector Set masks of seat ``s``, ascending."""
        from engine.games import navigator_sets as vs

        return vs.legal_sets(self, s)

    def set_values(self, s, mask, acemask):
        """Values of a set with Ace choices ``acemask``."""
        from engine.games import navigator_sets as vs

        return vs.set_values(self, s, mask, acemask)

    def aces_in(self, s, mask):
        """How many of the set's cards are Aces valued 1 or 100."""
        from engine.games import navigator_sets as vs

        return vs.aces_in(self, s, mask)

    def phantom_choices(self, s, mask=-1, acemask=-1):
        """Phantom numbers open to seat ``s`` (default: its chosen set and Aces)."""
        from engine.games import navigator_sets as vs

        return vs.phantom_choices(self, s, mask, acemask)

    def distance_for(self, cs, r):
        """Distance of result ``r`` made with cards ``cs`` (Slingshot applied)."""
        from engine.games import navigator_sets as vs

        return vs.distance_for(self, cs, r)

    def forfeited(self, s):
        """True if seat ``s`` forfeits the round (time up or a wrong declaration)."""
        from engine.games import navigator_round as rnd

        return rnd.forfeited(self, s)

    def returns(self):
        return list(self.chips)

    def won(self, seat=0):
        """The last player with chips, or after the round limit (``capped``) each
        player still in with the most chips (a tie for the most shares the win)."""
        if not self.over():
            return False
        alive = self._order(0)
        if alive == [seat]:
            return True
        return self.capped() and seat in alive and self.chips[seat] == max(self.chips)

    def capped(self):
        """True once the round limit (option "rounds") is played: the match ends."""
        limit = (0, 8, 12, 20)[self.opt("rounds")]
        return limit > 0 and self.round >= limit

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
