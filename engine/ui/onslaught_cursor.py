# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_cursor`
============================

The cursor of Onslaught's play screen (``engine.ui.onslaught``): where it is, the
selection, the open menu or number, and what A does from there (``_main``). The
drawing is in ``onslaught_draw``, the keys in ``onslaught``: three small modules the
device compiles one at a time, one class (``Screen``) built on the other two.
"""

from engine import cards
from engine.games import onslaught_moves as ons
from engine.games.onslaught_moves import BASE  # action = kind * BASE + argument
from engine.ui.onslaught_label import label  # (the presenter loads after the first frame)
from engine.ui.play import Play

BOX = 7  # cursor position of the pledge number (before a wave)


class Cursor(Play):
    """Onslaught play screen: the cursor's state and the actions it offers."""

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
            legal = self._legal()
            for i in range(ons.SLOTS):
                if ons.ABSORB * BASE + i in legal or ons.DESTROY * BASE + (1 << i) in legal:
                    self.pos = i
                    break
        if g.phase == ons.P_PLEDGE:
            self.pos = BOX  # the pledge number
            self.n = min(6, len(g.att)) if g.wave < ons.WAVES else len(g.att)
        elif g.phase == ons.P_SIZE:
            self.mode = "size"
            self.n = self._sizes()[0]

    # -- helpers -----------------------------------------------------------------------

    _lg = None  # the game and the number of actions played that _moves belongs to
    _ln = -1
    _moves = ()

    def _legal(self):
        """The game's legal actions, worked out once per position: every frame asks what
        A does (and a 5's shift asks once per defender), the rules' answer is the same
        until an action is played (subset sums and 5 shifts: ~0.1 ms on the VM, ~7 ms on
        a Pico each time). A new game object (undo, load) or one more action played
        makes a new list. Read only: callers never change it."""
        g = self.game
        n = g.played()
        if self._lg is not g or self._ln != n:
            self._moves = g.legal_actions()
            self._lg = g
            self._ln = n
        return self._moves

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
        return [a for a in self._legal() if a // BASE == ons.SHIFT and a % BASE // 512 == self.five]

    def _sources(self):
        out = []
        for a in self._shifts():
            x = a % BASE // 8 % 64
            if x not in out:
                out.append(x)
        return out

    def _targets(self):
        return [a for a in self._shifts() if a % BASE // 8 % 64 == self.moving]

    def _card_items(self, i):
        """The menu of slot ``i``: its own ways to meet the attacker, powers, drop."""
        g = self.game
        items = []
        legal = self._legal()
        for a in (ons.ABSORB * BASE + i, ons.DESTROY * BASE + (1 << i), ons.PEEK * BASE + i):
            if a in legal:
                items.append((label(g, a), a))
        if any([a // BASE == ons.SHIFT and a % BASE // 512 == i for a in legal]):
            items.append(("%s: move an attacker" % cards.cell(g.slot[i]), "shift"))
        if ons.RECAL * BASE + i in legal:
            items.append(("Drop %s, resize wave" % cards.cell(g.slot[i]), "drop"))
        return items

    def _group(self):
        """(action or None, reason) for a kill by the selected defenders."""
        g = self.game
        legal = self._legal()
        who = ons.bits(self.sel)
        if len(who) == 1:
            a = ons.DESTROY * BASE + self.sel
            if a in legal:
                return a, ""
            return None, "%s alone can't kill it" % cards.cell(g.slot[who[0]])
        a = ons.DESTROY * BASE + self.sel
        if a in legal:
            return a, ""
        for k in range(ons.SLOTS):
            if ons.MIX * BASE + k * 128 + self.sel in legal:
                return ons.MIX * BASE + k * 128 + self.sel, ""
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
        legal = self._legal()
        if legal == [ons.CONCEDE * BASE]:
            return legal[0], "No defence: give up"
        if self.mode == "menu":
            text, what = self.items[self.mi][0], self.items[self.mi][1]
            return what, text
        if self.mode == "size":
            return ons.SIZE * BASE + self.n, "New pledge: %d" % self.n
        if self.mode == "src":
            src = self._sources()
            x = src[self.pick % len(src)]
            return "src", "Move %s (%d of %d)" % (cards.cell(x), self.pick % len(src) + 1, len(src))
        if self.mode == "dst":
            t = self._targets()
            a = t[self.pick % len(t)]
            return a, label(g, a)
        if ph == ons.P_PEEK:
            a = ons.ORDER * BASE + self.order
            return a, label(g, a)
        if ph == ons.P_PLEDGE:
            a = ons.PLEDGE * BASE + self.n
            return a, label(g, a)
        if ph == ons.P_AFTER:
            a = ons.NEXT * BASE
            text = label(g, a)
            if g.faced == g.need and g.att and g.wave < ons.WAVES and g.count() > 3:
                text += ": LOST"
            return a, text
        if self.sel:
            a, why = self._group()
            return a, label(g, a) if a is not None else why
        for a in (ons.DESTROY * BASE + (1 << self.pos), ons.ABSORB * BASE + self.pos):
            if a in legal:
                return a, label(g, a)
        return None, "%s can't stop %s" % (cards.cell(g.slot[self.pos]), cards.cell(g.cur))
