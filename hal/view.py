# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.view`
==========

Frame -> displayio: TileGrids over a glyph sheet, shared by the device and
the desktop window (Blinka displayio), so both show the same pixels.

Each text row is a TileGrid of its own (displayio refreshes each one's changed
tiles as one area, so a change on two rows sends those two pages, not the rows
between). The glyph sheet holds every glyph twice: plain in the top row, inverted in
the bottom row, so an inverse cell is just another tile index. A second, tiny
TileGrid a row over them (one column wider, from just off the left edge) frames an inverse
cell in light: the bottom pixel row of the plain cell above, the right pixel column
of the plain cell (or screen column) on its left, and the corner between, so its
glyph's edge pixels read (an inverted 7 keeps its bar; see ``Frame.row_pixels``). On
the top row an inverse glyph moves one pixel down under a lit row: while the top row
has an inverse cell, a 128 x 8 strip painted from ``Frame.row_pixels`` covers it. Only
cells that changed since the last frame are touched. A bar chart (statistics) is copied
from the frame's own pixel rendering into a small Bitmap laid over the grid.

A headline (``Frame.headline``: the title, a result) is an adafruit_display_text
``bitmap_label.Label`` at scale 2, drawn in our own glyphs: :class:`SheetFont` hands
the label the glyph sheet's plain row as a fontio font, so the label's pixels are
the Frame's pixels doubled, with no font file and no second copy of the glyphs. The
library is imported when a headline is shown; one Label (``save_text=False``) is
made then and reused for every frame until a frame without a headline comes, when
the Label and the library are let go: on a board the library's bytecode takes about
12 KB of heap, which the play screens need more.

* Software and Dependencies: ``displayio`` (CircuitPython core, or Blinka displayio);
  ``adafruit_display_text`` (``lib/``, or its PyPI package on the desktop)
"""

import displayio

_COLS = 21
_ROWS = 8
_X0 = 1


class _Glyph:
    """One glyph as fontio describes it: tile ``tile_index`` of a 6 x 8 glyph sheet."""

    width = 6
    height = 8
    dx = 0
    dy = 0  # the baseline is the cell's bottom edge: a glyph fills its whole cell
    shift_x = 6
    shift_y = 0

    def __init__(self, bitmap, tile_index):
        self.bitmap = bitmap
        self.tile_index = tile_index


class SheetFont:
    """The glyph sheet as a fontio font (``get_glyph``, ``get_bounding_box``).

    Code point ``c`` is glyph code ``c`` (32 .. 31 + ``n``): FrameView hands the label
    ``chr(code)`` strings, so no Unicode table is needed here."""

    ascent = 8
    descent = 0

    def __init__(self, sheet, n):
        self.sheet = sheet
        self.n = n

    def get_bounding_box(self):
        """(width, height, x offset, y offset) of every glyph."""
        return (6, 8, 0, 0)

    def get_glyph(self, codepoint):
        """The glyph of glyph code ``codepoint``, or None outside the sheet."""
        t = codepoint - 32
        if 0 <= t < self.n:
            return _Glyph(self.sheet, t)
        return None


def _top_row(cells, inv, font):
    """The top row's 128 column bytes, by the rules of ``engine.ui.frame.Frame.row_pixels``
    (the tests compare the two pixel for pixel)."""
    out = bytearray(128)
    if inv[0]:
        out[0] = 0xFF
    elif inv[_COLS]:
        out[0] = 0x80
    for c in range(_COLS):
        g = (cells[c] - 32) * 6
        x = _X0 + c * 6
        if inv[c]:
            shift = True
            for k in range(6):
                if font[g + k] & 0x80:
                    shift = False
            for k in range(6):
                out[x + k] = (~(font[g + k] << 1) & 0xFF) if shift else font[g + k] ^ 0xFF
            continue
        under = 0x80 if inv[c + _COLS] else 0
        for k in range(6):
            out[x + k] = font[g + k] | under
        if c < _COLS - 1:
            if inv[c + 1]:
                out[x + 5] = 0xFF
            elif inv[c + 1 + _COLS]:
                out[x + 5] |= 0x80
    return out


def _sheet(font, n):
    """The glyph sheet: ``n`` glyphs of 6 columns, plain in rows 0-7, inverted in 8-15.

    One byte a pixel is made first and handed to ``bitmaptools.arrayblit`` (C): storing
    9,120 pixels one by one (``sheet[x, y] = v``, a tuple each) took about 300 ms of a
    Pico's start. Column ``x`` of the sheet is byte ``x`` of the font."""
    w = 6 * n
    sheet = displayio.Bitmap(w, 16, 2)
    buf = bytearray(w * 16)
    for y in range(8):
        bit = 1 << y
        o = y * w
        i = o + 8 * w
        for x in range(w):
            if font[x] & bit:
                buf[o + x] = 1
            else:
                buf[i + x] = 1
    try:
        import bitmaptools
    except ImportError:  # a build without it: pixel by pixel
        for y in range(16):
            for x in range(w):
                sheet[x, y] = buf[y * w + x]
        return sheet
    bitmaptools.arrayblit(sheet, buf)
    return sheet


