# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator variants: Forced and Select Command Override, Precog with the Tarot deck.
Run by pytest and by MicroPython in a 64K heap (one module per interpreter)."""

from navhelp import deal, game, seat_mem

from engine.cards import parse, parse_list
from engine.games import navigator_deck as deck

HEAP_SRC = "72K"  # from source: the rules' parts compiled beside the test
HEAP64 = "76K"  # the 64-bit port's pointers are twice as wide


def test_override_card_in_the_target_stands_alone():
    g = game(variant=1, osuit=2)  # forced, spades
    assert g.ovr == 0
    deal(g, parse_list("QS 5H 7D"))  # first card Override: alone; the beacon is next
    assert g.target == 12 and g.tcards == [parse("QS")] and g.beacon == parse("5H")
    g = game(variant=1, osuit=2)
    deal(g, parse_list("5H QS 7D"))  # second card Override: the first is discarded
    assert g.target == 12 and g.beacon == parse("7D")
    g = game(variant=1, osuit=2)
    deal(g, parse_list("AS 2H 7D"))
    assert g.target == 1  # an Ace in the target is 1
    g = game(variant=1, osuit=2)
    deal(g, [52, parse("5S"), 1])  # a joker is never Override
    assert g.target == 5


def test_forced_override_sets():
    g = game(variant=1, osuit=3)  # hearts
    deal(g, list(range(19)))
    b = parse("9C")
    seat_mem(g, [parse_list("2H 3H 4H 5C")], b)
    assert [len(g.set_cards(0, m)) for m in g.legal_sets(0)] == [4]  # beacon + 3 overrides
    g = game(variant=1, osuit=3)
    seat_mem(g, [parse_list("2H 3H 4H 5H")], b)
    assert len(g.legal_sets(0)) == 1 and len(g.set_cards(0, g.legal_sets(0)[0])) == 5
    g = game(variant=1, osuit=3)
    seat_mem(g, [parse_list("2H 3S 4S 5C")], b)
    sets = g.legal_sets(0)
    assert len(sets) == 3 and all([parse("2H") in g.set_cards(0, m) for m in sets])
    g = game(variant=1, osuit=3)
    seat_mem(g, [parse_list("2S 3S 4S 5C")], b)
    assert len(g.legal_sets(0)) == 6


def test_select_override_sets():
    b = parse("9C")
    g = game(variant=2, osuit=3)
    seat_mem(g, [parse_list("2H 3H 4H 5C")], b)
    sets = g.legal_sets(0)
    assert len(sets) == 6 and all([len(g.set_cards(0, m)) == 3 for m in sets])
    g = game(variant=2, osuit=3, osel=1)  # exactly one Override
    seat_mem(g, [parse_list("2H 3H 4H 5C")], b)
    assert len(g.legal_sets(0)) == 3
    g = game(variant=2, osuit=3)
    seat_mem(g, [parse_list("2S 3S 4S 5C")], b)
    assert len(g.legal_sets(0)) == 6


def test_tarot_values_and_target():
    g = game(variant=3)
    assert g.size == 80 and g.ovr == deck.TRUMP and g.tarot
    assert [deck.value(True, c) for c in range(14)] == [
        100,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        1,
        11,
        12,
        13,
    ]
    assert deck.value(True, 56) == 0 and deck.value(True, 76) == 20
    assert deck.value(True, 77) == 21 and deck.value(True, 78) == 0
    assert not g.is_ace(0)  # the Tarot Ace is always 100: no choice
    deal(g, [0, 10, 5])  # Ace and Page: 10 * 100 + 1
    assert g.target == 1001
    g = game(variant=3, tace=1)
    deal(g, [0, 10, 5])
    assert g.target == 11
    g = game(variant=4)
    deal(g, [3, 76, 5])  # a trump second: alone
    assert g.target == 20
