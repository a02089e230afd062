# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.chart`
=================

Bar charts for Frames (statistics), as pixels and as text. A separate module so
that it is only in RAM while a chart is on screen.
"""

# The screen's geometry comes from the caller (engine.ui.frame), which imports this
# module lazily: importing the frame back would make the two a cycle.


def _bar_heights(chart, scale):
    col, row, w, h, values = chart
    top = max(values) if values else 0
    n = len(values) or 1
    heights = []
    for v in values:
        heights.append(0 if top == 0 else (v * h * scale + top - 1) // top)
    return n, heights


def chart_pixels(chart, buf, width, x0):
    """Bars in pixels into page buffer ``buf`` (``width`` pixels a page row, the grid
    ``x0`` pixels in): each value a column (1px gap) scaled to the box's height."""
    col, row, w, h, values = chart
    height = len(buf) // width * 8
    n, heights = _bar_heights(chart, 8)
    x0 += col * 6
    bw = max(1, (w * 6) // n)
    bottom = (row + h) * 8  # first pixel row below the box
    for b in range(n):
        for x in range(x0 + b * bw, x0 + b * bw + max(1, bw - 1)):
            if x >= width:
                break
            for y in range(row * 8, bottom):
                if y < height:
                    bit = 1 << (y & 7)
                    idx = (y >> 3) * width + x
                    if y >= bottom - heights[b]:
                        buf[idx] |= bit
                    else:
                        buf[idx] &= ~bit & 0xFF


def chart_text(chart, lines):
    """The same chart for text dumps: one character column per cell, full/half blocks."""
    col, row, w, h, values = chart
    n, heights = _bar_heights(chart, 2)  # half-cell resolution
    out = [list(line) for line in lines]
    rows = len(out)
    cols = len(out[0]) if out else 0
    for c in range(w):
        b = c * n // w  # which bar this text column shows
        for r in range(h):
            level = (h - 1 - r) * 2  # half-cells below this cell
            left = heights[b] - level
            ch = "█" if left >= 2 else ("▄" if left == 1 else " ")
            if 0 <= row + r < rows and 0 <= col + c < cols:
                out[row + r][col + c] = ch
    return ["".join(x) for x in out]
