# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.lobby`
=================

The menus before a game: game list, game menu, options, resume, statistics.
Imported when shown and dropped during play (see ``engine.ui.app``).
"""

from engine import save
from engine.game import GAME_IDS, GAMES, load_game
from engine.ui.app import BAD_SAVE, BAD_STATS, drop, drop_game, module
from engine.ui.frame import COLS, clip
from engine.ui.menus import Menu, Message


def _footer(app):
    return "saves off" if app.saves_off else ""


def _records():
    """``engine.ui.records``, imported when a record is read or written (not for menus)."""
    return module("engine.ui.records")


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
    # a game with a save in progress is marked: the player sees where a game waits
    items = []
    saved = False
    for gid, name in GAMES:
        mark = has_file(app, "save_%s.txt" % gid)
        saved = saved or mark
        items.append("%-18s●" % name if mark else name)
    items.append("Settings")

    def pick(i):
        if i < len(GAME_IDS):
            app.open_game(GAME_IDS[i])
        else:
            app.go(module("engine.ui.settings").Settings(app))

    app.go(
        Menu(
            "Choose a game",
            items,
            pick,
            lambda: app.go(_title(app)),
            footer=_footer(app) or ("● game in progress" if saved else ""),
            cur=cur,
        )
    )


def has_file(app, name):
    """True if the storage holds ``name``: read with a cap of 0, so no text is kept in
    RAM and nothing is set aside here (the game's own menu reads and explains it)."""
    try:
        return app.storage.read(name, 0) is not None
    except (OSError, ValueError):
        return True  # there, but more than nothing or not readable: the game menu says


def _title(app):
    from engine.ui.screens import Title

    return Title(app)


def open_game(app, game_id):
    """Import a game's rules; then its menu. (Its computer comes when first asked for,
    ``App.ai``; its presenter, the words, with the play screen or the statistics: the
    menus and options do without them.)"""
    if game_id != app.game_id:
        unload(app)
        app.cls = load_game(game_id)
        app.game_id = game_id
    game_menu(app)


def save_problem(app):
    """Why the saved game can't continue (one line), "" when it can or there is none.

    The save is loaded to know (the game menu offers Continue only for a game that
    will really continue); the result is kept for the save's text, so coming back to
    the menu from the rules does not replay the game again."""
    name = app.save_name()
    text = app.read(name, save.cap(app.cls), BAD_SAVE)
    if text is None:
        return ""
    seen = getattr(app, "checked", None)
    if seen is not None and seen[0] == text:
        return seen[1]
    try:
        why = "Saved game finished" if save.loads(text, app.cls).over() else ""
    except save.SaveError as e:
        why = str(e)
        if text_present(why):
            _records().set_aside(app, name)  # kept for a bug report; nothing else is touched
        if len(why) > COLS:
            why = why.replace(" is ", " ")  # "Save is for another game": one line
    app.checked = (text, why)
    return why


_LEFT = ("engine.ui.result", "engine.ui.options", "engine.ui.rules", "engine.ui.settings")


def game_menu(app):
    """Continue (if the save will continue) / New game / Rules / Statistics.

    A damaged save offers no Continue: it is set aside (kept as ``.bad``) and the
    bottom line says why."""
    # The screens left for this menu (a result, the options, the rules, the settings)
    # leave RAM now, not only when play begins: after a deal the next one's options
    # and game would otherwise share the heap with the last result's code.
    drop(_LEFT)
    has_save = pending(app)
    why = save_problem(app) if has_save else ""
    items = (["Continue"] if has_save and not why else []) + ["New game", "Rules", "Statistics"]

    def pick(i):
        what = items[i]
        if what in ("Continue", "New game"):
            app.checked = None  # the save's text leaves RAM during play
        if what == "Continue":
            app.resume()
        elif what == "New game" and has_save and not why:
            ask_new(app)  # the deal waiting to be continued would be lost: ask first
        elif what == "New game":
            app.options()
        elif what == "Rules":
            app.rules(app.game_menu)
        else:
            app.show_stats()  # the app catches a shortage of memory

    app.go(Menu(app.cls.NAME, items, pick, app.game_list, footer=clip(why) or _footer(app)))


def ask_new(app):
    """Ask before a new game replaces the deal saved to continue (the pause menu's
    Same deal and New deal ask the same way)."""

    def pick(i):
        if i == 0:
            app.game_menu()
        else:
            app.options()

    app.go(Menu("Leave saved deal?", ["No, keep it", "Yes, new game"], pick, app.game_menu))


def pending(app):
    """True if the game has a save to continue.

    A save of a finished deal (a power cut or a full storage stopped the deal's end) is
    counted now, once: not at all if the statistics already hold its deal id, then it is
    removed. A damaged save is offered, so that Continue explains what is wrong.
    """
    cls = app.cls
    name = app.save_name()
    text = app.read(name, save.cap(cls), BAD_SAVE)
    if text is None:
        return False
    try:
        deal, end = save.parse(text, cls)[4:]
    except save.SaveError:
        return True
    if not end and (deal is None or _records().load_stats(app).get("deal") != deal):
        return True
    if end:
        try:
            g = save.loads(text, cls)
        except save.SaveError:
            return True
        if not g.over():
            return True
        del text
        if not _records().count(app, g, deal):
            return False  # storage full or read-only: the save stays, counted next time
    try:
        app.storage.remove(name)
    except OSError:
        pass
    return False


def options(app, seed=None):
    """The options screen, with the options last used for this game."""
    cls = app.cls
    vals = []
    for o in cls.OPTIONS:
        v = app.settings.get("%s.%s" % (cls.ID, o.key), o.default)
        vals.append(v if 0 <= v < len(o.choices) else o.default)
    opt = module("engine.ui.options")
    app.go(
        opt.OptionsMenu(
            cls, vals, app.new_seed() if seed is None else seed, app.start, app.game_menu
        )
    )


def start(app, values, seed):
    """Remember the options, start the game and save it at once."""
    cls = app.cls
    changed = False
    for o, v in zip(cls.OPTIONS, values):
        key = "%s.%s" % (cls.ID, o.key)
        if app.settings.get(key) != v:
            app.settings[key] = v
            changed = True
    if changed:  # flash wears: settings.txt is written only when an option changed
        app.write("settings.txt", module("engine.stats").dumps(app.settings))
    g = app.game
    if g is not None and not g.over() or has_file(app, app.save_name()):
        # a deal in progress that this one replaces (with none, the records stay unloaded:
        # opening a game compiles only what its first frame needs)
        _records().abandon(app)
    # The deal replaced goes before the new one is built (at 96K two Navigator deals
    # side by side, beside the menus, did not fit: a MemoryError dealing the new one).
    app.game = g = None
    app.deal = next_deal(app)
    g = cls(seed, values)
    # The first save is written here, beside the menus: the save's writer came with the
    # lobby's reader (engine.save), so the board compiles it no second time once play
    # has begun (App.save loads it alone, and begin drops it with the menus).
    app.write(app.save_name(), save.dumps(g, app.deal))
    app.begin(g)


def next_deal(app):
    """The id of a new deal: one more than the last deal counted (the statistics read
    field by field, a bad file set aside as ``engine.ui.records.load_stats`` does). Here,
    not in the records: starting a deal needs the statistics' reader alone (the records'
    code comes when a deal is counted or abandoned, or the statistics are shown)."""
    name = "stats_%s.txt" % app.game_id
    try:
        st = module("engine.stats").parse(app.read(name, 2048, BAD_STATS))
    except ValueError:
        _records().set_aside(app, name, BAD_STATS)
        st = {}
    return st.get("deal", 0) % 999999999 + 1


def resume(app):
    """Load the saved game; a bad save is set aside (``.bad``), explained, and a fresh game
    offered."""
    name = app.save_name()
    app.game = None  # the save is the deal continued: the one in RAM goes first (see start)
    text = app.read(name, save.cap(app.cls), BAD_SAVE)
    try:
        deal = save.parse(text, app.cls)[4]
        g = save.loads(text, app.cls)
    except save.SaveError as e:
        msg = str(e)
        if text_present(msg):
            _records().set_aside(app, name)
            msg += ". Kept as .bad"
        app.go(Message("Can't continue", msg + ". Starting a fresh game.", app.options))
        return
    text = None
    if g.over():
        app.go(
            Message("Can't continue", "That game was finished. Starting a fresh game.", app.options)
        )
        return
    # a save from an older version has no id: it gets the next one
    app.deal = deal if deal is not None else next_deal(app)
    app.begin(g)


def text_present(msg):
    """True when the SaveError ``msg`` is about a file that exists (it is then kept)."""
    return msg != "No save found"
