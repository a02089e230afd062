# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
Hardware abstraction: every implementation offers the same four calls, after
PewPew's ``pew`` (``keys()``, ``show(frame)``, ``now()``, ``tick()``) plus
``storage``. Implementations: ``headless`` (tests), ``terminal``, ``desktop``
(a pygame window through Blinka displayio) and ``circuitpython`` (the device).
Key names: "UP" "DOWN" "LEFT" "RIGHT" "A" "B".
"""
