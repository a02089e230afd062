# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Write a ready-to-copy CIRCUITPY folder, offline (``make device``).

    python tools/build_device.py [--out DIR] [--mpy-cross PATH | --source]

Writes ``code.py``, ``boot.py``, ``settings.toml``, the engine (with the rules
texts and the generated font), the device part of ``hal/``, and ``lib/`` with
the CircuitPython libraries named in ``requirements-device.txt``, taken from
their PyPI packages installed in this Python (pinned in requirements.txt, so the
build is the same on every machine and needs no network).

Every module the board imports (engine, HAL and the ``lib/`` drivers) is compiled
to ``.mpy`` by CircuitPython's own ``mpy-cross`` (built by ``tools/cpvm.py``, or
given with ``--mpy-cross``): a board then loads bytecode instead of compiling each
module in its small heap at every start. ``code.py`` and ``boot.py`` stay source,
the names CircuitPython looks for. The tool checks that the compiler says
"CircuitPython" and that each output starts with "C" (a board refuses
MicroPython's "M" files). ``--source`` ships plain ``.py`` instead.
"""

import argparse
import os
import shutil
import subprocess
import sys
from importlib import metadata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "CIRCUITPY")
TOP = ("code.py", "boot.py", "settings.toml")
HAL = ("hal/__init__.py", "hal/circuitpython.py", "hal/profile.py", "hal/storage.py",
       "hal/view.py", "hal/compat")
KEEP_PY = ("code.py", "boot.py")  # CircuitPython looks for these names as .py
FLASH_KB = 1024  # a Pico's CIRCUITPY drive holds about 1 MB


class BuildError(Exception):
    """The build cannot be made; the message says why and what to do."""


def device_libraries(path=None):
    """Library names (circup names) from requirements-device.txt."""
    path = path or os.path.join(ROOT, "requirements-device.txt")
    names = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                names.append(line)
    return names


def pypi_name(lib):
    """adafruit_displayio_ssd1306 -> adafruit-circuitpython-displayio-ssd1306."""
    if not lib.startswith("adafruit_"):
        raise BuildError("%s: only Adafruit libraries are mapped to PyPI here" % lib)
    return "adafruit-circuitpython-" + lib[len("adafruit_"):].replace("_", "-")


def pins(path=None):
    """{normalised name: version} of the == pins in requirements.txt."""
    path = path or os.path.join(ROOT, "requirements.txt")
    out = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if "==" in line:
                name, ver = line.split("==", 1)
                out[_norm(name)] = ver.strip()
    return out


def _norm(name):
    return name.strip().lower().replace("_", "-")


def library_files(lib, pinned):
    """[(source path, path under lib/)] of one library, from its installed, pinned package."""
    dist_name = pypi_name(lib)
    want = pinned.get(_norm(dist_name))
    if want is None:
        raise BuildError("%s is not pinned in requirements.txt (add %s==VERSION)"
                         % (lib, dist_name))
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        raise BuildError("%s is not installed: run `make device` (or pip install -r "
                         "requirements.txt) once with the network" % dist_name)
    if dist.version != want:
        raise BuildError("%s %s installed, requirements.txt pins %s: reinstall the pins"
                         % (dist_name, dist.version, want))
    out = []
    for f in dist.files or ():
        parts = f.parts
        if parts[0] != lib and parts[0] != lib + ".py":
            continue  # the dist-info folder and anything else
        if "__pycache__" in parts or not (f.name.endswith(".py") or len(parts) > 1):
            continue
        out.append((str(f.locate()), "/".join(parts)))
    if not out:
        raise BuildError("%s: no module %s found in the package" % (dist_name, lib))
    return sorted(out, key=lambda x: x[1])


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
    elif subprocess.run([sys.executable, tool, "--check"], cwd=ROOT,
                        capture_output=True).returncode:
        print("build_device: warning: engine/ui/font.py is older than tools/font.txt "
              "(run python tools/make_font.py)")


def check_mpy_cross(exe):
    """The CircuitPython version line of ``exe``; BuildError if it is not CircuitPython's."""
    try:
        r = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
    except OSError as e:
        raise BuildError("mpy-cross %s: %s" % (exe, e))
    line = (r.stdout + r.stderr).strip().splitlines()[:1]
    line = line[0] if line else "?"
    if "CircuitPython" not in line:
        raise BuildError("%s says %r: that is not CircuitPython's mpy-cross, and CircuitPython "
                         "cannot load its .mpy files. Build without --mpy-cross (plain .py)."
                         % (exe, line))
    return line


def compile_mpy(exe, src, dst, rel):
    """Compile one file; check the CircuitPython header."""
    subprocess.run([exe, "-s", rel, "-o", dst, src], check=True)
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


def build(out=OUT, mpy_cross=None, quiet=False, source=False):
    """Write the folder; return (number of files, total bytes, lib bytes).

    ``mpy_cross``: CircuitPython's compiler (default: the pinned one, built here);
    ``source``: ship plain ``.py`` instead of ``.mpy``."""
    if not source and not mpy_cross:
        mpy_cross = board_mpy_cross()
    version = None if source else check_mpy_cross(mpy_cross)
    check_font()
    pinned = pins()
    files = source_files()
    for lib in device_libraries():
        files += [(src, "lib/" + rel) for src, rel in library_files(lib, pinned)]
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
            shutil.copyfile(src, dst)
        size = os.path.getsize(dst)
        total += size
        if rel.startswith("lib/"):
            libs += size
    if not quiet:
        kind = ".mpy by " + version if version else "plain .py"
        print("build_device: %s: %d files, %d KB (lib/ %d KB), %s; a Pico's drive holds "
              "about %d KB" % (os.path.relpath(out, ROOT), len(files), (total + 1023) // 1024,
                               (libs + 1023) // 1024, kind, FLASH_KB))
    return len(files), total, libs


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
