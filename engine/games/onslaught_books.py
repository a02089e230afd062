# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.onslaught_books`
==============================

Onslaught's books, a part of :class:`engine.games.onslaught.Onslaught` that play never
calls: the summary of a finished deal (autoplay), its statistics (counted at the deal's
end), the invariants (tests, fuzzing) and the determinized copies the no-peeking tests
use. Each function takes the game as ``self``; the game calls them through
:func:`engine.games.onslaught.book`, so opening a game does not compile them (the app
lets the part go again when play begins or resumes: ``engine.ui.app.App.begin``).
"""

from engine.games.onslaught_moves import (
    BLACK,
    LOST_CROWD,
    P_AFTER,
    P_FIGHT,
    P_LOST,
    P_PEEK,
    P_WON,
    RED,
    SLOTS,
    value,
)


def summary(self):
    """(key, int) pairs of the finished deal for the autoplay line."""
    win = self.phase == P_WON
    return (
        ("score", self.final if win else 0),
        ("waves", self.cleared),
        ("defeated", len(self.adisc)),
        ("freekills", self.freekills),
        ("lost", self.lost),
    )


def record(self, st):
    """Count a finished game: games, wins, best score, streaks, waves survived."""
    st["played"] = st.get("played", 0) + 1
    if self.won(0):
        st["won"] = st.get("won", 0) + 1
        st["streak"] = st.get("streak", 0) + 1
        st["beststreak"] = max(st["streak"], st.get("beststreak", 0))
        st["best"] = max(self.final, st.get("best", -1))
    else:
        st["streak"] = 0
    key = "w%d" % self.cleared
    st[key] = st.get(key, 0) + 1


def check(self):
    """Raise AssertionError if a card is lost or doubled or a value is inconsistent."""
    reds = self.att + self.adisc + ([self.cur] if self.cur >= 0 else [])
    blacks = self.dfd + self.ddisc
    for i in range(SLOTS):
        reds = reds + self.held[i]
        if self.slot[i] >= 0:
            blacks = blacks + [self.slot[i]]
        assert self.load[i] == sum([value(x) for x in self.held[i]]), "load"
        if self.held[i]:
            assert 0 <= self.slot[i] < 52 and self.curval(i) >= 1, "absorbed too much"
    assert sorted(reds) == list(RED), "attackers lost or doubled"
    assert sorted(blacks) == list(BLACK), "defenders lost or doubled"
    assert 0 <= self.known <= len(self.att), "known"
    ph = self.phase
    waiting = ph == P_FIGHT or (ph == P_PEEK and self.back == P_FIGHT)
    assert (self.cur >= 0) == (waiting or (ph == P_LOST and self.lost != LOST_CROWD)), "cur"
    if ph == P_AFTER or ph == P_FIGHT:
        extra = 1 if ph == P_FIGHT else 0
        assert self.faced + extra <= self.need <= self.faced + len(self.att) + extra, "wave size"


def determinize(self, seat, rng):
    """Copy with the unseen attackers and the undealt defenders shuffled."""
    g = self.copy()
    hidden = len(g.att) - g.known
    g.att[:hidden] = rng.shuffle(g.att[:hidden])
    rng.shuffle(g.dfd)
    return g
