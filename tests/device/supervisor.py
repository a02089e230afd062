# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``supervisor``: a clock the tests move, and ``reload()`` that ends the run."""

CLOCK = [0]  # milliseconds since "power on"
RELOADS = [0]


class Reload(BaseException):  # noqa: N818 - it ends the program like the real reload does
    """Raised by ``reload()``: the test's run of code.py ends here."""


def ticks_ms():
    """Milliseconds, wrapping at 2**29 like the core's counter."""
    return CLOCK[0] & 0x1FFFFFFF


def advance(ms):
    """Let ``ms`` milliseconds pass."""
    CLOCK[0] += int(ms)


def reload():
    """Restart the program (here: stop the run)."""
    RELOADS[0] += 1
    raise Reload()
