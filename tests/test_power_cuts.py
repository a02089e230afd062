# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Power cuts at every flash operation of a whole Farsky deal, the app's own writes on the
device's record store (``hal.nvmstore`` on a fake nvm as strict as a Pico's): a deal start,
its autosaves, its end. After each cut the board starts again from the flash as the cut
left it: no deal is counted twice, none is lost but the one write under way, and a loss
is told in one line. (The emulated Pico runs a sample of the same on the real firmware:
``tools/pico_cuts.py``.)"""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "portable"))
from flashnvm import FlashNvm, PowerCut, fill

from engine.ui.app import LOST, App
from engine.ui.screens import press
from hal.nvmstore import NvmStorage


def boot(flash):
    """The program starting on the board: the store read from the flash, the title."""
    return App(NvmStorage(flash), seed_source=lambda: 4242)


def play_a_deal(app):
    """Title -> Farsky -> New game -> Start, then draw to the end (Farsky's last action
    is always a draw): the deal is recorded as it ends."""
    press(app, ["A", "A", "A", "A"])
    g = app.game
    while not g.over():
        app.act(g.legal_actions()[-1])


def played(app):
    text = app.storage.read("stats_farsky.txt") or ""
    for line in text.split("\n"):
        if line.startswith("played "):
            return int(line[7:])
    return 0


def nearly_full():
    """A sector whose log has about 300 bytes free: the deal's writes rewrite it."""
    flash = FlashNvm()
    fill(NvmStorage(flash))
    flash.erases = flash.programs = 0
    return flash


def sector(full):
    return nearly_full() if full else FlashNvm()


def ops_of(run, full=False):
    flash = sector(full)
    run(boot(flash))
    return flash.erases + flash.programs


@pytest.mark.parametrize("full", [False, True])
@pytest.mark.parametrize("inside", [False, True])
def test_a_cut_at_any_write_of_a_deal_counts_it_once(inside, full):
    ops = ops_of(play_a_deal, full)
    start = ops_of(lambda app: press(app, ["A", "A", "A", "A"]), full)
    assert ops >= start + 3  # autosaves, the final save, the statistics
    erased = False
    for n in range(ops):
        flash = sector(full)
        flash.cut_after, flash.cut_inside = n, inside
        with pytest.raises(PowerCut):
            play_a_deal(boot(flash))
        flash.cut_after = None
        erased = erased or flash.erases > 0
        app = boot(flash)  # the power is back
        if app.storage.used() == 0 and full:
            continue  # cut in the rewrite's erase: the sector reads as new (RELIABILITY.md)
        assert app.note in ("", LOST)
        assert (app.note == LOST) == app.storage.lost
        press(app, ["A", "A"])  # the game list, Farsky's menu: a finished save is counted
        menu = str(app.draw())
        assert played(app) <= 1, n
        if "Continue" in menu:
            press(app, ["A"])
            g = app.game
            while not g.over():
                app.act(g.legal_actions()[-1])
        elif app.storage.lost:
            continue  # a rewrite cut short: saved data lost, and the player told so
        elif n < start:
            assert played(app) == 0  # cut as the deal started: it never began
            continue
        # once, whichever write the cut stopped: never twice, and never lost
        assert played(app) == 1, (n, inside, menu)
        assert app.storage.read("save_farsky.txt") is None
    assert erased == full  # the full sector was rewritten during the deal
