# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Every game follows the one protocol: checked the same way for all of them (OpenSpiel-style)."""

import importlib

import pytest

from engine import save
from engine.game import GAME_IDS, OVER, IllegalAction, load_game
from engine.rng import Rng

# Named, never discovered: a game whose modules fail to import fails the test below
# instead of silently leaving every protocol, fuzz, no-peeking and fault test.
GAMES = GAME_IDS


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_game_has_its_rules_ai_and_screen(gid):
    for kind in ("games", "ai", "ui"):
        importlib.import_module("engine.%s.%s" % (kind, gid))


def random_game(cls, seed, steps=None):
    g = cls(seed)
    r = Rng(seed * 7 + 1)
    n = 0
    while not g.over() and (steps is None or n < steps):
        acts = g.legal_actions()
        assert acts, "a live game must offer an action"
        assert acts == sorted(acts) and len(set(acts)) == len(acts)
        g.apply(acts[r.below(len(acts))])
        g.check()
        n += 1
        assert n <= cls.MAX_ACTIONS
    return g


@pytest.mark.parametrize("gid", GAMES)
def test_random_play_keeps_invariants_and_ends(gid):
    cls = load_game(gid)
    for seed in range(1, 26):
        g = random_game(cls, seed)
        assert g.to_move() == OVER and g.legal_actions() == []
        assert len(g.returns()) == g.players()
        for line in g.outcome().split("\n"):
            assert len(line) <= 21, line


@pytest.mark.parametrize("gid", GAMES)
def test_labels_fit_the_screen(gid):
    cls = load_game(gid)
    for seed in range(1, 6):
        g = cls(seed)
        r = Rng(seed)
        while not g.over():
            acts = g.legal_actions()
            for a in acts:
                assert 0 < len(g.label(a)) <= 21, (a, g.label(a))
            g.apply(acts[r.below(len(acts))])


@pytest.mark.parametrize("gid", GAMES)
def test_illegal_actions_are_refused(gid):
    cls = load_game(gid)
    g = cls(3)
    legal = set(g.legal_actions())
    bad = next(a for a in range(-5, 100000) if a not in legal)
    with pytest.raises(IllegalAction):
        g.apply(bad)
    with pytest.raises(ValueError):
        cls(3, [99] * max(1, len(cls.OPTIONS)))


@pytest.mark.parametrize("gid", GAMES)
def test_save_round_trip_and_undo_by_replay(gid):
    cls = load_game(gid)
    for seed in (5, 6, 7):
        g = random_game(cls, seed, steps=15)
        text = save.dumps(g)
        h = save.loads(text, cls)
        assert h.log == g.log and save.dumps(h) == text
        if g.log:
            u = g.undo()
            assert u.log == g.log[:-1]


@pytest.mark.parametrize("gid", GAMES)
def test_bad_saves_raise_save_error_only(gid):
    cls = load_game(gid)
    g = random_game(cls, 9, steps=10)
    text = save.dumps(g)
    other = "farsky" if gid != "farsky" else "onslaught"
    cases = ["", "junk", text[: len(text) // 2], text.replace("game " + gid, "game " + other),
             text.replace("rules %d" % cls.RULES_VERSION, "rules 999"),
             text.replace("log ", "log 99999 ")]
    r = Rng(4)
    for _ in range(200):
        b = list(text)
        b[r.below(len(b))] = chr(32 + r.below(90))
        cases.append("".join(b))
    for t in cases:
        try:
            h = save.loads(t, cls)
        except save.SaveError as e:
            assert str(e)
            continue
        assert save.dumps(h) == t or h.log == g.log  # an unchanged byte still loads


@pytest.mark.parametrize("gid", GAMES)
def test_same_seed_same_game(gid):
    cls = load_game(gid)
    a = random_game(cls, 11)
    b = random_game(cls, 11)
    assert a.log == b.log and a.returns() == b.returns()
