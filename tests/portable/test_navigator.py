# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator rules scenarios and solver checks (CPython and MicroPython)."""

from engine.cards import parse, parse_list
from engine.games import navigator as nav
from engine.games import navigator_calc as calc

# The unix port has 8-byte pointers: this module, the rules and the solver take ~54K
# before a test runs (about half on a 32-bit board), so it asks for more than 64K.
HEAP = "96K"
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
    g._seat_start(g._order(0)[0])


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


# -- target, beacon, draft -------------------------------------------------------------


def test_target_is_tens_and_ones():
    for top, want in (("3H 5C", 35), ("QS 5D", 125), ("5H KC", 63), ("AH 4S", 14),
                      ("KS KH", 143), ("2S AS", 21)):
        g = game()
        deal(g, parse_list(top + " 9C") + parse_list("2C 3C 4C 5C 6C 7C 8C 10C"
                                                      " JC QC KC AC 2D 3D 4D 5D"))
        assert g.target == want and g.beacon == parse("9C") and g.phase == nav.PH_DRAFT
        assert len(g.packets[3]) == 4
    g = game()
    deal(g, [52, 53])
    assert g.target == 0  # joker, joker


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


# -- vector sets -------------------------------------------------------------------------


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


# -- scoring ------------------------------------------------------------------------------


def four(**kw):
    g = game(**kw)
    seat_mem(g, [parse_list("2S 3S 4S 5S"), parse_list("2H 3H 4H 5H"),
                 parse_list("2D 3D 4D 5D"), parse_list("6C 7C 8C 9C")], parse("10C"))
    return g


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


def test_mental_mode_wrong_declaration_forfeits():
    g = four(mode=1)
    assert g.phase == nav.PH_SET
    g.apply(g.legal_actions()[0])
    assert g.phase == nav.PH_DECLARE
    assert g.legal_actions() == list(range(nav.DECLARE, nav.DECLARE + 32)) + [nav.FAR]
    for a in nav.declare_steps(0):  # declares 44
        g.apply(a)
    g.vals[0] = [45]
    g.apply(nav.DONE)
    finish(g, [45, 46, 50, 40])
    assert g.last[5][0] and not g.last[2][0] and g.last[2][1]  # seat 1 wins at d2
    g = four(mode=1)
    g.apply(g.legal_actions()[0])
    for a in nav.declare_steps(1):  # declares 45 and makes it
        g.apply(a)
    assert g.declared[0] == 45
    g.vals[0] = [45]
    g.apply(nav.DONE)
    finish(g, [45, 46, 50, 40])
    assert g.last[2] == [True, False, False, False]
    g = four(mode=1)
    g.apply(g.legal_actions()[0])
    g.apply(nav.FAR)  # "far away" holds only for a result more than 500 off
    g.vals[0] = [44 + 600]
    g.apply(nav.DONE)
    finish(g, [0, 46, 50, 40])
    assert not g.last[5][0]


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
    seat_mem(g, [parse_list("2S 3S 4S 5S"), parse_list("2H 3H 4H 5H"),
                 parse_list("2D 3D 4D"), parse_list("6C 7C 8C")], parse("10C"))
    finish(g, [44, 44, 50, 40])  # two winners: the bounty stays
    assert g.bounty == 5
    g.apply(nav.NEXT)
    seat_mem(g, [parse_list("2S 3S 4S 5S"), parse_list("2H 3H 4H 5H"),
                 parse_list("2D 3D 4D 5D"), parse_list("6C 7C 8C")], parse("10C"))
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
    while g.phase == nav.PH_DRAFT:
        g.apply(g.legal_actions()[0])
    assert len(g.mem[1]) == 3 and g.lost[1] >= 0 and g.roll == 2 and len(g.mem[0]) == 4
    g.check()


# -- extrapolative computation -----------------------------------------------------------


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


# -- Tarot ------------------------------------------------------------------------------


def test_tarot_values_and_target():
    g = game(variant=3)
    assert g.size == 80 and g.ovr == calc.TRUMP and g.tarot
    assert [calc.value(True, c) for c in range(14)] == [100, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                                                        1, 11, 12, 13]
    assert calc.value(True, 56) == 0 and calc.value(True, 76) == 20
    assert calc.value(True, 77) == 21 and calc.value(True, 78) == 0
    assert not g.is_ace(0)  # the Tarot Ace is always 100: no choice
    deal(g, [0, 10, 5])  # Ace and Page: 10 * 100 + 1
    assert g.target == 1001
    g = game(variant=3, tace=1)
    deal(g, [0, 10, 5])
    assert g.target == 11
    g = game(variant=4)
    deal(g, [3, 76, 5])  # a trump second: alone
    assert g.target == 20


