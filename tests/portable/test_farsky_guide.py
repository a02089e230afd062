# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky's guided hint on every interpreter: a player who follows every hint,
the guide's search running 1,000 positions (3 s of a Pico) while the player thinks, plays
the same moves on CPython, MicroPython and the board's VM (digests of CPython's moves)."""

from engine.ai import farsky as ai
from engine.ai import farsky_guide as guide
from engine.games.farsky import Farsky

HEAP = "64K"


def digest(log):
    h = 0
    for a in log:
        h = (h * 31 + a) & 0xFFFFFF
    return h


def test_guided_moves_are_the_same_everywhere():
    # (seed, cards left, moves, digest of the moves, positions searched): CPython's
    for seed, left, n, h, spent in ((2, 2, 16, 11493977, 4000), (3, 2, 17, 15177471, 4000)):
        g, gd = guide.play(Farsky, ai, seed)
        assert (len(g.route), len(g.log), digest(g.log), gd.spent) == (left, n, h, spent)
        assert gd.solver is None  # (let go at the end)
