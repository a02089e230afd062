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
