# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.result`
==================

The result screen (outcome and the computer's review of the deal) and the
statistics screen.
"""

from engine.ui.frame import COLS
from engine.ui.screens import Screen


class Result(Screen):
    """Outcome of the game, then the computer's review.

    A game whose AI has ``reviewer(game)`` (a long search) gets it in slices: each tick
    advances it a little, so the keys stay live, the screen shows its progress and best
    so far, and B stops it there. Otherwise ``review(game)`` runs once, on the first tick.
    """

    def __init__(self, app):
        self.app = app
        self.review = None  # the review's lines, once it is over
        self.job = None  # the stepped review while it runs

    def busy(self):
        return self.review is None

    def tick(self, now):
        if self.review is not None:
            return
        if self.job is None:
            mk = getattr(self.app.ai, "reviewer", None)
            if mk is None:
                fn = getattr(self.app.ai, "review", None)
                self.review = fn(self.app.game) if fn else []
                return
            self.job = mk(self.app.game)
        if self.job.step():
            self.finish()

    def finish(self):
        """The stepped review is over: keep its lines, free its search."""
        self.review = self.job.lines()
        self.job = None

    def key(self, k):
        if self.review is None:
            if k == "B" and self.job is not None:  # stop the review: the best so far stays
                self.job.cancel()
                self.finish()
            return
        if k == "A":
            self.app.show_stats()
        elif k == "B":
            self.app.game_menu()

    def draw(self, fr):
        g = self.app.game
        fr.text(0, 0, ("#%d %s" % (g.seed, g.NAME))[:COLS])  # the deal number always shows
        fr.invert(0, 0, COLS)
        fr.headline(1, g.headline())  # twice the size: rows 1-2
        row = 3
        for line in g.outcome().split("\n")[:3]:
            fr.text(0, row, line)
            row += 1
        if self.review is None and self.job is not None:
            for line in self.job.lines():
                fr.text(0, row, line[:COLS])
                row += 1
        elif self.review is None:
            fr.text(0, row, "Reviewing the deal…")
        else:
            for line in self.review[: 6 - row + 1]:
                fr.text(0, row, line[:COLS])
                row += 1
        fr.text(0, 7, "A:stats B:menu")


class Stats(Screen):
    """Statistics lines and an optional bar chart."""

    def __init__(self, cls, st, on_back):
        self.cls = cls
        self.st = st
        self.on_back = on_back

    def key(self, k):
        if k in ("A", "B"):
            self.on_back()

    def draw(self, fr):
        fr.text(0, 0, "Stats: " + self.cls.NAME)
        fr.invert(0, 0, COLS)
        lines = self.cls.stats_lines(self.st)
        chart = self.cls.stats_chart(self.st)
        room = 3 if chart else 6
        for i, line in enumerate(lines[:room]):
            fr.text(0, 1 + i, line[:COLS])
        if chart:
            title, values = chart
            fr.text(0, 4, title[:COLS])
            fr.bars(0, 5, COLS, 3, values)
