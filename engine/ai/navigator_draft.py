# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.navigator_draft`
===========================

The computer's draft for Navigator (a part of :mod:`engine.ai.navigator`, imported
by it for the Pirate Map and the draft; the play screen lets it go for the rest of
the round, and the solver for the draft: see ``engine.ui.navigator``).

A pick is scored by the expected final distance over the unseen cards, from the
round's pair table: the best distance of the beacon and two card values, worked out
once per round (ahead of the decisions on idle ticks: :func:`warm`).
"""

from engine.ai.navigator_near import pow_within
from engine.games import navigator as nav
from engine.games.navigator_calc import op

_CAP = 10  # draft scores count distances up to this
_NC = 24  # value classes for the pair table: 0..21, 22 = 100, 23 = a 1-or-100 Ace

_pairs = bytearray(_NC * _NC)  # best distance of {beacon, a, b}, capped; 255 = unknown
_pkey = [None]
_rows = [0]  # bit a: row a of the table made (every b)
_left = [-1]  # rows _pair may still work out before it gives up (ready: -1 = no limit)
_firsts = {}  # type: dict  # beacon value * 128 + card value -> what their first step makes (this round)
_hx = {}  # type: dict  # beacon value -> its _near_of (this round)


def _cls(g, c):
    if g.is_ace(c):
        return 23
    v = g.value(c)
    return 22 if v == 100 else v


def _pair(g, kb, a, b):
    """Best distance (max _CAP: the draft counts no further) of {beacon class kb, a, b},
    Aces at their best. A missing entry makes its whole row (:func:`_row`)."""
    key = (g.target, kb, g.zp)
    if _pkey[0] != key:  # a new round: forget the old table
        _pkey[0] = key
        for i in range(_NC * _NC):
            _pairs[i] = 255
        _rows[0] = 0
        _firsts.clear()
        _hx.clear()
    d = _pairs[a * _NC + b]
    if d == 255:
        _row(g, kb, a)
        d = _pairs[a * _NC + b]
    return d


def _row(g, kb, a):
    """Make row ``a`` of the pair table (and its column): an Ace's row is the better of
    its rows at 1 and at 100. Counts one unit of :func:`ready`'s share per row made."""
    if _rows[0] >> a & 1:
        return
    if a == 23:
        _row(g, kb, 1)
        _row(g, kb, 22)
    if _left[0] == 0:
        raise _Later  # ready(): this tick's share of the table is made
    if _left[0] > 0:
        _left[0] -= 1
    if a == 23:
        row = bytearray(23)
        for i in range(23):
            u = _pairs[_NC + i]
            v = _pairs[22 * _NC + i]
            row[i] = u if u < v else v
    else:
        row = _value_row(g, kb, 100 if a == 22 else a)
    u = row[1]
    v = row[22]
    for b in range(_NC):
        d = row[b] if b < 23 else (u if u < v else v)
        _pairs[a * _NC + b] = _pairs[b * _NC + a] = d
    _rows[0] |= 1 << a


