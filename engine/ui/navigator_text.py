# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_text`
==========================

Navigator's texts for people: card names, action labels, the outcome, the
statistics lines, refusal reasons, calculations written out and the review of
the best results. Loaded beside the play screen (the rules, autoplay and the
computer never need it) and freed with the game; the play screen and the result
screen share it.
"""

from engine.games import navigator as nav
from engine.games import navigator_calc as calc
from engine.ui.frame import COLS, clip
from engine.ui.navigator_card import card_text

OPS = calc.OPS
SCROLL = True  # the result screen scrolls the outcome and the best possible (▲▼)


def label(g, a):
    """The text of action ``a`` for the seat to move (a computer's cards stay hidden)."""
    s = g.to_move()
    w = nav.who(s)
    if a == nav.MAP_BUY or a == nav.MAP_PASS:
        return "%s: %s" % (w, "buys map" if a == nav.MAP_BUY else "no map")
    if a == nav.NEXT:
        return "End the match" if final(g) else "Next round"
    if a == nav.LEAVE:
        return "Leave the match"
    if s:
        if g.phase == nav.PH_DRAFT:
            return w + (" picks, locks" if a >= nav.LOCK else " picks")
        return w + (" is ready" if a == nav.DONE else " calculates")
    if g.phase == nav.PH_DRAFT:
        return ("Lock " if a >= nav.LOCK else "Pick ") + card_text(g, a % nav.LOCK)
    if a == nav.GIVE_UP:
        return "Time up: forfeit"
    if a < nav.ACES:
        return "Set " + " ".join([card_text(g, c) for c in g.set_cards(s, a - nav.SET)])
    if a < nav.NO_PHANTOM:
        k = g.aces_in(s, g.setmask[s])
        return "Aces " + ",".join(["100" if (a - nav.ACES) >> i & 1 else "1" for i in range(k)])
    if a < nav.STEP:
        return "No phantom" if a == nav.NO_PHANTOM else "Phantom %d" % (a - nav.PHANTOM)
    if a == nav.FAR:
        return "Declare: far away"
    if a >= nav.DECL_LO:
        return "Declare %d" % (g.dhi * 32 + a - nav.DECL_LO - nav.WINDOW + g.target)
    if a >= nav.DECLARE:
        return "Declare..."
    v = g.vals[s]
    if a == nav.DONE:
        return "Done: %d" % v[0]
    if a == nav.UNDO:
        return "Undo step"
    k = a - nav.STEP
    i, j, o = k // 30, k // 5 % 6, k % 5
    return clip("%d%s%d=%d" % (v[i], OPS[o], v[j], calc.op(v[i], v[j], o, g.zp)))


def reason(g, a):
    """Why the hint plays ``a``: the result it leads to and how far that is from the target
    (cheap: the set and the later steps are fixed, so the search is small)."""
    from engine.ai import navigator as ai

    t = g.target
    if g.phase == nav.PH_DRAFT:
        return clip("Best set for %d" % t + (": lock it" if a >= nav.LOCK else ""))
    if a == nav.MAP_BUY or a == nav.MAP_PASS:
        return "The map pays off" if a == nav.MAP_BUY else "Map costs too much"
    if a == nav.NEXT:
        return "End the match" if final(g) else "Next round"
    if a == nav.DONE:
        return clip("Done: %d is best" % g.vals[0][0])
    if nav.SET <= a < nav.ACES:
        d, _m, _am, _p, v = ai.plan(g, 0, "hard", a - nav.SET)
    elif nav.ACES <= a < nav.NO_PHANTOM:
        d, _m, _am, _p, v = ai.plan(g, 0, "hard", g.setmask[0], a - nav.ACES)
    elif nav.NO_PHANTOM <= a < nav.STEP:
        p = -1 if a == nav.NO_PHANTOM else a - nav.PHANTOM
        d, _m, _am, _p, v = ai.plan(g, 0, "hard", g.setmask[0], g.acemask[0], p)
    elif a >= nav.DECLARE:
        if a == nav.FAR:
            return "Best is far: say so"
        s = g.setmask[0]
        return clip("You can make %d" % ai.plan(g, 0, "hard", s, g.acemask[0], g.phantom[0])[4])
    elif a >= nav.STEP:
        k = a - nav.STEP
        i, j, o = k // 30, k // 5 % 6, k % 5
        vals = g.vals[0]
        rest = [vals[x] for x in range(len(vals)) if x != i and x != j]
        rest.append(calc.op(vals[i], vals[j], o, g.zp))
        if len(rest) > 3:
            return clip("A step toward %d" % t)
        v = ai.best_value(rest, t, g.zp) if len(rest) > 1 else rest[0]
        d = g.distance_for(g.set_cards(0, g.setmask[0]), v)
    else:
        return "Best move now"
    return clip("Makes %d: %s" % (v, "exact!" if d == 0 else "%d away" % d))


def outcome(g):
    """Result screen text: who won the match; with several still in (the round limit,
    or the person left), everyone's chips, a line each as many as fit; the rounds."""
    act = [s for s in range(g.n) if not g.out[s]]
    if act == [0]:
        t = "You are the last\nnavigator: you win!"
    elif len(act) == 1:
        t = "%s wins the match" % nav.who(act[0])
    else:
        win = [nav.who(s) for s in act if g.won(s)]  # the round limit: the most chips
        if win:  # (four names: 21 columns)
            t = ("Winners: " if len(win) > 1 else "Winner: ") + " ".join(win)
        else:  # left before the limit: the match ends unfinished
            t = "You left the match"
        line = ""
        for s in range(g.n):  # as the play screen's top rows: "P2●12", out "P4✗"
            w = nav.who(s) + ("✗" if g.out[s] else "●%d" % g.chips[s])
            if line and len(line) + 1 + len(w) > COLS:
                t += "\n" + line
                line = w
            else:
                line = line + " " + w if line else w
        t += "\n" + line
    return t + "\nRounds %d, won %d" % (g.round, g.round_wins[0])


def final(g):
    """True on the match's last showdown: NEXT ends it (one navigator has chips, or the
    round limit is played; the rules' own test, here: the game module stays small)."""
    return g.capped() or g.out.count(False) == 1


def why(a, b, o, zero_pow=False):
    """One short line saying why step ``a o b`` is refused ("" when it is allowed)."""
    if calc.op(a, b, o, zero_pow) is not None:
        return ""
    if o == calc.DIV:
        return "Cannot divide by 0" if b == 0 else "Division not exact"
    if o == calc.POW:
        if b < 0:
            return "Exponent below 0"
        if a == 0 and b == 0:
            return "0^0 not allowed"
    return "Over 10^9: too big"


def review(g):
    """Result-screen lines: the best result each player could have reached (worked out
    by :mod:`engine.ui.navigator_show`, imported for it)."""
    from engine.ui import navigator_show

    return navigator_show.review(g)


def stats_lines(st):
    """Statistics screen lines."""
    out = [
        "Games %d  won %d" % (st.get("played", 0), st.get("won", 0)),
        "Rounds %d  won %d" % (st.get("rounds", 0), st.get("rwon", 0)),
        "Chips net %d" % st.get("chips", 0),
    ]
    if "best" in st:
        out.append("Best distance %d" % st["best"])
    return out


def stats_chart(st):
    """Navigator has no chart."""
    return None
