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
"""

from engine.cards import cell, name
from engine.game import OVER, Game, Option
from engine.rng import Rng

BASE = 4096
PLEDGE = 0
ABSORB = 1
DESTROY = 2
MIX = 3
SHIFT = 4
PEEK = 5
ORDER = 6
RECAL = 7
NEXT = 8
CONCEDE = 9
SIZE = 10

P_PLEDGE = 0  # fresh defenders: choose the wave size
P_FIGHT = 1  # an attacker waits (``cur``)
P_AFTER = 2  # an attacker was dealt with, or the wave is complete
P_PEEK = 3  # a 7 was used: order the peeked attackers
P_SIZE = 4  # a defender is being dropped: choose the new wave size
P_WON = 5
P_LOST = 6

LOST_OVERRUN = 1  # an attacker could be neither absorbed nor destroyed
LOST_CROWD = 2  # a wave ended with more than three defenders

SLOTS = 7
WAVES = 4
RED = tuple(range(13, 39))
BLACK = tuple(range(13)) + tuple(range(39, 54))  # spades, clubs, two jokers
PERMS = ((0, 1, 2), (1, 0, 2), (0, 2, 1), (1, 2, 0), (2, 0, 1), (2, 1, 0))
NPERMS = (1, 1, 2, 6)

_SUMS = bytearray(128)  # scratch: subset sums of current values (at most 91)
_LOW = bytearray(128)  # index of the lowest set bit of 1..127
for _m in range(1, 128):
    while not _m >> _LOW[_m] & 1:
        _LOW[_m] += 1


def value(c):
    """Card value: A=1 .. K=13; jokers 0."""
    return 0 if c >= 52 else c % 13 + 1


def bits(mask):
    """The slot numbers in ``mask``, ascending."""
    out = []
    for i in range(SLOTS):
        if mask >> i & 1:
            out.append(i)
    return out


# -- legal moves (functions of the game ``g``: the AI and the screen use them too) -----


def resolutions(g, v):
    """The direct ways to deal with an attacker of value ``v``: absorbs, destroys, mixes."""
    out = []
    occ = wm = 0
    threes = []
    up = g.options[1]
    for i in range(SLOTS):
        c = g.slot[i]
        if c >= 52:
            out.append(DESTROY * BASE + (1 << i))  # a joker kills anything
        elif c >= 0:
            cv = g.curval(i)
            occ |= 1 << i
            if cv > v:
                out.append(ABSORB * BASE + i)
            if g.wounded(i):
                wm |= 1 << i
                ok = cv >= v if up else cv == v
            else:
                ok = v <= cv + 1 if up else cv + 1 == v or (cv == v and g.options[2])
                if c % 13 == 2:
                    threes.append(i)
            if ok:
                out.append(DESTROY * BASE + (1 << i))
    m = 1
    while m < 128:  # subset sums, each from the sum without its lowest slot
        i = _LOW[m]
        _SUMS[m] = _SUMS[m & (m - 1)] + (g.curval(i) if occ >> i & 1 else 0)
        m += 1
    m = occ
    while m:
        if m & (m - 1) and _SUMS[m] == v:
            w = m & wm
            if w == 0 or w == m:
                out.append(DESTROY * BASE + m)
            else:
                for k in threes:  # a mixed group needs an unwounded 3 from outside it
                    if not m >> k & 1:
                        out.append(MIX * BASE + k * 128 + m)
        m = (m - 1) & occ
    return out


def powers(g, fives=True):
    """The legal uses of unwounded 5s (shifts) and 7s (peeks, while attackers are left)."""
    out = []
    five = []
    for k in range(SLOTS):
        if g.power(k, 7) and g.att:
            out.append(PEEK * BASE + k)
        if g.power(k, 5) and fives:
            five.append(k)
    for s in range(SLOTS):
        for x in g.held[s] if five else ():
            xv = x % 13 + 1
            for t in range(SLOTS):
                cv = g.curval(t)
                # "large enough to absorb": greater (the ban on an unwounded card worth
                # one less follows); equal only with the "5 onto equal" option
                ok = cv > xv or (cv == xv and g.options[4])
                if t == s or not ok or (g.options[5] and g.wounded(t)):
                    continue
                for f in five:
                    if f != t:
                        out.append(SHIFT * BASE + f * 512 + x * 8 + t)
    return out


def defensible(g, depth=2):
    """True if the waiting attacker can be dealt with, after 5 shifts if need be."""
    if resolutions(g, value(g.cur)):
        return True
    for a in powers(g, depth > 0):
        if a // BASE == SHIFT:
            h = g.copy()
            h._apply(a)
            if defensible(h, depth - 1):
                return True
    return False


def legal(g):
    """All legal actions of ``g`` (ascending)."""
    ph = g.phase
    out = []
    r = len(g.att)
    if ph == P_PEEK:
        for p in range(NPERMS[g.peekn]):
            out.append(ORDER * BASE + p)
    elif ph == P_SIZE:
        for n in range(g.faced, g.faced + r + 1):
            if n != g.need:
                out.append(SIZE * BASE + n)
    elif ph == P_PLEDGE:
        for n in range(r if g.wave == WAVES else 1, r + 1):
            out.append(PLEDGE * BASE + n)
        out += powers(g)
    elif ph == P_FIGHT:
        if not defensible(g):
            return [CONCEDE * BASE]
        out = resolutions(g, value(g.cur)) + powers(g)
    else:
        out = powers(g)
        out.append(NEXT * BASE)
        for i in range(SLOTS):  # recalibrate (not in the last wave, whose size is fixed)
            if r and g.wave < WAVES and g.slot[i] >= 0 and not g.wounded(i):
                out.append(RECAL * BASE + i)
    out.sort()
    return out


# -- what the actions do ---------------------------------------------------------------


def apply(g, a):
    """Play the legal action ``a``."""
    kind = a // BASE
    p = a % BASE
    if kind == PLEDGE or (kind == NEXT and g.faced < g.need):
        if kind == PLEDGE:
            g.need = p
        g.cur = g.att.pop()  # turn up the next attacker
        g.known = max(0, g.known - 1)
        g.phase = P_FIGHT
        return
    if kind == ABSORB:
        g.held[p].append(g.cur)
        g.load[p] += value(g.cur)
        g.scar[p] = 1
    elif kind == DESTROY or kind == MIX:
        for i in bits(p % 128):
            discard(g, i)
        if kind == MIX:
            discard(g, p // 128)
        g.adisc.append(g.cur)
    elif kind == SHIFT:
        discard(g, p // 512)
        x = p // 8 % 64
        t = p % 8
        for i in range(SLOTS):
            if x in g.held[i]:
                g.held[i].remove(x)
                g.load[i] -= value(x)
        if g.curval(t) == value(x):  # "5 onto equal: destroys"
            g.adisc.append(x)
            discard(g, t)
        else:
            g.held[t].append(x)
            g.load[t] += value(x)
            g.scar[t] = 1
        return
    elif kind == PEEK:
        discard(g, p)
        g.back = g.phase
        g.peekn = min(3, len(g.att))
        g.known = max(g.known, g.peekn)
        g.phase = P_PEEK
        return
    elif kind == ORDER:
        top = g.peeked()
        for k in range(len(top)):
            g.att[-1 - k] = top[PERMS[p][k]]
        g.phase = g.back
        return
    elif kind == RECAL:
        g.drop = p
        g.phase = P_SIZE
        return
    elif kind == SIZE:
        discard(g, g.drop)
        g.need = p
        g.phase = P_AFTER
        return
    elif kind == NEXT:
        end_wave(g)
        return
    else:
        g.lost = LOST_OVERRUN
        g.phase = P_LOST
        return
    g.cur = -1  # the attacker was absorbed or destroyed
    g.faced += 1
    g.phase = P_AFTER


def discard(g, i):
    """Remove slot ``i`` and everything it absorbed from the table."""
    g.ddisc.append(g.slot[i])
    g.adisc += g.held[i]
    g.slot[i] = -1
    g.held[i] = []
    g.load[i] = 0
    g.scar[i] = 0


def end_wave(g):
    """The pledged attackers are dealt with: lose, win, or deal the next wave."""
    n = g.count()
    if g.att and g.wave < WAVES and n > 3:
        g.lost = LOST_CROWD
        g.phase = P_LOST
        return
    g.cleared += 1
    if g.att and n == 0:  # clear table: the next attacker is defeated at once
        g.adisc.append(g.att.pop())
        g.known = max(0, g.known - 1)
        g.freekills += 1
    if not g.att:  # no attacker left (always so after wave 4): won
        g.final = g.score()
        g.phase = P_WON
        return
    g.wave += 1
    deal_wave(g)


def deal_wave(g):
    """Discard the table and deal seven fresh defenders."""
    for i in range(SLOTS):
        if g.slot[i] >= 0:
            discard(g, i)
        g.slot[i] = g.dfd.pop()
    g.need = 0  # attackers pledged this wave
    g.faced = 0  # attackers dealt with this wave
    g.phase = P_PLEDGE


def check_game(g):
    """Raise AssertionError if a card is lost or doubled or a value is inconsistent."""
    reds = g.att + g.adisc + ([g.cur] if g.cur >= 0 else [])
    blacks = g.dfd + g.ddisc
    for i in range(SLOTS):
        reds = reds + g.held[i]
        if g.slot[i] >= 0:
            blacks = blacks + [g.slot[i]]
        assert g.load[i] == sum([value(x) for x in g.held[i]]), "load"
        if g.held[i]:
            assert 0 <= g.slot[i] < 52 and g.curval(i) >= 1, "absorbed too much"
    assert sorted(reds) == list(RED), "attackers lost or doubled"
    assert sorted(blacks) == list(BLACK), "defenders lost or doubled"
    assert 0 <= g.known <= len(g.att), "known"
    waiting = g.phase == P_FIGHT or (g.phase == P_PEEK and g.back == P_FIGHT)
    assert (g.cur >= 0) == (waiting or (g.phase == P_LOST and g.lost != LOST_CROWD)), "cur"
    if g.phase == P_AFTER or g.phase == P_FIGHT:
        extra = 1 if g.phase == P_FIGHT else 0
        assert g.faced + extra <= g.need <= g.faced + len(g.att) + extra, "wave size"


# -- texts for people and statistics ------------------------------------------------------


def label_of(g, a):
    """At most 21 characters describing action ``a`` in game ``g``."""
    kind = a // BASE
    p = a % BASE
    if kind == PLEDGE:
        return "Face %d attacker%s" % (p, "" if p == 1 else "s")
    if kind == ABSORB:
        return "%s absorbs %s" % (cell(g.slot[p]), cell(g.cur))
    if kind == DESTROY or kind == MIX:
        return kill_label(g, p % 128, p // 128 if kind == MIX else -1)
    if kind == SHIFT:
        x = cell(p // 8 % 64)
        return "%s moves %s to %s" % (cell(g.slot[p // 512]), x, cell(g.slot[p % 8]))
    if kind == PEEK:
        return "%s: see next %d" % (cell(g.slot[p]), min(3, len(g.att)))
    if kind == ORDER:
        top = g.peeked()
        return "Order " + " ".join([cell(top[PERMS[p][k]]) for k in range(len(top))])
    if kind == RECAL:
        return "Drop %s to resize" % cell(g.slot[p])
    if kind == SIZE:
        return "New pledge: %d" % p
    if kind == NEXT:
        return "Next attacker" if g.faced < g.need else "End wave %d" % g.wave
    if kind == CONCEDE:
        return "No defence: give up"
    return "?"


def kill_label(g, mask, three):
    """``7♠ kills 8♥``, ``Joker kills K♥``, ``K♥ = 6+5+2`` or ``K♥=6+7 +3♠``."""
    who = bits(mask)
    a = cell(g.cur)
    if len(who) == 1:
        c = g.slot[who[0]]
        return ("Joker" if c >= 52 else cell(c)) + " kills " + a
    s = "+".join([str(g.curval(i)) for i in who])
    if three >= 0:
        s = "%s=%s +%s" % (a, s, cell(g.slot[three]))
    else:
        s = "%s = %s" % (a, s)
    return s if len(s) <= 21 else "%s by %d cards" % (a, len(who))


def outcome_of(g):
    """Result screen lines (the deal's number too when it is not the game's number:
    with "Deals: winnable" the game number picks from the list of winnable deals)."""
    if g.phase == P_WON:
        s = "Earth is saved!\nScore %d" % g.final
    elif g.lost == LOST_CROWD:
        s = "Overrun in wave %d\n%d defenders idle" % (g.wave, g.count())
    else:
        s = "Overrun in wave %d\n%s broke through" % (g.wave, name(g.cur))
    return s if g.deal == g.seed else s + "\nDeal %d" % g.deal


def record_game(g, st):
    """Count a finished game: games, wins, best score, streaks, waves survived."""
    st["played"] = st.get("played", 0) + 1
    if g.won(0):
        st["won"] = st.get("won", 0) + 1
        st["streak"] = st.get("streak", 0) + 1
        st["beststreak"] = max(st["streak"], st.get("beststreak", 0))
        st["best"] = max(g.final, st.get("best", -1))
    else:
        st["streak"] = 0
    key = "w%d" % g.cleared
    st[key] = st.get(key, 0) + 1


def stats_text(st):
    """Statistics screen lines."""
    n = st.get("played", 0)
    w = st.get("won", 0)
    best = st.get("best", -1)
    return [
        "Games   %d" % n,
        "Wins    %d (%d%%)" % (w, (100 * w + n // 2) // n if n else 0),
        "Best    %s" % ("-" if best < 0 else str(best)),
        "Streak  %d (best %d)" % (st.get("streak", 0), st.get("beststreak", 0)),
    ]


def stats_bars(st):
    """Bar chart: how many games survived 0, 1, 2, 3 and 4 waves."""
    out = []
    for k in range(WAVES + 1):
        out.append(st.get("w%d" % k, 0))
    return ("Waves survived 0-4", out)


# -- the game ------------------------------------------------------------------------------

_SCALARS = ("seed", "options", "rng", "deal", "wave", "need", "faced", "cur", "known",
            "peekn", "back", "drop", "phase", "lost", "final", "freekills", "cleared")
_LISTS = ("log", "att", "dfd", "slot", "load", "scar", "adisc", "ddisc")


class Onslaught(Game):
    """Four waves of red attackers against black defenders; see the module docstring."""

    ID = "onslaught"
    NAME = "Onslaught"
    MAX_ACTIONS = 400
    OPTIONS = (
        Option("deals", "Deals", ("all", "winnable"), 0, "Solver-proven wins"),
        Option("solo", "Lone kill", ("exact", "up to"), 0, "Lone card: exact"),
        Option("bonus", "Lone +1", ("+1 only", "+0 or +1"), 0, "Unwounded lone card"),
        Option("heal", "5 heals", ("yes", "no"), 0, "Emptied: unwounded"),
        Option("equal", "5 onto equal", ("no", "destroys"), 0, "Shift onto same value"),
        Option("ontow", "5 onto wound", ("yes", "no"), 0, "Onto a wounded card"),
    )

    def _setup(self):
        self.deal = self.seed
        if self.options[0]:
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
        deal_wave(self)

    # -- questions (also used by the AI and the screen) ------------------------------

    def curval(self, i):
        """Current value of slot ``i``: face minus what it absorbed (jokers, empty: 0)."""
        c = self.slot[i]
        return 0 if c < 0 or c >= 52 else c % 13 + 1 - self.load[i]

    def wounded(self, i):
        """True if slot ``i`` holds an attacker (with "5 heals: no": ever did)."""
        return len(self.held[i]) > 0 or (self.scar[i] == 1 and self.options[3] == 1)

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
        return self.att[len(self.att) - n:][::-1]

    # -- protocol ----------------------------------------------------------------------

    def to_move(self):
        return OVER if self.phase >= P_WON else 0

    def _legal(self):
        return legal(self)

    def _apply(self, a):
        apply(self, a)

    # -- results (texts in onslaught_extra) ---------------------------------------------

    def returns(self):
        if self.phase == P_LOST:
            return [0]
        return [self.final if self.phase == P_WON else self.score()]

    def won(self, seat=0):
        return self.phase == P_WON

    def summary(self):
        win = self.phase == P_WON
        return (("score", self.final if win else 0), ("waves", self.cleared),
                ("defeated", len(self.adisc)), ("freekills", self.freekills),
                ("lost", self.lost))

    def label(self, a):
        return label_of(self, a)

    def outcome(self):
        return outcome_of(self)

    def record(self, st):
        record_game(self, st)

    def check(self):
        check_game(self)

    @classmethod
    def stats_lines(cls, st):
        return stats_text(st)

    @classmethod
    def stats_chart(cls, st):
        return stats_bars(st)

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
        g = self.copy()
        hidden = len(g.att) - g.known
        g.att[:hidden] = rng.shuffle(g.att[:hidden])
        rng.shuffle(g.dfd)
        return g


GAME = Onslaught
