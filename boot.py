# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
Runs once when the board starts, before USB: who may write to the CIRCUITPY drive.

- Normally the game may (its crash log; saves, statistics and settings are in
  ``microcontroller.nvm``, see ``hal/nvmstore.py``); the computer then sees the
  drive read-only.
- Holding the button named by ``PSC_USB_KEY`` in settings.toml (B unless changed)
  while the board starts leaves the drive writable for the computer instead, for
  copying new code; the game still saves (a board without nvm: "saves off").
- If the settings cannot be read, the drive stays writable for the computer, so
  settings.toml can be fixed.

What was decided is printed to boot_out.txt on the drive.
"""

import os

import board
import digitalio
import storage

from hal.profile import usb_key_pin


def usb_key_held():
    """True if the USB key is held now, or if the settings do not say which pin it is."""
    found = usb_key_pin(os.getenv, board)
    if found is None:
        print("boot.py: settings.toml has no usable board profile")
        return True
    pin, pull_up = found
    # ignored for mypy below: the stub declares DigitalInOut.__exit__(self) with no arguments;
    # the core's takes the exception triple like any context manager
    with digitalio.DigitalInOut(pin) as button:  # type: ignore[call-arg]
        button.switch_to_input(pull=digitalio.Pull.UP if pull_up else digitalio.Pull.DOWN)
        return button.value != pull_up  # wired to GND: pressed reads False


try:
    for_usb = usb_key_held()
except Exception as e:  # whatever went wrong, keep the drive fixable
    print("boot.py:", e)
    for_usb = True

if for_usb:
    print("boot.py: drive writable for the computer; the game cannot write a crash log")
else:
    storage.remount("/", readonly=False)
    print("boot.py: the game may save; hold the USB key at start-up to copy files")
