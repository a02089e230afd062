# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_log`
=========================

Onslaught's part of the move log page (``engine.ui.moves``): what the rules did as a
wave ended (the clear-table bonus, the defenders discarded), in the presenter's words,
as the message line said it. Imported by that page alone and let go once its lines are
made.
"""

# what the move log compares after a move (``aftermath``): the presenter's figures
from engine.ui.onslaught_text import ruled
from engine.ui.onslaught_text import wave_end as snap  # noqa: F401 (the log page's)


def aftermath(g, was, seat):
    """What the rules did after the move, for the move log: ``bonus kills 9♥`` or
    ``discarded 5♠ J♣`` at a wave's end, else ""."""
    return ruled(g, was, True)
