# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``keypad``: ``Keys`` whose event queue the tests fill (press/release a key number)."""

import supervisor

MADE = []  # every Keys object (the test finds the device's buttons here)


class Event:
    """A key transition, as in CircuitPython."""

    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    """First in, first out."""

    def __init__(self):
        self.items = []
        self.overflowed = False

    def get(self):
        if not self.items:
            return None
        return self.items.pop(0)

    def get_into(self, event):
        if not self.items:
            return False
        e = self.items.pop(0)
        event.key_number = e.key_number
        event.pressed = e.pressed
        event.timestamp = e.timestamp
        return True

    def clear(self):
        self.items = []

    def __len__(self):
        return len(self.items)


class Keys:
    """Buttons on ``pins``; the arguments are kept for the tests to check."""

    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
        self.pins = tuple(pins)
        self.key_count = len(self.pins)
        self.value_when_pressed = value_when_pressed
        self.pull = pull
        self.interval = interval
        self.events = EventQueue()
        MADE.append(self)

    def _add(self, n, pressed):
        e = Event(n, pressed)
        e.timestamp = supervisor.ticks_ms()
        self.events.items.append(e)

    def press(self, n):
        """Key ``n`` goes down."""
        self._add(n, True)

    def release(self, n):
        """Key ``n`` comes up."""
        self._add(n, False)

    def deinit(self):
        pass
