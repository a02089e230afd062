# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
The desktop simulator.

    python -m sim                          window if there is a display, else terminal
    python -m sim --game farsky --seed 7   straight into a deal
    python -m sim --headless --game farsky --seed 1 --keys "A A A" --dump --screenshot out.png
    python -m sim --autoplay --game farsky --games 200 --json
"""

import argparse
import os
import sys
import time

from engine.game import GAME_IDS


def data_dir():
    """Where the simulator keeps saves and statistics."""
    d = os.environ.get("PSCARDS_DATA") or os.path.join(os.path.expanduser("~"), ".pscards")
    os.makedirs(d, exist_ok=True)
    return d


def has_display():
    """True if a window can be opened here."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return False
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or sys.platform in ("darwin", "win32"))


def make_app(storage):
    """An App whose new deal numbers come from the clock."""
    from engine.ui.app import App

    return App(storage, seed_source=lambda: int(time.time() * 1000) % 1000003)


def jump(app, game_id, seed, options=None):
    """Open ``game_id`` and start deal ``seed`` (options: list of indexes or None)."""
    app.open_game(game_id)
    cls = app.cls
    vals = [o.default for o in cls.OPTIONS]
    for i, v in enumerate(options or ()):
        vals[i] = v
    app.start(vals, seed)


def parse_ints(text):
    """'1,0,2' -> [1, 0, 2]; '-' entries become None."""
    if not text:
        return None
    return [None if w == "-" else int(w) for w in text.split(",")]


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


def autoplay(args):
    """The computer plays ``--games`` deals; JSON lines (or a short summary)."""
    from engine import autoplay as ap

    if not args.game:
        sys.exit("--autoplay needs --game ID")
    lines = []
    t = time.time()
    wins, total = ap.run(args.game, args.games, args.seed or 1, parse_ints(args.options),
                         parse_ints(args.levels), out=lines)
    if args.json:
        print("\n".join(lines))
    else:
        n = args.games
        print("%s: %d deals, won %d (%.1f%%), average score %.2f, %.1f s"
              % (args.game, n, wins, 100.0 * wins / n, total / n, time.time() - t))


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m sim", description="Pocket Space Cards simulator")
    p.add_argument("--game", choices=GAME_IDS, help="start this game")
    p.add_argument("--seed", type=int, help="deal number (0..999999)")
    p.add_argument("--options", help="option indexes, comma separated (see the options screen)")
    p.add_argument("--headless", action="store_true", help="no window: script keys, print/save")
    p.add_argument("--keys", default="", help='presses, e.g. "DOWN DOWN A B"')
    p.add_argument("--dump", action="store_true", help="print the final screen as text")
    p.add_argument("--screenshot", metavar="PNG", help="save the final screen's pixels")
    p.add_argument("--scale", type=int, default=4, help="screenshot/window zoom")
    p.add_argument("--terminal", action="store_true", help="terminal mode even with a display")
    p.add_argument("--window", action="store_true", help="window even if no display is detected")
    p.add_argument("--autoplay", action="store_true", help="the computer plays --games deals")
    p.add_argument("--games", type=int, default=10, help="deals for --autoplay")
    p.add_argument("--levels", help="AI level per seat for --autoplay, e.g. 2,0")
    p.add_argument("--json", action="store_true", help="--autoplay: one JSON line per deal")
    args = p.parse_args(argv)

    if args.seed is not None and not 0 <= args.seed <= 999999:
        p.error("--seed must be 0..999999")
    if args.autoplay:
        autoplay(args)
        return 0

    from hal.headless import MemoryStorage
    from hal.storage import FileStorage

    if args.headless:
        from engine.ui.screens import press

        app = make_app(MemoryStorage())
        if args.game:
            jump(app, args.game, args.seed or 1, parse_ints(args.options))
        keys = args.keys.upper().split()
        bad = [k for k in keys if k not in ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")]
        if bad:
            p.error("unknown keys: %s (use UP DOWN LEFT RIGHT A B)" % " ".join(bad))
        fr = press(app, keys)
        if args.dump or not args.screenshot:
            print(fr)
        if args.screenshot:
            screenshot(fr, args.screenshot, args.scale)
        return 0

    from engine.ui.screens import run

    storage = FileStorage(data_dir())
    app = make_app(storage)
    if args.game:
        jump(app, args.game, args.seed if args.seed is not None else app.new_seed(),
             parse_ints(args.options))
    if (has_display() or args.window) and not args.terminal:
        from engine.ui.font import FONT
        from hal.desktop import Desktop

        hal = Desktop(FONT, storage, scale=args.scale if args.scale != 4 else None)
        try:
            run(app, hal)
        except SystemExit:
            app.save()
        return 0
    from hal.terminal import Terminal

    hal = Terminal(storage)
    try:
        run(app, hal)
    except (SystemExit, KeyboardInterrupt):
        app.save()
    finally:
        hal.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
