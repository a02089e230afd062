# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.line`
================

The result screen's "best line" page: the review's line replayed from the deal's
start, one move per press, on the board as the play screen draws it. The result
screen has let the play screen go (its search needed the room), so this page builds
one of its own and lets it go again, with its code, when B goes back. Imported when
shown (a transient module of ``engine.ui.app``) and dropped with it.
"""

from engine.ui.frame import COLS, ROWS, clip
from engine.ui.screens import View

BOARD_ROWS = 5  # the play screen's rows kept (the board); the rows below are this page's


class Line(View):
    """Step through ``line`` (actions from the deal's start). Page ``k`` shows the
    position before move ``k + 1`` with that move under the cursor and its label; the
    last page shows where the line ends. A or RIGHT: next move, LEFT: back, B: back to
    ``result`` (its review kept)."""

    def __init__(self, app, result, line):
        self.app = app
        self.result = result
        self.line = line
        self.k = 0
        self.probe = None  # the position of page k, replayed when the page changes
        from engine.ui.app import module

        # a play screen of its own, drawing the line's positions
        self.play = module("engine.ui." + app.game_id).Screen(app, app.game)
        # a screen whose cursor code (``point``) comes at its first key loads it now, here,
        # where memory short is one line (Onslaught's ``onslaught_keys``)
        ready = getattr(self.play, "ready", None)
        if ready is not None:
            ready()

    def position(self):
        """The game after the first ``k`` moves of the line (from the deal's start)."""
        if self.probe is None:
            line = self.line
            self.probe = self.app.game.replay([line[i] for i in range(self.k)])
        return self.probe

    def key(self, k):
        n = len(self.line)
        if k in ("A", "RIGHT") and self.k < n:
            self.k += 1
            self.probe = None
        elif k == "LEFT" and self.k > 0:
            self.k -= 1
            self.probe = None
        elif k == "B":
            self.probe = None
            self.play = None
            app = self.app
            app.drop_play()  # the play screen's code leaves again, as the result left it
            app.go(self.result)
            from engine.ui.app import drop

            drop(("engine.ui.line",))  # this page's code goes with it

    def draw(self, fr):
        app = self.app
        play = self.play
        g = self.position()
        n = len(self.line)
        # the play screen draws the position (its own cursor on the line's move), then
        # gives its state back: its game is the finished one again
        saved = play.game
        play.set_game(g)
        if self.k < n and hasattr(play, "point"):
            play.point(self.line[self.k])
        try:
            play.draw(fr)
        finally:
            play.set_game(saved)
        for r in range(BOARD_ROWS, ROWS):
            fr.text(0, r, " " * COLS)
        text = app.text
        if self.k < n:
            fr.text(0, BOARD_ROWS, "Best line  move %d/%d" % (self.k + 1, n))
            fr.text(0, BOARD_ROWS + 1, clip(text.label(g, self.line[self.k])))
        else:
            fr.text(0, BOARD_ROWS, "Best line  end %d/%d" % (n, n))
            end = getattr(text, "line_end", None)  # (else the outcome's first line)
            fr.text(0, BOARD_ROWS + 1, clip(end(g) if end else text.outcome(g).split("\n")[0]))
        # (at the end there is no next move: the keys that still do something)
        fr.text(0, ROWS - 1, "A►next ◄back B:result" if self.k < n else "◄back  B:result")
