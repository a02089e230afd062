# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught`
=====================

Onslaught's computer player and hint: flat Monte Carlo over the attackers the
player cannot see. For each candidate (a pledge, a way to meet the attacker, a
drop to resize, a 7's peek) it plays the rest of the wave ``SAMPLES`` times
against random orders of the unseen attackers (the same orders for every
candidate) with a quick greedy defence (``_pick``), and scores the wave's end
by a table of how likely the remaining attackers are to be survived in the
remaining waves (``WAVE_P``). The greedy defence's own choice gets a small
head start, so that few samples do not make the choice noisy. At a wave's end
it looks ahead with any spare 7, then drops defenders down to three (or to
none, for the free kill).

It reads the attacker deck only as a set (sorted), plus the cards a 7 showed,
so it never peeks. The full-information solver (for the result screen and the
"winnable deals" list) is ``engine.ai.onslaught_solver``, loaded on demand.
"""

from engine.games.onslaught import (
    ABSORB,
    BASE,
    DESTROY,
    MIX,
    NEXT,
    P_AFTER,
    P_FIGHT,
    P_PEEK,
    P_PLEDGE,
    PEEK,
    PERMS,
    PLEDGE,
    RECAL,
    SHIFT,
    SIZE,
    SLOTS,
    bits,
    value,
)

LEVELS = ("normal",)
SAMPLES = 20
GREEDY_BONUS = 10 * 128  # per mille * 128: see _fight
ABSORB_WOUND = 20  # greedy defence: wounding a fresh card costs more than a loose fit
JOKER_FROM = 13  # greedy defence: attackers worth this much go to a joker first
DROP_MARGIN = 40 * 128  # a drop must look this much better (per mille * 128): noise
# Chance (per mille) to survive one wave of n attackers with seven fresh defenders:
# started from the greedy defence's measure (tools/measure_onslaught.py waves gives
# 966 896 774 607 425 264 133 60 19 5 1 for 3..13) and made a little more hopeful,
# which plays better on deals 1-200 (the real player also picks with samples).
WAVE_P = (1000, 1000, 1000, 988, 930, 807, 614, 446, 309, 190, 84, 24, 8, 1)


def _future(r, waves):
    """Chance (per mille) to survive ``r`` attackers spread over ``waves`` fresh waves."""
    if r == 0:
        return 1000
    if waves <= 0:
        return 0
    p = 1000
    for w in range(waves):
        n = (r + w) // waves  # an even split
        p = p * (WAVE_P[n] if n < len(WAVE_P) else 0) // 1000
    return p


_V = [[_future(r, w) for r in range(27)] for w in range(4)]


def choose(game, level=None):
    """The action for the player (seat 0), from what the player can see."""
    g = game
    ph = g.phase
    legal = g.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seqs = _samples(g)
    if ph == P_PLEDGE:
        best = legal[0]
        bv = -1
        for a in legal:
            if a // BASE == PLEDGE:
                v = _score(g, seqs, a % BASE, 0, None)
                if v > bv:
                    best, bv = a, v
        return best
    if ph == P_FIGHT:
        return _fight(g, legal, seqs)
    if ph == P_PEEK:
        return _order(g, legal, seqs)
    if ph == P_AFTER:
        return _after(g, legal, seqs)
    # P_SIZE: the defender to drop is chosen; pick the wave size
    if g.faced == g.need or _dropping(g):
        more = _drops_wanted(g, g.drop)[0]
        for a in legal:  # more drops to come: up one (or two); the last one: end now
            if (a % BASE == g.faced) == (more == 0):
                return a
        return legal[0] if legal[0] % BASE != g.faced else legal[1]
    best = legal[0]
    bv = -1
    for a in legal:
        v = _score(g, seqs, a % BASE, g.faced, (1 << g.drop))
        if v > bv:
            best, bv = a, v
    return best


def hint(game):
    """What the strongest player would do (the same player: Onslaught has one level)."""
    return choose(game)


def review(game):
    """Result-screen lines from the full-information solver (bounded effort).

    The solver is a module of its own, loaded only here: autoplay and the hint never
    need it, and on a small heap its code would crowd the game out.
    """
    from engine.ai.onslaught_solver import review as solver_review

    return solver_review(game)


# -- what the player knows -------------------------------------------------------------


def _samples(g):
    """SAMPLES attacker sequences (values, next first): the seen top, then a shuffle."""
    seen = g.peeked()
    unseen = []
    for c in g.att[: len(g.att) - len(seen)]:
        unseen.append(value(c))
    unseen.sort()  # the deck's order is not known: only the set is used
    top = []
    for c in seen:
        top.append(value(c))
    rng = g.ai_rng()
    out = []
    for _ in range(SAMPLES):
        out.append(bytearray(top + rng.shuffle(list(unseen))))  # small: one byte a card
    return out


def _table(g):
    """Compact table: (current values, faces with 14 = joker, attackers held)."""
    cv = [0] * SLOTS
    fc = [0] * SLOTS
    nh = [0] * SLOTS
    for i in range(SLOTS):
        c = g.slot[i]
        if c >= 52:
            fc[i] = 14
        elif c >= 0:
            fc[i] = c % 13 + 1
            cv[i] = g.curval(i)
            nh[i] = 1 if g.wounded(i) else 0
    return cv, fc, nh


def _apply_compact(t, a, v):
    """Apply a resolution ``a`` of an attacker of value ``v`` to a compact table."""
    cv, fc, nh = t
    kind = a // BASE
    p = a % BASE
    if kind == ABSORB:
        cv[p] -= v
        nh[p] += 1
        return
    gone = bits(p % 128)
    if kind == MIX:
        gone.append(p // 128)
    for i in gone:
        cv[i] = fc[i] = nh[i] = 0


# -- evaluation --------------------------------------------------------------------------


def _score(g, seqs, need, faced, drop, t=None, skip=0):
    """Average value of playing on with wave size ``need`` after ``faced`` attackers.

    ``drop``: slot mask to remove first; ``t``: compact table (else the game's);
    ``skip``: attackers of each sequence already used.
    """
    total = 0
    base = _table(g) if t is None else t
    left = len(g.att)
    for seq in seqs:
        cv = list(base[0])
        fc = list(base[1])
        nh = list(base[2])
        for i in range(SLOTS):
            if drop and drop >> i & 1:
                cv[i] = fc[i] = nh[i] = 0
        total += _rollout(cv, fc, nh, seq, skip, need - faced, g.wave, left - skip)
    return total // len(seqs)


def _rollout(cv, fc, nh, seq, pos, k, wave, left):
    """Play ``k`` attackers of ``seq`` from ``pos`` greedily; value of the wave's end."""
    for j in range(k):
        v = seq[pos + j]
        if not _greedy(cv, fc, nh, v):
            return 0
    left -= k
    n = 0
    wounded = 0
    unw = 0
    score = 0
    for i in range(SLOTS):
        if fc[i]:
            n += 1
            if nh[i]:
                wounded += 1
            else:
                unw += 1
                if fc[i] < 14:
                    score += fc[i]
    if left == 0:
        return 1000 * 128 + score
    if wave == 4 or wounded > 3:
        return 0
    if n > 3 and unw < 2:
        return 0  # cannot drop enough (a drop must change the wave size)
    if wounded == 0 and (unw != 1 or n == 0):
        left -= 1  # everything can go: the clear table defeats the next attacker
    return _V[4 - wave][left] * 128


def _greedy(cv, fc, nh, v):
    """Deal with an attacker of value ``v`` the greedy way; False if impossible."""
    kill, into = _pick(cv, fc, nh, v)
    if into >= 0:
        cv[into] -= v
        nh[into] += 1
        return True
    if not kill:
        return False
    for i in range(SLOTS):
        if kill >> i & 1:
            cv[i] = fc[i] = nh[i] = 0
    return True


def _pick(cv, fc, nh, v):
    """The greedy defence's choice: (slots that destroy the attacker, slot that absorbs it).

    By priority: 1. wounded cards summing exactly to ``v`` (the most of them: it cleans
    the table), 2. a lone unwounded card worth ``v - 1``, 3. the joker against a king,
    4. absorbing, into an already wounded card if possible, else where the most is left,
    5. unwounded cards summing to ``v`` (the fewest), 6. a joker. (0, -1): nothing.
    """
    kill = _sum_to(cv, fc, nh, v, 1)
    if kill:
        return kill, -1
    joker = -1
    fit = -1
    best = 99
    for i in range(SLOTS):
        f = fc[i]
        if f == 14:
            joker = i
        elif f and not nh[i] and cv[i] + 1 == v:
            return 1 << i, -1
        elif f and cv[i] > v:
            c = (0 if nh[i] else ABSORB_WOUND) - (cv[i] - v)
            if c < best:
                fit, best = i, c
    if joker >= 0 and v >= JOKER_FROM:
        return 1 << joker, -1
    if fit >= 0:
        return 0, fit
    kill = _sum_to(cv, fc, nh, v, 0)
    if kill:
        return kill, -1
    return (1 << joker if joker >= 0 else 0), -1


def _sum_to(cv, fc, nh, v, wounded):
    """Mask of the wounded (or unwounded) non-jokers summing to ``v``: the most cards
    when wounded (cleaning up), the fewest when unwounded; 0 if none."""
    idx = []
    for i in range(SLOTS):
        if fc[i] and fc[i] < 14 and (nh[i] > 0) == (wounded == 1):
            idx.append(i)
    n = len(idx)
    pick = 0
    size = 0
    for m in range(1, 1 << n):
        s = 0
        c = 0
        for j in range(n):
            if m >> j & 1:
                s += cv[idx[j]]
                c += 1
        if s == v and (c > 1 or wounded) and (not pick or (c > size) == (wounded == 1)):
            pick, size = m, c
    out = 0
    for j in range(n):
        if pick >> j & 1:
            out |= 1 << idx[j]
    return out


# -- decisions ---------------------------------------------------------------------------


def _fight(g, legal, seqs):
    """Best way to deal with the waiting attacker (a 5's shift first if it pays).

    The greedy defence's own choice gets a head start (GREEDY_BONUS): the samples
    are few, and without it the choice would follow their noise.
    """
    v = value(g.cur)
    t = _table(g)
    kill, into = _pick(t[0], t[1], t[2], v)
    prior = ABSORB * BASE + into if into >= 0 else DESTROY * BASE + kill
    best = legal[0]
    bv = -1
    for a in legal:
        kind = a // BASE
        if kind == ABSORB or kind == DESTROY or kind == MIX:
            val = _resolve_value(g, seqs, a, v, _table(g))
            if a == prior:
                val += GREEDY_BONUS
        elif kind == SHIFT:
            val = _shift_value(g, seqs, a, v) - 1  # the 5 is spent: only if it helps
        else:
            continue
        if val > bv:
            best, bv = a, val
    return best


def _shift_value(g, seqs, a, v):
    """Value of a 5's shift followed by the greedy answer to the attacker (no copy of
    the game: the shift is made on the compact table)."""
    cv, fc, nh = _table(g)
    p = a % BASE
    x = value(p // 8 % 64)
    t = p % 8
    f = p // 512
    cv[f] = fc[f] = nh[f] = 0
    for i in range(SLOTS):
        if p // 8 % 64 in g.held[i]:
            cv[i] += x
            nh[i] = len(g.held[i]) - 1
    if cv[t] == x:  # "5 onto equal: destroys"
        cv[t] = fc[t] = nh[t] = 0
    else:
        cv[t] -= x
        nh[t] += 1
    if not _greedy(cv, fc, nh, v):
        return -1
    return _score(g, seqs, g.need, g.faced + 1, 0, (cv, fc, nh))


def _resolve_value(g, seqs, a, v, t):
    _apply_compact(t, a, v)
    return _score(g, seqs, g.need, g.faced + 1, 0, t)


def _order(g, legal, seqs):
    """Order the attackers a 7 showed: the best for the rest of this wave."""
    top = g.peeked()
    best = legal[0]
    bv = -1
    known = len(top)
    for a in legal:
        perm = PERMS[a % BASE]
        mine = []
        for s in seqs:
            mine.append(bytearray([value(top[perm[k]]) for k in range(known)]) + s[known:])
        if g.back == P_AFTER and g.faced == g.need:
            # between waves: a clear table defeats the next attacker for free
            val = value(top[perm[0]]) if _clearable(g) else 0
        elif g.back == P_FIGHT:
            val = _score(g, mine, g.need, g.faced + 1, 0, _after_fight(g))
        else:
            val = _score(g, mine, g.need, g.faced, 0)
        if val > bv:
            best, bv = a, val
    return best


def _after_fight(g):
    """Compact table when a 7 was used while an attacker waits: resolve it greedily."""
    t = _table(g)
    _greedy(t[0], t[1], t[2], value(g.cur))
    return t


def _clearable(g):
    """True if the table can be emptied at the end of the wave (no wounded card)."""
    for i in range(SLOTS):
        if g.slot[i] >= 0 and g.wounded(i):
            return False
    return g.count() != 1


def _drops_wanted(g, skip=-1):
    """(drops wanted at the end of the wave, droppable defenders, first droppable slot):
    down to three defenders, or to none (the free kill) when none is wounded. With
    ``skip`` (the slot being dropped now): the drops wanted after that one."""
    n = w = u = 0
    first = -1
    for i in range(SLOTS):
        if g.slot[i] >= 0:
            n += 1
            if g.wounded(i):
                w += 1
            elif i != skip:
                u += 1
                if first < 0:
                    first = i
    d = n if w == 0 and n != 1 else max(0, n - 3)
    return (max(0, d - 1) if skip >= 0 else d), u, first


def _dropping(g):
    """True while dropping defenders at the end of a wave (see _after): the drops just
    made (RECAL, SIZE pairs at the end of the log) started when the wave was complete."""
    log = g.log
    j = len(log) - 1
    if j >= 0 and log[j] // BASE == RECAL:
        j -= 1  # choosing the size of a drop
    if j < 1 or log[j] // BASE != SIZE:
        return False
    while j >= 1 and log[j] // BASE == SIZE and log[j - 1] // BASE == RECAL:
        j -= 2
    while j >= 0:  # the wave size before those drops: the last pledge or size
        if log[j] // BASE == PLEDGE or log[j] // BASE == SIZE:
            return log[j] % BASE == g.faced
        j -= 1
    return False


def _after(g, legal, seqs):
    """Between attackers: turn the next, drop a defender to resize, or use a 7.

    At the end of a wave every defender left is discarded anyway: a 7 is used to look
    ahead, then defenders are dropped, two at a time at least (each drop must change the
    wave size: up one, then back), down to three, or to none for the free kill.
    """
    end = g.faced == g.need
    peeks = [a for a in legal if a // BASE == PEEK]
    if end and peeks:
        return peeks[0]  # the table is discarded anyway: look at what comes next
    if g.att and g.wave < 4 and (end or _dropping(g)):
        d, u, first = _drops_wanted(g)
        if not end and u:
            return RECAL * BASE + first  # go on, and bring the size back down
        if end and d:
            d = max(d, 2)
            if u >= d:
                return RECAL * BASE + first
    best = NEXT * BASE
    if end:  # ending now: exactly what happens, no drops assumed
        n = g.count()
        left = len(g.att) - (1 if n == 0 else 0)
        bv = 0 if n > 3 and left else _V[4 - g.wave][left] * 128 if left else 1000 * 128
    else:
        bv = _score(g, seqs, g.need, g.faced, 0)
    drops = []
    for a in legal:
        if a // BASE == RECAL:
            drops.append(a % BASE)
    r = len(g.att)
    for i in drops:
        for n in (g.faced, g.need - 1, g.need + 1, g.need + 2):
            if g.faced <= n <= g.faced + r and n != g.need:
                val = _score(g, seqs, n, g.faced, 1 << i) - (DROP_MARGIN if bv else 0)
                if val > bv:
                    best, bv = RECAL * BASE + i, val
    if best == NEXT * BASE and peeks and not end:
        val = _peek_value(g, seqs, peeks[0] % BASE)
        if val > bv:
            best = peeks[0]
    return best


def _peek_value(g, seqs, slot):
    """Value of using the 7 in ``slot`` now: the best order for each possible top three."""
    total = 0
    n = min(3, len(g.att))
    for s in seqs:
        bv = 0
        for p in range(len(PERMS) if n == 3 else n):
            perm = PERMS[p]
            seq = bytearray([s[perm[k]] for k in range(n)]) + s[n:]
            bv = max(bv, _score(g, [seq], g.need, g.faced, 1 << slot))
        total += bv
    return total // len(seqs)
