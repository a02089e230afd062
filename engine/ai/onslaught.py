# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught`
=====================

Onslaught's computer player and hint: flat Monte Carlo over the attackers the
player cannot see. For each candidate (a pledge, a way to meet the attacker, a
drop to resize, a 7's peek) it plays the rest of the wave ``SAMPLES`` times
against random orders of the unseen attackers (the same orders for every
candidate) with a quick greedy defence (``_pick``), and scores the wave's end
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
    _after,
    _dropping,
    _drops_wanted,
    _fight,
    _order,
)
from engine.ai.onslaught_rollout import (  # noqa: F401  (_rollout: tools/measure_onslaught.py)
    _rollout,
    _samples,
    _scores,
)
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
    seqs = _samples(g)
    if ph == P_PLEDGE:
        return _best(g, legal, seqs, PLEDGE, 0, 0)
    if ph == P_FIGHT:
        return _fight(g, legal, seqs)
    if ph == P_PEEK:
        return _order(g, legal, seqs)
    if ph == P_AFTER:
        return _after(g, legal, seqs)
    # P_SIZE: the defender to drop is chosen; pick the wave size
    if g.faced == g.need or _dropping(g):
        more = _drops_wanted(g, g.drop)[0]
        for a in legal:  # more drops to come: up one (or two); the last one: end now
            if (a % BASE == g.faced) == (more == 0):
                return a
        return legal[0] if legal[0] % BASE != g.faced else legal[1]
    return _best(g, legal, seqs, -1, g.faced, 1 << g.drop)


def _best(g, legal, seqs, kind, faced, drop):
    """The wave size (among ``legal`` of ``kind``, -1: any) that scores best; the first
    on ties. All sizes are scored in one walk per sample (``_scores``)."""
    sizes = []
    for a in legal:
        if kind < 0 or a // BASE == kind:
            sizes.append(a % BASE)
    sizes.sort()
    vals = _scores(g, seqs, sizes, faced, drop)
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


def review(game):
    """Result-screen lines from the full-information solver (bounded effort).

    The solver is a module of its own, loaded only here: autoplay and the hint never
    need it, and on a small heap its code would crowd the game out: it is forgotten
    again once the review is written (the next deal is played without it).

    The list of winnable deals, which the solver reads only after a search that was
    cut short (often by a full heap), is imported first: importing it then would
    compile or load it deep in the stack, where a collection on a C-stack port
    still sees the search's garbage through stale pointers and fails at random
    heap sizes (the 64-bit port's "erratic" Onslaught).
    """
    import gc

    from engine import heap

    names = ("engine.games.onslaught_winnable", "engine.ai.onslaught_solver")
    try:
        __import__(names[0])
        from engine.ai.onslaught_solver import review as solver_review

        return solver_review(game)
    finally:
        solver_review = None  # the collection below frees the solver only without it
        heap.forget(names)
        gc.collect()


def reviewer(game):
    """The review as a stepped job (``onslaught_solver.Review``): the result screen
    advances it between key polls, shows its progress, and B stops it; then it forgets
    the job's ``modules``. The list of winnable deals is imported first, as in ``review``."""
    __import__("engine.games.onslaught_winnable")
    from engine.ai.onslaught_solver import Review

    return Review(game)
