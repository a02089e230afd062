# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.travfuda_pages`
==========================

A part of Travfuda's play screen (``engine.ui.travfuda.Screen``): the pages drawn
over the table. The draw for the first player, at each round's start, and the
round's recap, the steps said since the person's last play (the computers' turns
flash past at the pace setting), opened with UP on the person's turn. Imported when
one shows, so the play screen compiles without them; freed with the game.
"""

from engine.ui.frame import COLS, Frame
from engine.ui.travfuda_text import cell, name

ROWS = 6  # steps the recap shows at once (rows 1-6)


def intro(sc, fr):
    """The draw for the first player: every round, who plays first, and the key that
    goes on. The table's rows are drawn and kept behind it, so that the key ending it
    shows the table at the cost of a cursor move."""
    g = sc.game
    if sc.drawn is None:
        sc.keep_top(Frame(), g)
    fr.text(0, 0, "Draw for 1st player")
    rounds = g.draws[-4:]
    for s in range(g.n):
        fr.text(0, 1 + s, name(s))
        for j, r in enumerate(rounds):
            fr.text(4 + 4 * j, 1 + s, cell(r[s]), s == g.first and j == len(rounds) - 1)
    fr.text(0, 7, name(g.first) + (" play first" if g.first == 0 else " plays first"))
    fr.right(7, "A:go")  # (any key goes on, as after 4 s; "P6 plays first" leaves 7 cells)


def key(sc, k):
    """The recap of screen ``sc``: UP opens it on the latest steps; then UP and DOWN
    scroll it and any other key closes it."""
    last = max(0, len(sc.recap) - ROWS)
    if sc.reading < 0:
        sc.reading = last
    elif k in ("UP", "DOWN"):
        sc.reading = min(max(sc.reading + (1 if k == "DOWN" else -1), 0), last)
    else:
        sc.reading = -1


def recap(sc, fr):
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
