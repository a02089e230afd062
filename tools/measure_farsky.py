# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Measure Farsky's guided hint against today's hint and the review.

    python tools/measure_farsky.py guide [DEALS] [FIRST] [THINK]   # default 300, 1, 1000
    python tools/measure_farsky.py guidevm [DEALS] [FIRST] [HEAP]  # default 10, 1, 96K

``guide`` plays each deal three ways and prints the cards left in all: by a player who
follows today's hint (``engine.ai.farsky.hint``: rollouts over the unseen stock), by the
review's best (the result screen's solver from the deal's start at the device's budget:
4,000 positions, 40 remembered), and by a player who follows the guide's hint
(``engine.ai.farsky_guide``), thinking ``THINK`` positions before each choice (1,000:
3 s of a Pico), and the gap of each hint-player to the review. ``guidevm`` plays the
guide's player on the board's VM (the device build, ``-X heapsize=HEAP``): the hint's
time on a Pico (its own search of at most ``HINT_NODES`` positions; each hint's least of
three runs of the deal, as tools/bench.py takes), median and max,
the least free heap after a hint, and whether every move equals CPython's.
"""

import os
import sys
import time

from toolkit import ROOT  # the root on sys.path too

from engine import autoplay
from engine.ai import farsky as ai
from engine.ai.farsky_guide import play as gplay
from engine.games.farsky import Farsky

PICO_PYSTONE = 1200  # pystone loops/s of a Raspberry Pi Pico (as tools/bench.py)


def review_best(seed):
    """The review's best for a deal at the device's budget (cards left)."""
    s = ai.Solver(Farsky(seed), 4000, 40)
    while not s.step(20):
        pass
    return s.best


def guide(deals, first, think):
    """Print the three totals and the gaps (see the docstring)."""
    t = time.time()
    hint = review = guided = 0
    for seed in range(first, first + deals):
        hint += len(autoplay.play(Farsky, ai, seed).route)
        review += review_best(seed)
        g, _ = gplay(Farsky, ai, seed, think)
        guided += len(g.route)
    print(
        "deals %d..%d: cards left in all (average): today's hint %d (%.2f), the review's "
        "best %d (%.2f), the guide's hint at %d positions of thought a choice %d (%.2f); "
        "gap to the review: today %d, guided %d; %.0f s"
        % (
            first,
            first + deals - 1,
            hint,
            hint / deals,
            review,
            review / deals,
            think,
            guided,
            guided / deals,
            hint - review,
            guided - review,
            time.time() - t,
        )
    )


_VM_GUIDE = """
import gc, sys
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from engine.games.farsky import Farsky
from engine.ai import farsky as ai
from engine.ai.farsky_guide import Guide, THINK
from stepclock import start, took
low = gc.mem_free()
for seed in range(%d, %d):
    best = []
    for run in range(3):  # (each hint's least of three runs, as tools/bench.py)
        gc.collect()
        g = Farsky(seed)
        gd = Guide()
        k = 0
        while not g.over():
            legal = g.legal_actions()
            if len(legal) > 1:
                gd.work(g, THINK)
                gc.collect()
                start()
                a = gd.hint(g)
                if a is None or a not in legal:
                    a = ai.hint(g)
                t = took()
                if run == 0:
                    best.append(t)
                elif t < best[k]:
                    best[k] = t
                k += 1
                gc.collect()  # (what the hint keeps, not its garbage)
                f = gc.mem_free()
                low = f if f < low else low
            else:
                a = legal[0]
            g.apply(a)
        gd.drop()
    print("deal %%d left %%d low %%d moves %%s us %%s" %% (
        seed, len(g.route), low, ",".join([str(x) for x in g.log]),
        ",".join([str(x) for x in best])))
    g = gd = None
"""


def guide_vm(deals, first, heap):
    """Print the hint's Pico time, the least free heap and the agreement with CPython."""
    import re
    import subprocess
    import tempfile

    import measure_onslaught as mo

    vm, tree = mo.vm_tools()
    before = mo.stone(vm)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(_VM_GUIDE % (tree, os.path.join(ROOT, "tools"), first, first + deals))
    try:
        r = subprocess.run(
            [vm, "-X", "heapsize=" + heap, f.name], capture_output=True, text=True, timeout=7200
        )
    finally:
        os.unlink(f.name)
    scale = (before + mo.stone(vm)) / 2.0 / PICO_PYSTONE
    got = {}
    for m in re.finditer(r"deal (\d+) left (\d+) low (\d+) moves (\S*) us (\S*)", r.stdout):
        got[int(m.group(1))] = m
    if len(got) != deals:
        raise RuntimeError("the VM stopped: %s" % (r.stdout + r.stderr)[-400:])
    same = left = 0
    times = []
    low = 1 << 30
    for seed, m in got.items():
        g, _ = gplay(Farsky, ai, seed)
        moves = [int(x) for x in m.group(4).split(",") if x]
        same += 1 if moves == list(g.log) and int(m.group(2)) == len(g.route) else 0
        left += int(m.group(2))
        low = min(low, int(m.group(3)))
        times += [int(x) * scale / 1000.0 for x in m.group(5).split(",") if x]
    times.sort()
    print(
        "deals %d..%d on the VM at %s: %d cards left; hint on a Pico median %.1f ms, max "
        "%.0f ms over %d hints; least free heap after a hint %d bytes; moves equal to "
        "CPython's: %d / %d"
        % (
            first,
            first + deals - 1,
            heap,
            left,
            times[len(times) // 2],
            times[-1],
            len(times),
            low,
            same,
            deals,
        )
    )


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) >= 2 and argv[1] == "guide":
        deals = number(argv, 2, 300, "DEALS", 1)
        guide(
            deals,
            number(argv, 3, 1, "FIRST", 0, 999999 - deals + 1),
            number(argv, 4, 1000, "THINK", 0, 10**6),
        )
    elif len(argv) >= 2 and argv[1] == "guidevm":
        deals = number(argv, 2, 10, "DEALS", 1)
        guide_vm(
            deals,
            number(argv, 3, 1, "FIRST", 0, 999999 - deals + 1),
            argv[4] if len(argv) > 4 else "96K",
        )
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    sys.exit(main(sys.argv))
