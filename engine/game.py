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

A game module subclasses :class:`Game` and implements the ``_``-prefixed hooks.
Seat 0 is the person holding the device; other seats are computer players. The
class holds rules only: the words a person reads (action labels, the outcome,
statistics lines) are the game's presenter, ``engine/ui/<id>_text.py``.
"""

from engine.rng import Rng, mix

OVER = -1  # to_move() once the game has ended
BACK = "back"  # _apply's answer when an action exactly took back the log's last one


class IllegalAction(ValueError):
    """An action that the rules do not allow in this position."""


_FIELDS = ("key", "label", "choices", "default", "note")


class Option:
    """One setting on the options screen; its value is an index into ``choices``.

    Made from one spec, ``"key|Label|choice,choice|default|note"`` (default and
    note may be left out). ``key`` is the short id used in saves, the label has at
    most 12 characters, ``note`` is one line shown under the option.
    """

    def __init__(self, spec):
        self.spec = spec

    def __getattr__(self, name):  # key, label, choices, default, note: read from the spec
        if name not in _FIELDS:
            raise AttributeError(name)
        i = _FIELDS.index(name)
        f = self.spec.split("|")
        v = f[i] if i < len(f) else ""
        if i == 2:
            return tuple(v.split(","))
        if i == 3:
            return int(v) if v else 0
        return v


class Options:
    """A game's options: indexing and iterating give :class:`Option`, but only the
    spec strings are kept, so a game with many options costs a small heap little."""

    def __init__(self, *specs):
        self.specs = specs

    def __len__(self):
        return len(self.specs)

    def __getitem__(self, i):  # iterating uses it too (IndexError ends a loop)
        return Option(self.specs[i])

    def index(self, key):
        """The position of option ``key`` (KeyError if the game has none)."""
        i = 0
        for sp in self.specs:
            if sp.find("|") == len(key) and sp.startswith(key):  # allocates nothing
                return i
            i += 1
        raise KeyError(key)


class Game:
    """Base class of every game. Subclasses set the class attributes below."""

    ID = ""  # one of GAME_IDS (the registry at the end of this module)
    NAME = ""  # shown in menus (max 16 chars): ``game_name(ID)``, from ``GAMES``
    RULES_VERSION = 1  # bump when old action logs would replay differently
    OPTIONS = Options()  # Options("key|Label|a,b|default|note", ...)
    MAX_ACTIONS = 5000  # upper bound of a game's length (guards replays and fuzzing)
    base = None  # the checkpoint the log starts from (see apply), or None: the deal

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
        """Play a legal action (no validation needed).

        Return None, or to checkpoint (a long match keeps a short log) a list of
        small ints from which ``_restore`` rebuilds the game as it is now: the log
        then starts afresh after this action. Return ``BACK`` when the action put
        the game back exactly as it was before the log's last action (a calculation
        step taken back): that action leaves the log instead of this one joining
        it, so "step, undo" however often never makes the log (saves, undo) grow.
        """
        raise NotImplementedError

    def _restore(self, state):
        """Continue from a checkpoint ``_apply`` returned (games that checkpoint).

        Raise ValueError if ``state`` does not fit the game.
        """
        raise ValueError("no checkpoints")

    def to_move(self):
        """Seat to act (0 = the device's player), or OVER."""
        raise NotImplementedError

    def returns(self):
        """One int per seat: the final score (or score so far) in the game's own terms."""
        raise NotImplementedError

    # -- hooks with defaults ------------------------------------------------------

    def players(self):
        """Number of seats."""
        return 1

    def opt(self, key):
        """The value (index) of option ``key``."""
        return self.options[self.OPTIONS.index(key)]

    def set_opt(self, key, value):
        """Set option ``key`` (scenarios: the same position under another reading)."""
        self.options[self.OPTIONS.index(key)] = value

    def summary(self):
        """Extra (key, int) pairs for autoplay JSON lines and statistics."""
        return ()

    def headline(self):
        """The result screen's headline, at most 10 characters (it shows at twice the size).

        "You win!" (or "Tie" when others share the win), "Draw" when nobody won and
        every seat scored the same, else "You lose" (solitaires: "Game over")."""
        n = self.players()
        if self.won(0):
            for s in range(1, n):
                if self.won(s):
                    return "Tie"
            return "You win!"
        if n == 1:
            return "Game over"
        r = self.returns()
        for s in range(n):
            if self.won(s) or r[s] != r[0]:
                return "You lose"
        return "Draw"

    def won(self, seat=0):
        """True if ``seat`` won (solitaires: reached their goal)."""
        r = self.returns()
        return r[seat] == max(r)

    def record(self, st):
        """Update the statistics dict ``st`` with this finished game (see engine.stats)."""
        st["played"] = st.get("played", 0) + 1
        if self.won(0):
            st["won"] = st.get("won", 0) + 1

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
        state = self._apply(action)
        if state is None:
            self.log.append(action)
        elif state is BACK:
            self.log.pop()
        else:
            self.base = [self.played() + 1] + state
            del self.log[:]  # the same list, refilled: no new block per checkpoint

    def restore(self, base):
        """Continue from checkpoint ``base`` (``[actions before, state...]``, see apply)."""
        if not base or base[0] < 1:
            raise ValueError("bad checkpoint")
        self._restore(base[1:])
        self.base = list(base)

    def played(self):
        """Actions played since the deal (checkpoints included)."""
        return (self.base[0] if self.base else 0) + len(self.log)

    def replay(self, log):
        """A new game with the same seed, options and checkpoint after playing ``log``
        (validated)."""
        g = self.__class__(self.seed, self.options)
        if self.base is not None:
            g.restore(self.base)
        for a in log:
            g.apply(a)
        return g

    def undo(self):
        """The game one action earlier (replay minus one)."""
        return self.replay(self.log[:-1])

    def ai_rng(self):
        """A deterministic random stream for decisions at this point of the game."""
        return Rng(mix(self.seed, self.played()))


def load_game(game_id):
    """Import a game's module on demand and return its Game class."""
    mod = __import__("engine.games." + game_id, None, None, ("GAME",))
    return mod.GAME


# The registry: each game's id (its modules' names) and the name its menus show, in the
# game list's order. The names are here so the list shows them without importing five
# rules modules; each game's class takes its NAME from here.
GAMES = (
    ("farsky", "Farsky Mappers"),
    ("onslaught", "Onslaught"),
    ("packnstack", "Pack 'n Stack"),
    ("travfuda", "Travfuda"),
    ("navigator", "Navigator"),
)
GAME_IDS = tuple([g[0] for g in GAMES])


def game_name(game_id):
    """The name the menus show for ``game_id`` (ValueError if it is not registered)."""
    return GAMES[GAME_IDS.index(game_id)][1]
