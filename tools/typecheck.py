# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Type-check what the board runs against the real CircuitPython API (``make typecheck``).

    python tools/typecheck.py [FILE ...]

Runs mypy (``mypy.ini``) on ``code.py``, ``boot.py``, ``safemode.py`` and every module
the device build ships (``tools/build_device.py``: the device program, ``engine/``
and the device part of ``hal/``), or on the FILEs given, against the pinned
``circuitpython-stubs``. The stubs come as ``<name>-stubs`` packages; they are
linked as plain packages into ``build/stubs`` so that mypy sees them and nothing else
of the virtualenv (Blinka's CPython stand-ins for ``board``, ``displayio``... would
otherwise hide the board's real signatures).

Prints mypy's errors, then one line
``mypy (circuitpython-stubs 10.2.1): N errors in M files``, and exits 1 on any error
(2 when mypy or the stubs are not installed: ``pip install -r requirements.txt``).

Not checked: ``hal/compat/`` (CircuitPython 8 stand-ins named like the 9.x modules
they replace, ``busdisplay`` & co.: they would shadow the stubs) and the libraries in
``lib/`` (Adafruit's drivers).
"""

import os
import re
import subprocess
import sys
import sysconfig

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBS = os.path.join(ROOT, "build", "stubs")
TOP = ("code.py", "boot.py", "safemode.py")
SKIP = ("hal/compat/",)
# what the stubs import: Adafruit's typing helpers (ReadableBuffer & co.), a typed package
DEPENDS = ("circuitpython_typing",)


def stubs_version():
    """The installed circuitpython-stubs version, or None."""
    from importlib import metadata

    try:
        return metadata.version("circuitpython-stubs")
    except metadata.PackageNotFoundError:
        return None


def link_stubs(dest=STUBS):
    """Make ``dest/<name>`` point at each installed ``<name>-stubs`` package (and at the
    packages in ``DEPENDS``); return the count."""
    site = sysconfig.get_paths()["purelib"]
    os.makedirs(dest, exist_ok=True)
    n = 0
    for entry in sorted(os.listdir(site)):
        if entry.endswith("-stubs"):
            name = entry[: -len("-stubs")]
        elif entry in DEPENDS:
            name = entry
        else:
            continue
        src = os.path.join(site, entry)
        link = os.path.join(dest, name)
        if os.path.islink(link) and os.readlink(link) == src:
            n += 1
            continue
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(src, link)
        n += 1
    return n


def board_files():
    """Our source files the board runs (relative paths), from the device build's list."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import build_device
    finally:
        sys.path.pop(0)
    out = [t for t in TOP if os.path.exists(os.path.join(ROOT, t))]
    for _src, rel in build_device.source_files():
        if rel.endswith(".py") and rel not in out and not rel.startswith(SKIP):
            out.append(rel)
    return out


def summary(output, version, checked):
    """(errors, files with errors, the summary line) from mypy's output on ``checked``
    files: the line counts the files checked, so a run that checked nothing shows it."""
    errors = 0
    files = set()
    for line in output.splitlines():
        m = re.match(r"(.+?):\d+(?::\d+)?: error:", line)
        if m:
            errors += 1
            files.add(m.group(1))
    line = "mypy (circuitpython-stubs %s): %d error%s in %d file%s checked" % (
        version, errors, "" if errors == 1 else "s", checked, "" if checked == 1 else "s")
    return errors, len(files), line


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    version = stubs_version()
    try:
        import mypy  # noqa: F401
    except ImportError:
        version = None
    if version is None:
        print("typecheck: mypy or circuitpython-stubs missing: "
              ".venv/bin/pip install -r requirements.txt")
        return 2
    if not link_stubs():
        print("typecheck: no <name>-stubs packages found beside mypy")
        return 2
    files = args or board_files()
    if not files:
        print("typecheck: no files to check (tools/build_device.py lists none)")
        return 2
    r = subprocess.run([sys.executable, "-m", "mypy", "--config-file",
                        os.path.join(ROOT, "mypy.ini"), "--no-error-summary", *files],
                       cwd=ROOT, capture_output=True, text=True)
    out = r.stdout + r.stderr
    errors, _files, line = summary(out, version, len(files))
    if out.strip():
        print(out.rstrip())
    print(line)
    if r.returncode and not errors:
        return r.returncode  # mypy itself failed (a bad option, a crash): its message is above
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
