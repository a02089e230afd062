# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.settings`
====================

The settings screen: computer speed and brightness, kept in ``settings.txt``.
"""

from engine import stats
from engine.ui.frame import COLS
from engine.ui.screens import Screen

SPEEDS = (("fast", 250), ("normal", 700), ("slow", 1400))


class Settings(Screen):
    """Computer speed (and, on the device, brightness)."""

    def __init__(self, app):
        self.app = app
        self.cur = 0

    def key(self, k):
        st = self.app.settings
        if k in ("UP", "DOWN"):
            self.cur = 1 - self.cur
        elif k in ("LEFT", "RIGHT", "A"):
            step = -1 if k == "LEFT" else 1
            key, n = ("speed", len(SPEEDS)) if self.cur == 0 else ("bright", 3)
            st[key] = (st.get(key, 1) + step) % n
            self.app.write("settings.txt", stats.dumps(st))
        elif k == "B":
            self.app.game_list()

    def draw(self, fr):
        st = self.app.settings
        fr.text(0, 0, "Settings")
        fr.invert(0, 0, COLS)
        rows = (("Computer", SPEEDS[st.get("speed", 1) % len(SPEEDS)][0]),
                ("Brightness", ("low", "mid", "high")[st.get("bright", 1) % 3]))
        for i, (label, val) in enumerate(rows):
            fr.text(0, 1 + i, ("►" if i == self.cur else " ") + label, inv=i == self.cur)
            fr.right(1 + i, val)
        fr.text(0, 7, "◄► change  B: back")
