# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_round`
==============================

Navigator's round from the draft's end to the showdown's result, a part of
:class:`engine.games.navigator.Navigator`: each seat's Vector Set, Ace values,
phantom, declaration and calculation, then who wins, who pays whom and who is
out. Each function takes the game as ``g``; the game imports this part as its
draft ends (``navigator._round``), so opening a game, which begins with the
draft, does not compile it. The sets themselves are in
:mod:`engine.games.navigator_sets`.
"""

from engine.game import BACK
from engine.games import navigator_actions as nav
from engine.games import navigator_calc as calc
from engine.games import navigator_sets as vs

WINDOW = nav.WINDOW


def legal(g, ph, s):
    """The legal actions of seat ``s`` in phase ``ph`` (the set to the calculation)."""
    out = []
    if ph == nav.PH_SET:
        out = [nav.SET + m for m in vs.legal_sets(g, s)]
    elif ph == nav.PH_ACE:
        out = [nav.ACES + m for m in range(1 << vs.aces_in(g, s, g.setmask[s]))]
    elif ph == nav.PH_PHANTOM:
        out = [nav.NO_PHANTOM] + [nav.PHANTOM + p for p in vs.phantom_choices(g, s)]
    elif ph == nav.PH_DECLARE:
        if g.dhi < 0:
            out = [nav.DECLARE + h for h in range(32)] + [nav.FAR]
        else:
            out = [nav.DECL_LO + k for k in range(32) if g.dhi * 32 + k <= 2 * WINDOW]
    elif len(g.vals[s]) == 1:
        out = [nav.DONE]
    else:
        v = g.vals[s]
        n = len(v)
        for i in range(n):
            for j in range(n):
                for o in range(5):
                    if i != j and calc.op(v[i], v[j], o, g.zp) is not None:
                        out.append(nav.STEP + (i * 6 + j) * 5 + o)
    if ph == nav.PH_CALC and g.hist:
        out.append(nav.UNDO)
    if s == 0 and g.opt("timer"):
        out.append(nav.GIVE_UP)  # the screen plays it when the time is up
    out.sort()
    return out


def apply(g, ph, s, a):
    """Play action ``a`` of seat ``s`` in phase ``ph`` (see ``Game._apply``'s answer)."""
    if a == nav.GIVE_UP:
        seat_done(g, s)  # no result: the round is forfeit
    elif ph == nav.PH_SET:
        g.setmask[s] = a - nav.SET
        after(g, s, nav.PH_SET)
    elif ph == nav.PH_ACE:
        g.acemask[s] = a - nav.ACES
        after(g, s, nav.PH_ACE)
    elif ph == nav.PH_PHANTOM:
        if a != nav.NO_PHANTOM:
            g.phantom[s] = a - nav.PHANTOM
        after(g, s, nav.PH_PHANTOM)
    elif ph == nav.PH_DECLARE:
        if a < nav.DECL_LO:
            g.dhi = a - nav.DECLARE
            return None
        if a == nav.FAR:
            g.far[s] = True
        else:
            g.declared[s] = g.dhi * 32 + a - nav.DECL_LO - WINDOW + g.target
        after(g, s, nav.PH_DECLARE)
    elif a == nav.UNDO:
        g.vals[s] = g.hist.pop()
        log = g.log
        if log and nav.STEP <= log[-1] < nav.UNDO:
            # the step just taken back is the log's last action (steps and undos of
            # one seat come in a row): both leave the log, which stays one round long
            return BACK
    elif a == nav.DONE:
        g.result[s] = g.vals[s][0]
        seat_done(g, s)
    else:
        k = a - nav.STEP
        g.hist.append(g.vals[s])
        g.vals[s] = calc.apply_step(g.vals[s], k // 30, k // 5 % 6, k % 5, g.zp)
    return None


def seat_start(g, s):
    """Seat ``s`` begins its set (a set without a choice is taken at once)."""
    g.cur = s
    g.hist = []
    sets = vs.legal_sets(g, s)
    g.phase = nav.PH_SET
    if len(sets) == 1:
        g.setmask[s] = sets[0]
        after(g, s, nav.PH_SET)


def after(g, s, ph):
    """Move seat ``s`` on from phase ``ph``, skipping choices it does not have."""
    if ph == nav.PH_SET and vs.aces_in(g, s, g.setmask[s]):
        g.phase = nav.PH_ACE
    elif ph <= nav.PH_ACE and vs.phantom_choices(g, s):
        g.phase = nav.PH_PHANTOM
    elif ph <= nav.PH_PHANTOM and s == 0 and g.opt("mode"):
        g.phase = nav.PH_DECLARE
    else:
        v = vs.set_values(g, s, g.setmask[s], g.acemask[s])
        if g.phantom[s] >= 0:
            v.append(g.phantom[s])
        g.vals[s] = v
        g.phase = nav.PH_CALC


def seat_done(g, s):
    """Seat ``s`` is done: the next seat begins, or the round's showdown."""
    act = g._order(0)
    i = act.index(s) + 1
    if i < len(act):
        seat_start(g, act[i])
    else:
        resolve(g)
        g.phase = nav.PH_SHOW


# -- the showdown -----------------------------------------------------------------------


def forfeited(g, s):
    """True if seat ``s`` forfeits the round (time up or a wrong declaration)."""
    r = g.result[s]
    if r is None:  # the timer ran out
        return True
    if g.far[s]:
        return -WINDOW <= r - g.target <= WINDOW
    return g.declared[s] is not None and r != g.declared[s]


def resolve(g):
    """The showdown: who wins, who pays whom, the Bounty, who is out (``g.last``)."""
    order = g._order(g.init)  # showdown in seating order from the token
    n = g.n
    dist = [None] * n
    best = None
    for s in order:
        if g.result[s] is not None:
            m = g.setmask[s]
            dist[s] = d = vs.distance_for(g, vs.set_cards(g, s, m), g.result[s])
            if not forfeited(g, s):
                if g.best_d[s] is None or d < g.best_d[s]:
                    g.best_d[s] = d
                if best is None or d < best:
                    best = d
    win = [best is not None and dist[s] == best and not forfeited(g, s) for s in range(n)]
    before = list(g.chips)
    for x in order:  # net pairwise debts, payers in order from the token
        for y in order:
            owe = _owe(g, x, y, win) - _owe(g, y, x, win)
            if owe > 0:
                pay = min(owe, g.chips[x])
                g.chips[x] -= pay
                g.chips[y] += pay
    winners = [s for s in order if win[s]]
    for s in winners:
        g.round_wins[s] += 1
    bounty = 0
    if len(winners) == 1 and winners[0] != g.map_owner:
        bounty = g.bounty  # one winner, not the map owner: takes the pot
        g.chips[winners[0]] += bounty
        g.bounty = 0
    delta = [g.chips[s] - before[s] for s in range(n)]
    for s in order:
        g.earned[s] += delta[s]
        if g.chips[s] <= 0:
            g.out[s] = True
            if g.map_owner == s:
                g.map_owner = -1  # the price keeps its escalated value
    g.last = (order, dist, win, delta, bounty, [forfeited(g, s) for s in range(n)])
    g.init = g._left(g.init)  # the token passes to the left


def _owe(g, x, y, win):
    """Chips ``x`` owes ``y`` before netting (a hot player's stakes are 2)."""
    if x == y:
        return 0
    if (g.hotbet[y] and win[y]) or (g.hotbet[x] and not win[x]):
        return 2
    return 1 if win[y] and not win[x] else 0
