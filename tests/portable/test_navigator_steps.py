# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator scenarios: calculation steps and undo, mental-maths declarations, the timer.
Run by pytest and by MicroPython in a 64K heap (one module per interpreter)."""

from navhelp import finish, four

from engine.games import navigator as nav
from engine.games import navigator_calc as calc

HEAP = "72K"  # the board, from source (the .mpy tree needs far less)
HEAP_SRC = "88K"  # from source the compiler needs room too
HEAP64 = "80K"  # the 64-bit port: pointers twice as wide


def test_step_rules():
    op = calc.op
    assert op(7, 2, calc.DIV) is None and op(8, 2, calc.DIV) == 4 and op(0, 5, calc.DIV) == 0
    assert op(5, 0, calc.DIV) is None and op(-8, 2, calc.DIV) == -4
    assert op(0, 0, calc.POW) is None and op(0, 0, calc.POW, True) == 1
    assert op(2, -1, calc.POW) is None and op(5, 0, calc.POW) == 1
    assert op(13, 8, calc.POW) == 815730721 and op(13, 9, calc.POW) is None
    assert op(2, 29, calc.POW) == 536870912 and op(2, 30, calc.POW) is None
    assert op(100, 4, calc.POW) == 100000000 and op(100, 5, calc.POW) is None
    assert op(-2, 3, calc.POW) == -8 and op(-1, 999999, calc.POW) == -1
    assert op(1, 999999999, calc.POW) == 1
    assert op(100000, 10000, calc.MUL) == 1000000000 and op(100000, 10001, calc.MUL) is None
    assert op(1000000000, 1, calc.ADD) is None and op(-1000000000, 1, calc.SUB) is None
    assert calc.apply_step([7, 8, 11], 2, 0, calc.SUB) == [4, 8]


def test_undo_and_step_actions():
    g = four()
    g.apply(g.legal_actions()[0])  # set: beacon 10, 2, 3
    assert g.vals[0] == [10, 2, 3]
    step = nav.STEP + (0 * 6 + 1) * 5 + calc.MUL
    assert nav.STEP + (0 * 6 + 2) * 5 + calc.DIV not in g.legal_actions()  # 10/3
    g.apply(step)
    assert g.vals[0] == [20, 3] and nav.UNDO in g.legal_actions()
    g.apply(nav.UNDO)
    assert g.vals[0] == [10, 2, 3]
    g.apply(step)
    g.apply(nav.STEP + (0 * 6 + 1) * 5 + calc.ADD)
    assert g.legal_actions() == [nav.UNDO, nav.DONE]
    g.apply(nav.DONE)
    assert g.result[0] == 23 and g.cur == 1
    g.apply(g.legal_actions()[0])  # seat 1: beacon 10, 2H, 3H
    assert g.vals[1] == [10, 2, 3] and nav.UNDO not in g.legal_actions()
    from engine.ai import navigator_solver as solver  # only this test needs it

    for i, j, o in solver.steps3(solver.whole_codes(g.vals[1], False, 36)):
        g.apply(nav.STEP + (i * 6 + j) * 5 + o)
    g.apply(nav.DONE)
    assert g.result[1] == 36 and g.cur == 2


def test_mental_mode_wrong_declaration_forfeits():
    g = four(mode=1)
    assert g.phase == nav.PH_SET
    g.apply(g.legal_actions()[0])
    assert g.phase == nav.PH_DECLARE
    assert g.legal_actions() == list(range(nav.DECLARE, nav.DECLARE + 32)) + [nav.FAR]
    for a in nav.declare_steps(0):  # declares 44
        g.apply(a)
    g.vals[0] = [45]
    g.apply(nav.DONE)
    finish(g, [45, 46, 50, 40])
    assert g.last[5][0] and not g.last[2][0] and g.last[2][1]  # seat 1 wins at d2
    g = four(mode=1)
    g.apply(g.legal_actions()[0])
    for a in nav.declare_steps(1):  # declares 45 and makes it
        g.apply(a)
    assert g.declared[0] == 45
    g.vals[0] = [45]
    g.apply(nav.DONE)
    finish(g, [45, 46, 50, 40])
    assert g.last[2] == [True, False, False, False]
    g = four(mode=1)
    g.apply(g.legal_actions()[0])
    g.apply(nav.FAR)  # "far away" holds only for a result more than 500 off
    g.vals[0] = [44 + 600]
    g.apply(nav.DONE)
    finish(g, [0, 46, 50, 40])
    assert not g.last[5][0]


def test_timer_forfeit():
    g = four(timer=1)
    assert nav.GIVE_UP in g.legal_actions()
    g.apply(nav.GIVE_UP)
    assert g.result[0] is None and g.forfeited(0) and g.cur == 1
    finish(g, [44, 45, 50, 50])
    assert g.last[2] == [False, True, False, False] and g.last[5][0]
