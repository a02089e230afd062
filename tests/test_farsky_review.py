# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky's review: the result screen's search runs in slices between key
polls, gives the same answer as the search run at once, shows its progress and its best
so far, and B stops it within one slice."""

import sys

from helpers import FakeApp, rows

from engine.games.farsky import Farsky
from engine.ui.result import Result

BUDGET = 4000  # the board's budget (CPython's is larger)


def finished(seed):
    """Deal ``seed`` played to its end by drawing only."""
    g = Farsky(seed)
    while not g.over():
        g.apply(g.legal_actions()[-1])
    return g


def test_sliced_search_equals_the_unsliced_one():
    ai = modules()[0]
    for seed in (2, 5, 9, 1, 33):
        whole = ai.solve(Farsky(seed), BUDGET, 40)
        s = ai.Solver(Farsky(seed), BUDGET, 40)
        steps = 0
        while not s.step(7):
            steps += 1
        assert (s.best, s.proven) == whole
        assert steps > 100 or whole == (0, True)  # deals 1 (greedy leaves none): no search


def modules():
    """The AI and presenter modules as they are now: the app unloads a game's modules
    when it leaves the game, so a module imported when this file was collected may no
    longer be the one the presenter imports."""
    from engine.ai import farsky as ai
    from engine.ui import farsky_text as words

    assert sys.modules["engine.ai.farsky"] is ai
    return ai, words


def review_screen(seed, monkeypatch):
    ai, words = modules()
    monkeypatch.setattr(ai, "SOLVE_NODES", BUDGET)
    monkeypatch.setattr(ai, "SOLVE_MEMO", 40)
    monkeypatch.setattr(words, "TICK_SLICE", 0)  # the board's slices (the desktop's: bigger)
    app = FakeApp(finished(seed), ai)
    app.text = words
    return Result(app)


def test_result_screen_shows_progress_and_b_stops_within_a_slice(monkeypatch):
    sc = review_screen(5, monkeypatch)
    ai = modules()[0]
    sc.tick(0)
    assert "Reviewing the deal…" in "\n".join(rows(sc))  # the first frame says so
    sc.tick(1)
    sc.tick(2)
    screen = "\n".join(rows(sc))
    assert "Reviewing 0% B:stop" in screen  # progress (in 5% steps), how to stop
    assert "Best so far: " in screen
    assert sc.job.solver.nodes == 2 * ai.SLICE  # one slice per tick: the keys stay live
    sc.key("B")  # answered at once: no more search
    assert not sc.busy() and sc.job is None
    screen = "\n".join(rows(sc))
    assert "(review stopped)" in screen and "Possible: " in screen
    assert "Best possible" not in screen  # a stopped search proves nothing


def test_result_screen_review_runs_to_the_answer_of_the_whole_search(monkeypatch):
    sc = review_screen(9, monkeypatch)
    ai = modules()[0]
    n = 0
    while sc.busy():
        sc.tick(n)
        n += 1
    assert n == BUDGET // ai.SLICE + 1  # the first tick only lets "Reviewing…" show
    left, proven = ai.solve(Farsky(9), BUDGET, 40)
    screen = "\n".join(rows(sc))
    assert "Possible: %d or fewer" % left in screen and "(search cut short)" in screen
    assert not proven


def test_the_app_draws_the_review_only_when_its_lines_change(monkeypatch):
    """A board spends tens of ms on a frame: the review's slices are not each drawn,
    only those that move its progress (5% steps) or its best so far."""
    from engine.ui.app import App
    from engine.ui.screens import View

    sc = review_screen(9, monkeypatch)
    ai = modules()[0]
    app = App.__new__(App)  # only the tick's bookkeeping: no storage, no lobby
    app.screen = sc
    app.dirty = False
    drawn = []
    ticks = 0
    while sc.busy():
        app.tick(ticks)
        ticks += 1
        if app.dirty:
            drawn.append("\n".join(rows(sc)))
            app.dirty = False
    assert ticks == BUDGET // ai.SLICE + 1
    assert len(drawn) <= 2 + 20 + 10  # the first, 5% steps, a few new bests, the answer
    assert len(set(drawn)) == len(drawn)  # no frame drawn twice alike
    assert "(search cut short)" in drawn[-1]  # the answer is drawn
    assert View().changed()  # any other busy screen is drawn after every tick


def test_the_desktop_review_takes_seconds_not_minutes():
    """The terminal simulator's review crawled (20 positions a tick of ~35 ms
    against the desktop's 300,000: ~7 minutes). The desktop's slice is sized to its
    machine: the whole budget in a few hundred ticks, a frame for each 5%."""
    ai, words = modules()
    app = FakeApp(finished(9), ai)
    app.text = words
    sc = Result(app)
    sc.tick(0)
    sc.tick(1)
    sc.tick(2)
    before = "\n".join(rows(sc))
    assert "Reviewing 0% B:stop" in before  # the player sees it begin
    assert sc.job.solver.nodes == 2 * words.DESKTOP_SLICE  # not 2 x 20
    n = 3
    while sc.busy():
        sc.tick(n)
        n += 1
    assert n <= ai.SOLVE_NODES // words.DESKTOP_SLICE + 3  # was 300,000 // 20: 15,000 ticks
    after = "\n".join(rows(sc))
    assert "Reviewing" not in after and ("Best possible" in after or "Possible" in after)
