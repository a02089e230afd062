# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator's play screen on cursor moves (frames cheap enough for a Pico): what a player sees
after an arrow is what a whole redraw shows, and an arrow names no card again (but ▲▼
on an Ace, which change its words).

Where the cursor only moves a light (the Pirate Map, the draft, Ace values, the
phantom, the calculation) the screen keeps rows 0-6 as drawn for the view and an arrow
pastes them back and inverts the cursor's place (tests/portable/test_navigator_cursor.py
counts the bytes on the board's interpreter).
"""

import copy

from helpers import shown

from engine.game import GAME_IDS
from engine.games import navigator as nav
from engine.rng import Rng
from engine.ui import navigator as ui
from engine.ui import navigator_round
from engine.ui.app import App
from engine.ui.frame import Frame
from engine.ui.screens import PlayHost
from hal.headless import MemoryStorage

ARROWS = ("LEFT", "RIGHT", "UP", "DOWN")
KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "HINT", "LEFT", "RIGHT", "A")
KEPT = {
    nav.PH_MAP: "map",
    nav.PH_DRAFT: "draft",
    nav.PH_ACE: "aces",
    nav.PH_PHANTOM: "phantom",
    nav.PH_CALC: "calculation",
}


def settle(app):
    """Let the computers move (no wait between their actions)."""
    n = 0
    while app.busy() and n < 100000 and type(app.screen).__name__ != "Result":
        app.now += app.delay
        app.tick(app.now)
        n += 1


def whole(sc):
    """The frame a copy of the screen draws with nothing kept: every row drawn anew."""
    fresh = copy.copy(sc)
    fresh.kept = bytearray(len(sc.kept))
    fresh.kept_inv = bytearray(len(sc.kept_inv))
    fresh.spots = bytearray(len(sc.spots))
    fresh.k_g = None
    fr = Frame()
    fresh.draw(fr)
    return fr


def same(a, b):
    return a.cells == b.cells and a.inv == b.inv and a.pages() == b.pages()


def sessions(count, presses):
    """Random sessions of the whole app on Navigator (hints, the pause menu and back;
    options by the session: the Pirate Map, Hotshot's lock, Extrapolate's phantom,
    declaring, the timer and its seconds, the variants): yields the app after each press, its play
    screen showing, the computers settled."""
    for session in range(1, count + 1):
        app = App(MemoryStorage(), seed_source=lambda s=session: s)
        for k, v in (
            ("players", session % 3),
            ("mode", session % 3 == 2),
            ("hotshot", session % 2),
            ("extra", 1),
            ("variant", session % 5),
            ("pirate", session % 2),
            ("timer", session % 4 == 1),
        ):
            app.settings["navigator." + k] = int(v)  # as the options screen left them
        app.key("A")
        settle(app)
        for _ in range(list(GAME_IDS).index("navigator")):
            app.key("DOWN")
        for k in ("A", "A", "A"):
            app.key(k)
            settle(app)
        rng = Rng(session)
        for _ in range(presses):
            app.key(KEYS[rng.below(len(KEYS))])
            settle(app)
            app.now += 700 * rng.below(3)  # the player thinks: the timer's seconds go
            app.tick(app.now)
            if type(app.screen).__name__ == "Result" or app.game_id != "navigator":
                break  # (the pause menu's keys may leave for the game list)
            if isinstance(app.screen, PlayHost):
                yield app


def test_arrows_show_what_a_whole_redraw_shows_and_name_no_card_again(monkeypatch):
    named = []
    for m in (ui, navigator_round):
        f = m.card_text
        monkeypatch.setattr(m, "card_text", lambda g, c, f=f: named.append(c) or f(g, c))
    seen = set()
    for app in sessions(12, 250):
        sc = app.play
        fr = app.draw()
        assert same(fr, whole(sc)), "\n%s\n%s" % (fr, whole(sc))
        if sc.k_g is not app.game or sc.game.to_move() != 0:
            continue
        for a in ARROWS:
            n = len(named)
            app.key(a)
            fr = app.draw()
            if sc.game.phase != nav.PH_ACE or a in ("LEFT", "RIGHT"):
                # (▲▼ on an Ace changes its words, 1 or 100, and the cards after it)
                assert len(named) == n, "an arrow named a card again"
            if sc.game.phase == nav.PH_DRAFT and "lock:on" in str(fr):
                seen.add("lock")
            assert same(fr, whole(sc)), (a, "\n%s\n%s" % (fr, whole(sc)))
            if sc.nspot:  # a light over the kept rows
                seen.add(KEPT[sc.game.phase] + (" ops" if len(sc.sel) == 2 else ""))
    assert set(KEPT.values()) | {"calculation ops", "lock"} <= seen, seen


def test_the_light_starts_on_the_solvers_star_and_walks_the_values():
    app = App(MemoryStorage(), seed_source=lambda: 3)
    app.key("A")
    for _ in range(list(GAME_IDS).index("navigator")):
        app.key("DOWN")
    for k in ("A", "A", "A"):
        app.key(k)
        settle(app)
    rng = Rng(3)
    while app.game.phase != nav.PH_CALC or app.game.to_move() != 0 or app.play.sel:
        app.key("A" if rng.below(3) else "RIGHT")  # through the draft and the set
        settle(app)
    v = app.game.vals[0]
    first = shown(app)
    for i in range(len(v) + 2):  # ✶, the values, ✶ again
        fr = app.draw()
        lines = str(fr).split("\n")
        if i % (len(v) + 1) == 0:
            assert fr.selected() == ["✶"] and lines[6].startswith("A: solver calculates")
        else:
            assert fr.selected() == [str(v[i - 1])]
            assert lines[6].startswith("A pick  B back/undo")
        assert lines[:6] == first[:6]  # the rows kept: only the light moved
        app.key("RIGHT")
