# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The browser page: ``make web`` builds ``build/web``, a static folder.

    python tools/build_web.py [--out build/web]

It holds ``index.html`` (from ``web/``), the pinned MicroPython WebAssembly
(``micropython.mjs`` and ``micropython.wasm`` from node_modules: ``npm ci`` runs
first when they are missing) and ``app.json``, the engine's and the web HAL's
``.py`` files in one bundle that the page writes into the interpreter's file system.
Serve it with ``python -m http.server -d build/web``. A missing npm or a failed
``npm ci`` gives one line and exit status 1.
"""

import json
import os
import shutil
import subprocess
import sys

from toolkit import ROOT

PKG = os.path.join("node_modules", "@micropython", "micropython-webassembly-pyscript")
WASM_FILES = ("micropython.mjs", "micropython.wasm")
# what the page runs: the engine, the HAL package and its web backend (no other HAL), and
# web_main (the page's program, joining the two)
OUT = os.path.join(ROOT, "build", "web")
SOURCES = ("engine", "hal/__init__.py", "hal/web.py", "web_main.py")


class BuildError(Exception):
    """The page cannot be built: its text is the one line the user reads."""


def npm_ci(root=ROOT):
    """Install the pinned node packages (package-lock.json) unless they are there."""
    if all(os.path.exists(os.path.join(root, PKG, f)) for f in WASM_FILES):
        return
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError("npm is needed for the MicroPython WebAssembly (install Node.js 20+)")
    r = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund"], cwd=root, capture_output=True, text=True
    )
    if r.returncode:
        tail = (r.stderr or r.stdout).strip().split("\n")
        raise BuildError("npm ci failed: %s" % (tail[-1] if tail else r.returncode))


def sources(root=ROOT):
    """{path: text} of every .py file the page needs, paths relative to the root."""
    out = {}
    for src in SOURCES:
        full = os.path.join(root, src)
        if os.path.isfile(full):
            names = [src]
        else:
            names = []
            for d, dirs, files in os.walk(full):
                dirs[:] = sorted(x for x in dirs if x != "__pycache__")
                rel = os.path.relpath(d, root).replace(os.sep, "/")
                names += [rel + "/" + f for f in sorted(files) if f.endswith(".py")]
        for name in names:
            with open(os.path.join(root, name), encoding="utf-8") as f:
                out[name] = f.read()
    return out


def build(out=OUT, root=ROOT):
    """Build the page into ``out``; returns ``out``."""
    npm_ci(root)
    os.makedirs(out, exist_ok=True)
    shutil.copyfile(os.path.join(root, "web", "index.html"), os.path.join(out, "index.html"))
    for f in WASM_FILES:
        shutil.copyfile(os.path.join(root, PKG, f), os.path.join(out, f))
    with open(os.path.join(out, "app.json"), "w", encoding="utf-8") as f:
        json.dump(sources(root), f, sort_keys=True)
    return out


def main(argv):
    """Build; one line on success or failure."""
    out = argv[argv.index("--out") + 1] if "--out" in argv else OUT
    try:
        build(os.path.abspath(out))
    except BuildError as e:
        print("build_web: %s" % e, file=sys.stderr)
        return 1
    print("built %s: serve it with python -m http.server -d %s" % (out, os.path.relpath(out)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
