# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.travfuda_log`
========================

Travfuda's part of the move log page (``engine.ui.moves``): the seats' names, the card
the rules turned over and the piles they gave after each move. Imported by that page
alone and let go once its lines are made.
"""

# ``who``: the seats as the play screen's messages name them ("You: Play 5⚑R", "P2
# drew"; the log said "Me")
from engine.ui.travfuda_text import name as who  # noqa: F401 (the log page's)
from engine.ui.travfuda_text import short


def snap(g):
    """What the move log compares after a move (``aftermath``): the deck's top card and
    the points of the seat to move."""
    return (g.stock[-1] if g.stock else -1, len(g.stock), g.returns()[g.to_move()])


def aftermath(g, was, seat):
    """What the rules did after ``seat``'s move, for the move log: the card turned over
    and the points of the piles taken (``drew 5─ took +21``), or ""."""
    top, n, pts = was
    out = ""
    if len(g.stock) < n:
        out = "drew " + short(top)
    gain = g.returns()[seat] - pts
    if gain > 0:
        out += (" " if out else "") + "took +%d" % gain
    return out
