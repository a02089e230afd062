# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The smallest heap at which a game's whole app plays its deals, on the board's VM.

    python tools/heapfit.py GAME [GAME ...] [--deals 100] [--seed 1] [--sweep]
                            [--configs vm-mpy,vm-src,mp-src] [--random --presses N]
                            [--fit-deals N] [--confirm K] [--sweep-deals N]
                            [--sweep-configs vm-mpy]
    python tools/heapfit.py GAME --at 96 [--configs vm-mpy]      (one run per config)

Runs ``tools/appdrive.py`` (the whole app, the hint as the player plus random
presses through every screen) in a fresh interpreter per heap size. Configurations:

- ``vm-mpy``: CircuitPython's VM (``tools/cpvm.py``) on the device build, i.e. the
  engine, the headless HAL and the driver compiled with CircuitPython's own
  ``mpy-cross`` into build/cpmpy;
- ``vm-src``: the same VM compiling the sources on import;
- ``mp-src``: the 64-bit MicroPython of the tests, from source;
- ``mp-mpy``: the 64-bit MicroPython on MicroPython ``.mpy`` (build/mpy).

For each configuration it bisects (4K steps) the smallest ``-X heapsize`` between
``--lo`` and ``--hi`` (K, default 32..512) at which the run completes; ``--sweep``
then runs every heap from 96K to 512K in 16K steps and reports each failure
(a heap that fails above one that passes is a fragmentation bug, not a size).

Runs of 100 deals at each of 27 sweep heaps in several configurations take hours
on a shared machine, so the deals can differ per stage: ``--fit-deals N`` for the
bisection, ``--confirm K`` for one confirming run of ``--deals`` deals at ``K``
(e.g. 96), ``--sweep-deals N`` for each sweep heap, and ``--sweep-configs`` for
the configurations swept (default: all of ``--configs``). The table says which
deals each figure rests on.

A long session (many random presses at one heap) is one ``--at`` run per configuration, e.g.
``heapfit.py farsky --random --presses 10000 --at 128 --configs mp-src,vm-src``:
its cell says how many presses and deals the app took, how many optional
features gave their "needs more RAM" line (``short``), and the error if one
reached the crash screen.

