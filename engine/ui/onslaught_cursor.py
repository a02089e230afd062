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

KEYS = []  # type: list  # onslaught_keys once imported (kept: an import allocates)


def keys():
    """The keys' module ``engine.ui.onslaught_keys`` (the keys, the hint, the card menus,
    a 5's moves, groups), imported on the first key, hint or best line and kept: a
    cursor in a menu, a move or a group got there by it. It leaves RAM with the play
    screen (``App.drop_play``)."""
    if not KEYS:
        from engine.ui import onslaught_keys

        KEYS.append(onslaught_keys)
    return KEYS[0]


class Cursor(Play):
    """Onslaught play screen: the cursor's state and the actions it offers."""

    BOX = BOX  # (for onslaught_keys, which imports nothing of this module: no cycle)

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
        self.sure = False  # A was pressed once on a step that loses: A again plays it
        g = self.game
        self._move_to_card()
        if g.phase == ons.P_FIGHT:  # start on a defender that can meet the attacker alone
            legal = self._legal()
            for i in range(ons.SLOTS):
                if ons.ABSORB * BASE + i in legal or ons.DESTROY * BASE + (1 << i) in legal:
                    self.pos = i
                    break
            else:  # none alone: the first group that can is lit, so A plays it at once
                for a in legal:
                    if a // BASE == ons.DESTROY or a // BASE == ons.MIX:
                        self.sel = a % 128
                        break
        if g.phase == ons.P_PLEDGE:
            self.pos = BOX  # the pledge number
            self.n = min(6, len(g.att)) if g.wave < ons.WAVES else len(g.att)
        elif g.phase == ons.P_SIZE:
            self.mode = "size"
            self.n = self.first_size(0)

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

    def first_size(self, drop):
        """The wave size a drop offers first (``drop``: 1 while the defender is still on
        the table): ending the wave when that is safe (at most three defenders left, or
        no attacker), else the size nearest the old pledge: a resize never loses at the
        press of A, and ▲▼ still reach every size."""
        g = self.game
        sizes = self._sizes()
        if sizes[0] == g.faced and (g.count() - drop <= 3 or not g.att):
            return g.faced
        best = sizes[-1]
        for n in sizes:
            if n > g.faced and abs(n - g.need) < abs(best - g.need):
                best = n
        return best

    def loses(self, a):
        """True when action ``a`` ends the game in a loss: a give-up, or a wave's end
        with more than three defenders (A asks once before it, see ``_main``)."""
        g = self.game
        if a == ons.CONCEDE * BASE:
            return True
        return (
            a == ons.NEXT * BASE
            and g.faced == g.need
            and bool(g.att)
            and g.wave < ons.WAVES
            and g.count() > 3
        )

    def _main(self):
        """(action or None, text) of what A does now."""
        g = self.game
        ph = g.phase
        legal = self._legal()
        if self.sure:
            return ons.CONCEDE * BASE if legal == [ons.CONCEDE * BASE] else ons.NEXT * BASE, (
                "Sure? A again: lose"
            )
        if legal == [ons.CONCEDE * BASE]:
            return legal[0], "No defence: give up"
        if self.mode == "menu":
            text, what = self.items[self.mi][0], self.items[self.mi][1]
            return what, text
        if self.mode == "size":
            text = "New pledge: %d" % self.n
            if self.n == g.faced:  # the wave ends: say whether that loses
                left = g.count() - (0 if ph == ons.P_SIZE else 1)
                text += ", LOST" if left > 3 and g.att else ", ends"
            return ons.SIZE * BASE + self.n, text
        if self.mode == "src":
            src = keys().sources(self)
            x = src[self.pick % len(src)]
            return "src", "Move %s (%d of %d)" % (cards.cell(x), self.pick % len(src) + 1, len(src))
        if self.mode == "dst":
            t = keys().targets(self)
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
            a, why = keys().group(self)
            return a, label(g, a) if a is not None else why
        for a in (ons.DESTROY * BASE + (1 << self.pos), ons.ABSORB * BASE + self.pos):
            if a in legal:
                return a, label(g, a)
        return None, "%s can't stop %s" % (cards.cell(g.slot[self.pos]), cards.cell(g.cur))
