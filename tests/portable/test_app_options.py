# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The options screen as a player reads it: every label and every value whole.

Screens are read as text through the headless helpers (CPython and MicroPython).
"""

import gc
import sys

from engine.game import GAME_IDS, load_game
from engine.ui.frame import COLS, ROWS, Frame
from engine.ui.options import OptionsMenu

# All five games' rules modules, one after another: MicroPython never frees the names each
# one interns. This module checks text, not memory (the games' own tests and `make bench`
# check that).
HEAP = "96K"  # the whole app (menus + one game); the board target is 96K
HEAP_SRC = "112K"  # from source the compiler needs room too (96K is for .mpy)
HEAP64 = "120K"  # the 64-bit port: pointers twice as wide


def options_screen(gid):
    """A fresh app on ``gid``'s options screen (the cursor starts on Start)."""
    from apphelp import new_app  # imported here: the first test needs no app

    app = new_app()
    app.open_game(gid)
    app.options()
    return app


def close(app):
    """Back to the game list, which unloads the open game (the next test's heap is free)."""
    app.game_list()


def press(app, keys):
    """Press ``keys`` on the app; return its Frame."""
    from engine.ui.screens import press as app_press

    return app_press(app, keys)


def unload_games():
    """Forget every game module (as the app does between games) and free their RAM."""
    import engine.games

    for name in [m for m in sys.modules if m.startswith("engine.games.")]:
        del sys.modules[name]
        if hasattr(engine.games, name[13:]):
            delattr(engine.games, name[13:])
    gc.collect()


def shot(sc):
    """What ``sc`` shows (a Frame)."""
    fr = Frame()
    sc.draw(fr)
    return fr


def selected_row(rows):
    """Index of the row the cursor (►) is on."""
    for r in range(1, ROWS - 1):
        if rows[r].startswith("►"):
            return r
    raise AssertionError("no cursor on\n" + "\n".join(rows))


def assert_readable(fr, label, value, note):
    """The selected row shows ``label`` whole, and ``value`` whole and highlighted."""
    rows = str(fr).split("\n")
    shown = "\n".join(rows)
    r = selected_row(rows)
    assert rows[r][1 : 1 + len(label)] == label, shown
    # the value, flush right, on the label's line or (too long for it) on the line below
    if rows[r].endswith(" " + value):
        assert len(label) + len(value) + 2 <= COLS, shown
    else:
        assert r + 1 < ROWS - 1 and rows[r + 1] == " " * (COLS - len(value)) + value, shown
        assert rows[r] == "►" + label + " " * (COLS - 1 - len(label)), shown
    assert fr.selected()[1:] == [value], shown  # only the value is highlighted
    assert rows[ROWS - 1].startswith(note[:COLS] if note else "◄► change"), shown


def test_every_option_of_every_game_is_readable():
    # The options screen itself on each game's rules module (no AI, no play screen: the
    # unix port's heap holds one game's rules at a time, not a whole app per game).
    seen = want = 0
    for gid in GAME_IDS:
        cls = load_game(gid)
        sc = OptionsMenu(cls, [o.default for o in cls.OPTIONS], 4242, None, None)
        sc.key("DOWN")  # from Start round to the first option
        for i, o in enumerate(cls.OPTIONS):
            if not sc.applies(i):  # not in the chosen variant: the cursor skipped it
                assert sc.cur != i
                continue
            want += len(o.choices)
            v = o.default
            for _ in o.choices:
                assert_readable(shot(sc), o.label, o.choices[v], o.note)
                sc.key("RIGHT")
                v = (v + 1) % len(o.choices)
                seen += 1
            assert sc.values[i] == o.default  # round every choice and back
            sc.key("DOWN")
        assert "►Deal          004242" in str(shot(sc))  # every option passed
        cls = sc = o = None
        unload_games()
    assert seen == want and seen > 50


def test_long_value_goes_under_its_label():
    app = options_screen("packnstack")
    s = str(press(app, ["UP", "UP", "RIGHT"])).split("\n")  # Stalled game -> tie-break
    assert s == [
        "Pack 'n Stack      ▲▼",  # more options above and below (the deal)
        " Passing   when stuck",
        " Ace on J/K       yes",
        " Packet by   top card",
        "►Stalled game        ",
        "            tie-break",
        " Start               ",
        "◄► change  B:back    ",
    ]
    # one row up: the list stays put, and the row left shows its long value cut with "…"
    s = str(press(app, ["UP"])).split("\n")
    assert s[:7] == [
        "Pack 'n Stack      ▲ ",
        " Passing   when stuck",
        " Ace on J/K       yes",
        "►Packet by   top card",
        " Stalled game tie-br…",
        " Deal          037613",
        " Start               ",
    ]
    close(app)


def test_farsky_pair_options_have_distinct_labels():
    app = options_screen("farsky")
    s = str(press(app, ["DOWN"])).split("\n")
    assert s[1:7] == [
        "►Pair goes if        ",
        "        rank+col/suit",
        " Pair fold        ask",
        " Cascade           on",
        " Deal          037613",
        " Start               ",
    ]
    s = str(press(app, ["DOWN", "RIGHT"])).split("\n")
    assert s[1:4] == [" Pair goes if rank+c…", "►Pair fold  automatic", " Cascade           on"]
    close(app)
    # the rules screen names both options by these labels
    from engine.ui.rules import read_rules

    text = " ".join([body for _, body in read_rules("farsky")])
    assert '(option "Pair goes if")' in text and 'option "Pair fold" set to "automatic"' in text
