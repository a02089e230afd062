# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""No peeking, for every game: a decision depends only on what its seat may see.

At reachable states (random legal play over several deals) the seat to move decides:
a computer seat at every AI level, or the hint for the person (seat 0). Then the cards
that seat cannot see are permuted (``game.determinize(seat, rng)``, several times) and
the same call must give the same action. Games have their own, more pointed tests; this
one holds every game to the same rule as it lands.
"""

import pytest

from engine.autoplay import load_ai
from engine.game import GAME_IDS, OVER, Game, load_game
from engine.rng import Rng
from engine.ui.play import presenter

GAMES = GAME_IDS
DEALS = 6  # deals per game
STATES = 8  # decisions checked per deal (spread over the deal)
PERMUTATIONS = 2  # determinized copies per decision


def fingerprint(g):
    """The game's plain data (lists, ints, strings...): equal fingerprints, equal positions."""
    out = []
    for k in sorted(vars(g).keys()):
        v = getattr(g, k)
        if isinstance(v, int | str | bytes | bytearray | list | tuple) and k != "rng":
            out.append((k, repr(v)))
    return out


def sample_states(cls, seed):
    """Positions met while playing one deal at random, spread over it."""
    def play(at=()):
        # the same random choices each time (a checkpointing game's log is not the whole deal)
        g = cls(seed)
        r = Rng(seed * 31 + 7)
        out = []
        while not g.over():
            if g.played() in at:
                out.append(g.copy())
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
        return g, out

    n = play()[0].played()
    return play(set([i * n // STATES for i in range(STATES)]))[1]


def decide(ai, g, seat, level):
    return ai.hint(g) if seat == 0 and level == "hint" else ai.choose(g, level)


@pytest.mark.parametrize("gid", GAMES)
def test_decisions_ignore_cards_the_seat_cannot_see(gid):
    cls = load_game(gid)
    ai = load_ai(gid)
    text = presenter(gid)  # only to name the actions in a failure
    checked = 0
    changed = 0  # determinized copies that differ from the real position
    for deal in range(DEALS):
        for g in sample_states(cls, 1000 + deal * 17):
            seat = g.to_move()
            assert seat != OVER
            levels = ["hint"] if seat == 0 else [None] + list(ai.LEVELS)
            before = fingerprint(g)
            for level in levels:
                a = decide(ai, g, seat, level)
                assert a in g.legal_actions()
                assert fingerprint(g) == before, "%s changed the game" % level
                for p in range(PERMUTATIONS):
                    d = g.determinize(seat, Rng(len(g.log) * 7 + p))
                    assert fingerprint(g) == before, "determinize changed the game"
                    # what the seat can see and do is the same
                    assert d.to_move() == seat and d.legal_actions() == g.legal_actions()
                    assert d.seed == g.seed and list(d.log) == list(g.log)
                    if fingerprint(d) != before:
                        changed += 1
                    b = decide(ai, d, seat, level)
                    assert b == a, (
                        "%s seed %d after %d actions: seat %d (%s) chose %s, but %s when the "
                        "hidden cards were permuted" % (gid, g.seed, len(g.log), seat,
                                                        level or "configured", text.label(g, a),
                                                        text.label(g, b)))
                    checked += 1
    assert checked >= DEALS * 2
    if cls.determinize is not Game.determinize:
        # a game with hidden cards must really move them, or this test proves nothing
        assert changed > 0, "determinize never changed a position"
