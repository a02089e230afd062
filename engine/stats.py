# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.stats`
==============

Statistics (and settings) as ``key value`` text lines (ints only).
:func:`parse` checks a file field by field (line count, key length and letters,
value length and range) and refuses a damaged one with ValueError: the app then
sets the file aside and starts afresh. :func:`loads` is the lenient reading
(bad lines skipped) for tools.
"""

MOST = 999999999  # a count never reaches this (and stays a small int on the board)
LINES = 96  # more lines than any game writes
_KEY = "abcdefghijklmnopqrstuvwxyz0123456789._"


def parse(text):
    """Parse stats text strictly into a dict of str -> int; ValueError if any line is bad."""
    st = {}
    if not text:
        return st
    if text.count("\n") > LINES or not text.endswith("\n"):
        raise ValueError("stats damaged")
    for line in text.split("\n")[:-1]:
        parts = line.split(" ")
        if len(parts) != 2 or not 0 < len(parts[0]) <= 16 or not 0 < len(parts[1]) <= 10:
            raise ValueError("stats damaged")
        key, word = parts
        for ch in key:
            if ch not in _KEY:
                raise ValueError("stats damaged")
        for ch in word[1:] if word[0] == "-" else word:
            if not "0" <= ch <= "9":  # int() would also take "+1", " 1", "1_0"
                raise ValueError("stats damaged")
        v = int(word)  # ValueError when there is no digit
        if not -MOST <= v <= MOST or key in st:
            raise ValueError("stats damaged")
        st[key] = v
    return st


def loads(text):
    """Parse stats text into a dict of str -> int; bad lines are skipped."""
    st = {}
    if not text:
        return st
    for line in text.split("\n"):
        parts = line.split()
        if len(parts) == 2:
            try:
                st[parts[0]] = int(parts[1])
            except ValueError:
                pass
    return st


def dumps(st):
    """Serialise a stats dict (keys sorted, so the text is stable)."""
    return "".join(["%s %d\n" % (k, st[k]) for k in sorted(st.keys())])
