# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.stats`
==============

Statistics as ``key value`` text lines (ints only). A damaged file reads as
empty statistics rather than an error: losing counts is better than a crash.
"""


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


def bump(st, key, by=1):
    """Add ``by`` to ``st[key]`` (missing counts as 0)."""
    st[key] = st.get(key, 0) + by


def best(st, key, value, lower=False):
    """Keep the best of ``st[key]`` and ``value`` (highest, or lowest if ``lower``)."""
    old = st.get(key)
    if old is None or (value < old if lower else value > old):
        st[key] = value
