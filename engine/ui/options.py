# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.options`
===================

The options screen shown before a new game: each option of the game, the deal
number (editable digit by digit) and Start.
"""

from engine.ui.frame import COLS, ROWS
from engine.ui.screens import Screen


class Options(Screen):
    """A game's options, the deal number and Start.

    UP/DOWN pick a row, LEFT/RIGHT change it; on the deal row A starts editing the
    digits (LEFT/RIGHT pick a digit, UP/DOWN change it, A or B ends).
    """

    def __init__(self, cls, values, seed, on_start, on_back):
        self.cls = cls
        self.values = list(values)
        self.seed = seed
        self.on_start = on_start
        self.on_back = on_back
        self.cur = len(cls.OPTIONS) + 1  # start on "Start"
        self.digit = -1  # digit being edited (0 = most significant), -1 = not editing

    def key(self, k):
        opts = self.cls.OPTIONS
        n = len(opts) + 2
        if self.digit >= 0:
            self._edit(k)
        elif k == "UP":
            self.cur = (self.cur - 1) % n
        elif k == "DOWN":
            self.cur = (self.cur + 1) % n
        elif k in ("LEFT", "RIGHT") and self.cur < len(opts):
            step = 1 if k == "RIGHT" else -1
            o = opts[self.cur]
            self.values[self.cur] = (self.values[self.cur] + step) % len(o.choices)
        elif k in ("LEFT", "RIGHT") and self.cur == len(opts):
            self.seed = (self.seed + (1 if k == "RIGHT" else -1)) % 1000000
        elif k == "A":
            if self.cur == len(opts):
                self.digit = 5
            elif self.cur == len(opts) + 1:
                self.on_start(self.values, self.seed)
            else:
                o = opts[self.cur]
                self.values[self.cur] = (self.values[self.cur] + 1) % len(o.choices)
        elif k == "B":
            self.on_back()

    def _edit(self, k):
        if k in ("A", "B"):
            self.digit = -1
        elif k == "LEFT":
            self.digit = max(0, self.digit - 1)
        elif k == "RIGHT":
            self.digit = min(5, self.digit + 1)
        elif k in ("UP", "DOWN"):
            place = 10 ** (5 - self.digit)
            d = (self.seed // place) % 10
            nd = (d + (1 if k == "UP" else 9)) % 10
            self.seed += (nd - d) * place

    def draw(self, fr):
        opts = self.cls.OPTIONS
        fr.text(0, 0, self.cls.NAME[:COLS])
        fr.invert(0, 0, COLS)
        rows = []
        for i, o in enumerate(opts):
            rows.append((o.label, o.choices[self.values[i]]))
        rows.append(("Deal", "%06d" % self.seed))
        rows.append(("Start", ""))
        room = ROWS - 2
        first = min(max(0, self.cur - room + 1), max(0, len(rows) - room))
        for i in range(first, min(len(rows), first + room)):
            label, val = rows[i]
            r = 1 + i - first
            sel = i == self.cur
            fr.text(0, r, ("►" if sel else " ") + label[:10], inv=sel and not val)
            if val:
                val = val[:9]
                fr.right(r, val, inv=sel and self.digit < 0)
                if sel and self.digit >= 0:
                    fr.invert(COLS - 6 + self.digit, r)
        if self.cur < len(opts) and opts[self.cur].note:
            fr.text(0, ROWS - 1, opts[self.cur].note[:COLS])
        elif self.cur == len(opts):
            fr.text(0, ROWS - 1, "◄►:-1/+1 A:digits" if self.digit < 0 else "▲▼ change  A:done")
        else:
            fr.text(0, ROWS - 1, "A:start  B:back")
