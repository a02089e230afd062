# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.save_write`
===================

The writing half of the save format (:mod:`engine.save` describes it and reads it):
the play screen's autosave imports this alone, a few hundred bytes, where the whole
format with its field checks is 2.8K, one of its functions a 595-byte block (at 96K
Navigator's heap had no such piece left mid-deal).
"""

MAGIC = "pscards 1"


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


def dumps(game, deal=None):
    """Serialise ``game`` (seed, options, checkpoint, log) to text; ``deal`` is the deal's
    id (see ``engine.ui.app``: statistics recognise a deal already counted by it). A
    finished game is marked ``end 1``."""
    base = "" if game.base is None else "base %s\n" % _words(game.base)
    extra = ("" if deal is None else "deal %d\n" % deal) + ("end 1\n" if game.over() else "")
    body = "%s\ngame %s\nrules %d\nseed %d\nopts %s\n%s%slog %s\n" % (
        MAGIC,
        game.ID,
        game.RULES_VERSION,
        game.seed,
        _words(game.options),
        extra,
        base,
        _words(game.log),
    )
    return body + "sum %d\n" % checksum(body)
