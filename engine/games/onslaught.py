# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.onslaught`
========================

Onslaught (Thorin N. Tatge): seven black defenders per wave hold off 26 red
attackers in four waves whose sizes the player pledges.

State: the decks ``att`` and ``dfd`` (top = last element); seven table
``slot`` s (card or -1), each with the attackers it absorbed in ``held``
(their total in ``load``). Every decision is one int ``kind * BASE + payload``:

=======  ================================================  ==========================
kind     payload                                           when
=======  ================================================  ==========================
PLEDGE   attackers to face (1 .. left; all in wave 4)      a wave starts
ABSORB   slot                                              an attacker waits
DESTROY  slot bitmask (one slot: lone defender or joker)   an attacker waits
MIX      3's slot * 128 + bitmask (mixed group)            an attacker waits
SHIFT    5's slot * 512 + attacker card * 8 + target slot  any time (5 power)
PEEK     7's slot                                          any time (7 power)
ORDER    order 0..5 of the peeked attackers (PERMS)        right after PEEK
RECAL    slot of the unwounded defender to drop            after an attacker
SIZE     the new number of attackers for the wave          right after RECAL
NEXT     0: turn the next attacker, or end the wave        after an attacker
CONCEDE  0: only when no defence exists, even with powers  an attacker waits
=======  ================================================  ==========================

