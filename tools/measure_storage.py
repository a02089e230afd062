# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Flash writes per save, per deal start and per deal end, as the device makes them.

    .venv/bin/python tools/measure_storage.py [--game farsky] [--seed 7]
    .venv/bin/python tools/measure_storage.py --nvm 20

``--nvm N``: the board's record store (``hal.nvmstore`` on ``microcontroller.nvm``, a
fake sector as strict as a Pico's: ``tests/portable/flashnvm.py``). N deals of each game,
then N of all five in turn, played through the app by the computer (the hint for the
player); per deal the bytes appended, the page programs and the sector erases, and the
deals the sector lasts at 100,000 erases.

Without it: the drive's path (FAT), which boards without nvm and the desktop take.

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

import hal.storage as storage_mod
from engine.game import GAME_IDS
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.screens import press
from hal.storage import FileStorage

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


def wear(deals, seed=1):
    """{label: (deals, bytes appended, page programs, erases)} on the nvm store."""
    sys.path.insert(
        0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "portable")
    )
    from flashnvm import FlashNvm

    from engine.autoplay import load_ai
    from hal.nvmstore import NvmStorage

    out = {}
    for label, games in [(g, [g]) for g in GAME_IDS] + [("all five in turn", list(GAME_IDS))]:
        flash = FlashNvm()
        store = NvmStorage(flash)
        appended = [0]
        put = store._append

        def counted(rec, put=put, appended=appended):
            appended[0] += len(rec)
            put(rec)

        store._append = counted  # the bytes of each record appended
        app = App(store, seed_source=lambda: seed)
        for k in range(deals):
            gid = games[k % len(games)]
            app.open_game(gid)
            ai = load_ai(gid)
            app.start([o.default for o in app.cls.OPTIONS], seed + k)
            g = app.game
            while not g.over():
                app.act(ai.hint(g) if g.to_move() == 0 else ai.choose(g))
        appended = appended[0]
        out[label] = (deals, appended, flash.programs, flash.erases)
    return out


def main(argv):
    if "--nvm" in argv:
        n = int(argv[argv.index("--nvm") + 1])
        print("the record store in microcontroller.nvm (4 KB): %d deals each" % n)
        print(
            "%-18s %9s %9s %9s %14s" % ("games", "B/deal", "pages/d", "erases/d", "deals/100k er")
        )
        for label, (d, b, p, e) in wear(n).items():
            lasts = "%d" % (100000 * d // e) if e else "no erase"
            print("%-18s %9d %9.1f %9.2f %14s" % (label, b // d, p / d, e / d, lasts))
        return
    gid = argv[argv.index("--game") + 1] if "--game" in argv else "farsky"
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 7
    print("flash operations (%s, device path: FAT without os.replace)" % gid)
    print("%-31s %s" % ("step", "  ".join("%6s" % k for k in KINDS + ("total",))))
    for step, n in measure(gid, seed).items():
        print("%-31s %s" % (step, "  ".join("%6d" % n[k] for k in KINDS + ("total",))))


if __name__ == "__main__":
    main(sys.argv[1:])
