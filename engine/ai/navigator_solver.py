# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.navigator_solver`
============================

The exact solver for Navigator: the reachable result closest to a target for
any vector set, and one calculation (as game steps) that reaches it. Used by
the computer navigators, the hint and the showdown review; the rules never
load it.
"""

from engine.games.navigator_calc import ADD, DIV, SUB, op, popcount


class _Budget(Exception):
    """Raised inside the search when the evaluation budget is used up."""


class Solver:
    """Closest reachable result to ``target`` for 4 to 6 values (3: :func:`best3`).

    Subset DP: ``reach(mask)`` lists every value the values in ``mask`` make, in
    a fixed order (the chosen calculation is the same on every interpreter).
    Only masks of up to 3 values are stored (at most 73 values each); bigger
    ones are streamed split by split, so the heap stays small at some cost in
    time. ``nops`` 3 limits the search to + - × (the easy computer).
    """

    def __init__(self, vals, target, zero_pow=False, nops=5, budget=0):
        self.vals = list(vals)
        self.n = len(vals)
        self.target = target
        self.zp = zero_pow
        self.nops = nops
        self.budget = budget  # 0 = unlimited; else max operand pairs tried
        self.count = 0
        self.cache = {}

    def reach(self, mask):
        """Every value the values in ``mask`` (at most 3) make, without duplicates."""
        r = self.cache.get(mask)
        if r is None:
            if mask & (mask - 1) == 0:
                r = [self.vals[_bit(mask)]]
            else:  # as _gen (the same order, the same count), without a generator
                r = []
                zp = self.zp
                nops = self.nops
                for big, small in self._pairs(mask):
                    sl = self.reach(small)
                    for a in self.reach(big):
                        self.count += len(sl)
                        if self.budget and self.count > self.budget:
                            raise _Budget()
                        for b in sl:
                            for o in range(nops):
                                v = op(a, b, o, zp)
                                if v is not None and v not in r:
                                    r.append(v)
                                if o == SUB or o >= DIV:
                                    v = op(b, a, o, zp)
                                    if v is not None and v not in r:
                                        r.append(v)
            self.cache[mask] = r
        return r

    def _values(self, mask):
        return self.reach(mask) if popcount(mask) <= 3 else self._gen(mask)

    def _pairs(self, mask):
        """Yield ``(big, small)`` for each split of ``mask``; ``small`` has <= 3 values."""
        low = mask & -mask
        sub = (mask - 1) & mask
        while sub:
            if sub & low:
                rest = mask ^ sub
                yield (sub, rest) if popcount(rest) <= 3 else (rest, sub)
            sub = (sub - 1) & mask

    def _gen(self, mask):
        """Yield every value of ``mask`` (repeats possible)."""
        nops = self.nops
        for big, small in self._pairs(mask):
            sl = self.reach(small)
            for a in self._values(big):
                self.count += len(sl)
                if self.budget and self.count > self.budget:
                    raise _Budget()
                for b in sl:
                    for o in range(nops):
                        r = op(a, b, o, self.zp)
                        if r is not None:
                            yield r
                        if o == SUB or o >= DIV:
                            r = op(b, a, o, self.zp)
                            if r is not None:
                                yield r

    def best(self):
        """Return ``(value, exact)``: the closest value (ties: the lower) and
        whether the search finished within the budget."""
        out = []
        for _ in self.best_steps(out):
            pass
        return out[0]

    def best_steps(self, out):
        """:meth:`best` in slices: a generator that yields after about ``SLICE`` operand
        pairs (counted, never timed: the same slices everywhere), then appends
        ``(value, exact)`` to ``out``."""
        t = self.target
        bv = None
        bd = 0
        exact = True
        due = self.count + SLICE
        try:
            for v in self._values((1 << self.n) - 1):
                d = v - t if v >= t else t - v
                if bv is None or d < bd or (d == bd and v < bv):
                    bv = v
                    bd = d
                    if d == 0:
                        break  # nothing beats the target itself: the rest cannot change it
                if self.count >= due:
                    due = self.count + SLICE
                    yield
        except _Budget:
            exact = False
        if bv is None:  # the budget struck before any value: the sum is always legal
            bv = sum(self.vals)
        out.append((bv, exact))

    def tree(self, mask, value):
        """An expression tree for ``value`` from ``mask``: a leaf index or (op, left, right)."""
        if mask & (mask - 1) == 0:
            return _bit(mask)
        budget = self.budget
        self.budget = 0  # the witness exists: finish the search
        try:
            for big, small in self._pairs(mask):
                sl = self.reach(small)
                for a in self._values(big):
                    for b in sl:
                        for o in range(self.nops):
                            if op(a, b, o, self.zp) == value:
                                return (o, self.tree(big, a), self.tree(small, b))
                            if op(b, a, o, self.zp) == value:
                                return (o, self.tree(small, b), self.tree(big, a))
        finally:
            self.budget = budget
        return None


def steps_of(tree, n):
    """Turn an expression tree over leaves 0..n-1 into game steps ``(i, j, op)``."""
    cur = list(range(n))  # which node sits at each place of the value list
    out = []
    _emit(tree, cur, out, [n])
    return out


def _emit(node, cur, out, next_id):
    if not isinstance(node, tuple):
        return node
    o, left, right = node
    a = _emit(left, cur, out, next_id)
    b = _emit(right, cur, out, next_id)
    i = cur.index(a)
    j = cur.index(b)
    out.append((i, j, o))
    lo = i if i < j else j
    hi = i + j - lo
    nid = next_id[0]
    next_id[0] += 1
    cur[lo] = nid
    del cur[hi]
    return nid


def best3(v, target, zero_pow=False, nops=5):
    """The value closest to ``target`` (ties: the lower) that 3 values reach.

    Every calculation of three values combines two of them, then the result
    with the third, so two nested loops cover them all without building lists.
    """
    bv = None
    bd = 0
    for p in range(3):
        a = v[p - 2]
        b = v[p - 1]
        c = v[p]
        for o in range(nops * 2):
            r = op(a, b, o >> 1, zero_pow) if o & 1 == 0 else op(b, a, o >> 1, zero_pow)
            if r is None:
                continue
            for o2 in range(nops * 2):
                x = op(r, c, o2 >> 1, zero_pow) if o2 & 1 == 0 else op(c, r, o2 >> 1, zero_pow)
                if x is not None:
                    d = x - target if x >= target else target - x
                    if bv is None or d < bd or (d == bd and x < bv):
                        if d == 0:
                            return x  # nothing beats the target itself
                        bv = x
                        bd = d
    return bv


SLICE = 100  # operand pairs per slice of a sliced search (Solver.best_steps)


def solve(vals, target, zero_pow=False, nops=5, budget=0):
    """Best reachable value for ``vals``: ``(value, steps, exact)``.

    ``steps`` are game steps that reach ``value`` from ``vals`` in order;
    ``exact`` is False when ``budget`` stopped the search early (then ``value``
    is the best found, an upper bound on the distance).
    """
    out = []
    for _ in solve_steps(vals, target, zero_pow, nops, budget, out):
        pass
    return out[0]


def solve_steps(vals, target, zero_pow, nops, budget, out):
    """:func:`solve` in slices (see :meth:`Solver.best_steps`): a generator that appends
    ``(value, steps, exact)`` to ``out`` when it ends."""
    n = len(vals)
    if n == 1:
        out.append((vals[0], [], True))
        return
    if n == 3:
        v = best3(vals, target, zero_pow, nops)
        yield
        out.append((v, steps3(whole_codes(vals, zero_pow, v)), True))
        return
    from engine.ai.navigator_witness import whole as witness  # a part for 4 values or more

    s = Solver(vals, target, zero_pow, nops, budget)
    # Up to 5 values, the target itself first: nothing beats it, and its calculation
    # comes with it (6 values: the search below, within its budget, as before).
    t = witness(s, target) if n <= 5 else None
    if t is not None:
        out.append((target, steps_of(t, n), True))
        return
    yield
    if n == 4:  # the bounded search of four values: the same value, in less time
        v = best_within(vals, target, zero_pow, nops, (target if target > 0 else -target) + 1000)
        exact = True
    else:
        found = []
        for _ in s.best_steps(found):
            yield
        v, exact = found[0]
    yield  # the witness below is a search of its own
    t = witness(s, v)
    if t is None:  # only when the budget struck before any value: use the sum
        out.append((v, [(0, 1, ADD)] * (n - 1), False))
    else:
        out.append((v, steps_of(t, n), exact))


def steps3(code):
    """The two game steps of a whole 3-value calculation ``code`` (see :func:`whole`)."""
    p = code // 50
    k = code // 5 % 2
    return [(p // 3, p % 3, code // 10 % 5), (k, 1 - k, code % 5)]


def whole(v, code, zero_pow=False):
    """The result of whole calculation ``code`` (0..449) on 3 values ``v``, or None.

    ``code = ((p * 5 + o1) * 2 + k) * 5 + o2``: first ``v[p // 3] o1 v[p % 3]``
    (result in the lower place, as a step), then ``w[k] o2 w[1 - k]`` on the two
    values left.
    """
    p = code // 50
    i = p // 3
    j = p % 3
    if i == j:
        return None
    r = op(v[i], v[j], code // 10 % 5, zero_pow)
    if r is None:
        return None
    m = 3 - i - j
    x, y = (r, v[m]) if (i if i < j else j) < m else (v[m], r)
    if code // 5 % 2:
        x, y = y, x
    return op(x, y, code % 5, zero_pow)


def whole_codes(v, zero_pow=False, want=None):
    """The smallest code reaching each value of 3-value set ``v`` (ascending),
    or with ``want`` the smallest code reaching that value (None if none does)."""
    if want is not None:  # as below, each first step worked out once for its ten codes
        for c1 in range(45):  # code = c1 * 10 + c2: c1 the first step, c2 the second
            p = c1 // 5
            i = p // 3
            j = p % 3
            if i == j:
                continue
            r = op(v[i], v[j], c1 % 5, zero_pow)
            if r is None:
                continue
            m = 3 - i - j
            x, y = (r, v[m]) if (i if i < j else j) < m else (v[m], r)
            for c2 in range(10):
                if (op(y, x, c2 % 5, zero_pow) if c2 >= 5 else op(x, y, c2, zero_pow)) == want:
                    return c1 * 10 + c2
        return None
    seen = set()
    out = []
    for c in range(450):
        r = whole(v, c, zero_pow)
        if r is not None and r not in seen:
            seen.add(r)
            out.append(c)
    return out


def _bit(m):
    i = 0
    while not m & 1:
        m >>= 1
        i += 1
    return i


def best_within(v, target, zero_pow, nops, cap):
    """The value of 3 or 4 values ``v`` closest to ``target`` (ties: the lower) when it
    lands less than ``cap`` from it, else None (the computer's set choice: four values
    in a part of their own, :mod:`engine.ai.navigator_four`)."""
    if len(v) == 3:
        from engine.ai.navigator_near import best3_within

        return best3_within(v, target, zero_pow, nops, cap)
    from engine.ai import navigator_four

    return navigator_four.best4_within(v, target, zero_pow, nops, cap)
