# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""An SSD1306 controller as the I2C bus sees it: commands and data into 8 x 128 RAM bytes.

Follows the datasheet's I2C framing: a control byte (Co bit 7, D/C bit 6) before
a single byte (Co = 1) or before the rest of the message (Co = 0). Commands with
parameters, the three addressing modes, display on/off and contrast are
modelled: what a real panel would show is ``rows()`` (64 rows of 128 0/1 pixels).
"""

# parameter counts of the multi-byte commands
_PARAMS = {
    0x20: 1,
    0x21: 2,
    0x22: 2,
    0x81: 1,
    0x8D: 1,
    0xA8: 1,
    0xAD: 1,
    0xD3: 1,
    0xD5: 1,
    0xD9: 1,
    0xDA: 1,
    0xDB: 1,
}


class Chip:
    """The controller's RAM and state. ``kind`` "SH1106": 132 columns, page addressing only."""

    def __init__(self, kind="SSD1306"):
        self.kind = kind
        self.cols = 132 if kind == "SH1106" else 128
        self.ram = bytearray(8 * self.cols)  # page * cols + column
        for i in range(len(self.ram)):
            self.ram[i] = (i * 37) & 0xFF  # power-up RAM is garbage, not blank
        self.on = False
        self.contrast = 0x7F
        self.mode = 2  # page addressing after reset
        self.col0, self.col1, self.page0, self.page1 = 0, 127, 0, 7
        self.col = self.page = 0
        self.seg_remap = False
        self.com_reverse = False
        self.commands = []  # every command with its parameters, as tuples
        self.data_bytes = 0
        self._cmd = None  # a command still waiting for parameters

    # -- the wire ---------------------------------------------------------------------------

    def write(self, msg):
        """One I2C write (after the address byte)."""
        i = 0
        n = len(msg)
        while i < n:
            ctrl = msg[i]
            i += 1
            single = ctrl & 0x80
            is_data = ctrl & 0x40
            if ctrl & 0x3F:
                raise AssertionError("bad control byte 0x%02X" % ctrl)
            chunk = msg[i : i + 1] if single else msg[i:]
            i += len(chunk)
            for b in chunk:
                if is_data:
                    self._data(b)
                else:
                    self._command(b)

    # -- commands ---------------------------------------------------------------------------

    def _command(self, b):
        if self._cmd is not None:
            self._cmd.append(b)
            if len(self._cmd) == 1 + _PARAMS[self._cmd[0]]:
                self._run(tuple(self._cmd))
                self._cmd = None
            return
        if b in _PARAMS:
            self._cmd = [b]
            return
        self._run((b,))

    def _run(self, cmd):
        self.commands.append(cmd)
        c = cmd[0]
        if c == 0xAE:
            self.on = False
        elif c == 0xAF:
            self.on = True
        elif c == 0x81:
            self.contrast = cmd[1]
        elif c == 0x20:
            if self.kind == "SSD1306":  # the SH1106 only has page addressing
                self.mode = cmd[1] & 3
        elif c == 0x21:
            self.col0, self.col1 = cmd[1] & 0x7F, cmd[2] & 0x7F
            self.col = self.col0
        elif c == 0x22:
            self.page0, self.page1 = cmd[1] & 7, cmd[2] & 7
            self.page = self.page0
        elif c in (0xA0, 0xA1):
            self.seg_remap = c == 0xA1
        elif c in (0xC0, 0xC8):
            self.com_reverse = c == 0xC8
        elif 0xB0 <= c <= 0xB7:
            self.page = c & 7
        elif c <= 0x0F:
            self.col = (self.col & 0xF0) | c
        elif c <= 0x1F:
            self.col = (self.col & 0x0F) | ((c & 0x0F) << 4)

    # -- data -------------------------------------------------------------------------------

    def _data(self, b):
        self.ram[self.page * self.cols + self.col] = b
        self.data_bytes += 1
        if self.mode == 0:  # horizontal
            self.col += 1
            if self.col > self.col1:
                self.col = self.col0
                self.page = self.page0 if self.page >= self.page1 else self.page + 1
        elif self.mode == 1:  # vertical
            self.page += 1
            if self.page > self.page1:
                self.page = self.page0
                self.col = self.col0 if self.col >= self.col1 else self.col + 1
        else:  # page mode
            self.col = min(self.col + 1, self.cols - 1)

    # -- what the panel shows ---------------------------------------------------------------

    def rows(self, colstart=0):
        """64 rows of 128 pixels (0/1) as the module shows them (from RAM column ``colstart``).

        The modules are mounted so that column remap (0xA1) with reversed COM scan
        (0xC8) shows RAM upright; with neither (0xA0, 0xC0) the picture is turned half a
        turn, and the columns shown are the same segments (an SH1106's RAM columns
        ``colstart`` to ``colstart + 127`` read from the other end); one without the
        other would mirror the picture, which no mounting wants.
        """
        assert self.seg_remap == self.com_reverse, "the init sequence sets the orientation"
        ram = self.ram
        w = self.cols
        if not self.seg_remap:
            last = w - 1 - colstart
            return [
                [(ram[((63 - y) >> 3) * w + last - x] >> ((63 - y) & 7)) & 1 for x in range(128)]
                for y in range(64)
            ]
        return [
            [(ram[(y >> 3) * w + colstart + x] >> (y & 7)) & 1 for x in range(128)]
            for y in range(64)
        ]
