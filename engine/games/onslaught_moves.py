# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.onslaught_moves`
==============================

Onslaught's constants (see ``engine.games.onslaught`` for the action encoding) and its
legal moves: which absorbs, destroys, mixed groups, 5 shifts, 7 peeks and
recalibrations the rules allow, as functions of the game ``g``. The AI and the screen
import this module rather than the whole game. A module of its own so that the device
compiles small modules.
"""

BASE = 4096
PLEDGE = 0
ABSORB = 1
DESTROY = 2
MIX = 3
SHIFT = 4
PEEK = 5
ORDER = 6
RECAL = 7
NEXT = 8
CONCEDE = 9
SIZE = 10

P_PLEDGE = 0  # fresh defenders: choose the wave size
P_FIGHT = 1  # an attacker waits (``cur``)
P_AFTER = 2  # an attacker was dealt with, or the wave is complete
P_PEEK = 3  # a 7 was used: order the peeked attackers
P_SIZE = 4  # a defender is being dropped: choose the new wave size
P_WON = 5
P_LOST = 6

LOST_OVERRUN = 1  # an attacker could be neither absorbed nor destroyed
LOST_CROWD = 2  # a wave ended with more than three defenders

SLOTS = 7
WAVES = 4
RED = tuple(range(13, 39))
BLACK = tuple(range(13)) + tuple(range(39, 54))  # spades, clubs, two jokers
PERMS = ((0, 1, 2), (1, 0, 2), (0, 2, 1), (1, 2, 0), (2, 0, 1), (2, 1, 0))
NPERMS = (1, 1, 2, 6)

_SUMS = bytearray(128)  # scratch: subset sums of current values (at most 91)
_LOW = bytearray(128)  # index of the lowest set bit of 1..127
_VALS = bytearray(8)  # scratch: each slot's current value (0: empty or a joker)
for _m in range(1, 128):
    while not _m >> _LOW[_m] & 1:
        _LOW[_m] += 1


def value(c):
    """Card value: A=1 .. K=13; jokers 0."""
    return 0 if c >= 52 else c % 13 + 1


def bits(mask):
    """The slot numbers in ``mask``, ascending."""
    out = []
    for i in range(SLOTS):
        if mask >> i & 1:
            out.append(i)
    return out


# -- legal moves (functions of the game ``g``: the AI and the screen use them too) -----


def resolutions(g, v):
    """The direct ways to deal with an attacker of value ``v``: absorbs, destroys, mixes."""
    out = []
    occ = wm = 0
    threes = []
    up = g.opt("solo")  # "up to": a lone card kills attackers up to its value
    bonus = g.opt("bonus")
    vals = _VALS
    for i in range(SLOTS):
        c = g.slot[i]
        vals[i] = 0
        if c >= 52:
            out.append(DESTROY * BASE + (1 << i))  # a joker kills anything
        elif c >= 0:
            cv = vals[i] = g.curval(i)
            occ |= 1 << i
            if cv > v:
                out.append(ABSORB * BASE + i)
            if g.wounded(i):
                wm |= 1 << i
                ok = cv >= v if up else cv == v
            else:
                ok = v <= cv + 1 if up else cv + 1 == v or (cv == v and bonus)
                if c % 13 == 2:
                    threes.append(i)
            if ok:
                out.append(DESTROY * BASE + (1 << i))
    m = 1
    sums = _SUMS
    low = _LOW
    while m < 128:  # subset sums, each from the sum without its lowest slot
        sums[m] = sums[m & (m - 1)] + vals[low[m]]
        m += 1
    m = occ
    while m:
        if m & (m - 1) and _SUMS[m] == v:
            w = m & wm
            if w == 0 or w == m:
                out.append(DESTROY * BASE + m)
            else:
                for k in threes:  # a mixed group needs an unwounded 3 from outside it
                    if not m >> k & 1:
                        out.append(MIX * BASE + k * 128 + m)
        m = (m - 1) & occ
    return out


def powers(g, fives=True):
    """The legal uses of unwounded 5s (shifts) and 7s (peeks, while attackers are left)."""
    out = []
    five = []
    for k in range(SLOTS):
        if g.power(k, 7) and g.att:
            out.append(PEEK * BASE + k)
        if g.power(k, 5) and fives:
            five.append(k)
    equal = g.opt("equal")
    no_wound = g.opt("ontow")  # "no": never onto a wounded card
    for s in range(SLOTS):
        for x in g.held[s] if five else ():
            xv = x % 13 + 1
            for t in range(SLOTS):
                cv = g.curval(t)
                # "large enough to absorb": greater (the ban on an unwounded card worth
                # one less follows); equal only with the "5 onto equal" option
                ok = cv > xv or (cv == xv and equal)
                if t == s or not ok or (no_wound and g.wounded(t)):
                    continue
                for f in five:
                    if f != t:
                        out.append(SHIFT * BASE + f * 512 + x * 8 + t)
    return out


def defensible(g, depth=2):
    """True if the waiting attacker can be dealt with, after 5 shifts if need be."""
    if resolutions(g, value(g.cur)):
        return True
    for a in powers(g, depth > 0):
        if a // BASE == SHIFT:
            h = g.copy()
            h._apply(a)
            if defensible(h, depth - 1):
                return True
    return False


def legal(g):
    """All legal actions of ``g`` (ascending)."""
    ph = g.phase
    out = []
    r = len(g.att)
    if ph == P_PEEK:
        for p in range(NPERMS[g.peekn]):
            out.append(ORDER * BASE + p)
    elif ph == P_SIZE:
        for n in range(g.faced, g.faced + r + 1):
            if n != g.need:
                out.append(SIZE * BASE + n)
    elif ph == P_PLEDGE:
        for n in range(r if g.wave == WAVES else 1, r + 1):
            out.append(PLEDGE * BASE + n)
        out += powers(g)
    elif ph == P_FIGHT:
        if not defensible(g):
            return [CONCEDE * BASE]
        out = resolutions(g, value(g.cur)) + powers(g)
    else:
        out = powers(g)
        out.append(NEXT * BASE)
        for i in range(SLOTS):  # recalibrate (not in the last wave, whose size is fixed)
            if r and g.wave < WAVES and g.slot[i] >= 0 and not g.wounded(i):
                out.append(RECAL * BASE + i)
    out.sort()
    return out
