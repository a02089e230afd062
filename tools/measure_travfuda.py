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

Endgame probes (two players; research only, never a level of the game): ``peekN`` plays
hard until the deck holds N cards or fewer, then an exact minimax that sees every hidden
card (the other hand and the deck's order): an upper bound for any endgame search;
``handN`` sees only the other hand (the deck's order is sampled, ``SAMPLES`` orders);
``endN`` sees nothing hidden: ``SAMPLES`` redeals of the unseen cards
(``game.determinize``), each solved exactly, the choice with the best total. In two
players the deck never runs out (26 cards, 24 turns), so the other hand is never known
by elimination. Figures: ``engine/ai/travfuda.py``, what did not beat normal.
"""

import sys

from toolkit import ROOT  # the root on sys.path too

if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine.ai import travfuda as ai
from engine.autoplay import play
from engine.games.travfuda import Travfuda
from engine.rng import Rng

SAMPLES = 20  # sampled deals (handN, endN) per decision


def _final(g, me):
    """A finished two-player deal's worth to ``me``: the result first, then the margin."""
    r = g.returns()
    d = r[me] - r[1 - me]
    return (d > 0) * 1000 - (d < 0) * 1000 + d


def _solve(g, me, lo, hi):
    """Exact alpha-beta value of a position whose every card is known (deck order too)."""
    if g.over():
        return _final(g, me)
    mine = g.to_move() == me
    best = lo if mine else hi
    for a in g.legal_actions():
        c = g.copy()
        c.apply(a)
        v = _solve(c, me, best, hi) if mine else _solve(c, me, lo, best)
        if mine and v > best:
            best = v
        elif not mine and v < best:
            best = v
        if (mine and best >= hi) or (not mine and best <= lo):
            break
    return best


def _endgame(g, mode):
    """The probe's choice: exact values on the real deal (peek) or summed over samples."""
    me = g.to_move()
    acts = g.legal_actions()
    if len(acts) < 2:
        return acts[0]
    r = Rng(g.seed * 1000 + g.played())
    total = [0] * len(acts)
    for _ in range(1 if mode == "peek" else SAMPLES):
        if mode == "peek":
            d = g
        elif mode == "hand":
            d = g.copy()
            d.stock.sort()
            r.shuffle(d.stock)
        else:
            d = g.determinize(me, r)
        for i, a in enumerate(acts):
            c = d.copy()
            c.apply(a)
            total[i] += _solve(c, me, -99999, 99999)
    return acts[total.index(max(total))]


def probe(level):
    """``(mode, N)`` of an endgame probe level (``peek8``), or None for a game level."""
    for mode in ("peek", "hand", "end"):
        if level.startswith(mode) and level[len(mode) :].isdigit():
            return mode, int(level[len(mode) :])
    return None


class Players:
    """The AI module as ``autoplay.play`` calls it, with the endgame probe levels."""

    def choose(self, g, level):
        """The level's choice; a probe plays hard until its endgame."""
        p = probe(level)
        if p is None:
            return ai.choose(g, level)
        if len(g.stock) > p[1]:
            return ai.choose(g, "hard")
        return _endgame(g, p[0])


def duel(games=500, first=1, players=2, a="hard", b="normal"):
    """``{"games": [a won, b won, ties], "pairs": [a, b, even], "margin": a's points
    minus b's over all games}`` for ``games`` deals each played with seats swapped."""
    out = {"games": [0, 0, 0], "pairs": [0, 0, 0], "margin": 0}
    for i in range(games):
        pair = 0
        for swap in (0, 1):
            levels = [(a, b)[(s + swap) % 2] for s in range(players)]
            r = play(Travfuda, Players(), first + i, [players - 2], levels).returns()
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
        if lv not in ai.LEVELS and probe(lv) is None:
            sys.stderr.write(
                "measure_travfuda.py: a level is one of %s, or peekN, handN, endN\n"
                % ", ".join(ai.LEVELS)
            )
            return 2
        if probe(lv) and players != 2:
            sys.stderr.write("measure_travfuda.py: the endgame probes play two players\n")
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
