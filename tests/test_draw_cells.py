# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""No drawing function of the screens makes closure cells: a cell is
an allocation each frame, and frames must be cheap on a Pico.

A comprehension that reads a local of its function (``[seen[perm[k]] for k in ...]``)
makes that local a closure cell, and MicroPython allocates every cell of a function at
each call, whatever branch runs: a draw() with two such cells allocated 32 bytes a frame
on the board's VM in every phase, not only in the one that ran the comprehension
(docs/DEVICE-MEMORY.md). CPython's code objects name the cells, so every ``draw*`` function
and method under engine/ui is checked here.
"""

import importlib
import os
import types

from helpers import ROOT


def draw_functions():
    """(qualified name, function) of every function or method named draw* in engine/ui."""
    out = []
    folder = os.path.join(ROOT, "engine", "ui")
    for f in sorted(os.listdir(folder)):
        if not f.endswith(".py") or f == "__init__.py":
            continue
        m = importlib.import_module("engine.ui." + f[:-3])
        spaces = [m] + [v for v in vars(m).values() if isinstance(v, type)]
        for space in spaces:
            for k, v in vars(space).items():
                if isinstance(v, types.FunctionType) and v.__module__ == m.__name__:
                    if k.startswith("draw"):
                        out.append(("%s.%s" % (m.__name__, v.__qualname__), v))
    return out


def test_the_screens_draw_functions_make_no_closure_cells():
    found = draw_functions()
    names = [n for n, _ in found]
    # the ones a previous measure named, and Pack 'n Stack's allocation-free one
    for must in (
        "engine.ui.onslaught_draw.Board.draw",
        "engine.ui.navigator_round.draw",
        "engine.ui.navigator_round.draw_calc",
        "engine.ui.packnstack.Screen.draw",
        "engine.ui.farsky.Screen.draw",
    ):
        assert must in names
    cells = ["%s: %s" % (n, ", ".join(f.__code__.co_cellvars)) for n, f in found]
    cells = [c for c, (_, f) in zip(cells, found) if f.__code__.co_cellvars]
    assert not cells, "closure cells in per-frame code: " + "; ".join(cells)
