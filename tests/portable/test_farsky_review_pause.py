# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky's review on the result screen pauses after its allowance at the same position,
with the same words, on every interpreter (CPython, MicroPython, the board's VM): the
allowance counts the solver's positions, never time, and searching on ends with the
answer of the search never paused. The board's settings on every interpreter:
its allowance, and its solver budget and memory (CPython's desktop searches far more)."""

import sys

from engine.ai.farsky import SLICE
from engine.games.farsky import Farsky
from engine.ui import farsky_text as words
from engine.ui.frame import Frame
from engine.ui.result import Result

HEAP = "72K"  # the result screen, the solver on the board's budget
HEAP_SRC = "92K"  # from source, the compiler too
HEAP64 = "96K"  # the 64-bit port: pointers twice as wide

NODES, MEMO = 4000, 40  # the board's engine.ai.farsky.SOLVE_NODES, SOLVE_MEMO


class _Words:
    """Farsky's presenter as on the board, on any interpreter."""

    ALLOWANCE = words.BOARD_ALLOWANCE
    outcome = staticmethod(words.outcome)
    review_lines = staticmethod(words.review_lines)
    best_line = staticmethod(words.best_line)

    @staticmethod
    def reviewer(g):
        return words.reviewer(g, NODES, MEMO, SLICE)  # the board's slice a tick


class _App:
    """What the result screen reads of the app: the game, its presenter, no review
    begun during play."""

    def __init__(self, game):
        self.game = game
        self.text = _Words
        self.early = None


def screen(seed):
    """The result screen on deal ``seed`` played to its end (its first action each turn)."""
    g = Farsky(seed)
    while not g.over():
        g.apply(g.legal_actions()[0])
    return Result(_App(g))


def until_answer(sc):
    """Tick ``sc`` until it has an answer for the player: the ticks taken."""
    n = 0
    while sc.busy():
        sc.tick(n * 1000)  # (a second a tick: the time must not matter)
        n += 1
    return n


def lines(sc):
    fr = Frame()
    sc.draw(fr)
    return [r.rstrip() for r in str(fr).split("\n")]


def test_the_board_settings_are_the_boards():
    if sys.implementation.name != "cpython":
        from engine.ai import farsky as ai

        assert (ai.SOLVE_NODES, ai.SOLVE_MEMO) == (NODES, MEMO)
        assert words.ALLOWANCE == words.BOARD_ALLOWANCE == 2500
    else:
        assert words.ALLOWANCE == 0  # the desktop's budget is its own limit


def test_the_review_pauses_at_the_same_position_with_the_same_words():
    sc = screen(127)
    n = until_answer(sc)
    assert sc.paused and sc.job.solver.nodes == 2500 and n == 126  # as on CPython
    assert lines(sc)[5:] == ["Best so far: 1 left", "Not proven: 60% done", "A:search on  B:stop"]
    sc.key("B")  # stopped: the best so far stays, never a proof
    assert not sc.busy() and sc.review == ["Possible: 1 or fewer", "(review stopped)"]


def test_searching_on_proves_what_the_pause_could_not():
    sc = screen(127)
    until_answer(sc)
    sc.key("A")  # search on: busy again, from where it paused
    assert sc.busy() and not sc.paused and sc.job.solver.nodes == 2500
    until_answer(sc)
    assert not sc.paused and sc.review == ["Best possible: 0 left"]  # proven at 3,401
    assert lines(sc)[5] == "Best possible: 0 left"


def test_searching_on_ends_with_the_unpaused_answer():
    sc = screen(35)
    until_answer(sc)
    assert sc.paused and lines(sc)[5] == "Best so far: 4 left"
    sc.key("A")
    until_answer(sc)
    job = words.reviewer(Farsky(35), NODES, MEMO)  # the same search, never paused
    while not job.step():
        pass
    assert (
        sc.review == words.review_lines(None, job) == ["Possible: 2 or fewer", "(search cut short)"]
    )
