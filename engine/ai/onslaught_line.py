# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ai.onslaught_line`
==========================

The review's best line for Onslaught's result screen: the moves that reach the score the
review found, for a player who asks how.

The review (``engine.ai.onslaught_solver``) finds the best score ``S`` but not a path to
it: its wave starts are frames whose values it remembers, so a win it counts may sit
behind a remembered wave start. Here a second, plainer search (``Line``) looks for a
win worth at least ``S`` and keeps its path: the solver's own moves and bound, the bar
at ``S - 1`` from the start, no frames, so the stack from the root to the first such
win is the line. Its "seen" table and its dead wave starts are sound because the bar
never moves: a node explored to its end held no win worth ``S``.

Then ``Translate`` turns that path of abstract nodes ``(wave, table, deck, fresh)``
into the real game's actions, one abstract move at a time, by trying the game's legal
actions of that kind until the game's abstraction (``node``) equals the path's next
node. Both are iterative and stepped in the solver's work units (the result screen
stays live, B cancels).
"""

from engine.ai.onslaught_solver import _POP, JOKER, TT_SLOTS, Solver, deal_of

LINE_NODES = 12000  # the line search's budget: enough to find every line measured
# (docs/BENCH.md, "Constants measured once"), where the review's budget missed some
HELD = 40  # children kept waiting on the stack, at most (more: see ``Line.hold``)
CLEAR = (-1, (), (), True)  # the path's last node: the clear table's free kill took the last
SLICE = 6  # nodes per slice (as the review's)


class Line(Solver):
    """A search for a win worth at least ``target``, keeping its path. ``step(n)`` as
    the solver's; once ``done``, ``path`` is the nodes from the deal's start to the
    win (``CLEAR`` last when the clear table's free kill took the last attacker), or
    None when the budget ran out (or no such win exists).

    Memory: the solver keeps every level's waiting children (with a 7 on the table,
    each level's peeks hold a deck of their own: 30K on the board). Here at most
    ``HELD`` wait: beyond that the shallowest levels' lists are let go, and a level
    whose list went is expanded again when the search comes back to it (its children
    explored since are in the table of nodes seen, so they are not tried again; one
    the table forgot is explored again: sound, only slower)."""

    def __init__(self, waves, deck, options, target, budget=LINE_NODES, slots=TT_SLOTS, first=0):
        # (its wave starts' cache small: it only marks dead starts, at one bar; ``first``:
        # the wave whose start, as dealt, is the root, ``deck`` what it faces)
        Solver.__init__(self, waves, deck, options, budget, 1, slots, first, 64)
        self.target = target
        self.best = target - 1  # the bar: only a win worth ``target`` counts
        self.path = None
        self.again = 0  # levels expanded again (their lists let go: see ``hold``)
        self.limit = budget // 2  # a first pass without powers, as the solver's
        self._root()
        self.held = 1  # children waiting in the stack's lists (the root)

    def step(self, n):
        """Expand at most ``n`` more nodes; True when the search is over."""
        stack = self.stack
        owner = self.owner
        n += self.nodes
        while self.nodes < n and not self.done:
            if not stack:
                if self.full:  # searched to the end: no win worth the target
                    self.done = self.proven = True
                    break
                self.full = True  # the pass without powers ended: the full search
                self.limit = self.budget
                self.reset()
                self._root()
                self.held = 1
                continue
            kids = stack[-1]
            if kids is None:  # let go: its children again (the explored ones are seen)
                kids = stack[-1] = self.expand(owner[-1])
                self.again += 1
                self.expanded += 1
                self.tally()
                self.held += len(kids)
                continue
            if not kids:
                stack.pop()
                st = owner.pop()
                if st is not None and st[3]:  # (the root's list has no owner)
                    self.dead(st)
                continue
            ub, st, h1, h2 = kids.pop()
            self.held -= 1
            if ub < 0 or ub >> 7 <= self.best:  # the rest of this list is no better
                self.held -= len(kids)
                del kids[:]
                continue
            i = h1 & (self.slots - 1)
            c = self.tt[i >> 6]
            i = (i & 63) * 2
            if c[i] == h1 and c[i + 1] == h2:
                continue  # explored to its end before: nothing worth the target
            if not st[3] and st[0] < 3:
                spent = self.spent(st)
                self.tally()
                if spent is True:
                    continue
            if self.nodes >= self.limit:
                if self.full:
                    self.done = True  # out of budget: no line
                    break
                del stack[:]  # the first pass's share is spent
                del owner[:]
                self.held = 0
                continue
            c[i] = h1
            c[i + 1] = h2
            self.expanded += 1
            kids = self.expand(st)
            self.tally()
            if self.best >= self.target:  # a win from ``st``: the line is the stack
                path = owner[1:]
                path.append(st)
                if st[2]:  # (st has attackers left: its clear ending took the last)
                    path.append(CLEAR)
                self.path = path
                self.done = True
                break
            if kids:
                stack.append(kids)
                owner.append(st)
                self.held += len(kids)
                if self.held > HELD:
                    self.hold()
            elif st[3]:
                self.dead(st)
        if self.done:
            self.release()
        return self.done

    def hold(self):
        """Let the shallowest levels' lists of children go (not the deepest's, nor the
        root's) until at most ``HELD`` children wait."""
        stack = self.stack
        for k in range(1, len(stack) - 1):
            kids = stack[k]
            if kids is not None:
                self.held -= len(kids)
                stack[k] = None
                if self.held <= HELD:
                    return

    def release(self):
        """Free the search's memory (the lists let go are None: see ``hold``)."""
        stack = self.stack
        for k in range(len(stack)):
            if stack[k] is None:
                stack[k] = []
        Solver.release(self)

    def dead(self, st):
        """Wave start ``st`` is explored to its end without a win worth the target: its
        value is below it (what ``spent`` reads to cut the nodes that only lead there)."""
        h1, h2 = self.fingerprints(st[2])
        self.remember(st[0], h1, h2, (self.target - 1) * 2)


def node(g):
    """The solver's node for game ``g`` at a decision between attackers (phase pledge or
    after): ``(wave, table, deck, fresh)`` as ``engine.ai.onslaught_solver`` has them."""
    table = []
    for i in range(7):
        c = g.slot[i]
        if c >= 0:
            f = JOKER if c >= 52 else c % 13 + 1
            held = tuple(sorted([x % 13 + 1 for x in g.held[i]]))
            table.append((f, held, g.scar[i]))
    deck = tuple([c % 13 + 1 for c in reversed(g.att)])
    return (g.wave - 1, tuple(sorted(table)), deck, g.phase == 0)


def same(g, b):
    """Whether game ``g`` is at the path's node ``b``: exactly, or with defenders holding
    attackers as the solver keeps one where no 5 may shift (its value alone:
    ``(value + 1, (1,), 1)``, see ``Solver.resolve``; a table may hold both kinds)."""
    n = node(g)
    if n == b:
        return True
    if b is CLEAR or n[0] != b[0] or n[2] != b[2] or n[3] != b[3] or len(n[1]) != len(b[1]):
        return False
    left = list(n[1])
    rest = []
    for d in b[1]:  # the same defenders first
        if d in left:
            left.remove(d)
        else:
            rest.append(d)
    for d in rest:  # then each by its value alone
        for e in left:
            if e[1] and (e[0] - sum(e[1]) + 1, (1,), 1) == d:
                left.remove(e)
                break
        else:
            return False
    return True


def pledges(path):
    """Per wave, the pledge that fits the path: the attackers it faces there, plus one
    when an odd number of defenders is dropped at its end (each drop must change the
    wave's size: the drops alternate between one more and the attackers faced, and the
    last must leave it at the attackers faced)."""
    out = [0, 0, 0, 0]
    for k in range(1, len(path)):
        a = path[k - 1]
        b = path[k]
        if b[0] == a[0] and len(b[2]) == len(a[2]) - 1:
            out[a[0]] += 1  # an attacker dealt with
        elif b is CLEAR or b[0] == a[0] + 1:  # the wave ends: the drops it needs
            n = len(a[1]) if b is CLEAR or b[2] != a[2] else max(0, len(a[1]) - 3)
            out[a[0]] += n & 1
    return out


class Translate:
    """The real game's actions along ``path`` (``Line.path``) from ``game``'s start:
    ``step()`` translates one abstract move (trying the legal actions of its kind until
    the game's ``node`` is the path's next one); once ``done``, ``actions`` holds the
    line, or None when a move found no match (a bug: the tests replay every line).
    ``here``: the path starts where ``game`` stands (a wave start), not at its deal's."""

    def __init__(self, game, path, here=False):
        from engine.games import onslaught_moves as ons

        self.ons = ons
        self.g = game.copy() if here else game.__class__(game.seed, game.options)
        self.path = path
        self.k = 1  # the path's next node
        self.pledge = pledges(path)
        self.actions = []
        self.done = False

    def play(self, a):
        """Play ``a`` on the line's game and keep it."""
        self.g.apply(a)
        self.actions.append(a)

    def known(self, a):
        """Play ``a``, one of the game's legal actions, without validating it again (the
        legal moves of a fight are most of a translation's time)."""
        g = self.g
        g._apply(a)
        g.log.append(a)
        self.actions.append(a)

    def step(self, n=1):
        """Translate up to ``n`` more abstract moves; True when done."""
        while n > 0 and not self.done:
            n -= 1
            path = self.path
            if self.k >= len(path):  # the path's end: its last wave ends, won
                if self.g.phase == self.ons.P_AFTER:
                    self.play(self.ons.NEXT * self.ons.BASE)
                self.finish(self.g.phase == self.ons.P_WON)
            elif not self.move(path[self.k - 1], path[self.k]):
                self.finish(False)
            else:
                self.k += 1
        return self.done

    def finish(self, ok):
        self.done = True
        if not ok:
            self.actions = None
        self.g = None

    def move(self, a, b):
        """Play the actions taking the game from node ``a`` to node ``b``: False when
        none of the legal ones do."""
        ons = self.ons
        g = self.g
        base = ons.BASE
        if b is CLEAR or b[0] != a[0]:  # the wave ends
            return self.end(b is CLEAR or b[2] != a[2]) and (b is CLEAR or same(self.g, b))
        if len(b[2]) == len(a[2]) - 1:  # the next attacker
            if g.phase == ons.P_PLEDGE:
                self.play(ons.PLEDGE * base + self.pledge[a[0]])
            else:
                self.play(ons.NEXT * base)
            g = self.g
        n = g.count() - len(b[1])  # defenders the move takes off the table
        legal = g.legal_actions()
        for x in legal:  # (a 7's peek last: the others cost one copy each, it six)
            kind = x // base
            if kind == ons.NEXT or kind == ons.RECAL or kind == ons.PLEDGE or kind == ons.PEEK:
                continue
            if kind == ons.ABSORB and n != 0 or kind == ons.DESTROY and n != _POP[x % 128]:
                continue  # (the wrong count of defenders left: no copy needed to see it)
            if kind == ons.MIX and n != _POP[x % 128] + 1:
                continue
            h = g.copy()
            h._apply(x)  # (legal: validated again when played)
            if same(h, b):
                self.known(x)
                return True
        for x in legal:
            if x // base != ons.PEEK:
                continue
            h = g.copy()
            h._apply(x)  # (legal: validated again when played)
            if h.phase == ons.P_PEEK:  # a 7: each order of what it shows
                for o in h.legal_actions():
                    t = h.copy()
                    t._apply(o)
                    if same(t, b):
                        self.known(x)
                        self.known(o)
                        return True
            elif same(h, b):
                self.known(x)
                return True
        return False

    def end(self, clear):
        """End the wave: drop unwounded defenders (all of them to ``clear`` the table,
        else down to three), each drop resizing the wave, then end it."""
        ons = self.ons
        g = self.g
        base = ons.BASE
        n = g.count()
        drops = n if clear else max(0, n - 3)
        for i in range(ons.SLOTS):
            if drops and g.slot[i] >= 0 and not g.wounded(i):
                drops -= 1
                self.play(ons.RECAL * base + i)
                self.play(ons.SIZE * base + (g.faced + 1 if g.need == g.faced else g.faced))
        if drops or g.need != g.faced:
            return False
        self.play(ons.NEXT * base)
        return True


class Finder:
    """The result screen's stepped search for the line to ``target`` (the review's
    best) from ``game``'s start: ``step()`` advances it a slice (the search, then one
    abstract move's translation per slice); once ``done``, ``line`` holds the actions,
    or None (``failed``: out of memory; else the budget ran out). ``modules`` are the
    ones the screen forgets afterwards."""

    modules = ("engine.ai.onslaught_line", "engine.ai.onslaught_solver")

    def __init__(self, game, target, budget=LINE_NODES):
        waves, deck = deal_of(game)
        self.game = game
        self.search = Line(waves, deck, game.options, target, budget)
        self.tr = None
        self.line = None
        self.failed = False
        self.done = False

    def percent(self):
        """How far the search is, in percent of its budget (99 while translating)."""
        if self.tr is not None:
            return 99
        s = self.search
        return min(99, s.nodes * 100 // s.budget)

    def step(self, n=SLICE):
        """One slice; True when the line is found (or cannot be)."""
        if self.done:
            return True
        try:
            if self.tr is None:
                s = self.search
                if s.step(n):
                    if s.path is None:
                        self.done = True
                    else:
                        self.tr = Translate(self.game, s.path)
                        s.path = None
            elif self.tr.step(1):
                self.line = self.tr.actions
                self.done = True
        except MemoryError:
            self.failed = True
            self.done = True
        if self.done:
            self.cancel()
        return self.done

    def cancel(self):
        """Stop: the search's memory is freed (``line`` stays when it was found)."""
        self.search.release()
        self.tr = None
        self.game = None
        self.done = True


def find(game, target, budget=LINE_NODES):
    """The real actions of a line from ``game``'s start to a win worth at least
    ``target`` (tools and tests, at once; the result screen steps ``Finder``), or None."""
    waves, deck = deal_of(game)
    s = Line(waves, deck, game.options, target, budget)
    while not s.step(1000):
        pass
    if s.path is None:
        return None
    t = Translate(game, s.path)
    while not t.step(100):
        pass
    return t.actions
