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


def _entries(text):
    """The comma list ``text`` as strings, or None for "use every default"."""
    if text is None or text in ("", "-"):
        return None
    return text.split(",")


def _index(word, what, n):
    """``word`` as an index 0 .. n - 1 ("-" gives None); ValueError with a clear line."""
    if word == "-":
        return None
    try:
        v = int(word)
    except ValueError:
        v = -1
    if not 0 <= v < n:
        raise ValueError("%s must be %s, not %r" % (what, "0" if n == 1 else "0..%d" % (n - 1),
                                                    word))
    return v


def options_for(cls, text):
    """Option indexes for ``cls`` from a comma list ("-" keeps an option's default).

    Returns the full list of indexes, or None for all defaults; a count or an index
    out of range raises ValueError with a one-line message."""
    words = _entries(text)
    if words is None:
        return None
    opts = cls.OPTIONS
    if len(words) > len(opts):
        raise ValueError("%s has %d option%s, not %d" % (
            cls.ID, len(opts), "" if len(opts) == 1 else "s", len(words)))
    vals = [o.default for o in opts]
    for i, w in enumerate(words):
        o = opts[i]
        v = _index(w.strip(), "option %d (%s)" % (i + 1, o.key), len(o.choices))
        if v is not None:
            vals[i] = v
    return vals


def levels_for(ai, text, seats):
    """Computer levels per seat from a comma list of level indexes ("-": the seat's own).

    Returns a list of ``seats`` level names or None entries, or None for all defaults;
    too many seats or an unknown level raises ValueError with a one-line message."""
    words = _entries(text)
    if words is None:
        return None
    if len(words) > seats:
        raise ValueError("the game has %d seat%s, not %d levels" % (
            seats, "" if seats == 1 else "s", len(words)))
    names = ai.LEVELS
    out = [None] * seats
    for i, w in enumerate(words):
        v = _index(w.strip(), "seat %d's level" % (i + 1), len(names))
        if v is not None:
            out[i] = names[v]
    return out


MAX_SEED = 999999  # deal numbers: 0 .. 999999 (engine.rng.MAX_SEED)


def check(game_id, count, first_seed=1, options=None, levels=None):
    """Validate an autoplay request (``options``/``levels`` as comma lists).

    Returns ``(options, levels)`` ready for :func:`run`; anything out of range raises
    ValueError with a one-line message."""
    from engine.game import GAME_IDS

    if game_id not in GAME_IDS:
        raise ValueError("unknown game %r (one of %s)" % (game_id, ", ".join(GAME_IDS)))
    if count < 1:
        raise ValueError("the number of deals must be at least 1, not %d" % count)
    if not 0 <= first_seed <= MAX_SEED:
        raise ValueError("the first deal must be 0..%d, not %d" % (MAX_SEED, first_seed))
    if first_seed + count - 1 > MAX_SEED:
        raise ValueError("%d deals from deal %d run past deal %d" % (count, first_seed,
                                                                     MAX_SEED))
    cls = load_game(game_id)
    opts = options_for(cls, options)
    if levels is not None:
        levels = levels_for(load_ai(game_id), levels, cls(first_seed, opts).players())
    return opts, levels


def _int(word, what):
    try:
        return int(word)
    except ValueError:
        raise ValueError("%s must be a whole number, not %r" % (what, word))


def main(argv):
    """``autoplay GAME_ID COUNT [FIRST_SEED] [OPTS] [LEVELS]``; a bad argument gives one
    line on stderr and exit status 2, a shortage of memory one line and status 1."""
    if not 3 <= len(argv) <= 6:
        print("usage: autoplay GAME_ID COUNT [FIRST_SEED] [OPTS] [LEVELS]", file=sys.stderr)
        return 2
    try:
        try:
            count = _int(argv[2], "COUNT")
            first = _int(argv[3], "FIRST_SEED") if len(argv) > 3 else 1
            opts, levels = check(argv[1], count, first, argv[4] if len(argv) > 4 else None,
                                 argv[5] if len(argv) > 5 else None)
        except ValueError as e:
            print("autoplay: %s" % e, file=sys.stderr)
            return 2
        run(argv[1], count, first, opts, levels)
    except MemoryError:
        print("autoplay: out of memory; give the interpreter a larger heap", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
