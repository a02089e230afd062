# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pack 'n Stack's cursor on the board's interpreter: a move and its frame allocate nothing.

Frames must be cheap: an arrow allocating a few bytes a press brings the next gc
collection (a scan of the whole heap, ~15 ms on a Pico) that much nearer. On CPython,
which has no ``gc.mem_alloc``, the scenario only checks the cursor lands where it should.
"""

from walkhelp import allocated, walk

from engine.games.packnstack import PASS, PackNStack
from engine.ui.frame import Frame
from engine.ui.packnstack import Screen

HEAP = "64K"
HEAP64 = "72K"  # the 64-bit port: pointers twice as wide
HEAP_SRC = "72K"  # from source: the compiler beside the screen, its numbered columns and
# the hint thought about during play


class _App:
    ai = None  # never asked: the cursor was placed already (see _screen)
    delay = 0


def _screen(opts=(0, 1)):
    g = PackNStack(3, list(opts))
    g.turn = 0  # the person to move, whoever the deal gave the first turn
    s = Screen(_App(), g)
    s.placed = len(g.log)  # the cursor is placed for this position: no likely move asked
    return s


KEYS = ("RIGHT", "DOWN", "DOWN", "LEFT", "UP", "RIGHT", "LEFT", "UP") * 4


def test_a_cursor_move_and_its_frame_allocate_nothing():
    s = _screen()
    fr = Frame()
    walk(s, fr, ("RIGHT",))  # the position's first frame draws and keeps the grid's rows
    assert s.cur == 13
    used = allocated(s, fr, KEYS)
    assert s.cur == 13 and len(fr.selected()) == 2  # the cursor, and "You": your go
    assert str(fr).split("\n")[7].startswith("A:pick  B:menu")
    assert not used, "%d cursor moves allocated %d bytes" % (len(KEYS), used)


def test_an_arrow_on_the_finished_deal_allocates_nothing():
    s = _screen((0, 1, 0, 1))  # passing allowed at any time: two passes end the deal
    g = s.game
    g.apply(PASS)
    g.apply(PASS)
    assert g.over()
    fr = Frame()
    walk(s, fr, ("RIGHT",))
    used = allocated(s, fr, KEYS)
    assert str(fr).split("\n")[7].rstrip().endswith(" A:end")  # the outcome's line stays
    assert not used, "%d arrows on the result allocated %d bytes" % (len(KEYS), used)
