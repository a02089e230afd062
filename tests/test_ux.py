# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The player's experience: each test reads the screen as a player sees it."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "portable"))

from apphelp import finish, new_app, screen, start_farsky

from engine.ui.screens import settle


def finish_farsky(app):
    """Start Farsky and draw to the end (the play screen says "A:results  B:undo")."""
    start_farsky(app)
    g = finish(app)
    return g


# -- 1: the result screen says what it is doing before the review computes ----------------


def test_result_first_frame_says_reviewing():
    app = new_app()
    finish_farsky(app)
    app.key("A")
    # the main loop (screens.run) ticks before it draws: the first frame after the key
    app.tick(app.now + 1)
    s = screen(app)
    assert "Reviewing the deal…" in s
    assert app.screen.review is None  # not computed yet: the player sees the message first
    app.tick(app.now + 1)
    s = screen(app)  # the review's first slice: its progress, or its answer already
    assert "Reviewing the deal…" not in s
    # a running review offers B only (A and the arrows wait for its end); an answer,
    # the finished review's keys
    if app.screen.review is None:
        assert "B:stop" in s and "A:stats" not in s
    else:
        assert "A:stats" in s
    settle(app)
    s = screen(app)
    assert "Reviewing" not in s and "left" in s and "A:stats" in s


# -- 2: scores of 100 or more never run together -------------------------------------------


def tokens(fr, row):
    """The words of a screen row: split at spaces and where the inverse flag changes (an
    inverted number next to a plain one reads as two numbers)."""
    from engine.ui.frame import COLS

    out, cur, inv = [], "", None
    for c in range(COLS):
        ch = fr.row_text(row)[c]
        i = fr.inv[row * COLS + c]
        if ch == " " or (cur and i != inv):
            if cur:
                out.append(cur)
            cur = ""
        if ch != " ":
            cur += ch
            inv = i
    if cur:
        out.append(cur)
    return out


def test_travfuda_scores_of_100_stay_apart():
    from helpers import play_screen, shot

    from engine.ai import travfuda as ai
    from engine.games.travfuda import Travfuda
    from engine.ui import travfuda as ui

    for n, pts in (
        (2, [138, 156]),
        (4, [100, 999, 5, 120]),
        (6, [138, 156, 7, 120, 101, 99]),
        (5, [0, 100, 101, 102, 3]),
    ):
        g = Travfuda(3, [n - 2, 0, 0, 0, 1])
        g.pts = pts
        sc = play_screen(ui.Screen, g, ai)
        sc.intro = False
        fr = shot(sc)
        assert tokens(fr, 1) == ["Pts"] + [str(p) for p in pts], str(fr)
        assert tokens(fr, 0)[1:] == ["Me"] + ["P%d" % s for s in range(2, n + 1)]


def navigator_to_showdown(seed=12):
    """A Navigator game (you and one computer) played by the hints up to the showdown."""
    from helpers import play_screen, run_computers

    from engine.ai import navigator as ai
    from engine.games import navigator as nav
    from engine.ui import navigator as ui

    opts = [o.default for o in nav.Navigator.OPTIONS]
    g = nav.Navigator(seed, opts)
    sc = play_screen(ui.Screen, g, ai)
    while g.phase != nav.PH_SHOW:
        if g.to_move() == 0:
            sc.act(ai.hint(g))
        run_computers(sc, step=10)
    return g, sc


def test_navigator_best_possible_rows_keep_distance_apart():
    from helpers import rows

    g, sc = navigator_to_showdown()
    sc.key("DOWN")  # the best-possible page: "Working out..." until the ticks finish it
    assert "Working out..." in rows(sc)[1] or sc.best_for == len(g.log)
    now = 10**6
    while sc.best_for != len(g.log):
        now += 33
        sc.tick(now)
    lines = [r for r in rows(sc)[1:6] if r.strip()]
    assert len(lines) == g.n
    for line in lines:
        who, dist = line.split()[:2]
        assert who in ("You", "P2", "P3", "P4"), line
        assert dist[0] == "d" and dist.lstrip("d<=").isdigit(), line


# -- 3: Farsky's pair question: one footer, B goes back to the choice ----------------------


def farsky_pair_question():
    """A Farsky screen at a decision where a fold may take the pair too, the cursor on it."""
    from helpers import play_screen

    from engine.ai import farsky as ai
    from engine.games.farsky import DRAW, PAIR, Farsky
    from engine.ui import farsky as ui

    for seed in range(1, 200):
        g = Farsky(seed, [o.default for o in Farsky.OPTIONS])
        while not g.over():
            legal = g.legal_actions()
            both = [a for a in legal if a != DRAW and a < PAIR and PAIR + a in legal]
            if both:
                sc = play_screen(ui.Screen, g, ai)
                sc.cur = sc.choices().index(both[0])
                return g, sc, both[0]
            g.apply(legal[-1] if seed % 2 else legal[0])
    raise AssertionError("no pair question in 200 deals")


def test_farsky_pair_question_one_footer_and_b_cancels():
    from helpers import press, rows

    from engine.games.farsky import PAIR

    g, sc, p = farsky_pair_question()
    n = len(g.log)
    press(sc, "A")
    lines = rows(sc)
    assert lines[5].startswith("Fold the pair too?")
    assert sum(1 for line in lines if "A:" in line) == 1, lines  # one footer
    assert "B:back" in lines[7]
    press(sc, "B")
    assert len(g.log) == n  # B played nothing
    lines = rows(sc)
    assert "Fold the pair too?" not in "".join(lines) and "choice" in lines[5]
    assert press(sc, "A RIGHT").selected()[-1] == "No, keep them"
    press(sc, "A")
    assert g.log[n:] == [p]  # folded, the pair kept
    g2, sc2, p2 = farsky_pair_question()
    assert press(sc2, "A").selected()[-1] == "Yes"  # the default answer
    press(sc2, "A")
    assert g2.log[-1] == PAIR + p2


# -- 4: a message stays until the next action, not longer ---------------------------------


def test_hint_and_undone_clear_at_the_next_move():
    from engine.ai.farsky_guide import Guide
    from engine.ui.screens import press

    app = new_app()
    start_farsky(app)
    g = app.game
    a = Guide().hint(g)  # the screen's hint: the next move of the guide's best line
    why = app.text.reason(g, app.ai.hint(g) if a is None else a)
    s = str(press(app, ["B", "DOWN", "A"]))  # pause -> Hint
    assert why in s
    s = str(press(app, ["A"]))  # play a move
    assert why not in s and "A:ok" in s
    s = str(press(app, ["B", "DOWN", "DOWN", "A"]))  # pause -> Undo
    assert "Undone" in s
    s = str(press(app, ["A"]))
    assert "Undone" not in s and "A:ok" in s


# -- 5: Navigator's timer ticks on screen by itself and stops while paused ------------------


def test_navigator_timer_ticks_without_keys_and_stops_when_paused():
    from engine.games import navigator as nav
    from engine.ui.screens import press, settle

    app = new_app()
    app.open_game("navigator")
    keys = [o.key for o in app.cls.OPTIONS]
    values = [o.default for o in app.cls.OPTIONS]
    values[keys.index("timer")] = 1  # 5 min
    app.start(values, 7)
    g = app.game
    while not (g.to_move() == 0 and nav.PH_SET <= g.phase <= nav.PH_CALC):
        if g.to_move() == 0:
            app.play.act(app.ai.hint(g))
        settle(app)
    t = app.now + 1
    app.tick(t)
    first = screen(app).split("\n")[0]
    assert "5:00" in first or "4:59" in first, first
    app.tick(t + 3000)  # three seconds, no key
    assert app.dirty  # the main loop redraws ...
    assert "4:57" in screen(app).split("\n")[0]  # ... and the timer shows the time left
    app.tick(t + 3000)
    assert not app.dirty  # the same second: nothing to redraw
    press(app, ["B"])  # the pause menu: the timer stops
    for k in range(1, 61):
        app.tick(t + 3100 + k * 1000)
    s = str(press(app, ["A"]))  # Resume, a minute later
    app.tick(t + 63200)
    s = screen(app).split("\n")[0]
    assert "4:56" in s or "4:57" in s, s


