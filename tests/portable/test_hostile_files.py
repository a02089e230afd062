# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Damaged files the device can see, on real files through ``hal.storage.FileStorage``
(CPython, MicroPython, CircuitPython's VM): each game's save, ``settings.txt`` and the
statistics as empty, truncated, random bytes of 1 B to 64 KiB, a 4,300-digit number, a
field out of range under a valid checksum, a folder. The app reaches a playable title
screen, says in one line what it set aside, keeps the bad file as ``.bad`` and starts
a new deal. (Links and FIFOs do not exist on the device's FAT: tests/test_hostile_files.py
covers them on CPython.)
"""

import gc
import os

from engine import save
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.screens import press
from hal.storage import FileStorage

HEAP = "128K"  # the whole app at the long-session heap of docs/RELIABILITY.md (board target: 96K)
HEAP64 = "136K"  # the 64-bit port: pointers twice as wide
SIZES = (1, 7, 100, 1000, 4096, 65536)
KINDS = (
    "empty",
    "truncated",
    "huge",
    "range",
    "folder",
    "random1",
    "random7",
    "random100",
    "random1000",
    "random4096",
    "random65536",
)
GOOD = {"settings": b"speed 0\nbright 2\n", "stats": b"played 3\nwon 1\n"}
NAMES = {"save": "saves/save_farsky.txt", "settings": "settings.txt", "stats": "stats_farsky.txt"}


def _base():
    b = "/tmp/pscards_hostile_"
    for x in os.urandom(4):
        b += "%02x" % x
    return b


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def _wipe(path):
    """Remove ``path`` and what it holds (files and folders)."""
    try:
        mode = os.stat(path)[0]
    except OSError:
        return
    if mode & 0o170000 == 0o040000:
        for n in os.listdir(path):
            _wipe(path + "/" + n)
        os.rmdir(path)
    else:
        os.remove(path)


def _good_save():
    from engine.game import load_game

    g = load_game("farsky")(31)
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    return save.dumps(g, 5)


def _resum(body):
    return body + "sum %d\n" % save.checksum(body)


def _field(text, key):
    return text.split("\n" + key + " ")[1].split("\n")[0]


def _plant(path, kind, what):
    """Write a damaged ``what`` of ``kind`` at ``path``."""
    if kind == "folder":
        os.mkdir(path)
        return
    good = _good_save().encode() if what == "save" else GOOD[what]
    f = open(path, "wb")
    try:
        if kind == "truncated":
            f.write(good[:-3])
        elif kind == "huge" and what == "save":
            text = good.decode()
            body = text[: text.index("sum ")]
            f.write(
                _resum(
                    body.replace(
                        "\nseed %s\n" % _field(body, "seed"), "\nseed " + "9" * 4300 + "\n"
                    )
                ).encode()
            )
        elif kind == "huge":
            f.write(b"played " + b"9" * 4300 + b"\n")
        elif kind == "range" and what == "save":
            text = good.decode()
            body = text[: text.index("sum ")]
            opts = _field(body, "opts")
            f.write(
                _resum(
                    body.replace(
                        "\nopts %s\n" % opts,
                        "\nopts " + " ".join(["99"] * len(opts.split())) + "\n",
                    )
                ).encode()
            )
        elif kind == "range":
            f.write(b"speed 7\n" if what == "settings" else b"played 1000000000\n")
        elif kind.startswith("random"):
            n = int(kind[6:])
            r = Rng(n)
            chunk = bytearray(min(n, 1024))
            while n > 0:
                k = min(n, len(chunk))
                for i in range(k):
                    chunk[i] = r.below(256)
                f.write(chunk if k == len(chunk) else chunk[:k])
                n -= k
    finally:
        f.close()


def _case(base, what, kind):
    d = base + "/" + what + "_" + kind
    os.mkdir(d)
    os.mkdir(d + "/saves")
    other = d + "/stats_onslaught.txt"
    f = open(other, "wb")
    f.write(b"played 9\n")
    f.close()
    path = d + "/" + NAMES[what]
    _plant(path, kind, what)
    app = App(FileStorage(d), seed_source=lambda: 5)
    s = str(press(app, []))
    if what == "settings" and kind != "empty":
        assert s.split("\n")[-1].strip() == "Bad settings: reset", (kind, s)
    s = str(press(app, ["A", "A"]))  # the game list, Farsky's menu
    if what == "save":
        why = s.split("\n")[-1].strip()
        assert "Continue" not in s, kind
        assert (
            why == "Bad save: set aside" or why.startswith("Save") or why.startswith("Not a save")
        ), (kind, s)
    if what == "stats":
        s = str(press(app, ["DOWN", "DOWN", "A"]))  # Statistics
        assert s.split("\n")[-1].strip() == "Bad stats: set aside", (kind, s)
        press(app, ["B"])
        app.game_menu()
    s = str(press(app, ["A", "A"]))  # New game, Start: a deal is on
    g = app.game
    assert g is not None and not g.over(), (kind, s)
    app.act(g.legal_actions()[0])
    app.save()
    assert _exists(path + ".bad") or (what == "settings" and kind == "empty"), (what, kind)
    f = open(other, "rb")
    assert f.read() == b"played 9\n"  # nothing else touched
    f.close()
    del app, g, s
    gc.collect()


def _all(what):
    base = _base()
    os.mkdir(base)
    try:
        for kind in KINDS:
            if what == "stats" and kind == "empty":
                continue  # an empty statistics file is valid: nothing played
            _case(base, what, kind)
            gc.collect()
    finally:
        _wipe(base)


def test_damaged_saves_are_set_aside_and_a_new_deal_plays():
    _all("save")


def test_damaged_settings_are_set_aside_and_a_new_deal_plays():
    _all("settings")


def test_damaged_statistics_are_set_aside_and_a_new_deal_plays():
    _all("stats")
