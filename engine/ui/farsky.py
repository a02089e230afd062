# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.farsky`
==================

Play screen for Farsky Mappers: the route wraps over four rows (seven cards a
row, scrolled so the newest card is always visible); LEFT/RIGHT walk through the
fold partners and "Draw", A confirms, and a pair fold asks first.

A cursor move allocates nothing (a key's frame must be cheap: no collection between
keys): what a position fixes (its
choices, the line each shows, the route's glyphs) is made once a position, and rows 0-4
(title, stock, route) are drawn once a position and scroll and kept; an arrow pastes
them back and marks the lit cards and the cards a fold would take.
"""

from engine import cards
from engine.games.farsky import DRAW, PAIR
from engine.ui.frame import COLS
from engine.ui.glyphs import code
from engine.ui.play import Play

PER_ROW = 7
ROUTE_ROWS = 4
TOP = 1 + ROUTE_ROWS  # the kept rows: the title and the route
_OVER = (DRAW,)  # the choices shown once the game is over
_ROUTE_BLANK = b" " * (ROUTE_ROWS * COLS)  # the route's rows emptied: a slice copy
_UP = code("▲")
_DOT = code("·")  # on a card the choice would fold
_RIGHT = code("►")
_R5, _R6, _R7, _R8 = 5 * COLS, 6 * COLS, 7 * COLS, 8 * COLS  # where rows 5-7 start and end


def _row(s):
    """``s`` as a row of glyph codes (cut at 21, then spaces): what ``Frame.text(0, row,
    s)`` leaves on a cleared row, put in with one slice copy (a character at a time
    costs ~1.4 us a cell on the VM, a row ~30 us: ~8 ms of a Pico per frame for three)."""
    b = bytearray(COLS)
    for i in range(COLS):
        b[i] = code(s[i]) if i < len(s) else 32
    return b


_HELP = _row("A:ok ◄►pick B:menu")
_HELP_SCROLL = _row("A:ok B:menu ▲▼scroll")  # only once the route outgrows its rows
_ASK = _row("Fold the pair too?")
_ASK_HELP = _row("A:ok ◄►:yes/no B:back")


# Free bytes the hint's guide (engine.ai.farsky_guide: its code and a search of 40
# remembered positions) needs to begin, and leaves the screen (its menus, a save, the
# heuristic's hint) before it gives way
GUIDE_START = 24 * 1024
GUIDE_ROOM = 12 * 1024


def room(need):
    """Whether the heap has ``need`` bytes free (after a collection, when short)."""
    import gc

    free = getattr(gc, "mem_free", None)  # (CPython has none: room enough)
    if free is None or free() >= need:
        return True
    gc.collect()
    return free() >= need


class Screen(Play):
    """Farsky Mappers play screen."""

    def reset(self):
        self.cur = 0  # index into choices()
        self.asking = -1  # partner position while asking "fold the pair too?"
        self.keep = 0  # the answer under the cursor: 0 yes (fold the pair), 1 no (keep it)
        self.scroll = -1  # first route row shown; -1 follows the newest card
        # what a cursor move reuses (see _position and draw): the position they were made
        # for (game, actions played), its choices, the row each choice shows and the row
        # "N choices" (glyph codes: see _row), two glyph codes a route card, the outcome's
        # line once over
        self.pos = None
        self.ch = None
        self.lines = None
        self.count = None
        self.glyphs = None
        self.ended = None
        self.shown = -1  # the first route row of the kept rows (-1: none kept)
        self.top = bytearray(TOP * COLS)

    def choices(self):
        """Distinct fold partners (route positions), then DRAW: made once a position, so
        a cursor move makes nothing (the list is the screen's: do not change it)."""
        self._position()
        return self.ch

    def _position(self):
        """Make what the position fixes, unless made already for it: a new game object
        (undo, load) or one more action played makes them again."""
        g = self.game
        n = g.played()
        pos = self.pos
        if pos is not None and pos[0] is g and pos[1] == n:
            return
        self.pos = None  # (while made: a MemoryError leaves nothing half made)
        # the cards the device drew after the last move (no choice in them): said beside
        # the count of choices, so the player sees what the rules did. From the stock
        # before the move: kept with the last position when this is the next one (no
        # replay of the whole log at each move), else the position before the move
        # replayed, so a screen made afresh (a Continue, the best line) says the same.
        drew = 0
        if pos is not None and pos[0] is g and pos[1] == n - 1 and g.log:
            drew = pos[2] - len(g.stock)
        elif g.log:
            try:
                drew = len(g.replay(g.log[:-1]).stock) - len(g.stock)
            except MemoryError:  # a line the player can do without: the game goes on
                drew = 0
        legal = g.legal_actions()
        out = []
        for a in legal:
            p = a if a == DRAW else a % PAIR
            if p not in out:
                out.append(p)
        route = g.route
        top = len(route) - 1
        lines = []
        for p in out:
            if p == DRAW:
                text = "Draw next" if g.stock else "Finish route"
            else:
                text = "Fold %d to %s" % (top - p - 1, cards.name(route[p]))
                if PAIR + p in legal:
                    text += "+pr"
            row = _row("◄" + text)
            row[20] = _RIGHT
            lines.append(row)
        glyphs = bytearray(2 * len(route))
        for i in range(len(route)):
            cell = cards.cell(route[i])  # two glyphs: rank and suit (or "*J")
            glyphs[2 * i] = code(cell[0])
            glyphs[2 * i + 1] = code(cell[1])
        self.ch = out
        self.lines = lines
        t = "%d choice%s" % (len(out), "" if len(out) == 1 else "s")
        if 0 < drew <= len(route):
            t += "  drew"
            for c in route[len(route) - drew :]:
                t += " " + cards.cell(c)  # (a 10 in one cell: ⑩♦)
            if len(t) > COLS:
                t = "%d choice%s  drew %d" % (len(out), "" if len(out) == 1 else "s", drew)
        self.count = _row(t)
        self.glyphs = glyphs
        self.ended = None
        self.shown = -1
        self.pos = (g, n, len(g.stock))

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

    def over_key(self, k):
        """The final board: A the result, B takes back the last decision (a solitaire
        lets you try another line; the deal's end stays counted, see
        ``engine.ui.pause.undo_over``), ▲▼ scroll a route longer than the screen."""
        if k in ("UP", "DOWN"):  # the route scored, read from its start as in play
            self._scroll(-1 if k == "UP" else 1)
            return None
        return "over" if k == "A" else "undo" if k == "B" else None

    def _scroll(self, d):
        rows = (len(self.game.route) + PER_ROW - 1) // PER_ROW
        last = max(0, rows - ROUTE_ROWS)
        cur = last if self.scroll < 0 else self.scroll
        cur = min(max(cur + d, 0), last)
        self.scroll = -1 if cur == last else cur

    guide = None  # the hint's best line (engine.ai.farsky_guide), begun at the first hint;
    # False: none (the heuristic's hint alone)

    def hint(self):
        """Show why, and put the cursor on the hinted choice (with the pair question
        answered as the hint says when both folds are possible): A plays it. The move is
        the next of the best line the guide knows (the heuristic's when it
        knows none, or memory is short), its reason the presenter's."""
        g = self.game
        a = None
        if self.guide is not False and not g.over() and len(g.legal_actions()) > 1:
            try:
                if self.guide is None and room(GUIDE_START):
                    from engine.ai.farsky_guide import Guide

                    self.guide = Guide()
                if self.guide:
                    a = self.guide.hint(g)
            except MemoryError:
                self.guide = None
        if a is None:
            Play.hint(self)
        else:
            self.hint_action = a
            self.msg = self.text.reason(g, a)
        if self.hint_action is not None:
            self.point(self.hint_action)

    def tick(self, now):
        """Play's tick; once the player has asked for a hint, the guide's search goes on
        a slice a tick while the player thinks (work units, never time)."""
        Play.tick(self, now)
        if self.guide and not self.busy():
            self.guide.work(self.game)
            if not room(GUIDE_ROOM):  # (the game and its menus first: the next hint asks)
                self.guide.drop()
                self.guide = None

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
        """Rows 0-4 (title, stock, route) are drawn once a position and scroll and kept:
        an arrow pastes them back, inverts the lit cards (the top, the choice, the pair
        asked about) and dots the cards the choice would fold, and copies rows 5-7 in
        from rows of glyphs made once a position or at import (no allocation)."""
        g = self.game
        route = g.route
        self._position()
        over = g.over()
        ch = _OVER if over else self.ch
        if self.cur >= len(ch):
            self.cur = len(ch) - 1
        sel = ch[self.cur]
        rows = (len(route) + PER_ROW - 1) // PER_ROW
        first = max(0, rows - ROUTE_ROWS) if self.scroll < 0 else self.scroll
        if first != self.shown:
            self._rows(fr, first)
        fr.paste(self.top)
        top = len(route) - 1
        lo = first * PER_ROW
        hi = min(len(route), lo + ROUTE_ROWS * PER_ROW)
        # (three calls, not a loop over a tuple of them: that tuple would be made each frame)
        self._lit(fr, top, lo, hi, first)
        if sel != DRAW:
            self._lit(fr, sel, lo, hi, first)
        self._lit(fr, self.asking, lo, hi, first)
        cells = fr.cells
        if sel != DRAW:
            for i in range(max(sel + 1, lo), min(top, hi)):
                cells[(1 + i // PER_ROW - first) * COLS + i % PER_ROW * 3 + 2] = _DOT
        if first > 0:
            fr.text(20, 1, "▲")  # more route above (over a dot, as drawn last)
        if over:
            if self.ended is None:  # the outcome's line: once, not at every arrow
                self.ended = self.text.outcome(g).split("\n")[0]
            fr.text(0, 5, self.ended)
            fr.text(0, 6, "A:results  B:undo" if rows <= ROUTE_ROWS else "▲▼ A:results B:undo")
        elif self.asking >= 0:
            cells[_R5:_R6] = _ASK
            col = fr.text(1, 6, "Yes", not self.keep) + 2
            fr.text(col, 6, "No, keep them", self.keep == 1)
            if self.msg:  # the hint's reason, until the answer
                self.draw_msg(fr)
            else:
                cells[_R7:_R8] = _ASK_HELP
            return
        else:
            cells[_R5:_R6] = self.count
            cells[_R6:_R7] = self.lines[self.cur]
        if self.msg:
            self.draw_msg(fr)
        elif not over:
            cells[_R7:_R8] = _HELP_SCROLL if rows > ROUTE_ROWS else _HELP

    def _lit(self, fr, i, lo, hi, first):
        """Invert route card ``i`` (both its cells) when it is among those shown."""
        if lo <= i < hi:
            fr.invert(i % PER_ROW * 3, 1 + i // PER_ROW - first, 2)

    def _rows(self, fr, first):
        """Make the kept rows 0-4 show the route from row ``first`` (nothing lit): the
        title's row is drawn into the cleared frame and kept once a position; a scroll
        writes the route's rows into the kept rows alone (a frame's keep() makes a copy
        of the rows: 128 bytes on the VM)."""
        top = self.top
        if self.shown < 0:  # a new position: its title row
            g = self.game
            fr.text(0, 0, "Farsky #%d" % g.seed)
            fr.right(0, "▒%d" % len(g.stock))
            fr.keep(top)
        top[COLS:] = _ROUTE_BLANK
        glyphs = self.glyphs
        for i in range(first * PER_ROW, min(len(glyphs) // 2, (first + ROUTE_ROWS) * PER_ROW)):
            j = (1 + i // PER_ROW - first) * COLS + i % PER_ROW * 3
            top[j] = glyphs[2 * i]
            top[j + 1] = glyphs[2 * i + 1]
        if first > 0:
            top[COLS + 20] = _UP  # more route above
        self.shown = first
