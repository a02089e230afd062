# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda on CPython: many random deals, no peeking, texts and the play screen."""

from helpers import play_screen, press, rows, run_computers, shot

from engine import save, stats
from engine.ai import travfuda as ai
from engine.games import travfuda as tf
from engine.games.travfuda import PLACE, Travfuda
from engine.rng import Rng
from engine.ui import travfuda as ui
from engine.ui import travfuda_text as words


def C(number, k):
    return (number - 1) * 6 + k


def test_random_play_keeps_every_invariant():
    for seed in range(120):
        for opts in ([0], [1], [2], [3], [4], [2, 1], [3, 2], [1, 1, 1, 1]):
            g = Travfuda(seed, opts)
            r = Rng(seed)
            g.check()
            while not g.over():
                g.apply(r.choice(g.legal_actions()))
                g.check()
                assert len(g.log) <= g.MAX_ACTIONS
            assert [len(h) for h in g.hands] == [0] * g.players()


def test_computer_ignores_hidden_cards():
    # the other hands and the deck permuted in every way tried: the same choice
    checked = 0
    for seed in range(40):
        g = Travfuda(seed, [seed % 5])
        r = Rng(seed)
        while not g.over():
            seat = g.to_move()
            for level in ai.LEVELS:
                want = ai.choose(g, level)
                for k in range(3):
                    w = g.determinize(seat, Rng(seed * 10 + k))
                    assert w.hands[seat] == g.hands[seat] and w.table == g.table
                    assert ai.choose(w, level) == want
                    checked += 1
            g.apply(r.choice(g.legal_actions()))
    assert checked > 1000


def test_determinize_moves_only_unseen_cards():
    g = Travfuda(5, [2])
    w = g.determinize(1, Rng(3))
    w.check()
    assert w.hands[1] == g.hands[1] and w.table == g.table and w.caps == g.caps
    assert sorted(w.stock + w.hands[0] + w.hands[2] + w.hands[3]) == sorted(
        g.stock + g.hands[0] + g.hands[2] + g.hands[3]
    )
    assert w.stock != g.stock
    # the same unseen set arranged differently gives the same sample
    v = g.determinize(1, Rng(9))
    assert v.determinize(1, Rng(3)).stock == w.stock


def setup(g, hands, table, top=()):
    """A two-player position, you to play: these hands and piles, nothing captured, the
    other cards in the stock (ascending) with ``top`` drawn next (the last one first)."""
    used = [c for part in hands + table for c in part] + list(top)
    g.hands, g.table = hands, table
    g.stock = [c for c in range(62) if c not in used] + list(top)
    g.seat, g.caps, g.pts = 0, [[], []], [0, 0]
    g.check()


def screen(g):
    """Travfuda's play screen on ``g``, past the first-player draw."""
    sc = play_screen(ui.Screen, g, ai)
    sc.intro = False
    return sc


def test_levels():
    g = Travfuda(1, [0])
    # Scoutship plain, Fat Trader double, Troopship blue cutlass; piles: Troopship, Fat Trader
    setup(
        g,
        [[C(1, 3), C(5, 4), C(9, 0)], [C(2, 3), C(2, 4), C(2, 5)]],
        [[C(9, 4)], [C(5, 5)], [C(7, 3)]],
    )
    assert ai.LEVELS == ("easy", "normal", "hard")
    # easy lays the first card that reaches a pile; normal takes the richest capture
    assert ai.choose(g, "easy") == ai.choose(g, 0) == 128 + C(5, 4)
    assert ai.choose(g, "normal") == 64 + C(9, 0)
    assert ai.choose(g, "hard") == ai.hint(g) == 64 + C(9, 0)  # the hint is the hard level
    g.set_opt("level", 0)  # the option's level when none is given
    assert ai.choose(g) == 128 + C(5, 4)
    # no pile fits: normal drops the cheapest card
    setup(g, [[C(1, 0), C(6, 3), C(8, 4)], [C(2, 3), C(2, 4), C(2, 5)]], [[C(7, 3)]])
    assert ai.choose(g, "normal") == C(8, 4)
    # a drawn card that fits two piles goes where it makes the richest even pile
    setup(g, [[C(1, 0)], [C(2, 3)]], [[C(6, 4)], [C(6, 0), C(6, 3), C(6, 5)], [C(6, 1)]])
    g.drawn = C(6, 2)
    g.stock.remove(C(6, 2))
    g.phase = tf.CHOOSE
    assert ai.choose(g, "normal") == PLACE + 2  # 20 + 5 + 1 + 10 on the threesome
    assert ai.choose(g, "easy") == PLACE + 1


