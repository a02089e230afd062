# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.frame`
=================

What the screen shows: 21 x 8 cells of 6 x 8 pixels (126 x 64, centred on the
128 x 64 OLED), each a glyph code with an inverse flag, plus two optional extras: a
bar chart and a headline (the same glyphs at twice the size).

A Frame prints as text (``str(frame)``), so tests and the terminal simulator
read the screen exactly as a player sees it; ``pages()`` gives the pixels in the
SSD1306's own layout (8 pages of 128 column bytes, bit 0 = top row).
"""

from engine.ui.glyphs import FIRST_SPECIAL, SPECIALS, char, code

COLS = 21
ROWS = 8
WIDTH = 128
HEIGHT = 64
X0 = 1  # the 126-pixel grid sits one pixel in from the left edge
HEAD_COLS = 10  # characters in a headline line: 12 pixels each at twice the size
_BLANK = b" " * (COLS * ROWS)  # what clear() copies in: one slice copy, not 168 stores
_PLAIN = bytes(COLS * ROWS)


def clip(s, n=COLS):
    """``s`` cut to ``n`` cells (a screen line), ending in an ellipsis when cut: at the
    last space that leaves room for it, so no word shows half (one word longer than
    the room is cut, as nothing else fits)."""
    if len(s) <= n:
        return s
    cut = s.rfind(" ", 0, n)  # the ellipsis takes the space's cell
    if cut <= 0:
        cut = n - 1
    return s[:cut].rstrip() + "…"


class Frame:
    """A 21 x 8 grid of glyph cells."""

    def __init__(self):
        self.cells = bytearray(COLS * ROWS)
        self.inv = bytearray(COLS * ROWS)
        self.chart = None  # (col, row, w, h, values) in cells, or None
        self.head = None  # (row, x, [glyph codes of each line]), or None
        self.clear()

    def clear(self):
        """Blank every cell and drop the chart and the headline."""
        # every frame starts here: a copy of constant bytes (no allocation), not a loop
        # of 336 stores (0.1 ms on the VM, ~7 ms on a Pico, each frame)
        self.cells[:] = _BLANK
        self.inv[:] = _PLAIN
        self.chart = None
        self.head = None

    def put(self, col, row, glyph, inv=False):
        """Set one cell to glyph code ``glyph``; off-screen cells are ignored."""
        if 0 <= col < COLS and 0 <= row < ROWS:
            i = row * COLS + col
            self.cells[i] = glyph
            self.inv[i] = 1 if inv else 0

    def text(self, col, row, s, inv=False):
        """Write ``s`` from (col, row), clipped at the right edge; return the next column."""
        if not 0 <= row < ROWS:
            return col + len(s)
        # every character of every frame passes here: put() and code() inlined (a call
        # each per character cost a Pico ~2.5 ms a line)
        cells = self.cells
        flags = self.inv
        f = 1 if inv else 0
        i = row * COLS + col
        for ch in s:
            if 0 <= col < COLS:
                o = ord(ch)
                if not 32 <= o < 127:
                    o = SPECIALS.find(ch)
                    o = FIRST_SPECIAL + o if o >= 0 else 63
                cells[i] = o
                flags[i] = f
            col += 1
            i += 1
        return col

    def keep(self, buf, flags=None):
        """Copy the cells of the top rows into ``buf`` (a bytearray of whole rows): what a
        screen draws once a position and puts back with :meth:`paste` while only its
        cursor moves. Glyphs only, unless ``flags`` (as long as ``buf``) is given: it
        keeps the rows' inverse flags too (a screen whose kept rows show inverse cells
        of their own besides the cursor's, which it sets each frame)."""
        buf[:] = self.cells[: len(buf)]
        if flags is not None:
            flags[:] = self.inv[: len(flags)]

    def paste(self, buf, flags=None):
        """Put back the cells (and the flags) kept by :meth:`keep`: a slice copy each, no
        allocation."""
        self.cells[: len(buf)] = buf
        if flags is not None:
            self.inv[: len(flags)] = flags

    def right(self, row, s, inv=False):
        """Write ``s`` flush with the right edge."""
        self.text(COLS - len(s), row, s, inv)

    def center(self, row, s, inv=False):
        """Write ``s`` centred on ``row``."""
        self.text((COLS - len(s)) // 2, row, s, inv)

    def invert(self, col, row, n=1, inv=True):
        """Set the inverse flag on ``n`` cells from (col, row)."""
        for c in range(col, col + n):
            if 0 <= c < COLS and 0 <= row < ROWS:
                self.inv[row * COLS + c] = 1 if inv else 0

    def bars(self, col, row, w, h, values):
        """Draw a bar chart of non-negative ints in a w x h cell box (pixels on the device)."""
        self.chart = (col, row, w, h, list(values))

    def headline(self, row, s):
        """Write ``s`` at twice the size (12 x 16 pixels a character), centred, from ``row``.

        Each line of ``s`` (lines split at "\\n") takes two rows and at most HEAD_COLS
        characters; lines past the bottom are dropped, shorter lines are centred in the
        longest. A frame holds one headline (a second call replaces it). The cells under
        it keep what they hold: the headline's lit pixels are drawn over them, as the
        displayio renderer lays a transparent text label over its grid. The text form
        shows the lines at their normal size on the headline's first rows.
        """
        lines = s.split("\n")[: max(0, ROWS - row) // 2]
        n = 0
        for line in lines:
            n = max(n, min(len(line), HEAD_COLS))
        if row < 0 or n == 0:
            self.head = None
            return
        out = []
        for line in lines:
            line = line[:HEAD_COLS]
            pad = (n - len(line)) // 2
            b = bytearray(n)  # spaces around a short line: every line is n glyphs
            for i in range(n):
                b[i] = 32
            for i in range(len(line)):
                b[pad + i] = code(line[i])
            out.append(bytes(b))
        self.head = (row, (WIDTH - 12 * n) // 2, out)

    def row_text(self, row):
        """The text of one row (21 characters), a headline's line included."""
        base = row * COLS
        s = "".join([char(self.cells[base + c]) for c in range(COLS)])
        head = self.head
        if head is None or row < head[0] or (row - head[0]) & 1:
            return s
        i = (row - head[0]) >> 1
        if i >= len(head[2]):
            return s
        line = head[2][i]
        c0 = (COLS - len(line)) // 2
        out = list(s)
        for k in range(len(line)):
            if line[k] != 32:  # a headline's space is transparent: the cell shows through
                out[c0 + k] = char(line[k])
        return "".join(out)

    def selected(self):
        """Texts of the inverse (highlighted) runs, top to bottom."""
        runs = []
        for r in range(ROWS):
            cur = ""
            for c in range(COLS):
                i = r * COLS + c
                if self.inv[i]:
                    cur += char(self.cells[i])
                elif cur:
                    runs.append(cur)
                    cur = ""
            if cur:
                runs.append(cur)
        return runs

    def __str__(self):
        lines = [self.row_text(r) for r in range(ROWS)]
        if self.chart:
            from engine.ui.chart import chart_text  # only the statistics screen has a chart

            lines = chart_text(self.chart, lines)
        return "\n".join(lines)

    def row_pixels(self, r, buf, o, font, c0=0, c1=COLS):
        """Render row ``r`` as 128 column bytes into ``buf`` from offset ``o`` (bit 0 = top).

        A highlighted (inverse) cell is framed in light so that none of its glyph's dark
        pixels touches the dark around it (an inverted 7 keeps its bar, an A its apex, a
        K its left stroke): the plain cell above lights its bottom pixel row, the plain
        cell (or screen column) on its left its right pixel column, and on the top row,
        where nothing is above, the glyph moves down one pixel under a lit top row (only
        the full-height blocks ▒ █ cannot and stay as they are).

        Only cells ``c0`` to ``c1 - 1`` are drawn (``hal.pages`` redraws the cells that
        changed), with the screen's edge column beside a range that reaches it.
        """
        cells = self.cells
        inv = self.inv
        i0 = r * COLS
        below = r < ROWS - 1
        if c1 == COLS:
            buf[o + WIDTH - 1] = 0
        if c0 == 0:
            buf[o] = 0
            if inv[i0]:
                buf[o] = 0xFF  # the screen's left column frames a highlighted first cell
            elif below and inv[i0 + COLS]:
                buf[o] = 0x80
        # A row with nothing highlighted in it or under it is glyphs alone: six stores a
        # cell, unrolled (a Pico draws a row in about a third of the loop's time)
        n = i0 + c1
        if not below or inv[i0 + COLS : n + COLS] == _PLAIN[: c1 - c0]:
            if inv[i0 + c0 : n] == _PLAIN[: c1 - c0]:
                x = o + X0 + c0 * 6
                for i in range(i0 + c0, n):
                    g = (cells[i] - 32) * 6
                    buf[x] = font[g]
                    buf[x + 1] = font[g + 1]
                    buf[x + 2] = font[g + 2]
                    buf[x + 3] = font[g + 3]
                    buf[x + 4] = font[g + 4]
                    buf[x + 5] = font[g + 5]
                    x += 6
                if c1 < COLS and (inv[n] or below and inv[n + COLS]):
                    self._frame_right(buf, x - 1, n, below)
                return
        for c in range(c0, c1):
            i = i0 + c
            g = (cells[i] - 32) * 6
            x = o + X0 + c * 6
            if inv[i]:
                shift = r == 0
                if shift:
                    for k in range(6):
                        if font[g + k] & 0x80:
                            shift = False  # a full-height glyph: no room to move down
                if shift:
                    for k in range(6):
                        buf[x + k] = ~(font[g + k] << 1) & 0xFF
                else:
                    buf[x] = font[g] ^ 0xFF
                    buf[x + 1] = font[g + 1] ^ 0xFF
                    buf[x + 2] = font[g + 2] ^ 0xFF
                    buf[x + 3] = font[g + 3] ^ 0xFF
                    buf[x + 4] = font[g + 4] ^ 0xFF
                    buf[x + 5] = font[g + 5] ^ 0xFF
                continue
            under = 0x80 if below and inv[i + COLS] else 0
            buf[x] = font[g] | under
            buf[x + 1] = font[g + 1] | under
            buf[x + 2] = font[g + 2] | under
            buf[x + 3] = font[g + 3] | under
            buf[x + 4] = font[g + 4] | under
            buf[x + 5] = font[g + 5] | under
            if c < COLS - 1:
                self._frame_right(buf, x + 5, i + 1, below)

    def _frame_right(self, buf, x, j, below):
        """The last pixel column ``x`` of a plain cell, framing cell ``j`` on its right."""
        inv = self.inv
        if inv[j]:
            buf[x] = 0xFF  # the left frame of the highlighted cell on the right
        elif below and inv[j + COLS]:
            buf[x] |= 0x80  # the corner of the frame below-right

    def pages(self, buf=None):
        """Render to SSD1306 page layout: bytearray(1024), byte = 8 vertical pixels.

        ``buf`` is reused when given (no allocation per frame on the device).
        """
        from engine.ui.font import FONT  # lazy: only renderers need the pixels

        if buf is None:
            buf = bytearray(WIDTH * HEIGHT // 8)
        for r in range(ROWS):
            self.row_pixels(r, buf, r * WIDTH, FONT)
        if self.head:
            from engine.ui.bigtext import head_pixels  # only renderers draw the headline

            head_pixels(self.head, buf, FONT, WIDTH)
        if self.chart:
            from engine.ui.chart import chart_pixels

            chart_pixels(self.chart, buf, WIDTH, X0)
        return buf
