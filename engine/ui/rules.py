# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.rules`
=================

The rules screen: pages of ``engine/rules/<id>.txt`` (split by ``---`` lines,
first line the title), word-wrapped to the screen.
"""

from engine.ui.frame import COLS, ROWS
from engine.ui.menus import wrap
from engine.ui.screens import Screen


class Pager(Screen):
    """Paged text (the rules): LEFT/RIGHT page, UP/DOWN scroll, B (or A on the last page) back."""

    def __init__(self, pages, on_back):
        self.pages = pages  # list of (title, text)
        self.page = 0
        self.top = 0
        self.on_back = on_back
        self._lines = None

    def lines(self):
        """The current page's text wrapped to the screen."""
        if self._lines is None:
            self._lines = wrap(self.pages[self.page][1])
        return self._lines

    def key(self, k):
        n = len(self.pages)
        room = ROWS - 2
        if k == "RIGHT" or (k == "A" and self.page < n - 1):
            self._turn(min(n - 1, self.page + 1))
        elif k == "LEFT":
            self._turn(max(0, self.page - 1))
        elif k == "DOWN":
            self.top = min(self.top + room - 1, max(0, len(self.lines()) - room))
        elif k == "UP":
            self.top = max(0, self.top - room + 1)
        elif k in ("A", "B"):
            self.on_back()

    def _turn(self, page):
        if page != self.page:
            self.page = page
            self.top = 0
            self._lines = None

    def draw(self, fr):
        title = self.pages[self.page][0]
        fr.text(0, 0, title[:16])
        fr.right(0, "%d/%d" % (self.page + 1, len(self.pages)))
        fr.invert(0, 0, COLS)
        lines = self.lines()
        room = ROWS - 2
        for i, line in enumerate(lines[self.top : self.top + room]):
            fr.text(0, 1 + i, line)
        more = self.top + room < len(lines)
        fr.text(0, ROWS - 1, "▼more" if more else ("►next" if self.page < len(self.pages) - 1
                                                   else "B:back"))
        if self.page > 0:
            fr.right(ROWS - 1, "◄prev")


def read_rules(game_id, root=None):
    """Pages ``(title, text)`` of ``engine/rules/<id>.txt``; pages are split by '---' lines."""
    if root is None:
        import engine

        f = engine.__file__
        root = f[: f.rfind("/")] if "/" in f else "engine"
    try:
        with open(root + "/rules/" + game_id + ".txt") as f:
            text = f.read()
    except OSError:
        return [("Rules", "The rules file is missing from this device.")]
    pages = []
    for chunk in text.split("\n---\n"):
        chunk = chunk.strip("\n")
        if not chunk:
            continue
        nl = chunk.find("\n")
        if nl < 0:
            pages.append((chunk, ""))
        else:
            pages.append((chunk[:nl], chunk[nl + 1 :]))
    return pages
