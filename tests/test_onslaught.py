# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Onslaught on CPython: random play with invariant checks, saves, no peeking, the
solver against known answers and the bot's wins, and the play screen driven by keys."""

import subprocess
import sys

import pytest
from apphelp import finish
from helpers import micropython, play_screen
from helpers import press as press_shot

from engine import autoplay, cards, save, stats
from engine.ai import onslaught as ai
from engine.ai import onslaught_solver as solver
from engine.games import onslaught as ons
from engine.games.onslaught import Onslaught
from engine.rng import Rng
from engine.ui import onslaught_text as words
from engine.ui.onslaught import Screen

B = ons.BASE


def random_game(seed, steps=None):
    g = Onslaught(seed)
    r = Rng(seed * 7 + 1)
    n = 0
    while not g.over() and (steps is None or n < steps):
        legal = g.legal_actions()
        assert legal == sorted(legal) and len(set(legal)) == len(legal)
        for a in legal:
            assert 0 < len(words.label(g, a)) <= 21, words.label(g, a)
        a = r.choice(legal)
        g.apply(a)
        g.check()
        n += 1
    return g


@pytest.mark.parametrize("seed", range(1, 61))
def test_random_play_keeps_every_card(seed):
    g = random_game(seed)
    assert g.over() and len(g.log) <= Onslaught.MAX_ACTIONS
    for line in words.outcome(g).split("\n"):
        assert len(line) <= 21


def test_bot_games_keep_every_card_and_replay_from_saves():
    for seed in (3, 10, 21):
        g = Onslaught(seed)
        while not g.over():
            g.apply(ai.choose(g))
            g.check()
            if len(g.log) % 9 == 0:
                h = save.loads(save.dumps(g), Onslaught)
                assert (h.att, h.slot, h.held, h.phase) == (g.att, g.slot, g.held, g.phase)


def positions(seeds, every=3):
    """Positions from the bot's own games (every few actions)."""
    out = []
    for seed in seeds:
        g = Onslaught(seed)
        while not g.over():
            if len(g.log) % every == 0 and len(g.legal_actions()) > 1:
                out.append(g.copy())
            g.apply(ai.choose(g))
    return out


def test_choices_do_not_depend_on_unseen_cards():
    # the decks' hidden order is shuffled (the cards a 7 showed stay): same decision
    n = 0
    for g in positions((2, 5, 10, 14), 4):
        want = ai.choose(g)
        for k in range(2):
            d = g.determinize(0, Rng(len(g.log) * 3 + k))
            assert d.peeked() == g.peeked()
            assert ai.choose(d) == want
            n += 1
    assert n > 40


def test_a_peeking_player_would_be_caught():
    # the test above can fail: an order-reading choice changes under determinize
    g = Onslaught(4)
    g.apply(ons.PLEDGE * B + 5)
    changed = False
    for k in range(5):
        d = g.determinize(0, Rng(k))
        if d.att[-1] != g.att[-1]:
            changed = True
    assert changed


def test_solver_known_answers():
    aces = [[1] * 7] * 3  # later waves of aces: they cannot take a 1 or a K
    # the joker and an ace (+1) take the two 2s; 5 6 7 8 stay unwounded (the ace left: 1)
    assert solver.Solver([[1, 1, 5, 6, 7, 8, 14]] + aces, [2, 2], [0] * 6).run() == (27, True)
    # nothing stops a king here
    s = solver.Solver([[1, 1, 2, 2, 3, 3, 4]] * 4, [13] * 26, [0] * 6)
    assert s.run() == (-1, True)
    # the worked example's cards: the text's line keeps 7 8 9 K (37), but better is
    # 3+1 kills the 4, the 7 absorbs the 6 (1 left), the K absorbs the A (12 left) and
    # those two wounded (1 + 12) kill the K: 8 9 10 J stay, 38
    s = solver.Solver([[10, 11, 3, 7, 8, 9, 13]] + aces, [4, 6, 1, 13], [0] * 6)
    assert s.run() == (38, True)


def test_solver_is_bounded_and_says_so():
    r, proven, nodes = solver.solve(Onslaught(1), 300, solver.WIN_BEST)
    assert not proven and nodes == 300  # exactly the budget: never more
    lines = words.review(Onslaught(1), 300)
    assert lines[0] in ("Solver: unknown", "Deal was winnable")
    assert all([len(x) <= 21 for x in lines])


