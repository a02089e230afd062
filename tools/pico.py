# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The device build on the real firmware, CircuitPython 10.2.1 for the Pico, emulated.

    python tools/pico.py [--game ID [--seed N]] [--keys "A DOWN HINT"] [--dump]
                         [--screenshot F.png] [--set KEY=VALUE ...] [--times]

Boots ``../shared/pico/firmware.uf2`` (or ``$PICO_FIRMWARE``, e.g. the official UF2) in
rp2040js (pinned in package.json; ``npm ci``) with ``make device``'s folder on a CIRCUITPY
image at flash offset 0x100000 (PyPI ``folder2uf2``), an SSD1306 at 0x3C on GP4/GP5 whose
I2C traffic is decoded into pixels, the six buttons on GP10-GP15 and the USB console. Like
the simulator it takes ``--game``/``--seed`` (the board starts that deal: settings.toml's
``PSC_JUMP``), ``--keys`` (``HINT`` holds B for 700 ms), ``--dump`` and ``--screenshot``:
what it shows is the board's own pixels. ``--times`` prints, for each step, when each frame's
last byte reached the panel after the press (emulated ms: the same on every run).

The rig itself is ``tools/pico/board.mjs`` (the board) and ``tools/pico/run.mjs`` (a script
of presses in, one JSON line a step out); the tests and the benchmark use :func:`run` and
:func:`session` below.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib

from toolkit import ROOT

SHARED = os.path.join(os.path.dirname(ROOT), "shared", "pico")
BOOTROM = os.path.join(SHARED, "bootrom.bin")
BUILD = os.path.join(ROOT, "build", "pico")
DRIVE = os.path.join(ROOT, "build", "CIRCUITPY")
RUN = os.path.join(ROOT, "tools", "pico", "run.mjs")
KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "HINT")
HOLD_MS = {"HINT": 700}  # B held past the device's 500 ms is the one-press hint
# A step ends when the panel has had no data this long: longer than Pace (700 ms) plus a
# computer's slowest decision on a Pico (Travfuda's reach 0.9 s) between computer moves
QUIET_MS = {"A": 2500, "HINT": 2500}
QUIET_OTHER_MS = 600  # a d-pad key or B never starts a computer's move
VOLUME_ID = "0x50534331"  # a fixed FAT serial: the same folder makes the same image


class PicoError(Exception):
    """The emulated board cannot run here; the message says what is missing."""


def firmware():
    """The UF2 to boot: ``$PICO_FIRMWARE`` or the one in ../shared/pico/."""
    return os.environ.get("PICO_FIRMWARE") or os.path.join(SHARED, "firmware.uf2")


def missing():
    """What the rig lacks here (a line), or None when it can run."""
    for path, what in ((firmware(), "the Pico firmware"), (BOOTROM, "the RP2040 boot ROM")):
        if not os.path.exists(path):
            return "%s is missing (%s)" % (what, path)
    if shutil.which("node") is None:
        return "Node.js is not installed (Node 20)"
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        return "rp2040js is not installed: run npm ci"
    try:
        import folder2uf2  # noqa: F401
    except ImportError:
        return "folder2uf2 is not installed: make .venv/.installed"
    return None


_BUILT = []


def device_folder():
    """``make device``'s folder, built once a process."""
    if not _BUILT:
        cmd = [sys.executable, os.path.join(ROOT, "tools", "build_device.py")]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise PicoError("make device failed: " + (r.stderr or r.stdout)[-400:])
        _BUILT.append(DRIVE)
    return DRIVE


