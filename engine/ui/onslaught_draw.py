# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.onslaught_draw`
==========================

How Onslaught's play screen (``engine.ui.onslaught``) draws itself; the layout is in
that module's docstring.
"""

from engine import cards
from engine.games import onslaught_moves as ons
from engine.games.onslaught_moves import BASE
from engine.ui.frame import clip
from engine.ui.onslaught_cursor import BOX, Cursor, keys


class Board(Cursor):
    """Onslaught play screen: the drawing."""

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
            # a loop, not a comprehension: one that read ``seen`` and ``perm`` would make
            # both closure cells, allocated at every draw() whatever the phase
            col = fr.text(0, 1, "Order:")
            for k in range(len(seen)):
                col = fr.text(col, 1, " ")
                col = fr.text(col, 1, cards.cell(seen[perm[k]]))
        else:
            col = 0
            if g.cur >= 0:
                col = fr.text(0, 1, "►" + cards.cell(g.cur), inv=True) + 1
            if seen:
                fr.text(col, 1, "next" + "".join([" " + cards.cell(c) for c in seen]))
            elif g.cur < 0 and ph != ons.P_PLEDGE and not g.over():
                # (once "dealt with 3", which no page explained: the pledge's words)
                fr.text(0, 1, "Faced %d of %d" % (g.faced, g.need))
        hi = self._hint_slots()
        cursor = self.mode in ("", "menu") and not g.over() and ph != ons.P_PEEK
        src = self._src_slot() if self.mode == "src" else -1
        dst = -1
        if self.mode == "dst":
            t = keys().targets(self)
            dst = t[self.pick % len(t)] % 8
        for i in range(ons.SLOTS):
            c = g.slot[i]
            if c < 0:
                fr.text(3 * i, 2, "··")
                continue
            mark = i == dst if dst >= 0 else (cursor and i == self.pos) or i == src
            fr.text(3 * i, 2, cards.cell(c), inv=mark)
            if g.wounded(i):
                fr.text(3 * i, 3, "=%d" % g.curval(i))
            if self.sel >> i & 1:
                fr.text(3 * i, 4, "▲")
            elif hi >> i & 1:
                fr.text(3 * i, 4, "·")
        if g.over():
            fr.text(0, 5, self.text.outcome(g).split("\n")[0])
            fr.text(0, 6, "A:results  B:undo")
            self.draw_msg(fr)
            return
        a, text = self._main()
        fr.text(0, 5, clip(text), inv=a is not None)  # (cut at a word, as every line)
        fr.text(0, 6, self._help())
        self.draw_msg(fr)

    def _src_slot(self):
        src = keys().sources(self)
        x = src[self.pick % len(src)]
        for i in range(ons.SLOTS):
            if x in self.game.held[i]:
                return i
        return -1

    def _hint_slots(self):
        a = self.hint_action
        if a is None:
            return 0
        kind = a // BASE
        if kind == ons.DESTROY or kind == ons.MIX:
            return a % 128
        if kind in (ons.ABSORB, ons.PEEK, ons.RECAL):
            return 1 << (a % BASE)
        return 0

    def _help(self):
        """The keys' line: each names what B does here (B clears, steps back
        or opens the menu by the state: the line tells which)."""
        g = self.game
        if self.sure:
            return "A:lose it  B:no"
        if self.mode == "menu":
            return "▲▼ choose A ok B:back"
        if self.mode == "size":
            return "▲▼ size A ok " + ("B:menu" if g.phase == ons.P_SIZE else "B:back")
        if self.mode in ("src", "dst"):
            return "◄► choose A ok B:back"
        if g.phase == ons.P_PEEK:
            return "◄► order A ok B:menu"
        if g.phase == ons.P_PLEDGE:
            return "▲▼ size A go B:menu" if self.pos == BOX else "◄►▼ card A go B:menu"
        if g.phase == ons.P_FIGHT:
            return "▲group ▼card B:clear" if self.sel else "▲group ▼card B:menu"
        return "◄►▼ card A go B:menu"
