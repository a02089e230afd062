# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Saves and statistics under faults: power cuts, damaged files, read-only and full storage.

A power cut is simulated inside ``hal.storage.FileStorage``: its ``open`` and ``os`` are
replaced by stand-ins that do the real work until a budget of units runs out (a unit is
one byte written, one file created, one remove or one rename) and then stop everything
with :class:`PowerCut`, which nothing in the storage catches, as a real cut would. Every
budget from 0 until the write completes is tried; afterwards a fresh FileStorage (the
rebooted device) must read the previous text or the new one, never anything else.
"""

import errno
import os

import pytest
from test_protocol import random_game

import hal.storage as storage_mod
from engine import save, stats
from engine.game import GAME_IDS, load_game
from engine.rng import Rng
from engine.ui.app import App
from engine.ui.frame import Frame
from engine.ui.play import presenter
from engine.ui.screens import press
from hal.storage import FileStorage

GAMES = GAME_IDS
OS = os


class PowerCut(Exception):
    """The power failed here (not an OSError: nothing in the storage catches it)."""


class CutFile:
    """A file opened for writing that stops when the power budget runs out."""

    def __init__(self, f, power):
        self.f = f
        self.power = power

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()
        return False

    def write(self, data):
        p = self.power
        n = min(p.left, len(data))  # saves are ASCII: a character is a byte
        self.f.write(data[:n])
        p.left -= n
        if n < len(data):
            if p.zeros:  # the file's length reached the flash before its data did
                zero = b"\0" if isinstance(data, bytes) else "\0"
                self.f.write(zero * (len(data) - n))
            self.f.close()
            raise PowerCut()
        return len(data)


class Power:
    """Stand-ins for ``open`` and ``os`` in hal.storage, failing after ``budget`` units."""

    def __init__(self, budget, zeros=False):
        self.left = budget
        self.zeros = zeros
        self.stat = OS.stat

    def spend(self):
        if self.left <= 0:
            raise PowerCut()
        self.left -= 1

    def open(self, path, mode="r"):
        if "w" in mode or "a" in mode:
            self.spend()  # the file is created (or emptied)
            return CutFile(open(path, mode), self)
        return open(path, mode)

    def remove(self, path):
        self.spend()
        OS.remove(path)

    def rename(self, a, b):
        self.spend()
        OS.rename(a, b)

    def mkdir(self, path):
        self.spend()
        OS.mkdir(path)


class patched:
    """Context: hal.storage uses ``fake`` for ``open`` and ``os``."""

    def __init__(self, fake):
        self.fake = fake

    def __enter__(self):
        storage_mod.open = self.fake.open
        storage_mod.os = self.fake
        return self.fake

    def __exit__(self, *exc):
        del storage_mod.open
        storage_mod.os = OS
        return False


def cut_write(root, name, text, budget, zeros=False):
    """Write with the power failing after ``budget`` units; True if the write completed."""
    try:
        with patched(Power(budget, zeros)):
            ok = FileStorage(root).write(name, text)
        assert ok
        return True
    except PowerCut:
        return False


def files(root):
    """Every file in ``root`` (and its saves folder, as ``saves/name``) with its bytes."""
    out = {}
    for f in sorted(os.listdir(root)):
        path = os.path.join(root, f)
        if os.path.isdir(path):
            for k, v in files(path).items():
                out[f + "/" + k] = v
            continue
        with open(path, "rb") as fh:
            out[f] = fh.read()
    return out


def put(root, name, data):
    with open(os.path.join(root, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def a_save(gid, seed, steps):
    return save.dumps(random_game(load_game(gid), seed, steps))


# -- power cuts ------------------------------------------------------------------------------


@pytest.mark.parametrize("zeros", [False, True])
@pytest.mark.parametrize("first", [False, True])
def test_power_cut_at_every_point_of_a_save_write(tmp_path, zeros, first):
    gid = GAMES[0]
    cls = load_game(gid)
    old = None if first else a_save(gid, 21, 4)
    new = a_save(gid, 21, 12)
    budget = 0
    while True:
        d = str(tmp_path / ("b%d" % budget))
        os.mkdir(d)
        if old is not None:
            assert FileStorage(d).write("save.txt", old)
        done = cut_write(d, "save.txt", new, budget, zeros)
        got = FileStorage(d).read("save.txt")  # the device after the reboot
        assert got in (old, new), "budget %d: a broken save is read" % budget
        if got is not None:
            assert save.dumps(save.loads(got, cls)) == got
        # the next write (no cut) recovers and leaves no litter
        third = a_save(gid, 21, 8)
        assert FileStorage(d).write("save.txt", third)
        assert FileStorage(d).read("save.txt") == third
        assert sorted(os.listdir(d)) == ["save.txt"]
        if done:
            assert got == new
            break
        budget += 1
    assert budget > len(new)  # every byte offset was a cut point


def test_two_power_cuts_in_a_row(tmp_path):
    """A cut during the write that follows a cut: still the previous text or the new one."""
    texts = ("played 1\n", "played 22\nwon 2\n", "played 333\nwon 33\n")
    b1 = 0
    n = 0
    while True:
        b2 = 0
        while True:
            d = str(tmp_path / ("c%d_%d" % (b1, b2)))
            os.mkdir(d)
            assert FileStorage(d).write("stats.txt", texts[0])
            done1 = cut_write(d, "stats.txt", texts[1], b1)
            mid = FileStorage(d).read("stats.txt")
            assert mid in texts[:2]
            done2 = cut_write(d, "stats.txt", texts[2], b2)
            got = FileStorage(d).read("stats.txt")
            assert got in (mid, texts[2]), (b1, b2, mid, got)
            n += 1
            if done2:
                break
            b2 += 1
        if done1:
            break
        b1 += 1
    assert n > 100


def test_a_cut_after_an_interrupted_commit_keeps_the_only_copy(tmp_path):
    """Why hal/storage.py changed: a cut after the remove, then one during the next write.

    The first cut leaves only ``s.txt.tmp``; the storage before this change reopened that
    file for the next write, so a second cut lost both the old text and the new one.
    """
    d = str(tmp_path)
    st = FileStorage(d)
    assert st.write("s.txt", "played 1\n")
    assert st.write("s.txt", "played 2\n")
    # the state the old code left after a cut between remove and rename: only s.txt.tmp
    os.rename(os.path.join(d, "s.txt"), os.path.join(d, "s.txt.tmp"))
    assert FileStorage(d).read("s.txt") == "played 2\n"
    # the old code reopened s.txt.tmp for writing here, emptying the only good copy
    for budget in range(0, 30):
        put(d, "s.txt.tmp", "played 2\n")
        for f in ("s.txt", "s.txt.new"):
            if os.path.exists(os.path.join(d, f)):
                os.remove(os.path.join(d, f))
        cut_write(d, "s.txt", "played 3\n", budget)
        assert FileStorage(d).read("s.txt") in ("played 2\n", "played 3\n"), budget


def test_power_cut_during_the_apps_autosave_resumes_old_or_new(tmp_path):
    """The app's own save, cut at every 6th byte and around every rename and remove."""
    gid = GAMES[0]
    i = GAME_IDS.index(gid)

    def scenario(budget):
        d = str(tmp_path / ("a%d" % budget))
        os.mkdir(d)
        app = App(FileStorage(d), seed_source=lambda: 77)
        press(app, ["A"] + ["DOWN"] * i + ["A", "A", "A"])
        g = app.game
        while len(g.log) < 3 and not g.over():
            app.act(g.legal_actions()[0])
        app.save()
        old = g.log[:]
        while len(g.log) < 6 and not g.over():
            app.act(g.legal_actions()[-1])
        new = g.log[:]
        deal = app.deal
        with patched(Power(budget)):
            try:
                app.save()
                done = True
            except PowerCut:
                done = False
        # reboot: the game menu offers Continue, which restores one of the two games
        app = App(FileStorage(d), seed_source=lambda: 78)
        s = str(press(app, ["A"] + ["DOWN"] * i + ["A"]))
        assert "Continue" in s
        app.resume()
        assert app.game is not None and app.game.log in (old, new), budget
        assert not done or app.game.log == new
        return save.dumps(g, deal), done

    text, done = scenario(10**6)
    n = len(text) + 4  # create .new, the bytes, rename, remove, rename
    for budget in sorted(set(list(range(0, n, 6)) + list(range(n - 6, n)))):
        assert not scenario(budget)[1], budget
    assert scenario(n)[1]


