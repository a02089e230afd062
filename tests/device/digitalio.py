# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``digitalio``: a button reads "pressed" while its pin name is in ``HELD``.

Buttons are wired like the device's: to GND with a pull-up (pressed reads False),
or to 3V3 with a pull-down (pressed reads True).
"""

HELD = set()  # names of the pins whose button is held down
OPENED = []  # every DigitalInOut made (tests check they were released)


class Direction:
    INPUT = "input"
    OUTPUT = "output"


class Pull:
    UP = "up"
    DOWN = "down"


class DigitalInOut:
    """One pin."""

    def __init__(self, pin):
        self.pin = pin
        self.pull = None
        self.direction = Direction.INPUT
        self.closed = False
        self._out = False
        OPENED.append(self)

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
        self.pull = pull

    def switch_to_output(self, value=False, drive_mode=None):
        self.direction = Direction.OUTPUT
        self._out = value

    @property
    def value(self):
        if self.direction == Direction.OUTPUT:
            return self._out
        held = self.pin.name in HELD
        if self.pull == Pull.UP:
            return not held
        if self.pull == Pull.DOWN:
            return held
        raise RuntimeError("floating input: no pull set")

    @value.setter
    def value(self, v):
        self._out = bool(v)

    def deinit(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
