# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The command line and the terminal never give a traceback.

What the simulator reads, each with bad values below:

* options: ``--game --seed --options --headless --terminal --window --autoplay --keys
  --dump --screenshot --scale --games --levels --json``
* environment: ``PSCARDS_DATA`` (and ``HOME``, where it defaults), ``PSCARDS_SCALE``,
  ``SDL_VIDEODRIVER``, ``DISPLAY`` / ``WAYLAND_DISPLAY``
* ``micropython -m engine.autoplay GAME COUNT [FIRST] [OPTS] [LEVELS]``

A bad value must give exactly one line on stderr, a non-zero exit status, no traceback
and nothing on stdout.
"""

import json
import os
import signal
import subprocess
import sys
import termios
import threading
import time

import pytest
from helpers import ROOT, micropython

from hal.storage import FileStorage
from hal.terminal import Terminal


def sim(*args, env=None, stdin="", timeout=60):
    """``python -m sim ARGS`` with no display by default; ``env`` entries set or (None) unset."""
    e = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"
    )
    for k in ("DISPLAY", "WAYLAND_DISPLAY", "PSCARDS_SCALE"):
        e.pop(k, None)
    for k, v in (env or {}).items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    return subprocess.run(
        [sys.executable, "-m", "sim", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        input=stdin,
        timeout=timeout,
        env=e,
    )


def assert_refused(r, *words):
    """One line on stderr naming ``words``, non-zero status, no traceback, no output."""
    assert r.returncode != 0, r.stdout
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip("\n").split("\n")
    assert len(lines) == 1, r.stderr
    for w in words:
        assert w in lines[0], lines[0]
    assert r.stdout == ""


@pytest.fixture
def data(tmp_path):
    """A fresh folder for saves, as PSCARDS_DATA."""
    d = tmp_path / "data"
    d.mkdir()
    return str(d)


HEAD = ("--headless", "--game", "farsky")
AUTO = ("--autoplay", "--game", "packnstack")

BAD_ARGS = [
    # --game
    (("--game", "nosuch"), "invalid choice"),
    (("--headless", "--game"), "--game"),
    # --seed
    (HEAD + ("--seed", "abc"), "--seed"),
    (HEAD + ("--seed", "-1"), "0..999999"),
    (HEAD + ("--seed", "1000000"), "0..999999"),
    (HEAD + ("--seed", "1.5"), "--seed"),
    (("--headless", "--seed", "3"), "needs --game"),
    (AUTO + ("--seed", "999999", "--games", "2"), "run past deal 999999"),
    # --options
    (HEAD + ("--options", "abc"), "option 1 (pair)"),
    (HEAD + ("--options", "9,9,9"), "option 1 (pair) must be 0..2"),
    (HEAD + ("--options", "x"), "--options"),
    (HEAD + ("--options", "0,0,7"), "option 3 (cascade) must be 0..1"),
    (HEAD + ("--options", "0,0,0,0"), "has 3 options, not 4"),
    (HEAD + ("--options", "-1"), "option 1"),
    (HEAD + ("--options", ","), "option 1"),
    (("--headless", "--options", "0"), "needs --game"),
    (AUTO + ("--options", "9"), "option 1"),
    # the modes
    (("--terminal", "--window"), "not allowed with"),
    (("--headless", "--autoplay", "--game", "farsky"), "not allowed with"),
    (("--autoplay",), "--autoplay needs --game"),
    (("--window",), "draws no window", "--terminal"),
    # --keys, --dump, --screenshot, --scale
    (HEAD + ("--keys", "A FOO"), "unknown keys: FOO"),
    (("--keys", "A"), "--keys works only with --headless"),
    (("--dump",), "--dump works only with --headless"),
    (("--screenshot", "x.png"), "--screenshot works only with --headless"),
    (HEAD + ("--screenshot", "/nonexistent-folder/x.png"), "no folder"),
    (HEAD + ("--screenshot", "x.txt"), "must end in .png"),
    (HEAD + ("--screenshot", "/proc/pscards.png"), "cannot write"),
    (HEAD + ("--scale", "-2", "--screenshot", "x.png"), "--scale", "1..16"),
    (HEAD + ("--scale", "0"), "1..16"),
    (HEAD + ("--scale", "abc"), "--scale"),
    (HEAD + ("--scale", "99"), "1..16"),
    (("--terminal", "--scale", "2"), "--scale is for"),
    # --games, --levels, --json
    (AUTO + ("--games", "0"), "--games", "1..1000000"),
    (AUTO + ("--games", "-3"), "--games"),
    (AUTO + ("--games", "abc"), "--games"),
    (AUTO + ("--games", "1000001"), "--games"),
    (AUTO + ("--levels", "5"), "seat 1's level must be 0..2"),
    (AUTO + ("--levels", "x"), "seat 1's level"),
    (AUTO + ("--levels", "0,0,0"), "2 seats, not 3 levels"),
    (("--autoplay", "--game", "farsky", "--levels", "1"), "must be 0,"),
    (("--levels", "0"), "--levels works only with --autoplay"),
    (("--games", "3"), "--games works only with --autoplay"),
    (("--json",), "--json works only with --autoplay"),
    # not an option at all
    (("--frobnicate",), "unrecognized arguments"),
]


@pytest.mark.parametrize("args", BAD_ARGS, ids=[" ".join(a[0]) for a in BAD_ARGS])
def test_bad_option_is_one_line(args, data, tmp_path):
    argv, words = args[0], args[1:]
    argv = [str(tmp_path / a) if a == "x.png" else a for a in argv]
    r = sim(*argv, env={"PSCARDS_DATA": data})
    assert_refused(r, *words)
    assert not (tmp_path / "x.png").exists()


def _file(tmp_path):
    f = tmp_path / "afile"
    f.write_text("not a folder")
    return str(f)


BAD_ENV = [
    # PSCARDS_DATA: a file, below a file, where nothing can be written
    ("PSCARDS_DATA=file", lambda t: {"PSCARDS_DATA": _file(t)}, ("--terminal",), "is not a folder"),
    (
        "PSCARDS_DATA=file/sub",
        lambda t: {"PSCARDS_DATA": _file(t) + "/sub"},
        ("--terminal",),
        "cannot keep saves",
    ),
    (
        "PSCARDS_DATA=/proc",
        lambda t: {"PSCARDS_DATA": "/proc"},
        ("--terminal",),
        "cannot keep saves",
    ),
    (
        "PSCARDS_DATA=/proc/x",
        lambda t: {"PSCARDS_DATA": "/proc/pscards"},
        ("--terminal",),
        "cannot keep saves",
    ),
    (
        "HOME=file",
        lambda t: {"PSCARDS_DATA": None, "HOME": _file(t)},
        ("--terminal",),
        "cannot keep saves",
    ),
    # PSCARDS_SCALE, read for a window
    ("PSCARDS_SCALE=abc", lambda t: {"PSCARDS_SCALE": "abc"}, ("--window",), "PSCARDS_SCALE"),
    ("PSCARDS_SCALE=0", lambda t: {"PSCARDS_SCALE": "0"}, ("--window",), "1..16"),
    ("PSCARDS_SCALE=-2", lambda t: {"PSCARDS_SCALE": "-2"}, ("--window",), "1..16"),
    ("PSCARDS_SCALE=1e9", lambda t: {"PSCARDS_SCALE": "1000000000"}, ("--window",), "1..16"),
    # SDL_VIDEODRIVER: a window nobody sees, or a driver that does not exist
    (
        "SDL_VIDEODRIVER=dummy",
        lambda t: {"DISPLAY": ":0"},
        ("--window",),
        "SDL_VIDEODRIVER=dummy draws no window",
        "--terminal",
    ),
    (
        "SDL_VIDEODRIVER=offscreen",
        lambda t: {"DISPLAY": ":0", "SDL_VIDEODRIVER": "offscreen"},
        ("--window",),
        "draws no window",
    ),
    (
        "SDL_VIDEODRIVER=garbage",
        lambda t: {"DISPLAY": ":0", "SDL_VIDEODRIVER": "garbage"},
        ("--window",),
        "cannot open a window",
        "--terminal",
    ),
    (
        "SDL_VIDEODRIVER=garbage, no mode",
        lambda t: {"DISPLAY": ":0", "SDL_VIDEODRIVER": "garbage"},
        (),
        "cannot open a window",
    ),
    # DISPLAY / WAYLAND_DISPLAY unset: --window would run invisibly
    (
        "DISPLAY unset",
        lambda t: {"SDL_VIDEODRIVER": None},
        ("--window",),
        "no display here",
        "--terminal",
    ),
    (
        "DISPLAY set to nothing",
        lambda t: {"SDL_VIDEODRIVER": None, "DISPLAY": "", "WAYLAND_DISPLAY": ""},
        ("--window",),
        "no display here",
    ),
]


@pytest.mark.parametrize("case", BAD_ENV, ids=[c[0] for c in BAD_ENV])
def test_bad_environment_is_one_line(case, data, tmp_path):
    _, env, argv, *words = case
    e = {"PSCARDS_DATA": data}
    e.update(env(tmp_path))
    r = sim(*argv, env=e)
    assert_refused(r, *words)


BAD_AUTOPLAY = [
    ((), "usage"),
    (("farsky",), "usage"),
    (("nosuch", "3"), "unknown game 'nosuch'"),
    (("farsky", "x"), "COUNT must be a whole number"),
    (("farsky", "-3"), "at least 1"),
    (("farsky", "0"), "at least 1"),
    (("farsky", "2", "abc"), "FIRST_SEED"),
    (("farsky", "2", "-1"), "0..999999"),
    (("farsky", "2", "999999"), "run past"),
    (("farsky", "1", "1", "9,9,9"), "option 1 (pair)"),
    (("farsky", "1", "1", "x"), "option 1"),
    (("farsky", "1", "1", "0,0,0,0"), "3 options, not 4"),
    (("packnstack", "1", "1", "-", "7"), "seat 1's level"),
    (("packnstack", "1", "1", "-", "0,0,0"), "2 seats"),
    (("farsky", "1", "1", "-", "-", "extra"), "usage"),
]


@pytest.mark.parametrize("argv", BAD_AUTOPLAY, ids=[" ".join(a[0]) or "none" for a in BAD_AUTOPLAY])
def test_micropython_autoplay_bad_arguments(argv):
    r = subprocess.run(
        [micropython(), "-X", "heapsize=256K", "-m", "engine.autoplay", *argv[0]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert_refused(r, argv[1])
    assert r.returncode == 2


# -- the good cases still work -----------------------------------------------------------


def test_good_values_still_work(data, tmp_path):
    png = tmp_path / "shot.png"
    r = sim(
        *HEAD,
        "--seed",
        "7",
        "--options=-,1",
        "--keys",
        "a a",
        "--dump",
        "--screenshot",
        str(png),
        "--scale",
        "2",
    )
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert r.stdout.split("\n")[0].startswith("Farsky #7")
    import pygame

    assert pygame.image.load(str(png)).get_size() == (256, 128)
    r = sim(*AUTO, "--games", "2", "--levels", "0", "--seed", "999998", "--json")
    assert r.returncode == 0, r.stderr
    assert [json.loads(x)["seed"] for x in r.stdout.split("\n")[:2]] == [999998, 999999]
    r = sim("--terminal", env={"PSCARDS_DATA": data}, stdin="zq")
    assert r.returncode == 0 and "Choose a game" in r.stdout, r.stderr


def test_levels_are_level_indexes():
    """``--levels`` gives each seat the level of that index (navigator compares names)."""
    from engine.ai import navigator
    from engine.autoplay import levels_for

    assert levels_for(navigator, "2,-,0", 4) == ["hard", None, "easy", None]
    assert levels_for(navigator, "-", 4) is None


def test_autoplay_counts_are_refused_not_printed_as_negative():
    r = sim("--autoplay", "--game", "farsky", "--games", "-3")
    assert_refused(r, "--games")
    assert "%" not in r.stdout


# -- deal 0 is deal 0 everywhere -----------------------------------------------------------


def _board(text, title):
    """The two rows from the title on, in a screen printed by the headless or terminal mode."""
    import re

    text = re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", text)  # the terminal's reverse video
    rows = [line.strip("│") for line in text.split("\n")]
    i = [k for k, line in enumerate(rows) if line.startswith(title)][-1]
    return rows[i : i + 3]


def test_seed_zero_is_the_same_deal_in_every_mode(data):
    head = sim(*HEAD, "--seed", "0", "--dump")
    term = sim("--terminal", "--game", "farsky", "--seed", "0", env={"PSCARDS_DATA": data})
    auto = sim("--autoplay", "--game", "farsky", "--seed", "0", "--games", "1", "--json")
    assert head.returncode == term.returncode == auto.returncode == 0
    assert _board(head.stdout, "Farsky #0") == _board(term.stdout, "Farsky #0")
    one = sim(*HEAD, "--seed", "1", "--dump")
    assert _board(one.stdout, "Farsky #1")[1:] != _board(head.stdout, "Farsky #0")[1:]
    from engine.autoplay import json_line, load_ai, play
    from engine.game import load_game

    deal0 = json_line(play(load_game("farsky"), load_ai("farsky"), 0))
    assert auto.stdout.split("\n")[0] == deal0 and '"seed":0' in deal0


# -- the terminal reader ----------------------------------------------------------------------


class Clock:
    """A clock the test moves by hand."""

    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


@pytest.fixture
def reader():
    """A Terminal reading a pipe (``feed(bytes)``) with a hand-moved clock."""
    import io

    r, w = os.pipe()
    clock = Clock()
    term = Terminal(None, out=io.StringIO(), fd=r, clock=clock)
    term.feed = lambda b: os.write(w, b)
    term.clock_ = clock
    term.close_input = lambda: os.close(w)
    yield term
    os.close(r)
    try:
        os.close(w)
    except OSError:
        pass


def test_a_burst_of_arrows_is_read_whole(reader):
    burst = b"\x1b[B" * 20 + b"\x1b[A" * 20 + b"\x1b[C\x1b[D"  # 126 bytes in one write
    reader.feed(burst)
    assert reader.keys() == ["DOWN"] * 20 + ["UP"] * 20 + ["RIGHT", "LEFT"]


def test_an_escape_cut_between_reads_is_one_arrow(reader):
    for cut in (b"\x1b", b"\x1b[", b"\x1b[1;5"):
        reader.feed(b"z" + cut)
        assert reader.keys() == ["A"]  # the ESC waits for the rest
        reader.clock_.t += 0.01
        reader.feed(b"\x1b[B"[len(cut) :] if len(cut) < 3 else b"B")
        assert reader.keys() == ["DOWN"]


def test_a_lone_escape_is_b_after_a_short_wait(reader):
    reader.feed(b"\x1b")
    assert reader.keys() == []
    reader.clock_.t += 0.05
    assert reader.keys() == []
    reader.clock_.t += 0.05
    assert reader.keys() == ["B"]
    assert reader.keys() == []


def test_escape_then_a_key_is_b_then_the_key(reader):
    reader.feed(b"\x1bz\x1bx\x1bOA\x7f \r")
    assert reader.keys() == ["B", "A", "B", "B", "UP", "B", "A", "A"]


def test_unknown_sequences_are_skipped_whole(reader):
    reader.feed(b"\x1b[15~\x1b[1;5Cz\x1b[Z")  # F5, Ctrl+Right, z, Shift+Tab
    assert reader.keys() == ["RIGHT", "A"]


def test_q_quits_and_end_of_input_quits_after_the_last_keys(reader):
    reader.feed(b"z\x1b")
    reader.close_input()
    assert reader.keys() == ["A", "B"]  # a cut ESC at the end of the input is B
    with pytest.raises(SystemExit):
        reader.keys()


def test_q_quits_after_the_keys_before_it(reader):
    reader.feed(b"zqz")
    assert reader.keys() == ["A"]
    with pytest.raises(SystemExit):
        reader.keys()


# -- SIGTERM and SIGHUP in the terminal -------------------------------------------------------


def _expected_moves(keys):
    from engine.ui.screens import press
    from hal.headless import MemoryStorage
    from sim.__main__ import jump, make_app

    app = make_app(MemoryStorage())
    jump(app, "farsky", 5)
    press(app, keys)
    return app.game.played()


class Pty:
    """``python -m sim --terminal ...`` on a pseudo-terminal; the screen is read as it comes."""

    def __init__(self, data, *args):
        self.master, self.slave = os.openpty()
        self.before = termios.tcgetattr(self.slave)
        env = dict(os.environ, PSCARDS_DATA=data, TERM="xterm")
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sim", "--terminal", *args],
            cwd=ROOT,
            stdin=self.slave,
            stdout=self.slave,
            stderr=self.slave,
            env=env,
            start_new_session=True,
        )
        self.out = b""
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()

    def _drain(self):
        while True:
            try:
                b = os.read(self.master, 4096)
            except OSError:
                return
            if not b:
                return
            self.out += b

    def wait_for(self, text, timeout=30, since=0):
        """Wait until ``text`` has been drawn after byte ``since`` of the output; fail
        (showing the output's end) when it is not within ``timeout`` seconds."""
        t = time.monotonic() + timeout
        while text.encode() not in self.out[since:]:
            assert time.monotonic() < t, self.out[-400:]
            time.sleep(0.05)

    def close(self):
        """Stop whatever is left."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_signal_saves_and_restores_the_terminal(sig, data):
    keys = ["A", "A", "A"]
    moves = _expected_moves(keys)
    assert 0 < moves < 10  # under the autosave interval: only the signal can save them
    p = Pty(data, "--game", "farsky", "--seed", "5")
    try:
        p.wait_for("Farsky #5")
        assert not termios.tcgetattr(p.slave)[3] & termios.ECHO  # cbreak: no echo
        for _ in keys:
            # one key at a time: keys that come together are drawn as one frame, and
            # the frame after a move says the move was made before the signal comes
            before = len(p.out)
            os.write(p.master, b"z")
            p.wait_for("Farsky #5", since=before)
        p.proc.send_signal(sig)
        assert p.proc.wait(timeout=30) == 128 + sig
        after = termios.tcgetattr(p.slave)
        assert after[3] & termios.ECHO and after[3] & termios.ICANON
        assert after == p.before
        assert b"Traceback" not in p.out
    finally:
        p.close()
    from engine import save
    from engine.games.farsky import GAME

    g = save.loads(FileStorage(data).read("save_farsky.txt"), GAME)
    assert g.seed == 5 and g.played() == moves


def test_hangup_saves_when_the_terminal_is_gone(data):
    p = Pty(data, "--game", "farsky", "--seed", "5")
    try:
        p.wait_for("Farsky #5")
        for _ in range(2):  # each move drawn before the next key (as above)
            before = len(p.out)
            os.write(p.master, b"z")
            p.wait_for("Farsky #5", since=before)
        p.proc.send_signal(signal.SIGHUP)
        os.close(p.master)  # the window closed: writes to the terminal now fail
        assert p.proc.wait(timeout=30) == 128 + signal.SIGHUP
    finally:
        p.close()
    from engine import save
    from engine.games.farsky import GAME

    g = save.loads(FileStorage(data).read("save_farsky.txt"), GAME)
    assert g.played() == _expected_moves(["A", "A"])


def test_window_q_quits():
    """Q closes the window as it quits the terminal (it used to be ignored)."""
    code = (
        "import os, pygame\n"
        "from engine.ui.font import FONT\n"
        "from hal.desktop import Desktop\n"
        "from hal.headless import MemoryStorage\n"
        "d = Desktop(FONT, MemoryStorage(), scale=1)\n"
        "pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q))\n"
        "try:\n    d.keys()\nexcept SystemExit:\n    print('quit')\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60, env=env
    )
    assert r.stdout.strip().endswith("quit"), r.stderr


BAD_TOOL_ARGS = [
    ("measure_travfuda.py", "abc"),
    ("measure_travfuda.py", "5", "1", "9"),
    ("measure_packnstack.py", "x"),
    ("measure_packnstack.py", "bench", "-1"),
    ("measure_packnstack.py", "digest", "0"),
    ("measure_navigator.py", "0"),
    ("measure_navigator.py", "5", "7"),
    ("measure_onslaught.py", "play", "x"),
    ("measure_onslaught.py", "waves", "0"),
    ("winnable_onslaught.py", "solve", "a", "b"),
]


@pytest.mark.parametrize("argv", BAD_TOOL_ARGS, ids=[" ".join(a) for a in BAD_TOOL_ARGS])
def test_measurement_tools_refuse_bad_counts_in_one_line(argv):
    r = subprocess.run(
        [sys.executable, os.path.join("tools", argv[0]), *argv[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert_refused(r, "must be a whole number")
    assert r.returncode == 2


def test_a_window_that_cannot_open_leaves_the_saved_deal_alone(data):
    r = sim("--terminal", "--game", "farsky", "--seed", "5", env={"PSCARDS_DATA": data})
    assert r.returncode == 0, r.stderr
    r = sim(
        "--window",
        "--game",
        "farsky",
        "--seed",
        "9",
        env={"PSCARDS_DATA": data, "DISPLAY": ":0", "SDL_VIDEODRIVER": "garbage"},
    )
    assert_refused(r, "cannot open a window")
    from engine import save
    from engine.games.farsky import GAME

    assert save.loads(FileStorage(data).read("save_farsky.txt"), GAME).seed == 5
