# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.options`
===================

The options screen shown before a new game: each option of the game, the deal
number (editable digit by digit) and Start.

Each row is the whole label on the left and the chosen value flush right. When the
selected row's label and value do not fit on one line together, the value goes on the
line below it (the list scrolls one more row if need be); other rows too long show
their value cut with "…". The bottom line keeps the selected option's note.
"""

from engine.ui.frame import COLS, ROWS, clip
from engine.ui.screens import View


class OptionsMenu(View):
    """A game's options, the deal number and Start.

    UP/DOWN pick a row, LEFT/RIGHT change it; on the deal row A starts editing the
    digits (LEFT/RIGHT pick a digit, UP/DOWN change it, A or B ends).

    Start keeps row 6, under the list: the screen opens on it with the list at its
    top, so the first options are in view and A starts at once. ``▲``/``▼`` in the
    title say more options are above/below. An option the chosen variant does not use
    (the game's ``option_applies``) shows ``-`` for its value and the cursor skips it.
    """

    def __init__(self, cls, values, seed, on_start, on_back):
        self.cls = cls
        self.values = list(values)
        self.seed = seed
        self.on_start = on_start
        self.on_back = on_back
        self.cur = len(cls.OPTIONS) + 1  # start on "Start"
        self.digit = -1  # digit being edited (0 = most significant), -1 = not editing
        self.top = 0  # first list row shown (the list scrolls)

    def applies(self, i):
        """True unless row ``i`` is an option the chosen variant does not use."""
        fn = getattr(self.cls, "option_applies", None)
        return i >= len(self.cls.OPTIONS) or fn is None or fn(self.values, i)

    def key(self, k):
        opts = self.cls.OPTIONS
        n = len(opts) + 2
        if self.digit >= 0:
            self._edit(k)
        elif k in ("UP", "DOWN"):
            step = 1 if k == "DOWN" else -1
            self.cur = (self.cur + step) % n
            while not self.applies(self.cur):  # Deal and Start always apply
                self.cur = (self.cur + step) % n
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

    def _row(self, i):
        """(label, value text) of list row ``i``: an option, the deal number or Start."""
        opts = self.cls.OPTIONS
        if i < len(opts):
            if not self.applies(i):
                return opts[i].label, "-"
            return opts[i].label, opts[i].choices[self.values[i]]
        if i == len(opts):
            return "Deal", "%06d" % self.seed
        return "Start", ""

    def draw(self, fr):
        opts = self.cls.OPTIONS
        fr.text(0, 0, clip(self.cls.NAME))
        n = len(opts) + 1  # the list: options and the deal; Start has its own row
        last = ROWS - 3  # rows 1..last list them, row 6 is Start, the bottom row the note
        if self.cur < n:
            label, val = self._row(self.cur)
            # A selected value too long for its label's line goes right-aligned on the
            # line below, so the player always reads the whole label and the whole value.
            tall = 1 if val and not _fits(label, val) else 0
            # scroll only as far as the selection needs: the other rows stay where they were
            if self.cur < self.top:
                self.top = self.cur
            self.top = max(self.top, self.cur - last + 1 + tall)
        i = self.top
        r = 1
        while i < n and r <= last:
            label, val = self._row(i)
            sel = i == self.cur
            fr.text(0, r, ("►" if sel else " ") + label, inv=sel and not val)
            if val and sel:
                if not _fits(label, val):
                    r += 1
                fr.right(r, val, inv=self.digit < 0)
                if self.digit >= 0:
                    fr.invert(COLS - 6 + self.digit, r)
            elif val:
                if not _fits(label, val):  # another row's long value: its start and "…"
                    val = clip(val, COLS - len(label) - 2)
                fr.right(r, val)
            r += 1
            i += 1
        more = ("▲" if self.top > 0 else " ") + ("▼" if i < n else " ")
        fr.right(0, more)  # more options above / below the fold
        fr.invert(0, 0, COLS)
        sel = self.cur == n
        fr.text(0, ROWS - 2, ("►" if sel else " ") + "Start", inv=sel)
        if self.cur < len(opts):
            note = opts[self.cur].note if self.applies(self.cur) else "Not in this variant"
            fr.text(0, ROWS - 1, clip(note) or "◄► change  B:back")
        elif self.cur == len(opts):
            fr.text(0, ROWS - 1, "◄►:-1/+1 A:digits" if self.digit < 0 else "▲▼ change  A:done")
        else:
            fr.text(0, ROWS - 1, "A:start  B:back")


def _fits(label, val):
    """True if cursor, label, a space and the value fit on one line."""
    return len(label) + len(val) + 2 <= COLS
