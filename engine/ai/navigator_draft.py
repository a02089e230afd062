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

_CAP = 10  # draft scores count distances up to this
_NC = 24  # value classes for the pair table: 0..21, 22 = 100, 23 = a 1-or-100 Ace

# best distance of {beacon, a, b}, capped, 255 = unknown: one place per pair a <= b, at
# _at[a] + b (300 bytes: a block a fragmented heap still has when the module loads)
_pairs = bytearray(_NC * (_NC + 1) // 2)
_at = tuple([a * _NC - a * (a + 1) // 2 for a in range(_NC)])
_pkey = [None]
_left = [-1]  # entries _pair may still work out before it gives up (ready: -1 = no limit)
_firsts = {}  # type: dict  # beacon value * 128 + card value -> what their first step makes (this round)


def _cls(g, c):
    if g.is_ace(c):
        return 23
    v = g.value(c)
    return 22 if v == 100 else v


def _pair(g, kb, a, b):
    """Best distance (max _CAP: the draft counts no further) of {beacon class kb, a, b},
    Aces at their best."""
    _round(g, kb)
    i = _at[a] + b if a <= b else _at[b] + a
    d = _pairs[i]
    if d == 255:
        if _left[0] == 0:
            raise _Later  # ready(): this tick's share of the table is made
        if _left[0] > 0:
            _left[0] -= 1
        d = _CAP
        t = g.target
        for x in _vals(kb):
            for y in _vals(a):
                for z in _vals(b):
                    d = _near3(x, y, z, t, g.zp, d)
        _pairs[i] = d
    return d


def _round(g, kb):
    """Start the pair table over when the round (its target, beacon, 0^0) is new."""
    key = (g.target, kb, g.zp)
    if _pkey[0] != key:  # a new round: forget the old table
        _pkey[0] = key
        for i in range(len(_pairs)):
            _pairs[i] = 255
        _firsts.clear()


class _Later(Exception):
    """A draft decision that needs more of the pair table than :func:`ready` may make."""


def ready(g, n, lv):
    """True when seat ``g.to_move()``, drafting at level ``lv``, can decide at once: its
    decision finds every pair table entry it reads made, after at most ``n`` more are
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


_wpos = [0]  # warm: the next pair table entry to look at (0 once the round changes)


def warm(g, n):
    """Work out up to ``n`` more entries of the round's pair table ahead of the draft
    (the play screen calls it on idle ticks: while a computer's move waits its delay, or
    the person thinks); True once the table is full or there is nothing to prepare.

    The first draft decision of a round otherwise fills up to fifty entries at once
    (about 0.15 s on a Pico). Entries are the same whenever they are made, so warming changes
    no decision: it only moves the work to where the board waits anyway.
    """
    if g.beacon < 0 or not (g.phase == nav.PH_MAP or g.phase == nav.PH_DRAFT):
        return True
    kb = _cls(g, g.beacon)
    if _pkey[0] != (g.target, kb, g.zp):
        _pair(g, kb, 0, 0)  # a new round: the table starts over (and its first entry)
        _wpos[0] = 0
    i = _wpos[0]
    while n > 0 and i < _NC * _NC:
        a = i // _NC
        b = i % _NC
        i += 1
        if a <= b and _pairs[_at[a] + b] == 255:
            _pair(g, kb, a, b)
            n -= 1
    _wpos[0] = i
    return i >= _NC * _NC


def _near3(u, v, w, t, zp, cap):
    """min(``cap``, the distance to ``t`` of the closest value ``u``, ``v``, ``w`` make).

    As :func:`engine.ai.navigator_solver.best3` with all five operators, but only a
    distance below ``cap`` counts: the second step is worked out inline and a product
    or power is formed only when it can land that near (no big integers). ``u`` is the
    beacon's value: what its first steps with ``v`` or ``w`` make is kept in
    ``_firsts`` (cleared with the round by :func:`_pair`, its only caller).

    The hot loop of the draft (a round's table is up to 300 calls), so: the three
    values are cards (never negative: ``c >= 0``); every value is tested once against
    the window ``lo < x < hi`` of the values nearer than the best so far, which
    narrows as the best does (no separate distance test); a first value too big for
    any second step to land (beyond ``far``) is passed over; nothing is allocated per
    value. Only the distance comes back, so the order of the tests does not matter.
    """
    best = cap
    m = (t if t > 0 else -t) + cap  # |a value| that can land within cap
    if cap < _CAP:  # (an Ace's second value: the round's bound serves)
        mt = m - cap + _CAP
    else:
        mt = m
    if _pw[0] != mt:  # (the same all round)
        _powers(mt)
    q = _pw[1]  # |r| ^ c (c >= 2) is more than m when |r| > q
    em = _pw[2]  # n ^ e (2 <= n <= q) is at most m when e <= em[n]
    for p in range(3):  # which value comes last: u is the beacon's, kept for the round
        if p == 0:
            c = w
        elif p == 1:
            c = v
        else:
            c = u
        # With c >= 2, a first value r beyond far lands nowhere: r ± c and r × c are
        # more than m from 0, so is r ÷ c (exact or not allowed), c ÷ r is not exact,
        # and both powers are bigger still.
        far = (m + 1) * c if c > 1 else 1000000000  # (10**9 bounds every value)
        cr = c <= q  # c ^ r (r >= 2) is c * c or more
        mc = m // c if c else 0  # r × c (c > 0) can land only when |r| <= mc
        dlo = (t - cap) * c  # r ÷ c can land only when r is between these
        dhi = (t + cap) * c
        cd = t - cap < c and t + cap > -c  # c ÷ r (at most c in size) can land
        if p == 0:
            rs = _firsts.get(u * 128 + v)
            if rs is None:
                rs = _firsts[u * 128 + v] = _first(u, v, zp)
        elif p == 1:
            rs = _firsts.get(u * 128 + w)
            if rs is None:
                rs = _firsts[u * 128 + w] = _first(u, w, zp)
        else:
            rs = _first(v, w, zp, far)
        if c > 1:
            best = _land(rs, c, t, best, far, cr, mc, dlo, dhi, cd, q, em)
        else:
            best = _land01(rs, c, t, best, zp)
        if best == 0:
            return 0
    return best


def _land(rs, c, t, best, far, cr, mc, dlo, dhi, cd, q, em):
    """The least distance to ``t`` below ``best`` of ``r o c`` for each first value ``r``
    of ``rs`` and each operator, for a last value ``c`` of 2 or more (``best`` if none
    is nearer; 0 at once): the inner loop of :func:`_near3`, which passes what ``c``
    bounds (a function of its own: the board loads each in a block of its own)."""
    # One loop on purpose: the draft's hottest (a second pass for the powers cost the
    # VM more: docs/BENCH.md, "Hot loops split"); c = 0 and 1 go to ``_land01``
    lo = t - best
    hi = t + best
    # each x below is r o c; inside the window it is the best so far (0: done)
    for r in rs:
        if r > far or r < -far:
            continue
        x = r + c
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        x = r - c
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        x = c - r
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        if -mc <= r <= mc:
            x = r * c
            if lo < x < hi:
                best = x - t if x >= t else t - x
                if best == 0:
                    return 0
                lo = t - best
                hi = t + best
        if dlo < r < dhi and r % c == 0:
            x = r // c
            if lo < x < hi:
                best = x - t if x >= t else t - x
                if best == 0:
                    return 0
                lo = t - best
                hi = t + best
        if cd and r and c % r == 0:
            x = c // r
            if lo < x < hi:
                best = x - t if x >= t else t - x
                if best == 0:
                    return 0
                lo = t - best
                hi = t + best
        # powers: only a base and an exponent of 2 or more multiply out (the rest
        # make 1, -1, or a value seen above: 0 ^ c = r × c, c ^ 1 = r × c, r ^ 1)
        if r > 1 or r < -1:
            n = r if r > 0 else -r
            if n <= q and c <= em[n]:
                x = n**c  # (at most m: no big integer)
                if r < 0 and c & 1:
                    x = -x
                if lo < x < hi:
                    best = x - t if x >= t else t - x
                    if best == 0:
                        return 0
                    lo = t - best
                    hi = t + best
            if cr and r > 1 and r <= em[c]:
                x = c**r
                if lo < x < hi:
                    best = x - t if x >= t else t - x
                    if best == 0:
                        return 0
                    lo = t - best
                    hi = t + best
            continue
        x = -1 if r == -1 and c & 1 else 1  # (-1) ^ c (c ^ -1 is not allowed), 1 ^ c, c ^ 0
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
    return best


def _land01(rs, c, t, best, zp):
    """:func:`_land` for a last value ``c`` of 0 or 1: each operator makes r + c, r - c,
    c - r, r (c = 1) or 0 (c = 0), or 1; nothing multiplies out, so nothing is bounded."""
    lo = t - best
    hi = t + best
    for r in rs:
        x = r + c
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        x = r - c
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        x = c - r
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        x = r if c else 0  # r × 1, r ÷ 1, r ^ 1 (1 ÷ ±1 too); r × 0, 0 ÷ r
        if lo < x < hi:
            best = x - t if x >= t else t - x
            if best == 0:
                return 0
            lo = t - best
            hi = t + best
        if r >= 0 if c else r or zp:  # 1 ^ r, r ^ 0 (0 ^ 0 only with the option)
            if lo < 1 < hi:
                best = 1 - t if 1 >= t else t - 1
                if best == 0:
                    return 0
                lo = t - best
                hi = t + best
    return best


_pw = [-1, 0, b""]  # (_near3) m, the largest q with q * q <= m, the exponents


def _powers(m):
    """Make ``_pw`` for the bound ``m``: q, the largest base whose square is at most
    ``m``, and for each base n (2..q) the largest exponent e with n ^ e <= m (a few
    bytes, made once a round): _near3 forms a power only when it stays that small."""
    q = 1
    while (q + 1) * (q + 1) <= m:
        q += 1
    em = bytearray(q + 1)
    for n in range(2, q + 1):
        x = n * n
        e = 2
        while x <= m // n:
            x *= n
            e += 1
        em[n] = e
    _pw[0] = m
    _pw[1] = q
    _pw[2] = em


def _first(a, b, zp, far=1000000000):
    """The distinct values one step makes of cards ``a`` and ``b`` (either order, any
    operator); a power only when it is at most ``far`` in size (:func:`_near3` passes
    over a bigger one)."""
    out = [a + b]
    if b:
        out.append(a - b)  # (a - b = a + b when b is 0)
    if a and a != b:
        out.append(b - a)  # (b - a = a + b when a is 0, = a - b when a = b)
    x = a * b
    if x not in out:
        out.append(x)
    if b and a % b == 0:
        x = a // b
        if x not in out:
            out.append(x)
    if a and b % a == 0:
        x = b // a
        if x not in out:
            out.append(x)
    if a > 1 and b > 1:  # (the other powers are 0, 1, a or b: below)
        for x in (pow_within(a, b, zp, far), pow_within(b, a, zp, far)):
            if x is not None and x not in out:
                out.append(x)
        return out
    # a or b is 0 or 1: a ^ b and b ^ a are 1 (x ^ 0, 1 ^ x), 0 (0 ^ x: 0 × x) or the
    # other card (x ^ 1: x × 1); 0 ^ 0 only with the option
    if (a or b or zp) and 1 not in out:
        out.append(1)
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
    _round(g, kb)  # (_score reads the table itself)
    # The cards in the order of the entries their rows still miss (ties: as sorted): a
    # card whose score is made of entries at hand bounds the others' (fewer made).
    order = []
    for i in range(len(pk)):
        k = _cls(g, pk[i])
        miss = 0
        for u in range(_NC):
            if unseen[u] and _pairs[_at[k] + u if k <= u else _at[u] + k] == 255:
                miss += 1
        order.append(miss * 16 + i)  # (a packet holds fewer than 16 cards)
    order.sort()
    best = None  # (score, place in pk)
    done = []  # classes scored: a card of the same class scores the same
    for o in order:
        i = o % 16
        k = _cls(g, pk[i])
        if k in done:
            continue  # (an earlier card of its class, scored or to be scored, wins a tie)
        done.append(k)
        # The best is the least score, a tie kept by the card first in pk; a score is
        # worked out only as far as it can still be the best (fewer entries made).
        if best is None:
            lim = -1
        else:
            lim = best[0] + 1 if i < best[1] else best[0]
        sc = _score(g, kb, kept + [k], locked, unseen, future, lim)
        if best is None or sc < best[0] or (sc == best[0] and i < best[1]):
            best = (sc, i)
    c = pk[best[1]]
    if g.pick == 1 and g.opt("hotshot") and lv == "hard" and _lock(g, kb, _cls(g, c), unseen):
        return nav.LOCK + c
    return c


def _score(g, kb, mem, locked, unseen, future, limit=-1):
    """Expected min(final distance, _CAP), times the unseen count (lower is better).

    Pairs held count as they are; each of ``future`` cards to come is taken as
    a random unseen card pairing with one held card. With ``limit`` (>= 0), a score
    found to be at least ``limit`` may come back as any such value, with fewer
    entries of the pair table made: the score only grows with each unseen class
    counted, so the classes whose entries are made count first, and a missing entry
    is made only while the score so far is below ``limit``.
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
    r = future if future > 0 else 1
    counted = 0  # bit k: class k is in miss
    for made in (1, 0):  # the classes whose entries are all made first, then the rest
        for k in range(_NC):
            if unseen[k] and not counted >> k & 1:
                gd = _CAP
                for x in mem:
                    if locked < 0 or locked == x or locked == k:
                        d = _pairs[_at[x] + k if x <= k else _at[k] + x]
                        if d == 255:
                            if made:
                                break  # (counted on the second pass)
                            if limit >= 0 and _sum(miss, cur, r, total) >= limit:
                                return _sum(miss, cur, r, total)
                            d = _pair(g, kb, x, k)
                        if d < gd:
                            gd = d
                else:
                    counted |= 1 << k
                    for t in range(gd):
                        miss[t] += unseen[k]
    return _sum(miss, cur, r, total)


def _sum(miss, cur, r, total):
    """The score of :func:`_score` from its ``miss`` counts: at least as big with more
    unseen classes counted (each term grows with ``miss``)."""
    sc = 0
    for t in range(cur):  # E[min(D, CAP)] = sum over t of P(D > t)
        sc += miss[t] ** r * total // total**r
    return sc


def _lock(g, kb, k, unseen):
    """Lock when the card and the beacon miss an exact hit in 3 draws <= 10% of the time."""
    total = sum(unseen)
    miss = total - sum([unseen[u] for u in range(_NC) if unseen[u] and _pair(g, kb, k, u) == 0])
    return miss**3 * 10 <= total**3
