# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.farsky_log`
======================

Farsky's part of the move log page (``engine.ui.moves``): the cards the device drew
after each move. Imported by that page alone and let go once its lines are made.
"""

from engine import cards


def snap(g):
    """What the move log compares after a move (``aftermath``): the stock's size."""
    return len(g.stock)


def aftermath(g, was, seat):
    """The cards the device drew after a move (no choice in them), for the move log:
    ``drew 3♥ 4♠`` (the route's newest cards), or ""."""
    k = was - len(g.stock)
    if k <= 0:
        return ""
    if k > len(g.route) or k > 5:
        return "drew %d cards" % k
    return "drew " + " ".join([cards.name(c) for c in g.route[len(g.route) - k :]])
