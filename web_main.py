# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`web_main`
==========

The browser page's program (``web/index.html`` runs it under MicroPython WebAssembly),
the twin of ``device_main``: it joins the engine's ``App`` and the web HAL
(``hal.web``), so it sits beside them at the top level, as ``device_main`` does.

A browser must never be blocked by a ``while True``: the page calls
:meth:`Page.step` from a JS timer, and each :func:`step` is one pass of
``engine.ui.screens.run``'s body (the device's loop, left as it is: a call more in it
would cost every search a pystack frame on the board). ``tests/test_web.py`` checks
that stepping and ``run`` show the same frames.
"""

from hal.web import Web, WebStorage


def step(app, hal, shown=None):
    """One pass of ``engine.ui.screens.run``'s loop without the wait: the keys, a frame if
    the screen changed, time, a frame again if that changed it. Returns the screen last
    shown (pass it back next time)."""
    for k in hal.keys():
        app.key(k)
    shown = _frame(app, hal, shown)
    app.tick(hal.now())
    return _frame(app, hal, shown)


def _frame(app, hal, shown):
    if app.dirty:
        hal.show(app.draw())
        if app.screen is not shown:
            shown = app.screen
            import gc

            gc.collect()  # the old screen's garbage goes while nothing happens, as in run
    return shown


class Page:
    """What the page calls: the App, its HAL and one step of the main loop at a time."""

    def __init__(self, bridge, seed=None, clock=None):
        from engine.ui.app import App

        self.hal = Web(WebStorage(bridge), clock)
        # new deal numbers: ``seed`` when given (tests), else the bridge's clock
        source = getattr(bridge, "seed", None) if seed is None else (lambda: seed)
        self.app = App(self.hal.storage, seed_source=source)
        self.shown = None
        self.error = ""

    def jump(self, game_id, seed):
        """Straight into deal ``seed`` of ``game_id`` with default options (the page's
        ``?game=ID&seed=N``, like ``python -m sim --game ID --seed N``); False when
        ``game_id`` is not a game."""
        from engine.game import GAME_IDS

        if game_id not in GAME_IDS:
            return False
        app = self.app
        app.open_game(game_id)
        app.start([o.default for o in app.cls.OPTIONS], seed)
        return True

    def step(self):
        """One pass of the main loop; the number of frames shown so far (the page
        repaints when it changes). An error stops the page with one line in ``error``."""
        if self.error:
            return self.hal.frames
        try:
            self.shown = step(self.app, self.hal, self.shown)
        except Exception as e:  # the page shows one line, never a traceback
            self.error = "%s: %s" % (type(e).__name__, e)
        return self.hal.frames

    def idle(self):
        """True when no key waits and the screen works on nothing (for the browser test)."""
        return not self.hal.queue and not self.app.busy() and not self.app.dirty

    def save(self):
        """Save the game if moves were made since the last save (the page is hidden or
        closed: the device does the same before its screen goes dark)."""
        if self.app.unsaved:
            self.app.save()
