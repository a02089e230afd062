# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator option: the Pirate Map (purchase, the roll, the bounty, the beacon bypass).
Run by pytest and by MicroPython in a 64K heap (one module per interpreter)."""

from navhelp import Fixed, finish, game, seat_mem

from engine.cards import parse, parse_list
from engine.games import navigator as nav

HEAP64 = "72K"  # the 64-bit port: pointers twice as wide


def test_pirate_owner_may_skip_the_beacon():
    g = game(pirate=1)
    g.map_owner = 0
    seat_mem(g, [parse_list("2S 3S 4S"), parse_list("2H 3H 4H 5H")], parse("9C"))
    sets = g.legal_sets(0)
    assert len(sets) == 4 and 7 in sets  # the three memory cards without the beacon
    g = game(pirate=1, variant=1, osuit=2)  # an Override beacon still binds the owner
    g.map_owner = 0
    seat_mem(g, [parse_list("2H 3H 4H"), parse_list("2D 3D 4D 5D")], parse("9S"))
    assert len(g.legal_sets(0)) == 3


def test_pirate_map_purchase_and_bounty():
    g = game(pirate=1)
    assert g.phase == nav.PH_MAP and g.legal_actions() == [nav.MAP_PASS, nav.MAP_BUY]
    first = g.cur
    g.apply(nav.MAP_BUY)  # at most one purchase a round: the deal follows
    assert g.phase == nav.PH_DRAFT and g.map_owner == first and g.bounty == 2
    assert g.map_price == 3 and g.chips[first] == 8
    g = game(pirate=1)
    g.map_owner = 3
    g.bounty = 5
    g.chips[3] = 5
    seat_mem(
        g,
        [
            parse_list("2S 3S 4S 5S"),
            parse_list("2H 3H 4H 5H"),
            parse_list("2D 3D 4D"),
            parse_list("6C 7C 8C"),
        ],
        parse("10C"),
    )
    finish(g, [44, 44, 50, 40])  # two winners: the bounty stays
    assert g.bounty == 5
    g.apply(nav.NEXT)
    seat_mem(
        g,
        [
            parse_list("2S 3S 4S 5S"),
            parse_list("2H 3H 4H 5H"),
            parse_list("2D 3D 4D 5D"),
            parse_list("6C 7C 8C"),
        ],
        parse("10C"),
    )
    finish(g, [44, 40, 50, 40])
    assert g.bounty == 0 and g.last[4] == 5 and g.chips[0] == 12 + 3 + 5


def test_pirate_buyer_keeps_a_chip_and_the_roll_discards():
    g = game(pirate=1, players=0)
    g.rng = Fixed(1)
    g.chips = [2, 18]
    g.queue = [0, 1]
    g._map_next()
    assert g.cur == 1  # seat 0 cannot pay 2 and keep a chip
    g.apply(nav.MAP_BUY)
    kept = []
    while g.phase == nav.PH_DRAFT:
        a = g.legal_actions()[0]
        if g.cur == 1:
            kept.append(a)
        g.apply(a)
    # the d4 (rigged to 2) takes the second card of the owner's face-down row
    assert g.lost[1] == kept[1] and g.lost[1] not in g.mem[1]
    assert len(g.mem[1]) == 3 and len(g.mem[0]) == 4
    g.check()
