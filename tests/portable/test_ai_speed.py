# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The fast searches (quick on a Pico) against what they replaced, on CPython and MicroPython.

Budgets count work (positions, rollouts, samples), never time, so a fixed deal gives
the same hint on every interpreter: the recorded hints below are checked on each. The
incremental and shared evaluations must equal the plain ones they stand for, and a
search cut to a tiny budget must still return a legal action.
"""

import gc
import sys

HEAP = "112K"  # five games' AIs loaded in turn (the app holds one)
HEAP_SRC = "116K"  # from source: the compiler's room beside the reference searches
HEAP64 = "112K"  # the 64-bit port's pointers are twice as wide


def _forget(*_names):
    """Unload every game and AI module (one game's AI at a time on a small heap)."""
    for name in [
        m
        for m in sys.modules
        if m.startswith("engine.ai.") or m.startswith("engine.games.") or m == "engine.autoplay"
    ]:
        del sys.modules[name]
        dot = name.rfind(".")
        parent = sys.modules.get(name[:dot])
        if parent is not None and hasattr(parent, name[dot + 1 :]):
            delattr(parent, name[dot + 1 :])  # the package keeps a reference too
    gc.collect()


def _hints(gid, seed, k):
    """The first ``k`` actions of seat 0 playing the hint (others: their computer)."""
    from engine.autoplay import load_ai
    from engine.game import load_game

    g = load_game(gid)(seed)
    ai = load_ai(gid)
    out = []
    while len(out) < k and not g.over():
        a = ai.hint(g) if g.to_move() == 0 else ai.choose(g)
        if g.to_move() == 0:
            out.append(a)
        g.apply(a)
    return out


def test_recorded_hints_on_every_interpreter():
    # recorded under CPython; MicroPython and the board's VM must give the very same
    for gid, seed, k, want in (
        ("packnstack", 4, 6, [54, 557, 114, 77, 83, 205]),
        ("farsky", 5, 6, [127, 4, 3, 4, 70, 67]),
        ("onslaught", 6, 6, [5, 8196, 32768, 4100, 32768, 8193]),
        ("navigator", 2, 3, [10, 3, 28]),
    ):
        _forget()
        assert _hints(gid, seed, k) == want, gid
        _forget()


def test_packnstack_tiny_budget_still_gives_a_legal_move():
    from engine.ai import packnstack as ai
    from engine.games.packnstack import PackNStack

    keep = ai.BUDGET
    try:
        for budget in (0, 1, 7):
            ai.BUDGET = budget
            g = PackNStack(3)
            for _ in range(30):
                if g.over():
                    break
                a = ai.choose(g, "hard")
                assert a in g.legal_actions(), (budget, a)
                g.apply(a)
    finally:
        ai.BUDGET = keep
    _forget("engine.ai.packnstack")


def test_packnstack_suit_judgements_kept_equal_fresh_ones():
    # the per-suit memo and the path table must give what judging afresh gives
    from engine.ai import packnstack as ai
    from engine.games.packnstack import PackNStack, gen_moves

    g = PackNStack(5)
    for _ in range(12):
        g.apply(ai.choose(g, "normal"))
    pos = ai.Pos(g, g.to_move(), ai.HOPE)
    for a in gen_moves(pos.grid, pos.n, pos.mine, pos.ace, pos.bb):
        u = pos.play(a)
        for b in gen_moves(pos.grid, pos.n, pos.mine, pos.ace, pos.bb, 13)[:4]:
            w = pos.play(b)
            v = pos.value()
            fresh = ai.Pos(g, g.to_move(), ai.HOPE)  # same grid, nothing remembered
            fresh.grid = pos.grid
            fresh.n = pos.n
            fresh.unk = pos.unk
            gr = pos.grid
            fresh.cells = [[], [], [], []]
            for i in range(25):
                if gr[i] and gr[i][0] < 52:
                    fresh.cells[gr[i][0] // 13].append(i)
            assert fresh.value() == v, (a, b)
            assert [sorted(c) for c in pos.cells] == fresh.cells, (a, b)
            pos.unplay(w)
        pos.unplay(u)
    assert [sorted(c) for c in pos.cells] == ai.Pos(g, g.to_move(), 0).cells  # all taken back
    _forget("engine.ai.packnstack")


def test_packnstack_search_moves_are_the_games_moves():
    # the search reads moves from the suits' cells: the same moves as the rules' gen_moves
    # (finished stacks locked), with the stock in play and out, unknown refills included
    from engine.ai import packnstack as ai
    from engine.games.packnstack import PackNStack, gen_moves

    for seed, opts in ((3, [0, 1, 0, 0, 0, 1]), (8, [1, 1, 1, 1, 1, 0])):
        g = PackNStack(seed, opts)
        outs = 0
        while not g.over():
            pos = ai.Pos(g, g.to_move(), ai.HOPE)
            outs += not pos.n
            for a in pos.moves():
                u = pos.play(a)
                want = gen_moves(pos.grid, pos.n, pos.mine, pos.ace, pos.bb, 13)
                assert sorted(pos.moves()) == want, (seed, len(g.log), a)
                pos.unplay(u)
            assert sorted(pos.moves()) == gen_moves(g.grid, pos.n, pos.mine, pos.ace, pos.bb, 13)
            g.apply(ai.choose(g, "normal"))
        assert outs, seed  # some positions with the stock out were looked at
    _forget("engine.ai.packnstack")


def test_farsky_playout_equals_the_games_own_greedy_rollout():
    from engine.ai import farsky as ai
    from engine.games.farsky import Farsky

    for seed in (1, 2, 9):
        for pair in (0, 1, 2):
            for cascade in (0, 1):
                g = Farsky(seed, [pair, 0, cascade])
                while not g.over():
                    for a in g.legal_actions():
                        s = g.copy()
                        s._apply(a)
                        while not s.over():  # the game's own greedy rollout, on a copy
                            s._apply(ai.greedy(s))
                        want = len(s.route)
                        got = ai._playout(
                            g.route[:], g.stock[:], g.fresh, g.done, a, pair, False, cascade == 1
                        )
                        assert got == want, (seed, pair, cascade, a)
                    g.apply(ai.greedy(g))
    _forget("engine.ai.farsky")


def test_farsky_tiny_budget_still_gives_a_legal_move():
    from engine.ai import farsky as ai
    from engine.games.farsky import Farsky

    keep = ai.ROLLOUTS
    try:
        ai.ROLLOUTS = 1
        g = Farsky(4)
        while not g.over():
            a = ai.hint(g)
            assert a in g.legal_actions()
            g.apply(a)
    finally:
        ai.ROLLOUTS = keep
    _forget("engine.ai.farsky")


def test_onslaught_sizes_in_one_walk_equal_one_walk_each():
    from engine.ai import onslaught_rollout as ro
    from engine.games.onslaught import Onslaught

    checked = 0
    for seed in (1, 2, 3):
        g = Onslaught(seed)
        while not g.over() and checked < 40:
            seqs = ro.samples(g)
            left = len(g.att)
            for drop in (0, 1, 6):
                sizes = [n for n in range(g.faced, g.faced + min(left, 6) + 1)]
                want = [ro.wave_score(g, seqs, n, g.faced, drop) for n in sizes]
                assert ro.wave_scores(g, seqs, sizes, g.faced, drop) == want, (seed, drop)
                checked += 1
            from engine.ai import onslaught as ai

            g.apply(ai.hint(g))
    assert checked >= 40
    _forget("engine.ai.onslaught", "engine.ai.onslaught_decide", "engine.ai.onslaught_rollout")


def _peek_plain(g, seqs, slot):
    """The peek's value as it was first written: every order of the top three of each
    sample scored by its own ``wave_score``, the best kept."""
    from engine.ai import onslaught_rollout as ro
    from engine.games.onslaught_moves import PERMS

    total = 0
    n = min(3, len(g.att))
    t = ro.compact_table(g)
    for s in seqs:
        bv = 0
        for p in range(len(PERMS) if n == 3 else n):
            perm = PERMS[p]
            seq = bytearray([s[perm[k]] for k in range(n)]) + s[n:]
            bv = max(bv, ro.wave_score(g, [seq], g.need, g.faced, 1 << slot, t))
        total += bv
    return total // len(seqs)


def test_onslaught_cut_rollouts_answer_as_the_full_ones():
    # a candidate's rollouts stop once it cannot beat ``beat``: it must then score at
    # most ``beat`` (None for the sizes in one walk when none can; a size that cannot,
    # at most ``beat``), and the full answer otherwise; the
    # peek that shares the walk of orders leaving the same table equals the plain one
    from engine.ai import onslaught as ai
    from engine.ai import onslaught_decide as de
    from engine.ai import onslaught_rollout as ro
    from engine.games.onslaught_moves import BASE, PEEK

    checked = cut = peeks = 0
    keep = ro.LIMIT
    ro.LIMIT = 10**9  # the cut by ``beat`` on trial, not the decision's work bound
    for seed in (1, 2, 3, 4):
        g = ai_game(seed)
        while not g.over() and checked < 60:
            seqs = ro.samples(g)
            left = len(g.att)
            sizes = [n for n in range(g.faced, g.faced + min(left, 5) + 1)]
            for drop in (0, 2):
                full = ro.wave_scores(g, seqs, sizes, g.faced, drop)
                plain = ro.wave_score(g, seqs, g.need, g.faced, drop)
                for beat in (0, plain - 1, plain, plain + 1, max(full), 90000, 200000):
                    got = ro.wave_scores(g, seqs, sizes, g.faced, drop, beat)
                    if got is None:
                        assert max(full) <= beat, (seed, beat)
                    else:  # a size that cannot beat it stops being walked: at most beat
                        for x in range(len(sizes)):
                            assert got[x] == full[x] or max(got[x], full[x]) <= beat, (seed, x)
                    one = ro.wave_score(g, seqs, g.need, g.faced, drop, None, 0, beat)
                    assert one == plain or (one <= beat and plain <= beat), (seed, beat)
                    cut += 1 if got is None or one != plain else 0
                checked += 1
            if g.phase == 2 and g.faced < g.need:
                for a in g.legal_actions():
                    if a // BASE == PEEK:
                        want = _peek_plain(g, seqs, a % BASE)
                        assert de._peek_value(g, seqs, a % BASE) == want, seed
                        peeks += 1
            g.apply(ai.hint(g))
    ro.LIMIT = keep
    assert checked >= 60 and cut > 10 and peeks > 3, (checked, cut, peeks)
    _forget("engine.ai.onslaught", "engine.ai.onslaught_decide", "engine.ai.onslaught_rollout")


def _fight_plain(g, legal, seqs):
    """The fight as first written: every answer scored in full, in legal order, the
    greedy defence's own choice with its head start; the first of the best."""
    from engine.ai import onslaught_decide as de
    from engine.ai import onslaught_rollout as ro
    from engine.games.onslaught_moves import ABSORB, BASE, DESTROY, MIX, SHIFT, value

    v = value(g.cur)
    t = ro.compact_table(g)
    kill, into = ro.greedy_pick(t[0], t[1], t[2], v)
    prior = ABSORB * BASE + into if into >= 0 else DESTROY * BASE + kill
    best = legal[0]
    bv = -1
    for a in legal:
        kind = a // BASE
        if kind == ABSORB or kind == DESTROY or kind == MIX:
            val = de._resolve_value(g, seqs, a, v, ro.compact_table(g))
            if a == prior:
                val += de.GREEDY_BONUS
        elif kind == SHIFT:
            val = de._shift_value(g, seqs, a, v) - 1
        else:
            continue
        if val > bv:
            best, bv = a, val
    return best


def test_onslaught_fight_scored_greedy_first_answers_as_in_order():
    # the greedy defence's answer is scored first and the others stop once they cannot
    # beat it: the answer is still the first of the best in legal order
    from engine.ai import onslaught as ai
    from engine.ai import onslaught_decide as de
    from engine.ai import onslaught_rollout as ro

    fights = 0
    keep = ro.LIMIT
    for seed in (5, 6, 7):
        g = ai_game(seed)
        while not g.over() and fights < 30:
            if g.phase == 1 and len(g.legal_actions()) > 1:
                seqs = ro.samples(g)
                legal = g.legal_actions()
                ro.LIMIT = 10**9  # the order of scoring, not the work bound, on trial
                assert de.fight(g, legal, seqs) == _fight_plain(g, legal, seqs), seed
                ro.LIMIT = keep
                fights += 1
            g.apply(ai.hint(g))
    assert fights >= 30
    _forget("engine.ai.onslaught", "engine.ai.onslaught_decide", "engine.ai.onslaught_rollout")


def test_onslaught_decision_work_is_bounded():
    # a decision makes at most LIMIT greedy steps and one sample's walk more; a choice
    # the bound stops is one that did not beat the default, so with no bound the same
    # deal makes more steps in its worst decision and may choose otherwise, never
    # outside the legal actions
    from engine.ai import onslaught as ai
    from engine.ai import onslaught_rollout as ro

    keep = ro.LIMIT
    worst = [0, 0]
    try:
        for i, limit in ((0, keep), (1, 10**9)):
            ro.LIMIT = limit
            g = ai_game(12)
            while not g.over():
                a = ai.hint(g)
                assert a in g.legal_actions()
                worst[i] = max(worst[i], ro.spend())
                g.apply(a)
    finally:
        ro.LIMIT = keep
    assert worst[0] <= keep + 6 * 13, worst  # and one sample: a peek walks six orders
    assert worst[1] > 2 * keep, worst  # deal 12's worst hint without the bound (1001)
    _forget("engine.ai.onslaught", "engine.ai.onslaught_decide", "engine.ai.onslaught_rollout")


def ai_game(seed):
    """A fresh Onslaught deal."""
    from engine.games.onslaught import Onslaught

    return Onslaught(seed)


def test_onslaught_greedy_pick_matches_its_rules():
    # 1. wounded cards summing exactly (the most), 2. a lone unwounded v-1, 4. absorb
    # (wounded first), 5. unwounded summing to v (the fewest), 6. the joker
    from engine.ai.onslaught_rollout import greedy_pick as pick

    assert pick([3, 4, 2, 0, 0, 0, 0], [5, 6, 9, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0], 9) == (7, -1)
    assert pick([6, 9, 0, 0, 0, 0, 0], [6, 9, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], 7) == (1, -1)
    assert pick([9, 12, 0, 0, 0, 0, 0], [9, 12, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0], 5) == (0, 0)
    assert pick([2, 3, 4, 5, 0, 0, 0], [2, 3, 4, 5, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], 9) == (12, -1)
    assert pick([2, 3, 0, 0, 0, 0, 0], [2, 3, 14, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], 9) == (4, -1)
    assert pick([0] * 7, [0] * 7, [0] * 7, 4) == (0, -1)
    _forget("engine.ai.onslaught_rollout")


def test_onslaught_tiny_budget_still_gives_a_legal_move():
    from engine.ai import onslaught as ai
    from engine.ai import onslaught_rollout as ro
    from engine.games.onslaught import Onslaught

    keep = ro.SAMPLES
    try:
        ro.SAMPLES = 1
        g = Onslaught(2)
        while not g.over():
            a = ai.hint(g)
            assert a in g.legal_actions()
            g.apply(a)
    finally:
        ro.SAMPLES = keep
    _forget("engine.ai.onslaught", "engine.ai.onslaught_decide", "engine.ai.onslaught_rollout")


def test_navigator_capped_search_equals_the_exact_one():
    from engine.ai import navigator_draft as ai
    from engine.ai.navigator_solver import best3

    vals = (0, 1, 2, 3, 5, 7, 10, 13, 21, 100)
    for t in (0, 24, 61, 999):
        for zp in (False, True):
            ai._firsts.clear()  # kept per beacon value and round: a new round here
            for u in vals:
                for v in vals:
                    for w in vals:
                        d = best3((u, v, w), t, zp)
                        d = min(ai._CAP, d - t if d >= t else t - d)
                        assert ai._near3(u, v, w, t, zp, ai._CAP) == d, (u, v, w, t, zp)
    ai._firsts.clear()
    _forget("engine.ai.navigator_draft")


def test_navigator_draft_first_steps_and_bounded_powers_are_the_rules_own():
    from engine.ai import navigator_draft as ai
    from engine.ai.navigator_near import pow_within
    from engine.games.navigator_calc import POW, op

    cards = (0, 1, 2, 3, 5, 7, 10, 13, 21, 100)
    for zp in (False, True):
        for a in cards:
            for b in cards:
                want = []  # every value one rules step makes of a and b, either order
                for o in range(5):
                    for r in (op(a, b, o, zp), op(b, a, o, zp)):
                        if r is not None and r not in want:
                            want.append(r)
                assert sorted(ai._first(a, b, zp)) == sorted(want), (a, b, zp)
                # bounded: the values within 150 all there, a power beyond it dropped
                near = sorted(ai._first(a, b, zp, 150))
                assert [r for r in sorted(want) if -150 <= r <= 150] == [
                    r for r in near if -150 <= r <= 150
                ], (a, b, zp)
    for a in (-13, -2, -1, 0, 1, 2, 3, 7, 21):
        for b in (-1, 0, 1, 2, 3, 5, 9, 30):
            for m in (1, 10, 150, 1000):
                r = op(a, b, POW, True)
                got = pow_within(a, b, True, m)
                if r is not None and -m <= r <= m:
                    assert got == r, (a, b, m)
                else:  # beyond m: not formed, or a trivial case as it is
                    assert got is None or got == r, (a, b, m, got)
    _forget("engine.ai.navigator_draft")


def test_navigator_draft_score_cut_short_never_wins():
    # a score worked out against a limit is the score itself when below it, and at least
    # the limit otherwise: the pick is the one the full scores choose
    from engine.ai import navigator_draft as ai
    from engine.games.navigator import PH_DRAFT, Navigator

    g = Navigator(5)
    while g.phase != PH_DRAFT:
        g.apply(g.legal_actions()[0])
    s = g.to_move()
    kb = ai._cls(g, g.beacon)
    unseen = ai._unseen(g, s)
    ai._round(g, kb)
    full = {}
    for c in g.packets[s]:
        k = ai._cls(g, c)
        full[k] = ai._score(g, kb, [k], -1, unseen, 2)
    for k in full:
        for limit in (0, 1, full[k], full[k] + 1, 10**6):
            ai._pkey[0] = None  # the table made again: the cut happens
            ai._round(g, kb)
            got = ai._score(g, kb, [k], -1, unseen, 2, limit)
            if full[k] < limit:
                assert got == full[k], (k, limit)
            else:
                assert got >= limit, (k, limit, got)
    _forget("engine.ai.navigator_draft")


def test_travfuda_combinations_counted_as_the_rules_define_them():
    from engine.games.travfuda import BANNER, COL, STAR, SYM, combos
    from engine.rng import Rng

    def plain(cards):  # the definition, card by card
        out = []
        for k in range(16):
            need = [
                c
                for c in range(60)
                if (k == 0 and SYM[c] == STAR)
                or c // 6 == k - 6
                or (0 < k < 6 and SYM[c] == BANNER and COL[c] == k - 1)
            ]
            if not [c for c in need if c not in cards]:
                out.append((k, 30 if k == 0 else 10))
        return out

    r = Rng(8)
    for _ in range(60):
        cards = r.shuffle(list(range(62)))[: 20 + r.below(43)]
        assert combos(cards) == plain(cards)
    assert combos(list(range(62)))[0] == (0, 30)  # every card: every kind
    assert len(combos(list(range(62)))) == 16
