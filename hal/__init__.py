# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
Hardware abstraction: every implementation offers the same four calls, after
PewPew's ``pew`` (``keys()``, ``show(frame)``, ``now()``, ``tick()``) plus
``storage``. Implementations: ``headless`` (tests), ``terminal``, ``desktop``
(a pygame window through Blinka displayio), ``circuitpython`` (the device) and ``web``
(the browser page under MicroPython WebAssembly, stepped by ``web_main``).
Key names: "UP" "DOWN" "LEFT" "RIGHT" "A" "B".
"""
