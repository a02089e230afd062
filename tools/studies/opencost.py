# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""What opening a game compiles on the board, and what it costs (the target: open <= 2 s).

    python tools/studies/opencost.py [--games id,id] [--mpy] [--no-ir]

Drives the app on the board's VM (``tools/cpvm.py``) exactly as ``tools/bench.py``
times "open": the game list on screen, the game's entry, New game and Start pressed,
the play screen drawn, in a fresh interpreter. It lists, per key, every module imported
in between (a module imported, dropped and imported again counts twice: the board
compiles it twice), with its source size and lines, and what compiling it costs on a
Pico by instruction count (valgrind's callgrind: the VM compiling that source alone,
minus the VM reading it; a Pico runs about 1,200 pystone loops/s, and pystone's
instructions per loop are counted the same way). Instruction counts do not depend on
the machine's load, so a before/after of a few per cent is real.

The whole open is counted the same way (the open minus the app brought to the game
list): ``open`` is from source (the board compiles every ``.py``); ``--mpy`` counts it
on the tree compiled by CircuitPython's ``mpy-cross`` too, where nothing compiles.
``--no-ir`` skips valgrind and times compiles on the VM's clock (best of 5, scaled by
pystone: noisy on a shared machine).
"""

import argparse
import os
import re
import subprocess
import sys

# a study lives in tools/studies/: the tools it uses are one folder up
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import bench
import cpvm
from toolkit import ROOT

from engine.game import GAME_IDS

PICO_STONES = 1200  # pystone loops/s of a Raspberry Pi Pico (see tools/bench.py)

# the app at the game list, then the open (bench's keys), each key's imports listed:
# a module's imports during a key = the times it was dropped + present after - present
# before (engine.ui.app.drop is the only way the app forgets a module)
_TRACE = (
    bench._COMMON
    + bench._APP
    + """
import engine.ui.app as A
_drop = A.drop
log = []
def drop(names):
    for n in names:
        if n in sys.modules:
            log.append(n)
    _drop(names)
A.drop = drop
app = new_app(1)
gc.collect()
start()
for k in ('A', 'A', 'A'):
    before = set(sys.modules)
    del log[:]
    app.key(k)
    settle(app)
    app.draw()
    after = set(sys.modules)
    print('KEY', type(app.screen).__name__)
    for n in sorted(set(log) | after):
        c = log.count(n) + (n in after) - (n in before)
        if c > 0:
            print('C', n, c)
print('open_us', took() if isinstance(app.screen, PlayHost) else 0)
"""
)

# the bench's open without its timer (@OPEN@ 0: the app brought to the game list only)
_OPEN = (
    bench._COMMON
    + bench._APP
    + """
app = new_app(1)
gc.collect()
if @OPEN@:
    for k in ('A', 'A', 'A'):
        app.key(k)
        settle(app)
        app.draw()
    assert isinstance(app.screen, PlayHost)
