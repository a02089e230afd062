# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator options: Hotshot Spacer, Slingshot Manoeuvre, Extrapolative Computation.
Run by pytest and by MicroPython in a 64K heap (one module per interpreter)."""

from navhelp import deal, finish, four, game, seat_mem

from engine.cards import parse, parse_list
from engine.games import navigator as nav
from engine.games import navigator_calc as calc

HEAP_SRC = "72K"  # from source: the rules' parts compiled beside the test
HEAP64 = "76K"  # the 64-bit port's pointers are twice as wide


def test_hotshot_lock_first_packet_only_and_card_must_be_used():
    g = game(hotshot=1)
    deal(g, list(range(19)))
    c = min(g.packets[0])
    assert nav.LOCK + c in g.legal_actions()
    g.apply(nav.LOCK + c)
    while g.cur != 0 or g.pick == 1:
        g.apply(g.legal_actions()[0])
    assert g.hot[0] == c and max(g.legal_actions()) < nav.LOCK  # no lock after packet 1
    while g.phase == nav.PH_DRAFT:
        g.apply(g.legal_actions()[0])
    for m in g.legal_sets(0):
        assert c in g.set_cards(0, m)
    assert len(g.legal_sets(0)) == 3


def test_hotshot_stakes():
    g = four(hotshot=1)
    g.hotbet[1] = True  # seat 1 wins hot: 2 from everyone, co-winner 0 included
    finish(g, [44, 44, 50, 40])
    assert g.chips == [10 + 1 + 1 - 2, 10 + 6, 10 - 3, 10 - 3]
    g = four(hotshot=1)
    g.hotbet[2] = True  # seat 2 loses hot: pays 2 to everyone
    finish(g, [44, 50, 50, 40])
    assert g.chips == [10 + 1 + 2 + 1, 10 - 1 + 2, 10 - 6, 10 - 1 + 2]


def test_slingshot_one_suit_gives_minus_two():
    for sl, want in ((1, -2), (2, 0), (0, 0)):
        g = game(sling=sl)
        seat_mem(g, [parse_list("2S 3S 4H 5H")], parse("9S"), 44)
        cs = parse_list("9S 2S 3S")
        assert g.distance_for(cs, 44) == want
        assert g.distance_for(parse_list("9S 2S 4H"), 44) == 0
    g = game(sling=1)
    g.target = 44
    assert g.distance_for(parse_list("9S 2S 3S"), 40) == 2
    assert g.distance_for([parse("9S"), parse("2S"), 52], 40) == 4  # a joker has no suit


def test_phantom_numbers():
    assert calc.phantoms([1, 2, 3]) == [(0, 7), (4, 7)]
    assert calc.phantoms([13, 11, 12]) == [(10, 7)]  # nothing past a King
    assert calc.phantoms([5, 5, 6, 7]) == [(4, 12), (8, 12)]  # any three cards
    assert calc.phantoms([2, 4, 6]) == []
    g = game(extra=1)
    seat_mem(g, [parse_list("2S 3H 8D 9C")], parse("AC"))
    assert g.phantom_choices(0, 1 << nav.BEACON | 3, 0) == [0, 4]
    g = game(extra=1, jrun=0)
    seat_mem(g, [[52, parse("2H"), parse("8D"), parse("9C")]], parse("AC"))
    assert g.phantom_choices(0, 1 << nav.BEACON | 3, 0) == []  # no joker in a run
    g = game(extra=1, jrun=1)
    seat_mem(g, [[52, parse("2H"), parse("8D"), parse("9C")]], parse("AC"))
    assert g.phantom_choices(0, 1 << nav.BEACON | 3, 0) == [3]
    g = game(extra=1, arun=1)  # the Ace of the run stays 1
    seat_mem(g, [parse_list("2S 3H 8D 9C")], parse("AC"))
    assert g.phantom_choices(0, 1 << nav.BEACON | 3, 1) == []


def test_phantom_must_then_be_used():
    g = game(extra=1)
    seat_mem(g, [parse_list("JS QH 8D 9C")], parse("KC"), 120)
    g.apply(nav.SET + (1 << nav.BEACON | 3))
    assert g.legal_actions() == [nav.NO_PHANTOM, nav.PHANTOM + 10]
    g.apply(nav.PHANTOM + 10)
    assert g.vals[0] == [13, 11, 12, 10]
