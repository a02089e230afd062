# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""A game lost by accident, keys that mean one thing, Navigator's pace. Each
test reads the player's screen before and after the keys."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "portable"))

from apphelp import new_app, screen, to_last_choice

from engine.games import onslaught_moves as ons
from engine.ui.screens import press
from sim.__main__ import jump


def rows(app):
    """The screen's eight rows."""
    return screen(app).split("\n")


# -- Onslaught: deal 10564 (defenders 4♠ 3♠ 5♠ 4♣ 6♠ 8♠ 8♣, first attacker 4♦) ---------


def onslaught_after_first_kill():
    """Deal 10564 pledged at 2, 4♦ killed by 3♠: "Next attacker" waits, 6 defenders."""
    app = new_app()
    jump(app, "onslaught", 10564)
    press(app, ["DOWN"] * 4 + ["A"])  # the pledge 6 -> 2, face it
    s = rows(app)
    assert s[1].startswith("►4♦") and s[5].startswith("3♠ kills 4♦")
    press(app, ["A"])
    s = rows(app)
    assert s[0].startswith("W1 1/2") and s[1].startswith("Faced 1 of 2")
    assert s[5].startswith("Next attacker")
    return app


def test_onslaught_resize_offers_a_size_that_does_not_lose():
    app = onslaught_after_first_kill()
    s = str(press(app, ["DOWN"]))  # 4♠'s menu
    assert s.split("\n")[5].startswith("Drop 4♠, resize wave")
    s = rows(app)
    s = str(press(app, ["A"]))
    # 5 defenders left: ending the wave now (pledge 1) would lose; it offered exactly
    # that before, and A lost the game
    assert s.split("\n")[5].startswith("New pledge: 3")
    s = str(press(app, ["DOWN"]))
    assert s.split("\n")[5].startswith("New pledge: 1, LOST")


def test_onslaught_losing_step_asks_once_and_b_says_no():
    app = onslaught_after_first_kill()
    press(app, ["DOWN", "A", "DOWN", "A"])  # drop 4♠, pledge 1: the wave is complete
    s = rows(app)
    assert s[5].startswith("End wave 1: LOST") and s[6].startswith("◄►▼ card A go B:menu")
    s = rows(app) if press(app, ["A"]) else None
    assert s[5].startswith("Sure? A again: lose") and s[6].startswith("A:lose it  B:no")
    assert not app.game.over()
    s = str(press(app, ["B"])).split("\n")  # no: the step again, the game on
    assert s[5].startswith("End wave 1: LOST") and not app.game.over()
    s = str(press(app, ["A", "A"])).split("\n")
    assert app.game.over()
    # the loss says what happened: too many defenders, not an attacker breaking through
    assert s[5].startswith("Too many in wave 1") and s[6].startswith("A:results  B:undo")


def test_onslaught_final_board_b_undoes_and_undo_leaves_no_half_drop():
    app = onslaught_after_first_kill()
    press(app, ["DOWN", "A", "DOWN", "A", "A", "A"])
    assert app.game.over()
    s = str(press(app, ["B"])).split("\n")  # the final board: B takes the end back
    assert not app.game.over()
    assert s[5].startswith("End wave 1: LOST") and s[7].startswith("Undone")
    # undo again (pause menu): the drop and its size go together, 4♠ is back
    s = str(press(app, ["B", "DOWN", "DOWN", "A"])).split("\n")
    assert s[2].startswith("4♠ ·· 5♠") and s[5].startswith("Next attacker")
    assert "New pledge" not in "\n".join(s)
    # the deal lost first stays counted; the one played on counts as a deal of its own
    st = app.storage.files["stats_onslaught.txt"].split("\n")
    assert "played 1" in st and "undo 2" in st


