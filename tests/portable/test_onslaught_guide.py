# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Onslaught's guided hint on every interpreter: a player who follows every
hint, the guide's search running 600 work units (3 s of a Pico) while the player thinks,
plays the same moves on CPython, MicroPython and the board's VM (digests of the moves
made on CPython), wins the deals that have a win, and learns when none is left."""

from engine.ai import onslaught as ai
from engine.ai import onslaught_guide as guide
from engine.games.onslaught import Onslaught

HEAP = "100K"  # the search, the game, the heuristic and this module (smallest: 86K)
HEAP_SRC = "192K"  # from source, the compiler too (156K)
HEAP64 = "148K"  # the 64-bit port: pointers twice as wide (124K)


def digest(log):
    h = 0
    for a in log:
        h = (h * 31 + a) & 0xFFFFFF
    return h


def test_guided_moves_are_the_same_everywhere():
    # (seed, won, score, moves, digest of the moves): CPython's
    for seed, won, score, n, h in ((1, True, 1, 66, 12234746), (500003, True, 12, 54, 9587402)):
        g, gd = guide.play(Onslaught, ai, seed, 600)
        assert (g.won(), g.returns()[0], len(g.log), digest(g.log)) == (won, score, n, h)
        assert gd.search is None and gd.line is None  # (let go at the end)


def test_no_win_from_here_is_proven():
    g, gd = guide.play(Onslaught, ai, 500047, 600)
    assert not g.won() and gd.state == guide.LOST
