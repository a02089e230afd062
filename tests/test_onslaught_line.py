# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Onslaught's best line (where a solver ran, the player may see how): after the
review, the line search finds a path of the solver's nodes to a win worth the review's
best, the path becomes the real game's actions, and the result screen's ▼line steps
through them on Onslaught's board, ending at the review's score."""

import sys

from helpers import rows, shot

from engine import autoplay
from engine.ai import onslaught as ai
from engine.ai import onslaught_line as line
from engine.ai import onslaught_solver as solver
from engine.games import onslaught_moves as ons
from engine.games.onslaught import Onslaught
from engine.ui import onslaught_text as words

# deals whose review proves its best (the line must reach exactly it); 500016's line
# peeks with a 7, 500022's (best not proven) shifts with a 5
PROVEN = (500003, 500011, 500013, 500016, 500020)


def reviewed(seed, budget=None):
    """The review of deal ``seed`` run to its end."""
    job = words.reviewer(Onslaught(seed), budget)
    while not job.step(1000):
        pass
    return job


class Raw(solver.Solver):
    """The solver's moves from a node, none cut (no bar, no table of nodes seen)."""

    def rank(self, kids, deck, rest):
        return kids

    def found(self, score):
        pass


def children(g, st):
    s = Raw(*solver.deal_of(g), g.options, 10)
    s.full = True
    return s.expand(st)


def test_line_replays_to_the_proven_best():
    for seed in PROVEN:
        job = reviewed(seed)
        assert job.solver.proven and job.solver.best >= 0, seed
        acts = words.best_line(Onslaught(seed), job)
        g = Onslaught(seed).replay(acts)  # (every action validated as legal)
        assert g.phase == ons.P_WON and g.final == job.solver.best, seed
        assert g.returns() == [job.solver.best]


