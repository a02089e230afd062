# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.pages`
===========

The OLED written page by page over I2C, without displayio. A text row of the screen
is one page of the controller (8 pixel rows, 128 column bytes), so a frame is drawn
by rendering the rows whose cells changed (``Frame.row_pixels``, the pixels the
simulator shows) and writing each such page as one I2C message. A cursor move sends
two or three pages; displayio, which renders every pixel through its tile and palette
code, took three times as long for the same press on a Pico (docs/BENCH.md).

Each page sits in the buffer as the controller wants it on the wire: its page and
column commands, each behind a control byte that says "one command", then the data
control byte and the 128 bytes. A write is then one ``writeto`` of a slice, with no
copy. Page addressing works on the SSD1306 and on the SH1106 (which has nothing else).

* Software and Dependencies: CircuitPython's ``busio`` (nothing else: no displayio
  and no driver library, so about 20 KB of heap stay free that a displayio screen
  and its headline font take)
"""

WIDTH = 128
ROWS = 8
COLS = 21
X0 = 1  # the text grid's first pixel column (engine.ui.frame.X0)
HEAD = 7  # a page's commands before its data: 0x80 page, 0x80 column low, 0x80 high, 0x40
STRIDE = HEAD + WIDTH

# The SSD1306's set-up (as adafruit_displayio_ssd1306 sends it, in page addressing):
# off, page addressing, contrast, segment remap, normal, COM scan reversed, 64 rows,
# clock, pre-charge, COM pins, VCOM level, charge pump. The panel is switched on after
# the first frame, so the RAM's power-up noise is never seen.
SSD1306_INIT = (
    b"\x00\xae\x20\x02\x81\xcf\xa1\xa6\xc8\xa8\x3f\xd5\x80\xd9\xf1\xda\x12\xdb\x40\x8d\x14"
)
# The SH1106's (as adafruit_displayio_sh1106's): off, clock, 64 rows, no offset, start
# line 0, DC/DC on, segment remap, COM scan reversed, COM pins, contrast, pre-charge,
# VCOM level, pump 9 V, normal, RAM shown
SH1106_INIT = (
    b"\x00\xae\xd5\x80\xa8\x3f\xd3\x00\x40\xad\x8b\xa1\xc8\xda\x12\x81\xff\xd9\x1f\xdb\x40"
    b"\x33\xa6\xa4"
)


class PagePanel:
    """An SSD1306 (or SH1106) on ``i2c`` at ``address``, drawn from Frames.

    The same calls as the displayio pair the device uses otherwise: ``show(frame)``
    renders the rows that changed (``FrameView.show``), ``refresh()`` sends the pages
    that changed, ``brightness`` sets the contrast as displayio does, and ``bus.send``
    sends one command (the panel's on/off). ``i2c`` is locked for good: nothing else
    shares the bus. ``font``: the glyphs, 6 column bytes each from code 32."""

    def __init__(self, i2c, address, font, driver="SSD1306", rotation=0, colstart=2):
        while not i2c.try_lock():
            pass
        self.i2c = i2c
        self.address = address
        self.font = font
        self.bus = self  # Device.panel sends through ``display.bus``
        self._first = True  # the first refresh switches the panel on
        self._brightness = 1.0
        sh1106 = driver == "SH1106"
        # rotated half a turn, the panel scans its segments and COMs the other way; an
        # SH1106's 132 columns then put the picture at the other margin
        col = (4 - colstart if rotation else colstart) if sh1106 else 0
        self._col = col
        buf = bytearray(ROWS * STRIDE)
        for p in range(ROWS):
            o = p * STRIDE
            buf[o : o + HEAD] = bytes((0x80, 0xB0 | p, 0x80, col & 15, 0x80, 0x10 | col >> 4, 0x40))
        self.buf = buf
        self._mv = memoryview(buf)
        self._seg = bytearray(buf[:STRIDE])  # part of a page: its commands, then its columns
        self._cells = bytearray(COLS * ROWS)  # the cells and flags the pages were drawn from
        self._inv = bytearray(COLS * ROWS)
        self._whole = True  # the next frame renders every row (the first one, after a headline)
        # the columns of each page still to send, lo to hi - 1 (none while hi <= lo)
        self._lo = bytearray(ROWS)
        self._hi = bytearray(ROWS)
        self._full = None  # 1,024 bytes for a frame with a headline or a chart
        init = bytearray(SH1106_INIT if sh1106 else SSD1306_INIT)
        if rotation:
            init[init.index(0xA1)] = 0xA0
            init[init.index(0xC8)] = 0xC0
        self._write(init)

    def _write(self, data, start=0, end=None):
        self.i2c.writeto(self.address, data, start=start, end=len(data) if end is None else end)

    # -- the view ---------------------------------------------------------------------------

    def show(self, frame):
        """Render the cells of ``frame`` that differ from the last frame shown."""
        cells = frame.cells
        inv = frame.inv
        if frame.head or frame.chart:
            self._show_whole(frame)
            return
        old = self._cells
        flags = self._inv
        whole = self._whole
        if not whole and cells == old and inv == flags:
            return  # (an idle frame: nothing to draw)
        self._whole = False
        buf = self.buf
        font = self.font
        lo = self._lo
        hi = self._hi
        for r in range(ROWS):
            a = r * COLS
            b = a + COLS
            below = r < ROWS - 1
            c0 = 0
            c1 = COLS
            if not whole:
                # a cell's pixels read its own cell and flag, the flag under it, and the
                # flags right of those (its right column frames a highlight there)
                if cells[a:b] == old[a:b] and inv[a : b + COLS] == flags[a : b + COLS]:
                    continue
                c0 = COLS
                for i in range(a, b):
                    if (
                        cells[i] != old[i]
                        or inv[i] != flags[i]
                        or below
                        and inv[i + COLS] != flags[i + COLS]
                    ):
                        if c0 == COLS:
                            c0 = i - a
                        c1 = i - a + 1
                if c0 == COLS:
                    continue  # (a change on the row below, past this row's end)
                c0 = c0 - 1 if c0 else 0  # the cell on the left frames a changed flag
            frame.row_pixels(r, buf, r * STRIDE + HEAD, font, c0, c1)
            x0 = X0 + c0 * 6 if c0 else 0
            x1 = X0 + c1 * 6 if c1 < COLS else WIDTH
            if hi[r] <= lo[r]:
                lo[r] = x0
                hi[r] = x1
            else:
                lo[r] = min(lo[r], x0)
                hi[r] = max(hi[r], x1)
        old[:] = cells
        flags[:] = inv

    def _show_whole(self, frame):
        """A frame with a headline or a chart: all of it rendered, the pages that differ
        from the ones shown marked (a menu's cursor under a headline moves one row)."""
        full = self._full
        if full is None:
            full = self._full = bytearray(WIDTH * ROWS)
        frame.pages(full)
        buf = self.buf
        for p in range(ROWS):
            o = p * STRIDE + HEAD
            a = p * WIDTH
            if self._whole or buf[o : o + WIDTH] != full[a : a + WIDTH]:
                buf[o : o + WIDTH] = full[a : a + WIDTH]
                self._lo[p] = 0
                self._hi[p] = WIDTH
        self._whole = True  # the cell copies do not say what these pages show

    def refresh(self):
        """Send what changed: a whole page as it sits in the buffer, part of one (the
        columns of the cells that changed) through a scratch message."""
        lo = self._lo
        hi = self._hi
        for p in range(ROWS):
            x0 = lo[p]
            x1 = hi[p]
            if x1 <= x0:
                continue
            lo[p] = hi[p] = 0
            o = p * STRIDE
            if x1 - x0 == WIDTH:
                self.i2c.writeto(self.address, self.buf, start=o, end=o + STRIDE)
                continue
            seg = self._seg
            col = self._col + x0
            seg[1] = 0xB0 | p
            seg[3] = col & 15
            seg[5] = 0x10 | col >> 4
            n = x1 - x0
            seg[HEAD : HEAD + n] = self._mv[o + HEAD + x0 : o + HEAD + x1]
            self.i2c.writeto(self.address, seg, start=0, end=HEAD + n)
        if self._first:
            self._first = False
            self.send(0xAF, b"")

    # -- the panel --------------------------------------------------------------------------

    def send(self, command, data):
        """Send one command and its parameters (``data``, a buffer)."""
        msg = bytearray(2 + len(data))
        msg[1] = command
        msg[2:] = data
        self._write(msg)

    @property
    def brightness(self):
        """0.0 to 1.0, sent as the contrast (displayio's scale: 255 at 1.0)."""
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        self._brightness = value
        self.send(0x81, bytes((int(value * 255 + 0.5),)))