class FrameView:
    """Shows Frames in a displayio Group. ``font``: 6 bytes a glyph from code 32 (page format)."""

    def __init__(self, font):
        self.font = font
        n = len(font) // 6
        self.n = n
        sheet = _sheet(font, n)
        self.palette = displayio.Palette(2)
        self.palette[0] = 0x000000
        self.palette[1] = 0xFFFFFF
        # one TileGrid a text row, each with its own dirty area: displayio refreshes the
        # bounding box of a TileGrid's changed tiles, and one grid for the screen made a
        # cursor move on row 1 with a new footer send rows 1-7 (a row is one page of the
        # panel; on a Pico each costs ~8 ms to render and ~3 ms on the bus)
        self.rows = [
            displayio.TileGrid(
                sheet,
                pixel_shader=self.palette,
                width=_COLS,
                height=1,
                tile_width=6,
                tile_height=8,
                x=_X0,
                y=r * 8,
            )
            for r in range(_ROWS)
        ]
        # the frames: tile 0 all transparent, 1 a lit bottom row, 2 a lit right column,
        # 3 both, 4 the bottom-right pixel (the corner)
        edge = displayio.Bitmap(30, 8, 2)
        for x in range(6, 12):
            edge[x, 7] = 1
            edge[x + 12, 7] = 1
        for y in range(8):
            edge[17, y] = 1
            edge[23, y] = 1
        edge[29, 7] = 1
        shader = displayio.Palette(2)
        shader[0] = 0x000000
        shader[1] = 0xFFFFFF
        shader.make_transparent(0)
        self.edges = [
            displayio.TileGrid(
                edge,
                pixel_shader=shader,
                width=_COLS + 1,
                height=1,
                tile_width=6,
                tile_height=8,
                x=_X0 - 6,  # edge cell c + 1 frames cell c; edge cell 0 only shows x = 0
                y=r * 8,
            )
            for r in range(_ROWS)
        ]
        self._strip = displayio.Bitmap(128, 8, 2)  # the top row while it has an inverse cell
        self.top = displayio.TileGrid(self._strip, pixel_shader=self.palette, x=0, y=0)
        self.top.hidden = True
        self._row0 = None  # the top row's cells and flags as last painted
        self._cols = bytearray(128)  # the strip's column bytes as painted (a new Bitmap is dark)
        self.group = displayio.Group()
        for tg in self.rows + self.edges:
            self.group.append(tg)
        self.group.append(self.top)
        self._tiles = bytearray(_COLS * _ROWS)  # tile shown in each cell (0 = space)
        self._edges = bytearray((_COLS + 1) * _ROWS)  # frame tile of each edge cell (0 = none)
        self._inv = bytearray(_COLS * _ROWS)  # the inverse flags shown (the edges follow them)
        self._chart = None  # (TileGrid, key) while a chart is shown
        self._pages = None
        self._sheet = sheet
        self._label = None  # the headline Label, made for the first headline
        self._head = None  # the headline shown: Frame.head

    def show(self, frame):
        """Update the group to show ``frame``."""
        cells = frame.cells
        inv = frame.inv
        tiles = self._tiles
        rows = self.rows
        n = self.n
        edges = self._edges
        last = self._inv
        moved = 0  # bit r: a highlight came or went on row r
        for i in range(_COLS * _ROWS):
            t = cells[i] - 32
            f = inv[i]
            if f:
                t += n
            if f != last[i]:
                last[i] = f
                moved |= 1 << i // _COLS
            if tiles[i] != t:
                tiles[i] = t
                rows[i // _COLS][i % _COLS] = t
        moved |= moved >> 1  # a row's edge cells read its highlights and the row below's
        for r in range(_ROWS):
            if not moved >> r & 1:
                continue  # (a cursor move: two to four rows of eight)
            i0 = r * _COLS
            below = r < _ROWS - 1
            for j in range(_COLS + 1):
                c = j - 1  # the frame cell under edge cell j (-1: off the left edge)
                e = 0
                if c < 0 or not inv[i0 + c]:
                    b = below and c >= 0 and inv[i0 + c + _COLS]
                    rt = c < _COLS - 1 and inv[i0 + c + 1]
                    if rt:
                        e = 3 if b else 2
                    elif b:
                        e = 1
                    elif below and c < _COLS - 1 and inv[i0 + c + 1 + _COLS]:
                        e = 4
                k = r * (_COLS + 1) + j
                if edges[k] != e:
                    edges[k] = e
                    self.edges[r][j] = e
        self._show_top(frame)
        self._show_head(frame.head)
        self._show_chart(frame)

    def _show_top(self, frame):
        """The top row as ``Frame.row_pixels`` draws it, while it has an inverse cell (the
        device's error screens show a frame of their own: the engine is not asked)."""
        row0 = bytes(frame.cells[:_COLS]) + bytes(frame.inv[: 2 * _COLS])
        if row0 == self._row0:
            return
        self._row0 = row0
        if not any(frame.inv[:_COLS]):
            self.top.hidden = True
            return
        cols = _top_row(frame.cells, frame.inv, self.font)
        bmp = self._strip
        old = self._cols
        for x in range(128):
            b = cols[x]
            if b != old[x]:  # only the columns that changed: a cursor moving along the top
                old[x] = b  # row repaints ~12 of 128 (each pixel store makes an (x, y) tuple)
                for y in range(8):
                    bmp[x, y] = (b >> y) & 1
        self.top.hidden = False

    def _show_head(self, head):
        if head == self._head:
            return
        self._head = head
        label = self._label
        if head is None:
            if label is not None:
                self._release()
            return
        if label is None:
            from adafruit_display_text.bitmap_label import Label  # only when first needed

            # line_spacing 1.0: the lines of a headline are 16 pixels apart, two rows each
            label = Label(
                SheetFont(self._sheet, self.n),
                save_text=False,
                scale=2,
                line_spacing=1.0,
                anchor_point=(0, 0),
                anchored_position=(0, 0),
            )
            self.group.insert(_ROWS, label)  # over the text rows, under a chart
            self._label = label
        row, x, lines = head
        label.text = "\n".join(["".join([chr(c) for c in line]) for line in lines])
        label.anchored_position = (x, row * 8)

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

    def _release(self):
        """Drop the Label and forget the library: its bytecode (about 12 KB of a board's
        heap) is freed while the screens without a headline, the play screens among
        them, are shown. The next headline imports it again (from flash, .mpy)."""
        import sys

        if self._label is not None:
            self.group.remove(self._label)
            self._label = None
        for name in ("adafruit_display_text.bitmap_label", "adafruit_display_text"):
            if name in sys.modules:
                del sys.modules[name]
