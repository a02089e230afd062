# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_keys`
==========================

The keys of Onslaught's play screen (``engine.ui.onslaught``): what each button does
from where the cursor stands, the hint, and the cursor set on a given action (the
hint's, the result screen's best line). Functions of the screen ``s``. The first frame
needs none of it: the board compiles it at the first key (opening a game from source
compiles only what its first frame needs, to open within 2 s on a Pico); the screen
imports it once and keeps it.
"""

from engine import cards
from engine.games import onslaught_moves as ons
from engine.games.onslaught import actions
from engine.games.onslaught_moves import BASE
from engine.ui.onslaught_label import label
from engine.ui.play import Play

# What A plays (engine.games.onslaught_actions) comes with the keys: a shortage of memory
# for either is then the one line of Screen.turn_key, not an error in the rules.
actions()


def turn_key(s, k):
    """A key on the person's turn (``Play.turn_key``); "pause" opens the pause menu."""
    g = s.game
    armed = s.sure  # A was pressed once on a step that loses: any key but A takes it back
    s.sure = False
    if g.phase == ons.P_SIZE and s.mode != "size":
        s.mode = "size"
        s.n = s.first_size(0)
    if k == "B":
        return None if armed else back(s)
    if s.mode == "menu":
        if k in ("UP", "DOWN"):
            s.mi = (s.mi + (1 if k == "DOWN" else -1)) % len(s.items)
        elif k == "A":
            do_item(s)
        return None
    if s.mode == "size":
        sizes = s._sizes()
        if k in ("UP", "DOWN"):
            j = sizes.index(s.n) if s.n in sizes else 0
            s.n = sizes[(j + (1 if k == "UP" else -1)) % len(sizes)]
        elif k == "A":
            s.mode = ""
            if g.phase != ons.P_SIZE:
                s.act(ons.RECAL * BASE + s.pos)
            s.act(ons.SIZE * BASE + s.n)
            s.reset()
        return None
    if s.mode in ("src", "dst"):
        if k in ("LEFT", "RIGHT"):
            s.pick += 1 if k == "RIGHT" else -1
        elif k == "A":
            if s.mode == "src":
                src = sources(s)
                s.moving = src[s.pick % len(src)]
                s.mode = "dst"
                s.pick = 0
            else:
                t = targets(s)
                s.act(t[s.pick % len(t)])
                onward(s)
                s.reset()
        return None
    if g.phase == ons.P_PEEK:
        if k in ("LEFT", "RIGHT", "UP", "DOWN"):
            n = ons.NPERMS[g.peekn]
            s.order = (s.order + (1 if k in ("RIGHT", "UP") else -1)) % n
        elif k == "A":
            s.act(ons.ORDER * BASE + s.order)
            s.reset()
        return None
    if k in ("LEFT", "RIGHT"):
        step = 1 if k == "RIGHT" else -1
        s.pos += step
        s._move_to_card(step)
    elif k == "UP":
        up(s)
    elif k == "DOWN":
        down(s)
    elif k == "A":
        a, text = s._main()
        if a is None:
            s.say(text)
        elif s.loses(a) and not armed:
            s.sure = True  # the game would be lost: row 5 asks, A again plays it
        else:
            s.act(a)
            onward(s)
            s.reset()
    return None


def onward(s):
    """After the person's move, play "Next attacker" when it is the only real choice:
    no drop to resize and no 7 to look ahead with (a 5's move can still be made once
    the next attacker shows), and the step does not lose. One press per attacker."""
    g = s.game
    if g.over() or g.phase != ons.P_AFTER or g.to_move() != 0:
        return
    nxt = ons.NEXT * BASE
    for a in s._legal():
        if a != nxt and a // BASE != ons.SHIFT:
            return
    if not s.loses(nxt):
        s.act(nxt)
        s.reset()


def back(s):
    """B: close the open step (the move's target, a menu, a size), then the selection;
    "pause" when nothing is left to close."""
    if s.mode == "dst":
        s.mode = "src"
    elif s.mode in ("menu", "src") or (s.mode == "size" and s.game.phase != ons.P_SIZE):
        s.mode = ""
    elif s.sel:
        s.sel = 0
    else:
        return "pause"
    return None


def up(s):
    """▲: a bigger pledge on the number, a defender into the group, or why not."""
    g = s.game
    if g.phase == ons.P_PLEDGE:
        if s.pos != s.BOX:
            s.say("Groups are for attacks")
        elif g.wave == ons.WAVES:
            s.say("Wave 4 takes them all")
        else:
            s.n = s.n % len(g.att) + 1
    elif g.phase == ons.P_FIGHT:
        if g.slot[s.pos] < 0:
            s.say("No defender there")
        else:
            s.sel ^= 1 << s.pos
    else:
        s.say("No attacker to fight")


def down(s):
    """▼: a smaller pledge on the number, else the cursor card's menu (or why none)."""
    g = s.game
    if g.phase == ons.P_PLEDGE and s.pos == s.BOX:
        if g.wave == ons.WAVES:
            s.say("Wave 4 takes them all")
        else:
            s.n = (s.n - 2) % len(g.att) + 1
        return
    items = card_items(s, s.pos)
    if not items:
        s.say("%s: nothing to do" % cards.cell(g.slot[s.pos]))
        return
    s.items = items
    s.mi = 0
    s.mode = "menu"


