# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_text`
==========================

Onslaught in words: action labels (``engine.ui.onslaught_label``'s), the result, the
statistics lines and chart, and the review of the deal. Loaded beside the play screen,
after its first frame (the rules, autoplay and the solver never need it), and freed with
the game.
"""

from engine.cards import cell, name
from engine.games import onslaught_moves as ons
from engine.ui.onslaught_label import kill_label, label  # noqa: F401 (the presenter's)


def reason(g, a):
    """Why the hint plays ``a``, in one line: the bonus it earns, the power it keeps for
    the wave, or what the move is for (max 21 chars)."""
    kind = a // ons.BASE
    p = a % ons.BASE
    if kind == ons.PLEDGE or kind == ons.SIZE:
        return "You can hold %d" % p
    if kind == ons.PEEK:
        return "See what comes next"
    if kind == ons.ORDER:
        return "Easiest ones first"
    if kind == ons.RECAL:  # (a wave may end with 3 defenders at most)
        return "Too many: drop one" if g.count() > 3 else "Drop one: new pledge"
    if kind == ons.SHIFT:
        return "Moves the wound away"
    if kind == ons.NEXT:
        return "Nothing better to do"
    if kind == ons.CONCEDE:
        return "Nothing can stop it"
    h = g.copy()
    h.apply(a)
    if h.count() == 0 and g.count() > 0:
        return "Earns the clear bonus"
    used = _used(a)
    others = None  # the other ways to meet this attacker: made only when a power is kept
    for face in (7, 5, 3):  # a power kept for the rest of the wave that another way
        for i in range(ons.SLOTS):  # of meeting this attacker would have spent
            if i not in used and g.power(i, face) and h.power(i, face):
                if others is None:
                    others = [
                        _used(b) for b in g.legal_actions() if b != a and b // ons.BASE in _SPEND
                    ]
                for u in others:
                    if i in u:
                        return "Keeps the %d for later" % face
    if kind == ons.ABSORB:
        return "Absorbs: no card lost"
    if len(used) == 1:
        exact = g.curval(used[0]) == g.cur % 13 + 1
        return "Exact kill: no waste" if exact else "Kills it outright"
    return "Uses %d cards exactly" % len(used)


_SPEND = (ons.DESTROY, ons.MIX, ons.ABSORB)  # the ways to meet an attacker


def _used(a):
    """The slots of the defenders that meet the attacker in action ``a``."""
    kind = a // ons.BASE
    p = a % ons.BASE
    if kind == ons.ABSORB:
        return [p]
    used = ons.bits(p % 128)
    if kind == ons.MIX:
        used.append(p // 128)  # the 3 whose power joins the sum
    return used


def wave_end(g):
    """What the screen and the move log compare after an action (``ruled``): waves
    survived, clear-table bonuses, defenders discarded."""
    return (g.cleared, g.freekills, len(g.ddisc))


def ruled(g, was, log=False):
    """What the rules did as a wave ended, from ``wave_end`` taken before the action (issue
    34: the player saw the table change and the deck shrink, but not why): the attacker
    the clear-table bonus defeated, or the defenders left over that went to the discard
    (names only: what they held went with them). "" when no wave ended. The message line
    (max 21 chars) begins with a capital; ``log``: the move log's line under the move
    (max 18: it is indented)."""
    if g.cleared == was[0]:
        return ""
    if g.freekills != was[1]:
        return ("bonus kills " if log else "Clear bonus kills ") + cell(g.adisc[-1])
    t = "discarded" if log else "Discarded"
    for i in range(was[2], len(g.ddisc)):  # (at most three: more loses the game)
        t += " " + cell(g.ddisc[i])
    return t if len(t) > 9 else ""


def guide_line(g, a, state, score=0):
    """The hint's line when the guide knows the position (``engine.ai.onslaught_guide``
    states: 1 on a winning line, worth ``score`` at its end; 2 no win from here; 3 the
    line just left), max 21 chars."""
    if state == 1:
        return "On a winning line: %d" % score
    if state == 2:
        return "No win from here"
    return "Off the winning line"


def outcome(g):
    """Result screen lines (the deal's number too when it is not the game's number:
    with "Deals: winnable" the game number picks from the list of winnable deals)."""
    if g.phase == ons.P_WON:
        s = "Earth is saved!\nScore %d" % g.final
    elif g.lost == ons.LOST_CROWD:
        # (not "Overrun": no attacker broke through, the wave ended with too many)
        s = "Too many in wave %d\n%d defenders, max 3" % (g.wave, g.count())
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


# The result screen's allowance (engine.ui.result.Result), in the solver's work units:
# the most that keeps the slowest deal's wait under about 10 s of a Pico, after which the
# screen shows the best so far and offers to search on. Units are weighed to take about
# the same time (engine.ai.onslaught_solver.Solver.tally), but deals differ, so the
# figure comes from the slowest deals measured (docs/BENCH.md, "Constants measured once").
ALLOWANCE = 1000


def reviewer(g, budget=None):
    """The review as a stepped job of ``budget`` nodes (the solver's ``REVIEW_NODES``
    by default) (``engine.ai.onslaught_solver.Review``): the result
    screen advances it between key polls, shows ``review_lines`` as it goes, B stops it;
    then the screen forgets the job's ``modules``.

    The solver is a module of its own, loaded only here: autoplay and the hint never
    need it, and on a small heap its code would crowd the game out. The list of
    winnable deals, read only after a search cut short, is imported first: importing
    it then would compile or load it deep in the stack, where a collection on a C-stack
    port still sees the search's garbage through stale pointers and fails at random
    heap sizes (the 64-bit port's "erratic" Onslaught).
    """
    __import__("engine.games.onslaught_winnable")
    from engine.ai.onslaught_solver import Review

    return Review(g) if budget is None else Review(g, budget)


def review_lines(g, job, paused=False):
    """Two lines of at most 21 characters: where the review ``job`` of ``g`` stands
    (progress and the best so far), or its answer once it is over. A deal on the
    shipped list of winnable deals is reported winnable even when the search is cut
    short. ``paused``: the result screen's allowance is spent (``ALLOWANCE``), the best
    so far is the answer for now, not proven (the first line says it all: with the
    deal's number the screen has room for one)."""
    s = job.solver
    if not job.done():
        pct = s.nodes * 20 // s.budget * 5  # in 5% steps: a frame for each, not each slice
        if paused:
            return [
                "Best %d: not proven" % s.best if s.best >= 0 else "No win yet (unproven)",
                "Searched %d%%" % pct,
            ]
        return [
            "Reviewing %d%% B:stop" % pct,
            "Best so far %d" % s.best if s.best >= 0 else "No win found yet",
        ]
    if s.best >= 0:
        return ["Deal was winnable", ("Best score %d" if s.proven else "Best score >= %d") % s.best]
    if s.proven:
        return ["No win was possible", "with this deal"]
    from engine.games.onslaught_winnable import is_winnable

    rules = [v for o, v in zip(g.OPTIONS, g.options) if o.key != "deals"]
    if rules == [0] * len(rules) and is_winnable(g.deal):  # the list's rules
        return ["Deal was winnable", "(solver's list)"]
    if job.cancelled:
        return ["Review stopped", "(no win found yet)"]
    return ["Solver: unknown", "(search too long)"]


def review(g, budget=None):
    """Result-screen lines from the full-information solver, the whole review at once
    (tools and tests; the result screen steps ``reviewer`` in slices): could the deal
    have been won, and with what best score. ``budget`` nodes (the solver's
    ``REVIEW_NODES`` by default: the same answer on every interpreter); the solver and
    the list of winnable deals are forgotten again once the lines are written."""
    from engine.ui.app import drop

    job = reviewer(g, budget)
    names = job.modules
    try:
        while not job.step(1000):
            pass
        return review_lines(g, job)
    finally:
        job = None  # drop's collection frees the search only without it
        drop(names)


def line_finder(g, job):
    """What the result screen needs to find the review's best line when the player asks
    for it (▼line): the module of its stepped ``Finder`` and the score the line must
    reach (the review's best), or None when the review found no win. Nothing is searched
    or imported here: the review's solver leaves RAM first."""
    best = job.solver.best
    return ("engine.ai.onslaught_line", best) if best >= 0 else None


def best_line(g, job):
    """The real actions of the review ``job``'s best line from the deal's start (a list
    of the game's legal actions ending in a win worth the review's best), found at once
    (tools and tests: the result screen steps ``line_finder``'s ``Finder``); None when
    there is no win or the line search ran out of budget."""
    best = job.solver.best
    if best < 0:
        return None
    from engine.ai.onslaught_line import find

    return find(g, best)


def line_end(g):
    """The line page's last words: where the line ends (one line, max 21 chars)."""
    if g.phase == ons.P_WON:
        return "Earth saved, score %d" % g.final
    return outcome(g).split("\n")[0]
