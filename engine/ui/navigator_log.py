# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_log`
=========================

Navigator's part of the move log page (``engine.ui.moves``): the seats' names, and the
last card of the draft, which the rules give the person without a choice, under the pick
that ended the draft. Imported by that page alone and let go once its lines are made.
"""

# the seats as the board names them: "You", "P2" .. (the log said "Me", and "P2 P2 picks")
from engine.games.navigator import who  # noqa: F401 (the log page's)

# what the move log compares after a move (``aftermath``): the presenter's figure
from engine.ui.navigator_text import draft_end as snap  # noqa: F401 (the log page's)
from engine.ui.navigator_text import kept


def aftermath(g, was, seat):
    """What the rules did after the move, for the move log: ``you keep last: 9♠`` after
    the pick that ended the draft (the person's card only: the others' stay hidden)."""
    return kept(g, was, True)
