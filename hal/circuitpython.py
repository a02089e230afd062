# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.circuitpython`
===================

The device's I/O: a 128 x 64 SSD1306 (or SH1106) OLED on I2C, written page by page
(``hal.pages``; or through displayio, ``PSC_DISPLAYIO = 1``), six buttons through
``keypad.Keys``, the clock. Only I/O lives here: the program
that ``code.py`` runs (settings, the app, the error screens) is ``device_main``.
The device opens with nothing of the engine imported but the font (glyph data) and
the frame (``engine.ui.frame``, their pixels), and :meth:`Device.text` shows plain
lines without the engine's screens, so an error in importing the engine can still be
shown.

Power care: the screen dims after ``PSC_DIM_S`` without a key and switches off
after ``PSC_SLEEP_S`` (the game is saved first). A key on a dimmed screen acts
as usual (the screen was readable); a key on a dark screen only wakes it.

* Software and Dependencies: CircuitPython 9 or 10 (8.x works through
  ``hal/compat``); with displayio, ``adafruit_displayio_ssd1306`` (or
  ``adafruit_displayio_sh1106``)
"""

import time

from hal.profile import KEYS

WIDTH = 128
HEIGHT = 64
BRIGHT = (0.15, 0.5, 1.0)  # the settings' low / mid / high
DIM = 0.0  # the OLED's lowest contrast: still readable in a dark room
DPAD = 4  # key numbers below this repeat while held
B_KEY = KEYS.index("B")  # B: a short press is "B" (on release), a hold is "HINT"
HOLD_MS = 500  # how long B is held for the one-press hint
POLL_MS = 2  # the main loop's wait looks for a press this often
_CELLS = 21 * 8  # the text grid: 21 columns, 8 rows of 6 x 8 glyphs


class DeviceError(Exception):
    """Hardware that does not answer as the settings say: the message says what to check."""


def _compat_path():
    """Folder with the CircuitPython 8 stand-ins for ``busdisplay`` & co."""
    f = __file__
    return (f[: f.rfind("/")] if "/" in f else "hal") + "/compat"


def bus_class():
    """The I2C display bus class: ``i2cdisplaybus`` (CircuitPython 9+) or ``displayio`` (8.x)."""
    try:
        from i2cdisplaybus import I2CDisplayBus

        return I2CDisplayBus
    except ImportError:
        import sys

        import displayio

        # 8.x: the current display drivers import busdisplay/fourwire/i2cdisplaybus,
        # which 8.x keeps inside displayio; small stand-ins in hal/compat map them.
        path = _compat_path()
        if path not in sys.path:
            sys.path.append(path)
        # ignored for mypy, not a stub mistake: 8.x's name, gone from the 10.x API checked here
        return displayio.I2CDisplay  # type: ignore[attr-defined]


def open_display(p, font=None):
    """The display of profile ``p``: a ``hal.pages.PagePanel`` drawing ``font``'s glyphs,
    or with ``p.displayio`` (or no ``font``) displayio's (auto-refresh off: we refresh
    per frame)."""
    import busio
    import displayio

    release = getattr(displayio, "release_displays", None)  # planned to go in a later release
    if release is not None:
        release()  # a display left from the last run holds the pins
    try:
        i2c = busio.I2C(p.scl, p.sda, frequency=p.i2c_hz)
    except (RuntimeError, ValueError) as e:
        raise DeviceError(
            "I2C on SDA %s, SCL %s: %s. Check the wiring and the pins."
            % (p.sda_name, p.scl_name, e)
        )
    if font is not None and not p.displayio:
        from hal.pages import PagePanel

        try:
            return PagePanel(i2c, p.address, font, p.driver, p.rotation, p.colstart)
        except OSError:  # nothing answers at the address: say what does
            i2c.unlock()
            _absent(i2c, p)
    try:
        # the core probes the address itself; the bus is scanned only to say what is there
        # (112 probes, which a Pico's port bit-bangs: about 100 ms of every start)
        bus = bus_class()(i2c, device_address=p.address)
    except ValueError:
        _absent(i2c, p)
    kw = {"width": WIDTH, "height": HEIGHT, "rotation": p.rotation, "auto_refresh": False}
    try:
        if p.driver == "SH1106":
            import adafruit_displayio_sh1106 as drv

            kw["colstart"] = p.colstart
            return drv.SH1106(bus, **kw)
        import adafruit_displayio_ssd1306 as drv

        return drv.SSD1306(bus, **kw)
    except ImportError as e:
        raise DeviceError("Library missing in lib/ (%s). Install it: see docs/DEVICE.md." % e)


def _absent(i2c, p):
    """Raise the error for a display that does not answer, naming what does."""
    found = _scan(i2c)
    i2c.deinit()
    seen = "nothing" if not found else ", ".join(["0x%X" % a for a in found])
    raise DeviceError(
        "No display at 0x%X on SDA %s, SCL %s (found: %s)."
        % (p.address, p.sda_name, p.scl_name, seen)
    )


def _scan(i2c):
    """Addresses that answer on the bus, or None if the bus cannot be scanned."""
    try:
        while not i2c.try_lock():
            pass
        try:
            return i2c.scan()
        finally:
            i2c.unlock()
    except (AttributeError, OSError, RuntimeError):
        return None


def open_keys(p):
    """``keypad.Keys`` for the six buttons (debounced by the core, 5 ms scan)."""
    import keypad

    # a press is seen within a scan: 5 ms (the six pins' scan is a few µs of the core's)
    return keypad.Keys(p.pins, value_when_pressed=not p.pull_up, pull=True, interval=0.005)


def ticks():
    """Milliseconds from the core's tick counter (wraps at 2**29)."""
    import supervisor

    return supervisor.ticks_ms()


