# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_label`
===========================

Onslaught's action labels: the words the play screen's first frame needs (row 5, what A
will do). Apart from ``engine.ui.onslaught_text`` (the result, the statistics, the
review), which the board then compiles only once the deal is under way.
"""

from engine.cards import cell
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