def test_farsky_final_board_b_undoes_the_last_choice():
    """Farsky's final board took B to the result, as A does: the last choice (here
    "Finish route" where a fold was open) could not be taken back, and ▲▼ did not
    scroll the route scored. Now B undoes it, as in Onslaught, ▲▼ scroll, and the
    footer says both."""
    app = new_app()
    jump(app, "farsky", 7)
    press(app, [])
    to_last_choice(app)
    s = rows(app)
    assert s[6].startswith("◄Finish route"), s
    s = str(press(app, ["A"])).split("\n")
    assert app.game.over() and s[6].rstrip() == "▲▼ A:results B:undo", s
    assert s[1].endswith("▲")  # the route scored is longer than the screen: ▲ reads on
    up = str(press(app, ["UP"])).split("\n")
    assert up[2][:20] == s[1][:20] and up[5:7] == s[5:7], up  # a row further back
    s = str(press(app, ["B"])).split("\n")
    assert not app.game.over() and type(app.screen).__name__ == "PlayHost"
    assert s[6].startswith("◄Fold 47") and s[7].startswith("Undone"), s
    # the deal ended stays counted; the one played on counts as a deal of its own
    st = app.storage.files["stats_farsky.txt"].split("\n")
    assert "played 1" in st and "undo 2" in st


def test_onslaught_final_board_undo_skips_a_step_without_a_choice():
    """Deal 3 played by the hint ends on "No defence: give up", the only move there: B
    on the final board took back just that step, so A could only give up again. Undo
    now goes back to the last step with a choice."""
    app = new_app()
    jump(app, "onslaught", 3)
    press(app, [])
    for _ in range(200):
        if app.game.over():
            break
        s = str(press(app, ["HINT", "A"]))
        if "A again" in s:  # a losing step asks once
            press(app, ["A"])
    g = app.game
    assert g.over() and not g.won(0)
    assert app.text.label(g.replay(g.log[:-1]), g.log[-1]) == "No defence: give up"
    s = str(press(app, ["B"])).split("\n")
    assert s[5].startswith("Next attacker") and s[7].startswith("Undone"), s
    assert len(app.game.legal_actions()) > 1


def test_onslaught_result_names_the_crowd_not_an_overrun():
    app = onslaught_after_first_kill()
    press(app, ["DOWN", "A", "DOWN", "A", "A", "A"])
    s = str(press(app, ["A"]))
    assert "Too many in wave 1" in s and "5 defenders, max 3" in s
    assert "Overrun" not in s


def test_onslaught_next_attacker_plays_itself_when_nothing_else_is_possible():
    app = new_app()
    jump(app, "onslaught", 10564)
    app.game.wave = ons.WAVES  # the last wave: no drop to resize, and no 7 on the table
    app.play.reset()
    press(app, ["A"])
    s = rows(app)
    assert s[0].startswith("W4 0/26") and s[5].startswith("3♠ kills 4♦")
    s = str(press(app, ["A"])).split("\n")  # one press: 4♦ killed, the next one shows
    assert s[0].startswith("W4 1/26") and s[1].startswith("►") and not s[1].startswith("►4♦")
    assert "Next attacker" not in s[5]


def test_onslaught_a_group_is_lit_when_no_defender_can_alone():
    app = new_app()
    jump(app, "onslaught", 10564)
    press(app, ["DOWN"] * 4 + ["A"])  # attacker 4♦
    g = app.game
    g.slot = [1, 40, -1, -1, -1, -1, -1]  # 2♠ and 2♣: neither alone, both together
    g.held = [[] for _ in range(ons.SLOTS)]
    app.play._lg = None  # (the screen keeps the legal moves of a position: a new one)
    app.play.reset()
    s = rows(app)
    assert s[2].startswith("2♠ 2♣ ··") and s[4].startswith("▲  ▲")
    assert "4♦" in s[5] and "can't" not in s[5] and s[6].startswith("▲group ▼card B:clear")
    s = str(press(app, ["A"])).split("\n")  # one press plays the group
    assert g.slot[0] < 0 and g.slot[1] < 0 and not s[1].startswith("►4♦")


