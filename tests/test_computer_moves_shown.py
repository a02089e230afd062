# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""A computer move is shown as it happens. Frames read as the main loop draws
them (a tick every 10 ms of a fake clock): every computer move's label is on the frame
drawn right after it, and the next computer move waits the app's delay, so each label
stays on screen for a readable moment."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "portable"))

from apphelp import new_app

from engine.game import GAME_IDS
from engine.ui.play import HUMAN
from engine.ui.screens import press

MOVES = 12  # computer moves read per game


@pytest.mark.parametrize("gid", ["packnstack", "travfuda", "navigator"])
def test_each_computer_move_stays_on_screen(gid):
    app = new_app()
    press(app, ["A"] + ["DOWN"] * list(GAME_IDS).index(gid) + ["A", "A", "A"])
    g = app.game
    now = last = 0
    n = 0
    while not g.over() and n < MOVES:
        now += 10
        before = len(g.log)
        seat = g.to_move()
        app.tick(now)
        frame = str(app.draw())
        if len(g.log) > before and seat != HUMAN:
            label = app.play.msg  # the message row: the move, as the screen words it
            assert label and label[:10] in frame, (label, frame)  # shown as it happens
            if n and last:
                assert now - last >= app.delay  # on screen until the next one, at least
            last = now
            n += 1
        if g.to_move() == HUMAN and not g.over():  # the person plays the hint
            app.play.act(app.ai.hint(g))
            app.play.reset()
            last = 0  # the person's move came between: no pair of computer moves
    assert n == MOVES or g.over()
