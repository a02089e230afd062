# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.save`
=============

Saves as a few lines of text: game id, rules version, seed, options, the
deal's id, ``end 1`` once the game is over, the checkpoint the log starts from
(games with long matches only), action log and a checksum. Every field is
checked (count, range, length), not only the checksum. Never pickle, never
eval. A bad save raises :class:`SaveError` with a message short enough for the
screen.

Example::

    pscards 1
    game farsky
    rules 1
    seed 42
    opts 0 0 0
    deal 7
    log 3 0 17 2
    sum 51234
"""

from engine.save_write import MAGIC, checksum
from engine.save_write import dumps as dumps  # the format's writer, here for every reader


class SaveError(ValueError):
    """A save that cannot be used; ``str(e)`` fits one screen line or two."""


def cap(game_cls):
    """The most bytes a save of ``game_cls`` can hold (a longer file is not a save)."""
    return min(game_cls.MAX_ACTIONS, 2000) * 7 + 1024


BIG = 1 << 30  # every number in a save is smaller (small ints on a 32-bit board)


def _ints(text, what, lo=-BIG, hi=BIG, most=None):
    """The numbers of a field, each checked to lie in ``lo .. hi - 1``; at most ``most``."""
    words = text.split()
    if most is not None and len(words) > most:
        raise SaveError("Save damaged (long)")
    out = []
    for w in words:
        if len(w) > 11:  # never build a huge int from a damaged file
            raise SaveError("Save damaged (%s)" % what)
        try:
            v = int(w)
        except ValueError:
            raise SaveError("Save damaged (%s)" % what)
        if not lo <= v < hi:
            raise SaveError("Save damaged (%s)" % what)
        out.append(v)
    return out


def parse(text, game_cls):
    """Check ``text`` field by field and return ``(seed, options, log, base, deal, end)``
    for ``game_cls`` (``base`` None when the save has no checkpoint, ``deal`` None in saves
    of older versions, ``end`` True when the game was finished).

    Raises SaveError for a missing, truncated, corrupt, out-of-range or foreign save.
    """
    if text is None:
        raise SaveError("No save found")
    if not text:
        raise SaveError("Save is empty")
    if len(text) > cap(game_cls):
        raise SaveError("Save damaged (long)")
    if not text.startswith(MAGIC + "\n"):
        raise SaveError("Not a save file")
    end = text.find("\nsum ")
    if end < 0 or not text.endswith("\n"):
        raise SaveError("Save cut short")
    body = text[: end + 1]
    want = _ints(text[end + 5 :], "sum", 0, BIG, 1)
    if len(want) != 1 or want[0] != checksum(body):
        raise SaveError("Save damaged (sum)")
    fields = {}
    for line in body.split("\n")[1:]:
        sp = line.find(" ")
        if sp > 0:
            if line[:sp] in fields:
                raise SaveError("Save damaged (twice)")
            fields[line[:sp]] = line[sp + 1 :]
        elif line:
            raise SaveError("Save damaged (line)")
    if fields.get("game") != game_cls.ID:
        raise SaveError("Save is for another game")
    if fields.get("rules") != str(game_cls.RULES_VERSION):
        raise SaveError("Save from old rules")
    for key in ("seed", "opts", "log"):
        if key not in fields:
            raise SaveError("Save damaged (%s)" % key)
    seed = _ints(fields["seed"], "seed", 0, BIG, 1)
    if len(seed) != 1:
        raise SaveError("Save damaged (seed)")
    specs = game_cls.OPTIONS
    opts = _ints(fields["opts"], "opts", 0, 100, len(specs))
    if len(opts) != len(specs):
        raise SaveError("Save damaged (opts)")
    for o, v in zip(specs, opts):
        if v >= len(o.choices):
            raise SaveError("Save damaged (opts)")
    log = _ints(fields["log"], "log", 0, BIG, game_cls.MAX_ACTIONS)
    base = _ints(fields["base"], "base", -BIG, BIG, 64) if "base" in fields else None
    deal = _ints(fields["deal"], "deal", 1, BIG, 1) if "deal" in fields else None
    if deal is not None and len(deal) != 1:
        raise SaveError("Save damaged (deal)")
    if fields.get("end", "1") != "1":
        raise SaveError("Save damaged (end)")
    return seed[0], opts, log, base, deal[0] if deal else None, "end" in fields


def loads(text, game_cls):
    """Rebuild a game from save text by replaying its log.

    Raises SaveError (never anything else) when the text cannot be used.
    """
    seed, opts, log, base = parse(text, game_cls)[:4]
    try:
        game = game_cls(seed, opts)
        if base is not None:
            game.restore(base)
        for a in log:
            game.apply(a)
    except (ValueError, IndexError, KeyError, TypeError):
        # IllegalAction and bad options are ValueErrors; a checkpoint that passed its
        # checksum but not the game's own checks must not end in a traceback either
        raise SaveError("Save does not replay")
    return game
