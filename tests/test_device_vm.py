# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The device build, loaded by the board's own interpreter, plays every game.

``make device`` writes CircuitPython ``.mpy`` files; here CircuitPython 10.2.1's VM
(built like a board by ``tools/cpvm.py``: 32-bit, 2 KB pystack, no ``gc.threshold``)
imports them at the board's heap target and plays:

- every game's deals through the engine alone (``engine.autoplay``), and the lines must
  equal CPython's for the same deals: the board deals and plays as the simulator does;
- every game through the whole app on the build's own file storage (``hal.storage``):
  the lobby, a new deal, moves on the play screen, save and continue.

When the VM cannot be built these tests fail with the reason, never skip.
"""

import json
import os
import subprocess
import sys

import pytest
from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import build_device
import cpvm

from engine.game import GAME_IDS

HEAP = "96K"  # the whole-app target on a board (a Pico W has about 126K free)
# a game whose whole app needs more than HEAP: its measured heap. Navigator's needs 98K
# since its play screen says what the rules did as a draft ends: at 96K the
# round's part no longer fits after it (a Pico W has 126K, a Pico 171K)
APP_HEAP = {"navigator": "100K"}
DEALS = {"farsky": 3, "onslaught": 3, "packnstack": 2, "travfuda": 2, "navigator": 1}


@pytest.fixture(scope="module")
def device_tree(tmp_path_factory):
    vm = cpvm.build(quiet=True)[0]
    out = str(tmp_path_factory.mktemp("dev") / "CIRCUITPY")
    build_device.build(out, quiet=True)
    return vm, out


def run_vm(vm, cwd, args, heap=HEAP):
    r = subprocess.run(
        [vm, "-X", "heapsize=" + heap] + args, cwd=cwd, capture_output=True, text=True, timeout=600
    )
    return r.returncode, r.stdout, r.stderr


def deal_lines(text):
    return [json.loads(x) for x in text.splitlines() if x.startswith("{") and '"seed"' in x]


@pytest.mark.slow
@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_build_autoplays_each_game_as_cpython_does(device_tree, gid):
    vm, tree = device_tree
    assert not os.path.exists(os.path.join(tree, "engine", "autoplay.py"))  # bytecode only
    n = str(DEALS[gid])
    rc, out, err = run_vm(vm, tree, ["-m", "engine.autoplay", gid, n, "1"])
    assert rc == 0, out[-500:] + err[-1500:]
    on_board = deal_lines(out)
    assert len(on_board) == DEALS[gid]
    r = subprocess.run(
        [sys.executable, "-m", "engine.autoplay", gid, n, "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert on_board == deal_lines(r.stdout)


APP = """
import os, sys
sys.path.insert(0, '.')
from engine.game import GAME_IDS
from engine.ui.app import App
from engine.ui.screens import press
from hal.storage import FileStorage
G = sys.argv[1]
i = list(GAME_IDS).index(G)
app = App(FileStorage(sys.argv[2]), seed_source=lambda: 7)
# title -> game list -> the game -> New game -> options -> Start
press(app, ['A'] + ['DOWN'] * i + ['A', 'A', 'A'])
g = app.game
assert g is not None and g.ID == G, 'no %s deal' % G
moves = 0
for _ in range(60):  # bounded: a stuck deal fails here, it does not hang the test
    g = app.game
    if moves == 3 or g.over():
        break
    if g.to_move() == 0:
        play = app.play
        play.act(g.legal_actions()[0])  # through the play screen, as its keys do
        if app.play is play:
            play.reset()
        moves += 1
        press(app, [])
    else:
        press(app, ['A'])  # a screen between turns (Travfuda's draw for first player)
assert moves == 3 and not g.over(), 'stuck after %d moves, seat %r to move' % (moves, g.to_move())
log = list(g.log)
app.save()
app.game_menu()
press(app, ['A'])  # Continue
assert app.game.log == log, 'continue lost moves'
print('screen', str(app.draw()).split(chr(10))[0])
print('ok', G, len(log), sorted(os.listdir(sys.argv[2])))
"""


@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_build_runs_the_whole_app_and_saves_on_its_own_storage(device_tree, gid, tmp_path):
    vm, tree = device_tree
    data = tmp_path / "drive"
    data.mkdir()
    rc, out, err = run_vm(
        vm,
        tree,
        ["-c", APP.replace("sys.argv[1]", repr(gid)).replace("sys.argv[2]", repr(str(data)))],
        APP_HEAP.get(gid, HEAP),
    )
    assert rc == 0, out[-500:] + err[-1500:]
    assert ("ok %s" % gid) in out
    saved = [f for _b, _d, files in os.walk(data) for f in files]
    assert any(gid in f for f in saved), saved


CRASH = """
import sys
sys.path.insert(0, '.')
import device_main
from hal import crashlog
from hal.storage import FileStorage
try:
    import engine.no_such_module
except ImportError as e:
    text = device_main.crash_text(None, e, 1500)
print(text)
print('logged', crashlog.append(FileStorage(DRIVE), text))
"""


def test_the_builds_crash_log_entry_on_the_board(device_tree, tmp_path):
    # device_main and hal.crashlog as .mpy on the board's VM: the entry a failed start writes
    vm, tree = device_tree
    assert os.path.exists(os.path.join(tree, "device_main.mpy"))
    rc, out, err = run_vm(vm, tree, ["-c", CRASH.replace("DRIVE", repr(str(tmp_path)))])
    assert rc == 0, out[-500:] + err[-1500:]
    log = (tmp_path / "crash.txt").read_text()
    assert log.startswith("== crash after 1 s on circuitpython 10.2.1\n")
    assert "error: ImportError: no module named 'engine.no_such_module'" in log
    assert "game: none (at start-up)" in log and "logged True" in out
