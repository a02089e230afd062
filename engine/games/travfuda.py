# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda rules; card names, labels and texts are in ``engine.ui.travfuda_text``.

A card is ``(suit - 1) * 6 + column`` of the deck table; jokers are 60 and 61.
Actions: ``dest * 64 + card`` plays a hand card (dest 0: a new pile, else pile
index + 1); ``PLACE + dest`` places a drawn card that fits two or more piles.
"""

from engine.game import OVER, Game, Options, game_name

STAR, CUTLASS, BANNER, DOUBLE, PLAIN, JOKER = 0, 1, 2, 3, 4, 5
VALUES = (20, 10, 5, 2, 1, 1)
# The deck table, suits 1..10: symbol (Starburst Cutlass Banner Double Plain) + colour
_TABLE = (
    "CR BG BP P P P SR BY P P P P CP BR D P P P SB D P P P P CY BR BB BP D P "
    "SG CB CP BR P P CG BB BY P P P SP CY BG P P P CB BY BG P P P SY CR CG BB BP D"
)
SYM = bytearray([JOKER] * 62)
COL = bytearray([5] * 62)  # 0..4 = R G P Y B, 5 = none
for _i, _t in enumerate(_TABLE.split()):
    SYM[_i] = "SCBDP".find(_t[0])
    COL[_i] = "RGPYB".find(_t[1:] or "x") % 6
VALUE = bytes([VALUES[_s] for _s in SYM])
JOKER1 = 60
WILD = 11  # group of a jokers-only pile when jokers are wild
PLAY, FLIP, CHOOSE, TAKE, ENDED = 0, 1, 2, 3, 4  # phases
PLACE = 4096
DEALS = ((12, 12), (8, 12), (6, 12), (5, 10), (4, 10))  # (hand, table) for 2..6 players


def pile_value(cards):
    """Points of some cards."""
    return sum([VALUE[c] for c in cards])


def draw_winner(drawn):
    """Seat that plays first from one round of the draw (-1: all tied, draw again)."""
    keys = [c // 6 * 5 + SYM[c] for c in drawn]
    best = -1
    for i, k in enumerate(keys):
        if keys.count(k) == 1 and (best < 0 or k < keys[best]):
            best = i
    return best


def _kinds(cards):
    """How many of ``cards`` each house combination kind holds (16 counts)."""
    have = bytearray(16)
    for c in cards:
        if c < JOKER1:
            have[6 + c // 6] += 1
            if SYM[c] == STAR:
                have[0] += 1
            elif SYM[c] == BANNER:
                have[1 + COL[c]] += 1
    return have


KIND_SIZE = bytes(_kinds(range(JOKER1)))  # the whole deck: cards a kind needs


def combos(cards):
    """House combinations (ours) captured: ``[(kind, points)]``, see ui.combo_name.

    Kind 0: every starburst, 1-5: every banner of a colour, 6-15: a whole suit. Counted
    in one pass over the cards (a screen asks for this on every frame)."""
    have = _kinds(cards)
    out = []
    for k in range(16):
        if have[k] == KIND_SIZE[k]:
            out.append((k, 30 if k == 0 else 10))
    return out


class Travfuda(Game):
    """Travfuda; seat 0 is the person, the others computers."""

    ID = "travfuda"
    NAME = game_name(ID)
    MAX_ACTIONS = 120
    OPTIONS = Options(
        "players|Players|2,3,4,5,6|2|You + 1..5 computers",
        "jokers|Jokers|pair,wild,none|0|pair: joker on joker",
        "combos|Combos|none,house|0|house rule bonuses",
        "ties|Ties|share,cards|0|cards: most cards",
        "level|Computer|easy,normal,hard|1",
    )

    def __init__(self, seed=1, options=None, src=None):
        if src is None:
            Game.__init__(self, seed, options)
            return
        # a fast copy (MicroPython has no __new__): nothing draws from rng after setup
        for k in (
            "seed",
            "options",
            "rng",
            "n",
            "wild",
            "seat",
            "phase",
            "drawn",
            "first",
            "draws",
            "turns",
        ):
            setattr(self, k, getattr(src, k))
        for k in ("log", "pts", "stock"):
            setattr(self, k, getattr(src, k)[:])
        for k in ("hands", "table", "caps"):
            setattr(self, k, [x[:] for x in getattr(src, k)])

    def _setup(self):
        n = self.n = 2 + self.opt("players")
        self.wild = self.opt("jokers") == 1
        deck = list(range(60 if self.opt("jokers") == 2 else 62))
        self.draws = []
        while not self.draws or draw_winner(self.draws[-1]) < 0:
            # a drawn joker is put aside and replaced; when all tie, draw again
            self.draws.append([c for c in self.rng.shuffle(deck[:]) if c < JOKER1][:n])
        self.first = self.seat = draw_winner(self.draws[-1])
        hand, tab = DEALS[n - 2]
        d = self.rng.shuffle(deck)
        self.table = [[c] for c in d[:tab]]
        self.hands = [sorted(d[tab + i * hand : tab + i * hand + hand]) for i in range(n)]
        self.stock = d[tab + n * hand :]  # the top card is the last
        self.caps = [[] for _ in range(n)]
        self.pts = [0] * n
        self.phase = self.turns = PLAY
        self.drawn = -1

    def copy(self):
        """A fast independent copy."""
        return Travfuda(src=self)

    def group(self, pile):
        """What a pile matches: suit 0..9, 10 for jokers, WILD (wild jokers only)."""
        for c in pile:
            if c < JOKER1 or not self.wild:
                return c // 6
        return WILD

    def dests(self, c):
        """Indexes of the piles card ``c`` must go on (one of); empty: a new pile."""
        w = self.wild and c >= JOKER1
        return [i for i, p in enumerate(self.table) if w or self.group(p) in (c // 6, WILD)]

    def players(self):
        """Number of seats."""
        return self.n

    def to_move(self):
        """Seat to act, or OVER."""
        return OVER if self.phase == ENDED else self.seat

    def _legal(self):
        if self.phase == CHOOSE:
            return [PLACE + i + 1 for i in self.dests(self.drawn)]
        out = []
        for c in self.hands[self.seat]:
            out += [(i + 1) * 64 + c for i in self.dests(c)] or [c]
        return sorted(out)

    def _apply(self, a):
        self.decide(a)
        while self.step():
            pass

    def decide(self, a):
        """Only the chosen part of an action: play the hand card, or place the drawn card."""
        if a >= PLACE:
            self.table[a - PLACE - 1].append(self.drawn)
            self.drawn = -1
            self.phase = TAKE
        else:
            self.hands[self.seat].remove(a % 64)
            if a < 64:
                self.table.append([a])
            else:
                self.table[a // 64 - 1].append(a % 64)
            self.phase = FLIP

    def step(self):
        """One automatic step (draw, capture, next turn); False when a seat must choose."""
        ph = self.phase
        if ph == FLIP:
            self.phase = TAKE
            if self.stock:
                d = self.stock.pop()
                ds = self.dests(d)
                if len(ds) > 1:
                    self.drawn = d
                    self.phase = CHOOSE
                elif ds:
                    self.table[ds[0]].append(d)
                else:
                    self.table.append([d])
        elif ph == TAKE:
            for p in self.table:
                if len(p) % 2 == 0:
                    self.caps[self.seat] += p
                    self.pts[self.seat] += pile_value(p)
            self.table = [p for p in self.table if len(p) % 2]
            self.seat = (self.seat + 1) % self.n
            self.turns += 1
            self.phase = PLAY
        elif ph != PLAY or self.hands[self.seat]:
            return False
        elif max([len(h) for h in self.hands]):
            self.seat = (self.seat + 1) % self.n
        else:
            self.phase = ENDED
            return False
        return True

    def returns(self):
        """Captured points per seat, plus house combinations when chosen."""
        if not self.opt("combos"):
            return self.pts[:]
        return [self.pts[s] + sum([v for _, v in combos(self.caps[s])]) for s in range(self.n)]

    def won(self, seat=0):
        """True if ``seat`` has (or shares) the best score; ties option: most cards next."""
        r = self.returns()
        k = [(r[s], len(self.caps[s]) * self.opt("ties")) for s in range(self.n)]
        return k[seat] == max(k)

    def summary(self):
        """First seat and number of draw rounds, for the autoplay line."""
        return (("first", self.first), ("draws", len(self.draws)))

    def record(self, st):
        """Games and wins per number of players, and the best score."""
        Game.record(self, st)
        for k, v in (("games%dp", 1), ("wins%dp", self.won(0))):
            st[k % self.n] = st.get(k % self.n, 0) + v
        st["best"] = max(st.get("best", 0), self.returns()[0])

    def check(self):
        """Every card once; piles of one suit, none even between turns; points right."""
        every = self.stock + [self.drawn] * (self.drawn >= 0)
        for p in self.hands + self.caps:
            every += p
        for p in self.table:
            every += p
            g = self.group(p)
            assert not [c for c in p if c // 6 != g and not (self.wild and c >= JOKER1)]
            assert len(p) % 2 or self.phase not in (PLAY, ENDED), "even pile"
        assert sorted(every) == list(range(60 + 2 * (self.opt("jokers") < 2))), "cards"
        assert self.pts == [pile_value(c) for c in self.caps], "points"

    def determinize(self, seat, rng):
        """Copy with the other hands and the stock redealt from their (sorted) cards."""
        g = self.copy()
        pool = g.stock
        for s in range(g.n):
            pool += g.hands[s] if s != seat else []
        pool.sort()  # so the result depends only on which cards are unseen
        rng.shuffle(pool)
        for s in range(g.n):
            k = len(g.hands[s])
            if s != seat and k:
                g.hands[s] = sorted(pool[-k:])
                del pool[-k:]
        return g


GAME = Travfuda