Output: one JSON line per run (appdrive's line plus ``"config"`` and ``"heap_k"``),
then a markdown table: the smallest heap per game and configuration, and the
sweep's failures. Exit status 1 if a sweep failed or no heap up to ``--hi`` passed.
"""

import json
import os
import subprocess
import sys

from toolkit import ROOT, micropython  # the root on sys.path too

sys.path.insert(0, os.path.join(ROOT, "tools"))

from argcheck import option
from build_mpy import build

DEVICE_ITEMS = (
    "engine",
    "hal/__init__.py",
    "hal/storage.py",
    "hal/headless.py",
    "tools/appdrive.py",
)
NAMES = {
    "vm-mpy": "VM, CircuitPython .mpy",
    "vm-src": "VM, source",
    "mp-src": "64-bit MicroPython, source",
    "mp-mpy": "64-bit MicroPython, .mpy",
}
TIMEOUT = 3600  # seconds for one run (a hung run counts as failed)


def prepare(config):
    """Build what ``config`` needs; return ``(interpreter, root or None)``."""
    if config.startswith("vm"):
        import cpvm

        vm, cross = cpvm.build()
        if config == "vm-mpy":
            out = os.path.join(ROOT, "build", "cpmpy")
            build(out, DEVICE_ITEMS, exe=cross)
            return vm, out
        return vm, None
    if config == "mp-mpy":
        out = os.path.join(ROOT, "build", "mpy")
        build(out, DEVICE_ITEMS)
        return micropython(), out
    if config == "mp-src":
        return micropython(), None
    raise SystemExit(
        "heapfit: unknown configuration %r (one of %s)" % (config, ", ".join(sorted(NAMES)))
    )


def command(exe, root, heap_k, args):
    """The command line of one run: the compiled driver from ``root``, else the source."""
    cmd = [exe, "-X", "heapsize=%dK" % heap_k]
    if root is None:
        return cmd + [os.path.join(ROOT, "tools", "appdrive.py")] + args
    code = (
        "import sys\nsys.path.insert(0, %r)\nimport appdrive\n"
        "sys.exit(appdrive.main(sys.argv))" % os.path.join(root, "tools")
    )
    return cmd + ["-c", code] + args + ["--root", root]


class Runner:
    """Runs appdrive once per (config, game, heap); results are remembered (runs are
    deterministic)."""

    def __init__(self, args, out=print):
        self.args = args
        self.out = out
        self.seen = {}
        self.tools = {}

    def run(self, config, game, heap_k, extra=()):
        """One run of appdrive (``extra``: more driver arguments, e.g. ``--deals 10``);
        returns its JSON result as a dict."""
        extra = list(extra)
        key = (config, game, heap_k, tuple(extra))
        if key in self.seen:
            return self.seen[key]
        if config not in self.tools:
            self.tools[config] = prepare(config)
        exe, root = self.tools[config]
        cmd = command(exe, root, heap_k, [game] + self.args + extra)
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT)
            text, err, code = r.stdout, r.stderr, r.returncode
        except subprocess.TimeoutExpired:
            text, err, code = "", "timeout after %d s" % TIMEOUT, -1
        res = None
        for line in text.splitlines():
            if line.startswith("{"):
                try:
                    res = json.loads(line)
                except ValueError:
                    pass
        if res is None:  # the interpreter died before the driver could report
            tail = (err or text).strip().splitlines()
            res = {"game": game, "ok": False, "error": tail[-1] if tail else "exit %d" % code}
        res["ok"] = bool(res.get("ok")) and code == 0
        res = dict({"config": config, "heap_k": heap_k}, **res)
        self.out(json.dumps(res))
        self.seen[key] = res
        return res

    def smallest(self, config, game, lo, hi, step=4, extra=()):
        """The smallest heap (K, a multiple of ``step``) that passes, by bisection, or None."""
        if not self.run(config, game, hi, extra)["ok"]:
            return None
        if self.run(config, game, lo, extra)["ok"]:
            return lo
        while hi - lo > step:  # lo fails, hi passes
            mid = (lo + hi) // 2 // step * step
            if mid <= lo:
                mid = lo + step
            if self.run(config, game, mid, extra)["ok"]:
                hi = mid
            else:
                lo = mid
        return hi

    def sweep(self, config, game, first=96, last=512, step=16, extra=()):
        """Heaps from ``first`` to ``last`` that fail."""
        return [
            h for h in range(first, last + 1, step) if not self.run(config, game, h, extra)["ok"]
        ]


def _note(res):
    """What one run did, for its table cell: presses, deals, memory-short lines, error."""
    text = "%d presses, %d deals, %d short" % (
        res.get("presses", 0),
        res.get("deals", 0),
        res.get("short", 0),
    )
    if not res.get("ok"):
        text += ", " + res.get("error", "failed")[:60]
    return text


def table(games, configs, fits, sweeps, confirms=None, notes=None):
    """The markdown table of smallest heaps (confirming runs and sweep failures; with
    ``notes``, what each run did)."""
    confirms = confirms or {}
    notes = notes or {}
    head = "| game | " + " | ".join([NAMES[c] for c in configs]) + " |"
    lines = [head, "| --- |" + " --- |" * len(configs)]
    for g in games:
        cells = []
        for c in configs:
            k = fits.get((c, g))
            cell = "%dK" % k if k else "fails at the top heap"
            if (c, g) in notes:
                cell = ("%s: " % ("passes" if k else "FAILS")) + notes[(c, g)]
            done = confirms.get((c, g))
            if done is not None:
                cell += ", %dK %s" % (done[0], "passes" if done[1] else "FAILS")
            bad = sweeps.get((c, g))
            if bad is not None:
                cell += (
                    ", sweep clean"
                    if not bad
                    else ", sweep fails at " + ", ".join(["%dK" % h for h in bad])
                )
            cells.append(cell)
        lines.append("| %s | %s |" % (g, " | ".join(cells)))
    return "\n".join(lines)


def main(argv):
    games = []
    i = 1
    while i < len(argv) and not argv[i].startswith("-"):
        games.append(argv[i])
        i += 1
    if not games:
        print(__doc__)
        return 2
    configs = option(argv, "--configs", "vm-mpy,vm-src,mp-src").split(",")
    drive = ["--seed", option(argv, "--seed", "1")]
    if "--reviews" in argv:
        drive += ["--reviews", option(argv, "--reviews", "-1")]
    stages = _stages(argv, "--random" in argv)
    if "--random" in argv:
        drive += ["--random", "--presses", option(argv, "--presses", "10000")]
    runner = Runner(drive, lambda s: print(s, flush=True))
    sweep_configs = option(argv, "--sweep-configs", ",".join(configs)).split(",")
    fits = {}
    sweeps = {}
    confirms = {}
    notes = {}
    failed = False
    for g in games:
        for c in configs:
            if "--at" in argv:
                k = int(option(argv, "--at", "96"))
                res = runner.run(c, g, k, stages["fit"])
                fits[(c, g)] = k if res["ok"] else None
                notes[(c, g)] = _note(res)
            else:
                fits[(c, g)] = runner.smallest(
                    c,
                    g,
                    int(option(argv, "--lo", "32")),
                    int(option(argv, "--hi", "512")),
                    extra=stages["fit"],
                )
            failed = failed or fits[(c, g)] is None
            if "--confirm" in argv:
                k = int(option(argv, "--confirm", "96"))
                ok = runner.run(c, g, k, stages["confirm"])["ok"]
                confirms[(c, g)] = (k, ok)
                failed = failed or not ok
            if "--sweep" in argv and c in sweep_configs:
                sweeps[(c, g)] = runner.sweep(c, g, extra=stages["sweep"])
                failed = failed or bool(sweeps[(c, g)])
    print()
    print(table(games, configs, fits, sweeps, confirms, notes))
    print()
    print(stages["text"])
    return 1 if failed else 0


def _stages(argv, random):
    """Driver arguments per stage (bisection, confirming run, sweep) and a line saying
    which run each figure of the table rests on."""
    if random:
        n = option(argv, "--presses", "10000")
        return {
            "fit": [],
            "confirm": [],
            "sweep": [],
            "text": "Each run: %s random presses, seed %s." % (n, option(argv, "--seed", "1")),
        }
    deals = option(argv, "--deals", "100")
    fit = option(argv, "--fit-deals", deals)
    sweep = option(argv, "--sweep-deals", deals)
    text = "Smallest heap: bisection in 4K steps, %s deals per run" % fit
    if "--confirm" in argv:
        text += "; then one run of %s deals at %sK" % (deals, option(argv, "--confirm", "96"))
    if "--sweep" in argv:
        text += "; sweep 96K..512K in 16K steps, %s deals per heap" % sweep
    return {
        "fit": ["--deals", fit],
        "confirm": ["--deals", deals],
        "sweep": ["--deals", sweep],
        "text": text + " (seed %s)." % option(argv, "--seed", "1"),
    }


if __name__ == "__main__":
    sys.exit(main(sys.argv))
