# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark's running (``tools/bench.py``): the interpreters and their compiled trees,
the portable harness code each run executes, running it, and reading what it prints.

Also the constants every part reads: a Pico's speed and free heap, the targets, the
counts of a run."""

import os
import re
import subprocess
import sys
import time

from toolkit import ROOT, micropython  # the root on sys.path too

sys.path.insert(0, os.path.join(ROOT, "tools"))
PICO_PYSTONE = 1200  # pystone loops/s of a Raspberry Pi Pico
PICO_FREE_K = 171  # heap free to a program on a Pico under CircuitPython 10
PICO_W_FREE_K = 126  # and on a Pico W
HARNESS = (
    "engine",
    "hal/__init__.py",
    "hal/storage.py",
    "hal/headless.py",
    "tools/fuzz.py",
    "tools/pystone.py",
    "tools/stepclock.py",
)
README_BEGIN = "<!-- bench:begin (written by tools/bench.py: do not edit by hand) -->"
README_END = "<!-- bench:end -->"

import cpvm  # noqa: E402
from build_mpy import build  # noqa: E402

# Targets: goals the report compares against, not tests
TARGET_HEAP_K = 96
TARGET_UI_MS = 20
TARGET_UI_MAX_MS = 50
TARGET_DECISION_MS = 300
TARGET_HINT_MS = 1000
TARGET_SOLVER_MS = 10000
THINK_S = 3  # the review's second wait: a player who thinks this long a move
TARGET_OPEN_MS = 2000
SWEEP = (96, 512, 16)  # first, last, step (K)
FUZZ_HEAP_K = 128  # the VM fuzz: the app at 96K plus the harness's own key strings and checks
HEAP_CONFIGS = ("vm-mpy", "vm-src", "mp-src")
RUNS = 3  # replays of the timed steps, each step keeping its least time: what the
# waits taken off a step (tools/stepclock.py) leave of a busy host, seldom the same step
# in every run


class Interp:
    """An interpreter and the compiled tree it runs."""

    def __init__(self, name, exe, tree):
        self.name = name
        self.exe = exe
        self.tree = tree


def interpreters():
    """(the board's VM on CircuitPython .mpy, the 64-bit MicroPython on MicroPython .mpy)."""
    vm, cross = cpvm.build()
    cp_tree = os.path.join(ROOT, "build", "cpharness")
    mp_tree = os.path.join(ROOT, "build", "harness")
    build(cp_tree, HARNESS, exe=cross)
    build(mp_tree, HARNESS)
    return Interp("circuitpython", vm, cp_tree), Interp("micropython64", micropython(), mp_tree)


# -- MicroPython workers (small, portable code given with -c) --------------------------------

# Every timed step: stepclock.start() ... stepclock.took(), the us the interpreter ran in
# between, its waits for a CPU taken off (tools/stepclock.py); imported once the heap
# figures are taken, its code is not the game's
_CLOCK = """
sys.path.append('@CLOCKDIR@')
import stepclock
from stepclock import start, took
"""

_COMMON = """
import gc, sys, time
sys.path.insert(0, '@TREE@')
try:
    from array import array
except ImportError:
    array = None
CAP = 4000
RUNS = @RUNS@
class Times:
    # Samples in a buffer made once (the peak heap measures the game, not these), each
    # the us the interpreter ran (stepclock: its waits for a CPU taken off). The same
    # steps are replayed RUNS times and each sample keeps its least time: a step slowed
    # by another process on a busy host is long in one run only, a step that is slow in
    # itself is slow in every run.
    def __init__(self):
        self.v = array('I', bytes(4 * CAP)) if array else [0] * CAP
        self.k = 0  # samples so far in this run
        self.n = -1  # samples in the first run: every later run must match it
        self.over = 0  # longest sample past CAP in this run
        self.tail = 0  # the least of those over the runs (an upper bound of the true one)
        self.run = 0
        self.differ = 0
    def add(self, d):
        k = self.k
        self.k = k + 1
        if k < CAP:
            if self.run == 0 or d < self.v[k]:
                self.v[k] = d
        elif d > self.over:
            self.over = d
    def end_run(self):
        if self.run == 0:
            self.n = self.k
            self.tail = self.over
        else:
            if self.k != self.n:
                self.differ = 1
            if self.over < self.tail:
                self.tail = self.over
        self.run += 1
        self.k = 0
        self.over = 0
    def out(self, name):
        if self.n < 0:
            self.end_run()
        m = self.n if self.n < CAP else CAP
        s = sorted(self.v[:m])
        med = s[len(s) // 2] if s else 0
        top = s[-1] if s else 0
        if self.tail > top:
            top = self.tail
        if self.differ:
            print('runs_differ %s' % name)
        print('%s n=%d med_us=%d max_us=%d' % (name, self.n, med, top))
"""

# the app driven to the play screen of game @GAME@, a settle that stops at the result
_APP = (
    _CLOCK
    + """
G = '@GAME@'
from engine.game import GAME_IDS
from engine.heap import idle as collect_idle
from engine.ui.app import App
from engine.ui.screens import PlayHost
from hal.headless import MemoryStorage
INDEX = list(GAME_IDS).index(G)
def settle(app, stop_at_result=False):
    n = 0
    while app.busy() and n < 100000:
        if stop_at_result and type(app.screen).__name__ == 'Result':
            return
        app.now += app.delay
        app.tick(app.now)
        n += 1
def frames(app, idle, times=None):
    # the main loop's frames, 33 ms apart: computer moves and idle work (a screen may
    # fill a table on idle ticks), each drawn; stops at the result screen
    n = 0
    while (app.busy() or n < idle) and n < 100000:
        if type(app.screen).__name__ == 'Result':
            return
        n += 1
        app.now += 33
        start()
        app.tick(app.now)
        app.draw()
        if not app.busy():
            collect_idle()  # as the main loop does after a frame while the player looks
        if times is not None:
            times.add(took())
def new_app(session):
    app = App(MemoryStorage(), seed_source=lambda: session)
    app.key('A')
    settle(app)
    app.draw()
    for _ in range(INDEX):
        app.key('DOWN')
        app.draw()
    return app
"""
)

_PLAY = (
    _COMMON
    + """
G = '@GAME@'
gc.collect()
base = gc.mem_alloc()
from engine.game import load_game
from engine.autoplay import load_ai
cls = load_game(G)
ai = load_ai(G)
__import__('engine.ui.' + G)
gc.collect()
print('mem_base', base)
print('mem_imported', gc.mem_alloc())
before = gc.mem_alloc()
@CLOCK@
dec = Times()
hint = Times()
solve = Times()
gc.collect()
buf = gc.mem_alloc() - before  # the sample buffers are the harness's, not the game's
peak = 0
def in_use(peak):
    gc.collect()
    m = gc.mem_alloc()
    return m if m > peak else peak
def play(run):
    # the same deals each run: each decision and hint meets the same state (and the
    # same caches, which a new round resets) run after run; a digest of the actions
    # proves it
    global peak
    h = 0
    done = 0  # deals played; in a game of rounds (Navigator's match) each round is one
    seed = 0
    while done < @DEALS@:
        seed += 1
        g = cls(seed)
        r0 = getattr(g, 'round', 0)
        while not g.over() and done < @DEALS@:
            s = g.to_move()
            start()
            a = ai.hint(g) if s == 0 else ai.choose(g)
            (hint if s == 0 else dec).add(took())
            h = (h * 31 + a + 1) % 1000003
            g.apply(a)
            peak = in_use(peak)
            r = getattr(g, 'round', 0)
            if r != r0:
                done += 1
                r0 = r
        if g.over():
            done += 1
        g = None
        gc.collect()
        if seed <= @SOLVES@ and hasattr(ai, 'solve'):
            g = cls(seed)
            start()
            try:
                ai.solve(g)
                solve.add(took())
            except Exception as e:
                if not run:
                    print('solve_error seed %d: %s: %s' % (seed, type(e).__name__, e))
            peak = in_use(peak)
            g = None
            gc.collect()
    return h
digest = None
for run in range(RUNS):
    h = play(run)
    if digest is None:
        digest = h
    elif h != digest:
        print('runs_differ play')
    for x in (dec, hint, solve):
        x.end_run()
print('mem_peak', peak - buf)
stepclock.out()
dec.out('decision')
hint.out('hint')
solve.out('solve')
"""
)

_UI = (
    _COMMON
    + _APP
    + """
from engine.rng import Rng
moves = Times()  # arrows on the play screen: cursor moves
picks = Times()  # A on the play screen: a pick, often a move played
menu = Times()  # arrows in the pause menu
ticks = Times()  # the frames between keys: a key waits for the one under way
def keys():
    # the same presses each run (the same sessions, the same random keys)
    r = Rng(5)
    done = 0
    session = 0
    while done < @STEPS@:
        session += 1
        app = new_app(session)
        for k in ('A', 'A', 'A'):
            app.key(k)
            settle(app)
            app.draw()  # as the main loop does: the first arrow finds the screen drawn
        # the main loop's frames while the player first looks at the board (no press
        # comes within 165 ms of it appearing): a screen that loads its keys' code at
        # its first idle tick (Onslaught's, Navigator's) does it there, timed with the
        # frames between keys
        frames(app, 5, ticks)
        n = 0
        while n < 300 and done < @STEPS@:
            n += 1
            if n % 50 == 0 and isinstance(app.screen, PlayHost) and not app.busy():
                for _ in range(3):  # B: cancel a selection first, then the pause menu
                    if not isinstance(app.screen, PlayHost):
                        break
                    app.key('B')
                    settle(app, True)
                    app.draw()
                if type(app.screen).__name__ == 'Menu':
                    for k in ('DOWN', 'DOWN', 'UP', 'UP'):
                        start()
                        app.key(k)
                        app.draw()
                        menu.add(took())
                    app.key('B')  # back to the game
                    settle(app, True)
                    app.draw()
                if not isinstance(app.screen, PlayHost):
                    break
                continue
            k = ('UP', 'DOWN', 'LEFT', 'RIGHT', 'A')[r.below(5)]
            on_play = isinstance(app.screen, PlayHost) and not app.busy()
            start()
            app.key(k)
            app.draw()
            d = took()
            if on_play and isinstance(app.screen, PlayHost):
                (picks if k == 'A' else moves).add(d)
                done += 1
            frames(app, 5, ticks)
            if not isinstance(app.screen, PlayHost):
                break
        app = None
        gc.collect()
for run in range(RUNS):
    keys()
    for x in (ticks, moves, picks, menu):
        x.end_run()
stepclock.out()
ticks.out('ui_tick')
moves.out('ui_step')
picks.out('ui_pick')
menu.out('ui_menu')
"""
)

# The result screen's review as the player waits for it: the deal played by the hint
# through the app, A on the finished deal, then the screen ticked and drawn (as the
# main loop does) until it is no longer busy: it has an answer, proven or (its
# allowance spent: engine.ui.result.Result) the best so far. Each deal prints whether
# that answer is proven, the review's work units the screen ran and whether it paused.
_REVIEW = (
    _COMMON
    + _APP
    + """
total = Times()
tick = Times()
slices = Times()
proven = 0
timed = 0
early = 0
for session in range(1, @DEALS@ + 1):
    app = new_app(session)
    for k in ('A', 'A', 'A'):
        app.key(k)
        settle(app, True)
    n = 0
    while type(app.screen).__name__ != 'Result' and n < 100000:
        n += 1
        g = app.game
        if g.over():
            app.key('A')
        elif isinstance(app.screen, PlayHost) and g.to_move() == 0:
            play = app.play
            if hasattr(play, 'think'):
                early = 1  # the play screen begins the review during play (idle ticks)
            play.hint()
            a = play.hint_action
            play.act(a if a is not None else g.legal_actions()[0])
            play.reset()
            app.dirty = True
            settle(app, True)
            for _ in range(@THINK@):  # the player thinks: the main loop's idle frames
                if type(app.screen).__name__ == 'Result':
                    break
                app.now += 33
                app.tick(app.now)
                if app.dirty:
                    app.draw()
        else:
            app.key('B')  # a menu or a message: back to the game
        settle(app, True)
    if type(app.screen).__name__ != 'Result':
        name = type(app.screen).__name__
        print('review_error session %d: no result screen (%s)' % (session, name))
        continue
    text = getattr(app, 'text', None)  # (an app older than the presenters has none)
    if text is not None and not hasattr(text, 'review') and not hasattr(text, 'reviewer'):
        print('review_none')  # the game's result screen has no review
        break
    app.draw()
    gc.collect()
    whole = 0
    k = 0
    # the stepped review the screen runs: begun during play, or by the screen through the
    # presenter's reviewer (a review answered in its first slice is gone after that tick)
    job = app.early or None
    made = []
    reviewer = getattr(text, 'reviewer', None)
    if reviewer is not None:
        def mine(g, *a):
            j = reviewer(g, *a)
            made.append(j)
            return j
        text.reviewer = mine
    while app.busy():
        start()
        app.now += app.delay
        app.tick(app.now)
        if app.dirty:
            app.draw()
        d = took()
        if k:  # the first tick only lets "Reviewing the deal..." out
            tick.add(d)
        whole += d
        k += 1
    if reviewer is not None:
        text.reviewer = reviewer
        if made:
            job = made[0]
    reviewer = mine = None
    made = None
    total.add(whole)
    slices.add(k - 1)
    paused = getattr(app.screen, 'paused', False)
    if job is not None:  # a stepped review (a one-shot review has no proof to report)
        timed += 1
        s = job.solver
        ok = 1 if s.done and s.proven and not paused else 0
        proven += ok
        print('review_deal %d units %d paused %d proven %d us %d' % (
            app.game.seed, s.nodes - app.screen.base, 1 if paused else 0, ok, whole))
        s = job = None
    lines = app.screen.review
    if paused:
        lines = app.text.review_lines(app.game, app.screen.job, True)
    print('review_lines', repr(lines))
    rounds = getattr(app.game, 'round', 0)
    app = None
    gc.collect()
    if rounds:  # a match of rounds (Navigator's: hundreds): one is enough
        print('review_rounds', rounds)
        break
stepclock.out()
total.out('review')
tick.out('review_tick')
slices.out('review_slices')
if timed:
    print('review_proven %d %d' % (proven, timed))
print('review_early %d' % early)
"""
)

# The interpreter's own speed where a step runs: the fastest of @STONE_RUNS@ short
# pystone runs of @STONE_LOOPS@ loops (a few ms each), each less its waits for a CPU
# (loops/s). This host runs in fast and slow phases (pystone ~125,000 and ~77,000 loops/s
# on the VM, minutes or a fraction of a second long, invisible to schedstat), so a step
# is scaled by a pystone taken in its own interpreter, right beside it. The compiled
# pystone of the harness tree (@STONEDIR@: nothing is compiled), its module dropped and
# its garbage collected after each probe: the heap goes back as it was (but for the
# few interned names of the module).
_STONE = """
def stone():
    sys.path.insert(0, '@STONEDIR@')
    import pystone
    sys.path.pop(0)
    best = 0
    waited = 0  # the fastest of the runs that waited for a CPU: only if none did not
    for _ in range(@STONE_RUNS@):
        gc.collect()  # a run allocates ~20K: no collection inside it
        secs, net = pystone.timed(@STONE_LOOPS@)
        if net <= 0:
            continue
        # a run that waited: its wait taken off once in a while misjudged (a short run
        # read at 4,000,000 loops/s); one that did not needs no correction
        if secs - net > 0.00001:
            waited = max(waited, @STONE_LOOPS@ / net)
        elif @STONE_LOOPS@ / net > best:
            best = @STONE_LOOPS@ / net
    if not best:
        best = waited
    del sys.modules['pystone']
    pystone = None
    gc.collect()
    return int(best)
"""

# Opening a game in a fresh interpreter: the game list is on screen; its entry, New
# game and Start are pressed, and the play screen drawn. The interpreter's speed is
# probed before anything of the app is imported and again once the open is timed and
# the app dropped (``open_stone``): the open is scaled by the faster of the two.
_OPEN = (
    _COMMON
    + _STONE
    + """
stone_before = stone()
"""
    + _APP
    + """
app = new_app(1)
gc.collect()
start()
for k in ('A', 'A', 'A'):
    app.key(k)
    settle(app)
    app.draw()
d = took()
print('open_us', d if isinstance(app.screen, PlayHost) else 0)
app = None
print('open_stone', stone_before, stone())
"""
)
OPEN_STONE_RUNS = 5  # the probe beside an open: 5 runs of 300 loops, ~15-20 ms on the VM
OPEN_STONE_LOOPS = 300
OPENS = 5  # samples of an open (median and max over them), each from OPEN_RUNS fresh
OPEN_RUNS = 7  # interpreters (bench_opens, sample_of)


def worker(template, tree, **kw):
    """A worker's code for the compiled ``tree`` (or the sources: ``tree`` = ROOT)."""
    kw.setdefault("RUNS", 1)  # replays of the same steps (the least time of each kept)
    # the step clock of the tree (compiled with it), else this checkout's source (an
    # older checkout, as tools/bench_compare.py opens, has none)
    clock = os.path.join(tree, "tools")
    if not any(os.path.exists(os.path.join(clock, "stepclock" + e)) for e in (".mpy", ".py")):
        clock = os.path.join(ROOT, "tools")
    code = template.replace("@CLOCK@", _CLOCK).replace("@CLOCKDIR@", clock)
    code = code.replace("@TREE@", tree)
    # the probe's pystone: compiled in the tree, else this checkout's
    stones = os.path.join(tree, "tools")
    if not os.path.exists(os.path.join(stones, "pystone.mpy")):
        stones = os.path.join(ROOT, "tools")
    kw.setdefault("STONEDIR", stones)
    kw.setdefault("STONE_RUNS", OPEN_STONE_RUNS)
    kw.setdefault("STONE_LOOPS", OPEN_STONE_LOOPS)
    code = code.replace("@BUILD@", tree)  # (speedcheck's)
    for k, v in kw.items():
        code = code.replace("@%s@" % k, str(v))
    return code


def run_code(interp, code, heap="1024K", timeout=7200):
    """Run ``code`` on ``interp``; return (output, ok)."""
    r = subprocess.run(
        [interp.exe, "-X", "heapsize=" + heap, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return r.stdout + r.stderr, r.returncode == 0


def parse_times(text, name):
    """(count, median us, max us) of a ``Times.out`` line, or None."""
    m = re.search(r"^%s n=(\d+) med_us=(\d+) max_us=(\d+)" % name, text, re.M)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None


def parse_int(text, name):
    """The int after ``name`` at the start of a line, or None."""
    m = re.search(r"^%s (\d+)" % name, text, re.M)
    return int(m.group(1)) if m else None


def parse_pair(text, name):
    """The two ints after ``name`` at the start of a line (e.g. proven, timed), or None."""
    m = re.search(r"^%s (\d+) (\d+)" % name, text, re.M)
    return (int(m.group(1)), int(m.group(2))) if m else None


def proven_text(pair):
    """'k of n proven' for a review's (proven, timed) deals, or ''."""
    return "%d of %d proven" % pair if pair else ""


def last_line(text):
    """The last line of an output (the error, when a worker failed)."""
    lines = text.strip().split("\n")
    return lines[-1][:200] if lines else ""


STONE_LOOPS = 300  # pystone: many short runs (a few ms each on the VM), each less its
STONE_RUNS = 100  # wait for a CPU; the fastest (one in 30 left out) is the interpreter's speed


def pystone_pair(interp, loops=STONE_LOOPS, runs=STONE_RUNS):
    """(raw, corrected) pystone loops/s of ``interp`` (its compiled ``tools/pystone``; a
    bare executable runs the source): the raw rate over ``runs`` runs of ``loops`` loops
    as the load allows, and the fastest run less the time it waited for a CPU (without
    /proc/self/schedstat: the fastest raw run). (0, 0) if it failed."""
    if isinstance(interp, str):
        interp = Interp(os.path.basename(interp), interp, ROOT)
    code = "import sys\nsys.path.insert(0, %r)\nimport pystone\n" % os.path.join(
        interp.tree, "tools"
    ) + "pystone.main(['pystone', '%d', '%d'])" % (loops, runs)
    text, _ok = run_code(interp, code, timeout=600)
    raw = re.search(r"(\d+) loops/s", text)
    net = re.search(r"(?:less the wait for a CPU|the fastest run): (\d+) loops/s", text)
    if not raw or not net:
        return 0, 0
    return int(raw.group(1)), int(net.group(1))


def pystone(interp, loops=STONE_LOOPS, runs=STONE_RUNS):
    """Pystone loops/s of ``interp``, its fastest run less its wait for a CPU (0 if it
    failed): what the device-equivalent figures are scaled by."""
    return pystone_pair(interp, loops, runs)[1]


def parse_clock(text):
    """[sched, reader cost us, steps paused, us waited] summed over a worker's ``clock``
    lines (sched: 1 when /proc/self/schedstat was read, 0 when every time is plain)."""
    got = re.findall(r"^clock sched=(\d) cost_us=(\d+) paused=(\d+) waited_us=(\d+)", text, re.M)
    if not got:
        return None
    v = [[int(x) for x in g] for g in got]
    return [min(g[0] for g in v), max(g[1] for g in v), sum(g[2] for g in v), sum(g[3] for g in v)]


def add_clock(out, text):
    """Add a worker's ``clock`` figures to ``out["clock"]``."""
    c = parse_clock(text)
    if c is None:
        return
    o = out.get("clock")
    out["clock"] = c if o is None else [min(o[0], c[0]), max(o[1], c[1]), o[2] + c[2], o[3] + c[3]]


def clock_text(c):
    """How a block's steps were timed, in one line."""
    if not c:
        return "no clock line"
    if not c[0]:
        return "no /proc/self/schedstat: plain times, waits for a CPU included"
    return "%d steps paused, %.2f s of waiting for a CPU taken off (reader %d us a step)" % (
        c[2],
        c[3] / 1e6,
        c[1],
    )


def open_pico_us(text):
    """One open's device-equivalent us from its worker's output, or None: the VM's us
    (``open_us``) x the faster of the two pystones its own interpreter took right
    before and right after it (``open_stone``) / a Pico's. The faster, as for a block:
    a probe that met a slow phase of the host never makes the open read quicker."""
    us = parse_int(text, "open_us")
    stones = parse_pair(text, "open_stone")
    if not us or not stones or not max(stones):
        return None
    return round(us * max(stones) / PICO_PYSTONE)


# -- storage and fuzz ---------------------------------------------------------------------


def storage_counts(games):
    """Flash operations per step of each game (``tools/measure_storage.py``)."""
    import measure_storage

    return dict((gid, measure_storage.measure(gid)) for gid in games)


def fuzz_cpython(presses):
    """(output, ok) of the CPython fuzz (one process: the pool gives the parallelism)."""
    cmd = [
        sys.executable,
        os.path.join(ROOT, "tools", "fuzz.py"),
        "--presses",
        str(presses),
        "--lenient",
    ]
    t0 = time.time()
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=7200)
    print("  fuzz  CPython %d s" % (time.time() - t0), flush=True)
    return (r.stdout + r.stderr).strip(), r.returncode == 0


def fuzz_vm_game(interp, gid, presses, heap_k):
    """(game, heap K, output, ok): ``presses`` random presses through the whole app, one game."""
    code = (
        "import sys; sys.path[:0] = ['%s/tools']; import fuzz; "
        "sys.exit(fuzz.main(['fuzz', '--mpy', '--root', '%s', '--presses', '%d', "
        "'--games', '%s', '--lenient']))" % (interp.tree, interp.tree, presses, gid)
    )
    t0 = time.time()
    r = subprocess.run(
        [interp.exe, "-X", "heapsize=%dK" % heap_k, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=7200,
    )
    print("  fuzz  VM %-10s %d s" % (gid, time.time() - t0), flush=True)
    return gid, heap_k, (r.stdout + r.stderr).strip(), r.returncode == 0


def fuzz_json(text):
    """The fuzz's summary JSON line as a dict of strings ({} if none)."""
    m = re.search(r'^\{"impl".*\}$', text, re.M)
    if not m:
        return {}
    d = {}
    for k, v in re.findall(r'"(\w+)":("[^"]*"|\w+)', m.group(0)):
        d[k] = v.strip('"')
    return d
