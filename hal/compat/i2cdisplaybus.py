# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""CircuitPython 8.x stand-in for the 9.x module ``i2cdisplaybus`` (on sys.path only on 8.x)."""

from displayio import I2CDisplay as I2CDisplayBus  # noqa: F401