def settings_text(text, changes):
    """settings.toml with ``changes`` ({KEY: value}) set: a line replaced, or added at the end."""
    lines = text.splitlines()
    for key, value in changes.items():
        line = "%s = %s" % (key, json.dumps(value) if isinstance(value, str) else int(value))
        for i, old in enumerate(lines):
            if old.split("=")[0].strip() == key:
                lines[i] = line
                break
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def image(changes=None, files=None, folder=None):
    """A CIRCUITPY image (path) of the device folder with settings.toml ``changes`` and
    extra ``files`` ({name: text}, e.g. the app's own settings.txt)."""
    folder = folder or device_folder()
    files = files or {}
    os.makedirs(BUILD, exist_ok=True)
    with open(os.path.join(folder, "settings.toml")) as f:
        text = settings_text(f.read(), changes or {})
    key = hashlib.sha256(json.dumps([folder, text, files], sort_keys=True).encode())
    key = key.hexdigest()[:12]
    out = os.path.join(BUILD, "drive-%s.img" % key)
    if os.path.exists(out) and os.path.getmtime(out) >= _newest(folder):
        return out
    with tempfile.TemporaryDirectory() as tmp:
        stage = os.path.join(tmp, "CIRCUITPY")
        shutil.copytree(folder, stage)
        with open(os.path.join(stage, "settings.toml"), "w") as f:
            f.write(text)
        for name, body in files.items():
            with open(os.path.join(stage, name), "w") as f:
                f.write(body)
        pack(stage, os.path.join(tmp, "drive.uf2"), img=out)
    return out


def _newest(folder):
    return max(os.path.getmtime(os.path.join(d, f)) for d, _, fs in os.walk(folder) for f in fs)


def pack(folder, uf2, img=None, combine=None):
    """folder2uf2: ``folder`` as a CIRCUITPY UF2 for the Pico (and its raw image ``img``)."""
    cmd = [sys.executable, "-m", "folder2uf2", folder, "--board", "raspberry_pi_pico"]
    cmd += ["--volume-id", VOLUME_ID, "-o", uf2]
    if img:
        cmd += ["--img-out", img]
    if combine:
        cmd += ["--combine", combine]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise PicoError("folder2uf2 failed: " + (r.stderr or r.stdout)[-400:])


class Run:
    """A script running on the board in its own Node process (several may run at once)."""

    def __init__(
        self,
        steps,
        changes=None,
        flash=None,
        flash_out=None,
        uf2=None,
        files=None,
        nice=0,
        **opts,
    ):
        """``nice``: run at that lower priority (emulated time is exact: no figure changes)."""
        problem = missing()
        if problem:
            raise PicoError(problem)
        script = {"bootrom": BOOTROM, "steps": steps, "flashOut": flash_out}
        if flash:
            script["flash"] = flash
        elif uf2:
            script["firmware"] = uf2  # firmware and drive in one file: nothing else
        else:
            script["firmware"] = firmware()
            script["image"] = image(changes, files)
        script.update(opts)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(script, f)
        self.script = f.name
        lower = (lambda: os.nice(nice)) if nice and hasattr(os, "nice") else None
        self.proc = subprocess.Popen(
            ["node", RUN, f.name],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=lower,
        )

    def result(self):
        """Wait for the run: (step results, the end record)."""
        out, err = self.proc.communicate()
        os.unlink(self.script)
        if self.proc.returncode:
            raise PicoError("the emulator failed: " + err[-1500:])
        rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        return [x for x in rows if x["ev"] == "step"], rows[-1]


def combined(out):
    """One UF2 for a first install: the firmware, then a CIRCUITPY drive holding the game
    (``make uf2``). Flashing it replaces the whole drive, saves and statistics included."""
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    pack(device_folder(), out, combine=firmware())
    return out


def run(steps, changes=None, flash=None, flash_out=None, uf2=None, **opts):
    """Run ``steps`` on the board; returns (step results, the end record).

    ``flash``: boot from this whole-flash image (a board that ran before) instead of the
    firmware and a fresh drive; ``uf2``: from this UF2 alone (``make uf2``'s);
    ``flash_out``: keep the flash at the end. ``opts`` go into
    the script as they are (``i2cHz``, ``flashTimes``, ``oledAddr``, ``oledKind``,
    ``colstart``, ``cutAfter``, ``cutInside``, ``quiet``, ``max``, ``after``)."""
    return Run(steps, changes, flash, flash_out, uf2, **opts).result()


