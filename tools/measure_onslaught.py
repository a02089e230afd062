# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Measure Onslaught's computer player and solver (the figures in the README).

    python tools/measure_onslaught.py play [DEALS] [FIRST]   # default: 1000 deals from 1
    python tools/measure_onslaught.py waves [TRIALS]         # greedy survival per wave size
    python tools/measure_onslaught.py solver                 # see tools/winnable_onslaught.py
    python tools/measure_onslaught.py review [DEALS] [FIRST] [HEAP]  # default 200 from 500001, 96K
    python tools/measure_onslaught.py profile [DEALS] [FIRST]   # default 40 from 500001
    python tools/measure_onslaught.py units [DEALS] [FIRST] [BUDGET]  # default 40, 500001, 12000
    python tools/measure_onslaught.py guide [DEALS] [FIRST] [THINK]  # default 1000, 1, 600
    python tools/measure_onslaught.py guidevm [DEALS] [FIRST] [HEAP]  # default 20, 1, 96K
    python tools/measure_onslaught.py digest [DEALS] [FIRST]  # default 200 from 500001

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
``profile`` runs the review on CPython (the same work as on the board) and prints, for
each deal it leaves unproven, where its work units went: the first pass (no 5s or 7s)
and the full search, by wave, and the answers ``spent`` gave (True: cut; False: a wave
start still open within reach, or the deck may run out; a start to explore first).
``units`` checks the work units against time: it runs the search on the VM (a deal per
process, the least time of three runs; as ``review``, at ``BUDGET`` units) and fits
each kind of work's Pico time per call (least relative error, as ``Solver.tally``'s
weights were fitted), then prints the Pico ms per unit by deal under the weights in use.
``guide`` plays each deal as a player who follows every hint of the guide
(``engine.ai.onslaught_guide``: a winning line when its search knows one, else the
heuristic's), thinking ``THINK`` work units before each decision (600: 3 s of a Pico, the
search running meanwhile), and prints the wins, how many positions the guide knew to be
won or lost, and the units spent. ``guidevm`` plays the same on the board's VM (the
device build, ``-X heapsize=HEAP``): the hint's time on a Pico (the guide's own search of
at most ``HINT_UNITS`` and, without a line, the heuristic; each hint's least of three runs
of the deal, as tools/bench.py takes), median and max, the least
free heap after a hint, and whether every move equals CPython's.
``digest`` runs the review on CPython and prints a hash of each deal's answer (best,
proven) and work (every kind of work ``Solver.tally`` counts, so its units too): a
change meant to make the solver faster, not different, must keep it.
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


# the kinds of work ``Solver.tally`` weighs, in its order
KINDS = ("expanded", "checks", "bounds", "masks", "spents", "suffixes", "clearn", "fitn")

_VM_UNITS = """
import gc, sys, time
sys.path.insert(0, %r)
from engine.games.onslaught import Onslaught
from engine.ai.onslaught_solver import Solver, deal_of
for seed in range(%d, %d):
    gc.collect()
    waves, deck = deal_of(Onslaught(seed))
    t = 0
    for _ in range(3):  # (the least of three: the load of other programs only adds)
        gc.collect()
        u = time.clock()
        s = Solver(waves, deck, [0] * 6, %d)
        while not s.step(25):
            pass
        u = int((time.clock() - u) * 1000000000)
        t = u if not t or u < t else t
        if _ < 2:
            s.release()
    print("deal %%d us %%d nodes %%d counts %%s" %% (seed, t // 1000, s.nodes, " ".join(
        [str(getattr(s, k)) for k in %r])))
    s.release()
    s = None
"""