def test_onslaught_a_lone_defender_too_weak_is_said_whole():
    """▲ on one defender too weak for the attacker: the line was cut at the edge,
    "6♠ alone can't kill i"; now it fits."""
    app = new_app()
    jump(app, "onslaught", 3)
    s = str(press(app, ["A", "LEFT", "LEFT", "LEFT", "UP"])).split("\n")
    assert s[1].startswith("►8♦") and s[4].startswith("▲")
    assert s[5].rstrip() == "6♠ can't kill alone", s


def test_farsky_rules_say_what_b_does_at_the_pair_question():
    """The rules said "A yes, B keep them", but B goes back without folding (the
    footer's "B:back"); they now say what each key does there."""
    from engine.ui import rules

    text = " ".join(" ".join([b for _t, b in rules.read_rules("farsky")]).split())
    assert "B keep them" not in text
    assert "A answers, B goes back to the choices without folding" in text
    app = new_app()
    jump(app, "farsky", 3)
    s = str(press(app, ["HINT", "A", "RIGHT", "A"])).split("\n")
    assert s[5].startswith("Fold the pair too?") and "B:back" in s[7], s
    s = str(press(app, ["B"])).split("\n")
    assert s[6].startswith("◄Fold 2 to 7♣+pr"), s  # back at the choice: nothing folded


def test_farsky_hint_says_most_only_when_no_fold_removes_more():
    """Deal 5021: the hint folds 1 card to J♠ while a pair fold removes 2; its reason
    said "Folds 1: most now". A pair fold counts its pair too now."""
    app = new_app()
    jump(app, "farsky", 5021)
    s = str(press(app, ["HINT", "A"] * 9 + ["HINT"])).split("\n")
    assert s[6].startswith("◄Fold 1 to J♠"), s
    assert s[7].rstrip() == "Folds 1: more later", s
    s = str(press(app, ["RIGHT"])).split("\n")
    assert s[6].startswith("◄Fold 0 to K♦+pr"), s  # the pair: 2 cards go


