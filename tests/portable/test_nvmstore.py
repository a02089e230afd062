# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The player's records in ``microcontroller.nvm`` (``hal.nvmstore``), on a fake flash
sector as strict as the Pico's, power cuts included (CPython and MicroPython)."""

import gc

from flashnvm import FlashNvm, PowerCut, fill

from engine.game import GAME_IDS
from hal.headless import MemoryStorage
from hal.nvmstore import RESERVED, NvmStorage, key

HEAP = "80K"  # sectors of 4 KB in one piece, several at once in the power-cut test
HEAP64 = "80K"  # the 64-bit port: pointers twice as wide
HEAP_SRC = "100K"  # from source the compiler needs room too

SAVE = "pscards 1\ngame farsky\nrules 1\nseed 42\nopts 0 0 0\ndeal 7\nlog %s\nsum 1\n"


def moves(n):
    return SAVE % " ".join(str(k % 50) for k in range(n))


def test_files_come_back_after_a_restart():
    flash = FlashNvm()
    s = NvmStorage(flash)
    assert s.read("settings.txt") is None
    assert s.write("settings.txt", "speed 1\n")
    assert s.write("save_farsky.txt", moves(5))
    assert s.remove("save_farsky.txt")
    assert s.write("stats_farsky.txt", "played 1\n")
    s = NvmStorage(flash)
    assert s.read("settings.txt") == "speed 1\n"
    assert s.read("save_farsky.txt") is None
    assert s.read("stats_farsky.txt") == "played 1\n"
    assert not s.lost
    assert flash.erases == 0  # appends only program erased bytes


def test_an_autosave_appends_only_its_new_moves():
    s = NvmStorage(FlashNvm())
    s.write("save_farsky.txt", moves(10))
    before = s.used()
    s.write("save_farsky.txt", moves(20))
    # the moves 10..19 and the checksum line, not the whole save again
    assert s.used() - before < len(moves(20)) - len(moves(10)) + 40
    assert s.read("save_farsky.txt") == moves(20)
    s.write("save_farsky.txt", moves(15))  # an undo: the log is shorter
    assert NvmStorage(s.nvm).read("save_farsky.txt") == moves(15)


def test_an_unchanged_file_is_not_written_again():
    flash = FlashNvm()
    s = NvmStorage(flash)
    s.write("settings.txt", "speed 1\n")
    used, programs = s.used(), flash.programs
    assert s.write("settings.txt", "speed 1\n")
    assert (s.used(), flash.programs) == (used, programs)


def test_a_full_log_is_rewritten_with_one_erase_and_keeps_every_file():
    flash = FlashNvm()
    s = NvmStorage(flash)
    flash.mem[-1] = 2  # safemode.py's reset count lives in the last byte
    s.write("stats_farsky.txt", "played 3\nwon 1\n")
    for n in range(1, 40):
        s.write("save_onslaught.txt", "seed %d\n" % n + moves(40))  # each one new
    assert flash.erases >= 1
    s = NvmStorage(flash)
    assert s.read("stats_farsky.txt") == "played 3\nwon 1\n"
    assert s.read("save_onslaught.txt") == "seed 39\n" + moves(40)
    assert flash.mem[-1] == 2 and not s.lost
    assert s.used() <= len(flash) - RESERVED


def test_a_file_too_big_is_refused_and_the_old_text_kept():
    s = NvmStorage(FlashNvm(1024))
    s.write("save_farsky.txt", moves(4))
    assert not s.write("save_farsky.txt", moves(400))
    assert s.full
    assert s.read("save_farsky.txt") == moves(4)
    assert s.write("settings.txt", "speed 2\n")
    assert not s.full


def test_a_cap_and_bad_bytes_are_refused_like_the_drive_refuses_them():
    s = NvmStorage(FlashNvm())
    s.write("stats_farsky.txt", "x" * 300)
    s.write("save_farsky.txt", "\xe9t\xe9")
    s.nvm.mem[s.end - 2] = 0xC3  # a byte of the last record made invalid UTF-8...
    s.nvm.mem[s.end - 1] = 0x28
    s = NvmStorage(s.nvm)  # ...which its check also catches: that record is dropped
    assert s.lost
    assert s.read("save_farsky.txt") is None
    try:
        s.read("stats_farsky.txt", 100)
        raise AssertionError("read past the cap")
    except ValueError:
        pass


def test_every_record_the_app_keeps_has_a_key_of_its_own():
    names = ["settings.txt", "crash.txt"]
    for gid in GAME_IDS:
        names += ["stats_%s.txt" % gid, "save_%s.txt" % gid]
    assert len(set(key(n) for n in names)) == len(names)


def test_a_name_whose_key_another_name_has_is_refused():
    s = NvmStorage(FlashNvm())
    assert s.write("settings.txt", "speed 1\n")
    other = "n133723"  # found by a search: its key is settings.txt's
    assert key(other) == key("settings.txt")
    assert not s.write(other, "a")
    assert s.read("settings.txt") == "speed 1\n"


def test_the_drive_s_files_of_an_older_version_are_adopted_once():
    old = MemoryStorage({"settings.txt": "speed 2\n", "stats_farsky.txt": "played 9\n"})
    s = NvmStorage(FlashNvm())
    assert s.adopt(old, ["settings.txt", "stats_farsky.txt", "save_farsky.txt"]) == 2
    assert NvmStorage(s.nvm).read("stats_farsky.txt") == "played 9\n"


# -- power cuts --------------------------------------------------------------------------

STEPS = (
    ("settings.txt", "speed 1\n"),
    ("save_farsky.txt", moves(1)),
    ("save_farsky.txt", moves(11)),
    ("save_farsky.txt", moves(21)),
    ("stats_farsky.txt", "played 1\ndeal 7\n"),
    ("save_farsky.txt", None),
    ("settings.txt", "speed 2\n"),
)


def run_steps(flash, steps):
    """Apply ``steps`` (None removes); return the files as the last finished step left
    them, and the step under way when the power went (or None)."""
    s = NvmStorage(flash)
    done = {}
    for name, text in steps:
        try:
            if text is None:
                s.remove(name)
            else:
                s.write(name, text)
        except PowerCut:
            flash.cut_after = None  # power back on
            return done, (name, text)
        done[name] = text
    return done, None


def test_a_cut_anywhere_loses_at_most_the_write_under_way():
    # the log nearly full first, so the steps include a rewrite (one erase, 16 pages)
    base = FlashNvm()
    fill(NvmStorage(base))
    whole = FlashNvm()
    whole.mem[:] = base.mem
    whole.programs = whole.erases = 0
    run_steps(whole, STEPS)
    ops = whole.programs + whole.erases
    assert whole.erases == 1 and ops > 20
    for n in range(ops):
        for inside in (False, True):
            gc.collect()  # a 4 KB sector each time: keep the heap in few pieces
            flash = FlashNvm()
            flash.mem[:] = base.mem
            flash.cut_after, flash.cut_inside = n, inside
            done, under = run_steps(flash, STEPS)
            assert under is not None, (n, inside)
            s = NvmStorage(flash)
            if not any(s.read(name) for name, _ in STEPS) and s.used() == 0:
                continue  # cut during the erase: the sector reads as new (docs/RELIABILITY.md)
            for name, _ in STEPS:
                got = s.read(name)
                if name == under[0] and got == under[1]:
                    continue  # the write under way may have finished
                if got != done.get(name):
                    # only a rewrite cut short may lose more, and it is then told
                    assert s.lost, (n, inside, name, got)
            if s.lost:
                s.write("settings.txt", "speed 0\n")  # the next write tidies the log
                assert not NvmStorage(flash).lost
