# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Build the board's own tools: CircuitPython's VM (as a Linux program) and its ``mpy-cross``.

    python tools/cpvm.py            build if needed, then print the two paths
    python tools/cpvm.py --check    exit 1 (and say what is missing) if they are not built

They go to ``build/cp-<VERSION>/`` (git-ignored) and are rebuilt only when
``VERSION`` changes. A build is also kept in the user's cache
(``$XDG_CACHE_HOME/pocket-space-cards/cp-<VERSION>/``, else ``~/.cache/...``), so a
second checkout of the project on the same machine (a clone at another path, CI's
checkout) copies it instead of building again. Otherwise the source is the first of:

1. ``$CIRCUITPY_SRC``: a CircuitPython checkout at tag ``VERSION``;
2. ``../shared/circuitpython/`` beside the checkout (a source snapshot and ``build.sh``);
3. a shallow clone of the tag (needs the network).

The VM is configured like a board: 32-bit ints and pointers, a 2 KB pystack and no
``gc.threshold``; ``-X heapsize=96K`` caps its heap. Building needs ``make``, a gcc
that makes 32-bit programs (Debian's ``gcc-multilib``: installed here with apt-get
when we are root and it is missing) and the ``huffman`` package (requirements.txt).
"""

import os
import shutil
import subprocess
import sys
import tempfile

from toolkit import ROOT  # the root on sys.path too

VERSION = "10.2.1"
DEST = os.path.join(ROOT, "build", "cp-" + VERSION)
VM = os.path.join(DEST, "circuitpython")
MPY_CROSS = os.path.join(DEST, "mpy-cross")
REPO = "https://github.com/adafruit/circuitpython"
CACHE = os.path.join(
    os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"),
    "pocket-space-cards",
    "cp-" + VERSION,
)
PYSTACK_FROM = "static mp_obj_t pystack[1024];"
PYSTACK_TO = "static mp_obj_t pystack[2048 / sizeof(mp_obj_t)];"  # a board's 2 KB


class BuildError(Exception):
    """The tools cannot be built here; the message says what is missing."""


def built(where=None):
    """True if both tools exist in ``where`` (default ``DEST``) for ``VERSION``."""
    where = where or DEST
    stamp = os.path.join(where, "VERSION")
    for name in ("circuitpython", "mpy-cross"):
        if not os.path.exists(os.path.join(where, name)):
            return False
    try:
        with open(stamp) as f:
            return f.read().strip() == VERSION
    except OSError:
        return False


def _copy_tools(src, dst):
    """Copy both tools and their stamp from folder ``src`` to ``dst`` (stamp last)."""
    os.makedirs(dst, exist_ok=True)
    for name in ("circuitpython", "mpy-cross", "VERSION"):
        shutil.copy2(os.path.join(src, name), os.path.join(dst, name))


def _from_cache(say):
    """Take the tools from the user's cache when a build of ``VERSION`` is there."""
    if not built(CACHE):
        return False
    try:
        _copy_tools(CACHE, DEST)
        _check()
    except (OSError, BuildError) as e:  # a damaged cache: build instead
        say("the cached build in %s is unusable (%s); building" % (CACHE, e))
        stamp = os.path.join(DEST, "VERSION")
        if os.path.exists(stamp):
            os.remove(stamp)
        return False
    say("copied CircuitPython %s's tools from %s" % (VERSION, CACHE))
    return True


def _to_cache():
    """Keep the build for other checkouts; a cache that cannot be written is no error."""
    try:
        _copy_tools(DEST, CACHE)
    except OSError:
        pass


def _gcc_m32():
    probe = "int main(void){return 0;}\n"
    try:
        r = subprocess.run(
            ["gcc", "-m32", "-x", "c", "-o", os.devnull, "-"],
            input=probe,
            text=True,
            capture_output=True,
        )
    except OSError:
        return False
    return r.returncode == 0


def _need_gcc_m32():
    if _gcc_m32():
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("cpvm: installing gcc-multilib (Debian) for 32-bit builds", flush=True)
        quiet = {
            "stdout": subprocess.DEVNULL,
            "env": dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
        }
        subprocess.run(["apt-get", "update", "-qq"], **quiet)
        subprocess.run(["apt-get", "install", "-y", "-qq", "gcc-multilib"], **quiet)
        if _gcc_m32():
            return
    raise BuildError(
        "gcc cannot build 32-bit programs: install Debian's gcc-multilib "
        "(sudo apt-get install gcc-multilib)"
    )


def _need_huffman(py):
    r = subprocess.run([py, "-c", "import huffman"], capture_output=True)
    if r.returncode:
        raise BuildError("%s cannot import huffman: pip install -r requirements.txt" % py)


def _source():
    """(kind, path): a checkout to copy, the shared snapshot folder, or a fresh clone."""
    env = os.environ.get("CIRCUITPY_SRC")
    if env:
        if not os.path.isfile(os.path.join(env, "py", "mpconfig.h")):
            raise BuildError("CIRCUITPY_SRC=%s is not a CircuitPython checkout" % env)
        return "checkout", env
    shared = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython")
    if os.path.isfile(os.path.join(shared, "build.sh")):
        return "shared", shared
    return "clone", None


def _copy_checkout(src, work):
    """Copy what the unix build needs (never patch the user's own checkout)."""
    dst = os.path.join(work, "circuitpython")
    skip = shutil.ignore_patterns(".git", "build", "build-*", "frozen", "docs", "tests")
    os.makedirs(dst)
    for name in sorted(os.listdir(src)):
        path = os.path.join(src, name)
        if name == "ports":
            shutil.copytree(
                os.path.join(path, "unix"),
                os.path.join(dst, "ports", "unix"),
                ignore=skip,
                symlinks=True,
            )
        elif os.path.isdir(path) and name not in (".git", "docs", "tests", "frozen"):
            shutil.copytree(path, os.path.join(dst, name), ignore=skip, symlinks=True)
        elif os.path.isfile(path):
            shutil.copy(path, dst)
    return dst


