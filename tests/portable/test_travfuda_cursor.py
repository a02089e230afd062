# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda's cursor on the board's interpreter: an arrow and its frame allocate nothing.

Frames must be cheap: an arrow allocating a few bytes a press brings the next gc
collection (a scan of the whole heap, ~15 ms on a Pico) that much nearer. On CPython,
which has no ``gc.mem_alloc``, the scenario only checks what the cursor shows.
"""

from walkhelp import allocated, walk

from engine.games.travfuda import Travfuda
from engine.ui.frame import Frame
from engine.ui.travfuda import Screen

HEAP = "64K"  # the .mpy tree
HEAP_SRC = "80K"  # from source the compiler needs room too
HEAP64 = "80K"  # the 64-bit port: pointers twice as wide


def C(number, k):
    """Card ``k`` (table column - 1) of suit ``number`` 1..10."""
    return (number - 1) * 6 + k


class _App:
    ai = None  # never asked: the person is to move and no key here plays
    delay = 0


def _screen():
    """Two players, you to move: seven cards in hand (the row scrolls), five piles, the
    Gas Giant starburst fitting two of them."""
    g = Travfuda(1, [0])
    hand = [C(1, 3), C(2, 4), C(3, 5), C(4, 4), C(5, 5), C(6, 4), C(8, 0)]
    other = [C(9, 3), C(9, 4)]
    table = [[C(8, 3)], [C(8, 4)], [C(7, 3)], [C(10, 5)], [C(6, 0), C(6, 1), C(6, 2)]]
    used = hand + other + [c for p in table for c in p]
    g.hands = [hand, other]
    g.table = table
    g.stock = [c for c in range(62) if c not in used]
    g.seat = 0
    g.check()
    s = Screen(_App(), g)
    s.intro = False
    return s


KEYS = ("RIGHT", "DOWN", "DOWN", "LEFT", "UP", "RIGHT", "LEFT", "UP") * 4


def test_an_arrow_along_the_hand_and_its_frame_allocate_nothing():
    s = _screen()
    fr = Frame()
    walk(s, fr, ("LEFT",))  # the position's first frame draws and keeps the table's rows
    assert s.cur == 6  # the last card: the hand row scrolled to it
    used = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert s.cur == 6 and lines[5].startswith("◄") and "8✶P" in fr.selected()
    assert lines[6].startswith("8 Gas Giant")
    assert not used, "%d cursor moves allocated %d bytes" % (len(KEYS), used)


def test_an_arrow_along_the_pile_choice_allocates_nothing():
    s = _screen()
    fr = Frame()
    walk(s, fr, ("LEFT", "A", "RIGHT"))  # the starburst picked: which pile?
    assert s.pick == 6 and s.pcur == 1
    used = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert s.pcur == 1 and fr.selected() == ["Me", "8─1", "8✶P"]
    assert lines[2][4:7] == "8─1" and lines[6].startswith("Pile 1 pt 8─")
    assert not used, "%d arrows on the pile choice allocated %d bytes" % (len(KEYS), used)
