# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The statistics a player expects beside each game's own: deals abandoned, wins in
which undo was used, Farsky's wins; and old statistics files still load."""

from apphelp import finish, new_app, start_farsky, to_last_choice

from engine import stats
from engine.ui.screens import press

PAUSE_TO = {"Undo": 2, "Same deal": 5, "New deal": 6, "Save & quit": 7}


def pause_pick(app, what):
    """Open the pause menu and pick ``what``."""
    return str(press(app, ["B"] + ["DOWN"] * PAUSE_TO[what] + ["A"]))


def farsky_stats(app):
    return stats.parse(app.storage.files.get("stats_farsky.txt", ""))


def to_stats_screen(app):
    """Farsky's game menu (no deal waiting: New game, Rules, Statistics), Statistics."""
    app.game_menu()
    return str(press(app, ["DOWN", "DOWN", "A"]))


def test_same_deal_after_a_move_counts_one_abandoned_deal():
    app = new_app()
    start_farsky(app)
    pause_pick(app, "Same deal")  # no move yet: nothing asked, nothing counted
    assert farsky_stats(app).get("abandoned", 0) == 0
    app.act(app.game.legal_actions()[-1])
    s = pause_pick(app, "Same deal")
    assert s.startswith("Leave this deal?")
    press(app, ["DOWN", "A"])  # yes
    assert farsky_stats(app)["abandoned"] == 1
    assert app.game.log == []


def test_new_deal_counts_the_replaced_deal_only_once_it_starts():
    app = new_app()
    start_farsky(app)
    app.act(app.game.legal_actions()[-1])
    pause_pick(app, "New deal")
    s = str(press(app, ["DOWN", "A"]))  # yes: the options screen
    assert farsky_stats(app).get("abandoned", 0) == 0
    press(app, ["B"])  # back out of the options: the deal still waits in its save
    assert "Continue" in str(app.draw())
    assert farsky_stats(app).get("abandoned", 0) == 0
    # New game, then yes to "Leave saved deal?", then Start: the old deal is given up
    s = str(press(app, ["DOWN", "A", "DOWN", "A", "A"]))
    assert not s.startswith("Farsky Mappers")
    assert farsky_stats(app)["abandoned"] == 1
    # Save & quit keeps the deal: continuing it abandons nothing
    app.act(app.game.legal_actions()[-1])
    pause_pick(app, "Save & quit")
    press(app, ["A"])  # Continue
    assert farsky_stats(app)["abandoned"] == 1


def test_the_replaced_deal_leaves_ram_before_the_next_is_dealt_or_continued():
    # (at 96K two Navigator deals side by side, beside the menus, did not fit)
    app = new_app()
    start_farsky(app)
    app.act(app.game.legal_actions()[-1])
    old = app.game
    seen = []  # the app's game as each new one is built
    real = app.cls

    class Watched(real):
        def __init__(self, *args):
            seen.append(app.game)
            super().__init__(*args)

    app.cls = Watched
    pause_pick(app, "New deal")
    press(app, ["DOWN", "A", "A"])  # yes, then Start on the options screen
    assert seen == [None] and app.game is not old and app.game.log == []
    assert farsky_stats(app)["abandoned"] == 1  # the deal replaced is still counted
    app.act(app.game.legal_actions()[-1])
    pause_pick(app, "Save & quit")
    del seen[:]
    press(app, ["A"])  # Continue: the deal comes back from its save alone
    # (the play screen's own replays, for the cards drawn, come after the load)
    assert seen[:1] == [None] and len(app.game.log) == 1


def test_a_win_with_undo_is_marked_and_shown():
    app = new_app()
    start_farsky(app)
    g = app.game
    app.act(g.legal_actions()[-1])
    app.act(app.game.legal_actions()[-1])
    s = pause_pick(app, "Undo")
    assert "Undone" in s
    assert farsky_stats(app)["undo"] == app.deal
    g = finish(app)
    st = farsky_stats(app)
    assert st["played"] == 1
    assert st.get("undowins", 0) == (1 if g.won(0) else 0)
    # a deal where undo was not used: no mark
    press(app, ["A", "RIGHT"])  # the next deal from the result screen
    g = finish(app)
    st2 = farsky_stats(app)
    assert st2["played"] == 2 and st2.get("undowins", 0) == st.get("undowins", 0)
    s = to_stats_screen(app)
    assert s.split("\n")[3].rstrip().endswith("▼")  # more below the chart's room
    s = str(press(app, ["DOWN"]))
    assert "Undo wins %d" % st2.get("undowins", 0) in s


def test_undo_wins_count_only_wins():
    # a Farsky deal the hint plays to 3 or fewer left is a win; undo on the way
    from engine.ai import farsky as ai
    from engine.games.farsky import Farsky

    for seed in range(1, 200):
        if Farsky(seed).replay([]) is None:
            continue
        g = Farsky(seed, [o.default for o in Farsky.OPTIONS])
        while not g.over():
            g.apply(ai.hint(g))
        if g.won(0):
            break
    else:
        raise AssertionError("no winning deal found")
    app = new_app()
    app.open_game("farsky")
    app.start(g.options, g.seed)
    first = app.game.legal_actions()
    app.act(ai.hint(app.game))
    pause_pick(app, "Undo")
    while not app.game.over():
        app.act(ai.hint(app.game))
    assert app.game.won(0) and farsky_stats(app)["undowins"] == 1
    assert first  # the deal had a decision to undo


