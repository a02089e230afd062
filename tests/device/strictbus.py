# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""``i2cdisplaybus`` as strict as CircuitPython 10.2.1's core.

Blinka's ``I2CDisplayBus`` (the Python display core the tests run) accepts a list
where the board's raises, so a driver or HAL call that crashes a board passed here.
:func:`module` wraps it with the core's argument checks and exceptions
(``shared-bindings/i2cdisplaybus/I2CDisplayBus.c``):

- ``I2CDisplayBus(i2c_bus, *, device_address, reset=None)``: ``i2c_bus`` must be a
  ``busio.I2C`` (TypeError), ``device_address`` keyword-only and required (TypeError);
- ``send(command, data)``: positional only; ``command`` an int (TypeError "can't
  convert str to int") in 0..255 (ValueError "command must be 0-255"); ``data`` an
  object with the buffer protocol (TypeError "object with buffer protocol
  required": a list is refused, as the SH1106 driver's ``sleep()`` finds on a board).
"""

import types


def _buffer(data):
    try:
        return bytes(memoryview(data))
    except TypeError:
        raise TypeError("object with buffer protocol required") from None


def module(blinka):
    """A module object ``i2cdisplaybus`` whose ``I2CDisplayBus`` checks like the core."""
    import busio

    base = blinka.I2CDisplayBus

    class I2CDisplayBus(base):
        """Blinka's bus with the core's checks."""

        def __new__(cls, i2c_bus, *, device_address, reset=None):
            # the core checks the arguments before it takes one of the display bus slots
            if not isinstance(i2c_bus, busio.I2C):
                raise TypeError("i2c_bus must be of type I2C, not %s" % type(i2c_bus).__name__)
            if not isinstance(device_address, int) or isinstance(device_address, bool):
                raise TypeError("can't convert %s to int" % type(device_address).__name__)
            # then it probes the address (shared-module/i2cdisplaybus/I2CDisplayBus.c)
            if device_address not in busio.DEVICES:
                raise ValueError("Unable to find I2C Display at %x" % device_address)
            return super().__new__(cls)

        def __init__(self, i2c_bus, *, device_address, reset=None):
            super().__init__(i2c_bus, device_address=device_address, reset=reset)

        def send(self, command, data, /):
            """Send ``command`` then ``data`` (a buffer), as the core does."""
            if isinstance(command, bool) or not isinstance(command, int):
                if not isinstance(command, bool):
                    raise TypeError("can't convert %s to int" % type(command).__name__)
                command = int(command)  # the core's mp_obj_get_int takes True/False
            if not 0 <= command <= 255:
                raise ValueError("command must be 0-255")
            super().send(command, _buffer(data))

    mod = types.ModuleType("i2cdisplaybus")
    mod.I2CDisplayBus = I2CDisplayBus
    mod.__doc__ = __doc__
    return mod
