# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Helpers shared by the app-flow scenarios (tests/portable/test_app_*.py)."""

from engine.ui.app import App
from engine.ui.screens import press
from hal.headless import MemoryStorage


def new_app(files=None, readonly=False):
    """An app on in-memory storage with a fixed source of deal numbers."""
    return App(MemoryStorage(files, readonly), seed_source=lambda: 4242)


def screen(app):
    """The current screen as text."""
    return str(app.draw())


def start_farsky(app):
    """Title -> game list (Farsky first) -> game menu -> New game -> options -> Start."""
    return str(press(app, ["A", "A", "A", "A"]))


def finish(app):
    """Play the app's game to its end, always its last legal action (Farsky: draw, so
    many cards stay); return the game."""
    g = app.game
    while not g.over():
        app.act(g.legal_actions()[-1])
    return g


def to_last_choice(app):
    """Play the app's game with its last legal action (Farsky: draw) up to the last
    choice, the cursor on that action: A then ends the game."""
    g = app.game
    while True:
        h = g.copy()
        h.apply(h.legal_actions()[-1])
        if h.over():
            break
        app.act(g.legal_actions()[-1])
    app.play.cur = len(app.play.choices()) - 1


def review_answer(app, s):
    """The result screen ``s`` (text) once its review has answered: a review paused at
    its allowance (Farsky's on a board: 2,500 positions; the desktop's never pauses)
    shows its best so far, not proven, and A searches on from there."""
    while getattr(app.screen, "paused", False):
        assert "Not proven" in s and "A:search on  B:stop" in s, s
        s = str(press(app, ["A"]))
    return s
