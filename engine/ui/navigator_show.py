# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_show`
==========================

Navigator's showdown on the play screen, and the best result each player could have
reached (its pages and the review of the result screen). A part of the play screen
(:mod:`engine.ui.navigator`): imported when a showdown shows, and let go with the
next round's draft, as the result screen lets the play screen go
(``engine.ui.app.drop_play``). The other phases of a round never need it: in a small
heap the showdown's code and the draft's do not sit side by side.

Functions take the play screen ``sc``; what they work out stays on it (``sc.best``,
``sc.calcs``, ``sc.best_for``, ``sc.best_job``), so a part imported again carries on.
"""

from engine.games import navigator as nav
from engine.games import navigator_calc as calc
from engine.ui.frame import COLS, clip


def prepare(sc):
    """While a showdown is on screen and no computer moves, work out one piece of
    its best possible page per tick (a seat's plan, then its search): ▼ then
    shows the page at once instead of freezing the keys for the whole search."""
    g = sc.game
    if g.last is None or g.phase not in (nav.PH_SHOW, nav.PH_OVER) or sc.busy():
        return
    if sc.best_for != len(g.log):
        piece(sc, True)


def best(sc):
    """The best possible lines of the showdown on screen (its pieces finished now)."""
    while sc.best_for != len(sc.game.log):
        piece(sc, False)
    return sc.best


def piece(sc, one):
    """Work out one piece of the best possible page (``one``), or all that is left."""
    key = len(sc.game.log)
    if sc.best_job is None or sc.best_job[2] != key:  # a new showdown
        out = []
        calcs = []
        sc.best_job = (best_steps(sc.game, out, calcs), out, key, calcs)
    job, out, _, calcs = sc.best_job
    for _ in job:
        if one:
            return
    sc.best = out
    sc.calcs = calcs
    sc.best_for = key
    sc.best_job = None


def key(sc, k):
    """A key on the showdown (the person's turn): ▼ the best possible, then its steps;
    A next round (the last showdown: the match ends); B the pause menu (out of chips:
    leave the match)."""
    arrow = k in ("UP", "DOWN", "LEFT", "RIGHT")
    if arrow and sc.page == 0:
        sc.page = 1
    elif arrow and sc.page == 1:  # ▼ the steps of each best line, else back
        sc.page = 2 if k == "DOWN" else 0
        sc.step_seat = 0
    elif arrow:  # the steps page: ◄► the other players, ▲ best possible, ▼ results
        if k in ("LEFT", "RIGHT"):
            sc.step_seat += 1 if k == "RIGHT" else -1
        else:
            sc.page = 1 if k == "UP" else 0
    elif k == "A":
        sc.act(nav.NEXT)
    elif k == "B":
        if nav.LEAVE in sc.game.legal_actions():
            sc.act(nav.LEAVE)  # out of chips: B ends the match
        else:
            return "pause"
    return None


def steps_page(sc, fr):
    """One player's best calculation, a step a row (the best possible page shows it
    whole, often cut at 21 cells): ◄► the other players."""
    if sc.best_for != len(sc.game.log):  # the ticks work it out (prepare): keys stay live
        fr.text(0, 1, "Working out...")
        fr.text(0, 6, "◄►player ▲best ▼back")
        return
    lines = sc.best
    if not lines:
        fr.text(0, 1, "No calculations")
        return
    n = len(lines)
    i = sc.step_seat % n
    s, d, _v, _t, exact = lines[i]
    fr.text(0, 0, " " * COLS)  # over the showdown's title
    fr.text(0, 0, "%s best d%s%d" % (nav.who(s), "" if exact else "<=", d))
    fr.right(0, "%d/%d" % (i + 1, n))
    vals, steps = sc.calcs[i]
    lines = step_lines(vals, steps, sc.game.zp)
    if not lines:  # one value: nothing to calculate
        lines = [str(vals[0])] if vals else []
    for r, line in enumerate(lines[:5]):
        fr.text(0, 1 + r, line)
    fr.text(0, 6, "◄►player ▲best ▼back")


def draw(sc, fr):
    """The showdown: the results, the best possible page or one player's steps."""
    g = sc.game
    last = g.last
    limit = (0, 8, 12, 20)[g.opt("rounds")]  # the round limit: "R3/12"
    fr.text(0, 0, "Showdown R%d%s T%d" % (g.round, "/%d" % limit if limit else "", g.target))
    if last is None:
        return
    order, dist, win, delta, bounty, forf = last
    if sc.page == 2:
        steps_page(sc, fr)
        return
    if sc.page == 1:
        row = 1
        # the best possible takes a solver run per seat, worked out a slice per tick
        # (prepare) while the showdown is read; a key never waits for what is left
        if sc.best_for != len(g.log):
            fr.text(0, 1, "Working out...")
        for s, d, _v, t, exact in sc.best if sc.best_for == len(g.log) else ():
            fr.text(0, row, best_row(s, d, t, exact))
            row += 1
        fr.text(0, 6, "Best possible ▼steps")
        return
    row = 1
    for s in order:
        r = g.result[s]
        if forf[s]:
            t = "%-3s forfeit" % nav.who(s)
            if r is not None:
                t += " %d" % r
        else:
            t = "%-3s %d d%d" % (nav.who(s), r, dist[s])
        fr.text(0, row, clip(t))
        fr.right(row, ("✓" if win[s] else "") + "%+d" % delta[s] + ("✗" if g.out[s] else ""))
        row += 1
    if bounty:
        fr.text(0, row, "Bounty %d won" % bounty)
    elif not any(delta):  # (a board of +0s says why)
        fr.text(0, row, "All tied: nobody pays" if sum(win) > 1 else "Nobody pays")
    if g.phase != nav.PH_SHOW:
        t = "▼ best"
    elif sc.text.final(g):  # (B, out of chips, ends it too)
        t = "A end match  ▼ best"
    elif nav.LEAVE in g.legal_actions():
        t = "A watch B leave ▼best"
    else:
        t = "A next  ▼ best"
    fr.text(0, 6, t)


def expr(vals, steps):
    """A calculation as one infix text, e.g. ``(11-7)×8``."""
    cur = [str(v) for v in vals]
    for i, j, o in steps:
        lo = i if i < j else j
        cur[lo] = "(" + cur[i] + calc.OPS[o] + cur[j] + ")"
        del cur[i + j - lo]
    t = cur[0]
    return t[1:-1] if t[0] == "(" else t  # the last step's brackets wrap everything


def best_lines(g):
    """Each player of the last showdown: ``(seat, distance, value, text, exact)``,
    the best their final memory allowed (``exact`` False: the search hit its budget)."""
    out = []
    for _ in best_steps(g, out):
        pass
    return out


def best_steps(g, out, calcs=None):
    """:func:`best_lines` in pieces, appended to ``out``: a generator that yields after
    each value search of a seat's plan and each slice of its final search (counted work,
    :data:`engine.ai.navigator_solver.SLICE`), so the play screen can work them out
    between key polls while the showdown is read. With a list ``calcs``, each seat's
    ``(values, steps)`` go there too (the steps page)."""
    from engine.ai import navigator as ai
    from engine.ai import navigator_solver as solver

    if g.last is not None:
        for s in g.last[0]:
            r = []
            for _ in ai.plan_steps(g, s, "hard", -1, -1, -2, r):
                yield
            d, m, am, p, v = r[0]
            vals = g.set_values(s, m, am) + ([p] if p >= 0 else [])
            r = []
            for _ in solver.solve_steps(vals, g.target, g.zp, 5, ai.BUDGET, r):
                yield
            v, steps, exact = r[0]
            out.append((s, d, v, expr(vals, steps), exact))
            if calcs is not None:
                calcs.append((vals, steps))
            yield


def step_lines(vals, steps, zero_pow=False):
    """A calculation written step by step, one line each: ``12×10=120``, ``120-6=114``."""
    cur = list(vals)
    out = []
    for i, j, o in steps:
        nxt = calc.apply_step(cur, i, j, o, zero_pow)
        if nxt is None:  # (a solver's step is legal: never here)
            break
        out.append(clip("%d%s%d=%d" % (cur[i], calc.OPS[o], cur[j], nxt[i if i < j else j])))
        cur = nxt
    return out


def best_row(s, d, t, exact):
    """One best-possible line: ``You d1 (12×10)-6`` (``d<=1``: the search hit its budget).

    The distance has its own word, so it never runs into the seat name or the sum."""
    return clip("%-3s d%s%d %s" % (nav.who(s), "" if exact else "<=", d, t))


def review(g):
    """Result-screen lines: the best result each player could have reached."""
    lines = ["Best possible:"]
    for s, d, _v, t, exact in best_lines(g):
        lines.append(best_row(s, d, t, exact))
    return lines
