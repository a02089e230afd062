# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught_rollout`
=============================

The measuring stick of Onslaught's computer player (``engine.ai.onslaught``): sampled
orders of the attackers the player cannot see (``samples``), a compact copy of the
table, the quick greedy defence (``greedy_pick``) that plays the rest of a wave on it, and the
score of the wave's end from how likely the remaining attackers are to be survived
(``WAVE_P``).
"""

from engine.games.onslaught_moves import (
    ABSORB,
    BASE,
    MIX,
    SLOTS,
    bits,
    value,
)

SAMPLES = 20
ABSORB_WOUND = 20  # greedy defence: wounding a fresh card costs more than a loose fit
JOKER_FROM = 13  # greedy defence: attackers worth this much go to a joker first
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


SURVIVE = [[_future(r, w) for r in range(27)] for w in range(4)]

# Work bound of one decision, in greedy steps (counted, never timed: the same choice on
# every port): a choice scored against a best so far (``beat`` >= 0) stops, as one that
# cannot beat it, once the decision has made LIMIT steps; the first choice scored (the
# default: turn the next attacker, the greedy defence's answer) is scored in full. The
# cap keeps the worst hint near its 1 s target on a Pico (docs/BENCH.md, "Constants
# measured once").
LIMIT = 400
_spent = 0


def spend(n=0):
    """Greedy steps this decision has made; ``spend(-1)``: start a decision (back to 0)."""
    global _spent
    if n < 0:
        _spent = 0
    return _spent


def over():
    """True once this decision has made more than LIMIT greedy steps."""
    return _spent > LIMIT


# -- what the player knows -------------------------------------------------------------


def samples(g):
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


def compact_table(g):
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


def apply_compact(t, a, v):
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


def _dropped(t, drop):
    """Compact table ``t`` without the slots of mask ``drop`` (``t`` itself if none)."""
    if not drop:
        return t
    cv, fc, nh = list(t[0]), list(t[1]), list(t[2])
    for i in range(SLOTS):
        if drop >> i & 1:
            cv[i] = fc[i] = nh[i] = 0
    return cv, fc, nh


def top_end(wave, left):
    """The most ``_end`` can score for a wave's end with ``left`` attackers to come."""
    if left <= 0:
        return 1000 * 128 + 91  # every attacker met: the unwounded faces (7 kings at most)
    if wave == 4:
        return 0
    return SURVIVE[4 - wave][left - 1] * 128  # (the clear table's free kill at best)


def wave_score(g, seqs, need, faced, drop, t=None, skip=0, beat=-1):
    """Average value of playing on with wave size ``need`` after ``faced`` attackers.

    ``drop``: slot mask to remove first; ``t``: compact table (else the game's);
    ``skip``: attackers of each sequence already used. With ``beat`` >= 0 the
    samples stop once the average cannot end above ``beat`` (what a choice must beat):
    the answer is then at most ``beat`` (not the average), and the choice is the same;
    and once the decision is out of steps (``LIMIT``): -1, a choice that cannot beat it.
    """
    total = 0
    base = _dropped(compact_table(g) if t is None else t, drop)
    left = len(g.att)
    n = len(seqs)
    if beat >= 0:
        top = top_end(g.wave, left - skip - need + faced)
        need_total = (beat + 1) * n  # total // n > beat
        rest = n * top
    cv0, fc0, nh0 = base
    for seq in seqs:
        if beat >= 0 and _spent > LIMIT:
            return -1  # out of steps: cannot beat it
        cv = list(cv0)
        fc = list(fc0)
        nh = list(nh0)
        total += rollout(cv, fc, nh, seq, skip, need - faced, g.wave, left - skip)
        if beat >= 0:
            rest -= top
            if total + rest < need_total:
                return total // n  # (at most beat)
    return total // n


