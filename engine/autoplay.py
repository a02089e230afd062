# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.autoplay`
=================

The computer plays whole deals; one JSON line per deal. Needs nothing but the
engine, so the same lines come out of CPython and MicroPython::

    micropython -X heapsize=64K -m engine.autoplay farsky 200 [first_seed] [options] [levels]

``options`` is a comma list of option indexes ("-" for defaults); ``levels`` a comma
list of AI levels per seat ("-" for each seat's configured level, the hint level for seat 0).
"""

import gc
import sys

from engine.game import load_game


def load_ai(game_id):
    """Import a game's AI module on demand."""
    return __import__("engine.ai." + game_id, None, None, ("choose",))


def play(game_cls, ai, seed, options=None, levels=None):
    """Play one deal to the end and return the finished game."""
    g = game_cls(seed, options)
    steps = 0
    while not g.over():
        seat = g.to_move()
        if levels is not None and levels[seat] is not None:
            a = ai.choose(g, levels[seat])
        elif seat == 0:
            a = ai.hint(g)
        else:
            a = ai.choose(g)
        g.apply(a)
        steps += 1
        if steps > g.MAX_ACTIONS:
            raise RuntimeError("%s seed %d: no end after %d actions" % (g.ID, seed, steps))
    return g


def _ints(values):
    return "[" + ",".join([str(v) for v in values]) + "]"


def json_line(g):
    """The deal's result as one JSON object (fixed key order, no json module needed)."""
    parts = [
        '"game":"%s"' % g.ID,
        '"seed":%d' % g.seed,
        '"returns":%s' % _ints(g.returns()),
        '"won":%s' % ("true" if g.won(0) else "false"),
        '"actions":%d' % g.played(),
    ]
    for k, v in g.summary():
        parts.append('"%s":%d' % (k, v))
    return "{" + ",".join(parts) + "}"


def run(game_id, count, first_seed=1, options=None, levels=None, out=None):
    """Autoplay ``count`` deals from ``first_seed``; print JSON lines and a summary line."""
    from engine import heap

    heap.tune()
    cls = load_game(game_id)
    ai = load_ai(game_id)
    wins = 0
    total = 0
    for i in range(count):
        g = play(cls, ai, first_seed + i, options, levels)
        if g.won(0):
            wins += 1
        total += g.returns()[0]
        line = json_line(g)
        if out is not None:
            out.append(line)
        else:
            print(line)
        del g
        gc.collect()
    summary = '{"summary":true,"game":"%s","deals":%d,"wins":%d,"total":%d}' % (
        game_id, count, wins, total)
    if out is not None:
        out.append(summary)
    else:
        print(summary)
    return wins, total


def _parse_list(text):
    if text in (None, "", "-"):
        return None
    return [None if w == "-" else int(w) for w in text.split(",")]


def main(argv):
    if len(argv) < 3:
        print("usage: autoplay GAME_ID COUNT [FIRST_SEED] [OPTS] [LEVELS]")
        return 2
    first = int(argv[3]) if len(argv) > 3 else 1
    opts = _parse_list(argv[4]) if len(argv) > 4 else None
    levels = _parse_list(argv[5]) if len(argv) > 5 else None
    run(argv[1], int(argv[2]), first, opts, levels)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
