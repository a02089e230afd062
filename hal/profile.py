# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.profile`
=============

The board profile: which pins the display and the six buttons are on, read from
``settings.toml`` (CircuitPython's ``os.getenv``). ``PSC_BOARD`` names the profile;
its keys carry that name as a prefix (``PICO_SDA``, ``FEATHER_SDA``...), so every
profile stays written out in the file and switching is one line.

Nothing here touches hardware: pins are looked up by name on the ``board``
module given, so the parsing is tested on CPython. Every problem becomes one
readable line in ``Profile.errors`` (shown on the serial console and, when the
display part is usable, on the screen).
"""

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")  # keypad key numbers 0..5, in this order
DRIVERS = ("SSD1306", "SH1106")
ADDRESSES = (0x3C, 0x3D)

# Timings (global keys, milliseconds unless named _S): (key, default, minimum, maximum)
TIMINGS = (
    ("PSC_DIM_S", 30, 0, 3600),  # dim after this long without a key (0: never)
    ("PSC_SLEEP_S", 120, 0, 36000),  # display off after this long (0: never)
    ("PSC_REPEAT_DELAY_MS", 400, 100, 2000),  # d-pad held: first repeat after
    ("PSC_REPEAT_MS", 120, 30, 1000),  # then one more press every
)


# RP2350 erratum E9 (A2 stepping): a pin with its internal pull-down can latch near
# 2.2 V once driven high, so a button wired to 3V3 keeps reading "pressed" after release.
E9 = (
    '%s_PULL = "DOWN" on an RP2350: its internal pull-downs can latch a released '
    'button as held (erratum E9). Wire the buttons to GND with PULL = "UP", or add '
    "8.2k pull-down resistors."
)


class Profile:
    """The parsed settings. ``errors`` lists what is wrong (empty: all good)."""

    def __init__(self):
        self.name = None
        self.errors = []
        self.warnings = []  # worth saying on the console, not worth stopping for
        self.display_ok = False  # the display part is usable (an error can be shown on it)
        self.sda = self.scl = None
        self.sda_name = self.scl_name = ""
        self.i2c_hz = 400000
        self.driver = "SSD1306"
        self.address = 0x3C
        self.rotation = 0
        self.colstart = 2  # SH1106 only: its RAM is 132 columns wide
        self.displayio = False  # PSC_DISPLAYIO = 1: draw through displayio, not hal.pages
        self.pins = []  # button pins in KEYS order
        self.pin_names = []
        self.pull_up = True  # buttons wired to GND (internal pull-ups)
        self.usb_key = "B"  # held at start-up: the drive stays writable for the computer
        self.dim_ms = 30000
        self.sleep_ms = 120000
        self.repeat_delay_ms = 400
        self.repeat_ms = 120


def _int(value):
    """An int from settings (int, or text like "400000" / "0x3C"); None if it is not one."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str):
        return None
    s = value.strip().lower()
    try:
        return int(s[2:], 16) if s.startswith("0x") else int(s)
    except ValueError:
        return None


def load(getenv, board, machine=""):
    """Read the profile named by ``PSC_BOARD`` with ``getenv`` (``os.getenv``); pins from ``board``.

    ``machine``: ``os.uname().machine`` ("Raspberry Pi Pico 2 with rp2350a"), for the
    chip's errata. Never raises for bad settings: the problems are in ``Profile.errors``.
    """
    p = Profile()
    name = getenv("PSC_BOARD")
    if not name or not isinstance(name, str):
        p.errors.append('settings.toml: PSC_BOARD missing (e.g. PSC_BOARD = "PICO")')
        return p
    p.name = name.strip().upper()
    r = _Reader(getenv, board, p.name, p.errors)
    _display(r, p)
    _buttons(r, p, machine)
    _global_keys(getenv, p)
    return p


class _Reader:
    """Reads one profile's keys (``<NAME>_<KEY>``), each problem a line in ``err``."""

    def __init__(self, getenv, board, name, err):
        self.getenv = getenv
        self.board = board
        self.name = name
        self.err = err
        self.used = []  # type: list[tuple[str, object]]  # (key, pin): a pin used twice

    def text(self, key, example):
        """The key's value, or None (said) when it is missing or empty."""
        name = self.name
        v = self.getenv(name + "_" + key)
        if v is None or v == "":
            self.err.append(
                "settings.toml: %s_%s missing (e.g. %s_%s = %s)" % (name, key, name, key, example)
            )
            return None
        return v

    def pin(self, key, example):
        """(the board's pin object or None, the pin's name) of a pin key."""
        name, err = self.name, self.err
        v = self.text(key, example)
        if v is None:
            return None, ""
        if not isinstance(v, str):
            err.append("%s_%s must be a pin name in quotes, e.g. %s" % (name, key, example))
            return None, ""
        pname = v.strip()
        if pname.startswith("board."):
            pname = pname[6:]
        obj = getattr(self.board, pname, None)
        if obj is None:
            err.append(
                '%s_%s = "%s": no such pin on %s'
                % (name, key, pname, getattr(self.board, "board_id", "board"))
            )
            return None, pname
        for other_key, other in self.used:
            if other is obj:
                err.append("%s_%s and %s_%s are both pin %s" % (name, other_key, name, key, pname))
        self.used.append((key, obj))
        return obj, pname

    def number(self, key, default, allowed=None, lo=None, hi=None):
        """A whole-number key: one of ``allowed`` or in lo..hi; ``default`` when absent or bad."""
        name = self.name
        v = self.getenv(name + "_" + key)
        if v is None:
            return default
        n = _int(v)
        if n is None or (allowed and n not in allowed) or (lo is not None and not lo <= n <= hi):
            want = (
                "one of " + ", ".join([_show(a, key) for a in allowed])
                if allowed
                else "%d..%d" % (lo, hi)
            )
            self.err.append("%s_%s = %s: must be %s" % (name, key, _show(v, key), want))
            return default
        return n


def _display(r, p):
    """The display's bus, driver and placement; ``p.display_ok`` if all of it is usable."""
    before = len(p.errors)
    p.sda, p.sda_name = r.pin("SDA", '"GP4"')
    p.scl, p.scl_name = r.pin("SCL", '"GP5"')
    p.i2c_hz = r.number("I2C_HZ", 400000, lo=10000, hi=1000000)
    drv = r.getenv(r.name + "_OLED")
    if drv is not None:
        drv = str(drv).strip().upper()
        if drv not in DRIVERS:
            p.errors.append('%s_OLED = "%s": must be "SSD1306" or "SH1106"' % (r.name, drv))
            drv = None
    p.driver = drv or "SSD1306"
    p.address = r.number("OLED_ADDR", 0x3C, allowed=ADDRESSES)
    p.rotation = r.number("ROTATION", 0, allowed=(0, 180))  # the 21 x 8 screen is landscape
    p.colstart = r.number("OLED_COLSTART", 2, lo=0, hi=4)
    p.display_ok = len(p.errors) == before


def _buttons(r, p, machine):
    """The six buttons' pins and their pull direction (with the RP2350's erratum)."""
    examples = ('"GP10"', '"GP11"', '"GP12"', '"GP13"', '"GP14"', '"GP15"')
    for key, ex in zip(KEYS, examples):
        obj, pname = r.pin(key, ex)
        p.pins.append(obj)
        p.pin_names.append(pname)
    pull = r.getenv(r.name + "_PULL")
    pull = "UP" if pull is None else str(pull).strip().upper()
    if pull not in ("UP", "DOWN"):
        p.errors.append(
            '%s_PULL = "%s": must be "UP" (buttons to GND) or "DOWN" (to 3V3)' % (r.name, pull)
        )
    p.pull_up = pull != "DOWN"
    if not p.pull_up and "rp2350" in machine.lower():
        p.warnings.append(E9 % r.name)


def _global_keys(getenv, p):
    """The keys of every profile: the USB key, the drawing path and the timings."""
    err = p.errors
    usb = getenv("PSC_USB_KEY")
    if usb is not None:
        usb = str(usb).strip().upper()
        if usb not in KEYS:
            err.append('PSC_USB_KEY = "%s": must be one of %s' % (usb, " ".join(KEYS)))
        else:
            p.usb_key = usb
    vals = []
    for key, default, lo, hi in TIMINGS:
        v = getenv(key)
        n = default if v is None else _int(v)
        if n is None or not lo <= n <= hi:
            err.append("%s = %s: must be a whole number %d..%d" % (key, v, lo, hi))
            n = default
        vals.append(n)
    v = getenv("PSC_DISPLAYIO")
    if v is not None:
        n = _int(v)
        if n not in (0, 1):
            err.append("PSC_DISPLAYIO = %s: must be 0 (page writes) or 1 (displayio)" % v)
        p.displayio = n == 1
    p.dim_ms = vals[0] * 1000
    p.sleep_ms = vals[1] * 1000
    p.repeat_delay_ms = vals[2]
    p.repeat_ms = vals[3]


def _show(v, key):
    if key == "OLED_ADDR" and isinstance(v, int):
        return "0x%X" % v
    return str(v)


def usb_key_pin(getenv, board):
    """(pin, pull_up) of the button that keeps the drive writable for USB (boot.py), or None."""
    p = load(getenv, board)
    i = KEYS.index(p.usb_key)
    pin = p.pins[i] if i < len(p.pins) else None
    return None if pin is None else (pin, p.pull_up)
