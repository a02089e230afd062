# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_sets`
=============================

The Vector Sets a Navigator seat may build from its cards once the draft is over:
the sets the variants allow, Ace choices, phantom numbers, and the distance to the
target (Slingshot included). Each function takes the game as ``g``; the game's
methods of the same names (:class:`engine.games.navigator_match.Match`) import this
part on first use, so opening a game (the draft comes first) does not compile it.
"""

from engine.games import navigator_calc as calc
from engine.games import navigator_deck as deck
from engine.games.navigator_actions import BEACON


def set_cards(g, s, mask):
    """Cards of set ``mask``: the beacon first, then memory order."""
    m = g.mem[s]
    out = [g.beacon] if mask >> BEACON & 1 else []
    return out + [m[k] for k in range(len(m)) if mask >> k & 1]


def legal_sets(g, s):
    """Legal Vector Set masks of seat ``s``, ascending."""
    m = g.mem[s]
    k = len(m)
    must = 0 if s == g.map_owner else 1 << BEACON  # the map bypasses the beacon
    if g.is_ovr(g.beacon):
        must = 1 << BEACON  # ...but not an Override beacon
    ovr = 0
    for i in range(k):
        if g.is_ovr(m[i]):
            ovr |= 1 << i
        if m[i] == g.hot[s]:
            must |= 1 << i
    size = 3
    if g.forced:
        must |= ovr
        size = max(3, calc.popcount(must))
    out = []
    loose = []
    free = (1 << k) - 1 | 1 << BEACON
    for mask in range(1 << (BEACON + 1)):
        if mask & ~free or mask & must != must or calc.popcount(mask) != size:
            continue
        loose.append(mask)
        if ovr and not g.forced:  # Select: at least (or exactly) one Override
            u = calc.popcount(mask & ovr)
            if u == 0 or (u > 1 and g.opt("osel")):
                continue
        out.append(mask)
    return out or loose  # "exactly one" can be impossible: then at least one


def set_values(g, s, mask, acemask):
    """Values of a set with Ace choices ``acemask``."""
    out = []
    k = 0
    for c in set_cards(g, s, mask):
        v = g.value(c)
        if g.is_ace(c):
            if acemask >> k & 1:
                v = 100
            k += 1
        out.append(v)
    return out


def aces_in(g, s, mask):
    """How many of the set's cards are Aces valued 1 or 100."""
    return len([c for c in set_cards(g, s, mask) if g.is_ace(c)])


def phantom_choices(g, s, mask=-1, acemask=-1):
    """Phantom numbers open to seat ``s`` (default: its chosen set and Aces)."""
    if not g.opt("extra"):
        return []
    if mask < 0:
        mask, acemask = g.setmask[s], g.acemask[s]
    cs = set_cards(g, s, mask)
    jr = g.opt("jrun")
    ph = calc.phantoms([deck.run_value(g.tarot, c, jr) for c in cs])
    if not g.opt("arun"):
        return [p for p, _ in ph]
    # Ace in run stays 1: drop phantoms whose every run uses an Ace valued 100
    hundred = 0
    k = 0
    for i in range(len(cs)):
        if g.is_ace(cs[i]):
            if acemask >> k & 1:
                hundred |= 1 << i
            k += 1
    return [p for p, b in ph if not b & hundred]


def distance_for(g, cs, r):
    """Distance of result ``r`` made with cards ``cs`` (Slingshot applied)."""
    d = r - g.target if r >= g.target else g.target - r
    sl = g.opt("sling")
    if sl and cs:
        t = g.tarot
        su = deck.suit(t, cs[0])
        if su != deck.NOSUIT and len([c for c in cs if deck.suit(t, c) == su]) == len(cs):
            d -= 2
            if sl == 2 and d < 0:
                d = 0
    return d
