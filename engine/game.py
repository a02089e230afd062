# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.game`
=============

The one protocol every game follows (after OpenSpiel's State).

A game is a deterministic state machine built from ``(seed, options)`` and driven
by small int actions. All randomness comes from ``self.rng`` (seeded once), so a
game is fully described by seed + options + action log: that is what saves,
undo (replay minus one), replays, fuzzing and the generic autoplayer rely on.

A game module subclasses :class:`Game` and implements the ``_``-prefixed hooks
plus ``label``. Seat 0 is the person holding the device; other seats are
computer players.
"""

from engine.rng import Rng, mix

OVER = -1  # to_move() once the game has ended


class IllegalAction(ValueError):
    """An action that the rules do not allow in this position."""


class Option:
    """One setting on the options screen; its value is an index into ``choices``."""

    def __init__(self, key, label, choices, default=0, note=""):
        self.key = key  # short id used in saves, e.g. "cascade"
        self.label = label  # up to 12 chars for the options screen
        self.choices = choices  # tuple of short strings, e.g. ("on", "off")
        self.default = default
        self.note = note  # one line shown under the option


class Game:
    """Base class of every game. Subclasses set the class attributes below."""

    ID = ""  # "farsky", "onslaught", "packnstack", "travfuda", "navigator"
    NAME = ""  # shown in menus (max 16 chars)
    RULES_VERSION = 1  # bump when old action logs would replay differently
    OPTIONS = ()  # tuple of Option
    MAX_ACTIONS = 5000  # upper bound of a game's length (guards replays and fuzzing)

    def __init__(self, seed=1, options=None):
        self.seed = seed
        opts = [o.default for o in self.OPTIONS]
        if options:
            for i, v in enumerate(options):
                if i < len(opts):
                    if not 0 <= v < len(self.OPTIONS[i].choices):
                        raise ValueError("option %s out of range" % self.OPTIONS[i].key)
                    opts[i] = v
        self.options = opts
        self.log = []
        self.rng = Rng(seed)
        self._setup()

    # -- hooks a game implements -------------------------------------------------

    def _setup(self):
        """Deal from ``self.rng`` according to ``self.options``."""
        raise NotImplementedError

    def _legal(self):
        """Return the legal actions (a list of small ints, ascending)."""
        raise NotImplementedError

    def _apply(self, action):
        """Play a legal action (no validation needed)."""
        raise NotImplementedError

    def to_move(self):
        """Seat to act (0 = the device's player), or OVER."""
        raise NotImplementedError

    def returns(self):
        """One int per seat: the final score (or score so far) in the game's own terms."""
        raise NotImplementedError

    def label(self, action):
        """A short human text for an action (max 21 chars)."""
        raise NotImplementedError

    # -- hooks with defaults ------------------------------------------------------

    def players(self):
        """Number of seats."""
        return 1

    def opt(self, key):
        """The value (index) of option ``key``."""
        for i, o in enumerate(self.OPTIONS):
            if o.key == key:
                return self.options[i]
        raise KeyError(key)

    def summary(self):
        """Extra (key, int) pairs for autoplay JSON lines and statistics."""
        return ()

    def outcome(self):
        """A short text for the result screen (max 21 chars per line, '\\n' separated)."""
        return "Game over"

    def won(self, seat=0):
        """True if ``seat`` won (solitaires: reached their goal)."""
        r = self.returns()
        return r[seat] == max(r)

    def record(self, st):
        """Update the statistics dict ``st`` with this finished game (see engine.stats)."""
        st["played"] = st.get("played", 0) + 1
        if self.won(0):
            st["won"] = st.get("won", 0) + 1

    @classmethod
    def stats_lines(cls, st):
        """Lines (max 21 chars) for the statistics screen."""
        n = st.get("played", 0)
        return ["Played %d" % n, "Won    %d" % st.get("won", 0)]

    @classmethod
    def stats_chart(cls, st):
        """Optional ``(title, [values])`` bar chart for the statistics screen, or None."""
        return None

    def check(self):
        """Raise AssertionError if an invariant is broken (cards accounted for, ...)."""

    def determinize(self, seat, rng):
        """Return a copy in which every card ``seat`` cannot see is permuted with ``rng``.

        Used to prove that computer players do not peek, and by sampling AIs.
        Default: the game has no hidden information.
        """
        return self.copy()

    def copy(self):
        """An independent copy. Default: replay the log (games override for speed)."""
        return self.replay(self.log)

    # -- public API (not overridden) -----------------------------------------------

    def over(self):
        """True once the game has ended."""
        return self.to_move() == OVER

    def legal_actions(self):
        """Legal actions, ascending; empty when over."""
        if self.over():
            return []
        return self._legal()

    def apply(self, action):
        """Validate and play ``action``; raises IllegalAction if it is not legal."""
        if self.over() or action not in self._legal():
            raise IllegalAction("%s: illegal action %r" % (self.ID, action))
        self._apply(action)
        self.log.append(action)

    def replay(self, log):
        """A new game with the same seed and options after playing ``log`` (validated)."""
        g = self.__class__(self.seed, self.options)
        for a in log:
            g.apply(a)
        return g

    def undo(self):
        """The game one action earlier (replay minus one)."""
        return self.replay(self.log[:-1])

    def ai_rng(self):
        """A deterministic random stream for decisions at this point of the game."""
        return Rng(mix(self.seed, len(self.log)))


def load_game(game_id):
    """Import a game's module on demand and return its Game class."""
    mod = __import__("engine.games." + game_id, None, None, ("GAME",))
    return mod.GAME


GAME_IDS = ("farsky", "onslaught", "packnstack", "travfuda", "navigator")
