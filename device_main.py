# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`device_main`
=============

The device program: what ``code.py`` runs. It sits beside ``code.py`` (a top-level
module, shipped as CircuitPython ``.mpy``) because it is neither engine (pure rules
and screens, no hardware) nor HAL (I/O only): it joins the two.

The order makes every failure visible:

1. the settings (``hal.profile``), the drive (``hal.storage``: a crash can be logged
   from here on) and the player's records, in ``microcontroller.nvm`` where the board
   has it (``hal.nvmstore``: playing never writes the drive, see docs/RELIABILITY.md);
2. the display and the buttons (``hal.circuitpython.Device``), with nothing of the
   engine imported but the font and its frame: a settings problem or an error from here on shows
   on the screen (``Device.text``, no engine screens needed);
3. the engine (``engine.ui.app``) and the app. A failed import or a MemoryError here
   shows "Oops! Program error", its reason, and is appended to ``crash.txt``.

A crash releases the game (the crashed state is never saved again, not even by the
save before the screen switches off) and waits for A, which restarts the program.
"""

import gc
import time

# code.py's start, near enough (PSC_TRACE = 2; the board's VM for Linux has no monotonic_ns)
START_US = time.monotonic_ns() // 1000 if hasattr(time, "monotonic_ns") else 0

import hal.circuitpython as hc  # noqa: E402 (after the clock is read)
from hal import crashlog  # noqa: E402


def main(getenv=None, root="/"):
    """Build the device from settings.toml and run the app; errors go to an error screen."""
    if getenv is None:
        import os

        getenv = os.getenv
    held = holdback(getenv)  # noqa: F841 (kept: the heap a smaller board would not have)
    dev = None
    files = None
    app = None
    try:
        import board

        from hal import profile
        from hal.storage import FileStorage

        files = FileStorage(root)
        files.readonly = hc.read_only()
        storage = records(files)
        p = profile.load(getenv, board, machine())
        for line in p.warnings:
            print("Warning: " + line)
        if p.errors and not p.display_ok:
            halt(None, p.errors)
        # glyph data and the frame that draws them: the display needs both
        from engine.ui.font import FONT
        from engine.ui.frame import Frame

        keys = None if not p.errors else hc.NoKeys()
        dev = hc.Device(p, storage, FONT, keypad_keys=keys, blank=Frame)
        if p.errors:
            halt(dev, p.errors)
        # The display is up: from here even a failed import of the engine is shown.
        from engine.ui.app import App
        from engine.ui.screens import run

        # Test settings (docs/DEVICE.md), none in the shipped settings.toml: PSC_SEED
        # numbers new deals from a fixed value, as the simulator's tests do
        seed = _number(getenv, "PSC_SEED", 0, 999999)
        app = App(storage, seed_source=hc.seed_source if seed is None else lambda: seed)
        dev.on_sleep = lambda: save_if_needed(app)
        dev.trace = _number(getenv, "PSC_TRACE", 0, 2) or 0
        dev.started = START_US  # PSC_TRACE: the title's frame says how long it took
        jump(app, getenv("PSC_JUMP"))
        started()
        gc.collect()
        run(app, dev)
    except hc.DeviceError as e:
        halt(dev, [str(e)])
    except Exception as e:  # every error: a screen and a log beat a frozen device
        try:
            text = crash_text(app, e, dev.now() if dev is not None else 0)
        except Exception:  # even a MemoryError here must reach the screen
            text = "== crash\nerror: %s\n" % type(e).__name__
        # Release the crashed game: nothing may save it again (the save before the
        # screen goes dark would write the state the error left behind).
        app = None
        if dev is not None:
            dev.on_sleep = None
        crash(dev, files, e, text)


def records(files):
    """Where settings, statistics and saves live: the board's ``microcontroller.nvm``
    when it has one of at least 2 KB (``hal.nvmstore``), else the drive (``files``).
    The first time, the drive's records of an older version are copied over."""
    try:
        import microcontroller

        nvm = microcontroller.nvm
        if nvm is None or len(nvm) < 2048:
            return files
    except (ImportError, AttributeError):
        return files
    try:
        from hal.nvmstore import NvmStorage

        store = NvmStorage(nvm)
        if not store.used() and not store.lost:
            store.adopt(files, old_records(files.root))
    except Exception as e:  # (never seen: a sector no scan can read) the drive, then
        print("Warning: records in nvm unreadable (%s); on the drive instead" % e)
        return files
    return store


def old_records(root):
    """The names of the records an older version kept on the drive (two folder listings:
    cheap at every start of a board whose nvm is still empty)."""
    import os

    names = []
    for folder in (root, root.rstrip("/") + "/saves"):
        try:
            listed = os.listdir(folder or "/")
        except OSError:
            continue
        for name in listed:
            if name == "settings.txt" or name.endswith(".txt") and name[:5] in ("stats", "save_"):
                names.append(name)
    return names


def _number(getenv, key, lo, hi):
    """A test setting's int in ``lo..hi``, else None (with a console line if it was wrong)."""
    v = getenv(key)
    if v is None:
        return None
    # CircuitPython 9+ gives every value as text; older ones give numbers as int
    n = int(v) if isinstance(v, int) or (isinstance(v, str) and v.strip().isdigit()) else -1
    if lo <= n <= hi:
        return n
    print("Warning: %s must be a number %d..%d, not %r; ignored" % (key, lo, hi, v))
    return None


