# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Headlines (text at twice the size) as a player sees them: the frame's text and pixels,
the title screen and the result screen's verdict. CPython and MicroPython."""

from engine.game import Game
from engine.ui.font import FONT
from engine.ui.frame import Frame
from engine.ui.glyphs import code

HEAP_SRC = "76K"  # from source: the frame and the font compiled here
HEAP64 = "72K"  # the 64-bit port: pointers twice as wide


def lit(pages, x, y):
    return (pages[(y >> 3) * 128 + x] >> (y & 7)) & 1


def any_lit(pages, x0, x1, y0, y1):
    """True if a pixel of the box x0 <= x < x1, y0 <= y < y1 is lit (no big lists: 64K)."""
    for y in range(y0, y1):
        for x in range(x0, x1):
            if lit(pages, x, y):
                return True
    return False


def glyph_lit(ch, col, y):
    return (FONT[(code(ch) - 32) * 6 + col] >> y) & 1


def test_headline_shows_in_the_text_on_its_first_row():
    fr = Frame()
    fr.text(0, 0, "#12 Farsky Mappers")
    fr.headline(1, "You win!")
    fr.text(0, 3, "2 cards left")
    rows = str(fr).split("\n")
    assert rows[0].startswith("#12 Farsky Mappers")
    assert rows[1] == "      You win!       "  # centred
    assert rows[2].strip() == ""  # the headline's lower half
    assert rows[3].startswith("2 cards left")


def test_each_glyph_pixel_becomes_two_by_two_centred():
    fr = Frame()
    fr.headline(2, "A♠")
    pages = fr.pages()
    x0 = (128 - 24) // 2  # two characters of 12 pixels, centred
    for k, ch in enumerate("A♠"):
        for col in range(6):
            for y in range(8):
                want = glyph_lit(ch, col, y)
                for dx in (0, 1):
                    for dy in (0, 1):
                        assert lit(pages, x0 + 12 * k + 2 * col + dx, 16 + 2 * y + dy) == want
    # nothing else is lit: not left or right of it, not above or below its two rows
    assert not any_lit(pages, 0, 128, 0, 16) and not any_lit(pages, 0, 128, 32, 64)
    assert not any_lit(pages, 0, x0, 16, 32) and not any_lit(pages, x0 + 24, 128, 16, 32)


def test_lines_take_two_rows_each_and_are_centred_in_the_longest():
    fr = Frame()
    fr.headline(0, "POCKET\nSPACE\nCARDS")
    rows = str(fr).split("\n")
    assert rows[0].strip() == "POCKET" and rows[2].strip() == "SPACE"
    assert rows[4].strip() == "CARDS"
    assert rows[1].strip() == rows[3].strip() == rows[5].strip() == ""
    pages = fr.pages()
    # "SPACE" starts where "POCKET" starts (5 of 6 characters: no half-character shift)
    x0 = (128 - 72) // 2
    assert any_lit(pages, x0, x0 + 2, 16, 32)
    assert not any_lit(pages, 0, x0, 0, 48)


def test_too_long_lines_are_cut_and_lines_below_the_screen_dropped():
    fr = Frame()
    fr.headline(5, "ABCDEFGHIJKLMN\nsecond")  # 10 characters fit; one line fits in rows 5-6
    rows = str(fr).split("\n")
    assert rows[5].strip() == "ABCDEFGHIJ"
    assert "second" not in str(fr)
    pages = fr.pages()
    assert not any_lit(pages, 0, 128, 56, 64)
    assert lit(pages, 4, 40 + 2) and lit(pages, 4 + 1, 40 + 3)  # "A" from x = 4: all ten fit


def test_headline_is_drawn_over_the_cells_and_cleared_with_the_frame():
    fr = Frame()
    fr.invert(0, 1, 21)  # an inverse (all lit) row under the headline stays lit
    fr.text(0, 2, "x" * 21)  # and text under its lower half still shows
    fr.headline(1, "Draw")
    pages = fr.pages()
    for y in range(8, 16):
        for x in range(1, 127):
            assert lit(pages, x, y)
    assert str(fr).split("\n")[1] == "        Draw         "
    assert str(fr).split("\n")[2] == "x" * 21
    for y in range(8):  # the last "x", right of the headline, pixel for pixel
        for col in range(6):
            assert lit(pages, 1 + 20 * 6 + col, 16 + y) == glyph_lit("x", col, y)
    fr.clear()
    assert fr.head is None and str(fr).strip() == ""
    assert not any(fr.pages())


def test_title_screen_shows_the_name_as_headline():
    from engine.ui.app import App
    from hal.headless import MemoryStorage

    app = App(MemoryStorage(), seed_source=lambda: 7)
    rows = str(app.draw()).split("\n")
    assert [rows[0].strip(), rows[2].strip(), rows[4].strip()] == ["POCKET", "SPACE", "CARDS"]
    assert "five games" in rows[6] and "A: start" in rows[7]
    pages = app.draw().pages()
    assert any_lit(pages, 0, 128, 0, 48)
    for y in range(0, 48, 2):  # big letters: every pixel of rows 0-5 is a 2 x 2 block
        for x in range(28, 100, 2):  # "POCKET": 6 x 12 pixels from (128 - 72) / 2
            v = lit(pages, x, y)
            assert lit(pages, x + 1, y) == v and lit(pages, x, y + 1) == v
            assert lit(pages, x + 1, y + 1) == v
    assert not any_lit(pages, 0, 28, 0, 48) and not any_lit(pages, 100, 128, 0, 48)


class _Seats(Game):
    """A finished game whose seats score ``scores`` and win by ``wins``."""

    def __init__(self, scores, wins):
        self.scores = scores
        self.wins = wins

    def players(self):
        return len(self.scores)

    def returns(self):
        return list(self.scores)

    def won(self, seat=0):
        return self.wins[seat]


def test_result_headline_says_won_lost_tie_or_draw():
    assert _Seats([3], [True]).headline() == "You win!"
    assert _Seats([9], [False]).headline() == "Game over"
    assert _Seats([1, -1], [True, False]).headline() == "You win!"
    assert _Seats([-1, 1], [False, True]).headline() == "You lose"
    assert _Seats([40, 40, 12], [True, True, False]).headline() == "Tie"
    assert _Seats([0, 0], [False, False]).headline() == "Draw"
    assert _Seats([2, 7, 5], [False, False, False]).headline() == "You lose"  # left a match
    for g in (_Seats([1, 1, 1, 1], [True] * 4), _Seats([5], [False])):
        assert len(g.headline()) <= 10  # it fits the screen at twice the size
