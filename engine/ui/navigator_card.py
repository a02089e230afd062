# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_card`
==========================

A Navigator card's name on screen, all the play screen's first frame needs of
Navigator's words: the rest (``engine.ui.navigator_text``: labels, the outcome, the
review) the board then compiles once the deal is under way.
"""

from engine import cards
from engine.games import navigator_deck as deck

_T_RANKS = "A23456789⑩PNQK"


def card_text(g, c):
    """``Q♠``, ``⑩♥``, ``*J``; Tarot: ``P♣`` Page, ``N♦`` Knight, ``✶0``..``✶21`` trumps."""
    if not g.tarot:
        return cards.cell(c)
    if c >= deck.T_JOKER:
        return "*J"
    if c >= deck.T_TRUMP:
        return "✶%d" % (c - deck.T_TRUMP)
    return _T_RANKS[c % 14] + cards.SUIT_CHARS[c // 14]
