# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.app`
===============

The application core: the current screen, the game being played, saves and
statistics on the HAL's storage. It knows no hardware: a HAL object (duck-typed)
brings keys, frames, time and storage::

    hal.keys()    -> list of "UP" "DOWN" "LEFT" "RIGHT" "A" "B" pressed since the last call,
                     and "HINT" (the device: B held; the keyboard: H), the one-press hint
    hal.show(fr)  -> put a Frame on the screen
    hal.now()     -> milliseconds (monotonic)
    hal.tick()    -> wait for the next frame
    hal.storage   -> read(name, cap) / write(name, text) -> bool / remove(name) /
                     set_aside(name) / readonly / full

The menus around a game (``engine.ui.lobby``) and the pause menu
(``engine.ui.pause``) are imported when shown and dropped during play, so a
small heap holds the app core and one game.
"""

import gc
import sys

from engine import heap
from engine.ui.frame import ROWS, Frame, clip
from engine.ui.screens import PlayHost, Title

# One line each (21 characters): what the player reads when a file is not usable. The
# file itself is kept as ``<name>.bad``.
FULL = "Storage full: not saved"
BAD_SAVE = "Bad save: set aside"
BAD_STATS = "Bad stats: set aside"
BAD_SETTINGS = "Bad settings: reset"
LOST = "Power cut: save lost"  # the store found a write the power cut short

# Screens used now and then: imported when shown, dropped again before play.
_TRANSIENT = (
    "engine.ui.lobby",
    "engine.ui.records",
    "engine.ui.pause",
    "engine.ui.options",
    "engine.ui.rules",
    "engine.ui.result",
    "engine.ui.settings",
    "engine.ui.menus",
    "engine.ui.moves",
    "engine.ui.line",
    "engine.stats",
    "engine.save",
    "engine.save_write",
)
# What the result screen loads besides the game's presenter (dropped for the menus).
_PLAYING = ("engine.ui.result", "engine.ui.records", "engine.stats")
# A game's rules part that play never calls (a restored checkpoint, statistics,
# invariants, copies: Navigator's engine.games.navigator_books): a Continue's or an
# undo's replay brings it in, and play lets it go (see App.begin and back_to_play).
_BOOKS = "engine.games.%s_books"


def module(name):
    """Import ``name`` (a dotted module path) and return the module itself."""
    return __import__(name, None, None, ("x",))


def call(name, fn, *args):
    """Import module ``name`` and call its function ``fn`` with ``args``."""
    return getattr(module(name), fn)(*args)


def drop(names):
    """Forget modules (their code is freed once no screen uses it)."""
    for name in names:
        if name in sys.modules:
            del sys.modules[name]
            # the parent package keeps a reference too (engine.ui.lobby -> engine.ui.lobby)
            dot = name.rfind(".")
            parent = sys.modules.get(name[:dot])
            if parent is not None and hasattr(parent, name[dot + 1 :]):
                delattr(parent, name[dot + 1 :])
    gc.collect()


def drop_game(gid):
    """Forget game ``gid``'s modules and their parts (navigator_calc, onslaught_moves...)."""
    drop(
        [
            m
            for m in sys.modules
            if m.startswith("engine.")
            and m.count(".") == 2
            and (m.endswith("." + gid) or ("." + gid + "_") in m)
        ]
    )


