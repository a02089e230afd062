# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Farsky Mappers' play screen on cursor moves (frames cheap enough for a held arrow on the
board): what a player
sees after an arrow is what a full redraw shows, and an arrow makes no card's text again.

The screen makes its texts once a position and keeps rows 0-4 (title, stock, route);
an arrow pastes them back and marks the lit cards and the cards a fold would take
(tests/portable/test_farsky_cursor.py counts the bytes on the board's interpreter).
"""

from helpers import play_screen, shot

from engine import cards
from engine.ai import farsky as ai
from engine.games.farsky import DRAW, Farsky
from engine.rng import Rng
from engine.ui.farsky import Screen

ARROWS = ("LEFT", "RIGHT", "UP", "DOWN")


def screen(g):
    return play_screen(Screen, g, ai)


def full(sc):
    """The frame a fresh screen draws for the same game, cursor, scroll and message:
    everything made and drawn anew."""
    fresh = screen(sc.game)
    for k in ("cur", "asking", "keep", "scroll", "msg", "hint_action"):
        setattr(fresh, k, getattr(sc, k))
    return shot(fresh)


def same(a, b):
    return a.cells == b.cells and a.inv == b.inv and a.pages() == b.pages()


def walk(seed, presses):
    """A random session on deal ``seed`` (options by the seed; odd seeds draw to a long
    route first, so the route scrolls): yields (key, screen) after each press."""
    g = Farsky(seed, [seed % 3, seed // 3 % 2, seed // 6 % 2])
    rng = Rng(seed)
    if seed % 2:
        for _ in range(10 + rng.below(35)):
            if g.over():
                break
            g.apply(DRAW)
    sc = screen(g)
    for _ in range(presses):
        r = rng.below(30)
        if r == 29:
            sc.hint()
            yield "HINT", sc
            continue
        k = ("A", "B", "LEFT", "RIGHT", "UP", "DOWN", "LEFT", "RIGHT", "A")[r % 9]
        if sc.key(k) == "over" and rng.below(4) == 0:
            return
        yield k, sc


def test_cursor_frames_equal_full_redraws_and_never_remake_the_cards_texts(monkeypatch):
    # every frame of random sessions (hints, the pair question, long routes scrolled,
    # the finished deal) equals a fresh screen's full draw, pixels included; and after
    # the position's first frame an arrow makes no card's name or cells again
    made = []
    for fn in ("cell", "name"):
        whole = getattr(cards, fn)
        monkeypatch.setattr(cards, fn, lambda c, f=whole: made.append(1) or f(c))
    seen = set()
    for seed in range(1, 41):
        for k, sc in walk(seed, 120):
            kept = shot(sc)
            assert same(kept, full(sc)), (seed, k, "\n" + str(kept) + "\n" + str(full(sc)))
            lines = str(kept).split("\n")
            seen.add("scrolled" if "▲" in lines[1] else "asked" if sc.asking >= 0 else k)
            for a in ARROWS:
                n = len(made)
                sc.key(a)
                fr = shot(sc)
                assert len(made) == n, "an arrow remade a card's text"
                assert same(fr, full(sc)), (seed, a)
            if sc.game.over():
                seen.add("over")
    assert {"scrolled", "asked", "over", "HINT"} <= seen


def test_an_arrow_moves_the_light_and_the_dots_a_fold_would_take():
    g = Farsky(3)
    while len(g.route) < 30:
        g.apply(DRAW)  # five rows: the first (route cards 0-6) is scrolled away
    sc = screen(g)
    assert sc.choices() == [2, 9, 10, 14, 19, DRAW]  # the top Q♠ folds to any court
    fr = shot(sc)
    lines = str(fr).split("\n")
    assert lines[1] == "2♦·7♣·Q♣·K♦·7♠·⑩♣·⑩♠▲"  # the Q♥ (2), out of sight: 3-28 fold
    assert lines[4] == "4♦·Q♠                " and fr.selected() == ["Q♠"]
    # the Draw drew the Q♠ (said beside the choices: what the device did)
    assert lines[5:7] == ["6 choices  drew Q♠   ", "◄Fold 26 to Q♥      ►"]
    sc.key("RIGHT")  # the Q♣ (9): a pair with the Q♠
    fr = shot(sc)
    lines = str(fr).split("\n")
    assert lines[1] == "2♦ 7♣ Q♣ K♦·7♠·⑩♣·⑩♠▲" and fr.selected() == ["Q♣", "Q♠"]
    assert lines[6] == "◄Fold 19 to Q♣+pr   ►"
    sc.key("RIGHT")  # the K♦ (10)
    fr = shot(sc)
    lines = str(fr).split("\n")
    assert lines[1] == "2♦ 7♣ Q♣ K♦ 7♠·⑩♣·⑩♠▲" and fr.selected() == ["K♦", "Q♠"]
    assert lines[6] == "◄Fold 18 to K♦      ►"
    for k in ("LEFT", "LEFT", "LEFT"):  # back over the first choice to Draw
        sc.key(k)
    fr = shot(sc)
    assert fr.selected() == ["Q♠"] and "·" not in str(fr)  # nothing folds
    assert str(fr).split("\n")[6] == "◄Draw next          ►"
    sc.key("UP")  # the first row shown, the top card's row out of sight
    fr = shot(sc)
    lines = str(fr).split("\n")
    assert lines[1] == "8♥ 4♥ Q♥ 6♥ 5♦ ⑩♥ 8♣ " and lines[4] == "8♦ 7♦ 3♥ A♠ 5♣ 5♥ 2♣ "
    assert fr.selected() == [] and sc.scroll == 0
    sc.key("DOWN")  # back to the newest rows
    fr = shot(sc)
    assert str(fr).split("\n")[4] == "4♦ Q♠                " and same(fr, full(sc))
