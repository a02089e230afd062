# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The review and undo when memory is short: one line, the game (or its result) goes on
(a MemoryError in an optional feature never ends the game).

A module of its own (each portable module runs in a fresh interpreter), so the
scenarios of ``test_memory_short`` keep their heap and headroom.
"""

from apphelp import finish, new_app, start_farsky

from engine.ui.screens import press

HEAP = "96K"  # the whole app (menus + one game); the board target is 96K
HEAP64 = "112K"  # the 64-bit port: pointers twice as wide
HEAP_SRC = "112K"  # from source the compiler needs room too (96K is for .mpy)


def _short(*args):
    raise MemoryError("memory allocation failed")


class _NoReview:
    """A game's presenter whose review cannot get the memory it needs."""

    def __init__(self, mod):
        self.mod = mod

    def review(self, g):
        raise MemoryError("memory allocation failed")

    def reviewer(self, g):  # the stepped review (Onslaught's) cannot start either
        raise MemoryError("memory allocation failed")

    def __getattr__(self, name):
        return getattr(self.mod, name)


def test_review_short_of_memory_says_so_on_the_result_and_the_menus_work():
    app = new_app()
    start_farsky(app)
    g = finish(app)
    app.text = _NoReview(app.text)
    s = str(press(app, ["A"]))  # the result screen: the outcome stays, the review is a line
    lines = s.split("\n")
    assert lines[0].startswith("#%d Farsky" % g.seed) and "Review needs more RAM" in s
    assert lines[7].startswith("A:stats ◄again ►next")
    s = str(press(app, ["A"]))  # the statistics still open
    assert s.startswith("Stats: Farsky") and "memory" not in s
    s = str(press(app, ["B"]))
    assert s.startswith("Farsky Mappers") and "played 1" in app.storage.files["stats_farsky.txt"]


def test_undo_short_of_memory_leaves_the_game_as_it_was_and_says_so():
    app = new_app()
    start_farsky(app)
    g = app.game
    app.act(g.legal_actions()[0])
    log = list(g.log)
    g.replay = _short  # the replay the undo needs cannot be built
    s = str(press(app, ["B", "DOWN", "DOWN", "A"]))  # Pause -> Undo
    assert "Undo needs more RAM" in s and "Farsky #" in s  # back on the play screen
    assert app.game is g and g.log == log and app.play.game is g
    del g.replay  # memory is back: the undo works
    s = str(press(app, ["B", "DOWN", "DOWN", "A"]))
    assert "Undone" in s and app.game.log == []