class App:
    """The whole program above the HAL."""

    def __init__(self, storage, seed_source=None):
        heap.tune()  # collect early: a small heap stays in few pieces
        self.storage = storage
        self.seed_source = seed_source  # callable -> int for new deal numbers
        self.frame = Frame()
        self.dirty = True
        self.now = 0
        self.saves_off = bool(getattr(storage, "readonly", False))
        self.note = ""  # one line over the bottom row until the next key (memory short, bad file)
        self.settings = call("engine.ui.records", "load_settings", self)
        # back when a record is read or written (the save's writer came with the records)
        drop(("engine.ui.records", "engine.stats", "engine.save_write"))
        self.game_id = None
        self.cls = None
        self._ai = None  # the game's computer (engine.ai.<id>), imported on first use: see ai
        self._text = None  # the game's presenter (engine.ui.<id>_text): see text
        self.game = None
        self.play = None
        # the review a play screen began with the deal (a stepped job, False when given up,
        # None), which the result screen takes over: see engine.ui.onslaught.Screen.think
        self.early = None
        # the HAL's "a press is waiting" (``engine.ui.screens.run`` sets it where the HAL
        # has one): work done between frames stops early for a press
        self.pending = None
        # the main loop's: a deal's end is recorded once the frame with its last move is
        # out (see act and recorded); elsewhere at once, as the tests expect
        self.later = False
        self.ending = False  # a deal ended and is not recorded yet (``later`` only)
        self.unsaved = 0
        self.acts = 0  # actions played (see act): a screen's drawing made once a position
        self.deals = 0
        self.deal = None  # the id of the deal being played (see finish)
        self.screen = Title(self)
        if getattr(storage, "lost", False):
            self.note = LOST

    # -- storage -------------------------------------------------------------------------

    def read(self, name, cap=2048, what="Bad file: set aside"):
        """A stored file's text, or None when there is none.

        A file that is not what it seems (not a regular file, bigger than ``cap``, not
        text, unreadable) is set aside as ``name.bad`` and the player reads one line.
        """
        try:
            return self.storage.read(name, cap)
        except (OSError, ValueError):
            call("engine.ui.records", "set_aside", self, name, what)
            return None

    def write(self, name, text):
        """Store a file; on failure "saves off" shows on the menus (and a full storage says
        so in one line) until a write succeeds again."""
        try:
            ok = self.storage.write(name, text)
        except OSError:
            ok = False
        if ok:
            self.saves_off = bool(getattr(self.storage, "readonly", False))
            if self.note == FULL:
                self.note = ""  # room again: the line would no longer be true
        else:
            self.saves_off = True
            if getattr(self.storage, "full", False):
                self.note = FULL
                self.dirty = True
        return ok

    @property
    def ai(self):
        """The current game's computer module ``engine.ai.<id>``, imported the first time
        it is asked for (a computer's move, a hint, idle work): opening a game compiles
        only what its first frame needs. Freed with the game (``drop_game``)."""
        if self._ai is None and self.game_id is not None:
            self._ai = module("engine.ai." + self.game_id)
        return self._ai

    @ai.setter
    def ai(self, mod):
        self._ai = mod

    @property
    def text(self):
        """The current game's presenter ``engine.ui.<id>_text`` (its words), imported the
        first time it is asked for (a label the first frame lacks, the result, the
        statistics): opening a game compiles only what its first frame needs."""
        if self._text is None and self.game_id is not None:
            self._text = module("engine.ui.%s_text" % self.game_id)
        return self._text

    @text.setter
    def text(self, mod):
        self._text = mod

    @property
    def delay(self):
        """Milliseconds between computer actions (see ``engine.ui.settings``)."""
        return (250, 700, 1400)[self.settings.get("speed", 1) % 3]

    # -- the loop's entry points ----------------------------------------------------------

    def key(self, k):
        """One button press. "HINT" asks the play screen for the hint (on the person's turn;
        any other screen has no use for it)."""
        self.recorded()
        self.note = ""
        if k == "HINT":
            if isinstance(self.screen, PlayHost):
                heap.optional(self, "Hint needs more RAM", self.play.hint)
        else:
            self.screen.key(k)
        self.dirty = True

    def tick(self, now):
        """Time passes (computer moves, long jobs)."""
        self.now = now
        before = self.screen
        busy = before.busy()
        before.tick(now)
        if busy and before.changed() or self.screen is not before or before.stale():
            self.dirty = True

    def busy(self):
        """True while the current screen works without input."""
        return self.screen.busy()

    def draw(self):
        """Draw the current screen into the app's Frame and return it."""
        fr = self.frame
        fr.clear()
        self.screen.draw(fr)
        if self.note:
            fr.chart = None  # a chart would cover the line; it is back after the next key
            fr.text(0, ROWS - 1, "%-21s" % clip(self.note))
        self.dirty = False
        return fr

    def go(self, screen):
        """Show ``screen`` next."""
        self.screen = screen
        self.dirty = True

    # -- menus (transient modules) -------------------------------------------------------

    def game_list(self):
        """The list of games (and settings)."""
        module("engine.ui.lobby").game_list(self)

    def open_game(self, game_id):
        """Choose a game: its modules are imported, the previous game's dropped."""
        module("engine.ui.lobby").open_game(self, game_id)

    def game_menu(self):
        """Continue / New game / Rules / Statistics for the chosen game."""
        self.leave_play()
        module("engine.ui.lobby").game_menu(self)

    def leave_play(self):
        """Free the play screen before a menu loads: its code, the presenter, the result
        (and its review) and, once the deal is over, the game. The menus do without them,
        and Continue or New game build a new play screen; in a small heap the lobby could
        not load beside them (Onslaught at 96K: a MemoryError importing the lobby after
        the result). A deal not over stays: a new deal counts it as abandoned. The
        computer goes too (``engine.ai.<id>`` and its parts), imported again on its first
        use: Navigator's Continue replays the save beside it and then could not import
        the play screen at 96K."""
        self.drop_play()
        self.text = None
        self._ai = None
        self.drop_early()
        g = self.game
        if g is not None and g.over():
            self.game = None
        ai = "engine.ai.%s" % self.game_id
        words = "engine.ui.%s_text" % self.game_id
        drop(
            [
                m
                for m in sys.modules
                if m in _PLAYING or m == words or m == ai or m.startswith(ai + "_")
            ]
        )

    def options(self, seed=None):
        """The options screen before a new game."""
        module("engine.ui.lobby").options(self, seed)

    def start(self, values, seed):
        """Start a new game with option ``values`` (indexes) on deal ``seed``."""
        module("engine.ui.lobby").start(self, values, seed)

    def resume(self):
        """Continue the saved game, or explain why not and start fresh."""
        module("engine.ui.lobby").resume(self)

    def show_stats(self):
        """The statistics screen of the current game (memory short: one line)."""
        heap.optional(self, "Stats need more RAM", call, "engine.ui.records", "show_stats", self)

    def pause(self):
        """The pause menu (the play screen's clocks stop until play resumes)."""
        self.play.suspend()
        self.roomy(call, "engine.ui.pause", "pause", self)

    def moves(self):
        """The move log page (from the pause menu)."""
        self.go(self.roomy(call, "engine.ui.moves", "Moves", self))

    def undo(self):
        """Take back the person's last decision; returns a message."""
        return self.roomy(call, "engine.ui.pause", "undo", self)

    def undo_over(self):
        """Take back the move that ended the game, from the final board (its note says
        what happened); menu modules loaded for it leave again."""
        text = self.roomy(call, "engine.ui.pause", "undo_over", self)
        self.play.say(text)
        self.back_to_play()

    def rules(self, back):
        """The paged rules of the current game; B calls ``back`` (memory short: one line)."""
        heap.optional(self, "Rules need more RAM", call, "engine.ui.rules", "show", self, back)

    def result(self):
        """The result screen of the finished game (the play screen's code leaves RAM: the
        review's search gets its room; again or next builds a new play screen)."""
        r = self.roomy(call, "engine.ui.result", "Result", self)
        self.drop_play()
        self.go(r)

    def drop_play(self):
        """Forget the play screen and its modules (not the game, nor its presenter)."""
        self.screen = None
        self.play = None
        ui = "engine.ui.%s" % self.game_id
        drop(
            [
                m
                for m in sys.modules
                if m in ("engine.ui.play", ui) or (m.startswith(ui + "_") and m != ui + "_text")
            ]
        )

    # -- the game ------------------------------------------------------------------------

    def new_seed(self):
        """A fresh deal number."""
        self.deals += 1
        base = self.seed_source() if self.seed_source else self.now
        return (base * 7 + self.deals * 7919) % 1000000

    def save_name(self):
        """File name of the current game's save (each game has its own)."""
        return "save_%s.txt" % self.game_id

    def roomy(self, fn, *args):
        """``fn(*args)``; when memory runs short while a review begun during play is held,
        that review gives way (for this deal: the result screen begins it again, the same
        answer) and ``fn`` runs again."""
        try:
            return fn(*args)
        except MemoryError:
            if not self.early:
                raise
        self.drop_early()
        self.early = False
        return fn(*args)

    def drop_early(self):
        """Forget the review begun during play, and its code (its answer is the same when
        begun again)."""
        job = self.early
        self.early = None
        if job:
            job.cancel()  # (frees its tables in place)
            drop(job.modules)

    def begin(self, game):
        """Show the play screen for ``game``; menu modules leave RAM."""
        self.drop_early()
        self.game = game
        self.screen = None  # let go of the menu screen before dropping its module
        drop(_TRANSIENT + (_BOOKS % self.game_id,))
        self.play = module("engine.ui." + self.game_id).Screen(self, game)
        self.unsaved = 0
        self.go(PlayHost(self))

    def back_to_play(self):
        """Leave the pause menu."""
        self.screen = None
        drop(_TRANSIENT + (_BOOKS % self.game_id,))
        self.go(PlayHost(self))

    def save(self):
        """Write the current game's save (if it is not over)."""
        g = self.game
        if g is not None and not g.over():
            # the save format's writer is loaded for the write and dropped again: the play
            # screen's heap holds the game, not the code that writes it (nor the reader's
            # field checks: engine.save)
            text = self.roomy(call, "engine.save_write", "dumps", g, self.deal)
            drop(("engine.save_write",))
            self.write(self.save_name(), text)
            # Counted as done even when the write failed (saves off): otherwise every later
            # action would serialise the whole game again.
            self.unsaved = 0

    def act(self, action):
        """Play an action for the seat to move (from the play screen or a computer)."""
        g = self.game
        g.apply(action)
        self.acts += 1  # the position changed: what a screen made for the last one is stale
        self.unsaved += 1
        if g.over():
            if self.later:
                self.ending = True  # (the main loop records it after the frame: recorded)
            else:
                self.finish()
        elif self.unsaved >= 10:  # autosave every 10 actions: flash wears, not every press
            self.save()

    def recorded(self):
        """Record the deal that ended in the last key or tick, if it waited (``later``):
        the main loop calls it after each frame, a key before it is handled. The final
        save and the statistics (their code imported, the flash written) would make the
        frame with the last move wait for them (docs/BENCH.md, "Work moved off the
        press"); the main loop writes them before it reads the next press."""
        if self.ending:
            self.ending = False
            self.finish()

    def finish(self):
        """Record a finished deal exactly once, losing nothing (see ``engine.ui.records``;
        a second try after a review begun in play gave way writes the same and counts
        the deal's id once)."""
        self.roomy(call, "engine.ui.records", "finish", self)
