# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``supervisor``: a clock the tests move, and ``reload()`` that ends the run."""

CLOCK = [0]  # milliseconds since "power on"
RELOADS = [0]


class Reload(BaseException):  # noqa: N818 - it ends the program like the real reload does
    """Raised by ``reload()``: the test's run of code.py ends here."""


def ticks_ms():
    """Milliseconds, wrapping at 2**29 like the core's counter."""
    return CLOCK[0] & 0x1FFFFFFF


def advance(ms):
    """Let ``ms`` milliseconds pass."""
    CLOCK[0] += int(ms)


def reload():
    """Restart the program (here: stop the run)."""
    RELOADS[0] += 1
    raise Reload()


class SafeModeReason:
    """The core's enum: members print as ``supervisor.SafeModeReason.NAME``."""

    class _Reason:
        def __init__(self, name):
            self.name = name

        def __repr__(self):
            return "supervisor.SafeModeReason." + self.name

        __str__ = __repr__


for _n in ("NONE", "BROWNOUT", "FLASH_WRITE_FAIL", "GC_ALLOC_OUTSIDE_VM", "HARD_FAULT",
           "INTERRUPT_ERROR", "NLR_JUMP_FAIL", "NO_CIRCUITPY", "NO_HEAP", "PROGRAMMATIC",
           "SDK_FATAL_ERROR", "STACK_OVERFLOW", "USB_BOOT_DEVICE_NOT_INTERFACE_ZERO",
           "USB_TOO_MANY_ENDPOINTS", "USB_TOO_MANY_INTERFACE_NAMES", "USER", "WATCHDOG"):
    setattr(SafeModeReason, _n, SafeModeReason._Reason(_n))
del _n


class _Runtime:
    safe_mode_reason = SafeModeReason.NONE


runtime = _Runtime()