def others_took(g, cards):
    """The other player has captured ``cards`` (out of the stock): everyone saw them."""
    for c in cards:
        g.stock.remove(c)
    g.caps[1] += cards
    g.pts[1] = tf.pile_value(g.caps[1])
    g.check()


THEIRS = [C(2, k) for k in range(6)] + [C(4, 4), C(4, 5)]  # 8 cards: no Troopship


def test_hard_takes_the_pile_at_risk_first():
    # A 10-point Rockball pile nobody else can take (every other Rockball is captured)
    # and a 1-point Troopship pile the other player may take: normal grabs the richer
    # pile, hard takes the Troopships now and keeps its Rockball for the safe pile.
    g = Travfuda(1, [0])
    setup(g, [[C(6, 4), C(9, 3)], THEIRS], [[C(6, 1)], [C(9, 4)]])
    others_took(g, [C(6, 0), C(6, 2), C(6, 3), C(6, 5)])
    assert ai.choose(g, "normal") == 64 + C(6, 4)
    assert ai.choose(g, "hard") == 128 + C(9, 3)
    # with Rockballs still unseen the 10 points are at risk too: hard takes them
    g = Travfuda(1, [0])
    setup(g, [[C(6, 4), C(9, 3)], THEIRS], [[C(6, 1)], [C(9, 4)]])
    assert ai.choose(g, "hard") == 64 + C(6, 4)


def test_hard_opens_a_suit_only_it_can_close():
    # Nothing captures. Normal drops its lowest card, a Free Trader the other player may
    # answer; hard opens a Patrol Ship pile: it holds the other one and every other
    # Patrol Ship is captured, so it takes both cards back next turn.
    g = Travfuda(1, [0])
    setup(g, [[C(3, 4), C(7, 4), C(7, 5)], THEIRS], [[C(1, 0)]])
    others_took(g, [C(7, 0), C(7, 1), C(7, 2), C(7, 3)])
    assert ai.choose(g, "normal") == C(3, 4)
    assert ai.choose(g, "hard") in (C(7, 4), C(7, 5))


def test_hard_counts_the_next_draw_as_a_threat(monkeypatch):
    # A suit's threat (1024ths) is the chance the other player holds one of its unseen
    # cards, plus DRAW/16 of the chance their draw turns one: it lands on the odd pile
    # and they take it. No draw is counted when the deck is empty or their hand is.
    g = Travfuda(1, [0])
    setup(g, [[C(6, 4), C(9, 3)], THEIRS], [[C(6, 1)], [C(9, 4)]])
    others_took(g, [C(6, 0), C(6, 2), C(6, 3), C(6, 5)])  # no Rockball left unseen
    cnt, _ = ai.unseen(g)
    total = sum(cnt)
    q = ai.threat(g, cnt)
    monkeypatch.setattr(ai, "DRAW", 0)
    held = ai.threat(g, cnt)
    assert ai.DRAW == 0 and q != held
    for k in range(11):
        assert q[k] - held[k] == 8 * 64 * cnt[k] // total  # DRAW 8: half the draw chance
    assert held[5] == q[5] == 0  # Rockball: nothing unseen, no threat at all
    assert 0 < held[8] < q[8]  # Troopship: they may hold one, or draw one
    monkeypatch.setattr(ai, "DRAW", 8)
    g.stock, g.hands[1] = g.stock + g.hands[1], []  # their hand is empty: no turn, no draw
    assert ai.threat(g, ai.unseen(g)[0]) == [0] * 11
    g.hands[1], g.stock = g.stock, []  # the deck is empty: only what they hold counts
    cnt, _ = ai.unseen(g)
    monkeypatch.setattr(ai, "DRAW", 0)
    held = ai.threat(g, cnt)
    monkeypatch.setattr(ai, "DRAW", 8)
    assert ai.threat(g, cnt) == held