def vm_tools():
    """The VM, and the device build of the engine (CircuitPython ``.mpy``)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import cpvm
    from build_mpy import build

    vm, cross = cpvm.build()
    tree = os.path.join(ROOT, "build", "cpmpy")
    build(tree, ("engine",), exe=cross)
    return vm, tree


def stone(vm):
    """The VM's pystone loops/s (CPU time)."""
    import re
    import subprocess

    r = subprocess.run(
        [vm, "-c", _VM_STONE % os.path.join(ROOT, "tools")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    m = re.search(r"(\d+) loops/s", r.stdout)
    return int(m.group(1)) if m else 0


def units(deals, first, budget, heap="96K"):
    """Fit each kind of work's Pico time per call from the VM's times (see the docstring)."""
    import re
    import subprocess
    import tempfile

    import numpy

    from engine.ai.onslaught_solver import Solver

    vm, tree = vm_tools()
    before = stone(vm)
    out = ""
    for a in range(first, first + deals):  # (one per VM: a long run fragments its heap)
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(_VM_UNITS % (tree, a, a + 1, budget, KINDS))
        try:
            r = subprocess.run(
                [vm, "-X", "heapsize=" + heap, f.name],
                capture_output=True,
                text=True,
                timeout=7200,
            )
        finally:
            os.unlink(f.name)
        out += r.stdout + r.stderr
    scale = (before + stone(vm)) / 2.0 / PICO_PYSTONE
    rows = []
    for m in re.finditer(r"deal (\d+) us (\d+) nodes (\d+) counts ([\d ]+)", out):
        ms = int(m.group(2)) / 1000.0 * scale  # Pico ms
        rows.append((int(m.group(1)), ms, int(m.group(3)), [int(x) for x in m.group(4).split()]))
    if len(rows) != deals:
        raise RuntimeError("the VM stopped: %s" % out[-400:])
    import json

    with open(os.path.join(ROOT, "build", "onslaught-units.json"), "w") as f:
        json.dump({"kinds": KINDS, "rows": rows}, f)  # (Pico ms and counts: to fit again)
    a = numpy.array([[c / ms for c in cs] for _, ms, _, cs in rows], dtype=float)
    ones = numpy.ones(len(rows))
    ms_per = numpy.zeros(len(KINDS))  # no kind of work takes negative time: the best fit
    least = None  # over each subset of the kinds (the others at 0)
    for sub in range(1, 1 << len(KINDS)):
        cols = [i for i in range(len(KINDS)) if sub >> i & 1]
        x, _, _, _ = numpy.linalg.lstsq(a[:, cols], ones, rcond=None)
        if (x < 0).any():
            continue
        err = float(((a[:, cols] @ x - ones) ** 2).sum())
        if least is None or err < least:
            least = err
            ms_per = numpy.zeros(len(KINDS))
            ms_per[cols] = x
    print(
        "Pico ms per call, fitted by least relative error (%d deals at %d units):" % (deals, budget)
    )
    print("  " + ", ".join(["%s %.3f" % (k, v) for k, v in zip(KINDS, ms_per)]))
    s = Solver([[], [], [], []], [], [0] * 6, 1)
    per = []
    for seed, ms, _, cs in rows:
        for k, c in zip(KINDS, cs):
            setattr(s, k, c)
        s.tally()
        per.append((ms / max(s.nodes, 1), seed, ms / 1000.0, s.nodes))
    per.sort()
    print(
        "Pico ms per unit under the weights in use: min %.2f (deal %d), median %.2f, "
        "max %.2f (deal %d); the longest deal %.1f s"
        % (
            per[0][0],
            per[0][1],
            per[len(per) // 2][0],
            per[-1][0],
            per[-1][1],
            max([p[2] for p in per]),
        )
    )


def profile(deals, first):
    """Print where each unproven deal's work units went (see the docstring)."""
    from engine.ai import onslaught_solver as solver

    class Profiled(solver.Solver):
        def expand(self, st):
            before = self.nodes
            kids = solver.Solver.expand(self, st)
            self.tally()
            k = (1 if self.full else 0) * 4 + st[0]
            self.spent_units[k] += self.nodes - before
            return kids

        def spent(self, st):
            before = self.nodes
            r = solver.Solver.spent(self, st)
            self.tally()
            k = (1 if self.full else 0) * 4 + st[0]
            self.spent_units[k] += self.nodes - before
            a = 0 if r is True else 1 if r is False else 2
            self.answers[(1 if self.full else 0) * 3 + a] += 1
            return r

    proven = 0
    for seed in range(first, first + deals):
        s = Profiled(*solver.deal_of(Onslaught(seed)), [0] * 6, solver.REVIEW_NODES)
        s.spent_units = [0] * 8  # (first pass, full) x wave: units of expand and spent
        s.answers = [0] * 6  # (first pass, full) x (True, False, a start)
        s.run()
        proven += 1 if s.proven else 0
        if s.proven:
            continue
        u = s.spent_units
        print(
            "deal %d best %d: units first pass %s, full %s (by wave); spent first %s, full %s"
            % (seed, s.best, u[:4], u[4:], s.answers[:3], s.answers[3:])
        )
    print("proven %d / %d at %d units" % (proven, deals, solver.REVIEW_NODES))


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


def digest(deals, first):
    """Print and return a hash of each review's answer and work counts (see the docstring)."""
    import hashlib

    from engine.ai.onslaught_solver import Review

    h = hashlib.sha256()
    for seed in range(first, first + deals):
        r = Review(Onslaught(seed))
        while not r.step():
            pass
        s = r.solver
        h.update(b"%d %d %d" % (seed, s.best, 1 if s.proven else 0))
        for k in KINDS:  # (equal counts: equal units, so budgets end where they did)
            h.update(b" %d" % getattr(s, k))
        h.update(b";")
    out = h.hexdigest()[:16]
    print("deals %d..%d, the review's answers and work: %s" % (first, first + deals - 1, out))
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

    before = stone(vm)
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
    return out, (before + stone(vm)) // 2


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


def guide_moves(first, deals, think=600):
    """{deal: (won, score, moves)} of the guide's hint as the player, on CPython."""
    from engine.ai.onslaught_guide import play as gplay

    out = {}
    for seed in range(first, first + deals):
        g, _ = gplay(Onslaught, ai, seed, think)
        out[seed] = (1 if g.won() else 0, g.returns()[0], list(g.log))
    return out


def guide(deals, first, think):
    """Print the guide-player's wins (see the docstring)."""
    from engine.ai.onslaught_guide import LOST, WINNING
    from engine.ai.onslaught_guide import play as gplay

    t = time.time()
    wins = total = known = lost = spent = 0
    for seed in range(first, first + deals):
        g, gd = gplay(Onslaught, ai, seed, think)
        wins += 1 if g.won() else 0
        total += g.returns()[0]
        known += 1 if gd.state == WINNING else 0
        lost += 1 if gd.state == LOST else 0
        spent += gd.spent
    print(
        "deals %d..%d, %d units of thought a decision: won %d (%.1f%%), average score %.2f "
        "per deal; at the end on a line %d, proven lost %d; %d units a deal; %.1f s"
        % (
            first,
            first + deals - 1,
            think,
            wins,
            100.0 * wins / deals,
            total / deals,
            known,
            lost,
            spent // deals,
            time.time() - t,
        )
    )


_VM_GUIDE = """
import gc, sys
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from engine.games.onslaught import Onslaught
from engine.ai import onslaught as ai
from engine.ai.onslaught_guide import Guide
from stepclock import start, took
low = gc.mem_free()
for seed in range(%d, %d):
    best = []
    for run in range(3):  # (each hint's least of three runs, as tools/bench.py)
        gc.collect()
        g = Onslaught(seed)
        gd = Guide()
        k = 0
        while not g.over():
            legal = g.legal_actions()
            if len(legal) > 1:
                gd.work(g, %d)
            gc.collect()
            start()
            a = gd.hint(g)
            if a is None:
                a = ai.hint(g) if len(legal) > 1 else legal[0]
            t = took()
            gc.collect()  # (what the hint keeps, not its garbage)
            f = gc.mem_free()
            low = f if f < low else low
            if len(legal) > 1:
                if run == 0:
                    best.append(t)
                elif t < best[k]:
                    best[k] = t
                k += 1
            g.apply(a)
        gd.drop()
    print("deal %%d won %%d score %%d low %%d moves %%s us %%s" %% (
        seed, 1 if g.won() else 0, g.returns()[0], low,
        ",".join([str(x) for x in g.log]), ",".join([str(x) for x in best])))
    g = gd = None
"""


def guide_vm(deals, first, heap, think=600):
    """Print the hint's Pico time and the least free heap on the board's VM, and whether
    its moves equal CPython's (see the docstring)."""
    import re
    import subprocess
    import tempfile

    vm, tree = vm_tools()
    before = stone(vm)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(_VM_GUIDE % (tree, os.path.join(ROOT, "tools"), first, first + deals, think))
    try:
        r = subprocess.run(
            [vm, "-X", "heapsize=" + heap, f.name], capture_output=True, text=True, timeout=7200
        )
    finally:
        os.unlink(f.name)
    scale = (before + stone(vm)) / 2.0 / PICO_PYSTONE
    got = {}
    for m in re.finditer(
        r"deal (\d+) won (\d) score (-?\d+) low (\d+) moves (\S*) us (\S*)", r.stdout
    ):
        got[int(m.group(1))] = m
    if len(got) != deals:
        raise RuntimeError("the VM stopped: %s" % (r.stdout + r.stderr)[-400:])
    cp = guide_moves(first, deals, think)
    same = wins = 0
    times = []
    low = 1 << 30
    for seed, m in got.items():
        moves = [int(x) for x in m.group(5).split(",") if x]
        same += 1 if (int(m.group(2)), int(m.group(3)), moves) == cp[seed] else 0
        wins += int(m.group(2))
        low = min(low, int(m.group(4)))
        times += [int(x) * scale / 1000.0 for x in m.group(6).split(",") if x]
    times.sort()
    print(
        "deals %d..%d on the VM at %s: won %d; hint on a Pico median %.1f ms, max %.0f ms "
        "over %d hints; least free heap after a hint %d bytes; moves equal to CPython's: "
        "%d / %d"
        % (
            first,
            first + deals - 1,
            heap,
            wins,
            times[len(times) // 2],
            times[-1],
            len(times),
            low,
            same,
            deals,
        )
    )


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
    elif len(argv) >= 2 and argv[1] == "profile":
        deals = number(argv, 2, 40, "DEALS", 1)
        profile(deals, number(argv, 3, 500001, "FIRST", 0, 999999 - deals + 1))
    elif len(argv) >= 2 and argv[1] == "units":
        deals = number(argv, 2, 40, "DEALS", 2)
        units(
            deals,
            number(argv, 3, 500001, "FIRST", 0, 999999 - deals + 1),
            number(argv, 4, 12000, "BUDGET", 100, 10**7),
        )
    elif len(argv) >= 2 and argv[1] == "guide":
        deals = number(argv, 2, 1000, "DEALS", 1)
        guide(
            deals,
            number(argv, 3, 1, "FIRST", 0, 999999 - deals + 1),
            number(argv, 4, 600, "THINK", 0, 10**6),
        )
    elif len(argv) >= 2 and argv[1] == "guidevm":
        deals = number(argv, 2, 20, "DEALS", 1)
        guide_vm(
            deals,
            number(argv, 3, 1, "FIRST", 0, 999999 - deals + 1),
            argv[4] if len(argv) > 4 else "96K",
        )
    elif len(argv) >= 2 and argv[1] == "digest":
        deals = number(argv, 2, 200, "DEALS", 1)
        digest(deals, number(argv, 3, 500001, "FIRST", 0, 999999 - deals + 1))
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
