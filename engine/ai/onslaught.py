# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught`
=====================

Onslaught's computer player and hint: flat Monte Carlo over the attackers the
player cannot see. For each candidate (a pledge, a way to meet the attacker, a
drop to resize, a 7's peek) it plays the rest of the wave ``SAMPLES`` times
against random orders of the unseen attackers (the same orders for every
candidate) with a quick greedy defence (``greedy_pick``), and scores the wave's end
by a table of how likely the remaining attackers are to be survived in the
remaining waves (``WAVE_P``). The greedy defence's own choice gets a small
head start, so that few samples do not make the choice noisy. At a wave's end
it looks ahead with any spare 7, then drops defenders down to three (or to
none, for the free kill).

It reads the attacker deck only as a set (sorted), plus the cards a 7 showed,
so it never peeks. The full-information solver (for the result screen and the
"winnable deals" list) is ``engine.ai.onslaught_solver``, loaded on demand.

The player is in three modules that the device compiles one at a time: this one (the
entry points), the rollouts and greedy defence in ``onslaught_rollout``, the decisions
in ``onslaught_decide``.
"""

from engine.ai.onslaught_decide import (
    after_attacker,
    dropping,
    drops_wanted,
    fight,
    order_peeked,
)
from engine.ai.onslaught_rollout import samples, spend, wave_scores
from engine.games.onslaught_moves import (
    BASE,
    P_AFTER,
    P_FIGHT,
    P_PEEK,
    P_PLEDGE,
    PLEDGE,
)

LEVELS = ("normal",)


def choose(game, level=None):
    """The action for the player (seat 0), from what the player can see."""
    g = game
    ph = g.phase
    legal = g.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seqs = samples(g)
    spend(-1)
    if ph == P_PLEDGE:
        return _best(g, legal, seqs, PLEDGE, 0, 0)
    if ph == P_FIGHT:
        return fight(g, legal, seqs)
    if ph == P_PEEK:
        return order_peeked(g, legal, seqs)
    if ph == P_AFTER:
        return after_attacker(g, legal, seqs)
    # P_SIZE: the defender to drop is chosen; pick the wave size
    if g.faced == g.need or dropping(g):
        more = drops_wanted(g, g.drop)[0]
        for a in legal:  # more drops to come: up one (or two); the last one: end now
            if (a % BASE == g.faced) == (more == 0):
                return a
        return legal[0] if legal[0] % BASE != g.faced else legal[1]
    return _best(g, legal, seqs, -1, g.faced, 1 << g.drop)


def _best(g, legal, seqs, kind, faced, drop):
    """The wave size (among ``legal`` of ``kind``, -1: any) that scores best; the first
    on ties. All sizes are scored in one walk per sample (``wave_scores``)."""
    sizes = []
    for a in legal:
        if kind < 0 or a // BASE == kind:
            sizes.append(a % BASE)
    sizes.sort()
    vals = wave_scores(g, seqs, sizes, faced, drop)
    best = legal[0]
    bv = -1
    for a in legal:
        if kind < 0 or a // BASE == kind:
            v = vals[sizes.index(a % BASE)]
            if v > bv:
                best, bv = a, v
    return best


def hint(game):
    """What the strongest player would do (the same player: Onslaught has one level)."""
    return choose(game)
