# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.navigator_four`
==========================

Navigator's bounded search of four values (:func:`best4_within`): the computer's set
choice when a set holds four values (a phantom, a forced Override). A part of its own,
imported only when such a set is weighed (the default game never loads it), so that the
solver's part stays as small as before.
"""

from engine.ai.navigator_near import pow_within
from engine.games.navigator_calc import DIV, SUB, op


def best4_within(v, target, zero_pow, nops, cap):
    """The value of 4 values ``v`` closest to ``target`` (ties: the lower) when it lands
    less than ``cap`` from it, else None: :meth:`Solver.best`'s value for a search that
    only needs one nearer than it has (the computer's set choice).

    Every calculation of four values ends in (three of them) o (the fourth) or (two) o
    (two); only a value that can still land within ``cap`` is kept of the three (a
    bound from the fourth: no big integers), and the last step is worked out inline.
    """
    lo = target - cap
    hi = target + cap
    m = (target if target > 0 else -target) + cap
    bv = None
    bd = cap
    for i in range(4):
        y = v[i]
        if y in v[:i]:
            continue  # the same fourth value: the same values
        p = [v[k] for k in range(4) if k != i]
        # what (three) o y can use: within b (÷ y reaches y × m; 300 keeps a nonzero
        # sum of three cards for × 0 and ^ 0)
        b = m * (y if y > 1 else 1) + y
        if b < 300:
            b = 300
        xs = []
        for q in range(3):
            a1 = p[q - 2]
            a2 = p[q - 1]
            c = p[q]
            for r in _firsts(a1, a2, nops, zero_pow):
                for x in _firsts(r, c, nops, zero_pow, b):
                    if -b <= x <= b and x not in xs:
                        xs.append(x)
        for x in xs:
            for k in _lasts(x, y, nops, zero_pow, m):
                if lo < k < hi:
                    d = k - target if k >= target else target - k
                    if d < bd or (d == bd and k < bv):
                        bv = k
                        bd = d
                        if d == 0:
                            return k
    for j in (1, 2, 3):  # v[0] with v[j], the other two together
        rest = [v[k] for k in (1, 2, 3) if k != j]
        f2 = _firsts(rest[0], rest[1], nops, zero_pow)
        for x in _firsts(v[0], v[j], nops, zero_pow):
            for y in f2:
                for k in _lasts(x, y, nops, zero_pow, m):
                    if lo < k < hi:
                        d = k - target if k >= target else target - k
                        if d < bd or (d == bd and k < bv):
                            bv = k
                            bd = d
                            if d == 0:
                                return k
    return bv


def _firsts(a, b, nops, zp, bound=0):
    """The values one step makes of ``a`` and ``b`` (either order, ``nops`` operators);
    with ``bound``, a product or power only when it is at most that big."""
    out = []
    for o in range(nops):
        if bound and (o == 2 or o == 4):
            if o == 2:
                if a == 0 or b == 0:
                    r = 0
                elif (a if a > 0 else -a) <= bound // (b if b > 0 else -b):
                    r = a * b
                else:
                    continue
                out.append(r)
            else:
                for r in (pow_within(a, b, zp, bound), pow_within(b, a, zp, bound)):
                    if r is not None:
                        out.append(r)
            continue
        r = op(a, b, o, zp)
        if r is not None:
            out.append(r)
        if o == SUB or o >= DIV:
            r = op(b, a, o, zp)
            if r is not None:
                out.append(r)
    return out


def _lasts(x, y, nops, zp, m):
    """The values of the last step of ``x`` and ``y`` that can land within ``m`` of 0 (a
    product or power only then: no big integers)."""
    out = [x + y, x - y, y - x]
    if nops > 2:
        if x == 0 or y == 0:
            out.append(0)
        elif (x if x > 0 else -x) <= m // (y if y > 0 else -y):
            out.append(x * y)
    if nops > 3:
        if y and x % y == 0:
            out.append(x // y)
        if x and y % x == 0:
            out.append(y // x)
    if nops > 4:
        for r in (pow_within(x, y, zp, m), pow_within(y, x, zp, m)):
            if r is not None:
                out.append(r)
    return out
