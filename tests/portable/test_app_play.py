# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Playing through the app: new game, pause menu, hint, undo, result, statistics.

Screens are read as text through the headless helpers (CPython and MicroPython).
"""

from apphelp import finish, new_app, review_answer, screen, start_farsky

from engine.ui.screens import press

HEAP = "104K"  # the whole app (menus + one game), this module and its asserts
HEAP64 = "144K"  # the 64-bit port: pointers twice as wide
HEAP_SRC = "120K"  # from source the compiler needs room too (96K is for .mpy)


def test_new_game_shows_the_route_and_deal_number():
    app = new_app()
    s = start_farsky(app)
    assert s.startswith("Farsky #%d" % app.game.seed)
    assert "▒" in s  # stock count
    assert app.game.route and not app.game.over()


def test_hint_from_the_pause_menu_shows_a_move():
    app = new_app()
    start_farsky(app)
    g = app.game
    from engine.ai.farsky_guide import Guide

    a = Guide().hint(g)  # the next move of the line the hint's guide knows
    why = app.text.reason(g, app.ai.hint(g) if a is None else a)
    s = str(press(app, ["B", "DOWN", "A"]))
    assert s.split("\n")[7] == "%-21s" % why  # the reason, on the message line


def test_undo_from_the_pause_menu():
    app = new_app()
    start_farsky(app)
    g = app.game
    before = g.route[:]
    app.act(g.legal_actions()[0])
    press(app, ["B", "DOWN", "DOWN", "A"])  # Pause -> Undo
    assert app.game.route == before and app.game.log == []
    assert "Undone" in screen(app)


def test_finished_game_shows_result_review_and_statistics():
    app = new_app()
    start_farsky(app)
    g = finish(app)
    left = len(g.route)
    s = review_answer(app, str(press(app, ["A"])))
    assert ("%d cards left" % left) in s
    assert "Best possible" in s or "or fewer" in s  # the solver's verdict on the deal
    assert "save_farsky.txt" not in app.storage.files
    s = str(press(app, ["A"]))
    assert "Played 1" in s and ("Best %d" % left) in s
    assert "Cards left" in s


def test_result_best_line_steps_and_returns():
    """After the review, ▼ replays the solver's line: move 1/n, A plays it on the board,
    the end shows the cards it leaves, B comes back to the same result screen."""
    app = new_app()
    start_farsky(app)
    g = finish(app)
    review_answer(app, str(press(app, ["A"])))
    result = app.screen
    n = len(result.line)
    assert "▼line" in screen(app)
    s = str(press(app, ["DOWN"]))
    assert ("move 1/%d" % n) in s
    first = s.split("\n")[1]
    s = str(press(app, ["A"]))
    assert ("move 2/%d" % n) in s and s.split("\n")[1] != first  # the move changed the route
    s = str(press(app, ["A"] * n))
    left = len(g.replay(list(result.line)).route)
    assert ("end %d/%d" % (n, n)) in s and ("%d card" % left) in s
    s = str(press(app, ["B"]))
    assert app.screen is result and "Game over" in s
