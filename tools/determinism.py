# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Cross-interpreter determinism: the same deals autoplayed by CPython and MicroPython.

    python tools/determinism.py [--seeds 1000] [--games id,id] [--jobs 2] [--heap 64K] [--wasm]
                                [--args GAME=OPTS:LEVELS]

Each game's seeds are split into chunks; every chunk runs ``python -m engine.autoplay``
and ``micropython -X heapsize=64K -m engine.autoplay`` (from the compiled tree
build/harness, as on a device) and the JSON lines must be identical: the same actions
count, returns, result and summary for every deal. ``--wasm`` adds a third interpreter,
the 32-bit MicroPython WebAssembly under Node (``tools/wasm_autoplay.mjs``: small ints
are 31-bit there, as on a board). Prints one line per game and a JSON summary line;
exits non-zero on any difference or MicroPython failure. ``--args`` gives one game
autoplay's OPTS and LEVELS words (``navigator=-:0,0,0``: easy computers, which make its
deals about eight times quicker than the hard hint level's).
"""

import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from toolkit import ROOT, micropython  # the root on sys.path too

from engine.game import GAME_IDS

sys.path.insert(0, os.path.join(ROOT, "tools"))
BUILD = os.path.join(ROOT, "build", "harness")

from argcheck import option  # noqa: E402
from build_mpy import build  # noqa: E402


def build_tree():
    """Compile the engine to .mpy under build/harness (only changed files)."""
    return build(BUILD, ("engine",))


def mp_lines(gid, count, first=1, heap="64K", timeout=3600, args=()):
    """JSON lines of ``count`` deals from seed ``first`` under MicroPython; (lines, error).
    ``args``: autoplay's OPTS and LEVELS words."""
    cmd = [
        micropython(),
        "-X",
        "heapsize=" + heap,
        "-m",
        "engine.autoplay",
        gid,
        str(count),
        str(first),
    ] + list(args)
    r = subprocess.run(cmd, cwd=BUILD, capture_output=True, text=True, timeout=timeout)
    lines = r.stdout.strip().split("\n") if r.stdout.strip() else []
    err = ""
    if r.returncode:
        tail = (r.stdout + r.stderr).strip().split("\n")
        err = "micropython exit %d: %s" % (r.returncode, tail[-1] if tail else "")
    return lines, err


def cpython_lines(gid, count, first=1, timeout=3600, args=()):
    """The same under CPython (a subprocess, so jobs run in parallel)."""
    cmd = [sys.executable, "-m", "engine.autoplay", gid, str(count), str(first)] + list(args)
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    lines = r.stdout.strip().split("\n") if r.stdout.strip() else []
    err = (
        ""
        if r.returncode == 0
        else "cpython exit %d: %s" % (r.returncode, (r.stderr.strip().split("\n") or [""])[-1])
    )
    return lines, err


WASM_SCRIPT = os.path.join(ROOT, "tools", "wasm_autoplay.mjs")


def node():
    """The ``node`` program, or None."""
    import shutil

    return shutil.which("node")


def wasm_lines(gid, count, first=1, timeout=3600, args=()):
    """The same under the 32-bit MicroPython WebAssembly (Node); (lines, error). The
    first line it prints, ``{"wasm":<sys.maxsize>}``, must say 2**31-1."""
    cmd = [node() or "node", WASM_SCRIPT, gid, str(count), str(first)] + list(args)
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    lines = r.stdout.strip().split("\n") if r.stdout.strip() else []
    err = ""
    if r.returncode:
        tail = (r.stdout + r.stderr).strip().split("\n")
        err = "wasm exit %d: %s" % (r.returncode, tail[-1] if tail else "")
    elif not lines or lines[0] != '{"wasm":%d}' % (2**31 - 1):
        err = "wasm: not a 32-bit interpreter (%s)" % (lines[0] if lines else "no output")
    return lines[1:], err


def difference(a, b, names=("cpython", "micropython")):
    """'' if the line lists match, else a description of the first difference."""
    for i in range(max(len(a), len(b))):
        la = a[i] if i < len(a) else "(missing)"
        lb = b[i] if i < len(b) else "(missing)"
        if la != lb:
            return "line %d:\n  %-11s %s\n  %-11s %s" % (i + 1, names[0], la, names[1], lb)
    return ""


def _chunk(job):
    gid, first, count, heap, wasm, args = job
    a, ea = cpython_lines(gid, count, first, args=args)
    b, eb = mp_lines(gid, count, first, heap, args=args)
    c, ec = wasm_lines(gid, count, first, args=args) if wasm else (a, "")
    # the summary lines differ by their seed range only: compare the deal lines
    problem = ea or eb or ec or difference(a[:-1], b[:-1])
    problem = problem or difference(a[:-1], c[:-1], ("cpython", "wasm"))
    return gid, first, count, problem, a[:-1]


def run(games, seeds, jobs=2, heap="64K", chunk=50, log=print, wasm=False, args=None):
    """Compare ``seeds`` deals of every game; return {gid: (deals, problems, seconds)}.
    ``args``: {gid: (OPTS, LEVELS)} for autoplay."""
    build_tree()
    work = []
    for gid in games:
        for first in range(1, seeds + 1, chunk):
            extra = tuple((args or {}).get(gid, ()))
            work.append((gid, first, min(chunk, seeds + 1 - first), heap, wasm, extra))
    out = {}
    t0 = {}
    with ThreadPoolExecutor(jobs) as pool:
        for gid in games:
            t0[gid] = time.time()
            out[gid] = [0, [], 0.0]
        for gid, first, count, problem, lines in pool.map(_chunk, work):
            res = out[gid]
            res[0] += 0 if problem else len(lines)
            if problem:
                res[1].append("seeds %d..%d: %s" % (first, first + count - 1, problem))
            res[2] = time.time() - t0[gid]
    for gid in games:
        deals, problems, secs = out[gid]
        log(
            "%-10s %5d/%d deals identical  %s"
            % (gid, deals, seeds, "OK" if not problems else "%d problem(s)" % len(problems))
        )
        for p in problems[:3]:
            log("    " + p)
    return out


def main(argv):
    seeds = int(option(argv, "--seeds", "1000"))
    jobs = int(option(argv, "--jobs", "2"))
    heap = option(argv, "--heap", "64K")
    games = option(argv, "--games", "")
    games = games.split(",") if games else list(GAME_IDS)
    wasm = "--wasm" in argv
    spec = option(argv, "--args", "")
    args = {}
    if spec:
        gid, _, words = spec.partition("=")
        args[gid] = tuple(words.split(":"))
    if wasm:
        from build_web import BuildError, npm_ci

        try:
            if node() is None:
                raise BuildError("--wasm needs node (Node.js 20+)")
            npm_ci()
        except BuildError as e:
            print("determinism: %s" % e, file=sys.stderr)
            return 2
    t = time.time()
    out = run(games, seeds, jobs, heap, wasm=wasm, args=args)
    bad = sum([len(v[1]) for v in out.values()])
    print(
        '{"determinism":true,"seeds":%d,"heap":"%s","wasm":%s,%s,"problems":%d,"seconds":%d}'
        % (
            seeds,
            heap,
            "true" if wasm else "false",
            ",".join(['"%s":%d' % (g, out[g][0]) for g in games]),
            bad,
            time.time() - t,
        )
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
