# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
The desktop simulator.

    python -m sim                          window if there is a display, else terminal
    python -m sim --game farsky --seed 7   straight into a deal
    python -m sim --headless --game farsky --seed 1 --keys "A A A" --dump --screenshot out.png
    python -m sim --autoplay --game farsky --games 200 --json

Environment: ``PSCARDS_DATA`` (the folder for saves and statistics, default
``~/.pscards``), ``PSCARDS_SCALE`` (the window's zoom), ``SDL_VIDEODRIVER``,
``DISPLAY`` and ``WAYLAND_DISPLAY`` (whether a window can be seen).

A bad value on the command line or in the environment gives one line on stderr
and exit status 2; a file or window that cannot be made gives one line and
status 1. SIGTERM and SIGHUP save the game and give the terminal back first.
"""

import argparse
import os
import sys
import time

from engine.game import GAME_IDS

MAX_SEED = 999999  # engine.rng.MAX_SEED: deal numbers 0 .. 999999
MAX_SCALE = 16  # 128 x 16 = 2048 pixels wide: larger is no use and costs memory
KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "HINT")  # HINT: the device holds B
_INVISIBLE = ("dummy", "offscreen")  # SDL video drivers that draw nothing on screen


class Refused(Exception):
    """A value the simulator cannot use: its text is the one line the user sees."""

    def __init__(self, message, status=2):
        Exception.__init__(self, message)
        self.status = status


class _Parser(argparse.ArgumentParser):
    """argparse whose errors are one line (the usage is in ``--help``)."""

    def error(self, message):
        """Exit with one line on stderr and status 2."""
        self.exit(2, "%s: %s (see --help)\n" % (self.prog, message))


def _number(lo, hi):
    """An argparse type: a whole number lo..hi, refused in one line otherwise."""

    def parse(text):
        try:
            v = int(text)
        except ValueError:
            v = None
        if v is None or not lo <= v <= hi:
            raise argparse.ArgumentTypeError(
                "must be a whole number %d..%d, not %r" % (lo, hi, text)
            )
        return v

    return parse


def env_number(name, default, lo, hi):
    """The environment variable ``name`` as a whole number lo..hi (unset or empty: default)."""
    text = os.environ.get(name, "")
    if not text:
        return default
    try:
        v = int(text)
    except ValueError:
        v = None
    if v is None or not lo <= v <= hi:
        raise Refused("%s must be a whole number %d..%d, not %r" % (name, lo, hi, text))
    return v


def data_dir():
    """The folder for saves and statistics (``PSCARDS_DATA`` or ``~/.pscards``), made if
    missing and proved writable; Refused with one line if it cannot be used."""
    env = os.environ.get("PSCARDS_DATA")
    d = env or os.path.join(os.path.expanduser("~"), ".pscards")
    where = "PSCARDS_DATA=%s" % d if env else d
    if os.path.exists(d) and not os.path.isdir(d):
        raise Refused("%s is not a folder: set PSCARDS_DATA to a folder for saves" % where)
    try:
        os.makedirs(d, exist_ok=True)
        import tempfile

        with tempfile.TemporaryFile(dir=d):  # proves files can be made there; leaves none
            pass
    except OSError as e:
        raise Refused(
            "cannot keep saves in %s (%s): set PSCARDS_DATA to a writable folder"
            % (where, e.strerror or e)
        ) from None
    return d


def display_problem():
    """Why a window opened here would not be seen, or None if it can be."""
    drv = os.environ.get("SDL_VIDEODRIVER", "")
    if drv.lower() in _INVISIBLE:
        return "SDL_VIDEODRIVER=%s draws no window" % drv
    if sys.platform in ("darwin", "win32") or sys.platform.startswith("cygwin"):
        return None
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "no display here (DISPLAY and WAYLAND_DISPLAY are not set)"
    return None


def make_app(storage):
    """An App whose new deal numbers come from the clock."""
    from engine.ui.app import App

    return App(storage, seed_source=lambda: int(time.time() * 1000) % 1000003)


def jump(app, game_id, seed, options=None):
    """Open ``game_id`` and start deal ``seed`` (options: full list of indexes, or None)."""
    app.open_game(game_id)
    app.start(list(options) if options else [o.default for o in app.cls.OPTIONS], seed)


_OFFSCREEN = []  # one off-screen display per process (Blinka allows only one)


def screenshot(frame, path, scale=4):
    """Render a Frame through displayio off-screen and save it as PNG."""
    if not _OFFSCREEN:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from engine.ui.font import FONT
        from hal.desktop import Desktop
        from hal.headless import MemoryStorage

        _OFFSCREEN.append(Desktop(FONT, MemoryStorage(), scale=scale))
    d = _OFFSCREEN[0]
    d.show(frame)
    d.screenshot(path, scale)


def check_screenshot(path):
    """Refuse a screenshot path that is not a .png in an existing, writable folder."""
    if not path.lower().endswith(".png"):
        raise Refused("--screenshot saves PNG: the name must end in .png, not %r" % path)
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise Refused("--screenshot: no folder %r" % folder)
    if os.path.isdir(path):
        raise Refused("--screenshot: %r is a folder" % path)


def autoplay(args):
    """The computer plays ``--games`` deals; JSON lines (or a short summary)."""
    from engine import autoplay as ap

    n = 10 if args.games is None else args.games
    first = 1 if args.seed is None else args.seed
    try:
        opts, levels = ap.check(args.game, n, first, args.options, args.levels)
    except ValueError as e:
        raise Refused(str(e)) from None
    lines = []
    t = time.time()
    wins, total = ap.run(args.game, n, first, opts, levels, out=lines)
    if args.json:
        print("\n".join(lines))
    else:
        print(
            "%s: %d deals, won %d (%.1f%%), average score %.2f, %.1f s"
            % (args.game, n, wins, 100.0 * wins / n, total / n, time.time() - t)
        )


def parser():
    """The command line's parser."""
    p = _Parser(
        prog="python -m sim",
        description="Pocket Space Cards simulator",
        epilog="environment: PSCARDS_DATA (the folder for saves, default ~/.pscards), "
        "PSCARDS_SCALE (window zoom 1..16), SDL_VIDEODRIVER, DISPLAY, WAYLAND_DISPLAY. "
        'Write "--options=-,1" when the list starts with "-".',
    )
    p.add_argument("--game", choices=GAME_IDS, help="start this game")
    p.add_argument(
        "--seed",
        type=_number(0, MAX_SEED),
        help="deal number (0..%d); with --autoplay the first deal" % MAX_SEED,
    )
    p.add_argument(
        "--options",
        help='option indexes, comma separated ("-" keeps one\'s '
        "default; see the options screen)",
    )
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--headless", action="store_true", help="no window: script keys, print/save")
    mode.add_argument("--terminal", action="store_true", help="terminal mode even with a display")
    mode.add_argument("--window", action="store_true", help="a window (needs a display)")
    mode.add_argument("--autoplay", action="store_true", help="the computer plays --games deals")
    p.add_argument("--keys", help='--headless: presses, e.g. "DOWN DOWN A B"')
    p.add_argument("--dump", action="store_true", help="--headless: print the final screen")
    p.add_argument(
        "--screenshot", metavar="PNG", help="--headless: save the final screen's " "pixels as PNG"
    )
    p.add_argument(
        "--scale",
        type=_number(1, MAX_SCALE),
        help="screenshot zoom (default 4), window zoom (default PSCARDS_SCALE or 5)",
    )
    p.add_argument(
        "--games", type=_number(1, MAX_SEED + 1), help="--autoplay: how many deals (default 10)"
    )
    p.add_argument("--levels", help="--autoplay: AI level index per seat, e.g. 2,0")
    p.add_argument("--json", action="store_true", help="--autoplay: one JSON line per deal")
    return p


def _check(p, args):
    """Refuse options that the chosen mode would silently ignore, and bad --options."""
    for flag, value, mode, name in (
        ("--keys", args.keys is not None, args.headless, "--headless"),
        ("--dump", args.dump, args.headless, "--headless"),
        ("--screenshot", args.screenshot is not None, args.headless, "--headless"),
        ("--games", args.games is not None, args.autoplay, "--autoplay"),
        ("--levels", args.levels is not None, args.autoplay, "--autoplay"),
        ("--json", args.json, args.autoplay, "--autoplay"),
    ):
        if value and not mode:
            p.error("%s works only with %s" % (flag, name))
    if args.autoplay and not args.game:
        p.error("--autoplay needs --game ID")
    for flag, value in (("--seed", args.seed), ("--options", args.options)):
        if value is not None and not args.game:
            p.error("%s needs --game ID" % flag)
    if args.scale is not None and (args.terminal or args.autoplay):
        p.error("--scale is for the window and --screenshot")


def main(argv=None):
    """Run the simulator; returns the exit status (bad values: one line on stderr)."""
    p = parser()
    args = p.parse_args(argv)
    _check(p, args)
    try:
        return _main(args)
    except Refused as e:
        sys.stderr.write("%s: %s\n" % (p.prog, e))
        return e.status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. piped into head: nothing more to say
        # Python flushes stdout at exit, which would fail again: point it at /dev/null.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _options(args):
    """--options as the game's full list of option indexes, or None."""
    if args.options is None:
        return None
    from engine.autoplay import options_for
    from engine.game import load_game

    try:
        return options_for(load_game(args.game), args.options)
    except ValueError as e:
        raise Refused("--options: %s" % e) from None


def _main(args):
    if args.autoplay:
        autoplay(args)
        return 0
    options = _options(args)
    if args.headless:
        return _headless(args, options)

    problem = display_problem()
    window = not args.terminal and (args.window or problem is None)
    scale = None
    if window:
        scale = args.scale or env_number("PSCARDS_SCALE", 5, 1, MAX_SCALE)
    if args.window and problem:
        raise Refused("--window: %s; use --terminal to play in this terminal" % problem)

    from hal.storage import FileStorage

    storage = FileStorage(data_dir())
    # The window first: if it cannot open, no new deal has replaced the saved one.
    hal = _window(storage, scale) if window else None
    app = make_app(storage)
    if args.game:
        jump(app, args.game, args.seed if args.seed is not None else app.new_seed(), options)
    if window:
        return _play(app, hal)
    return _terminal(app, storage)


def _headless(args, options):
    from engine.ui.screens import press
    from hal.headless import MemoryStorage

    keys = (args.keys or "").upper().split()
    bad = [k for k in keys if k not in KEYS]
    if bad:
        raise Refused("unknown keys: %s (use %s)" % (" ".join(bad), " ".join(KEYS)))
    if args.screenshot:
        check_screenshot(args.screenshot)
    app = make_app(MemoryStorage())
    if args.game:
        jump(app, args.game, 1 if args.seed is None else args.seed, options)
    fr = press(app, keys)
    if args.dump or not args.screenshot:
        print(fr)
    if args.screenshot:
        try:
            screenshot(fr, args.screenshot, args.scale or 4)
        except Exception as e:  # pygame.error (not an OSError) on a path it cannot open
            raise Refused("--screenshot: cannot write %r (%s)" % (args.screenshot, e), 1) from None
    return 0


class _Stop:
    """SIGTERM and SIGHUP ask the main loop to stop at its next key check, so the game is
    saved and the terminal given back (a handler raising at once could cut a save short)."""

    def __init__(self, hal):
        import signal

        self.signum = 0
        self.hal_keys = hal.keys
        hal.keys = self.keys
        for s in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
            if s is not None:
                signal.signal(s, self.on_signal)

    def on_signal(self, signum, frame):
        """Remember the signal; the loop leaves at its next key check."""
        self.signum = signum

    def keys(self):
        """The HAL's keys, or SystemExit once a signal came."""
        if self.signum:
            raise SystemExit(128 + self.signum)
        return self.hal_keys()


def _play(app, hal):
    """Run the app on ``hal`` until quit or signalled; save; return the exit status."""
    from engine.ui.screens import run

    stop = _Stop(hal)
    try:
        run(app, hal)
    except SystemExit as e:  # Q, the window closed, end of piped keys, or a signal
        status = e.code if isinstance(e.code, int) else 0
    except KeyboardInterrupt:
        status = 130
    except OSError as e:  # the terminal went away (hung up): its game is whole, so save it
        status = 128 + stop.signum if stop.signum else 1
        if not stop.signum:
            _say("the terminal went away (%s); the game is saved" % (e.strerror or e))
    # Only a deliberate stop saves here: after an unexpected error the game may be half-way
    # through an action, and its last autosave is the safer copy.
    app.save()
    return status


def _say(line):
    """One line on stderr, if stderr is still there."""
    try:
        sys.stderr.write("python -m sim: %s\n" % line)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _window(storage, scale):
    """The pygame window, or Refused with one line if it cannot be opened."""
    from engine.ui.font import FONT
    from hal.desktop import Desktop

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # no sound: no audio device messages
    try:
        return Desktop(FONT, storage, scale=scale)
    except Exception as e:  # pygame.error: no such video driver, no display connection
        raise Refused(
            "cannot open a window (%s); use --terminal to play in this terminal" % e, 1
        ) from None


def _terminal(app, storage):
    from hal.terminal import Terminal

    hal = Terminal(storage)
    try:
        return _play(app, hal)
    finally:
        hal.close()


if __name__ == "__main__":
    sys.exit(main())