The rules are in modules that the device compiles one at a time: this one (the game),
what the actions do in ``onslaught_actions`` (imported at the first action), the
constants and legal moves in ``onslaught_moves`` (which the AI and the screen import
directly: they need no more), the list of winnable deals in ``onslaught_winnable``
(data, loaded only for that option), and what play never calls (the summary, the
statistics, the invariants, determinized copies) in ``onslaught_books``, loaded on first
use. The texts are in ``engine.ui.onslaught_text``. The constants and helpers stay
importable from here.
"""

from engine.game import OVER, Game, Options, game_name
from engine.games.onslaught_moves import (  # noqa: F401  (names other modules use)
    ABSORB,
    BASE,
    BLACK,
    CONCEDE,
    DESTROY,
    LOST_CROWD,
    LOST_OVERRUN,
    MIX,
    NEXT,
    NPERMS,
    ORDER,
    P_AFTER,
    P_FIGHT,
    P_LOST,
    P_PEEK,
    P_PLEDGE,
    P_SIZE,
    P_WON,
    PEEK,
    PERMS,
    PLEDGE,
    RECAL,
    RED,
    SHIFT,
    SIZE,
    SLOTS,
    WAVES,
    bits,
    legal,
    value,
)
from engine.rng import Rng

# -- what the actions do (engine.games.onslaught_actions) -----------------------------

ACTIONS = []  # type: list  # onslaught_actions.apply once imported (kept: an import allocates)


def actions():
    """Import what the actions do (:mod:`engine.games.onslaught_actions`) if not yet: the
    first action, a replay or a search needs it, a deal's first frame does not (opening a
    game from source compiles that much less). Kept once loaded."""
    if not ACTIONS:
        from engine.games.onslaught_actions import apply

        ACTIONS.append(apply)


# -- the game ------------------------------------------------------------------------------

_SCALARS = (
    "seed",
    "options",
    "rng",
    "deal",
    "wave",
    "need",
    "faced",
    "cur",
    "known",
    "peekn",
    "back",
    "drop",
    "phase",
    "lost",
    "final",
    "freekills",
    "cleared",
)
_LISTS = ("log", "att", "dfd", "slot", "load", "scar", "adisc", "ddisc")


class Onslaught(Game):
    """Four waves of red attackers against black defenders; see the module docstring."""

    ID = "onslaught"
    NAME = game_name(ID)
    MAX_ACTIONS = 400
    OPTIONS = Options(
        "deals|Deals|all,winnable|0|Solver-proven wins",
        "solo|Lone kill|exact,up to|0|Lone card: exact",
        "bonus|Lone +1|+1 only,+0 or +1|0|Unwounded lone card",
        "heal|5 heals|yes,no|0|Emptied: unwounded",
        "equal|5 onto equal|no,destroys|0|Shift onto same value",
        "ontow|5 onto wound|yes,no|0|Onto a wounded card",
    )

    def _setup(self):
        self.deal = self.seed
        if self.opt("deals"):
            from engine.games.onslaught_winnable import deal_for

            self.deal = deal_for(self.seed)
            self.rng = Rng(self.deal)
        self.att = self.rng.shuffle(list(RED))
        self.dfd = self.rng.shuffle(list(BLACK))
        self.slot = [-1] * SLOTS
        self.held = [[], [], [], [], [], [], []]
        self.load = [0] * SLOTS  # value absorbed by each slot
        self.scar = [0] * SLOTS  # ever wounded (for "5 heals: no")
        self.adisc = []
        self.ddisc = []
        self.wave = 1
        self.cur = -1
        self.known = 0  # top attackers seen through a 7
        self.peekn = 0
        self.back = 0  # phase to return to after P_PEEK
        self.drop = 0  # slot being dropped in P_SIZE
        self.lost = 0
        self.final = 0
        self.freekills = 0
        self.cleared = 0  # waves survived
        # the first wave (onslaught_actions.deal_wave, with no table to discard)
        for i in range(SLOTS):
            self.slot[i] = self.dfd.pop()
        self.need = 0  # attackers pledged this wave
        self.faced = 0  # attackers dealt with this wave
        self.phase = P_PLEDGE

    # -- questions (also used by the AI and the screen) ------------------------------

    def curval(self, i):
        """Current value of slot ``i``: face minus what it absorbed (jokers, empty: 0)."""
        c = self.slot[i]
        return 0 if c < 0 or c >= 52 else c % 13 + 1 - self.load[i]

    def wounded(self, i):
        """True if slot ``i`` holds an attacker (with "5 heals: no": ever did)."""
        return len(self.held[i]) > 0 or (self.scar[i] == 1 and self.opt("heal") == 1)

    def power(self, i, face):
        """True if slot ``i`` is an unwounded card of value ``face`` (3, 5 or 7)."""
        c = self.slot[i]
        return 0 <= c < 52 and c % 13 + 1 == face and not self.wounded(i)

    def count(self):
        """Defenders on the table, jokers included."""
        return SLOTS - self.slot.count(-1)

    def score(self):
        """Face total of the unwounded non-joker defenders on the table."""
        s = 0
        for i in range(SLOTS):
            if not self.wounded(i):
                s += self.curval(i)
        return s

    def peeked(self):
        """Top attackers the player has seen (top first)."""
        n = self.peekn if self.phase == P_PEEK else self.known
        return self.att[len(self.att) - n :][::-1]

    # -- protocol ----------------------------------------------------------------------

    def to_move(self):
        return OVER if self.phase >= P_WON else 0

    def _legal(self):
        return legal(self)

    def _apply(self, a):
        if not ACTIONS:
            actions()
        ACTIONS[0](self, a)

    # -- results (their texts: engine.ui.onslaught_text) --------------------------------

    def returns(self):
        if self.phase == P_LOST:
            return [0]
        return [self.final if self.phase == P_WON else self.score()]

    def won(self, seat=0):
        return self.phase == P_WON

    # -- the books (engine.games.onslaught_books): never called in play --------------

    def summary(self):
        return book("summary", self)

    def record(self, st):
        """Count a finished game: games, wins, best score, streaks, waves survived."""
        book("record", self, st)

    def check(self):
        """Raise AssertionError if a card is lost or doubled or a value is inconsistent."""
        book("check", self)

    def copy(self):
        g = object.__new__(Onslaught)
        for k in _SCALARS:
            setattr(g, k, getattr(self, k))
        for k in _LISTS:
            setattr(g, k, list(getattr(self, k)))
        g.held = [list(h) for h in self.held]
        return g

    def determinize(self, seat, rng):
        """Copy with the unseen attackers and the undealt defenders shuffled."""
        return book("determinize", self, seat, rng)


def book(fn, *args):
    """Call ``fn`` of the game's books, :mod:`engine.games.onslaught_books`, imported on
    first use: the deal's end (its statistics), the tools and the tests need it, play
    does not (opening a game from source compiles that much less)."""
    from engine.games import onslaught_books

    return getattr(onslaught_books, fn)(*args)


GAME = Onslaught
