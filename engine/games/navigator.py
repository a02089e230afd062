# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator`
========================

Navigator (the untitled card-drafting maths game): draft cards, build a
Vector Set with the Signpost Beacon, combine it with + - × ÷ ^ to land
closest to a two-card target; losers pay winners; rounds until one is left.

Decisions (int actions): Pirate Map buy/pass; three draft picks each (the
draft is simultaneous on the table: here seats pick in seat order and see
only their own packet); then per seat in seat order: Vector Set, Ace values,
phantom, (mental-maths mode: declared result), the calculation step by step
(computers too: the same validated steps), done; the person then
moves on from the showdown. This module holds what play needs from the deal to
the draft's last pick, and the showdown's way on to the next round; the phases in
between (the set to the calculation, then the showdown's result) are in
:mod:`engine.games.navigator_round`, imported as the draft ends, so opening a game
does not compile them. Cards as numbers live in :mod:`navigator_deck`, the
arithmetic in :mod:`navigator_calc`.
"""

from engine.game import OVER, Options, game_name
from engine.games import navigator_deck as deck
from engine.games.navigator_actions import (  # noqa: F401  (nav.SET... for the screens and the computer)
    ACES,
    BEACON,
    DECL_LO,
    DECLARE,
    DONE,
    FAR,
    GIVE_UP,
    LEAVE,
    LOCK,
    MAP_BUY,
    MAP_PASS,
    NEXT,
    NO_PHANTOM,
    PH_ACE,
    PH_CALC,
    PH_DECLARE,
    PH_DRAFT,
    PH_MAP,
    PH_OVER,
    PH_PHANTOM,
    PH_SET,
    PH_SHOW,
    PHANTOM,
    SET,
    STEP,
    UNDO,
    WINDOW,
)
from engine.games.navigator_match import Match


class Navigator(Match):
    """The whole match: rounds until one navigator has chips."""

    ID = "navigator"
    NAME = game_name(ID)
    RULES_VERSION = 2  # 2: the round limit option (a save's options gained one)
    MAX_ACTIONS = 200000  # two hard computers can tie for a thousand rounds
    OPTIONS = Options(
        "players|Players|2,3,4|2|You + 1-3 computers",
        "level|Computer|easy,normal,hard|1",
        "chips|Chips|5,10,15,20|1|House rule",
        "mode|Calculate|steps,declare|0|Declare result first",
        "hotshot|Hotshot|off,on",
        "sling|Slingshot|off,on,min 0",
        "extra|Extrapolate|off,on",
        "jrun|Joker run|no,yes|0|Joker 0 in a run",
        "arun|Ace in run|1 or 100,1",
        "variant|Variant|none,forced ovr,select ovr,forced pre,select pre" "|0|pre: Precog, Tarot",
        "osuit|Ovr suit|random,each round,♠,♥,♦,♣",
        "osel|Select use|at least 1,exactly 1",
        "tace|Tarot A tgt|100,1",
        "pirate|Pirate Map|off,on",
        "zpow|0^0|illegal,= 1",
        "timer|Timer|off,5 min|0|To set + calculate",
        # House rule: with strong computers most rounds tie and pay nothing,
        # and a match without a limit ran to hundreds of rounds
        "rounds|Rounds|no limit,8,12,20|2|Then most chips wins",
    )

    @classmethod
    def option_applies(cls, values, i):
        """False for option ``i`` when the chosen variant does not use it (the options
        screen marks it and skips it): the Override suit and its use need an Override
        variant, the Tarot Ace target a Precog (Tarot) one."""
        key = cls.OPTIONS[i].key
        v = values[cls.OPTIONS.index("variant")]  # none, forced/select ovr, forced/select pre
        if key == "osuit":
            return v == 1 or v == 2
        if key == "osel":
            return v == 2 or v == 4
        if key == "tace":
            return v >= 3
        return True

    # -- setup ----------------------------------------------------------------------

    def _setup(self):
        self.n = n = self.opt("players") + 2
        v = self.opt("variant")
        self.tarot = v >= 3
        self.forced = v == 1 or v == 3
        self.zp = self.opt("zpow") == 1
        self.start = 5 * self.opt("chips") + 5
        self.size = 80 if self.tarot else 54
        self.chips = [self.start] * n
        self.out = [False] * n
        self.init = self.rng.below(n)  # initiative token to a random player
        self.ovr = -1
        if self.tarot:
            self.ovr = deck.TRUMP
        elif v:
            o = self.opt("osuit")
            self.ovr = self.rng.below(4) if o < 2 else o - 2
        self.map_owner = -1
        self.map_price = 2
        self.bounty = 0
        self.round = 0
        self.round_wins = [0] * n
        self.earned = [0] * n  # net chips from showdowns, bounties and map buys
        self.best_d = [None] * n
        # The round's lists are made once and refilled in place each round: a match
        # of hundreds of rounds must not leave a small heap in fragments.
        self.deck = []
        self.tcards = []  # target cards as dealt (a discarded first one too)
        self.packets = [[] for _ in range(n)]
        self.mem = [[] for _ in range(n)]
        self.vals = [[] for _ in range(n)]
        self.hot = [-1] * n  # locked card (-1: none, or lost to the map)
        self.hotbet = [False] * n  # the 2-chip bet stands even if the card is lost
        self.lost = [-1] * n  # card discarded by the Pirate Map roll
        self.setmask = [-1] * n
        self.acemask = [0] * n
        self.phantom = [-1] * n
        self.declared = [None] * n
        self.far = [False] * n
        self.result = [None] * n
        self._start_round()

    def _start_round(self):
        n = self.n
        self.round += 1
        self.last = None  # the round's showdown (see _resolve)
        d = self.deck
        del d[:]  # keeps the list's room: no new block
        d.extend(range(self.size))
        del self.tcards[:]
        self.target = 0
        self.beacon = -1
        self.pick = 0  # pick round 1..3
        self.hist = []  # value lists before each step of the seat calculating
        self.dhi = -1  # first part of a declaration being entered
        for lst, v in (
            (self.hot, -1),
            (self.hotbet, False),
            (self.lost, -1),
            (self.setmask, -1),
            (self.acemask, 0),
            (self.phantom, -1),
            (self.declared, None),
            (self.far, False),
            (self.result, None),
        ):
            for s in range(n):
                lst[s] = v
        for s in range(n):
            del self.packets[s][:]
            del self.mem[s][:]
            del self.vals[s][:]
        if self.opt("osuit") == 1 and self.ovr >= 0 and not self.tarot:
            self.ovr = self.rng.below(4)
        self.queue = []
        if self.opt("pirate"):
            self.queue = [s for s in self._order(self.init) if s != self.map_owner]
        self.phase = PH_MAP
        self._map_next()

    def _order(self, first):
        """Active seats in seating order (to the left) from ``first``."""
        n = self.n
        return [(first + k) % n for k in range(n) if not self.out[(first + k) % n]]

    def _left(self, s):
        return self._order(s + 1)[0]

    def _map_next(self):
        while self.queue and self.chips[self.queue[0]] <= self.map_price:
            self.queue.pop(0)  # a buyer must keep a chip
        if self.queue:
            self.cur = self.queue[0]
            return
        d = self.deck
        self.rng.shuffle(d)
        a = d.pop()
        self.tcards.append(a)
        self.target = 0
        if not self.is_ovr(a):
            b = d.pop()
            self.tcards.append(b)
            if self.is_ovr(b):
                a = b  # an Override second card: the first is discarded
            else:
                self.target = 10 * self._tval(a)
                a = b
        self.target += self._tval(a)
        self.beacon = d.pop()
        for s in self._order(0):
            p = self.packets[s]
            for _ in range(4):
                p.append(d.pop())
        self.phase = PH_DRAFT
        self.pick = 1
        self.cur = self._order(0)[0]

    # -- protocol ------------------------------------------------------------------------

    def players(self):
        return self.n

    def to_move(self):
        if self.phase == PH_OVER:
            return OVER
        return 0 if self.phase == PH_SHOW else self.cur

    def _legal(self):
        ph = self.phase
        s = self.cur
        if ph == PH_MAP:
            return [MAP_PASS, MAP_BUY]
        if ph == PH_DRAFT:
            out = sorted(self.packets[s])
            if self.pick == 1 and self.opt("hotshot"):
                out += [LOCK + c for c in out]
            return out
        if ph == PH_SHOW:
            # Out of chips, the person may watch on or leave (the match ends)
            return [NEXT, LEAVE] if self.out[0] and len(self._order(0)) > 1 else [NEXT]
        return _round().legal(self, ph, s)

    def _apply(self, a):
        ph = self.phase
        s = self.cur
        if ph == PH_MAP:
            if a == MAP_BUY:
                self.chips[s] -= self.map_price
                self.earned[s] -= self.map_price
                self.bounty += self.map_price
                self.map_price += 1
                self.map_owner = s
                self.queue = []  # at most one purchase per round
            else:
                self.queue.pop(0)
            self._map_next()
        elif ph == PH_DRAFT:
            if self.pick == 3:
                _round()  # needed as the draft ends: imported before the pick changes anything
            self._pick(s, a)
        elif ph == PH_SHOW:
            if a == LEAVE or len(self._order(0)) == 1 or self.capped():
                self.phase = PH_OVER  # a Bounty still in the pot is lost
            else:
                # Between rounds the match is a few numbers: checkpoint, so the log
                # (saves, undo) holds one round, however long the match runs.
                state = self._between()
                self._start_round()
                return state
        else:
            return _round().apply(self, ph, s, a)

    def _pick(self, s, a):
        c = a - LOCK if a >= LOCK else a
        self.packets[s].remove(c)
        self.mem[s].append(c)
        if a >= LOCK:
            self.hot[s] = c
            self.hotbet[s] = True
        act = self._order(0)
        i = act.index(s) + 1
        if i < len(act):
            self.cur = act[i]
            return
        held = [self.packets[t] for t in act]  # everyone has picked: pass them to the left
        for i in range(len(act)):
            self.packets[self._left(act[i])] = held[i]
        self.pick += 1
        self.cur = act[0]
        if self.pick <= 3:
            return
        for t in act:  # the last card of a packet is kept without a choice
            self.mem[t].append(self.packets[t].pop())
        o = self.map_owner
        if o >= 0:
            # The memory in draft order is the face-down row: a d4 picks a place.
            c = self.lost[o] = self.mem[o].pop(self.rng.below(4))
            if self.hot[o] == c:
                self.hot[o] = -1  # the obligation lapses, the bet stands
        _round().seat_start(self, act[0])


def _round():
    """The round after the draft, :mod:`engine.games.navigator_round`, imported on first
    use (opening a game from source compiles ~190 lines less)."""
    from engine.games import navigator_round

    return navigator_round


def declare_steps(off):
    """The actions that declare a result ``off`` away from the target (signed)."""
    if -WINDOW <= off <= WINDOW:
        u = off + WINDOW
        return [DECLARE + u // 32, DECL_LO + u % 32]
    return [FAR]


def who(s):
    """Seat name on screen: ``You``, ``P2`` .. ``P4``."""
    return "You" if s == 0 else "P%d" % (s + 1)


GAME = Navigator
