# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pystone: the classic Dhrystone-derived Python benchmark, our own implementation.

    python tools/pystone.py [LOOPS] [RUNS]   micropython tools/pystone.py [LOOPS] [RUNS]

Prints ``pystone LOOPS loops in S s: N loops/s`` over RUNS runs (1) of LOOPS loops, then,
where Linux's ``/proc/self/schedstat`` tells how long the process waited for a CPU,
``less the wait for a CPU: N loops/s`` of the fastest run with its wait taken off (on a
busy machine the raw figure falls with the load, the corrected one hardly moves), or ``no
/proc/self/schedstat: no correction; the fastest run: N loops/s``. Many short runs (a few
ms each) find the interpreter's own speed: one with few pauses, at a moment when nothing
else slows the CPU. The work per loop follows the
Dhrystone 1.1 recipe the classic ``pystone.py`` used (a record with a linked copy, a
few integer, character, string and array procedures, module globals), so the number
is comparable with published pystone figures: a Raspberry Pi Pico runs about 1,200
loops/s under MicroPython. ``tools/bench.py`` scales its timings with it.
"""

import sys
import time

# Enumeration values (Dhrystone's Ident_1 .. Ident_5)
ID1, ID2, ID3, ID4, ID5 = 1, 2, 3, 4, 5


class Rec:
    """Dhrystone's record: a pointer, a discriminant, an enum, an int and a string."""

    def __init__(self, link=None, kind=0, enum=0, num=0, text=""):
        self.link = link
        self.kind = kind
        self.enum = enum
        self.num = num
        self.text = text

    def clone(self):
        return Rec(self.link, self.kind, self.enum, self.num, self.text)


# The benchmark's global state (globals on purpose: the original measures global access)
g_int = 0
g_bool = False
g_ch1 = "\0"
g_ch2 = "\0"
g_arr1 = [0] * 51
g_arr2 = [[0] * 51 for _ in range(51)]
g_rec = None
g_next = None


def _clock():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def _elapsed_s(t0):
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(time.ticks_us(), t0) / 1000000
    return (_clock() - t0) / 1000000


_sched = []  # [file or None, buffer]: /proc/self/schedstat opened once, on first use


def waited_us():
    """Microseconds this process has waited for a CPU so far (modulo 10**9), or None
    without ``/proc/self/schedstat``: its second field (run_delay, ns), which Linux brings
    up to date each time the process gets a CPU back. Read into a buffer made once and
    parsed by hand, small ints only (the same reader as tools/bench.py's workers)."""
    if not _sched:
        try:
            _sched.append(open("/proc/self/schedstat", "rb"))
        except OSError:
            _sched.append(None)
        _sched.append(bytearray(96))
    f, b = _sched
    if f is None:
        return None
    f.seek(0)
    n = f.readinto(b)
    i = 0
    while i < n and b[i] != 32:
        i += 1
    i += 1
    j = i
    while j < n and 47 < b[j] < 58:
        j += 1
    e = j - 3  # ns to us
    s = e - 9 if e - 9 > i else i  # the last 9 digits: a small int on a 32-bit board
    v = 0
    while s < e:
        v = v * 10 + b[s] - 48
        s += 1
    return v


def _waited_s(w0):
    """Seconds waited for a CPU since ``waited_us()`` read ``w0`` (0 without /proc)."""
    if w0 is None:
        return 0.0
    return ((waited_us() - w0) % 1000000000) / 1000000


def run(loops):
    """Run ``loops`` Dhrystone loops; return (seconds, loops per second)."""
    secs, _net = timed(loops)
    return secs, (loops / secs if secs > 0 else 0.0)


def timed(loops):
    """Run ``loops`` Dhrystone loops; return (seconds, seconds less the time spent waiting
    for a CPU), both net of the empty loop's (timed first, alike). Without /proc the two
    are the same."""
    global g_int, g_bool, g_ch1, g_ch2, g_rec, g_next

    t0 = _clock()
    w0 = waited_us()
    for _ in range(loops):
        pass
    empty_wait = _waited_s(w0)
    empty = _elapsed_s(t0)

    g_next = Rec()
    g_rec = Rec(g_next, ID1, ID3, 40, "DHRYSTONE PROGRAM, SOME STRING")
    s1 = "DHRYSTONE PROGRAM, 1'ST STRING"
    g_arr2[8][7] = 10

    t0 = _clock()
    w0 = waited_us()
    for _ in range(loops):
        p5()
        p4()
        a = 2
        b = 3
        s2 = "DHRYSTONE PROGRAM, 2'ND STRING"
        e = ID2
        g_bool = not f2(s1, s2)
        c = 0
        while a < b:
            c = 5 * a - b
            c = p7(a, b)
            a = a + 1
        p8(g_arr1, g_arr2, a, c)
        g_rec = p1(g_rec)
        ch = "A"
        while ch <= g_ch2:
            if e == f1(ch, "C"):
                e = p6(ID1)
            ch = chr(ord(ch) + 1)
        c = b * a
        b = c // a
        b = 7 * (c - b) - a
        a = p2(a)
    wait = _waited_s(w0)
    secs = _elapsed_s(t0) - empty
    return secs, secs - (wait - empty_wait)