def _us():
    """Microseconds from ``time.monotonic_ns`` (for PSC_TRACE = 2 only: a long int)."""
    return time.monotonic_ns() // 1000


class Device:
    """The device HAL: ``keys()``, ``show(frame)``, ``now()``, ``tick()``, ``storage``,
    ``brightness(level)``. ``display`` and ``keypad_keys`` are built from ``profile`` when
    not given. ``blank`` makes the empty frame :meth:`text` fills: the engine's
    ``Frame`` (``hal.pages`` draws a frame with its ``row_pixels``); without it a frame
    of cells alone, which only displayio can show."""

    def __init__(self, profile, storage, font, display=None, keypad_keys=None, blank=None):
        import keypad

        self.profile = profile
        self.storage = storage
        self.display = display if display is not None else open_display(profile, font)
        if hasattr(self.display, "root_group"):
            from hal.view import FrameView  # displayio's: tiles of the glyph sheet

            self.view = FrameView(font)
            self.display.root_group = self.view.group
        else:
            self.view = self.display  # hal.pages renders the frames itself
        self.blank = blank if blank is not None else _TextFrame
        self.buttons = keypad_keys if keypad_keys is not None else open_keys(profile)
        self._ev = keypad.Event()  # reused: no allocation per key
        self._last_tick = ticks()
        self._ms = 0  # our own millisecond count: the tick counter wraps
        self._input = 0  # time of the last press
        self._held = -1  # d-pad key held down (auto-repeat), or -1
        self._next = 0  # time of its next repeat
        self._b_down = -1  # B's press (ticks_ms, a hint when held), -1: up or already used
        self._bright = 1.0  # what the driver's init sequence set
        self.dimmed = False
        self.asleep = False
        self._stale = False  # a frame arrived while the screen was off
        self.on_sleep = None  # called before the screen goes dark (the app saves)
        self.sleep = time.sleep  # tests replace it by a fake clock
        self.frame_ms = 20
        self._loop = 0  # when the main loop's pass began (see tick)
        # settings.toml PSC_TRACE: 1, free heap on the console a frame; 2, where a press's
        # time went (see show)
        self.trace = 0
        self._t_key = -1  # PSC_TRACE = 2: when keys() handed out a press (µs), or -1
        self._keys_out = 0  # presses handed out so far (PSC_TRACE = 2)
        self._n_key = 0  # the number of the press ``_t_key`` is for
        self.started = 0  # PSC_TRACE: code.py's start (µs); the first frame says when

    # -- HAL calls -------------------------------------------------------------------------

    def now(self):
        """Milliseconds since start (monotonic, does not wrap)."""
        t = ticks()
        self._ms += (t - self._last_tick) & 0x1FFFFFFF
        self._last_tick = t
        return self._ms

    def keys(self):
        """Presses since the last call, d-pad repeats included; a waking press is dropped.

        B is reported when it is let go, or as "HINT" once held for ``HOLD_MS`` (the
        one-press hint; its release then says nothing more). How long B was held is
        read from the events' own timestamps: a press and its release that wait in the
        queue behind a long computation still tell a hold from a tap."""
        now = self.now()
        out = []
        ev = self._ev
        p = self.profile
        while self.buttons.events.get_into(ev):
            k = ev.key_number
            if not ev.pressed:
                if self._held == k:
                    self._held = -1
                if k == B_KEY and self._b_down >= 0:
                    held = (ev.timestamp - self._b_down) & 0x1FFFFFFF
                    # B up at exactly HOLD_MS is a tap, as when the loop saw it at once
                    out.append("HINT" if held > HOLD_MS else "B")
                    self._b_down = -1
                continue
            self._input = now
            if self.wake():
                continue  # the press only woke the screen (and never repeats)
            if k >= len(KEYS):
                continue
            if k == B_KEY:
                self._b_down = ev.timestamp  # B or HINT: decided by how long it is held
                continue
            out.append(KEYS[k])
            if k < DPAD:
                self._held = k
                self._next = now + p.repeat_delay_ms
        if self._b_down >= 0 and (ticks() - self._b_down) & 0x1FFFFFFF >= HOLD_MS:
            out.append("HINT")
            self._b_down = -1
            self._input = now
        k = self._held
        if k >= 0 and now >= self._next:
            out.append(KEYS[k])
            self._input = now
            self._next += p.repeat_ms  # a steady rhythm; after a long stall, start afresh
            if self._next <= now:
                self._next = now + p.repeat_ms
        if out and self.trace == 2:
            if self._t_key < 0:
                self._t_key = _us()
                self._n_key = self._keys_out + 1  # the first of these presses
            self._keys_out += len(out)
        return out

    def pending(self):
        """True when a press waits for ``keys()`` (a button's event, or B held long
        enough to be the hint): the app's work between frames stops early for it."""
        if self.buttons.events:
            return True
        return self._b_down >= 0 and (ticks() - self._b_down) & 0x1FFFFFFF >= HOLD_MS

    def show(self, frame):
        """Put a Frame on the screen (only the cells that changed are redrawn).

        With ``trace`` 2, the first frame after a press prints ``psc: press N A B C``: N
        the press's number (1, 2, ...), then in µs A from keys() handing out the press to
        this call (the app's answer and its frame), B the view's tile updates, C
        displayio's refresh with the bus transfer (synchronous on I2C)."""
        t0 = _us() if self._t_key >= 0 else 0
        self.view.show(frame)
        t1 = _us() if t0 else 0
        if self.asleep:
            self._stale = True
        else:
            self.display.refresh()
        if t0:
            print("psc: press %d %d %d %d" % (self._n_key, t0 - self._t_key, t1 - t0, _us() - t1))
            self._t_key = -1
        if self.started and self.trace:
            print("psc: first frame %d ms after code.py began" % ((_us() - self.started) // 1000))
            self.started = 0
        if self.trace == 1:
            import gc

            gc.collect()  # what stays live, not what is garbage yet
            free = getattr(gc, "mem_free", None)  # CPython (the fakes' tests) has none
            print("psc: free", free() if free else -1)

    def tick(self):
        """Power care, then wait for the next frame (longer while the screen is off): the
        rest of it after the loop's own work, none when that work took a frame or more (a
        review thinking while the player does runs slice after slice, and the keys are
        read between them). A press ends the wait: it is looked for every ``POLL_MS``,
        so it waits a few ms for the loop, not the rest of a frame."""
        now = self.now()
        self.care(now)
        end = self._loop + (self.frame_ms * 3 if self.asleep else self.frame_ms)
        queue = self.buttons.events
        while now < end and not queue:
            self.sleep(min(end - now, POLL_MS) / 1000)
            now = self.now()
        self._loop = now

    def brightness(self, level):
        """Set the settings' brightness level (0 low, 1 mid, 2 high)."""
        b = BRIGHT[level % len(BRIGHT)]
        if b != self._bright:
            self._bright = b
            if not self.dimmed and not self.asleep:
                self.display.brightness = b

    def text(self, lines, bars=(0,), marks=()):
        """Show plain ASCII ``lines`` (up to 8 of 21 characters; others read "?").

        Rows in ``bars`` are inverted across the screen, rows in ``marks`` over their
        text. Needs nothing of the engine but the font and the frame: the error screens
        use it."""
        fr = self.blank()
        cells = fr.cells
        inv = fr.inv
        for row in range(min(8, len(lines))):
            line = lines[row][:21]
            o = row * 21
            for i in range(len(line)):
                c = ord(line[i])
                cells[o + i] = c if 32 <= c <= 126 else 63
            n = 21 if row in bars else len(line) if row in marks else 0
            for i in range(n):
                inv[o + i] = 1
        self.show(fr)

    def panel(self, on):
        """Switch the panel on or off: the controller's display on/off command (0xAF /
        0xAE, the same on SSD1306 and SH1106), sent with an empty buffer. Not the
        drivers' ``sleep()``: adafruit_displayio_sh1106's sends a list, which the core's
        ``I2CDisplayBus.send(command, data)`` refuses (TypeError: it takes a buffer)."""
        self.display.bus.send(0xAF if on else 0xAE, b"")

    # -- power care --------------------------------------------------------------------------

    def care(self, now):
        """Dim, then darken the screen when no key came for a while."""
        idle = now - self._input
        p = self.profile
        if p.dim_ms and not self.dimmed and not self.asleep and idle >= p.dim_ms:
            self.dimmed = True
            self.display.brightness = DIM
        if p.sleep_ms and not self.asleep and idle >= p.sleep_ms:
            if self.on_sleep is not None:
                self.on_sleep()
            self.asleep = True
            self.panel(False)

    def wake(self):
        """Full brightness again; True if the screen was dark (the press only wakes it)."""
        was_dark = self.asleep
        if self.asleep:
            self.asleep = False
            self.panel(True)
            if self._stale:
                self._stale = False
                self.display.refresh()
        if self.dimmed or was_dark:
            self.dimmed = False
            self.display.brightness = self._bright
        return was_dark


class _TextFrame:
    """The least of a Frame that ``FrameView.show`` reads: spaces, nothing inverted
    (``hal.pages`` needs the engine's ``Frame``: ``Device(blank=...)``)."""

    head = None
    chart = None

    def __init__(self):
        self.cells = bytearray(b" " * _CELLS)
        self.inv = bytearray(_CELLS)


class NoKeys:
    """Stands in for the buttons while their settings are wrong."""

    class _Q:
        def get_into(self, ev):
            return False

        def __len__(self):
            return 0

    events = _Q()


def read_only():
    """True if CircuitPython may not write to its drive (see boot.py)."""
    try:
        import storage

        return bool(storage.getmount("/").readonly)
    except (ImportError, AttributeError, OSError):
        return False


def seed_source():
    """Fresh deal numbers: the board's random generator, else the clock."""
    import os

    try:
        return int.from_bytes(os.urandom(3), "big")
    except (AttributeError, NotImplementedError, OSError):
        return ticks()


def reload():
    """Restart the program (CircuitPython runs code.py again)."""
    import supervisor

    supervisor.reload()
