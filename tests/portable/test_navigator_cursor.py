# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator's cursor on the board's interpreter: an arrow and its frame allocate nothing.

Frames must be cheap: an arrow allocating a few bytes a press brings the next gc
collection (a scan of the whole heap, ~15 ms on a Pico) that much nearer. On CPython,
which has no ``gc.mem_alloc``, the scenario only checks what the cursor shows.
"""

from navhelp import game, seat_mem
from walkhelp import allocated, walk

from engine.cards import parse, parse_list
from engine.games import navigator as nav
from engine.ui.frame import Frame
from engine.ui.navigator import Screen

HEAP = "84K"  # the .mpy tree: the rules and the round's parts
HEAP_SRC = "112K"  # from source the compiler needs room too
HEAP64 = "112K"  # the 64-bit port: pointers twice as wide


class _App:
    ai = None  # never asked: no key here asks for a hint
    delay = 0
    acts = 0  # (no key here plays: the position stays)


KEYS = ("RIGHT", "DOWN", "RIGHT", "UP", "LEFT", "RIGHT", "RIGHT", "LEFT", "DOWN") * 3


def test_an_arrow_along_the_packet_allocates_nothing():
    g = game(3)
    assert g.phase == nav.PH_DRAFT and g.to_move() == 0
    s = Screen(_App(), g)
    fr = Frame()
    walk(s, fr, ("LEFT",))  # the view's first frame draws and keeps rows 0-6
    used = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert lines[2] == "Pick 1 of these 4:   "
    assert lines[3] == "A♠ 8♠ 7♦ Q♣          " and fr.selected() == ["8♠"]  # 3 + 6 rights
    assert lines[7] == "Lock: first packet   "  # ▼ without Hotshot: a word, no redraw
    assert not used, "%d arrows allocated %d bytes" % (len(KEYS), used)


def test_arrows_over_the_values_and_the_operations_allocate_nothing():
    g = game(1)
    seat_mem(g, [parse_list("2S 3S 4S 5S"), parse_list("2H 3H 4H 5H")], parse("9D"))
    while g.phase != nav.PH_CALC:
        g.apply(g.legal_actions()[0])  # the first set: the beacon, 2 and 3
    assert g.vals[0] == [9, 2, 3] and g.to_move() == 0
    s = Screen(_App(), g)
    fr = Frame()
    walk(s, fr, ("UP",))  # on ✶, where a step starts
    assert fr.selected() == ["✶"] and str(fr).split("\n")[6] == "A: solver calculates "
    used = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert lines[3] == "9 2 3 ✶              " and fr.selected() == ["2"]  # 3 + 6 rights
    assert lines[6] == "A pick  B back/undo  "
    walk(s, fr, ("LEFT", "A", "RIGHT", "A"))  # 9 and 2 picked: the operations
    assert s.sel == [0, 1] and fr.selected() == ["9", "2", "+"]
    used2 = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert lines[4] == "9 + - × ÷ ^ 2        " and fr.selected() == ["9", "2", "-"]
    assert not used, "%d arrows over the values allocated %d bytes" % (len(KEYS), used)
    assert not used2, "%d arrows over the operations allocated %d bytes" % (len(KEYS), used2)
