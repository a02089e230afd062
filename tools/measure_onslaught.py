# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Measure Onslaught's computer player and solver (the figures in the README).

    python tools/measure_onslaught.py play [DEALS] [FIRST]   # default: 1000 deals from 1
    python tools/measure_onslaught.py waves [TRIALS]         # greedy survival per wave size
    python tools/measure_onslaught.py solver                 # see tools/winnable_onslaught.py

``play`` is what ``python -m sim --autoplay --game onslaught --games 1000`` plays,
with a summary: wins, average score (over all deals and over wins), waves survived.
``waves`` measures the table ``WAVE_P`` of engine/ai/onslaught_rollout.py: how often the
greedy defence survives a wave of n attackers with seven fresh defenders.
"""

import os
import sys
import time

from toolkit import ROOT  # the root on sys.path too

sys.path.insert(0, ROOT)

from engine import autoplay
from engine.ai import onslaught as ai
from engine.ai.onslaught_rollout import rollout
from engine.games.onslaught import BLACK, RED, Onslaught
from engine.rng import Rng


def play(deals, first):
    t = time.time()
    wins = 0
    total = 0
    waves = [0] * 5
    lost = [0, 0, 0]
    free = 0
    for seed in range(first, first + deals):
        g = autoplay.play(Onslaught, ai, seed)
        wins += 1 if g.won() else 0
        total += g.returns()[0]
        waves[g.cleared] += 1
        lost[g.lost] += 1
        free += g.freekills
    print(
        "deals %d..%d: won %d (%.1f%%), average score %.2f per deal, %.2f per win"
        % (
            first,
            first + deals - 1,
            wins,
            100.0 * wins / deals,
            total / deals,
            total / wins if wins else 0,
        )
    )
    print(
        "waves survived 0..4: %s; lost to an attacker %d, to a crowded table %d"
        % (waves, lost[1], lost[2])
    )
    print("free kills %d; %.1f s" % (free, time.time() - t))


def waves(trials):
    rng = Rng(5)
    out = []
    for n in range(3, 14):
        ok = 0
        for _ in range(trials):
            d = rng.shuffle(list(BLACK))[:7]
            seq = [c % 13 + 1 for c in rng.shuffle(list(RED))]
            cv = [0 if c >= 52 else c % 13 + 1 for c in d]
            fc = [14 if c >= 52 else c % 13 + 1 for c in d]
            nh = [0] * 7
            if rollout(cv, fc, nh, seq, 0, n, 1, 26) > 0:
                ok += 1
        out.append(ok * 1000 // trials)
    print("per mille surviving a wave of 3..13 attackers:", out)


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) >= 2 and argv[1] == "play":
        deals = number(argv, 2, 1000, "DEALS", 1)
        play(deals, number(argv, 3, 1, "FIRST", 0, 999999 - deals + 1))
    elif len(argv) >= 2 and argv[1] == "waves":
        waves(number(argv, 2, 4000, "TRIALS", 1, 10**7))
    elif len(argv) >= 2 and argv[1] == "solver":
        import winnable_onslaught

        winnable_onslaught.report()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    sys.exit(main(sys.argv))
