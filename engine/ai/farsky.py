# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.farsky`
==================

Computer play for Farsky Mappers.

- ``greedy``: fold as many cards as possible now (pair folds first on ties).
- ``choose``/``hint``: when there is a real choice, play each option out a few
  times over random orders of the unseen stock (the player cannot see it) with the
  greedy policy, and keep the option with the fewest cards left on average.
- ``solve``: the best result the deal allowed, knowing the stock's order (for the
  result screen's review, ``engine.ui.farsky_text``), within a node budget.
"""

import sys

from engine.games.farsky import DRAW, PAIR, matches, pair_ok

LEVELS = ("normal",)
ROLLOUTS = 6  # per option; small enough for the device, enough to beat greedy
# Solver budget: positions visited and positions remembered. A desktop can afford far more
# than a 64K heap (each remembered position costs ~80 bytes there).
if sys.implementation.name == "cpython":
    SOLVE_NODES, SOLVE_MEMO = 300000, 150000
else:
    SOLVE_NODES, SOLVE_MEMO = 4000, 40  # 100 deals: the same answers as 6000 but one (by a card)


def _removed(g, a):
    """Cards an action folds right now."""
    if a == DRAW:
        return 0
    n = len(g.route) - 1
    p = a % PAIR
    return n - p - 1 + (2 if a >= PAIR else 0)


def greedy(g):
    """The action that folds the most cards now (ties: the pair fold, then the later action)."""
    best = DRAW
    most = 0
    for a in g.legal_actions():
        r = _removed(g, a)
        if r > most or (r == most and r > 0 and a > best):
            best = a
            most = r
    return best


def _playout(route, stock, fresh, done, a, rule, auto, no_cascade):
    """Cards left after action ``a`` and greedy play to the end (as :func:`greedy`
    played to the end).

    The same rules as ``Farsky._apply`` and ``_advance`` on bare lists (``route`` and
    ``stock`` are changed): a rollout allocates no game copy and no action lists.
    """
    while True:
        if a != DRAW:  # a fold (greedy never draws while a fold is legal)
            p = a % PAIR
            top = route.pop()
            del route[p + 1 :]
            if a >= PAIR:
                route.pop()
                fresh = False
                done = not route
            else:
                route.append(top)
                done = True
        else:
            done = True
        a = DRAW  # _advance: draw until a fold is possible or the stock is out
        while True:
            if not done and route and (fresh or not no_cascade):
                n = len(route) - 1
                top = route[n]
                rt = top % 13
                pf = pe = -1  # first plain fold, first pair fold
                for p in range(n):
                    c = route[p] % 13  # matches(): same rank, or both court cards
                    if c != rt and (c < 10 or rt < 10):
                        continue
                    c = route[p]
                    if pair_ok(c, top, rule):
                        if pe < 0:
                            pe = p
                        if p < n - 1 and not auto and pf < 0:
                            pf = p
                        break  # a pair here folds more than any later fold
                    if p < n - 1 and pf < 0:
                        pf = p
                        # only a pair within two places can still fold more
                        for q in range(p + 1, min(p + 3, n)):
                            if matches(route[q], top) and pair_ok(route[q], top, rule):
                                pe = q
                                break
                        break
                if pe >= 0 and (pf < 0 or pe <= pf + 2):  # ties go to the pair fold
                    a = PAIR + pe
                elif pf >= 0:
                    a = pf
                if a != DRAW:
                    break
            if not stock:
                return len(route)
            route.append(stock.pop())
            fresh = True
            done = False


def choose(g, level=None):
    """A sensible action for the position, from what the player can see."""
    acts = g.legal_actions()
    if len(acts) == 1:
        return acts[0]
    rng = g.ai_rng()
    best = acts[0]
    best_total = None
    rule = g.opt("pair")
    auto = g.opt("ask") == 1
    no_cascade = g.opt("cascade") == 1
    unseen = sorted(g.stock)  # the order of the stock is hidden: sampled from its cards
    for a in acts:
        total = 0
        for _ in range(ROLLOUTS):
            stock = unseen[:]
            rng.shuffle(stock)  # as g.determinize(0, rng), without copying the game
            total += _playout(g.route[:], stock, g.fresh, g.done, a, rule, auto, no_cascade)
        # fewest left on average; ties go to the greedier action
        if (
            best_total is None
            or total < best_total
            or (total == best_total and _removed(g, a) > _removed(g, best))
        ):
            best = a
            best_total = total
    return best


def hint(g):
    """The action recommended to the player."""
    return choose(g)


def solve(g, budget=SOLVE_NODES, memo=SOLVE_MEMO):
    """Fewest cards the deal still allows from ``g``, knowing the stock.

    Returns ``(left, proven)``: ``proven`` is False when the node budget ran out, in
    which case ``left`` is the best found (the deal allows at most that many). The whole
    search at once; the result screen steps a :class:`Solver` in slices instead.
    """
    s = Solver(g, budget, memo)
    while not s.step(SLICE):
        pass
    return s.best, s.proven


class Solver:
    """The search of :func:`solve` as a stepped job: ``step(n)`` visits up to ``n`` more
    positions and returns True once the search is over. ``nodes`` of ``budget`` give its
    progress, ``best`` the fewest cards left found so far, ``proven`` whether the search
    finished within its budget. Any slicing gives the same answer: the budget counts
    positions, never time. ``line`` holds the actions of the best line found (from the
    solver's start position; a Farsky deal has at most 52 moves, each a small int < 128).
    """

    def __init__(self, g, budget=None, memo=None, seed=None):
        self.budget = SOLVE_NODES if budget is None else budget
        self.memo = SOLVE_MEMO if memo is None else memo
        self.nodes = 0
        # greedy play gives a first bound, and a first line to show
        probe = g.copy()
        line = bytearray()
        while not probe.over():
            a = greedy(probe)
            line.append(a)
            probe._apply(a)
        self.best = len(probe.route)
        self.line = line
        if seed is not None:  # a line known from here (engine.ai.farsky_guide): if better
            probe = g.copy()
            for a in seed:
                probe._apply(a)
            if len(probe.route) < self.best:
                self.best = len(probe.route)
                self.line = bytearray(seed)
        self.trail = []  # the action taken from each node of the path to the next (a list:
        # CircuitPython's bytearray has no pop)
        self.proven = False
        self.done = False
        self.full = g.stock[:]  # the stock only ever shrinks from the end: its length is its state
        self.probe = g.copy()
        # Positions are compact tuples (route bytes, stock length, fresh, done), and only
        # the current path is kept with its untried actions: the search must fit a 64K heap.
        pos = (bytes(g.route), len(self.full), g.fresh, g.done)
        _load(self.probe, self.full, pos)
        self.path = [_node(self.probe, pos)]
        self.seen = set()

    def step(self, n):
        """Visit up to ``n`` more positions; True when the search is over."""
        if self.done:
            return True
        path = self.path
        probe = self.probe
        full = self.full
        seen = self.seen
        stop = min(self.nodes + n, self.budget)
        nodes = self.nodes
        while path and self.best > 0:
            pos, acts = path[-1]
            if not acts:
                path.pop()
                if path:
                    self.trail.pop()  # the action that led to the node just left
                continue
            if nodes >= stop:
                self.nodes = nodes
                if nodes >= self.budget:
                    self.release()
                    return True
                return False
            nodes += 1
            _load(probe, full, pos)
            a = acts.pop()
            probe._apply(a)
            if probe.over():
                if len(probe.route) < self.best:
                    self.best = len(probe.route)
                    line = bytearray(self.trail)  # a new best: keep its moves (<= 52 bytes)
                    line.append(a)
                    self.line = line
                continue
            child = (bytes(probe.route), len(probe.stock), probe.fresh, probe.done)
            if child not in seen:  # a position seen before has the same future
                if len(seen) < self.memo:
                    seen.add(child)
                path.append(_node(probe, child))  # the probe is at the child already
                self.trail.append(a)
        self.nodes = nodes
        self.proven = True
        self.release()
        return True

    def release(self):
        """The search is over (or stopped): let its memory go; the answer stays."""
        self.done = True
        self.path = []
        self.trail = None
        self.seen = None
        self.probe = None
        self.full = None


# Positions per slice of the result screen's review: few enough that a tick, the first
# one included (the solver made, its greedy line played out), stays well under the UI
# step's 50 ms on a Pico (measured: docs/BENCH.md, "Constants measured once").
SLICE = 20


def _node(probe, pos):
    """A search node: the position (the probe stands there) and its actions, greediest
    last (tried first)."""
    acts = probe.legal_actions()
    acts.sort(key=lambda a: _removed(probe, a))
    return pos, acts


def _load(probe, full, pos):
    route, n, fresh, done = pos
    probe.route = list(route)
    probe.stock = full[:n]
    probe.folds = []  # the solver does not need them
    probe.fresh = fresh
    probe.done = done
