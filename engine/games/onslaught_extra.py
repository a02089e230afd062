# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.onslaught_extra`
==============================

Onslaught's texts (action labels, result lines, statistics) and its invariant check.
Kept apart from the rules, and loaded on first use, so that autoplay and the solver
never compile them.
"""

from engine.cards import cell, name
from engine.games import onslaught_moves as ons


def check_game(g):
    """Raise AssertionError if a card is lost or doubled or a value is inconsistent."""
    reds = g.att + g.adisc + ([g.cur] if g.cur >= 0 else [])
    blacks = g.dfd + g.ddisc
    for i in range(ons.SLOTS):
        reds = reds + g.held[i]
        if g.slot[i] >= 0:
            blacks = blacks + [g.slot[i]]
        assert g.load[i] == sum([ons.value(x) for x in g.held[i]]), "load"
        if g.held[i]:
            assert 0 <= g.slot[i] < 52 and g.curval(i) >= 1, "absorbed too much"
    assert sorted(reds) == list(ons.RED), "attackers lost or doubled"
    assert sorted(blacks) == list(ons.BLACK), "defenders lost or doubled"
    assert 0 <= g.known <= len(g.att), "known"
    waiting = g.phase == ons.P_FIGHT or (g.phase == ons.P_PEEK and g.back == ons.P_FIGHT)
    assert (g.cur >= 0) == (waiting or (g.phase == ons.P_LOST and g.lost != ons.LOST_CROWD)), "cur"
    if g.phase == ons.P_AFTER or g.phase == ons.P_FIGHT:
        extra = 1 if g.phase == ons.P_FIGHT else 0
        assert g.faced + extra <= g.need <= g.faced + len(g.att) + extra, "wave size"



def label_of(g, a):
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


def outcome_of(g):
    """Result screen lines (the deal's number too when it is not the game's number:
    with "Deals: winnable" the game number picks from the list of winnable deals)."""
    if g.phase == ons.P_WON:
        s = "Earth is saved!\nScore %d" % g.final
    elif g.lost == ons.LOST_CROWD:
        s = "Overrun in wave %d\n%d defenders idle" % (g.wave, g.count())
    else:
        s = "Overrun in wave %d\n%s broke through" % (g.wave, name(g.cur))
    return s if g.deal == g.seed else s + "\nDeal %d" % g.deal


def record_game(g, st):
    """Count a finished game: games, wins, best score, streaks, waves survived."""
    st["played"] = st.get("played", 0) + 1
    if g.won(0):
        st["won"] = st.get("won", 0) + 1
        st["streak"] = st.get("streak", 0) + 1
        st["beststreak"] = max(st["streak"], st.get("beststreak", 0))
        st["best"] = max(g.final, st.get("best", -1))
    else:
        st["streak"] = 0
    key = "w%d" % g.cleared
    st[key] = st.get(key, 0) + 1


def stats_text(st):
    """Statistics screen lines."""
    n = st.get("played", 0)
    w = st.get("won", 0)
    best = st.get("best", -1)
    return [
        "Games   %d" % n,
        "Wins    %d (%d%%)" % (w, (100 * w + n // 2) // n if n else 0),
        "Best    %s" % ("-" if best < 0 else str(best)),
        "Streak  %d (best %d)" % (st.get("streak", 0), st.get("beststreak", 0)),
    ]


def stats_bars(st):
    """Bar chart: how many games survived 0, 1, 2, 3 and 4 waves."""
    out = []
    for k in range(ons.WAVES + 1):
        out.append(st.get("w%d" % k, 0))
    return ("Waves survived 0-4", out)
