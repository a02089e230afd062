# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky Mappers against an independent reference model of the rules (CPython).

The reference below is written from the rules, separately from the engine, with a
different representation (card names as strings). For thousands of positions reached
by random play, the set of positions each legal choice leads to must be the same.
"""

import pytest

from engine import cards
from engine.games.farsky import DRAW, Farsky
from engine.rng import Rng

COURTS = ("J", "Q", "K")
RED = ("♥", "♦")


def rank_of(name):
    return name[:-1]


def suit_of(name):
    return name[-1]


def ref_match(a, b):
    return rank_of(a) == rank_of(b) or (rank_of(a) in COURTS and rank_of(b) in COURTS)


def ref_pair(a, b, rule):
    same_colour = (suit_of(a) in RED) == (suit_of(b) in RED)
    if rule == 1:
        return same_colour
    if rule == 2 and rank_of(a) in COURTS:
        return rank_of(a) == rank_of(b) or suit_of(a) == suit_of(b)
    return (rank_of(a) == rank_of(b) and same_colour) or suit_of(a) == suit_of(b)


def ref_choices(route, rule, auto):
    """Routes reachable by one fold decision of the top card (not including 'no fold')."""
    top = route[-1]
    out = set()
    for p in range(len(route) - 1):
        if not ref_match(route[p], top):
            continue
        ok = ref_pair(route[p], top, rule)
        if p < len(route) - 2 and not (ok and auto):
            out.add(tuple(route[: p + 1] + [top]))
        if ok:
            out.add(tuple(route[:p]))
    return out


def ref_settle(route, stock, rule, auto, no_cascade, fresh):
    """Draw until a decision exists; return (route, stock, decision pending)."""
    route = list(route)
    stock = list(stock)
    while True:
        if route and (fresh or not no_cascade) and ref_choices(route, rule, auto):
            return route, stock, True
        if not stock:
            return route, stock, False
        route.append(stock.pop())
        fresh = True


def ref_next(route, stock, rule, auto, no_cascade):
    """Every position one decision leads to: (route, stock length) pairs."""
    out = set()
    for r in ref_choices(route, rule, auto):
        r = list(r)
        kept_pair = r and r[-1] == route[-1]
        if kept_pair:  # the top stays: its decision is over, the next card is drawn
            if stock:
                nr, ns, _ = ref_settle(r + [stock[-1]], stock[:-1], rule, auto, no_cascade, True)
            else:
                nr, ns = r, stock
        else:  # the pair left: the new end card may fold again (cascade) unless the cascade is off
            nr, ns, _ = ref_settle(r, stock, rule, auto, no_cascade, False)
        out.add((tuple(nr), len(ns)))
    if stock:
        nr, ns, _ = ref_settle(route + [stock[-1]], stock[:-1], rule, auto, no_cascade, True)
        out.add((tuple(nr), len(ns)))
    else:
        out.add((tuple(route), 0))
    return out


def names(cs):
    return [cards.name(c) for c in cs]


@pytest.mark.parametrize("opts", [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0], [0, 0, 1]])
def test_engine_matches_reference_model(opts):
    rule, auto, no_cascade = opts[0], opts[1] == 1, opts[2] == 1
    positions = 0
    for seed in range(1, 41):
        g = Farsky(seed, opts)
        r = Rng(seed + 99)
        while not g.over():
            route, stock = names(g.route), names(g.stock)
            want = ref_next(route, stock, rule, auto, no_cascade)
            got = set()
            for a in g.legal_actions():
                h = g.copy()
                h.apply(a)
                got.add((tuple(names(h.route)), len(h.stock)))
            assert got == want, (seed, route, g.legal_actions())
            positions += 1
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
    assert positions > 300


def test_draw_only_game_keeps_every_card():
    g = Farsky(8)
    while not g.over():
        g.apply(DRAW)
    assert len(g.route) == 52 and sorted(g.route) == list(range(52))