def do_item(s):
    """A in the card menu: play its action, or begin a 5's move or a drop."""
    what = s.items[s.mi][1]
    s.mode = ""
    if what == "shift":
        s.five = s.pos
        s.mode = "src"
        s.pick = 0
    elif what == "drop":
        s.mode = "size"
        s.n = s.first_size(1)
    else:
        s.act(what)
        onward(s)
        s.reset()


def hint(s):
    """Show the computer's advice and set the screen up so that A plays it: the next
    move of a winning line when the guide knows one (``engine.ai.onslaught_guide``),
    else the heuristic's, with the guide's word on the position."""
    gd = s.guide
    a = gd.hint(s.game) if gd else None
    lined = a is not None
    if a is None:
        Play.hint(s)
        a = s.hint_action
        if a is None:
            return
        if gd and gd.state:
            s.msg = s.text.guide_line(s.game, a, gd.state, gd.score)
    else:
        s.hint_action = a
        s.msg = s.text.guide_line(s.game, a, gd.state, gd.score)
    point(s, a)
    if a // BASE == ons.RECAL:
        h = s.game.copy()
        h.apply(a)
        b = gd.hint(h, 0) if lined else None  # (the line's size, else the computer's)
        s.n = (b if b is not None else s.app.ai.hint(h)) % BASE


def point(s, a):
    """Set the screen up so that A plays action ``a``: the hint, and the result
    screen's best line (its move under the cursor)."""
    kind = a // BASE
    p = a % BASE
    s.reset()
    if kind == ons.PLEDGE:
        s.n = p
    elif kind == ons.ABSORB:
        s.pos = p
        if ons.DESTROY * BASE + (1 << p) in s._legal():  # both: pick from the menu
            menu_at(s, a)
    elif kind == ons.DESTROY or kind == ons.MIX:
        who = ons.bits(p % 128)
        if len(who) == 1:
            s.pos = who[0]
        else:
            s.sel = p % 128
    elif kind == ons.PEEK:
        s.pos = p
        menu_at(s, a)
    elif kind == ons.RECAL:
        s.pos = p
        s.mode = "size"
        s.n = s.first_size(1)
    elif kind == ons.SHIFT:
        s.pos = s.five = p // 512
        s.moving = p // 8 % 64
        s.mode = "dst"
        s.pick = targets(s).index(a)
    elif kind == ons.ORDER:
        s.order = p
    elif kind == ons.SIZE:
        s.n = p


def menu_at(s, a):
    """Open the cursor card's menu on action ``a``."""
    s.items = card_items(s, s.pos)
    s.mode = "menu"
    for j in range(len(s.items)):
        if s.items[j][1] == a:
            s.mi = j


# -- what the cursor offers (the card menus, a 5's moves, groups) ---------------------


def shifts(s):
    """The legal moves of the 5 being used (``s.five``)."""
    return [a for a in s._legal() if a // BASE == ons.SHIFT and a % BASE // 512 == s.five]


def sources(s):
    """The attackers that 5 can move (each once)."""
    out = []
    for a in shifts(s):
        x = a % BASE // 8 % 64
        if x not in out:
            out.append(x)
    return out


def targets(s):
    """The moves of the attacker being moved (``s.moving``)."""
    return [a for a in shifts(s) if a % BASE // 8 % 64 == s.moving]


def card_items(s, i):
    """The menu of slot ``i``: its own ways to meet the attacker, powers, drop."""
    g = s.game
    items = []
    legal = s._legal()
    for a in (ons.ABSORB * BASE + i, ons.DESTROY * BASE + (1 << i), ons.PEEK * BASE + i):
        if a in legal:
            items.append((label(g, a), a))
    if any([a // BASE == ons.SHIFT and a % BASE // 512 == i for a in legal]):
        items.append(("%s: move an attacker" % cards.cell(g.slot[i]), "shift"))
    if ons.RECAL * BASE + i in legal:
        items.append(("Drop %s, resize wave" % cards.cell(g.slot[i]), "drop"))
    return items


def group(s):
    """(action or None, reason) for a kill by the selected defenders."""
    g = s.game
    legal = s._legal()
    who = ons.bits(s.sel)
    if len(who) == 1:
        a = ons.DESTROY * BASE + s.sel
        if a in legal:
            return a, ""
        return None, "%s can't kill alone" % cards.cell(g.slot[who[0]])  # (21 cells)
    a = ons.DESTROY * BASE + s.sel
    if a in legal:
        return a, ""
    for k in range(ons.SLOTS):
        if ons.MIX * BASE + k * 128 + s.sel in legal:
            return ons.MIX * BASE + k * 128 + s.sel, ""
    total = 0
    for i in who:
        if g.slot[i] >= 52:
            return None, "A joker kills alone"
        total += g.curval(i)
    v = ons.value(g.cur)
    if total != v:
        return None, "Sum %d, need %d" % (total, v)
    return None, "Mixed: needs a 3"
