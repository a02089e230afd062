# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fuzz the whole app: seeded random key presses through the headless HAL.

    python tools/fuzz.py [--presses N] [--seed S] [--games id,id] [--jobs J] [--lenient]
    python tools/fuzz.py --replay GAME SEED KEYS        (KEYS as printed by a failure)
    micropython -X heapsize=80K tools/fuzz.py --mpy --presses 100000

Each *session* starts the real ``engine.ui.app.App`` on in-memory storage, walks the
menus into one game's new deal and then presses random keys (A and the arrows more
often than B, so play goes deep but every menu is visited: pause, undo, hint, rules,
statistics, settings, other games). Now and then the stored save is damaged (``*`` in
a key string) so that "Continue" meets broken files too. After every press the
computer seats settle and the harness checks:

- nothing raised (MemoryError included) and no screen stays busy forever;
- the game's ``check()`` holds, the play screen shows the app's game, the log fits
  ``MAX_ACTIONS``, ``returns()`` has one int per seat;
- the frame is 21 x 8 cells of valid glyph codes, and no text used a character
  missing from the glyph set (it would silently show as "?").

A failure raises :class:`FuzzFailure` whose message holds the game, the session seed
and the key string that reproduce it (``--replay``). Text drawn past the screen edge is
counted, not failed: it is reported with the first example.

