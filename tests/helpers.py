# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Shared helpers for the CPython tests: paths, the simulator, and play screens driven
without the app (a fake app, frames as text, computer seats run to the person's turn)."""

import os
import subprocess
import sys

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
)
from toolkit import ROOT, micropython  # noqa: F401  (the tests' names for them)

BIN = os.path.dirname(sys.executable)
# One line per cross-check that needs an outside program (the browser, the WebAssembly
# interpreter), set by its test and printed at the end of the run (tests/conftest.py).
CHECKS = {}


def run_sim(*args, stdin=None, timeout=120):
    """Run ``python -m sim ARGS`` in the repo; return the CompletedProcess."""
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"
    )
    return subprocess.run(
        [sys.executable, "-m", "sim", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        input=stdin,
        timeout=timeout,
        env=env,
    )


def pages_to_rows(pages):
    """Decode SSD1306 page bytes (8 pages x 128 columns) into 64 rows of 0/1."""
    return [[(pages[(y >> 3) * 128 + x] >> (y & 7)) & 1 for x in range(128)] for y in range(64)]


# -- play screens without the app ------------------------------------------------------------


class FakeApp:
    """What a game's play screen uses of ``engine.ui.app.App``: the game, the game's AI
    module, no delay between computer actions, ``act`` (which plays an action) and
    ``acts`` (the actions it played: a screen keeps what it drew for a position)."""

    delay = 0

    def __init__(self, game, ai):
        self.game = game
        self.ai = ai
        self.acts = 0

    def act(self, a):
        """Play ``a`` (the real app also saves and shows the result: not needed here)."""
        self.game.apply(a)
        self.acts += 1


def play_screen(screen_cls, game, ai):
    """``screen_cls`` (a game's ``engine.ui.<id>.Screen``) on ``game`` with a FakeApp."""
    return screen_cls(FakeApp(game, ai), game)


def shot(screen):
    """What ``screen`` shows now: a Frame (``str()`` is the text, ``.selected()`` the
    highlighted runs)."""
    from engine.ui.frame import Frame

    fr = Frame()
    screen.draw(fr)
    return fr


def rows(screen):
    """The screen's 8 lines of text."""
    return str(shot(screen)).split("\n")


def shown(app):
    """The 8 lines of text of the frame ``app`` (the whole app) draws now."""
    return str(app.draw()).split("\n")


def press(screen, keys):
    """Press ``keys`` (names separated by spaces, e.g. "RIGHT A") and return ``shot``."""
    for k in keys.split():
        screen.key(k)
    return shot(screen)


def run_computers(screen, step=1, now=0, limit=100000):
    """Tick the clock by ``step`` ms from ``now`` while the screen works on its own
    (computer seats, steps being shown); return the time reached."""
    n = 0
    while screen.busy():
        now += step
        screen.tick(now)
        n += 1
        assert n < limit, "the screen never stopped working"
    return now
