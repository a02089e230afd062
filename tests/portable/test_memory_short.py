# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""When memory is short, optional features say so in one line and the game goes on:
a player never meets a crash screen for a feature the game can do without.

Screens are read as text through the headless helpers (CPython and MicroPython). A
shortage is made by a feature's part raising MemoryError, as it does when the heap
cannot hold it (tools/appdrive.py runs the real thing in a 96K heap).
"""

import sys

from apphelp import finish, new_app, review_answer, screen, start_farsky

from engine.ui.screens import press

HEAP = "96K"  # the whole app (menus + one game); the board target is 96K
HEAP64 = "124K"  # the 64-bit port: pointers twice as wide
HEAP_SRC = "112K"  # from source the compiler needs room too (96K is for .mpy)


def _short(*args):
    raise MemoryError("memory allocation failed")


class _NoHint:
    """A game's AI module whose hint cannot get the memory it needs."""

    def __init__(self, mod):
        self.mod = mod

    def hint(self, g):
        raise MemoryError("memory allocation failed")

    def __getattr__(self, name):
        return getattr(self.mod, name)


def test_hint_short_of_memory_says_so_and_play_goes_on():
    app = new_app()
    start_farsky(app)
    g = app.game
    app.ai = _NoHint(app.ai)
    app.play.guide = False  # (nor room for the guide's line)
    s = str(press(app, ["B", "DOWN", "A"]))  # Pause -> Hint
    assert "Hint needs more RAM" in s and "Farsky #" in s  # back on the play screen
    assert app.game is g and g.log == []
    press(app, ["A"])  # the player plays on without the hint
    assert len(g.log) == 1 and "memory" not in screen(app)


def test_rules_short_of_memory_keep_the_menu_with_one_line():
    app = new_app()
    press(app, ["A", "A"])  # Farsky's game menu
    from engine.ui import rules

    rules.Book = _short  # the rules screen cannot be made
    try:
        s = str(press(app, ["DOWN", "A"]))  # Rules
    finally:
        del sys.modules["engine.ui.rules"]  # the next import is the real module again
    lines = s.split("\n")
    assert lines[0].startswith("Farsky Mappers") and lines[7].startswith("Rules need more RAM")
    s = str(press(app, ["DOWN"]))  # the next key clears the line; the menu works
    assert "memory" not in s and app.draw().selected()[1].startswith("►Statistics")
    s = str(press(app, ["UP", "A"]))  # and the rules open once memory is there
    assert "1/" in s and "memory" not in s


def test_a_rules_page_short_of_memory_says_so_and_the_others_still_turn():
    app = new_app()
    s = str(press(app, ["A", "A", "DOWN", "A"]))  # Farsky -> Rules
    pager = app.screen
    real = pager.book.page
    pager.book.page = _short
    s = str(press(app, ["RIGHT"]))
    assert "2/" in s and "Rules need more RAM" in s
    pager.book.page = real
    s = str(press(app, ["LEFT"]))
    assert "1/" in s and "memory" not in s


def test_statistics_short_of_memory_keep_the_menu_with_one_line():
    app = new_app()
    press(app, ["A", "A"])
    from engine.ui import records

    records.show_stats = _short
    try:
        s = str(press(app, ["DOWN", "DOWN", "A"]))  # Statistics
    finally:
        del sys.modules["engine.ui.records"]
    assert s.split("\n")[7].startswith("Stats need more RAM")
    assert s.startswith("Farsky Mappers")


def test_result_short_of_memory_goes_to_the_game_menu_and_the_deal_counts():
    app = new_app()
    start_farsky(app)
    finish(app)
    app.result = _short  # the result screen (and its review) cannot be made
    s = str(press(app, ["A"]))
    assert s.startswith("Farsky Mappers") and "Review needs more RAM" in s
    assert "played 1" in app.storage.files["stats_farsky.txt"]


def test_the_result_frees_the_play_screen_and_the_menu_frees_the_result():
    # at 96K Onslaught's lobby once could not load beside the play screen,
    # the result and the presenter (a MemoryError leaving the result with B)
    app = new_app()
    start_farsky(app)
    finish(app)
    s = review_answer(app, str(press(app, ["A"])))  # the result screen, its review done
    assert "A:stats" in s and app.play is None
    assert "engine.ui.farsky" not in sys.modules and "engine.ui.play" not in sys.modules
    assert "engine.ui.farsky_text" in sys.modules  # the result's words stay
    s = str(press(app, ["B"]))  # the game's menu
    assert s.startswith("Farsky Mappers") and "New game" in s
    for m in ("engine.ui.result", "engine.ui.farsky_text", "engine.ui.records"):
        assert m not in sys.modules, m
    # the app holds no presenter (app.text would import it again: it loads on first use)
    assert app.game is None and app._text is None
    s = str(press(app, ["A", "A"]))  # New game -> Start: a new play screen
    assert "Farsky #" in s and app.play is not None and app.game.log == []


class _ShortReview:
    """A presenter whose stepped review runs short of memory once it has imported a
    module (Onslaught's solver and its list of winnable deals)."""

    def __init__(self, mod):
        self.mod = mod

    def reviewer(self, g):
        __import__("engine.autoplay")
        raise MemoryError("memory allocation failed")

    def __getattr__(self, name):
        return getattr(self.mod, name)


def test_a_review_short_of_memory_forgets_what_it_imported():
    app = new_app()
    start_farsky(app)
    finish(app)
    from engine.ui.app import drop

    drop(["engine.autoplay"])  # another test may have imported it
    app.text = _ShortReview(app.text)
    s = str(press(app, ["A"]))
    assert "Review needs more RAM" in s and "A:stats" in s  # the result stays
    assert "engine.autoplay" not in sys.modules  # not held through the next deals
    s = str(press(app, ["RIGHT"]))  # the next deal plays
    assert "Farsky #" in s and app.game.log == []


def _litter(n):
    """Leave about ``n`` bytes of garbage on the heap."""
    for _ in range(n // 48 + 1):
        bytearray(48)


def test_idle_collects_between_frames_where_the_port_has_no_threshold():
    """``engine.heap.idle`` after a frame: on CircuitPython (no ``gc.threshold``) garbage
    of more than 1/32 of the heap is collected there, and less is left for later; other
    ports collect on their own and it leaves their heap alone."""
    import gc

    from engine import heap

    if not hasattr(gc, "mem_alloc"):  # CPython: nothing to do, nothing done
        assert heap.idle() is None
        return
    board = not hasattr(gc, "threshold")
    heap.idle()  # a collection due since start-up, if any
    total = gc.mem_alloc() + gc.mem_free()
    _litter(total // 16)  # garbage: 1/16 of the heap
    before = gc.mem_alloc()
    heap.idle()
    gone = before - gc.mem_alloc()
    assert gone > total // 32 if board else gone <= 0, (gone, total)
    _litter(400)  # far less than 1/32: not yet
    before = gc.mem_alloc()
    heap.idle()
    assert gc.mem_alloc() == before
