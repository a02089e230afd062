# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Make the README's screenshots with the simulator: docs/img/<game>.png (device pixels, 4x).

    python tools/screenshots.py

Each game is started on a fixed deal and a few keys are pressed so the picture shows
play in progress; the text of each screen is printed too.
"""

import os
import sys

from toolkit import ROOT  # the root on sys.path too

sys.path.insert(0, ROOT)

from engine.game import GAME_IDS
from engine.ui.screens import press
from hal.headless import MemoryStorage
from sim.__main__ import jump, make_app, screenshot

# (seed, keys) per game: a position worth looking at
SCENES = {
    "farsky": (7, "A A A LEFT"),
    "onslaught": (3, "A A A A A"),
    "packnstack": (2, ""),
    "travfuda": (4, "A RIGHT"),
    "navigator": (5, ""),
}

# (game, seed, keys) of the other pictures: the one-screen How to play, the move log,
# a one-press hint with its reason (HINT: B held on the device, H on the keyboard)
EXTRAS = {
    "howto": ("farsky", 7, "B DOWN DOWN DOWN A"),
    "moves": ("travfuda", 3, "A A A B DOWN DOWN DOWN DOWN A"),
    "hint": ("onslaught", 3, "A A A A A HINT"),
}


def main():
    out = os.path.join(ROOT, "docs", "img")
    os.makedirs(out, exist_ok=True)
    for gid in GAME_IDS:
        try:
            __import__("engine.ui." + gid)
        except ImportError:
            print("skip %s (not built yet)" % gid)
            continue
        seed, keys = SCENES[gid]
        app = make_app(MemoryStorage())
        jump(app, gid, seed)
        fr = press(app, keys.split())
        path = os.path.join(out, gid + ".png")
        screenshot(fr, path)
        print("%s -> %s\n%s\n" % (gid, os.path.relpath(path, ROOT), fr))
    app = make_app(MemoryStorage())
    fr = press(app, ["A"])
    screenshot(fr, os.path.join(out, "menu.png"))
    for name, (gid, seed, keys) in EXTRAS.items():
        app = make_app(MemoryStorage())
        jump(app, gid, seed)
        fr = press(app, keys.split())
        path = os.path.join(out, name + ".png")
        screenshot(fr, path)
        print("%s -> %s\n%s\n" % (name, os.path.relpath(path, ROOT), fr))
    return 0


if __name__ == "__main__":
    sys.exit(main())
