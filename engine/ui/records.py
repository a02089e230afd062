# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.records`
===================

The player's records on storage: settings and statistics read field by field, bad
files set aside, and the end of a deal counted exactly once. Imported when needed
and dropped during play (see ``engine.ui.app``), so the app core stays small.

**A deal's end is one step** as far as the player can tell, whatever file operation
a power cut or a full storage stops (docs/RELIABILITY.md):

1. the finished game is saved, marked ``end 1``, with its deal id: from here on the
   game's menu counts it if the statistics were not written (``lobby.pending``);
2. the statistics are written with the deal's id (``deal``): a save holding that id
   is known as counted, and is only removed;
3. then the save is removed. When step 2 fails (storage full) the save stays.

A deal's id is one more than the last id counted, given when the deal starts.

**Beside each game's own counts** the statistics keep, for every game:

- ``abandoned``: deals left unfinished for another one. A deal is abandoned when a new
  deal replaces its save (New game or New deal, once the new deal starts: backing out
  of the options keeps the old deal to continue) or when Same deal starts it over; only
  a deal with a move made counts. Save & quit is not abandoning: the deal waits.
- ``undowins``: wins in which undo was used. ``undo`` holds the id of the deal in which
  undo was last used (written once per deal); a win of that deal counts here too, and
  Same deal clears the mark, as the deal starts over.
"""

from engine import save_write, stats
from engine.ui.app import BAD_SETTINGS, BAD_STATS, module


def set_aside(app, name, what=None):
    """Keep a bad file as ``name.bad`` (nothing else is touched) and say so in the one
    line ``what`` (21 characters at most; None: the caller explains)."""
    aside = getattr(app.storage, "set_aside", None)
    if aside is not None:
        try:
            aside(name)
        except OSError:
            pass
    if what is not None:
        app.note = what
        app.dirty = True


def load_settings(app):
    """``settings.txt`` checked line by line and by range (a bad one is set aside: the
    defaults). Each game's options are checked against its choices where they are used."""
    try:
        st = stats.parse(app.read("settings.txt", 2048, BAD_SETTINGS))
        for k in ("speed", "bright"):
            if not 0 <= st.get(k, 1) < 3:
                raise ValueError(k)
        return st
    except ValueError:
        set_aside(app, "settings.txt", BAD_SETTINGS)
        return {}


def load_stats(app, gid=None):
    """Game ``gid``'s statistics checked line by line (a bad file is set aside: none)."""
    name = "stats_%s.txt" % (gid or app.game_id)
    try:
        return stats.parse(app.read(name, 2048, BAD_STATS))
    except ValueError:
        set_aside(app, name, BAD_STATS)
        return {}


def show_stats(app):
    """The statistics screen of the current game. Here beside the statistics' reader,
    not in the lobby: from the result screen (A) it needs neither the menus nor the
    save's reader (in a small heap the lobby's 8K were the whole app's peak)."""
    st = load_stats(app)
    app.go(module("engine.ui.result").Stats(app.cls, app.text, st, app.game_menu))


def next_deal(app):
    """The id of a new deal: one more than the last deal counted."""
    return load_stats(app).get("deal", 0) % 999999999 + 1


def finish(app):
    """Record the app's finished deal: final save, statistics, then the save goes."""
    name = app.save_name()
    app.write(name, save_write.dumps(app.game, app.deal))
    if count(app, app.game, app.deal):
        try:
            app.storage.remove(name)
        except OSError:
            pass  # the save says "end 1" and its id is counted: the menu removes it later
    app.unsaved = 0


def abandon(app, same=False):
    """Count the deal in progress as abandoned (``same``: Same deal starts it over): the
    app's game when one is being played (it may hold moves not saved yet), else the
    save on storage that a new deal is about to replace. Only a deal with a move made
    counts; a finished deal or a damaged save does not."""
    g = app.game
    if g is not None and not g.over():
        moved = g.played() > 0
    elif same:
        return
    else:
        from engine import save  # the reader with its field checks: only here

        text = app.read(app.save_name(), save.cap(app.cls), None)
        if text is None:
            return
        try:
            fields = save.parse(text, app.cls)
        except save.SaveError:
            return
        del text
        moved = not fields[5] and (fields[2] or fields[3])  # not ended; a log or a base
    if not moved:
        return
    st = load_stats(app)
    st["abandoned"] = st.get("abandoned", 0) + 1
    if same and st.get("undo") == app.deal:
        del st["undo"]  # the deal starts over: its next win is without undo
    app.write("stats_%s.txt" % app.game_id, stats.dumps(st))


def mark_undo(app):
    """Remember that undo was used in the current deal (one write per deal)."""
    st = load_stats(app)
    if app.deal is not None and st.get("undo") != app.deal:
        st["undo"] = app.deal
        app.write("stats_%s.txt" % app.game_id, stats.dumps(st))


def count(app, game, deal):
    """Add finished ``game`` (deal id ``deal``) to the statistics unless they already
    hold it; True when the statistics on storage include it."""
    st = load_stats(app)
    if deal is not None and st.get("deal") == deal:
        return True  # counted before a power cut stopped the rest of the deal's end
    game.record(st)
    if deal is not None:
        if st.get("undo") == deal and game.won(0):
            st["undowins"] = st.get("undowins", 0) + 1
        st["deal"] = deal
    return app.write("stats_%s.txt" % app.game_id, stats.dumps(st))