# -- 8: Travfuda and Navigator end with "A: results"; play-on turns move by move ----------


def test_travfuda_ends_with_a_results_prompt():
    from helpers import play_screen, rows, run_computers

    from engine.ai import travfuda as ai
    from engine.games.travfuda import Travfuda
    from engine.ui import travfuda as ui

    g = Travfuda(4, [0, 0, 0, 0, 1])
    sc = play_screen(ui.Screen, g, ai)
    sc.intro = False
    while not g.over():
        if g.to_move() == 0 and not sc.busy():
            sc.act(ai.hint(g))
        run_computers(sc)
    run_computers(sc)
    lines = rows(sc)
    assert lines[7].strip() == "A: results", lines
    assert lines[6].strip() == sc.text.outcome(g).split("\n")[0]
    assert sc.key("A") == "over"


def test_navigator_ends_with_a_results_prompt():
    from helpers import play_screen, rows, run_computers

    from engine.ai import navigator as ai
    from engine.games import navigator as nav
    from engine.ui import navigator as ui

    opts = [o.default for o in nav.Navigator.OPTIONS]
    g = nav.Navigator(3, opts)
    sc = play_screen(ui.Screen, g, ai)
    while not g.over():
        if g.to_move() == 0:
            sc.act(ai.hint(g))
        run_computers(sc, step=10)
    assert rows(sc)[7].strip() == "A: results"
    sc.key("DOWN")  # the best-possible page says it too
    assert rows(sc)[7].strip() == "A: results"
    assert sc.key("A") == "over"


def test_packnstack_play_on_shows_each_computer_move():
    from helpers import play_screen, rows

    from engine.ai import packnstack as ai
    from engine.games.packnstack import PASS, PackNStack
    from engine.ui import packnstack as ui

    opts = [o.default for o in PackNStack.OPTIONS]
    opts[2] = 1  # play on
    for seed in range(1, 40):
        g = PackNStack(seed, opts)
        sc = play_screen(ui.Screen, g, ai)
        now = 0
        while not g.over():
            if g.to_move() == 0:
                sc.act(ai.hint(g))
                continue
            seen, labels = [], []
            while g.to_move() == 1 and not g.over():
                a = ai.choose(g)
                if a != PASS:
                    labels.append(sc.text.label(g, a))
                now += 1
                sc.tick(now)
                seen.append(rows(sc)[6 if g.over() else 7].strip())  # (over: row 7 says so)
            moves = [t for t in seen if t and t[0].isdigit()]
            if len(labels) >= 2:
                # every move on row 7 in turn, whole and numbered
                want = ["%d %s" % (i + 1, t) for i, t in enumerate(labels)]
                want = [t if len(t) <= 21 else t.replace("10", "⑩") for t in want]
                assert moves == want, seen
                assert max(len(t) for t in moves) <= 21
                assert "End turn" not in rows(sc)[7]  # the last move stays in view
                assert "●" in str(rows(sc))  # with its marks
                return
    raise AssertionError("no computer play-on turn of 2+ moves in 40 deals")


# -- 9: a damaged save offers no Continue (tests/test_faults.py); the pace's label -----------


def test_settings_pace_is_not_called_computer_and_goes_in_order():
    from engine.ui.screens import press

    app = new_app()
    s = str(press(app, ["A", "UP", "A"]))  # Settings
    lines = s.split("\n")
    assert lines[1].startswith("►Pace") and lines[1].endswith("normal")
    assert "Computer " not in lines[1]  # the options' "Computer" is the level
    paces = [
        str(press(app, [k])).split("\n")[1].split()[-1]
        for k in ("RIGHT", "RIGHT", "LEFT", "LEFT", "LEFT")
    ]
    assert paces == ["fast", "fast", "normal", "slow", "slow"]
    assert "1.40 s" in str(app.draw())


# -- 7: rules: A reads unread text first; titles never run into the page counter -----------


def test_rules_a_scrolls_unread_text_before_turning_the_page():
    from engine.ui.rules import read_rules
    from engine.ui.screens import press

    app = new_app()
    s = str(press(app, ["A", "A", "DOWN", "A"]))  # Farsky -> Rules
    pages = 0
    seen_more = False
    while pages < 60:
        lines = s.split("\n")
        counter = lines[0].split()[-1]
        if "▼more" in lines[-1]:
            seen_more = True
            s2 = str(press(app, ["A"]))
            assert s2.split("\n")[0].split()[-1] == counter, "A skipped unread text"
            assert s2 != s
            s = s2
            continue
        if counter.split("/")[0] == counter.split("/")[1]:
            break
        s = str(press(app, ["A"]))
        pages += 1
    assert seen_more  # Farsky's rules have a page longer than the screen
    assert len(read_rules("farsky")) == pages + 1


def test_rules_titles_never_touch_the_counter():
    from engine.game import GAME_IDS
    from engine.ui.frame import Frame
    from engine.ui.rules import Book, Pager, path

    for gid in GAME_IDS:
        book = Book(path(gid))
        pager = Pager(book, lambda: None)
        for i in range(book.count()):
            pager._turn(i)
            fr = Frame()
            pager.draw(fr)
            top = fr.row_text(0)
            count = "%d/%d" % (i + 1, book.count())
            assert top.endswith(count), (gid, top)
            shown = top[: -len(count)]
            assert shown.endswith(" "), (gid, top)  # a space parts title and counter
            title = book.page(i)[0]
            # every title shown whole ("What goes on wh…" was cut inside a word)
            assert shown.rstrip() == title, (gid, top)


def test_a_rules_title_too_long_is_cut_at_a_word(tmp_path):
    """A rules file edited on the drive may name a page longer than its row: the title
    is cut at a word, with an ellipsis, and the counter stays whole."""
    from engine.ui.frame import Frame
    from engine.ui.rules import Book, Pager

    f = tmp_path / "rules.txt"
    f.write_text("What goes on what and where\nbody\n---\nTwo\nbody\n", encoding="utf-8")
    book = Book(str(f))
    pager = Pager(book, lambda: None)
    fr = Frame()
    pager.draw(fr)
    assert fr.row_text(0) == "What goes on…     1/2"


# -- 6: options: first options in view, markers for the fold, variant-only options skipped -


def test_options_open_with_the_first_options_in_view_and_fold_markers():
    from engine.ui.screens import press

    app = new_app()
    app.open_game("navigator")
    app.options()
    s = str(press(app, []))
    lines = s.split("\n")
    assert lines[0].endswith("▼") and "▲" not in lines[0]  # more below, none above
    assert lines[1].startswith(" Players") and lines[2].startswith(" Computer")
    assert lines[6] == "►Start" + " " * 15  # A starts at once
    s = str(press(app, ["UP"]))  # the deal, at the end of the list
    assert s.split("\n")[0].endswith("▲ ")


