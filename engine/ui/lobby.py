# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.lobby`
=================

The menus before a game: game list, game menu, options, resume, statistics.
Imported when shown and dropped during play (see ``engine.ui.app``).
"""

from engine import save, stats
from engine.game import GAME_IDS, load_game
from engine.ui.app import drop_game, module
from engine.ui.menus import Menu, Message

GAME_NAMES = ("Farsky Mappers", "Onslaught", "Pack 'n Stack", "Travfuda", "Navigator")


def _footer(app):
    return "saves off" if app.saves_off else ""


def unload(app):
    """Drop the current game's modules to free RAM (one game in memory at a time)."""
    if app.game_id is None:
        return
    app.game = app.play = app.cls = app.ai = app.text = None
    drop_game(app.game_id)
    app.game_id = None


def game_list(app):
    """The list of games, then Settings."""
    cur = GAME_IDS.index(app.game_id) if app.game_id in GAME_IDS else 0
    unload(app)
    items = list(GAME_NAMES) + ["Settings"]

    def pick(i):
        if i < len(GAME_IDS):
            app.open_game(GAME_IDS[i])
        else:
            app.go(module("engine.ui.settings").Settings(app))

    app.go(Menu("Choose a game", items, pick, lambda: app.go(_title(app)),
                footer=_footer(app), cur=cur))


def _title(app):
    from engine.ui.screens import Title

    return Title(app)


def open_game(app, game_id):
    """Import a game's rules, AI and presenter (its words); then its menu."""
    if game_id != app.game_id:
        unload(app)
        app.cls = load_game(game_id)
        app.ai = module("engine.ai." + game_id)
        app.text = module("engine.ui.%s_text" % game_id)
        app.game_id = game_id
    game_menu(app)


def game_menu(app):
    """Continue (if saved) / New game / Rules / Statistics."""
    has_save = app.read(app.save_name()) is not None  # an empty one is explained
    items = (["Continue"] if has_save else []) + ["New game", "Rules", "Statistics"]

    def pick(i):
        what = items[i]
        if what == "Continue":
            app.resume()
        elif what == "New game":
            app.options()
        elif what == "Rules":
            app.rules(app.game_menu)
        else:
            app.show_stats()  # the app catches a shortage of memory

    app.go(Menu(app.cls.NAME, items, pick, app.game_list, footer=_footer(app)))


def options(app, seed=None):
    """The options screen, with the options last used for this game."""
    cls = app.cls
    vals = []
    for o in cls.OPTIONS:
        v = app.settings.get("%s.%s" % (cls.ID, o.key), o.default)
        vals.append(v if 0 <= v < len(o.choices) else o.default)
    opt = module("engine.ui.options")
    app.go(opt.Options(cls, vals, app.new_seed() if seed is None else seed,
                       app.start, app.game_menu))


def start(app, values, seed):
    """Remember the options, start the game and save it at once."""
    cls = app.cls
    for o, v in zip(cls.OPTIONS, values):
        app.settings["%s.%s" % (cls.ID, o.key)] = v
    app.write("settings.txt", stats.dumps(app.settings))
    app.begin(cls(seed, values))
    app.save()


def resume(app):
    """Load the saved game; a bad save is explained and a fresh game offered."""
    try:
        g = save.loads(app.read(app.save_name()), app.cls)
    except save.SaveError as e:
        app.go(Message("Can't continue", str(e) + ". Starting a fresh game.", app.options))
        return
    if g.over():
        app.go(Message("Can't continue", "That game was finished. Starting a fresh game.",
                       app.options))
        return
    app.begin(g)


def show_stats(app):
    """The statistics screen of the current game."""
    st = stats.loads(app.read("stats_%s.txt" % app.game_id))
    app.go(module("engine.ui.result").Stats(app.cls, app.text, st, app.game_menu))
