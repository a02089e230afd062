# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.cards`
==============

Standard playing cards as small ints: ``card = suit * 13 + rank - 1``.

Suits in order: spades, hearts, diamonds, clubs (0..3); ranks A=1 .. K=13.
Jokers are 52 and 53. Games with their own decks (Travfuda, Tarot) define them
in their own module.
"""

SUIT_CHARS = "♠♥♦♣"
SUIT_LETTERS = "SHDC"
RANK_CHARS = "A23456789⑩JQK"  # one cell per rank: ⑩ is the device's "10" glyph
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER = 52
JOKER2 = 53
SPADES = 0
HEARTS = 1
DIAMONDS = 2
CLUBS = 3


def card(rank, suit):
    """Return the card int for ``rank`` 1..13 and ``suit`` 0..3."""
    return suit * 13 + rank - 1


def rank(c):
    """Rank 1..13 (jokers: 0)."""
    return 0 if c >= JOKER else c % 13 + 1


def suit(c):
    """Suit 0..3 (jokers: 4)."""
    return 4 if c >= JOKER else c // 13


def is_red(c):
    """True for hearts and diamonds."""
    s = suit(c)
    return s == HEARTS or s == DIAMONDS


def is_court(c):
    """True for J, Q, K."""
    return c < JOKER and c % 13 >= 10


def deck(jokers=0):
    """A fresh ordered deck: 52 cards plus ``jokers`` jokers."""
    return list(range(52 + jokers))


def name(c):
    """Readable name, e.g. ``10♥``, ``Q♠``, ``Jkr``."""
    if c >= JOKER:
        return "Jkr"
    return RANK_NAMES[c % 13] + SUIT_CHARS[c // 13]


def cell(c):
    """Two device cells for a card: rank glyph + suit glyph (``⑩♥``, ``*J`` for a joker)."""
    if c >= JOKER:
        return "*J"
    return RANK_CHARS[c % 13] + SUIT_CHARS[c // 13]


def parse(text):
    """Parse ``"10H"``, ``"TH"``, ``"q♠"`` or ``"JK"`` (joker) into a card int.

    Raises ValueError for anything else.
    """
    t = text.strip().upper()
    if t in ("JK", "JKR", "JOKER", "*J"):
        return JOKER
    if len(t) < 2:
        raise ValueError("not a card: %r" % text)
    r, s = t[:-1], t[-1]
    if r == "T":
        r = "10"
    si = SUIT_LETTERS.find(s)
    if si < 0:
        si = SUIT_CHARS.find(s)
    if si < 0 or r not in RANK_NAMES:
        raise ValueError("not a card: %r" % text)
    return card(RANK_NAMES.index(r) + 1, si)


def parse_list(text):
    """Parse a space-separated list of cards (test helper)."""
    return [parse(t) for t in text.split()]
