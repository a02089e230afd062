# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Run the portable tests (tests/portable/test_*.py) without pytest.

Works under MicroPython and CPython::

    micropython -X heapsize=64K tests/mprun.py [--root DIR] [module-name-or-substring ...]

``--root DIR`` runs a compiled tree (``tools/build_mpy.py DIR engine hal tests/portable``):
.mpy bytecode, as on the device, so that a 64K heap holds the program instead of the
compiler's working memory.

Prints one line per failure and a closing "micropython: N passed, M failed".
"""

import gc
import os
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
ROOT = HERE.rsplit("/", 1)[0] if "/" in HERE else "."


def _scrub(depth=24):
    """Overwrite the dead part of the C stack: the GC scans it conservatively, and a
    stale pointer left there by the last test would keep that test's game alive."""
    pad = [depth, depth, depth, depth]
    return pad[0] if depth == 0 else _scrub(depth - 1)


def main(argv):
    want = argv[1:]
    root = ROOT
    if want and want[0] == "--root":
        root = want[1]
        want = want[2:]
    tests = root + "/tests/portable"
    sys.path.insert(0, root)
    sys.path.insert(0, tests)
    from engine import heap

    heap.tune()  # as the app and the autoplayer do (a no-op on CPython)
    names = sorted(
        [
            f[: f.rfind(".")]
            for f in os.listdir(tests)
            if f.startswith("test_") and (f.endswith(".py") or f.endswith(".mpy"))
        ]
    )
    if want:  # an exact module name picks that module alone, else a substring picks all
        names = [n for n in names if any([w == n or (w not in names and w in n) for w in want])]
    passed = failed = 0
    impl = sys.implementation.name
    for name in names:
        before = list(sys.modules.keys())
        try:
            mod = __import__(name)
        except Exception as e:  # an import failure counts as one failure
            failed += 1
            print("FAIL import %s: %s: %s" % (name, type(e).__name__, e))
            continue
        tests = sorted([t for t in dir(mod) if t.startswith("test_")])
        for t in tests:
            _scrub()
            gc.collect()
            try:
                getattr(mod, t)()
                passed += 1
            except Exception as e:
                failed += 1
                print("FAIL %s.%s: %s: %s" % (name, t, type(e).__name__, e))
                if hasattr(sys, "print_exception"):  # MicroPython, CircuitPython
                    sys.print_exception(e)
                else:
                    try:  # CPython; CircuitPython's unix VM has neither this nor the above
                        import traceback

                        traceback.print_exc()
                    except ImportError:
                        pass
        # unload everything the module brought in: each game runs in a fresh 64K heap
        for m in list(sys.modules.keys()):
            if m not in before:
                del sys.modules[m]
        mod = None
        gc.collect()
    print("%s: %d passed, %d failed" % (impl, passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
