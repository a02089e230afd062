# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.result`
==================

The result screen (outcome and the computer's review of the deal) and the
statistics screen; their words come from the game's presenter (``engine.ui.<id>_text``).
"""

import gc
import sys

from engine import heap
from engine.ui.app import call
from engine.ui.frame import COLS, clip
from engine.ui.screens import View

SHORT = "Review needs more RAM"
LINE_SHORT = "Line needs more RAM"


class Result(View):
    """Outcome of the game, then the computer's review. A: statistics, B: the game's
    menu, LEFT: the same deal again, RIGHT: the next deal (same options), and DOWN: the
    review's best line (``engine.ui.line``) once a review found one.

    A presenter with ``SCROLL`` (Navigator: the chips, then every player's best possible)
    has its outcome and review lines scrolled on rows 3-6 by UP/DOWN once the review is
    over and no best line takes DOWN (``engine.ui.result_scroll``); the footer's
    ``▼more``/``▲more`` says where more lines wait. Other games keep the fixed rows.

    A presenter with ``line_finder(game, job)`` has its line found only when the player
    asks (▼): it names a module whose ``Finder(game, target)`` is a stepped search like
    the review's, run in slices ("Finding the line NN%", B stops it), then forgotten.

    The review takes seconds on a board, so the screen first shows the outcome and
    "Reviewing the deal…": the main loop ticks before it draws, so the first tick only
    lets that frame out. A game whose presenter has ``reviewer(game)`` (a long search)
    then gets it in slices: each tick advances it a little, so the keys stay live, the
    screen shows ``review_lines`` (progress, best so far), and B stops it there.
    Otherwise the second tick computes ``review(game)`` at once.

    The player waits at most about 10 s of a Pico here: a presenter's ``ALLOWANCE`` is
    that much of its review's work units (``job.solver.nodes``; never a clock, so the
    screen is the same on every interpreter), counted from where this screen took the
    review over (a review begun during play brings what it already did). When the
    allowance is spent and the search is not over, the review pauses: its best so far
    shows, marked not proven (``review_lines(game, job, True)``), A searches on for
    another allowance, B stops it as during the search. A pause only delays slices, so
    the answer a search run on to its end gives is the unpaused search's.
    """

    def __init__(self, app):
        self.app = app
        self.review = None  # the review's lines, once it is over
        self.job = None  # the stepped review while it runs
        self.waited = False  # the first tick passed: "Reviewing the deal…" is on screen
        self.line = None  # the review's best line (actions from the deal's start), if any
        self.finder = None  # the line's stepped search while it runs (see line_finder)
        self.progress = None  # the review's lines on screen while it runs
        self.fresh = True  # the last tick changed what the screen shows
        self.base = -1  # the review's units when this screen last let it run (see ALLOWANCE)
        self.paused = False  # the allowance is spent, the search not over: A searches on
        self.top = 0  # a presenter's SCROLL: the first of its lines on rows 3-6

    def busy(self):
        return (self.review is None and not self.paused) or self.finder is not None

    def tick(self, now):
        if self.finder is not None:
            f = self.finder
            pct = f.percent()
            if not f.step():
                self.fresh = f.percent() != pct  # (a frame only when the percentage moves)
                return
            f = None  # (its class leaves with its module in found)
            self.fresh = True
            self.found()
            return
        if self.review is None:
            if self.paused:  # the player reads the best so far: no work until A
                self.fresh = False
                return
            if not self.waited:
                self.waited = True  # busy: the app redraws before the next tick
                return
            text = self.app.text
            job = getattr(self.app, "early", None)  # the review begun during play
            if job is not None:
                self.app.early = None
            if job and not job.failed and self.job is None:
                g = self.app.game
                if job.deal == (g.seed, g.options):
                    self.job = job
            job = None
            if self.job is None and getattr(text, "reviewer", None) is not None:
                had = set(sys.modules)
                try:
                    self.job = text.reviewer(self.app.game)
                except MemoryError:
                    from engine.ui.app import drop

                    # what the review imported before it ran short leaves with it (else
                    # Onslaught's solver stayed through the next deals: 6K at 96K)
                    drop([m for m in sys.modules if m not in had])
                    had = None
                    self.review = [heap.short(SHORT)]
                    return
                had = None
            if self.job is not None:
                if self.base < 0:
                    self.base = self.job.solver.nodes  # (what play already did is free)
                if self.job.step():  # (a MemoryError in a slice ends it: "unknown")
                    self.fresh = True
                    self.finish()
                    return
                allowance = getattr(text, "ALLOWANCE", 0)
                if allowance and self.job.solver.nodes - self.base >= allowance:
                    self.paused = True  # an answer for the player: the best so far
                    self.fresh = True
                    self.progress = None
                    return
                # most slices leave the progress lines as they were: no frame for those
                lines = self.app.text.review_lines(self.app.game, self.job)
                self.fresh = lines != self.progress
                self.progress = lines
                return
            fn = getattr(text, "review", None)
            try:
                self.review = fn(self.app.game) if fn else []
            except MemoryError:  # the review is optional: one line, the result stays
                self.review = [heap.short(SHORT)]
            # A search fills the heap and returns deep in the stack; collect here, from
            # the shallow main loop's depth, where no stale pointer of the search's frames
            # is scanned (a collection triggered deep in the next import or compile
            # scans them on a C-stack port and keeps the search's garbage alive: the
            # 64-bit port then failed at 320K after passing at 140K).
            gc.collect()

    def changed(self):
        return self.fresh

    def finish(self):
        """The stepped review is over: keep its lines, forget its search and its modules."""
        from engine.ui.app import drop

        text = self.app.text
        self.review = text.review_lines(self.app.game, self.job)
        fn = getattr(text, "line_finder", None)  # (found later, when asked: see key)
        if fn is None:
            fn = getattr(text, "best_line", None)
        self.line = fn(self.app.game, self.job) if fn else None
        names = self.job.modules
        self.job = None
        drop(names)  # collects, from the main loop's shallow depth (see above)

    def key(self, k):
        if self.finder is not None:
            if k == "B":  # stop looking: ▼line may start again
                self.finder.cancel()
                self.stop_finder()
            return
        if self.review is None:
            if k == "B" and self.job is not None:  # stop the review: the best so far stays
                self.job.cancel()
                self.finish()
            elif k == "A" and self.paused:  # search on: another allowance
                self.paused = False
                self.base = self.job.solver.nodes
            return
        app = self.app
        g = app.game
        if k == "A":
            app.show_stats()
        elif k == "B":
            app.game_menu()
        elif k == "DOWN" and isinstance(self.line, tuple):  # (module, target): find it
            heap.optional(app, LINE_SHORT, self.find_line)
        elif k == "DOWN" and self.line:
            heap.optional(app, LINE_SHORT, self.show_line)
        elif k in ("UP", "DOWN") and self.scrolls():
            call("engine.ui.result_scroll", "key", self, k)
        elif k in ("LEFT", "RIGHT"):  # play again: the same deal, or the next one
            seed = g.seed if k == "LEFT" else app.new_seed()
            # a new deal id: the finished deal's id is counted, and a deal that reuses it
            # would be taken for that one and never counted
            app.deal = call("engine.ui.records", "next_deal", app)
            app.begin(app.cls(seed, g.options))
            app.save()

    def find_line(self):
        """Start the line's stepped search (``line_finder``); ticks advance it."""
        from engine.ui.app import module

        name, target = self.line
        try:
            self.finder = module(name).Finder(self.app.game, target)
        except MemoryError:
            self.finder = None
            self.stop_finder()
            raise

    def stop_finder(self):
        """The search is over or stopped: its code and memory leave."""
        from engine.ui.app import drop, module

        name = self.line[0]
        self.finder = None
        drop(module(name).Finder.modules if name in sys.modules else (name,))

    def found(self):
        """The line's search is over: show the line, or say in one line why not."""
        f = self.finder
        app = self.app
        line = f.line
        failed = f.failed
        f = None
        self.stop_finder()
        if line:
            self.line = line
            heap.optional(app, LINE_SHORT, self.show_line)
        else:
            self.line = None  # (▼ is not offered again: the same search would fail)
            app.note = heap.short(LINE_SHORT) if failed else "No line: search too long"

    def show_line(self):
        """The best line page; B there comes back to this screen, review kept."""
        from engine.ui.app import module

        self.app.go(module("engine.ui.line").Line(self.app, self, self.line))

    def scrolls(self):
        """The finished review's lines scroll with the outcome's (▲▼): a presenter with
        ``SCROLL`` whose lines may not fit (Navigator's best possible, a line a player),
        while no best line takes ▼."""
        return self.review is not None and not self.line and getattr(self.app.text, "SCROLL", 0)

    def draw(self, fr):
        g = self.app.game
        fr.text(0, 0, clip("#%d %s" % (g.seed, g.NAME)))  # the deal number always shows
        fr.invert(0, 0, COLS)
        fr.headline(1, g.headline())  # twice the size: rows 1-2
        if self.scrolls():
            call("engine.ui.result_scroll", "draw", self, fr)
            return
        row = 3
        for line in self.app.text.outcome(g).split("\n")[:3]:
            fr.text(0, row, line)
            row += 1
        if self.finder is not None:
            fr.text(0, row, "Finding the line %d%%" % self.finder.percent())
            fr.text(0, 7, "B:stop")
            return
        if self.review is None and self.job is not None:
            for line in self.app.text.review_lines(g, self.job, self.paused)[: 6 - row + 1]:
                fr.text(0, row, clip(line))
                row += 1
            # running, its own line says B:stop; A and the arrows wait for its end, so
            # the footer of a finished review would promise keys that do nothing yet
            if self.paused:
                fr.text(0, 7, "A:search on  B:stop")
            return
        elif self.review is None:
            fr.text(0, row, "Reviewing the deal…")
            return
        else:
            for line in self.review[: 6 - row + 1]:
                fr.text(0, row, clip(line))
                row += 1
        # B: the game's menu, as everywhere. With a best line to show, ◄► share one word
        # (◄ the same deal, ► the next: README) so ▼line fits the 21 cells.
        fr.text(0, 7, "A:stats ◄►deal ▼line" if self.line else "A:stats ◄again ►next")


class Stats(View):
    """Statistics lines and an optional bar chart (from the game's presenter), then the
    lines every game keeps (``engine.ui.records``): deals abandoned, wins with undo.
    UP/DOWN scroll lines that do not fit; a ▼ says more lines wait below."""

    def __init__(self, cls, text, st, on_back):
        self.cls = cls
        self.text = text  # the game's presenter (engine.ui.<id>_text)
        self.st = st
        self.on_back = on_back
        self.top = 0

    def lines(self):
        """The presenter's lines, then abandoned deals and wins with undo (once any)."""
        st = self.st
        out = list(self.text.stats_lines(st))
        if st.get("played") or st.get("abandoned"):
            out.append("Abandoned %d" % st.get("abandoned", 0))
            out.append("Undo wins %d" % st.get("undowins", 0))
        return out

    def key(self, k):
        if k in ("A", "B"):
            self.on_back()
        elif k in ("UP", "DOWN"):
            self.top += 1 if k == "DOWN" else -1

    def draw(self, fr):
        fr.text(0, 0, "Stats: " + self.cls.NAME)
        fr.invert(0, 0, COLS)
        lines = self.lines()
        chart = self.text.stats_chart(self.st)
        room = 3 if chart else 6
        self.top = max(0, min(self.top, len(lines) - room))
        for i, line in enumerate(lines[self.top : self.top + room]):
            fr.text(0, 1 + i, clip(line))
        if self.top + room < len(lines):
            fr.text(COLS - 1, room, "▼")
        if chart:
            title, values = chart
            fr.text(0, 4, clip(title))
            fr.bars(0, 5, COLS, 3, values)
