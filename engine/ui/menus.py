# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.menus`
=================

Menus, messages and word wrapping. Each screen has ``key(k)``, ``tick(now)``,
``busy()`` and ``draw(fr)``; the app swaps them.
"""

from engine.ui.frame import COLS, ROWS, clip
from engine.ui.screens import View


class Menu(View):
    """A titled list: UP/DOWN move, A picks (``on_pick(index)``), B goes back (``on_back()``)."""

    def __init__(self, title, items, on_pick, on_back=None, footer="", cur=0):
        self.title = title
        self.items = items
        self.on_pick = on_pick
        self.on_back = on_back
        self.footer = footer
        self.cur = cur

    def key(self, k):
        n = len(self.items)
        if k == "UP":
            self.cur = (self.cur - 1) % n
        elif k == "DOWN":
            self.cur = (self.cur + 1) % n
        elif k == "A":
            self.on_pick(self.cur)
        elif k == "B" and self.on_back:
            self.on_back()

    def draw(self, fr):
        fr.text(0, 0, clip(self.title))
        fr.invert(0, 0, COLS)
        room = ROWS - 2 if self.footer else ROWS - 1
        first = min(max(0, self.cur - room + 1), max(0, len(self.items) - room))
        for i in range(first, min(len(self.items), first + room)):
            row = 1 + i - first
            sel = i == self.cur
            fr.text(0, row, ("►" if sel else " ") + clip(self.items[i], COLS - 1), inv=sel)
        if first > 0:
            fr.text(COLS - 1, 1, "▲")
        if first + room < len(self.items):
            fr.text(COLS - 1, room, "▼")
        if self.footer:
            fr.text(0, ROWS - 1, clip(self.footer))


class Message(View):
    """A few lines of text; A or B continues with ``on_done()``."""

    def __init__(self, title, text, on_done):
        self.title = title
        self.lines = wrap(text)
        self.on_done = on_done

    def key(self, k):
        if k in ("A", "B"):
            self.on_done()

    def draw(self, fr):
        fr.text(0, 0, clip(self.title))
        fr.invert(0, 0, COLS)
        for i, line in enumerate(self.lines[: ROWS - 2]):
            fr.text(0, 1 + i, line)
        fr.text(0, ROWS - 1, "A: continue")


def _item(raw):
    """True for a list item's first line: ``- `` or a number and ``. `` (``2. ``)."""
    if raw.startswith("- "):
        return True
    i = 0
    while i < len(raw) and "0" <= raw[i] <= "9":
        i += 1
    return i > 0 and raw[i : i + 2] == ". "


def wrap(text, width=COLS):
    """Word-wrap ``text`` into lines of at most ``width``.

    Lines of the source join into paragraphs; a blank line separates paragraphs and
    a line starting with "- " or a number and ". " ("2. ") starts a new one (lists).
    """
    paras = []
    cur = None
    for raw in text.split("\n"):
        raw = raw.strip()
        if not raw:
            if cur is not None:
                paras.append(cur)
            paras.append("")
            cur = None
        elif cur is None or _item(raw):
            if cur is not None:
                paras.append(cur)
            cur = raw
        else:
            cur += " " + raw
    if cur is not None:
        paras.append(cur)
    out = []
    for para in paras:
        line = ""
        for word in para.split():
            while len(word) > width:  # a word longer than the screen is cut
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line += " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    while out and not out[-1]:
        out.pop()
    return out
