# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda rules scenarios (pytest and ``micropython tests/mprun.py travfuda``)."""

from engine.games import travfuda as tf
from engine.games.travfuda import PLACE, Travfuda

J1, J2 = 60, 61


def C(number, k):
    """Card ``k`` (table column - 1) of suit ``number`` 1..10."""
    return (number - 1) * 6 + k


def arrange(g, hands, table, top=()):
    """Known hands and table piles; ``top`` are the next draws; the rest under them."""
    used = [c for part in hands + table + [list(top)] for c in part]
    g.hands = [sorted(h) for h in hands]
    g.table = [list(p) for p in table]
    g.stock = [c for c in range(60 if g.opt("jokers") == 2 else 62) if c not in used]
    g.stock += [top[i] for i in range(len(top) - 1, -1, -1)]
    g.caps = [[] for _ in range(g.n)]
    g.pts = [0] * g.n
    g.seat = 0
    g.check()


def play(g, a):
    g.apply(a)
    g.check()


def test_deck_as_the_table():
    n = [0] * 6
    for c in range(62):
        n[tf.SYM[c]] += 1
    assert n == [5, 10, 15, 4, 26, 2]  # starburst cutlass banner double plain joker
    assert sum(tf.VALUE) == 311
    # Fat Trader: Y cutlass, R banner, B banner, P banner, double, plain
    assert list(tf.SYM[24:30]) == [1, 2, 2, 2, 3, 4] and list(tf.COL[24:28]) == [3, 0, 4, 2]
    # Terran World: Y starburst, R cutlass, G cutlass, B banner, P banner, double
    assert list(tf.SYM[54:60]) == [0, 1, 1, 2, 2, 3] and list(tf.COL[54:59]) == [3, 0, 1, 4, 2]
    assert [c // 6 + 1 for c in range(60) if tf.SYM[c] == tf.STAR] == [2, 4, 6, 8, 10]
    assert [c // 6 + 1 for c in range(60) if tf.SYM[c] == tf.DOUBLE] == [3, 4, 5, 10]
    for k in range(5):  # each colour: 1 starburst, 2 cutlasses, 3 banners
        assert sorted([tf.SYM[c] for c in range(60) if tf.COL[c] == k]) == [0, 1, 1, 2, 2, 2]


def test_deal_sizes():
    want = ((12, 12, 26), (8, 12, 26), (6, 12, 26), (5, 10, 27), (4, 10, 28))
    for n in range(2, 7):
        hand, table, stock = want[n - 2]
        g = Travfuda(7, [n - 2])
        assert g.players() == n and [len(h) for h in g.hands] == [hand] * n
        assert [len(p) for p in g.table] == [1] * table and len(g.stock) == stock
        assert len(Travfuda(7, [n - 2, 2]).stock) == stock - 2  # no jokers


def test_first_draw():
    assert tf.draw_winner([C(4, 0), C(2, 5), C(9, 0)]) == 1  # lowest suit
    assert tf.draw_winner([C(6, 4), C(6, 1), C(6, 0)]) == 2  # starburst first
    assert tf.draw_winner([C(5, 5), C(5, 4), C(5, 1)]) == 2  # banner, double, plain
    assert tf.draw_winner([C(5, 5), C(5, 4)]) == 1  # double before plain
    assert tf.draw_winner([C(1, 3), C(4, 0), C(1, 4)]) == 1  # tied plains drop out
    assert tf.draw_winner([C(6, 1), C(6, 2), C(8, 4)]) == 2  # colour does not count
    assert tf.draw_winner([C(1, 3), C(1, 4), C(9, 3), C(9, 5)]) == -1  # all tied
    for seed in (26, 138, 139, 183):  # deals with a redraw
        g = Travfuda(seed, [0])
        assert len(g.draws) > 1 and tf.draw_winner(g.draws[0]) == -1
        assert g.to_move() == g.first == tf.draw_winner(g.draws[-1]) >= 0


def test_match_capture_and_new_pile():
    g = Travfuda(1, [0])
    arrange(g, [[C(3, 0), C(8, 3)], [C(9, 3), C(9, 4)]], [[C(3, 3)], [C(7, 3)]], [C(2, 0)])
    assert g.legal_actions() == [C(8, 3), 64 + C(3, 0)]  # a match must be used
    play(g, 64 + C(3, 0))
    assert g.caps[0] == [C(3, 3), C(3, 0)] and g.returns() == [11, 0]
    assert g.table == [[C(7, 3)], [C(2, 0)]] and g.to_move() == 1


def test_drawn_card_makes_a_threesome():
    g = Travfuda(1, [0])
    arrange(g, [[C(6, 0), C(8, 3)], [C(6, 1), C(9, 4)]], [[C(6, 4)], [C(7, 3)]], [C(6, 5), C(2, 3)])
    play(g, 64 + C(6, 0))
    assert g.table == [[C(6, 4), C(6, 0), C(6, 5)], [C(7, 3)]] and g.returns() == [0, 0]
    play(g, 64 + C(6, 1))  # P2 makes it four: 20 + 1 + 1 + 10
    assert g.returns() == [0, 32] and g.table == [[C(7, 3)], [C(2, 3)]]


def test_two_captures_in_one_turn():
    g = Travfuda(1, [0])
    arrange(
        g,
        [[C(10, 0), C(1, 3)], [C(9, 3), C(9, 4)]],
        [[C(10, 3), C(10, 5), C(10, 4)], [C(5, 1)], [C(7, 3)]],
        [C(5, 0)],
    )
    play(g, 64 + C(10, 0))
    assert g.returns() == [20 + 5 + 2 + 5 + 5 + 10, 0] and g.table == [[C(7, 3)]]


def test_drawn_card_with_two_piles_is_chosen():
    g = Travfuda(1, [0])
    arrange(
        g, [[C(8, 0), C(1, 3)], [C(9, 3), C(9, 4)]], [[C(8, 3)], [C(8, 4)], [C(7, 3)]], [C(8, 1)]
    )
    assert g.legal_actions() == [C(1, 3), 64 + C(8, 0), 128 + C(8, 0)]
    play(g, 64 + C(8, 0))
    assert g.to_move() == 0 and g.drawn == C(8, 1)
    assert g.legal_actions() == [PLACE + 1, PLACE + 2]
    play(g, PLACE + 2)  # on the other pile: both pairs are taken
    assert g.returns() == [32, 0] and g.table == [[C(7, 3)]] and g.to_move() == 1


def test_jokers():
    g = Travfuda(1, [0])  # pair: a joker matches only the other joker
    arrange(g, [[J1, C(1, 3)], [C(9, 3), C(9, 4)]], [[C(1, 4)], [J2]], [C(7, 3)])
    assert g.legal_actions() == [64 + C(1, 3), 128 + J1]
    g = Travfuda(1, [0, 1])  # wild: on any pile; a lone joker takes any card
    arrange(g, [[J1, C(2, 3)], [C(9, 3), C(9, 4)]], [[C(6, 0)], [C(7, 3)]], [C(1, 3)])
    assert g.legal_actions() == [C(2, 3), 64 + J1, 128 + J1]
    play(g, 64 + J1)
    assert g.returns() == [21, 0]
    arrange(g, [[C(2, 3), C(3, 3)], [C(9, 3), C(9, 4)]], [[J2], [C(3, 4)]], [C(2, 4)])
    assert g.legal_actions() == [64 + C(2, 3), 64 + C(3, 3), 128 + C(3, 3)]
    play(g, 64 + C(2, 3))  # the pile is now Asteroid Belt: the draw makes three
    assert g.table == [[J2, C(2, 3), C(2, 4)], [C(3, 4)]]


def test_end_and_empty_stock():
    g = Travfuda(1, [0])
    arrange(g, [[C(2, 3)], [C(9, 3)]], [[C(7, 3)]], [C(5, 5), C(6, 5)])
    play(g, C(2, 3))
    assert g.to_move() == 1
    play(g, C(9, 3))
    assert g.over() and g.legal_actions() == [] and len(g.stock) == 57
    assert g.returns() == [0, 0]  # table cards score nothing
    g = Travfuda(1, [0])
    arrange(g, [[C(2, 3)], [C(9, 3)]], [[C(7, 3)]])
    g.caps[1], g.pts[1], g.stock = g.stock, tf.pile_value(g.stock), []
    play(g, C(2, 3))  # no card to draw: the draw is skipped
    assert g.to_move() == 1 and g.table == [[C(7, 3)], [C(2, 3)]]


def test_whole_deals_and_ties():
    for n in range(2, 7):
        g = Travfuda(11, [n - 2])
        while not g.over():
            g.apply(g.legal_actions()[-1])
        g.check()
        assert g.turns == tf.DEALS[n - 2][0] * n and len(g.stock) == (4 if n == 6 else 2)
    g = Travfuda(1, [1])
    arrange(g, [[], [], []], [[C(7, 3)]])
    g.caps = [[C(2, 0), C(2, 3)], [C(1, 0), C(1, 1), C(1, 2), C(1, 3)], [C(4, 1)]]
    g.pts = [21, 21, 2]
    assert g.won(0) and g.won(1) and not g.won(2)  # ties share the win
    g.set_opt("ties", 1)  # ties: the most captured cards wins
    assert not g.won(0) and g.won(1)


def test_hard_computer_keeps_a_safe_pile_for_later():
    # The hard level on the board's interpreter: a 10-point Rockball pile nobody else
    # can take (the other Rockballs are captured) waits, the 1-point Troopship pile the
    # other player may take goes now; normal takes the richer pile at once.
    from engine.ai import travfuda as ai

    g = Travfuda(1, [0])
    theirs = [C(2, k) for k in range(6)] + [C(4, 4), C(4, 5)]
    arrange(g, [[C(6, 4), C(9, 3)], theirs], [[C(6, 1)], [C(9, 4)]])
    took = [C(6, 0), C(6, 2), C(6, 3), C(6, 5)]
    for c in took:
        g.stock.remove(c)
    g.caps[1] = took
    g.pts[1] = tf.pile_value(took)
    g.check()
    assert ai.choose(g, "normal") == 64 + C(6, 4)
    assert ai.choose(g, "hard") == 128 + C(9, 3)
