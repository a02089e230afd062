# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky Mappers rules scenarios (CPython and MicroPython)."""

from engine import cards
from engine.ai import farsky as ai
from engine.games.farsky import DRAW, PAIR, Farsky, matches, pair_ok
from engine.ui import farsky_text as words
from engine.ui.farsky_text import rating

HEAP64 = "72K"  # the 64-bit port: pointers twice as wide (needs 58K)

C = cards.parse
OPT_COLOUR = [1, 0, 0]
OPT_LITERAL = [2, 0, 0]
OPT_AUTO = [0, 1, 0]
OPT_NO_CASCADE = [0, 0, 1]


def deal(draws, options=None):
    """A game whose stock turns up ``draws`` (text) first, then the other cards."""
    g = Farsky(1, options)
    first = cards.parse_list(draws)
    rest = [c for c in range(52) if c not in first]
    g.stock = rest + first[::-1]  # drawn from the end
    g.route = []
    g.folds = []
    g.done = False
    g._advance()
    return g


def names(cs):
    return " ".join([cards.name(c) for c in cs])


def test_matching_is_rank_or_any_two_courts():
    assert matches(C("5S"), C("5H"))
    assert matches(C("JS"), C("KD")) and matches(C("QH"), C("JC"))
    assert not matches(C("10S"), C("JS"))  # a ten is not a court card
    assert not matches(C("AS"), C("2S"))


def test_pair_rule_default_rank_and_colour_or_suit():
    assert pair_ok(C("5S"), C("5C"), 0)  # same rank, both black
    assert not pair_ok(C("5S"), C("5H"), 0)
    assert pair_ok(C("JS"), C("KS"), 0)  # courts of one suit
    assert not pair_ok(C("JS"), C("KC"), 0)  # courts, same colour only: not by default
    assert pair_ok(C("JS"), C("KC"), 1)  # ... but yes under "colour"
    assert pair_ok(C("JS"), C("JH"), 2)  # literal: same court rank, any colour
    assert not pair_ok(C("JS"), C("JH"), 0)


def test_first_cards_draw_themselves_until_a_fold_exists():
    g = deal("5S 9H 2D 5H")
    assert names(g.route) == "5♠ 9♥ 2♦ 5♥"
    assert g.legal_actions() == [0, DRAW]  # fold 9♥ 2♦; pair not allowed (colours differ)
    assert words.label(g, 0) == "Fold 2 to 5♠"


def test_fold_removes_cards_between_and_keeps_the_pair():
    g = deal("5S 9H 2D 5H 7C")
    g.apply(0)
    # the next cards are drawn by themselves until another fold is possible
    assert names(g.route).startswith("5♠ 5♥ 7♣")
    assert names(g.folds) == "9♥ 2♦"
    assert len(g.stock) + len(g.route) == 50


def test_pair_fold_then_cascade():
    # 3♦ .. 8♠ 4♣ 4♠: fold the pair of black fours with nothing between; then 8♠ is the
    # top again and may fold with 8♣ (cascade), removing 3♦ between them.
    g = deal("8C 3D 8S 4C 4S")
    assert g.legal_actions() == [0, PAIR + 0, DRAW]  # 8♠ could fold now: decline
    g.apply(DRAW)
    assert names(g.route) == "8♣ 3♦ 8♠ 4♣ 4♠"
    assert g.legal_actions() == [PAIR + 3, DRAW]  # adjacent match: only the pair fold
    g.apply(PAIR + 3)
    assert names(g.route) == "8♣ 3♦ 8♠"
    assert g.legal_actions() == [0, PAIR + 0, DRAW]
    g.apply(PAIR + 0)
    assert names(g.folds) == "4♣ 4♠ 3♦ 8♣ 8♠"
    assert len(g.folds) + len(g.route) + len(g.stock) == 52


def test_cascade_off_folds_only_a_fresh_top():
    g = deal("8C 3D 8S 4C 4S", OPT_NO_CASCADE)
    g.apply(DRAW)
    g.apply(PAIR + 3)
    # 8♠ was not freshly drawn: no fold offered, the next card is drawn at once
    assert names(g.route[:3]) == "8♣ 3♦ 8♠" and len(g.route) >= 4


def test_automatic_pair_fold_offers_no_keep():
    g = deal("5S 9H 5C")
    assert g.legal_actions() == [0, PAIR + 0, DRAW]
    g = deal("5S 9H 5C", OPT_AUTO)
    assert g.legal_actions() == [PAIR + 0, DRAW]


def test_far_and_near_partners_are_both_offered():
    g = deal("KS 2H QD 3C JS")
    assert g.legal_actions() == [0, DRAW]  # Q♦ on K♠: decline
    g.apply(DRAW)
    # J♠ matches K♠ (pos 0; same suit, so the pair may go) and Q♦ (pos 2; 3♣ between)
    assert g.legal_actions() == [0, 2, PAIR + 0, DRAW]


def test_court_colour_option_allows_pair():
    g = deal("JS 4H KC", OPT_COLOUR)
    assert g.legal_actions() == [0, PAIR + 0, DRAW]
    g = deal("JS 4H KC")
    assert g.legal_actions() == [0, DRAW]


def test_declining_draws_the_next_card():
    g = deal("5S 9H 2D 5H 7C")
    g.apply(DRAW)
    assert names(g.route).startswith("5♠ 9♥ 2♦ 5♥ 7♣")


def test_game_ends_when_stock_is_empty_and_scores_route_length():
    g = Farsky(3)
    while not g.over():
        g.apply(DRAW if DRAW in g.legal_actions() else g.legal_actions()[0])
    assert g.returns() == [len(g.route)]
    assert len(g.stock) == 0
    assert g.legal_actions() == []


def test_ratings_follow_the_text():
    assert rating(0) == "Perfect route!"
    assert rating(3) == "Strong map!" and rating(1) == "Strong map!"
    assert rating(5) == "Fair route"
    assert rating(8) == "Poor route" and rating(30) == "Poor route"


def test_random_play_keeps_every_card_once():
    for seed in range(1, 30):
        g = Farsky(seed)
        r = g.ai_rng()
        while not g.over():
            g.check()
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
        g.check()


def test_same_seed_same_deal_over_1000_seeds():
    # A digest of the first five cards of 1,000 deals: pinned, identical on every interpreter.
    h = 0
    for seed in range(1000):
        g = Farsky(seed)
        for c in g.route[:1] + g.stock[-5:]:
            h = (h * 31 + c + 1) % 1000000007
    assert h == DEAL_DIGEST


def test_ai_beats_declining_everything():
    mine = drawn = 0
    for seed in range(1, 11):
        g = Farsky(seed)
        d = Farsky(seed)
        while not g.over():
            g.apply(ai.choose(g))
        while not d.over():
            d.apply(DRAW)
        mine += len(g.route)
        drawn += len(d.route)
    assert mine < drawn


def test_solver_finds_at_least_what_the_bot_found():
    g = Farsky(2)
    bot = g.copy()
    while not bot.over():
        bot.apply(ai.choose(bot))
    left, proven = ai.solve(g, 3000, 40)
    assert left <= len(bot.route)


DEAL_DIGEST = 407539012


def test_solver_line_replays_to_its_best():
    """The review's line (the moves of its best) leads from the deal's start to it."""
    for seed in (2, 5):
        g = Farsky(seed)
        s = ai.Solver(g, 3000, 40)
        while not s.step(20):
            pass
        end = g.replay(list(s.line))
        assert end.over() and len(end.route) == s.best
