# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.circuitpython`
===================

The device: a 128 x 64 SSD1306 (or SH1106) OLED on I2C through displayio, six
buttons through ``keypad.Keys``, saves through ``hal.storage.FileStorage("/")``.
``main()`` is what ``code.py`` runs: it builds the device from the board profile
in ``settings.toml`` (``hal.profile``), runs the app, and turns any unexpected
error into an error screen, a crash log and a restart on A.

Power care: the screen dims after ``PSC_DIM_S`` without a key and switches off
after ``PSC_SLEEP_S`` (the game is saved first). A key on a dimmed screen acts
as usual (the screen was readable); a key on a dark screen only wakes it.

* Software and Dependencies: CircuitPython 9 or 10 (8.x works through
  ``hal/compat``), ``adafruit_displayio_ssd1306`` (or ``adafruit_displayio_sh1106``)
"""

import gc
import time

from hal.profile import KEYS

WIDTH = 128
HEIGHT = 64
BRIGHT = (0.15, 0.5, 1.0)  # the settings' low / mid / high
DIM = 0.0  # the OLED's lowest contrast: still readable in a dark room
DPAD = 4  # key numbers below this repeat while held
CRASH_LOG = "crash.txt"
CRASH_LOG_MAX = 4000  # characters kept in the crash log (the newest)


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


def open_display(p):
    """Build the displayio display of profile ``p`` (auto-refresh off: we refresh per frame)."""
    import busio
    import displayio

    release = getattr(displayio, "release_displays", None)  # planned to go in a later release
    if release is not None:
        release()  # a display left from the last run holds the pins
    try:
        i2c = busio.I2C(p.scl, p.sda, frequency=p.i2c_hz)
    except (RuntimeError, ValueError) as e:
        raise DeviceError("I2C on SDA %s, SCL %s: %s. Check the wiring and the pins."
                          % (p.sda_name, p.scl_name, e))
    found = _scan(i2c)
    if found is not None and p.address not in found:
        i2c.deinit()
        seen = ", ".join(["0x%X" % a for a in found]) or "nothing"
        raise DeviceError("No display at 0x%X on SDA %s, SCL %s (found: %s)."
                          % (p.address, p.sda_name, p.scl_name, seen))
    bus = bus_class()(i2c, device_address=p.address)
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
    """``keypad.Keys`` for the six buttons (debounced by the core, 20 ms scan)."""
    import keypad

    return keypad.Keys(p.pins, value_when_pressed=not p.pull_up, pull=True, interval=0.02)


def ticks():
    """Milliseconds from the core's tick counter (wraps at 2**29)."""
    import supervisor

    return supervisor.ticks_ms()


