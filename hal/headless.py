# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.headless`
==============

The HAL for tests and scripted runs: keys come from a list, frames are kept as
text, time is a counter, storage is in memory.
"""

from hal.storage import MemoryStorage


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
