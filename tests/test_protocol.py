# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Every game follows the one protocol: checked the same way for all of them (OpenSpiel-style)."""

import importlib

import pytest

from engine import save
from engine.game import GAME_IDS, OVER, IllegalAction, load_game
from engine.rng import Rng
from engine.ui.play import presenter

# Named, never discovered: a game whose modules fail to import fails the test below
# instead of silently leaving every protocol, fuzz, no-peeking and fault test.
GAMES = GAME_IDS


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_game_has_its_rules_ai_and_screen(gid):
    for kind in ("games", "ai", "ui"):
        importlib.import_module("engine.%s.%s" % (kind, gid))
    importlib.import_module("engine.ui.%s_text" % gid)  # and its presenter


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
    words = presenter(gid)
    for seed in range(1, 26):
        g = random_game(cls, seed)
        assert g.to_move() == OVER and g.legal_actions() == []
        assert len(g.returns()) == g.players()
        for line in words.outcome(g).split("\n"):
            assert len(line) <= 21, line


@pytest.mark.parametrize("gid", GAMES)
def test_labels_fit_the_screen(gid):
    cls = load_game(gid)
    words = presenter(gid)
    for seed in range(1, 6):
        g = cls(seed)
        r = Rng(seed)
        while not g.over():
            acts = g.legal_actions()
            for a in acts:
                assert 0 < len(words.label(g, a)) <= 21, (a, words.label(g, a))
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
    cases = [
        "",
        "junk",
        text[: len(text) // 2],
        text.replace("game " + gid, "game " + other),
        text.replace("rules %d" % cls.RULES_VERSION, "rules 999"),
        text.replace("log ", "log 99999 "),
    ]
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


PRESENTER = ("label", "outcome", "stats_lines", "stats_chart")
RULES_ONLY = ("label", "outcome", "stats_lines", "stats_chart", "review")


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_game_has_a_presenter_and_the_rules_hold_no_words(gid):
    words = presenter(gid)
    for fn in PRESENTER:
        assert callable(getattr(words, fn, None)), "engine.ui.%s_text has no %s" % (gid, fn)
    cls = load_game(gid)
    for fn in RULES_ONLY:
        assert not hasattr(cls, fn), "%s still has %s: it belongs in its presenter" % (
            cls.__name__,
            fn,
        )
    ai = importlib.import_module("engine.ai." + gid)
    assert not hasattr(ai, "review"), "the review's lines belong in engine.ui.%s_text" % gid


def finished_stats(cls, n=6):
    """Statistics after ``n`` random games of ``cls`` (the game's own ``record``)."""
    st = {}
    for seed in range(1, n + 1):
        cls = load_game(cls.ID)
        g = random_game(cls, seed)
        g.record(st)
    return st


@pytest.mark.parametrize("gid", GAME_IDS)
def test_presenter_lines_fit_the_screen(gid):
    """Labels, outcome, statistics lines and the chart's title of real games: 21 columns."""
    cls = load_game(gid)
    words = presenter(gid)
    for st in ({}, finished_stats(cls)):
        lines = words.stats_lines(st)
        assert lines and all(0 < len(x) <= 21 for x in lines), lines
        chart = words.stats_chart(st)
        if chart is not None:
            title, values = chart
            assert 0 < len(title) <= 21 and values and all(v >= 0 for v in values), chart
    g = random_game(cls, 3)
    for line in words.outcome(g).split("\n"):
        assert 0 < len(line) <= 21, line
    if hasattr(words, "review") and gid != "navigator":  # navigator's: tests/test_navigator
        for line in words.review(g):
            assert 0 < len(line) <= 21, line


def option_reads():
    """``(path, game id or None, key)`` for every ``opt("key")``/``set_opt("key", v)`` call
    with a literal key in engine/, tests/ and tools/ (``ast``). The game is the one the
    file is named for (``<id>.py``, ``<id>_<part>.py``, ``test_<id>...``,
    ``measure_<id>.py``, navhelp: navigator), else None."""
    import ast
    import os

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = []
    for top in ("engine", "tests", "tools"):
        for d, _dirs, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if not f.endswith(".py"):
                    continue
                base = f[:-3]
                for pre in ("test_", "measure_"):
                    if base.startswith(pre):
                        base = base[len(pre) :]
                gid = next(
                    (g for g in GAME_IDS if base == g or base.startswith(g + "_")),
                    "navigator" if base == "navhelp" else None,
                )
                path = os.path.join(d, f)
                with open(path, encoding="utf-8") as fh:
                    tree = ast.parse(fh.read(), path)
                for node in ast.walk(tree):
                    if (
                        isinstance(node, ast.Call)
                        and isinstance(node.func, ast.Attribute)
                        and node.func.attr in ("opt", "set_opt")
                        and node.args
                        and isinstance(node.args[0], ast.Constant)
                        and isinstance(node.args[0].value, str)
                    ):
                        out.append((os.path.relpath(path, root), gid, node.args[0].value))
    return out


def test_every_option_read_by_name_exists():
    keys = {gid: [o.key for o in load_game(gid).OPTIONS] for gid in GAME_IDS}
    reads = option_reads()
    assert len(reads) > 40 and ("engine/games/farsky.py", "farsky", "pair") in reads
    bad = []
    for path, gid, key in reads:
        known = keys[gid] if gid else [k for ks in keys.values() for k in ks]
        if key not in known:
            bad.append("%s: opt(%r) is not an option of %s" % (path, key, gid or "any game"))
    assert not bad, "\n".join(bad)


def test_options_are_read_by_name():
    """No ``.options[i]`` reads in the rules, the computer players or the screens."""
    import os
    import re

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    bad = []
    for d, _dirs, files in os.walk(os.path.join(root, "engine")):
        for f in files:
            if f.endswith(".py") and f != "game.py":
                with open(os.path.join(d, f), encoding="utf-8") as fh:
                    for n, line in enumerate(fh, 1):
                        if re.search(r"\.options\[\d", line):
                            bad.append("%s:%d: %s" % (f, n, line.strip()))
    assert not bad, "read options by name, g.opt(key):\n" + "\n".join(bad)


@pytest.mark.parametrize("gid", GAME_IDS)
def test_one_list_of_computer_levels(gid):
    # the computer's LEVELS are the "level" option's choices, named once: the
    # rules module holds no second list, and a level the option offers is one the AI plays
    cls = load_game(gid)
    ai = importlib.import_module("engine.ai." + gid)
    assert not hasattr(importlib.import_module("engine.games." + gid), "LEVELS")
    keys = [o.key for o in cls.OPTIONS]
    if "level" in keys:
        assert tuple(cls.OPTIONS[keys.index("level")].choices) == tuple(ai.LEVELS)
    else:
        assert len(ai.LEVELS) == 1
