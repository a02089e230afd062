# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_books`
==============================

Navigator's books, a part of :class:`engine.games.navigator_match.Match` that play
never calls: a checkpoint restored (a save's Continue, an undo's replay after the
first round), the statistics of a finished match, the invariants, copies and the
determinized copies that the no-peeking tests and the tools use. Each function takes
the game as ``self``; the match calls them through :func:`engine.games.navigator_match.book`,
so opening a game does not compile them (the app lets the part go again when play
begins or resumes: ``engine.ui.app.App.begin``).
"""

from engine.game import Game
from engine.rng import Rng


def restore(self, st):
    """Continue from checkpoint ``st`` (``Match._between``), checked field by field."""
    n = self.n
    if len(st) != 8 + 4 * n or sum(st[8::4]) + st[6] != n * self.start:
        raise ValueError("checkpoint does not fit")
    # field by field: a checksum proves the file is whole, not that it is sane
    big = 1 << 30
    if not (
        0 < st[0] < big
        and 0 < st[1] < big
        and 0 <= st[2] < n
        and -1 <= st[3] <= 4
        and -1 <= st[4] < n
        and 2 <= st[5] < big
        and 0 <= st[6]
        and 0 <= st[7] < big
    ):
        raise ValueError("checkpoint out of range")
    for s in range(n):
        c, w, e, b = st[8 + 4 * s : 12 + 4 * s]
        if not (0 <= c and 0 <= w <= st[7] and -big < e < big and -1 <= b < big):
            raise ValueError("checkpoint out of range")
    self.rng.set_state((st[0], st[1]))
    self.init, self.ovr, self.map_owner, self.map_price, self.bounty, self.round = st[2:8]
    for s in range(n):
        c, self.round_wins[s], self.earned[s], b = st[8 + 4 * s : 12 + 4 * s]
        self.chips[s] = c
        self.out[s] = c <= 0
        self.best_d[s] = None if b < 0 else b
    self._start_round()


def summary(self):
    """The rounds and each seat's net chips (autoplay's JSON line)."""
    out = [("rounds", self.round)]
    for s in range(self.n):
        out.append(("earn%d" % s, self.earned[s]))
    return out


def record(self, st):
    """Count the finished match into the statistics dict ``st``."""
    Game.record(self, st)
    for k, v in (
        ("rounds", self.round),
        ("rwon", self.round_wins[0]),
        ("chips", self.earned[0]),
    ):
        st[k] = st.get(k, 0) + v
    b = self.best_d[0]
    if b is not None and b < st.get("best", 9999):
        st["best"] = b


def check(self):
    """Assert the invariants: chips conserved, every card exactly once."""
    assert sum(self.chips) + self.bounty == self.n * self.start
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
    """An independent copy (lists copied, the random stream's state too)."""
    cls = self.__class__
    g = cls.__new__(cls)
    for k, v in self.__dict__.items():  # order does not matter: each key once
        if isinstance(v, list):
            v = [list(x) if isinstance(x, list) else x for x in v]
        setattr(g, k, v)
    g.rng = Rng(0)
    g.rng.set_state(self.rng.state())
    return g


def determinize(self, seat, rng):
    """A copy in which every card ``seat`` cannot see (the other players' packets,
    memories and discards, the undealt deck) is shuffled with ``rng``, and the
    future deals and rolls are reseeded."""
    g = self.copy()
    g.rng = Rng(rng.below(1000000))
    hidden = list(g.deck)
    for s in range(g.n):
        if s != seat:
            hidden += g.packets[s] + g.mem[s] + ([g.lost[s]] if g.lost[s] >= 0 else [])
    rng.shuffle(hidden)
    for s in range(g.n):
        if s == seat:
            continue
        hot = self.mem[s].index(self.hot[s]) if self.hot[s] >= 0 else -1
        for lst in (g.packets[s], g.mem[s]):
            for i in range(len(lst)):
                lst[i] = hidden.pop()
        if g.lost[s] >= 0:
            g.lost[s] = hidden.pop()
        if hot >= 0:
            g.hot[s] = g.mem[s][hot]
        if g.setmask[s] >= 0 and s != g.cur:
            g.vals[s] = g.set_values(s, g.setmask[s], g.acemask[s])
    g.deck = hidden
    return g
