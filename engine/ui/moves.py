# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.moves`
=================

The move log page, opened from the pause menu. Imported when shown, dropped
when play resumes (a transient module of ``engine.ui.app``).
"""

from engine.ui.frame import COLS, ROWS, clip
from engine.ui.screens import View

KEEP = 30  # moves the log page holds: the latest ones (a match may be long)


class Moves(View):
    """The move log: the latest moves, who made each (``You``, ``CPU``, ``P2`` .., as
    the game's board names them; ``Me`` in a game for one), newest at the bottom.
    UP/DOWN scroll; A or B go back to the pause menu.

    The labels come from replaying the game's log once when the page opens (the game
    keeps only actions); only the last ``KEEP`` are kept."""

    def __init__(self, app):
        self.app = app
        g = app.game
        label = app.text.label  # the game's presenter (loaded with the play screen)
        probe = g.replay([])
        label = app.text.label  # the game's presenter holds its words
        self.lines = []
        self.count = len(g.log)
        # A game's log part, ``engine.ui.<id>_log`` (optional; imported for this page and
        # let go once its lines are made): ``who(seat)`` names a seat its own way, as its
        # board does (Pack 'n Stack's "You" and "CPU", Travfuda's "You", "P2");
        # ``snap(g)`` before a move and ``aftermath(g, snap, seat)`` after it say what
        # the rules did then (a draw, a capture), lines under the move ("\n" between).
        name = "engine.ui.%s_log" % g.ID
        try:
            part = __import__(name, None, None, ("who",))
        except ImportError:
            part = None
        who = getattr(part, "who", None)
        snap = getattr(part, "snap", None)
        after = getattr(part, "aftermath", None)
        for a in g.log:
            s = probe.to_move()
            was = snap(probe) if snap else None
            # "Me", "P2": the seat names of a game without its own (labels run to 18);
            # a game whose board says "You", "CPU" says so here too (one name a player).
            # A label that names its seat already (Navigator's "P2 picks") keeps it once.
            name = who(s) if who else "Me" if s == 0 else "P%d" % (s + 1)
            line = label(probe, a)
            if not line.startswith(name) or line[len(name) : len(name) + 1] not in (" ", ":"):
                line = name + " " + line
            if len(line) > COLS:  # a 10 in one cell, as on a card: the move stays whole
                for suit in "♠♥♦♣":
                    line = line.replace("10" + suit, "⑩" + suit)
            self.lines.append(line)
            probe.apply(a)
            more = after(probe, was, s) if after else ""
            if more:
                for t in more.split("\n"):  # under its move, indented
                    self.lines.append(clip("   " + t))
            while len(self.lines) > KEEP:
                self.lines.pop(0)
        part = who = snap = after = None
        from engine.ui.app import drop

        drop((name,))
        self.top = max(0, len(self.lines) - (ROWS - 2))

    def key(self, k):
        room = ROWS - 2
        if k == "UP":
            self.top = max(0, self.top - 1)
        elif k == "DOWN":
            self.top = min(max(0, len(self.lines) - room), self.top + 1)
        elif k in ("A", "B"):
            self.app.pause()

    def draw(self, fr):
        room = ROWS - 2
        fr.text(0, 0, "Moves")
        more = ("▲" if self.top > 0 else " ") + ("▼" if self.top + room < len(self.lines) else " ")
        fr.right(0, "%d %s" % (self.count, more))  # markers here: a move keeps 21 cells
        fr.invert(0, 0, COLS)
        if not self.lines:
            fr.text(0, 1, "No moves yet")
        for i in range(self.top, min(len(self.lines), self.top + room)):
            line = self.lines[i]
            fr.text(0, 1 + i - self.top, clip(line))
        fr.text(0, ROWS - 1, "▲▼ scroll  B:back")