def test_options_not_in_the_variant_are_marked_and_skipped():
    from engine.ui.screens import press

    app = new_app()
    app.open_game("navigator")
    app.options()
    keys = [o.key for o in app.cls.OPTIONS]
    v = keys.index("variant")
    s = str(press(app, ["DOWN"] * (v + 1)))
    assert s.split("\n")[0].startswith("Navigator")
    sel = [r for r in s.split("\n") if r.startswith("►")][0]
    assert sel.startswith("►Variant") and sel.endswith("none")
    s = str(press(app, ["DOWN"]))  # no Override, no Tarot: Ovr suit .. Tarot A tgt skipped
    rows = s.split("\n")
    assert [r for r in rows if r.startswith("►")][0].startswith("►Pirate Map")
    for label in ("Ovr suit", "Select use", "Tarot A tgt"):
        row = [r for r in rows if r.startswith(" " + label)][0]
        assert row.endswith(" -"), row
    s = str(press(app, ["UP", "RIGHT", "RIGHT", "DOWN"]))  # variant "select ovr"
    sel = [r for r in s.split("\n") if r.startswith("►")][0]
    assert sel.startswith("►Ovr suit") and sel.endswith("random")


# -- 10: the highlighted (inverse) cell keeps every glyph's top pixel row ------------------


def test_every_inverted_glyph_is_framed_in_light_everywhere():
    """Every glyph, highlighted in every row (the top one too) and at both edges, shows all
    its pixels dark on light with a lit row above and a lit column on its left: none of
    its dark pixels runs into the dark around the cell (a 7 keeps its bar, an A its apex)."""
    from helpers import pages_to_rows

    from engine.ui.font import FONT
    from engine.ui.frame import ROWS, X0, Frame
    from engine.ui.glyphs import COUNT
    from engine.ui.glyphs import code as glyph

    block = glyph("█")
    fr = Frame()
    for code in list(range(33, 127)) + list(range(128, COUNT)):
        g = FONT[(code - 32) * 6 : (code - 31) * 6]
        tall = any(b & 0x80 for b in g)  # uses the bottom row (▒ █ reach both edges)
        for row in range(ROWS):
            for col in (0, (code + row) % 19 + 1, 20):
                for above in (32, ord("y"), block):  # a blank, a descender, a block
                    fr.clear()
                    if row:
                        fr.put(col, row - 1, above)
                    if col:
                        fr.put(col - 1, row, block)
                    fr.put(col, row, code, inv=True)
                    px = pages_to_rows(fr.pages())
                    x0 = X0 + col * 6
                    top = row * 8 if row == 0 and not tall else row * 8 - 1  # the lit row
                    y0 = top + 1  # the glyph's first pixel row
                    if top >= 0:
                        assert all(px[top][x0 - 1 + k] for k in range(7)), (code, row, col)
                    for y in range(max(top, 0), row * 8 + 8):  # the lit column on its left
                        assert px[y][x0 - 1], (code, row, col, y)
                    for y in range(row * 8 + 8 - y0):  # the glyph, every row, inverted
                        for k in range(6):
                            want = 1 - ((g[k] >> y) & 1)
                            assert px[y0 + y][x0 + k] == want, (code, row, col, y, k)
    # a plain cell keeps its own pixels when nothing inverse is next to it
    fr.clear()
    fr.put(3, 3, ord("y"))
    px = pages_to_rows(fr.pages())
    g = FONT[(ord("y") - 32) * 6 : (ord("y") - 31) * 6]
    assert [px[31][X0 + 18 + k] for k in range(6)] == [(b >> 7) & 1 for b in g]


def test_the_highlighted_seven_and_ace_read_as_seven_and_ace():
    """An inverted 7 is not a "/", an inverted A not an "H": their top rows show."""
    from helpers import pages_to_rows

    from engine.ui.frame import X0, Frame

    for ch, top in (("7", "#####"), ("A", ".###.")):
        fr = Frame()
        fr.text(4, 2, "♠")
        fr.text(3, 2, ch, inv=True)
        px = pages_to_rows(fr.pages())
        x0 = X0 + 18
        border = "".join("#" if px[15][x0 + k] else "." for k in range(5))
        first = "".join("." if px[16][x0 + k] else "#" for k in range(5))  # dark = glyph
        assert border == "#####" and first == top, (ch, border, first)


# -- capabilities: learn on the device -------------------------------------------------------


def test_rules_open_on_a_one_screen_how_to_play():
    from engine.game import GAME_IDS
    from engine.ui.frame import Frame
    from engine.ui.rules import Book, Pager, path

    for gid in GAME_IDS:
        pager = Pager(Book(path(gid)), lambda: None)
        fr = Frame()
        pager.draw(fr)
        lines = str(fr).split("\n")
        assert lines[0].startswith("How to play") and lines[0].rstrip().endswith(
            "1/%d" % pager.pages
        )
        text = " ".join(lines[1:7])
        assert "Aim:" in text, (gid, text)
        assert "▼more" not in lines[7]  # the whole of it on one screen
        assert lines[7].startswith("►next")


def _rules_page(gid, title):
    """The rules pager of ``gid`` turned to the page ``title``, and its screens' text
    rows read down the page (the pager's own scrolling)."""
    from engine.ui.frame import Frame
    from engine.ui.rules import Book, Pager, path

    pager = Pager(Book(path(gid)), lambda: None)
    for _ in range(pager.pages):
        fr = Frame()
        pager.draw(fr)
        if str(fr).split("\n")[0].startswith(title):
            break
        pager.key("RIGHT")
    rows = []
    while True:
        fr = Frame()
        pager.draw(fr)
        lines = [r.rstrip() for r in str(fr).split("\n")]
        rows += [r for r in lines[1:7] if r not in rows[-6:]]
        if not lines[7].startswith("▼more"):
            return rows
        pager.key("DOWN")


def test_travfuda_rules_name_the_round_recap_and_its_key():
    """Controls said "LEFT/RIGHT (or UP/DOWN) pick a card", but UP opens the round
    recap, which the rules never mentioned."""
    text = " ".join(_rules_page("travfuda", "Controls"))
    assert "(or UP/DOWN)" not in text
    assert "UP opens the round recap" in text, text
    app = _deal("travfuda", 11, [0])
    app.key("A")  # the draw for first player: on
    settle(app)
    app.key("RIGHT")
    app.key("UP")  # as the rules say
    assert screen(app).startswith("Round recap")


def test_travfuda_rules_lists_keep_one_item_a_line():
    """The points list ran together ("score: ✶ starburst 20 / ⚔ cutlass 10 ⚑ banner"),
    and so did "Your turn"'s numbered steps."""
    rows = _rules_page("travfuda", "Points")
    for item in ("✶ starburst 20", "⚔ cutlass 10", "⚑ banner 5", "═ double plain 2"):
        assert "- " + item in rows, rows  # a row of its own
    rows = _rules_page("travfuda", "Your turn")
    assert [r[:3] for r in rows if r[:1].isdigit()] == ["1. ", "2. ", "3. "], rows
    rows = _rules_page("travfuda", "The deal")
    assert "- 6 players: 4" in rows, rows


def test_game_list_marks_games_with_a_save_in_progress():
    from engine.ui.screens import press

    app = new_app()
    s = str(press(app, ["A"]))
    assert "●" not in s
    start_farsky(app)
    press(app, ["B", "UP", "A"])  # Save & quit
    s = str(press(app, ["B"]))  # from the game menu back to the game list
    lines = s.split("\n")
    assert lines[0].startswith("Choose a game")
    farsky = [r for r in lines if "Farsky" in r][0]
    assert farsky.rstrip().endswith("●")
    assert all("●" not in r for r in lines[2:6])  # the other games have no save
    assert lines[7].startswith("● game in progress")


