# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Pack 'n Stack (David Parlett): Red against Black race to two full suit stacks on a 5x5 grid."""

# Seat 0 is the person, seat 1 the computer. ``grid``: 25 piles (lists, bottom card
# first); ``stock``: a list whose last item is its top. Action ``src * 25 + dst`` moves
# the whole pile at src onto the pile (or, with the stock out, into the empty cell) at
# dst; ``PASS`` passes or ends a "play on" turn. Readings: engine/rules/packnstack.txt.
# Written tight on purpose: MicroPython compiles a module in one piece, and this
# module, its AI and a test module must all fit a 64 KB heap.

from engine import cards
from engine.game import OVER, Game, Options, game_name

PASS = 625
SUITS_OF = ((1, 2), (0, 3))  # red: hearts, diamonds; black: spades, clubs
# LINES[i * 8 + k]: the 8 cells sharing cell i's row or column, ascending
LINES = bytes(
    [j for i in range(25) for j in range(25) if j != i and (j // 5 == i // 5 or j % 5 == i % 5)]
)


# FOLLOW[lo] has bit hi set when rank hi may be packed on rank lo (same suit): a numeral
# takes anything higher; a Jack Q, K or an odd numeral; a Queen K or an even numeral;
# a King any numeral. Bit 1 (the Ace) is masked off under "Ace on J/K: no".
FOLLOW = [0] + [0x3FFF >> lo + 1 << lo + 1 for lo in range(1, 11)] + [0x32AA, 0x2554, 0x7FE]


def gen_moves(grid, stock, suits, ace, by_bottom, lock=99):
    """Moves in ``grid`` of the player owning ``suits``, ascending (shared with the AI)."""
    # cards > 51 (the AI's unknown refills) never move or receive; shifts to empty
    # cells need stock == 0; piles of ``lock`` cards stay put
    out = []
    for src in range(25):
        p = grid[src]
        if not p or p[-1] > 51 or p[-1] // 13 not in suits or len(p) == lock:
            continue
        key = (p[0] if by_bottom else p[-1]) % 13 + 1
        for k in range(src * 8, src * 8 + 8):
            q = grid[LINES[k]]
            if (
                q
                and q[-1] // 13 == p[0] // 13
                and FOLLOW[q[-1] % 13 + 1] >> key & (ace or key > 1)
                or not q
                and not stock
                and len(p) > 1
            ):
                out.append(src * 25 + LINES[k])
    return out


class PackNStack(Game):
    """Two-player competitive patience on a 5 x 5 grid."""

    ID = "packnstack"
    NAME = game_name(ID)
    MAX_ACTIONS = 1500
    OPTIONS = Options(
        "colour|Your colour|red,black,random|2",
        "level|Computer|easy,normal,hard|1",
        "turns|Turn|one move,play on",
        "pass|Passing|when stuck,any time",
        "ace|Ace on J/K|yes,no",
        "packet|Packet by|top card,bottom card",
        "stall|Stalled game|draw,tie-break",
    )

    def _setup(self):
        coin = self.rng.below(2)  # drawn always: a deal number gives the same layout
        deck = self.rng.shuffle(cards.deck())
        colour = self.opt("colour")
        self.colour = colour if colour < 2 else coin  # person: 0 red
        self.grid = [[c] for c in deck[:25]]
        self.stock = deck[25:]
        red = 0
        for c in deck[:25]:
            red += c // 13 in SUITS_OF[0]
        # 25 cards: one colour always has fewer in the layout, so there is no tie
        self.first = self.turn = 0 if (red > 12) == self.colour else 1
        self.moved = 0  # moves made in this turn ("play on")
        self.passes = 0  # turns in a row that ended without a move
        self.quiet = 0  # plies since the last pack
        self.seen = []  # position keys since the last pack (repetitions)
        self.winner = -1
        self.end = 0  # 1 won, 2 both passed, 3 repetition, 4 no pack for 40 plies

    def players(self):
        return 2

    def to_move(self):
        return OVER if self.end else self.turn

    def _legal(self):
        o = self.options
        out = gen_moves(
            self.grid, len(self.stock), SUITS_OF[self.colour ^ self.turn], 1 - o[4], o[5]
        )
        if not out or o[3] or self.moved:
            out.append(PASS)
        return out

    def stacks(self, seat):
        """Sizes of the biggest pile of each of ``seat``'s two suits."""
        best = [0, 0]
        for p in self.grid:
            for k in (0, 1):
                if p and p[0] // 13 == SUITS_OF[self.colour ^ seat][k] and len(p) > best[k]:
                    best[k] = len(p)
        return best

    def returns(self):
        return [0, 0] if self.winner < 0 else [1 - 2 * self.winner, 2 * self.winner - 1]

    def won(self, seat=0):
        return self.winner == seat

    def _apply(self, a):
        seat = self.turn
        g = self.grid
        self.quiet += 1
        self.passes = 0 if a < PASS or self.moved else self.passes + 1  # ending a turn: no pass
        if a < PASS:
            src, dst = divmod(a, 25)
            if g[dst]:  # a pack: refill the vacated cell while the stock lasts
                g[dst] += g[src]
                g[src] = [self.stock.pop()] if self.stock else []
                self.quiet = 0
                self.seen = []
            else:  # a shift into an empty cell (only once the stock is out)
                g[dst] = g[src]
                g[src] = []
            if self.stacks(seat) == [13, 13]:
                self.winner = seat
                self.end = 1
                return
            self.moved += 1
        if a == PASS or not self.opt("turns") or self._legal()[0] == PASS:  # play on: till stuck
            self.turn = 1 - seat
            self.moved = 0
        # without packs the piles never change, only their cells: bottoms name them
        k = bytes([p[0] if p else 99 for p in g] + [self.turn, self.moved > 0])
        if self.passes > 1:
            self.end = 2
        elif self.quiet and self.seen.count(k) > 1:
            self.end = 3
        elif self.quiet >= 40:
            self.end = 4
        self.seen.append(k)
        a = sum(self.stacks(0)) - sum(self.stacks(1))
        if self.end and self.opt("stall") and a:  # tie-break: the two biggest stacks added up
            self.winner = 0 if a > 0 else 1

    def record(self, st):
        key = ("drawn", "won", "lost")[self.winner + 1]
        lv = self.OPTIONS[self.OPTIONS.index("level")].choices[self.opt("level")] + "_"
        for k in ("played", key, lv + "played", lv + key):
            st[k] = st.get(k, 0) + 1

    def check(self):
        seen = bytearray(52)
        for p in self.grid:
            for c in p:
                assert c // 13 == p[0] // 13
                seen[c] += 1
            assert p or not self.stock  # no empty cell while the stock lasts
        for c in self.stock:
            seen[c] += 1
        assert seen == bytearray([1] * 52)  # each card exactly once

    def determinize(self, seat, rng):
        """A copy with the face-down stock shuffled: nobody may see its order."""
        g = self.copy()
        # sorted first, so the sample depends only on which cards are unseen, never on
        # the order they really lie in
        g.stock.sort()
        rng.shuffle(g.stock)
        return g


GAME = PackNStack
