# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.play`
================

Base of every game's play screen. A game's screen (``engine/ui/<id>.py``,
class ``Screen``) subclasses :class:`Play` and implements ``reset``, ``turn_key``
(a key on the person's turn; :meth:`Play.key` receives every key and passes those on)
and ``draw``; its words come from the game's presenter, ``engine/ui/<id>_text.py``
(``self.text``: ``label(g, a)``, ``outcome(g)``...), loaded beside the screen.
The base runs the computer seats (one action per step, with a delay so a person
can follow), shows hints and messages, and hands finished games to the app.
"""

from engine.ui.frame import clip

HUMAN = 0  # the seat of the person holding the device
MSG_ROW = 7


def presenter(game_id):
    """The game's presenter module ``engine.ui.<id>_text`` (imported on first use; freed
    with the game's other modules, see ``engine.ui.app.drop_game``)."""
    return __import__("engine.ui.%s_text" % game_id, None, None, ("label",))


class Play:
    """A play screen. ``app`` provides ``ai`` (the game's AI module), ``act(a)`` and settings."""

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self._text = None  # the game's words (labels, outcome...): see ``text``
        self.msg = ""  # one line for errors, hints and computer moves
        self.hint_action = None  # set by hint(); a screen may highlight it
        self.last = None  # (seat, action) of the last computer action, for highlighting
        self.told = ""  # the last computer action's label
        self._due = 0
        self.reset()

    @property
    def text(self):
        """The game's presenter (``presenter``), imported on first use: a screen whose
        first frame needs none of its words opens without compiling it (an open is what
        a player waits for most)."""
        t = self._text
        if t is None:
            t = self._text = presenter(self.game.ID)
        return t

    # -- for subclasses --------------------------------------------------------------

    def reset(self):
        """Forget any selection: called after the game object changed (undo, load)."""

    def turn_key(self, k):
        """Handle a press ('UP', 'DOWN', 'LEFT', 'RIGHT', 'A', 'B') on the person's turn.

        Return "pause" to open the pause menu (B with nothing to cancel), else None.
        """
        return "pause" if k == "B" else None

    def draw(self, fr):
        """Draw the position into Frame ``fr`` (already cleared)."""

    # -- provided ------------------------------------------------------------------------

    def set_game(self, game):
        """Switch to another state of the game (undo, resume) and clear selections."""
        self.game = game
        self.msg = ""
        self.hint_action = None
        self.last = None
        self.reset()

    def act(self, action):
        """Play ``action`` for the seat to move; the app saves the log and checks the end.

        The message line empties first (a hint, "Undone", a computer's last move are no
        longer true): a screen that has something to say about the move says it after."""
        self.msg = ""
        self.hint_action = None
        self.app.act(action)

    def say(self, text):
        """Show one line (max 21 chars) on the message row until the next action."""
        self.msg = text

    def stale(self):
        """True when the screen shows something time changed (a clock): redraw it."""
        return False

    def suspend(self):
        """The pause menu opens: a screen with a clock stops it until its next tick."""

    def busy(self):
        """True while a computer seat still has to move (the app keeps ticking)."""
        g = self.game
        return not g.over() and g.to_move() != HUMAN

    def tick(self, now):
        """Let a computer seat act when its delay has passed."""
        if not self.busy():
            self._due = now + self.app.delay
            return
        if now < self._due:
            return
        g = self.game
        seat = g.to_move()
        a = self.app.ai.choose(g)
        self.told = self.text.label(g, a)  # whole: a screen may shorten it its own way
        self.msg = clip(self.told)
        self.last = (seat, a)
        self.app.act(a)
        self._due = now + self.app.delay

    def hint(self):
        """Ask the AI for the person's best action and show why on the message row (the
        presenter's ``reason``; a screen's own ``hint`` then puts the cursor on the move,
        so A plays it). When memory is short it says so: ``hint_action`` stays None."""
        g = self.game
        if g.over() or g.to_move() != HUMAN:
            self.msg = "No hint now"
            return
        self.hint_action = None
        try:
            a = self.advice(g)
        except MemoryError:  # the hint is optional: say so, the game goes on
            from engine import heap

            self.msg = heap.short("Hint needs more RAM")
            return
        self.hint_action = a
        why = getattr(self.text, "reason", None)
        try:
            self.msg = clip(why(g, a) if why else "Hint: " + self.text.label(g, a))
        except MemoryError:  # the reason's own search did not fit: the move alone
            self.msg = clip("Hint: " + self.text.label(g, a))

    def advice(self, g):
        """The person's best action, from the computer (a screen may have thought about
        it while the person did: Pack 'n Stack's)."""
        return self.app.ai.hint(g)

    def key(self, k):
        """Route a press: ignored while a computer moves; B cancels hints first."""
        if self.busy():
            return None
        if self.game.over():
            return self.over_key(k)
        return self.turn_key(k)

    def over_key(self, k):
        """A key on the final board: "over" (A or B) opens the result; a screen may give
        B "undo" (the app takes back the last decision, see ``engine.ui.pause``)."""
        return "over" if k in ("A", "B") else None

    def midway(self, game):
        """True for a position of ``game`` inside one of the person's decisions (two
        actions played by one press): undo never stops there."""
        return False

    def draw_msg(self, fr, row=MSG_ROW):
        """Draw the message line, if any."""
        if self.msg:
            fr.text(0, row, clip(self.msg))