def test_result_screen_offers_the_same_deal_and_the_next_one():
    from engine.ui.screens import press

    app = new_app()
    g = finish_farsky(app)
    s = str(press(app, ["A"]))
    # the review found a line (▼): ◄ and ► then share one word, "deal" (README controls)
    assert s.split("\n")[7].startswith("A:stats ◄►deal ▼line")
    press(app, ["LEFT"])  # the same deal again, from its start
    g2 = app.game
    assert g2 is not g and g2.seed == g.seed and g2.log == [] and not g2.over()
    assert str(app.draw()).startswith("Farsky #%d" % g.seed)
    assert "save_farsky.txt" in app.storage.files
    while not g2.over():
        app.act(g2.legal_actions()[-1])
    press(app, ["A", "RIGHT"])  # the next deal, same options
    g3 = app.game
    assert g3.seed != g.seed and g3.options == g.options and g3.log == []


# -- capabilities: see what the computer did -----------------------------------------------


def test_move_log_from_the_pause_menu_shows_who_did_what():
    from engine.ui.screens import press, settle

    app = new_app()
    app.open_game("packnstack")
    app.start([o.default for o in app.cls.OPTIONS], 11)
    g = app.game
    while len(g.log) < 9 and not g.over():
        if g.to_move() == 0:
            app.play.act(app.ai.hint(g))
        settle(app)
    board = screen(app).split("\n")
    assert " CPU♠♣" in board[6] or " CPU♥♦" in board[6]  # the board's name for the computer
    probe = g.replay([])
    want = []
    for a in g.log:
        # the log names the computer as the board does (one name, not "P2")
        t = ("You " if probe.to_move() == 0 else "CPU ") + app.text.label(probe, a)
        want.append(t)
        probe.apply(a)
    s = str(press(app, ["B", "DOWN", "DOWN", "DOWN", "DOWN", "A"]))  # pause -> Moves
    lines = s.split("\n")
    assert lines[0].startswith("Moves") and lines[0].endswith("%d ▲ " % len(g.log))
    shown = [r.rstrip() for r in lines[1:7]]
    assert shown == want[-6:], (shown, want)  # the latest, newest last
    assert any(r.startswith("CPU ") for r in shown) and any(r.startswith("You ") for r in shown)
    assert not any(r.startswith("P2 ") for r in shown)
    s = str(press(app, ["UP"]))
    assert s.split("\n")[1].rstrip() == want[-7] and s.split("\n")[0].endswith("▲▼")
    s = str(press(app, ["B"]))
    assert s.startswith("Paused")


# -- capabilities: fewer presses, keep the stakes --------------------------------------------


