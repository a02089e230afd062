# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.packnstack_log`
==========================

Pack 'n Stack's part of the move log page (``engine.ui.moves``): the seats' names,
"You" and "CPU" as on the board's row 6.
Imported by that page alone and let go once its lines are made.
"""


def who(seat):
    """The move log's name for ``seat``: "You" and "CPU", as on the board."""
    return "CPU" if seat else "You"
