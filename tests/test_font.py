# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The device font: generated module in step with tools/font.txt, complete and unambiguous."""

import os
import sys

import pytest

from engine.ui.font import FONT
from engine.ui.glyphs import COUNT, FIRST_SPECIAL, SPECIALS, code

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
)
import make_font

W = 6


def glyph(c):
    return bytes(FONT[(c - 32) * W : (c - 31) * W])


def test_generated_module_matches_source():
    with open(make_font.TARGET, encoding="utf-8") as f:
        assert f.read() == make_font.generate(), "stale: run python tools/make_font.py"


def test_length():
    assert len(FONT) == (COUNT - 32) * W


def test_printable_ascii_lit():
    for c in range(33, 127):
        assert any(glyph(c)), "glyph %d %r is blank" % (c, chr(c))
    assert not any(glyph(32))
    assert not any(glyph(127))


def test_pairwise_distinct():
    seen = {}
    for c in list(range(33, 127)) + list(range(FIRST_SPECIAL, COUNT)):
        g = glyph(c)
        assert g not in seen, "codes %d and %d look the same" % (seen[g], c)
        seen[g] = c


def test_ascii_keeps_spacing_column_and_baseline():
    descenders = set(b"gjpqy_")
    for c in range(33, 127):
        g = glyph(c)
        assert g[5] == 0, "%r uses the spacing column" % chr(c)
        if c not in descenders:
            assert not any(b & 0x80 for b in g), "%r uses row 7" % chr(c)


@pytest.mark.parametrize(
    "ch",
    list("♠♥♦♣⑩▒►◄▲▼█✶⚔⚑═─☺×÷●○·✓✗…⌂▄"),
)
def test_specials_present(ch):
    c = code(ch)
    assert c == FIRST_SPECIAL + SPECIALS.index(ch)
    assert any(glyph(c))


def test_block_shapes():
    assert glyph(code("█")) == b"\xff" * W
    assert glyph(code("▄")) == b"\xf0" * W
    assert glyph(code("▒")) in (b"\x55\xaa" * 3, b"\xaa\x55" * 3)


def test_source_errors_are_loud():
    with open(make_font.SOURCE, encoding="utf-8") as f:
        text = f.read()
    glyphs = make_font.parse(text)
    assert sorted(glyphs) == list(range(32, COUNT))
    cut = text.index("== 65 A")
    end = text.index("== 66 B")
    with pytest.raises(make_font.FontError, match="65"):
        make_font.parse(text[:cut] + text[end:])  # missing glyph
    with pytest.raises(make_font.FontError):
        make_font.parse(text.replace("== 66 B", "== 66 C", 1))  # misnamed / misordered
    with pytest.raises(make_font.FontError):
        make_font.parse(text + "\n== 65 A\n" + "......\n" * 8)  # defined twice


def test_preview(tmp_path):
    pytest.importorskip("pygame")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    out = tmp_path / "font.png"
    make_font.preview(FONT, str(out), make_font.SAMPLES)
    assert out.stat().st_size > 0
