# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark's step clock: the time the interpreter ran, less its waits for a CPU.

    from stepclock import start, took
    start(); work(); us = took()

``tools/bench.py``'s and ``tools/speedcheck.py``'s workers time every step with it (UI
keys, frames, decisions, hints, solver calls, review ticks, openings) on the board's VM
and the 64-bit MicroPython. On a shared machine the host's scheduler pauses a step now
and then (here a few steps in a hundred, each pause ~4 ms of VM time, about half a
second on a Pico): the time the process waited for a CPU, the second field of Linux's
``/proc/self/schedstat`` (run_delay, ns, brought up to date each time the process gets a
CPU back), is taken off. Its reads lie inside the step's window, so a wait outside the
window is never taken off; the reader's own cost (the least of many empty steps, ``COST``)
is taken off too. The reader allocates nothing (the file opened once, ``readinto`` a
buffer made once, the digits parsed by hand into us modulo 10**9: small ints on a 32-bit
board), so the heap and its collections stay the game's. Without /proc (``SCHED`` 0)
the times are plain.

A worker imports it after its heap figures are taken: its code is not the game's.
"""

import time

try:
    ticks_us = time.ticks_us
    ticks_diff = time.ticks_diff
except AttributeError:  # CPython (the tests)

    def ticks_us():
        return time.perf_counter_ns() // 1000

    def ticks_diff(a, b):
        return a - b


try:
    _sf = open("/proc/self/schedstat", "rb")  # kept open: read at every step
except OSError:
    _sf = None
SCHED = 1 if _sf else 0
_sb = bytearray(96)


def waited():
    """Microseconds this process has waited for a CPU (modulo 10**9), 0 without /proc."""
    if _sf is None:
        return 0
    _sf.seek(0)
    n = _sf.readinto(_sb)
    b = _sb
    i = 0
    while i < n and b[i] != 32:  # the first field (time on a CPU)
        i += 1
    i += 1
    j = i
    while j < n and 47 < b[j] < 58:
        j += 1
    e = j - 3  # ns to us
    k = e - 9 if e - 9 > i else i  # the last 9 digits of the us
    v = 0
    while k < e:
        v = v * 10 + b[k] - 48
        k += 1
    return v


_t0 = 0
_w0 = 0
COST = 0  # the reader's own cost in a step (us)
PAUSED = 0  # steps timed so far that waited for a CPU
WAITED = 0  # and the us of waiting taken off them


def start():
    """Begin timing a step."""
    global _t0, _w0
    _t0 = ticks_us()
    _w0 = waited()


def took():
    """The us the interpreter ran since ``start()``: the waits for a CPU and the reader's
    own cost taken off (never below 0)."""
    global PAUSED, WAITED
    w = (waited() - _w0) % 1000000000
    d = ticks_diff(ticks_us(), _t0) - w - COST
    if w:
        PAUSED += 1
        WAITED += w
    return d if d > 0 else 0


def calibrate(n=300):
    """Set ``COST``: the least time of ``n`` empty steps. Resets the counts."""
    global COST, PAUSED, WAITED
    COST = 0
    best = 1000000
    k = 0
    while k < n:
        start()
        d = took()
        if d < best:
            best = d
        k += 1
    COST = best
    PAUSED = 0
    WAITED = 0


def out():
    """Print the worker's ``clock`` line: whether /proc was read, the reader's cost, the
    steps that waited and the wait taken off them (us)."""
    print("clock sched=%d cost_us=%d paused=%d waited_us=%d" % (SCHED, COST, PAUSED, WAITED))


calibrate()
