# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Flash writes per save, per deal start and per deal end, as the device makes them.

    .venv/bin/python tools/measure_storage.py [--game farsky] [--seed 7]

The app runs on ``hal.storage.FileStorage`` in a temporary folder with ``os`` and
``open`` replaced by a counter that has only the calls CircuitPython has (no
``os.replace``, ``os.open`` or ``os.fsync``), so the storage takes the device's path
(FAT: ``.new``, ``.tmp``, remove, rename). Each operation that makes FAT write to
the flash is counted: a file opened for writing, its close (the data and the
directory entry), a rename, a remove, a folder made. Reads cost nothing.

Figures printed: a first deal start (no saves folder yet), a deal start with the
options unchanged (``settings.txt`` is not rewritten), a deal start with an option
changed, an autosave, a deal's end (final save, statistics, save removed).
"""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import hal.storage as storage_mod  # noqa: E402
from engine.game import GAME_IDS  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.ui.app import App  # noqa: E402
from engine.ui.screens import press  # noqa: E402
from hal.storage import FileStorage  # noqa: E402

OS = os
KINDS = ("create", "close", "rename", "remove", "mkdir")


class _File:
    def __init__(self, f, counter):
        self.f = f
        self.counter = counter

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()
        self.counter.count("close")
        return False

    def write(self, data):
        return self.f.write(data)


class Counter:
    """``open`` and ``os`` for hal.storage with CircuitPython's calls only, counting."""

    def __init__(self):
        self.n = dict((k, 0) for k in KINDS)
        self.stat = OS.stat

    def count(self, kind):
        self.n[kind] += 1

    def open(self, path, mode="r"):
        if "w" in mode or "a" in mode:
            self.count("create")
            return _File(open(path, mode), self)
        return open(path, mode)

    def remove(self, path):
        self.count("remove")
        OS.remove(path)

    def rename(self, a, b):
        self.count("rename")
        OS.rename(a, b)

    def mkdir(self, path):
        self.count("mkdir")
        OS.mkdir(path)

    def take(self):
        """The counts since the last call, and their total."""
        out = dict(self.n)
        for k in KINDS:
            self.n[k] = 0
        out["total"] = sum(out[k] for k in KINDS)
        return out


def measure(gid="farsky", seed=7):
    """Flash operations of each step, as a dict step -> counts."""
    counter = Counter()
    storage_mod.open = counter.open
    storage_mod.os = counter
    out = {}
    try:
        d = tempfile.mkdtemp(prefix="pscards_measure_")
        app = App(FileStorage(d), seed_source=lambda: seed)
        i = GAME_IDS.index(gid)
        counter.take()
        press(app, ["A"] + ["DOWN"] * i + ["A", "A", "A"])  # the first deal: New game, Start
        out["first deal start"] = counter.take()
        values = list(app.game.options)
        app.start(values, 11)  # what Start does on the options screen
        out["deal start, options unchanged"] = counter.take()
        values[0] = (values[0] + 1) % len(app.cls.OPTIONS[0].choices)
        app.start(values, 12)
        out["deal start, an option changed"] = counter.take()
        g = app.game
        r = Rng(seed)
        while app.unsaved or not counter.n["create"]:
            if g.over():
                break
            acts = g.legal_actions()
            app.act(acts[r.below(len(acts))])
        out["autosave (every 10 actions)"] = counter.take()
        while not g.over():
            acts = g.legal_actions()
            before = dict(counter.n)
            app.act(acts[r.below(len(acts))])
            if not g.over() and counter.n != before:
                counter.take()  # an autosave on the way: not part of the deal's end
        out["deal end"] = counter.take()
    finally:
        del storage_mod.open
        storage_mod.os = OS
    return out


def main(argv):
    gid = argv[argv.index("--game") + 1] if "--game" in argv else "farsky"
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 7
    print("flash operations (%s, device path: FAT without os.replace)" % gid)
    print("%-31s %s" % ("step", "  ".join("%6s" % k for k in KINDS + ("total",))))
    for step, n in measure(gid, seed).items():
        print("%-31s %s" % (step, "  ".join("%6d" % n[k] for k in KINDS + ("total",))))


if __name__ == "__main__":
    main(sys.argv[1:])
