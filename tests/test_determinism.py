# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The same deals autoplayed under CPython and MicroPython give identical JSON lines.

A sample per game: up to ``SEEDS`` deals, fewer for a game whose deals take long
(``BUDGET`` seconds of CPython play per game decides how many; the count is printed).
MicroPython plays the same seeds with ``-X heapsize=64K`` (Navigator 96K) from the compiled tree
(build/harness, the session's ``mpy_tree``), all games at once in the background while
CPython plays. This is the one determinism check per game in ``make test``; the full run
is ``tools/determinism.py`` (1,000 seeds per game).
"""

import os
import subprocess
import sys
import time

import pytest

from engine.autoplay import json_line, load_ai, play
from engine.game import GAME_IDS, load_game

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
)
import determinism

GAMES = GAME_IDS
SEEDS = 10
BUDGET = 1.0  # seconds of CPython autoplay per game (then MicroPython plays the same seeds)
HEAP = "64K"
# Navigator's autoplay, AI and solver together outgrew 64K on the 64-bit port with the
# sliced showdown search (80K passes); the board's own figures are tools/mptest.py's
HEAPS = {"navigator": "96K"}


def cpython_sample(gid):
    cls = load_game(gid)
    ai = load_ai(gid)
    lines = []
    t = time.time()
    for seed in range(1, SEEDS + 1):
        lines.append(json_line(play(cls, ai, seed)))
        if time.time() - t > BUDGET and len(lines) >= 3:
            break
    return lines


@pytest.fixture(scope="module")
def runs(mpy_tree):
    """{gid: (cpython lines, micropython lines, error)}: MicroPython runs in parallel."""
    out = {}
    procs = {}
    for gid in GAMES:
        a = cpython_sample(gid)
        cmd = [
            determinism.micropython(),
            "-X",
            "heapsize=" + HEAPS.get(gid, HEAP),
            "-m",
            "engine.autoplay",
            gid,
            str(len(a)),
            "1",
        ]
        procs[gid] = subprocess.Popen(
            cmd, cwd=mpy_tree, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        out[gid] = a
    res = {}
    for gid in GAMES:
        text, _ = procs[gid].communicate(timeout=600)
        lines = text.strip().split("\n")
        err = ""
        if procs[gid].returncode:
            err = "micropython -X heapsize=%s failed: %s" % (HEAPS.get(gid, HEAP), lines[-1])
        res[gid] = (out[gid], [x for x in lines if x.startswith('{"game"')], err)
    return res


@pytest.mark.parametrize("gid", GAMES)
def test_cpython_and_micropython_play_the_same_deals(runs, gid):
    a, b, err = runs[gid]
    print("%s: %d seeds compared" % (gid, len(a)))
    assert not err, err
    diff = determinism.difference(a, b)
    assert not diff, diff
    assert len(a) >= 3
