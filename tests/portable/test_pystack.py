# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Every search fits the board's 2 KB pystack (CircuitPython's VM: about 46 frames).

Each game is played by its hint; at every few positions each computer level decides
and the hint is asked, and at the end the review runs (Onslaught's full-information
solver through to its budget, as the result screen steps it). Each call is made from
``DEPTH`` frames down, as the app's loop, screen and key handler put it. Nothing here
catches an error: a ``RuntimeError: pystack exhausted`` fails the test.
"""

import gc
import sys

from engine.game import load_game

HEAP = "200K"  # from source: the searches beside a game and the compiler
HEAP64 = "168K"  # the 64-bit port: pointers twice as wide

DEPTH = 8  # frames above a search in the app (loop, app, screen, key, play...); heavy ones
# A collection after every move keeps a small heap clear; CPython has room and no pystack,
# and a full collection there costs ~10 ms in a big pytest process (thousands of moves).
SMALL_HEAP = sys.implementation.name != "cpython"


def _deep(n, fn, *args):
    """Call ``fn(*args)`` from ``n`` more frames down the stack."""
    if n == 0:
        return fn(*args)
    return _deep(n - 1, fn, *args)


def _ai(game_id):
    return __import__("engine.ai." + game_id, None, None, ("choose",))


def _unload(before):
    """Drop the modules imported since ``before``: one game at a time, as the app does."""
    import sys

    for m in list(sys.modules.keys()):
        if m not in before:
            del sys.modules[m]
    gc.collect()


def _play(game_id, seed, every, review=True):
    """Play a deal by the hint, asking every search at every ``every``-th position."""
    import sys

    before = list(sys.modules.keys())
    g = _game(game_id, seed, every, review)
    _unload(before)
    return g


def _game(game_id, seed, every, review):
    cls = load_game(game_id)
    ai = _ai(game_id)
    g = cls(seed)
    n = 0
    while not g.over():
        seat = g.to_move()
        if n % every == 0:
            for lv in ai.LEVELS:
                _deep(DEPTH, ai.choose, g, lv)
        a = _deep(DEPTH, ai.hint, g) if seat == 0 else ai.choose(g)
        g.apply(a)
        n += 1
        if SMALL_HEAP:
            gc.collect()
    text = __import__("engine.ui." + game_id + "_text", None, None, ("review",))
    if review and hasattr(text, "review"):  # the presenter's review runs the AI's search
        lines = _deep(DEPTH, text.review, g)
        assert lines and all([len(x) <= 21 for x in lines])
    return g


def test_a_deep_recursion_is_caught_here():
    # the setting is live: on the board's VM a plain 60-frame recursion exhausts the
    # pystack (so the searches below, which do not, are measured where it matters)
    import sys

    if sys.implementation.name != "circuitpython":
        return
    try:
        _deep(60, len, "x")
    except RuntimeError as e:
        assert "pystack" in str(e)
        return
    raise AssertionError("a 60-frame recursion fitted: is the pystack on?")


def test_farsky_hint_and_solver():
    _play("farsky", 3, 6)


def test_onslaught_hint_and_review():
    import sys

    before = list(sys.modules.keys())
    g = _play("onslaught", 500001, 4, review=False)
    from engine.ai import onslaught_solver as solver

    job = solver.Review(g, 400)  # as the result screen steps it
    while not _deep(DEPTH, job.step):
        pass
    assert job.solver.nodes >= 400 or job.solver.proven
    job = None
    _unload(before)


def test_packnstack_every_level():
    _play("packnstack", 2, 8)


def test_travfuda_every_level():
    _play("travfuda", 2, 5)


def test_navigator_every_level_and_review():
    _play("navigator", 2, 3)
