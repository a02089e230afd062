# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""pytest setup: off-screen SDL, quiet pygame, the repo on sys.path, the heap frozen after
collection, and the compiled tree the cross-interpreter checks share."""

import gc
import os
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Appended, never prepended: the repo's code.py (the device program) must not shadow
# the standard library's "code" module, which pytest's debugger imports.
for _p in (ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "tests", "portable")):
    if _p not in sys.path:
        sys.path.append(_p)


def pytest_collection_finish(session):
    """Begin the background work a test module offers (``start_early(items)``: the
    emulated Pico's board runs), then freeze what collection built (pytest, the modules,
    the engine) out of the collector's reach: tests that collect after every move then
    walk only what they made, not a big pytest process (7,471 full collections took 72 s
    of one portable test)."""
    for mod in _modules(session):
        if hasattr(mod, "start_early"):
            mod.start_early(session.items)
    gc.collect()
    gc.freeze()


def pytest_sessionfinish(session):
    """End what ``start_early`` began and no test took."""
    for mod in _modules(session):
        if hasattr(mod, "stop_early"):
            mod.stop_early()


def _modules(session):
    """The test modules of the selected tests, each once, in order."""
    out = []
    for item in session.items:
        mod = getattr(item, "module", None)
        if mod is not None and mod not in out:
            out.append(mod)
    return out


@pytest.fixture(scope="session")
def mpy_tree():
    """The engine compiled to MicroPython ``.mpy`` (build/harness), once for the session:
    the checks that another interpreter plays as CPython does all run over this tree."""
    import helpers  # noqa: F401  (puts tools/ on sys.path)
    from determinism import BUILD, build_tree

    build_tree()
    return BUILD


def pytest_terminal_summary(terminalreporter):
    """Print the cross-checks' lines (``helpers.CHECKS``: the browser, the WebAssembly
    interpreter), one each, so a skip can never pass for a pass."""
    from helpers import CHECKS

    for name in sorted(CHECKS):
        terminalreporter.write_line(CHECKS[name])
