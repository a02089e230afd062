# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.travfuda_recap`
==========================

A part of Travfuda's play screen (``engine.ui.travfuda.Screen``): the round's recap,
the steps said since the person's last play (the computers' turns flash past at the
pace setting), opened with UP on the person's turn. Imported when it opens, so the
play screen compiles without it; freed with the game.
"""

from engine.ui.frame import COLS

ROWS = 6  # steps shown at once (rows 1-6)


def key(sc, k):
    """UP and DOWN scroll the recap of screen ``sc``; any other key closes it."""
    if k in ("UP", "DOWN"):
        last = max(0, len(sc.recap) - ROWS)
        sc.reading = min(max(sc.reading + (1 if k == "DOWN" else -1), 0), last)
    else:
        sc.reading = -1


def draw(sc, fr):
    """The round's steps, oldest first, as they were said: row 0 its title and where
    the view is, rows 1-6 the steps, row 7 the keys."""
    lines = sc.recap
    top = sc.reading
    fr.text(0, 0, "Round recap")
    fr.right(0, "%d-%d/%d" % (top + 1, min(len(lines), top + ROWS), len(lines)))
    fr.invert(0, 0, COLS)
    for i in range(top, min(len(lines), top + ROWS)):
        fr.text(0, 1 + i - top, lines[i])
    fr.text(0, 7, "▲▼ scroll  A/B:back")
