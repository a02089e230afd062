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
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from toolkit import ROOT  # the root on sys.path too

from engine.game import GAME_IDS

sys.path.insert(0, os.path.join(ROOT, "tools"))

# The benchmark in four parts; what the other tools and tests read through ``bench`` is
# imported here too (noqa F401): this file is the benchmark's one name
import cpvm
import heapfit
from bench_heap import heap_fit, heap_sweep
from bench_report import (  # noqa: F401
    factor_of,
    fmt_ms,
    heap_cell,
    kb,
    med_max,
    paused_text,
    readme_section,
    report,
    stones_text,
    summary_table,
    time_section,
    write_readme,
)
from bench_run import (  # noqa: F401
    _APP,
    _COMMON,
    _OPEN,
    _PLAY,
    _REVIEW,
    _UI,
    FUZZ_HEAP_K,
    HARNESS,
    HEAP_CONFIGS,
    OPEN_RUNS,
    OPENS,
    PICO_FREE_K,
    PICO_PYSTONE,
    README_BEGIN,
    README_END,
    RUNS,
    STONE_LOOPS,
    STONE_RUNS,
    TARGET_DECISION_MS,
    TARGET_HINT_MS,
    TARGET_SOLVER_MS,
    TARGET_UI_MAX_MS,
    TARGET_UI_MS,
    Interp,
    add_clock,
    build,
    clock_text,
    fuzz_cpython,
    fuzz_vm_game,
    interpreters,
    micropython,
    open_pico_us,
    parse_clock,
    parse_int,
    parse_pair,
    parse_times,
    pystone,
    pystone_pair,
    run_code,
    storage_counts,
    worker,
)
from bench_time import bench_times, sample_of  # noqa: F401

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
