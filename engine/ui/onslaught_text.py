# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_text`
==========================

Onslaught in words: action labels, the result, the statistics lines and chart, and the
review of the deal. Loaded beside the play screen (the rules, autoplay and the solver
never need it) and freed with the game.
"""

from engine.cards import cell, name
from engine.games import onslaught_moves as ons


def label(g, a):
    """At most 21 characters describing action ``a`` in game ``g``."""
    kind = a // ons.BASE
    p = a % ons.BASE
    if kind == ons.PLEDGE:
        return "Face %d attacker%s" % (p, "" if p == 1 else "s")
    if kind == ons.ABSORB:
        return "%s absorbs %s" % (cell(g.slot[p]), cell(g.cur))
    if kind == ons.DESTROY or kind == ons.MIX:
        return kill_label(g, p % 128, p // 128 if kind == ons.MIX else -1)
    if kind == ons.SHIFT:
        x = cell(p // 8 % 64)
        return "%s moves %s to %s" % (cell(g.slot[p // 512]), x, cell(g.slot[p % 8]))
    if kind == ons.PEEK:
        return "%s: see next %d" % (cell(g.slot[p]), min(3, len(g.att)))
    if kind == ons.ORDER:
        top = g.peeked()
        return "Order " + " ".join([cell(top[ons.PERMS[p][k]]) for k in range(len(top))])
    if kind == ons.RECAL:
        return "Drop %s to resize" % cell(g.slot[p])
    if kind == ons.SIZE:
        return "New pledge: %d" % p
    if kind == ons.NEXT:
        return "Next attacker" if g.faced < g.need else "End wave %d" % g.wave
    if kind == ons.CONCEDE:
        return "No defence: give up"
    return "?"


def kill_label(g, mask, three):
    """``7♠ kills 8♥``, ``Joker kills K♥``, ``K♥ = 6+5+2`` or ``K♥=6+7 +3♠``."""
    who = ons.bits(mask)
    a = cell(g.cur)
    if len(who) == 1:
        c = g.slot[who[0]]
        return ("Joker" if c >= 52 else cell(c)) + " kills " + a
    s = "+".join([str(g.curval(i)) for i in who])
    if three >= 0:
        s = "%s=%s +%s" % (a, s, cell(g.slot[three]))
    else:
        s = "%s = %s" % (a, s)
    return s if len(s) <= 21 else "%s by %d cards" % (a, len(who))


def outcome(g):
    """Result screen lines (the deal's number too when it is not the game's number:
    with "Deals: winnable" the game number picks from the list of winnable deals)."""
    if g.phase == ons.P_WON:
        s = "Earth is saved!\nScore %d" % g.final
    elif g.lost == ons.LOST_CROWD:
        s = "Overrun in wave %d\n%d defenders idle" % (g.wave, g.count())
    else:
        s = "Overrun in wave %d\n%s broke through" % (g.wave, name(g.cur))
    return s if g.deal == g.seed else s + "\nDeal %d" % g.deal


def stats_lines(st):
    """Games, wins, best score and streaks."""
    n = st.get("played", 0)
    w = st.get("won", 0)
    best = st.get("best", -1)
    return [
        "Games   %d" % n,
        "Wins    %d (%d%%)" % (w, (100 * w + n // 2) // n if n else 0),
        "Best    %s" % ("-" if best < 0 else str(best)),
        "Streak  %d (best %d)" % (st.get("streak", 0), st.get("beststreak", 0)),
    ]


def stats_chart(st):
    """Bar chart: how many games survived 0, 1, 2, 3 and 4 waves."""
    out = []
    for k in range(ons.WAVES + 1):
        out.append(st.get("w%d" % k, 0))
    return ("Waves survived 0-4", out)


def review(g, budget=None):
    """Result-screen lines from the full-information solver (bounded effort): could the
    deal have been won, and with what best score.

    The solver is a module of its own, loaded only here: autoplay and the hint never
    need it, and on a small heap its code would crowd the game out: it is forgotten
    again once the review is written (the next deal is played without it). The budget
    is smaller off CPython (a board is slower and has little memory; running out of
    either only makes the answer "unknown").

    A deal on the shipped list of winnable deals is reported winnable even when the
    search is cut short. The list is imported first: importing it after a search cut
    short (often by a full heap) would compile or load it deep in the stack, where a
    collection on a C-stack port still sees the search's garbage through stale
    pointers and fails at random heap sizes (the 64-bit port's "erratic" Onslaught).
    """
    import sys

    from engine.ui.app import drop

    names = ("engine.games.onslaught_winnable", "engine.ai.onslaught_solver")
    solve = None
    try:
        from engine.ai.onslaught_solver import solve
        from engine.games.onslaught_winnable import is_winnable

        if budget is None:
            budget = 20000 if sys.implementation.name == "cpython" else 1500
        try:
            r, proven, _ = solve(g, budget)
        except (MemoryError, RuntimeError):  # RuntimeError: recursion too deep for the board
            r, proven = -1, False
        if r >= 0:
            return ["Deal was winnable", ("Best score %d" if proven else "Best score >= %d") % r]
        if proven:
            return ["No win was possible", "with this deal"]
        rules = [v for o, v in zip(g.OPTIONS, g.options) if o.key != "deals"]
        if rules == [0] * len(rules) and is_winnable(g.deal):  # the list's rules
            return ["Deal was winnable", "(solver's list)"]
        return ["Solver: unknown", "(search too long)"]
    finally:
        solve = is_winnable = None  # drop's collection frees them only without these
        drop(names)
