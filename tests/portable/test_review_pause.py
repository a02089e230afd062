# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The result screen's review pauses after its allowance at the same work unit, with the
same words, on every interpreter (CPython, MicroPython, the board's VM): the allowance
is counted in the solver's units, never in time, so a slow board pauses where a fast one does."""

from engine.games.onslaught import Onslaught
from engine.ui import onslaught_text as words
from engine.ui.frame import Frame
from engine.ui.result import Result

HEAP = "156K"  # the result screen (the app core), the solver, its tables (allocated whole)
HEAP_SRC = "200K"  # from source, the compiler too
# the 64-bit port: pointers twice as wide. The solver's tables are allocated whole, so
# the smallest heap moves in steps: a few lines more of the result screen (Navigator's
# scrolling) took it from 154K to 160K here, while the board's VM stays at 104K
HEAP64 = "184K"


class _App:
    """What the result screen reads of the app: the game, its presenter, no review
    begun during play."""

    def __init__(self, game):
        self.game = game
        self.text = words
        self.early = None


def paused(seed):
    """The result screen on deal ``seed`` ticked until it has an answer: (the screen,
    the ticks taken, its text)."""
    sc = Result(_App(Onslaught(seed)))
    n = 0
    while sc.busy():
        sc.tick(n * 1000)  # (a second a tick: the time must not matter)
        n += 1
    fr = Frame()
    sc.draw(fr)
    return sc, n, [r.rstrip() for r in str(fr).split("\n")]


def test_the_review_pauses_at_the_same_unit_with_the_same_words():
    sc, n, lines = paused(500006)
    # as on CPython: a slice is 6 units (engine.ai.onslaught_solver.SLICE), so the pause
    # falls in the slice that reaches the allowance of 1,000
    assert sc.paused and sc.job.solver.nodes == 1002 and n == 154
    assert lines[5:] == ["Best 38: not proven", "Searched 10%", "A:search on  B:stop"]
    sc.key("B")  # stopped: the best so far stays, never a proof
    assert not sc.busy() and sc.review == ["Deal was winnable", "Best score >= 38"]


def test_no_win_found_within_the_allowance_reads_alike():
    sc, n, lines = paused(500095)
    assert sc.paused and sc.job.solver.nodes == 1002 and n == 153 and sc.job.solver.best < 0
    assert lines[5:] == ["No win yet (unproven)", "Searched 10%", "A:search on  B:stop"]
    sc.key("A")  # search on: busy again, from where it paused
    assert sc.busy() and not sc.paused and sc.job.solver.nodes == 1002
