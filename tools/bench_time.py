# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark's timing (``tools/bench.py``): UI steps, decisions, hints, solver
calls, reviews and opens of one game on one interpreter, scaled to a Pico by pystone."""

import os
import re
import time

from bench_run import (
    _OPEN,
    _PLAY,
    _REVIEW,
    _UI,
    OPEN_RUNS,
    PICO_FREE_K,
    PICO_PYSTONE,
    STONE_LOOPS,
    STONE_RUNS,
    TARGET_SOLVER_MS,
    THINK_S,
    add_clock,
    clock_text,
    last_line,
    open_pico_us,
    parse_int,
    parse_pair,
    parse_times,
    pystone_pair,
    run_code,
    worker,
)
from toolkit import ROOT


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
