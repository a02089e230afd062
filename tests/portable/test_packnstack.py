# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pack 'n Stack rules scenarios (CPython and MicroPython)."""

from engine.cards import parse
from engine.games.packnstack import PASS, PackNStack
from engine.ui import packnstack_text as words


def game(cells, stock="", opts=(0,)):
    """Red (the person) to move; ``cells`` like "0=2H,3H 4=9H": cell=bottom,..,top."""
    g = PackNStack(7, list(opts))
    g.grid = [[] for _ in range(25)]
    for w in cells.split():
        g.grid[int(w.split("=")[0])] = [parse(t) for t in w.split("=")[1].split(",")]
    g.stock = [parse(t) for t in stock.split()]
    g.turn = 0
    return g


def test_successor_table_every_pair():
    # what may go on each rank, straight from the rules (Ace as an odd numeral)
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    allowed = {"J": "Q K A 3 5 7 9 ", "Q": "K 2 4 6 8 10 ", "K": "A 2 3 4 5 6 7 8 9 10"}
    for ace_opt in (0, 1):
        for lo in range(13):
            for hi in range(13):
                if lo == hi:
                    continue
                ok = ranks[hi] in allowed[ranks[lo]].split() if lo > 9 else hi > lo
                if ace_opt and hi == 0:
                    ok = False  # "Ace on J/K: no": the Ace never goes on anything
                # the higher card at A1, the lower at A4 (same row), hearts
                g = game("0=%sH 3=%sH" % (ranks[hi], ranks[lo]), "5S", (0, 0, 0, 0, ace_opt))
                assert (3 in g.legal_actions()) == ok, (ranks[hi], ranks[lo], ace_opt)


def test_packs_need_same_suit_and_a_line():
    # 3H (A1) may go on AH (A4) in its row, at any distance; 2D (C3) and AD (B2) share
    # no line, nor do 5H (E5) and the hearts; 7C is black's
    g = game("0=3H 3=AH 6=AD 12=2D 24=5H 5=7C", "5S")
    assert g.legal_actions() == [3]


def test_pack_refills_from_the_stock():
    g = game("0=3H 3=AH 9=KS", "9C 4D")
    g.apply(3)  # 3H onto AH
    assert g.grid[3] == [parse("AH"), parse("3H")]
    assert g.grid[0] == [parse("4D")]  # the stock's top card fills A1
    assert g.stock == [parse("9C")] and g.to_move() == 1


def test_packets_by_top_card_or_bottom_card():
    cells = "0=2H,10H 2=AH,4H 10=3D,5D 12=4D"
    top = game(cells, "KS")
    assert 2 in top.legal_actions()  # a packet headed 10 onto one headed 4
    assert 10 * 25 + 12 in top.legal_actions()  # 5D (over 3D) onto 4D
    bottom = game(cells, "KS", (0, 0, 0, 0, 0, 1))
    assert 2 not in bottom.legal_actions()  # its bottom 2 may not go on 4
    assert 10 * 25 + 12 not in bottom.legal_actions()  # 3D may not go on 4D
    top.apply(2)
    assert top.grid[2] == [parse(c) for c in "AH 4H 2H 10H".split()]


def test_empty_cell_only_for_packets_after_the_stock():
    g = game("0=3H 1=AH 2=5D 3=2D,6D 23=7H 4=KS", "9C")
    # empty cells in line with the 2D-6D packet, but the stock is not out: no shifts
    assert g.legal_actions() == [1, 3 * 25 + 2]
    g.apply(1)  # 3H on AH: the last stock card fills A1
    assert g.grid[0] == [parse("9C")] and g.stock == []
    g.apply(PASS)  # black (KS, 9C) has no move
    # now packets may shift to empty cells in their lines (A2's down column 2, A4's down
    # column 4); the single 7H (E4) may not, though its row and column have empty cells
    assert g.legal_actions() == [31, 36, 41, 46, 3 * 25 + 2, 83, 88, 93]
    g.apply(3 * 25 + 2)  # the 6D packet on 5D: nothing left to refill A4
    assert g.grid[3] == [] and len(g.grid[2]) == 3


def test_only_your_own_colour_moves():
    g = game("0=3S 3=AS 10=2H 14=KH", "5C")
    assert g.legal_actions() == [10 * 25 + 14, 14 * 25 + 10]
    g.turn = 1
    assert g.legal_actions() == [3]


def test_two_full_stacks_win():
    suit = "A,2,3,4,5,6,7,8,9,10,J,Q,K".replace(",", "%s,") + "%s"
    hearts = (suit % tuple("H" * 13))[:-3]  # AH .. QH
    g = game("0=%s 4=KH 12=%s 20=2S 24=3S" % (hearts, suit % tuple("D" * 13)))
    assert not g.over()
    g.apply(4 * 25 + 0)  # KH on QH completes hearts; diamonds already done
    assert g.over() and g.won(0) and not g.won(1)
    assert g.returns() == [1, -1]
    assert words.outcome(g).split("\n")[0] == "You win!"


def test_no_move_means_pass_and_two_passes_end_it():
    g = game("0=3S 7=AS 10=2H 14=KC", "5C")
    assert g.legal_actions() == [PASS]
    g.apply(PASS)
    assert g.to_move() == 1 and g.legal_actions() == [PASS]
    g.apply(PASS)
    assert g.over() and g.returns() == [0, 0] and not g.won(0) and not g.won(1)
    assert words.outcome(g).split("\n")[:2] == ["Draw", "Both passed"]
    tb = game("0=3S,4S 7=AS 10=2H 14=KC", "5C", (0, 0, 0, 0, 0, 0, 1))
    tb.apply(PASS)
    tb.apply(PASS)
    assert tb.won(1)  # tie-break: black's stacks 2+1 beat red's 1+0


def test_repeated_position_is_a_draw():
    # the heart packet shuttles A1 > A2 > A1, the club packet D1 > D2 > D1
    g = game("0=2H,3H 4=9H 15=4C,5C 19=AC")
    for a in [1, 15 * 25 + 16, 25, 16 * 25 + 15] * 3:
        if not g.over():
            g.apply(a)
    # the position after the first shift comes round a third time at the ninth ply
    assert g.over() and g.end == 3 and len(g.log) == 9 and g.returns() == [0, 0]


def test_first_player_has_fewer_cards_of_their_colour():
    for seed in range(1, 30):
        g = PackNStack(seed, [0])
        red = len([p for p in g.grid if p[0] // 13 in (1, 2)])
        assert g.first == (0 if red < 13 else 1) and g.to_move() == g.first


def test_play_on_and_voluntary_pass():
    g = game("0=3H 3=AH 10=2H 11=9D 14=8D", "5S 6S", (0, 0, 1))
    assert PASS not in g.legal_actions()
    g.apply(3)
    assert g.to_move() == 0 and PASS in g.legal_actions() and words.label(g, PASS) == "End turn"
    g.apply(PASS)
    assert g.to_move() == 1 and g.passes == 0
    free = game("0=3H 3=AH", "5S", (0, 0, 0, 1))
    assert free.legal_actions() == [3, PASS] and words.label(free, PASS) == "Pass"


def test_labels():
    g = game("0=2H,10H 2=AH,4H", "KS")
    assert words.label(g, 2) == "⑩♥(2) on 4♥ A1>A3"  # a 10 as on the grid
    assert words.label(g, PASS) == "Pass"
