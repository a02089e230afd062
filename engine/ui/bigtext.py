# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.bigtext`
===================

A Frame's headline in pixels: the glyphs at twice the size, for ``Frame.pages()``.
A separate module so that it is only in RAM while something renders pages (the
device draws headlines with an adafruit_display_text label instead).
"""

# A nibble with each bit doubled: one glyph column at twice the height spans two pages.
_DOUBLE = b"\x00\x03\x0c\x0f\x30\x33\x3c\x3f\xc0\xc3\xcc\xcf\xf0\xf3\xfc\xff"


def head_pixels(head, buf, font, width):
    """OR headline ``head`` (``Frame.head``) into page buffer ``buf`` (``width`` pixels a
    page row): every glyph pixel of ``font`` becomes 2 x 2 pixels.

    The frame passes its geometry: it imports this module lazily, and importing it back
    would make the two a cycle."""
    row, x, lines = head
    for i in range(len(lines)):
        top = (row + 2 * i) * width  # the line's upper page; the lower one follows
        line = lines[i]
        for k in range(len(line)):
            g = (line[k] - 32) * 6
            o = top + x + 12 * k
            for j in range(6):
                col = font[g + j]
                lo = _DOUBLE[col & 15]
                hi = _DOUBLE[col >> 4]
                p = o + 2 * j
                buf[p] |= lo
                buf[p + 1] |= lo
                buf[p + width] |= hi
                buf[p + width + 1] |= hi
