# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_deck`
=============================

Navigator's cards as numbers, both decks: a card's suit, its value in a Vector Set
and in a run. The draft, the target and the card names on screen need only these;
the arithmetic of a calculation is in :mod:`engine.games.navigator_calc`, compiled
when a calculation first needs it (opening a game from source compiles ~130 lines
less).

Standard: engine.cards ints (0..51, jokers 52, 53). Tarot: 0..55 suit cards
(suit * 14 + r - 1; r 1 Ace, 2..10, 11 Page, 12 Knight, 13 Queen, 14 King),
56..77 trumps 0..21 (the Override suit), 78 and 79 jokers.
"""

T_TRUMP = 56
T_JOKER = 78
TRUMP = 4  # suit number of the Tarot trumps
NOSUIT = 5  # jokers


def suit(tarot, c):
    """Suit 0..3, TRUMP for Tarot trumps, NOSUIT for jokers."""
    if tarot:
        return NOSUIT if c >= T_JOKER else (TRUMP if c >= T_TRUMP else c // 14)
    return NOSUIT if c >= 52 else c // 13


def value(tarot, c):
    """Value in a vector set. Standard: A 1 (may become 100), J 11, Q 12, K 13,
    joker 0. Tarot: Ace 100, Page 1, Knight 11, Queen 12, King 13, trumps their
    number, jokers 0."""
    if not tarot:
        return 0 if c >= 52 else c % 13 + 1
    if c >= T_JOKER:
        return 0
    if c >= T_TRUMP:
        return c - T_TRUMP
    r = c % 14 + 1
    if r == 1:
        return 100
    return r if r <= 10 else (1 if r == 11 else r - 1)


def run_value(tarot, c, joker_runs):
    """Value in a sequence (Ace 1); -1 for a joker unless jokers may join (0)."""
    if suit(tarot, c) == NOSUIT:
        return 0 if joker_runs else -1
    v = value(tarot, c)
    return 1 if v == 100 else v
