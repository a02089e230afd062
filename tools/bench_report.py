# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark's report (``tools/bench.py``): docs/BENCH.md's sections and tables, and
the README's benchmark section between its markers."""

import os
import time

import cpvm
import heapfit
from bench_run import (
    FUZZ_HEAP_K,
    HEAP_CONFIGS,
    OPEN_RUNS,
    OPEN_STONE_LOOPS,
    OPEN_STONE_RUNS,
    OPENS,
    PICO_FREE_K,
    PICO_PYSTONE,
    PICO_W_FREE_K,
    README_BEGIN,
    README_END,
    STONE_LOOPS,
    STONE_RUNS,
    SWEEP,
    TARGET_DECISION_MS,
    TARGET_HEAP_K,
    TARGET_HINT_MS,
    TARGET_OPEN_MS,
    TARGET_SOLVER_MS,
    TARGET_UI_MAX_MS,
    TARGET_UI_MS,
    THINK_S,
    fuzz_json,
    proven_text,
)
from toolkit import ROOT

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
