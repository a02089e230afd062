# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator's words (``engine.ui.navigator_show``): the showdown's steps page writes a
best calculation a row per step. Its own module: the presenter imports the game, the
calculator and the solver, more than the rules scenarios' heaps hold beside their games."""

from engine.games import navigator_calc as calc
from engine.ui.navigator_show import step_lines

HEAP_SRC = "72K"  # from source the compiler needs room too (the .mpy tree: 64K)
HEAP64 = "72K"  # pointers twice as wide


def test_best_calculation_written_step_by_step():
    """A row per step, each with its result; steps name places in the shrinking list."""
    steps = [(0, 1, calc.MUL), (0, 1, calc.SUB)]
    assert step_lines([12, 10, 6], steps) == ["12×10=120", "120-6=114"]
    got = step_lines([6, 12, 10], [(1, 2, calc.MUL), (1, 0, calc.SUB)])
    assert got == ["12×10=120", "120-6=114"]