def test_packnstack_single_target_gets_the_cursor():
    from helpers import play_screen, shot

    from engine.ai import packnstack as ai
    from engine.games.packnstack import PASS, PackNStack
    from engine.ui import packnstack as ui

    for seed in range(1, 60):
        g = PackNStack(seed, [o.default for o in PackNStack.OPTIONS])
        if g.to_move() != 0:
            continue
        moves = [a for a in g.legal_actions() if a != PASS]
        srcs = [a // 25 for a in moves]
        one = [s for s in srcs if srcs.count(s) == 1]
        if not one:
            continue
        src = one[0]
        dst = [a % 25 for a in moves if a // 25 == src][0]
        sc = play_screen(ui.Screen, g, ai)
        shot(sc)  # the first frame places the cursor; the player moves it to their pile
        sc.cur = src
        sc.key("A")  # pick the pile: its only target gets the cursor
        assert sc.cur == dst and sc.src == src
        assert "A: move here" in str(shot(sc)).split("\n")[7]
        sc.key("A")  # two presses for the move
        assert g.log[0] == src * 25 + dst
        return
    raise AssertionError("no pile with a single target in 60 deals")


def test_same_deal_and_new_deal_ask_first_when_moves_were_made():
    from engine.ui.screens import press

    app = new_app()
    start_farsky(app)
    g = app.game
    app.act(g.legal_actions()[-1])
    s = str(press(app, ["B", "DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "A"]))  # Same deal
    assert s.startswith("Leave this deal?") and "►No, play on" in s
    s = str(press(app, ["A"]))  # no: back to the pause menu, the deal kept
    assert s.startswith("Paused") and app.game is g
    press(app, ["DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "A", "DOWN", "A"])  # yes
    assert app.game is not g and app.game.seed == g.seed and app.game.log == []


def test_game_list_marks_without_reading_or_setting_aside():
    from engine.ui.screens import press

    app = new_app({"save_navigator.txt": "x" * 5000})  # big: the game menu judges it
    s = str(press(app, ["A"]))
    assert [r for r in s.split("\n") if "Navigator" in r][0].rstrip().endswith("●")
    assert app.storage.files.get("save_navigator.txt") == "x" * 5000  # untouched
    assert "set aside" not in s


# -- hints that teach: one press, the cursor on the move, the reason on screen ------------------


def _hint_then_a(gid, seed, decisions):
    """Play ``decisions`` of the person's decisions of deal ``seed`` by the one-press hint
    then A, checking each time that the reason is on screen and that A played the hint."""
    from engine.ui.screens import press
    from sim.__main__ import jump

    app = new_app()
    jump(app, gid, seed)
    press(app, [])
    done = 0
    while done < decisions and not app.game.over():
        g = app.game
        if g.to_move() != 0:
            press(app, ["A"])  # an introduction or a showdown: on to the person's turn
            continue
        want = app.ai.hint(g)
        why = app.text.reason(g, want)
        n = len(g.log)
        app.key("HINT")
        s = screen(app)
        if gid in ("farsky", "onslaught"):
            # the screen's hint is the next move of the line its guide found, when it
            # found one (the heuristic's otherwise): what A must play, and its words
            want = app.play.hint_action
            why = app.play.msg
            assert want in g.legal_actions(), (gid, seed, s)
        assert why in s.split("\n")[7] or why[:20] in s, (gid, seed, why, s)
        assert len(why) <= 21
        press(app, ["A"])
        if len(app.game.log) > n:  # (a Navigator round that ended starts a fresh log)
            assert app.game.log[n] == want, (gid, seed, app.text.label(g, want), s)
        done += 1
    return done


def test_one_press_hint_puts_the_cursor_on_the_move_and_says_why():
    for gid, seeds, decisions in (
        ("farsky", (1, 2, 3), 15),
        ("onslaught", (1, 2), 25),
        ("packnstack", (1, 2), 15),
        ("travfuda", (1, 2, 3), 8),
        ("navigator", (1, 2), 25),
    ):
        for seed in seeds:
            assert _hint_then_a(gid, seed, decisions) > 0


def test_hint_reasons_teach_the_rule_behind_the_move():
    """Reasons name what the move is for, not only the move."""
    from engine.games.farsky import DRAW, PAIR, Farsky
    from engine.ui import farsky_text

    g = Farsky(1)
    g.route = [cards_of("9♠"), cards_of("4♥"), cards_of("K♦"), cards_of("9♣")]
    g.stock = g.stock[:5]
    assert farsky_text.reason(g, PAIR + 0) == "Fold 2 + pair 9♠9♣"
    assert farsky_text.reason(g, 0) == "Folds 2: more later"  # the pair fold takes 4
    g.route[3] = cards_of("9♥")  # no pair: the fold to 9♠ is the most
    assert farsky_text.reason(g, 0) == "Folds 2: most now"
    assert farsky_text.reason(g, DRAW) in ("Draw: fold more later", "Draw: nothing folds")


def cards_of(name):
    """The card code of a name like "9♠" (the engine's own naming)."""
    from engine import cards

    for c in range(52):
        if cards.name(c) == name:
            return c
    raise ValueError(name)


def test_hint_key_is_ignored_off_the_play_screen():
    app = new_app()
    before = screen(app)
    app.key("HINT")
    assert screen(app) == before  # the title: nothing to hint


def test_packnstack_cursor_starts_on_the_likely_move_and_its_target():
    """Two presses for the likely move: its pile is under the cursor when the turn starts,
    and after A its target (among several) is."""
    from helpers import play_screen, shot

    from engine.ai import packnstack as ai
    from engine.games.packnstack import PASS, PackNStack
    from engine.ui import packnstack as ui

    tried = 0
    for seed in range(1, 40):
        g = PackNStack(seed, [o.default for o in PackNStack.OPTIONS])
        if g.to_move() != 0:
            continue
        want = ai.choose(g, "normal")
        if want == PASS:
            continue
        sc = play_screen(ui.Screen, g, ai)
        shot(sc)
        assert sc.cur == want // 25, seed
        sc.key("A")
        assert sc.cur == want % 25, seed
        sc.key("A")
        assert g.log[0] == want
        tried += 1
    assert tried >= 5


def test_navigator_calculation_in_one_press_on_the_star():
    """A calculation opens on ✶: A plays the solver's whole calculation (by hand a
    step takes two presses) and says what it makes."""
    from engine.games import navigator as nav
    from engine.ui.screens import press
    from sim.__main__ import jump

    app = new_app()
    jump(app, "navigator", 5)
    for _ in range(200):
        g = app.game
        if g.to_move() == 0 and g.phase == nav.PH_CALC and len(g.vals[0]) > 1:
            break
        press(app, ["HINT", "A"] if g.to_move() == 0 else ["A"])
    else:
        raise AssertionError("no calculation reached")
    s = screen(app)
    assert "A: solver calculates" in s and "✶" in app.draw().selected()
    want = app.ai.hint(g)
    why = app.text.reason(g, want)
    n = len(g.log)
    s = str(press(app, ["A"]))
    assert why in s and "Result" in s and "A done  B undo" in s
    assert app.game.log[n] == want and len(app.game.vals[0]) == 1


# -- every line readable and true -----------------------------------------------------------


def _deal(gid, seed, options=None):
    """An app on deal ``seed`` of ``gid`` (options: indexes, None for the defaults)."""
    from engine.ui.screens import press
    from sim.__main__ import jump

    app = new_app()
    jump(app, gid, seed, options)
    press(app, [])
    return app


def test_a_line_too_long_is_cut_at_a_word_with_an_ellipsis():
    from engine.ui.frame import clip

    # was "No move here. A:End …" and "Groups are for attac…": a word cut in two
    assert clip("No move here. A:End turn") == "No move here. A:End…"
    assert clip("Groups are for attacks") == "Groups are for…"
    assert clip("Fold 1 + pair K♣Q♣") == "Fold 1 + pair K♣Q♣"  # fits: as it is
    assert clip("x" * 30) == "x" * 20 + "…"  # one word longer than the row: cut
    assert clip("Best possible: 9 left", 12) == "Best…"  # a room narrower than the row


def test_farsky_result_header_ends_at_a_word():
    app = _deal("farsky", 432413)
    g = app.game
    while not g.over():
        app.act(g.legal_actions()[-1])
    app.key("A")
    s = screen(app).split("\n")
    assert s[0].rstrip() == "#432413 Farsky…"  # was "#432413 Farsky Mapper"


def test_farsky_hint_names_the_pair_it_folds():
    """Deal 432413: the route ends K♣ K♦ Q♣; the hint folds K♦ with the pair K♣ Q♣ (courts
    match each other). It said "Fold 1 + pair the Qs", as if both were queens."""
    app = _deal("farsky", 432413)
    before = screen(app).split("\n")
    assert before[1].startswith("9♠ 2♣ K♣ K♦·Q♣")  # (· a card the choice folds)
    app.key("HINT")
    after = screen(app).split("\n")
    assert after[5].rstrip() == "Fold the pair too?"
    assert after[7].rstrip() == "Fold 1 + pair K♣Q♣"
    assert "the Qs" not in "\n".join(after)


def test_farsky_footer_offers_scrolling_only_when_the_route_scrolls():
    from engine.games.farsky import DRAW

    app = _deal("farsky", 3)
    s = screen(app).split("\n")
    assert s[7].rstrip() == "A:ok ◄►pick B:menu"  # was "A:ok B:menu ▲▼scroll": UP did nothing
    app.key("UP")
    assert screen(app).split("\n") == s
    g = app.game
    while len(g.route) <= 28 and DRAW in g.legal_actions():  # five rows: more than four
        app.act(DRAW)
    app.play.scroll = -1
    s = screen(app).split("\n")
    assert s[7].rstrip() == "A:ok B:menu ▲▼scroll"
    assert s[1].endswith("▲")  # more route above
    app.key("UP")
    s = screen(app).split("\n")
    assert "▲" not in s[1]  # the route's first row came into view


def test_packnstack_play_on_footer_says_how_to_end_the_turn():
    """Deal 297853, Turn "play on": after a move the turn goes on. The footer said
    "A:pick  B:menu" on a pile that moves, the end of the turn hidden there; now it names
    a pile where A twice ends it. There the footer says so, and the first A says why that
    pile stays (it said "No move. A:End turn", as if no move were left)."""
    from engine.games.packnstack import PASS

    app = _deal("packnstack", 297853, [2, 1, 1, 0, 0, 0, 0])
    g = app.game
    app.play.msg = ""  # (the computer's last move)
    s = screen(app).split("\n")
    assert s[7].rstrip() == "A:pick  B:menu"  # no move yet: nothing to end
    app.play.act(app.ai.hint(g))  # a first move: the turn goes on
    settle(app)
    assert g.to_move() == 0 and g.moved == 1 and PASS in g.legal_actions()
    s = screen(app).split("\n")
    movable = [a // 25 for a in g.legal_actions() if a != PASS]
    assert app.play.cur in movable  # the cursor on a pile that moves
    foot = s[7].rstrip()
    assert foot.startswith("A:pick End:A×2 on ") and len(foot) <= 21, foot
    cell = foot[-2:]  # where A twice ends the turn: a pile that cannot move
    at = "ABCDE".index(cell[0]) * 5 + int(cell[1]) - 1
    assert at not in movable
    app.play.cur = at
    s = screen(app).split("\n")
    assert s[7].rstrip() == "A×2:End turn  B:menu"
    app.key("A")
    s = screen(app).split("\n")
    said = s[7].rstrip()
    assert said in ("Not yours. A:End turn", "Stuck. A:End turn", "Empty. A:End turn"), said
    app.key("A")
    settle(app)
    assert g.log[-1] == PASS or g.to_move() == 0 and g.moved == 0  # the turn ended


def test_packnstack_a_pile_that_cannot_move_says_why_not_no_move():
    """Deal 297853, one move a turn: A on the computer's pile said "No move from here"
    (read as no move left); now it says why this pile stays."""
    from engine.games.packnstack import SUITS_OF

    app = _deal("packnstack", 297853)
    g = app.game
    theirs = [i for i in range(25) if g.grid[i][0] // 13 not in SUITS_OF[g.colour]][0]
    app.play.cur = theirs
    app.key("A")
    s = screen(app).split("\n")
    assert s[7].rstrip() == "Not your pile"
    assert len(g.log) == 1  # nothing played (the computer's first move only)


def test_packnstack_final_board_says_the_game_is_over():
    """Deal 5, the hints against the computer: it wins with its last move. The board
    kept that move on row 7 and nothing said the game was over (the cursor still on a
    card, the outcome only after a key). Now row 7 says who won and what A does, the
    move stays on row 6, no cursor, and a hint leaves it in view."""
    from engine.ui.screens import press

    app = _deal("packnstack", 5)
    fr = press(app, ["HINT", "A"] * 26)
    g = app.game
    assert g.over() and g.winner == 1
    s = [r.rstrip() for r in str(fr).split("\n")]
    assert s[7] == "Computer wins A:end", s
    assert s[6] == "5♣ on J♣ B3>B5", s  # the computer's last move, still readable
    assert fr.selected() == []  # no cursor, no side to move
    fr = press(app, ["HINT"])
    assert [r.rstrip() for r in str(fr).split("\n")] == s
    app.key("A")
    assert "Computer wins" in screen(app)


def test_travfuda_round_recap_one_press_away():
    """Three computers: their turns flash past at Pace and only the last message stayed.
    UP on your turn shows the round's steps as they were said; A goes back."""
    app = _deal("travfuda", 5, [2, 0, 0, 0, 1])  # 4 players
    app.key("A")  # the draw for first player: on
    settle(app)
    g = app.game
    while g.to_move() != 0:
        settle(app)
    app.key("A")  # your first card
    settle(app)
    before = screen(app).split("\n")
    assert before[7].startswith("P4 ")  # only the last computer's last step
    assert before[6].endswith("▲recap")  # and the key that shows the rest
    app.key("UP")
    after = [r.rstrip() for r in screen(app).split("\n")]
    assert after[0].startswith("Round recap")
    assert after[7] == "▲▼ scroll  A/B:back"
    steps = app.play.recap
    assert steps[0].startswith("You: ") and steps[-1] == before[7].rstrip()
    for who in ("P2", "P3", "P4"):
        assert any(s.startswith(who + ": ") for s in steps), steps  # each computer's play
        assert any(s.startswith(who + " drew ") for s in steps), steps  # its draw
        assert any(s.startswith(who + " took ") for s in steps), steps  # its captures
    assert after[1:7] == steps[-6:]  # the latest steps in view
    app.key("UP")
    assert [r.rstrip() for r in screen(app).split("\n")][6] == steps[-2]  # scrolled back one
    app.key("A")
    assert screen(app).split("\n") == before  # back to the table, nothing played


def test_travfuda_first_player_draw_says_which_key_goes_on():
    """The draw for first player ended "P4 plays first" with no key named (any key goes
    on, or 4 s): six players fill rows 1-6, and row 7 has room for "A:go"."""
    app = _deal("travfuda", 5, [4])  # six players
    s = [r.rstrip() for r in screen(app).split("\n")]
    assert s[0] == "Draw for 1st player" and s[6].startswith("P6 ")
    assert s[7] == "P4 plays first   A:go", s
    app.key("A")
    assert not screen(app).startswith("Draw for 1st player")  # the table


def test_travfuda_pile_choice_keeps_its_keys_on_screen():
    """Deal 11, two players: 5⚑P fits two piles. "Which 5⚑P pile?" went at the first
    arrow and row 7 stayed blank; now the keys stay while a pile is chosen, for a card
    of the hand (B takes it back) and for the card drawn (B: the menu)."""
    from engine.games.travfuda import CHOOSE

    app = _deal("travfuda", 11, [0])
    app.key("A")  # the draw for first player: on
    settle(app)
    for k in ("RIGHT",) * 4 + ("A",):
        app.key(k)
    s = [r.rstrip() for r in screen(app).split("\n")]
    assert s[6] == "Pile 1 pt 5─" and s[7] == "Which 5⚑P pile?", s
    app.key("RIGHT")
    s = [r.rstrip() for r in screen(app).split("\n")]
    assert s[6] == "Pile 10 pt 5⚔Y" and s[7] == "◄►pile A:lay B:back", s  # was blank
    app.key("B")
    assert screen(app).split("\n")[6].startswith("5 Fat Trader")  # the card, not played

    app = _deal("travfuda", 4, [0])  # the hints until the card drawn fits two piles
    app.key("A")
    settle(app)
    g = app.game
    while not (g.to_move() == 0 and g.phase == CHOOSE):
        app.play.act(app.ai.hint(g))
        settle(app)
    assert screen(app).split("\n")[5].startswith("Drew ")
    app.key("RIGHT")
    s = [r.rstrip() for r in screen(app).split("\n")]
    assert s[6].startswith("Pile ") and s[7] == "◄►pile A:lay B:menu", s


def test_packnstack_marks_sit_before_their_card_and_survive_undo_and_continue():
    """Deal 297853: the computer packed 9♠ on 4♠ (E1 to E4). Its marks sat after each
    card, against the next cell's card ("E3♣ ○5♥" read as 5♥'s); now each row's letter
    leads and a mark comes before its own card. Undo and Continue kept no marks."""
    from engine.ui.app import App
    from engine.ui.screens import press

    app = _deal("packnstack", 297853)
    s = screen(app).split("\n")
    assert s[0].rstrip() == "  1   2   3   4   5"  # the columns the moves name, numbered
    assert s[5].rstrip() == "E○3♣  5♥  3♦ ●9♠2 3♠"  # was "3♣ ○5♥  3♦  9♠2●3♠  E"
    assert s[7].rstrip() == "9♠ on 4♠ E1>E4"
    app.play.act(app.ai.hint(app.game))
    settle(app)
    assert app.undo() == "Undone"
    app.play.msg = ""
    s = screen(app).split("\n")
    assert s[5].rstrip() == "E○3♣  5♥  3♦ ●9♠2 3♠"  # the computer's move, marked again
    app.save()
    again = App(app.storage)
    s = str(press(again, ["A", "DOWN", "DOWN", "A", "A"])).split("\n")  # Pack 'n Stack: Continue
    assert s[5].rstrip() == "E○3♣  5♥  3♦ ●9♠2 3♠", "\n".join(s)


def _travfuda_after_first_move():
    """Travfuda's deal 5 after the first player's draw and the person's first move (the
    hint's), the computers' moves after it played."""
    app = _deal("travfuda", 5)
    app.key("A")  # the draw for first player: on
    settle(app)
    g = app.game
    while g.to_move() != 0:
        settle(app)
    app.play.act(app.ai.hint(g))
    settle(app)
    return app


def test_move_log_says_what_the_rules_did_after_each_move():
    """The log listed only the players' choices: the cards the rules turned over and the
    piles they gave (Travfuda), the cards the device drew (Farsky) were missing."""
    from engine.ui.screens import press

    app = _travfuda_after_first_move()
    s = [r.rstrip() for r in str(press(app, ["B"] + ["DOWN"] * 4 + ["A"])).split("\n")]
    assert s[0].startswith("Moves")
    moves = [r for r in s[1:7] if not r.startswith("   ")]
    said = [r.strip() for r in s[1:7] if r.startswith("   ")]
    assert moves and said, s  # each move with what followed it under it
    assert all(t.startswith("drew ") or t.startswith("took +") for t in said), s
    assert any("took +" in t for t in said), s  # a capture, with its points

    app = _deal("farsky", 432413)
    app.play.act(app.ai.hint(app.game))
    settle(app)
    s = [r.rstrip() for r in str(press(app, ["B"] + ["DOWN"] * 4 + ["A"])).split("\n")]
    assert s[1] == "Me Fold 1+pair K♣Q♣"
    assert s[2].startswith("   drew ")  # the device's draws after the fold, by name


def test_move_log_names_you_and_writes_cards_as_the_board_does():
    """Pack 'n Stack and Travfuda's boards say "You"; their logs said "Me". Pack 'n
    Stack's log (and its message line) wrote "10♣" where the grid shows "⑩♣"."""
    from engine.ui.screens import press

    app = _deal("packnstack", 5)
    s = [r.rstrip() for r in str(press(app, ["HINT", "A"] * 3)).split("\n")]
    assert s[6].startswith("You♥♦")  # the board's name for you
    log = _moves(app)
    assert log[1:7] == [
        "You Q♥ on 3♥ A4>C4",  # was "Me Q♥ on 3♥ A4>C4"
        "CPU ⑩♣ on 9♣ A2>A5",  # was "CPU 10♣ on 9♣ A2>A5", the grid's A2 "⑩♣4"
        "You 4♥ on K♥ A4>A3",
        "CPU ⑩♣(3) on A♣ A5>A4",
        "You 7♥ on 2♥ C2>C5",
        "CPU Q♠ on 9♠ E2>C2",
    ], log

    app = _travfuda_after_first_move()
    assert "You: " in "\n".join(app.play.recap)  # the board's name for you
    _moves(app)
    moves = [r for r in app.screen.lines if not r.startswith("   ")]  # (scrolled or not)
    assert any(r.startswith("You Play ") for r in moves), moves
    assert not any(r.startswith("Me ") for r in moves), moves


def test_navigator_draft_line_counts_the_cards_shown():
    """It said "Packet, pick 1 of 3:" above four cards (the pick round, read as a
    count); now the line counts the cards under it."""
    app = _deal("navigator", 7)
    s = screen(app).split("\n")
    assert s[2].rstrip() == "Pick 1 of these 4:"
    assert len(s[3].split()) == 4
    app.key("A")
    settle(app)
    s = screen(app).split("\n")
    while not s[2].startswith("Pick"):  # the computers pick in turn
        app.tick(app.now + 10**4)
        s = screen(app).split("\n")
    assert s[2].rstrip() == "Pick 1 of these 3:"
    assert len(s[3].split()) == 3


def test_farsky_says_the_cards_the_device_drew():
    """Deal 432413: after the fold the device draws until there is a choice. The route
    just grew; now the line of choices says what was drawn."""
    app = _deal("farsky", 432413)
    before = screen(app).split("\n")
    assert before[5].rstrip() == "2 choices"
    app.key("HINT")
    app.key("A")  # the hinted fold with its pair
    s = screen(app).split("\n")
    assert s[1].rstrip() == "9♠ 2♣ ⑩♦ 9♥"
    assert s[5].rstrip() == "2 choices  drew ⑩♦ 9♥"
    app.key("RIGHT")
    assert screen(app).split("\n")[5] == s[5]  # it stays for the position


def _moves(app):
    """The move log page's rows (pause menu, Moves), each without trailing spaces."""
    from engine.ui.screens import press

    s = [r.rstrip() for r in str(press(app, ["B"] + ["DOWN"] * 4 + ["A"])).split("\n")]
    assert s[0].startswith("Moves"), s
    return s


def test_onslaught_says_the_clear_bonus_and_the_discards():
    """At a wave's end the rules discard the defenders left, or, with none left, defeat
    the next attacker for free: the table and the deck changed with no word why. Now
    the message line says it the moment it happens, and the move log under the move."""
    from engine import cards

    app = _deal("onslaught", 14)
    g = app.game
    for _ in range(15):
        app.key("HINT")
        app.key("A")
        if g.cleared:
            break
    assert g.wave == 2 and g.freekills == 1 and len(g.log) == 17
    s = screen(app).split("\n")
    assert s[0].startswith("W2 pledge?")
    assert s[7].rstrip() == "Clear bonus kills 5♥", s  # the attacker the bonus defeated
    assert g.adisc[-1] == 17  # (5♥: it is the one in the discard)
    app.key("RIGHT")
    assert screen(app).split("\n")[7] == s[7]  # it stays until the next move
    log = _moves(app)
    assert log[5:7] == ["Me End wave 1", "   bonus kills 5♥"], log

    app = _deal("onslaught", 53)
    g = app.game
    for _ in range(9):
        app.key("HINT")
        app.key("A")
        assert g.cleared or not screen(app).split("\n")[7].startswith("Discarded")
    assert g.wave == 2 and g.freekills == 0 and g.cleared == 1
    s = screen(app).split("\n")
    assert s[7].rstrip() == "Discarded 2♠ 6♠ 8♣", s  # the three defenders left over
    assert [cards.cell(c) for c in g.ddisc[-3:]] == ["2♠", "6♠", "8♣"]
    log = _moves(app)
    assert log[5:7] == ["Me End wave 1", "   discarded 2♠ 6♠ 8♣"], log
    app.key("B")  # back to play: the pledge empties the line (a new move, nothing said)
    app.key("A")
    app.key("A")
    assert g.wave == 2 and g.need and screen(app).split("\n")[7].strip() == ""


def test_navigator_says_the_last_card_kept_without_a_choice():
    """The draft's last card of a packet is the person's without a choice: it appeared in
    the memory under "P4 picks". Now the message line names it, and the move log under
    the pick that ended the draft (the computers' last cards stay hidden)."""
    from engine.games import navigator as nav

    app = _deal("navigator", 7)
    g = app.game
    for _ in range(3):  # A picks the card under the cursor; the computers pick in turn
        while g.to_move() != 0:
            app.tick(app.now + 10**4)
            assert not screen(app).split("\n")[7].startswith("Last card")
        app.key("A")
    assert g.mem[0] == [4, 1, 34]  # 5♠ 2♠ 9♦: the person's three picks
    while g.phase == nav.PH_DRAFT:
        app.tick(app.now + 10**4)
    s = screen(app).split("\n")
    assert s[3].rstrip() == "9♥ | 5♠ 2♠ 9♦ 9♠", s  # the memory with its fourth card
    assert s[7].rstrip() == "Last card kept: 9♠", s
    log = _moves(app)
    # the seats named as on the board, once ("Me Pick 9♦", "P4 P4 picks" before)
    assert log[1:7] == [
        "P4 picks",
        "You Pick 9♦",
        "P2 picks",
        "P3 picks",
        "P4 picks",
        "   you keep last: 9♠",
    ], log


def _navigator_draft(seed, keys, **kw):
    """Navigator's deal ``seed`` (options by name), ``keys`` on the map's screen, A for
    each of the person's draft picks; the app after the pick that ended the draft."""
    from engine.games import navigator as nav

    opts = [o.default for o in nav.Navigator.OPTIONS]
    for k, v in kw.items():
        opts[[o.key for o in nav.Navigator.OPTIONS].index(k)] = v
    app = _deal("navigator", seed, opts)
    for k in keys:
        app.key(k)
    g = app.game
    while g.phase <= nav.PH_DRAFT:  # (the computers' map choices first)
        if g.to_move() == 0 and g.phase == nav.PH_DRAFT:
            app.key("A")
        app.tick(app.now + 10**4)
    return app


def test_navigator_says_the_pirate_maps_discard():
    """The Pirate Map's roll discards a card of its owner's memory as the draft ends: only
    the board's "Map lost" row said so, on the set's page alone. Now the message line
    says it after the last card kept, a computer move's time later (the person's keys
    wait), and the move log under the pick that ended the draft; a computer's lost card
    stays hidden."""
    app = _navigator_draft(12, ["LEFT", "A"], pirate=1)  # the person buys the map
    s = screen(app).split("\n")
    assert s[3].rstrip() == "⑩♥ | 4♥ 2♣ Q♦" and s[4].rstrip() == "Map lost: A♠", s
    assert s[7].rstrip() == "Last card kept: Q♦" and app.busy(), s
    app.key("A")  # waits for the rules' line: no set chosen
    app.tick(app.now + app.delay)
    s = screen(app).split("\n")
    assert s[2].startswith("Vector set 1/4") and s[7].rstrip() == "Map took your A♠", s
    assert not app.busy()
    log = _moves(app)
    assert log[4:7] == ["P4 picks", "   you keep last: Q♦", "   map took your A♠"], log

    app = _navigator_draft(7, ["A"], pirate=1, chips=3)  # passes: P3 buys it
    assert screen(app).split("\n")[7].rstrip() == "Last card kept: 9♠"
    app.tick(app.now + app.delay)
    assert screen(app).split("\n")[7].rstrip() == "P3's map took a card"
    log = _moves(app)
    assert log[4:7] == ["P4 picks", "   you keep last: 9♠", "   P3 map took a card"], log


def test_navigator_says_the_map_took_a_locked_card_and_a_hint_waits_for_the_lines():
    """The map's roll can take the card the person locked (Hotshot): the card need not be
    used, and the 2-chip bet stands. The board's "!" went with the card, unsaid; now a
    line says so. A hint asked while the draft's lines are said came at once and went
    under the next line; now it follows them."""
    from engine.games import navigator as nav

    opts = [o.default for o in nav.Navigator.OPTIONS]
    for k in ("pirate", "hotshot"):
        opts[[o.key for o in nav.Navigator.OPTIONS].index(k)] = 1
    app = _deal("navigator", 1, opts)
    app.key("LEFT")  # buy the map (the light starts on Pass)
    app.key("A")
    g = app.game
    first = True
    while g.phase <= nav.PH_DRAFT:
        if g.to_move() == 0 and g.phase == nav.PH_DRAFT:
            if first:  # lock the first pick: 2♥
                app.key("UP")
                assert screen(app).split("\n")[6].rstrip() == "A pick  ▲ lock:on"
                first = False
            app.key("A")
        app.tick(app.now + 10**4)
    s = screen(app).split("\n")
    assert s[3].rstrip() == "4♠ | K♥ A♣ K♣" and s[4].rstrip() == "Map lost: 2♥", s
    assert g.hotbet[0] and "!" not in screen(app)
    said = [s[7].rstrip()]
    app.key("HINT")  # waits for the lines
    assert screen(app).split("\n")[7].rstrip() == said[0] and app.busy()
    while app.busy():
        app.tick(app.now + app.delay)
        said.append(screen(app).split("\n")[7].rstrip())
    assert said == [
        "Last card kept: K♣",
        "Map took your 2♥",
        "Lock off, bet stands",
        "Makes 69: exact!",  # the hint, after the lines
    ], said
    log = _moves(app)
    assert log[4:7] == ["   you keep last: K♣", "   map took your 2♥", "   lock off, bet on"], log


def test_navigator_says_a_vector_set_taken_without_a_choice():
    """With one legal Vector Set (a Forced Override: the beacon and the two ♥ in memory)
    the rules took it and the screen went from the draft to the calculation unsaid. Now
    the message line names the set after the last card kept, and the move log too."""
    app = _navigator_draft(21, [], variant=1)
    s = screen(app).split("\n")
    assert s[0].startswith("T68 BQ♦ O♥") and s[7].rstrip() == "Last card kept: J♦", s
    app.tick(app.now + app.delay)
    s = screen(app).split("\n")
    assert s[2].rstrip() == "Pick two values:" and s[3].rstrip() == "12 7 4 ✶", s
    assert s[7].rstrip() == "Only set: Q♦ 7♥ 4♥", s
    log = _moves(app)
    assert log[4:7] == ["P4 picks", "   you keep last: J♦", "   only set: Q♦ 7♥ 4♥"], log


def test_navigator_pirate_map_light_starts_on_pass():
    """The Pirate Map's choice opened with the light on Buy: a reflex A spent 2 chips.
    Now it starts on Pass, the free choice; ◄ then A buys."""
    from engine.games import navigator as nav

    opts = [o.default for o in nav.Navigator.OPTIONS]
    opts[[o.key for o in nav.Navigator.OPTIONS].index("pirate")] = 1
    app = _deal("navigator", 9, opts)
    fr = app.draw()
    s = str(fr).split("\n")
    assert s[2].startswith("Pirate Map: price 2") and s[0].rstrip().endswith("●10"), s
    assert fr.selected() == ["Pass"], s
    app.key("A")
    g = app.game
    assert g.map_owner == -1 and g.chips[0] == 10 and g.bounty == 0
    app = _deal("navigator", 9, opts)
    app.key("LEFT")
    assert app.draw().selected() == ["Buy"]
    app.key("A")
    g = app.game
    assert g.map_owner == 0 and g.chips[0] == 8 and g.bounty == 2


def _navigator_result(seed, rounds, showdowns):
    """Navigator's deal ``seed`` (option Rounds ``rounds``) played by A, its showdown
    number ``showdowns`` made the round limit's: the result screen, its review done."""
    from engine.games import navigator as nav
    from engine.ui.screens import press

    opts = [o.default for o in nav.Navigator.OPTIONS]
    opts[[o.key for o in nav.Navigator.OPTIONS].index("rounds")] = rounds
    app = _deal("navigator", seed, opts)
    while not app.game.over():
        if app.game.phase == nav.PH_SHOW and app.game.round == showdowns:
            app.game.round = (0, 8, 12, 20)[rounds]  # (the last round, sooner)
        press(app, ["A"])
    press(app, ["A"])
    settle(app)
    assert type(app.screen).__name__ == "Result"
    return app


def test_navigator_result_names_the_winners_and_scrolls_every_best_line():
    """The result screen's fixed rows showed "Most chips: 12 / Held by P2 P3 / Rounds 8,
    won 4 / Best possible:" and nothing after; out of chips, "You are out" and one
    best line: who won the match, the chips and the other best lines never showed. Now
    the outcome names the winners and the chips, and ▲▼ scroll to every best line,
    the footer saying where more wait."""
    from engine.ui.screens import press

    app = _navigator_result(3, 2, 1)  # 12 rounds, four players: three share the win
    s = screen(app).split("\n")
    assert s[1].strip() == "You lose", s
    assert [r.rstrip() for r in s[3:8]] == [
        "Winners: P2 P3 P4",
        "You●7 P2●11 P3●11",
        "P4●11",
        "Rounds 12, won 0",
        "A:stats ◄►deal ▼more",
    ], s
    seen = s[3:7]
    s = str(press(app, ["DOWN"])).split("\n")
    assert s[3].startswith("Rounds 12") and s[7].rstrip() == "A:stats ◄►deal ▲▼more", s
    seen += s[3:7]
    s = str(press(app, ["DOWN"])).split("\n")
    assert s[7].rstrip() == "A:stats ◄►deal ▲more", s  # the last line in view
    seen += s[3:7]
    best = [r.split()[0] for r in seen if " d" in r and r.split()[1][0] == "d"]
    assert sorted(set(best)) == ["P2", "P3", "P4", "You"], seen
    assert str(press(app, ["DOWN"])) == str(app.draw())  # the end: ▼ stays
    s = str(press(app, ["UP", "UP"])).split("\n")
    assert s[3].startswith("Winners") and s[7].rstrip().endswith("▼more"), s

    app = _navigator_result(5, 1, 8)  # 8 rounds, out of chips in the last one
    s = screen(app).split("\n")
    assert s[3].rstrip() == "Winner: P4" and s[4].startswith("You✗ P2●"), s


def test_result_screen_of_other_games_does_not_scroll():
    """The result's scrolling is Navigator's (its presenter's SCROLL): Farsky's rows and
    footer stay, and ▲ does nothing there."""
    from engine.ui.app import drop
    from engine.ui.screens import press

    drop(("engine.ui.result_scroll",))  # (loaded by a Navigator test before this one)
    app = new_app()
    finish_farsky(app)
    app.key("A")
    settle(app)
    s = screen(app)
    assert not app.screen.scrolls() and "more" not in s
    assert str(press(app, ["UP"])) == s
    assert "engine.ui.result_scroll" not in sys.modules  # Navigator's part: not loaded