"""
)


def irefs(vm, code, heap="1024K"):
    """Instructions the VM executes running ``code`` (callgrind's total)."""
    r = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            vm,
            "-X",
            "heapsize=" + heap,
            "-c",
            code,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    m = re.search(r"Collected : (\d+)", r.stderr)
    if r.returncode or not m:
        raise SystemExit("valgrind run failed: %s" % (r.stdout + r.stderr)[-600:])
    return int(m.group(1))


def stone_ir(vm):
    """Instructions per pystone loop on the VM (2,000 loops minus 500)."""
    code = "import sys\nsys.path.insert(0, %r)\nimport pystone\npystone.main(['p', '%%d'])" % (
        os.path.join(ROOT, "tools")
    )
    return (irefs(vm, code % 2000) - irefs(vm, code % 500)) / 1500.0


def pico_ms(ir, per_loop):
    """Instructions -> ms on a Pico."""
    return ir / per_loop / PICO_STONES * 1000.0


def source(name):
    """The source file of module ``name``."""
    p = os.path.join(ROOT, *name.split(".")) + ".py"
    return p if os.path.exists(p) else os.path.join(ROOT, *name.split("."), "__init__.py")


def compile_ir(vm, path, per_loop):
    """Pico ms of compiling ``path`` alone on the VM (minus reading it)."""
    read = "src = open(%r).read()\n" % path
    return pico_ms(irefs(vm, read + "compile(src, 'm', 'exec')") - irefs(vm, read), per_loop)


def compile_clock(vm, path, factor):
    """Pico ms of compiling ``path`` on the VM's clock (best of 5) x ``factor``."""
    code = (
        "import time\nsrc = open(%r).read()\nb = 0\nfor i in range(5):\n"
        " t = time.ticks_us(); compile(src, 'm', 'exec')\n"
        " d = time.ticks_diff(time.ticks_us(), t)\n b = d if not b or d < b else b\nprint(b)"
    ) % path
    r = subprocess.run([vm, "-X", "heapsize=1024K", "-c", code], capture_output=True, text=True)
    return int(r.stdout.strip() or 0) / 1000.0 * factor


def trace(vm, gid):
    """[(key's screen, [(module, times)])] and the open's us on the VM from source."""
    code = bench.worker(_TRACE, ROOT, GAME=gid)
    r = subprocess.run(
        [vm, "-X", "heapsize=1024K", "-c", code], cwd=ROOT, capture_output=True, text=True
    )
    if r.returncode:
        raise SystemExit("trace of %s failed: %s" % (gid, (r.stdout + r.stderr)[-600:]))
    keys = []
    for line in r.stdout.split("\n"):
        if line.startswith("KEY "):
            keys.append((line[4:], []))
        elif line.startswith("C "):
            _, name, n = line.split()
            keys[-1][1].append((name, int(n)))
    return keys, bench.parse_int(r.stdout, "open_us")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default=",".join(GAME_IDS))
    ap.add_argument("--mpy", action="store_true", help="count the open from .mpy too")
    ap.add_argument("--no-ir", action="store_true", help="the VM's clock, not valgrind")
    ap.add_argument(
        "--heaps",
        default="160,192,256,1024",
        help="K: the open is counted at each (when the collector runs moves with every"
        " allocation, so one heap alone swings by ~100 ms with any change)",
    )
    args = ap.parse_args()
    vm, cross = cpvm.VM, cpvm.MPY_CROSS
    if not os.path.exists(vm):
        raise SystemExit("no VM at %s: python tools/cpvm.py builds it" % vm)
    if args.no_ir:
        stones = bench.pystone(bench.Interp("vm", vm, ROOT), 20000)
        factor = stones / float(PICO_STONES)
        print("pystone %d loops/s on the VM: x%.1f to a Pico (clock, noisy)" % (stones, factor))
    else:
        per_loop = stone_ir(vm)
        print("pystone: %.0f instructions per loop on the VM (callgrind)" % per_loop)
    tree = None
    if args.mpy:
        tree = os.path.join(ROOT, "build", "opencost")
        bench.build(tree, bench.HARNESS, exe=cross)
    cache = {}
    for gid in args.games.split(","):
        keys, _us = trace(vm, gid)
        total = 0.0
        print("\n%s: modules compiled from the game list to the first play frame" % gid)
        for screen, mods in keys:
            print("  key A -> %s" % screen)
            for name, n in mods:
                path = source(name)
                if path not in cache:
                    if args.no_ir:
                        cache[path] = compile_clock(vm, path, factor)
                    else:
                        cache[path] = compile_ir(vm, path, per_loop)
                ms = cache[path] * n
                total += ms
                with open(path) as f:
                    lines = sum(1 for _ in f)
                print(
                    "    %-30s %6d B %4d lines %s %5.0f ms"
                    % (name, os.path.getsize(path), lines, "x%d" % n if n > 1 else "  ", ms)
                )
        print("  compiling: %.0f ms Pico" % total)
        if not args.no_ir:
            for label, t in (("source", ROOT), (".mpy", tree)):
                if t is None:
                    continue
                got = []
                for heap in args.heaps.split(","):
                    base = irefs(vm, bench.worker(_OPEN, t, GAME=gid, OPEN=0), heap + "K")
                    ir = irefs(vm, bench.worker(_OPEN, t, GAME=gid, OPEN=1), heap + "K") - base
                    got.append(pico_ms(ir, per_loop))
                print(
                    "  open from %s: %.0f ms Pico (mean; at heaps %sK: %s)"
                    % (label, sum(got) / len(got), args.heaps, ", ".join(["%.0f" % v for v in got]))
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
