# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.farsky_guide`
========================

Farsky's hint from the device's own knowledge of the deal (as
``engine.ai.onslaught_guide``): the result screen's solver (``engine.ai.farsky.Solver``,
which reads the stock's order) runs from where the player stands, while the player
thinks (``work``) and for a moment when asked (``hint``), and the hint is the next move
of the best line it knows. The solver always holds a whole line (greedy's first, then
each better one found), so the hint never waits for it to finish.

A line holds while the player's moves are its moves. After a move, an unfinished search
begins again from the new position (its subtree is the old one's next), seeded with
what is left of the line followed, so the best known is never lost; a finished search
(``proven``: its line the best possible from where it began) is kept while the player
follows it. Budgets are the device's, in positions (never time): the same moves on
CPython, MicroPython and the board. The computer player and ``ai.hint`` still never
peek (tests/test_no_peeking.py).
"""

from engine.ai.farsky import Solver

GUIDE_NODES = 4000  # a search's positions: the device's review budget (SOLVE_NODES)
MEMO = 40  # positions remembered: the device's (the search must fit beside the app)
THINK = 1000  # positions in 3 s of a Pico's thinking (1.3-2.5 ms each, farsky_text)
HINT_NODES = 100  # what the hint itself may search: ~0.25 s of a Pico at most


class Guide:
    """The best line the device knows from where the player stands, stepped in
    positions. ``work(g, n)`` follows game ``g`` and searches up to ``n`` positions;
    ``hint(g)`` is the line's next move (None: the game is over); ``best`` the cards
    the line leaves, ``proven`` whether that is the best possible."""

    def __init__(self, budget=GUIDE_NODES, memo=MEMO):
        self.budget = budget
        self.memo = memo
        self.deal = None  # (seed, options) of the game followed
        self.solver = None  # the search, from ``base``
        self.base = None  # the log where the search began
        self.line = None  # the line followed (from ``base``): the search's best, or the
        # one before it when the search found a better one off the moves made since
        self.seen = None  # the log followed last, and its length then
        self.seen_n = 0
        self.spent = 0  # positions searched in all (tests, measurements)

    def drop(self):
        """Let the search go (its memory freed)."""
        if self.solver is not None:
            self.solver.release()
        self.solver = self.base = self.line = self.seen = None

    def on(self, g, line):
        """What is left of ``line`` (from ``base``) after ``g``'s moves, or None when
        ``g`` is off it."""
        base = self.base
        log = g.log
        if base is None or len(log) < len(base) or log[: len(base)] != base:
            return None
        k = len(base)
        played = log[k:]
        if len(played) > len(line) or bytes(played) != bytes(line[: len(played)]):
            return None
        return line[len(played) :]

    def follow(self, g):
        """Bring the guide up to ``g``: the search's best line when the player is on it
        (the search from where it began goes on), else a search from here, seeded with
        what is left of the line the player followed."""
        deal = (g.seed, g.options)
        if deal != self.deal:
            self.drop()
            self.deal = deal
        if g.over():
            self.drop()
            return
        log = g.log
        if self.solver is not None and self.solver.done and log is self.seen:
            if len(log) == self.seen_n:
                return  # (no move since the search ended: an idle tick allocates nothing)
        self.seen = log
        self.seen_n = len(log)
        rest = None
        if self.solver is not None:
            if self.on(g, self.solver.line) is not None:
                self.line = self.solver.line
                return
            rest = self.on(g, self.line)  # (the search found better, off the moves made)
        self.drop()
        self.base = list(g.log)
        self.solver = Solver(g, self.budget, self.memo, rest)
        self.line = self.solver.line

    def work(self, g, n=20):
        """Follow ``g`` and search up to ``n`` more positions."""
        try:
            self.follow(g)
            s = self.solver
            if s is not None and not s.done:
                before = s.nodes
                s.step(n)
                self.spent += s.nodes - before
        except MemoryError:
            self.drop()  # (the heuristic's hint then; the next move tries again)

    def hint(self, g, n=HINT_NODES):
        """The next move of the best line known from ``g`` (after up to ``n`` more
        positions of search), or None: no line (the caller's heuristic then)."""
        self.work(g, n)
        if self.solver is None:
            return None
        rest = self.on(g, self.line)
        return rest[0] if rest else None

    def best(self):
        """The cards the line known leaves, and whether that is the best possible."""
        s = self.solver
        return (s.best, s.proven) if s is not None else (None, False)


def play(game_cls, ai, seed, think=THINK, options=None):
    """Play a deal as a player who follows every hint, thinking ``think`` positions
    before each decision (tools/measure_farsky, tests): the finished game and guide."""
    g = game_cls(seed, options)
    guide = Guide()
    while not g.over():
        legal = g.legal_actions()
        if len(legal) > 1:
            guide.work(g, think)
            a = guide.hint(g)
            if a is None or a not in legal:
                a = ai.hint(g)
        else:
            a = legal[0]
        g.apply(a)
    guide.drop()
    return g, guide