def _make(src, py, log):
    """The same two builds as shared/circuitpython/build.sh, from a source tree ``src``."""
    main_c = os.path.join(src, "ports", "unix", "main.c")
    with open(main_c) as f:
        text = f.read()
    if PYSTACK_TO not in text:
        if PYSTACK_FROM not in text:
            raise BuildError("ports/unix/main.c has no pystack array to size (not %s?)" % VERSION)
        with open(main_c, "w") as f:
            f.write(text.replace(PYSTACK_FROM, PYSTACK_TO))
    env = dict(os.environ, CP_VERSION=VERSION)
    jobs = "-j%d" % max(1, min(4, os.cpu_count() or 1))
    steps = [
        ["make", "-C", os.path.join(src, "mpy-cross"), jobs, "PYTHON=" + py],
        [
            "make",
            "-C",
            os.path.join(src, "ports", "unix"),
            jobs,
            "PYTHON=" + py,
            "VARIANT=standard",
            "BUILD=build-board",
            "PROG=circuitpython",
            "MICROPY_FORCE_32BIT=1",
            "FROZEN_MANIFEST=",
            "MICROPY_PY_FFI=0",
            "MICROPY_PY_BTREE=0",
            "MICROPY_PY_SSL=0",
            "MICROPY_USE_READLINE=0",
            "CFLAGS_EXTRA=-DMICROPY_PY_MICROPYTHON_RINGIO=0 -DMICROPY_ENABLE_PYSTACK=1 "
            "-DMICROPY_GC_ALLOC_THRESHOLD=0",
        ],
    ]
    for cmd in steps:
        r = subprocess.run(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
        if r.returncode:
            raise BuildError("%s failed (log: %s)" % (" ".join(cmd[:3]), log.name))
    shutil.copy(os.path.join(src, "mpy-cross", "build", "mpy-cross"), MPY_CROSS)
    shutil.copy(os.path.join(src, "ports", "unix", "build-board", "circuitpython"), VM)


def build(py=None, quiet=False):
    """Build both tools into ``DEST`` unless they are there for ``VERSION``."""
    if built():
        if not built(CACHE):
            _to_cache()
        return VM, MPY_CROSS
    say = (lambda *a: None) if quiet else (lambda *a: print("cpvm:", *a, flush=True))
    if _from_cache(say):
        return VM, MPY_CROSS
    py = py or sys.executable
    _need_gcc_m32()
    _need_huffman(py)
    kind, src = _source()
    os.makedirs(DEST, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        log_path = os.path.join(DEST, "build.log")
        if kind == "shared":
            say("building CircuitPython %s from %s (about a minute)" % (VERSION, src))
            with open(log_path, "w") as log:
                r = subprocess.run(
                    ["bash", os.path.join(src, "build.sh"), work],
                    env=dict(os.environ, PYTHON=py),
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            if r.returncode:
                raise BuildError("shared/circuitpython/build.sh failed (log: %s)" % log_path)
            shutil.copy(os.path.join(work, "circuitpython"), VM)
            shutil.copy(os.path.join(work, "mpy-cross"), MPY_CROSS)
        else:
            if kind == "clone":
                say("cloning CircuitPython %s (shallow)" % VERSION)
                src = os.path.join(work, "clone")
                r = subprocess.run(
                    ["git", "clone", "--quiet", "--depth", "1", "--branch", VERSION, REPO, src]
                )
                if r.returncode:
                    raise BuildError(
                        "no CircuitPython source: set CIRCUITPY_SRC to a checkout "
                        "at tag %s, or put shared/circuitpython/ beside the "
                        "checkout, or go online" % VERSION
                    )
            else:
                say("building CircuitPython %s from %s" % (VERSION, src))
                src = _copy_checkout(src, work)
            with open(log_path, "w") as log:
                _make(src, py, log)
    _check()
    with open(os.path.join(DEST, "VERSION"), "w") as f:
        f.write(VERSION + "\n")
    _to_cache()
    say("built %s and %s" % (os.path.relpath(VM, ROOT), os.path.relpath(MPY_CROSS, ROOT)))
    return VM, MPY_CROSS


def _check():
    """The VM must be CircuitPython, 32-bit, without gc.threshold; mpy-cross must say so."""
    probe = (
        "import sys, gc; assert sys.implementation.name == 'circuitpython' and "
        "sys.maxsize == 2**31 - 1 and not hasattr(gc, 'threshold')"
    )
    if subprocess.run([VM, "-c", probe]).returncode:
        raise BuildError("%s is not a 32-bit CircuitPython VM without gc.threshold" % VM)
    out = subprocess.run([MPY_CROSS, "--version"], capture_output=True, text=True).stdout
    if "CircuitPython" not in out:
        raise BuildError("%s is not CircuitPython's mpy-cross" % MPY_CROSS)


def main(argv):
    if "--check" in argv:
        if built():
            print(VM)
            print(MPY_CROSS)
            return 0
        print("cpvm: CircuitPython %s tools not built: run python tools/cpvm.py" % VERSION)
        return 1
    try:
        build()
    except BuildError as e:
        print("cpvm: " + str(e), file=sys.stderr)
        return 1
    print(VM)
    print(MPY_CROSS)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
