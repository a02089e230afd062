# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.navigator_witness`
=============================

The calculation behind a value of 4 or more values, found by working back from the
value (:func:`tree`): the same expression tree as :meth:`Solver.tree
<engine.ai.navigator_solver.Solver.tree>`, the first one its search meets, without
running that search up to it. A part of its own, imported by the solver only for
calculations of four values or more.

The search meets the calculations of a mask split by split, then (for each split
``big``/``small``) value ``a`` of ``big`` in the order ``big`` makes them, value ``b``
of ``small`` in its list's order, then operator and order of the operands. Instead of
making every ``a o b`` until one equals the value, one side is walked (the shorter)
and each operator is undone: ``a + b = x`` leaves one ``a``, ``a ^ b = x`` one or two
roots. What is left is looked up in the other side's list (a value of four values or
more: where the search first makes it, found the same way), and the earliest place
wins: the same calculation as the forward search.
"""

from engine.games.navigator_calc import ADD, BOUND, DIV, MUL, SUB, op, popcount

_ANY = 0  # undo(): every value of the other side may do (a zero, a one): they are tried


def whole(s, x):
    """The expression tree of solver ``s``'s first calculation of all its values that
    makes ``x`` (None when none does): :meth:`Solver.tree <engine.ai.navigator_solver.
    Solver.tree>` for the whole set. The solver's budget does not cut it short."""
    budget = s.budget
    s.budget = 0  # what is looked up is made in full (the lists of 3 values, a search)
    try:
        return tree(s, (1 << s.n) - 1, x)
    finally:
        s.budget = budget


def tree(s, mask, x):
    """:meth:`Solver.tree` of solver ``s`` for ``mask`` and value ``x`` (None when the
    values of ``mask`` do not make ``x``): a leaf index or ``(op, left, right)``."""
    if mask & (mask - 1) == 0:
        return _bit(mask) if s.vals[_bit(mask)] == x else None
    f = _find(s, mask, x)
    if f is None:
        return None
    o, orient, big, a, small, b = f[1:]
    if orient:
        return (o, tree(s, small, b), tree(s, big, a))
    return (o, tree(s, big, a), tree(s, small, b))


def _find(s, mask, x):
    """Where the search of ``mask`` first makes ``x``: ``(key, o, orient, big, a, small,
    b)``, ``key`` ordering the places (``(split, key of a, index of b, 2 * o + orient)``),
    or None when ``x`` is not made."""
    si = 0
    for big, small in s._pairs(mask):
        f = _split(s, big, small, x)
        if f is not None:
            k, o, orient, a, b = f
            return ((si,) + k, o, orient, big, a, small, b)
        si += 1
    return None


def _key(s, mask, x):
    """The place of value ``x`` in the values ``mask`` makes, in the order the search
    meets them (an index for 3 values or fewer), or None when not made."""
    if popcount(mask) <= 3:
        r = s.reach(mask)
        return r.index(x) if x in r else None
    f = _find(s, mask, x)
    return None if f is None else f[0]


def _split(s, big, small, x):
    """The earliest ``(key, o, orient, a, b)`` of split ``big``/``small`` making ``x``
    (``key`` = ``(key of a, index of b, 2 * o + orient)``), or None."""
    nops = s.nops
    zp = s.zp
    sl = s.reach(small)
    bl = s.reach(big) if popcount(big) <= 3 else None
    best = None
    if bl is not None and len(bl) < len(sl):
        # walk big's values in order: the first a with a hit is the earliest
        for ia in range(len(bl)):
            a = bl[ia]
            for o in range(nops):
                for orient in (0, 1) if o == SUB or o >= DIV else (0,):
                    # orient 0: a o b = x (b on the right); 1: b o a = x (b on the left)
                    if o == ADD:  # the commonest undone inline
                        us = (x - a,)
                    elif o == SUB:
                        us = (x + a,) if orient else (a - x,)
                    else:
                        us = _undo(x, a, o, orient == 1, zp)
                    if us is _ANY:
                        us = sl
                    for b in us:
                        if b in sl and (op(b, a, o, zp) if orient else op(a, b, o, zp)) == x:
                            k = (ia, sl.index(b), 2 * o + orient)
                            if best is None or k < best[0]:
                                best = (k, o, orient, a, b)
            if best is not None:
                return best
        return None
    # walk small's values: each a left is placed in big (its list, or its own search)
    for ib in range(len(sl)):
        b = sl[ib]
        for o in range(nops):
            for orient in (0, 1) if o == SUB or o >= DIV else (0,):
                # orient 0: a o b = x (a on the left); 1: b o a = x (a on the right)
                if o == ADD:  # the commonest undone inline
                    us = (x - b,)
                elif o == SUB:
                    us = (b - x,) if orient else (x + b,)
                else:
                    us = _undo(x, b, o, orient == 0, zp)
                if us is _ANY:
                    us = bl if bl is not None else _first_ok(s, big, x, b, o, orient)
                for a in us:
                    if bl is not None and a not in bl:
                        continue  # (looked up first: the cheaper test)
                    if (op(b, a, o, zp) if orient else op(a, b, o, zp)) != x:
                        continue
                    if bl is not None:
                        ka = bl.index(a)
                    else:
                        ka = _key(s, big, a)
                        if ka is None:
                            continue
                    k = (ka, ib, 2 * o + orient)
                    if best is None or k < best[0]:
                        best = (k, o, orient, a, b)
                    if us is bl:
                        break  # big's list walked in order: its later values come later
    return best


