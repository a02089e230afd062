# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.web`
=========

The HAL of the browser page (``make web``; the page is ``web/index.html``), run by
MicroPython WebAssembly. The page steps the loop from a JS timer (a browser must
never be blocked by a ``while True``: see ``web_main``), so ``tick()`` has nothing
to wait for.

- ``keys()``: the presses the page queued with ``press(name)`` (on-screen buttons,
  the desktop window's keyboard keys; "HINT" for H or the on-screen B held, as the
  device's B held);
- ``show(frame)``: the frame's own pixels (``Frame.pages()``, as the OLED gets
  them) kept as hex for the page to paint on its canvas;
- ``now()``: MicroPython's millisecond ticks;
- ``storage``: :class:`WebStorage`, text files kept in ``localStorage`` through a
  small JS bridge, as strict as ``hal.headless.MemoryStorage``.

Nothing here is browser-specific but the bridge object handed in, so CPython tests
run it with a fake bridge.
"""

import time

PREFIX = "pscards/"  # localStorage keys: one origin may hold other pages' data
# "HINT": the one-press hint, as the device's B held (the page: H, or its B button held)
KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "HINT")
QUEUE = 16  # presses kept while the app is busy; more are dropped, as a held key would be


class WebStorage:
    """Small text files in the page's ``localStorage``.

    ``bridge`` has ``get(key) -> str or None``, ``set(key, text) -> bool`` (False when
    the browser refuses: quota exceeded, storage disabled) and ``remove(key)``; the page
    defines it, because a JS exception cannot be caught from MicroPython's side.
    """

    def __init__(self, bridge):
        self.bridge = bridge
        self.readonly = False
        self.full = False
        self.writes = 0

    def read(self, name, cap=4096):
        """The text, or None; ValueError when it is longer than ``cap``."""
        text = self.bridge.get(PREFIX + name)
        if text is None:
            return None
        if not isinstance(text, str):
            raise ValueError("not text")
        if len(text.encode()) > cap:
            raise ValueError("too big")
        return text

    def write(self, name, text):
        """Store the text (replaces the old one in one step); False when the browser
        refuses, and ``full`` then says so."""
        if self.readonly:
            return False
        ok = bool(self.bridge.set(PREFIX + name, text))
        self.full = not ok
        if ok:
            self.writes += 1
        return ok

    def set_aside(self, name):
        """Keep a bad file as ``name.bad``; True if it was moved."""
        text = self.bridge.get(PREFIX + name)
        if text is None:
            return False
        if not self.bridge.set(PREFIX + name + ".bad", text):
            return False
        self.bridge.remove(PREFIX + name)
        return True

    def remove(self, name):
        """Forget the file."""
        self.bridge.remove(PREFIX + name)
        return True


class Web:
    """Keys queued by the page, frames as hex pixels for its canvas."""

    def __init__(self, storage, clock=None):
        self.storage = storage
        self.queue = []
        self.buf = bytearray(1024)  # 128 x 64 in SSD1306 pages, reused for every frame
        self.pixels = ""  # the last frame's pages as hex (2,048 characters)
        self.frames = 0  # frames shown so far: the page repaints when it changes
        self.clock = clock or getattr(time, "ticks_ms", None) or (lambda: int(time.time() * 1000))
        self.t0 = self.clock()

    def press(self, name):
        """Queue a press (from the page); False for an unknown name or a full queue."""
        if name not in KEYS or len(self.queue) >= QUEUE:
            return False
        self.queue.append(name)
        return True

    def keys(self):
        """The presses queued since the last call."""
        out = self.queue
        self.queue = []
        return out

    def show(self, frame):
        """Keep the frame's pixels (``Frame.pages``) for the page."""
        frame.pages(self.buf)
        self.pixels = self.buf.hex()
        self.frames += 1

    def now(self):
        """Milliseconds since the page started."""
        t = self.clock()
        diff = getattr(time, "ticks_diff", None)
        return diff(t, self.t0) if diff is not None else t - self.t0

    def tick(self):
        """Nothing to wait for: the page's timer calls the next step."""
