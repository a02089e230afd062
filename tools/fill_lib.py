# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fill ``lib/`` with the CircuitPython libraries the device needs.

    python tools/fill_lib.py [--offline] [--root DIR]

The libraries are the names in ``requirements-device.txt``. Online, circup installs
them from Adafruit's bundle for the pinned CircuitPython version, as for a board::

    circup --path . --cpy-version 10.2.1 --board-id raspberry_pi_pico \\
        install -r requirements-device.txt

(``--cpy-version`` and ``--board-id`` stand in for the ``boot_out.txt`` a board
has.) Without circup, with ``--offline``, or when circup fails (its bundle is on
the network), the same libraries are copied as ``.py`` from their PyPI packages
installed in this Python, ``adafruit-circuitpython-<name>`` at the versions pinned
in requirements.txt: that path needs no network and gives the same files on every
machine. A circup failure prints one line and falls back to it.

``lib/.source`` records where each library came from. ``tools/build_device.py``
takes the libraries from ``lib/`` and fills the missing ones through
:func:`ensure` (the PyPI path) first.
"""

import argparse
import os
import shutil
import subprocess
import sys
from importlib import metadata

from toolkit import ROOT  # the root on sys.path too

CP_VERSION = "10.2.1"  # the CircuitPython the project targets (tools/cpvm.py builds it)
BOARD_ID = "raspberry_pi_pico"  # the reference board (docs/DEVICE.md)
SOURCE = ".source"  # lib/.source: one line per library, "name how"


class FillError(Exception):
    """lib/ cannot be filled; the message says why and what to do."""


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
        raise FillError("%s: only Adafruit libraries are mapped to PyPI here" % lib)
    return "adafruit-circuitpython-" + lib[len("adafruit_") :].replace("_", "-")


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


def package_files(lib, pinned):
    """[(source path, path under lib/)] of one library, from its installed, pinned package."""
    dist_name = pypi_name(lib)
    want = pinned.get(_norm(dist_name))
    if want is None:
        raise FillError("%s is not pinned in requirements.txt (add %s==VERSION)" % (lib, dist_name))
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        raise FillError(
            "%s is not installed: run `python tools/fill_lib.py` (or pip install -r "
            "requirements.txt) once with the network" % dist_name
        )
    if dist.version != want:
        raise FillError(
            "%s %s installed, requirements.txt pins %s: reinstall the pins"
            % (dist_name, dist.version, want)
        )
    out = []
    for f in dist.files or ():
        parts = f.parts
        if parts[0] != lib and parts[0] != lib + ".py":
            continue  # the dist-info folder and anything else
        if "__pycache__" in parts or not (f.name.endswith(".py") or len(parts) > 1):
            continue
        out.append((str(f.locate()), "/".join(parts)))
    if not out:
        raise FillError("%s: no module %s found in the package" % (dist_name, lib))
    return sorted(out, key=lambda x: x[1])


def installed(lib_dir, lib):
    """The path of library ``lib`` in ``lib_dir`` (package folder, .py or .mpy), or None."""
    for cand in (lib, lib + ".mpy", lib + ".py"):
        path = os.path.join(lib_dir, cand)
        if os.path.exists(path):
            return path
    return None


def _remove(lib_dir, lib):
    """Take every copy of ``lib`` out of ``lib_dir`` (no .py left beside a .mpy)."""
    for cand in (lib, lib + ".mpy", lib + ".py"):
        path = os.path.join(lib_dir, cand)
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)


def sources(lib_dir):
    """{library: how it was installed} from lib/.source (empty when unknown)."""
    path = os.path.join(lib_dir, SOURCE)
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                name, _, rest = line.strip().partition(" ")
                if name:
                    out[name] = rest
    return out


def _record(lib_dir, how):
    """Update lib/.source with ``{lib: how}``."""
    known = sources(lib_dir)
    known.update(how)
    with open(os.path.join(lib_dir, SOURCE), "w") as f:
        for name in sorted(known):
            f.write("%s %s\n" % (name, known[name]))


def from_pypi(root=ROOT, libs=None):
    """Copy ``libs`` (default: all of requirements-device.txt) from their pinned PyPI
    packages into ``root``/lib as plain .py; return their names."""
    libs = device_libraries() if libs is None else libs
    pinned = pins()
    lib_dir = os.path.join(root, "lib")
    plan = [(lib, package_files(lib, pinned)) for lib in libs]  # check all before writing
    how = {}
    for lib, files in plan:
        _remove(lib_dir, lib)
        for src, rel in files:
            dst = os.path.join(lib_dir, rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(src, dst)
        how[lib] = "pypi %s==%s" % (pypi_name(lib), pinned[_norm(pypi_name(lib))])
    if how:
        _record(lib_dir, how)
    return [lib for lib, _ in plan]


def circup_exe():
    """The circup command: beside this Python (the venv's), else on PATH, else None."""
    here = os.path.join(os.path.dirname(sys.executable), "circup")
    if os.path.exists(here):
        return here
    return shutil.which("circup")


def circup_command(exe, root=ROOT):
    """The circup command line that installs requirements-device.txt into root/lib."""
    return [
        exe,
        "--timeout",
        "30",
        "--path",
        root,
        "--cpy-version",
        CP_VERSION,
        "--board-id",
        BOARD_ID,
        "install",
        "-r",
        os.path.join(ROOT, "requirements-device.txt"),
    ]


def from_circup(exe, root=ROOT):
    """Run circup; return None on success, else one line saying why it failed."""
    try:
        r = subprocess.run(
            circup_command(exe, root),
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=600,
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        return "%s: %s" % (type(e).__name__, e)
    out = (r.stdout + r.stderr).strip().splitlines()
    lib_dir = os.path.join(root, "lib")
    missing = [lib for lib in device_libraries() if not installed(lib_dir, lib)]
    if r.returncode == 0 and not missing:
        _record(lib_dir, {lib: "circup" for lib in device_libraries()})
        return None
    why = out[-1].strip() if out else "exit %d" % r.returncode
    if r.returncode == 0:
        why = "%s not installed" % ", ".join(missing)
    head, sep, rest = why.partition(": ")
    if sep and "." in head and " " not in head:  # "requests.exceptions.X: ...": X is enough
        why = head.rsplit(".", 1)[1] + sep + rest
    return why if len(why) <= 90 else why[:89] + "…"


def fill(root=ROOT, offline=False, say=print):
    """Fill root/lib with every library of requirements-device.txt; return how ("circup"
    or "pypi")."""
    exe = None if offline else circup_exe()
    if exe:
        why = from_circup(exe, root)
        if why is None:
            say("fill_lib: lib/ filled by circup (CircuitPython %s bundle)" % CP_VERSION)
            return "circup"
        say("fill_lib: circup failed (%s); using the pinned PyPI packages" % why)
    elif not offline:
        say("fill_lib: circup is not installed; using the pinned PyPI packages")
    libs = from_pypi(root)
    say("fill_lib: lib/ filled from PyPI: %s" % ", ".join(libs))
    return "pypi"


def ensure(root=ROOT, say=print):
    """The libraries of requirements-device.txt in root/lib, the missing ones (and those
    copied from PyPI at another version than the pin) copied from their pinned PyPI
    packages first, offline; return [(source path, path in the build)]."""
    lib_dir = os.path.join(root, "lib")
    libs = device_libraries()
    came = sources(lib_dir)
    pinned = pins()
    missing = []
    for lib in libs:
        how = came.get(lib, "")
        if not installed(lib_dir, lib) or (
            how.startswith("pypi ")
            and how != "pypi %s==%s" % (pypi_name(lib), pinned.get(_norm(pypi_name(lib))))
        ):
            missing.append(lib)
    if missing:
        from_pypi(root, missing)
        say(
            "fill_lib: %s copied into lib/ from the pinned PyPI packages (tools/fill_lib.py)"
            % ", ".join(missing)
        )
    out = []
    for lib in libs:
        path = installed(lib_dir, lib)
        if os.path.isfile(path):
            out.append((path, "lib/" + os.path.basename(path)))
            continue
        for base, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for f in sorted(files):
                if f.endswith((".pyc", ".tmp", "~")):
                    continue
                src = os.path.join(base, f)
                out.append((src, "lib/" + os.path.relpath(src, lib_dir).replace(os.sep, "/")))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/fill_lib.py", description=__doc__.split("\n")[0])
    ap.add_argument(
        "--offline",
        action="store_true",
        help="do not try circup: copy from the pinned PyPI packages",
    )
    ap.add_argument(
        "--root",
        default=ROOT,
        help="the drive folder whose lib/ to fill " "(default: the repository root)",
    )
    args = ap.parse_args(argv)
    try:
        fill(os.path.abspath(args.root), args.offline)
    except FillError as e:
        print("fill_lib: " + str(e), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