class Device:
    """The device HAL: ``keys()``, ``show(frame)``, ``now()``, ``tick()``, ``storage``,
    ``brightness(level)``. ``display`` and ``keypad_keys`` are built from ``profile`` when
    not given."""

    def __init__(self, profile, storage, font, display=None, keypad_keys=None):
        import keypad

        from hal.view import FrameView

        self.profile = profile
        self.storage = storage
        self.display = display if display is not None else open_display(profile)
        self.view = FrameView(font)
        self.display.root_group = self.view.group
        self.buttons = keypad_keys if keypad_keys is not None else open_keys(profile)
        self._ev = keypad.Event()  # reused: no allocation per key
        self._last_tick = ticks()
        self._ms = 0  # our own millisecond count: the tick counter wraps
        self._input = 0  # time of the last press
        self._held = -1  # d-pad key held down (auto-repeat), or -1
        self._next = 0  # time of its next repeat
        self._bright = 1.0  # what the driver's init sequence set
        self.dimmed = False
        self.asleep = False
        self._stale = False  # a frame arrived while the screen was off
        self.on_sleep = None  # called before the screen goes dark (the app saves)
        self.sleep = time.sleep  # tests replace it by a fake clock
        self.frame_ms = 20

    # -- HAL calls -------------------------------------------------------------------------

    def now(self):
        """Milliseconds since start (monotonic, does not wrap)."""
        t = ticks()
        self._ms += (t - self._last_tick) & 0x1FFFFFFF
        self._last_tick = t
        return self._ms

    def keys(self):
        """Presses since the last call, d-pad repeats included; a waking press is dropped."""
        now = self.now()
        out = []
        ev = self._ev
        p = self.profile
        while self.buttons.events.get_into(ev):
            k = ev.key_number
            if not ev.pressed:
                if self._held == k:
                    self._held = -1
                continue
            self._input = now
            if self.wake():
                continue  # the press only woke the screen (and never repeats)
            if k >= len(KEYS):
                continue
            out.append(KEYS[k])
            if k < DPAD:
                self._held = k
                self._next = now + p.repeat_delay_ms
        k = self._held
        if k >= 0 and now >= self._next:
            out.append(KEYS[k])
            self._input = now
            self._next += p.repeat_ms  # a steady rhythm; after a long stall, start afresh
            if self._next <= now:
                self._next = now + p.repeat_ms
        return out

    def show(self, frame):
        """Put a Frame on the screen (only the cells that changed are redrawn)."""
        self.view.show(frame)
        if self.asleep:
            self._stale = True
        else:
            self.display.refresh()

    def tick(self):
        """Power care, then wait for the next frame (longer while the screen is off)."""
        self.care(self.now())
        self.sleep((self.frame_ms * 3 if self.asleep else self.frame_ms) / 1000)

    def brightness(self, level):
        """Set the settings' brightness level (0 low, 1 mid, 2 high)."""
        b = BRIGHT[level % len(BRIGHT)]
        if b != self._bright:
            self._bright = b
            if not self.dimmed and not self.asleep:
                self.display.brightness = b

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
            self.display.sleep()

    def wake(self):
        """Full brightness again; True if the screen was dark (the press only wakes it)."""
        was_dark = self.asleep
        if self.asleep:
            self.asleep = False
            self.display.wake()
            if self._stale:
                self._stale = False
                self.display.refresh()
        if self.dimmed or was_dark:
            self.dimmed = False
            self.display.brightness = self._bright
        return was_dark


# -- code.py -------------------------------------------------------------------------------------


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


def main(getenv=None, root="/"):
    """Build the device from settings.toml and run the app; errors go to the error screen."""
    dev = None
    app = None
    try:
        import board

        from engine.ui.font import FONT
        from hal import profile
        from hal.storage import FileStorage

        if getenv is None:
            import os

            getenv = os.getenv
        p = profile.load(getenv, board)
        if p.errors and not p.display_ok:
            halt(None, p.errors)
        storage = FileStorage(root)
        storage.readonly = read_only()
        dev = Device(p, storage, FONT, keypad_keys=None if not p.errors else _NoKeys())
        if p.errors:
            halt(dev, p.errors)
        from engine.ui.app import App
        from engine.ui.screens import run

        app = App(storage, seed_source=seed_source)
        dev.on_sleep = lambda: save_if_needed(app)
        gc.collect()
        run(app, dev)
    except DeviceError as e:
        halt(dev, [str(e)])
    except Exception as e:  # noqa: BLE001 - every error: a screen and a log beat a frozen device
        crash(dev, app, e)


class _NoKeys:
    """Stands in for the buttons while their settings are wrong."""

    class _Q:
        def get_into(self, ev):
            return False

    events = _Q()


def save_if_needed(app):
    """Save the game before the screen goes dark (only if moves were made since the last save)."""
    if app.unsaved:
        app.save()


