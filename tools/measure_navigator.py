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

    python tools/measure_navigator.py digest [SEEDS] [ROUNDS]
    circuitpython -X heapsize=512K tools/measure_navigator.py worst [SEEDS] [ROUNDS]

    circuitpython -X heapsize=512K tools/measure_navigator.py picks [ROUNDS] [STEP [skip]]

``picks`` plays what ``tools/bench.py`` times (matches from seed 1 at the default options,
the hint for seat 0 and the computer for the others, until ROUNDS rounds, default 12) and
prints the slowest draft decisions with the pair table entries each made; with STEP, it
plays every decision before decision STEP of the run, then takes that one (with ``skip``,
not): two runs under valgrind's callgrind, with and without it, count its instructions
(deterministic; divided by pystone's per loop, as ``tools/studies/opencost.py``, and by a
Pico's 1,200 loops/s).

``digest`` plays ROUNDS rounds (default 4) of matches 1..SEEDS (default 40), the options
drawn from the seed (players, variants, Hotshot, Slingshot, phantoms, Aces, Pirate Map,
0^0, declare mode) and each seat's level cycled, and prints one hash of every decision
(computers' and the hint's): a change meant to make the computer faster, not different,
must keep it. ``worst`` plays the same and prints the slowest decisions (ms of this
interpreter, with the phase, level and values), and the slowest per phase.
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


PHASES = ("map", "draft", "set", "ace", "phantom", "declare", "calc", "show", "over")


def options(seed):
    """The options of match ``seed`` in ``digest`` and ``worst``: drawn from the seed."""
    from engine.games.navigator import Navigator

    r = Rng(seed * 7919 + 1)
    opts = [o.default for o in Navigator.OPTIONS]
    names = [o.key for o in Navigator.OPTIONS]
    for k, n in (
        ("players", 3),
        ("mode", 2),
        ("hotshot", 2),
        ("sling", 3),
        ("extra", 2),
        ("jrun", 2),
        ("arun", 2),
        ("variant", 5),
        ("osuit", 6),
        ("osel", 2),
        ("tace", 2),
        ("pirate", 2),
        ("zpow", 2),
    ):
        opts[names.index(k)] = r.below(n)
    return opts


def decisions(seeds, rounds, each):
    """Play ``rounds`` rounds of matches 1..``seeds`` (see ``options``); call
    ``each(game, seat, level, action, ms)`` for every decision."""
    from engine.ai import navigator as ai
    from engine.games.navigator import Navigator

    lvs = ("easy", "normal", "hard")
    for seed in range(1, seeds + 1):
        g = Navigator(seed, options(seed))
        while not g.over() and g.round <= rounds:
            s = g.to_move()
            lv = "hard" if s == 0 else lvs[(seed + s) % 3]
            ph = g.phase
            vals = list(g.vals[s]) if ph == 6 else None
            t = _ms()
            a = ai.choose(g, lv)
            each(g, s, lv, a, _ms() - t, ph, vals)
            g.apply(a)


def digest(seeds=40, rounds=4):
    """Print and return a hash of every decision (see the module doc)."""
    import hashlib

    h = hashlib.sha256()
    n = [0]

    def each(g, s, lv, a, ms, ph, vals):
        h.update(b"%d," % a)
        n[0] += 1

    decisions(seeds, rounds, each)
    out = "".join("%02x" % c for c in h.digest()[:8])  # (MicroPython has no hexdigest)
    print("%d decisions, matches 1-%d, %d rounds: %s" % (n[0], seeds, rounds, out))
    return out


def worst(seeds=40, rounds=4, top=25):
    """Print the slowest decisions and the slowest per phase (ms of this interpreter)."""
    import gc

    rows = []
    per = {}

    def each(g, s, lv, a, ms, ph, vals):
        k = "%s/%s" % (PHASES[ph], "hint" if s == 0 else "ai")
        if k not in per or per[k][0] < ms:
            per[k] = (ms, g.seed, g.round)
        if len(rows) < top or ms > rows[-1][0]:
            rows.append((ms, g.seed, g.round, PHASES[ph], lv, s, a, vals or g.target))
            rows.sort(key=lambda x: -x[0])
            del rows[top:]
        gc.collect()

    decisions(seeds, rounds, each)
    for r in rows:
        print("%8.2f ms  seed %d round %d %s %s seat %d action %d %s" % r)
    for k in sorted(per.keys()):
        print("max %-14s %8.2f ms (seed %d round %d)" % ((k,) + per[k]))


def picks(rounds=12, step=-1, take=True, top=12):
    """Print the slowest draft decisions of the bench's deals (see the module doc); with
    ``step`` >= 0, play up to that decision and take it (``take``) or not, silently."""
    import gc

    from engine.ai import navigator as ai
    from engine.ai import navigator_draft as nd
    from engine.games.navigator import PH_DRAFT, Navigator

    rows = []
    n = 0  # decisions so far
    done = 0
    seed = 0
    while done < rounds:
        seed += 1
        g = Navigator(seed)
        r0 = g.round
        while not g.over() and done < rounds:
            s = g.to_move()
            ph = g.phase
            if n == step:
                if take:
                    ai.hint(g) if s == 0 else ai.choose(g)
                return
            key = nd._pkey[0]
            known = _known(nd)
            gc.collect()  # (as the bench: no collection left over from the last one)
            t = _ms()
            a = ai.hint(g) if s == 0 else ai.choose(g)
            ms = _ms() - t
            if ph == PH_DRAFT and step < 0:
                made = _known(nd) - (known if nd._pkey[0] == key else 0)
                rows.append((ms, n, g.round, s, made))
            n += 1
            g.apply(a)
            if g.round != r0:
                done += 1
                r0 = g.round
        if g.over():
            done += 1
    rows.sort(key=lambda x: -x[0])
    for r in rows[:top]:
        print("%8.2f ms  step %d round %d seat %d: %d entries made" % r)


def _known(nd):
    """Entries of the draft's pair table made (each pair once)."""
    return sum(1 for d in nd._pairs if d != 255)


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    if len(argv) > 1 and argv[1] == "bench":
        bench()
        return 0
    if len(argv) > 1 and argv[1] == "picks":
        rounds = number(argv, 2, 12, "ROUNDS", 1)
        step = number(argv, 3, -1, "STEP", -1)
        picks(rounds, step, len(argv) < 5 or argv[4] != "skip")
        return 0
    if len(argv) > 1 and argv[1] in ("digest", "worst"):
        seeds = number(argv, 2, 40, "SEEDS", 1)
        rounds = number(argv, 3, 4, "ROUNDS", 1)
        (digest if argv[1] == "digest" else worst)(seeds, rounds)
        return 0
    games = number(argv, 1, 500, "GAMES", 1)
    players = number(argv, 2, 4, "PLAYERS", 2, 4)
    levels(games, players)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
