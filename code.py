# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
Pocket Space Cards on the device: CircuitPython runs this file at start-up.

Everything happens in ``device_main.main()``: the board profile from settings.toml,
the display and buttons (opened before the engine is imported), the app; an
unexpected error, at start-up too, shows an error screen, is appended to crash.txt
(when the drive is writable) and A restarts. See docs/DEVICE.md.
"""

import sys

# On a computer this file shadows the standard library's `code` module whenever the
# repository is on sys.path (pdb and pytest import it): run only on the device, or
# when started on purpose (python code.py, the tests' runpy).
if sys.implementation.name == "circuitpython" or __name__ == "__main__":
    from device_main import main

    main()