def wave_scores(g, seqs, needs, faced, drop, beat=-1):
    """``[wave_score(g, seqs, n, faced, drop) for n in needs]`` (``needs`` ascending), with
    one greedy walk per sequence: the greedy defence is the same whatever the wave's
    size, so a wave of n + 1 attackers starts as the wave of n did. Each size is
    scored where the walk passes it. With ``beat`` >= 0: None as soon as no size can
    end above ``beat`` (the samples left scoring their most, ``top_end``), or once the
    decision is out of steps (``LIMIT``); the walks stop at the largest size that still
    can, so a size that cannot scores at most ``beat`` (not its average)."""
    k = len(needs)
    totals = [0] * k
    cv0, fc0, nh0 = _dropped(compact_table(g), drop)
    left = len(g.att)
    wave = g.wave
    ns = len(seqs)
    if beat >= 0:
        need_total = (beat + 1) * ns  # a size's total // ns > beat
        tops = [top_end(wave, left - x + faced) for x in needs]
        rest = ns  # samples not yet walked
    last = k  # the sizes walked: past the last one that can still end above beat
    for seq in seqs:
        if beat >= 0:  # can a size still end above beat, the samples left at their most?
            x = last
            while x > 0 and totals[x - 1] + tops[x - 1] * rest < need_total:
                x -= 1
            if x == 0 or _spent > LIMIT:
                return None  # (out of steps: as if no size could)
            last = x  # (a size that cannot is never chosen: its total may stay short)
            rest -= 1
        cv = list(cv0)
        fc = list(fc0)
        nh = list(nh0)
        j = 0  # attackers met so far (after faced)
        for x in range(last):
            n = needs[x] - faced
            while j < n:
                if not greedy(cv, fc, nh, seq[j]):
                    break
                j += 1
            if j < n:
                break  # a lost wave: this size and every larger one score 0
            totals[x] += _end(cv, fc, nh, wave, left - n)
    for x in range(k):
        totals[x] //= ns
    return totals


def rollout(cv, fc, nh, seq, pos, k, wave, left):
    """Play ``k`` attackers of ``seq`` from ``pos`` greedily; value of the wave's end."""
    for j in range(k):
        v = seq[pos + j]
        if not greedy(cv, fc, nh, v):
            return 0
    return _end(cv, fc, nh, wave, left - k)


def _end(cv, fc, nh, wave, left):
    """Value of a wave's end with ``left`` attackers still to come."""
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
    return SURVIVE[4 - wave][left] * 128


def greedy(cv, fc, nh, v):
    """Deal with an attacker of value ``v`` the greedy way; False if impossible."""
    global _spent
    _spent += 1
    kill, into = greedy_pick(cv, fc, nh, v)
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


def greedy_pick(cv, fc, nh, v):
    """The greedy defence's choice: (slots that destroy the attacker, slot that absorbs it).

    By priority: 1. wounded cards summing exactly to ``v`` (the most of them: it cleans
    the table), 2. a lone unwounded card worth ``v - 1``, 3. the joker against a king,
    4. absorbing, into an already wounded card if possible, else where the most is left,
    5. unwounded cards summing to ``v`` (the fewest), 6. a joker. (0, -1): nothing.
    One pass over the slots gathers what every step needs.
    """
    joker = fit = lone = -1
    best = 99
    wm = wt = um = ut = 0  # wounded / unwounded non-jokers: slot masks, value totals
    for i in range(SLOTS):
        f = fc[i]
        if f == 14:
            joker = i
        elif f:
            c = cv[i]
            if nh[i]:
                wm |= 1 << i
                wt += c if c > 0 else 999  # (a value not above 0 would void the bound)
            else:
                um |= 1 << i
                ut += c if c > 0 else 999
                if c + 1 == v and lone < 0:
                    lone = i
                    continue
            if c > v:
                c = (0 if nh[i] else ABSORB_WOUND) - (c - v)
                if c < best:
                    fit, best = i, c
    if wt >= v:  # values are positive: a smaller total cannot reach v
        kill = _sum_to(cv, wm, v, True)
        if kill:
            return kill, -1
    if lone >= 0:
        return 1 << lone, -1
    if joker >= 0 and v >= JOKER_FROM:
        return 1 << joker, -1
    if fit >= 0:
        return 0, fit
    if ut >= v:
        kill = _sum_to(cv, um, v, False)
        if kill:
            return kill, -1
    return (1 << joker if joker >= 0 else 0), -1


# Subsets of the seven slots as masks: LOW[m] is the lowest slot in m, POP[m] how many;
# SUMS is scratch for _sum_to (one list made once: a rollout allocates nothing here).
LOW = bytearray(1 << SLOTS)
POP = bytearray(1 << SLOTS)
for _m in range(1, 1 << SLOTS):
    LOW[_m] = 0 if _m & 1 else LOW[_m >> 1] + 1
    POP[_m] = POP[_m >> 1] + (_m & 1)
SUMS = [0] * (1 << SLOTS)


def _sum_to(cv, full, v, wounded):
    """Mask of the slots in ``full`` whose values sum to ``v``: the most cards when
    ``wounded`` (cleaning up), the fewest (at least two) when not; 0 if none. Ties: the
    lowest mask when wounded, the highest when not (as counting masks upwards and
    keeping the last equal one)."""
    sums = SUMS
    pick = size = sub = 0
    while True:  # the submasks of full in increasing order; each sum from a smaller one
        sub = (sub - full) & full
        if not sub:
            return pick
        t = sums[sub] = sums[sub & (sub - 1)] + cv[LOW[sub]]
        if t == v:
            c = POP[sub]
            if (c > 1 or wounded) and (not pick or (c > size) == wounded):
                pick, size = sub, c
