# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Power cuts on the emulated Pico's real filesystem: does the board still reach its title?

    python tools/pico_cuts.py [--cuts N] [--scenario start|settings] [--json OUT]

A scenario runs once uncut on a fresh board, and every flash erase and page program it
makes after its first press is listed. Then, for ``--cuts`` instants spread evenly over
them, the same scenario runs again with the power cut right after that op, or half way
through it (every other instant: half an erase done, half a page programmed), and the
board boots again from the flash as the cut left it. A pass is the title on the panel
within 6 s of power-on (CircuitPython's own start is ~2.2 s, the title ~4.3 s); a fail
is anything else, including a drive CircuitPython found unreadable and formatted (the
game gone from the board). Scenarios: ``start`` (the title to the first frame of a
Farsky deal), ``settings`` (brightness changed in Settings).
"""

import argparse
import json
import os
import sys
import tempfile

import pico

SCENARIOS = {
    "start": ["A", "A", "A", "A"],  # game list, Farsky, New game, the options' Start
    "settings": ["A"] + ["DOWN"] * 5 + ["A", "RIGHT", "B"],  # Settings, a change, back
}


def ops_after_first_press(keys):
    """(index of the first op after the first press, number of ops) of an uncut run."""
    steps, end = pico.run([{"boot": 0}] + pico.key_steps(keys))
    first = steps[1]["t"]
    ops = end["flashOps"]
    start = next((i for i, op in enumerate(ops) if op[2] >= first), len(ops))
    return start, len(ops), end


def cut_and_boot(keys, after, inside, tmp):
    """Cut after op ``after`` (or inside the next), boot again: (title shown, console)."""
    flash = os.path.join(tmp, "cut.bin")
    pico.run(
        [{"boot": 0}] + pico.key_steps(keys),
        flash_out=flash,
        cutAfter=after,
        cutInside=inside,
    )
    steps, end = pico.run([{"boot": 0, "max": 6000}], flash=flash)
    title = pico.sim_pages()[0]
    return bytes.fromhex(steps[0]["pixels"]) == title, end["console"]


def sweep(scenario, cuts):
    """Run the sweep; a dict of the figures."""
    keys = SCENARIOS[scenario]
    start, total, _ = ops_after_first_press(keys)
    span = total - start
    points = sorted({start + (i * span) // cuts for i in range(cuts)}) if span else []
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, after in enumerate(points):
            inside = bool(n % 2)
            ok, console = cut_and_boot(keys, after, inside, tmp)
            results.append({"after": after, "inside": inside, "title": ok})
            print(
                "cut %s op %d of %d: %s"
                % ("inside" if inside else "after", after, total, "title" if ok else "NO TITLE"),
                flush=True,
            )
    return {
        "scenario": scenario,
        "ops": span,
        "cuts": len(results),
        "title": sum(r["title"] for r in results),
        "results": results,
    }


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--scenario", choices=sorted(SCENARIOS), default="start")
    p.add_argument("--cuts", type=int, default=200)
    p.add_argument("--json", help="write the results here")
    args = p.parse_args(argv)
    problem = pico.missing()
    if problem:
        print("pico_cuts: %s" % problem, file=sys.stderr)
        return 1
    r = sweep(args.scenario, max(1, args.cuts))
    print(
        "%s: %d flash ops; %d cuts, the title after %d"
        % (r["scenario"], r["ops"], r["cuts"], r["title"])
    )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(r, f, indent=1)
    return 0 if r["title"] == r["cuts"] else 1


if __name__ == "__main__":
    sys.exit(main())
