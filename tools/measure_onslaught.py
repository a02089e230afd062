# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Measure Onslaught's computer player and solver (the figures in the README).

    python tools/measure_onslaught.py play [DEALS] [FIRST]   # default: 1000 deals from 1
    python tools/measure_onslaught.py waves [TRIALS]         # greedy survival per wave size
    python tools/measure_onslaught.py solver                 # see tools/winnable_onslaught.py
    python tools/measure_onslaught.py review [DEALS] [FIRST] [HEAP]  # default 200 from 500001, 96K

``play`` is what ``python -m sim --autoplay --game onslaught --games 1000`` plays,
with a summary: wins, average score (over all deals and over wins), waves survived.
``waves`` measures the table ``WAVE_P`` of engine/ai/onslaught_rollout.py: how often the
greedy defence survives a wave of n attackers with seven fresh defenders.
``review`` runs the result screen's review (``onslaught_solver.Review``, stepped in
slices to its node budget) on each deal, on CircuitPython's VM (``tools/cpvm.py``: 32-bit,
2 KB pystack) from the device build (CircuitPython ``.mpy``) with ``-X heapsize=HEAP``,
and prints how many answers are proven (the best score, or no win possible), the median
and max time per deal on a Pico (the VM's CPU seconds scaled by pystone's CPU time on the
VM before and after, as ``tools/bench.py`` scales: a Pico runs 1,200 loops/s), checks
the answers against CPython's, and the wait at the result screen until it has an answer
(proven, or its best so far once its allowance is spent) for a player who never pauses
and for one who thinks ``THINK`` seconds per decision (the review begins with the deal:
``engine.ui.onslaught.Screen.think``), with how many deals are proven by then.
"""

import os
import sys
import time

from toolkit import ROOT  # the root on sys.path too

from engine import autoplay
from engine.ai import onslaught as ai
from engine.ai.onslaught_rollout import rollout
from engine.games.onslaught import BLACK, RED, Onslaught
from engine.rng import Rng


def play(deals, first):
    t = time.time()
    wins = 0
    total = 0
    waves = [0] * 5
    lost = [0, 0, 0]
    free = 0
    for seed in range(first, first + deals):
        g = autoplay.play(Onslaught, ai, seed)
        wins += 1 if g.won() else 0
        total += g.returns()[0]
        waves[g.cleared] += 1
        lost[g.lost] += 1
        free += g.freekills
    print(
        "deals %d..%d: won %d (%.1f%%), average score %.2f per deal, %.2f per win"
        % (
            first,
            first + deals - 1,
            wins,
            100.0 * wins / deals,
            total / deals,
            total / wins if wins else 0,
        )
    )
    print(
        "waves survived 0..4: %s; lost to an attacker %d, to a crowded table %d"
        % (waves, lost[1], lost[2])
    )
    print("free kills %d; %.1f s" % (free, time.time() - t))


def waves(trials):
    rng = Rng(5)
    out = []
    for n in range(3, 14):
        ok = 0
        for _ in range(trials):
            d = rng.shuffle(list(BLACK))[:7]
            seq = [c % 13 + 1 for c in rng.shuffle(list(RED))]
            cv = [0 if c >= 52 else c % 13 + 1 for c in d]
            fc = [14 if c >= 52 else c % 13 + 1 for c in d]
            nh = [0] * 7
            if rollout(cv, fc, nh, seq, 0, n, 1, 26) > 0:
                ok += 1
        out.append(ok * 1000 // trials)
    print("per mille surviving a wave of 3..13 attackers:", out)


PICO_PYSTONE = 1200  # pystone loops/s of a Raspberry Pi Pico (as tools/bench.py)

# Times are the VM process's CPU time (``time.clock`` on the Linux VM), the deals' and
# pystone's alike: five helpers share two cores here, and wall time varied by 40%.
_VM_REVIEW = """
import gc, sys, time
sys.path.insert(0, %r)
from engine.games.onslaught import Onslaught
from engine.ai.onslaught_solver import Review
for seed in range(%d, %d):
    gc.collect()
    g = Onslaught(seed)
    t = time.clock()
    r = Review(g)
    while not r.step():
        pass
    t = int((time.clock() - t) * 1000000000)
    s = r.solver
    print("deal %%d best %%d proven %%d nodes %%d us %%d" %% (
        seed, s.best, 1 if s.proven else 0, s.nodes, t // 1000))
    r = g = s = None
"""


_VM_STONE = """
import sys, time
sys.path.insert(0, %r)
import pystone
t = time.clock()
pystone.run(20000)
print("%%d loops/s" %% (20000 / (time.clock() - t)))
"""


def review_cpython(first, deals):
    """{deal: (best, proven, nodes)} of the review on CPython."""
    from engine.ai.onslaught_solver import Review

    out = {}
    for seed in range(first, first + deals):
        r = Review(Onslaught(seed))
        while not r.step():
            pass
        out[seed] = (r.solver.best, 1 if r.solver.proven else 0, r.solver.nodes)
    return out


def review_vm(first, deals, heap="96K"):
    """{deal: (best, proven, nodes, seconds)} of the review on the board's VM, and the
    VM's pystone loops/s (before and after, averaged)."""
    import re
    import subprocess
    import tempfile

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import cpvm
    from build_mpy import build

    vm, cross = cpvm.build()
    tree = os.path.join(ROOT, "build", "cpmpy")
    build(tree, ("engine",), exe=cross)

    def stone():
        r = subprocess.run(
            [vm, "-c", _VM_STONE % os.path.join(ROOT, "tools")],
            capture_output=True,
            text=True,
            timeout=600,
        )
        m = re.search(r"(\d+) loops/s", r.stdout)
        return int(m.group(1)) if m else 0

    before = stone()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(_VM_REVIEW % (tree, first, first + deals))
    try:
        r = subprocess.run(
            [vm, "-X", "heapsize=" + heap, f.name], capture_output=True, text=True, timeout=7200
        )
    finally:
        os.unlink(f.name)
    out = {}
    for m in re.finditer(r"deal (\d+) best (-?\d+) proven (\d) nodes (\d+) us (\d+)", r.stdout):
        out[int(m.group(1))] = (
            int(m.group(2)),
            int(m.group(3)),
            int(m.group(4)),
            int(m.group(5)) / 1e6,
        )
    if len(out) != deals:
        raise RuntimeError("the VM stopped: %s" % (r.stdout + r.stderr)[-400:])
    return out, (before + stone()) // 2


def review(deals, first, heap):
    """Print the proven share, Pico-time median and max, and agreement with CPython."""
    vm, stones = review_vm(first, deals, heap)
    cp = review_cpython(first, deals)
    scale = stones / float(PICO_PYSTONE)
    times = sorted([v[3] * scale for v in vm.values()])
    proven = sum([v[1] for v in vm.values()])
    same = sum([1 for k in vm if vm[k][:3] == cp[k]])
    won = sum([1 for v in vm.values() if v[0] >= 0])
    print(
        "deals %d..%d on the VM at %s: proven %d / %d; winnable %d; "
        "Pico time median %.1f s, max %.1f s (VM %d pystone/s)"
        % (
            first,
            first + deals - 1,
            heap,
            proven,
            deals,
            won,
            times[len(times) // 2],
            times[-1],
            stones,
        )
    )
    print("answers equal to CPython's: %d / %d" % (same, deals))
    waits(vm, scale, first, deals)
    return proven, same


THINK = 3.0  # seconds a player takes per decision: an assumption for ``waits``


def waits(vm, scale, first, deals):
    """Print the Pico wait at the result screen until it has an answer: the review
    begins with the deal and the play screen does one slice per tick on the person's
    turn, so a player who thinks ``THINK`` seconds per decision leaves that much less
    (decisions: the hint as the player); one who never pauses leaves all of it. The
    screen runs at most its allowance (``engine.ui.onslaught_text.ALLOWANCE`` units),
    then shows the best so far: how many deals it has proven by then is printed too."""
    from engine.ai.onslaught_solver import SLICE
    from engine.ui.onslaught_text import ALLOWANCE

    moves = []
    now = []
    slow = []
    proven_now = proven_slow = 0
    for seed in range(first, first + deals):
        best, proven, nodes, t = vm[seed]
        n = len(autoplay.play(Onslaught, ai, seed).log)
        moves.append(n)
        unit = t * scale / max(nodes, 1)  # Pico seconds per work unit, this deal
        per = int(THINK / (SLICE * unit))  # slices per decision
        left = max(0, nodes - n * per * SLICE)
        now.append(min(nodes, ALLOWANCE) * unit)
        slow.append(min(left, ALLOWANCE) * unit)
        proven_now += 1 if proven and nodes < ALLOWANCE else 0
        proven_slow += 1 if proven and left < ALLOWANCE else 0
    for v in (moves, now, slow):
        v.sort()
    print(
        "decisions per deal (the hint as player): median %d, max %d; result-screen wait on "
        "a Pico until an answer (at most %d units): never pausing median %.1f s, max %.1f s, "
        "%d proven; at %.0f s per decision median %.1f s, max %.1f s, %d proven"
        % (
            moves[len(moves) // 2],
            moves[-1],
            ALLOWANCE,
            now[len(now) // 2],
            now[-1],
            proven_now,
            THINK,
            slow[len(slow) // 2],
            slow[-1],
            proven_slow,
        )
    )


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) >= 2 and argv[1] == "play":
        deals = number(argv, 2, 1000, "DEALS", 1)
        play(deals, number(argv, 3, 1, "FIRST", 0, 999999 - deals + 1))
    elif len(argv) >= 2 and argv[1] == "waves":
        waves(number(argv, 2, 4000, "TRIALS", 1, 10**7))
    elif len(argv) >= 2 and argv[1] == "review":
        deals = number(argv, 2, 200, "DEALS", 1)
        review(
            deals,
            number(argv, 3, 500001, "FIRST", 0, 999999 - deals + 1),
            argv[4] if len(argv) > 4 else "96K",
        )
    elif len(argv) >= 2 and argv[1] == "solver":
        import winnable_onslaught

        winnable_onslaught.report()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    sys.exit(main(sys.argv))
