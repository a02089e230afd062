# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Puts the fake CircuitPython modules in place for a test, and takes them away after.

Blinka's own displayio, busdisplay, i2cdisplaybus and fourwire (the Python
implementation of CircuitPython's display core) stay real: the device HAL and
Adafruit's SSD1306 driver run on them unchanged, and only the I2C bus under them
is fake (``busio``), with an emulated SSD1306 chip (``ssd1306.Chip``) on it, and
``i2cdisplaybus`` is made as strict as the core (``strictbus``: buffers only).
"""

import contextlib
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FAKES = ("microcontroller", "board", "digitalio", "busio", "keypad", "supervisor", "storage")
# Modules that must be imported again under the fakes (they bind board/keypad/... at import)
FRESH = ("hal.circuitpython", "device_main")


class Rig:
    """The fake modules and the chip on the bus; ``close()`` restores the real modules."""

    def __init__(self, address=0x3C, kind="SSD1306"):
        # Blinka's display stack first, with the real modules (its board check prints a notice)
        with contextlib.redirect_stdout(io.StringIO()):
            import busdisplay  # noqa: F401
            import displayio
            import fourwire  # noqa: F401
            import i2cdisplaybus
        displayio.release_displays()
        self.saved = {n: sys.modules.pop(n) for n in FAKES + FRESH + ("i2cdisplaybus",)
                      if n in sys.modules}
        sys.path.insert(0, HERE)
        try:
            self.mods = {n: __import__(n) for n in FAKES}
            import ssd1306
            import strictbus
        finally:
            sys.path.remove(HERE)
        sys.modules["i2cdisplaybus"] = strictbus.module(i2cdisplaybus)
        self.i2cdisplaybus = sys.modules["i2cdisplaybus"]

        self.chip = ssd1306.Chip(kind)
        self.mods["busio"].DEVICES[address] = self.chip
        self.displayio = displayio

    def __getattr__(self, name):
        mods = self.__dict__.get("mods")
        if mods and name in mods:
            return mods[name]
        raise AttributeError(name)

    def keys(self):
        """The device's buttons (the last ``keypad.Keys`` made)."""
        return self.keypad.MADE[-1]

    def close(self):
        """Release the display (Blinka allows one) and put the real modules back."""
        self.displayio.release_displays()
        for n in FAKES + FRESH + ("ssd1306", "strictbus", "i2cdisplaybus"):
            sys.modules.pop(n, None)
        sys.modules.update(self.saved)
