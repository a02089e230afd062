# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.navigator`
=====================

Computer navigators and the hint for Navigator (``plan`` also serves the showdown
review in ``engine.ui.navigator_text``). Its parts are imported where a phase needs
them: the draft from :mod:`engine.ai.navigator_draft`, the calculations from
:mod:`engine.ai.navigator_solver` (the play screen lets each go when its phases end).

A decision uses only what its seat may see: its own packet and memory, the
beacon, the target, chips and the map. Calculations come from the exact
solver in :mod:`engine.ai.navigator_solver` and are entered as the same
validated steps a person enters.

* easy: random draft, a slip on the set one time in five, + - × only with
  Aces at 1 and no phantom.
* normal: drafts the card that makes the best set so far; exact solver.
* hard: drafts by the expected final distance over the unseen cards and
  locks a Hotshot card when an exact hit is very likely; exact solver.
"""

from engine.games import navigator as nav

LEVELS = ("easy", "normal", "hard")
BUDGET = 300000  # operator evaluations per solve (5-6 value sets on a board)


def choose(game, level=None):
    """An action for the seat to move (``level`` None: the seat's configured level)."""
    g = game
    s = g.to_move()
    lv = level or _level(g, s)
    ph = g.phase
    if ph == nav.PH_SHOW:
        return nav.NEXT
    if ph == nav.PH_MAP:
        return _map(g, s, lv)
    if ph == nav.PH_DRAFT:
        from engine.ai import navigator_draft

        return navigator_draft.draft(g, s, lv)
    if ph == nav.PH_SET:
        if lv == "easy" and g.ai_rng().below(5) == 0:  # a slip: any legal set
            return g.ai_rng().choice([a for a in g.legal_actions() if a != nav.GIVE_UP])
        return nav.SET + plan(g, s, lv)[1]
    if ph == nav.PH_ACE:
        return nav.ACES + plan(g, s, lv, g.setmask[s])[2]
    if ph == nav.PH_PHANTOM:
        p = plan(g, s, lv, g.setmask[s], g.acemask[s])[3]
        return nav.NO_PHANTOM if p < 0 else nav.PHANTOM + p
    if ph == nav.PH_DECLARE:
        acts = nav.declare_steps(
            plan(g, s, lv, g.setmask[s], g.acemask[s], g.phantom[s])[4] - g.target
        )
        return acts[0] if g.dhi < 0 else acts[1]
    vals = g.vals[s]  # PH_CALC: the best calculation from the values held now
    if len(vals) == 1:
        return nav.DONE
    from engine.ai import navigator_solver as solver

    i, j, o = solver.solve(vals, g.target, g.zp, 3 if lv == "easy" else 5, BUDGET)[1][0]
    return nav.STEP + (i * 6 + j) * 5 + o


def _level(g, s):
    """Seat ``s``'s level: the person's hint plays hard, computers their option's."""
    return "hard" if s == 0 else LEVELS[g.opt("level")]


def ready(g, n):
    """True when the seat to move can decide at once: a draft decision (the only one
    that reads the pair table) finds every entry it reads made, after at most ``n``
    more are worked out now; False when more are missing (those ``n`` are made: the
    next call goes on).

    The play screen calls it on the tick a computer's move is due: the round's first
    pick reads up to fifty entries (warming on idle ticks may not have made them yet),
    about 0.15 s on a Pico in one go (``tools/measure_navigator.py picks``, by
    instruction count); a few per tick keep the buttons answering. The decision is the
    same whenever its entries were made.
    """
    if g.phase != nav.PH_DRAFT:
        return True
    from engine.ai import navigator_draft

    return navigator_draft.ready(g, n, _level(g, g.to_move()))


def hint(game):
    """The hard level's action for the person."""
    return choose(game, "hard")


def _map(g, s, lv):
    # The map costs chips and a random memory card and leaves 4 sets to choose
    # from instead of 6: the hard level never buys; the others now and then.
    r = g.ai_rng().below(8)
    c = g.chips[s] - g.map_price
    if (lv == "normal" and c >= 10 and r == 0) or (lv == "easy" and c > 2 and r < 2):
        return nav.MAP_BUY
    return nav.MAP_PASS


def plan(g, s, lv="hard", mask=-1, acemask=-1, phantom=-2):
    """Best ``(distance, mask, acemask, phantom, value)`` for seat ``s``.

    Arguments given (not -1 / -2) stay fixed. Ties keep the first found in
    ascending mask, Ace mask and phantom order, never a dict's order.
    """
    out = []
    for _ in plan_steps(g, s, lv, mask, acemask, phantom, out):
        pass
    return out[0]


def plan_steps(g, s, lv, mask, acemask, phantom, out):
    """:func:`plan` in slices: a generator that yields after each value search (a slice
    of a long one, :meth:`solver.Solver.best_steps`), then appends the plan to ``out``.
    The slices are counted work, never time: the plan is the same however it is run."""
    from engine.ai import navigator_solver as solver

    easy = lv == "easy"
    nops = 3 if easy else 5
    t = g.target
    best = None
    memo = {}  # sorted values -> the closest value they make
    near = {}  # sorted 3 values -> w: none of their values lands less than w from t
    for m in g.legal_sets(s) if mask < 0 else [mask]:
        cs = g.set_cards(s, m)
        # No value of this set lands nearer than the target itself: once the best so far
        # is that near, the set cannot win (a tie keeps the earlier), so it is not searched.
        lb = g.distance_for(cs, t)
        if best is not None and best[0] <= lb:
            continue
        bonus = 1000 - g.distance_for(cs, t + 1000)  # what Slingshot takes off this set
        ams = [acemask] if acemask >= 0 else ([0] if easy else range(1 << g.aces_in(s, m)))
        for am in ams:
            if best is not None and best[0] <= lb:
                break
            vals = g.set_values(s, m, am)
            phs = (
                [phantom]
                if phantom > -2
                else ([-1] if easy else [-1] + g.phantom_choices(s, m, am))
            )
            for p in phs:
                if best is not None and best[0] <= lb:
                    break
                key = tuple(sorted(vals + [p] if p >= 0 else vals))
                v = memo.get(key)
                if v is None and len(key) <= 4:
                    # only a value less than w from t beats the best so far: a search
                    # bounded by w gives the same value (or none such: skip). The first
                    # set's bound holds the sum of its values (card values are <= 100).
                    w = best[0] + bonus if best is not None else (t if t > 0 else -t) + 1000
                    if near.get(key, 0) >= w:
                        continue
                    v = solver.best_within(key, t, g.zp, nops, w)
                    yield
                    if v is None:
                        if best is not None:
                            near[key] = w
                            continue
                    else:
                        memo[key] = v
                if v is None:
                    if len(key) == 3:
                        v = solver.best3(key, t, g.zp, nops)
                    else:
                        found = []
                        for _ in solver.Solver(key, t, g.zp, nops, BUDGET).best_steps(found):
                            yield
                        v = found[0][0]
                    memo[key] = v
                    yield
                d = g.distance_for(cs, v)
                if best is None or d < best[0]:
                    best = (d, m, am, p, v)
    out.append(best)


def best_value(vals, target, zp=False, nops=5):
    """The closest value ``vals`` reach (3 values: the fast path)."""
    from engine.ai import navigator_solver as solver

    if len(vals) == 3:
        return solver.best3(vals, target, zp, nops)
    return solver.Solver(vals, target, zp, nops, BUDGET).best()[0]


def warm(g, n):
    """Work out up to ``n`` more entries of the round's draft table on an idle tick
    (:func:`engine.ai.navigator_draft.warm`)."""
    from engine.ai import navigator_draft

    return navigator_draft.warm(g, n)
