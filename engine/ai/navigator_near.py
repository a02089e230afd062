# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.navigator_near`
==========================

Navigator's bounded 3-value search: :func:`best3_within`, the exact solver's
:func:`engine.ai.navigator_solver.best3` for a search that only needs a value nearer
than one it already has (the computer's set choice, :func:`engine.ai.navigator.plan`).
A part of the computer kept apart so each file compiles in a small heap.
"""

from engine.games.navigator_calc import op

_SECOND = (0, 1, 3, 4, 6, 8)  # second-step forms (k below) that ``nops`` operators allow


def best3_within(v, target, zero_pow, nops, cap):
    """:func:`best3` when its value lands less than ``cap`` from ``target``, else None.

    The same values in less time, for a search that only needs a value nearer than
    one it already has: each first step is worked out once per distinct result, the
    second step inline, and a product or power only when it can land that near (no big
    integers: ``m`` bounds every value inside the window).
    """
    lo = target - cap
    hi = target + cap
    m = (target if target > 0 else -target) + cap
    bv = None
    bd = cap
    for p in range(3):
        a = v[p - 2]
        b = v[p - 1]
        c = v[p]
        firsts = []
        for o in range(nops * 2):
            r = op(a, b, o >> 1, zero_pow) if o & 1 == 0 else op(b, a, o >> 1, zero_pow)
            if r is None or r in firsts:
                continue
            firsts.append(r)
            # r + c, r - c, c - r; then r × c, r ÷ c, c ÷ r, r ^ c, c ^ r as nops allows
            for k in range(_SECOND[nops]):
                if k == 0:
                    x = r + c
                elif k == 1:
                    x = r - c
                elif k == 2:
                    x = c - r
                elif k == 3:
                    if r == 0 or c == 0:
                        x = 0
                    elif (r if r > 0 else -r) <= m // (c if c > 0 else -c):
                        x = r * c
                    else:
                        continue
                elif k == 4:
                    if c == 0 or r % c:
                        continue
                    x = r // c
                elif k == 5:
                    if r == 0 or c % r:
                        continue
                    x = c // r
                else:
                    x = pow_within(r, c, zero_pow, m) if k == 6 else pow_within(c, r, zero_pow, m)
                    if x is None:
                        continue
                if lo < x < hi:
                    d = x - target if x >= target else target - x
                    if d < bd or (d == bd and x < bv):
                        if d == 0:
                            return x  # nothing beats the target itself
                        bv = x
                        bd = d
    return bv


def pow_within(a, b, zero_pow, m):
    """``op(a, b, POW)``, or None when it is more than ``m`` in size (not formed); the
    cheap cases (an exponent 0 or 1, a base 0, 1 or -1) come as they are, whatever
    their size.

    Every caller only keeps a value within ``m`` of 0, so a power is multiplied out
    only while it stays that small (``op`` goes on to its bound of 10**9: up to 30
    products for a value no caller keeps).
    """
    if b < 0:
        return None
    if b == 0:
        return None if a == 0 and not zero_pow else 1
    if b == 1 or a == 0 or a == 1:
        return a
    if a == -1:
        return -1 if b & 1 else 1
    n = a if a > 0 else -a
    if n > m // n:
        return None  # |a| ** b >= a * a > m
    r = n * n
    k = b - 2
    while k:
        if r > m // n:
            return None
        r *= n
        k -= 1
    return -r if a < 0 and b & 1 else r
