# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.view`
==========

Frame -> displayio: one TileGrid over a glyph sheet, shared by the device and
the desktop window (Blinka displayio), so both show the same pixels.

The glyph sheet holds every glyph twice: plain in the top row, inverted in
the bottom row, so an inverse cell is just another tile index. Only cells that
changed since the last frame are touched. A bar chart (statistics) is copied
from the frame's own pixel rendering into a small Bitmap laid over the grid.

* Software and Dependencies: ``displayio`` (CircuitPython core, or Blinka displayio)
"""

import displayio

_COLS = 21
_ROWS = 8
_X0 = 1


class FrameView:
    """Shows Frames in a displayio Group. ``font``: 6 bytes a glyph from code 32 (page format)."""

    def __init__(self, font):
        n = len(font) // 6
        self.n = n
        sheet = displayio.Bitmap(6 * n, 16, 2)
        for g in range(n):
            for k in range(6):
                col = font[g * 6 + k]
                x = g * 6 + k
                for y in range(8):
                    lit = (col >> y) & 1
                    sheet[x, y] = lit
                    sheet[x, 8 + y] = 1 - lit
        self.palette = displayio.Palette(2)
        self.palette[0] = 0x000000
        self.palette[1] = 0xFFFFFF
        self.grid = displayio.TileGrid(sheet, pixel_shader=self.palette, width=_COLS,
                                       height=_ROWS, tile_width=6, tile_height=8, x=_X0, y=0)
        self.group = displayio.Group()
        self.group.append(self.grid)
        self._tiles = bytearray(_COLS * _ROWS)  # tile shown in each cell (0 = space)
        self._chart = None  # (TileGrid, key) while a chart is shown
        self._pages = None

    def show(self, frame):
        """Update the group to show ``frame``."""
        cells = frame.cells
        inv = frame.inv
        tiles = self._tiles
        grid = self.grid
        n = self.n
        for i in range(_COLS * _ROWS):
            t = cells[i] - 32
            if inv[i]:
                t += n
            if tiles[i] != t:
                tiles[i] = t
                grid[i % _COLS, i // _COLS] = t
        self._show_chart(frame)

    def _show_chart(self, frame):
        chart = frame.chart
        key = None if chart is None else (chart[0], chart[1], chart[2], chart[3], tuple(chart[4]))
        if self._chart is not None and self._chart[1] == key:
            return
        if self._chart is not None:
            self.group.remove(self._chart[0])
            self._chart = None
        if chart is None:
            return
        col, row, w, h = chart[0], chart[1], chart[2], chart[3]
        if self._pages is None:
            self._pages = bytearray(128 * 8)
        pages = frame.pages(self._pages)  # the frame's own pixels: one source of truth
        bw = w * 6
        bh = h * 8
        bmp = displayio.Bitmap(bw, bh, 2)
        x0 = _X0 + col * 6
        for x in range(bw):
            for y in range(bh):
                py = row * 8 + y
                bmp[x, y] = (pages[(py >> 3) * 128 + x0 + x] >> (py & 7)) & 1
        tg = displayio.TileGrid(bmp, pixel_shader=self.palette, x=x0, y=row * 8)
        self.group.append(tg)
        self._chart = (tg, key)