def halt(dev, lines):
    """Bad settings or wiring: print the problems, show them if possible, wait for a fix.

    CircuitPython restarts by itself when settings.toml is saved from the computer.
    """
    print("Pocket Space Cards cannot start:")
    for line in lines:
        print("  " + line)
    print("Fix settings.toml (see docs/DEVICE.md); the board restarts when it is saved.")
    if dev is not None:
        from engine.ui.frame import Frame

        fr = Frame()
        fr.text(0, 0, "Settings problem", inv=True)
        fr.invert(0, 0, 21)
        row = 1
        for line in lines:
            for part in _chunks(line, 21):
                if row < 7:
                    fr.text(0, row, part)
                row += 1
        fr.text(0, 7, "Fix settings.toml")
        try:
            dev.show(fr)
        except Exception as e:  # noqa: BLE001 - the console already has the message
            print("(display: %s)" % e)
    idle_forever()


def idle_forever():
    """Do nothing until CircuitPython reloads (a file saved from the computer, or reset)."""
    while True:
        time.sleep(1)


def _chunks(text, n):
    """``text`` cut into pieces of ``n`` characters (no word wrap: keeps memory small)."""
    return [text[i : i + n] for i in range(0, max(1, len(text)), n)]


def crash_text(app, e, uptime_ms=0):
    """The crash log entry: error, game id, seed, options and action log (the save format)."""
    import sys

    impl = getattr(sys, "implementation", None)
    ver = ".".join([str(v) for v in getattr(impl, "version", ())[:3]])
    lines = ["== crash after %d s on %s %s" % (uptime_ms // 1000, getattr(impl, "name", "?"), ver),
             "error: %s: %s" % (type(e).__name__, e)]
    game = getattr(app, "game", None) if app is not None else None
    if game is not None:
        from engine import save

        lines.append("screen: %s" % type(app.screen).__name__)
        lines.append(save.dumps(game).rstrip("\n"))
    else:
        lines.append("game: none")
    try:
        import traceback

        lines.append("".join(traceback.format_exception(e)).rstrip("\n"))
    except Exception:  # noqa: BLE001 - a port without format_exception: the error line stays
        pass
    return "\n".join(lines) + "\n"


def log_crash(storage, text):
    """Append ``text`` to the crash log (newest entries kept); False if it cannot be written."""
    if storage is None or storage.readonly:
        return False
    try:
        old = storage.read(CRASH_LOG) or ""
        both = old + text
        if len(both) > CRASH_LOG_MAX:
            both = both[-CRASH_LOG_MAX:]
            nl = both.find("\n== ")
            if nl >= 0:
                both = both[nl + 1 :]
        return storage.write(CRASH_LOG, both)
    except Exception:  # noqa: BLE001 - a full or failing drive must not hide the error screen
        return False


def crash(dev, app, e):
    """Show the error screen, write the crash log, and restart on A."""
    try:
        uptime = dev.now() if dev is not None else 0
    except Exception:  # noqa: BLE001
        uptime = 0
    try:
        text = crash_text(app, e, uptime)
    except Exception:  # noqa: BLE001 - even a MemoryError here must reach the screen
        text = "== crash\nerror: %s\n" % type(e).__name__
    print(text)
    storage = getattr(dev, "storage", None)
    logged = log_crash(storage, text)
    app = None  # free the game and its screens before drawing
    gc.collect()
    if dev is None:
        halt(None, ["Error: %s" % type(e).__name__])
    from engine.ui.frame import Frame

    fr = Frame()
    fr.text(0, 0, "Oops! Program error")
    fr.invert(0, 0, 21)
    fr.text(0, 1, type(e).__name__[:21])
    msg = _chunks(str(e), 21)
    for i in range(min(3, len(msg))):
        fr.text(0, 2 + i, msg[i])
    fr.text(0, 5, "Log: " + CRASH_LOG if logged else "Log not saved")
    fr.text(0, 6, "Your saves are kept.")
    fr.text(0, 7, "A: restart", inv=True)
    try:
        dev.wake()
        dev.show(fr)
    except Exception as e2:  # noqa: BLE001
        print("(display: %s)" % e2)
        halt(None, ["Error: %s" % type(e).__name__])
    restart_on_a(dev)


def restart_on_a(dev):
    """Wait for A (other keys do nothing), then restart the program."""
    import supervisor

    while True:
        if "A" in dev.keys():
            supervisor.reload()
            return
        dev.tick()
