# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught_guide`
===========================

Hints that follow a winning line. The hint of ``engine.ai.onslaught`` sees
only what the player sees and wins about one deal in six; the full-information search
(``engine.ai.onslaught_line``) finds a win in most deals. A ``Guide`` runs that search
from the start of the wave the player is in, while the player thinks (``work``) and for
a moment when asked (``hint``), and once it has a line the hint is the line's next move.
It reads the attackers' order: it is the device's own knowledge of the deal (as the
result screen's review), offered as advice; the computer player and ``ai.hint`` still
never peek (tests/test_no_peeking.py).

A search begins at a wave start (the pledge, the table as dealt: the solver's model is
exact there, the pledge being free) and runs up to ``GUIDE_NODES`` work units. Its line
holds while the player's moves since that start are the line's; a move off it ends the
line (``strayed``), and the next wave start begins a new search. A search that ends
without a line, not for want of budget, proves there is no win from that wave start,
nor from anywhere after it (``lost``). Every budget counts work units, never time: the
same moves on CPython, MicroPython and the board. Memory short: the search is let go
and the hint is the heuristic's (``ai.hint``): it never refuses.
"""

from engine.ai.onslaught_line import Line, Translate, node
from engine.ai.onslaught_solver import deal_of

GUIDE_NODES = 12000  # a wave start's search (onslaught_line.LINE_NODES: ~1 min of a Pico)
HINT_UNITS = 40  # what the hint itself may search: ~0.2 s of a Pico (5 ms a unit), so
# that with the heuristic's own ~0.6 s at worst it answers within a hint's 1 s
SLICE = 6  # units a slice of idle work (as the review's: a key waits at most one)
TRANSLATE = 25  # units counted for one abstract move of the line turned into actions
SLOTS = 256  # the search's table of nodes seen (half the review's: it runs beside it)

UNKNOWN = 0  # no line, no proof (searching, or out of budget, or memory)
WINNING = 1  # the player is on a line to a win
LOST = 2  # no win from here (proven)
STRAYED = 3  # the last move left the line (until the next wave start's search)


class Guide:
    """What the device knows of the deal the player is in, stepped in work units.

    ``work(g, n)`` follows game ``g`` (a new wave start begins a search, a move off
    the line ends it) and spends up to ``n`` units on the search; ``hint(g)`` is the
    line's next move, or None (the heuristic's turn); ``state`` says how the position
    stands (``WINNING``, ``LOST``, ``STRAYED`` or ``UNKNOWN``). ``modules`` are the
    ones a screen may forget when it lets the guide go."""

    modules = (
        "engine.ai.onslaught_guide",
        "engine.ai.onslaught_line",
        "engine.ai.onslaught_solver",
    )

    def __init__(self, budget=GUIDE_NODES):
        self.budget = budget
        self.deal = None  # (seed, options) of the game followed
        self.base = None  # the log at the wave start the search or line began at
        self.search = None  # the Line search under way
        self.tr = None  # its path's translation into actions, under way
        self.line = None  # the line's actions from ``base`` (translated so far)
        self.root = None  # the game at ``base``
        self.score = 0  # the line's score at its end
        self.state = UNKNOWN
        self.spent = 0  # units spent in all (tests, measurements)
        self.seen = None  # the log followed last, and its length then
        self.seen_n = 0

    def drop(self):
        """Let the search and the line go (their memory freed)."""
        if self.search is not None:
            self.search.release()
        self.seen = None
        self.search = self.tr = self.line = self.base = self.root = None

    def short(self):
        """Memory ran short: the search and the line go, and the hint is the heuristic's
        until the next wave start (``base`` stays: no new search from this one)."""
        base = self.base
        self.drop()
        self.base = base
        self.state = UNKNOWN

    def busy(self):
        """Whether a search or a translation is under way (work to do)."""
        return self.search is not None or self.tr is not None

    def follow(self, g):
        """Bring the guide up to ``g``: its deal, where it stands against the line, a
        new search at a wave start it has not searched from."""
        if g.log is self.seen and len(g.log) == self.seen_n:
            return  # (no move since: a screen's idle tick allocates nothing here)
        self.seen = g.log
        self.seen_n = len(g.log)
        deal = (g.seed, g.options)
        if deal != self.deal:
            self.drop()
            self.deal = deal
            self.state = UNKNOWN
        base = self.base
        log = g.log
        if base is not None and (len(log) < len(base) or log[: len(base)] != base):
            self.drop()  # (undone past the wave start, or another line of play)
            self.state = UNKNOWN
            base = None
        if base is not None and self.line is not None:
            k = len(base)
            while len(log) - k > len(self.line) and self.tr is not None:
                self.translate()  # (the player went ahead of the translation)
                if self.line is None:
                    self.seen = None
                    return
            if log[k:] == self.line[: len(log) - k]:
                self.state = WINNING
            else:  # a move off the line (or the line came after such a move)
                self.state = STRAYED if self.state == WINNING else UNKNOWN
                self.drop()
                base = None
        if self.search is None and self.line is None and self.state != LOST:
            if base is None or len(log) > len(base):  # (not the start searched from)
                self.start(g)

    def start(self, g):
        """Begin a search if ``g`` stands at a wave start as dealt: True if begun."""
        if g.phase != 0 or g.faced or not g.att:  # (0: the pledge)
            return False
        waves, _ = deal_of(g)
        st = node(g)
        w = st[0]
        if st[1] != tuple(sorted([(f, (), 0) for f in waves[w]])):
            return False  # (a power used before the pledge: the model's root is as dealt)
        self.base = list(g.log)
        self.root = g.copy()  # (where the line's translation starts)
        self.search = Line(waves, st[2], g.options, 0, self.budget, SLOTS, w)
        return True

    def work(self, g, n=SLICE):
        """Follow ``g`` and spend up to ``n`` units on its search (the player thinks)."""
        try:
            self.follow(g)
            s = self.search
            if s is not None and not s.done:
                before = s.nodes
                s.step(n)
                self.spent += s.nodes - before
                if s.done:
                    self.found(g)
            else:  # the line's translation: one abstract move, and one more for each
                k = n // TRANSLATE  # TRANSLATE units beyond a slice (a hint's 40: two)
                while self.tr is not None and k >= 0:
                    self.translate()
                    k -= 1
        except MemoryError:
            self.short()

    def found(self, g):
        """The search is over: its line (to translate), or a proof that none exists."""
        s = self.search
        self.search = None
        if s.path is not None:  # (WINNING once the player's moves are seen on it)
            self.score = s.best  # (the win the search found: its score)
            self.tr = Translate(self.root, s.path, True)
            self.root = None  # (the translation has its own copy)
            self.line = []
            s.path = None
        elif s.proven:
            self.state = LOST  # (``base`` kept: an undo past it forgets the proof)
        else:  # out of budget: the next wave start searches again
            self.state = UNKNOWN
        self.seen = None  # (the next ``follow`` reads the player's moves against it)
        s.release()

    def translate(self):
        """One more abstract move of the line in actions."""
        tr = self.tr
        tr.step(1)
        if tr.done:
            self.tr = None
            if tr.actions is None:  # (no match: never seen; the heuristic then)
                self.line = self.base = None
                self.state = UNKNOWN
                return
        self.line = tr.actions
        self.seen = None

    def hint(self, g, n=HINT_UNITS):
        """The next move of a winning line from ``g`` (after up to ``n`` more units of
        search), or None: no line known (the caller's heuristic then)."""
        if self.search is not None or self.tr is None:
            self.work(g, n)  # (the search; the translation only as far as needed, below)
        try:
            self.follow(g)
            if self.line is None:
                return None
            i = len(g.log) - len(self.base)
            while i >= len(self.line) and self.tr is not None:
                self.translate()
                if self.line is None:
                    return None
            if i < len(self.line):
                return self.line[i]
        except MemoryError:
            self.short()
        return None


def play(game_cls, ai, seed, think=600, options=None):
    """Play a deal as a player who follows every hint, thinking ``think`` units before
    each decision (the search runs meanwhile): the finished game and its guide
    (tools/measure_onslaught.py guide, tests)."""
    g = game_cls(seed, options)
    guide = Guide()
    while not g.over():
        legal = g.legal_actions()
        if len(legal) > 1:
            guide.work(g, think)
        a = guide.hint(g)
        if a is None:
            a = ai.hint(g) if len(legal) > 1 else legal[0]
        g.apply(a)
    guide.follow(g)
    guide.drop()
    return g, guide
