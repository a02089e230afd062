# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pack 'n Stack on CPython: random play with invariants, no peeking, options, the screen."""

import pytest
from helpers import FakeApp, play_screen, shot

from engine import save
from engine.ai import packnstack as ai
from engine.games.packnstack import PASS, PackNStack
from engine.rng import Rng
from engine.ui import packnstack_text as words
from engine.ui.packnstack import Screen

# defaults; play on; voluntary pass; Ace as base; packets by bottom card; all + tie-break
VARIANTS = [
    [0],
    [1, 0, 1],
    [2, 0, 0, 1],
    [0, 0, 0, 0, 1],
    [1, 0, 0, 0, 0, 1],
    [0, 0, 1, 1, 1, 1, 1],
]


@pytest.mark.parametrize("opts", VARIANTS)
def test_random_play_keeps_every_card(opts):
    for seed in range(1, 16):
        g = PackNStack(seed, opts)
        rng = Rng(seed)
        g.check()
        while not g.over():
            legal = g.legal_actions()
            assert legal == sorted(legal) and legal
            g.apply(rng.choice(legal))
            g.check()
            assert len(g.log) <= g.MAX_ACTIONS
        r = g.returns()
        assert r in ([1, -1], [-1, 1], [0, 0])
        if g.end == 1:  # won: the mover holds both full stacks
            assert sorted(g.stacks(g.winner)) == [13, 13] and r != [0, 0]
        elif len(opts) < 7:  # stalled without the tie-break option: a draw
            assert g.winner == -1 and r == [0, 0]


def test_save_round_trip_replays_the_same_position():
    g = PackNStack(99, [1, 2])
    while len(g.log) < 30:
        g.apply(ai.choose(g))
    back = save.loads(save.dumps(g), PackNStack)
    assert back.grid == g.grid and back.stock == g.stock and back.turn == g.turn


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_ignores_the_stock_order(level):
    for seed in (3, 8, 21):
        g = PackNStack(seed, [seed % 3])
        steps = 0
        while not g.over() and steps < 40:
            want = ai.choose(g, level)
            others = [g.determinize(g.to_move(), Rng(seed * 7 + k)) for k in range(3)]
            if len(g.stock) > 3:  # the stock really was reordered
                assert [o.stock for o in others] != [g.stock] * 3
            for other in others:
                assert sorted(other.stock) == sorted(g.stock) and other.grid == g.grid
                assert ai.choose(other, level) == want
            g.apply(want)
            steps += 1


def hand_built(g, stock):
    """Game ``g``'s position with the face-down stock in the order ``stock``.

    The game's own copy replays the deal (the real order); this position's copies keep
    the order given, as a different deal reaching the same visible position would.
    """
    h = g.copy()
    h.stock = stock[:]
    h.copy = lambda: hand_built(g, stock)
    return h


def test_determinize_depends_only_on_what_the_seat_sees():
    g = PackNStack(11, [0])
    while len(g.log) < 6:
        g.apply(ai.choose(g))
    assert len(g.stock) > 20
    order = g.stock[:]
    other = order[1:] + order[:1]  # the same unseen cards, lying in another order
    for seat in (0, 1):
        for k in range(4):
            a = hand_built(g, order).determinize(seat, Rng(k))
            b = hand_built(g, other).determinize(seat, Rng(k))
            assert a.stock == b.stock  # the same sample from the same random stream
            assert sorted(a.stock) == sorted(order) and a.stock not in (order, other)
            assert a.grid == b.grid == g.grid and a.turn == b.turn == g.turn
    # and the sample does move with the random stream
    assert (
        hand_built(g, order).determinize(0, Rng(1)).stock
        != hand_built(g, order).determinize(0, Rng(2)).stock
    )


def test_levels_are_deterministic_and_hint_is_hard():
    g = PackNStack(5, [0])
    if g.to_move() == 1:
        g.apply(ai.choose(g))
    assert ai.hint(g) == ai.choose(g, "hard") == ai.choose(g, 2)
    assert ai.choose(g, "easy") == ai.choose(g, "easy")


@pytest.mark.parametrize("opts", VARIANTS)
def test_computer_games_end_under_every_option(opts):
    for seed in (1, 2, 3):
        for levels in (("normal", "easy"), ("hard", "normal")):
            g = PackNStack(seed, opts)
            while not g.over():
                g.apply(ai.choose(g, levels[g.to_move()]))
            assert g.end in (1, 2, 3, 4)


