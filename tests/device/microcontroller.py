# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``microcontroller``: pins are named objects."""


class Pin:
    """A pin; only its name matters here."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


nvm = bytearray(b"\xff" * 4096)  # a Pico's: 4 KB, erased flash reads 0xFF
RESETS = [0]


class Reset(BaseException):  # noqa: N818 - ends the program like the real reset does
    """Raised by ``reset()``: the board restarts here."""


def reset():
    """Reset the board (here: stop the run)."""
    RESETS[0] += 1
    raise Reset()
