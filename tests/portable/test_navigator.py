# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator scenarios: the target, the draft, vector sets and Ace values.
Run by pytest and by MicroPython in a 64K heap (one module per interpreter)."""

from navhelp import deal, game, seat_mem

from engine.cards import parse, parse_list
from engine.games import navigator as nav

HEAP_SRC = "72K"  # from source: the rules' parts compiled beside the test
HEAP64 = "80K"  # the 64-bit port: pointers twice as wide


def test_target_is_tens_and_ones():
    for top, want in (
        ("3H 5C", 35),
        ("QS 5D", 125),
        ("5H KC", 63),
        ("AH 4S", 14),
        ("KS KH", 143),
        ("2S AS", 21),
    ):
        g = game()
        deal(
            g,
            parse_list(top + " 9C")
            + parse_list("2C 3C 4C 5C 6C 7C 8C 10C" " JC QC KC AC 2D 3D 4D 5D"),
        )
        assert g.target == want and g.beacon == parse("9C") and g.phase == nav.PH_DRAFT
        assert len(g.packets[3]) == 4
    g = game()
    deal(g, [52, 53])
    assert g.target == 0  # joker, joker


def test_draft_passes_left_and_keeps_the_last_card():
    g = game(players=1)  # 3 players
    deal(g, list(range(15)))
    p = [list(x) for x in g.packets]
    for r in range(3):
        for s in range(3):
            assert g.cur == s and g.pick == r + 1
            g.apply(min(g.packets[s]))
        if r == 0:  # seat 0 now holds the packet of seat 2 (its right), seat 1 that of 0
            assert sorted(g.packets[0]) == sorted(p[2])[1:]
            assert sorted(g.packets[1]) == sorted(p[0])[1:]
    assert [len(m) for m in g.mem] == [4, 4, 4] and g.phase == nav.PH_SET
    assert sorted(g.mem[0] + g.mem[1] + g.mem[2]) == sorted(p[0] + p[1] + p[2])
    assert g.mem[0][0] == min(p[0]) and g.mem[0][1] == min(sorted(p[2])[1:])
    g.check()


def test_draft_skips_an_eliminated_player():
    g = game()
    g.out[2] = True
    g.chips[2] = 0
    deal(g, list(range(19)))
    assert g.packets[2] == [] and g._order(0) == [0, 1, 3]
    p = [list(x) for x in g.packets]
    for s in (0, 1, 3):
        g.apply(min(g.packets[s]))
    assert sorted(g.packets[3]) == sorted(p[1])[1:]  # 1 passes over 2 to 3
    assert sorted(g.packets[0]) == sorted(p[3])[1:]


def test_base_set_is_the_beacon_and_two_memory_cards():
    g = game()
    deal(g, list(range(19)))
    seat_mem(g, [parse_list("5S 6H JD QC")], parse("6C"))
    sets = g.legal_sets(0)
    assert len(sets) == 6 and all([m >> nav.BEACON & 1 for m in sets])
    g.apply(nav.SET + (1 << nav.BEACON | 1 | 8))
    assert g.phase == nav.PH_CALC and g.vals[0] == [6, 5, 12]


def test_aces_are_chosen_per_ace():
    g = game()
    deal(g, list(range(19)))
    seat_mem(g, [parse_list("AS AH 2D 3C")], parse("AC"))
    g.apply(nav.SET + (1 << nav.BEACON | 3))
    assert g.phase == nav.PH_ACE and g.legal_actions() == [400, 401, 402, 403, 404, 405, 406, 407]
    g.apply(nav.ACES + 5)  # beacon Ace and the second memory Ace are 100
    assert g.vals[0] == [100, 1, 100]
