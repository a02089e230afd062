# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_calc`
=============================

Navigator's arithmetic, shared by the rules (validating each step a player
enters) and the computer (solving a vector set exactly).

A calculation is a list of values; one *step* ``(i, j, op)`` replaces
``vals[i]`` and ``vals[j]`` by ``vals[i] op vals[j]``: the result takes the
lower of the two places and the higher place is removed. Operators 0..4 are
``+ - × ÷ ^``. Every intermediate value must stay within ``BOUND`` (a house
rule: the device cannot hold 13^13^13), division must be exact, exponents
must be >= 0 and 0^0 is illegal unless the "0^0 = 1" option is on.
"""

BOUND = 1000000000  # |value| <= 10**9 for every intermediate and result
_HALF = 500000000  # below this a sum or difference cannot leave 2**31
OP_CHARS = "+-×÷^"
OP_ASCII = "+-*/^"
ADD = 0
SUB = 1
MUL = 2
DIV = 3
POW = 4


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


# -- cards as numbers (both decks) ----------------------------------------------
# Standard: engine.cards ints (0..51, jokers 52, 53). Tarot: 0..55 suit cards
# (suit * 14 + r - 1; r 1 Ace, 2..10, 11 Page, 12 Knight, 13 Queen, 14 King),
# 56..77 trumps 0..21 (the Override suit), 78 and 79 jokers.
T_TRUMP = 56
T_JOKER = 78
TRUMP = 4  # suit number of the Tarot trumps
NOSUIT = 5  # jokers


def suit(tarot, c):
    """Suit 0..3, TRUMP for Tarot trumps, NOSUIT for jokers."""
    if tarot:
        return NOSUIT if c >= T_JOKER else (TRUMP if c >= T_TRUMP else c // 14)
    return NOSUIT if c >= 52 else c // 13


def value(tarot, c):
    """Value in a vector set. Standard: A 1 (may become 100), J 11, Q 12, K 13,
    joker 0. Tarot: Ace 100, Page 1, Knight 11, Queen 12, King 13, trumps their
    number, jokers 0."""
    if not tarot:
        return 0 if c >= 52 else c % 13 + 1
    if c >= T_JOKER:
        return 0
    if c >= T_TRUMP:
        return c - T_TRUMP
    r = c % 14 + 1
    if r == 1:
        return 100
    return r if r <= 10 else (1 if r == 11 else r - 1)


def run_value(tarot, c, joker_runs):
    """Value in a sequence (Ace 1); -1 for a joker unless jokers may join (0)."""
    if suit(tarot, c) == NOSUIT:
        return 0 if joker_runs else -1
    v = value(tarot, c)
    return 1 if v == 100 else v


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


# -- the exact solver ---------------------------------------------------------


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
            else:
                r = []
                seen = set()
                for v in self._gen(mask):
                    if v not in seen:
                        seen.add(v)
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
        t = self.target
        bv = None
        bd = 0
        exact = True
        try:
            for v in self._values((1 << self.n) - 1):
                d = v - t if v >= t else t - v
                if bv is None or d < bd or (d == bd and v < bv):
                    bv = v
                    bd = d
        except _Budget:
            exact = False
        if bv is None:  # the budget struck before any value: the sum is always legal
            bv = sum(self.vals)
        return bv, exact

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


def solve(vals, target, zero_pow=False, nops=5, budget=0):
    """Best reachable value for ``vals``: ``(value, steps, exact)``.

    ``steps`` are game steps that reach ``value`` from ``vals`` in order;
    ``exact`` is False when ``budget`` stopped the search early (then ``value``
    is the best found, an upper bound on the distance).
    """
    n = len(vals)
    if n == 1:
        return vals[0], [], True
    if n == 3:
        v = best3(vals, target, zero_pow, nops)
        return v, steps3(whole_codes(vals, zero_pow, v)), True
    s = Solver(vals, target, zero_pow, nops, budget)
    v, exact = s.best()
    t = s.tree((1 << n) - 1, v)
    if t is None:  # only when the budget struck before any value: use the sum
        return v, [(0, 1, ADD)] * (n - 1), False
    return v, steps_of(t, n), exact


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
    seen = set()
    out = []
    for c in range(450):
        r = whole(v, c, zero_pow)
        if r is not None and r not in seen:
            if want is not None:
                if r == want:
                    return c
                continue
            seen.add(r)
            out.append(c)
    return None if want is not None else out


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


def _bit(m):
    i = 0
    while not m & 1:
        m >>= 1
        i += 1
    return i