def test_hard_keeps_its_work_bounded():
    # the work is hand cards x (piles + 2 x 11 suits): a full opening hand and a crowded
    # table ask for no more than that many steps (counted, never timed)
    calls = [0]
    real = ai.worth

    def counting(*args):
        calls[0] += 1
        return real(*args)

    ai.worth = counting
    try:
        most = 0
        for seed in range(20):
            g = Travfuda(seed, [seed % 5, seed % 3])
            while not g.over():
                calls[0] = 0
                g.apply(ai.choose(g, "hard"))
                most = max(most, calls[0])
    finally:
        ai.worth = real
    assert 0 < most <= 12 * 2 * (24 + 22)  # 12 cards x 2 piles each, 24 piles at most


def test_names_and_labels():
    assert ui.long_name(C(2, 1)) == ("2 Asteroid Belt", "Yellow Banner 5pt")
    assert ui.long_name(C(10, 0)) == ("10 Terran World", "Yellow Starburst 20pt")
    assert ui.long_name(C(4, 1)) == ("4 Comet", "Double Plain 2pt")
    assert ui.long_name(61) == ("Joker", "Joker 1pt")
    assert [ui.short(C(5, k)) for k in range(6)] == ["5⚔Y", "5⚑R", "5⚑B", "5⚑P", "5═", "5─"]
    for c in range(62):
        assert max([len(x) for x in ui.long_name(c)]) <= 21 and len(ui.cell(c)) == 3
    g = Travfuda(1, [0])
    g.table = [[C(5, 3), C(5, 5), C(5, 1)]]
    assert ui.face(g, g.table[0]) == "5⚑3"
    assert words.label(g, 64 + C(5, 0)) == "Play 5⚔Y on 5⚑3"
    assert words.label(g, C(3, 3)) == "Play 3─ new pile"
    g.drawn = C(5, 4)
    assert words.label(g, PLACE + 1) == "Put 5═ on 5⚑3"
    for seed in range(30):
        g = Travfuda(seed, [seed % 5])
        for a in g.legal_actions():
            assert len(words.label(g, a)) <= 21


def test_outcome_combos_and_statistics():
    g = Travfuda(1, [1, 0, 1])
    g.hands = [[], [], []]
    stars = [C(2, 0), C(4, 0), C(6, 0), C(8, 0), C(10, 0)]
    reds = [C(5, 1), C(6, 3), C(3, 1)]
    comet = [C(4, k) for k in range(1, 6)]
    g.caps = [stars + reds + comet, [C(1, 0)], []]
    g.table = []
    g.stock = [c for c in range(62) if c not in g.caps[0] + g.caps[1]]
    g.pts = [tf.pile_value(c) for c in g.caps]
    assert tf.combos(g.caps[0]) == [(0, 30), (1, 10), (9, 10)]
    assert g.returns() == [121 + 50, 10, 0]
    g.set_opt("combos", 0)  # no combinations by default
    assert g.returns() == [121, 10, 0]
    g.set_opt("combos", 1)
    g.step()
    assert g.over()
    assert words.outcome(g).split("\n") == [
        "You win!",
        "You 171  P2 10  P3 0",
        "+30 5 starbursts",
        "+10 Red banners",
        "+10 All Comet",
    ]
    st = {}
    g.record(st)
    g.record(st)
    assert st["games3p"] == 2 and st["wins3p"] == 2 and st["best"] == 171
    assert words.stats_lines(stats.loads(stats.dumps(st))) == [
        "Players Games  Won",
        "      3     2    2",
        "Best score 171",
    ]


def test_save_round_trip():
    g = Travfuda(77, [3, 1])
    while len(g.log) < 12:
        g.apply(ai.choose(g))
    h = save.loads(save.dumps(g), Travfuda)
    assert h.hands == g.hands and h.table == g.table and h.stock == g.stock
    assert h.returns() == g.returns() and h.to_move() == g.to_move()


def first_human_turn(seed, options):
    """A new game and its screen, the first-player draw still shown."""
    g = Travfuda(seed, options)
    return g, play_screen(ui.Screen, g, ai)


