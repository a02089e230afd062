# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.app`
===============

The application: title -> game list -> game menu -> options -> play -> pause
menu -> result -> statistics, plus saves, statistics and settings on the HAL's
storage. It knows no hardware: a HAL object (duck-typed) brings keys, frames,
time and storage::

    hal.keys()    -> list of "UP" "DOWN" "LEFT" "RIGHT" "A" "B" pressed since the last call
    hal.show(fr)  -> put a Frame on the screen
    hal.now()     -> milliseconds (monotonic)
    hal.tick()    -> wait for the next frame
    hal.storage   -> read(name) / write(name, text) -> bool / remove(name) / readonly
"""

import gc
import sys

import engine
from engine import save, stats
from engine.game import GAME_IDS, load_game
from engine.ui.frame import Frame
from engine.ui.menus import Menu, Message
from engine.ui.screens import PlayHost, Title

SAVE_EVERY = 10  # actions between autosaves (flash wears: not on every press)
GAME_NAMES = ("Farsky Mappers", "Onslaught", "Pack 'n Stack", "Travfuda", "Navigator")
ROOT = engine.__file__.rsplit("/", 1)[0] if "/" in engine.__file__ else "engine"


def _module(kind, game_id):
    return __import__("engine.%s.%s" % (kind, game_id), None, None, ("x",))


class App:
    """The whole program above the HAL."""

    def __init__(self, storage, seed_source=None):
        self.storage = storage
        self.seed_source = seed_source  # callable -> int for new deal numbers
        self.frame = Frame()
        self.dirty = True
        self.now = 0
        self.saves_off = bool(getattr(storage, "readonly", False))
        self.settings = stats.loads(self._read("settings.txt"))
        self.game_id = None
        self.cls = None
        self.ai = None
        self.game = None
        self.play = None
        self.unsaved = 0
        self._deals = 0
        self.screen = Title(self)

    # -- storage -------------------------------------------------------------------------

    def _read(self, name):
        try:
            return self.storage.read(name)
        except (OSError, ValueError):  # unreadable file: treat as missing
            return None

    def _write(self, name, text):
        try:
            ok = self.storage.write(name, text)
        except OSError:
            ok = False
        if not ok:
            self.saves_off = True
        return ok

    @property
    def delay(self):
        """Milliseconds between computer actions (a setting)."""
        return (250, 700, 1400)[self.settings.get("speed", 1) % 3]  # see ui.settings.SPEEDS

    # -- the loop's entry points ----------------------------------------------------------

    def key(self, k):
        """One button press."""
        self.screen.key(k)
        self.dirty = True

    def tick(self, now):
        """Time passes (computer moves, long jobs)."""
        self.now = now
        before = self.screen
        busy = self.screen.busy()
        self.screen.tick(now)
        if busy or self.screen is not before:
            self.dirty = True

    def busy(self):
        """True while the current screen works without input."""
        return self.screen.busy()

    def draw(self):
        """Draw the current screen into the app's Frame and return it."""
        fr = self.frame
        fr.clear()
        self.screen.draw(fr)
        self.dirty = False
        return fr

    def go(self, screen):
        """Show ``screen`` next."""
        self.screen = screen
        self.dirty = True

    # -- navigation ----------------------------------------------------------------------

    def game_list(self):
        """The list of games (and settings)."""
        self.unload()
        items = list(GAME_NAMES) + ["Settings"]
        cur = GAME_IDS.index(self.game_id) if self.game_id in GAME_IDS else 0

        def pick(i):
            if i < len(GAME_IDS):
                self.open_game(GAME_IDS[i])
            else:
                from engine.ui.settings import Settings

                self.go(Settings(self))

        self.go(Menu("Choose a game", items, pick, lambda: self.go(Title(self)),
                     footer="saves off" if self.saves_off else "", cur=cur))

    def open_game(self, game_id):
        """Import one game's modules (only one game is in memory at a time)."""
        if game_id != self.game_id:
            self.unload()
            self.cls = load_game(game_id)
            self.ai = _module("ai", game_id)
            self.game_id = game_id
        self.game_menu()

    def unload(self):
        """Drop the current game's modules to free RAM."""
        if self.game_id is None:
            return
        self.game = self.play = self.cls = self.ai = None
        for kind in ("games", "ai", "ui"):
            name = "engine.%s.%s" % (kind, self.game_id)
            if name in sys.modules:
                del sys.modules[name]
        self.game_id = None
        gc.collect()

    def save_name(self):
        """File name of the current game's save."""
        return "save_%s.txt" % self.game_id

    def game_menu(self):
        """Continue / New game / Rules / Statistics for the chosen game."""
        has_save = bool(self._read(self.save_name()))
        items = (["Continue"] if has_save else []) + ["New game", "Rules", "Statistics"]

        def pick(i):
            what = items[i]
            if what == "Continue":
                self.resume()
            elif what == "New game":
                self.options()
            elif what == "Rules":
                self.rules(self.game_menu)
            else:
                self.show_stats()

        self.go(Menu(self.cls.NAME, items, pick, self.game_list,
                     footer="saves off" if self.saves_off else ""))

    def new_seed(self):
        """A fresh deal number."""
        self._deals += 1
        base = self.seed_source() if self.seed_source else self.now
        return (base * 7 + self._deals * 7919) % 1000000

    def options(self, seed=None):
        """The options screen before a new game."""
        cls = self.cls
        last = self.settings  # remembered option values per game: "<id>.<key> value"
        vals = []
        for o in cls.OPTIONS:
            v = last.get("%s.%s" % (cls.ID, o.key), o.default)
            vals.append(v if 0 <= v < len(o.choices) else o.default)
        from engine.ui.options import Options

        self.go(Options(cls, vals, self.new_seed() if seed is None else seed,
                        self.start, self.game_menu))

    def start(self, values, seed):
        """Start a new game with option ``values`` on deal ``seed``."""
        for o, v in zip(self.cls.OPTIONS, values, strict=False):
            self.settings["%s.%s" % (self.cls.ID, o.key)] = v
        self._write("settings.txt", stats.dumps(self.settings))
        self.begin(self.cls(seed, values))
        self.save()

    def begin(self, game):
        """Show the play screen for ``game``."""
        self.game = game
        ui = _module("ui", self.game_id)
        self.play = ui.Screen(self, game)
        self.unsaved = 0
        self.go(PlayHost(self))

    def resume(self):
        """Load the saved game, or explain why not and start fresh."""
        try:
            g = save.loads(self._read(self.save_name()), self.cls)
        except save.SaveError as e:
            self.go(Message("Can't continue", str(e) + ". Starting a fresh game.",
                            self.options))
            return
        if g.over():
            self.go(Message("Can't continue", "That game was finished. Starting a fresh game.",
                            self.options))
            return
        self.begin(g)

    def save(self):
        """Write the current game's save (if it is not over)."""
        g = self.game
        if g is not None and not g.over():
            if self._write(self.save_name(), save.dumps(g)):
                self.unsaved = 0

    def act(self, action):
        """Play an action for the seat to move (from the play screen or a computer)."""
        g = self.game
        g.apply(action)
        self.unsaved += 1
        if g.over():
            self.finish()
        elif self.unsaved >= SAVE_EVERY:
            self.save()

    def finish(self):
        """Record a finished game's statistics; its save is removed."""
        st = stats.loads(self._read("stats_%s.txt" % self.game_id))
        self.game.record(st)
        self._write("stats_%s.txt" % self.game_id, stats.dumps(st))
        try:
            self.storage.remove(self.save_name())
        except OSError:
            pass

    def undo(self):
        """Take back the person's last decision (and the computer moves after it)."""
        g = self.game
        if not g.log:
            return "Nothing to undo"
        seats = []
        probe = g.replay([])
        for a in g.log:
            seats.append(probe.to_move())
            probe.apply(a)
        i = len(seats) - 1
        while i >= 0 and seats[i] != 0:
            i -= 1
        if i < 0:
            return "Nothing to undo"
        self.game = g.replay(g.log[:i])
        self.play.set_game(self.game)
        self.save()
        return "Undone"

    def rules(self, back):
        """The paged rules of the current game."""
        from engine.ui.rules import Pager, read_rules

        self.go(Pager(read_rules(self.game_id, ROOT), back))

    def pause(self):
        """The pause menu."""
        items = ["Resume", "Hint", "Undo", "Rules", "Same deal", "New deal", "Save & quit"]

        def back():
            self.go(PlayHost(self))

        def pick(i):
            what = items[i]
            if what == "Hint":
                self.play.hint()
                back()
            elif what == "Undo":
                self.play.say(self.undo())
                back()
            elif what == "Rules":
                self.rules(self.pause)
            elif what == "Same deal":
                self.begin(self.cls(self.game.seed, self.game.options))
                self.save()
            elif what == "New deal":
                self.options()
            elif what == "Save & quit":
                self.save()
                self.game_menu()
            else:
                back()

        self.go(Menu("Paused #%d" % self.game.seed, items, pick, back,
                     footer="saves off" if self.saves_off else ""))

    def result(self):
        """The result screen of the finished game."""
        from engine.ui.result import Result

        self.go(Result(self))

    def show_stats(self):
        """The statistics screen of the current game."""
        st = stats.loads(self._read("stats_%s.txt" % self.game_id))
        from engine.ui.result import Stats

        self.go(Stats(self.cls, st, self.game_menu))
