# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pack 'n Stack's cursor on the board's interpreter: a move and its frame allocate nothing.

Issue 13's cheap frames: an arrow allocating a few bytes a press brings the next gc
collection (a scan of the whole heap, ~15 ms on a Pico) that much nearer. On CPython,
which has no ``gc.mem_alloc``, the scenario only checks the cursor lands where it should.
"""

import gc

from engine.games.packnstack import PackNStack
from engine.ui.frame import Frame
from engine.ui.packnstack import Screen

HEAP = "64K"


class _App:
    ai = None  # never asked: the cursor was placed already (see _screen)
    delay = 0


def _screen():
    g = PackNStack(3, [0, 1])
    g.turn = 0  # the person to move, whoever the deal gave the first turn
    s = Screen(_App(), g)
    s.placed = len(g.log)  # the cursor is placed for this position: no likely move asked
    return s


def _walk(s, fr, keys):
    for k in keys:
        s.key(k)
        fr.clear()
        s.draw(fr)


def test_a_cursor_move_and_its_frame_allocate_nothing():
    s = _screen()
    fr = Frame()
    keys = ("RIGHT", "DOWN", "DOWN", "LEFT", "UP", "RIGHT", "LEFT", "UP") * 4
    _walk(s, fr, ("RIGHT",))  # the position's first frame draws and keeps the grid's rows
    assert s.cur == 13
    if not hasattr(gc, "mem_alloc"):  # CPython: the walk alone
        _walk(s, fr, keys)
        assert s.cur == 13 and len(fr.selected()) == 1
        return
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc()
        _walk(s, fr, keys)
        used = gc.mem_alloc() - before
    finally:
        gc.enable()
    assert s.cur == 13 and len(fr.selected()) == 1
    assert used == 0, "%d cursor moves allocated %d bytes" % (len(keys), used)
