# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.travfuda`
====================

Computer players for Travfuda. Both levels look only at their own hand and the
open table, so they never use a hidden card.

- easy: lays the first card of its hand that reaches a pile, else its first card.
- normal: takes the richest pile it can reach (pile plus card), else drops its
  cheapest card; a drawn card goes where it makes the richest even pile.

Sampled look-ahead on ``game.determinize`` (the turn's draw, the other players'
replies, whole-game roll-outs) was tried and did not beat ``normal``'s average
score over 600 to 1000 four-player games, so there is no third level.
"""

from engine.games.travfuda import PLACE, VALUE, pile_value

LEVELS = ("easy", "normal")


def first_fit(g):
    """The easy choice: the first hand card that reaches a pile, else the first card."""
    acts = g.legal_actions()
    for c in g.hands[g.seat]:
        for a in acts:
            if 64 <= a < PLACE and a % 64 == c:
                return a
    return acts[0]


def greedy(g):
    """The normal choice: most points taken at once, else the cheapest card dropped."""
    best = None
    for a in g.legal_actions():
        if a >= PLACE:  # the drawn card: the pile that becomes even and richest
            p = g.table[a - PLACE - 1]
            v = (pile_value(p) + VALUE[g.drawn]) * (len(p) % 2) * 64
        elif a >= 64:
            v = (pile_value(g.table[a // 64 - 1]) + VALUE[a % 64]) * 64
        else:
            v = -VALUE[a]
        if best is None or v > best[0]:
            best = (v, a)
    return best[1]


def choose(game, level=None):
    """An action for the seat to move at ``level`` (name or index; None: the option)."""
    if level is None:
        level = game.opt("level")
    if level == 0 or level == "easy":
        return first_fit(game)
    return greedy(game)


def hint(game):
    """What the strongest level would do for seat 0."""
    return greedy(game)