def _value_row(g, kb, y):
    """``row[i]``: the best distance (max _CAP) of {beacon, y, z} for z = i (0..21) and
    z = 100 (i = 22), the beacon at its best.

    Every calculation of three values makes a first step of two of them and combines
    its result r with the third, so the row is the best of three parts, each without a
    product or power that cannot land near the target (no big integers):

    * (beacon o y) o z: for each r, the z that land near come from ranges (:func:`_spread`);
    * (beacon o z) o y and (y o z) o beacon: a table of the r that land near with y (with
      the beacon) looked up for each z's first steps (:func:`_near_of`).
    """
    t = g.target
    zp = g.zp
    row = bytearray(23)
    for i in range(23):
        row[i] = _CAP
    hy = _near_of(y, t, zp)
    hyd = hy[0]
    for x in _vals(kb):
        hx = hy if x == y else _hx.get(x)
        if hx is None:  # the beacon's, kept for the round
            hx = _hx[x] = _near_of(x, t, zp)
        hxd = hx[0]
        hxm = hx[4]  # the largest |r| in hx's table
        for r in _firsts_of(x, y, zp):
            _spread(r, t, zp, row)
        for i in range(23):
            z = i if i < 22 else 100
            best = row[i]
            if best == 0:
                continue
            if y > 1:  # (beacon o z) o y: a plain table
                for r in _firsts_of(x, z, zp):
                    d = hyd.get(r, _CAP)
                    if d < best:
                        best = d
            else:
                for r in _firsts_of(x, z, zp):
                    d = _look(hy, y, r)
                    if d < best:
                        best = d
            # (y o z) o beacon: y + z, y - z, z - y, y × z, y ÷ z, z ÷ y, y ^ z, z ^ y (a
            # power only when it can be in hx's table: its r are at most hxm)
            if x > 1:  # a plain table
                for r in (y + z, y - z, z - y, y * z):
                    d = hxd.get(r, _CAP)
                    if d < best:
                        best = d
                if z and y % z == 0:
                    d = hxd.get(y // z, _CAP)
                    if d < best:
                        best = d
                if y and z % y == 0:
                    d = hxd.get(z // y, _CAP)
                    if d < best:
                        best = d
                if y > 1 and z > 1:
                    for r in (pow_within(y, z, zp, hxm), pow_within(z, y, zp, hxm)):
                        if r is not None:
                            d = hxd.get(r, _CAP)
                            if d < best:
                                best = d
                else:
                    for r in (op(y, z, 4, zp), op(z, y, 4, zp)):
                        if r is not None:
                            d = hxd.get(r, _CAP)
                            if d < best:
                                best = d
            else:
                for r in _first(y, z, zp):
                    d = _look(hx, x, r)
                    if d < best:
                        best = d
            row[i] = best
    return row


def _firsts_of(x, v, zp):
    """What the first step of the beacon's value ``x`` and ``v`` makes (kept this round)."""
    rs = _firsts.get(x * 128 + v)
    if rs is None:
        rs = _firsts[x * 128 + v] = _first(x, v, zp)
    return rs


def _look(h, c, r):
    """The best distance (max _CAP) of ``r`` combined with ``c`` by one step, from
    ``h = _near_of(c, ...)``."""
    d = h[0].get(r, _CAP)
    if c < 2:  # every r times 0, or to the power 0 (r != 0), or 1 to the power r (r >= 0)
        e = h[1]
        if e < d:
            d = e
        e = h[2]
        if r and e < d:
            d = e
        e = h[3]
        if r >= 0 and e < d:
            d = e
    return d


def _near_of(c, t, zp):
    """``(table, every, nonzero, nonneg, big)``: table[r] is the best distance below _CAP of
    a step combining r with the card value ``c`` (``c o r`` or ``r o c``, any operator);
    the next three hold for every r, every r != 0, every r >= 0 (``c`` 0 or 1); ``big``
    is the largest size of an r in the table."""
    h = {}
    lo = t - _CAP
    hi = t + _CAP
    m = (t if t > 0 else -t) + _CAP
    for x in range(lo + 1, hi):
        d = x - t if x >= t else t - x
        for r in (x - c, x + c, c - x):  # r + c, r - c, c - r
            if h.get(r, _CAP) > d:
                h[r] = d
        if c:
            if x % c == 0:  # r × c
                r = x // c
                if h.get(r, _CAP) > d:
                    h[r] = d
            r = x * c  # r ÷ c
            if h.get(r, _CAP) > d:
                h[r] = d
            if x and c % x == 0:  # c ÷ r
                r = c // x
                if h.get(r, _CAP) > d:
                    h[r] = d
    one = _CAP if t - 1 >= _CAP or 1 - t >= _CAP else (t - 1 if t >= 1 else 1 - t)
    every = nonzero = nonneg = _CAP
    if c == 0:
        every = t if 0 <= t < _CAP else _CAP  # r × 0 = 0 (and 0 ÷ r, 0 ^ r)
        nonzero = one  # r ^ 0 = 1
        if zp and one < h.get(0, _CAP):
            h[0] = one  # 0 ^ 0 = 1
    elif c == 1:
        nonneg = one  # 1 ^ r = 1
    else:
        for r in range(-1, 2):  # r ^ c: -1, 0, 1 give +-1 and 0
            x = pow_within(r, c, zp, m)
            if lo < x < hi:
                d = x - t if x >= t else t - x
                if h.get(r, _CAP) > d:
                    h[r] = d
        r = 2
        while r * r <= m:  # r ^ c and (-r) ^ c when it can land near
            x = r
            k = 1
            while k < c and x < hi:
                x *= r
                k += 1
            if x < hi:
                for k in (r, -r):
                    v = x if k > 0 or c % 2 == 0 else -x
                    if lo < v:
                        d = v - t if v >= t else t - v
                        if h.get(k, _CAP) > d:
                            h[k] = d
            r += 1
        r = 0
        while r <= 30:  # c ^ r, growing with r
            x = pow_within(c, r, zp, m)
            if x is None or x >= hi:
                break
            if x > lo:
                d = x - t if x >= t else t - x
                if h.get(r, _CAP) > d:
                    h[r] = d
            r += 1
    big = 0
    for r in h:
        if r > big or -r > big:
            big = r if r > 0 else -r
    return (h, every, nonzero, nonneg, big)


def _spread(r, t, zp, row):
    """``row[i]`` lowered to the distance of ``r`` combined with z (i's value: 0..21,
    100) by one step, where that lands nearer than it; z taken from ranges, not tried."""
    lo = t - _CAP
    hi = t + _CAP
    if -2 < r < 2:  # what r and z make: z + r, r - z, z - r, r × z, and a constant
        for i in range(23):
            z = i if i < 22 else 100
            best = row[i]
            for x in (z + r, r - z, z - r, r * z):
                if lo < x < hi:
                    d = x - t if x >= t else t - x
                    if d < best:
                        best = d
            if r == 0:  # z ^ 0 = 1 (z 0: only with 0^0 = 1; then 0 ^ 0 too)
                x = 1 if z or zp else None
            elif r == 1:  # 1 ^ z = 1
                x = 1
            else:  # (-1) ^ z
                x = -1 if z & 1 else 1
            if x is not None and lo < x < hi:
                d = x - t if x >= t else t - x
                if d < best:
                    best = d
            row[i] = best
        return
    if r > hi + 100 or r < -hi - 100:
        # too far for + and -, ×, z ÷ r and powers but r ^ 0 = 1, 0 and 1 ^ r = 1 (r > 0):
        # 0 and 1 for z 0 and 1, then r ÷ z
        for z in (0, 1):
            if r > 0 or z == 0:
                for x in (0, 1) if z == 0 else (1, r):
                    if lo < x < hi:
                        d = x - t if x >= t else t - x
                        if d < row[z]:
                            row[z] = d
        for i in range(1, 23):
            z = i if i < 22 else 100
            if r % z == 0:
                x = r // z
                if lo < x < hi:
                    d = x - t if x >= t else t - x
                    if d < row[i]:
                        row[i] = d
        return
    d = _near2(r, 100, t, zp, row[22])
    row[22] = d
    m = (t if t > 0 else -t) + _CAP
    # r + z, r - z, z - r: z in three ranges
    for z0, z1, k in ((lo + 1 - r, hi - r, 0), (r - hi + 1, r - lo, 1), (lo + 1 + r, hi + r, 2)):
        if z0 < 0:
            z0 = 0
        if z1 > 22:
            z1 = 22
        for z in range(z0, z1):
            x = r + z if k == 0 else (r - z if k == 1 else z - r)
            d = x - t if x >= t else t - x
            if d < row[z]:
                row[z] = d
    # r × z: z 0 makes 0, else z in a range
    if lo < 0 < hi and t < row[0]:
        row[0] = t
    if r > 0:
        z0 = -((-lo - 1) // r)
        z1 = (hi - 1) // r + 1
    else:
        z0 = -((1 - hi) // r)
        z1 = (lo + 1) // r + 1
    for z in range(z0 if z0 > 1 else 1, z1 if z1 < 22 else 22):
        x = r * z
        d = x - t if x >= t else t - x
        if d < row[z]:
            row[z] = d
    # r ÷ z: z divides r (|r| >= 2, so z <= |r|)
    a = r if r > 0 else -r
    for z in range(1, a + 1 if a < 22 else 22):
        if r % z == 0:
            x = r // z
            if lo < x < hi:
                d = x - t if x >= t else t - x
                if d < row[z]:
                    row[z] = d
    # z ÷ r: z a multiple of r
    for z in range(0, 22, a):
        x = z // r
        if lo < x < hi:
            d = x - t if x >= t else t - x
            if d < row[z]:
                row[z] = d
    # r ^ z: 1, r, then growing while it can land near
    x = 1
    z = 0
    while z < 22:
        if lo < x < hi:
            d = x - t if x >= t else t - x
            if d < row[z]:
                row[z] = d
        if (x if x > 0 else -x) > m // a:
            break
        x *= r
        z += 1
    # z ^ r (r >= 2): 0, 1, then growing with z
    if r > 0:
        for z in range(22):
            x = pow_within(z, r, zp, m)
            if x is None or x >= hi:
                break
            if x > lo:
                d = x - t if x >= t else t - x
                if d < row[z]:
                    row[z] = d


def _near2(r, c, t, zp, cap):
    """min(``cap``, the distance to ``t`` of ``r`` combined with ``c`` by one step)."""
    lo = t - cap
    hi = t + cap
    m = (t if t > 0 else -t) + cap
    best = cap
    for x in (r + c, r - c, c - r):
        if lo < x < hi:
            d = x - t if x >= t else t - x
            if d < best:
                best = d
    if r == 0 or c == 0:
        p = 0
    elif (r if r > 0 else -r) <= m // (c if c > 0 else -c):
        p = r * c
    else:
        p = None
    for x in (
        p,
        r // c if c and r % c == 0 else None,
        c // r if r and c % r == 0 else None,
        pow_within(r, c, zp, m),
        pow_within(c, r, zp, m),
    ):
        if x is not None and lo < x < hi:
            d = x - t if x >= t else t - x
            if d < best:
                best = d
    return best


class _Later(Exception):
    """A draft decision that needs more of the pair table than :func:`ready` may make."""


def ready(g, n, lv):
    """True when seat ``g.to_move()``, drafting at level ``lv``, can decide at once: its
    decision finds every pair table row it reads made, after at most ``n`` more are
    worked out now; False when more are missing (those ``n`` are made: the next call
    goes on). See :func:`engine.ai.navigator.ready`."""
    _left[0] = n
    try:
        draft(g, g.to_move(), lv)
    except _Later:
        return False
    finally:
        _left[0] = -1
    return True


_wpos = [0]  # warm: the next pair table row to look at (0 once the round changes)


def warm(g, n):
    """Work out up to ``n`` more rows of the round's pair table ahead of the draft (the
    play screen calls it on idle ticks: while a computer's move waits its delay, or the
    person thinks); True once the table is full or there is nothing to prepare.

    The first draft decision of a round otherwise makes several rows at once. Rows are
    the same whenever they are made, so warming changes no decision: it only moves the
    work to where the board waits anyway.
    """
    if g.beacon < 0 or not (g.phase == nav.PH_MAP or g.phase == nav.PH_DRAFT):
        return True
    kb = _cls(g, g.beacon)
    if _pkey[0] != (g.target, kb, g.zp):
        _pair(g, kb, 0, 0)  # a new round: the table starts over (and its first row)
        _wpos[0] = 0
        n -= 1
    a = _wpos[0]
    while n > 0 and a < _NC:
        if not _rows[0] >> a & 1:
            _row(g, kb, a)
            n -= 1
        a += 1
    _wpos[0] = a
    return a >= _NC


def _first(a, b, zp):
    """The distinct values one step makes of card values ``a`` and ``b`` (>= 0: either
    order, any operator)."""
    out = [a + b]
    for r in (a - b, b - a, a * b):
        if r not in out:
            out.append(r)
    if b and a % b == 0:
        r = a // b
        if r not in out:
            out.append(r)
    if a and b % a == 0:
        r = b // a
        if r not in out:
            out.append(r)
    for r in (op(a, b, 4, zp), op(b, a, 4, zp)):
        if r is not None and r not in out:
            out.append(r)
    return out


def _vals(k):
    return (1, 100) if k == 23 else ((100,) if k == 22 else (k,))


def _unseen(g, s):
    """Counts per value class of the cards seat ``s`` has not seen."""
    seen = bytearray(g.size)
    for c in g.packets[s] + g.mem[s] + g.tcards + [g.beacon]:
        seen[c] = 1
    counts = [0] * _NC
    for c in range(g.size):
        if not seen[c]:
            counts[_cls(g, c)] += 1
    return counts


def draft(g, s, lv):
    """The draft pick (a card, or ``LOCK`` + card) of seat ``s`` at level ``lv``."""
    pk = sorted(g.packets[s])
    if lv == "easy":
        return g.ai_rng().choice(pk)
    kb = _cls(g, g.beacon)
    kept = [_cls(g, c) for c in g.mem[s]]
    locked = _cls(g, g.hot[s]) if g.hot[s] >= 0 else -1
    unseen = _unseen(g, s)
    future = 3 - len(kept) if lv == "hard" else 0
    best = None
    for c in pk:
        sc = _score(g, kb, kept + [_cls(g, c)], locked, unseen, future)
        if best is None or sc < best[0]:
            best = (sc, c)
    c = best[1]
    if g.pick == 1 and g.opt("hotshot") and lv == "hard" and _lock(g, kb, _cls(g, c), unseen):
        return nav.LOCK + c
    return c


def _score(g, kb, mem, locked, unseen, future):
    """Expected min(final distance, _CAP), times the unseen count (lower is better).

    Pairs held count as they are; each of ``future`` cards to come is taken as
    a random unseen card pairing with one held card.
    """
    total = sum(unseen)
    cur = _CAP
    n = len(mem)
    for i in range(n):
        for j in range(i + 1, n):
            if locked < 0 or locked == mem[i] or locked == mem[j]:
                cur = min(cur, _pair(g, kb, mem[i], mem[j]))
    if future == 0 and n >= 2:
        return cur * total
    miss = [0] * _CAP  # unseen cards after which every new pair is still above t
    for k in range(_NC):
        if unseen[k]:
            gd = _CAP
            for x in mem:
                if locked < 0 or locked == x or locked == k:
                    gd = min(gd, _pair(g, kb, x, k))
            for t in range(gd):
                miss[t] += unseen[k]
    r = future if future > 0 else 1
    sc = 0
    for t in range(cur):  # E[min(D, CAP)] = sum over t of P(D > t)
        sc += miss[t] ** r * total // total**r
    return sc


def _lock(g, kb, k, unseen):
    """Lock when the card and the beacon miss an exact hit in 3 draws <= 10% of the time."""
    total = sum(unseen)
    miss = total - sum([unseen[u] for u in range(_NC) if unseen[u] and _pair(g, kb, k, u) == 0])
    return miss**3 * 10 <= total**3
