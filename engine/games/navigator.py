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
moves on from the showdown. Numbers live in :mod:`navigator_calc`.
"""

from engine.game import OVER, Game, Option
from engine.games import navigator_calc as calc
from engine.rng import Rng

LOCK = 100  # + card: pick and lock (Hotshot)
MAP_PASS = 200
MAP_BUY = 201
SET = 300  # + mask: bits 0..3 memory places, bit 4 the beacon
ACES = 400  # + mask: bit k = the set's k-th Ace is 100
NO_PHANTOM = 500
PHANTOM = 501  # + value 0..13
STEP = 1000  # + (i * 6 + j) * 5 + op
UNDO = 1990
DONE = 1991
NEXT = 1992  # the person leaves the showdown
GIVE_UP = 1993  # the person's timer ran out: forfeit
LEAVE = 1994  # the person, out of chips, stops watching: the match ends
DECLARE = 2000  # + (declared - target + WINDOW) // 32, then
DECL_LO = 2100  # + (declared - target + WINDOW) % 32: two small lists, not 1001 actions
FAR = 2200  # "more than WINDOW away"
WINDOW = 500

PH_MAP, PH_DRAFT, PH_SET, PH_ACE, PH_PHANTOM, PH_DECLARE, PH_CALC, PH_SHOW, PH_OVER = range(9)
BEACON = 4  # bit of the beacon in a set mask


class Navigator(Game):
    """The whole match: rounds until one navigator has chips."""

    ID = "navigator"
    NAME = "Navigator"
    MAX_ACTIONS = 200000  # two hard computers can tie for a thousand rounds
    OPTIONS = (
        Option("players|Players|2,3,4|2|You + 1-3 computers"),
        Option("level|Computer|easy,normal,hard|1"),
        Option("chips|Chips|5,10,15,20|1|House rule"),
        Option("mode|Calculate|steps,declare|0|Declare result first"),
        Option("hotshot|Hotshot|off,on"),
        Option("sling|Slingshot|off,on,min 0"),
        Option("extra|Extrapolate|off,on"),
        Option("jrun|Joker run|no,yes|0|Joker 0 in a run"),
        Option("arun|Ace in run|1 or 100,1"),
        Option("variant|Variant|none,forced ovr,select ovr,forced pre,select pre"
               "|0|pre: Precog, Tarot"),
        Option("osuit|Ovr suit|random,each round,♠,♥,♦,♣"),
        Option("osel|Select use|at least 1,exactly 1"),
        Option("tace|Tarot A tgt|100,1"),
        Option("pirate|Pirate Map|off,on"),
        Option("zpow|0^0|illegal,= 1"),
        Option("timer|Timer|off,5 min|0|To set + calculate"),
    )

    # -- setup ----------------------------------------------------------------------

    def _setup(self):
        self.n = n = self.opt("players") + 2
        v = self.opt("variant")
        self.tarot = v >= 3
        self.ovr_on = v > 0
        self.forced = v == 1 or v == 3
        self.zp = self.opt("zpow") == 1
        self.start = 5 * self.opt("chips") + 5
        self.size = 80 if self.tarot else 54
        self.chips = [self.start] * n
        self.out = [False] * n
        self.init = self.rng.below(n)  # initiative token to a random player
        self.ovr = -1
        if self.tarot:
            self.ovr = calc.TRUMP
        elif self.ovr_on:
            o = self.opt("osuit")
            self.ovr = self.rng.below(4) if o < 2 else o - 2
        self.map_owner = -1
        self.map_price = 2
        self.bounty = 0
        self.lost_bounty = 0  # left in the pot when the game ended
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
        self.gaveup = [False] * n
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
        self.roll = 0
        self.pick = 0  # pick round 1..3
        self.hist = []  # value lists before each step of the seat calculating
        self.dhi = -1  # first part of a declaration being entered
        for lst, v in ((self.hot, -1), (self.hotbet, False), (self.lost, -1),
                       (self.setmask, -1), (self.acemask, 0), (self.phantom, -1),
                       (self.declared, None), (self.far, False), (self.result, None),
                       (self.gaveup, False)):
            for s in range(n):
                lst[s] = v
        for s in range(n):
            del self.packets[s][:]
            del self.mem[s][:]
            del self.vals[s][:]
        if self.opt("osuit") == 1 and self.ovr_on and not self.tarot:
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

    def _tval(self, c):
        v = self.value(c)  # a standard Ace is 1 here; a Tarot Ace 100 (option: 1)
        return 1 if v == 100 and self.opt("tace") else v

    # -- cards ------------------------------------------------------------------------

    def value(self, c):
        """Value in a vector set (a standard Ace here is 1; its player may make it 100)."""
        return calc.value(self.tarot, c)

    def is_ace(self, c):
        """True for an Ace its player values 1 or 100 (standard deck)."""
        return not self.tarot and c < 52 and c % 13 == 0

    def is_ovr(self, c):
        """True for a card of the Override suit (never a joker)."""
        return self.ovr_on and calc.suit(self.tarot, c) == self.ovr

    # -- vector sets -----------------------------------------------------------------

    def set_cards(self, s, mask):
        """Cards of set ``mask``: the beacon first, then memory order."""
        m = self.mem[s]
        out = [self.beacon] if mask >> BEACON & 1 else []
        return out + [m[k] for k in range(len(m)) if mask >> k & 1]

    def legal_sets(self, s):
        """Legal Vector Set masks of seat ``s``, ascending."""
        m = self.mem[s]
        k = len(m)
        must = 0 if s == self.map_owner else 1 << BEACON  # the map bypasses the beacon
        if self.is_ovr(self.beacon):
            must = 1 << BEACON  # ...but not an Override beacon
        ovr = 0
        for i in range(k):
            if self.is_ovr(m[i]):
                ovr |= 1 << i
            if m[i] == self.hot[s]:
                must |= 1 << i
        size = 3
        if self.forced:
            must |= ovr
            size = max(3, calc.popcount(must))
        out = []
        loose = []
        free = (1 << k) - 1 | 1 << BEACON
        for mask in range(1 << (BEACON + 1)):
            if mask & ~free or mask & must != must or calc.popcount(mask) != size:
                continue
            loose.append(mask)
            if ovr and not self.forced:  # Select: at least (or exactly) one Override
                u = calc.popcount(mask & ovr)
                if u == 0 or (u > 1 and self.opt("osel")):
                    continue
            out.append(mask)
        return out or loose  # "exactly one" can be impossible: then at least one

    def set_values(self, s, mask, acemask):
        """Values of a set with Ace choices ``acemask``."""
        out = []
        k = 0
        for c in self.set_cards(s, mask):
            v = self.value(c)
            if self.is_ace(c):
                if acemask >> k & 1:
                    v = 100
                k += 1
            out.append(v)
        return out

    def aces_in(self, s, mask):
        """How many of the set's cards are Aces valued 1 or 100."""
        return len([c for c in self.set_cards(s, mask) if self.is_ace(c)])

    def phantom_choices(self, s, mask=-1, acemask=-1):
        """Phantom numbers open to seat ``s`` (default: its chosen set and Aces)."""
        if not self.opt("extra"):
            return []
        if mask < 0:
            mask, acemask = self.setmask[s], self.acemask[s]
        cs = self.set_cards(s, mask)
        jr = self.opt("jrun")
        ph = calc.phantoms([calc.run_value(self.tarot, c, jr) for c in cs])
        if not self.opt("arun"):
            return [p for p, _ in ph]
        # Ace in run stays 1: drop phantoms whose every run uses an Ace valued 100
        hundred = 0
        k = 0
        for i in range(len(cs)):
            if self.is_ace(cs[i]):
                if acemask >> k & 1:
                    hundred |= 1 << i
                k += 1
        return [p for p, b in ph if not b & hundred]

    def distance_for(self, cs, r):
        """Distance of result ``r`` made with cards ``cs`` (Slingshot applied)."""
        d = r - self.target if r >= self.target else self.target - r
        sl = self.opt("sling")
        if sl and cs:
            t = self.tarot
            su = calc.suit(t, cs[0])
            if su != calc.NOSUIT and len([c for c in cs if calc.suit(t, c) == su]) == len(cs):
                d -= 2
                if sl == 2 and d < 0:
                    d = 0
        return d

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
        out = []
        if ph == PH_SET:
            out = [SET + m for m in self.legal_sets(s)]
        elif ph == PH_ACE:
            out = [ACES + m for m in range(1 << self.aces_in(s, self.setmask[s]))]
        elif ph == PH_PHANTOM:
            out = [NO_PHANTOM] + [PHANTOM + p for p in self.phantom_choices(s)]
        elif ph == PH_DECLARE:
            if self.dhi < 0:
                out = [DECLARE + h for h in range(32)] + [FAR]
            else:
                out = [DECL_LO + k for k in range(32) if self.dhi * 32 + k <= 2 * WINDOW]
        elif len(self.vals[s]) == 1:
            out = [DONE]
        else:
            v = self.vals[s]
            n = len(v)
            for i in range(n):
                for j in range(n):
                    for o in range(5):
                        if i != j and calc.op(v[i], v[j], o, self.zp) is not None:
                            out.append(STEP + (i * 6 + j) * 5 + o)
        if ph == PH_CALC and self.hist:
            out.append(UNDO)
        if s == 0 and self.opt("timer"):
            out.append(GIVE_UP)  # the screen plays it when the time is up
        out.sort()
        return out

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
            self._pick(s, a)
        elif ph == PH_SHOW:
            if a == LEAVE or len(self._order(0)) == 1:
                self.lost_bounty = self.bounty
                self.bounty = 0
                self.phase = PH_OVER
            else:
                # Between rounds the match is a few numbers: checkpoint, so the log
                # (saves, undo) holds one round, however long the match runs.
                state = self._between()
                self._start_round()
                return state
        elif a == GIVE_UP:
            self.gaveup[s] = True
            self._seat_done(s)
        elif ph == PH_SET:
            self.setmask[s] = a - SET
            self._after(s, PH_SET)
        elif ph == PH_ACE:
            self.acemask[s] = a - ACES
            self._after(s, PH_ACE)
        elif ph == PH_PHANTOM:
            if a != NO_PHANTOM:
                self.phantom[s] = a - PHANTOM
            self._after(s, PH_PHANTOM)
        elif ph == PH_DECLARE:
            if a < DECL_LO:
                self.dhi = a - DECLARE
                return
            if a == FAR:
                self.far[s] = True
            else:
                self.declared[s] = self.dhi * 32 + a - DECL_LO - WINDOW + self.target
            self._after(s, PH_DECLARE)
        elif a == UNDO:
            self.vals[s] = self.hist.pop()
        elif a == DONE:
            self.result[s] = self.vals[s][0]
            self._seat_done(s)
        else:
            k = a - STEP
            self.hist.append(self.vals[s])
            self.vals[s] = calc.apply_step(self.vals[s], k // 30, k // 5 % 6, k % 5, self.zp)

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
            self.roll = self.rng.below(4) + 1
            c = self.lost[o] = self.mem[o].pop(self.roll - 1)
            if self.hot[o] == c:
                self.hot[o] = -1  # the obligation lapses, the bet stands
        self._seat_start(act[0])

    def _seat_start(self, s):
        self.cur = s
        self.hist = []
        sets = self.legal_sets(s)
        self.phase = PH_SET
        if len(sets) == 1:
            self.setmask[s] = sets[0]
            self._after(s, PH_SET)

    def _after(self, s, ph):
        """Move seat ``s`` on from phase ``ph``, skipping choices it does not have."""
        if ph == PH_SET and self.aces_in(s, self.setmask[s]):
            self.phase = PH_ACE
        elif ph <= PH_ACE and self.phantom_choices(s):
            self.phase = PH_PHANTOM
        elif ph <= PH_PHANTOM and s == 0 and self.opt("mode"):
            self.phase = PH_DECLARE
        else:
            v = self.set_values(s, self.setmask[s], self.acemask[s])
            if self.phantom[s] >= 0:
                v.append(self.phantom[s])
            self.vals[s] = v
            self.phase = PH_CALC

    def _seat_done(self, s):
        act = self._order(0)
        i = act.index(s) + 1
        if i < len(act):
            self._seat_start(act[i])
        else:
            self._resolve()

    # -- showdown ------------------------------------------------------------------------

    def forfeited(self, s):
        """True if seat ``s`` forfeits the round (time up or a wrong declaration)."""
        r = self.result[s]
        if self.gaveup[s] or r is None:
            return True
        if self.far[s]:
            return -WINDOW <= r - self.target <= WINDOW
        return self.declared[s] is not None and r != self.declared[s]

    def _resolve(self):
        order = self._order(self.init)  # showdown in seating order from the token
        n = self.n
        dist = [None] * n
        best = None
        for s in order:
            if self.result[s] is not None:
                m = self.setmask[s]
                dist[s] = d = self.distance_for(self.set_cards(s, m), self.result[s])
                if not self.forfeited(s):
                    if self.best_d[s] is None or d < self.best_d[s]:
                        self.best_d[s] = d
                    if best is None or d < best:
                        best = d
        win = [best is not None and dist[s] == best and not self.forfeited(s)
               for s in range(n)]
        before = list(self.chips)
        for x in order:  # net pairwise debts, payers in order from the token
            for y in order:
                owe = self._owe(x, y, win) - self._owe(y, x, win)
                if owe > 0:
                    pay = min(owe, self.chips[x])
                    self.chips[x] -= pay
                    self.chips[y] += pay
        winners = [s for s in order if win[s]]
        for s in winners:
            self.round_wins[s] += 1
        bounty = 0
        if len(winners) == 1 and winners[0] != self.map_owner:
            bounty = self.bounty  # one winner, not the map owner: takes the pot
            self.chips[winners[0]] += bounty
            self.bounty = 0
        delta = [self.chips[s] - before[s] for s in range(n)]
        for s in order:
            self.earned[s] += delta[s]
            if self.chips[s] <= 0:
                self.out[s] = True
                if self.map_owner == s:
                    self.map_owner = -1  # the price keeps its escalated value
        self.last = (order, dist, win, delta, bounty, [self.forfeited(s) for s in range(n)])
        self.init = self._left(self.init)  # the token passes to the left
        self.phase = PH_SHOW

    def _owe(self, x, y, win):
        """Chips ``x`` owes ``y`` before netting (a hot player's stakes are 2)."""
        if x == y:
            return 0
        if (self.hotbet[y] and win[y]) or (self.hotbet[x] and not win[x]):
            return 2
        return 1 if win[y] and not win[x] else 0

    def returns(self):
        return list(self.chips)

    def _between(self):
        """The match between two rounds as small ints (see Game.apply)."""
        z, w = self.rng.state()
        out = [z, w, self.init, self.ovr, self.map_owner, self.map_price, self.bounty,
               self.round]
        for s in range(self.n):
            b = self.best_d[s]
            out += (self.chips[s], self.round_wins[s], self.earned[s], -1 if b is None else b)
        return out

    def _restore(self, st):
        n = self.n
        if len(st) != 8 + 4 * n or sum(st[8::4]) + st[6] != n * self.start:
            raise ValueError("checkpoint does not fit")
        self.rng.set_state((st[0], st[1]))
        self.init, self.ovr, self.map_owner, self.map_price, self.bounty, self.round = st[2:8]
        for s in range(n):
            c, self.round_wins[s], self.earned[s], b = st[8 + 4 * s:12 + 4 * s]
            self.chips[s] = c
            self.out[s] = c <= 0
            self.best_d[s] = None if b < 0 else b
        self._start_round()

    def won(self, seat=0):
        return self.phase == PH_OVER and self._order(0) == [seat]

    # -- text (in the screen module: loaded only where a person reads it) ---------

    def label(self, a):
        return _ui().label(self, a)

    def outcome(self):
        return _ui().outcome(self)

    @classmethod
    def stats_lines(cls, st):
        return _ui().stats_lines(st)

    def summary(self):
        out = [("rounds", self.round)]
        for s in range(self.n):
            out.append(("earn%d" % s, self.earned[s]))
        return out

    def record(self, st):
        Game.record(self, st)
        for k, v in (("rounds", self.round), ("rwon", self.round_wins[0]),
                     ("chips", self.earned[0])):
            st[k] = st.get(k, 0) + v
        b = self.best_d[0]
        if b is not None and b < st.get("best", 9999):
            st["best"] = b

    # -- checks and copies --------------------------------------------------------------

    def check(self):
        assert sum(self.chips) + self.bounty + self.lost_bounty == self.n * self.start
        seen = bytearray(self.size)
        cs = self.deck + self.tcards + ([self.beacon] if self.beacon >= 0 else [])
        for s in range(self.n):
            assert self.chips[s] >= 0 and (self.chips[s] > 0) != self.out[s]
            cs += self.packets[s] + self.mem[s] + ([self.lost[s]] if self.lost[s] >= 0 else [])
        for c in cs:
            assert not seen[c], "card twice"
            seen[c] = 1
        assert sum(seen) == self.size, "card missing"

    def copy(self):
        g = Navigator.__new__(Navigator)
        for k, v in self.__dict__.items():  # order does not matter: each key once
            if isinstance(v, list):
                v = [list(x) if isinstance(x, list) else x for x in v]
            setattr(g, k, v)
        g.rng = Rng(0)
        g.rng.set_state(self.rng.state())
        return g

    def determinize(self, seat, rng):
        """A copy in which the cards ``seat`` cannot see are shuffled (see the AI module)."""
        from engine.ai.navigator import determinize

        return determinize(self, seat, rng)


def declare_steps(off):
    """The actions that declare a result ``off`` away from the target (signed)."""
    if -WINDOW <= off <= WINDOW:
        u = off + WINDOW
        return [DECLARE + u // 32, DECL_LO + u % 32]
    return [FAR]


def who(s):
    """Seat name on screen: ``You``, ``P2`` .. ``P4``."""
    return "You" if s == 0 else "P%d" % (s + 1)


def _ui():
    from engine.ui import navigator

    return navigator


GAME = Navigator