def test_same_deal_clears_the_undo_mark():
    app = new_app()
    start_farsky(app)
    app.act(app.game.legal_actions()[-1])
    app.act(app.game.legal_actions()[-1])
    pause_pick(app, "Undo")
    app.act(app.game.legal_actions()[-1])
    pause_pick(app, "Same deal")
    press(app, ["DOWN", "A"])
    st = farsky_stats(app)
    assert "undo" not in st and st["abandoned"] == 1


def test_each_played_again_deal_is_counted():
    # the result screen's "again" and "next" start new deals: each one is counted
    app = new_app()
    start_farsky(app)
    finish(app)
    press(app, ["A", "LEFT"])  # again
    finish(app)
    press(app, ["A", "RIGHT"])  # next
    finish(app)
    assert farsky_stats(app)["played"] == 3


def test_farsky_counts_wins_of_three_or_fewer_left_also_in_old_files():
    from engine.ui import farsky_text as words

    old = stats.parse("best 2\nh2 1\nh3 1\nh4 1\nplayed 3\ntotal 9\n")  # no win count
    assert words.stats_lines(old)[0] == "Played 3  Won 2"
    app = new_app()
    start_farsky(app)
    g = finish(app)
    st = farsky_stats(app)
    assert words.stats_lines(st)[0] == "Played 1  Won %d" % (1 if len(g.route) <= 3 else 0)
    assert g.won(0) == (len(g.route) <= 3)


def test_stats_screen_shows_abandoned_and_undo_wins_and_scrolls():
    app = new_app(
        {
            "stats_onslaught.txt": "abandoned 4\nbeststreak 2\nplayed 9\n"
            + "streak 1\nundowins 2\nwon 3\n"
        }
    )
    press(app, ["A", "DOWN", "A"])  # Onslaught's menu
    s = str(press(app, ["DOWN", "DOWN", "A"]))  # Statistics (no save: no Continue)
    assert s.startswith("Stats: Onslaught")
    rows = s.split("\n")
    assert rows[1].startswith("Games   9") and rows[3].rstrip().endswith("▼")
    s = str(press(app, ["DOWN", "DOWN", "DOWN"]))
    assert "Streak  1 (best 2)" in s and "Abandoned 4" in s and "Undo wins 2" in s
    assert "▼" not in s


def test_starting_a_deal_saves_it_at_once_without_the_records_code():
    """Start writes the deal's save (with its id, one more than the last deal
    counted) before the first frame, as before; with no deal to replace it compiles
    neither the records (engine.ui.records) nor the save's writer a second time, and a
    replaced deal is still counted as abandoned."""
    import builtins
    import sys

    from engine import save

    app = new_app({"stats_farsky.txt": "deal 41\nplayed 3\n"})
    press(app, ["A", "A", "A"])  # the game list, Farsky, New game: the options
    assert "Start" in str(app.draw())
    loads = []
    orig = builtins.__import__

    def watch(name, *args, **kw):
        if name in ("engine.ui.records", "engine.save_write") and name not in sys.modules:
            loads.append(name)
        return orig(name, *args, **kw)

    builtins.__import__ = watch
    try:
        press(app, ["A"])  # Start
    finally:
        builtins.__import__ = orig
    assert loads == []  # nothing replaced: no records, the writer not loaded again
    text = app.storage.files["save_farsky.txt"]
    assert save.parse(text, app.cls)[4] == 42  # the new deal's id, saved at Start
    assert app.deal == 42 and app.unsaved == 0
    app.act(app.game.legal_actions()[-1])
    app.save()
    app.game_menu()
    # New game, yes to "Leave saved deal?", Start: the saved deal is replaced
    press(app, ["DOWN", "A", "DOWN", "A", "A"])
    assert farsky_stats(app)["abandoned"] == 1
    assert save.parse(app.storage.files["save_farsky.txt"], app.cls)[4] == 42
    # (the abandoned deal was never counted: the new one takes the next id, still 42)


def test_a_bad_statistics_file_at_start_is_set_aside_in_one_line():
    """The deal's id is read from the statistics at Start: a damaged file is set aside
    (kept as .bad), the player reads one line, and the deal starts as deal 1."""
    app = new_app({"stats_farsky.txt": "deal x1\n"})
    start_farsky(app)
    assert "stats_farsky.txt.bad" in app.storage.files or "stats_farsky.txt" not in (
        app.storage.files
    )
    assert app.deal == 1
    assert "Bad stats: set aside" in str(app.draw())


def test_the_main_loop_shows_the_last_move_before_it_records_the_deal():
    # On the device the final save and the statistics (flash writes) come after the frame
    # that shows the deal's last move, and before the next press is read: the player sees
    # the move at once and nothing is lost.
    from engine.ui.screens import run

    app = new_app()
    start_farsky(app)
    to_last_choice(app)  # (Farsky's last action is always a draw: the last choice)

    class Hal:
        script = [["A"], ["A"]]  # the last move, then A on "A:results  B:undo"
        seen = []  # (what happened, the deal counted yet)

        def keys(self):
            if not self.script:
                raise SystemExit
            self.seen.append(("keys", farsky_stats(app).get("played", 0)))
            return self.script.pop(0)

        def show(self, fr):
            self.seen.append((str(fr), farsky_stats(app).get("played", 0)))

        def now(self):
            return 0

        def tick(self):
            pass

    hal = Hal()
    try:
        run(app, hal)
    except SystemExit:
        pass
    last = [i for i, (what, _) in enumerate(hal.seen) if "A:results" in what][0]
    assert hal.seen[last][1] == 0  # the last move on screen, the deal not yet recorded
    assert ("keys", 1) in hal.seen[last:]  # recorded before the next press was read
    assert app.storage.files.get("farsky.sav") is None  # and its save gone
