# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Seeded fuzz sample: random key presses through the real app, every game and menu.

The harness is ``tools/fuzz.py`` (the benchmark runs it for 300,000 presses, and on the
board's VM). Each game gets its own sessions: the app starts at the title, walks into a
new deal of the game and then takes random keys, which also reach the pause menu, hint,
undo, rules, statistics, settings and the other games. After every press the game's ``check()``
holds and the frame is 21 x 8 valid glyphs; a failure names the seed and the keys.
"""

import os
import sys

import pytest

from engine.game import GAME_IDS

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
)
import fuzz

GAMES = GAME_IDS
PRESSES = 6000  # per game: ~30k presses over five games, a few seconds each on CPython


def fuzzer(strict=True):
    fz = fuzz.Fuzzer(strict)
    fz.max_reviews = 1  # one real review per game: a solver may take seconds on a deal
    return fz


@pytest.mark.slow
@pytest.mark.parametrize("gid", GAMES)
def test_random_keys_through_the_app(gid):
    fz = fuzzer(strict=False)  # a missing glyph is reported at the end, after the whole run
    try:
        fuzz.run([gid], PRESSES, seed=GAME_IDS.index(gid) * 1000 + 1, fz=fz)
    except fuzz.FuzzFailure as e:
        pytest.fail(str(e), pytrace=False)
    assert not fz.bad_chars, "characters missing from the glyph set: " + fz.bad_where
    # every line a player reads is whole (no word cut by the edge or by a
    # clip, no word said twice in a row)
    assert fz.cut_words == 0, "a line cut inside a word: " + fz.cut_example
    assert fz.doubled == 0, "a word twice in a row:\n" + fz.doubled_example
    assert fz.presses >= PRESSES
    # the walk really plays: the person and the computers act, deals end and restart
    assert fz.actions > PRESSES // 50, "the fuzz hardly played (%d actions)" % fz.actions
    assert fz.sessions >= PRESSES // fuzz.SESSION


def test_the_walk_reaches_every_menu():
    """The key mix reaches the menus around a game, not just the play screen."""
    gid = GAMES[0]
    fz = fuzzer(strict=False)
    seen = set()
    real = fz._check

    def spy(app):
        seen.add(type(app.screen).__name__)
        fr = app.draw()
        seen.add(fr.row_text(0).strip()[:12])
        real(app)

    fz._check = spy
    fuzz.run([gid], 3000, seed=1, fz=fz)
    for name in ("Title", "PlayHost", "Menu", "OptionsMenu", "Pager", "Stats", "Settings"):
        assert name in seen, name
    titles = "|".join(sorted(seen))
    assert "Paused #" in titles  # the pause menu
    assert "Choose a gam" in titles  # the game list


def test_a_failure_names_seed_and_keys_that_reproduce_it():
    """An invariant broken on the 4th action: the message replays to the same failure."""
    gid = GAMES[0]

    class Broken(fuzz.Fuzzer):
        def _check(self, app):
            fuzz.Fuzzer._check(self, app)
            if app.game is not None and len(app.game.log) >= 4:
                raise AssertionError("planted failure")

    fz = Broken(allowed=GAMES)
    with pytest.raises(fuzz.FuzzFailure) as info:
        fz.session(gid, 12345, 2000)
    msg = str(info.value)
    assert "session seed 12345" in msg and "planted failure" in msg
    keys = msg.split("--replay %s 12345 " % gid)[1].split()[0]
    assert set(keys) <= set(fuzz.LETTERS + fuzz.DAMAGE)
    with pytest.raises(fuzz.FuzzFailure) as again:
        Broken(allowed=GAMES).session(gid, 12345, 0, keys)
    assert ("after %d keys" % len(keys)) in str(again.value)
    # one key fewer does not fail: the printed sequence is the shortest prefix
    Broken(allowed=GAMES).session(gid, 12345, 0, keys[:-1])


def test_glyph_check_catches_characters_the_font_lacks():
    """Text with a character outside the glyph set would show as "?": the fuzz fails it."""
    fz = fuzzer()
    from engine.ui.frame import Frame

    fr = Frame()
    fr.text(0, 0, "ok ♠ ?")
    assert fz.bad_chars == []
    fr.text(0, 1, "±")
    assert fz.bad_chars == ["±"]


def test_line_checks_catch_a_cut_word_and_a_doubled_word():
    """What the walk fails on: a clip that cuts inside a word (as the old one
    did: "Groups are for attac…"), text that the right edge cuts, a word twice in a row."""
    from engine.ui import frame

    fz = fuzzer()
    assert frame.clip("Groups are for attacks") == "Groups are for…"  # the check passes it
    assert fz.cut_words == 0
    real = frame._fuzz_clip
    try:
        frame._fuzz_clip = lambda s, n=21: s if len(s) <= n else s[: n - 1] + "…"
        frame.clip("Groups are for attacks")
    finally:
        frame._fuzz_clip = real
    assert fz.cut_words == 1 and "attac…" in fz.cut_example
    fr = frame.Frame()
    fr.text(14, 0, "Pass to end")  # the edge shows "Pass to" whole: no count
    assert fz.cut_words == 1
    fr.text(18, 1, "Draw next")  # the edge leaves "Dra"
    assert fz.cut_words == 2
    fz._doubled("Fold the the pair    ", "screen")
    fz._doubled("A♠ A♠ 10 10 Me Me P2", "")  # cards, numbers: not words; "Me Me" is
    assert fz.doubled == 2