def test_onslaught_hint_reasons_are_true_of_the_move():
    """ "Keeps the 3 for later" was said whenever some unused defender had a power,
    though no other way to meet the attacker would spend it (deal 3: J♣ absorbs 8♦);
    "Too many: drop one" was said for a drop with the table within the limit of 3."""
    from engine.ui import onslaught_text

    app = new_app()
    jump(app, "onslaught", 3)
    s = str(press(app, ["HINT", "A", "HINT"])).split("\n")
    assert s[5].startswith("J♣ absorbs 8♦") and s[7].rstrip() == "Absorbs: no card lost", s
    app = onslaught_after_first_kill()  # six defenders: a drop is needed
    g = app.game
    drop = [a for a in g.legal_actions() if a // ons.BASE == ons.RECAL][0]
    assert onslaught_text.reason(g, drop) == "Too many: drop one"
    for i in (2, 3, 4):  # three left: within the limit
        g.slot[i] = -1
    drop = [a for a in g.legal_actions() if a // ons.BASE == ons.RECAL][0]
    assert onslaught_text.reason(g, drop) == "Drop one: new pledge"


def test_onslaught_footer_says_what_b_does():
    app = onslaught_after_first_kill()
    assert rows(app)[6].rstrip().endswith("B:menu")  # after an attacker: the menu
    s = str(press(app, ["DOWN"])).split("\n")
    assert s[6].startswith("▲▼ choose A ok B:back")  # the card's menu: B closes it
    s = str(press(app, ["B"])).split("\n")
    assert s[6].rstrip().endswith("B:menu")
    assert str(press(app, ["B"])).startswith("Paused")


def test_onslaught_rules_open_with_the_keys_the_screen_uses():
    app = new_app()
    jump(app, "onslaught", 1)
    s = str(press(app, ["B", "DOWN", "DOWN", "DOWN", "A"]))
    assert s.startswith("How to play") and "◄►▼ pick" not in s
    # the keys as the screen names them (its footer's "▼card"), and no row numbers to
    # count: "row 5" was the sixth row from the top
    flat = " ".join(s.split())
    assert "▲ group; ▼ card menu" in flat and "A: the move named" in flat
    assert "row" not in flat
    s = str(press(app, ["RIGHT"]))
    assert s.startswith("Controls         2/16")
    text = s
    while "▼more" in s:
        s = str(press(app, ["DOWN"]))
        text += s
    flat = " ".join(text.split())
    assert "B takes back the last move" in flat and "asks first" in flat
    assert "The line above the keys says what A will do" in flat and "row" not in flat
    s = str(press(app, ["RIGHT"]))
    text = s
    while "▼more" in s:
        s = str(press(app, ["DOWN"]))
        text += s
    assert s.startswith("The screen") or "The screen" in text
    flat = " ".join(text.split())
    assert "sc the score" in flat and "how many of the wave you faced" in flat


# -- paths that throw a deal away ask first -------------------------------------------


def test_new_game_from_the_game_menu_asks_before_replacing_a_saved_deal():
    app = new_app()
    jump(app, "onslaught", 10564)
    press(app, ["A"])  # a move: the deal is worth keeping
    press(app, ["B", "DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "A"])
    s = rows(app)
    assert s[0].startswith("Onslaught") and s[1].startswith("►Continue")
    s = str(press(app, ["DOWN", "A"]))  # New game
    assert s.startswith("Leave saved deal?") and "►No, keep it" in s
    s = str(press(app, ["A"]))  # no: the game menu, Continue still there
    assert "Continue" in s
    press(app, ["DOWN", "A", "DOWN", "A"])  # yes: the options of a new deal
    assert not screen(app).startswith("Leave")


# -- Navigator's pace -------------------------------------------------------------------


def navigator_calc(seed):
    """Deal ``seed`` of Navigator with A pressed until the person's calculation."""
    from engine.games import navigator as nav

    app = new_app()
    jump(app, "navigator", seed)
    for _ in range(40):
        g = app.game
        if g.to_move() == 0 and g.phase == nav.PH_CALC:
            return app
        press(app, ["A"])
    raise AssertionError("no calculation reached")


def test_navigator_a_on_the_star_plays_the_whole_calculation():
    app = navigator_calc(3)
    s = rows(app)
    assert s[2].startswith("Pick two values") and s[3].startswith("1 1 6 ✶")
    assert s[6].startswith("A: solver calculates") and app.draw().selected() == ["✶"]
    s = str(press(app, ["A"])).split("\n")  # one press, both steps
    assert s[2].startswith("Result 36") and s[3].startswith("4 away")
    assert s[6].startswith("A done  B undo") and s[7].startswith("Makes 36: 4 away")


def test_navigator_showdown_says_a_tie_pays_nothing():
    app = navigator_calc(7)
    s = str(press(app, ["A", "A"])).split("\n")  # the solver's calculation, done
    assert s[0].startswith("Showdown R1/12")
    assert all(r.rstrip().endswith("✓+0") for r in s[1:5])
    assert s[5].startswith("All tied: nobody pays")
    s = str(press(app, ["A"])).split("\n")  # the next round: nobody's chips moved
    assert s[0].rstrip().endswith("●10") and s[1].startswith("P2●10 P3●10 P4●10")


def test_navigator_match_ends_after_twelve_rounds_by_default():
    from engine.games import navigator as nav

    app = navigator_calc(3)
    s = str(press(app, ["A", "A"])).split("\n")
    assert s[0].startswith("Showdown R1/12")
    app.game.round = 12  # (the twelfth round's showdown, without playing eleven rounds)
    s = str(app.draw()).split("\n")
    assert s[0].startswith("Showdown R12/12") and s[6].startswith("A end match")
    s = str(press(app, ["HINT"])).split("\n")  # the hint says what A does
    assert s[7].rstrip() == "End the match", s
    s = str(press(app, ["A"])).split("\n")
    assert app.game.phase == nav.PH_OVER and s[7].startswith("A: results")
    s = str(press(app, ["A"]))
    assert "Winners: P2 P3 P4" in s and "P2●11 P3●11" in s and "You lose" in s


def test_navigator_new_deal_asks_first_in_a_later_round():
    app = navigator_calc(3)
    press(app, ["A", "A", "A"])  # the calculation, done, the next round
    g = app.game
    assert g.round == 2 and g.played() > 0
    s = str(press(app, ["B"] + ["DOWN"] * 6 + ["A"]))  # Paused -> New deal
    # round 2's log starts afresh at the checkpoint: round 1 is still a match in progress
    assert s.startswith("Leave this deal?") and "►No, play on" in s
    s = str(press(app, ["A"]))
    assert s.startswith("Paused") and app.game is g


def test_navigator_says_the_calculation_step_done():
    """A step by hand replaced two values by its result, and nothing said which: the
    player read "-6 1" and had to work out "3-9". Now the message line says the step."""
    app = navigator_calc(5)
    s = rows(app)
    assert s[3].startswith("3 9 1 ✶") and not s[7].strip(), s
    s = str(press(app, ["RIGHT", "A", "RIGHT", "A", "RIGHT"])).split("\n")  # 3, 9, then -
    assert s[4].startswith("3 + - × ÷ ^ 9") and "-" in app.draw().selected(), s
    s = str(press(app, ["A"])).split("\n")
    assert s[3].startswith("-6 1 ✶") and s[7].rstrip() == "3-9=-6", s


def test_navigator_showdown_drops_the_last_computers_move():
    """The computer's move that began the showdown ("P4 is ready") stayed on the message
    line of every showdown page, as if still news. Now the showdown opens without it."""
    app = navigator_calc(5)
    s = str(press(app, ["A", "A"])).split("\n")  # the solver's calculation, done
    assert s[0].startswith("Showdown R1/12") and s[6].startswith("A next"), s
    assert not s[7].strip(), s
    s = str(press(app, ["DOWN"])).split("\n")  # the best possible page
    assert s[6].startswith("Best possible") and not s[7].strip(), s


def test_navigator_how_to_play_holds_for_every_round_limit():
    """How to play said "12 rounds: most chips wins." whatever the Rounds option (8, 20,
    no limit). Now it says the rounds set, 12 by default."""
    from engine.games import navigator as nav

    rounds = [o.key for o in nav.Navigator.OPTIONS].index("rounds")
    for value in (0, 2):  # no limit, 12
        opts = [o.default for o in nav.Navigator.OPTIONS]
        opts[rounds] = value
        app = new_app()
        jump(app, "navigator", 5, opts)
        s = str(press(app, ["B", "DOWN", "DOWN", "DOWN", "A"]))
        assert s.startswith("How to play") and "12 rounds" not in s, s
        text = " ".join(s.split())  # one screen (test_rules_open_on_a_one_screen_how_to_play)
        assert "Most chips after the set rounds (12 by default) wins." in text, s


def test_navigator_last_showdown_offers_the_end_not_another_round():
    """The last round's showdown offered "A next" (or, out of chips, "A watch B leave")
    and the hint "Next round": there is none, A ends the match. Now both say so."""
    from engine.games import navigator as nav

    opts = [o.default for o in nav.Navigator.OPTIONS]
    opts[[o.key for o in nav.Navigator.OPTIONS].index("rounds")] = 1  # 8 rounds
    app = new_app()
    jump(app, "navigator", 5, opts)
    g = app.game
    while not (g.phase == nav.PH_SHOW and g.round == 7):
        press(app, ["A"])
        g = app.game
    s = rows(app)  # round 7: the match goes on
    assert s[0].startswith("Showdown R7/8") and s[6].startswith("A next"), s
    press(app, ["A"])
    while app.game.phase != nav.PH_SHOW:
        press(app, ["A"])
    s = rows(app)  # round 8: out of chips, yet no round to watch
    assert s[0].startswith("Showdown R8/8") and s[4].rstrip().endswith("✗"), s
    assert s[6].rstrip() == "A end match  ▼ best", s
    s = str(press(app, ["HINT"])).split("\n")
    assert s[7].rstrip() == "End the match", s
    s = str(press(app, ["A"])).split("\n")
    assert app.game.over() and s[7].startswith("A: results"), s
