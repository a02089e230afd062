# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Presses per move: how many buttons a player presses to make the computer's hinted move.

    python tools/presses.py [--games farsky,navigator] [--seeds N] [--first S] [--json]

For N deals of each game (default 20, from deal 1), the real app (``engine.ui.app.App``)
is played along the hint path: at each of the person's decisions the hint's action is
the move to make, and a breadth-first search over the real play screen finds the
fewest presses of the d-pad and A (and B, where it cancels something) that make the
screen play exactly that action, starting from where the screen put its cursor after the
last move. Those keys are then pressed on the app. The hint press itself is not counted:
this is what a player who knows the move presses. Deterministic: the same seeds give the
same table. Prints one row per game (moves, median, mean, 90th percentile, worst, and
the presses of a whole deal on average) and, with ``--json``, one JSON line per game.
A press that plays more than one move (Onslaught's "Next attacker" when nothing else
can be done, Navigator's ✶ playing the solver's calculation) counts once: the per-deal
column shows what that saves, the per-move columns cannot. Navigator's matches are
counted per round instead (its first 100 moves end mid-match), on a row of their own,
and Onslaught's per attacker turned (the hint's line, which follows a solver, can make
a deal last longer or end sooner when the keys play its moves in other groupings).

The search explores copies of the play screen (``copy.deepcopy``, the app replaced by
a probe whose ``act`` reports the action instead of playing it), so it sees exactly what
the player's keys do, including questions (Farsky's pair) and menus (Onslaught's card).
"""

import copy
import json
import sys

from toolkit import ROOT  # the root on sys.path too

sys.path.insert(0, ROOT)

from engine.game import GAME_IDS
from engine.ui.app import App
from engine.ui.screens import press
from hal.headless import MemoryStorage
from sim.__main__ import jump

KEYS = ("A", "LEFT", "RIGHT", "UP", "DOWN", "B")
DEPTH = 16  # no move needs more presses than this (else the search reports it)
MOVES = 100  # moves of the person per deal at most
NODES = 20000  # distinct screens explored per move at most


class Chosen(Exception):
    """The probe's answer: the play screen asked to play ``action``."""

    def __init__(self, action):
        Exception.__init__(self)
        self.action = action


class Probe:
    """Stands in for the app under a copied play screen: everything is read from the
    real app, but ``act`` stops the copy and says what it would have played."""

    def __init__(self, app):
        self.__dict__["_app"] = app

    def __getattr__(self, name):
        return getattr(self._app, name)

    def act(self, action):
        raise Chosen(action)


def clone(play, probe):
    """A copy of the play screen whose app is ``probe`` (modules shared, not copied)."""
    memo = {id(play.app): probe, id(play.text): play.text}
    for v in vars(play).values():  # work in progress (a generator) and modules (Travfuda
        for x in v if isinstance(v, tuple) else (v,):  # keeps its rules') are shared
            if type(x).__name__ in ("generator", "module"):
                memo[id(x)] = x
    return copy.deepcopy(play, memo)


_PLAIN = (int, str, bool, list, tuple, type(None))
_SKIP = ("msg", "told", "_due", "now", "shown", "clock", "held")  # words and clocks


def seen(play):
    """The play screen's own state (cursor, selection, mode...): two copies with equal
    states answer every key alike, so the search explores one. The message line and the
    clocks are left out (they change what is shown, not what a key does)."""
    d = vars(play)
    return repr([(k, d[k]) for k in sorted(d) if k not in _SKIP and isinstance(d[k], _PLAIN)])


def fewest(app, want):
    """The fewest keys that make the play screen play ``want`` (a list), or None."""
    probe = Probe(app)
    start = clone(app.play, probe)
    level = [([], start)]
    known = {seen(start)}
    nodes = 0
    for _depth in range(DEPTH):
        nxt = []
        for keys, sc in level:
            for k in KEYS:
                c = clone(sc, probe)
                try:
                    r = c.key(k)
                except Chosen as e:
                    if e.action == want:
                        return keys + [k]
                    continue  # another move: not this path
                if r is not None:
                    continue  # the pause menu or the result: off the play screen
                s = seen(c)
                if s in known:
                    continue
                known.add(s)
                nodes += 1
                if nodes > NODES:
                    return None
                nxt.append((keys + [k], c))
        level = nxt
        if not level:
            return None
    return None


def round_end(gid, g, a):
    """True for Navigator's "next round" at a showdown (a round's last press)."""
    if gid != "navigator":
        return False
    from engine.games import navigator as nav

    return g.phase == nav.PH_SHOW and a == nav.NEXT


def calc_step(gid, a):
    """True for a Navigator calculation step (its own row in the table)."""
    if gid != "navigator":
        return False
    from engine.games import navigator as nav

    return nav.STEP <= a < nav.UNDO


def play_deal(gid, seed, most=MOVES):
    """Presses of each of the person's moves in deal ``seed`` played along the hint path
    (the first ``most`` moves: a Navigator match can run for hundreds of rounds), as
    ``(presses, calculation step, round's end)`` triples."""
    app = App(MemoryStorage(), seed_source=lambda: seed)
    jump(app, gid, seed)
    press(app, [])
    counts = []
    guard = 0
    while not app.game.over() and guard < 2000 and len(counts) < most:
        guard += 1
        g = app.game
        if g.to_move() != 0:
            press(app, [])
            if app.game.to_move() != 0 and not app.game.over():
                press(app, ["A"])  # a screen that waits for A (an introduction)
            continue
        want = app.ai.hint(g)
        keys = fewest(app, want)
        if keys is None:
            raise SystemExit("%s deal %d: no keys play %r" % (gid, seed, want))
        n = len(g.log)
        old = list(g.log)
        end = round_end(gid, g, want)  # (before the press: it changes the phase)
        press(app, keys)
        h = app.game
        # (a Navigator round that ended starts a fresh log: nothing to compare then)
        if len(h.log) > n and h.log[:n] == old and h.log[n] != want:
            raise SystemExit("%s deal %d: %r played, not %r" % (gid, seed, h.log[n], want))
        counts.append((len(keys), calc_step(gid, want), end))
    if gid == "onslaught":  # the attackers the deal turned (the last count's third item)
        counts.append((0, False, 26 - len(app.game.att)))
    return counts


def summary(counts):
    """(moves, median, mean, 90th percentile, worst) of a list of press counts."""
    s = sorted(counts)
    n = len(s)
    if not n:
        return (0, 0, 0.0, 0, 0)
    med = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    return (n, med, sum(s) / n, s[min(n - 1, (9 * n) // 10)], s[-1])


def main(argv):
    games = list(GAME_IDS)
    seeds = 20
    first = 1
    if "-h" in argv or "--help" in argv:
        print(__doc__.strip())
        return 0
    as_json = "--json" in argv
    if "--games" in argv:
        games = argv[argv.index("--games") + 1].split(",")
    if "--seeds" in argv:
        seeds = int(argv[argv.index("--seeds") + 1])
    if "--first" in argv:
        first = int(argv[argv.index("--first") + 1])
    print("| game | moves | median | mean | 90% | worst | per deal |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for gid in games:
        deals = []
        for seed in range(first, first + seeds):
            deals.append(play_deal(gid, seed))
        attackers = 0
        if gid == "onslaught":
            for d in deals:
                attackers += d.pop()[2]
        pairs = [t for d in deals for t in d]
        per = sum([p for p, _c, _r in pairs]) / max(1, len(deals))
        rows = [(gid, [p for p, _c, _r in pairs], "%.1f" % per)]
        if gid == "navigator":
            steps = [p for p, c, _r in pairs if c]
            rows.append(("navigator (calculation steps)", steps, "-"))
            rounds = n = 0
            for d in deals:  # the presses of whole rounds (up to each match's last "next")
                ends = [i for i in range(len(d)) if d[i][2]]
                if ends:
                    rounds += len(ends)
                    n += sum([p for p, _c, _r in d[: ends[-1] + 1]])
            rows.append(("navigator (a round)", [], "%.1f" % (n / max(1, rounds))))
        if gid == "onslaught":
            total = sum([p for p, _c, _r in pairs])
            rows.append(("onslaught (an attacker)", [], "%.2f" % (total / max(1, attackers))))
        for name, counts, per in rows:
            n, med, mean, p90, worst = summary(counts)
            if not counts:  # (a row of its own column: presses per round)
                print("| %s | - | - | - | - | - | %s |" % (name, per))
                continue
            line = (name, n, "%g" % med, mean, p90, worst, per)  # (a median of 2, not 2.0)
            print("| %s | %d | %s | %.2f | %d | %d | %s |" % line)
            if as_json:
                out = {"game": name, "seeds": seeds, "moves": n, "median": med}
                out.update({"mean": round(mean, 2), "p90": p90, "worst": worst, "per": per})
                print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
