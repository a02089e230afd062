# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Saves through the app: resume, corrupt/foreign/truncated saves, read-only storage.

Screens are read as text through the headless helpers (CPython and MicroPython).
"""

from apphelp import new_app, start_farsky

from engine import save
from engine.ui.screens import press

HEAP = "96K"  # the whole app (menus + one game); the board target is 96K
HEAP64 = "112K"  # the 64-bit port: pointers twice as wide
HEAP_SRC = "112K"  # from source the compiler needs room too (96K is for .mpy)


def test_pause_save_quit_and_continue_restores_the_same_game():
    app = new_app()
    start_farsky(app)
    g = app.game
    while len(g.log) < 3 and not g.over():
        app.act(g.legal_actions()[0])
    log = g.log[:]
    # B opens the pause menu; "Save & quit" is the last item
    s = str(press(app, ["B"]))
    assert "Resume" in s and "Hint" in s and "Undo" in s and "Rules" in s
    s = str(press(app, ["UP", "A"]))
    assert "Continue" in s
    press(app, ["A"])
    assert app.game.log == log and app.game.seed == g.seed
    assert app.game.route == g.route and app.game.stock == g.stock


def test_corrupt_save_gives_a_message_and_a_fresh_start():
    app = new_app()
    start_farsky(app)
    app.save()
    text = app.storage.files["save_farsky.txt"]
    app.storage.files["save_farsky.txt"] = text.replace("log ", "log 9")
    app.storage.files["stats_onslaught.txt"] = "played 3\n"
    app.game_menu()
    s = str(press(app, []))  # no Continue: the bottom line says why
    assert "Continue" not in s and "damaged" in s.split("\n")[-1]
    s = str(press(app, ["A"]))  # New game
    assert "Start" in s  # the options screen: a fresh game
    assert app.storage.files["stats_onslaught.txt"] == "played 3\n"  # other games untouched


def test_foreign_and_truncated_saves_are_refused_clearly():
    app = new_app()
    start_farsky(app)
    app.save()
    text = app.storage.files["save_farsky.txt"]
    app.storage.files["save_farsky.txt"] = text[: len(text) // 2]
    app.game_menu()
    s = str(press(app, []))
    assert "Continue" not in s and s.split("\n")[-1].strip() == "Save cut short"
    app.storage.files["save_farsky.txt"] = text.replace("game farsky", "game onslaught")
    app.game_menu()
    assert "damaged" in str(press(app, []))  # the checksum no longer matches


def test_read_only_storage_plays_on_with_saves_off():
    app = new_app(readonly=True)
    s = str(press(app, ["A"]))
    assert "saves off" in s
    s = start_farsky(app)
    assert s.startswith("Farsky #")
    app.act(app.game.legal_actions()[0])  # play continues


def test_save_text_round_trip():
    app = new_app()
    start_farsky(app)
    g = app.game
    app.act(g.legal_actions()[0])
    text = save.dumps(g)
    h = save.loads(text, type(g))
    assert h.log == g.log and h.route == g.route and h.options == g.options
