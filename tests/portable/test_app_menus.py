# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Menus as a player sees them: title, game list, options, rules.

Screens are read as text through the headless helpers (CPython and MicroPython).
"""

from apphelp import new_app, screen

from engine.ui.screens import press

HEAP = "96K"  # the whole app (menus + one game); the board target is 96K
HEAP_SRC = "120K"  # from source the compiler needs room too (96K is for .mpy)
HEAP64 = "120K"  # the 64-bit port: pointers twice as wide


def test_title_then_game_list():
    app = new_app()
    s = screen(app)
    lines = s.split("\n")  # the name is a headline: a word on every other row
    assert "POCKET" in lines[0] and "SPACE" in lines[2] and "CARDS" in lines[4]
    assert "A: start" in s
    s = str(press(app, ["A"]))
    for name in (
        "Farsky Mappers",
        "Onslaught",
        "Pack 'n Stack",
        "Travfuda",
        "Navigator",
        "Settings",
    ):
        assert name in s
    assert app.draw().selected()[1].startswith("►Farsky")


def test_options_screen_lists_rules_choices():
    app = new_app()
    s = str(press(app, ["A", "A", "A"]))
    assert "Pair fold" in s and "Cascade" in s and "Deal" in s and "Start" in s


def test_rules_screen_pages():
    app = new_app()
    s = str(press(app, ["A", "A", "DOWN", "A"]))  # Farsky -> Rules
    assert "1/" in s
    s2 = str(press(app, ["RIGHT"]))
    assert "2/" in s2 and s2 != s


def test_leaving_a_game_frees_all_its_modules():
    import sys

    app = new_app()
    s = str(press(app, ["A"] + ["DOWN"] * 3 + ["A", "A", "A"]))  # Travfuda: new game, start
    assert "engine.ui.travfuda_text" in sys.modules, s  # the screen's texts were loaded
    app.pause()
    s = str(press(app, ["UP", "A", "B"]))  # Save & quit (the last item), then back to the list
    assert "Farsky Mappers" in s, s
    left = [m for m in sys.modules if m.startswith("engine.") and "travfuda" in m]
    assert left == [], left
