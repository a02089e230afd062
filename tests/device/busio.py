# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``busio``: an I2C bus that hands every write to the chip at its address.

As strict as CircuitPython 10.2.1's ``busio.I2C`` where the device uses it: a write
needs the lock (``try_lock``) and a buffer, ``start`` and ``end`` are keyword-only.

``DEVICES`` maps addresses to chip objects with ``write(bytes)`` (``ssd1306.Chip``);
``BUSES`` keeps every bus made, with the raw writes (``log``) for the tests.
"""

DEVICES = {}
BUSES = []
PULLUPS = [True]  # False: like a board with nothing on SDA/SCL


class I2C:
    """busio.I2C(scl, sda, frequency=...)."""

    def __init__(self, scl, sda, *, frequency=100000, timeout=255):
        if not PULLUPS[0]:
            raise RuntimeError("No pull up found on SDA or SCL; check your wiring")
        if scl is sda:
            raise ValueError("Invalid pins")
        self.scl = scl
        self.sda = sda
        self.frequency = frequency
        self.locked = False
        self.closed = False
        self.log = []  # (address, bytes) per write
        BUSES.append(self)

    def try_lock(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def unlock(self):
        self.locked = False

    def scan(self):
        if not self.locked:
            raise RuntimeError("Function requires lock")
        return sorted(DEVICES)

    def writeto(self, address, buffer, *, start=0, end=None):
        # as the core (shared-bindings/busio/I2C.c): the lock first, then a buffer
        if self.closed:
            raise ValueError("Object has been deinitialized and can no longer be used.")
        if not self.locked:
            raise RuntimeError("Function requires lock")
        try:
            data = bytes(memoryview(buffer)[start:end])
        except TypeError:
            raise TypeError("object with buffer protocol required") from None
        if address not in DEVICES:
            raise OSError(19, "No such device")
        self.log.append((address, data))
        DEVICES[address].write(data)

    def deinit(self):
        self.closed = True


class SPI:
    """Only named by Blinka's fourwire module."""
