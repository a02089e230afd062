# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.onslaught_actions`
================================

What Onslaught's actions do (the table in :mod:`engine.games.onslaught`'s docstring), a
part of the rules: :meth:`engine.games.onslaught.Onslaught._apply` imports it on the
first action (:func:`engine.games.onslaught.actions`), as a deal's first frame needs
none of it; the play screen's keys bring it in with them, where memory short is one line.
"""

from engine.games.onslaught_moves import (
    ABSORB,
    BASE,
    DESTROY,
    LOST_CROWD,
    LOST_OVERRUN,
    MIX,
    NEXT,
    ORDER,
    P_AFTER,
    P_FIGHT,
    P_LOST,
    P_PEEK,
    P_PLEDGE,
    P_SIZE,
    P_WON,
    PEEK,
    PERMS,
    PLEDGE,
    RECAL,
    SHIFT,
    SIZE,
    SLOTS,
    WAVES,
    bits,
    value,
)


def apply(g, a):
    """Play the legal action ``a``."""
    kind = a // BASE
    p = a % BASE
    if kind == PLEDGE or (kind == NEXT and g.faced < g.need):
        if kind == PLEDGE:
            g.need = p
        g.cur = g.att.pop()  # turn up the next attacker
        g.known = max(0, g.known - 1)
        g.phase = P_FIGHT
        return
    if kind == ABSORB:
        g.held[p].append(g.cur)
        g.load[p] += value(g.cur)
        g.scar[p] = 1
    elif kind == DESTROY or kind == MIX:
        for i in bits(p % 128):
            discard(g, i)
        if kind == MIX:
            discard(g, p // 128)
        g.adisc.append(g.cur)
    elif kind == SHIFT:
        discard(g, p // 512)
        x = p // 8 % 64
        t = p % 8
        for i in range(SLOTS):
            if x in g.held[i]:
                g.held[i].remove(x)
                g.load[i] -= value(x)
        if g.curval(t) == value(x):  # "5 onto equal: destroys"
            g.adisc.append(x)
            discard(g, t)
        else:
            g.held[t].append(x)
            g.load[t] += value(x)
            g.scar[t] = 1
        return
    elif kind == PEEK:
        discard(g, p)
        g.back = g.phase
        g.peekn = min(3, len(g.att))
        g.known = max(g.known, g.peekn)
        g.phase = P_PEEK
        return
    elif kind == ORDER:
        top = g.peeked()
        for k in range(len(top)):
            g.att[-1 - k] = top[PERMS[p][k]]
        g.phase = g.back
        return
    elif kind == RECAL:
        g.drop = p
        g.phase = P_SIZE
        return
    elif kind == SIZE:
        discard(g, g.drop)
        g.need = p
        g.phase = P_AFTER
        return
    elif kind == NEXT:
        end_wave(g)
        return
    else:
        g.lost = LOST_OVERRUN
        g.phase = P_LOST
        return
    g.cur = -1  # the attacker was absorbed or destroyed
    g.faced += 1
    g.phase = P_AFTER


def end_wave(g):
    """The pledged attackers are dealt with: lose, win, or deal the next wave."""
    n = g.count()
    if g.att and g.wave < WAVES and n > 3:
        g.lost = LOST_CROWD
        g.phase = P_LOST
        return
    g.cleared += 1
    if g.att and n == 0:  # clear table: the next attacker is defeated at once
        g.adisc.append(g.att.pop())
        g.known = max(0, g.known - 1)
        g.freekills += 1
    if not g.att:  # no attacker left (always so after wave 4): won
        g.final = g.score()
        g.phase = P_WON
        return
    g.wave += 1
    deal_wave(g)


def discard(g, i):
    """Remove slot ``i`` and everything it absorbed from the table."""
    g.ddisc.append(g.slot[i])
    g.adisc += g.held[i]
    g.slot[i] = -1
    g.held[i] = []
    g.load[i] = 0
    g.scar[i] = 0


def deal_wave(g):
    """Discard the table and deal seven fresh defenders."""
    for i in range(SLOTS):
        if g.slot[i] >= 0:
            discard(g, i)
        g.slot[i] = g.dfd.pop()
    g.need = 0  # attackers pledged this wave
    g.faced = 0  # attackers dealt with this wave
    g.phase = P_PLEDGE
