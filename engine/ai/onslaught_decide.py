# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught_decide`
============================

The decisions of Onslaught's computer player (``engine.ai.onslaught``), each scored by
the rollouts of ``engine.ai.onslaught_rollout``: how to meet the waiting attacker (a 5's
shift first if it pays), how to order what a 7 showed, and between attackers whether to
turn the next, drop a defender to resize the wave, or look ahead with a 7.
"""

from engine.ai.onslaught_rollout import (
    SURVIVE,
    _end,
    apply_compact,
    compact_table,
    greedy,
    greedy_pick,
    over,
    spend,
    top_end,
    wave_score,
    wave_scores,
)
from engine.games.onslaught_moves import (
    ABSORB,
    BASE,
    DESTROY,
    MIX,
    NEXT,
    P_AFTER,
    P_FIGHT,
    PEEK,
    PERMS,
    PLEDGE,
    RECAL,
    SHIFT,
    SIZE,
    SLOTS,
    value,
)

GREEDY_BONUS = 10 * 128  # per mille * 128: see fight
DROP_MARGIN = 40 * 128  # a drop must look this much better (per mille * 128): noise


def fight(g, legal, seqs):
    """Best way to deal with the waiting attacker (a 5's shift first if it pays).

    The greedy defence's own choice gets a head start (GREEDY_BONUS): the samples
    are few, and without it the choice would follow their noise. That choice is
    scored first, so that the others' rollouts stop as soon as they cannot beat it;
    the answer is the same as scoring in order: the first of the best.
    """
    v = value(g.cur)
    t = compact_table(g)
    kill, into = greedy_pick(t[0], t[1], t[2], v)
    prior = ABSORB * BASE + into if into >= 0 else DESTROY * BASE + kill
    best = legal[0]
    bv = -1
    bi = -1  # the best one's place in legal: one before it wins a tie (none: legal[0])
    if prior in legal:
        best = prior
        bi = legal.index(prior)
        bv = _resolve_value(g, seqs, prior, v, t) + GREEDY_BONUS
    for i in range(len(legal)):
        a = legal[i]
        kind = a // BASE
        tie = 1 if i < bi else 0  # (ties: the first in legal, as scoring in order)
        if a == prior:
            continue
        if kind == ABSORB or kind == DESTROY or kind == MIX:
            val = _resolve_value(g, seqs, a, v, compact_table(g), bv - tie)
        elif kind == SHIFT:
            # the 5 is spent: only if it helps
            val = _shift_value(g, seqs, a, v, bv + 1 - tie) - 1
        else:
            continue
        if val > bv or (tie and val == bv):
            best, bv, bi = a, val, i
    return best


def _shift_value(g, seqs, a, v, beat=-1):
    """Value of a 5's shift followed by the greedy answer to the attacker (no copy of
    the game: the shift is made on the compact table); at most ``beat`` when it cannot
    beat it (``wave_score``)."""
    cv, fc, nh = compact_table(g)
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
    if not greedy(cv, fc, nh, v):
        return -1
    return wave_score(g, seqs, g.need, g.faced + 1, 0, (cv, fc, nh), 0, beat)


def _resolve_value(g, seqs, a, v, t, beat=-1):
    apply_compact(t, a, v)
    return wave_score(g, seqs, g.need, g.faced + 1, 0, t, 0, beat)


def order_peeked(g, legal, seqs):
    """Order the attackers a 7 showed: the best for the rest of this wave.

    The cards shown are the same in every sample: each order's walk through them is made
    once, and the samples go on from the table it leaves; an order that leaves the same
    table as an earlier one scores the same (skipped: the first of the best stays).
    Every order is scored in full, never cut by the decision's LIMIT (one order's rest
    of a wave is at most 20 x 13 greedy steps).
    """
    top = g.peeked()
    best = legal[0]
    bv = -1
    if g.back == P_AFTER and g.faced == g.need:
        # between waves: a clear table defeats the next attacker for free
        clear = _clearable(g)
        for a in legal:
            val = value(top[PERMS[a % BASE][0]]) if clear else 0
            if val > bv:
                best, bv = a, val
        return best
    faced = g.faced + (1 if g.back == P_FIGHT else 0)
    h = max(0, min(len(top), g.need - faced))  # shown cards met in this wave
    seen = []  # the tables the orders so far left
    for a in legal:
        perm = PERMS[a % BASE]
        t = _after_fight(g) if g.back == P_FIGHT else compact_table(g)
        j = 0
        while j < h and greedy(t[0], t[1], t[2], value(top[perm[j]])):
            j += 1
        if j < h:
            val = 0  # lost within the cards shown, in every sample
        elif t in seen:
            continue
        else:
            seen.append(t)
            spend(-1)  # (each order its own LIMIT: never reached)
            val = wave_score(g, seqs, g.need, faced + h, 0, t, h, bv)
        if val > bv:
            best, bv = a, val
    return best


def _after_fight(g):
    """Compact table when a 7 was used while an attacker waits: resolve it greedily."""
    t = compact_table(g)
    greedy(t[0], t[1], t[2], value(g.cur))
    return t


def _clearable(g):
    """True if the table can be emptied at the end of the wave (no wounded card)."""
    for i in range(SLOTS):
        if g.slot[i] >= 0 and g.wounded(i):
            return False
    return g.count() != 1


def drops_wanted(g, skip=-1):
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


def dropping(g):
    """True while dropping defenders at the end of a wave (see after_attacker): the drops just
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