# -- arithmetic ---------------------------------------------------------------------------


def test_step_rules():
    op = calc.op
    assert op(7, 2, calc.DIV) is None and op(8, 2, calc.DIV) == 4 and op(0, 5, calc.DIV) == 0
    assert op(5, 0, calc.DIV) is None and op(-8, 2, calc.DIV) == -4
    assert op(0, 0, calc.POW) is None and op(0, 0, calc.POW, True) == 1
    assert op(2, -1, calc.POW) is None and op(5, 0, calc.POW) == 1
    assert op(13, 8, calc.POW) == 815730721 and op(13, 9, calc.POW) is None
    assert op(2, 29, calc.POW) == 536870912 and op(2, 30, calc.POW) is None
    assert op(100, 4, calc.POW) == 100000000 and op(100, 5, calc.POW) is None
    assert op(-2, 3, calc.POW) == -8 and op(-1, 999999, calc.POW) == -1
    assert op(1, 999999999, calc.POW) == 1
    assert op(100000, 10000, calc.MUL) == 1000000000 and op(100000, 10001, calc.MUL) is None
    assert op(1000000000, 1, calc.ADD) is None and op(-1000000000, 1, calc.SUB) is None
    assert calc.apply_step([7, 8, 11], 2, 0, calc.SUB) == [4, 8]


def test_text_examples_reach_their_optimum():
    v, steps, exact = calc.solve([7, 8, 11], 31)
    assert abs(v - 31) == 1 and exact and calc.run([7, 8, 11], steps) == v
    g = game()
    seat_mem(g, [parse_list("5S 6H JD QC")], parse("6C"), 44)
    best = None
    for m in g.legal_sets(0):
        d = abs(calc.solve(g.set_values(0, m, 0), 44)[0] - 44)
        best = d if best is None else min(best, d)
    assert best == 2
    assert abs(calc.solve([2, 2, 9], 40)[0] - 40) == 4  # 9^2/2 is not whole


def test_solver_agrees_with_exhaustive_search_on_small_sets():
    # A second, simple search (every pair, every operator, recursively); the big
    # comparison (10,000 sets, up to 5 values) is in tests/test_navigator.py.
    for vals in ([1, 1, 2, 2], [0, 0, 13], [100, 1, 7], [2, 2, 9], [12, 100, 3], [0, 0, 0]):
        seen = {}
        _all(vals, seen)
        for t in (0, 7, 24, 44, 99, 125, 143):
            want = min([abs(x - t) for x in seen])
            v, steps, exact = calc.solve(vals, t)
            assert abs(v - t) == want and calc.run(vals, steps) == v


def _all(vals, out):
    if len(vals) == 1:
        out[vals[0]] = 1
        return
    n = len(vals)
    for i in range(n):
        for j in range(n):
            if i != j:
                for o in range(5):
                    r = calc.apply_step(vals, i, j, o)
                    if r is not None:
                        _all(r, out)


def test_undo_and_step_actions():
    g = four()
    g.apply(g.legal_actions()[0])  # set: beacon 10, 2, 3
    assert g.vals[0] == [10, 2, 3]
    step = nav.STEP + (0 * 6 + 1) * 5 + calc.MUL
    assert nav.STEP + (0 * 6 + 2) * 5 + calc.DIV not in g.legal_actions()  # 10/3
    g.apply(step)
    assert g.vals[0] == [20, 3] and nav.UNDO in g.legal_actions()
    g.apply(nav.UNDO)
    assert g.vals[0] == [10, 2, 3]
    g.apply(step)
    g.apply(nav.STEP + (0 * 6 + 1) * 5 + calc.ADD)
    assert g.legal_actions() == [nav.UNDO, nav.DONE]
    g.apply(nav.DONE)
    assert g.result[0] == 23 and g.cur == 1
    g.apply(g.legal_actions()[0])  # seat 1: beacon 10, 2H, 3H
    assert g.vals[1] == [10, 2, 3] and nav.UNDO not in g.legal_actions()
    for i, j, o in calc.steps3(calc.whole_codes(g.vals[1], False, 36)):
        g.apply(nav.STEP + (i * 6 + j) * 5 + o)
    g.apply(nav.DONE)
    assert g.result[1] == 36 and g.cur == 2


def test_timer_forfeit():
    g = four(timer=1)
    assert nav.GIVE_UP in g.legal_actions()
    g.apply(nav.GIVE_UP)
    assert g.gaveup[0] and g.cur == 1
    finish(g, [44, 45, 50, 50])
    assert g.last[2] == [False, True, False, False] and g.last[5][0]