def test_normal_beats_easy_on_a_few_deals():
    wins = 0
    for i in range(20):  # both colours of each deal
        g = PackNStack(300 + i // 2, [i % 2])
        while not g.over():
            g.apply(ai.choose(g, ("normal", "easy")[g.to_move()]))
        wins += g.won(0)
    assert wins >= 15


def test_statistics_per_level():
    st = {}
    for seed, level in ((1, 0), (2, 2)):
        g = PackNStack(seed, [0, level])
        while not g.over():
            g.apply(ai.choose(g))
        g.record(st)
    assert st["played"] == 2 and st["easy_played"] == 1 and st["hard_played"] == 1
    assert st.get("won", 0) + st.get("lost", 0) + st.get("drawn", 0) == 2
    lines = words.stats_lines(st)
    assert lines[0] == "Level  Pl  W  L  D"
    assert lines[1].startswith("easy    1") and lines[4].startswith("All     2")
    assert all(len(x) <= 21 for x in lines)


def person_first(seed=3):
    g = PackNStack(seed, [0, 1])
    if g.to_move() == 1:
        g.apply(ai.choose(g))
    return g


def test_screen_shows_the_whole_grid_and_status():
    g = person_first()
    s = play_screen(Screen, g, ai)
    rows = str(shot(s)).split("\n")
    for i in range(25):
        cell = rows[1 + i // 5][2 + i % 5 * 4 : 4 + i % 5 * 4]
        assert cell == __import__("engine.cards").cards.cell(g.grid[i][-1])
    assert rows[0] == "  1   2   3   4   5  "  # the columns, numbered over their cards
    assert [r[0] for r in rows[1:6]] == list("ABCDE")  # each row's letter before it
    # both seats on row 6, the one to move (you) inverted, and the stock
    assert rows[6].startswith("You♥♦") and " CPU♠♣" in rows[6]
    assert rows[6].endswith("▒%d" % len(g.stock))
    assert "You" in shot(s).selected()


def test_screen_pick_mark_and_move():
    g = person_first()
    app = FakeApp(g, ai)
    s = Screen(app, g)
    a = [x for x in g.legal_actions() if x != PASS][0]
    src, dst = divmod(a, 25)
    shot(s)  # the first frame places the cursor on the likely pile; the player moves it
    s.cur = src
    s.key("A")
    assert s.src == src
    rows = str(shot(s)).split("\n")
    for t in s.targets():
        assert rows[1 + t // 5][1 + t % 5 * 4] == "►"  # the mark before its card
    assert dst in s.targets()
    wrong = [i for i in range(25) if i not in s.targets() and i != src][0]
    s.cur = wrong
    s.key("A")
    assert s.msg == "Can't go there" and len(g.log) <= 1
    n = len(g.log)
    s.cur = dst
    s.key("A")
    assert g.log[-1] == a and len(g.log) == n + 1 and s.src == -1
    # the computer answers; its move stays marked until the person moves
    s.tick(0)
    s.tick(1)
    seat, b = s.last
    assert seat == 1 and g.log[-1] == b
    rows = str(shot(s)).split("\n")
    if b != PASS:
        assert rows[1 + b // 125][1 + b // 25 % 5 * 4] == "○"  # before its card
        assert rows[1 + b % 25 // 5][1 + b % 5 * 4] == "●"
        hop = "%s%d>%s%d" % ("ABCDE"[b // 125], b // 25 % 5 + 1, "ABCDE"[b % 25 // 5], b % 5 + 1)
        assert s.msg.endswith(hop)  # the move's label is shown
    assert s.key("B") == "pause"


def test_screen_hint_selects_the_hard_move():
    from engine.ui import packnstack_text

    g = person_first()
    s = play_screen(Screen, g, ai)
    s.hint()
    want = ai.hint(g)
    assert s.src == want // 25 and s.cur == want % 25 and s.msg == packnstack_text.reason(g, want)
    assert len(shot(s).selected()) == 3  # the pile, its target, and "You" (your go)
    s.key("A")
    assert g.log[-1] == want


@pytest.mark.parametrize("ticks", [1, 2, 5, 200])
def test_the_hint_searched_while_the_player_thinks_is_the_hint_asked_at_once(ticks):
    # The screen searches the hint a first move at a time between frames (the device's
    # hint then answers at once): however far it got, the hint and its words are the
    # ones a cold search gives, on several deals and positions.
    from engine.ui import packnstack_text

    for seed in (3, 8, 21):
        g = person_first(seed)
        for _ in range(seed % 3):  # a few moves in, the computer's answers between
            g.apply(ai.choose(g))
            while g.to_move() == 1 and not g.over():
                g.apply(ai.choose(g))
        want = ai.hint(g)
        s = play_screen(Screen, g, ai)
        for t in range(ticks):
            s.tick(t)
        assert s.plan.fresh(g) and s.plan.done == (ticks == 200)
        s.hint()
        assert (s.src, s.cur) == (want // 25, want % 25) or want == PASS
        assert s.msg == packnstack_text.reason(g, want)
        s.key("A")
        assert g.log[-1] == want


def test_a_waiting_press_stops_the_hints_search_after_one_first_move():
    g = person_first(8)
    s = play_screen(Screen, g, ai)
    waiting = [False]
    s.app.pending = lambda: waiting[0]  # the device's "a press is waiting"
    s.tick(0)  # the search's start: its first moves ranked
    assert s.plan.i == 0 and not s.plan.done
    waiting[0] = True
    s.tick(1)
    assert s.plan.i == 1  # one first move searched, then the press is read
    waiting[0] = False
    s.tick(2)
    assert s.plan.done  # nothing waiting: the search runs on to its end
    s.cur = (s.cur + 1) % 25  # a cursor move keeps it; a move played lets it go
    s.tick(3)
    assert s.plan.done and s.plan.fresh(g)


def test_screen_pass_when_stuck():
    g = PackNStack(1, [0])
    g.grid = [[] for _ in range(25)]
    g.grid[0] = [1]  # 2 of spades: black's, the person is red
    g.grid[24] = [14]  # 2 of hearts alone
    g.stock = [5]
    g.turn = 0
    s = play_screen(Screen, g, ai)
    assert "No move: A to pass" in str(shot(s))
    s.key("A")
    assert g.log == [PASS] and g.to_move() == 1


def test_cursor_frames_equal_full_redraws_and_never_rebuild_the_grid(monkeypatch):
    # the grid's rows are drawn once a position (and chosen pile, and computer move) and
    # pasted back while the cursor moves: every frame of a random walk, picks, drops,
    # moves and the computer's replies included, is the frame a full redraw gives
    import engine.ui.packnstack as screen_mod

    made = []
    full = screen_mod.cell_text
    monkeypatch.setattr(screen_mod, "cell_text", lambda p: made.append(1) or full(p))
    for seed in (3, 8):
        g = person_first(seed)
        s = play_screen(Screen, g, ai)
        rng = Rng(seed)
        for _ in range(300):
            if g.over():
                break
            if g.to_move() != 0:
                s.tick(0)
                s.tick(1)
                continue
            k = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")[rng.below(6)]
            s.key(k)
            kept = shot(s)
            s.drawn = s.foot = None  # forget the kept rows: the same frame drawn in full
            again = shot(s)
            assert str(kept) == str(again) and kept.inv == again.inv, (seed, k)
            assert kept.selected()  # the cursor is always shown
            n = len(made)
            for k in ("RIGHT", "DOWN", "LEFT", "UP"):
                s.key(k)
                shot(s)
            assert len(made) == n, "a cursor move rebuilt the grid's texts"


def test_cursor_move_inverts_the_cell_it_lands_on():
    g = person_first()
    s = play_screen(Screen, g, ai)
    shot(s)
    s.cur = 0
    for k, cell in (("RIGHT", 1), ("DOWN", 6), ("LEFT", 5), ("UP", 0), ("LEFT", 4), ("UP", 24)):
        s.key(k)
        fr = shot(s)
        assert s.cur == cell
        row = str(fr).split("\n")[1 + cell // 5]
        # the cell, then "You" on row 6 (your go)
        assert fr.selected() == [row[2 + cell % 5 * 4 : 2 + cell % 5 * 4 + 3], "You"], k