The same file runs on CPython and MicroPython (``--mpy`` makes the MicroPython run use
the compiled tree in build/mpy, see ``tools/build_mpy.py``).
"""

import gc
import sys
import time

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")
LETTERS = "UDLRAB"
# Press weights (per mille would be overkill): A and the arrows twice as often as B.
TABLE = "UUDDLLRRAAAB"
DAMAGE = "*"  # in a key string: the stored save of the current game is damaged here
SESSION = 600  # presses per session before a fresh app (and a fresh game) starts


class FuzzFailure(AssertionError):
    """An exception or a broken invariant, with what reproduces it."""


def _ticks_ms():
    if hasattr(time, "ticks_ms"):
        return time.ticks_ms()
    return int(time.time() * 1000)


def _ticks_diff(a, b):
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(a, b)
    return a - b


class _Words:
    """The game's presenter module as the app sees it, with ``review`` rationed (see
    Fuzzer)."""

    def __init__(self, mod, fz, game_id):
        self.mod = mod
        if hasattr(mod, "review"):

            def review(g):
                left = fz.reviews.get(game_id, fz.max_reviews)
                if left <= 0:
                    fz.skipped += 1
                    return ["(review skipped)"]
                fz.reviews[game_id] = left - 1
                return mod.review(g)

            self.review = review

    def __getattr__(self, name):
        return getattr(self.mod, name)


_APPS = []


def _app_class(base):
    """App with its ``text`` attribute (the presenter) wrapped in :class:`_Words` (made
    once per App class)."""
    for b, cls in _APPS:
        if b is base:
            return cls

    class FuzzApp(base):
        fuzzer = None

        @property
        def text(self):
            t = self._text
            if t is None:  # the app imports the presenter on first use: wrap it then
                t = base.text.fget(self)
                if t is not None:
                    self.text = t
                    t = self._text
            return t

        @text.setter
        def text(self, mod):
            fz = self.fuzzer
            if mod is None or fz is None:
                self._text = mod
            else:
                self._text = _Words(mod, fz, self.game_id_for(mod))

        def game_id_for(self, mod):
            name = mod.__name__  # engine.ui.<id>_text
            return name[name.rfind(".") + 1 : -len("_text")]

    _APPS.append((base, FuzzApp))
    return FuzzApp


class Fuzzer:
    """Runs sessions and keeps totals (presses, deals finished, screens seen)."""

    def __init__(self, strict_glyphs=True, allowed=None):
        from engine.game import GAME_IDS
        from engine.ui import frame, glyphs

        self.game_ids = GAME_IDS
        self.frame_mod = frame
        self.glyph_count = glyphs.COUNT
        self.bad_chars = []  # characters that are not in the glyph set
        self.strict_glyphs = strict_glyphs
        self.bad_seen = 0
        self.bad_where = ""  # the first screen that used a missing character
        # games the walk may open: None = every game (all present); set while some are missing
        self.allowed = allowed
        self.clipped = 0  # text writes that ran past the right edge
        self.clip_example = ""
        # lines a player could not read whole: a word the edge cut in two, or a
        # word said twice in a row; counted with the first example (the test fails on them)
        self.cut_words = 0
        self.cut_example = ""
        self.doubled = 0
        self.doubled_example = ""
        self.presses = 0
        self.sessions = 0
        self.finished = 0  # deals played to the end
        self.actions = 0  # game actions played (person + computer)
        self.damaged = 0  # saves damaged on purpose
        self.max_ms = 0
        # The result screen's review may run a solver for seconds (farsky: ~6 s on CPython);
        # the first ``max_reviews`` finished deals of each game get the real one, later ones
        # a stub line (counted in ``skipped``), so a big run is not all solver time.
        self.max_reviews = 2
        self.reviews = {}
        self.skipped = 0
        self._install_checks(glyphs)

    def _install_checks(self, glyphs):
        """Make unknown characters and clipped text visible (the Frame hides both)."""
        code = glyphs.code
        bad = self.bad_chars
        fz = self

        def strict_code(ch):
            c = code(ch)
            if c == 63 and ch != "?" and ch not in bad:
                bad.append(ch)
            return c

        self.frame_mod.code = strict_code
        self.frame_mod._fuzzer = self  # the latest fuzzer counts what the checks find
        cls = self.frame_mod.Frame
        if not hasattr(cls, "_fuzz_text"):
            cls._fuzz_text = cls.text
            frame_mod = self.frame_mod

            def text(fr, col, row, s, inv=False):
                check = frame_mod.code  # the latest fuzzer's (Frame.text inlines the lookup)
                for ch in s:
                    check(ch)
                end = cls._fuzz_text(fr, col, row, s, inv)
                if (end > 21 or col < 0) and 0 <= row < 8:
                    fz = frame_mod._fuzzer
                    fz.clipped += 1
                    if not fz.clip_example:
                        fz.clip_example = "row %d col %d: %r" % (row, col, s)
                    k = 21 - col  # the first character the edge hides
                    if 0 < k < len(s) and s[k - 1] != " " and s[k] != " ":
                        fz.cut_words += 1
                        if not fz.cut_example:
                            fz.cut_example = "row %d col %d: %r" % (row, col, s)
                return end

            cls.text = text
        # every line cut to its room passes through frame.clip: a cut inside a word counts
        # (modules bind clip by name: the loaded ones are pointed at the check, later
        # imports read the frame module's, the check)
        real = getattr(self.frame_mod, "_fuzz_clip", None)
        if real is None:
            real = self.frame_mod._fuzz_clip = self.frame_mod.clip

        fm = self.frame_mod

        def clip(s, n=21):
            out = fm._fuzz_clip(s, n)  # (looked up at each call: a test swaps it)
            k = len(out) - 1  # the cells kept before the ellipsis
            if len(out) < len(s) and 0 < k and out[k - 1] != " " and s[k] != " ":
                if s.find(" ") >= 0 and s.find(" ") < n:  # (one long word must be cut)
                    fz.cut_words += 1
                    if not fz.cut_example:
                        fz.cut_example = "%r cut to %r" % (s, out)
            return out

        last = self.frame_mod.clip  # the real one, or an earlier fuzzer's check
        self.frame_mod.clip = clip
        for name in list(sys.modules):
            mod = sys.modules[name]
            if name.startswith("engine.ui.") and getattr(mod, "clip", None) in (real, last):
                mod.clip = clip

    def _fence(self, app):
        """Games still being written are not entered (the game list offers all five)."""
        real = app.open_game
        allowed = self.allowed

        def open_game(game_id):
            if game_id in allowed:
                real(game_id)

        app.open_game = open_game

    def entry(self, game_id):
        """Keys from the title to a new deal of ``game_id`` (fresh storage), as letters."""
        i = list(self.game_ids).index(game_id)
        return "A" + "D" * i + "AAA"

    def session(self, game_id, seed, presses, keys=None):
        """One app from the title: enter ``game_id``, then ``presses`` random keys.

        ``keys`` (a key string) replays a recorded session instead of drawing keys.
        Returns the number of keys played. Raises FuzzFailure.
        """
        from engine.rng import Rng
        from engine.ui.app import App
        from hal.headless import MemoryStorage

        rng = Rng(seed)  # the keys
        harm = Rng(seed + 500009)  # how saves get damaged: the same draws when replaying
        cls = _app_class(App)
        cls.fuzzer = self
        app = cls(MemoryStorage(), seed_source=lambda: seed)
        if self.allowed is not None:
            self._fence(app)
        entry = self.entry(game_id)
        played = bytearray()  # one byte a key: a 64K heap has no room for a list of them
        self.sessions += 1
        i = 0
        while True:
            if keys is not None:
                if i >= len(keys):
                    break
                ch = keys[i]
            elif i < len(entry):
                ch = entry[i]
            elif i >= len(entry) + presses:
                break
            elif rng.below(400) == 0:
                ch = DAMAGE
            else:
                ch = TABLE[rng.below(len(TABLE))]
            i += 1
            played.append(ord(ch))
            try:
                self._step(app, ch, harm)
            except Exception as e:  # every failure is reported with its keys
                keys = played.decode()
                played = None
                app = None
                gc.collect()
                raise FuzzFailure(self._report(game_id, seed, keys, e))
        return len(played)

    def _step(self, app, ch, harm):
        """One key (or save damage), then the checks."""
        t0 = _ticks_ms()
        before = app.game
        nlog = len(before.log) if before is not None else 0
        if ch == DAMAGE:
            self._damage(app, harm)
        else:
            live = before is not None and not before.over()
            app.key(KEYS[LETTERS.find(ch)])
            self._settle(app)
            self.presses += 1
            if live and app.game is before and before.over():
                self.finished += 1
        ms = _ticks_diff(_ticks_ms(), t0)
        if ms > self.max_ms:
            self.max_ms = ms
        g = app.game
        if g is not None and g is before and len(g.log) > nlog:
            self.actions += len(g.log) - nlog
        self._check(app)

    def _settle(self, app):
        from engine.ui.screens import settle

        settle(app, 20000)
        if app.busy():
            raise AssertionError("screen still busy after 20000 ticks")

    def _damage(self, app, rng):
        """Damage the current game's save: cut it, flip a byte or write junk."""
        if app.game_id is None:
            return
        st = app.storage
        name = app.save_name()
        text = st.files.get(name)
        if not text:
            return
        self.damaged += 1
        how = rng.below(3)
        if how == 0:
            text = text[: rng.below(len(text))]
        elif how == 1:
            i = rng.below(len(text))
            text = text[:i] + chr(32 + rng.below(95)) + text[i + 1 :]
        else:
            text = "".join([chr(32 + rng.below(95)) for _ in range(1 + rng.below(60))])
        st.files[name] = text

    def _check(self, app):
        fr = app.draw()
        cells = fr.cells
        top = self.glyph_count
        if len(cells) != 168 or len(fr.inv) != 168:
            raise AssertionError("frame is not 21x8")
        for c in cells:
            if not (32 <= c < 127 or 128 <= c < top):
                raise AssertionError("invalid glyph code %d" % c)
        text = str(fr)
        if len(self.bad_chars) > self.bad_seen:
            self.bad_seen = len(self.bad_chars)
            if not self.bad_where:
                self.bad_where = "%r on %s:\n%s" % (self.bad_chars, type(app.screen).__name__, text)
            if self.strict_glyphs:
                raise AssertionError("characters missing from the glyph set: " + self.bad_where)
        lines = text.split("\n")
        if len(lines) != 8:
            raise AssertionError("frame text has %d lines" % len(lines))
        for line in lines:
            if len(line) != 21:
                raise AssertionError("frame line of %d chars: %r" % (len(line), line))
            self._doubled(line, text)
        g = app.game
        if g is not None:
            g.check()
            if len(g.log) > g.MAX_ACTIONS:
                raise AssertionError("log longer than MAX_ACTIONS")
            r = g.returns()
            if len(r) != g.players():
                raise AssertionError("returns() has %d values for %d seats" % (len(r), g.players()))
            if app.play is not None and app.play.game is not g:
                raise AssertionError("play screen shows another game object than the app")

    def _doubled(self, line, text):
        """Count a word said twice in a row on a screen line ("the the", "Pass Pass"):
        words of letters only, so cards and numbers side by side are not words."""
        words = line.split()
        for i in range(1, len(words)):
            w = words[i]
            if w == words[i - 1] and len(w) > 1 and w.isalpha():
                self.doubled += 1
                if not self.doubled_example:
                    self.doubled_example = text
                return

    def _report(self, game_id, seed, keys, e):
        lines = [
            "fuzz failure in %s, session seed %d, after %d keys" % (game_id, seed, len(keys)),
            "%s: %s" % (type(e).__name__, e),
            "replay: python tools/fuzz.py --replay %s %d %s" % (game_id, seed, keys),
        ]
        if sys.implementation.name == "cpython":
            import traceback

            lines.insert(2, "".join(traceback.format_exception(e)).rstrip())
        elif hasattr(sys, "print_exception"):  # MicroPython (CircuitPython has none)
            import io

            buf = io.StringIO()
            sys.print_exception(e, buf)
            lines.insert(2, buf.getvalue().rstrip())
        return "\n".join(lines)


