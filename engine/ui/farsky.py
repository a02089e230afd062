# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.farsky`
==================

Play screen for Farsky Mappers: the route wraps over four rows (seven cards a
row, scrolled so the newest card is always visible); LEFT/RIGHT walk through the
fold partners and "Draw", A confirms, and a pair fold asks first.
"""

from engine import cards
from engine.games.farsky import DRAW, PAIR
from engine.ui.play import Play

PER_ROW = 7
ROUTE_ROWS = 4


class Screen(Play):
    """Farsky Mappers play screen."""

    def reset(self):
        self.cur = 0  # index into choices()
        self.asking = -1  # partner position while asking "fold the pair too?"
        self.keep = 0  # the answer under the cursor: 0 yes (fold the pair), 1 no (keep it)
        self.scroll = -1  # first route row shown; -1 follows the newest card

    def choices(self):
        """Distinct fold partners (route positions), then DRAW."""
        out = []
        for a in self.game.legal_actions():
            p = a if a == DRAW else a % PAIR
            if p not in out:
                out.append(p)
        return out

    def turn_key(self, k):
        g = self.game
        if self.asking >= 0:
            p = self.asking
            if k in ("LEFT", "RIGHT", "UP", "DOWN"):
                self.keep ^= 1
            elif k == "A":
                self.asking = -1
                self.act(p if self.keep else PAIR + p)
                self.cur = len(self.choices()) - 1 if not g.over() else 0
                self.scroll = -1
            elif k == "B":
                self.asking = -1  # cancelled: back to the choice, nothing played
            return None
        ch = self.choices()
        if self.cur >= len(ch):
            self.cur = len(ch) - 1
        if k == "LEFT":
            self.cur = (self.cur - 1) % len(ch)
        elif k == "RIGHT":
            self.cur = (self.cur + 1) % len(ch)
        elif k in ("UP", "DOWN"):
            self._scroll(-1 if k == "UP" else 1)
        elif k == "A":
            p = ch[self.cur]
            legal = g.legal_actions()
            if p == DRAW:
                self.act(DRAW)
            elif p in legal and PAIR + p in legal:
                self.asking = p  # both readings possible: ask (A on "yes" folds the pair)
                self.keep = 0
                return None
            elif PAIR + p in legal:
                self.act(PAIR + p)
            else:
                self.act(p)
            self.cur = len(self.choices()) - 1 if not g.over() else 0
            self.scroll = -1
        elif k == "B":
            return "pause"
        return None

    def _scroll(self, d):
        rows = (len(self.game.route) + PER_ROW - 1) // PER_ROW
        last = max(0, rows - ROUTE_ROWS)
        cur = last if self.scroll < 0 else self.scroll
        cur = min(max(cur + d, 0), last)
        self.scroll = -1 if cur == last else cur

    def hint(self):
        """Show why, and put the cursor on the hinted choice (with the pair question
        answered as the hint says when both folds are possible): A plays it."""
        Play.hint(self)
        if self.hint_action is not None:
            self.point(self.hint_action)

    def point(self, a):
        """Put the cursor on action ``a`` (the pair question answered as ``a`` says when
        both folds are possible): the hint, and the result screen's best line."""
        p = a if a == DRAW else a % PAIR
        ch = self.choices()
        if p in ch:
            self.cur = ch.index(p)
        legal = self.game.legal_actions()
        if p != DRAW and p in legal and PAIR + p in legal:
            self.asking = p
            self.keep = 0 if a >= PAIR else 1

    def draw(self, fr):
        g = self.game
        route = g.route
        fr.text(0, 0, "Farsky #%d" % g.seed)
        fr.right(0, "▒%d" % len(g.stock))
        ch = self.choices() if not g.over() else [DRAW]
        if self.cur >= len(ch):
            self.cur = len(ch) - 1
        sel = ch[self.cur]
        rows = (len(route) + PER_ROW - 1) // PER_ROW
        first = max(0, rows - ROUTE_ROWS) if self.scroll < 0 else self.scroll
        top = len(route) - 1
        for i in range(first * PER_ROW, min(len(route), (first + ROUTE_ROWS) * PER_ROW)):
            r = 1 + i // PER_ROW - first
            c = (i % PER_ROW) * 3
            mark = i == top or (sel != DRAW and i == sel) or (self.asking >= 0 and i == self.asking)
            fr.text(c, r, cards.cell(route[i]), inv=mark)
            if sel != DRAW and sel < i < top:
                fr.text(c + 2, r, "·")  # this card would be folded
        if first > 0:
            fr.text(20, 1, "▲")  # more route above
        if g.over():
            fr.text(0, 5, self.text.outcome(g).split("\n")[0])
            fr.text(0, 6, "A: results")
        elif self.asking >= 0:
            fr.text(0, 5, "Fold the pair too?")
            col = fr.text(1, 6, "Yes", not self.keep) + 2
            fr.text(col, 6, "No, keep them", self.keep == 1)
            if self.msg:  # the hint's reason, until the answer
                self.draw_msg(fr)
            else:
                fr.text(0, 7, "A:ok ◄►:yes/no B:back")
            return
        else:
            if sel == DRAW:
                text = "Draw next" if g.stock else "Finish route"
            else:
                text = "Fold %d to %s" % (top - sel - 1, cards.name(route[sel]))
                if PAIR + sel in g.legal_actions():
                    text += "+pr"
            fr.text(0, 6, "◄" + text)
            fr.text(20, 6, "►")
            fr.text(0, 5, "%d choice%s" % (len(ch), "" if len(ch) == 1 else "s"))
        if self.msg:
            self.draw_msg(fr)
        elif not g.over():
            fr.text(0, 7, "A:ok B:menu ▲▼scroll")
