# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_round`
===========================

Navigator's round after the draft on the play screen: the vector set, Ace values,
the phantom, declaring and the calculation (their keys and their drawing). A part of
the play screen (:mod:`engine.ui.navigator`): imported when those phases show, and let
go when the next draft or a showdown begins (``Screen._parts``), as the showdown's
part (:mod:`engine.ui.navigator_show`) is let go in the draft: in a 96K heap the
draft's computer (``engine.ai.navigator_draft``) and the showdown's search get the
room this code took.

Functions take the play screen ``sc``; what they change (the cursor, the values
picked, the number being declared) stays on it.
"""

from engine.games import navigator as nav
from engine.ui.frame import COLS, clip
from engine.ui.navigator_text import OPS, card_text, why


def keys_declare(sc, k):
    """A key while the person declares a result: ▲▼ the digit, ◄► the place, A declares."""
    g = sc.game
    if sc.number is None:
        sc.number = g.target
    if k == "UP" or k == "DOWN":
        sc.number += (1 if k == "UP" else -1) * 10**sc.place
    elif k == "LEFT":
        sc.place = min(sc.place + 1, 4)
    elif k == "RIGHT":
        sc.place = max(sc.place - 1, 0)
    elif k == "A":
        for a in nav.declare_steps(sc.number - g.target):
            if g.to_move() == 0 and g.phase == nav.PH_DECLARE:
                sc.act(a)
    elif k == "B":
        return "pause"
    return None


def keys_calc(sc, k):
    """A key in the person's calculation: pick two values, then the operation; A on ✶
    plays the solver's calculation from here (a step by hand takes
    two presses, a round ten or more); B steps back (a value, then a whole step)."""
    g = sc.game
    v = g.vals[0]
    ops = len(sc.sel) == 2
    if len(v) == 1:
        if k == "A":
            sc.act(nav.DONE)
        elif k == "B":
            if g.hist:
                sc.act(nav.UNDO)
            else:
                return "pause"
        return None
    if k == "LEFT" or k == "RIGHT":
        n = 5 if ops else len(v) + 1  # the values, then ✶
        sc.cur = (sc.cur + (1 if k == "RIGHT" else -1)) % n
    elif k == "A":
        if not ops and sc.cur == len(v):
            solver_calc(sc)
        elif ops:
            i, j = sc.sel
            reason = why(v[i], v[j], sc.cur, g.zp)
            if reason:
                sc.say(reason)
            else:
                # the step done stays said ("0-1=-1"): the row of values shows only its
                # result, among the others (the act empties the message line first)
                o = sc.cur
                sc.act(nav.STEP + (i * 6 + j) * 5 + o)
                r = g.vals[0][min(i, j)]  # the result takes the first value's place
                t = "%d%s%d=%d" % (v[i], OPS[o], v[j], r)
                sc.say(t if len(t) <= COLS else "Makes %d" % r)  # (never cut in a number)
        elif sc.cur in sc.sel:
            sc.say("Pick another value")
        else:
            sc.sel.append(sc.cur)
            if len(sc.sel) == 2:
                sc.cur = 0
    elif k == "B":
        if sc.sel:
            sc.cur = sc.sel.pop()
        elif g.hist:
            sc.act(nav.UNDO)
        else:
            return "pause"
    return None


def solver_calc(sc):
    """Play the solver's steps until one value is left (each the hint's step: the rest
    of its best calculation from the values on screen). The first hint's words stay:
    what the calculation makes. Memory short: the hint says so and nothing is played."""
    g = sc.game
    said = ""
    while g.to_move() == 0 and g.phase == nav.PH_CALC and len(g.vals[0]) > 1:
        sc.hint()
        a = sc.hint_action
        if a is None or not nav.STEP <= a < nav.UNDO:
            return
        said = said or sc.msg
        sc.act(a)
        g = sc.game
    sc.say(said)


def draw(sc, fr, mine):
    """The round after the draft: the vector set, Ace values, phantom, declaring and the
    calculation (a computer's turn: your memory and result)."""
    g = sc.game
    ph = g.phase
    if not mine:
        fr.text(0, 2, "%s calculates..." % nav.who(g.cur))
        fr.text(0, 4, "Your memory:")
        sc.cards_row(fr, 5, g.mem[0])
        if g.result[0] is not None:
            fr.text(0, 6, "Your result %d" % g.result[0])
        return
    # one function a phase: the board loads this module in pieces of a few hundred
    # bytes, not one block of 779 (a 96K heap in fragments had no such block)
    if ph == nav.PH_SET:
        draw_set(sc, fr)
    elif ph == nav.PH_ACE:
        draw_aces(sc, fr)
    elif ph == nav.PH_PHANTOM:
        draw_phantom(sc, fr)
    elif ph == nav.PH_DECLARE:
        draw_declare(sc, fr)
    else:
        draw_calc(sc, fr)


def draw_set(sc, fr):
    """The vector set under the cursor: its cards marked among the beacon and memory."""
    g = sc.game
    sets = [a - nav.SET for a in sc.choices()]
    m = sets[sc.cur % len(sets)]
    fr.text(0, 2, "Vector set %d/%d:" % (sc.cur % len(sets) + 1, len(sets)))
    pool = [g.beacon] + g.mem[0]
    marks = (m >> nav.BEACON & 1) | (m & 15) << 1
    col = sc.cards_row(fr, 3, pool[:1], marks & 1)
    fr.text(col, 3, "|")
    col += 2
    for i, c in enumerate(g.mem[0]):
        t = card_text(g, c) + ("!" if c == g.hot[0] else "")
        col = fr.text(col, 3, t, bool(marks >> (i + 1) & 1)) + 1
    if g.lost[0] >= 0:
        fr.text(0, 4, "Map lost: " + card_text(g, g.lost[0]))
    fr.text(0, 6, "◄► set  A choose")


def draw_aces(sc, fr):
    """The set's cards, each Ace with its value (1 or 100): the cursor's places."""
    g = sc.game
    cs = g.set_cards(0, g.setmask[0])
    fr.text(0, 2, "Ace values (▲▼):")
    col = 0
    k = 0
    for c in cs:
        t = card_text(g, c)
        if g.is_ace(c):
            t += "=%d" % (100 if sc.aces >> k & 1 else 1)
            k += 1
        end = fr.text(col, 3, t)
        if g.is_ace(c):
            sc.spot(col, 3, end - col)
        col = end + 1
    fr.text(0, 6, "◄► Ace  A ok")


def draw_phantom(sc, fr):
    """The set's values and the phantoms a run may add: the cursor's places."""
    g = sc.game
    fr.text(0, 2, "Run: add a phantom?")
    values_row(fr, 3, g.set_values(0, g.setmask[0], g.acemask[0]))
    col = 0
    for a in sc.choices():
        t = "none" if a == nav.NO_PHANTOM else "+%d" % (a - nav.PHANTOM)
        end = fr.text(col, 4, t)
        sc.spot(col, 4, end - col)
        col = end + 2
    fr.text(0, 6, "◄► choose  A ok")


def draw_declare(sc, fr):
    """The set's values and the number being declared, its digit under the cursor."""
    g = sc.game
    v = g.set_values(0, g.setmask[0], g.acemask[0])
    if g.phantom[0] >= 0:
        v.append(g.phantom[0])
    fr.text(0, 2, "Declare your result:")
    values_row(fr, 3, v)
    num = g.target if sc.number is None else sc.number
    t = str(num)
    fr.text(0, 4, t)
    pos = len(t) - 1 - sc.place
    if 0 <= pos < len(t):
        fr.invert(pos, 4)
    off = num - g.target
    fr.text(
        0,
        5,
        "%d away" % abs(off) if -nav.WINDOW <= off <= nav.WINDOW else "far (>%d away)" % nav.WINDOW,
    )
    fr.text(0, 6, "▲▼ digit ◄► place A")


def values_row(fr, row, vals, marks=(), sc=None):
    """Values from column 0, a space between, ``marks`` inverted; with the play screen
    ``sc`` each value is a cursor place (``sc.spot``)."""
    col = 0
    for i, v in enumerate(vals):
        end = fr.text(col, row, str(v), i in marks)
        if sc is not None:
            sc.spot(col, row, end - col)
        col = end + 1
    return col


def draw_calc(sc, fr):
    """The calculation: values, the operation picked, the last step."""
    g = sc.game
    v = g.vals[0]
    if len(v) == 1:
        cs = g.set_cards(0, g.setmask[0])
        fr.text(0, 2, "Result %d" % v[0])
        fr.text(0, 3, "%d away" % g.distance_for(cs, v[0]))
        if g.declared[0] is not None or g.far[0]:
            fr.text(0, 4, "Declared %s" % ("far" if g.far[0] else g.declared[0]))
        fr.text(0, 6, "A done  B undo")
        return
    ops = len(sc.sel) == 2
    fr.text(0, 2, "Pick two values:" if not ops else "Operation:")
    # the cursor's places: the values and ✶ (the play screen's draw writes ✶'s words on
    # row 6 while the cursor is there), or the operations
    col = values_row(fr, 3, v, sc.sel, None if ops else sc)
    if not ops:
        fr.text(col, 3, "✶")
        sc.spot(col, 3, 1)
    if ops:
        i, j = sc.sel
        col = fr.text(0, 4, "%d " % v[i])
        for o in range(5):
            end = fr.text(col, 4, OPS[o])
            sc.spot(col, 4, end - col)
            col = end + 1
        fr.text(col, 4, "%d" % v[j])
    if g.hist:
        h = g.hist[-1]
        fr.text(0, 5, clip("Last: " + " ".join([str(x) for x in h]) + " ►"))
    fr.text(0, 6, "A pick  B back/undo")
