# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""A fourth interpreter: the 32-bit MicroPython WebAssembly (npm, pinned in package.json)
autoplays the same deals as CPython and the 64-bit unix MicroPython, line for line.

``sys.maxsize`` there is 2**31-1, as on a board: a result that depended on 64-bit ints
would differ. ``SEEDS`` deals per game; Navigator's computers play at the easy level
(seats 1-3) so that its 50 deals fit in the suite's time (its default levels are in
``tools/determinism.py --wasm``, 1,000 deals per game, run by ``make bench``). Skipped,
with the reason in the run's last lines, only when there is no ``node``.
"""

import os
import subprocess
import sys

import pytest
from helpers import CHECKS

from engine.autoplay import main as autoplay_main
from engine.game import GAME_IDS

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
)
import determinism
from build_web import npm_ci

SEEDS = 50
ARGS = {"navigator": ("-", "0,0,0")}  # OPTS and LEVELS for autoplay
# the 64-bit port's heap: Navigator with easy computers needs more than the 64K of its default
# levels there (a 64-bit object is twice the size; heap caps are mptest's job, not this test's)
HEAP = "256K"
NAME = "WebAssembly (MicroPython 1.27.0, 32-bit) determinism"


def cpython(gid, args):
    """The deals' JSON lines under this CPython, in-process (the summary line dropped)."""
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        status = autoplay_main(["autoplay", gid, str(SEEDS), "1"] + list(args))
    assert status == 0, "cpython autoplay %s failed" % gid
    return buf.getvalue().strip().split("\n")[:-1]


@pytest.mark.slow
def test_wasm_plays_the_same_deals_as_cpython_and_unix_micropython(mpy_tree):
    """Every game: the WASM lines equal CPython's and the unix MicroPython's."""
    node = determinism.node()
    if node is None:
        CHECKS["wasm"] = NAME + ": SKIPPED (no node: install Node.js 20+)"
        pytest.skip("no node: install Node.js 20+ to run the WebAssembly interpreter")
    CHECKS["wasm"] = NAME + ": FAILED"
    npm_ci()
    procs = {}
    for gid in GAME_IDS:  # all games at once in the background while CPython plays
        args = ARGS.get(gid, ())
        cmd = [node, determinism.WASM_SCRIPT, gid, str(SEEDS), "1"] + list(args)
        procs[gid] = subprocess.Popen(
            cmd, cwd=determinism.ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
    problems = []
    for gid in GAME_IDS:
        args = ARGS.get(gid, ())
        a = cpython(gid, args)
        b, err = determinism.mp_lines(gid, SEEDS, 1, HEAP, args=args)
        out, errtext = procs[gid].communicate(timeout=900)
        c = out.strip().split("\n")
        if procs[gid].returncode:
            problems.append("%s: wasm exit %d: %s" % (gid, procs[gid].returncode, errtext.strip()))
            continue
        if c[0] != '{"wasm":%d}' % (2**31 - 1):
            problems.append("%s: not a 32-bit interpreter: %s" % (gid, c[0]))
        c = c[1:-1]
        if err:
            problems.append("%s: %s" % (gid, err))
        diff = determinism.difference(a, b[:-1]) or determinism.difference(
            a, c, ("cpython", "wasm")
        )
        if diff:
            problems.append("%s: %s" % (gid, diff))
        if len(a) != SEEDS:
            problems.append("%s: %d deals, not %d" % (gid, len(a), SEEDS))
    assert not problems, "\n".join(problems)
    CHECKS["wasm"] = (
        "%s: passed (%d deals per game, %d games, identical to CPython and unix "
        % (
            NAME,
            SEEDS,
            len(GAME_IDS),
        )
        + "MicroPython)"
    )
