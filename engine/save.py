# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.save`
=============

Saves as a few lines of text: game id, rules version, seed, options, the
checkpoint the log starts from (games with long matches only), action log and a
checksum. Never pickle, never eval. A bad save raises :class:`SaveError`
with a message short enough for the screen.

Example::

    pscards 1
    game farsky
    rules 1
    seed 42
    opts 0 0 0
    log 3 0 17 2
    sum 51234
"""

MAGIC = "pscards 1"


class SaveError(ValueError):
    """A save that cannot be used; ``str(e)`` fits one screen line or two."""


def checksum(text):
    """A small Fletcher-style checksum of ``text`` (stays a small int)."""
    a = 1
    b = 0
    for ch in text:
        a = (a + ord(ch)) % 65521
        b = (b + a) % 65521
    return (b << 14) ^ a


def _words(ints):
    return " ".join([str(v) for v in ints])


def dumps(game):
    """Serialise ``game`` (seed, options, checkpoint, log) to text."""
    base = "" if game.base is None else "base %s\n" % _words(game.base)
    body = "%s\ngame %s\nrules %d\nseed %d\nopts %s\n%slog %s\n" % (
        MAGIC, game.ID, game.RULES_VERSION, game.seed, _words(game.options), base,
        _words(game.log))
    return body + "sum %d\n" % checksum(body)


def _ints(words, what):
    try:
        return [int(w) for w in words]
    except ValueError:
        raise SaveError("Save damaged (%s)" % what)


def parse(text, game_cls):
    """Check ``text`` and return ``(seed, options, log, base)`` for ``game_cls``
    (``base`` None when the save has no checkpoint).

    Raises SaveError for a missing, truncated, corrupt or foreign save.
    """
    if text is None:
        raise SaveError("No save found")
    if not text:
        raise SaveError("Save is empty")
    lines = text.split("\n")
    if lines[0] != MAGIC:
        raise SaveError("Not a save file")
    fields = {}
    body_len = 0
    for line in lines:
        if line.startswith("sum "):
            break
        body_len += len(line) + 1
        sp = line.find(" ")
        if sp > 0:
            fields[line[:sp]] = line[sp + 1 :]
    else:
        raise SaveError("Save cut short")
    want = _ints([line[4:] for line in lines if line.startswith("sum ")][:1], "sum")
    if not want or want[0] != checksum(text[:body_len]):
        raise SaveError("Save damaged (sum)")
    if fields.get("game") != game_cls.ID:
        raise SaveError("Save is for another game")
    if fields.get("rules") != str(game_cls.RULES_VERSION):
        raise SaveError("Save from old rules")
    for key in ("seed", "opts", "log"):
        if key not in fields:
            raise SaveError("Save damaged (%s)" % key)
    seed = _ints([fields["seed"]], "seed")[0]
    opts = _ints(fields["opts"].split(), "opts")
    log = _ints(fields["log"].split(), "log")
    base = _ints(fields["base"].split(), "base") if "base" in fields else None
    return seed, opts, log, base


def loads(text, game_cls):
    """Rebuild a game from save text by replaying its log.

    Raises SaveError (never anything else) when the text cannot be used.
    """
    seed, opts, log, base = parse(text, game_cls)
    if len(log) > game_cls.MAX_ACTIONS:
        raise SaveError("Save damaged (long)")
    try:
        game = game_cls(seed, opts)
        if base is not None:
            game.restore(base)
        for a in log:
            game.apply(a)
    except ValueError:  # IllegalAction and bad options are ValueErrors
        raise SaveError("Save does not replay")
    return game
