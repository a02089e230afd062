# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Write a ready-to-copy CIRCUITPY folder, offline (``make device``).

    python tools/build_device.py [--out DIR] [--mpy-cross PATH | --source]

Writes ``code.py``, ``boot.py``, ``safemode.py``, ``settings.toml``, the device
program ``device_main``, the engine (with the rules
texts and the generated font), the device part of ``hal/``, and ``lib/`` with
the CircuitPython libraries named in ``requirements-device.txt``, taken from the
repository's own ``lib/`` (``tools/fill_lib.py``); a library missing
there is first copied into it from its pinned PyPI package installed in this Python,
so the build needs no network.

Every module the board imports (engine, HAL and the ``lib/`` drivers) is compiled
to ``.mpy`` by CircuitPython's own ``mpy-cross`` (built by ``tools/cpvm.py``, or
given with ``--mpy-cross``): a board then loads bytecode instead of compiling each
module in its small heap at every start. ``code.py``, ``boot.py`` and ``safemode.py``
stay source, the names CircuitPython looks for. The tool checks that the compiler says
"CircuitPython" and that each output starts with "C" (a board refuses
MicroPython's "M" files); a library that circup installed as ``.mpy`` is copied
as it is, after the same check. ``--source`` ships plain ``.py`` instead.

The size printed is what the files take on the board's FAT drive: each file
rounded up to whole 512-byte clusters, plus the clusters of each folder's
directory entries. That, not the sum of the file sizes, is what has to fit in the
drive's free space.
"""

import argparse
import os
import shutil
import subprocess
import sys

from toolkit import ROOT  # the root on sys.path too

OUT = os.path.join(ROOT, "build", "CIRCUITPY")
TOP = ("code.py", "boot.py", "safemode.py", "device_main.py", "settings.toml")
HAL = (
    "hal/__init__.py",
    "hal/circuitpython.py",
    "hal/crashlog.py",
    "hal/nvmstore.py",
    "hal/pages.py",
    "hal/profile.py",
    "hal/storage.py",
    "hal/view.py",
    "hal/compat",
)
KEEP_PY = ("code.py", "boot.py", "safemode.py")  # CircuitPython looks for these names as .py
FLASH_KB = 1024  # a Pico's CIRCUITPY drive holds about 1 MB
CLUSTER = 512  # CircuitPython formats a small flash drive FAT12 with 512-byte clusters


class BuildError(Exception):
    """The build cannot be made; the message says why and what to do."""


def source_files():
    """[(source path, path in the build)] of our own files."""
    out = [(os.path.join(ROOT, t), t) for t in TOP]
    for item in ("engine",) + HAL:
        src = os.path.join(ROOT, item)
        if os.path.isfile(src):
            out.append((src, item))
            continue
        for base, dirs, files in os.walk(src):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for f in sorted(files):
                if f.endswith((".pyc", ".tmp", "~")):
                    continue
                path = os.path.join(base, f)
                out.append((path, os.path.relpath(path, ROOT).replace(os.sep, "/")))
    return out


def check_font():
    """The generated font must exist; make it if it does not, warn if it is stale."""
    font = os.path.join(ROOT, "engine", "ui", "font.py")
    tool = os.path.join(ROOT, "tools", "make_font.py")
    if not os.path.exists(font):
        subprocess.run([sys.executable, tool], check=True, cwd=ROOT)
    elif subprocess.run(
        [sys.executable, tool, "--check"], cwd=ROOT, capture_output=True
    ).returncode:
        print(
            "build_device: warning: engine/ui/font.py is older than tools/font.txt "
            "(run python tools/make_font.py)"
        )


def check_mpy_cross(exe):
    """The CircuitPython version line of ``exe``; BuildError if it is not CircuitPython's."""
    try:
        r = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
    except OSError as e:
        raise BuildError("mpy-cross %s: %s" % (exe, e))
    line = (r.stdout + r.stderr).strip().splitlines()[:1]
    line = line[0] if line else "?"
    if "CircuitPython" not in line:
        raise BuildError(
            "%s says %r: that is not CircuitPython's mpy-cross, and CircuitPython "
            "cannot load its .mpy files. Build without --mpy-cross (plain .py)." % (exe, line)
        )
    return line


def compile_mpy(exe, src, dst, rel):
    """Compile one file; check the CircuitPython header."""
    from build_mpy import BOARD_ARGS  # (-O3: see there)

    subprocess.run([exe, *BOARD_ARGS, "-s", rel, "-o", dst, src], check=True)
    with open(dst, "rb") as f:
        head = f.read(1)
    if head != b"C":
        raise BuildError("%s: compiled file does not start with 'C' (not CircuitPython's)" % rel)


def board_mpy_cross():
    """CircuitPython's mpy-cross of the pinned version, built on first use."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import cpvm

    try:
        return cpvm.build()[1]
    except cpvm.BuildError as e:
        raise BuildError("CircuitPython's mpy-cross: %s (or build with --source)" % e)


def lib_files(quiet=False):
    """[(source path, path in the build)] of the libraries, from lib/ as ``tools/fill_lib.py`` fills
    it (tools/fill_lib.py: the missing ones are copied from their pinned PyPI packages)."""
    tools = os.path.join(ROOT, "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import fill_lib

    try:
        return fill_lib.ensure(say=(lambda s: None) if quiet else print)
    except fill_lib.FillError as e:
        raise BuildError(str(e))


def build(out=OUT, mpy_cross=None, quiet=False, source=False):
    """Write the folder; return (number of files, total bytes, lib bytes).

    ``mpy_cross``: CircuitPython's compiler (default: the pinned one, built here);
    ``source``: ship plain ``.py`` instead of ``.mpy``."""
    if not source and not mpy_cross:
        mpy_cross = board_mpy_cross()
    version = None if source else check_mpy_cross(mpy_cross)
    check_font()
    files = source_files()
    files += lib_files(quiet)
    if os.path.isdir(out):
        shutil.rmtree(out)  # no stale files from an earlier build
    total = libs = 0
    for src, rel in files:
        dst = os.path.join(out, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if version and rel.endswith(".py") and rel not in KEEP_PY:
            dst = dst[:-3] + ".mpy"
            compile_mpy(mpy_cross, src, dst, rel)
        else:
            if rel.endswith(".mpy"):
                _check_mpy(src, rel)  # a library circup installed already compiled
            shutil.copyfile(src, dst)
        size = os.path.getsize(dst)
        total += size
        if rel.startswith("lib/"):
            libs += size
    if not quiet:
        kind = ".mpy by " + version if version else "plain .py"
        print(
            "build_device: %s: %d files, %d bytes (lib/ %d); on the drive (FAT, %d-byte "
            "clusters) %d KB of a Pico's about %d KB; %s"
            % (
                os.path.relpath(out, ROOT),
                len(files),
                total,
                libs,
                CLUSTER,
                (drive_bytes(out) + 1023) // 1024,
                FLASH_KB,
                kind,
            )
        )
    return len(files), total, libs


def _check_mpy(path, rel):
    with open(path, "rb") as f:
        head = f.read(1)
    if head != b"C":
        raise BuildError(
            "%s is not CircuitPython bytecode (a board refuses it): run "
            "`python tools/fill_lib.py --offline`" % rel
        )


def _needs_long_name(name):
    """True if FAT stores ``name`` with long-name entries (not a plain 8.3 name)."""
    base, dot, ext = name.rpartition(".")
    if not dot:
        base, ext = name, ""
    ok = "abcdefghijklmnopqrstuvwxyz0123456789_-~!#$%&'()@^{}"
    if not base or len(base) > 8 or len(ext) > 3:
        return True
    for part in (base, ext):
        if part != part.lower() and part != part.upper():
            return True  # mixed case needs a long name; one case is a flag on the entry
        if any(c not in ok for c in part.lower()):
            return True
    return False


def drive_bytes(root, cluster=CLUSTER):
    """Bytes the tree under ``root`` takes on a FAT drive with ``cluster``-byte clusters.

    Each file takes whole clusters; each folder (the drive's own root excepted: FAT12
    keeps it in a fixed area) takes whole clusters for its 32-byte entries: ".", "..",
    and one per child plus one per 13 characters of a long name."""
    total = 0
    for base, dirs, files in os.walk(root):
        entries = 0 if base == root else 2
        for name in dirs + files:
            entries += 1 + ((len(name) + 12) // 13 if _needs_long_name(name) else 0)
        for name in files:
            size = os.path.getsize(os.path.join(base, name))
            total += (size + cluster - 1) // cluster * cluster
        if base != root:
            total += max(1, (entries * 32 + cluster - 1) // cluster) * cluster
    return total


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/build_device.py", description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT, help="folder to write (default build/CIRCUITPY)")
    how = ap.add_mutually_exclusive_group()
    how.add_argument("--mpy-cross", help="CircuitPython's mpy-cross (default: tools/cpvm.py's)")
    how.add_argument("--source", action="store_true", help="ship plain .py, not .mpy")
    args = ap.parse_args(argv)
    try:
        build(args.out, args.mpy_cross, source=args.source)
    except BuildError as e:
        print("build_device: " + str(e), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
