# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.navigator_actions`
================================

Navigator's actions and phases as small ints, shared by the rules' parts
(:mod:`engine.games.navigator` reads them out to the screens and the computer as
``nav.SET``...; :mod:`engine.games.navigator_round` and
:mod:`engine.games.navigator_sets` import them from here, so no part imports the
rules module back).
"""

WINDOW = 500  # a declared result is a number within this of the target, or "far"

LOCK = 100  # + card: pick and lock (Hotshot)
MAP_PASS = 200
MAP_BUY = 201
SET = 300  # + mask: bits 0..3 memory places, bit 4 the beacon
BEACON = 4  # bit of the beacon in a set mask
ACES = 400  # + mask: bit k = the set's k-th Ace is 100
NO_PHANTOM = 500
PHANTOM = 501  # + value 0..13
STEP = 1000  # + (i * 6 + j) * 5 + op
UNDO = 1990
DONE = 1991
NEXT = 1992  # the person leaves the showdown
GIVE_UP = 1993  # the person's timer ran out: forfeit
LEAVE = 1994  # the person, out of chips, stops watching: the match ends
DECLARE = 2000  # + (declared - target + WINDOW) // 32, then
DECL_LO = 2100  # + (declared - target + WINDOW) % 32: two small lists, not 1001 actions
FAR = 2200  # "more than WINDOW away"

PH_MAP, PH_DRAFT, PH_SET, PH_ACE, PH_PHANTOM, PH_DECLARE, PH_CALC, PH_SHOW, PH_OVER = range(9)
