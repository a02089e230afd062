# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Travfuda's card names and texts: cells, words, action labels, the result and the
statistics lines. Apart from the play screen (``engine.ui.travfuda``) so that the
device compiles two small modules; loaded beside it and freed with the game.

The rules' tables are imported inside the functions: by the time a text is wanted the
rules are loaded (a dictionary look-up), and importing the screen never compiles them
(compiled from source, the rules and ``engine.game`` alone take most of a 64K heap).
"""

SUIT_NAMES = (
    "Scoutship",
    "Asteroid Belt",
    "Free Trader",
    "Comet",
    "Fat Trader",
    "Rockball",
    "Patrol Ship",
    "Gas Giant",
    "Troopship",
    "Terran World",
)
SUITS = "1234567890☺"  # one cell per suit: suit 10 shows as 0; the jokers last
SYMS = "✶⚔⚑═─☺"
SYM_NAMES = ("Starburst", "Cutlass", "Banner", "Double Plain", "Plain", "Joker")
COLOURS = "RGPYB "
COLOUR_NAMES = ("Red", "Green", "Purple", "Yellow", "Blue", "")


def cell(c):
    """Three cells for a card: suit digit, symbol glyph, colour letter (or blank)."""
    from engine.games.travfuda import COL, JOKER1, SYM

    return "☺  " if c >= JOKER1 else SUITS[c // 6] + SYMS[SYM[c]] + COLOURS[COL[c]]


def short(c):
    """A card's cells without trailing blanks."""
    return cell(c).rstrip()


def long_name(c):
    """``(suit line, card line)``: the card in words, each at most 21 characters."""
    from engine.games.travfuda import COL, JOKER1, SYM, VALUE

    if c >= JOKER1:
        return "Joker", "Joker 1pt"
    desc = (COLOUR_NAMES[COL[c]] + " " + SYM_NAMES[SYM[c]]).strip()
    return "%d %s" % (c // 6 + 1, SUIT_NAMES[c // 6]), "%s %dpt" % (desc, VALUE[c])


def face(g, pile):
    """Three cells for a table pile: its suit, its best symbol, its size."""
    from engine.games.travfuda import SYM, WILD

    return (
        SUITS[min(g.group(pile), WILD - 1)]
        + SYMS[min([SYM[c] for c in pile])]
        + str(len(pile) % 10)
    )


def label(g, a):
    """E.g. ``Play 5⚑R on 5⚑3``, ``Play 3─ new pile``, ``Put 6─ on 6✶1``."""
    from engine.games.travfuda import PLACE

    if a >= PLACE:
        return "Put %s on %s" % (short(g.drawn), face(g, g.table[a - PLACE - 1]))
    if a < 64:
        return "Play %s new pile" % short(a)
    return "Play %s on %s" % (short(a % 64), face(g, g.table[a // 64 - 1]))


def reason(g, a):
    """Why the hint plays ``a``: the pile it takes, or the cheap card it lets go."""
    from engine.games.travfuda import PLACE, VALUE, pile_value

    if a >= PLACE:
        p = g.table[a - PLACE - 1]
        if len(p) % 2:
            return "Evens a pile: +%dpt" % (pile_value(p) + VALUE[g.drawn])
        return "Keeps that pile odd"
    if a >= 64:
        return "Evens a pile: +%dpt" % (pile_value(g.table[a // 64 - 1]) + VALUE[a % 64])
    low = min([VALUE[c] for c in g.hands[g.seat]])
    if VALUE[a] == low:
        return "No pile: drop %dpt" % VALUE[a]
    return "Saves cheap cards"


def name(seat):
    """``You`` for seat 0, ``P2`` .. ``P6`` for the computers."""
    return "P%d" % (seat + 1) if seat else "You"


def combo_name(kind):
    """Name of a house combination kind (see ``combos``)."""
    if kind == 0:
        return "5 starbursts"
    if kind < 6:
        return COLOUR_NAMES[kind - 1] + " banners"
    return "All " + SUIT_NAMES[kind - 6]


def outcome(g):
    """Who won and every score, lines of at most 21 characters."""
    from engine.games.travfuda import combos

    w = [s for s in range(g.n) if g.won(s)]
    if len(w) > 1:
        lines = ["Tie: " + " ".join([name(s) for s in w])]
    else:
        lines = ["You win!" if w[0] == 0 else name(w[0]) + " wins"]
    r = g.returns()
    line = ""
    for s in range(g.n):
        part = "%s %d" % (name(s), r[s])
        if len(line) + len(part) > 19:
            lines.append(line)
            line = ""
        line += ("  " if line else "") + part
    lines.append(line)
    if g.opt("combos"):
        for k, v in combos(g.caps[0]):
            lines.append("+%d %s" % (v, combo_name(k)))
    return "\n".join(lines)


def stats_lines(st):
    """Games and wins per number of players, then the best score."""
    lines = ["Players Games  Won"]
    for n in range(2, 7):
        if st.get("games%dp" % n):
            lines.append("%7d %5d %4d" % (n, st["games%dp" % n], st.get("wins%dp" % n, 0)))
    return lines + ["Best score %d" % st.get("best", 0)]


def stats_chart(st):
    """Travfuda has no chart."""
    return None
