# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught_solver`
============================

Onslaught's full-information solver (``Review``: the result screen's review, worded
by ``engine.ui.onslaught_text``; ``solve`` for tools/winnable_onslaught.py). It reads
both decks' order, so it is only for after the game ("could this deal have been won,
and for how much?").

The model (a node, its moves) and the search (``bound``, ``spent``, the wave starts'
fingerprints, the transposition table, the two passes) are derived in
docs/ONSLAUGHT-SOLVER.md; the names below are the ones it uses.

The budget counts work in nodes (an expansion; a bound half of one; 25 wave-start
look-ups one: their times on the board's VM), never time, so the answer is the same on
CPython, MicroPython and the board. ``proven`` means the full search finished: the
score is the best possible, or -1 means no win was possible.
"""

JOKER = 14
WIN_ANY = 0  # stop at the first win
WIN_BEST = 1  # look for the best score
TT_SLOTS = 512  # transposition table slots (a power of two, at least 64)
_M20 = 0xFFFFF
_M19 = 0x7FFFF
_M21 = 0x1FFFFF
_M25 = 0x1FFFFFF  # (times 31 stays a small int on a 32-bit board)


_POW3 = (0, 1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049, 177147, 531441)  # 3 ** (v - 1)
_PERMS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
_POP = bytearray(128)  # number of set bits
for _m in range(1, 128):
    _POP[_m] = _POP[_m & (_m - 1)] + 1


class Solver:
    """Searches one deal. ``options`` are the game's option values."""

    def __init__(
        self, waves, deck, options, budget=200000, mode=WIN_BEST, slots=TT_SLOTS, first=0, ends=256
    ):
        self.waves = waves  # four lists of defender faces (14 = joker)
        self.first = first  # the wave (0-based) the search starts with (tests: late positions)
        self.deck = tuple(deck)  # attacker values, next first
        self.opts = options
        self.sc = options[3] == 1  # "5 heals: no": a defender once wounded stays so
        self.budget = budget
        self.mode = mode
        self.nodes = 0  # the work done, in nodes (see ``tally``)
        self.expanded = 0  # nodes expanded
        self.best = -1  # best score found so far (a lower bound while incomplete)
        self.full = False  # 5s and 7s used (the second pass)
        self.done = False
        self.proven = False
        self.slots = slots
        # the table: pairs of fingerprints in lists of 64 slots (512 bytes on a board:
        # after a game the heap may have no 8 KB in one piece)
        self.tt = [[0] * 128 for _ in range(slots >> 6)]
        self.stack = []
        self.owner = []  # the node whose children each list of ``stack`` holds
        # per wave: a start deck's fingerprint -> the other one * 512 + 4 + (2 * its
        # value + 1, or 2 * an upper bound on it): see ``remember``
        # (``ends`` slots a wave: at 128, emptied at about 90 entries, deals 500017 and
        # 500027 explored their starts again and again and went unproven)
        self.ends = [self.cache(64 if w <= first else ends) for w in range(4)]
        # the wave starts being explored, innermost last: [the score to beat, the best
        # found from it, two salts for its nodes' fingerprints, stack depth, speculative]
        self.frames = []
        self.ev = 0  # wave starts explored (for the salts)
        self.closed = self.cache(128)  # the reaches found closed: see ``spent``
        self.checks = 0  # wave starts looked up (work, beside the nodes)
        self.bounds = 0  # bounds computed (work)
        self.masks = 0  # groups tried by ``resolve`` (work: one per subset of a table)
        self.spents = 0  # ``spent`` calls (work)
        self.suffixes = 0  # decks whose suffixes ``spent`` listed (work)
        self.clearn = 0  # ``takes`` calls (work)
        self.fitn = 0  # ``fits`` calls (work)
        self.ts = -1  # what the last ``takes`` read of its table (see ``spent``)
        self.fok = bytearray(8)  # scratch: ``spent``'s window subsets that fit
        self.grp = [0] * 128  # scratch: ``resolve``'s groups
        # scratch: each deck[:k]'s attack, values (reversed bits), two largest (``fits``)
        self.pt = [0] * 28
        self.pr = [0] * 28
        self.p1 = bytearray(28)
        self.p2 = bytearray(28)
        self.sdeck = None  # the last of them (``h1s``, ``h2s`` and ``mss`` are its)
        self.kd1 = self.kd2 = None  # the last two decks ``key`` read, their fingerprints
        self.kh1 = self.kh2 = None
        self.h1s = [0] * 28  # scratch: fingerprints of the deck's suffixes
        self.h2s = [0] * 28
        self.mss = [0] * 28  # scratch: the multisets of the deck's suffixes (see ``open``)
        # a fresh wave's bound reads only the multiset of its deck, which one small int
        # names exactly (each value is in the attack at most twice: base 3): wave starts
        # that differ only in order (the orders a 7 may leave) share one entry
        self.sets = self.cache(64)
        self.hints = [None, None, None, None]  # per wave: see ``spent``
        self.pk = [None] * 9  # scratch: what ``starts`` leaves ``peeks``
        # per wave: non-joker faces' total P, capacity C = P + their count, jokers J
        self.wp = []
        self.wc = []
        self.wj = []
        self.fresh = []
        self.lost = []  # per wave: lost[r] = the least face total that disposes of r
        self.lostf = []  # per wave: lostf[y] = the least total of whole faces reaching y
        self.plus = []  # per wave: bits F + 1 of its faces F, once and twice (``bonus``)
        for w in waves:
            p = c = j = 0
            for f in w:
                if f == JOKER:
                    j += 1
                else:
                    p += f
                    c += f + 1
            self.wp.append(p)
            self.wc.append(c)
            self.wj.append(j)
            self.fresh.append(tuple(sorted([(f, (), 0) for f in w])))
            self.lost.append(self._lost(w, c))
            self.lostf.append(self._lostf(w, p))
            m1 = m2 = 0
            for f in w:
                if f != JOKER:
                    if m1 >> (f + 1) & 1:
                        m2 |= 1 << (f + 1)  # (two black suits: a face at most twice)
                    else:
                        m1 |= 1 << (f + 1)
            self.plus.append((m1, m2))
        self.limit = budget // 2  # the first pass's share
        self._root()

    @staticmethod
    def _lost(faces, c):
        """``out[r]``: the least total face of a set of the wave's non-joker defenders
        whose capacity (face + 1 each) reaches ``r``, for r = 0..c (the capacity of all):
        whatever disposes of attack value r in a wave costs at least that much score."""
        fs = [f for f in faces if f != JOKER]
        out = [255] * (c + 1)
        for mask in range(1 << len(fs)):
            lose = cap = 0
            for k in range(len(fs)):
                if mask >> k & 1:
                    lose += fs[k]
                    cap += fs[k] + 1
            if lose < out[cap]:
                out[cap] = lose
        for r in range(c - 1, -1, -1):  # reaching more reaches r too
            if out[r + 1] < out[r]:
                out[r] = out[r + 1]
        return out

    @staticmethod
    def _lostf(faces, p):
        """``out[y]``: the least total face of a set of the wave's non-joker defenders
        whose faces reach ``y``, for y = 0..p (the total of all): the attack a wave's
        defenders take beyond their faces is one per solo kill of an attacker one above
        the killer's face (see ``bonus``)."""
        sums = 1  # bit s: a subset's faces total s
        for f in faces:
            if f != JOKER:
                sums |= sums << f
        out = bytearray(p + 1)
        best = p
        for y in range(p, -1, -1):
            if sums >> y & 1:
                best = y
            out[y] = best
        return out

    @staticmethod
    def bonus(faces, have):
        """How many of ``faces`` have an attacker one above them in ``have`` (bit v: an
        attacker of value v is left): the most solo kills that dispose of a defender's
        face plus one (every other way disposes of at most its face)."""
        b = 0
        for f in faces:
            if f != JOKER and have >> (f + 1) & 1:
                b += 1
        return b

    def wbonus(self, w, have):
        """``bonus`` of wave ``w``'s faces (from bit masks: no loop)."""
        m1, m2 = self.plus[w]
        x = have & m1
        b = _POP[x & 127] + _POP[x >> 7]
        x = have & m2
        return b + _POP[x & 127] + _POP[x >> 7]

    def _root(self):
        w = self.first
        st = (w, self.fresh[w], self.deck, True)
        h1, h2 = self.key(st)
        tot, top = self.tops(self.deck)
        del self.stack[:]  # (the same list: step() holds it)
        del self.owner[:]
        self.stack.append([(self.bound(w, st[1], tot, top) * 128, st, h1, h2)])
        self.owner.append(None)

    def run(self):
        """Search to the end or the budget: (best score or -1, proven)."""
        while not self.step(1000):
            pass
        return self.best, self.proven

    def step(self, n):
        """Expand at most ``n`` more nodes; True when the search is over.

        Then ``best`` is the best score found (-1: none) and ``proven`` says whether it
        is the best possible (or, when -1, that no win exists).
        """
        stack = self.stack
        n += self.nodes
        while self.nodes < n and not self.done:
            if not stack:
                if self.full:  # the full search ran to its end
                    self.done = self.proven = True
                    break
                self.full = True  # the first pass ended: the full search next
                self.limit = self.budget
                self.reset()
                self._root()
                continue
            kids = stack[-1]
            if not kids:
                stack.pop()
                st = self.owner.pop()
                if self.frames and self.frames[-1][4] == len(stack):
                    self.close(st)
                continue
            ub, st, h1, h2 = kids.pop()
            cut = self.cut()
            if ub < 0 or ub >> 7 <= cut:  # the rest of this list is no better
                del kids[:]
                continue
            i = h1 & (self.slots - 1)
            c = self.tt[i >> 6]
            i = (i & 63) * 2
            if c[i] == h1 and c[i + 1] == h2:
                continue
            w = st[0]
            spec = None
            if st[3]:  # a wave start: its value may be known
                e = self.recall(w, *self.fingerprints(st[2]))
                if e is not None and (e & 1 or e >> 1 <= cut):
                    if e & 1:
                        self.found(e >> 1)
                    continue
            elif w < 3:
                spec = self.spent(st)
                self.tally()
                if spec is True:
                    continue
            if self.nodes >= self.limit:
                if self.full:
                    self.done = True  # out of budget: best is a lower bound
                    break
                del stack[:]  # the first pass's share is spent
                del self.frames[:]
                del self.owner[:]
                continue
            if spec:  # a wave start this node may reach: its value first, then this node
                kids.append((ub, st, h1, h2))
                st = (w + 1, self.fresh[w + 1], spec, True)
            else:
                c[i] = h1
                c[i + 1] = h2
            self.expanded += 1
            if st[3]:  # a wave start is a frame of its own: its value, remembered
                self.ev += 1
                self.frames.append([cut, -1, self.ev * 40503, self.ev * 65599, len(stack), spec])
            kids = self.expand(st)
            self.tally()
            if self.mode == WIN_ANY and self.best >= 0:
                self.done = self.proven = True
                break
            if kids:
                stack.append(kids)
                self.owner.append(st)
            elif st[3]:
                self.close(st)
        if self.done:
            self.release()
        return self.done

    def tally(self):
        """``nodes``: the work done, each kind of work weighed by its CPU time on the
        board's VM (fitted by ``tools/measure_onslaught.py units``; the fit and what a
        unit costs on a Pico: docs/BENCH.md, "Constants measured once"), so that a budget
        is a time and the answer still the same on every interpreter."""
        self.nodes = (
            self.expanded * 1204
            + self.checks * 58
            + self.bounds * 94
            + self.masks * 4
            + self.spents * 310
            + self.suffixes * 42
            + self.clearn * 130
            + self.fitn * 48
        ) // 1000

    def release(self):
        """Free the search's memory in place: on the board a stale pointer (the GC scans
        conservatively) may keep the lists themselves alive, but not what they held."""
        for c in self.tt:
            del c[:]
        del self.tt[:]
        for kids in self.stack:
            del kids[:]
        del self.stack[:]
        del self.owner[:]
        del self.frames[:]
        for c in [self.closed, self.sets] + self.ends:
            for x in c:
                del x[:]
            del c[:]
        self.sdeck = self.kd1 = self.kd2 = None
        for i in range(9):
            self.pk[i] = None

    # -- helpers ---------------------------------------------------------------------

    def key(self, st):
        """Two fingerprints of a node (plain arithmetic on small ints: the same everywhere)."""
        w, table, deck, fresh = st
        h1 = w * 2 + (1 if fresh else 0) + 1
        h2 = h1 * 7 + 3
        for d in table:
            x = d[0] * 2 + d[2]
            for v in d[1]:
                x = x * 16 + v
            h1 = (h1 & _M20) * 1021 + x
            h2 = (h2 & _M19) * 1913 + (x & 0x3FF) * 7 + (x >> 10)
        # the deck's part: its fingerprints, once per deck (a node's children share two)
        if deck is self.kd1:
            d1, d2 = self.kh1
        elif deck is self.kd2:
            d1, d2 = self.kh2
        else:
            d1, d2 = self.fingerprints(deck)
            self.kd2 = self.kd1
            self.kh2 = self.kh1
            self.kd1 = deck
            self.kh1 = (d1, d2)
        h1 = (h1 & _M20) * 1021 ^ d1
        h2 = (h2 & _M19) * 1913 ^ d2
        if self.frames:  # each wave start's search has its own nodes
            f = self.frames[-1]
            h1 ^= f[2]
            h2 ^= f[3]
        return h1, h2 | 1

    def found(self, score):
        """A win worth ``score`` from the node at hand: it counts for each wave start
        above it, up to the first speculative one (or the search's ``best``)."""
        fr = self.frames
        k = len(fr) - 1
        while k >= 0:
            f = fr[k]
            if score > f[1]:
                f[1] = score
            if f[5]:
                return
            k -= 1
        if score > self.best:
            self.best = score

    def cut(self):
        """The score a node must be able to beat to be worth a look."""
        if self.frames:
            f = self.frames[-1]
            return f[0] if f[0] > f[1] else f[1]
        return self.best

    def close(self, st):
        """The wave start ``st`` is explored: remember its value (exact when above the
        score it had to beat, else that score as a bound)."""
        f = self.frames.pop()
        v = f[1]
        h1, h2 = self.fingerprints(st[2])
        self.remember(st[0], h1, h2, v * 2 + 1 if v > f[0] else f[0] * 2)

    def reset(self):
        """Forget the table of nodes seen, the frames and the wave starts' values (and
        their bounds: a 5 on a fresh table may shift in the full search)."""
        del self.frames[:]
        for c in [self.closed, self.sets] + self.ends + [self.tt]:
            for x in c:
                for i in range(128):
                    x[i] = 0

    def wounded(self, d):
        """Whether defender ``d`` is wounded (the hot loops inline this: a call costs)."""
        return len(d[1]) > 0 or (d[2] and self.sc)

    def score(self, table):
        s = 0
        sc = self.sc
        for d in table:
            if d[0] != JOKER and not (d[1] or d[2] and sc):
                s += d[0]
        return s

    def tops(self, deck):
        """(total of ``deck``, its five largest values, largest first, as running sums,
        and a sixth: the values left, as bits)."""
        top = [0, 0, 0, 0, 0, 0]  # (top[5]: bit v set when a value v is left)
        s = h = 0
        for v in deck:
            s += v
            h |= 1 << v
            if v > top[4]:
                k = 4
                while k and top[k - 1] < v:
                    top[k] = top[k - 1]
                    k -= 1
                top[k] = v
        for k in range(1, 5):
            top[k] += top[k - 1]
        top[5] = h
        return s, top

    def bound(self, w, table, tot, top, last=4):
        """An upper bound on the score reachable from wave ``w`` with ``table`` when
        attackers worth ``tot`` are left (``top``: running sums of the largest); -1 when
        no ending is feasible. See the module docstring. ``last``: the waves before it
        only (``w + 1``: a win in this wave)."""
        self.bounds += 1
        p = m = wcap = j = allp = held = bu = ba = 0
        have = top[5]
        five = False
        sc = self.sc
        heals = self.full and not sc  # (with "5 heals: no" a wound stays)
        us = []  # the unwounded non-jokers' faces (with a 5's shift to come: all of them)
        for d in table:
            f = d[0]
            if f == JOKER:
                j += 1
                continue
            allp += f
            b = have >> (f + 1) & 1  # (``bonus``: the unwounded ones', or all with a heal)
            ba += b
            if d[1] or d[2] and sc:
                c = f - sum(d[1])
                wcap += c
                held += f - c
            else:
                p += f
                m += 1
                bu += b
                us.append(f)
                if f == 5 and heals:
                    five = True
        best = -1
        r = tot - (top[j - 1] if j else 0) - wcap  # the rest, after jokers and wounded
        if table is self.fresh[w] and not five:  # a fresh wave: its exact least cover
            if r <= p + m:
                y = r - self.wbonus(w, have)  # what faces alone must take
                if y <= p:
                    best = p - max(self.lost[w][max(r, 0)], self.lostf[w][max(y, 0)])
        elif r <= p + m:  # the deck can run out in this wave
            if five:  # shifts may heal: what is held now needs covering too, by anyone
                r += wcap + held
                us = [d[0] for d in table if d[0] != JOKER]
            best = allp if five else p
            y = r - (ba if five else bu)  # what faces alone must take
            if r > 0:  # less the least face total that can take r (smallest faces first)
                us.sort()
                for f in us:
                    if r <= f + 1:  # a share of this one: ceil(r * f / (f + 1))
                        best -= (r * f + f) // (f + 1)
                        break
                    best -= f
                    r -= f + 1
            b = (allp if five else p) - y
            if b < best:
                best = b if b >= 0 else -1  # (faces alone cannot take it: no ending here)
            if y > 0 and best >= 0:  # whole faces: the least subset total reaching y
                sums = 1  # (bit t: some subset of them totals t)
                for f in us:
                    sums |= sums << f
                t = sums >> y
                while not t & 1:  # (the whole set reaches y: some bit is set)
                    t >>= 1
                    b -= 1
                if b < best:
                    best = b
        cap = p + m + wcap
        for x in range(w + 1, last):
            j += 1 + self.wj[x]  # the free kill before wave x, and its jokers
            r = tot - top[min(j, 5) - 1] - cap
            c = self.wc[x]
            if r <= c:
                if r < 1 and not self.wj[x]:
                    r = 1  # the wave faces an attacker: without a joker a defender goes
                y = r - self.wbonus(x, have)
                if y <= self.wp[x]:
                    lf = self.lostf[x][max(y, 0)]
                    lo = self.lost[x][max(r, 0)]
                    b = self.wp[x] - (lf if lf > lo else lo)
                    if b > best:
                        best = b
            cap += c
        return best

    def spent(self, st):
        """True when node ``st`` (inside wave w < 4) can beat the best neither by
        winning in this wave nor through any wave start it can reach: every one it can
        reach (the deck after each attacker its capacity can take, and after a free kill;
        with a 7 on the table, also each order its peek may leave) is explored already or
        bounded by the best. The table is discarded at the wave's end: only the deck goes
        on. Else False, or the deck of a wave start to explore first (see ``open``)."""
        r = self.reach(st)
        if r is None:  # a 7's orders next: called from this small frame, not from the
            # reach's or the starts', so the deepest calls fit the board's 2 KB pystack
            r = self.peeks()
            r = True if not r else False if r == 1 else r
        return r

    def reach(self, st):
        """``spent``'s answer but for the orders a 7's peek may leave (None: those are
        left to look at, see ``starts``): the starts within the reach of ``st``."""
        # The loops over the table and the deck stay inline (a call per card costs on the
        # VM); what only a heal or a 7 brings is in helpers (docs/ONSLAUGHT-SOLVER.md)
        w, table, deck, _ = st
        self.spents += 1
        cap = j = sevens = five = have = 0
        sc = self.sc
        full = self.full
        for v in deck:
            have |= 1 << v
        for d in table:
            f = d[0]
            if f == JOKER:
                j += 1
                continue
            wd = d[1] or d[2] and sc
            if f == 5 and full and not wd and not sc:
                five = 1  # a shift may heal a 7
            cap += f - sum(d[1]) if d[1] else f
            if not wd and have >> (f + 1) & 1:
                cap += 1  # (a lone kill of one above the face: see ``bonus``)
            if f == 7 and full and not wd:
                sevens += 1  # a 7 that can peek (now, or once healed below)
        if five:
            cap = self.healed(table)
            sevens = cap & 7
            cap >>= 3
        if sevens > 1:
            return False  # (rare: two peeks reorder too much to list)
        lag = 2 * sevens  # a peek may leave two of the attackers before m for later
        best = self.cut()
        n = len(deck)
        s = t1 = t2 = 0  # the attack of deck[:m - lag], its two largest
        top = n  # the most attackers this wave can still face
        for m in range(lag + 1, n + 1):
            v = deck[m - lag - 1]
            s += v
            if v > t1:
                t1, t2 = v, t1
            elif v > t2:
                t2 = v
            if s - (t1 + t2 if j > 1 else t1 if j else 0) > cap:
                top = m - 1  # facing m attackers is beyond the table's capacity
                break
        # the most it may face and leave the rest in order (a start as dealt)
        top0 = self.facing(deck, j, cap) if sevens else top
        if top == n:  # the deck may run out in this wave: is a win here worth a look?
            tot, tp = self.tops(deck)
            if self.bound(w, table, tot, tp, w + 1) > best:
                return False
            if not n:
                return True  # (won already: its score, healed or not, is no better)
            top = n - 1  # no: only the wave starts it may reach matter
            if top0 > top:
                top0 = top
        # fk bit i: the start deck[top0 + 1 + i:] is within reach by a free kill (the
        # table cleared: see ``clears``): after deck[:top0] without a 7; with one, its
        # peek may leave one of the last three before the start for the free kill
        s = rone = hv = 0  # deck[:top0]: its attack, its values reversed, as bits
        for i in range(top0):
            v = deck[i]
            s += v
            rone |= 1 << (13 - v)
            hv |= 1 << v
        if sevens:  # (what a peek may bring in: up to two more)
            for i in range(top0, min(n, top + 3)):
                hv |= 1 << deck[i]
        cx = self.takes(table, hv)
        if sevens:
            fk = self.peekkills(deck, top0, top, s, rone, cx, j)
        else:
            fk = 1 if self.cleared(cx, j, s, rone) else 0
        return self.starts(w + 1, deck, top0, top, fk, sevens, cap, j, cx, best)

    def healed(self, table):
        """``spent``'s capacity of ``table`` when a 5's shift may heal: each non-joker's
        current value, + 1 for an unwounded one (as before), times 8, plus its 7s (any
        may peek once healed): one small int, so no tuple is allocated."""
        cap = sevens = 0
        sc = self.sc
        for d in table:
            if d[0] != JOKER:
                cap += d[0] - sum(d[1]) + (0 if d[1] or d[2] and sc else 1)
                if d[0] == 7:
                    sevens += 1
        return cap * 8 + sevens

    @staticmethod
    def facing(deck, j, cap):
        """How many of ``deck``'s first attackers, in order, a table of capacity ``cap``
        with ``j`` jokers can face (``spent``'s reach with a 7, before its peek)."""
        s = t1 = t2 = 0
        n = len(deck)
        for m in range(1, n + 1):
            v = deck[m - 1]
            s += v
            if v > t1:
                t1, t2 = v, t1
            elif v > t2:
                t2 = v
            if s - (t1 + t2 if j > 1 else t1 if j else 0) > cap:
                return m - 1
        return n

    def peekkills(self, deck, top0, top, s, rone, cx, j):
        """``spent``'s free kills with a 7 on the table (``fk``: bit i, the start
        deck[top0 + 1 + i:] within reach), its peek leaving one of the last three before
        the start for the kill; ``s`` and ``rone``: deck[:top0]'s attack and values.
        Fills the tables of deck[:k] that ``fits`` reads first."""
        n = len(deck)
        pt = self.pt  # deck[:k]'s attack, values and two largest, for ``fits``
        pr = self.pr
        p1 = self.p1
        p2 = self.p2
        t = rw = t1 = t2 = 0
        for q in range(min(n, top + 3) + 1):
            pt[q] = t
            pr[q] = rw
            p1[q] = t1
            p2[q] = t2
            if q < n:
                v = deck[q]
                t += v
                rw |= 1 << (13 - v)
                if v > t1:
                    t1, t2 = v, t1
                elif v > t2:
                    t2 = v
        fk = 0
        for i in range(3):
            m = top0 + 1 + i
            if m > n:
                break
            v = deck[m - 1]
            s += v  # (the attack of deck[:m], less the one left for the kill)
            rone |= 1 << (13 - v)
            for q in range(max(0, m - 3), m):
                if self.cleared(cx, j, s - deck[q], rone):
                    fk |= 1 << i
                    break
        return fk

    def starts(self, w, deck, top0, top, fk, sevens, cap, j, cx, best):
        """``spent``'s answer from the wave-``w`` starts within its reach (``top0``,
        ``top``, ``fk``; ``sevens``: a 7 may peek; the table's ``cap``, jokers ``j`` and
        totals ``cx``, see ``takes``): True when each is closed at ``best``, else False
        or the deck of one to explore first; None: the peeks' starts are left (``pk``).
        One call a node: its loops stay inline."""
        n = len(deck)
        h1s = self.h1s
        h2s = self.h2s
        if deck is not self.sdeck:  # (siblings share their deck: listed once for them)
            self.suffixed(deck)
        # the answer is the same for any table of this reach (when the ends are closed at
        # a score, they stay closed at any higher: values only come down)
        reach = top0 + 32 * fk + 256 * (top - top0)  # (top - top0: 0 to 2)
        key = (h1s[0] + reach * 7919 + sevens * 104729 + w * 15485863) & _M25
        e = self.get(self.closed, key)
        if e and e >> 8 == h2s[0] and (e & 255) - 2 <= best:
            return True
        # (the reach as this table's peeks see it: its capacity, jokers, faces, wounds)
        mkey = (key + (((self.ts * 131 + cap) * 3 + j) & _M20) * 31) & _M25
        if sevens:
            e = self.get(self.closed, mkey)
            if e and e >> 8 == h2s[0] and (e & 255) - 2 <= best:
                return True
        # The wave start found open last time in this wave is often open still, and
        # reachable from here too (the next nodes take the same deck further): looked at
        # first. (Were it not reachable, exploring it first would waste work, never
        # lose a win: its wins count only when reached.)
        hint = self.hints[w]  # (wave, its fingerprints, the rest after a peek's window:
        # length and fingerprints, the peek (window, order, first taken) or None, faced,
        # the reach it was found for, the best then, where in the lists below)
        # The same reach at the same best or higher (a node whose start was explored
        # first comes back here): the starts listed before that one were no better
        # than the best then, and stay so (values only come down), so the list goes on
        # from there, not from its beginning.
        res = None
        if hint is not None and hint[8] == key and hint[9] == h2s[0] and hint[10] <= best:
            res = hint[11]
        if hint is not None and hint[0] == w and hint[3] <= n:
            m = n - hint[3]  # where that rest begins here
            head = hint[6]
            k = m - len(head[0]) if head else m
            if k >= 0 and h1s[m] == hint[4] and h2s[m] == hint[5]:
                if head is None:
                    ok = m <= top0 or fk >> (m - top0 - 1) & 1
                else:
                    ok = sevens and k + hint[7] <= top and deck[k:m] == head[0]
                    if ok:  # (what it faces, exactly: within reach?)
                        p = head[1]
                        f = hint[7]
                        sb = (1 << p[0] if f else 0) | (1 << p[1] if f > 1 else 0)
                        ok = self.fits(k, head[0], sb, cap, j, cx) & (2 if head[2] > f else 1)
                if ok:
                    r = self.open(w, hint[1], hint[2], deck, m, head, best)
                    if r:
                        return False if r == 1 else r
        at = (key, h2s[0], best)
        end = top0 + (4 if sevens else 2)
        first = 0 if res is None else res[1] if res[0] == 0 else end
        for m in range(first, end):  # the wave ends after m, or m - 1 and a free kill
            if m > top0 and not fk >> (m - top0 - 1) & 1:
                continue
            r = self.open(w, h1s[m], h2s[m], deck, m, None, best)
            if r:
                self.hints[w] = (
                    (w, h1s[m], h2s[m], n - m, h1s[m], h2s[m], None, 0) + at + ((0, m, 0, 0),)
                )
                return False if r == 1 else r
        if sevens:
            if res is not None and res[0] == 0:
                res = None  # (the peeks' list from its beginning)
            pk = self.pk
            pk[0] = w
            pk[1] = deck
            pk[2] = top
            pk[3] = cap
            pk[4] = j
            pk[5] = cx
            pk[6] = res
            pk[7] = at
            pk[8] = mkey
            return None
        # (the key names the reach)
        self.put(self.closed, key, h2s[0] << 8 | (best + 2))
        return True

    def suffixed(self, deck):
        """List the fingerprints and multisets of each ``deck[m:]`` (``h1s``, ``h2s``,
        ``mss``) for ``starts``: once per deck, as a node's children share theirs."""
        self.sdeck = deck
        self.suffixes += 1
        h1s = self.h1s
        h2s = self.h2s
        mss = self.mss
        n = len(deck)
        h1 = h2 = x = 0
        for i in range(n - 1, -1, -1):
            v = deck[i]
            h1 = (h1 * 31 + v) & _M25
            h2 = (h2 * 37 + v) & _M21
            x += _POW3[v]
            h1s[i] = h1
            h2s[i] = h2
            mss[i] = x
        h1s[n] = h2s[n] = mss[n] = 0

    def peeks(self):
        """``spent``'s wave starts that a 7's peek may leave (the orders of each window
        of three it may look at), from where ``res`` says the last look stopped: the deck
        of one to explore first, or 1 (see ``open``), else 0 once each is closed at the
        best (``at``: the reach's key, its deck's fingerprint, the best), recorded;
        ``w``, ``deck``, ``top``, ``cap``, ``j``, ``cx``, ``res``, ``at`` and ``mkey``
        as ``starts`` left them in ``pk``."""
        w, deck, top, cap, j, cx, res, at, mkey = self.pk
        n = len(deck)
        h1s = self.h1s
        h2s = self.h2s
        best = at[2]
        fok = self.fok
        mine = False  # whether a peek's start was ruled out by this table's ``fits``
        for m in range(res[1] if res else 0, top + 1):
            for k in range(max(0, m - 2), min(m + 1, n)):
                if res and k < res[2] and m == res[1]:
                    continue
                win = deck[k : k + 3]  # peeked after k attackers, m - k of them faced
                f = m - k
                c = len(win)
                if f >= c or c < 2:
                    continue  # (one attacker peeked: the same order)
                if not self.beats(w, win, f, deck, k + c, best):
                    continue  # no order of this peek leaves a start worth a look
                # which of the window's attackers it may face first (bits): 1 within
                # capacity, 2 and the table cleared for a free kill (see ``fits``)
                ok = 0
                for sb in range(1 << c):
                    if _POP[sb] == f:
                        e = self.fits(k, win, sb, cap, j, cx)
                        fok[sb] = e
                        if e != 3:
                            mine = True  # (what this table may face rules some out)
                        ok |= e
                if not ok:
                    continue  # (none: no order is within reach)
                for pi in range(6):
                    p = _PERMS[pi]
                    if (c == 2 and p[2] != 2) or (f == 2 and p[0] > p[1]):
                        continue  # (one left: only which one matters)
                    if res and pi < res[3] and m == res[1] and k == res[2]:
                        continue
                    e = fok[(1 << p[0] if f else 0) | (1 << p[1] if f > 1 else 0)]
                    if not e:
                        continue
                    h1 = h1s[k + c]  # the attackers after the window
                    h2 = h2s[k + c]
                    for i in range(c - 1, f - 1, -1):  # and the window's rest before
                        if i == f:  # after a free kill: the rest but its first
                            r = 0
                            if e & 2:  # (the table can be cleared for it)
                                r = self.open(w, h1, h2, deck, k + c, (win, p, f + 1), best)
                            if r:
                                q = k + c
                                self.hints[w] = (
                                    (w, h1, h2, n - q, h1s[q], h2s[q], (win, p, f + 1), f)
                                    + at
                                    + ((1, m, k, pi),)
                                )
                                return r
                        v = win[p[i]]
                        h1 = (h1 * 31 + v) & _M25
                        h2 = (h2 * 37 + v) & _M21
                    r = 0
                    if e & 1:  # (within the table's capacity)
                        r = self.open(w, h1, h2, deck, k + c, (win, p, f), best)
                    if r:
                        q = k + c
                        self.hints[w] = (
                            (w, h1, h2, n - q, h1s[q], h2s[q], (win, p, f), f)
                            + at
                            + ((1, m, k, pi),)
                        )
                        return r
        # (the key names the reach; ``mkey`` too what ``fits`` read of the table)
        self.put(self.closed, mkey if mine else at[0], h2s[0] << 8 | (best + 2))
        return 0

    def takes(self, table, have):
        """The attack totals ``table`` may take and be left empty (for a free kill), as
        the bits of an int; -1: any. Every wounded defender must then be destroyed, and a
        destroyed defender takes exactly its current value of the attack (a group's sum,
        a wounded lone kill's value, what it absorbed before), or its face + 1 in an
        unwounded lone kill; unwounded ones may be dropped. So the attack is the wounded
        ones' total plus a subset sum of the unwounded faces, plus at most one per face
        whose + 1 it faces (``have``: bit v, a value v among them); a joker takes one
        attacker whole (see ``cleared``). (Any with "lone kill: up to", or with a 5 to
        shift, where a defender takes less or values move.)"""
        self.clearn += 1
        self.ts = -1  # (any: see ``spent``)
        if self.opts[1] == 1:
            return -1
        sums = 1  # bit t: some subset of the unwounded faces totals t
        need = j = b = ts = 0
        sc = self.sc
        full = self.full
        for d in table:
            f = d[0]
            if f == JOKER:
                j += 1
            elif d[1] or d[2] and sc:
                need += f - sum(d[1])  # (it must go: its current value, all of it)
            elif f == 5 and full:
                return -1
            else:
                sums |= sums << f
                ts += _POW3[f]
                if have >> (f + 1) & 1:
                    b += 1
        for _ in range(b):  # (at most one bonus per defender)
            sums |= sums << 1
        self.ts = (ts * 128 + need) & _M20  # (what ``fits`` reads of the table, with cap)
        return sums << need

    def fits(self, k, win, sb, cap, j, cx):
        """Whether a table of capacity ``cap`` with ``j`` jokers may face ``deck[:k]`` and
        the attackers of a peek's window ``win`` at bits ``sb``: 0 no, 1 yes, 3 and be
        cleared by then for a free kill (``cx``: see ``takes``; a clearing fits too)."""
        self.fitn += 1
        t = self.pt[k]  # deck[:k]'s (see ``spent``)
        rw = self.pr[k]
        t1 = self.p1[k]
        t2 = self.p2[k]
        for i in range(len(win)):
            if not sb >> i & 1:
                continue
            v = win[i]
            t += v
            rw |= 1 << (13 - v)
            if v > t1:
                t1, t2 = v, t1
            elif v > t2:
                t2 = v
        if t - (t1 + t2 if j > 1 else t1 if j else 0) > cap:
            return 0
        return 3 if self.cleared(cx, j, t, rw) else 1

    @staticmethod
    def cleared(x, j, s, rone):
        """Whether an attack of total ``s`` is among the totals ``x`` (see ``takes``) once
        ``j`` jokers take one attacker each: ``rone`` has bit 13 - v for each value v the
        attack holds (reversed, so that one shift and mask try them all)."""
        if x >> s & 1:
            return True
        if not j:
            return False
        if (x << 13) >> s & rone:  # bit 13 - v: x holds s - v
            return True
        if j < 2:
            return False
        rp = 0  # bit 26 - (v + u): two of its values
        for v in range(1, 14):
            if rone >> (13 - v) & 1:
                rp |= rone << (13 - v)
        return (x << 26) >> s & rp != 0

    def beats(self, w, win, f, deck, m, best):
        """Whether a wave-``w`` start left by a peek at ``win`` (``f`` of it faced, or
        ``f + 1`` with a free kill; ``deck[m:]`` after it) may beat ``best`` by its bound:
        a bound reads only the start's multiset, and the six orders leave at most six
        multisets (when none beats ``best``, no order's start is worth a look)."""
        c = len(win)
        for s in range(1, 1 << c):  # the window's attackers left, as bits
            g = _POP[s]
            if g != c - f and g != c - f - 1:
                continue
            x = self.mss[m]
            for i in range(c):
                if s >> i & 1:
                    x += _POW3[win[i]]
            if self.setbound(w, x, deck, m, win, s) > best:
                return True
        # none left (the free kill took the window's last): the rest alone
        return c - f - 1 == 0 and self.setbound(w, self.mss[m], deck, m, win, 0) > best

    def setbound(self, w, x, deck, m, win, s):
        """The bound of a fresh wave ``w`` facing ``deck[m:]`` and ``win``'s attackers of
        bits ``s`` (multiset ``x``, see ``sets``); 0 for no attacker (a win at 0)."""
        if not x:
            return 0
        self.checks += 1
        k = x * 4 + w
        e = self.get(self.sets, k) - 4
        if e == -4:
            d = tuple([win[i] for i in range(len(win)) if s >> i & 1]) + deck[m:]
            tot, top = self.tops(d)
            e = self.bound(w, self.fresh[w], tot, top) * 2
            self.put(self.sets, k, e + 4)
        return e >> 1

    def open(self, w, h1, h2, deck, m, head, best):
        """Whether wave ``w`` starting with ``deck[m:]`` (after ``head``: a window of
        attackers, an order and the first to take) may beat ``best``: 0 no (explored, or
        bounded), 1 yes (its value is known, or a win with 0 as the deck ran out), else
        that deck: a wave start worth exploring first (once a win is known). ``h1`` and
        ``h2`` are its fingerprints (see ``spent``)."""
        self.checks += 1
        e = self.recall(w, h1, h2)
        if e is None:
            x = self.mss[m]  # the start's multiset (see ``sets``)
            if head:
                win, p, f = head
                for i in range(f, len(win)):
                    x += _POW3[win[p[i]]]
            if not x:
                return 1 if best < 0 else 0
            self.checks += 1
            k = x * 4 + w
            e = self.get(self.sets, k) - 4
            if e == -4:
                d = deck[m:]
                if head:
                    d = tuple([win[p[i]] for i in range(f, len(win))]) + d
                tot, top = self.tops(d)
                e = self.bound(w, self.fresh[w], tot, top) * 2
                self.put(self.sets, k, e + 4)
        if e >> 1 > best:  # (before any win, a path to one first)
            if e & 1 or self.best < 0:
                return 1
            d = deck[m:]
            if head:
                win, p, f = head
                d = tuple([win[p[i]] for i in range(f, len(win))]) + d
            return d
        return 0

    def recall(self, w, h1, h2):
        """What ``remember`` stored for wave ``w``'s start with fingerprints h1, h2."""
        e = self.get(self.ends[w], h1)
        if not e or e >> 9 != h2:
            return None
        return (e & 511) - 4

    def remember(self, w, h1, h2, e):
        """Store ``e`` (2 * value + 1, or 2 * a bound) for wave ``w``'s start: small ints
        only (a board's heap has no room for hundreds of decks)."""
        if not self.put(self.ends[w], h1, h2 << 9 | (e + 4)):
            for x in self.closed:  # (as before: the reaches go with the starts)
                for i in range(128):
                    x[i] = 0

    @staticmethod
    def cache(slots):
        """A cache of ``slots`` (a power of two, at least 64) small-int keys and values,
        in lists of 64 slots (512 bytes on a board), allocated once: its memory never
        grows, so a search late in a fragmented heap asks for no new block. A key goes in
        the first free slot of eight from its own; when all eight are taken the cache is
        emptied first (as a dict cleared when full: forgetting is sound, every value is a
        true bound: a wave start's, a reach found closed at a score, a multiset's bound;
        but a wave start forgotten at once would be explored again and again)."""
        return [[0] * 128 for _ in range(slots >> 6)]

    @staticmethod
    def get(c, key):
        """The nonzero value ``put`` stored for ``key`` in cache ``c``, or 0."""
        mask = len(c) * 64 - 1
        i = (key ^ key >> 9) & mask
        key += 1
        for _ in range(8):
            x = c[i >> 6]
            k = x[(i & 63) * 2]
            if k == key:
                return x[(i & 63) * 2 + 1]
            if not k:
                return 0
            i = (i + 1) & mask
        return 0

    @staticmethod
    def put(c, key, v):
        """Store the nonzero value ``v`` for ``key`` in cache ``c``: False when the cache
        was full there and emptied for it."""
        mask = len(c) * 64 - 1
        i = h = (key ^ key >> 9) & mask
        key += 1
        for _ in range(8):
            x = c[i >> 6]
            k = x[(i & 63) * 2]
            if k == key or not k:
                x[(i & 63) * 2] = key
                x[(i & 63) * 2 + 1] = v
                return True
            i = (i + 1) & mask
        for x in c:
            for i in range(128):
                x[i] = 0
        x = c[h >> 6]
        x[(h & 63) * 2] = key
        x[(h & 63) * 2 + 1] = v
        return False

    def fingerprints(self, deck):
        """``deck``'s fingerprints, as ``spent`` makes them."""
        h1 = h2 = 0
        for i in range(len(deck) - 1, -1, -1):
            h1 = (h1 * 31 + deck[i]) & _M25
            h2 = (h2 * 37 + deck[i]) & _M21
        return h1, h2

    # -- the search ------------------------------------------------------------------

    def expand(self, st):
        """The children of node ``st`` that may beat the best so far, best bound last;
        records the wins it reaches."""
        w, table, deck, fresh = st
        out = []  # (kind priority, child)
        if not deck:  # won: the score, and 5 shifts may heal a defender still
            self.found(self.score(table))
            if self.full:
                for t in self.shifted(table):
                    out.append((w, t, deck, False))
            return self.rank(out, deck, None)
        rest = deck[1:]
        ends = None
        if not fresh and w < 3:  # end the wave: at most three wounded stay
            nw = 0
            for d in table:
                if self.wounded(d):
                    nw += 1
            if nw <= 3:
                ends = []
                if nw == 0:  # drop everything: the clear table defeats the next attacker
                    if rest:
                        ends.append((w + 1, self.fresh[w + 1], rest, True))
                    else:
                        self.found(0)
                if table:
                    ends.append((w + 1, self.fresh[w + 1], deck, True))
        for t in self.resolve(table, deck[0]):
            out.append((w, t, rest, False))
        if ends:  # ending first on a thin table, else after the fights (more progress)
            out = ends + out if len(table) <= 3 else out + ends
        if self.full:
            for i in self.powers(table, 7):  # a 7: look at the next three, reorder them
                left = table[:i] + table[i + 1 :]
                for d in self.orders(deck):
                    out.append((w, left, d, fresh))
            for t in self.shifted(table):
                out.append((w, t, deck, fresh))
        return self.rank(out, deck, rest)

    def rank(self, kids, deck, rest):
        """Score the children by bound, drop those no better than the best, sort."""
        out = []
        n = len(kids)
        best = self.cut()
        sums = {}  # deck length -> (total, tops): the children's decks are deck or rest
        for i in range(n):
            st = kids[i]
            d = st[2]
            if len(d) not in sums:
                sums[len(d)] = self.tops(d)
            tot, top = sums[len(d)]
            b = self.bound(st[0], st[1], tot, top)
            if b <= best:
                continue
            h1, h2 = self.key(st)
            j = h1 & (self.slots - 1)
            c = self.tt[j >> 6]
            j = (j & 63) * 2
            if c[j] == h1 and c[j + 1] == h2:
                continue
            out.append((b * 128 + 127 - min(i, 127), st, h1, h2))
        out.sort()
        return out

    # -- rules -----------------------------------------------------------------------

    def cur(self, d):
        return 0 if d[0] == JOKER else d[0] - sum(d[1])

    def powers(self, table, face):
        """Indexes of distinct unwounded cards of value ``face`` (no 5s or 7s in the first
        pass)."""
        out = []
        if face != 3 and not self.full:
            return out
        sc = self.sc
        for i in range(len(table)):
            d = table[i]
            if d[0] == face and not (d[1] or d[2] and sc) and (i == 0 or table[i - 1] != d):
                out.append(i)
        return out

    def orders(self, deck):
        """The other distinct orders of the next (up to) three attackers."""
        top = deck[:3]
        n = len(top)
        out = []
        seen = [top]
        for p in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
            if n == 3 or (n == 2 and p[2] == 2):
                t = tuple([top[k] for k in p[:n]])
                if t not in seen:
                    seen.append(t)
                    out.append(t + deck[n:])
        return out

    def resolve(self, table, v):
        """The tables after each distinct way to deal with an attacker of value ``v``."""
        out = []
        n = len(table)
        up = self.opts[1] == 1
        cv = []
        wd = []
        idx = []  # the non-jokers, for groups
        # Without a 5 to shift what a defender holds (the first pass, or none unwounded
        # on the table: 5s never come back within a wave), a wounded defender is only its
        # current value: it scores nothing, and every rule reads its value alone. So it
        # becomes (value + 1, (1,), 1), whatever its face and what it absorbed: tables
        # that differ only there are one node.
        keep = False
        sc = self.sc
        if self.full:
            for d in table:
                if d[0] == 5 and not (d[1] or d[2] and sc):
                    keep = True
        for i in range(n):
            d = table[i]
            c = 0 if d[0] == JOKER else d[0] - sum(d[1]) if d[1] else d[0]
            w = 1 if d[1] or d[2] and sc else 0
            cv.append(c)
            wd.append(w)
            if d[0] != JOKER:
                idx.append(i)
            if i and table[i - 1] == d:
                continue  # the same card twice: one choice
            rest = table[:i] + table[i + 1 :]
            if d[0] == JOKER:
                out.append(rest)
                continue
            if w:
                solo = c >= v if up else c == v
            else:
                solo = v <= c + 1 if up else c + 1 == v or (c == v and self.opts[2] == 1)
            if solo:
                out.append(rest)
            if c > v:
                nd = (d[0], tuple(sorted(d[1] + (v,))), 1) if keep else (c - v + 1, (1,), 1)
                out.append(tuple(sorted(rest + (nd,))))
        threes = self.powers(table, 3)
        # groups: the subsets of at least two non-jokers whose values total v, grown one
        # defender at a time and only while the total stays within v (a value is at
        # least 1): far fewer than every subset; taken in the order of their bits
        # (in a scratch list allocated once: a list grown here to 128 asked a fragmented
        # heap for 512 bytes at a time. Each: the subset, as bits of table indexes, * 1024
        # + its wounded defenders * 128 + its total)
        grp = self.grp
        grp[0] = 0
        ng = 1
        for i in idx:
            c = cv[i]
            if c >= v:
                continue  # (alone it is no group; with another it is too much)
            add = (1 << i) * 1024 + wd[i] * 128 + c
            self.masks += ng
            for e in range(ng):
                x = grp[e]
                if (x & 127) + c <= v:
                    grp[ng] = x + add
                    ng += 1
        self.masks += ng
        hits = []
        for e in range(ng):
            x = grp[e]
            if x & 127 == v:
                hits.append(x >> 7)  # (the subset * 8 + its wounded)
        hits.sort()
        for h in hits:
            gone = h >> 3
            nw = h & 7
            if nw != 0 and nw != _POP[gone]:  # mixed: an unwounded 3 from outside
                three = -1
                for i in threes:
                    if not gone >> i & 1:
                        three = i
                        break
                if three < 0:
                    continue
                gone |= 1 << three
            t = tuple([table[i] for i in range(n) if not gone >> i & 1])
            if t not in out:
                out.append(t)
        return out

    def shifted(self, table):
        """Tables after each distinct 5 shift (the 5 is discarded)."""
        out = []
        for f in self.powers(table, 5):
            rest = table[:f] + table[f + 1 :]
            n = len(rest)
            for s in range(n):
                for x in sorted(set(rest[s][1])):
                    for t in range(n):
                        if t == s:
                            continue
                        dt = rest[t]
                        if dt[0] == JOKER:
                            continue
                        c = self.cur(dt)
                        equal = c == x and self.opts[4] == 1
                        if not (c > x or equal) or (self.opts[5] == 1 and self.wounded(dt)):
                            continue
                        held = list(rest[s][1])
                        held.remove(x)
                        ds = (rest[s][0], tuple(held), rest[s][2])
                        new = []
                        for i in range(n):
                            if i == s:
                                new.append(ds)
                            elif i == t:
                                if not equal:
                                    new.append((dt[0], tuple(sorted(dt[1] + (x,))), 1))
                            else:
                                new.append(rest[i])
                        tt = tuple(sorted(new))
                        if tt not in out:
                            out.append(tt)
        return out


def deal_of(game):
    """(waves, deck) of the game's deal, read from a fresh copy of its start."""
    g = game.__class__(game.seed, game.options)
    waves = [[14 if c >= 52 else c % 13 + 1 for c in g.slot]]
    dfd = list(g.dfd)
    for _ in range(3):
        w = []
        for _ in range(7):
            c = dfd.pop()
            w.append(14 if c >= 52 else c % 13 + 1)
        waves.append(w)
    deck = [c % 13 + 1 for c in reversed(g.att)]
    return waves, deck


def solve(game, budget=200000, mode=WIN_BEST):
    """Solve the deal of ``game`` from its start: (best score or -1, proven, nodes)."""
    waves, deck = deal_of(game)
    s = Solver(waves, deck, game.options, budget, mode)
    r, proven = s.run()
    return r, proven, s.nodes


# The review's budget: at most a minute of a Pico on the slowest deals measured
# (tools/measure_onslaught.py review; docs/BENCH.md, "Constants measured once"). It
# begins with the deal (engine.ui.onslaught.Screen.think), so a player who thinks a few
# seconds per decision leaves little of it for the result screen.
REVIEW_NODES = 7500
SLICE = 6  # nodes per slice: ~30 ms on a Pico (5 ms a unit), so a key waits at most that


class Review:
    """The result screen's review, in slices: ``step()`` advances it, ``cancel()``
    stops it; ``solver`` holds where it stands (``nodes`` of ``budget``, ``best``,
    ``proven``), which ``engine.ui.onslaught_text.review_lines`` puts in words.

    The budget counts nodes (never time): the same answer on every interpreter.
    ``modules`` are the ones the screen may forget once the review is over.
    """

    modules = ("engine.games.onslaught_winnable", "engine.ai.onslaught_solver")

    def __init__(self, game, budget=REVIEW_NODES):
        self.deal = (game.seed, game.options)  # what the answer depends on
        waves, deck = deal_of(game)
        self.solver = Solver(waves, deck, game.options, budget)
        self.cancelled = False
        self.failed = False  # out of memory: the answer is "unknown"

    def done(self):
        """True when the search is over (finished, out of budget, or cancelled)."""
        return self.solver.done or self.cancelled or self.failed

    def step(self, n=SLICE):
        """Expand up to ``n`` more nodes; True when the review is over."""
        if not self.done():
            try:
                self.solver.step(n)
            except MemoryError:
                self.failed = True
                self.solver.release()
        return self.done()

    def cancel(self):
        """Stop here: the best so far stays (not proven); the search's memory is freed."""
        if not self.solver.done:
            self.cancelled = True
        self.solver.release()
