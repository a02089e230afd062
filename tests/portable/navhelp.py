# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Helpers shared by the Navigator scenarios (tests/portable/test_navigator*.py): games
with options by key, rigged deals and memories, and a quick finish of a round."""

from engine.cards import parse, parse_list
from engine.games import navigator as nav

KEYS = [o.key for o in nav.Navigator.OPTIONS]


def game(seed=1, **kw):
    """A game with options by key (players=0 is 2 players)."""
    opts = [o.default for o in nav.Navigator.OPTIONS]
    for k in kw:
        opts[KEYS.index(k)] = kw[k]
    return nav.Navigator(seed, opts)


class Fixed:
    """A stand-in for the game's Rng: no shuffle, fixed rolls (rigged deals)."""

    def __init__(self, roll=0):
        self.roll = roll

    def shuffle(self, x):
        return x

    def below(self, n):
        return self.roll % n


def deal(g, top):
    """Deal the next round from a deck whose first cards are ``top`` (in dealing order)."""
    rest = [c for c in range(g.size) if c not in top]
    g.rng = Fixed()
    g.deck = rest + list(reversed(top))  # cards are dealt from the end
    g.packets = [[] for _ in range(g.n)]
    g.tcards = []
    g.queue = []
    g._map_next()


def seat_mem(g, mems, beacon, target=44, tcards=None):
    """Skip the draft: memories, beacon and target as given; the first seat chooses a set."""
    used = [beacon] + (tcards or [])
    for s in range(g.n):
        g.mem[s] = list(mems[s]) if s < len(mems) and not g.out[s] else []
        g.packets[s] = []
        used += g.mem[s]
    g.beacon = beacon
    g.tcards = tcards or []
    g.target = target
    g.deck = [c for c in range(g.size) if c not in used]
    from engine.games import navigator_round

    navigator_round.seat_start(g, g._order(0)[0])


def finish(g, results):
    """Every seat takes its first legal set, Aces 1, no phantom, and ends on its result."""
    while g.phase != nav.PH_SHOW:
        s = g.cur
        if g.phase == nav.PH_CALC:
            g.vals[s] = [results[s]]
            g.apply(nav.DONE)
        elif g.phase == nav.PH_PHANTOM:
            g.apply(nav.NO_PHANTOM)
        else:
            g.apply(g.legal_actions()[0])
    g.check()


def four(**kw):
    g = game(**kw)
    seat_mem(
        g,
        [
            parse_list("2S 3S 4S 5S"),
            parse_list("2H 3H 4H 5H"),
            parse_list("2D 3D 4D 5D"),
            parse_list("6C 7C 8C 9C"),
        ],
        parse("10C"),
    )
    return g
