# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_end`
============================

Navigator's round end and the match's books, as functions of the game ``g``: the
showdown (who wins, who pays whom, who is out), the checkpoint a new round starts
from, statistics, invariants, copies and the determinized copies that the no-peeking
tests use. :class:`engine.games.navigator_match.Match` calls them; a part of its own
so that opening a game compiles none of it (the first showdown does, on a board that
runs the sources: ~130 ms on a Pico).
"""

from engine.game import Game
from engine.rng import Rng


def resolve(g):
    """The showdown: distances, who wins, the debts paid, the Bounty, who is out."""
    order = g._order(g.init)  # showdown in seating order from the token
    n = g.n
    dist = [None] * n
    best = None
    for s in order:
        if g.result[s] is not None:
            m = g.setmask[s]
            dist[s] = d = g.distance_for(g.set_cards(s, m), g.result[s])
            if not g.forfeited(s):
                if g.best_d[s] is None or d < g.best_d[s]:
                    g.best_d[s] = d
                if best is None or d < best:
                    best = d
    win = [best is not None and dist[s] == best and not g.forfeited(s) for s in range(n)]
    before = list(g.chips)
    for x in order:  # net pairwise debts, payers in order from the token
        for y in order:
            net = owe(g, x, y, win) - owe(g, y, x, win)
            if net > 0:
                pay = min(net, g.chips[x])
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
    g.last = (order, dist, win, delta, bounty, [g.forfeited(s) for s in range(n)])
    g.init = g._left(g.init)  # the token passes to the left


def owe(g, x, y, win):
    """Chips ``x`` owes ``y`` before netting (a hot player's stakes are 2)."""
    if x == y:
        return 0
    if (g.hotbet[y] and win[y]) or (g.hotbet[x] and not win[x]):
        return 2
    return 1 if win[y] and not win[x] else 0


def between(g):
    """The match between two rounds as small ints (see Game.apply)."""
    z, w = g.rng.state()
    out = [z, w, g.init, g.ovr, g.map_owner, g.map_price, g.bounty, g.round]
    for s in range(g.n):
        b = g.best_d[s]
        out += (g.chips[s], g.round_wins[s], g.earned[s], -1 if b is None else b)
    return out


def restore(g, st):
    """Continue from checkpoint ``st`` (ValueError if it does not fit)."""
    n = g.n
    if len(st) != 8 + 4 * n or sum(st[8::4]) + st[6] != n * g.start:
        raise ValueError("checkpoint does not fit")
    # field by field: a checksum proves the file is whole, not that it is sane
    big = 1 << 30
    if not (
        0 < st[0] < big
        and 0 < st[1] < big
        and 0 <= st[2] < n
        and -1 <= st[3] <= 4
        and -1 <= st[4] < n
        and 2 <= st[5] < big
        and 0 <= st[6]
        and 0 <= st[7] < big
    ):
        raise ValueError("checkpoint out of range")
    for s in range(n):
        c, w, e, b = st[8 + 4 * s : 12 + 4 * s]
        if not (0 <= c and 0 <= w <= st[7] and -big < e < big and -1 <= b < big):
            raise ValueError("checkpoint out of range")
    g.rng.set_state((st[0], st[1]))
    g.init, g.ovr, g.map_owner, g.map_price, g.bounty, g.round = st[2:8]
    for s in range(n):
        c, g.round_wins[s], g.earned[s], b = st[8 + 4 * s : 12 + 4 * s]
        g.chips[s] = c
        g.out[s] = c <= 0
        g.best_d[s] = None if b < 0 else b
    g._start_round()


def summary(g):
    """Rounds played and each seat's earnings (autoplay, statistics)."""
    out = [("rounds", g.round)]
    for s in range(g.n):
        out.append(("earn%d" % s, g.earned[s]))
    return out


def record(g, st):
    """Count the finished match in the statistics dict ``st``."""
    Game.record(g, st)
    for k, v in (
        ("rounds", g.round),
        ("rwon", g.round_wins[0]),
        ("chips", g.earned[0]),
    ):
        st[k] = st.get(k, 0) + v
    b = g.best_d[0]
    if b is not None and b < st.get("best", 9999):
        st["best"] = b


def check(g):
    """Raise AssertionError if a chip or a card is lost or doubled."""
    assert sum(g.chips) + g.bounty == g.n * g.start
    seen = bytearray(g.size)
    cs = g.deck + g.tcards + ([g.beacon] if g.beacon >= 0 else [])
    for s in range(g.n):
        assert g.chips[s] >= 0 and (g.chips[s] > 0) != g.out[s]
        cs += g.packets[s] + g.mem[s] + ([g.lost[s]] if g.lost[s] >= 0 else [])
    for c in cs:
        assert not seen[c], "card twice"
        seen[c] = 1
    assert sum(seen) == g.size, "card missing"


def copy(g):
    """An independent copy of ``g``."""
    cls = g.__class__
    h = cls.__new__(cls)
    for k, v in g.__dict__.items():  # order does not matter: each key once
        if isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        setattr(h, k, v)
    h.rng = Rng(0)
    h.rng.set_state(g.rng.state())
    return h


def determinize(g, seat, rng):
    """A copy in which every card ``seat`` cannot see (the other players' packets,
    memories and discards, the undealt deck) is shuffled with ``rng``, and the
    future deals and rolls are reseeded."""
    h = copy(g)
    h.rng = Rng(rng.below(1000000))
    hidden = list(h.deck)
    for s in range(h.n):
        if s != seat:
            hidden += h.packets[s] + h.mem[s] + ([h.lost[s]] if h.lost[s] >= 0 else [])
    rng.shuffle(hidden)
    for s in range(h.n):
        if s == seat:
            continue
        hot = g.mem[s].index(g.hot[s]) if g.hot[s] >= 0 else -1
        for lst in (h.packets[s], h.mem[s]):
            for i in range(len(lst)):
                lst[i] = hidden.pop()
        if h.lost[s] >= 0:
            h.lost[s] = hidden.pop()
        if hot >= 0:
            h.hot[s] = h.mem[s][hot]
        if h.setmask[s] >= 0 and s != h.cur:
            h.vals[s] = h.set_values(s, h.setmask[s], h.acemask[s])
    h.deck = hidden
    return h
