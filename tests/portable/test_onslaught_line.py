# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Onslaught's best line on every interpreter: the line search (an explicit stack: the
board's 2 KB pystack) finds a path to the review's best, and the real game replayed
along its actions wins with that score. CPython and MicroPython, the board's VM."""

from engine.ai import onslaught_line as line
from engine.games import onslaught_moves as ons
from engine.games.onslaught import Onslaught

HEAP = "88K"  # the search, the game and this module
HEAP_SRC = "160K"  # from source, the compiler too
HEAP64 = "128K"  # the 64-bit port: pointers twice as wide, and the caches are allocated whole


def found(seed, target):
    f = line.Finder(Onslaught(seed), target)
    n = 0
    while not f.step():
        n += 1
    assert not f.failed and n > 10  # in slices
    return f.line


def test_line_reaches_the_proven_best():
    acts = found(500003, 31)  # the review proves 31 the best
    g = Onslaught(500003).replay(acts)
    assert g.phase == ons.P_WON and g.final == 31


def test_line_with_a_seven_reaches_the_proven_best():
    acts = found(500016, 35)
    kinds = [a // ons.BASE for a in acts]
    assert ons.PEEK in kinds and ons.ORDER in kinds
    g = Onslaught(500016).replay(acts)
    assert g.phase == ons.P_WON and g.final == 35


def test_no_line_beyond_the_best():
    assert line.find(Onslaught(500003), 32, 3000) is None  # 31 is the best: nothing above
