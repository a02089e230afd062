# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught`
=====================

Onslaught's play screen. Row 0: wave, attackers faced/pledged, attackers left
(▒) and the score so far; row 1: the waiting attacker and any seen through a
7; rows 2-3: the seven defenders (``=6`` under a wounded one: worth 6 now);
row 4: ▲ under selected defenders; row 5: what A will do; row 6: keys.

Keys: ◄► move the cursor over the defenders. ▲ selects a defender for a group
(or raises the number being chosen), ▼ opens the defender's menu (absorb,
kill, its 3/5/7 power, drop it to resize the wave; lowers a number). A does
what row 5 says; B clears the selection, steps back, then opens the pause menu.
"""

from engine import cards
from engine.games import onslaught as ons
from engine.ui.play import Play

B = ons.BASE
BOX = 7  # cursor position of the pledge number (before a wave)


class Screen(Play):
    """Onslaught play screen."""

    def reset(self):
        self.pos = 0  # cursor: slot 0..6
        self.sel = 0  # selected slots (bitmask) for a group kill
        self.mode = ""  # "", "menu", "size", "src", "dst"
        self.items = []  # the card menu: (text, action or "shift" / "drop")
        self.mi = 0
        self.n = 6  # the pledge or the new wave size being chosen
        self.order = 0  # order index while ordering peeked attackers
        self.five = -1  # slot of the 5 being used, and the attacker it moves
        self.moving = -1
        self.pick = 0  # index into the shift sources / targets
        g = self.game
        self._move_to_card()
        if g.phase == ons.P_FIGHT:  # start on a defender that can meet the attacker alone
            legal = g.legal_actions()
            for i in range(ons.SLOTS):
                if ons.ABSORB * B + i in legal or ons.DESTROY * B + (1 << i) in legal:
                    self.pos = i
                    break
        if g.phase == ons.P_PLEDGE:
            self.pos = BOX  # the pledge number
            self.n = min(6, len(g.att)) if g.wave < ons.WAVES else len(g.att)
        elif g.phase == ons.P_SIZE:
            self.mode = "size"
            self.n = self._sizes()[0]

    # -- helpers -----------------------------------------------------------------------

    def _move_to_card(self, step=1):
        """Put the cursor on a defender (or the pledge number), going ``step``-wards."""
        g = self.game
        n = ons.SLOTS + (1 if g.phase == ons.P_PLEDGE else 0)
        for _ in range(n):
            if self.pos % n == BOX or g.slot[self.pos % n] >= 0:
                self.pos %= n
                return
            self.pos = (self.pos + step) % n

    def _sizes(self):
        """The wave sizes a drop may set: from the attackers faced to all, but not the same."""
        g = self.game
        out = []
        for n in range(g.faced, g.faced + len(g.att) + 1):
            if n != g.need:
                out.append(n)
        return out

    def _shifts(self):
        return [a for a in self.game.legal_actions()
                if a // B == ons.SHIFT and a % B // 512 == self.five]

    def _sources(self):
        out = []
        for a in self._shifts():
            x = a % B // 8 % 64
            if x not in out:
                out.append(x)
        return out

    def _targets(self):
        return [a for a in self._shifts() if a % B // 8 % 64 == self.moving]

    def _card_items(self, i):
        """The menu of slot ``i``: its own ways to meet the attacker, powers, drop."""
        g = self.game
        items = []
        legal = g.legal_actions()
        for a in (ons.ABSORB * B + i, ons.DESTROY * B + (1 << i), ons.PEEK * B + i):
            if a in legal:
                items.append((g.label(a), a))
        if any([a // B == ons.SHIFT and a % B // 512 == i for a in legal]):
            items.append(("%s: move an attacker" % cards.cell(g.slot[i]), "shift"))
        if ons.RECAL * B + i in legal:
            items.append(("Drop %s, resize wave" % cards.cell(g.slot[i]), "drop"))
        return items

    def _group(self):
        """(action or None, reason) for a kill by the selected defenders."""
        g = self.game
        legal = g.legal_actions()
        who = ons.bits(self.sel)
        if len(who) == 1:
            a = ons.DESTROY * B + self.sel
            if a in legal:
                return a, ""
            return None, "%s alone can't kill it" % cards.cell(g.slot[who[0]])
        a = ons.DESTROY * B + self.sel
        if a in legal:
            return a, ""
        for k in range(ons.SLOTS):
            if ons.MIX * B + k * 128 + self.sel in legal:
                return ons.MIX * B + k * 128 + self.sel, ""
        total = 0
        for i in who:
            if g.slot[i] >= 52:
                return None, "A joker kills alone"
            total += g.curval(i)
        v = ons.value(g.cur)
        if total != v:
            return None, "Sum %d, need %d" % (total, v)
        return None, "Mixed: needs a 3"

    def _main(self):
        """(action or None, text) of what A does now."""
        g = self.game
        ph = g.phase
        legal = g.legal_actions()
        if legal == [ons.CONCEDE * B]:
            return legal[0], "No defence: give up"
        if self.mode == "menu":
            text, what = self.items[self.mi][0], self.items[self.mi][1]
            return what, text
        if self.mode == "size":
            return ons.SIZE * B + self.n, "New pledge: %d" % self.n
        if self.mode == "src":
            src = self._sources()
            x = src[self.pick % len(src)]
            return "src", "Move %s (%d of %d)" % (cards.cell(x), self.pick % len(src) + 1,
                                                  len(src))
        if self.mode == "dst":
            t = self._targets()
            a = t[self.pick % len(t)]
            return a, g.label(a)
        if ph == ons.P_PEEK:
            a = ons.ORDER * B + self.order
            return a, g.label(a)
        if ph == ons.P_PLEDGE:
            a = ons.PLEDGE * B + self.n
            return a, g.label(a)
        if ph == ons.P_AFTER:
            a = ons.NEXT * B
            text = g.label(a)
            if g.faced == g.need and g.att and g.wave < ons.WAVES and g.count() > 3:
                text += ": LOST"
            return a, text
        if self.sel:
            a, why = self._group()
            return a, g.label(a) if a is not None else why
        for a in (ons.DESTROY * B + (1 << self.pos), ons.ABSORB * B + self.pos):
            if a in legal:
                return a, g.label(a)
        return None, "%s can't stop %s" % (cards.cell(g.slot[self.pos]), cards.cell(g.cur))

    # -- keys --------------------------------------------------------------------------

    def keys(self, k):
        g = self.game
        if g.phase == ons.P_SIZE and self.mode != "size":
            self.mode = "size"
            self.n = self._sizes()[0]
        if k == "B":
            return self._back()
        if self.mode == "menu":
            if k in ("UP", "DOWN"):
                self.mi = (self.mi + (1 if k == "DOWN" else -1)) % len(self.items)
            elif k == "A":
                self._do_item()
            return None
        if self.mode == "size":
            sizes = self._sizes()
            if k in ("UP", "DOWN"):
                j = sizes.index(self.n) if self.n in sizes else 0
                self.n = sizes[(j + (1 if k == "UP" else -1)) % len(sizes)]
            elif k == "A":
                self.mode = ""
                if g.phase != ons.P_SIZE:
                    self.act(ons.RECAL * B + self.pos)
                self.act(ons.SIZE * B + self.n)
                self.reset()
            return None
        if self.mode in ("src", "dst"):
            if k in ("LEFT", "RIGHT"):
                self.pick += 1 if k == "RIGHT" else -1
            elif k == "A":
                if self.mode == "src":
                    src = self._sources()
                    self.moving = src[self.pick % len(src)]
                    self.mode = "dst"
                    self.pick = 0
                else:
                    t = self._targets()
                    self.act(t[self.pick % len(t)])
                    self.reset()
            return None
        if g.phase == ons.P_PEEK:
            if k in ("LEFT", "RIGHT", "UP", "DOWN"):
                n = ons.NPERMS[g.peekn]
                self.order = (self.order + (1 if k in ("RIGHT", "UP") else -1)) % n
            elif k == "A":
                self.act(ons.ORDER * B + self.order)
                self.reset()
            return None
        if k in ("LEFT", "RIGHT"):
            step = 1 if k == "RIGHT" else -1
            self.pos += step
            self._move_to_card(step)
        elif k == "UP":
            self._up()
        elif k == "DOWN":
            self._down()
        elif k == "A":
            a, text = self._main()
            if a is None:
                self.say(text)
            else:
                self.act(a)
                self.reset()
        return None

    def _back(self):
        if self.mode == "dst":
            self.mode = "src"
        elif self.mode in ("menu", "src") or (self.mode == "size" and
                                               self.game.phase != ons.P_SIZE):
            self.mode = ""
        elif self.sel:
            self.sel = 0
        else:
            return "pause"
        return None

    def _up(self):
        g = self.game
        if g.phase == ons.P_PLEDGE:
            if self.pos != BOX:
                self.say("Groups are for attacks")
            elif g.wave == ons.WAVES:
                self.say("Wave 4 takes them all")
            else:
                self.n = self.n % len(g.att) + 1
        elif g.phase == ons.P_FIGHT:
            if g.slot[self.pos] < 0:
                self.say("No defender there")
            else:
                self.sel ^= 1 << self.pos
        else:
            self.say("No attacker to fight")

    def _down(self):
        g = self.game
        if g.phase == ons.P_PLEDGE and self.pos == BOX:
            if g.wave == ons.WAVES:
                self.say("Wave 4 takes them all")
            else:
                self.n = (self.n - 2) % len(g.att) + 1
            return
        items = self._card_items(self.pos)
        if not items:
            self.say("%s: nothing to do" % cards.cell(g.slot[self.pos]))
            return
        self.items = items
        self.mi = 0
        self.mode = "menu"

    def _do_item(self):
        what = self.items[self.mi][1]
        self.mode = ""
        if what == "shift":
            self.five = self.pos
            self.mode = "src"
            self.pick = 0
        elif what == "drop":
            self.mode = "size"
            sizes = self._sizes()
            self.n = self.game.faced if self.game.faced in sizes else sizes[0]
        else:
            self.act(what)
            self.reset()

    def hint(self):
        """Show the computer's advice and set the screen up so that A plays it."""
        Play.hint(self)
        a = self.hint_action
        if a is None:
            return
        g = self.game
        kind = a // B
        p = a % B
        self.reset()
        if kind == ons.PLEDGE:
            self.n = p
        elif kind == ons.ABSORB:
            self.pos = p
            if ons.DESTROY * B + (1 << p) in g.legal_actions():  # both: pick from the menu
                self._menu_at(a)
        elif kind == ons.DESTROY or kind == ons.MIX:
            who = ons.bits(p % 128)
            if len(who) == 1:
                self.pos = who[0]
            else:
                self.sel = p % 128
        elif kind == ons.PEEK:
            self.pos = p
            self._menu_at(a)
        elif kind == ons.RECAL:
            self.pos = p
            h = g.copy()
            h.apply(a)
            self.mode = "size"
            self.n = self.app.ai.hint(h) % B  # and the size the computer would pick
        elif kind == ons.SHIFT:
            self.pos = self.five = p // 512
            self.moving = p // 8 % 64
            self.mode = "dst"
            self.pick = self._targets().index(a)
        elif kind == ons.ORDER:
            self.order = p
        elif kind == ons.SIZE:
            self.n = p

    def _menu_at(self, a):
        """Open the cursor card's menu on action ``a``."""
        self.items = self._card_items(self.pos)
        self.mode = "menu"
        for j in range(len(self.items)):
            if self.items[j][1] == a:
                self.mi = j

    # -- drawing -----------------------------------------------------------------------

    def draw(self, fr):
        g = self.game
        ph = g.phase
        head = "W%d " % g.wave + ("pledge?" if ph == ons.P_PLEDGE else "%d/%d" % (g.faced, g.need))
        fr.text(0, 0, head)
        fr.right(0, "▒%d sc%d" % (len(g.att), g.returns()[0]))
        seen = g.peeked()
        if ph == ons.P_PLEDGE:
            col = fr.text(0, 1, "Face ")
            col = fr.text(col, 1, "%d" % self.n, inv=self.pos == BOX)
            fr.text(col, 1, " of %d" % len(g.att))
            if seen:
                fr.text(0, 4, "next" + "".join([" " + cards.cell(c) for c in seen]))
        elif ph == ons.P_PEEK:
            perm = ons.PERMS[self.order]
            seen = [seen[perm[k]] for k in range(len(seen))]
            fr.text(0, 1, "Order:" + "".join([" " + cards.cell(c) for c in seen]))
        else:
            col = 0
            if g.cur >= 0:
                col = fr.text(0, 1, "►" + cards.cell(g.cur), inv=True) + 1
            if seen:
                fr.text(col, 1, "next" + "".join([" " + cards.cell(c) for c in seen]))
            elif g.cur < 0 and ph != ons.P_PLEDGE and not g.over():
                fr.text(0, 1, "dealt with %d" % g.faced)
        hi = self._hint_slots()
        cursor = self.mode in ("", "menu") and not g.over() and ph != ons.P_PEEK
        for i in range(ons.SLOTS):
            c = g.slot[i]
            if c < 0:
                fr.text(3 * i, 2, "··")
                continue
            mark = (cursor and i == self.pos) or (self.mode == "src" and i == self._src_slot())
            if self.mode == "dst":
                t = self._targets()
                mark = i == t[self.pick % len(t)] % 8
            fr.text(3 * i, 2, cards.cell(c), inv=mark)
            if g.wounded(i):
                fr.text(3 * i, 3, "=%d" % g.curval(i))
            if self.sel >> i & 1:
                fr.text(3 * i, 4, "▲")
            elif hi >> i & 1:
                fr.text(3 * i, 4, "·")
        if g.over():
            fr.text(0, 5, g.outcome().split("\n")[0])
            fr.text(0, 6, "A: results")
            self.draw_msg(fr)
            return
        a, text = self._main()
        fr.text(0, 5, text[:21], inv=a is not None)
        fr.text(0, 6, self._help())
        self.draw_msg(fr)

    def _src_slot(self):
        src = self._sources()
        x = src[self.pick % len(src)]
        for i in range(ons.SLOTS):
            if x in self.game.held[i]:
                return i
        return -1

    def _hint_slots(self):
        a = self.hint_action
        if a is None:
            return 0
        kind = a // B
        if kind == ons.DESTROY or kind == ons.MIX:
            return a % 128
        if kind in (ons.ABSORB, ons.PEEK, ons.RECAL):
            return 1 << (a % B)
        return 0

    def _help(self):
        g = self.game
        if self.mode == "menu":
            return "▲▼ choose A ok B back"
        if self.mode == "size":
            return "▲▼ size A ok B back"
        if self.mode in ("src", "dst"):
            return "◄► choose A ok B back"
        if g.phase == ons.P_PEEK:
            return "◄► order  A ok"
        if g.phase == ons.P_PLEDGE:
            return "▲▼ size ◄►▼ card A go" if self.pos == BOX else "◄► move ▼ card A go"
        if g.phase == ons.P_FIGHT:
            return "▲ group ▼ card A ok"
        return "◄►▼ card  A go"
