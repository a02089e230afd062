# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Onslaught rules scenarios: the same results under CPython and MicroPython.

The scenarios are data read by one small runner, so the module stays small.
Commands, one per line ("#" lines are comments):

deal  <7 table cards, - = empty> / <attackers on top, top first> [wave=N deck=N opts=a,b]
      (deck = attackers left in all; the others count as already defeated)
play  <moves>        each must be legal; the state is checked after each
moves <moves>        exactly the legal moves, in order
has / not <moves>    each is / is not legal
table <7 values>     current values, w = wounded, * = joker, - = empty
spent <cards>        the discarded defenders, in order
beaten <cards>       the last attackers defeated, in order
seen <cards>         the waiting attacker (if any), then the top cards seen by a 7
label <move> <text>  what the screen calls that move
result <lines>       the result screen, lines joined with |
state k=v ...        wave, left (attackers in the deck), need, faced, score, count, won, lost

Moves: P4 pledge 4 · A0 slot 0 absorbs · D012 slots 0,1,2 destroy · M5:03 the 3 in
slot 5 lets slots 0,3 destroy · S0:4H>2 the 5 in slot 0 moves 4H onto slot 2 · V3 the 7
in slot 3 peeks · O5 order 5 · R6 drop slot 6 · Z5 new wave size 5 · N next / end wave
· C give up. Slots count from 0, left to right.
"""

from engine import cards
from engine.games import onslaught as M
from engine.games.onslaught import Onslaught
from engine.rng import Rng
from engine.ui import onslaught_text as words

HEAP = "72K"  # the board, from source (the .mpy tree needs far less)
HEAP64 = "80K"  # the 64-bit port: pointers twice as wide

SCENARIOS = """
= worked
# The text's example: a 10 absorbs a 4, a J a 6, a 3 an ace; then the three wounded
# cards destroy a K together. The wounded 10 (now 6) with the unwounded 7 may not.
deal 10S JS 3C 7C 8S 9C KS / 4H 6H AD KH
play P4 A0 N A1 N A2 N
table 6w 5w 2w 7 8 9 13
seen KH
moves D012 V3
label D012 K♥ = 6+5+2
play D012
spent 10S JS 3C
beaten 4H 6H AD KH
state faced=4 need=4 count=4
= three
# An unwounded 3 (slot 5), discarded, lets wounded and unwounded cards join.
deal 10S JS 3C 7C 8S 3S KS / 4H 6H AD KH
play P4 A0 N A1 N A2 N
moves D012 M5:03 M5:14 V3
label M5:03 K♥=6+7 +3♠
play M5:03
spent 10S 7C 3S
table - 5w 2w - 8 - 13
= seven_kills_eight
# An unwounded 7 alone destroys an 8 (+1); a wounded card only its exact value.
deal 7S 2C 4C 9S JC QS KC / 8H 2D 7H deck=20
play P3
has D0
label D0 7♠ kills 8♥
play D0 N A3 N
table - 2 4 7w 11 12 13
moves A4 A5 A6 D3
= seven_not_seven
deal 7S 2C 4C 9S JC QS KC / 7H
play P1
moves A3 A4 A5 A6 V0
# option "Lone +1: +0 or +1"
deal 7S 2C 4C 9S JC QS KC / 7H opts=0,0,1
play P1
has D0
# option "Lone kill: up to" (value + 1 at most when unwounded)
deal 7S 2C 4C 9S JC QS KC / 7H opts=0,1
play P1
has D0 D5
not D1 D2
= king
# Nothing answers a red king here: an unwounded king alone is worth 13 + 1.
deal KS AC 2C 4S - - - / KH 2H
play P2
moves C
play C
state lost=1 won=0 score=0
result Overrun in wave 1|K♥ broke through
= absorb
# Absorbing needs a greater value; several attackers fit while the total stays below.
deal 5S 4S - - - - - / 5H 2H 2D AH
play P4
moves D1
play D1 N A0 N A0 N
table 1w - - - - - -
moves D0
= joker
deal JK 9C - - - - - / KH
play P1
moves D0
label D0 Joker kills K♥
play D0
spent JK
beaten KH
# a joker never absorbs and never joins a group (9 + joker does not kill a 9)
deal JK 9C - - - - - / 9H
play P1
moves D0
= five
# The 5 moves the 4 off the 9, which is unwounded again: 9 + 1 destroys the 10.
deal 5S 9S 8C 6C 2C KS QC / 4H 10H
play P2 A1 N
table 5 5w 8 6 2 13 12
moves A5 A6 D24 S0:4H>2 S0:4H>3 S0:4H>5 S0:4H>6
label S0:4H>2 5♠ moves 4♥ to 8♣
play S0:4H>2
table - 9 4w 6 2 13 12
moves A5 A6 D1
# option "5 heals: no": the emptied 9 stays wounded, so no +1
deal 5S 9S 8C 6C 2C KS QC / 4H 10H opts=0,0,0,1
play P2 A1 N S0:4H>2
table - 9w 4w 6 2 13 12
moves A5 A6
= five_options
# a shift onto a card of the same value is refused, or destroys it with the option
deal 5S 9S 8C 6C 4C KS QC / 4H 10H
play P2 A1
not S0:4H>4
deal 5S 9S 8C 6C 4C KS QC / 4H 10H opts=0,0,0,0,1
play P2 A1 S0:4H>4
spent 5S 4C
beaten 4H
# onto a wounded card: allowed, or refused with "5 onto wound: no"
deal 5S 9S 8C 6C 2C KS QC / 4H 3H
play P2 A1 N A5
has S0:4H>5
deal 5S 9S 8C 6C 2C KS QC / 4H 3H opts=0,0,0,0,0,1
play P2 A1 N A5
not S0:4H>5
= rescue
# No direct answer to the 10, but a shift makes one: so no give-up is offered.
deal 5S 9S 2C 6C - - - / 4H 10H
play P2 A1 N
moves S0:4H>3
play S0:4H>3
moves D1
= seven
deal 7S 9S 8C 6C 2C KS QC / 2H 3H 4H 5H
play V0
seen 2H 3H 4H
moves O0 O1 O2 O3 O4 O5
label O5 Order 4♥ 3♥ 2♥
play O5 P3
seen 4H 3H 2H
# with two attackers left the 7 shows two; a wounded 7 has no power
deal 7S 9S - - - - - / 2H 3H wave=4 deck=2
play V0
moves O0 O1
play O1 P2
seen 3H 2H
deal 7S 9S - - - - - / 2H 3H deck=5
play P2 A0
not V0
= crowd
# Four defenders left at the end of wave 1: lost.
deal JK 2S 3C - 9S 8S 7S / KH 3H 4H deck=20
play P2 D0 N D1
label N End wave 1
play N
state lost=2
result Too many in wave 1|4 defenders, max 3
deal JK 2S 3C - 9S 8S - / KH 3H 4H deck=20
play P2 D0 N D1 N
state wave=2 count=7 left=18 freekills=0
= clear
# An empty table at the end of a wave defeats the next attacker.
deal JK 2S - - - - - / KH 3H 9D 5H deck=20
play P2 D0 N D1 N
state wave=2 freekills=1 left=17
beaten KH 3H 9D
= recal
deal KS QS JS 10S 9S 8S 7S / 2H 3H 4H 5H
play P3
not R1
play A0
moves V6 R1 R2 R3 R4 R5 R6 N
label R6 Drop 7♠ to resize
play R6
# from the attackers faced (1) up to all that are left (1 + 25), but not 3 again
has Z1 Z2 Z4 Z26
not Z3 Z27
label Z5 New pledge: 5
play Z5 R5 Z1
state need=1
label N End wave 1
play R4 Z2 R3 Z1 N
state wave=2 left=25
spent 7S 8S 9S 10S KS QS JS
= last
# The fourth wave takes every attacker left; no resizing; score = unwounded faces.
deal KS QS JK 2S - - - / 3H AD wave=4 deck=2
moves P2
play P2 D3
moves N
play N A0
state score=12
play N
state won=1 score=12
result Earth is saved!|Score 12
# attackers running out before wave 4 is a win, however many defenders remain
deal KS QS JS 10S 9S 8S 7S / 3H AD wave=2 deck=2
play P2 A0 N A1 N
state won=1 score=45
"""


def code(a):
    """Short text of a move (see the module docstring)."""
    k = a // M.BASE
    p = a % M.BASE
    s = "PADMSVORNCZ"[k]
    if k == 2 or k == 3:
        s += (str(p // 128) + ":" if k == 3 else "") + "".join([str(i) for i in M.bits(p % 128)])
    elif k == 4:
        s += "%d:%s%s>%d" % (p // 512, cards.RANK_NAMES[p // 8 % 13], "SHDC"[p // 104], p % 8)
    elif k != 8 and k != 9:
        s += str(p)
    return s


def find(g, c):
    """The legal move with code ``c``."""
    for a in g.legal_actions():
        if code(a) == c:
            return a
    raise AssertionError("%s not legal; legal: %s" % (c, moves(g)))


def moves(g):
    return " ".join([code(a) for a in g.legal_actions()])


def deal(table, top, opts):
    """A game at a wave start with ``table`` and the attackers ``top`` (top first)."""
    g = Onslaught(1, [int(v) for v in opts.get("opts", "0").split(",")])
    g.slot = [-1 if t == "-" else cards.parse(t) for t in table]
    top = [cards.parse(t) for t in top]
    top.reverse()
    rest = [c for c in M.RED if c not in top]
    cut = len(rest) - int(opts.get("deck", 26)) + len(top)
    g.adisc = rest[:cut]
    g.att = rest[cut:] + top
    g.dfd = [c for c in M.BLACK if c not in g.slot]
    g.ddisc = []
    g.wave = int(opts.get("wave", 1))
    g.check()
    return g


def shown(g, i):
    """One slot as the ``table`` command writes it."""
    c = g.slot[i]
    if c < 0 or c >= 52:
        return "-" if c < 0 else "*"
    return str(g.curval(i)) + ("w" if g.wounded(i) else "")


def run(name):
    """Play the scenario called ``name`` and assert every expectation in it."""
    at = SCENARIOS.find("\n= " + name + "\n")
    assert at >= 0, name
    end = SCENARIOS.find("\n= ", at + 3)
    g = None
    for line in SCENARIOS[at + 4 + len(name) : end].split("\n"):
        cmd, _, arg = line.partition(" ")
        w = arg.split()
        if cmd == "deal":
            table, _, rest = arg.partition(" / ")
            top = []
            opts = {}
            for t in rest.split():
                if "=" in t:
                    opts[t.split("=")[0]] = t.split("=")[1]
                else:
                    top.append(t)
            g = deal(table.split(), top, opts)
        elif cmd == "play":
            for c in w:
                g.apply(find(g, c))
                g.check()
        elif cmd == "moves":
            assert moves(g) == arg, "%s: moves %s, not %s" % (name, moves(g), arg)
        elif cmd == "has" or cmd == "not":
            for c in w:
                assert (c in moves(g).split()) == (cmd == "has"), "%s: %s %s" % (name, cmd, c)
        elif cmd == "label":
            c, _, text = arg.partition(" ")
            assert words.label(g, find(g, c)) == text, "%s: %r" % (name, words.label(g, find(g, c)))
        elif cmd == "result":
            assert words.outcome(g) == arg.replace("|", "\n"), "%s: %r" % (name, words.outcome(g))
        elif cmd == "table":
            t = " ".join([shown(g, i) for i in range(7)])
            assert t == arg, "%s: table %s" % (name, t)
        elif cmd in ("spent", "beaten", "seen"):
            want = [cards.parse(t) for t in w]
            got = g.ddisc if cmd == "spent" else g.adisc[len(g.adisc) - len(want) :]
            if cmd == "seen":
                got = ([g.cur] if g.cur >= 0 else []) + g.peeked()
            assert got == want, "%s: %s %s" % (name, cmd, " ".join([cards.name(c) for c in got]))
        elif cmd == "state":
            for kv in w:
                k, v = kv.split("=")
                have = {
                    "left": len(g.att),
                    "score": g.returns()[0],
                    "count": g.count(),
                    "won": int(g.won()),
                    "lost": g.lost,
                }.get(k)
                have = getattr(g, k) if have is None else have
                assert have == int(v), "%s: %s is %d" % (name, k, have)
        else:
            assert cmd in ("", "#"), "bad line: " + line
    return g


def test_fresh_deal():
    g = Onslaught(7)
    assert g.count() == 7 and len(g.att) == 26 and len(g.dfd) == 21 and g.wave == 1
    assert Onslaught(7).att == g.att
    assert moves(g).startswith("P1 P2 P3 ") and " P26" in moves(g)
    g.check()


def test_worked_example_from_the_text():
    run("worked")


def test_unwounded_three_allows_a_mixed_group():
    run("three")


def test_unwounded_seven_alone_destroys_an_eight_not_a_seven():
    run("seven_kills_eight")
    run("seven_not_seven")


def test_absorbing_needs_a_greater_value():
    run("absorb")


def test_joker_destroys_anything_and_never_absorbs():
    run("joker")


def test_five_shifts_and_heals():
    run("five")
    run("five_options")
    run("rescue")


def test_seven_peeks_and_reorders():
    run("seven")


def test_lost_when_an_attacker_cannot_be_answered():
    run("king")


def test_lost_with_more_than_three_defenders():
    run("crowd")


def test_clear_table_defeats_the_next_attacker():
    run("clear")


def test_recalibrate_after_an_attacker():
    run("recal")


def test_last_wave_and_score():
    run("last")


def test_determinize_hides_only_unseen_cards():
    g = deal("7S 9S 8C 6C 2C KS QC".split(), "2H 3H 4H 5H".split(), {})
    for c in "V0 O5 P3".split():
        g.apply(find(g, c))
    d = g.determinize(0, Rng(3))  # the two cards seen stay on top, the rest are shuffled
    assert d.att[-2:] == g.att[-2:] and d.att[:-2] != g.att[:-2]
    assert sorted(d.att) == sorted(g.att) and d.slot == g.slot and d.cur == g.cur
    assert sorted(d.dfd) == sorted(g.dfd) and d.dfd != g.dfd and d.log == g.log
    g = d = None  # a 64K heap holds few games at once
    h = Onslaught(11)
    h.apply(find(h, "P5"))
    r = h.replay(h.log)
    assert r.att == h.att and r.cur == h.cur
