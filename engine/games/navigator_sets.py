# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_sets`
=============================

Navigator's cards as numbers and the Vector Sets a seat may build from them:
card values in both decks, the sets the variants allow, Ace choices, phantom
numbers, and the distance to the target (Slingshot included). The base of
:class:`engine.games.navigator.Navigator`, kept apart so each file compiles in
a small heap.
"""

from engine.game import Game
from engine.games import navigator_calc as calc

BEACON = 4  # bit of the beacon in a set mask


class VectorSets(Game):
    """Cards, sets and distances (state: ``mem``, ``beacon``, ``target``, options)."""

    def value(self, c):
        """Value in a vector set (a standard Ace here is 1; its player may make it 100)."""
        return calc.value(self.tarot, c)

    def is_ace(self, c):
        """True for an Ace its player values 1 or 100 (standard deck)."""
        return not self.tarot and c < 52 and c % 13 == 0

    def is_ovr(self, c):
        """True for a card of the Override suit (never a joker)."""
        return self.ovr >= 0 and calc.suit(self.tarot, c) == self.ovr

    def _tval(self, c):
        v = self.value(c)  # a standard Ace is 1 here; a Tarot Ace 100 (option: 1)
        return 1 if v == 100 and self.opt("tace") else v

    def set_cards(self, s, mask):
        """Cards of set ``mask``: the beacon first, then memory order."""
        m = self.mem[s]
        out = [self.beacon] if mask >> BEACON & 1 else []
        return out + [m[k] for k in range(len(m)) if mask >> k & 1]

    def legal_sets(self, s):
        """Legal Vector Set masks of seat ``s``, ascending."""
        m = self.mem[s]
        k = len(m)
        must = 0 if s == self.map_owner else 1 << BEACON  # the map bypasses the beacon
        if self.is_ovr(self.beacon):
            must = 1 << BEACON  # ...but not an Override beacon
        ovr = 0
        for i in range(k):
            if self.is_ovr(m[i]):
                ovr |= 1 << i
            if m[i] == self.hot[s]:
                must |= 1 << i
        size = 3
        if self.forced:
            must |= ovr
            size = max(3, calc.popcount(must))
        out = []
        loose = []
        free = (1 << k) - 1 | 1 << BEACON
        for mask in range(1 << (BEACON + 1)):
            if mask & ~free or mask & must != must or calc.popcount(mask) != size:
                continue
            loose.append(mask)
            if ovr and not self.forced:  # Select: at least (or exactly) one Override
                u = calc.popcount(mask & ovr)
                if u == 0 or (u > 1 and self.opt("osel")):
                    continue
            out.append(mask)
        return out or loose  # "exactly one" can be impossible: then at least one

    def set_values(self, s, mask, acemask):
        """Values of a set with Ace choices ``acemask``."""
        out = []
        k = 0
        for c in self.set_cards(s, mask):
            v = self.value(c)
            if self.is_ace(c):
                if acemask >> k & 1:
                    v = 100
                k += 1
            out.append(v)
        return out

    def aces_in(self, s, mask):
        """How many of the set's cards are Aces valued 1 or 100."""
        return len([c for c in self.set_cards(s, mask) if self.is_ace(c)])

    def phantom_choices(self, s, mask=-1, acemask=-1):
        """Phantom numbers open to seat ``s`` (default: its chosen set and Aces)."""
        if not self.opt("extra"):
            return []
        if mask < 0:
            mask, acemask = self.setmask[s], self.acemask[s]
        cs = self.set_cards(s, mask)
        jr = self.opt("jrun")
        ph = calc.phantoms([calc.run_value(self.tarot, c, jr) for c in cs])
        if not self.opt("arun"):
            return [p for p, _ in ph]
        # Ace in run stays 1: drop phantoms whose every run uses an Ace valued 100
        hundred = 0
        k = 0
        for i in range(len(cs)):
            if self.is_ace(cs[i]):
                if acemask >> k & 1:
                    hundred |= 1 << i
                k += 1
        return [p for p, b in ph if not b & hundred]

    def distance_for(self, cs, r):
        """Distance of result ``r`` made with cards ``cs`` (Slingshot applied)."""
        d = r - self.target if r >= self.target else self.target - r
        sl = self.opt("sling")
        if sl and cs:
            t = self.tarot
            su = calc.suit(t, cs[0])
            if su != calc.NOSUIT and len([c for c in cs if calc.suit(t, c) == su]) == len(cs):
                d -= 2
                if sl == 2 and d < 0:
                    d = 0
        return d
