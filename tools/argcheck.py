# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The tools' command-line arguments: ``option`` reads a ``--name value`` pair, ``number`` a
positional whole number, checked: a bad one exits with one line on stderr and status 2
instead of a traceback."""

import os
import sys


def option(argv, name, default):
    """The word after ``name`` in ``argv`` (e.g. ``--seeds 100``), or ``default`` without it."""
    if name in argv:
        return argv[argv.index(name) + 1]
    return default


def number(argv, i, default, name, lo=0, hi=999999):
    """``argv[i]`` as a whole number lo..hi, or ``default`` when there are fewer arguments.

    A value that is not a whole number in range ends the program with one line."""
    if len(argv) <= i:
        return default
    text = argv[i]
    try:
        v = int(text)
    except ValueError:
        v = None
    if v is None or not lo <= v <= hi:
        prog = os.path.basename(argv[0]) if argv else "tool"
        sys.stderr.write(
            "%s: %s must be a whole number %d..%d, not %r\n" % (prog, name, lo, hi, text)
        )
        raise SystemExit(2)
    return v
