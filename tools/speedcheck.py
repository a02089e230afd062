# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Issue 13's time targets per game on the board's VM, without the benchmark's heap runs.

    python tools/speedcheck.py [--games id,id] [--deals 6] [--reviews 3] [--steps 600]

Runs ``tools/bench.py``'s own timing workers (the same code, the same ``.mpy`` tree built
by CircuitPython's ``mpy-cross``) on the VM only, plus one more: the app's frames while
it works without input (a computer move, a review slice: ``app.tick`` and the frame
drawn), during which the board reads no key. Every figure is device-equivalent (scaled by
pystone measured before and after, a Pico runs about 1,200 loops/s): median / max ms,
with ✓ or ✗ against the issue's targets. A few minutes for every game; use ``nice``.
"""

import argparse
import os
import sys

from toolkit import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench

from engine.game import GAME_IDS

# every frame the app draws while it works (ticks), and the keys on the play screen
_TICKS = (
    bench._COMMON
    + """
G = '@GAME@'
from engine.game import GAME_IDS
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.screens import PlayHost
from hal.headless import MemoryStorage
ticks = Times()
review = Times()
steps = Times()
r = Rng(7)
i = list(GAME_IDS).index(G)
done = 0
session = 0
def work(app):
    n = 0
    while app.busy() and n < 100000:
        n += 1
        app.now += app.delay
        t = us()
        app.tick(app.now)
        app.draw()
        d = since(t)
        ticks.add(d)
        if type(app.screen).__name__ == 'Result':
            review.add(d)
while done < @STEPS@:
    session += 1
    app = App(MemoryStorage(), seed_source=lambda: session)
    for k in ['A'] + ['DOWN'] * i + ['A', 'A', 'A']:
        app.key(k)
        work(app)
    n = 0
    while n < 400 and done < @STEPS@:
        n += 1
        k = ('UP', 'DOWN', 'LEFT', 'RIGHT', 'A', 'A')[r.below(6)]
        on_play = isinstance(app.screen, PlayHost) and not app.busy()
        t = us()
        app.key(k)
        app.draw()
        d = since(t)
        if on_play:
            steps.add(d)
            done += 1
        work(app)
        if not isinstance(app.screen, PlayHost):
            break
steps.out('ui_step')
ticks.out('tick')
review.out('review_tick')
"""
)


def main(argv):
    p = argparse.ArgumentParser(prog="tools/speedcheck.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default=",".join(GAME_IDS), metavar="ID,ID")
    p.add_argument("--deals", type=int, default=6, help="deals autoplayed (hints, decisions)")
    p.add_argument("--reviews", type=int, default=3, help="of which reviewed and solved")
    p.add_argument("--steps", type=int, default=600, help="keys pressed on the play screen")
    a = p.parse_args(argv[1:])
    vm, _ = bench.interpreters()
    stone = bench.pystone(vm.exe, 20000)
    rows = []
    for gid in a.games.split(","):
        code = bench.worker(bench._PLAY, vm.tree, GAME=gid, DEALS=a.deals, REVIEWS=a.reviews)
        play, ok = bench.run_code(vm, code)
        if not ok:
            print(gid, "play failed:", play.strip().split("\n")[-1])
        ui, ok = bench.run_code(vm, bench.worker(_TICKS, vm.tree, GAME=gid, STEPS=a.steps))
        if not ok:
            print(gid, "ticks failed:", ui.strip().split("\n")[-1])
        opened = []
        for tree in (vm.tree, ROOT):
            out, ok = bench.run_code(vm, bench.worker(bench._OPEN, tree, GAME=gid))
            opened.append(bench.parse_int(out, "open_us") if ok else None)
        rows.append((gid, play, ui, opened))
        print("  %s measured" % gid, flush=True)
    stone = (stone + bench.pystone(vm.exe, 20000)) // 2
    f = stone / float(bench.PICO_PYSTONE)
    print("VM %d pystone/s: device-equivalent = VM time x %.1f" % (stone, f))
    cols = (
        ("ui_step", "ui", bench.TARGET_UI_MAX_MS),
        ("tick", "ui", bench.TARGET_DECISION_MS),
        ("review_tick", "ui", bench.TARGET_UI_MAX_MS * 2),
        ("decision", "play", bench.TARGET_DECISION_MS),
        ("hint", "play", bench.TARGET_HINT_MS),
        ("solve", "play", bench.TARGET_SOLVER_MS),
        ("review", "play", bench.TARGET_SOLVER_MS),
    )
    print("| game | " + " | ".join(c[0] for c in cols) + " | open mpy / src |")
    print("|" + " --- |" * (len(cols) + 2))
    for gid, play, ui, opened in rows:
        cells = []
        for name, src, target in cols:
            t = bench.parse_times(play if src == "play" else ui, name)
            if not t or not t[0]:
                cells.append("-")
                continue
            top = bench.ms(t[2]) * f
            ok = top <= target and (name != "ui_step" or bench.ms(t[1]) * f <= bench.TARGET_UI_MS)
            cells.append("%s %s n=%d" % (bench.med_max(t, f), "✓" if ok else "✗", t[0]))
        o = ["-" if v is None else bench.fmt_ms(v / 1000.0 * f) for v in opened]
        print("| %s | %s | %s |" % (gid, " | ".join(cells), " / ".join(o)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
