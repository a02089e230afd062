# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.farsky_text`
=======================

Farsky Mappers in words: action labels, the result and its rating, the statistics
lines and chart, and the review of the deal. Loaded beside the play screen (the rules,
autoplay and the computer never need it) and freed with the game.
"""

import sys

from engine import cards
from engine.games.farsky import DRAW, PAIR

RATINGS = ((0, "Perfect route!"), (3, "Strong map!"), (7, "Fair route"), (52, "Poor route"))


def rating(left):
    """The text's rating for ``left`` cards remaining."""
    for limit, text in RATINGS:
        if left <= limit:
            return text
    return RATINGS[-1][1]


def label(g, a):
    """``Draw``/``Finish``, ``Fold 2 to 5♠`` or ``Fold 2+pair 5♠5♣`` (max 21 chars)."""
    if a == DRAW:
        return "Draw" if g.stock else "Finish"
    p = a % PAIR
    n = len(g.route) - 1
    between = n - p - 1
    if a >= PAIR:
        pair = cards.name(g.route[p]) + cards.name(g.route[n])
        return "Fold %d+pair %s" % (between, pair)
    return "Fold %d to %s" % (between, cards.name(g.route[p]))


def outcome(g):
    """Result screen lines: cards left and the text's rating."""
    left = len(g.route)
    return "%d card%s left\n%s" % (left, "" if left == 1 else "s", rating(left))


def stats_lines(st):
    """Games played and won (3 or fewer left), best and average cards left."""
    n = st.get("played", 0)
    if not n:
        return ["No games yet"]
    avg10 = (st.get("total", 0) * 10 + n // 2) // n
    won = st.get("h0", 0) + st.get("h1", 0) + st.get("h2", 0) + st.get("h3", 0)
    return [
        "Played %d  Won %d" % (n, won),
        "Best %d  Average %d.%d" % (st.get("best", 0), avg10 // 10, avg10 % 10),
    ]


def stats_chart(st):
    """How many games ended with 0, 1 .. 20 or more cards left, or None before any."""
    if not st.get("played"):
        return None
    return ("Cards left 0..20+", [st.get("h%d" % i, 0) for i in range(21)])


# The result screen's allowance (engine.ui.result.Result), in the solver's positions:
# under the 10 s a review may take on a Pico, after which the screen shows the best so
# far, not proven, and offers to search on; a deal not proven early seldom is later
# (measured: docs/BENCH.md, "Constants measured once"). The desktop (CPython) searches
# its whole budget in a few seconds: no pause (0).
BOARD_ALLOWANCE = 2500
ALLOWANCE = 0 if sys.implementation.name == "cpython" else BOARD_ALLOWANCE
# Positions a tick of the result screen: the solver's slice (20: tens of ms of a Pico) on
# the board; the desktop's 300,000-position budget at 20 a tick of the terminal's ~35 ms
# took ~7 minutes, so there a tick takes 1,500 (~25 ms of CPython at ~60,000 a second):
# the whole budget in under 10 s, a frame for each 5%.
DESKTOP_SLICE = 1500
TICK_SLICE = DESKTOP_SLICE if sys.implementation.name == "cpython" else 0


def reviewer(g, budget=None, memo=None, tick=None):
    """The review as a stepped job (``engine.ai.farsky.Solver`` on the deal from its
    start, knowing the stock; ``budget`` positions, ``memo`` remembered: the solver's
    defaults unless given): the result screen advances it a slice per tick (``tick``
    positions, else this machine's), shows ``review_lines`` as it goes, and B stops it
    with the best found so far."""
    from engine.ai.farsky import SLICE, Solver

    r = _Review(Solver(g.replay([]), budget, memo))
    r.tick = tick or TICK_SLICE or SLICE
    return r


class _Review:
    """The result screen's handle on a :class:`engine.ai.farsky.Solver`."""

    modules = ()  # the solver lives in the AI module, which stays with the game

    def __init__(self, solver):
        self.solver = solver
        self.cancelled = False

    def done(self):
        """True when the search is over (finished, out of budget, or stopped)."""
        return self.solver.done

    def step(self, n=None):
        """One slice of the search; True when it is over."""
        return self.solver.step(self.tick if n is None else n)

    def cancel(self):
        """Stop here: the best so far stays, not proven."""
        if not self.solver.done:
            self.cancelled = True
            self.solver.release()


def review_lines(g, job, paused=False):
    """At most two lines of 21 characters: where the review ``job`` stands (progress and
    the best so far) or, once it is over, its answer. ``paused``: the result screen's
    allowance is spent, the best so far is the answer for now, not proven."""
    s = job.solver
    if not s.done:
        if paused:
            return [
                "Best so far: %d left" % s.best,
                "Not proven: %d%% done" % (s.nodes * 20 // s.budget * 5),
            ]
        return [
            "Reviewing %d%% B:stop" % (s.nodes * 20 // s.budget * 5),  # (a frame each 5%)
            "Best so far: %d left" % s.best,
        ]
    if s.proven:
        return ["Best possible: %d left" % s.best]
    if job.cancelled:
        return ["Possible: %d or fewer" % s.best, "(review stopped)"]
    return ["Possible: %d or fewer" % s.best, "(search cut short)"]


def best_line(g, job):
    """The actions of the review's best line from the deal's start (bytes, at most 52),
    for the result screen's "best line" page; None when there is none to show."""
    line = job.solver.line
    return bytes(line) if line else None


def review(g):
    """Result-screen lines: the best this deal allowed (the computer's solver), the whole
    search at once (tools and tests; the result screen steps ``reviewer``)."""
    job = reviewer(g)
    while not job.step():
        pass
    return review_lines(g, job)


def reason(g, a):
    """Why the hint plays ``a``, in one line a player understands (max 21 chars)."""
    legal = g.legal_actions()
    if a == DRAW:
        if len(legal) == 1:
            return "Draw: nothing folds" if g.stock else "Finish: no fold left"
        return "Draw: fold more later"
    p = a % PAIR
    n = len(g.route) - 1
    if a >= PAIR:  # the pair by its two cards: courts of two ranks pair too (K♣ Q♣)
        return "Fold %d + pair %s%s" % (n - p - 1, cards.name(g.route[p]), cards.name(g.route[n]))
    gone = n - p - 1
    more = takes = False  # a fold that removes more; one of them would take the partner
    for x in legal:
        if x != DRAW:
            q = x % PAIR
            if n - q - 1 + (2 if x >= PAIR else 0) > gone:  # (a pair fold: 2 more)
                more = True
                takes = takes or (x < PAIR and q < p)
    if not more:
        return "Folds %d: most now" % gone
    if takes:
        return "Folds %d: keeps %s" % (gone, cards.name(g.route[p]))
    return "Folds %d: more later" % gone  # (a pair fold removes more now, not this card)