def test_power_cut_at_every_point_of_a_stats_write(tmp_path):
    old = stats.dumps({"played": 41, "won": 17, "best": 3})
    new = stats.dumps({"played": 42, "won": 18, "best": 2, "streak": 5})
    budget = 0
    while True:
        d = str(tmp_path / ("s%d" % budget))
        os.mkdir(d)
        FileStorage(d).write("stats_x.txt", old)
        done = cut_write(d, "stats_x.txt", new, budget, zeros=budget % 2 == 1)
        st = stats.loads(FileStorage(d).read("stats_x.txt"))
        assert st in (stats.loads(old), stats.loads(new)), budget
        if done:
            break
        budget += 1


# -- damaged saves in the app -------------------------------------------------------------


def damaged_saves(gid):
    """(kind, file bytes, expected SaveError text or None when any clear message will do)."""
    cls = load_game(gid)
    text = a_save(gid, 31, 10)
    r = Rng(5)
    out = []
    n = len(text)
    for k in sorted(set([1, 5, 9, n // 4, n // 2, n - 12, n - 6, n - 2])):
        if 0 < k < n - 1:
            out.append(("truncated at %d" % k, text[:k], None))
    for _ in range(6):
        i = r.below(n)
        ch = chr(33 + r.below(90))
        if text[i] != ch and text[i] != "\n":
            out.append(("byte %d changed" % i, text[:i] + ch + text[i + 1 :], None))
    out.append(("random bytes", bytes([128 + r.below(128) for _ in range(200)]),
                "Bad save: set aside"))
    out.append(("random text", "".join([chr(32 + r.below(95)) for _ in range(150)]),
                "Not a save file"))
    body = text[: text.index("sum ")]

    def resum(b):
        return b + "sum %d\n" % save.checksum(b)

    other = [g for g in GAME_IDS if g != gid][0]
    out.append(("foreign", resum(body.replace("game " + gid, "game " + other)),
                "Save is for another game"))
    out.append(("old rules", resum(body.replace("rules %d" % cls.RULES_VERSION, "rules 0")),
                "Save from old rules"))
    out.append(("illegal log", resum(body.replace("\nlog ", "\nlog 99999 ")),
                "Save does not replay"))
    out.append(("long log", resum(body.replace("\nlog ", "\nlog " + "0 " * (cls.MAX_ACTIONS + 1))),
                "Save damaged (long)"))
    out.append(("no sum", body, "Save cut short"))
    return out


def expected_message(text, cls):
    try:
        save.loads(text, cls)
    except save.SaveError as e:
        return str(e)
    raise AssertionError("a damaged save loaded")


@pytest.mark.parametrize("gid", GAMES)
def test_damaged_saves_give_a_message_and_a_fresh_start(tmp_path, gid):
    cls = load_game(gid)
    i = GAME_IDS.index(gid)
    others = {}
    for j, other in enumerate(GAMES):
        if other != gid:
            others["save_%s.txt" % other] = a_save(other, 40 + j, 5).encode()
            others["stats_%s.txt" % other] = b"played 7\nwon 3\n"
    others["stats_%s.txt" % gid] = b"played 5\nwon 1\n"
    others["settings.txt"] = b"speed 0\n"
    for k, (kind, data, want) in enumerate(damaged_saves(gid)):
        d = str(tmp_path / ("d%d" % k))
        os.mkdir(d)
        for name, b in others.items():
            put(d, name, b)
        put(d, "save_%s.txt" % gid, data)
        app = App(FileStorage(d), seed_source=lambda: 99)
        s = str(press(app, ["A"] + ["DOWN"] * i + ["A"]))
        if len(data) > save.cap(cls):
            want = "Bad save: set aside"  # too big to be a save: not even read
        # no Continue for a save that will not continue: the bottom line says why
        assert "Continue" not in s, kind
        last = s.split("\n")[-1].strip()
        if want == "Bad save: set aside":  # not text: set aside at once, in one line
            assert last == want, kind
        else:
            msg = want or expected_message(data, cls)
            assert msg.startswith("Save") or msg == "Not a save file", msg
            assert last == msg or (len(msg) > 21 and last == msg.replace(" is ", " ")[:21]), \
                (kind, msg, s)
        kept = files(d)["saves/save_%s.txt.bad" % gid]  # kept, never deleted
        assert kept == (data if isinstance(data, bytes) else data.encode()), kind
        s = str(press(app, ["A"]))  # New game
        assert "Start" in s, kind  # the options screen of a fresh game
        press(app, ["A"])  # the cursor starts on Start
        g = app.game
        assert g is not None and type(g) is app.cls, kind
        # the fresh game replaced the damaged save; nothing else was touched
        assert save.loads(FileStorage(d).read("save_%s.txt" % gid), cls).seed == g.seed
        now = files(d)
        for name, b in others.items():
            if name != "settings.txt":  # a save may have moved into the saves folder
                assert now.get(name, now.get("saves/" + name)) == b, (kind, name)


def test_an_empty_save_file_is_explained_not_hidden(tmp_path):
    gid = GAMES[0]
    d = str(tmp_path)
    put(d, "save_%s.txt" % gid, b"")
    app = App(FileStorage(d), seed_source=lambda: 5)
    s = str(press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A"]))
    assert "Continue" not in s and "New game" in s
    assert s.split("\n")[-1].strip() == "Save is empty"


@pytest.mark.parametrize("gid", GAMES)
def test_every_truncation_and_byte_change_is_refused_or_identical(gid):
    """save.loads never returns a different game from a damaged text."""
    cls = load_game(gid)
    g = random_game(cls, 51, 12)
    text = save.dumps(g)
    for k in range(len(text)):
        try:
            h = save.loads(text[:k], cls)
        except save.SaveError as e:
            assert str(e)
            continue
        assert h.log == g.log and h.seed == g.seed and h.options == g.options, k
    r = Rng(8)
    for i in range(len(text)):
        ch = chr(32 + r.below(95))
        try:
            h = save.loads(text[:i] + ch + text[i + 1 :], cls)
        except save.SaveError:
            continue
        assert h.log == g.log and h.seed == g.seed and h.options == g.options, i


# -- read-only and full storage -----------------------------------------------------------


class ReadOnly:
    """``open``/``os`` of a read-only filesystem (CIRCUITPY mounted by the computer)."""

    def __init__(self, err=errno.EROFS, after=0):
        self.err = err
        self.after = after  # bytes that still fit (disk full) before the error
        self.stat = OS.stat

    def _fail(self, path):
        raise OSError(self.err, os.strerror(self.err), path)

    def open(self, path, mode="r"):
        if "w" in mode or "a" in mode:
            if self.err == errno.EROFS:
                self._fail(path)
            return Full(open(path, mode), self)
        return open(path, mode)

    def remove(self, path):
        if self.err == errno.EROFS:
            self._fail(path)
        OS.remove(path)

    def rename(self, a, b):
        if self.err == errno.EROFS:
            self._fail(a)
        OS.rename(a, b)

    def mkdir(self, path):
        if self.err == errno.EROFS:
            self._fail(path)
        OS.mkdir(path)


class Full(CutFile):
    def write(self, data):
        self.f.write(data[: self.power.after])
        raise OSError(errno.ENOSPC, "No space left on device")


def play_to_the_end(app, seed):
    g = app.game
    r = Rng(seed)
    while not g.over():
        acts = g.legal_actions()
        app.act(acts[r.below(len(acts))])
    return g


def play_some(app, n, seed):
    g = app.game
    r = Rng(seed)
    while len(g.log) < n and not g.over():
        acts = g.legal_actions()
        app.act(acts[r.below(len(acts))])


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("preset", [True, False])
def test_read_only_storage_plays_on_with_saves_off(tmp_path, preset, gid):
    i = GAME_IDS.index(gid)
    d = str(tmp_path)
    text = a_save(gid, 61, 6)
    put(d, "save_%s.txt" % gid, text)
    put(d, "stats_%s.txt" % gid, "played 2\n")
    before = files(d)
    with patched(ReadOnly()):
        st = FileStorage(d)
        st.readonly = preset  # the device knows at boot; the desktop finds out on a write
        app = App(st, seed_source=lambda: 3)
        s = str(press(app, []))
        assert ("saves off" in s) == preset
        press(app, ["A"] + ["DOWN"] * i + ["A", "A"])  # Continue
        g = app.game
        saved = save.loads(text, type(g)).log
        assert g is not None and g.log[: len(saved)] == saved  # computers may have moved on
        play_some(app, len(g.log) + 2, 1)  # play continues
        app.save()  # fails quietly
        assert app.saves_off and st.readonly
        if g.over():
            return
        s = str(press(app, ["B"]))  # the pause menu says so
        assert "Paused" in s and "saves off" in s
        s = str(press(app, ["UP", "A"]))  # Save & quit (last): the game menu, still working
        assert "New game" in s
        s = str(press(app, ["B"]))
        assert "saves off" in s  # the game list's footer
    assert files(d) == before  # nothing written, nothing removed


def test_read_only_storage_finishes_a_game_and_shows_statistics(tmp_path):
    gid = "travfuda" if "travfuda" in GAMES else GAMES[0]  # a short game with a quick review
    d = str(tmp_path)
    put(d, "stats_%s.txt" % gid, "played 2\n")
    before = files(d)
    with patched(ReadOnly()):
        app = App(FileStorage(d), seed_source=lambda: 3)
        press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A", "A", "A"])
        play_to_the_end(app, 4)
        press(app, ["A"])  # the result and its review
        s = str(press(app, ["A"]))
        assert s.startswith("Stats: ")
    assert files(d) == before  # the statistics could not be written: unchanged


def test_full_storage_keeps_the_old_save(tmp_path):
    gid = GAMES[0]
    d = str(tmp_path)
    text = a_save(gid, 71, 5)
    put(d, "save_%s.txt" % gid, text)
    with patched(ReadOnly(errno.ENOSPC, after=20)):
        st = FileStorage(d)
        assert not st.write("save_%s.txt" % gid, a_save(gid, 71, 9))
        assert not st.readonly  # full is not read-only: a later write may fit
        app = App(st, seed_source=lambda: 3)
        press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A", "A"])
        app.save()
        assert app.saves_off
    assert FileStorage(d).read("save_%s.txt" % gid) == text


# -- statistics ------------------------------------------------------------------------------


KEYS = {}


def stats_keys(gid):
    """The keys a game writes into its statistics (from a few finished random games)."""
    if gid not in KEYS:
        cls = load_game(gid)
        st = {}
        for seed in range(1, 4):
            random_game(cls, seed).record(st)
        KEYS[gid] = sorted(st.keys())
    return KEYS[gid]


def junk_stats(gid, r):
    """Damaged statistics texts: cut, random bytes, junk lines, wild values for real keys."""
    good = {}
    for k in stats_keys(gid):
        good[k] = 3
    text = stats.dumps(good)
    out = [text[:k] for k in range(0, len(text), 3)]
    out.append("".join([chr(r.below(256)) for _ in range(120)]))
    out.append("played\nwon x\n = 3\nplayed 1 2\n\n\n")
    for _ in range(12):
        st = {}
        for k in stats_keys(gid):
            if r.below(3):
                st[k] = (-5, 0, 1, 7, 999, 99999)[r.below(6)]  # a lifetime of play
        out.append(stats.dumps(st))
    return out


@pytest.mark.parametrize("gid", GAMES)
def test_damaged_statistics_read_and_show_without_crashing(gid):
    cls = load_game(gid)
    r = Rng(9)
    for text in junk_stats(gid, r):
        st = stats.loads(text)
        assert all(isinstance(v, int) for v in st.values())
        text = presenter(gid)
        text.stats_lines(st)  # wild values may make long lines: the screen clips them
        from engine.ui.result import Stats

        fr = Frame()
        Stats(cls, text, st, lambda: None).draw(fr)
        assert len(str(fr).split("\n")) == 8
        fr.pages()


@pytest.mark.parametrize("gid", GAMES)
def test_damaged_statistics_are_set_aside_and_counting_starts_afresh(tmp_path, gid):
    i = GAME_IDS.index(gid)
    d = str(tmp_path)
    damaged = "played 4\nwon 2\nthis line is junk\n\x01\x02\n"
    put(d, "stats_%s.txt" % gid, damaged)
    other = [g for g in GAME_IDS if g != gid][0]
    put(d, "stats_%s.txt" % other, "played 9\n")
    app = App(FileStorage(d), seed_source=lambda: 11)
    s = str(press(app, ["A"] + ["DOWN"] * i + ["A", "A", "A"]))
    assert s.split("\n")[-1].strip() == "Bad stats: set aside"  # one line, on the new deal
    g = play_to_the_end(app, 2)
    st = stats.parse(FileStorage(d).read("stats_%s.txt" % gid))
    assert st["played"] == 1 and st.get("won", 0) == (1 if g.won(0) else 0)
    assert files(d)["stats_%s.txt.bad" % gid] == damaged.encode()  # kept, not deleted
    assert FileStorage(d).read("stats_%s.txt" % other) == "played 9\n"
    assert FileStorage(d).read("save_%s.txt" % gid) is None  # a finished game leaves no save


# -- the end of a deal: a fault at every file operation ------------------------------------


class Faulty:
    """Stand-ins for ``open`` and ``os`` in hal.storage counting every file operation
    (a file created, one write call, a rename, a remove, a folder made); operation ``at``
    fails. ``kind`` "cut": the power fails there (nothing later happens); "full": ENOSPC
    (with ``stay``, every later create or write fails too: the storage stays full)."""

    def __init__(self, at, kind, stay=False):
        self.n = 0
        self.at = at
        self.kind = kind
        self.stay = stay
        self.failed = 0
        self.stat = OS.stat

    def op(self, writes):
        self.n += 1
        if self.kind == "cut":
            if self.n >= self.at:
                raise PowerCut()
        elif writes and (self.n == self.at or (self.stay and self.n > self.at)):
            self.failed += 1
            raise OSError(errno.ENOSPC, "No space left on device")

    def open(self, path, mode="r"):
        if "w" in mode or "a" in mode:
            self.op(True)
            return FaultyFile(open(path, mode), self)
        return open(path, mode)

    def remove(self, path):
        self.op(False)
        OS.remove(path)

    def rename(self, a, b):
        self.op(False)
        OS.rename(a, b)

    def mkdir(self, path):
        self.op(True)
        OS.mkdir(path)


class FaultyFile(CutFile):
    def write(self, data):
        self.power.op(True)
        return self.f.write(data)


SHORT_GAMES = [g for g in ("farsky", "travfuda", "onslaught") if g in GAMES]
PRE = b"played 3\nwon 1\n"


def deal_log(gid, seed):
    """The actions of one whole deal as the app plays it (deal 77, random choices)."""
    cls = load_game(gid)
    g = cls(App(_Mem(), seed_source=lambda: 77).new_seed(), None)
    r = Rng(seed)
    while not g.over():
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    return g.seed, g.log[:]


class _Mem:
    readonly = False

    def read(self, name, cap=0):
        return None


def start_deal(d, gid):
    app = App(FileStorage(d), seed_source=lambda: 77)
    press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A", "A", "A"])
    return app


def deal_end_under(d, gid, log, fake, window=12):
    """Play ``log`` in the app, the last ``window`` actions (an autosave, the deal's end)
    with ``fake`` as the storage's ``open`` and ``os``. True if no power cut stopped it."""
    app = start_deal(d, gid)
    for a in log[:-window]:
        app.act(a)
    try:
        with patched(fake):
            for a in log[-window:]:
                app.act(a)
    except PowerCut:
        return None
    return app


def recover_and_finish(d, gid, log):
    """The rebooted device: the game's menu, Continue if offered, play to the end. Returns
    the statistics and whether Continue was offered."""
    app = App(FileStorage(d), seed_source=lambda: 78)
    s = str(press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A"]))
    offered = "Continue" in s
    if offered:
        saved = save.loads(FileStorage(d).read("save_%s.txt" % gid, 10**5), app.cls).log
        assert saved == log[: len(saved)], "the save holds another game"
        press(app, ["A"])  # Continue (computer seats may move on at once)
        g = app.game
        assert g is not None and g.log[: len(saved)] == saved, "Continue offers another game"
        play_to_the_end(app, 5)
    app.game_menu()  # the game's menu again: nothing left to continue
    assert "Continue" not in str(app.draw())
    return stats.parse(FileStorage(d).read("stats_%s.txt" % gid)), offered


def setup(tmp_path, tag, gid):
    d = str(tmp_path / tag)
    os.mkdir(d)
    put(d, "stats_%s.txt" % gid, PRE)
    other = [g for g in GAME_IDS if g != gid][0]
    put(d, "stats_%s.txt" % other, b"played 9\n")
    return d, other


@pytest.mark.parametrize("gid", SHORT_GAMES)
def test_power_cut_at_every_file_operation_of_a_deal_end_counts_it_once(tmp_path, gid):
    seed, log = deal_log(gid, 3)
    probe = Faulty(10**9, "cut")
    d, _ = setup(tmp_path, "probe", gid)
    assert deal_end_under(d, gid, log, probe) is not None
    total = probe.n
    assert total >= 15  # an autosave (5), the final save (5), the statistics (5), a remove
    offers = 0
    for at in range(1, total + 2):
        d, other = setup(tmp_path, "c%d" % at, gid)
        done = deal_end_under(d, gid, log, Faulty(at, "cut"))
        assert (done is not None) == (at > total), at
        st, offered = recover_and_finish(d, gid, log)
        offers += offered
        assert st["played"] == 4, (at, st)  # exactly once, cut or not
        assert files(d)["stats_%s.txt" % other] == b"played 9\n"
        assert FileStorage(d).read("save_%s.txt" % gid) is None
    assert 0 < offers < total  # some cuts left the deal to finish, others were recovered


@pytest.mark.parametrize("gid", SHORT_GAMES)
@pytest.mark.parametrize("stay", [False, True])
def test_storage_full_at_every_write_of_a_deal_end_loses_nothing(tmp_path, gid, stay):
    seed, log = deal_log(gid, 4)
    probe = Faulty(10**9, "full")
    d, _ = setup(tmp_path, "probe", gid)
    deal_end_under(d, gid, log, probe)
    tried = 0
    for at in range(1, probe.n + 1):
        d, other = setup(tmp_path, "f%d" % at, gid)
        fake = Faulty(at, "full", stay)
        app = deal_end_under(d, gid, log, fake)
        if not fake.failed:
            continue  # operation ``at`` was a rename or a remove: nothing to fill
        tried += 1
        assert app is not None and app.game.over()
        # the last write failed: "saves off" on the menus and one line on the screen
        assert app.saves_off == (app.note == "Storage full: not saved"), at
        assert app.saves_off or not stay
        st = stats.parse(FileStorage(d).read("stats_%s.txt" % gid))
        assert st.get("played") in (3, 4)
        if st["played"] == 3:  # not counted yet: a save keeps the deal (finished or not)
            assert FileStorage(d).read("save_%s.txt" % gid) is not None, at
        assert not [f for f in files(d) if f.endswith(".new")]  # no litter from full writes
        st, offered = recover_and_finish(d, gid, log)  # room again, after a reboot
        assert st["played"] == 4, (at, st)
        assert files(d)["stats_%s.txt" % other] == b"played 9\n"
    assert tried >= 6  # the autosave, the final save, the statistics: create and bytes each


# -- the saves folder and the flash writes -----------------------------------------------


def test_an_old_save_at_the_top_level_moves_into_the_saves_folder_once(tmp_path):
    gid = GAMES[0]
    d = str(tmp_path)
    text = a_save(gid, 81, 5)
    put(d, "save_%s.txt" % gid, text)
    app = App(FileStorage(d), seed_source=lambda: 3)
    s = str(press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A"]))
    assert "Continue" in s
    assert sorted(files(d)) == ["saves/save_%s.txt" % gid]  # moved, not copied
    assert files(d)["saves/save_%s.txt" % gid] == text.encode()
    press(app, ["A"])
    assert app.game.log[: len(save.loads(text, app.cls).log)] == save.loads(text, app.cls).log


def test_flash_writes_per_deal_start_save_and_end():
    """The figures of tools/measure_storage.py: a deal start with the options unchanged
    writes the save only (settings.txt is not rewritten); an autosave is one file; a
    deal's end two files (the finished save, the statistics) and a remove."""
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
    try:
        import measure_storage
    finally:
        sys.path.pop(0)
    m = measure_storage.measure(GAMES[0], 7)
    assert m["deal start, options unchanged"]["create"] == 1
    assert m["deal start, an option changed"]["create"] == 2
    assert m["autosave (every 10 actions)"]["create"] == 1
    assert m["deal end"]["create"] == 2 and m["deal end"]["total"] <= 10
    assert m["first deal start"]["mkdir"] == 1


def test_the_desktop_fsyncs_the_new_file_before_the_rename_and_then_the_folder(tmp_path,
                                                                                monkeypatch):
    """A crash after the rename must not leave an empty file: the data is on the disk
    first (fsync of the new file), then the rename is (fsync of the folder)."""
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append(("fsync", os.path.isdir("/proc/self/fd/%d" % fd)))
        return real_fsync(fd)

    def replace(a, b):
        events.append(("replace", os.path.basename(b)))
        return real_replace(a, b)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    st = FileStorage(str(tmp_path))
    assert st.write("stats_x.txt", "played 1\n")
    assert events == [("fsync", False), ("replace", "stats_x.txt"), ("fsync", True)]
    assert st.read("stats_x.txt") == "played 1\n"
    assert os.listdir(str(tmp_path)) == ["stats_x.txt"]
