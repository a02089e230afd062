# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The player's experience (issue 15): each test reads the screen as a player sees it."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "portable"))

from apphelp import new_app, screen, start_farsky  # noqa: E402

from engine.ui.screens import press  # noqa: E402


def finish_farsky(app):
    """Start Farsky and draw to the end (the play screen says "A: results")."""
    start_farsky(app)
    g = app.game
    while not g.over():
        app.act(g.legal_actions()[-1])
    return g


# -- 1: the result screen says what it is doing before the review computes ----------------


def test_result_first_frame_says_reviewing():
    app = new_app()
    finish_farsky(app)
    app.key("A")
    # the main loop (screens.run) ticks before it draws: the first frame after the key
    app.tick(app.now + 1)
    s = screen(app)
    assert "Reviewing the deal…" in s
    assert app.screen.review is None  # not computed yet: the player sees the message first
    app.tick(app.now + 1)
    s = screen(app)
    assert "Reviewing" not in s and "A:stats" in s