def after_attacker(g, legal, seqs):
    """Between attackers: turn the next, drop a defender to resize, or use a 7.

    At the end of a wave every defender left is discarded anyway: a 7 is used to look
    ahead, then defenders are dropped, two at a time at least (each drop must change the
    wave size: up one, then back), down to three, or to none for the free kill.
    """
    end = g.faced == g.need
    peeks = [a for a in legal if a // BASE == PEEK]
    if end and peeks:
        return peeks[0]  # the table is discarded anyway: look at what comes next
    if g.att and g.wave < 4 and (end or dropping(g)):
        d, u, first = drops_wanted(g)
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
        bv = 0 if n > 3 and left else SURVIVE[4 - g.wave][left] * 128 if left else 1000 * 128
    else:
        bv = wave_score(g, seqs, g.need, g.faced, 0)
    drops = []
    for a in legal:
        if a // BASE == RECAL:
            drops.append(a % BASE)
    r = len(g.att)
    sizes = []
    for n in (g.faced, g.need - 1, g.need + 1, g.need + 2):  # ascending
        if g.faced <= n <= g.faced + r and n != g.need and n not in sizes:
            sizes.append(n)
    for i in drops:
        # every size in one walk; None: no size can beat the best so far
        vals = wave_scores(g, seqs, sizes, g.faced, 1 << i, bv + (DROP_MARGIN if bv else 0))
        if vals is None:
            continue
        for x in range(len(sizes)):
            val = vals[x] - (DROP_MARGIN if bv else 0)
            if val > bv:
                best, bv = RECAL * BASE + i, val
    if best == NEXT * BASE and peeks and not end:
        val = _peek_value(g, seqs, peeks[0] % BASE, bv)
        if val > bv:
            best = peeks[0]
    return best


def _peek_value(g, seqs, slot, beat=-1):
    """Value of using the 7 in ``slot`` now: the best order for each possible top three
    (what ``wave_score`` gives each order, one sample at a time); at most ``beat`` when it
    cannot beat it. Orders whose top cards leave the same table share the rest of the
    wave's walk (a third of them), and a sample stops at an order that scores the most a
    wave's end can (``top_end``); -1 once the decision is out of steps (``LIMIT``)."""
    cv0, fc0, nh0 = compact_table(g)  # the table without the 7: made once
    cv0[slot] = fc0[slot] = nh0[slot] = 0
    n = min(3, len(g.att))
    k = g.need - g.faced  # attackers met in the rest of the wave
    h = n if n < k else k  # of which ordered by the peek
    left = len(g.att) - k
    wave = g.wave
    top = top_end(wave, left)
    ns = len(seqs)
    rest = ns * top  # what the samples not yet played could add, at most
    total = 0
    seen = []  # the tables after the top cards, this sample
    for s in seqs:
        if beat >= 0 and over():
            return -1  # out of steps: cannot beat it
        bv = 0
        del seen[:]
        for p in range(len(PERMS) if n == 3 else n):
            perm = PERMS[p]
            cv = list(cv0)
            fc = list(fc0)
            nh = list(nh0)
            j = 0
            while j < h and greedy(cv, fc, nh, s[perm[j]]):
                j += 1
            if j < h:
                continue  # lost within the top cards: 0
            same = False
            for t in seen:
                if t[0] == cv and t[1] == fc and t[2] == nh:
                    same = True
                    break
            if same:
                continue  # the same table as an earlier order: the same end
            seen.append((cv[:], fc[:], nh[:]))  # (copies: the walk goes on with these)
            while j < k and greedy(cv, fc, nh, s[j]):
                j += 1
            if j == k:
                v = _end(cv, fc, nh, wave, left)
                if v > bv:
                    bv = v
                    if bv >= top:
                        break
        total += bv
        rest -= top
        if beat >= 0 and total + rest < (beat + 1) * ns:
            break  # total // ns cannot end above beat
    return total // ns
