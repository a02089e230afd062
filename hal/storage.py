# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.storage`
=============

Small text files with atomic replacement, for the device and the desktop (the
in-memory twin for tests is ``hal.headless.MemoryStorage``). Uses only ``os``
calls that CircuitPython has.

A write never touches the only good copy of a file. The new text goes to
``name.new``; only once it is complete is it renamed to ``name.tmp``, so a
``.tmp`` file is always whole. Then the old ``name`` is removed (FAT cannot
rename over a file) and ``name.tmp`` renamed to ``name``. A power cut at any
point leaves the old text or the new one readable: ``read`` takes ``name``,
else ``name.tmp``, never ``name.new``. A write first finishes a commit that a
cut interrupted (``name.tmp`` without ``name``), so it never overwrites the one
complete copy. A read-only filesystem (CIRCUITPY mounted by the USB host)
makes ``write`` return False and sets ``readonly`` instead of raising.
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

    def _exists(self, path):
        try:
            os.stat(path)
            return True
        except OSError:
            return False

    def read(self, name):
        """Return the file's text, or None if it is missing or unreadable.

        If only ``name.tmp`` exists, power failed between removing the old file and
        renaming the new one: ``.tmp`` files are always complete, so it is used. Bytes
        that are not UTF-8 (a damaged file) read as "?" rather than as no file, so the
        caller can say the file is damaged.
        """
        for path in (self._path(name), self._path(name) + ".tmp"):
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except OSError:
                continue
            try:
                return data.decode()
            except UnicodeError:
                return "".join([chr(b) if b < 128 else "?" for b in data])
        return None

    def write(self, name, text):
        """Replace the file atomically; False if storage is read-only or full."""
        if self.readonly:
            return False
        path = self._path(name)
        tmp = path + ".tmp"
        new = path + ".new"
        try:
            if self._exists(tmp):
                if self._exists(path):
                    os.remove(tmp)  # a newer copy than ``path``, about to be replaced anyway
                else:
                    os.rename(tmp, path)  # finish a commit that a power cut interrupted
            with open(new, "wb") as f:  # bytes both ways: no newline translation anywhere
                f.write(text.encode())
            os.rename(new, tmp)  # from here on the new text is complete on the flash
            if self._exists(path):
                os.remove(path)  # FAT (CircuitPython) cannot rename over a file
            os.rename(tmp, path)
        except OSError as e:
            if e.args and e.args[0] in (_EROFS, _EACCES):
                self.readonly = True
            return False
        self.writes += 1
        return True

    def remove(self, name):
        """Delete the file (and any copy a power cut left) if it exists."""
        for suffix in ("", ".tmp", ".new"):
            try:
                os.remove(self._path(name) + suffix)
            except OSError:
                pass
