# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.storage`
=============

Small text files with atomic replacement, for the device and the desktop (the
in-memory twin for tests is ``hal.headless.MemoryStorage``). Uses only ``os``
calls that CircuitPython has.

A write goes to ``name.tmp`` first and is then renamed over ``name``: a power
cut leaves either the old file or the new one, never half of one. A read-only
filesystem (CIRCUITPY mounted by the USB host) makes ``write`` return False and
sets ``readonly`` instead of raising.
"""

import os

_EROFS = 30
_EACCES = 13


class FileStorage:
    """Text files in one folder (``root``: "/" on the device)."""

    def __init__(self, root):
        self.root = root.rstrip("/")
        self.readonly = False
        self.writes = 0  # flash writes so far (the device shows and limits them)

    def _path(self, name):
        return self.root + "/" + name

    def read(self, name):
        """Return the file's text, or None if it is missing or unreadable.

        If only ``name.tmp`` exists, power failed between removing the old file and
        renaming the new one: the new one is complete, so it is used.
        """
        for path in (self._path(name), self._path(name) + ".tmp"):
            try:
                with open(path) as f:
                    return f.read()
            except OSError:
                continue
            except (UnicodeError, ValueError):
                return None
        return None

    def write(self, name, text):
        """Replace the file atomically; False if storage is read-only or full."""
        if self.readonly:
            return False
        path = self._path(name)
        tmp = path + ".tmp"
        try:
            with open(tmp, "w") as f:
                f.write(text)
            try:
                os.remove(path)  # FAT (CircuitPython) cannot rename over a file
            except OSError:
                pass
            os.rename(tmp, path)
        except OSError as e:
            if e.args and e.args[0] in (_EROFS, _EACCES):
                self.readonly = True
            return False
        self.writes += 1
        return True

    def remove(self, name):
        """Delete the file if it exists."""
        try:
            os.remove(self._path(name))
        except OSError:
            pass