def holdback(getenv):
    """``PSC_HOLDBACK_K = 40``: take that many K of heap first and keep it, so the game runs
    in the heap a smaller board has (a Pico W has about 40K less than a Pico). A test
    setting: the shipped settings.toml does not have it."""
    k = _number(getenv, "PSC_HOLDBACK_K", 1, 120)
    if not k:
        return None
    try:
        return bytearray(k * 1024)
    except MemoryError:
        print("Warning: PSC_HOLDBACK_K: no room for %dK" % k)
        return None


def jump(app, spec):
    """``PSC_JUMP = "farsky 12"``: start deal 12 of Farsky at power-on with default options,
    as the simulator's ``--game farsky --seed 12`` (the emulated Pico's tests compare the
    two frame by frame). A test setting; a wrong one is a console line and is ignored."""
    if spec is None:
        return
    from engine.game import GAME_IDS

    parts = str(spec).split()
    if len(parts) != 2 or parts[0] not in GAME_IDS or not parts[1].isdigit():
        print("Warning: PSC_JUMP must be a game id and a deal number; ignored")
        return
    app.open_game(parts[0])
    app.start([o.default for o in app.cls.OPTIONS], int(parts[1]))


def machine():
    """The board and chip, as ``os.uname().machine`` says ("... with rp2350a"); "" if unknown."""
    import os

    try:
        return str(os.uname().machine)
    except (AttributeError, OSError):
        return ""


def save_if_needed(app):
    """Save the game before the screen goes dark (only if moves were made since the last
    save), and record a deal that ended and waits for it (``App.recorded``)."""
    app.recorded()
    if app.unsaved:
        app.save()


def started():
    """The program runs: clear safemode.py's count of resets in a row (see safemode.py)."""
    try:
        import microcontroller

        nvm = microcontroller.nvm
        if nvm is not None and len(nvm) and nvm[len(nvm) - 1]:
            nvm[len(nvm) - 1] = 0  # written only when set: flash wears out
    except (ImportError, AttributeError, OSError, TypeError):
        pass


def halt(dev, lines):
    """Bad settings or wiring: print the problems, show them if possible, wait for a fix.

    CircuitPython restarts by itself when settings.toml is saved from the computer.
    """
    print("Pocket Space Cards cannot start:")
    for line in lines:
        print("  " + line)
    print("Fix settings.toml (see docs/DEVICE.md); the board restarts when it is saved.")
    if dev is not None:
        rows = ["Settings problem"]
        for line in lines:
            rows += chunks(line, 21)
        rows = rows[:7] + [""] * (7 - len(rows[:7])) + ["Fix settings.toml"]
        try:
            dev.text(rows)
        except Exception as e:  # the console already has the message
            print("(display: %s)" % e)
    idle_forever()


def idle_forever():
    """Do nothing until CircuitPython reloads (a file saved from the computer, or reset)."""
    while True:
        time.sleep(1)


def chunks(text, n):
    """``text`` cut into pieces of ``n`` characters (no word wrap: keeps memory small)."""
    return [text[i : i + n] for i in range(0, max(1, len(text)), n)]


def crash_text(app, e, uptime_ms=0):
    """The crash log entry: error, game id, seed, options and action log (the save format)."""
    import sys

    impl = getattr(sys, "implementation", None)
    ver = ".".join([str(v) for v in getattr(impl, "version", ())[:3]])
    lines = [
        "== crash after %d s on %s %s" % (uptime_ms // 1000, getattr(impl, "name", "?"), ver),
        "error: %s: %s" % (type(e).__name__, e),
    ]
    game = getattr(app, "game", None) if app is not None else None
    if game is not None:
        from engine import save

        lines.append("screen: %s" % type(app.screen).__name__)
        lines.append(save.dumps(game).rstrip("\n"))
    elif app is None:
        lines.append("game: none (at start-up)")
    else:
        lines.append("game: none")
    try:
        import traceback

        lines.append("".join(traceback.format_exception(e)).rstrip("\n"))
    except Exception:  # a port without format_exception: the error line stays
        pass
    return "\n".join(lines) + "\n"


def crash(dev, storage, e, text):
    """Print and log ``text``, show the error screen, and restart on A."""
    print(text)
    logged = crashlog.append(storage, text)
    gc.collect()
    if dev is None:
        halt(None, ["Error: %s: %s" % (type(e).__name__, e)])
    msg = chunks(str(e), 21)
    rows = ["Oops! Program error", type(e).__name__]
    rows += (msg[:3] + ["", "", ""])[:3]
    rows += [
        "Log: " + crashlog.NAME if logged else "Log not saved",
        "Your saves are kept.",
        "A: restart",
    ]
    try:
        dev.wake()
        dev.text(rows, bars=(0,), marks=(7,))
    except Exception as e2:
        print("(display: %s)" % e2)
        halt(None, ["Error: %s" % type(e).__name__])
    restart_on_a(dev)


def restart_on_a(dev):
    """Wait for A (other keys do nothing), then restart the program."""
    while True:
        if "A" in dev.keys():
            hc.reload()
            return
        dev.tick()
