# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda: one computer level against another on the same deals, seats swapped.

Usage (from the repository root)::

    .venv/bin/python tools/measure_travfuda.py [GAMES] [FIRST_SEED] [PLAYERS] [A] [B]

Plays each of GAMES deals (default 500 from seed 1, 2 players, ``hard`` against
``normal``) twice: the seats alternate ``A, B, A, B ...`` and then ``B, A, B, A ...``,
so both levels hold the same cards and play first equally often. A game goes to the
level whose best seat scores more (equal: a tie); a pair of games to the level with
more points over both. Prints the games won, the pairs won and the average margin.

Figures (hard against normal, 1000 deals from seed 1 and a held-out 1000 from seed
20001): README.md, section "Travfuda".
"""

import sys

from toolkit import ROOT  # the root on sys.path too

if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine.ai import travfuda as ai
from engine.autoplay import play
from engine.games.travfuda import Travfuda


def duel(games=500, first=1, players=2, a="hard", b="normal"):
    """``{"games": [a won, b won, ties], "pairs": [a, b, even], "margin": a's points
    minus b's over all games}`` for ``games`` deals each played with seats swapped."""
    out = {"games": [0, 0, 0], "pairs": [0, 0, 0], "margin": 0}
    for i in range(games):
        pair = 0
        for swap in (0, 1):
            levels = [(a, b)[(s + swap) % 2] for s in range(players)]
            r = play(Travfuda, ai, first + i, [players - 2], levels).returns()
            best_a = max([r[s] for s in range(players) if levels[s] == a])
            best_b = max([r[s] for s in range(players) if levels[s] == b])
            d = best_a - best_b
            out["games"][0 if d > 0 else 1 if d < 0 else 2] += 1
            pair += d
        out["pairs"][0 if pair > 0 else 1 if pair < 0 else 2] += 1
        out["margin"] += pair
    return out


def main(argv):
    from argcheck import number  # tools/ is on the path when a tool is run

    games = number(argv, 1, 500, "GAMES", 1)
    first = number(argv, 2, 1, "FIRST", 0, 999999 - games + 1)
    players = number(argv, 3, 2, "PLAYERS", 2, 6)
    a = argv[4] if len(argv) > 4 else "hard"
    b = argv[5] if len(argv) > 5 else "normal"
    for lv in (a, b):
        if lv not in ai.LEVELS:
            sys.stderr.write("measure_travfuda.py: a level is one of %s\n" % ", ".join(ai.LEVELS))
            return 2
    if a == b:
        sys.stderr.write("measure_travfuda.py: two different levels, please\n")
        return 2
    res = duel(games, first, players, a, b)
    n = 2 * games
    wa, wb, tie = res["games"]
    pa, pb, pe = res["pairs"]
    print(
        "%d deals from seed %d, %d players, each played twice (seats swapped)"
        % (games, first, players)
    )
    print("games: %s %d (%.1f%%), %s %d, ties %d" % (a, wa, 100.0 * wa / n, b, wb, tie))
    print("pairs: %s %d (%.1f%%), %s %d, even %d" % (a, pa, 100.0 * pa / games, b, pb, pe))
    print("%s scores %+.2f a game against %s" % (a, res["margin"] / n, b))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