def key_steps(keys, quiet=None):
    """The script's steps for key names (``HINT``: B held); ``quiet``: {key: ms, None: the
    rest} instead of the defaults."""
    quiet = quiet or {"A": QUIET_MS["A"], "HINT": QUIET_MS["HINT"], None: QUIET_OTHER_MS}
    return [
        {
            "key": "B" if k == "HINT" else k,
            "hold": HOLD_MS.get(k, 60),
            "quiet": quiet.get(k, quiet[None]),
            # A and the hint always answer: the quiet counts from the answer's first
            # frame (an Undo replays the deal first, well over a second on a Pico)
            "frame": k in ("A", "HINT"),
        }
        for k in keys
    ]


def session(game=None, seed=1, keys=(), changes=None, wait=False, **opts):
    """Boot (into ``game``'s deal ``seed`` when given) and press ``keys``: (steps, end), or
    the :class:`Run` under way with ``wait=False``. New deals from the menus are numbered
    as :func:`sim_pages` numbers them (``PSC_SEED`` 1, unless ``changes`` say)."""
    changes = dict(changes or {})
    if game:
        changes["PSC_JUMP"] = "%s %d" % (game, seed)
    changes.setdefault("PSC_SEED", 1)
    r = Run([{"boot": 0}] + key_steps(keys), changes, **opts)
    return r if not wait else r.result()


def sim_pages(game=None, seed=1, keys=(), source=1, storage=None, idle=0):
    """The simulator's pixels (1,024 bytes) at the start and after each key, as the board's
    steps: a fresh app, ``game``'s deal ``seed`` started as the board's PSC_JUMP does; new
    deals from the menus numbered from ``source``, as the board's PSC_SEED. A ``storage``
    given again is the same drive after a power cycle. ``idle``: main-loop ticks (20 ms
    each) after every key, for the work a screen does while the player thinks."""
    from engine.ui.app import App
    from engine.ui.screens import settle
    from hal.headless import MemoryStorage

    app = App(storage if storage is not None else MemoryStorage(), seed_source=lambda: source)
    if game:
        app.open_game(game)
        app.start([o.default for o in app.cls.OPTIONS], seed)

    def wait():
        settle(app)
        for _ in range(idle):
            app.now += 20
            app.tick(app.now)
        settle(app)

    wait()
    out = [bytes(app.draw().pages())]
    for k in keys:
        app.key(k)
        wait()
        out.append(bytes(app.draw().pages()))
    return out


def rows(pixels):
    """64 strings of 128 characters ('#' lit) from the panel's 1,024 bytes."""
    return [
        "".join("#" if (pixels[(y >> 3) * 128 + x] >> (y & 7)) & 1 else "." for x in range(128))
        for y in range(64)
    ]


def png(pixels, path, scale=4):
    """Save the panel's pixels as a PNG (white on black, ``scale`` times), standard library only."""
    w, h = 128 * scale, 64 * scale
    raw = bytearray()
    for line in rows(pixels):
        row = bytearray([0])
        for c in line:
            row += (b"\xff" if c == "#" else b"\x00") * scale
        raw += bytes(row) * scale

    def chunk(tag, data):
        body = tag + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    head = w.to_bytes(4, "big") + h.to_bytes(4, "big") + bytes([8, 0, 0, 0, 0])
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def splits(steps, console, names=None):
    """[(key, total, wait, app, view, refresh)] in ms for each press that drew a frame (its
    name from ``names``, the keys as given: a HINT is B held): the
    button's edge to the last byte of the first frame that answers it, split by the
    board's ``psc: press`` lines (PSC_TRACE = 2) into the wait before the loop took the
    press (keypad's scan, the loop's sleep and what it was busy with), the app's answer
    and its frame, the view's tile updates, and displayio's refresh with the bus."""
    found = re.findall(r"psc: press (\d+) (\d+) (\d+) (\d+)", console)
    lines = {int(m[0]): [int(x) / 1000 for x in m[1:]] for m in found}
    out = []
    n = 0
    for s in steps:
        if not s["key"]:
            continue
        n += 1  # the board numbers its presses 1, 2, ... (a HINT is one)
        if n not in lines or not s["frames"]:
            continue  # nothing changed on screen
        app, view, refresh = lines[n]
        # the refresh may send its areas in several bursts: the last one it began
        first = s["frames"][0][0]
        total = max(f[1] for f in s["frames"] if f[0] <= first + refresh)
        name = names[n - 1] if names and n <= len(names) else s["key"]
        out.append((name, total, total - app - view - refresh, app, view, refresh))
    return out