def present(ids):
    """The game ids whose three modules (rules, AI, screen) import."""
    from engine.ui.app import drop

    out = []
    for gid in ids:
        ok = True
        for kind in ("games", "ai", "ui"):
            name = "engine.%s.%s" % (kind, gid)
            try:
                __import__(name)
            except ImportError:
                ok = False
            except Exception:  # a broken module still counts as present
                pass
        if sys.implementation.name != "cpython":  # one game's modules in RAM at a time
            drop(["engine.%s.%s" % (kind, gid) for kind in ("games", "ai", "ui")])
        if ok:
            out.append(gid)
    return out


def run(games, presses, seed=1, session=SESSION, fz=None, log=None, strict=True):
    """Fuzz ``presses`` presses spread evenly over ``games``; return the Fuzzer (totals).

    Sessions use seeds ``seed``, ``seed + 1``, ... in turn across the games.
    """
    from engine.game import GAME_IDS

    if fz is None:
        fz = Fuzzer(strict, None if len(games) == len(GAME_IDS) else games)
    per_game = presses // len(games)
    k = 0
    for gi in range(len(games)):
        left = per_game + (1 if gi < presses % len(games) else 0)
        while left > 0:
            n = session if left > session else left
            fz.session(games[gi], seed + k * len(games) + gi, n)
            k += 1
            left -= n
            gc.collect()
            if log is not None:
                log(fz)
    return fz


