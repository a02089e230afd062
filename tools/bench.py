# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark: memory and speed of every game on the board's own interpreter, plus fuzz totals.

    python tools/bench.py [--quick] [--games id,id] [--jobs 2] [--no-fuzz] [--out PATH]

Device figures come from CircuitPython 10.2.1's VM built like a board (32-bit, 2 KB
pystack, no ``gc.threshold``; ``tools/cpvm.py``) running the tree compiled by
CircuitPython's own ``mpy-cross``, as ``make device`` ships it. The 64-bit MicroPython
of the pinned PyPI package gives a second column, never the device figure. Per game:

- the smallest ``-X heapsize`` at which the whole app (menus, play by the hint, random
  presses through every screen; ``tools/appdrive.py``) completes 100 deals: on the VM
  from ``.mpy`` and from source, and on the 64-bit port. A bisection on the first few
  deals finds the neighbourhood, runs of all 100 deals settle the figure. Beside it: a
  run of 100 deals at 96K, the smallest heap at which no optional feature is refused
  for memory ("Review needs more RAM"), the margin on a Raspberry Pi Pico (about 171K
  free under CircuitPython 10) and a Pico W (about 126K), and a sweep of every 16K
  from 96K to 512K that must never fail;
- peak heap in use while autoplaying, and the heap in use once the game's modules
  are imported;
