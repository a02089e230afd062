# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Issue 13's time targets per game on the board's VM, without the benchmark's heap runs.

    python tools/speedcheck.py [--games id,id] [--deals 6] [--reviews 3] [--steps 600]

Runs ``tools/bench.py``'s own timing workers (the same code, the same ``.mpy`` tree built
by CircuitPython's ``mpy-cross``) on the VM only for the whole decisions, hints, solver
runs and reviews, plus the app as the main loop drives it: random presses on the play
screen (``cursor``: arrows; ``press_a``: A, which may play a move) and every frame ticked
33 ms apart (``tick``: computer moves, idle work; ``slice``: the result screen's review),
the frame drawn each time. Those frames run twice with the same presses and keep the
smaller time of each: a run preempted on a busy machine does not make a step look long.
Every figure is device-equivalent (scaled by pystone measured before and after, a Pico
runs about 1,200 loops/s): median / max ms, ✓ or ✗ against the issue's targets (cursor:
20 median / 50 max; A, tick, decision: 300; a review slice: 100; hint 1000; solver and
whole review 10000). A few minutes for every game; use ``nice``.
"""

import argparse
import os
import sys

from toolkit import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench

from engine.game import GAME_IDS

# every frame the app draws on the play and result screens, 33 ms apart as the main loop
# ticks; each sample printed (``S kind us``) so that two runs can be matched sample by sample
_TICKS = """
import gc, sys, time
sys.path.insert(0, '@TREE@')
G = '@GAME@'
from engine.game import GAME_IDS
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.screens import PlayHost
from hal.headless import MemoryStorage
r = Rng(7)
i = list(GAME_IDS).index(G)
done = 0
session = 0
def out(kind, t):
    print('S', kind, time.ticks_diff(time.ticks_us(), t))
def frames(app, idle):
    n = 0
    total = 0
    while (app.busy() or n < idle) and n < 200000:
        n += 1
        app.now += 33
        t = time.ticks_us()
        app.tick(app.now)
        app.draw()
        d = time.ticks_diff(time.ticks_us(), t)
        if type(app.screen).__name__ == 'Result':
            print('S slice', d)
            total += d
        else:
            print('S tick', d)
    if total:
        print('S review', total)
while done < @STEPS@:
    session += 1
    app = App(MemoryStorage(), seed_source=lambda: session)
    for k in ['A'] + ['DOWN'] * i + ['A', 'A', 'A']:
        app.key(k)
        frames(app, 0)
    n = 0
    while n < 400 and done < @STEPS@:
        n += 1
        k = ('UP', 'DOWN', 'LEFT', 'RIGHT', 'A', 'A')[r.below(6)]
        on_play = isinstance(app.screen, PlayHost) and not app.busy()
        t = time.ticks_us()
        app.key(k)
        app.draw()
        if on_play:
            out('cursor' if k != 'A' else 'press_a', t)
            done += 1
        frames(app, 5)
        if not isinstance(app.screen, PlayHost):
            break
"""


HEAP = "128K"  # the frames at a board's heap (a Pico W has about 126K free): a collection
# scans the whole heap, and at the benchmark's 1024K it lasts far longer than on a board


def samples(text):
    """{kind: [us, ...]} from a _TICKS run's output."""
    out = {}
    for line in text.splitlines():
        if line.startswith("S "):
            _, kind, us = line.split()
            out.setdefault(kind, []).append(int(us))
    return out


def least(a, b):
    """Sample by sample, the smaller of two runs of the same presses: a run preempted by
    another process on a busy machine shows a long step the other run does not."""
    out = {}
    for kind in a:
        if kind in b and len(a[kind]) == len(b[kind]):
            out[kind] = [min(x, y) for x, y in zip(a[kind], b[kind])]
    return out


def med_max(v):
    """(n, median, max) of a list of us."""
    s = sorted(v)
    return (len(s), s[len(s) // 2], s[-1]) if s else None


def main(argv):
    p = argparse.ArgumentParser(prog="tools/speedcheck.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default=",".join(GAME_IDS), metavar="ID,ID")
    p.add_argument("--deals", type=int, default=6, help="deals autoplayed (hints, decisions)")
    p.add_argument("--reviews", type=int, default=3, help="of which solved from the deal")
    p.add_argument("--steps", type=int, default=600, help="keys pressed on the play screen")
    a = p.parse_args(argv[1:])
    vm, _ = bench.interpreters()
    stone = bench.pystone(vm, 20000)
    rows = []
    for gid in a.games.split(","):
        code = bench.worker(bench._PLAY, vm.tree, GAME=gid, DEALS=a.deals, SOLVES=a.reviews)
        play, ok = bench.run_code(vm, code)
        if not ok:
            print(gid, "play failed:", play.strip().split("\n")[-1])
        # the review as the result screen runs it, the whole wait (bench's worker)
        code = bench.worker(bench._REVIEW, vm.tree, GAME=gid, DEALS=a.reviews)
        review, ok = bench.run_code(vm, code)
        if not ok:
            print(gid, "review failed:", review.strip().split("\n")[-1])
        play += "\n" + review
        runs = []
        for _ in range(2):
            code = bench.worker(_TICKS, vm.tree, GAME=gid, STEPS=a.steps)
            ui, ok = bench.run_code(vm, code, heap=HEAP)
            if not ok:
                print(gid, "ticks failed:", ui.strip().split("\n")[-1])
            runs.append(samples(ui))
        ui = {k: med_max(v) for k, v in least(*runs).items()}
        opened = []
        for tree in (vm.tree, ROOT):
            out, ok = bench.run_code(vm, bench.worker(bench._OPEN, tree, GAME=gid))
            opened.append(bench.parse_int(out, "open_us") if ok else None)
        rows.append((gid, play, ui, opened))
        print("  %s measured" % gid, flush=True)
    stone = max(stone, bench.pystone(vm, 20000), bench.pystone(vm, 20000))
    f = stone / float(bench.PICO_PYSTONE)
    print("VM %d pystone/s: device-equivalent = VM time x %.1f" % (stone, f))
    cols = (
        ("cursor", "ui", bench.TARGET_UI_MAX_MS),
        ("press_a", "ui", bench.TARGET_DECISION_MS),
        ("tick", "ui", bench.TARGET_DECISION_MS),
        ("slice", "ui", bench.TARGET_UI_MAX_MS * 2),
        ("decision", "play", bench.TARGET_DECISION_MS),
        ("hint", "play", bench.TARGET_HINT_MS),
        ("solve", "play", bench.TARGET_SOLVER_MS),
        ("review", "ui", bench.TARGET_SOLVER_MS),
    )
    print("| game | " + " | ".join(c[0] for c in cols[:4]) + " (frames) | ", end="")
    print(" | ".join(c[0] for c in cols[4:]) + " (whole) | open mpy / src |")
    print("|" + " --- |" * (len(cols) + 2))
    for gid, play, ui, opened in rows:
        cells = []
        for name, src, target in cols:
            t = bench.parse_times(play, name) if src == "play" else ui.get(name)
            if not t or not t[0]:
                cells.append("-")
                continue
            top = t[2] / 1000.0 * f
            ok = top <= target and (name != "cursor" or t[1] / 1000.0 * f <= bench.TARGET_UI_MS)
            cells.append("%s %s n=%d" % (bench.med_max(t, f), "✓" if ok else "✗", t[0]))
        o = ["-" if v is None else bench.fmt_ms(v / 1000.0 * f) for v in opened]
        print("| %s | %s | %s |" % (gid, " | ".join(cells), " / ".join(o)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
