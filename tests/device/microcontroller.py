# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``microcontroller``: pins are named objects; ``nvm`` is a flash sector as strict as
a Pico's (``tests/portable/flashnvm.py``)."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "portable"))
try:
    from flashnvm import FlashNvm
finally:
    sys.path.pop(0)


class Pin:
    """A pin; only its name matters here."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


nvm = FlashNvm(4096)  # a Pico's: 4 KB, erased flash reads 0xFF
RESETS = [0]


class Reset(BaseException):  # ends the program like the real reset does
    """Raised by ``reset()``: the board restarts here."""


def reset():
    """Reset the board (here: stop the run)."""
    RESETS[0] += 1
    raise Reset()
