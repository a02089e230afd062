# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator's exact solver: the rule text's examples and an exhaustive search on small
sets (CPython and MicroPython, 64K heap). The 10,000-set comparison with an independent
reference is in tests/test_navigator.py."""

from engine.ai import navigator_solver as solver
from engine.ai.navigator_near import best3_within
from engine.games import navigator_calc as calc


def test_text_examples_reach_their_optimum():
    v, steps, exact = solver.solve([7, 8, 11], 31)
    assert abs(v - 31) == 1 and exact and calc.run([7, 8, 11], steps) == v
    # target 44, beacon 6, memory 5 6 J Q: the beacon and any two (the sets themselves
    # are a rules scenario in test_navigator.py)
    mem = [5, 6, 11, 12]
    best = [
        abs(solver.solve([6, mem[i], mem[j]], 44)[0] - 44)
        for i in range(4)
        for j in range(i + 1, 4)
    ]
    assert min(best) == 2 and best[2] == 2  # 6 x 5 + 12 = 42
    assert abs(solver.solve([2, 2, 9], 40)[0] - 40) == 4  # 9^2/2 is not whole


def test_solver_agrees_with_exhaustive_search_on_small_sets():
    # A second, simple search (every pair, every operator, recursively); the big
    # comparison (10,000 sets, up to 5 values) is in tests/test_navigator.py.
    for vals in ([1, 1, 2, 2], [0, 0, 13], [100, 1, 7], [2, 2, 9], [12, 100, 3], [0, 0, 0]):
        seen = {}
        _all(vals, seen)
        for t in (0, 7, 24, 44, 99, 125, 143):
            want = min([abs(x - t) for x in seen])
            v, steps, exact = solver.solve(vals, t)
            assert abs(v - t) == want and calc.run(vals, steps) == v


def _all(vals, out):
    if len(vals) == 1:
        out[vals[0]] = 1
        return
    n = len(vals)
    for i in range(n):
        for j in range(n):
            if i != j:
                for o in range(5):
                    r = calc.apply_step(vals, i, j, o)
                    if r is not None:
                        _all(r, out)


def test_bounded_best3_is_best3_within_its_bound():
    # plan() searches a set only for a value nearer than the best so far: the bounded
    # search must give best3's own value whenever that value is inside the bound (ties:
    # the lower), and None otherwise, for every operator count and the 0^0 option
    vals = (0, 1, 2, 3, 5, 7, 9, 12, 13, 100, -2, 25)
    n = 0
    for i in range(len(vals)):
        for j in range(i, len(vals)):
            for k in range(j, len(vals), 3):
                v = [vals[i], vals[j], vals[k]]
                for t in (0, 7, 44, 131, 1000):
                    for nops in (3, 5):
                        zp = (i + k) % 2 == 1
                        b = solver.best3(v, t, zp, nops)
                        for cap in (1, 3, 10, 2000):
                            w = best3_within(v, t, zp, nops, cap)
                            assert w == (b if abs(b - t) < cap else None), (v, t, nops, cap)
                            n += 1
    assert n > 1000
