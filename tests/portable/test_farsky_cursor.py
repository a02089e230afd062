# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky Mappers' cursor on the board's interpreter: an arrow and its frame allocate
nothing.

Frames must be cheap: an arrow allocating a few bytes a press brings the next gc
collection (a scan of the whole heap, ~15 ms on a Pico) that much nearer. On CPython,
which has no ``gc.mem_alloc``, the scenario only checks what the cursor shows.
"""

from walkhelp import allocated, walk

from engine.games.farsky import DRAW, Farsky
from engine.ui.farsky import Screen
from engine.ui.frame import Frame

HEAP = "64K"
HEAP_SRC = "72K"  # from source the compiler needs room too (60K at the least)


class _App:
    ai = None  # never asked: no key here plays
    delay = 0


def _screen():
    """Deal 3 drawn to a 30-card route (five rows: UP and DOWN scroll it), the top Q♠
    folding to five partners (any court), the pair question asked at the second."""
    g = Farsky(3)
    while len(g.route) < 30:
        g.apply(DRAW)
    return Screen(_App(), g)


KEYS = ("RIGHT", "UP", "RIGHT", "DOWN", "LEFT", "UP", "UP", "LEFT", "DOWN", "RIGHT") * 3


def test_an_arrow_along_the_choices_and_a_scroll_allocate_nothing():
    s = _screen()
    fr = Frame()
    walk(s, fr, ("LEFT",))  # the position's first frame makes its texts and keeps the rows
    assert s.cur == 5 and s.choices()[5] == DRAW
    used = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert s.cur == 2 and s.scroll == -1  # the third partner; the newest rows shown
    assert lines[6] == "◄Fold 18 to K♦      ►"
    assert fr.selected() == ["K♦", "Q♠"]  # the partner and the top lit
    assert lines[1] == "2♦ 7♣ Q♣ K♦ 7♠·⑩♣·⑩♠▲"  # the first row hidden: ▲ over a dot
    assert lines[2] == "K♣·A♦·6♦·⑩♦·3♦·Q♦·9♠·"  # the cards the fold takes, dotted
    assert not used, "%d arrows allocated %d bytes" % (len(KEYS), used)


def test_arrows_on_the_pair_question_allocate_nothing():
    s = _screen()
    fr = Frame()
    walk(s, fr, ("RIGHT", "A"))  # A on the Q♣, a pair with the Q♠: fold the pair too?
    assert s.asking == 9 and s.keep == 0
    used = allocated(s, fr, KEYS)
    lines = str(fr).split("\n")
    assert s.asking == 9 and s.keep == 0  # an even number of presses: back on "Yes"
    assert lines[5].startswith("Fold the pair too?") and fr.selected() == ["Q♣", "Q♠", "Yes"]
    assert not used, "%d arrows on the question allocated %d bytes" % (len(KEYS), used)
