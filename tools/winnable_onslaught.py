# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Find Onslaught deals the full-information solver can win, and ship them as data.

    python tools/winnable_onslaught.py solve FIRST LAST [BUDGET]   # resumable
    python tools/winnable_onslaught.py retry FIRST LAST BUDGET     # unknowns again
    python tools/winnable_onslaught.py write                         # the data module
    python tools/winnable_onslaught.py report                        # the fractions

``solve`` runs the solver (standard rules, stop at the first win, BUDGET nodes per
deal, default 300000) on deals FIRST..LAST and appends ``deal result proven nodes``
lines to build/onslaught_solved.txt (deals already there are skipped, so it can be
stopped and resumed). ``write`` puts the won deals into the data lines of
engine/games/onslaught_winnable.py (between its marker lines; the module's code is
written by hand and left alone), which the "Deals: winnable" option reads.
"""

import os
import sys
import time

from toolkit import ROOT  # the root on sys.path too

sys.path.insert(0, ROOT)

from engine.ai.onslaught_solver import WIN_ANY, solve
from engine.games.onslaught import Onslaught

RESULTS = os.path.join(ROOT, "build", "onslaught_solved.txt")
DATA = os.path.join(ROOT, "engine", "games", "onslaught_winnable.py")


BEGIN = "# -- data: written by tools/winnable_onslaught.py --\n"
END = "# -- end of data --\n"


def data_block(first, last, count, tried, bits):
    """The data lines of engine/games/onslaught_winnable.py (between its markers):
    deals ``first``..``last`` tried (``tried`` of them), ``count`` won, deal
    ``first + k`` won when bit k of ``bits`` is set."""
    hexs = "%x" % bits
    lines = [hexs[max(0, i - 64) : i] for i in range(len(hexs), 0, -64)][::-1]
    return "FIRST = %d\nLAST = %d\nCOUNT = %d\nTRIED = %d\nHEX = (\n%s)\n" % (
        first,
        last,
        count,
        tried,
        "".join(['    "%s"\n' % x for x in lines]),
    )


def splice(text, block):
    """``text`` (the module) with its data lines replaced by ``block``; the code around
    them is kept as written. ValueError when the marker lines are missing."""
    i = text.find(BEGIN)
    j = text.find(END)
    if i < 0 or j < i:
        raise ValueError("the marker lines around the data are missing")
    return text[: i + len(BEGIN)] + block + text[j:]


def load():
    """{deal: (result, proven)} from the results file."""
    out = {}
    if os.path.exists(RESULTS):
        with open(RESULTS) as f:
            for line in f:
                w = line.split()
                if len(w) >= 3:
                    out[int(w[0])] = (int(w[1]), w[2] == "1")
    return out


def run_solve(first, last, budget, retry=False):
    done = load()
    if retry:  # the deals whose search ran out of budget (a later line wins in load())
        done = [d for d in done if done[d][0] >= 0 or done[d][1]]
    os.makedirs(os.path.dirname(RESULTS), exist_ok=True)
    with open(RESULTS, "a") as f:
        for deal in range(first, last + 1):
            if deal in done:
                continue
            t = time.time()
            r, proven, nodes = solve(Onslaught(deal), budget, WIN_ANY)
            f.write("%d %d %d %d %.1f\n" % (deal, r, 1 if proven else 0, nodes, time.time() - t))
            f.flush()


def report():
    res = load()
    deals = sorted(res)
    won = [d for d in deals if res[d][0] >= 0]
    lost = [d for d in deals if res[d][0] < 0 and res[d][1]]
    print("%d deals solved, between %d and %d" % (len(deals), deals[0], deals[-1]))
    print("  winnable (a win found): %d (%.1f%%)" % (len(won), 100.0 * len(won) / len(deals)))
    print("  proven lost:            %d (%.1f%%)" % (len(lost), 100.0 * len(lost) / len(deals)))
    rest = len(deals) - len(won) - len(lost)
    print("  unknown (budget):       %d (%.1f%%)" % (rest, 100.0 * rest / len(deals)))


def write():
    """Write the won deals into the data lines of engine/games/onslaught_winnable.py."""
    res = load()
    deals = sorted(res)
    if not deals:
        print("no results in %s: run solve first" % RESULTS)
        return 1
    bits = 0
    count = 0
    for d in deals:
        if res[d][0] >= 0:
            bits |= 1 << (d - deals[0])
            count += 1
    with open(DATA) as f:
        text = f.read()
    try:
        text = splice(text, data_block(deals[0], deals[-1], count, len(deals), bits))
    except ValueError as e:
        print("%s: %s" % (DATA, e))
        return 1
    with open(DATA, "w") as f:
        f.write(text)
    print("wrote %s: %d winnable of %d" % (DATA, count, len(deals)))
    return 0


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) >= 4 and argv[1] == "solve":
        run_solve(
            number(argv, 2, 1, "FIRST"),
            number(argv, 3, 1, "LAST"),
            number(argv, 4, 300000, "BUDGET", 1, 10**9),
        )
    elif len(argv) == 5 and argv[1] == "retry":
        run_solve(
            number(argv, 2, 1, "FIRST"),
            number(argv, 3, 1, "LAST"),
            number(argv, 4, 300000, "BUDGET", 1, 10**9),
            True,
        )
    elif len(argv) == 2 and argv[1] == "write":
        return write()
    elif len(argv) == 2 and argv[1] == "report":
        report()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
