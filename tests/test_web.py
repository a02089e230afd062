# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The browser page (``make web``): its HAL under CPython, then the page itself in
headless Chromium, pixel for pixel against the headless simulator.

The browser test builds the page into a temporary folder, serves it with Python's
``http.server``, and drives it with ``tools/web_drive.mjs`` (playwright-core, pinned in
package.json, with Debian's Chromium: ``apt-get install chromium``). It is skipped, with
the reason in the run's last lines, only when Chromium or node is missing.
"""

import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading

import pytest
from helpers import CHECKS, ROOT

from engine.ui.app import App
from engine.ui.screens import press
from hal.headless import Headless, MemoryStorage
from hal.web import PREFIX, Web, WebStorage
from web_main import Page, step

sys.path.insert(0, os.path.join(ROOT, "tools"))
import build_web

GAME = "farsky"
SEED = 7
KEYS = ["RIGHT", "A", "RIGHT", "A", "DOWN", "A"]  # two plays and a draw in deal 7
RESUME = ["A", "A", "A"]  # title, game list (Farsky Mappers first), Continue


class Bridge:
    """localStorage as the page's bridge offers it (strings in, strings or None out); a
    ``quota`` in characters makes ``set`` refuse, as a full localStorage does."""

    def __init__(self, quota=None):
        self.items = {}
        self.quota = quota

    def get(self, key):
        return self.items.get(key)

    def set(self, key, text):
        if not isinstance(text, str):
            raise TypeError("localStorage keeps strings")
        used = sum([len(k) + len(v) for k, v in self.items.items() if k != key])
        if self.quota is not None and used + len(key) + len(text) > self.quota:
            return False
        self.items[key] = text
        return True

    def remove(self, key):
        self.items.pop(key, None)


# -- the HAL, under CPython ------------------------------------------------------------------


def test_web_storage_keeps_files_under_its_prefix_and_refuses_big_ones():
    b = Bridge()
    s = WebStorage(b)
    assert s.read("stats.txt") is None
    assert s.write("stats.txt", "wins 3")
    assert b.items == {PREFIX + "stats.txt": "wins 3"}
    assert s.read("stats.txt") == "wins 3"
    assert s.writes == 1
    with pytest.raises(ValueError):
        s.read("stats.txt", cap=5)  # as strict as MemoryStorage and FileStorage
    assert s.set_aside("stats.txt")
    assert s.read("stats.txt") is None
    assert s.read("stats.txt.bad") == "wins 3"
    assert not s.set_aside("stats.txt")
    s.remove("stats.txt.bad")
    assert b.items == {}


def test_web_storage_full_says_so_and_keeps_the_old_text():
    b = Bridge(quota=60)
    s = WebStorage(b)
    assert s.write("save_farsky.txt", "short")
    assert not s.write("save_farsky.txt", "x" * 100)
    assert s.full
    assert s.read("save_farsky.txt") == "short"
    assert s.write("save_farsky.txt", "again")
    assert not s.full


def test_web_hal_shows_the_frames_own_pixels_and_queues_known_keys():
    w = Web(WebStorage(Bridge()), clock=lambda: 1000)
    app = App(MemoryStorage())
    fr = app.draw()
    w.show(fr)
    assert w.frames == 1
    assert bytes.fromhex(w.pixels) == bytes(fr.pages())
    assert w.press("A") and w.press("DOWN")
    assert not w.press("Q")
    assert w.press("HINT")  # H, or the on-screen B held: the device's B held
    assert w.keys()[-1] == "HINT"
    assert w.keys() == []
    assert w.now() == 0


def test_stepping_shows_the_same_frames_as_the_devices_loop():
    """hal.web.step is engine.ui.screens.run's body: the same keys give the same frames."""
    from engine.ui.screens import run

    keys = ["A", "A", "A", "RIGHT", "A", "B", "DOWN", "A", "B", "B"]
    dev = Headless(keys)
    app = App(MemoryStorage(), seed_source=lambda: SEED)
    with pytest.raises(SystemExit):
        run(app, dev)
    web = Headless(keys)
    app = App(MemoryStorage(), seed_source=lambda: SEED)
    shown = None
    with pytest.raises(SystemExit):
        while True:
            shown = step(app, web, shown)
            web.tick()
    assert web.frames == dev.frames
    assert len(dev.frames) > 5


def test_page_plays_saves_and_resumes_through_its_bridge():
    """The page's Python side alone: a deal, a save on leaving, a new page resuming it."""
    t = [0]
    b = Bridge()
    p = Page(b, seed=SEED, clock=lambda: t[0])
    assert p.jump(GAME, SEED)
    assert not p.jump("nogame", 1)
    p.step()
    for k in KEYS:
        assert p.hal.press(k)
        p.step()
        while not p.idle():
            t[0] += 50
            p.step()
    assert not p.error
    p.save()  # what the page does on pagehide
    assert PREFIX + "save_%s.txt" % GAME in b.items
    q = Page(b, clock=lambda: t[0])
    for k in RESUME:
        q.hal.press(k)
        q.step()
        q.step()
    assert bytes.fromhex(q.hal.pixels) == bytes(twin()[1])


def twin():
    """The headless simulator's frames for the browser test's script: (after the keys,
    after a new app on the same storage resumes), as SSD1306 pages."""
    storage = MemoryStorage()
    app = App(storage, seed_source=lambda: SEED)
    app.open_game(GAME)
    app.start([o.default for o in app.cls.OPTIONS], SEED)
    first = bytes(press(app, KEYS).pages())
    if app.unsaved:
        app.save()  # the page saves when it is left, like the device before it sleeps
    again = App(storage)
    resumed = press(again, RESUME)
    assert "%s #%d" % ("Farsky", SEED) in str(resumed)  # the deal, not a new one
    return first, bytes(resumed.pages())


HINT_SEED = 432413  # a pair to fold: the hint asks "Fold the pair too?" with its reason
WIDTHS = [360, 390, 412, 430, 640]


def hint_twin():
    """The simulator's frames of deal HINT_SEED: after the hint, after a B (the menu)."""
    out = []
    for k in ("HINT", "B"):
        app = App(MemoryStorage(), seed_source=lambda: HINT_SEED)
        app.open_game(GAME)
        app.start([o.default for o in app.cls.OPTIONS], HINT_SEED)
        fr = press(app, [k])
        out.append(bytes(fr.pages()))
        assert ("Fold 1 + pair K♣Q♣" if k == "HINT" else "Paused") in str(fr), str(fr)
    return out


def bits(pages):
    """SSD1306 pages as 8,192 "0"/"1" characters, row by row (as the driver reads the canvas)."""
    return "".join(
        ["%d" % ((pages[(y >> 3) * 128 + x] >> (y & 7)) & 1) for y in range(64) for x in range(128)]
    )


# -- the page in headless Chromium --------------------------------------------------------------

NAME = "browser test (Chromium, MicroPython WebAssembly page)"


def chromium():
    """Debian's Chromium (or ``PSCARDS_CHROMIUM``), or None."""
    env = os.environ.get("PSCARDS_CHROMIUM")
    if env:
        return env
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.mark.slow
def test_page_in_chromium_shows_the_simulators_pixels_and_resumes_after_reload(tmp_path):
    exe = chromium()
    node = shutil.which("node")
    if exe is None or node is None:
        why = "no Chromium (apt-get install chromium)" if exe is None else "no node (Node.js 20+)"
        CHECKS["web"] = NAME + ": SKIPPED (%s)" % why
        pytest.skip(why)
    CHECKS["web"] = NAME + ": FAILED"
    out = build_web.build(str(tmp_path / "web"))
    handler = functools.partial(_Quiet, directory=out)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    plan = tmp_path / "plan.json"
    plan.write_text(
        json.dumps(
            {
                "url": "http://127.0.0.1:%d/" % server.server_address[1],
                "chromium": exe,
                "game": GAME,
                "seed": SEED,
                "keys": KEYS,
                "resume": RESUME,
                "hint": {"game": GAME, "seed": HINT_SEED},
                "widths": WIDTHS,
            }
        )
    )
    try:
        r = subprocess.run(
            [node, os.path.join(ROOT, "tools", "web_drive.mjs"), str(plan)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=300,
        )
    finally:
        server.shutdown()
        server.server_close()
    assert r.returncode == 0, r.stderr.strip()
    got = json.loads(r.stdout)
    first, resumed = twin()
    assert got["first"] == bits(first), "the canvas differs from the simulator's frame"
    assert PREFIX + "save_%s.txt" % GAME in got["saves"]
    assert got["resumed"] == bits(resumed), "the reloaded page did not resume the saved deal"
    assert got["resumed"] != got["first"] or first == resumed
    # the one-press hint as on the device (H; the on-screen B held), a tap of B
    # the menu; the deal's screen after each as the simulator draws it
    hint, menu = hint_twin()
    assert got["hkey"] == bits(hint), "H did not show the hint"
    assert got["hold"] == bits(hint), "holding B did not show the hint"
    assert got["tap"] == bits(menu), "a tap of B did not open the menu"
    # phones: no sideways scroll, the screen scaled by whole pixels (2x from 360 to 430)
    for w, lay in zip(WIDTHS, got["layout"]):
        assert lay["scroll"] <= lay["width"], (w, lay)
        assert (lay["canvas"] - 12) % 128 == 0, (w, lay)  # (a 6 px border each side)
        assert lay["canvas"] - 12 == (512 if w >= 640 else 256), (w, lay)
    assert got["missing"] == [], got["missing"]  # was one: the favicon's 404
    CHECKS["web"] = "%s: passed (%s: %d keys, canvas = simulator, reload resumes the save)" % (
        NAME,
        got["browser"],
        len(KEYS),
    )