def _first_ok(s, big, x, b, o, orient):
    """The first value ``a`` that ``big`` (4 values or more) makes with ``a o b = x``
    (``b o a`` when ``orient``), as a list of it or none: the search itself, where any
    value but a few would do (a product by zero, a power of one)."""
    for a in s._gen(big):
        if (op(b, a, o, s.zp) if orient else op(a, b, o, s.zp)) == x:
            return [a]
    return []


def _undo(x, k, o, left, zp):
    """The values ``u`` with ``u o k = x`` (``left``) or ``k o u = x``: a list (each to
    be checked by :func:`op`, which bounds every step), or ``_ANY`` when most values
    would do."""
    if o == ADD:
        return [x - k]
    if o == SUB:
        return [x + k] if left else [k - x]
    if o == MUL:
        if k == 0:
            return _ANY if x == 0 else []
        return [x // k] if x % k == 0 else []
    if o == DIV:
        if left:  # u // k = x, exact: u = x * k, when that is not past the bound
            if k == 0 or (x if x > 0 else -x) > BOUND // (k if k > 0 else -k):
                return []
            return [x * k]
        if x == 0:  # k // u = 0, exact: k is 0 and any u but 0
            return _ANY if k == 0 else []
        return [k // x] if k % x == 0 else []
    if left:  # u ^ k = x
        if k < 0:
            return []
        if k == 0:
            return _ANY if x == 1 else []
        return _roots(x, k)
    # k ^ u = x: u >= 0
    if k == 0 or k == 1 or k == -1:
        return _ANY if x == 0 or x == 1 or x == -1 else []
    if x == 1:
        return [0]
    m = x if x > 0 else -x
    ak = k if k > 0 else -k
    p = k
    u = 1
    while u <= 30:  # |k| >= 2: |k ** u| grows, one u at most
        if p == x:
            return [u]
        if (p if p > 0 else -p) > m // ak:
            break  # the next power is past x (and no big integer is formed)
        p *= k
        u += 1
    return []


def _roots(x, k):
    """The integers ``r`` with ``r ** k == x`` (``k`` >= 1), no big integers."""
    if k == 1:
        return [x]
    if x == 0 or x == 1:
        return [x, -x] if x and k % 2 == 0 else [x]
    if x == -1:
        return [-1] if k % 2 else []
    m = x if x > 0 else -x
    if (x < 0 and k % 2 == 0) or k > 30:
        return []  # an even power is not negative; 2 ** 31 is past the bound
    lo = 1  # the root of m by halving: lo ** k <= m < hi ** k
    hi = 2
    while _pow_le(hi, k, m):
        lo = hi
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _pow_le(mid, k, m):
            lo = mid
        else:
            hi = mid
    if not _pow_eq(lo, k, m):
        return []
    if x < 0:
        return [-lo]
    return [lo, -lo] if k % 2 == 0 else [lo]


def _pow_le(r, k, m):
    """``r ** k <= m`` for ``r`` >= 1, without forming a power past ``m``."""
    p = 1
    while k:
        if p > m // r:
            return False
        p *= r
        k -= 1
    return True


def _pow_eq(r, k, m):
    p = 1
    while k:
        p *= r
        k -= 1
    return p == m


def _bit(m):
    i = 0
    while not m & 1:
        m >>= 1
        i += 1
    return i
