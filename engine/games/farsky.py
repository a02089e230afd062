# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.farsky`
=====================

Farsky Mappers: a one-pack solitaire. Cards are drawn one at a time onto a
route; when the newest card matches an earlier one (same rank, or both court
cards) the cards between them may be folded away, and a well-matched pair may
go too. Fewest cards left on the route wins.

Actions (ints):
- ``p`` (0..51): fold the cards strictly between route position ``p`` and the top;
- ``PAIR + p``: the same fold, then fold the pair (position ``p`` and the top) too;
- ``DRAW``: make no (more) folds; draw the next card, or end the game if the stock is empty.
Draws happen by themselves whenever there is nothing to decide.
"""

from engine import cards
from engine.game import OVER, Game, Options, game_name

PAIR = 64
DRAW = 127

# Pair rule choices (option "pair")
PAIR_RANK_COLOUR_OR_SUIT = 0  # same rank and colour, or same suit (recommended reading)
PAIR_COLOUR = 1  # any matching pair of the same colour
PAIR_LITERAL = 2  # courts: same court rank or same suit; numerals: same colour


def matches(a, b):
    """True if two cards can fold: same rank, or both court cards."""
    ra = a % 13
    rb = b % 13
    return ra == rb or (ra >= 10 and rb >= 10)


def pair_ok(a, b, rule):
    """True if the matched pair ``a``, ``b`` may itself be folded under ``rule``."""
    same_colour = cards.is_red(a) == cards.is_red(b)
    if rule == PAIR_COLOUR:
        return same_colour
    same_rank = a % 13 == b % 13
    same_suit = a // 13 == b // 13
    if rule == PAIR_LITERAL and cards.is_court(a):
        return same_rank or same_suit
    return (same_rank and same_colour) or same_suit


class Farsky(Game):
    """Farsky Mappers (one player)."""

    ID = "farsky"
    NAME = game_name(ID)
    RULES_VERSION = 1
    MAX_ACTIONS = 200
    OPTIONS = Options(
        "pair|Pair goes if|rank+col/suit,colour,literal|0|Which pairs go too",
        "ask|Pair fold|ask,automatic|0|Ask before pair folds",
        "cascade|Cascade|on,off|0|New top may fold too",
    )

    def _setup(self):
        self.stock = self.rng.shuffle(cards.deck())  # drawn from the end
        self.route = []
        self.folds = []
        self.fresh = True  # the top card was just drawn (cascade off: only a fresh top folds)
        self.done = False  # the top card's fold decision is made
        self._advance()

    # -- helpers --------------------------------------------------------------------------

    def _options_exist(self):
        if self.done or not self.route:
            return False
        if not self.fresh and self.opt("cascade") == 1:
            return False
        # bool(self._legal_folds()), stopping at the first fold: a match gives an action
        # unless it is the card under the top and the pair may not fold
        route = self.route
        n = len(route) - 1
        top = route[n]
        rt = top % 13
        court = rt >= 10
        for p in range(n):
            rc = route[p] % 13
            if rc == rt or (court and rc >= 10):
                if p < n - 1 or pair_ok(route[p], top, self.opt("pair")):
                    return True
        return False

    def _legal_folds(self):
        route = self.route
        n = len(route) - 1
        if n < 1:
            return []
        top = route[n]
        rt = top % 13
        court = rt >= 10
        rule = -1  # the options are read at the first match: most positions have none
        auto = False
        acts = []
        pairs = []
        for p in range(n):
            c = route[p]
            rc = c % 13
            if rc != rt and not (court and rc >= 10):  # matches(c, top) inline (hot)
                continue
            if rule < 0:
                rule = self.opt("pair")
                auto = self.opt("ask") == 1
            eligible = pair_ok(c, top, rule)
            if p < n - 1 and not (eligible and auto):
                acts.append(p)
            if eligible:
                pairs.append(PAIR + p)
        return acts + pairs

    def _advance(self):
        """Draw until there is a decision to make or the stock is empty."""
        while not self._options_exist():
            if not self.stock:
                self.done = True
                return
            self.route.append(self.stock.pop())
            self.fresh = True
            self.done = False

    # -- protocol -------------------------------------------------------------------------

    def to_move(self):
        if not self.stock and self.done:
            return OVER
        return 0

    def _legal(self):
        return self._legal_folds() + [DRAW]

    def _apply(self, a):
        route = self.route
        if a == DRAW:
            self.done = True
        else:
            p = a % PAIR
            top = route.pop()
            self.folds.extend(route[p + 1 :])
            del route[p + 1 :]
            if a >= PAIR:
                self.folds.append(route.pop())
                self.folds.append(top)
                self.fresh = False  # the new top was not just drawn: a cascade
                self.done = not route
            else:
                route.append(top)
                self.done = True  # any further fold equals a single fold with another partner
        self._advance()

    def returns(self):
        return [len(self.route)]

    def won(self, seat=0):
        return len(self.route) <= 3

    def summary(self):
        return (("left", len(self.route)), ("folded", len(self.folds)))

    def check(self):
        seen = self.stock + self.route + self.folds
        assert len(seen) == 52, "cards lost or duplicated"
        assert sorted(seen) == list(range(52)), "cards lost or duplicated"

    def copy(self):
        g = object.__new__(Farsky)
        g.seed = self.seed
        g.options = self.options
        g.log = self.log[:]
        g.rng = self.rng  # never used after the deal
        g.stock = self.stock[:]
        g.route = self.route[:]
        g.folds = self.folds[:]
        g.fresh = self.fresh
        g.done = self.done
        return g

    def determinize(self, seat, rng):
        g = self.copy()
        # The stock is face down: sort it first, so the sample depends only on which cards
        # are unseen, never on their real order.
        g.stock.sort()
        rng.shuffle(g.stock)
        return g

    # -- statistics -----------------------------------------------------------------------

    def record(self, st):
        """Played, total and best cards left, and how many deals left 0..20+ cards (the
        wins, 3 or fewer left, are the first four: files from before the win count
        show their wins too)."""
        left = len(self.route)
        st["played"] = st.get("played", 0) + 1
        st["total"] = st.get("total", 0) + left
        if "best" not in st or left < st["best"]:
            st["best"] = left
        key = "h%d" % min(left, 20)
        st[key] = st.get(key, 0) + 1


GAME = Farsky