def split_table(steps, console, names=None):
    """``splits`` as a Markdown table (a HINT's wait holds B's 700 ms)."""
    rows = ["| press | total | wait | app + frame | view | refresh + bus |", "| --- " * 6 + "|"]
    for key, *ms in splits(steps, console, names):
        rows.append("| %s | " % key + " | ".join("%.1f" % x for x in ms) + " |")
    return "\n".join(rows)


def parser():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", help="start this game's deal at power-on (PSC_JUMP)")
    p.add_argument("--seed", type=int, default=1, help="the deal number (default 1)")
    p.add_argument("--keys", default="", help='presses, e.g. "DOWN A HINT"')
    p.add_argument("--dump", action="store_true", help="print the final screen")
    p.add_argument("--screenshot", help="save the final screen as PNG")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="settings.toml")
    p.add_argument("--times", action="store_true", help="print each step's frames (emulated ms)")
    p.add_argument(
        "--split",
        action="store_true",
        help="where each press's time went (PSC_TRACE = 2; with I2C at 400 kHz)",
    )
    p.add_argument("--console", action="store_true", help="print the USB console")
    p.add_argument("--uf2", metavar="OUT", help="write the one-file install (firmware + drive)")
    return p


def main(argv=None):
    args = parser().parse_args(argv)
    from engine.game import GAME_IDS

    if args.game and args.game not in GAME_IDS:
        print("pico: no game %r (%s)" % (args.game, ", ".join(GAME_IDS)), file=sys.stderr)
        return 2
    keys = args.keys.upper().split()
    bad = [k for k in keys if k not in KEYS]
    if bad:
        print("pico: unknown keys %s (use %s)" % (" ".join(bad), " ".join(KEYS)), file=sys.stderr)
        return 2
    if args.uf2:
        try:
            print("pico: wrote %s" % combined(args.uf2))
        except PicoError as e:
            print("pico: %s" % e, file=sys.stderr)
            return 1
        return 0
    changes = {}
    for kv in args.set:
        k, sep, v = kv.partition("=")
        if not sep or not k.strip():
            print("pico: --set wants KEY=VALUE, not %r" % kv, file=sys.stderr)
            return 2
        changes[k.strip()] = int(v) if v.strip().lstrip("-").isdigit() else v
    if args.split:
        changes["PSC_TRACE"] = 2
    try:
        steps, end = session(args.game, args.seed, keys, changes, wait=True)
    except PicoError as e:
        print("pico: %s" % e, file=sys.stderr)
        return 1
    if args.split:
        print(split_table(steps, end["console"], keys))
        boot = re.search(r"psc: first frame (\d+) ms", end["console"])
        if boot:
            print("code.py's start to its first frame: %s ms" % boot.group(1))
    if args.times:
        for s in steps:
            lasts = ", ".join("%.1f" % f[1] for f in s["frames"]) or "no frame"
            print("%-6s at %9.1f ms: frames end %s" % (s["key"] or "boot", s["t"], lasts))
        print(
            "emulated %.1f ms, %d cycles, %d flash ops"
            % (end["t"], end["cycles"], len(end["flashOps"]))
        )
    if args.console:
        print(end["console"])
    final = bytes.fromhex(steps[-1]["pixels"]) if steps else bytes(1024)
    if args.dump or not args.screenshot:
        print("\n".join(rows(final)))
    if args.screenshot:
        png(final, args.screenshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