def totals(fz, games, seconds):
    """A one-line JSON summary of a run (no json module needed on MicroPython)."""
    return (
        '{"impl":"%s","games":"%s","presses":%d,"sessions":%d,"finished":%d,'
        '"actions":%d,"damaged":%d,"clipped":%d,"max_press_ms":%d,"seconds":%d}'
    ) % (
        sys.implementation.name,
        ",".join(games),
        fz.presses,
        fz.sessions,
        fz.finished,
        fz.actions,
        fz.damaged,
        fz.clipped,
        fz.max_ms,
        seconds,
    )


def _arg(argv, name, default):
    # argcheck.option's twin: this driver runs on the board's VM, where importing
    # another module would count in the heap it measures
    if name in argv:
        return argv[argv.index(name) + 1]
    return default


def _setup_path(argv):
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    if "/" in here:
        root = here.rsplit("/", 1)[0]
    else:
        root = ".." if here == "." else "."
    if "--mpy" in argv:
        root = _arg(argv, "--root", root + "/build/mpy")
    sys.path.insert(0, root)


def main(argv):
    _setup_path(argv)
    from engine.game import GAME_IDS

    strict = "--lenient" not in argv
    try:
        if "--replay" in argv:
            i = argv.index("--replay")
            gid, seed, keys = argv[i + 1], int(argv[i + 2]), argv[i + 3]
            Fuzzer(strict, present(GAME_IDS)).session(gid, seed, 0, keys)
            print("replay: no failure in %d keys" % len(keys))
            return 0
        presses = int(_arg(argv, "--presses", "20000"))
        seed = int(_arg(argv, "--seed", "1"))
        games = _arg(argv, "--games", "")
        games = games.split(",") if games else present(GAME_IDS)
        jobs = int(_arg(argv, "--jobs", "1"))
        t0 = time.time()
        if jobs > 1 and sys.implementation.name == "cpython":
            fz = _parallel(games, presses, seed, jobs, strict)
        else:
            fz = run(games, presses, seed, strict=strict)
    except FuzzFailure as e:
        print(str(e))
        print('{"impl":"%s","failed":true}' % sys.implementation.name)
        return 1
    print(totals(fz, games, int(time.time() - t0)))
    if fz.bad_chars:
        print("note: characters missing from the glyph set: %r" % fz.bad_chars)
    if fz.clipped:
        print(
            "note: %d text writes ran past the screen edge, e.g. %s" % (fz.clipped, fz.clip_example)
        )
    return 0


def _one(job):
    games, presses, seed, strict = job
    fz = run(games, presses, seed, strict=strict)
    return (
        fz.presses,
        fz.sessions,
        fz.finished,
        fz.actions,
        fz.damaged,
        fz.clipped,
        fz.clip_example,
        fz.max_ms,
        fz.bad_chars,
    )


def _parallel(games, presses, seed, jobs, strict):
    """CPython only: split the run over processes (distinct seed ranges)."""
    from multiprocessing import Pool

    part = presses // jobs
    # each job its own seed range: sessions never repeat another job's
    work = [
        (games, part + (presses % jobs if j == 0 else 0), seed + j * 100000, strict)
        for j in range(jobs)
    ]
    with Pool(jobs) as pool:
        parts = pool.map(_one, work)
    fz = Fuzzer(strict, games)
    for p in parts:
        fz.presses += p[0]
        fz.sessions += p[1]
        fz.finished += p[2]
        fz.actions += p[3]
        fz.damaged += p[4]
        fz.clipped += p[5]
        fz.clip_example = fz.clip_example or p[6]
        fz.max_ms = max(fz.max_ms, p[7])
        for ch in p[8]:
            if ch not in fz.bad_chars:
                fz.bad_chars.append(ch)
    return fz


if __name__ == "__main__":
    sys.exit(main(sys.argv))
