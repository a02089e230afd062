# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_log`
=========================

Navigator's part of the move log page (``engine.ui.moves``): the seats' names, and what
the rules did as the draft ended (the person's last card, the Pirate Map's discard, a
Vector Set without a choice), under the pick that ended it. Imported by that page alone
and let go once its lines are made.
"""

# the seats as the board names them: "You", "P2" .. (the log said "Me", and "P2 P2 picks")
from engine.games.navigator import who  # noqa: F401 (the log page's)

# what the move log compares after a move (``aftermath``): the presenter's figure
from engine.ui.navigator_text import draft_end as snap  # noqa: F401 (the log page's)
from engine.ui.navigator_text import ruled


def aftermath(g, was, seat):
    """What the rules did after the move, for the move log, a line each (``ruled``):
    after the pick that ended the draft, ``you keep last: 9♠``, the map's discard and
    the person's only set (the person's cards only: the others' stay hidden)."""
    return "\n".join(ruled(g, was, True))
