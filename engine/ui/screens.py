# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.screens`
===================

The ``View`` base of the app's screens (menus, options, rules, results; a game's play
screen is its ``Screen(Play)``), the screens the app always needs (title, play host),
the main loop, and the headless helpers that tests and scripts use to press keys. Each
view has ``key(k)``, ``tick(now)``, ``busy()`` and ``draw(fr)`` (and may say, with
``stale()`` and ``changed()``, when a frame without a key is worth drawing).
"""


class View:
    """A screen that does nothing until a key arrives."""

    def key(self, k):
        """Handle one press."""

    def tick(self, now):
        """Advance time-driven work."""

    def busy(self):
        """True while the screen still works without input (the headless runner waits)."""
        return False

    def stale(self):
        """True when the screen would draw something new with no key and no work done
        (a clock on screen): the app redraws it."""
        return False

    def changed(self):
        """After a tick of busy work: False when the frame would be the same as the one
        on screen, so the app skips drawing it (a board spends tens of ms on a frame)."""
        return True

    def draw(self, fr):
        """Draw into a cleared Frame."""


class Title(View):
    """The title screen."""

    def __init__(self, app):
        self.app = app

    def key(self, k):
        if k == "A":
            self.app.game_list()

    def draw(self, fr):
        fr.headline(0, "POCKET\nSPACE\nCARDS")  # the name at twice the size: rows 0-5
        fr.center(6, "saves off" if self.app.saves_off else "♠ ♥ five games ♦ ♣")
        fr.center(7, "A: start")


class PlayHost(View):
    """Hosts a game's play screen; opens the pause menu and the result."""

    def __init__(self, app):
        self.app = app

    def key(self, k):
        r = self.app.play.key(k)
        if r == "pause":
            self.app.pause()
        elif r == "undo":  # a solitaire's final board, B: play on from before the end
            from engine import heap

            heap.optional(self.app, "Undo needs more RAM", self.app.undo_over)
        elif r == "over":
            app = self.app
            # the deal is recorded already: when the result screen does not fit, its
            # menu does (the note says why); when neither does, A tries again
            from engine import heap

            if not heap.optional(app, "Review needs more RAM", app.result):
                if not heap.optional(app, "Review needs more RAM", app.game_menu):
                    if app.play is None:  # the menu freed the play screen, then failed
                        app.go(Title(app))  # A: the game list, the game unloaded

    def tick(self, now):
        self.app.play.tick(now)

    def busy(self):
        return self.app.play.busy()

    def stale(self):
        return self.app.play.stale()

    def draw(self, fr):
        self.app.play.draw(fr)


def run(app, hal):
    """The main loop on the device, in the window and in the terminal (ends by SystemExit).

    A HAL with ``brightness(level)`` (the device) gets the settings' level with each
    frame; a new screen is followed by ``gc.collect()`` (the old one's garbage goes
    while nothing is happening, not in the middle of a computer move), another frame
    while the screen is not busy by :func:`engine.heap.idle` (on CircuitPython, a
    collection now and then: the frame answering a key is on screen before it).
    """
    import gc

    from engine import heap

    bright = getattr(hal, "brightness", None)
    app.pending = getattr(hal, "pending", None)
    app.later = True  # a deal's end is recorded after the frame that shows it
    shown = [None]

    def frame():
        if bright is not None:
            bright(app.settings.get("bright", 1))
        hal.show(app.draw())
        app.recorded()
        if app.screen is not shown[0]:
            shown[0] = app.screen
            gc.collect()
        elif not app.busy():
            heap.idle()

    while True:
        # A press is answered on screen first, before the tick's work (a computer's move,
        # a slice of a review) and the frame's wait
        for k in hal.keys():
            app.key(k)
        if app.dirty:
            frame()
        app.tick(hal.now())
        if app.dirty:
            frame()
        hal.tick()


def settle(app, limit=100000):
    """Headless helper: let computer moves and long jobs finish, advancing a fake clock."""
    n = 0
    while app.busy() and n < limit:
        app.now += app.delay
        app.tick(app.now)
        n += 1


def press(app, keys):
    """Headless helper: press each key (names), settling before and after; return the Frame."""
    settle(app)
    for k in keys:
        app.key(k)
        settle(app)
    return app.draw()
