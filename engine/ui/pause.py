# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.pause`
=================

The pause menu (resume, hint, undo, rules, the move log, same deal, new deal,
save & quit) and undo. Imported when the menu opens, dropped when play resumes.
"""

from engine.ui.app import call
from engine.ui.menus import Menu

ITEMS = ("Resume", "Hint", "Undo", "Rules", "Moves", "Same deal", "New deal", "Save & quit")


def pause(app):
    """Show the pause menu."""

    def pick(i):
        what = ITEMS[i]
        if what == "Hint":
            app.play.hint()
            app.back_to_play()
        elif what == "Undo":
            try:
                text = undo(app)
            except MemoryError:  # the replay did not fit: the game stays as it was
                from engine import heap

                text = heap.short("Undo needs more RAM")
            app.play.say(text)
            app.back_to_play()
        elif what == "Rules":
            app.rules(app.pause)
        elif what == "Moves":
            from engine import heap

            heap.optional(app, "Moves need more RAM", app.moves)
        elif what in ("Same deal", "New deal") and app.game.played():
            # the deal in progress would be lost: ask first (played(), not the log: a
            # Navigator match starts each round's log afresh, its earlier rounds count)
            confirm(app, what)
        elif what == "Same deal":
            restart(app)
        elif what == "New deal":
            app.options()
        elif what == "Save & quit":
            app.save()
            app.game_menu()
        else:
            app.back_to_play()

    app.go(
        Menu(
            "Paused #%d" % app.game.seed,
            list(ITEMS),
            pick,
            app.back_to_play,
            footer="saves off" if app.saves_off else "",
        )
    )


def restart(app):
    """The same deal again from its start (same options); the deal left counts as
    abandoned if a move was made (see ``engine.ui.records``)."""
    call("engine.ui.records", "abandon", app, True)
    app.begin(app.cls(app.game.seed, app.game.options))
    app.save()


def confirm(app, what):
    """Ask before leaving a deal in progress for ``what`` ("Same deal" or "New deal")."""

    def pick(i):
        if i == 0:
            app.pause()
        elif what == "Same deal":
            restart(app)
        else:
            app.options()

    app.go(Menu("Leave this deal?", ["No, play on", "Yes, " + what.lower()], pick, app.pause))


def undo_over(app):
    """Undo from the final board. The finished deal was counted when it ended (its
    save and statistics written at once, so a power cut loses nothing): the game played
    on is a deal of its own, marked as one with undo, so its end is counted too."""
    app.deal = call("engine.ui.records", "next_deal", app)
    return undo(app)


def undo(app):
    """Take back the person's last decision and the computer moves after it.

    The game is replaced only once the undone one is built: a MemoryError on the way
    leaves the game as it was (the menu then says so in one line).
    """
    g = app.game
    # Find the person's last decision by replaying the log once, keeping only its index
    # (no list of seats): a probe game is alive next to the played one here, and it is
    # let go before the undone game is built, so at most two game states share the heap.
    probe = g.replay([])
    i = -1
    k = 0
    midway = getattr(app.play, "midway", None)  # (Play's; a stand-in screen may lack it)
    for a in g.log:
        if probe.to_move() == 0 and not (midway and midway(probe)):
            i = k
        probe.apply(a)
        k += 1
    del probe
    if i < 0:
        return "Nothing to undo"
    app.game = g.replay(g.log[:i])
    app.play.set_game(app.game)
    app.save()
    call("engine.ui.records", "mark_undo", app)  # a win of this deal is one with undo
    return "Undone"
