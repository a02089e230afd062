# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Positional whole-number arguments of the measurement tools, checked: a bad one exits with
one line on stderr and status 2 instead of a traceback (issue 18 item 13)."""

import os
import sys


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
        sys.stderr.write("%s: %s must be a whole number %d..%d, not %r\n"
                         % (prog, name, lo, hi, text))
        raise SystemExit(2)
    return v
