# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.rules`
=================

The rules screen: pages of ``engine/rules/<id>.txt`` (split by ``---`` lines,
first line the title), word-wrapped to the screen.

The file is streamed, never read whole: opening the screen reads it line by
line once and keeps only where each page starts (a few ints); each page is
read again when it is shown. Every read is capped (the file, a line, a page),
so a damaged or huge file costs a small heap no more than a page, and a file
that is not a regular file (a FIFO, a folder) is not opened at all. When memory
is short the screen says so in one line and the player goes on.
"""

from engine import heap
from engine.ui.frame import COLS, ROWS, clip
from engine.ui.menus import wrap
from engine.ui.screens import View

FILE_CAP = 16384  # bytes of a rules file read at most (the largest is about 9K)
LINE_CAP = 128  # bytes read at a time (a longer line is read in pieces)
PAGE_CAP = 2048  # bytes of one page's text (a longer page is cut)
PAGES_CAP = 40  # pages
SHORT = "Rules need more RAM"
MISSING = "The rules file is missing from this device."


def _text(b):
    """Bytes of one line as text; a line cut by the cap may end inside a character."""
    for cut in range(4):
        try:
            return str(b[: len(b) - cut], "utf-8")
        except UnicodeError:
            pass
    return "?"


def _regular(path):
    """True if ``path`` is a regular file (not a FIFO, device or folder)."""
    import os

    try:
        return os.stat(path)[0] & 0o170000 == 0o100000
    except OSError:
        return False


class Book:
    """A rules file as pages: ``count()``, ``page(i)`` -> ``(title, text)``."""

    def __init__(self, path):
        self.path = path
        self.starts = []  # byte offset of each page's first line
        self._index()

    def _open(self):
        if not _regular(self.path):
            return None
        try:
            return open(self.path, "rb")
        except OSError:
            return None

    def _index(self):
        """One pass over the file, a capped piece at a time: where each page starts."""
        f = self._open()
        if f is None:
            return
        try:
            pos = 0
            fresh = True  # no text yet on the page being indexed
            start = True  # this piece begins a line (a long line comes in pieces)
            while pos < FILE_CAP and len(self.starts) < PAGES_CAP:
                piece = f.readline(LINE_CAP)
                if not piece:
                    break
                if start and piece.rstrip() == b"---":
                    fresh = True
                elif fresh and piece.strip():
                    self.starts.append(pos)
                    fresh = False
                pos += len(piece)
                start = piece[-1:] == b"\n"
        except OSError:
            pass
        finally:
            f.close()

    def count(self):
        """Number of pages (at least one: a missing file has a page saying so)."""
        return len(self.starts) or 1

    def page(self, i):
        """``(title, text)`` of page ``i``, read from the file now."""
        if not self.starts:
            return "Rules", MISSING
        f = self._open()
        if f is None:
            return "Rules", MISSING
        title = None
        parts = []
        line = b""  # the line being read (a long one comes in pieces)
        size = 0
        try:
            f.seek(self.starts[i])
            while size < PAGE_CAP and self.starts[i] + size < FILE_CAP:
                piece = f.readline(LINE_CAP)
                if not piece or (not line and piece.rstrip() == b"---"):
                    break
                size += len(piece)
                line += piece
                if piece[-1:] != b"\n":
                    continue
                s = _text(line).rstrip("\r\n")
                line = b""
                if title is None:
                    title = s
                else:
                    parts.append(s)
            if line:  # cut by the cap
                parts.append(_text(line))
        except OSError:
            pass
        finally:
            f.close()
        return title or "Rules", "\n".join(parts)


def path(game_id, root=None):
    """The rules file of ``game_id`` (next to the engine's modules, on the device too)."""
    if root is None:
        import engine

        f = engine.__file__
        root = f[: f.rfind("/")] if "/" in f else "engine"
    return root + "/rules/" + game_id + ".txt"


class Pager(View):
    """Paged text (the rules): LEFT/RIGHT page, UP/DOWN scroll, B back. A reads on: the
    rest of the page first ("▼more"), then the next page; on the last page it goes back."""

    def __init__(self, book, on_back):
        self.book = book
        self.pages = book.count()
        self.page = 0
        self.top = 0
        self.on_back = on_back
        self._title = None
        self._lines = None

    def lines(self):
        """The current page's text wrapped to the screen (read when the page turns)."""
        if self._lines is None:
            try:
                self._title, text = self.book.page(self.page)
                self._lines = wrap(text)
            except MemoryError:  # this page does not fit now: say so, the rest still works
                text = None
                self._title = "Rules"
                self._lines = [heap.short(SHORT)]
        return self._lines

    def key(self, k):
        n = self.pages
        room = ROWS - 2
        more = self.top + room < len(self.lines())
        if k == "DOWN" or (k == "A" and more):  # A reads on: unread text comes first
            self.top = min(self.top + room - 1, max(0, len(self.lines()) - room))
        elif k == "RIGHT" or (k == "A" and self.page < n - 1):
            self._turn(min(n - 1, self.page + 1))
        elif k == "LEFT":
            self._turn(max(0, self.page - 1))
        elif k == "UP":
            self.top = max(0, self.top - room + 1)
        elif k in ("A", "B"):
            self.on_back()

    def _turn(self, page):
        if page != self.page:
            self.page = page
            self.top = 0
            self._lines = self._title = None  # the old page goes before the next is read

    def draw(self, fr):
        lines = self.lines()
        count = "%d/%d" % (self.page + 1, self.pages)
        room = COLS - len(count) - 1  # a space always parts the title from the counter
        t = self._title
        fr.text(0, 0, clip(t, room))  # (ours fit; a file edited on the drive may not)
        fr.right(0, count)
        fr.invert(0, 0, COLS)
        room = ROWS - 2
        for i in range(self.top, min(len(lines), self.top + room)):
            fr.text(0, 1 + i - self.top, lines[i])
        more = self.top + room < len(lines)
        fr.text(
            0, ROWS - 1, "▼more" if more else ("►next" if self.page < self.pages - 1 else "B:back")
        )
        if self.page > 0:
            fr.right(ROWS - 1, "◄prev")


def show(app, on_back):
    """Open the rules of the app's game (B calls ``on_back``)."""
    app.go(Pager(Book(path(app.game_id)), on_back))


def read_rules(game_id, root=None):
    """Every page ``(title, text)`` of a game's rules (tests and tools; the screen streams)."""
    book = Book(path(game_id, root))
    return [book.page(i) for i in range(book.count())]
