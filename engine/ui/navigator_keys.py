# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_keys`
==========================

Navigator's keys on the play screen, and where the hint puts the cursor: a part of
the play screen (:mod:`engine.ui.navigator`) that its first frame does not need. It
is loaded at the first idle tick after that frame (or by the first key, whichever
comes first), so opening a game does not compile it (issue 13), and it stays until
the play screen goes (``App.drop_play``).

Functions take the play screen ``sc``; what they change (the cursor, the lock, the
Ace choices, the values picked) stays on it.
"""

from engine.games import navigator as nav


def turn_key(sc, k):
    """A key on the person's turn: ◄► move, A chooses, ▲▼ lock (draft) or toggle an
    Ace; the calculation, the declaration and the showdown have their own parts."""
    sc._sync()
    g = sc.game
    ph = g.phase
    if ph == nav.PH_SHOW:
        return sc._show().key(sc, k)
    if ph == nav.PH_CALC:
        return sc._round().keys_calc(sc, k)
    if ph == nav.PH_DECLARE:
        return sc._round().keys_declare(sc, k)
    items = sc.choices()
    n = len(items)
    if k == "LEFT" or k == "RIGHT":
        sc.cur = (sc.cur + (1 if k == "RIGHT" else -1)) % n
    elif k == "UP" or k == "DOWN":
        if ph == nav.PH_DRAFT:
            if g.pick == 1 and g.opt("hotshot"):
                sc.lock = not sc.lock
            else:
                sc.say("Lock: first packet")
        elif ph == nav.PH_ACE:
            sc.aces ^= 1 << sc.cur
    elif k == "A":
        a = items[sc.cur]
        if ph == nav.PH_DRAFT and sc.lock:
            a += nav.LOCK
        elif ph == nav.PH_ACE:
            a = nav.ACES + sc.aces
        sc.act(a)
    elif k == "B":
        return "pause"
    return None


def hint(sc, a):
    """Set the cursor so that A plays the hinted action ``a`` (a calculation step: both
    values picked and the operation under the cursor)."""
    sc._sync()
    g = sc.game
    ph = g.phase
    if ph == nav.PH_CALC:
        if nav.STEP <= a < nav.UNDO:
            k = a - nav.STEP
            sc.sel = [k // 30, k // 5 % 6]
            sc.cur = k % 5
    elif ph == nav.PH_DECLARE:
        if a != nav.FAR:
            s = g.setmask[0]
            sc.number = sc.app.ai.plan(g, 0, "hard", s, g.acemask[0], g.phantom[0])[4]
            sc.place = 0
    elif ph == nav.PH_ACE:
        sc.aces = a - nav.ACES
    elif ph == nav.PH_DRAFT:
        items = sc.choices()
        if a % nav.LOCK in items:
            sc.cur = items.index(a % nav.LOCK)
            sc.lock = a >= nav.LOCK
    else:
        items = sc.choices()
        if a in items:
            sc.cur = items.index(a)
