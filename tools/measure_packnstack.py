# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pack 'n Stack measurements: computer levels against each other, and the hard level's speed.

    python tools/measure_packnstack.py [GAMES] [FIRST_SEED]     normal vs easy, hard vs normal
    micropython -X heapsize=64K tools/measure_packnstack.py bench [DEALS]
    python tools/measure_packnstack.py digest [DEALS]           every decision, hashed

Levels: every deal is played twice with the colours swapped (the first player is
the colour with fewer cards in the layout, so this also swaps who starts); GAMES
counts both. Draws are counted apart from wins and losses.

``bench`` times the hard level's decisions (and the normal level's) over whole
games; it runs unchanged under MicroPython. ``digest`` plays deals 1..DEALS (default
40) with both colours, hard against normal, normal against hard and hard against
hard, the other options varied with the deal, and prints one hash of every decision
made: a change meant to make the computer faster, not different, must keep it.
"""

import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, HERE + "/..")

from engine.ai import packnstack as ai  # noqa: E402
from engine.games.packnstack import PackNStack  # noqa: E402

PAIRS = (("normal", "easy"), ("hard", "normal"))


def _ms():
    import time

    if hasattr(time, "ticks_us"):
        return time.ticks_us() / 1000
    return time.perf_counter() * 1000


def play(job):
    """Play one game: ``job = (seed, colour, level0, level1)``; return (winner, first)."""
    seed, colour, a, b = job
    g = PackNStack(seed, [colour])
    while not g.over():
        g.apply(ai.choose(g, (a, b)[g.to_move()]))
    return g.winner, g.first


def match(a, b, games, first=1, pool=None):
    """``games`` games of level ``a`` (seat 0) against ``b``; return (won, lost, drawn, started)."""
    jobs = [(first + i // 2, i % 2, a, b) for i in range(games)]
    results = pool.map(play, jobs, 4) if pool else [play(j) for j in jobs]
    won = lost = drawn = started = 0
    for winner, first_seat in results:
        won += winner == 0
        lost += winner == 1
        drawn += winner < 0
        started += first_seat == 0
    return won, lost, drawn, started


def levels(games=500, first=1):
    """Print and return the results of each pair of levels."""
    pool = None
    if sys.implementation.name == "cpython":
        import multiprocessing

        pool = multiprocessing.Pool()
    out = []
    for a, b in PAIRS:
        t = _ms()
        won, lost, drawn, started = match(a, b, games, first, pool)
        print(
            "%-6s vs %-6s %d games (deals %d-%d, both colours): won %d (%.1f%%), lost %d, "
            "drawn %d; %s moved first in %d; %.0f s"
            % (
                a,
                b,
                games,
                first,
                first + (games - 1) // 2,
                won,
                100.0 * won / games,
                lost,
                drawn,
                a,
                started,
                (_ms() - t) / 1000,
            )
        )
        out.append((won, lost, drawn))
    return out


def bench(deals=4):
    """Time each level's decisions over ``deals`` whole games (hard against normal)."""
    import gc

    print("decision time, ms (%s)" % sys.implementation.name)
    for level in ("hard", "normal"):
        times = []
        for seed in range(1, deals + 1):
            g = PackNStack(seed, [seed % 2])
            while not g.over():
                gc.collect()
                t = _ms()
                a = ai.choose(g, level if g.to_move() == 0 else "normal")
                if g.to_move() == 0:
                    times.append(_ms() - t)
                g.apply(a)
        times.sort()
        print(
            "  %-6s %d decisions: mean %.1f, median %.1f, 95%% %.1f, worst %.1f"
            % (
                level,
                len(times),
                sum(times) / len(times),
                times[len(times) // 2],
                times[len(times) * 95 // 100],
                times[-1],
            )
        )
    if hasattr(gc, "mem_free"):
        gc.collect()
        print("  heap free after the games: %d bytes" % gc.mem_free())


def digest(deals=40):
    """Print and return a hash of every decision over ``deals`` deals (see the module doc)."""
    import hashlib

    h = hashlib.sha256()
    count = 0
    for seed in range(1, deals + 1):
        opts = [0, 1, seed % 2, seed // 2 % 2, seed // 4 % 2, seed // 8 % 2]
        for colour in (0, 1):
            opts[0] = colour
            for a, b in (("hard", "normal"), ("normal", "hard"), ("hard", "hard")):
                g = PackNStack(seed, opts)
                while not g.over():
                    x = ai.choose(g, (a, b)[g.to_move()])
                    h.update(b"%d," % x)
                    count += 1
                    g.apply(x)
    out = "".join("%02x" % c for c in h.digest()[:8])  # (MicroPython has no hexdigest)
    print("%d decisions over deals 1-%d: %s" % (count, deals, out))
    return out


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) > 1 and argv[1] == "bench":
        bench(number(argv, 2, 4, "DEALS", 1))
        return 0
    if len(argv) > 1 and argv[1] == "digest":
        digest(number(argv, 2, 40, "DEALS", 1))
        return 0
    games = number(argv, 1, 500, "GAMES", 1)
    levels(games, number(argv, 2, 1, "FIRST", 0, 999999 - games + 1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