def test_review_leaves_the_solver_and_the_list_out_of_memory():
    """The result screen's review imports the solver (and the list of winnable deals)
    for its search only: the next deal is played without their code in the heap."""
    names = ("engine.ai.onslaught_solver", "engine.games.onslaught_winnable")
    lines = words.review(Onslaught(3))
    assert lines[0] in ("Deal was winnable", "No win was possible", "Solver: unknown")
    assert [n for n in names if n in sys.modules] == []
    import engine.ai

    assert not hasattr(engine.ai, "onslaught_solver")


def test_solver_finds_a_win_wherever_the_bot_won():
    checked = 0
    won = 0
    for seed in range(1, 16):  # the bot wins a few of these (12 and 15 today)
        g = autoplay.play(Onslaught, ai, seed)
        if g.won() and won < 3:
            won += 1
            r, proven, _ = solver.solve(g, 150000, solver.WIN_ANY)
            assert r >= 0 or not proven  # never "no win possible" for a deal won
            checked += 1 if proven else 0
    assert checked >= 1


def test_winnable_deals_option():
    from engine.games import onslaught_winnable as w

    found = 0
    deals = []
    for n in (0, 1, 2):
        g = Onslaught(n, [1])
        assert g.deal == w.deal_for(n) and w.is_winnable(g.deal) and g.deal not in deals
        deals.append(g.deal)
        h = Onslaught(g.deal)  # the same cards as that deal played with "all deals"
        assert (g.att, g.dfd, g.slot) == (h.att, h.dfd, h.slot)
        r, proven, _ = solver.solve(h, 100000, solver.WIN_ANY)
        assert r >= 0 or not proven
        found += 1 if r >= 0 else 0
    assert found >= 1
    assert w.deal_for(w.COUNT) == w.deal_for(0)  # the list wraps around


