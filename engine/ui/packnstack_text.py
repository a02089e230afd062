# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.packnstack_text`
===========================

Pack 'n Stack in words: action labels, the result and the statistics lines. Loaded
beside the play screen (the rules, autoplay and the computer never need it) and freed
with the game.
"""

from engine import cards
from engine.games.packnstack import PASS, SUITS_OF, PackNStack


def label(g, a):
    """``Pass``/``End turn`` or ``⑩♥(2) on 4♥ A1>A3``: the moved pile, where it lands and
    the cells it moves between (max 21 chars). A card is written as on the grid (a 10
    in one cell, ``⑩``): the message line and the move log read as the board does."""
    if a == PASS:
        return "End turn" if g.moved else "Pass"
    p = g.grid[a // 25]
    q = g.grid[a % 25]
    s = ""
    if p:
        s = cards.cell(p[-1]) + ("(%d)" % len(p) if len(p) > 1 else "")
        s += (" on " + cards.cell(q[-1]) if q else "") + " "
    return s + "%s%d>%s%d" % ("ABCDE"[a // 125], a // 25 % 5 + 1, "ABCDE"[a % 25 // 5], a % 5 + 1)


def outcome(g):
    """Result screen lines: who won, why the game ended, both players' best stacks."""
    a = g.stacks(0)
    b = g.stacks(1)
    return "%s\n%s\nYou %d+%d, CPU %d+%d" % (
        ("Draw", "You win!", "Computer wins")[g.winner + 1],
        ("", "Two stacks done", "Both passed", "Position repeated", "40 plies, no pack")[g.end],
        a[0],
        a[1],
        b[0],
        b[1],
    )


def stats_lines(st):
    """Games played, won, lost and drawn against each computer level, and in all."""
    out = ["Level  Pl  W  L  D"]
    # the level names the game's record() counts under (the AI module is not needed)
    o = PackNStack.OPTIONS
    for lv in o[o.index("level")].choices + ("",):
        pre = lv + "_" if lv else ""
        out.append(
            "%-6s" % (lv or "All")
            + "".join(["%3d" % st.get(pre + k, 0) for k in ("played", "won", "lost", "drawn")])
        )
    return out


def stats_chart(st):
    """Pack 'n Stack has no chart."""
    return None


def reason(g, a):
    """Why the hint plays ``a``: the stack it grows or completes, else what it keeps safe.

    Read off the move itself, not a copy of the game played on (a copy replays the
    whole log: on a Pico the hint's words took longer with every move), and without
    the refill the move would draw (the person cannot see the stock). A move packs or
    shifts one of the person's own piles, so the computer's stacks never change."""
    if a == PASS:
        return "Stop: more would help" if g.moved else "Nothing safe to pack"
    p = g.grid[a // 25]
    q = g.grid[a % 25]
    n = len(p) + len(q)  # the pile the move makes (a shift: the same pile elsewhere)
    mine = g.stacks(0)
    k = 0 if p[0] // 13 == SUITS_OF[g.colour][0] else 1
    if n > mine[k]:
        return "Completes your stacks" if n == 13 and mine[1 - k] == 13 else "Stack grows to %d" % n
    return ("Packs %s: safest" % cards.cell(p[-1])) if q else "Fills a gap: safest"


def why(g, i, alone):
    """Why the pile in cell ``i`` cannot move, in a word ("Empty", "Not yours",
    "Stuck") or, ``alone``, in a line of its own (the play screen's A there)."""
    p = g.grid[i]
    if not p:
        return "Empty cell" if alone else "Empty"
    if p[0] // 13 not in SUITS_OF[g.colour]:
        return "Not your pile" if alone else "Not yours"
    return "Stuck: nothing fits" if alone else "Stuck"


def stuck(moves, cur):
    """The name (``E1``) of the cell nearest ``cur`` whose pile cannot move (``moves``
    marks the ones that can), or "" when every pile moves: where A twice ends a turn."""
    best = ""
    far = 99
    for i in range(25):
        d = abs(i // 5 - cur // 5) + abs(i % 5 - cur % 5)
        if not moves[i] and d < far:
            best = "ABCDE"[i // 5] + str(i % 5 + 1)
            far = d
    return best
