# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky's hint follows the best line the guide's search knows, keeps it
when the player follows it, begins again off it, and falls back to the heuristic when
memory is short; the guided player leaves no more cards than the review's best."""

from engine import autoplay
from engine.ai import farsky as ai
from engine.ai import farsky_guide as guide
from engine.games.farsky import Farsky


def at_choice(seed):
    """Deal ``seed`` at its first real choice (drawn by the forced moves)."""
    g = Farsky(seed)
    while len(g.legal_actions()) == 1:
        g.apply(g.legal_actions()[0])
    return g


def test_the_hint_is_the_lines_next_move():
    g = at_choice(2)
    gd = guide.Guide()
    gd.work(g, 1000)
    a = gd.hint(g)
    k = len(g.log) - len(gd.base)
    assert a == gd.line[k] and a in g.legal_actions()


def test_off_the_line_the_search_begins_here():
    g = at_choice(2)
    gd = guide.Guide()
    a = gd.hint(g)
    g.apply([x for x in g.legal_actions() if x != a][0])
    gd.hint(g, 0)
    assert gd.base == g.log


def test_memory_short_falls_back(monkeypatch):
    def short(self, n):
        raise MemoryError

    monkeypatch.setattr(ai.Solver, "step", short)
    g = at_choice(2)
    gd = guide.Guide()
    assert gd.hint(g) is None and gd.solver is None


def test_the_hint_searches_at_most_its_budget():
    g = at_choice(3)
    gd = guide.Guide()
    gd.hint(g)
    assert 0 < gd.spent <= guide.HINT_NODES


def test_guided_player_against_the_review_and_todays_hint():
    hint = review = guided = 0
    for seed in range(1, 21):
        hint += len(autoplay.play(Farsky, ai, seed).route)
        s = ai.Solver(Farsky(seed), 4000, 40)
        while not s.step(20):
            pass
        review += s.best
        guided += len(guide.play(Farsky, ai, seed)[0].route)
    assert guided <= review < hint


class _App:
    delay = 0

    def __init__(self, g):
        self.ai = ai
        self.game = g

    def act(self, a):
        self.game.apply(a)


def test_the_screen_hints_the_guides_line():
    # the first hint begins the guide; idle ticks search on; each hint is the line's move
    from engine.ui import farsky_text as words
    from engine.ui.farsky import Screen

    g = at_choice(2)
    sc = Screen(_App(g), g)
    sc.hint()
    gd = sc.guide
    assert gd is not None and sc.hint_action == gd.line[len(g.log) - len(gd.base)]
    assert sc.msg == words.reason(g, sc.hint_action)
    spent = gd.spent
    sc.tick(0)
    assert gd.spent > spent  # (a slice while the player thinks)
