# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pure-Python card-game engine: runs on CPython, MicroPython and CircuitPython."""

__version__ = "0.1.0"
