# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The displayio renderer (device and desktop) shows exactly the Frame's own pixels."""

import pytest
from helpers import pages_to_rows

from engine.ui.app import App
from engine.ui.font import FONT
from engine.ui.frame import Frame
from engine.ui.screens import press
from hal.desktop import Desktop
from hal.headless import MemoryStorage


@pytest.fixture(scope="module")
def d():
    # Blinka displayio allows one display per process: all tests share it.
    return Desktop(FONT, MemoryStorage(), scale=1)


def shown(desktop, frame):
    desktop.show(frame)
    return desktop.pixels()


def test_text_inverse_and_specials_match_frame_pixels(d):
    fr = Frame()
    fr.text(0, 0, "Farsky ♠♥♦♣ ⑩ ▒►◄▲▼")
    fr.text(0, 3, "inverse", inv=True)
    fr.text(0, 7, "✶⚔⚑═─☺×÷●○·✓✗…⌂▄█")
    assert shown(d, fr) == pages_to_rows(fr.pages())
    fr.clear()  # only changed cells are redrawn: the result must still match
    fr.text(5, 5, "again", inv=True)
    assert shown(d, fr) == pages_to_rows(fr.pages())


def test_every_app_screen_matches(d):
    app = App(MemoryStorage(), seed_source=lambda: 99)
    for keys in (["A"], ["A"], ["A"], ["A"], ["LEFT"], ["B"], ["DOWN"]):
        fr = press(app, keys)
        assert shown(d, fr) == pages_to_rows(fr.pages())


def test_bar_chart_matches(d):
    fr = Frame()
    fr.text(0, 0, "Stats")
    fr.bars(0, 5, 21, 3, [0, 3, 9, 4, 1, 0, 2] + [0] * 14)
    rows = pages_to_rows(fr.pages())
    assert shown(d, fr) == rows
    # the tallest bar reaches the top of the chart box (row 40), an empty bar stays dark
    assert any(rows[40][x] for x in range(1, 128))
    assert "█" in str(fr)


def _label(desktop):
    """The adafruit_display_text label in the view's group, or None."""
    for item in desktop.view.group:
        if type(item).__module__ == "adafruit_display_text.bitmap_label":
            return item
    return None


def test_title_headline_is_a_scale_2_label_with_the_frames_pixels(d):
    app = App(MemoryStorage(), seed_source=lambda: 99)
    fr = app.draw()
    rows = pages_to_rows(fr.pages())
    assert shown(d, fr) == rows
    label = _label(d)
    assert label is not None and label.scale == 2  # adafruit_display_text draws it
    # what the player sees: "POCKET" at twice the size, from x = 28 on rows 0-15
    big = [[rows[y][x] for x in range(28, 100, 2)] for y in range(0, 16, 2)]
    assert big == [
        [(FONT[(ord(ch) - 32) * 6 + c] >> y) & 1 for ch in "POCKET" for c in range(6)]
        for y in range(8)
    ]


def test_headlines_come_go_and_change_like_the_frame(d):
    app = App(MemoryStorage(), seed_source=lambda: 99)
    fr = app.draw()
    assert shown(d, fr) == pages_to_rows(fr.pages())  # the title
    for keys in (["A"], ["B"]):  # the game list (no headline), then the title again
        fr = press(app, keys)
        assert shown(d, fr) == pages_to_rows(fr.pages())
    assert (_label(d) is None) == (fr.head is None)
    fr = Frame()
    fr.headline(1, "You win!")
    assert shown(d, fr) == pages_to_rows(fr.pages())
    fr.headline(4, "Draw\n♠♥♦♣ ⑩")  # another text and place on the same frame
    fr.text(0, 0, "under", inv=True)
    assert shown(d, fr) == pages_to_rows(fr.pages())
    fr.clear()
    fr.text(3, 3, "gone")
    assert shown(d, fr) == pages_to_rows(fr.pages())
    assert _label(d) is None  # no headline: the label is let go


def test_result_headline_matches_and_reads_the_verdict(d):
    app = App(MemoryStorage(), seed_source=lambda: 4242)
    press(app, ["A", "A", "A", "A"])  # title, game list (Farsky), game menu, options: a deal
    for _ in range(300):  # A plays the next move of Farsky until the result screen
        if type(app.screen).__name__ == "Result":
            break
        fr = press(app, ["A"])
    fr = app.draw()
    g = app.game
    assert g.over()
    rows = str(fr).split("\n")
    assert rows[1].strip() == ("You win!" if len(g.route) <= 3 else "Game over")
    assert rows[3].startswith("%d card" % len(g.route))  # the outcome follows
    assert shown(d, fr) == pages_to_rows(fr.pages())
    assert _label(d) is not None and _label(d).scale == 2


def test_the_framed_highlight_on_the_top_row_and_the_left_edge(d):
    """The highlight's light frame reaches the window pixel for pixel as
    the Frame draws it: on the top row (the glyph moved down under a lit row, painted by
    the view's top strip) and at the left edge (the screen's column 0), after changes too."""
    fr = Frame()
    fr.text(0, 0, "Q♠ 7♦")
    fr.text(0, 0, "Q♠", inv=True)
    fr.text(4, 1, "K♠", inv=True)
    fr.text(0, 3, "A♥", inv=True)
    assert shown(d, fr) == pages_to_rows(fr.pages())
    fr.invert(0, 0, 2, False)  # only changed cells are redrawn: the strip follows
    fr.text(3, 0, "7♦", inv=True)
    assert shown(d, fr) == pages_to_rows(fr.pages())
    fr.invert(3, 0, 2, False)  # no highlight on the top row: the strip goes
    assert shown(d, fr) == pages_to_rows(fr.pages())
    # the strip repaints only the columns that changed: shown again over other cards, a
    # cursor walking along the row, none of its old pixels may stay
    fr.text(0, 0, "10♣ J♥ 2♠", inv=True)
    assert shown(d, fr) == pages_to_rows(fr.pages())
    for c in range(0, 20, 3):
        fr.invert(0, 0, 21, False)
        fr.invert(c, 0, 2)
        assert shown(d, fr) == pages_to_rows(fr.pages()), c


def test_highlights_coming_and_going_anywhere_match_frame_pixels(d):
    """The view recomputes the light frames only on the rows whose highlights changed (and
    the row above each): a random walk of highlights over changing text, frame after
    frame, still matches the Frame's own pixels."""
    from engine.rng import Rng

    r = Rng(13)
    fr = Frame()
    for step in range(40):
        if step % 7 == 0:
            fr.clear()
            for row in range(8):
                fr.text(0, row, "".join("AQ7♠♥10K "[r.below(9)] for _ in range(21)))
        for _ in range(1 + r.below(3)):
            fr.invert(r.below(21), r.below(8), 1 + r.below(4), r.below(3) > 0)
        assert shown(d, fr) == pages_to_rows(fr.pages()), step
