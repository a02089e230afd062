# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.rng`
============

The engine's own random numbers, identical on CPython, MicroPython and CircuitPython.

Two multiply-with-carry generators (Marsaglia) whose state never exceeds 2**30,
so every value stays a small int on a 32-bit board and nothing allocates.
"""

_A1 = 16380  # a * 2**16 - 1 is a safe prime for both multipliers
_A2 = 16365
MAX_SEED = 999999  # deal numbers a player can type: 0 .. 999999


class Rng:
    """A seeded stream of 30-bit integers.

    >>> Rng(7).below(10) == Rng(7).below(10)
    True
    """

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        """Restart the stream for ``seed`` (any int; folded into the allowed range)."""
        seed = int(seed) % 1000003
        # Hash the seed into both states (neither may be 0): nearby seeds, and the per-move
        # seeds of mix(), must give unrelated streams.
        self._z = _hash(seed) % 0x3FFEFFFF + 1
        self._w = _hash(seed ^ 0x2545F) % 0x3FFEFFFF + 1
        for _ in range(8):
            self.next()

    def next(self):
        """Return the next 30-bit value (0 .. 2**30 - 1)."""
        z = _A1 * (self._z & 0xFFFF) + (self._z >> 16)
        w = _A2 * (self._w & 0xFFFF) + (self._w >> 16)
        self._z = z
        self._w = w
        return ((z & 0x7FFF) << 15) | (w & 0x7FFF)

    def below(self, n):
        """Return an unbiased int in 0 .. n-1 (n from 1 to 2**30)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (0x40000000 // n) * n
        r = self.next()
        while r >= limit:
            r = self.next()
        return r % n

    def shuffle(self, items):
        """Shuffle a list in place (Fisher-Yates) and return it."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        return items

    def choice(self, items):
        """Return one element of a non-empty sequence."""
        return items[self.below(len(items))]

    def state(self):
        """Return the state as a tuple (for copies)."""
        return (self._z, self._w)

    def set_state(self, st):
        """Restore a state returned by :meth:`state`."""
        self._z, self._w = st


def _hash(x):
    """Scramble a 30-bit int (multiply-xorshift rounds, every step under 2**30)."""
    for k in (0x6C8B, 0x4F1D, 0x7A5B):
        x ^= x >> 15
        hi = x >> 15
        x = ((x & 0x7FFF) * k) ^ (((hi * k) & 0x7FFF) << 15)
    return x ^ (x >> 13)


def mix(a, b):
    """Combine two small ints into a new seed (for per-move AI streams)."""
    return (a * 31 + b * 7919 + 12345) % 1000003
