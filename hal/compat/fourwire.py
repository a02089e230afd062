# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""CircuitPython 8.x stand-in for the 9.x module ``fourwire`` (on sys.path only on 8.x)."""

from displayio import FourWire as FourWire
