# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The result screen's review never makes the player wait more than about 10 s of a Pico:
after its allowance of work units it shows the best so far, says it is not
proven, and offers to search on; searching on ends with the unpaused search's answer, B
answers within one slice, and the allowance is counted in units, never in time."""

from helpers import FakeApp, rows, shown

from engine.ai import onslaught as ai
from engine.ai import onslaught_solver as solver
from engine.games.onslaught import Onslaught
from engine.ui import onslaught_text as words
from engine.ui.result import Result

SEED = 500006  # the review proves 40 the best at 4,378 units: after four allowances
SLOW = 500004  # its review spends the whole budget: 38 found, not proven


def result_screen(seed):
    """The result screen on deal ``seed`` (its review begun here, as on a small heap)."""
    app = FakeApp(Onslaught(seed), ai)
    app.text = words
    return Result(app)


def until_answer(sc, step_ms=0):
    """Tick ``sc`` as the main loop does (``step_ms`` apart) until it has an answer for
    the player (not busy): the ticks taken."""
    n = 0
    now = 0
    while sc.busy():
        sc.tick(now)
        now += step_ms
        n += 1
    return n


def text(sc):
    return "\n".join(rows(sc))


def test_a_review_not_over_after_its_allowance_shows_the_best_so_far_not_proven():
    sc = result_screen(SEED)
    until_answer(sc)
    s = sc.job.solver
    assert sc.paused and not s.done and sc.review is None
    # the allowance, to within the last slice (a slice may end a few units past its count)
    assert words.ALLOWANCE <= s.nodes < words.ALLOWANCE + solver.SLICE
    lines = [r.rstrip() for r in rows(sc)]
    assert s.best >= 0  # this deal has a win found early: it shows, marked not proven
    assert lines[5] == "Best %d: not proven" % s.best
    assert lines[6].startswith("Searched ") and lines[6].endswith("%")
    assert lines[7] == "A:search on  B:stop"
    assert "A:stats" not in text(sc)  # A searches on here
    assert all(len(r) <= 21 for r in lines)  # (the frame's 21 cells)
    assert sc.changed()  # the pause itself is drawn
    nodes = s.nodes
    sc.tick(10**6)  # then no work and no new frame until a key
    assert s.nodes == nodes and not sc.changed() and not sc.busy()


def test_no_win_found_yet_says_so_in_one_line():
    sc = result_screen(SLOW)
    until_answer(sc)
    s = sc.job.solver
    lines = words.review_lines(sc.app.game, sc.job, True)
    if s.best < 0:
        assert lines[0] == "No win yet (unproven)"
    else:
        assert lines[0] == "Best %d: not proven" % s.best
    # with "Deals: winnable" the deal's number takes a row: the first line says it all
    assert "not proven" in lines[0] or "unproven" in lines[0]


def test_searching_on_ends_with_the_answer_of_the_unpaused_search():
    want = solver.solve(Onslaught(SEED), solver.REVIEW_NODES)
    assert want[1] and want[2] > 3 * words.ALLOWANCE  # proven, after pauses
    sc = result_screen(SEED)
    pauses = 0
    while True:
        until_answer(sc)
        if not sc.paused:
            break
        pauses += 1
        sc.key("A")  # search on: another allowance
        assert sc.busy() and "Reviewing" in text(sc)
    assert pauses == want[2] // words.ALLOWANCE
    assert sc.review == words.review(Onslaught(SEED))  # the whole search at once
    assert sc.review == ["Deal was winnable", "Best score %d" % want[0]]
    assert "A:stats" in rows(sc)[7]


def test_a_slow_review_searched_on_to_its_budget_gives_the_same_lines():
    sc = result_screen(SLOW)
    n = 0
    while True:
        until_answer(sc)
        if not sc.paused:
            break
        n += 1
        sc.key("A")
    assert n == solver.REVIEW_NODES // words.ALLOWANCE  # pauses before the budget ends it
    assert sc.review == words.review(Onslaught(SLOW))


def test_b_stops_the_review_at_once_paused_or_searching_on():
    sc = result_screen(SEED)
    until_answer(sc)
    sc.key("B")  # paused: B stops it, the best so far stays, not proven
    assert not sc.busy() and sc.job is None and sc.review[0] == "Deal was winnable"
    assert sc.review[1].startswith("Best score >= ")
    sc = result_screen(SEED)
    until_answer(sc)
    sc.key("A")
    nodes = sc.job.solver.nodes
    sc.tick(0)  # one slice of the second allowance
    assert 0 < sc.job.solver.nodes - nodes <= 2 * solver.SLICE
    sc.key("B")  # answered within that one slice
    assert not sc.busy() and sc.review[1].startswith("Best score >= ")


def test_the_allowance_counts_units_never_time():
    # a slow board (10 s between ticks) and a fast one (none) pause at the same unit
    fast = result_screen(SLOW)
    slow = result_screen(SLOW)
    assert until_answer(fast, 0) == until_answer(slow, 10000)
    assert fast.job.solver.nodes == slow.job.solver.nodes
    assert rows(fast) == rows(slow)


def test_a_review_begun_during_play_gets_a_whole_allowance_from_the_result_screen():
    g = Onslaught(SEED)
    job = words.reviewer(g)
    for _ in range(40):  # a thousand units done while the player played
        job.step()
    done = job.solver.nodes
    app = FakeApp(g, ai)
    app.text = words
    app.early = job
    sc = Result(app)
    until_answer(sc)
    assert sc.paused and sc.job is job
    assert words.ALLOWANCE <= job.solver.nodes - done < words.ALLOWANCE + solver.SLICE


def test_the_whole_app_pauses_the_review_and_a_searches_on_to_the_same_answer():
    from engine.ui.app import App
    from engine.ui.screens import settle
    from hal.headless import MemoryStorage

    app = App(MemoryStorage())
    app.open_game("onslaught")
    app.start([0] * 6, SEED)
    while not app.game.over():  # a player who never pauses: nothing begun during play
        app.act(app.ai.hint(app.game))
    app.key("A")  # "A: results"
    settle(app)
    lines = shown(app)
    assert type(app.screen).__name__ == "Result" and app.screen.paused
    assert "not proven" in lines[5] and lines[7].rstrip() == "A:search on  B:stop"
    pauses = 0
    while app.screen.paused:
        app.key("A")  # searches on: the result screen stays, no statistics
        assert type(app.screen).__name__ == "Result"
        settle(app)
        pauses += 1
    assert pauses == solver.solve(Onslaught(SEED), solver.REVIEW_NODES)[2] // words.ALLOWANCE
    assert app.screen.review == words.review(Onslaught(SEED))
    app.key("A")  # the review over: A is the statistics again
    assert type(app.screen).__name__ == "Stats"


def test_a_running_review_offers_only_the_key_that_works():
    # while the search runs, A and the arrows wait for its end (Result.key): the footer
    # of a finished review would promise statistics and a new deal that do nothing yet
    sc = result_screen(SEED)
    sc.tick(0)  # "Reviewing the deal…" is on screen
    assert "A:stats" not in text(sc)
    sc.tick(0)  # the first slice
    assert sc.job is not None and not sc.paused and sc.review is None
    lines = [r.rstrip() for r in rows(sc)]
    assert lines[5].startswith("Reviewing ") and lines[5].endswith("B:stop")
    assert "A:stats" not in text(sc) and lines[7] == ""
    sc.key("B")  # stopped: the finished review's keys are back
    assert rows(sc)[7].startswith("A:stats")
