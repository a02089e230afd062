# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The device build on the real Pico firmware, emulated (tools/pico.py, ../shared/pico/).

CircuitPython 10.2.1's own UF2 boots in rp2040js with ``make device``'s folder on its
CIRCUITPY drive; the panel's pixels are decoded from the I2C bus. Each frame the board
shows after a press must be the simulator's frame for the same keys, pixel for pixel.
The sessions run at once, one Node process each (the machine's cores share them).
"""

import os
import shutil
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(__file__)), "tools"))
import pico
import pico_cuts

from engine.game import GAME_IDS

if pico.missing():
    pytest.skip("the emulated Pico cannot run here: %s" % pico.missing(), allow_module_level=True)

# A short session in every game (make test): the hint's move played, Undo from the pause
# menu. Each emulated second costs about three host seconds
# (the board's loop keeps the CPU busy with the review begun during play), so the long
# sessions (make check) add more moves, the cursor and a second Undo: 30 presses or more.
PLAY = ["HINT", "A"]
UNDO = ["B", "DOWN", "DOWN", "A"]
MOVES = ["B", "DOWN", "DOWN", "DOWN", "DOWN", "A", "UP", "DOWN", "B"]
SHORT = {g: PLAY + UNDO for g in GAME_IDS}
LONG = {g: PLAY * 6 + UNDO + PLAY * 3 + MOVES + ["RIGHT", "LEFT", "A"] + UNDO for g in GAME_IDS}
# The solitaires' hints follow a line their guide searches for while the player thinks
# from the deal's first frame: what the hint says depends on how far the search got, so
# on the board's speed (a faster Onslaught found its line before the short session's
# hint). Their sessions play the cursor's move instead.
for g in ("farsky", "onslaught"):
    SHORT[g] = ["RIGHT", "A"] + UNDO
    LONG[g] = ["RIGHT", "A"] * 6 + UNDO + ["LEFT", "A"] * 3 + MOVES + ["RIGHT", "A"] + UNDO
# Four players' Travfuda ends after about six moves of the person's: its session reads the
# round's recap (▲ opens it, ▼ scrolls, B closes) instead of playing on, and stays in the
# deal (a new deal's first-player draw would be closed by whichever key comes next).
RECAP = ["RIGHT", "LEFT", "UP", "DOWN", "B"]
LONG["travfuda"] = PLAY * 3 + RECAP + UNDO + PLAY * 2 + MOVES + ["RIGHT", "A"] + UNDO
IDLE_TICKS = 150  # 3 s of the main loop after each press
SEEDS = {"farsky": 7, "onslaught": 3, "packnstack": 2, "travfuda": 5, "navigator": 4}


class Boards:
    """Board runs started together (one Node process each) and collected by name: the
    machine's cores share them, so the tests take the longest run, not the sum."""

    def __init__(self):
        self.runs = {}
        self.done = {}

    def start(self, name, run):
        self.runs[name] = run

    def get(self, name):
        if name not in self.done:
            self.done[name] = self.runs[name].result()
        return self.done[name]

    def close(self):
        for r in self.runs.values():
            if r.proc.poll() is None:
                r.proc.kill()
        if getattr(self, "tmp", None):
            shutil.rmtree(self.tmp, ignore_errors=True)


NEW = ["A", "A", "A", "A"]  # the title: game list, Farsky, New game, the options' Start
PLAYED = ["HINT", "A", "HINT", "A"]
QUIT = ["B", "UP", "A"]  # the pause menu wraps: UP from Resume is its last item, Save & quit
DISPLAYS = {
    "ssd1306-0x3d": ({"PICO_OLED_ADDR": "0x3D"}, {"oledAddr": 0x3D}),
    "sh1106": ({"PICO_OLED": "SH1106"}, {"oledKind": "SH1106", "colstart": 2}),
}


NICE = 10  # the boards' priority: below the tests running beside them
LONG_TEST = "test_every_frame_of_a_30_press_session_equals_the_simulator[%s]"
_EARLY = {}  # the runs start_early began: {"boards": Boards, "long": Boards}


def start_boards():
    """Every board run of the fast tier, started at once."""
    b = Boards()
    b.tmp = tempfile.mkdtemp(prefix="pico-")
    for g in GAME_IDS:
        b.start(g, pico.session(g, SEEDS[g], SHORT[g], nice=NICE))
    b.uf2 = pico.combined(os.path.join(b.tmp, "pocket-space-cards.uf2"))
    b.start("uf2", pico.Run([{"boot": 0}], uf2=b.uf2, nice=NICE))
    b.flash = os.path.join(b.tmp, "flash.bin")
    steps = [{"boot": 0}] + pico.key_steps(NEW + PLAYED + QUIT)
    b.start("save", pico.Run(steps, {"PSC_SEED": 11}, flash_out=b.flash, nice=NICE))
    for name, (changes, panel) in DISPLAYS.items():
        b.start(name, pico.Run([{"boot": 0}], changes, nice=NICE, **panel))
    b.start(
        "feather",
        pico.Run([{"wait": 4500, "quiet": 10}], {"PSC_BOARD": "FEATHER"}, nice=NICE),
    )
    return b


def start_long(names):
    """The long sessions among the tests ``names``, started at once (``-k travfuda``
    starts Travfuda's board alone: each is several minutes of the machine)."""
    b = Boards()
    for g in LONG_GAMES:
        if LONG_TEST % g in names:
            b.start(g, pico.session(g, SEEDS[g], LONG[g], nice=NICE))
    return b


def start_early(items):
    """As collection ends (tests/conftest.py), begin the board runs the selected tests of
    this module need: at a low priority they take the cores the tests before them leave
    idle (most are single-threaded), and are done or nearly so when this module's turn
    comes. Minutes of the full run on two cores."""
    mine = [i for i in items if os.path.basename(str(i.fspath)) == "test_pico.py"]
    if any("boards" in getattr(i, "fixturenames", ()) for i in mine):
        _EARLY["boards"] = start_boards()
    _EARLY["long"] = start_long(set(i.name for i in mine))


def stop_early():
    """End the runs ``start_early`` began that no test took (a run stopped short)."""
    while _EARLY:
        _EARLY.popitem()[1].close()


@pytest.fixture(scope="module")
def boards():
    b = _EARLY.pop("boards", None) or start_boards()
    yield b
    b.close()


@pytest.fixture(scope="module")
def long(request):
    b = _EARLY.pop("long", None) or start_long(set(i.name for i in request.session.items))
    yield b.get
    b.close()


def differ(board, sim):
    """The first differing rows, board | simulator, for the failure message."""
    a, b = pico.rows(board), pico.rows(sim)
    return "\n".join("%s | %s" % (x, y) for x, y in zip(a, b) if x != y)[:3000]


def check_session(result, game, keys):
    """Every frame the board showed equals the simulator's after the same keys."""
    steps, end = result
    assert len(steps) == len(keys) + 1, end["console"][-800:]
    sim = pico.sim_pages(game, SEEDS[game], keys)
    # Work done while the player thinks (a review, a hint's search) may change the
    # screen a moment after a press (Onslaught's "Off the winning line"): the board's
    # frame is the simulator's at once or after the main loop's idle ticks.
    idle = pico.sim_pages(game, SEEDS[game], keys, idle=IDLE_TICKS)
    for i, (step, want, later) in enumerate(zip(steps, sim, idle)):
        got = bytes.fromhex(step["pixels"])
        where = "after %s (press %d of %s)" % (step["key"], i, " ".join(keys[:i]))
        assert got in (want, later), where + "\n" + differ(got, want)
    assert "Traceback" not in end["console"]
    assert end["panelErrors"] == []


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_frame_of_a_short_session_equals_the_simulator(boards, game):
    check_session(boards.get(game), game, SHORT[game])


# Every game, Travfuda's and Navigator's computers moving at Pace between the presses
# (their A and hint settle in 2.5 s of a quiet panel: QUIET_MS)
LONG_GAMES = GAME_IDS


@pytest.mark.slow
@pytest.mark.parametrize("game", LONG_GAMES)
def test_every_frame_of_a_30_press_session_equals_the_simulator(long, game):
    assert len(LONG[game]) >= 30
    check_session(long(game), game, LONG[game])


def test_the_one_file_install_boots_alone_to_the_title(boards):
    # make uf2: the firmware and a CIRCUITPY drive with the game, nothing else in flash
    assert os.path.getsize(boards.uf2) > 1024 * 1024
    steps, end = boards.get("uf2")
    (boot,) = steps
    assert bytes.fromhex(boot["pixels"]) == pico.sim_pages()[0]
    # the title is on the panel within 5 s of power-on (CircuitPython's own start is ~2.2 s)
    assert boot["frames"] and boot["frames"][-1][1] < 5000


def test_a_save_made_on_the_board_survives_a_reset_and_continue_resumes_it(boards):
    first = NEW + PLAYED + QUIT
    steps, end = boards.get("save")
    assert len(steps) == len(first) + 1
    # power off, on again from the same flash: the title, then A (the game list),
    # A (Farsky), A (Continue: the game menu's first item, there only with a save)
    steps, end = pico.run([{"boot": 0}] + pico.key_steps(["A", "A", "A"]), flash=boards.flash)
    # the simulator: the same presses, then a new app on the same storage, as a reboot
    from hal.headless import MemoryStorage

    drive = MemoryStorage()
    before = pico.sim_pages(keys=first, source=11, storage=drive)
    want = pico.sim_pages(keys=["A", "A", "A"], source=11, storage=drive)[-1]
    got = bytes.fromhex(steps[-1]["pixels"])
    assert got == want, differ(got, want)
    assert want != before[len(NEW)], "the deal had moves to lose"
    # the records are in microcontroller.nvm, each as the simulator wrote it
    with open(boards.flash, "rb") as f:
        files, lost, _ = pico_cuts.records(f.read())
    assert files == drive.files and not lost


@pytest.mark.slow
def test_power_cuts_in_a_rewrite_of_the_records_lose_nothing_silently():
    # a sample of make cuts: a deal started on a nearly full log, which rewrites it; the
    # power cut inside the erase, between it and the first page, inside a page, and at
    # the last page; each time the board boots to the title (told of a loss if any)
    def pick(points):
        erase = [p for p in points if p[0] == 0]
        return [erase[2], (1, 0), (8, 0.5), points[-1]]

    setup, keys, full = pico_cuts.scenarios()["start-full"]
    r = pico_cuts.sweep("start-full", setup, keys, full, pick=pick)
    assert r["erases"] == 1 and r["ops"] >= 17
    assert r["cuts"] == r["rebooted"] == 4
    assert [x["bad"] for x in r["results"]] == [[]] * 4


@pytest.mark.parametrize("name", sorted(DISPLAYS))
def test_other_displays_set_in_settings_boot_to_the_title(boards, name):
    steps, end = boards.get(name)
    assert bytes.fromhex(steps[0]["pixels"]) == pico.sim_pages()[0], end["console"][-500:]


def test_the_feather_profile_on_a_pico_says_what_to_fix_instead_of_crashing(boards):
    # The firmware is the Pico's: the FEATHER profile's pin names (SDA, D9...) do not exist.
    steps, end = boards.get("feather")
    console = end["console"]
    assert "Pocket Space Cards cannot start" in console, console[-800:]
    assert "FEATHER_SDA" in console and "Traceback" not in console, console[-800:]
