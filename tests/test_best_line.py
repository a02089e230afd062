# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The result screen's "best line" (a result screen that invites the next deal):
after Farsky's review, ▼ steps through the solver's line on the board, one move per
press, and B comes back to the result with its review kept."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "portable"))

from apphelp import finish, new_app, screen, start_farsky
from test_ux import tokens

from engine import cards
from engine.ui.screens import settle

BUDGET = 4000  # the board's budget: a short review (CPython's is far larger)


def solver_module():
    return sys.modules["engine.ai.farsky"]


def reviewed(monkeypatch):
    """Farsky played by drawing only to its end, then its result screen, review over."""
    app = new_app()
    start_farsky(app)
    ai = solver_module()
    monkeypatch.setattr(ai, "SOLVE_NODES", BUDGET)
    monkeypatch.setattr(ai, "SOLVE_MEMO", 40)
    finish(app)
    app.key("A")  # "A: results"
    settle(app)
    return app


def route_rows(app):
    """The route as the screen shows it: the cards of rows 1-4, in order."""
    rows = screen(app).split("\n")[1:5]
    return "".join(r[i : i + 2] for r in rows for i in range(0, 21, 3) if r[i : i + 2].strip())


def shown(g):
    """The route of game ``g`` as cells (the last 28 cards: four rows of seven)."""
    return "".join(cards.cell(c) for c in g.route[-28:])


def test_solver_line_replays_to_its_best():
    from engine.ai.farsky import Solver
    from engine.games.farsky import Farsky

    for seed in (2, 5, 9, 1, 33):
        g = Farsky(seed)
        s = Solver(g, BUDGET, 40)
        while not s.step(20):
            pass
        end = g.replay(list(s.line))
        assert end.over() and len(end.route) == s.best, seed  # the line reaches the answer
        assert 0 < len(s.line) <= 52


def test_result_offers_the_line_and_footer_words_stay_apart(monkeypatch):
    app = reviewed(monkeypatch)
    s = screen(app)
    assert "Possible: " in s or "Best possible" in s
    assert "▼line" in s.split("\n")[7]
    assert tokens(app.draw(), 7) == ["A:stats", "◄►deal", "▼line"]


def test_line_steps_through_the_solver_moves_and_b_returns(monkeypatch):
    app = reviewed(monkeypatch)
    result = app.screen
    line = result.line
    n = len(line)
    g = app.game
    words = app.text
    app.key("DOWN")
    s = screen(app).split("\n")
    assert s[5].strip() == "Best line  move 1/%d" % n
    start = g.replay([])
    assert s[6].strip() == words.label(start, line[0])  # the move's label
    assert route_rows(app) == shown(start)  # the deal's first position
    app.key("A")
    s = screen(app).split("\n")
    after = g.replay([line[0]])
    assert s[5].strip() == "Best line  move 2/%d" % n
    assert s[7].strip() == "A►next ◄back B:result"
    assert route_rows(app) == shown(after) != shown(start)  # the board as the move says
    app.key("LEFT")  # back one move
    assert route_rows(app) == shown(start) and "move 1/%d" % n in screen(app)
    for _ in range(n + 3):  # past the end: it stays on the last page
        app.key("RIGHT")
    s = screen(app).split("\n")
    left = len(g.replay(list(line)).route)
    assert s[5].strip() == "Best line  end %d/%d" % (n, n)
    assert s[6].strip() == "%d card%s left" % (left, "" if left == 1 else "s")
    assert s[7].strip() == "◄back  B:result"  # no next move to offer ("A►next" was)
    assert ("%d or fewer" % left) in " ".join(result.review) or (
        "Best possible: %d left" % left
    ) in " ".join(result.review)  # the line ends where the review said
    app.key("B")
    assert app.screen is result  # the review is kept, not computed again
    s = screen(app)
    assert "Game over" in s and "▼line" in s
    assert "engine.ui.line" not in sys.modules  # the page's code went with it
    # the page's play screen went too, as the result screen let its own go
    assert app.play is None and "engine.ui.farsky" not in sys.modules
    assert app.game is g  # the finished game stays for the result screen


def test_no_line_no_offer(monkeypatch):
    """A review stopped before its first slice still has greedy's line; a presenter
    without ``best_line`` offers none and ▼ does nothing."""
    app = reviewed(monkeypatch)
    result = app.screen
    result.line = None
    s = screen(app)
    assert "▼line" not in s and "A:stats ◄again ►next" in s
    app.key("DOWN")
    assert app.screen is result


# -- Navigator: the showdown's best possible, each player's calculation step by step -------


def test_navigator_steps_page_lists_each_best_calculation():
    from helpers import rows
    from test_ux import navigator_to_showdown

    from engine.games import navigator as nav

    g, sc = navigator_to_showdown(12)
    sc.key("DOWN")  # best possible: each line whole
    assert "Best possible ▼steps" in "\n".join(rows(sc))
    sc.key("DOWN")  # the steps page
    best = sc._best()
    n = len(best)
    for i in range(n):
        s, d, v, _t, exact = best[i]
        r = rows(sc)
        assert r[0].startswith("%s best d%s%d" % (nav.who(s), "" if exact else "<=", d)), r
        assert r[0].rstrip().endswith("%d/%d" % (i + 1, n))
        steps = [line for line in r[1:6] if line.strip()]
        assert steps and all("=" in line for line in steps), r
        assert steps[-1].split("=")[-1].strip() == str(v)  # the last step reaches the value
        assert tokens(sc_frame(sc), 6) == ["◄►player", "▲best", "▼back"]
        sc.key("RIGHT")  # the next player
    assert rows(sc)[0].rstrip().endswith("1/%d" % n)  # round the table
    sc.key("UP")
    assert "Best possible ▼steps" in "\n".join(rows(sc))
    sc.key("DOWN")
    sc.key("DOWN")  # ▼ on the steps page: back to the results
    assert rows(sc)[0].startswith("Showdown") and "▼ best" in "".join(rows(sc))


def sc_frame(sc):
    from helpers import shot

    return shot(sc)
