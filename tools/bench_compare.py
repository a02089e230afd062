# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Before and after: the whole-app heap and the times of an older commit beside this tree's.

    python tools/bench_compare.py COMMIT GAME[,GAME] [--quick] [--out PATH]

Checks ``COMMIT`` out into a temporary git worktree, compiles its engine and headless
HAL with CircuitPython's ``mpy-cross`` (with this tree's ``tools/appdrive.py`` and
``tools/pystone.py``: the same driver and workers for both), then measures each game
on the board's VM as ``tools/bench.py`` does (``bench.heap_fit`` on the device build,
``bench.bench_times``), the old tree and this one side by side in two jobs so that
both meet the same machine load. Prints a markdown table (written to ``--out`` too,
e.g. docs/bench-before-after.md, which BENCH.md then carries). Used to show the
restructuring of the engine (985a9ae before it) left no figure worse.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

import toolkit
from toolkit import ROOT  # the root on sys.path too

sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench
import cpvm
import heapfit


def compile_tree(src, out, cross):
    """The device build of the checkout ``src`` into ``out``, with this tree's driver."""
    for top in ("engine", "hal"):
        for base, _dirs, files in os.walk(os.path.join(src, top)):
            for f in files:
                path = os.path.join(base, f)
                rel = os.path.relpath(path, src)
                dst = os.path.join(out, rel)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                if f.endswith(".py"):
                    if top == "hal" and f not in ("__init__.py", "storage.py", "headless.py"):
                        continue
                    cmd = [cross, "-s", rel, "-o", dst[:-3] + ".mpy", path]
                    subprocess.run(cmd, check=True)
                elif not f.endswith(".pyc"):
                    shutil.copyfile(path, dst)
    os.makedirs(os.path.join(out, "tools"), exist_ok=True)
    for name in ("appdrive", "pystone", "stepclock"):  # today's, as the workers are
        path = os.path.join(ROOT, "tools", name + ".py")
        dst = os.path.join(out, "tools", name + ".mpy")
        subprocess.run([cross, "-s", "tools/%s.py" % name, "-o", dst, path], check=True)


def fmt(v, key):
    """'median / max' device ms of one timing of ``bench_times``'s result ``v``."""
    f = max(v["stones"]) / float(bench.PICO_PYSTONE)  # as bench.factor_of
    return bench.med_max(v.get(key), f)


def table(rows, old, new):
    """The markdown table of (game, which, fit, times) rows."""
    lines = [
        "| game | tree | smallest heap (VM .mpy) | at 96K | engine after imports | "
        "cursor move | decision | hint | open (.mpy) | open (source) |",
        "| --- |" + " --- |" * 9,
    ]
    for g, which, fit, t in rows:
        at = fit.get("at_target") or {}
        lines.append(
            "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |"
            % (
                g if which == "before" else "",
                old if which == "before" else new,
                "%dK" % fit["smallest_k"] if fit.get("smallest_k") else "fails",
                "passes" if at.get("ok") else "fails at deal %d" % (at.get("deals", 0) + 1),
                bench.kb(t.get("mem_imported")),
                fmt(t, "ui_step"),
                fmt(t, "decision"),
                fmt(t, "hint"),
                fmt(t, "open"),
                fmt(t, "open_src"),
            )
        )
    return "\n".join(lines)


def main(argv):
    """Measure; print the table (and write it to ``--out``)."""
    if len(argv) < 3 or argv[1].startswith("-"):
        print(__doc__)
        return 2
    commit, games = argv[1], argv[2].split(",")
    quick = "--quick" in argv
    out_path = argv[argv.index("--out") + 1] if "--out" in argv else ""
    opts = bench.options(quick, 2)
    vm, cross = cpvm.build()
    head = toolkit.commit()
    tmp = tempfile.mkdtemp(prefix="bench_compare_")
    old_src, old_tree = os.path.join(tmp, "src"), os.path.join(tmp, "mpy")
    subprocess.run(
        ["git", "worktree", "add", "--detach", old_src, commit],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    try:
        compile_tree(old_src, old_tree, cross)
        new_tree = os.path.join(ROOT, "build", "cpharness")
        bench.build(new_tree, bench.HARNESS, exe=cross)
        trees = {"before": (old_tree, old_src), "after": (new_tree, ROOT)}

        def fit(which, g):
            r = heapfit.Runner(["--seed", "1"], out=lambda s: None)
            r.tools = {"vm-mpy": (vm, old_tree) if which == "before" else heapfit.prepare("vm-mpy")}
            return bench.heap_fit(r, "vm-mpy", g, opts)

        def times(which, g):
            tree, src = trees[which]
            return bench.bench_times(g, opts, bench.Interp("circuitpython", vm, tree), src)

        tasks = []
        for g in games:
            for w in ("before", "after"):
                tasks.append((g, w, lambda w=w, g=g: (fit(w, g), times(w, g))))
        t0 = time.time()
        with ThreadPoolExecutor(2) as pool:
            got = list(pool.map(lambda t: t[2](), tasks))
        rows = [(t[0], t[1], r[0], r[1]) for t, r in zip(tasks, got)]
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", old_src], cwd=ROOT)
        shutil.rmtree(tmp, ignore_errors=True)
    text = table(rows, commit[:7], head)
    note = (
        "Measured by `python tools/bench_compare.py %s %s%s` on %s (%d s): heaps are the "
        "whole app's on the VM from .mpy (%d deals; %d at 96K), times device-equivalent "
        "ms, median / max, each block scaled by the pystone around it."
        % (
            commit,
            ",".join(games),
            " --quick" if quick else "",
            time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            time.time() - t0,
            opts["heap_deals"],
            opts["heap_deals"],
        )
    )
    print(text)
    print()
    print(note)
    if out_path:
        with open(out_path, "w") as f:
            f.write("## Before and after\n\n%s\n\n%s\n" % (text, note))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
