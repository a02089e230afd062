# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.headless`
==============

The HAL for tests and scripted runs: keys come from a list, frames are kept as
text, time is a counter, storage is in memory (``MemoryStorage``, the twin of
``hal.storage.FileStorage``).
"""

class MemoryStorage:
    """Files in a dict (tests, headless runs): the twin of ``hal.storage.FileStorage``, as
    strict (a file bigger than the reader's cap is refused) and with ``set_aside``."""

    def __init__(self, files=None, readonly=False):
        self.files = dict(files or {})
        self.readonly = readonly
        self.full = False
        self.writes = 0

    def read(self, name, cap=4096):
        """The text, or None; ValueError when it is longer than ``cap``."""
        text = self.files.get(name)
        if text is not None and len(text) > cap:
            raise ValueError("too big")
        return text

    def write(self, name, text):
        """Store the text; False when read-only."""
        if self.readonly:
            return False
        self.files[name] = text
        self.writes += 1
        return True

    def set_aside(self, name):
        """Keep a bad file as ``name.bad``."""
        if name not in self.files:
            return False
        self.files[name + ".bad"] = self.files.pop(name)
        return True

    def remove(self, name):
        """Forget the file."""
        self.files.pop(name, None)
        return True


class Headless:
    """Scripted keys in, text frames out. ``keys()`` hands out one press per call."""

    def __init__(self, keys=(), storage=None):
        self.script = list(keys)
        self.frames = []
        self.storage = storage if storage is not None else MemoryStorage()
        self.t = 0

    def keys(self):
        """The next scripted press; SystemExit when the script is done."""
        if not self.script:
            raise SystemExit(0)
        return [self.script.pop(0)]

    def show(self, frame):
        """Keep the frame's text."""
        self.frames.append(str(frame))

    def now(self):
        """Fake milliseconds."""
        return self.t

    def tick(self):
        """Fake time passes: 50 ms a loop."""
        self.t += 50