- ms per UI step (a key handled and the frame drawn, on the play screen), per
  computer decision, per hint, per solver call, and the result screen's review as the
  player waits for it (the real result screen ticked and drawn until it is done: for
  a sliced review its total, its slices and the longest slice): median and max. The
  keys, decisions, hints and solver calls are replayed ``--runs`` times (3) in the
  same interpreter, the same presses on the same deals, and each step keeps its least
  time. Every step's time is the interpreter's own: the time it waited for a CPU
  (``/proc/self/schedstat``'s run_delay, ``tools/stepclock.py``) is taken off, so a
  step the host's scheduler paused is not long; what the correction cannot see (the
  other core's load on shared caches) is long in one run, a slow step in all;
- time to open a game (in the app: the game's entry chosen, New game, Start, the first
  frame drawn), from ``.mpy`` and from source: 5 samples, each the second least of 7
  fresh interpreters, each interpreter's open scaled to a Pico by a pystone it took
  itself right before and right after it (below); a review still over its target is timed
  again for a player who thinks 3 s a move (a review begun with the deal runs in those
  idle frames).

Times are scaled to a Pico by pystone (``tools/pystone.py``, about 1,200 loops/s on a
Pico) measured on the same interpreter right before and right after each game's
timing block, each time the fastest of many short runs less their waits for a CPU (the
interpreter's own speed, which hardly moves with the load, where the raw rate swings
2-3x): the block is scaled by the faster of the two. Both are printed with the raw.
An open is too short for that: this host runs in fast and slow phases (the VM's
pystone ~125,000 or ~75,000 loops/s, a phase lasting from tens of ms to minutes), so
the interpreter that times an open also times a short pystone (5 runs of 300 loops of
the harness's compiled ``tools/pystone``, the fastest that did not wait) before it
imports anything of the app and again once the open is timed, and the open is scaled
by the faster of its own two.
Also the flash syncs per save (``tools/measure_storage.py``) and the fuzz: 300,000
presses under CPython and 50,000 on the VM.

A full run writes docs/BENCH.md and the README's benchmark section (between its
``bench:begin`` and ``bench:end`` markers), both naming the command and the date.
``--quick`` shrinks every count (rough figures) and writes build/bench-quick.md
only, never the committed documents.
"""

import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from toolkit import ROOT, micropython  # the root on sys.path too

from engine.game import GAME_IDS

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
import heapfit  # noqa: E402
from build_mpy import build  # noqa: E402

# Targets (issues 13 and 20): goals the report compares against, not tests
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


def bench_opens(gid, interp, tree, samples, runs):
    """Time opening ``gid`` from ``tree`` (the compiled tree or a checkout's sources) on
    ``interp``: ``samples`` samples, each from ``runs`` fresh interpreters at a Pico's
    free heap, each interpreter's open scaled to a Pico by its own pystone
    (``open_pico_us``), the sample their second least (``sample_of``). A dict: ``pico``
    (count, median, max device-equivalent us, or None), ``samples`` ([VM us, pystone]
    of each sample) and ``error`` (the last failure's line, or '')."""
    got = []
    error = ""
    code = worker(_OPEN, tree, GAME=gid, STONEDIR=os.path.join(interp.tree, "tools"))
    for _ in range(samples):
        each = []  # (device us, VM us, pystone) of each interpreter
        for _ in range(runs):
            # at a Pico's free heap: a collection sweeps the whole heap, so a bigger
            # one than the board's would make each collection dearer
            text, ok = run_code(interp, code, heap="%dK" % PICO_FREE_K)
            us = parse_int(text, "open_us")
            pico = open_pico_us(text)
            if not ok or not us:
                error = last_line(text)
            elif not pico:
                error = "no pystone beside the open: " + last_line(text)
            else:
                each.append((pico, us, max(parse_pair(text, "open_stone"))))
        if each:
            got.append(sample_of(each))
    got.sort()
    pico = (len(got), got[len(got) // 2][0], got[-1][0]) if got else None
    return {"pico": pico, "samples": [[g[1], g[2]] for g in got], "error": error}


def sample_of(each):
    """One open sample from its interpreters' (device us, ...), each scaled by its own
    pystone: the least, as every step keeps its least time of its runs, but with three
    or more the second least. The host's slow phases come and go within tens of ms, so
    a probe ~20 ms from the open now and then met one the open did not; such an open
    reads up to 1.6x quick, the least of seven would pick it, the second least leaves it
    out (as pystone leaves out its fastest run in 30)."""
    each = sorted(each)
    return each[1] if len(each) >= 3 else each[0]


# -- times, per game and interpreter ---------------------------------------------------------


def bench_times(gid, opts, interp, src=ROOT):
    """Every time and engine-memory figure of one game on one interpreter (a dict), with
    the pystone measured right before and right after (``stones``, each the fastest of
    short runs less its wait for a CPU; ``stones_raw``: the rate as the load allowed),
    and how the steps were timed (``clock``: see ``parse_clock``); ``src``: the
    checkout whose sources "open (source)" compiles. The opens (``bench_opens``) are
    scaled by their own interpreters' pystone: ``open_pico``/``open_src_pico`` (count,
    median, max device-equivalent us), ``open_samples``/``open_src_samples`` ([VM us,
    pystone] of each), and ``open``/``open_src`` the same divided by the block's factor,
    so that a reader scaling every time of the block by ``factor_of`` (as
    tools/bench_compare.py does) reads each open as itself."""
    t0 = time.time()
    loops, sruns = opts.get("stone_loops", STONE_LOOPS), opts.get("stone_runs", STONE_RUNS)
    raw, net = pystone_pair(interp, loops, sruns)
    out = {"game": gid, "stones": [net], "stones_raw": [raw], "clock": None}
    runs = opts.get("runs", 1)
    code = worker(
        _PLAY, interp.tree, GAME=gid, DEALS=opts["deals"], SOLVES=opts["solves"], RUNS=runs
    )
    text, ok = run_code(interp, code)
    add_clock(out, text)
    if not ok:
        out["play_error"] = last_line(text)
    differ = re.findall(r"^runs_differ (\w+)", text, re.M)
    m = re.search(r"^solve_error (.*)$", text, re.M)
    if m:
        out["solve_error"] = m.group(1)
    for k in ("mem_base", "mem_imported", "mem_peak"):
        out[k] = parse_int(text, k)
    for k in ("decision", "hint", "solve"):
        out[k] = parse_times(text, k)
    code = worker(_UI, interp.tree, GAME=gid, STEPS=opts["ui_steps"], RUNS=runs)
    text, ok = run_code(interp, code)
    add_clock(out, text)
    for k in ("ui_step", "ui_pick", "ui_menu", "ui_tick"):
        out[k] = parse_times(text, k)
    differ += re.findall(r"^runs_differ (\w+)", text, re.M)
    if differ:  # the replays did not meet the same steps: their least times mean little
        out["runs_error"] = "replays differ: " + ", ".join(differ)
    if not ok:
        out["ui_error"] = last_line(text)
    code = worker(_REVIEW, interp.tree, GAME=gid, DEALS=opts["reviews"], THINK=0)
    text, ok = run_code(interp, code)
    add_clock(out, text)
    for k in ("review", "review_tick", "review_slices"):
        out[k] = None if "review_none" in text else parse_times(text, k)
    out["review_rounds"] = parse_int(text, "review_rounds")
    m = re.search(r"^review_lines (.*)$", text, re.M)
    out["review_lines"] = m.group(1) if m else ""
    m = re.search(r"^review_error (.*)$", text, re.M)
    if m or not ok:
        out["review_error"] = m.group(1) if m else last_line(text)
    out["review_proven"] = parse_pair(text, "review_proven")
    out["review_think"] = out["review_think_proven"] = None
    t = out["review"]
    f = (out["stones"][0] or PICO_PYSTONE) / PICO_PYSTONE
    pr = out["review_proven"]
    over = t and t[0] and t[2] * f / 1000.0 > TARGET_SOLVER_MS
    if parse_int(text, "review_early") and (over or (pr and pr[0] < pr[1])):
        # a review that runs while the player plays (Onslaught's) is waited for only
        # for what is left at the result screen: the same deals by a player who
        # thinks THINK_S seconds a move (the main loop's idle frames between them),
        # with the share it proves by then
        code = worker(
            _REVIEW, interp.tree, GAME=gid, DEALS=opts["reviews"], THINK=THINK_S * 1000 // 33
        )
        text, ok = run_code(interp, code)
        add_clock(out, text)
        if ok and "review_none" not in text:
            out["review_think"] = parse_times(text, "review")
            out["review_think_proven"] = parse_pair(text, "review_proven")
    for key, tree in (("open", interp.tree), ("open_src", src)):
        o = bench_opens(gid, interp, tree, opts["opens"], opts.get("open_runs", OPEN_RUNS))
        out[key + "_pico"] = o["pico"]
        out[key + "_samples"] = o["samples"]
        if o["error"]:
            out[key + "_error"] = o["error"]
    raw, net = pystone_pair(interp, loops, sruns)
    out["stones"].append(net)
    out["stones_raw"].append(raw)
    f = max(out["stones"]) / PICO_PYSTONE
    for key in ("open", "open_src"):
        # each open is already at a Pico's speed: divided by the block's factor, which
        # every reader of a block's times multiplies by (factor_of), it reads as itself
        t = out[key + "_pico"]
        out[key] = (t[0], round(t[1] / f), round(t[2] / f)) if t and f else None
    out["seconds"] = int(time.time() - t0)
    s, r = out["stones"], out["stones_raw"]
    print(
        "  times %-10s %-13s %3d s (pystone %d before, %d after; raw %d, %d); %s"
        % (gid, interp.name, out["seconds"], s[0], s[1], r[0], r[1], clock_text(out["clock"])),
        flush=True,
    )
    return out


# -- whole-app heap (tools/heapfit.py's runner) -----------------------------------------------


def bisect(runner, config, gid, lo, hi, extra, good, step=4):
    """The smallest heap (K, a multiple of ``step``) in ``lo``..``hi`` whose run is
    ``good``, by bisection (assumes more heap never hurts), or None."""
    if not good(runner.run(config, gid, hi, extra)):
        return None
    if good(runner.run(config, gid, lo, extra)):
        return lo
    while hi - lo > step:  # lo fails, hi passes
        mid = (lo + hi) // 2 // step * step
        if mid <= lo:
            mid = lo + step
        if good(runner.run(config, gid, mid, extra)):
            hi = mid
        else:
            lo = mid
    return hi


def _ok(res):
    return res["ok"]


def _full(res):
    return res["ok"] and not res.get("short")


def heap_fit(runner, config, gid, opts):
    """The smallest heap for the deals of ``gid`` on ``config`` (a dict): ``heap_deals``
    deals on the device build, ``src_deals`` from source and on the 64-bit port.

    A bisection on ``fit_deals`` deals finds a lower bound cheaply; from there runs of
    all the deals climb in 4K steps until one passes (a failing run stops at its first
    error, so the climb costs about one full run). On the device build also: the run
    of all deals at 96K, and the smallest heap at which no optional feature was
    refused in the first ``fit_deals`` deals.
    """
    t0 = time.time()
    few = ["--deals", str(opts["fit_deals"])]
    deals = opts["heap_deals"] if config == "vm-mpy" else opts["src_deals"]
    every = ["--deals", str(deals)]
    out = {"config": config, "deals": deals}
    k = bisect(runner, config, gid, 32, 512, few, _ok)
    out["few_k"] = k
    while k is not None and k <= 512 and not runner.run(config, gid, k, every)["ok"]:
        k += 4
    if k is not None and k <= 512:
        out["smallest_k"] = k
        out["short_at_smallest"] = runner.run(config, gid, k, every).get("short", 0)
    if config == "vm-mpy":
        res = runner.run(config, gid, TARGET_HEAP_K, every)
        out["at_target"] = {
            "ok": res["ok"],
            "deals": res.get("deals", 0),
            "short": res.get("short", 0),
            "error": res.get("error", ""),
        }
        out["full_k"] = bisect(runner, config, gid, out.get("smallest_k") or 32, 512, few, _full)
    out["seconds"] = int(time.time() - t0)
    print(
        "  heap  %-10s %-13s %3d s: %s"
        % (gid, config, out["seconds"], out.get("smallest_k") or "fails"),
        flush=True,
    )
    return out


def heap_sweep(runner, gid, opts):
    """Every heap of the sweep on the device build: {heap K: (ok, short, error)}."""
    t0 = time.time()
    first, last, step = SWEEP
    extra = ["--deals", str(opts["sweep_deals"])]
    out = {}
    for k in range(first, last + 1, opts.get("sweep_step", step)):
        res = runner.run("vm-mpy", gid, k, extra)
        out[k] = (res["ok"], res.get("short", 0), res.get("error", ""))
    bad = [k for k in out if not out[k][0]]
    print(
        "  sweep %-10s %3d s: %s"
        % (gid, time.time() - t0, "clean" if not bad else "fails at %s" % bad),
        flush=True,
    )
    return out


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


# -- report ---------------------------------------------------------------------------------


def ms(us):
    """Microseconds as milliseconds."""
    return us / 1000.0


def fmt_ms(v):
    """A time in ms, to three significant figures or so; '-' for None."""
    if v is None:
        return "-"
    if v >= 100:
        return "%d" % round(v)
    if v >= 10:
        return "%.1f" % v
    return "%.2f" % v


def factor_of(r, key):
    """Device-equivalent scale of one timing block: its interpreter's pystone around the
    block over a Pico's, the faster of before and after (each the interpreter's speed
    less its waits for a CPU: a slower one met a moment when the machine slowed the CPU
    itself, as the least-of-runs steps avoid it too); 0 when pystone failed."""
    s = [x for x in r[key]["stones"] if x]
    return max(s) / PICO_PYSTONE if s else 0


def open_scaled(v, key, factor):
    """(times, factor) of an open (``key``: "open" or "open_src") for ``med_max``/``cell``:
    its samples already at a Pico's speed (each scaled by its own interpreter's pystone;
    ``bench_opens``) with factor 1, or, in results older than those, the block's."""
    t = v.get(key + "_pico")
    return (t, 1.0) if t else (v.get(key), factor)


def med_max(t, factor):
    """'median / max' in device ms, or '-'."""
    if not t or not t[0]:
        return "-"
    return "%s / %s" % (fmt_ms(t[1] / 1000.0 * factor), fmt_ms(t[2] / 1000.0 * factor))


def within(t, factor, target_ms, target_med_ms=None):
    """✓ when the max (and the median, with ``target_med_ms``) meets its target."""
    ok = t[2] / 1000.0 * factor <= target_ms
    if target_med_ms is not None:
        ok = ok and t[1] / 1000.0 * factor <= target_med_ms
    return "✓" if ok else "✗"


def cell(t, factor, target_ms, target_med_ms=None):
    """'median / max ✓' against a target, or '-'."""
    if not t or not t[0]:
        return "-"
    return "%s %s" % (med_max(t, factor), within(t, factor, target_ms, target_med_ms))


def margin(k, free_k):
    """Heap left on a board with ``free_k`` K free once a game needing ``k`` K runs."""
    return "-" if not k else "%+dK" % (free_k - k)


def heap_k(fit, config):
    """The smallest heap of ``config`` in K, or None."""
    return (fit.get(config) or {}).get("smallest_k")


def heap_cell(fit, config):
    """The smallest-heap cell of one configuration."""
    d = fit.get(config)
    if d is None:
        return "-"
    k = d.get("smallest_k")
    return ("%dK" % k) if k else "fails up to 512K"


def sweep_cell(sweep):
    """'clean', or the heaps that failed (and those where a feature was refused)."""
    if not sweep:
        return "-"
    bad = ["%dK" % k for k in sorted(sweep) if not sweep[k][0]]
    short = ["%dK" % k for k in sorted(sweep) if sweep[k][0] and sweep[k][1]]
    text = "clean" if not bad else "fails at " + ", ".join(bad)
    if short:
        text += "; a feature refused at " + ", ".join(short)
    return text


def target_cell(fit):
    """The run of all deals at 96K on the device build."""
    d = (fit.get("vm-mpy") or {}).get("at_target")
    if not d:
        return "-"
    if d["ok"]:
        text = "passes ✓"
        if d["short"]:
            text += " (%d refused)" % d["short"]
        return text
    return "✗ fails at deal %d: %s" % (d["deals"] + 1, d["error"][:60])


def review_cell(v, factor):
    """The review as the player waits: 'median / max' of the wait until the screen has an
    answer (device ms) ✓, for a sliced review the slices and the longest one, how many
    of the timed deals that answer proved (the rest: the best so far, the allowance
    spent), and the same for a player who thinks 3 s a move when it was timed."""
    t = v.get("review")
    if not t or not t[0]:
        return "-"
    text = cell(t, factor, TARGET_SOLVER_MS)
    sl = v.get("review_slices")
    tick = v.get("review_tick")
    if sl and sl[2] > 1:
        text += " in %d-%d slices, longest %s" % (
            sl[1],
            sl[2],
            fmt_ms(tick[2] / 1000.0 * factor),
        )
    if v.get("review_proven"):
        text += ", " + proven_text(v["review_proven"])
    think = v.get("review_think")
    if think and think[0]:
        text += "; %d s a move: %s" % (THINK_S, cell(think, factor, TARGET_SOLVER_MS))
        if v.get("review_think_proven"):
            text += ", " + proven_text(v["review_think_proven"])
    return text


def summary_table(results):
    """The README's table: device-equivalent figures with ✓/✗ against the targets."""
    rows = [
        "| game | whole-app heap (VM .mpy) | Pico / Pico W margin | cursor move | menu "
        "step | computer decision | hint | review (player's wait) | open (.mpy) | open "
        "(source) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in results:
        v = r["vm"]
        f = factor_of(r, "vm")
        k = heap_k(r["heap"], "vm-mpy")
        heap = "%dK %s" % (k, "✓" if k <= TARGET_HEAP_K else "✗") if k else "✗"
        rows.append(
            "| %s | %s | %s / %s | %s | %s | %s | %s | %s | %s | %s |"
            % (
                r["game"],
                heap,
                margin(k, PICO_FREE_K),
                margin(k, PICO_W_FREE_K),
                cell(v["ui_step"], f, TARGET_UI_MAX_MS, TARGET_UI_MS),
                cell(v.get("ui_menu"), f, TARGET_UI_MAX_MS, TARGET_UI_MS),
                cell(v["decision"], f, TARGET_DECISION_MS),
                cell(v["hint"], f, TARGET_HINT_MS),
                review_cell(v, f),
                cell(*open_scaled(v, "open", f), target_ms=TARGET_OPEN_MS),
                cell(*open_scaled(v, "open_src", f), target_ms=TARGET_OPEN_MS),
            )
        )
    return "\n".join(rows)


def targets_text():
    """The targets in one sentence."""
    return (
        "Targets (issues 13 and 20): the whole app completes 100 deals at `-X heapsize=%dK`; "
        "a UI step %d ms median and %d ms max; a computer decision %d ms; a hint %d ms; a "
        "solver or review %d s; opening a game %d s, from .mpy and from source "
        "(device-equivalent; ✓ when the max meets it)."
        % (
            TARGET_HEAP_K,
            TARGET_UI_MS,
            TARGET_UI_MAX_MS,
            TARGET_DECISION_MS,
            TARGET_HINT_MS,
            TARGET_SOLVER_MS // 1000,
            TARGET_OPEN_MS // 1000,
        )
    )


def command_line(argv):
    """The command as a reader would type it."""
    return " ".join(["python", "tools/bench.py"] + argv[1:])


def report(results, extra, opts, argv, started, seconds):
    """docs/BENCH.md's text."""
    date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(started))
    lines = [
        "# Benchmark",
        "",
        "Made by `%s` (`make bench`) on %s: %d min %02d s on %d cores, `--jobs %d`; "
        "its interpreters used %d min of CPU (a run alone on the machine takes about "
        "that over the jobs)."
        % (
            command_line(argv),
            date,
            seconds // 60,
            seconds % 60,
            os.cpu_count() or 1,
            opts["jobs"],
            opts.get("cpu_seconds", 0) // 60,
        ),
        "",
        "**Device figures come from the board's own interpreter**: CircuitPython %s's VM "
        "built for Linux like a board (32-bit, 2 KB pystack, no `gc.threshold`; "
        "`tools/cpvm.py`), running the tree compiled by CircuitPython's own `mpy-cross -O3` "
        "(what `make device` ships), the whole app driven by its keys. The 64-bit "
        "MicroPython of the pinned PyPI package is a second column, never the device "
        "figure." % cpvm.VERSION,
        "",
        "**Device-equivalent times** are the interpreter's own time on this machine x "
        "(its pystone / %d, a Raspberry Pi Pico's). **The time the interpreter waited "
        "for a CPU is taken off every timed step** (UI keys, frames, decisions, hints, "
        "solver calls, review ticks, openings) and off pystone: Linux's "
        "`/proc/self/schedstat` counts it (run_delay, brought up to date each time the "
        "process gets a CPU back), read before and after the step by a reader that "
        "allocates nothing, whose own cost is taken off too (without /proc the times "
        "are plain and the run says so). On this shared machine a pause is ~4 ms of VM "
        "time, about half a second on a Pico, and falls on a few steps in a hundred; "
        "what is left of a paused step is its own time plus ~0.1 ms of caches refilled. "
        "Pystone runs on the same interpreter right before and right after each game's "
        "timing block, each time %d short runs of %d loops (a few ms each), each less its "
        "wait; the fastest (one run in 30 left out) is the interpreter's speed, and the "
        "block is scaled by the faster of the two: the pystone table gives them beside "
        "the raw rate the load allowed, which swings 2-3x with the load where the "
        "corrected one moves a few per cent."
        % (PICO_PYSTONE, opts.get("stone_runs", STONE_RUNS), opts.get("stone_loops", STONE_LOOPS)),
        "",
        "**Each open is scaled by its own interpreter's pystone.** This host runs in fast "
        "and slow phases that schedstat cannot see (the VM's pystone about 125,000 or "
        "75,000 loops/s, a phase lasting from tens of ms to minutes), and an open is a "
        "fresh interpreter's 5-30 ms, so a pystone taken seconds away says little of the "
        "speed it met. The interpreter that times an open also times pystone itself: "
        "%d runs of %d loops of the harness's compiled `tools/pystone` (nothing compiled; "
        "the fastest run that did not wait for a CPU), once before it imports anything of "
        "the app (its module then dropped and collected: the open meets the heap as "
        "without it but for the ~0.3K of names it interned) and once after the open is "
        "timed; the open is scaled by the faster "
        "of the two (a probe that met a slow phase never makes the open read quicker). "
        "The probe after the open runs among what the app left (its heap, its interned "
        "names) and reads ~20%% slower than on a fresh interpreter, so it decides only "
        "when the phase changed between the two. Each sample is the second least of %d "
        "such interpreters, each scaled first, at a Pico's free heap (%dK): a phase can "
        "change within the ~20 ms between a probe and the open, and an open that met "
        "none beside a probe that met a slow one reads up to 1.6x quick; the least would "
        "pick it. %d samples give the median and the max. A slow phase slows pystone "
        "~1.6x and an open ~1.3-1.5x (compiling, less), so an open that met one all "
        "along reads ~10%% lower: the spread left between runs."
        % (
            OPEN_STONE_RUNS,
            OPEN_STONE_LOOPS,
            opts.get("open_runs", OPEN_RUNS),
            PICO_FREE_K,
            opts.get("opens", OPENS),
        ),
        "",
        "**Each step's least time of %d runs**: the UI keys and frames, the computer's "
        "decisions, the hints and the solver calls are replayed %d times in the same "
        "interpreter (the same presses on the same deals, each decision and hint on the "
        "same state, checked by a digest of the moves) and every step keeps its least "
        "time, its waits for a CPU taken off, before the median and the max are taken. "
        "What the correction cannot see (the other core's process sharing the memory "
        "bus, caches refilled after a pause) lengthens a step in one run, seldom in all; "
        "a step slow in itself (a full redraw, a collection the app asks for) is slow in "
        "every run and still shows. "
        "An automatic collection falls on another step in each run and drops out like a "
        "preemption (at the workers' 1024K heap it scans about eight times a board's "
        "heap; `tools/speedcheck.py` traces the frames at 128K). The review is timed "
        "once per deal." % (opts.get("runs", 1), opts.get("runs", 1)),
        "",
        "## Summary (device-equivalent, Pico)",
        "",
        summary_table(results),
        "",
        targets_text(),
        "",
    ]
    lines += heap_section(results, opts)
    lines += memory_section(results, opts)
    lines += time_section(results, opts)
    lines += storage_section(extra.get("storage"))
    lines += fuzz_section(extra.get("fuzz_cp"), extra.get("fuzz_vm"))
    path = os.path.join(ROOT, "docs", "bench-before-after.md")
    if os.path.exists(path):  # figures of fixed commits, measured once (see that file)
        with open(path) as f:
            lines += ["", f.read().strip()]
    return "\n".join(lines) + "\n"


def heap_section(results, opts):
    """The whole-app heap table and how it was taken."""
    first, last, step = SWEEP
    lines = [
        "## Whole app: smallest heap",
        "",
        "| game | VM, CircuitPython .mpy | VM, source | 64-bit MicroPython, source | "
        "%d deals at %dK (VM .mpy) | no feature refused (VM .mpy) | margin on a Pico "
        "(%dK free) | on a Pico W (%dK) | sweep %dK-%dK (VM .mpy) |"
        % (opts["heap_deals"], TARGET_HEAP_K, PICO_FREE_K, PICO_W_FREE_K, first, last),
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in results:
        fit = r["heap"]
        k = heap_k(fit, "vm-mpy")
        full = (fit.get("vm-mpy") or {}).get("full_k")
        lines.append(
            "| %s | %s | %s | %s | %s | %s | %s | %s | %s |"
            % (
                r["game"],
                heap_cell(fit, "vm-mpy"),
                heap_cell(fit, "vm-src"),
                heap_cell(fit, "mp-src"),
                target_cell(fit),
                "%dK" % full if full else "-",
                margin(k, PICO_FREE_K),
                margin(k, PICO_W_FREE_K),
                sweep_cell(r.get("sweep")),
            )
        )
    lines += [
        "",
        "Smallest heap (4K steps) at which `tools/appdrive.py` completes the deals of the "
        "game through the whole app: the lobby, menus, the hint as the player, random "
        "presses through every screen (pause, undo, rules, statistics, options, settings), "
        "the result screen with its review on every deal, searched on to its end when "
        "it pauses (`tools/heapfit.py`'s runner; "
        "a round of Navigator's match counts as a deal). A bisection on the first %d "
        "deals finds a lower bound; runs of all the deals (%d on the VM from .mpy, %d "
        "from source and on the 64-bit port) climb from there in 4K steps until one "
        'passes. "No feature refused": the smallest heap at which none of the first %d '
        'deals met a "... needs more RAM" line (hint, review, rules, statistics, undo); '
        "the runs above may pass with such lines, which the player reads instead of the "
        'feature ("refused" counts them). Margin: the free heap of the board minus the '
        "smallest heap from .mpy. The sweep runs %d deals at every %dK from %dK to %dK: "
        "a failure above a passing heap is fragmentation, not size."
        % (
            opts["fit_deals"],
            opts["heap_deals"],
            opts["src_deals"],
            opts["fit_deals"],
            opts["sweep_deals"],
            opts.get("sweep_step", step),
            first,
            last,
        ),
        "",
    ]
    for r in results:
        for c in HEAP_CONFIGS:
            d = r["heap"].get(c) or {}
            if d.get("smallest_k") and d.get("short_at_smallest"):
                lines.append(
                    "- %s, %s, at %dK: %d features refused over %d deals."
                    % (
                        r["game"],
                        heapfit.NAMES[c],
                        d["smallest_k"],
                        d["short_at_smallest"],
                        d["deals"],
                    )
                )
        for k, (ok, _short, error) in sorted((r.get("sweep") or {}).items()):
            if not ok:
                lines.append("- %s, sweep at %dK: `%s`" % (r["game"], k, error[:120]))
    return lines + [""]


def kb(n):
    return "-" if n is None else "%.1fK" % (n / 1024.0)


def memory_section(results, opts):
    """Engine memory while autoplaying (no app)."""
    lines = [
        "## Engine memory",
        "",
        "| game | heap before the game | after its imports | peak while autoplaying | "
        "peak, 64-bit MicroPython |",
        "| --- | --- | --- | --- | --- |",
    ]
    for r in results:
        v, m = r["vm"], r["mp"]
        lines.append(
            "| %s | %s | %s | %s | %s |"
            % (
                r["game"],
                kb(v["mem_base"]),
                kb(v["mem_imported"]),
                kb(v["mem_peak"]),
                kb(m["mem_peak"]),
            )
        )
    return lines + [
        "",
        "Peak: the largest `gc.mem_alloc()` after a `gc.collect()` at every action of %d "
        "autoplayed deals (rules and AI only, the player's seat played by the hint), "
        "solver calls included." % opts["deals"],
        "",
    ]


def stones_text(v):
    """'corrected / corrected (raw / raw)' of a block's pystones before and after."""
    s = " / ".join(str(x) for x in v["stones"])
    raw = v.get("stones_raw")
    return "%s (%s)" % (s, " / ".join(str(x) for x in raw)) if raw else s


def paused_text(c):
    """A block's paused steps and the wait taken off them, short; or why none was."""
    if not c:
        return "-"
    if not c[0]:
        return "no /proc: plain times"
    return "%d, %.2f s" % (c[2], c[3] / 1e6)


def time_section(results, opts):
    """Device-equivalent times, the VM beside the 64-bit port, and the pystone table."""
    head = (
        "| game | interpreter | open (.mpy) | open (source) | cursor move | A on the play "
        "screen | menu step | frame between keys | computer decision | hint | solver | "
        "review: the player's wait | review: longest tick | review: slices | review: "
        "proven in the wait | review: the wait after %d s a move | proven then |" % (THINK_S,)
    )
    lines = [
        "## Time, device-equivalent (ms on a Pico, median / max)",
        "",
        head,
        "| --- |" + " --- |" * 16,
    ]
    for r in results:
        for key, name in (("vm", "VM"), ("mp", "64-bit")):
            v = r[key]
            f = factor_of(r, key)
            sl = v.get("review_slices")
            lines.append(
                "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s "
                "| %s |"
                % (
                    r["game"] if key == "vm" else "",
                    name,
                    med_max(*open_scaled(v, "open", f)),
                    med_max(*open_scaled(v, "open_src", f)),
                    med_max(v["ui_step"], f),
                    med_max(v.get("ui_pick"), f),
                    med_max(v.get("ui_menu"), f),
                    med_max(v.get("ui_tick"), f),
                    med_max(v["decision"], f),
                    med_max(v["hint"], f),
                    med_max(v["solve"], f),
                    med_max(v["review"], f),
                    med_max(v["review_tick"], f),
                    "-" if not sl or not sl[0] else "%d / %d" % (sl[1], sl[2]),
                    proven_text(v.get("review_proven")) or "-",
                    med_max(v.get("review_think"), f),
                    proven_text(v.get("review_think_proven")) or "-",
                )
            )
    lines += [
        "",
        "Counts: decisions and hints over %d autoplayed deals (a round of a match counts as "
        "a deal; rules and AI, no screen); "
        "UI steps: %d keys (arrows and A) on the play screen of the app, each a key "
        "handled plus the frame drawn (cursor move: the arrows; A: a pick, often a move "
        "played, whose computer replies are not counted), and every 50 keys four arrows "
        "in the pause menu (menu step); after each key, and after the game opens "
        "before the first key, five frames 33 ms apart as the "
        "main loop ticks them (computer moves, idle work such as a screen loading its "
        "keys' code at its first idle tick), each drawn (frame between "
        "keys: a key waits for the one under way); the UI targets are for cursor moves and menu "
        "steps; solver: `ai.solve` on a fresh deal, the first %d "
        "deals; review: the result screen of %d deals (one match for a game of rounds) "
        "played through the app by the hint, "
        "ticked and drawn as the main loop does until the screen has an answer: the "
        "review over, or its allowance of work units (about 10 s of a Pico) spent and "
        'its best so far shown as not proven, with "A:search on" (the player\'s '
        'wait: every tick after the first, which only shows "Reviewing the deal…"); '
        "proven in the wait: how many of those deals the answer proved (the best "
        "possible, or no win possible) with no pause; a "
        "sliced review (Onslaught's) answers keys between ticks, so its longest tick is "
        "how long a press can wait; a review begun with the deal that proved not every "
        "deal (or went over its target) is timed again "
        "for a player who thinks %d s a move (the main loop's idle frames between the "
        "moves, in which the review runs: what is left is the wait, and more is proven); "
        "open: from the game list, the game's entry, New game "
        "and Start pressed and the play screen drawn, in a fresh interpreter at %dK (%d "
        "samples each, from the compiled tree and from source, each the second least of "
        "%d interpreters, each scaled by its own pystone)."
        % (
            opts["deals"],
            opts["ui_steps"],
            opts["solves"],
            opts["reviews"],
            THINK_S,
            PICO_FREE_K,
            opts["opens"],
            opts.get("open_runs", OPEN_RUNS),
        ),
        "",
        "Pystone (loops/s on this machine, before / after each game's block: less the "
        "waits for a CPU (raw, as the load allowed)), and the block's steps the "
        "scheduler paused, with the wait taken off them:",
        "",
        "| game | VM | 64-bit MicroPython | block seconds (VM, 64-bit) | paused steps "
        "(VM, 64-bit) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for r in results:
        lines.append(
            "| %s | %s | %s | %d, %d | %s; %s |"
            % (
                r["game"],
                stones_text(r["vm"]),
                stones_text(r["mp"]),
                r["vm"]["seconds"],
                r["mp"]["seconds"],
                paused_text(r["vm"].get("clock")),
                paused_text(r["mp"].get("clock")),
            )
        )
    lines.append("")
    for r in results:
        for key in ("vm", "mp"):
            for k in (
                "play_error",
                "ui_error",
                "review_error",
                "solve_error",
                "runs_error",
                "open_error",
                "open_src_error",
            ):
                if r[key].get(k):
                    lines.append(
                        "- %s (%s) %s: `%s`" % (r["game"], key, k.replace("_", " "), r[key][k])
                    )
        v = r["vm"]
        if v.get("review_lines"):
            lines.append(
                "- %s: the review on the VM reads `%s`%s."
                % (
                    r["game"],
                    v["review_lines"],
                    " (one match of %d rounds played to its end)" % v["review_rounds"]
                    if v.get("review_rounds")
                    else "",
                )
            )
    return lines + [""]


def storage_section(counts):
    """Flash operations per step, from tools/measure_storage.py."""
    if not counts:
        return []
    steps = list(next(iter(counts.values())).keys())
    lines = [
        "## Flash writes",
        "",
        "| game | " + " | ".join(steps) + " |",
        "| --- |" + " --- |" * len(steps),
    ]
    for gid, c in counts.items():
        lines.append("| %s | %s |" % (gid, " | ".join(str(c[s]["total"]) for s in steps)))
    return lines + [
        "",
        "Operations that make FAT write to the flash (a file opened for writing, its close, "
        "a rename, a remove, a folder made) per step, on the device's path (no "
        "`os.replace`: `.new`, `.tmp`, remove, rename) (`tools/measure_storage.py`).",
        "",
    ]


def fuzz_section(fuzz_cp, fuzz_vm_runs):
    """The fuzz totals."""
    if fuzz_cp is None and not fuzz_vm_runs:
        return []
    lines = ["## Fuzz", ""]
    fc = fuzz_json(fuzz_cp[0]) if fuzz_cp else {}
    if fc:
        lines.append(
            "- CPython: %s presses in %s sessions, %s deals finished, %s actions, "
            "%s saves damaged on purpose, %s s: %s."
            % (
                fc.get("presses"),
                fc.get("sessions"),
                fc.get("finished"),
                fc.get("actions"),
                fc.get("damaged"),
                fc.get("seconds"),
                "no failure" if fuzz_cp[1] else "FAILED",
            )
        )
    elif fuzz_cp:
        lines.append("- CPython: FAILED\n\n```\n%s\n```" % fuzz_cp[0][-3000:])
    if fuzz_vm_runs:
        lines += [
            "- The board's VM from CircuitPython .mpy, each game at `-X heapsize=%dK`: "
            "the whole app, that game and the fuzz harness, whose own key strings and "
            "checks need room beside the app (the heap table above is the app's)." % FUZZ_HEAP_K,
            "",
            "| game | heap | presses | deals finished | actions | seconds | result |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        fails = []
        for gid, k, text, ok in fuzz_vm_runs:
            fm = fuzz_json(text)
            lines.append(
                "| %s | %dK | %s | %s | %s | %s | %s |"
                % (
                    gid,
                    k,
                    fm.get("presses", "-"),
                    fm.get("finished", "-"),
                    fm.get("actions", "-"),
                    fm.get("seconds", "-"),
                    "no failure" if ok else "FAILED",
                )
            )
            if not ok:
                fails.append("%s:\n%s" % (gid, "\n".join(text.split("\n")[-12:])))
        for f in fails:
            lines.append("\n```\n%s\n```" % f)
    return lines + [
        "",
        "Fuzz: `tools/fuzz.py`; the result screen's review runs for real on the first "
        "two finished deals of each game per process, then a stub line (a solver can take "
        "seconds per deal).",
    ]


def readme_section(results, argv, started, seconds):
    """The README's benchmark section between the markers."""
    date = time.strftime("%Y-%m-%d", time.gmtime(started))
    return "\n".join(
        [
            README_BEGIN,
            "`make bench` (`%s`, %d minutes on 2 cores, %s) measures every game on the "
            "board's own interpreter: CircuitPython %s's VM built like a board (32-bit, 2 "
            "KB pystack, no `gc.threshold`) running the device build (CircuitPython "
            "`.mpy`), the whole app driven by its keys. Times are device-equivalent "
            "milliseconds on a Raspberry Pi Pico (the VM's own time, its waits for a CPU "
            "taken off, scaled by pystone measured on the VM around each game, likewise; "
            "an open by a pystone its own interpreter took beside it), "
            "median / max, with ✓ or ✗ against the targets; the heap "
            "is the smallest `-X heapsize` at which the whole app completes 100 deals, "
            "with its margin on a Pico and a Pico W. Details, the 64-bit MicroPython "
            "beside, the sweep, flash writes and the fuzz: `docs/BENCH.md`."
            % (command_line(argv), round(seconds / 60.0), date, cpvm.VERSION),
            "",
            summary_table(results),
            "",
            targets_text(),
            README_END,
        ]
    )


def write_readme(section, path=None):
    """Replace the README's text between the markers with ``section``; False when the
    markers are missing (nothing is written)."""
    path = path or os.path.join(ROOT, "README.md")
    with open(path) as f:
        text = f.read()
    a = text.find(README_BEGIN)
    b = text.find(README_END)
    if a < 0 or b < a:
        return False
    with open(path, "w") as f:
        f.write(text[:a] + section + text[b + len(README_END) :])
    return True


# -- the run --------------------------------------------------------------------------------


def parse_args(argv):
    """The options of ``argv`` (``sys.argv``): ``--help`` prints the usage and exits 0; an
    unknown argument prints the usage and exits 2 (nothing is measured)."""
    import argparse

    p = argparse.ArgumentParser(
        prog="tools/bench.py",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=__doc__.split("\n\n", 1)[0] + "\n\n" + __doc__.split("\n\n", 2)[2],
        epilog="A full run takes about 40 minutes on 2 cores (--jobs 2); --quick about 5.",
    )
    p.add_argument(
        "--quick",
        action="store_true",
        help="shrink every count (a few minutes; rough figures; writes build/bench-quick.md only)",
    )
    p.add_argument("--games", default="", metavar="ID,ID", help="only these games (default: all)")
    p.add_argument(
        "--jobs", type=int, default=2, metavar="N", help="measurements in parallel (default 2)"
    )
    p.add_argument(
        "--runs",
        type=int,
        default=RUNS,
        metavar="N",
        help="replays of the timed steps, each step's least time kept (default %d)" % RUNS,
    )
    p.add_argument("--no-fuzz", action="store_true", help="skip the fuzz runs")
    p.add_argument(
        "--out",
        default="",
        metavar="PATH",
        help="where the report goes (default docs/BENCH.md; --quick: build/bench-quick.md)",
    )
    p.add_argument(
        "--json", default="", metavar="PATH", help="also write every raw figure as JSON here"
    )
    args = p.parse_args(argv[1:])
    if args.jobs < 1:
        p.error("--jobs must be at least 1")
    if args.runs < 1:
        p.error("--runs must be at least 1")
    args.games = args.games.split(",") if args.games else []
    for gid in args.games:
        if gid not in GAME_IDS:
            p.error("unknown game %r (games: %s)" % (gid, ", ".join(GAME_IDS)))
    return args


def options(quick, jobs, runs=None):
    """The counts of a full or a quick run (``runs``: replays of the timed steps)."""
    runs = runs or RUNS
    if quick:
        return {
            "runs": runs,
            "deals": 3,
            "solves": 1,
            "reviews": 1,
            "ui_steps": 300,
            "opens": OPENS,  # cheap (a fresh interpreter each) and steadier than 1
            "open_runs": OPEN_RUNS,
            "stone_loops": STONE_LOOPS,
            "stone_runs": STONE_RUNS,
            "fit_deals": 2,
            "heap_deals": 5,
            "src_deals": 3,
            "sweep_deals": 2,
            "sweep_step": 64,
            "fuzz_cp": 20000,
            "fuzz_vm": 5000,
            "jobs": jobs,
        }
    return {
        "runs": runs,
        "deals": 12,
        "solves": 3,
        "reviews": 3,
        "ui_steps": 2000,
        "opens": OPENS,
        "open_runs": OPEN_RUNS,
        "stone_loops": STONE_LOOPS,
        "stone_runs": 2 * STONE_RUNS,
        "fit_deals": 10,
        "heap_deals": 100,
        "src_deals": 25,
        "sweep_deals": 10,
        "fuzz_cp": 300000,
        "fuzz_vm": 50000,
        "jobs": jobs,
    }


def main(argv):
    """Run the benchmark; write the report (and, for a full run, the README section)."""
    args = parse_args(argv)  # before anything runs: a typo must not start a long run
    opts = options(args.quick, args.jobs, args.runs)
    games = args.games or list(GAME_IDS)
    started = time.time()
    try:
        vm, mp = interpreters()
        tools = dict((c, heapfit.prepare(c)) for c in HEAP_CONFIGS)  # built once, up front
    except cpvm.BuildError as e:
        print("bench: the board's interpreter is missing: %s" % e, file=sys.stderr)
        return 1
    print("bench: %s (%s)" % (", ".join(games), "quick" if args.quick else "full"), flush=True)
    heapfit.TIMEOUT = 1200  # one run (a passing 100-deal run takes about a minute of CPU)

    shared = heapfit.Runner(["--seed", "1"], out=lambda s: None)  # remembers every run
    shared.tools = tools

    def runner():
        return shared

    found = dict((gid, {"game": gid, "heap": {}}) for gid in games)
    tasks = []  # (estimated cost, name, function): the longest start first
    for gid in games:
        heavy = 3 if gid in ("onslaught", "farsky") else 1
        tasks.append((40 * heavy, ("times", gid, "vm"), lambda g=gid: bench_times(g, opts, vm)))
        tasks.append((20 * heavy, ("times", gid, "mp"), lambda g=gid: bench_times(g, opts, mp)))
        for c in HEAP_CONFIGS:
            tasks.append(
                (
                    (60 if c == "vm-mpy" else 30) * heavy,
                    ("heap", gid, c),
                    lambda g=gid, c=c: heap_fit(runner(), c, g, opts),
                )
            )
        tasks.append((50 * heavy, ("sweep", gid), lambda g=gid: heap_sweep(runner(), g, opts)))
        if not args.no_fuzz:
            each = opts["fuzz_vm"] // len(games)
            tasks.append(
                (10, ("fuzzvm", gid), lambda g=gid, n=each: fuzz_vm_game(vm, g, n, FUZZ_HEAP_K))
            )
    if not args.no_fuzz:
        tasks.append((120, ("fuzzcp",), lambda: fuzz_cpython(opts["fuzz_cp"])))
    tasks.sort(key=lambda t: -t[0])
    extra = {"storage": storage_counts(games)}
    with ThreadPoolExecutor(opts["jobs"]) as pool:
        done = list(zip([t[1] for t in tasks], pool.map(lambda t: t[2](), tasks)))
    fuzz_vm = []
    for name, value in done:
        if name[0] == "times":
            found[name[1]][name[2]] = value
        elif name[0] == "heap":
            found[name[1]]["heap"][name[2]] = value
        elif name[0] == "sweep":
            found[name[1]]["sweep"] = value
        elif name[0] == "fuzzvm":
            fuzz_vm.append(value)
        elif name[0] == "fuzzcp":
            extra["fuzz_cp"] = value
    fuzz_vm.sort(key=lambda t: games.index(t[0]))
    extra["fuzz_vm"] = fuzz_vm
    results = [found[g] for g in games]
    seconds = int(time.time() - started)
    import resource

    ru = resource.getrusage(resource.RUSAGE_CHILDREN)  # every interpreter this run waited for
    opts["cpu_seconds"] = int(ru.ru_utime + ru.ru_stime)
    out = args.out or (
        os.path.join(ROOT, "build", "bench-quick.md")
        if args.quick
        else os.path.join(ROOT, "docs", "BENCH.md")
    )
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write(report(results, extra, opts, argv, started, seconds))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": results, "extra": extra, "opts": opts}, f, indent=1)
    print()
    print(summary_table(results))
    print()
    wrote = "%s written" % os.path.relpath(out, ROOT)
    if not args.quick and not args.games and not args.out:
        if write_readme(readme_section(results, argv, started, seconds)):
            wrote += "; README.md's benchmark section rewritten"
        else:
            wrote += "; README.md has no bench markers: its section is unchanged"
    print(
        "bench: %d min %02d s (%d s of CPU in the interpreters); %s"
        % (seconds // 60, seconds % 60, opts["cpu_seconds"], wrote)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
