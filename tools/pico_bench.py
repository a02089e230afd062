# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The device figures, from the emulated Pico: press to last pixel, boot, heap, flash.

    python tools/pico_bench.py [--games farsky,onslaught] [--deals N] [--moves N]
                               [--json build/pico-bench.json] [--merge [--times-only]]
                               [--docs]
    python tools/pico_bench.py --soak [--games G] [--deals N] [--first 1000]

For each game a player's session runs on the board from power-on: the title, the game
list, the game's menu, New game, the options, then the deal played with the hint
(cursor ►◄, hold B, A) to its result screen (or ``--moves`` moves), ``--deals`` times. The
script is made by playing the same keys in the simulator first, which also names each
step's kind from the screen it was pressed on: ``cursor`` (d-pad on the play screen),
``menu`` (d-pad on a menu or the options), ``move`` (A on the play screen), ``hint``,
``open`` (A that opens a game's menu), ``start`` (A that starts the deal), ``result``
(the press that ends the deal). A step's time runs from the button's falling edge to the
last byte of the frame that answers it on the I2C bus (400 kHz, each byte's 9 bit times),
with each flash erase and page program busy for the W25Q16JV's typical time; a computer's
move is timed from the frame before it, less the Pace wait (set to fast, 250 ms).
Emulated time is the same on every run. A second run of the same script with
``PSC_TRACE = 1`` (a collection and ``gc.mem_free()`` after every frame) gives the free
heap, and a third with ``PSC_HOLDBACK_K = 40`` the free heap of a Pico W's smaller heap.

``--soak`` runs the third alone over ``--deals`` deals of each game, each played by the
hint to its result screen in the simulator, and says which answered every press with no
crash, which ended on the simulator's result screen, and the lowest free heap of each.
"""

import argparse
import json
import os
import re
import sys

import pico
from toolkit import ROOT, commit

DPAD = ("UP", "DOWN", "LEFT", "RIGHT")
PACE_MS = 250  # Pace set to "fast" on the board (settings.txt), to keep the runs short
FAST = {"settings.txt": "speed 0\n"}
QUIET = {"A": 1200, "HINT": 1200, None: 600}  # a step's end: the panel quiet this long (ms)
BURST_GAP_MS = 200  # frames further apart answer something else: a computer's move (Pace 250)
HOLD_MS = 500  # B held this long is the hint (hal.circuitpython.HOLD_MS)
STARTUP_MS = 500  # the target from code.py's start to the title's last byte
KINDS = ("cursor", "menu", "move", "computer", "hint", "open", "start", "result")
BEGIN = "<!-- pico:begin (written by tools/pico_bench.py --docs: do not edit by hand) -->"
END = "<!-- pico:end -->"
TARGETS = {  # issue "Instant on the real Pico": median, max (ms)
    "cursor": (30, 60),
    "menu": (30, 60),
    "move": (60, 150),
    "computer": (150, 300),
    "hint": (300, 1000),
    "open": (400, 1000),
    "start": (400, 1000),
    "result": (400, 1000),
}


def script(game, seed, moves, finish=False):
    """(keys, kinds) of one session: from the title into ``game``'s deal, ``moves`` moves
    with the cursor and the hint, then (``finish``) the hint's moves to the result screen.
    Made by the simulator, which names each press's kind from the screen it meets."""
    from engine.game import GAME_IDS
    from engine.ui.app import App
    from engine.ui.screens import PlayHost, settle
    from hal.headless import MemoryStorage

    app = App(MemoryStorage(), seed_source=lambda: seed)
    keys, kinds = [], []

    def press(k, kind):
        keys.append(k)
        kinds.append(kind)
        app.key(k)
        settle(app)

    def over():
        return not isinstance(app.screen, PlayHost) or app.game is None or app.game.over()

    settle(app)
    press("A", "open")  # the title: the game list
    for _ in range(GAME_IDS.index(game)):
        press("DOWN", "menu")
    press("A", "open")  # the game's menu
    while not isinstance(app.screen, PlayHost):  # New game, then the options' Start
        press("A", "open")
        if len(keys) > 20:
            raise RuntimeError("%s: no deal after 20 presses of A" % game)
    kinds[-1] = "start"
    n = 0
    while not over() and (n < moves or finish):
        if n < moves:
            press("RIGHT", "cursor")
            press("LEFT", "cursor")
        press("HINT", "hint")
        press("A", "move")
        if "A again" in str(app.draw()):  # a losing step asks once (Onslaught): yes
            press("A", "move")
        n += 1
        if n > 400:
            raise RuntimeError("%s: no result after 400 moves" % game)
    if app.game is not None and app.game.over():
        kinds[-1] = "result"  # the move that ends the deal brings the result screen
        if isinstance(app.screen, PlayHost):  # a final board first: A to the result
            press("A", "result")
    return keys, kinds


def timings(steps, kinds):
    """{kind: [ms, ...]}: each step's answer, and each computer move after it."""
    out = {k: [] for k in KINDS}
    for step, kind in zip(steps[1:], kinds):
        frames = step["frames"]
        if not frames:
            continue
        bursts = [[frames[0]]]
        for f in frames[1:]:
            if f[0] - bursts[-1][-1][1] > BURST_GAP_MS:
                bursts.append([f])
            else:
                bursts[-1].append(f)
        # the hint from the moment B has been held long enough to be one (the device
        # cannot tell a hold from a tap before): the wait the player did not choose
        hold = HOLD_MS if kind == "hint" else 0
        out[kind].append(bursts[0][-1][1] - hold)
        for prev, cur in zip(bursts, bursts[1:]):
            out["computer"].append(max(0.0, cur[-1][1] - prev[-1][1] - PACE_MS))
    return out


def free_heap(console):
    """The trace's free-heap figures, in order."""
    return [int(n) for n in re.findall(r"psc: free (\d+)", console)]


def median(xs):
    s = sorted(xs)
    n = len(s)
    return (s[n // 2] + s[(n - 1) // 2]) / 2 if n else None


def steps_of(keys):
    """The rig's script for a session of ``keys`` from power-on."""
    steps = [{"boot": 0}] + pico.key_steps(keys, QUIET)
    for st in steps[1:]:
        st["frame"] = True  # every press here is answered: wait for its frame
    return steps


def run_all(runs):
    """{key: (steps, end)} of ``runs`` ([(key, (steps, changes))]), as many Node processes
    at once as the machine has cores."""
    results = {}
    width = max(1, os.cpu_count() or 1)
    pending = list(runs)
    active = []
    while pending or active:
        while pending and len(active) < width:
            key, (steps, changes) = pending.pop(0)
            active.append((key, pico.Run(steps, changes, files=FAST)))
        key, r = active.pop(0)
        results[key] = r.result()
    return results


def soak(games, deals, first=1000):
    """A Pico W's heap over many deals: deals ``first``.. of each game played by the hint to
    their result screens, each from power-on with 40K held back and a collection after
    every frame. {game: [(ran, reached, crashed, lowest free), ...]}: ``ran`` when every
    press was answered, ``reached`` when the board's last frame is the simulator's result
    screen too. (A solitaire's hint follows the line its guide found while the board
    waited, which the simulator's script does not wait for: there the board may play
    another line, and its last frame is not the script's.)"""
    runs, plans = [], {}
    for game in games:
        for d in range(deals):
            keys, kinds = script(game, first + d, 0, finish=True)
            if kinds[-1] != "result":
                raise RuntimeError("%s deal %d: the script ends before the result" % (game, d))
            plans[(game, d)] = keys
            extra = {"PSC_SEED": first + d, "PSC_TRACE": 1, "PSC_HOLDBACK_K": 40}
            runs.append(((game, d), (steps_of(keys), extra)))
    results = run_all(runs)
    out = {}
    for (game, d), (steps, end) in sorted(results.items()):
        keys = plans[(game, d)]
        heap = free_heap(end["console"])
        crashed = "Traceback" in end["console"] or "== crash" in end["console"]
        last = bytes.fromhex(steps[-1]["pixels"]) if len(steps) == len(keys) + 1 else None
        # (the board's frame may be the simulator's after its idle ticks: see test_pico)
        sim = pico.sim_pages(None, keys=keys, source=first + d)[-1]
        later = pico.sim_pages(None, keys=keys, source=first + d, idle=150)[-1]
        reached = last in (sim, later)
        low = min(heap) if heap else None
        out.setdefault(game, []).append((last is not None, reached, crashed, low))
    return out


def bench(games, deals, moves, finish=(), memory=True):
    """Run every game's sessions on the board (several Node processes at once); without
    ``memory``, only the timed runs (no start-up or free-heap figures)."""
    at = commit(dirty=True)  # (what the device folder is built from, before any run)
    plans = {}
    runs = []
    for game in games:
        for d in range(deals):
            keys, kinds = script(game, 1000 + d, moves, game in finish)
            plans[(game, d)] = (keys, kinds)
            steps = steps_of(keys)
            seedset = {"PSC_SEED": 1000 + d}
            modes = (
                ("time", {}),
                ("heap", {"PSC_TRACE": 1}),
                ("holdback", {"PSC_TRACE": 1, "PSC_HOLDBACK_K": 40}),
            )
            for mode, extra in modes if memory else modes[:1]:
                changes = dict(seedset, **extra)
                runs.append(((game, d, mode), (steps, changes)))
    results = run_all(runs)
    report = {"games": {}}
    for game in games:
        times = {k: [] for k in KINDS}
        g = {"boot": [], "startup": [], "title_free": None, "erases": []}
        g["low_free"], g["low_free_holdback"] = [], []
        for d in range(deals):
            keys, kinds = plans[(game, d)]
            steps, end = results[(game, d, "time")]
            for k, v in timings(steps, kinds).items():
                times[k] += v
            g["boot"].append(steps[0]["frames"][-1][1] if steps[0]["frames"] else None)
            start = steps[1]["t"]  # the first press: what follows is the player's session
            erased = [op[1] for op in end["flashOps"] if op[0] != "program" and op[2] >= start]
            g["erases"].append(len(erased))
            g["busiest_block"] = max([erased.count(a) for a in set(erased)] or [0])
            g["programs"] = sum(
                1 for op in end["flashOps"] if op[0] == "program" and op[2] >= start
            )
            g["presses"] = len(keys)
            g["result_reached"] = kinds[-1] == "result"
            if not memory:
                continue
            console = results[(game, d, "heap")][1]["console"]
            up = re.search(r"psc: first frame (\d+) ms after code.py began", console)
            g["startup"].append(int(up.group(1)) if up else None)
            heap = free_heap(console)
            g["title_free"] = heap[0] if heap else None
            g["low_free"].append(min(heap) if heap else None)
            held = free_heap(results[(game, d, "holdback")][1]["console"])
            g["low_free_holdback"].append(min(held) if held else None)
            g["crash_holdback"] = "Traceback" in results[(game, d, "holdback")][1]["console"]
        g["times"] = {k: [round(x, 1) for x in v] for k, v in times.items()}
        g["commit"] = at
        report["games"][game] = g
    return report


def table(report):
    """The device table for docs/BENCH.md (markdown)."""
    lines = [
        "| game | "
        + " | ".join(KINDS)
        + " | start-up | boot | free at title / lowest / Pico W | 4K erases (busiest block)"
        + " | measured at |",
        "| --- |" + " --- |" * (len(KINDS) + 5),
    ]
    for game, g in report["games"].items():
        cells = []
        for k in KINDS:
            xs = g["times"][k]
            if not xs:
                cells.append("-")
                continue
            med, top = median(xs), max(xs)
            lo, hi = TARGETS[k]
            ok = "✓" if med <= lo and top <= hi else "✗"
            cells.append("%.0f / %.0f %s" % (med, top, ok))
        boot = max(b for b in g["boot"] if b is not None)
        ups = [u for u in g["startup"] if u is not None]
        up = "-" if not ups else "%d %s" % (max(ups), "✓" if max(ups) <= STARTUP_MS else "✗")
        heap = "%s / %s / %s" % (
            _k(g["title_free"]),
            _k(min(x for x in g["low_free"] if x is not None)),
            _k(min(x for x in g["low_free_holdback"] if x is not None)),
        )
        lines.append(
            "| %s | %s | %s | %.0f | %s | %s%s | %s |"
            % (
                game,
                " | ".join(cells),
                up,
                boot,
                heap,
                max(g["erases"]),
                _busiest(g),
                _measured(g),
            )
        )
    return "\n".join(lines)


def docs(report, command, when):
    """Put the table into README.md and docs/BENCH.md between their pico markers."""
    text = (
        "`%s` (%s): the device build on CircuitPython 10.2.1's own Pico firmware in rp2040js "
        "(`tools/pico_bench.py`). Emulated milliseconds from the button's falling edge to "
        "the last byte of the answering frame on the I2C bus (400 kHz), flash erases and "
        "programs at the W25Q16JV's typical times; the hint from the moment B has been held "
        "500 ms (before it, the device cannot tell the hint from a tap); median / max, ✓ "
        'against the targets of "Instant on the real Pico". Start-up: code.py\'s start to '
        "the title's last byte (`PSC_TRACE`; target 500 ms). Free heap from `PSC_TRACE` "
        "(a collection after every frame), the Pico W column with 40K held back at boot "
        "(`PSC_HOLDBACK_K`). "
        "Boot: power-on to the title's last byte (CircuitPython's own start is about 2.2 s of "
        "it). Erases: 4 KB flash sectors erased from the first press to the end of the "
        "session (the deal's start, its autosaves, its end). Each row names the commit it "
        "was measured at (`--merge` keeps the rows of the games not run again).\n\n"
        % (command, when)
    ) + table(report)
    for name in ("README.md", os.path.join("docs", "BENCH.md")):
        path = os.path.join(ROOT, name)
        with open(path) as f:
            old = f.read()
        a, b = old.find(BEGIN), old.find(END)
        if a < 0 or b < a:
            print("pico_bench: no %s ... %s in %s: not written" % (BEGIN, END, name))
            continue
        with open(path, "w") as f:
            f.write(old[: a + len(BEGIN)] + "\n" + text + "\n" + old[b:])


def _measured(g):
    """The commit a row was measured at (and its memory's, when older: ``--times-only``)."""
    at = g.get("commit", "?")
    mem = g.get("memory_commit", at)
    return at if mem == at else "%s (start-up, heap: %s)" % (at, mem)


MEMORY = ("startup", "title_free", "low_free", "low_free_holdback", "crash_holdback")


def _busiest(g):
    return " (%d)" % g["busiest_block"] if "busiest_block" in g else ""


def _k(n):
    return "-" if n is None else "%.1fK" % (n / 1024)


def main(argv=None):
    from engine.game import GAME_IDS

    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", default=",".join(GAME_IDS))
    p.add_argument("--deals", type=int, default=1)
    p.add_argument("--moves", type=int, default=6, help="moves with the cursor and the hint")
    p.add_argument("--finish", default="", help="games whose deal is played on to its result")
    p.add_argument("--json", default=os.path.join(ROOT, "build", "pico-bench.json"))
    p.add_argument("--docs", action="store_true", help="write the table into the docs")
    p.add_argument(
        "--times-only",
        action="store_true",
        help="with --merge: the timed runs alone, start-up and heap kept from --json",
    )
    p.add_argument(
        "--merge",
        action="store_true",
        help="keep the other games' rows of --json (each row says its commit)",
    )
    p.add_argument(
        "--soak",
        action="store_true",
        help="a Pico W's heap alone: --deals deals of each game to their results, 40K held back",
    )
    p.add_argument("--first", type=int, default=1000, help="--soak: the first deal's number")
    args = p.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    bad = [g for g in games if g not in GAME_IDS]
    if bad:
        print("pico_bench: no game %s" % ", ".join(bad), file=sys.stderr)
        return 2
    problem = pico.missing()
    if problem:
        print("pico_bench: %s" % problem, file=sys.stderr)
        return 1
    if args.soak:
        for game, runs in soak(games, args.deals, args.first).items():
            ran = len([r for r in runs if r[0] and not r[2]])
            reached = len([r for r in runs if r[1] and not r[2]])
            lows = [r[3] for r in runs if r[3] is not None]
            print(
                "%-10s of %d deals: %d answered every press with no crash, %d ended on the "
                "simulator's result screen; lowest free %s (each: %s)"
                % (
                    game,
                    len(runs),
                    ran,
                    reached,
                    _k(min(lows) if lows else None),
                    " ".join(_k(r[3]) for r in runs),
                )
            )
        return 0
    rows = {}
    if args.merge and os.path.exists(args.json):
        with open(args.json) as f:
            rows = json.load(f)["games"]
    if args.times_only and not all(g in rows for g in games):
        print(
            "pico_bench: --times-only keeps memory figures from --json: run them first",
            file=sys.stderr,
        )
        return 2
    report = bench(games, args.deals, args.moves, args.finish.split(","), not args.times_only)
    if args.times_only:
        for game, g in report["games"].items():
            old = rows[game]
            g.update({k: old[k] for k in MEMORY if k in old})
            g["memory_commit"] = old.get("memory_commit", old.get("commit", "?"))
    if rows:
        rows.update(report["games"])
        report["games"] = {g: rows[g] for g in GAME_IDS if g in rows}
    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump(report, f, indent=1)
    print(table(report))
    if args.docs:
        import time

        command = "python tools/pico_bench.py " + " ".join(
            argv if argv is not None else sys.argv[1:]
        )
        docs(report, command.strip(), time.strftime("%Y-%m-%d", time.gmtime()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
