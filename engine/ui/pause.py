# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.pause`
=================

The pause menu (resume, hint, undo, rules, the move log, same deal, new deal,
save & quit) and undo. Imported when the menu opens, dropped when play resumes.
"""

from engine.ui.frame import COLS, ROWS
from engine.ui.menus import Menu
from engine.ui.screens import Screen

ITEMS = ("Resume", "Hint", "Undo", "Rules", "Moves", "Same deal", "New deal", "Save & quit")
KEEP = 30  # moves the log page holds: the latest ones (a match may be long)


class Moves(Screen):
    """The move log: the latest moves, who made each (``Me``, ``P2`` ..), newest at the
    bottom. UP/DOWN scroll; A or B go back to the pause menu.

    The labels come from replaying the game's log once when the page opens (the game
    keeps only actions); only the last ``KEEP`` are kept."""

    def __init__(self, app):
        self.app = app
        g = app.game
        probe = g.replay([])
        self.lines = []
        self.count = len(g.log)
        for a in g.log:
            s = probe.to_move()
            # "Me", "P2": the seat names of the play screens, 2 cells (labels run to 18)
            self.lines.append("%s %s" % ("Me" if s == 0 else "P%d" % (s + 1), probe.label(a)))
            if len(self.lines) > KEEP:
                self.lines.pop(0)
            probe.apply(a)
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
        more = ("▲" if self.top > 0 else " ") + ("▼" if self.top + room < len(self.lines)
                                                else " ")
        fr.right(0, "%d %s" % (self.count, more))  # markers here: a move keeps 21 cells
        fr.invert(0, 0, COLS)
        if not self.lines:
            fr.text(0, 1, "No moves yet")
        for i in range(self.top, min(len(self.lines), self.top + room)):
            line = self.lines[i]
            fr.text(0, 1 + i - self.top, line if len(line) <= COLS else line[:COLS - 1] + "…")
        fr.text(0, ROWS - 1, "▲▼ scroll  B:back")


def pause(app):
    """Show the pause menu."""

    def pick(i):
        what = ITEMS[i]
        if what == "Hint":
            app.play.hint()
            app.back_to_play()
        elif what == "Undo":
            try:
                text = undo(app)
            except MemoryError:  # the replay did not fit: the game stays as it was
                from engine import heap

                text = heap.short("Undo needs more RAM")
            app.play.say(text)
            app.back_to_play()
        elif what == "Rules":
            app.rules(app.pause)
        elif what == "Moves":
            from engine import heap

            heap.optional(app, "Moves need more RAM", lambda: app.go(Moves(app)))
        elif what in ("Same deal", "New deal") and app.game.log:
            confirm(app, what)  # the deal in progress would be lost: ask first
        elif what == "Same deal":
            restart(app)
        elif what == "New deal":
            app.options()
        elif what == "Save & quit":
            app.save()
            app.game_menu()
        else:
            app.back_to_play()

    app.go(Menu("Paused #%d" % app.game.seed, list(ITEMS), pick, app.back_to_play,
                footer="saves off" if app.saves_off else ""))


def restart(app):
    """The same deal again from its start (same options)."""
    app.begin(app.cls(app.game.seed, app.game.options))
    app.save()


def confirm(app, what):
    """Ask before leaving a deal in progress for ``what`` ("Same deal" or "New deal")."""

    def pick(i):
        if i == 0:
            app.pause()
        elif what == "Same deal":
            restart(app)
        else:
            app.options()

    app.go(Menu("Leave this deal?", ["No, play on", "Yes, " + what.lower()], pick, app.pause))


def undo(app):
    """Take back the person's last decision and the computer moves after it.

    The game is replaced only once the undone one is built: a MemoryError on the way
    leaves the game as it was (the menu then says so in one line).
    """
    g = app.game
    # Find the person's last decision by replaying the log once, keeping only its index
    # (no list of seats): a probe game is alive next to the played one here, and it is
    # let go before the undone game is built, so at most two game states share the heap.
    probe = g.replay([])
    i = -1
    k = 0
    for a in g.log:
        if probe.to_move() == 0:
            i = k
        probe.apply(a)
        k += 1
    del probe
    if i < 0:
        return "Nothing to undo"
    app.game = g.replay(g.log[:i])
    app.play.set_game(app.game)
    app.save()
    return "Undone"
