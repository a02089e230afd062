# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_calc`
=============================

Navigator's arithmetic, shared by the rules (validating each step a player
enters) and the exact solver (:mod:`engine.ai.navigator_solver`); the cards as
numbers are in :mod:`engine.games.navigator_deck`.

A calculation is a list of values; one *step* ``(i, j, op)`` replaces
``vals[i]`` and ``vals[j]`` by ``vals[i] op vals[j]``: the result takes the
lower of the two places and the higher place is removed. Operators 0..4 are
``+ - × ÷ ^``. Every intermediate value must stay within ``BOUND`` (a house
rule: the device cannot hold 13^13^13), division must be exact, exponents
must be >= 0 and 0^0 is illegal unless the "0^0 = 1" option is on.
"""

BOUND = 1000000000  # |value| <= 10**9 for every intermediate and result
_HALF = 500000000  # below this a sum or difference cannot leave 2**31
ADD = 0
SUB = 1
MUL = 2
DIV = 3
POW = 4
OPS = "+-×÷^"  # the operators as the screens write them


def op(a, b, o, zero_pow=False):
    """Return ``a o b`` or None when the step is not allowed.

    The bound is checked *before* a product or power is formed, so no big
    integer is ever built (small boards have 31-bit ints).
    """
    if o == ADD or o == SUB:
        if o == SUB:
            b = -b
        if -_HALF < a < _HALF and -_HALF < b < _HALF:
            return a + b
        r = a + b
        return r if -BOUND <= r <= BOUND else None
    if o == MUL:
        if a == 0 or b == 0:
            return 0
        if (b if b > 0 else -b) > BOUND // (a if a > 0 else -a):
            return None
        return a * b
    if o == DIV:
        if b == 0 or a % b:
            return None
        return a // b
    # power
    if b < 0:
        return None
    if b == 0:
        if a == 0 and not zero_pow:
            return None
        return 1
    if a == 0 or a == 1:
        return a
    if a == -1:
        return -1 if b & 1 else 1
    if b > 30:  # |a| >= 2: 2**30 is already past the bound
        return None
    m = a if a > 0 else -a
    r = 1
    k = b
    while k:
        if r > BOUND // m:
            return None
        r *= m
        k -= 1
    return -r if a < 0 and b & 1 else r


def apply_step(vals, i, j, o, zero_pow=False):
    """A new value list after step ``(i, j, o)``, or None if the step is illegal."""
    n = len(vals)
    if i == j or not (0 <= i < n and 0 <= j < n):
        return None
    r = op(vals[i], vals[j], o, zero_pow)
    if r is None:
        return None
    lo = i if i < j else j
    hi = i + j - lo
    out = []
    for k in range(n):
        if k == lo:
            out.append(r)
        elif k != hi:
            out.append(vals[k])
    return out


def phantoms(rv):
    """Phantom numbers allowed by run values ``rv``: ``[(p, bits), ...]`` ascending.

    A run is three places with consecutive values; the phantom is one below or
    one above it, within 0..13. ``bits`` = places every run giving ``p`` uses.
    """
    found = {}
    n = len(rv)
    for a in range(n):
        for b in range(n):
            for c in range(n):
                if rv[a] < 0 or rv[b] != rv[a] + 1 or rv[c] != rv[a] + 2:
                    continue
                bits = (1 << a) | (1 << b) | (1 << c)
                for p in (rv[a] - 1, rv[c] + 1):
                    if 0 <= p <= 13:
                        found[p] = found[p] & bits if p in found else bits
    return [(p, found[p]) for p in sorted(found.keys())]


def run(vals, steps, zero_pow=False):
    """Apply ``steps`` to ``vals``; return the final value (None if a step is illegal)."""
    cur = list(vals)
    for i, j, o in steps:
        cur = apply_step(cur, i, j, o, zero_pow)
        if cur is None:
            return None
    return cur[0] if len(cur) == 1 else None


def popcount(m):
    """Number of set bits in a small int (card masks)."""
    c = 0
    while m:
        m &= m - 1
        c += 1
    return c
