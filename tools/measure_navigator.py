# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Navigator measurements: computer levels against each other, and the solver's speed.

    python tools/measure_navigator.py [GAMES] [PLAYERS]     levels: hard vs easy
    micropython -X heapsize=256K tools/measure_navigator.py bench

Levels: with 4 players, seats alternate hard, easy, hard, easy (and the reverse in
every other game, so no level keeps the seats after the initiative); with 2 players
it is heads-up, swapped every game. "chips" sums each level's net chips won or lost
at the showdowns; "matches" counts whose seat was the last one left.

``bench`` times the solver per call (3-, 4- and 5-value sets) and prints pystone-free
loop timings; it runs unchanged under MicroPython.
"""

import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, HERE + "/..")

from engine.ai import navigator_solver as solver  # noqa: E402
from engine.rng import Rng  # noqa: E402


def _ms():
    import time

    if hasattr(time, "ticks_us"):
        return time.ticks_us() / 1000
    return time.perf_counter() * 1000


def levels(games, players=4):
    """Play ``games`` matches, hard against easy; print and return the totals."""
    from engine import autoplay
    from engine.ai import navigator as ai
    from engine.games.navigator import Navigator

    opts = [o.default for o in Navigator.OPTIONS]
    opts[0] = players - 2
    chips = {"hard": 0, "easy": 0}
    matches = {"hard": 0, "easy": 0}
    rounds = 0
    actions = 0
    t0 = _ms()
    for seed in range(1, games + 1):
        pair = ("hard", "easy") if seed % 2 else ("easy", "hard")
        lv = [pair[s % 2] for s in range(players)]
        g = autoplay.play(Navigator, ai, seed, opts, lv)
        for s in range(players):
            chips[lv[s]] += g.earned[s]
            if not g.out[s]:
                matches[lv[s]] += 1
        rounds += g.round
        actions += g.played()
    print("%d matches, %d players, %.0f s" % (games, players, (_ms() - t0) / 1000))
    print("chips   hard %+d  easy %+d" % (chips["hard"], chips["easy"]))
    print("matches hard %d  easy %d" % (matches["hard"], matches["easy"]))
    print("rounds per match %.1f, actions per match %.0f" % (rounds / games, actions / games))
    return chips, matches


def bench(calls=200):
    """Time the solver per call on random sets (the computer's and the review's work)."""
    rnd = Rng(7)
    pool = list(range(14)) + [100]
    print("solver, ms per call (%s)" % sys.implementation.name)
    for n, count in ((3, calls), (4, calls // 4), (5, max(1, calls // 40))):
        sets = [([rnd.choice(pool) for _ in range(n)], rnd.below(144)) for _ in range(count)]
        t = _ms()
        for vals, target in sets:
            solver.solve(vals, target)
        per = (_ms() - t) / count
        print("  %d values: %.2f ms" % (n, per))
    sets = [([rnd.choice(pool) for _ in range(3)], rnd.below(144)) for _ in range(calls)]
    t = _ms()
    for vals, target in sets:
        solver.best3(vals, target)
    print("  3 values, value only (draft tables): %.3f ms" % ((_ms() - t) / calls))


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) > 1 and argv[1] == "bench":
        bench()
        return 0
    games = number(argv, 1, 500, "GAMES", 1)
    players = number(argv, 2, 4, "PLAYERS", 2, 4)
    levels(games, players)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