def test_screen_shows_the_draw_then_the_table():
    g, sc = first_human_turn(26, [0])  # a deal where the first draw was tied
    assert len(g.draws) == 2
    lines = rows(sc)
    assert lines[0].startswith("Draw for 1st player")
    assert lines[1].startswith("You " + ui.cell(g.draws[0][0]) + " " + ui.cell(g.draws[1][0]))
    assert lines[7].startswith(ui.name(g.first))
    assert shot(sc).selected() == [ui.cell(g.draws[1][g.first])]
    press(sc, "A")  # any key goes on
    run_computers(sc)
    lines = rows(sc)
    assert lines[0] == "▒%-2d  Me  P2" % len(g.stock) + " " * 10
    assert lines[1].startswith("Pts")
    faces = " ".join([ui.face(g, p) for p in g.table[:5]])
    assert lines[2].startswith(faces)
    c = g.hands[0][0]
    assert lines[5][1:4] == ui.cell(c) and lines[6].startswith(ui.long_name(c)[0])
    assert ui.cell(c) in shot(sc).selected()


def test_screen_plays_a_turn_step_by_step():
    g = Travfuda(1, [0])
    setup(g, [[C(3, 0), C(8, 3)], [C(9, 3), C(9, 4)]], [[C(3, 3)], [C(7, 3)]], [C(2, 0)])
    sc = screen(g)
    assert sc.key("RIGHT") is None and sc.key("LEFT") is None
    sc.key("A")  # 3⚔P onto the Free Trader plain
    assert sc.msg == "You: 3⚔P on 3─1" and sc.busy()
    assert "3⚔2" in shot(sc).selected()
    sc.tick(1)
    assert sc.msg == "You drew 2✶R" and "2✶1" in shot(sc).selected()
    sc.tick(2)
    assert sc.msg == "You took 1 pile +11"
    assert rows(sc)[1].startswith("Pts  11   0")
    sc.tick(3)  # P2 has no Troopship pile: a new pile
    assert sc.last == (1, C(9, 3)) and sc.msg == "P2: 9─ new pile"
    assert g.returns() == [11, 0]


def test_screen_asks_which_pile_and_refuses_nothing_silently():
    g = Travfuda(1, [0])
    setup(g, [[C(1, 3), C(8, 0)], [C(9, 3), C(9, 4)]], [[C(8, 3)], [C(8, 4)], [C(7, 3)]])
    sc = screen(g)
    sel = press(sc, "RIGHT A").selected()  # the Gas Giant starburst: two piles fit
    assert sc.msg == "Which 8✶P pile?" and not g.log
    assert sel == ["Me", "8─1", "8✶P"]  # your turn, pile 1, the card
    assert press(sc, "RIGHT").selected()[1] == "8─1" and sc.pcur == 1
    assert sc.key("B") is None and sc.pick == -1  # back to the hand
    assert sc.key("B") == "pause"
    sc.key("A")
    sc.key("RIGHT")
    sc.key("A")
    assert g.log == [128 + C(8, 0)]


def test_screen_hint_highlights_card_and_pile():
    g, sc = first_human_turn(7, [0])
    sc.intro = False
    run_computers(sc)
    sc.hint()
    a = ai.hint(g)
    assert sc.msg == words.reason(g, a)  # why, on the message line
    sel = shot(sc).selected()
    assert ui.cell(a % 64) in sel


def _minimax(g, me):
    """Every line of a known deal played out, no pruning: the probe's solver's reference."""
    if g.over():
        r = g.returns()
        d = r[me] - r[1 - me]
        return (d > 0) * 1000 - (d < 0) * 1000 + d
    vals = []
    for a in g.legal_actions():
        c = g.copy()
        c.apply(a)
        vals.append(_minimax(c, me))
    return max(vals) if g.to_move() == me else min(vals)


def test_endgame_probes_solve_exactly_and_the_fair_one_does_not_peek():
    # measure_travfuda.py's endgame probes (figures in the hard level's docstring): the
    # alpha-beta of peekN gives each choice its exact value (all lines played out), and
    # endN chooses the same on every redeal of the cards its seat cannot see
    import measure_travfuda as tool

    players = tool.Players()
    solved = 0
    for seed in range(20001, 20009):
        g = Travfuda(seed, [0])
        while len(g.stock) > 7:
            g.apply(ai.choose(g, "normal"))
        me = g.to_move()
        for a in g.legal_actions():
            c = g.copy()
            c.apply(a)
            assert tool._solve(c, me, -99999, 99999) == _minimax(c, me)
            solved += 1
        want = players.choose(g, "end7")
        for k in range(2):
            assert players.choose(g.determinize(me, Rng(seed + k)), "end7") == want
        assert players.choose(g, "peek7") in g.legal_actions()
    assert solved > 8
    assert tool.probe("peek8") == ("peek", 8) and tool.probe("hard") is None
