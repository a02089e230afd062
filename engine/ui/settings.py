# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.settings`
====================

The settings screen: computer speed and brightness, kept in ``settings.txt``;
and a diagnostics page (free heap, flash writes) for the device.
"""

import gc

from engine import stats
from engine.ui.frame import COLS
from engine.ui.screens import View

SPEEDS = (("fast", 250), ("normal", 700), ("slow", 1400))


class Settings(View):
    """Computer speed, brightness (on the device) and the diagnostics page."""

    ROWS = 3

    def __init__(self, app):
        self.app = app
        self.cur = 0
        self.changed = False

    def key(self, k):
        st = self.app.settings
        if k in ("UP", "DOWN"):
            self.cur = (self.cur + (1 if k == "DOWN" else -1)) % self.ROWS
        elif k == "B":
            self.leave()
        elif self.cur == 2:
            if k == "A":
                self.app.go(Diagnostics(self.app, self))
        elif self.cur == 0 and k in ("LEFT", "RIGHT"):
            # the pace: RIGHT faster, LEFT slower, in order (index 0 is the fastest)
            sp = st.get("speed", 1) % len(SPEEDS)
            st["speed"] = max(0, sp - 1) if k == "RIGHT" else min(len(SPEEDS) - 1, sp + 1)
            self.changed = True  # takes effect now, written once on leaving: flash wears
        elif k in ("LEFT", "RIGHT", "A"):
            step = -1 if k == "LEFT" else 1
            key, n = ("speed", len(SPEEDS)) if self.cur == 0 else ("bright", 3)
            st[key] = (st.get(key, 1) + step) % n
            self.changed = True

    def leave(self):
        """Back to the game list, storing the settings if they changed."""
        if self.changed:
            self.app.write("settings.txt", stats.dumps(self.app.settings))
            self.changed = False
        self.app.game_list()

    def draw(self, fr):
        st = self.app.settings
        fr.text(0, 0, "Settings")
        fr.invert(0, 0, COLS)
        sp = SPEEDS[st.get("speed", 1) % len(SPEEDS)]
        # "Pace", not "Computer": the game options' "Computer" is the computer's level
        rows = (
            ("Pace", sp[0]),
            ("Brightness", ("low", "mid", "high")[st.get("bright", 1) % 3]),
            ("Diagnostics", "A"),
        )
        for i, (label, val) in enumerate(rows):
            fr.text(0, 1 + i, ("►" if i == self.cur else " ") + label, inv=i == self.cur)
            fr.right(1 + i, val)
        if self.cur == 0:
            fr.text(0, 5, "Computers move every")
            fr.text(0, 6, "%d.%02d s  ◄slow ►fast" % (sp[1] // 1000, sp[1] % 1000 // 10))
        fr.text(0, 7, "A: open  B: back" if self.cur == 2 else "◄► change  B: back")


class Diagnostics(View):
    """Free heap and flash writes: what a developer checks on the device. A: measure again."""

    def __init__(self, app, back):
        self.app = app
        self.back = back
        gc.collect()

    def key(self, k):
        if k == "A":
            gc.collect()
        elif k == "B":
            self.app.go(self.back)

    def draw(self, fr):
        fr.text(0, 0, "Diagnostics")
        fr.invert(0, 0, COLS)
        free = getattr(gc, "mem_free", None)  # MicroPython / CircuitPython only
        used = getattr(gc, "mem_alloc", None)
        writes = getattr(self.app.storage, "writes", None)
        rows = (
            ("Free RAM", "%d B" % free() if free else "n/a"),
            ("Used RAM", "%d B" % used() if used else "n/a"),
            ("Flash writes", "n/a" if writes is None else str(writes)),
            ("Saves", "off" if self.app.saves_off else "on"),
        )
        used = getattr(self.app.storage, "used", None)  # the board's nvm record store
        if used is not None:
            rows += (("Records", "%d/%d B" % (used(), self.app.storage.size)),)
        for i, (label, val) in enumerate(rows):
            fr.text(0, 1 + i, label)
            fr.right(1 + i, val)
        fr.text(0, 7, "A: again  B: back")
