# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark's time targets per game on the board's VM, without its heap runs.

    python tools/speedcheck.py [--games id,id] [--deals 6] [--reviews 3] [--steps 600] [--runs 2]

Runs ``tools/bench.py``'s own timing workers (the same code, the same ``.mpy`` tree built
by CircuitPython's ``mpy-cross``) on the VM only for the whole decisions, hints, solver
runs and reviews, plus the app as the main loop drives it: random presses on the play
screen (``cursor``: arrows; ``press_a``: A, which may play a move) and every frame ticked
33 ms apart (``tick``: computer moves, idle work; ``slice``: the result screen's review),
the frame drawn each time. Every step's time is the interpreter's own, its waits for a
CPU taken off (``tools/stepclock.py``), and the frames run twice (``--runs``) with the
same presses, keeping the smallest time of each: a step preempted on a busy machine does
not look long. The longest frame of each kind is traced: its screen, key, and whether a
gc collection ran in it.
Every figure is device-equivalent (scaled by pystone measured before and after, each the
fastest of many short runs less its waits for a CPU, the faster of the two; a Pico runs
about 1,200 loops/s): median / max ms, ✓ or ✗ against the targets (cursor:
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
# ticks; each sample printed (``S kind us where key gc in_use``) so that two runs can be
# matched sample by sample, and the longest traced: the screen (the play screen's game
# phase and cursor mode), the key, whether a collection ran in it (the heap in use fell
# between its start and its end) and the heap in use before it
_TICKS = """
import gc, sys, time
sys.path.insert(0, '@TREE@')
G = '@GAME@'
from engine.game import GAME_IDS
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.screens import PlayHost
from hal.headless import MemoryStorage
@CLOCK@
r = Rng(7)
i = list(GAME_IDS).index(G)
done = 0
session = 0
def where(app):
    s = app.screen
    if not isinstance(s, PlayHost):
        return type(s).__name__
    p = app.play
    return 'play:%s:%s' % (getattr(app.game, 'phase', ''), getattr(p, 'mode', '') or '-')
def out(kind, k, a0, w):
    d = took()
    print('S', kind, d, w, k, 1 if gc.mem_alloc() < a0 else 0, a0)
    return d
def frames(app, idle):
    n = 0
    total = 0
    while (app.busy() or n < idle) and n < 200000:
        n += 1
        app.now += 33
        w = where(app)
        a0 = gc.mem_alloc()
        start()
        app.tick(app.now)
        app.draw()
        if type(app.screen).__name__ == 'Result':
            total += out('slice', '-', a0, w)
        else:
            out('tick', '-', a0, w)
    if total:
        print('S review', total, 'Result - 0 0')
while done < @STEPS@:
    session += 1
    app = App(MemoryStorage(), seed_source=lambda: session)
    for k in ['A'] + ['DOWN'] * i + ['A', 'A', 'A']:
        app.key(k)
        frames(app, 0)
        app.draw()  # as the main loop does: the first arrow finds the play screen drawn
    n = 0
    while n < 400 and done < @STEPS@:
        n += 1
        k = ('UP', 'DOWN', 'LEFT', 'RIGHT', 'A', 'A')[r.below(6)]
        on_play = isinstance(app.screen, PlayHost) and not app.busy()
        w = where(app)
        a0 = gc.mem_alloc()
        start()
        app.key(k)
        app.draw()
        if on_play:
            out('cursor' if k != 'A' else 'press_a', k, a0, w)
            done += 1
        frames(app, 5)
        if not isinstance(app.screen, PlayHost):
            break
stepclock.out()
"""


HEAP = "128K"  # the frames at a board's heap (a Pico W has about 126K free): a collection
# scans the whole heap, and at the benchmark's 1024K it lasts far longer than on a board


def samples(text):
    """{kind: [(us, where, key, collected, in use), ...]} from a _TICKS run's output."""
    out = {}
    for line in text.splitlines():
        if line.startswith("S "):
            _, kind, us, where, key, gcd, used = line.split()
            out.setdefault(kind, []).append((int(us), where, key, gcd == "1", int(used)))
    return out


def least(*runs):
    """Sample by sample, the smallest of several runs of the same presses: a run
    preempted by another process on a busy machine shows a long step (often one
    scheduler slice, ~4 ms of VM time) the other runs do not. Each sample keeps its
    trace (where, key, and the collection flag of the run it came from)."""
    out = {}
    for kind in runs[0]:
        if all([kind in r and len(r[kind]) == len(runs[0][kind]) for r in runs]):
            out[kind] = [min(x) for x in zip(*[r[kind] for r in runs])]
    return out


def worst(v, f):
    """The longest sample of a kind traced in one line: device ms, screen, key, whether a
    collection ran in it and the heap in use before it."""
    us, where, key, gcd, used = max(v)
    return "%.0f ms at %s key %s%s, %.1fK in use" % (
        us / 1000.0 * f,
        where,
        key,
        ", a gc collection in it" if gcd else ", no collection",
        used / 1024.0,
    )


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
    p.add_argument("--runs", type=int, default=2, help="runs of the frames (sample by sample min)")
    a = p.parse_args(argv[1:])
    vm, _ = bench.interpreters()
    stones = [bench.pystone_pair(vm)]
    rows = []
    box = {"clock": None}  # how the steps were timed, over every worker
    for gid in a.games.split(","):
        code = bench.worker(bench._PLAY, vm.tree, GAME=gid, DEALS=a.deals, SOLVES=a.reviews)
        play, ok = bench.run_code(vm, code)
        bench.add_clock(box, play)
        if not ok:
            print(gid, "play failed:", play.strip().split("\n")[-1])
        if a.reviews > 0:  # the review as the result screen runs it, the whole wait
            # (bench's worker, the player answering at once: no idle frames between moves)
            code = bench.worker(bench._REVIEW, vm.tree, GAME=gid, DEALS=a.reviews, THINK=0)
            review, ok = bench.run_code(vm, code)
            bench.add_clock(box, review)
            if not ok:
                print(gid, "review failed:", review.strip().split("\n")[-1])
            play += "\n" + review
        runs = []
        for _ in range(a.runs):
            code = bench.worker(_TICKS, vm.tree, GAME=gid, STEPS=a.steps)
            ui, ok = bench.run_code(vm, code, heap=HEAP)
            bench.add_clock(box, ui)
            if not ok:
                print(gid, "ticks failed:", ui.strip().split("\n")[-1])
            runs.append(samples(ui))
        traced = least(*runs)
        ui = {k: med_max([x[0] for x in v]) for k, v in traced.items()}
        opened = []
        for tree in (vm.tree, ROOT):
            out, ok = bench.run_code(vm, bench.worker(bench._OPEN, tree, GAME=gid))
            opened.append(bench.parse_int(out, "open_us") if ok else None)
        rows.append((gid, play, ui, opened, traced))
        print("  %s measured" % gid, flush=True)
    clock = box["clock"]
    stones.append(bench.pystone_pair(vm))
    stone = max(s[1] for s in stones)
    f = stone / float(bench.PICO_PYSTONE)
    print(
        "VM %d pystone/s less its waits for a CPU (before / after: %s; raw %s): "
        "device-equivalent = VM time x %.1f"
        % (
            stone,
            " / ".join(str(s[1]) for s in stones),
            " / ".join(str(s[0]) for s in stones),
            f,
        )
    )
    print("Steps: " + bench.clock_text(clock))
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
    for gid, play, ui, opened, _ in rows:
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
    print("Longest frames (heap %s):" % HEAP)
    for gid, _, _, _, traced in rows:
        for kind in ("cursor", "press_a", "tick", "slice"):
            if traced.get(kind):
                print("  %s %s: %s" % (gid, kind, worst(traced[kind], f)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