def p1(rec):
    """Procedure 1: copy the global record into the next one and work on both."""
    nxt = g_rec.clone()
    rec.link = nxt
    rec.num = 5
    nxt.num = rec.num
    nxt.link = rec.link
    nxt.link = p3(nxt.link)
    if nxt.kind == ID1:
        nxt.num = 6
        nxt.enum = p6(rec.enum)
        nxt.link = g_rec.link
        nxt.num = p7(nxt.num, 10)
    else:
        rec = nxt.clone()
    nxt.link = None
    return rec


def p2(x):
    """Procedure 2: a small loop on an int and the global char."""
    y = x + 10
    e = 0
    while True:
        if g_ch1 == "A":
            y = y - 1
            x = y - g_int
            e = ID1
        if e == ID1:
            break
    return x


def p3(link):
    """Procedure 3: follow the global pointer."""
    global g_int

    if g_rec is not None:
        link = g_rec.link
    else:
        g_int = 100
    g_rec.num = p7(10, g_int)
    return link


def p4():
    """Procedure 4: boolean and char globals."""
    global g_ch2

    b = g_ch1 == "A"
    b = b or g_bool
    g_ch2 = "B"
    return b


def p5():
    """Procedure 5: reset two globals."""
    global g_ch1, g_bool

    g_ch1 = "A"
    g_bool = False


def p6(e):
    """Procedure 6: map an enumeration value."""
    out = e
    if not f3(e):
        out = ID4
    if e == ID1:
        out = ID1
    elif e == ID2:
        out = ID1 if g_int > 100 else ID4
    elif e == ID3:
        out = ID2
    elif e == ID5:
        out = ID3
    return out


def p7(a, b):
    """Procedure 7: add."""
    return b + a + 2


def p8(arr1, arr2, a, b):
    """Procedure 8: index arithmetic on the arrays."""
    global g_int

    i = a + 5
    arr1[i] = b
    arr1[i + 1] = arr1[i]
    arr1[i + 30] = i
    for j in range(i, i + 2):
        arr2[i][j] = i
    arr2[i][i - 1] = arr2[i][i - 1] + 1
    arr2[i + 20][i] = arr1[i]
    g_int = 5


def f1(c1, c2):
    """Function 1: compare two chars."""
    if c1 != c2:
        return ID1
    return ID2


def f2(s1, s2):
    """Function 2: compare two strings (a char pair, then the whole)."""
    i = 1
    c = "\0"
    while i <= 1:
        if f1(s1[i], s2[i + 1]) == ID1:
            c = "A"
            i = i + 1
    if "W" <= c <= "Z":
        i = 7
    if c == "X":
        return True
    if s1 > s2:
        i = i + 7
        return True
    return False


def f3(e):
    """Function 3: is it Ident_3."""
    return e == ID3


def main(argv):
    """``pystone [LOOPS] [RUNS]``: the raw rate over all the runs, then the rate of the
    fastest run less its wait for a CPU (leaving out one run in 30, fastest first: a rare
    run whose wait is misjudged); without /proc the same of the raw runs."""
    loops = int(argv[1]) if len(argv) > 1 else 50000
    runs = int(argv[2]) if len(argv) > 2 else 1
    total = 0.0
    rates = []
    for _ in range(runs):
        secs, net = timed(loops)
        total += secs
        rates.append(loops / net if net > 0 else 0.0)
    rates.sort()
    best = rates[-1 - runs // 30]
    print("pystone %d loops in %.3f s: %d loops/s" % (loops * runs, total, loops * runs / total))
    if waited_us() is None:
        print("no /proc/self/schedstat: no correction; the fastest run: %d loops/s" % best)
    else:
        print("less the wait for a CPU: %d loops/s" % best)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