def test_line_with_powers_replays_to_its_score():
    job = reviewed(500039, 30000)  # (its best, 34, takes more than the review's budget)
    acts = words.best_line(Onslaught(500039), job)
    kinds = set([a // ons.BASE for a in acts])
    assert ons.SHIFT in kinds  # the line uses a 5
    assert ons.PEEK in set(
        [a // ons.BASE for a in words.best_line(Onslaught(500016), reviewed(500016))]
    )
    g = Onslaught(500039).replay(acts)
    assert g.phase == ons.P_WON and g.final >= job.solver.best


def test_path_is_the_solvers_moves_and_the_game_follows_it():
    """Each node of the search's path is one the solver's expand() makes from the one
    before, and the game replayed along the line passes through every one of them."""
    for seed in (500016, 500022, 500001):
        g = Onslaught(seed)
        best = reviewed(seed).solver.best
        s = line.Line(*solver.deal_of(g), g.options, best)
        while not s.step(50):
            pass
        path = s.path
        assert path[0] == line.node(g)  # the deal's start
        for k in range(1, len(path)):
            if path[k] is not line.CLEAR:
                assert path[k] in children(g, path[k - 1]), (seed, k)
        t = line.Translate(g, path)
        seen = []
        h = Onslaught(seed)
        while not t.step():
            pass
        for a in t.actions:
            if h.phase in (ons.P_PLEDGE, ons.P_AFTER):
                seen.append(h.copy())
            h.apply(a)
        nodes = [p for p in path if p is not line.CLEAR]
        # (a wounded defender where no 5 may shift is its value alone: ``line.same``)
        assert [p for p in nodes if [x for x in seen if line.same(x, p)]] == nodes, seed


def test_abstraction_of_bot_games_follows_the_solvers_moves():
    """For games the computer plays, between two decision points (a wave start or after
    an attacker) one of the moves the solver models (an attacker dealt with, a 5's
    shift, a 7's peek and a new order, a wave's end) leads to a node its expand() makes.
    (A peek that keeps the attackers' order is not among the solver's moves: it lists
    "the other distinct orders".)"""
    checked = 0
    for seed in (3, 8, 500004, 500016, 500022):
        g = autoplay.play(Onslaught, ai, seed)
        h = Onslaught(seed)
        prev = line.node(h)
        between = []
        for a in g.log:
            kept = False
            if a // ons.BASE == ons.ORDER:
                top = [ons.value(c) for c in h.peeked()]
                kept = [top[k] for k in ons.PERMS[a % ons.BASE][: len(top)]] == top
            h.apply(a)
            between.append(-1 if kept else a // ons.BASE)
            if h.phase not in (ons.P_PLEDGE, ons.P_AFTER):
                continue
            st = line.node(h)
            modeled = (
                (
                    len(between) == 2
                    and between[0] in (ons.PLEDGE, ons.NEXT)
                    and between[1] in (ons.ABSORB, ons.DESTROY, ons.MIX)
                )
                or between == [ons.SHIFT]
                or between == [ons.PEEK, ons.ORDER]
                or (between == [ons.NEXT] and st[0] == prev[0] + 1)
            )
            if modeled:
                # (a wounded defender where no 5 may shift is its value alone: ``same``)
                assert [c for c in children(h, prev) if line.same(h, c)], (seed, between)
                checked += 1
            prev = st
            between = []
    assert checked > 100


def test_pledges_fit_the_drops_at_each_wave_end():
    # a wave of 3 attackers ending with 5 defenders: 2 dropped (even): pledge 3;
    # the next wave ends clearing 3 (odd): one more pledged, the last drop sets it back
    t = ((2, (), 0), (4, (), 0), (6, (), 0), (8, (), 0), (9, (), 0))
    a = (0, t, (1, 2, 3, 4, 5, 6), True)
    path = [
        a,
        (0, t, (2, 3, 4, 5, 6), False),
        (0, t, (3, 4, 5, 6), False),
        (0, t, (4, 5, 6), False),
    ]
    path.append((1, t, (4, 5, 6), True))
    path.append((1, t[:3], (5, 6), False))
    path.append((2, t, (6,), True))
    assert line.pledges(path)[:2] == [3, 2]


def test_no_win_no_line_and_a_tiny_budget_gives_none():
    job = reviewed(500003)
    assert line.find(Onslaught(500003), job.solver.best, 20) is None  # out of budget
    job.solver.best = -1
    assert words.best_line(Onslaught(500003), job) is None
    assert words.line_finder(Onslaught(500003), job) is None


def test_line_search_is_sliced_and_equal_to_the_whole():
    g = Onslaught(500016)
    whole = line.find(g, 35)
    f = line.Finder(g, 35)
    steps = 0
    while not f.step(5):
        steps += 1
    assert f.line == whole and steps > 50  # (many slices: one abstract move each at the end)


# -- the result screen ---------------------------------------------------------------------


def result_screen(seed):
    """The app at Onslaught's result screen for deal ``seed`` (the computer played it),
    the review over."""
    import os

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "portable"))
    from apphelp import new_app

    from engine.ui.screens import settle

    app = new_app()
    app.open_game("onslaught")
    app.start([0] * 6, seed)
    settle(app)
    g = app.game
    while not g.over():
        app.act(ai.hint(g))
        settle(app)
    app.key("A")  # "A: results"
    settle(app)
    while app.screen.paused:  # the review's allowance spent: search on to its end
        app.key("A")
        settle(app)
    return app, app.screen


def test_result_offers_the_line_finds_it_when_asked_and_steps_through_it():
    app, sc = result_screen(500003)
    s = "\n".join(rows(sc))
    assert "Best score 31" in s and rows(sc)[7].rstrip() == "A:stats ◄►deal ▼line"
    sc.key("DOWN")
    assert sc.busy() and "Finding the line 0%" in "\n".join(rows(sc))
    assert rows(sc)[7].rstrip() == "B:stop"
    n = 0
    while sc.busy():
        sc.tick(n)
        n += 1
    assert n > 2  # found in slices, the screen live
    page = app.screen
    assert type(page).__name__ == "Line"
    acts = page.line
    assert Onslaught(500003).replay(acts).final == 31
    r = rows(page)
    assert r[5].strip() == "Best line  move 1/%d" % len(acts)
    assert r[6].strip() == words.label(Onslaught(500003), acts[0])  # "Face 9 attackers"
    pledge = acts[0] % ons.BASE
    assert r[1].startswith("Face %d of 26" % pledge)  # the pledge the line makes
    assert shot(page).selected() == [str(pledge)]  # under the cursor
    page.key("A")
    r = rows(page)
    g1 = Onslaught(500003).replay(acts[:1])
    assert r[5].strip() == "Best line  move 2/%d" % len(acts)
    assert r[6].strip() == words.label(g1, acts[1]) and "kills" in r[6]
    killer = r[6].split()[0]  # "Q♣ kills K♥": the cursor on the defender that kills
    assert shot(page).selected()[-1] == killer and killer in r[2]
    for _ in range(len(acts)):
        page.key("RIGHT")
    r = rows(page)
    assert r[5].strip() == "Best line  end %d/%d" % (len(acts), len(acts))
    assert r[6].strip() == "Earth saved, score 31"  # the review's best
    assert r[0].rstrip().endswith("sc31")


def test_b_stops_the_line_search_and_offers_it_again():
    app, sc = result_screen(500016)
    sc.key("DOWN")
    sc.tick(0)
    assert sc.busy()
    sc.key("B")
    assert not sc.busy() and app.screen is sc
    assert "engine.ai.onslaught_line" not in sys.modules  # its code left again
    assert rows(sc)[7].rstrip() == "A:stats ◄►deal ▼line"  # ▼ may start it again


def test_line_search_short_of_memory_says_so_in_one_line(monkeypatch):
    app, sc = result_screen(500003)

    def short(self, n):
        raise MemoryError

    sc.key("DOWN")
    monkeypatch.setattr(sys.modules["engine.ai.onslaught_line"].Line, "step", short)
    sc.tick(0)
    assert not sc.busy() and app.note == "Line needs more RAM"
    assert "▼line" not in rows(sc)[7]


def test_line_under_other_rules_and_winnable_deals():
    """The abstraction reads the rule options as the solver does (lone kills up to, the
    +0 bonus, no heals, 5 onto equal, not onto wounds) and "Deals: winnable" maps the
    game number to its deal: the line still replays to the review's score."""
    for opts in ([0, 1, 1, 1, 1, 1], [1, 0, 0, 0, 0, 0]):
        for seed in (7, 9):
            job = words.reviewer(Onslaught(seed, opts))
            while not job.step(1000):
                pass
            s = job.solver
            assert s.best >= 0, (opts, seed)
            g = Onslaught(seed, opts).replay(words.best_line(Onslaught(seed, opts), job))
            assert g.phase == ons.P_WON and g.final >= s.best, (opts, seed)
            assert g.final == s.best or not s.proven
