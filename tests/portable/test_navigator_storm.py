# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator's round log stays one round long however often a step is taken back
(autosave used to fail after about 745 presses of "step, undo": the log outgrew the heap).
Run by pytest and by MicroPython in a 64K heap."""

from engine import save
from engine.games import navigator as nav

HEAP_SRC = "72K"  # from source: the rules' parts compiled beside the test
HEAP64 = "72K"  # the 64-bit port: pointers twice as wide


def _to_calc(g):
    """Play first choices until the person calculates with two values or more."""
    while not (g.phase == nav.PH_CALC and g.cur == 0 and len(g.vals[0]) > 1):
        g.apply(g.legal_actions()[0])


def test_step_undo_storm_keeps_the_round_log_and_the_save_short():
    g = nav.Navigator(3)
    _to_calc(g)
    before = save.dumps(g)
    vals = list(g.vals[0])
    step = g.legal_actions()[0]
    for _ in range(3000):  # "step, undo" four times more often than autosave used to fail
        g.apply(step)
        assert g.vals[0] != vals
        g.apply(nav.UNDO)
    assert g.vals[0] == vals and save.dumps(g) == before
    # a step kept, then taken back after another: each undo takes back its own step
    g.apply(step)
    after_one = list(g.vals[0])
    g.apply(g.legal_actions()[0])
    g.apply(nav.UNDO)
    assert g.vals[0] == after_one
    back = save.loads(save.dumps(g), nav.Navigator)
    assert back.vals[0] == after_one and back.hist == g.hist
    g.apply(nav.UNDO)
    assert g.vals[0] == vals and save.dumps(g) == before
