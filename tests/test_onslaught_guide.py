# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Onslaught's hint follows a winning line when the guide's search knows one,
falls back to the heuristic when it knows none or memory is short, and says how the
position stands: on the line, off it, or no win from here."""

import pytest

from engine.ai import onslaught as ai
from engine.ai import onslaught_guide as guide
from engine.ai import onslaught_line as line
from engine.games import onslaught_moves as ons
from engine.games.onslaught import Onslaught
from engine.ui.frame import Frame
from engine.ui.onslaught import Screen


class FakeApp:
    delay = 0

    def __init__(self, game):
        self.ai = ai
        self.game = game
        self.early = False  # (no review begun with the deal: the guide alone)

    def act(self, a):
        self.game.apply(a)


def screen(g):
    return Screen(FakeApp(g), g)


def press(sc, keys):
    for k in keys.split():
        sc.key(k)
    sc.draw(Frame())


def thought(seed, units=600):
    """A deal at its start and a guide that has thought ``units`` there."""
    g = Onslaught(seed)
    gd = guide.Guide()
    gd.work(g, units)
    return g, gd


def test_the_hint_follows_the_line_it_found():
    g, gd = thought(500003)
    assert gd.busy() or gd.line is not None
    first = gd.hint(g)
    assert first is not None and gd.state == guide.WINNING
    while not g.over():  # every hint from here is the line's, and the line wins
        a = gd.hint(g)
        assert a is not None and a in g.legal_actions()
        assert gd.state == guide.WINNING
        g.apply(a)
    assert g.phase == ons.P_WON and g.final == gd.score


def test_the_hint_is_the_heuristics_when_no_line_is_known():
    g = Onslaught(500003)
    g.apply(ai.hint(g))  # the pledge made before the guide began: no wave start to search from
    gd = guide.Guide()
    gd.work(g, 600)
    assert gd.search is None and gd.hint(g) is None and gd.state == guide.UNKNOWN


def test_a_move_off_the_line_is_seen_at_once():
    g, gd = thought(500003)
    a = gd.hint(g)
    other = [x for x in g.legal_actions() if x != a][0]
    g.apply(other)
    gd.work(g, 0)
    assert gd.state == guide.STRAYED and gd.hint(g) is None and gd.line is None


def test_an_undo_past_the_wave_start_forgets_the_line():
    g, gd = thought(500003)
    g.apply(gd.hint(g))
    g = g.undo()  # back at the deal's start: a new search from here, the same line
    assert gd.hint(g, 600) is not None and gd.state == guide.WINNING


def test_no_win_from_here():
    from engine.ui import onslaught_text as words

    g, gd = thought(500047)
    assert gd.state == guide.LOST and gd.hint(g) is None
    assert words.guide_line(g, None, gd.state) == "No win from here"
    while not g.over():  # proven lost at its wave start: lost from every later position
        g.apply(ai.hint(g))
        gd.work(g, 600)
        assert gd.state == guide.LOST


def test_memory_short_falls_back(monkeypatch):
    def short(self, n):
        raise MemoryError

    monkeypatch.setattr(line.Line, "step", short)
    g, gd = thought(500003)
    assert gd.hint(g) is None and gd.search is None and gd.state == guide.UNKNOWN


def test_the_hint_never_searches_more_than_its_budget():
    g = Onslaught(500095)  # a search that runs long (proven lost after ~12,000 units)
    gd = guide.Guide()
    gd.hint(g)
    assert 0 < gd.spent <= guide.HINT_UNITS + 12  # (a step ends after the node at hand)


@pytest.mark.parametrize("seed", range(1, 41))
def test_guided_player_wins(seed):
    # deals 1-40: each has a win, and a line is found within the first pledge's thinking
    g, gd = guide.play(Onslaught, ai, seed, 600)
    assert g.won()


def test_the_screen_hints_the_line_and_says_so():
    # the play screen's idle ticks step the guide (here: one slice a think), its hint is
    # the line's next move, A plays it, and the deal is won
    g = Onslaught(500003)
    sc = screen(g)
    for _ in range(30):
        sc.think()
    assert sc.guide and sc.guide.line is not None
    while not g.over():
        sc.think()
        sc.hint()
        assert sc.msg == "On a winning line: %d" % sc.guide.score
        press(sc, "A")
    assert g.phase == ons.P_WON and g.final == sc.guide.score
    sc.think()
    assert sc.guide.search is None


def test_the_screen_says_a_move_off_the_line_at_once():
    g = Onslaught(500003)
    sc = screen(g)
    for _ in range(30):
        sc.think()
    sc.hint()
    press(sc, "B B UP")  # (the pledge one higher than the line's)
    sc.msg = ""
    press(sc, "A")
    sc.think()
    assert sc.guide.state == guide.STRAYED and sc.msg == "Off the winning line"
    sc.hint()
    assert sc.msg == "Off the winning line" and sc.hint_action is not None
