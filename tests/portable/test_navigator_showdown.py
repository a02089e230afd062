# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator scenarios: the showdown, payments with several winners, elimination, the end.
Run by pytest and by MicroPython in a 64K heap (one module per interpreter)."""

from navhelp import finish, four, game, seat_mem

from engine.cards import parse, parse_list
from engine.games import navigator as nav

HEAP_SRC = "72K"  # from source: the rules' parts compiled beside the test
HEAP64 = "72K"  # the 64-bit port: pointers twice as wide (the rules' parts)


def test_several_winners_each_paid_by_every_loser():
    g = four()
    finish(g, [42, 46, 50, 40])  # target 44: distances 2, 2, 6, 4
    order, dist, win, delta, bounty, forf = g.last
    assert dist == [2, 2, 6, 4] and win == [True, True, False, False]
    assert g.chips == [12, 12, 8, 8] and delta == [2, 2, -2, -2]
    assert g.round_wins[:2] == [1, 1]


def test_all_equal_means_no_payment():
    g = four()
    finish(g, [44, 44, 44, 44])
    assert g.chips == [10, 10, 10, 10] and g.last[2] == [True] * 4


def test_loser_short_of_chips_pays_in_order_and_is_out():
    g = four()
    g.init = 1  # showdown order 1, 2, 3, 0
    g.chips = [19, 10, 10, 1]
    finish(g, [44, 44, 50, 50])
    assert g.chips == [20, 12, 8, 0] and g.out == [False, False, False, True]
    g.apply(nav.NEXT)  # the token passes left; the out seat gets no packet
    assert g.init == 2 and g.packets[3] == [] and len(g.packets[2]) == 4


def test_last_player_wins_the_game():
    g = game(players=0)
    seat_mem(g, [parse_list("2S 3S 4S 5S"), parse_list("2H 3H 4H 5H")], parse("9C"))
    g.chips = [19, 1]
    finish(g, [44, 45])
    assert g.to_move() == 0 and g.legal_actions() == [nav.NEXT]
    g.apply(nav.NEXT)
    assert g.over() and g.won(0) and g.returns() == [20, 0]