@pytest.mark.slow
def test_autoplay_lines_match_micropython(mpy_tree):
    # the same deals, the same play, under MicroPython in a 64K heap (compiled to .mpy,
    # as on the device); make test's per-game check is test_determinism.py
    lines = []
    autoplay.run("onslaught", 2, 7, out=lines)
    r = subprocess.run(
        [micropython(), "-X", "heapsize=64K", "-m", "engine.autoplay", "onslaught", "2", "7"],
        cwd=mpy_tree,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.stdout.strip().split("\n") == lines


# -- the play screen ----------------------------------------------------------------------


def screen(g):
    return play_screen(Screen, g, ai)


def press(sc, keys):
    """Press ``keys``; (the screen's rows, its highlighted runs)."""
    fr = press_shot(sc, keys)
    return str(fr).split("\n"), fr.selected()


def table_game(table, attackers, deck=None):
    """A game at the start of wave 1 with this table and these attackers on top."""
    g = Onslaught(1)
    g.slot = [-1 if t == "-" else ons_card(t) for t in table.split()]
    top = [ons_card(t) for t in attackers.split()]
    rest = [c for c in ons.RED if c not in top]
    g.att = rest + top[::-1]
    g.dfd = [c for c in ons.BLACK if c not in g.slot]
    g.check()
    return g


def ons_card(t):
    from engine import cards

    return cards.parse(t)


def test_screen_pledge_and_absorb():
    g = table_game("10S JS 3C 7C 8S 9C KS", "4H 6H AD KH")
    sc = screen(g)
    rows, sel = press(sc, "")
    assert rows[0].startswith("W1 pledge?") and rows[0].endswith("▒26 sc61")
    assert rows[1].startswith("Face 6 of 26")
    assert rows[2] == "⑩♠ J♠ 3♣ 7♣ 8♠ 9♣ K♠ "
    assert rows[5].startswith("Face 6 attackers")
    rows, sel = press(sc, "DOWN DOWN UP")  # 6 -> 4 -> 5
    assert rows[5].startswith("Face 5 attackers")
    rows, sel = press(sc, "DOWN A")
    assert g.need == 4 and rows[1].startswith("►4♥") and "►4♥" in sel
    assert rows[5].startswith("⑩♠ absorbs 4♥")  # the cursor is on the 10
    rows, sel = press(sc, "A")
    assert g.held[0] == [ons_card("4H")] and rows[3].startswith("=6")
    assert rows[5].startswith("Next attacker")


def test_screen_group_kill_and_refusals():
    g = table_game("10S JS 3C 7C 8S 9C KS", "4H 6H AD KH")
    for a in (
        ons.PLEDGE * B + 4,
        ons.ABSORB * B + 0,
        ons.NEXT * B,
        ons.ABSORB * B + 1,
        ons.NEXT * B,
        ons.ABSORB * B + 2,
        ons.NEXT * B,
    ):
        g.apply(a)
    sc = screen(g)
    rows, _ = press(sc, "")
    assert rows[3].rstrip() == "=6 =5 =2"
    # no defender alone meets the king: the first group that can is marked
    assert rows[4].startswith("▲  ▲  ▲") and rows[5].startswith("K♥ = 6+5+2")
    assert rows[6].startswith("▲group ▼card B:clear")
    rows, _ = press(sc, "B A")  # cleared: the 10 (worth 6) alone cannot meet a king
    assert rows[7].startswith("⑩♠ can't stop K♥")
    rows, _ = press(sc, "UP RIGHT RIGHT RIGHT UP")  # the wounded 10 and the unwounded 7
    assert rows[4].startswith("▲        ▲")
    assert rows[5].startswith("Mixed: needs a 3")
    rows, _ = press(sc, "A")
    assert rows[7].startswith("Mixed: needs a 3") and not g.over() and g.cur >= 0
    rows, _ = press(sc, "B LEFT UP LEFT UP LEFT UP")  # now 3, J and 10: 2 + 5 + 6
    assert rows[5].startswith("K♥ = 6+5+2")
    press(sc, "A")
    assert g.slot[:3] == [-1, -1, -1] and g.phase == ons.P_AFTER


def test_screen_seven_peek_and_order():
    g = table_game("7S 9S 8C 6C 2C KS QC", "2H 3H 4H 5H")
    sc = screen(g)
    rows, _ = press(sc, "RIGHT DOWN")  # from the pledge box to the 7: its menu
    assert rows[5].startswith("7♠: see next 3")
    rows, _ = press(sc, "A")
    assert g.phase == ons.P_PEEK and rows[1].startswith("Order: 2♥ 3♥ 4♥")
    rows, _ = press(sc, "LEFT")
    assert rows[1].startswith("Order: 4♥ 3♥ 2♥")
    press(sc, "A")
    assert g.phase == ons.P_PLEDGE and g.peeked() == [ons_card(t) for t in ("4H", "3H", "2H")]


def test_screen_five_shift_and_drop_to_resize():
    g = table_game("5S 9S 8C 6C 2C KS QC", "4H 10H")
    for a in (ons.PLEDGE * B + 2, ons.ABSORB * B + 1, ons.NEXT * B):
        g.apply(a)
    sc = screen(g)
    sc.pos = 0
    rows, _ = press(sc, "DOWN")
    assert rows[5].startswith("5♠: move an attacker")
    rows, _ = press(sc, "A")
    assert rows[5].startswith("Move 4♥")
    rows, _ = press(sc, "A")
    assert rows[5].startswith("5♠ moves 4♥ to 8♣")
    rows, _ = press(sc, "RIGHT")
    assert rows[5].startswith("5♠ moves 4♥ to 6♣")
    press(sc, "A")
    assert g.held[3] == [ons_card("4H")] and not g.wounded(1)
    sc.pos = 1
    press(sc, "A")  # the healed 9 (+1) destroys the 10
    assert g.slot[1] == -1 and g.phase == ons.P_AFTER
    sc.pos = 4  # the 2: drop it and end the wave now (2 faced)
    rows, _ = press(sc, "DOWN")
    assert rows[5].startswith("Drop 2♣, resize wave")
    rows, _ = press(sc, "A")
    assert rows[5].startswith("New pledge: 3")  # 2 is the current size: not offered
    rows, _ = press(sc, "UP")
    assert rows[5].startswith("New pledge: 4")
    press(sc, "DOWN A")
    assert g.need == 3 and g.slot[4] == -1


def test_screen_give_up_and_hint():
    g = table_game("AS 2S 4S - - - -", "KH 2H")
    g.apply(ons.PLEDGE * B + 2)
    sc = screen(g)
    rows, sel = press(sc, "")
    assert rows[5].startswith("No defence: give up")
    rows, _ = press(sc, "A")  # a give-up asks once (it throws the deal away)
    assert rows[5].startswith("Sure? A again: lose") and not g.over()
    press(sc, "A")
    assert g.over() and not g.won()
    g = table_game("10S JS 3C 7C 8S 9C KS", "4H 6H AD KH")
    sc = screen(g)
    sc.hint()
    hinted = sc.hint_action
    assert hinted // B == ons.PLEDGE and sc.msg == words.reason(g, hinted)
    rows, _ = press(sc, "")
    assert rows[5].startswith(words.label(g, hinted))  # A now plays the hint
    press(sc, "A")
    assert g.log == [hinted]


def test_screen_hint_then_a_plays_the_computer_game():
    # every hint (pledge, kill, group, drop and size, peek and order...) is set up on the
    # screen so that A plays it: the game is the autoplayer's, action for action
    g = Onslaught(2)
    sc = screen(g)
    while not g.over():
        sc.hint()
        rows, _ = press(sc, "A")
        if rows[5].startswith("Sure? A again: lose"):  # a losing step asks once
            press(sc, "A")
    assert g.log == autoplay.play(Onslaught, ai, 2).log
    kinds = set([a // B for a in g.log])
    assert {ons.PLEDGE, ons.RECAL, ons.SIZE, ons.PEEK, ons.ORDER} <= kinds


def test_bot_clears_the_table_at_a_wave_end_for_the_free_kill():
    # a wave complete with five unwounded defenders: look ahead with the spare 7 and put
    # the strongest of the three on top, then drop the rest (the size goes up and comes
    # back to the attackers faced): that attacker dies for free
    g = table_game("JK 2S 9S 8S 7S 6C 5C", "KH 3H QD")
    for a in (ons.PLEDGE * B + 2, ons.DESTROY * B + 1, ons.NEXT * B, ons.DESTROY * B + 2):
        g.apply(a)
    seen = []
    while g.wave == 1:
        a = ai.choose(g)
        assert a // B in (ons.PEEK, ons.ORDER, ons.RECAL, ons.SIZE, ons.NEXT), words.label(g, a)
        if a // B == ons.ORDER:
            seen = g.peeked()
        g.apply(a)
    assert g.freekills == 1 and g.count() == 7
    assert ons.value(g.adisc[-1]) == max([ons.value(c) for c in seen])
    assert [a // B for a in g.log[4:]] == [ons.PEEK, ons.ORDER] + [ons.RECAL, ons.SIZE] * 4 + [
        ons.NEXT
    ]


def test_opening_compiles_no_presenter_until_its_words_are_needed():
    """A board running the sources compiles each module it imports. Opening
    Onslaught (its entry, New game, Start, the first frame) compiles the action labels
    (engine.ui.onslaught_label: row 5 says what A does) but not the presenter
    (engine.ui.onslaught_text: the result, the statistics, the review), which the
    first hint then brings in, the same module the result screen reads."""
    from engine.ui.app import App, drop_game
    from engine.ui.screens import PlayHost, press
    from hal.headless import MemoryStorage

    words_mod = "engine.ui.onslaught_text"
    drop_game("onslaught")
    app = App(MemoryStorage(), seed_source=lambda: 3)
    press(app, ["A", "DOWN"])
    app.key("A")  # Onslaught
    app.key("A")  # New game
    app.key("A")  # Start
    shown = str(app.draw())
    assert isinstance(app.screen, PlayHost)
    assert "Face 6 attackers" in shown  # the label of what A does, on the first frame
    assert words_mod not in sys.modules and "engine.ai.onslaught" not in sys.modules
    # the keys and what the actions do come at the first key; the books (statistics,
    # invariants) at the deal's end
    for part in ("ui.onslaught_keys", "games.onslaught_actions", "games.onslaught_books"):
        assert "engine." + part not in sys.modules, part
    app.play.hint()
    assert words_mod in sys.modules and app.text is sys.modules[words_mod]
    assert app.play.msg and app.play.msg in str(app.draw())
    drop_game("onslaught")


def test_the_first_key_brings_the_keys_and_memory_short_for_them_is_one_line():
    """The play screen's keys (engine.ui.onslaught_keys) are compiled at the first key,
    not when the game opens; when the heap cannot hold them the player reads one line,
    the key does nothing, and B still opens the pause menu (Save & quit)."""
    import builtins

    from engine.ui.app import App, drop_game
    from engine.ui.screens import press
    from hal.headless import MemoryStorage

    keys_mod = "engine.ui.onslaught_keys"
    drop_game("onslaught")
    app = App(MemoryStorage(), seed_source=lambda: 3)
    press(app, ["A", "DOWN", "A", "A", "A"])  # Onslaught, New game, Start
    assert keys_mod not in sys.modules
    orig = builtins.__import__

    def short(name, *args, **kw):
        if "onslaught_keys" in name or "onslaught_keys" in (args[2] if len(args) > 2 else ()):
            raise MemoryError
        return orig(name, *args, **kw)

    builtins.__import__ = short
    try:
        shown = str(press(app, ["A"]))
        assert "Keys need more RAM" in shown and "Face 6 attackers" in shown
        assert app.game.log == []  # the key did nothing
        shown = str(press(app, ["B"]))
        assert shown.startswith("Paused") and "Resume" in shown  # the pause menu
    finally:
        builtins.__import__ = orig
    press(app, ["A"])  # Resume
    before = len(app.game.log)
    press(app, ["A"])  # Face 6 attackers: the keys load now
    assert keys_mod in sys.modules and len(app.game.log) == before + 1
    assert "engine.games.onslaught_actions" in sys.modules
    # the deal's end still counts it: the statistics come with the books
    finish(app)
    st = stats.parse(app.storage.files["stats_onslaught.txt"])
    assert st["played"] == 1 and st["deal"] == app.deal
    drop_game("onslaught")


def test_memory_short_for_the_keys_at_the_first_idle_tick_tries_once():
    """The first idle tick after the first frame loads the keys' code; when the heap
    cannot hold it, the deal goes on without a review begun in play (the result screen
    does it) and later ticks do not try again: the first key does, and says so."""
    import builtins

    from engine.ui.app import App, drop_game
    from engine.ui.screens import press
    from hal.headless import MemoryStorage

    drop_game("onslaught")
    app = App(MemoryStorage(), seed_source=lambda: 3)
    press(app, ["A", "DOWN", "A", "A", "A"])  # Onslaught, New game, Start
    app.draw()
    tries = []
    orig = builtins.__import__

    def short(name, *args, **kw):
        if "onslaught_keys" in name or "onslaught_keys" in (args[2] if len(args) > 2 else ()):
            tries.append(name)
            raise MemoryError
        return orig(name, *args, **kw)

    builtins.__import__ = short
    try:
        for _ in range(5):
            app.tick(app.now)
        assert len(tries) == 1 and app.early is False
        assert "Keys need more RAM" in str(press(app, ["RIGHT"]))
        assert len(tries) == 2
    finally:
        builtins.__import__ = orig
    drop_game("onslaught")


@pytest.mark.parametrize("seed", range(1, 41))
def test_every_wave_end_says_what_the_rules_did(seed):
    """A wave's end (but the last) either discards the defenders left on the
    table or, with none left, defeats the next attacker for free; the words name them,
    whole, in 21 columns (the message line) and 18 (the move log's indented line).
    Random play reaches crowded losses and early wins too: no words there."""
    from engine.ui import onslaught_log

    for g in (Onslaught(seed), Onslaught(seed + 1000)):
        r = Rng(seed)
        bot = g.seed < 1000
        while not g.over():
            a = ai.hint(g) if bot else r.choice(g.legal_actions())
            table = [g.slot[i] for i in range(ons.SLOTS) if g.slot[i] >= 0]
            top = g.att[-1] if g.att else -1
            was = words.wave_end(g)
            assert onslaught_log.snap(g) == was
            g.apply(a)
            said = words.ruled(g, was)
            logged = onslaught_log.aftermath(g, was, 0)
            assert len(said) <= 21 and len(logged) <= 18, (said, logged)
            if g.cleared == was[0]:  # no wave ended (a move, a loss)
                assert said == logged == "", (words.label(g, a), said)
            elif not table and top >= 0:  # cleared: the next attacker was defeated at once
                assert g.freekills == was[1] + 1
                assert said == "Clear bonus kills " + cards.cell(top)
                assert logged == "bonus kills " + cards.cell(top)
            elif g.phase == ons.P_WON:  # the attackers ran out: the table is the score
                assert said == logged == ""
            else:
                names = " ".join([cards.cell(c) for c in table])
                assert said == "Discarded " + names and logged == "discarded " + names
