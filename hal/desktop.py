# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.desktop`
=============

The desktop twin of the device: a pygame window showing the device's exact
pixels, rendered by the same displayio code (Blinka displayio +
blinka-displayio-pygamedisplay). Keys: arrows; A = Z or Enter; B = X, Esc or
Backspace; Q quits, like closing the window. ``PSCARDS_SCALE`` sets the window's
zoom (default 5).

With ``SDL_VIDEODRIVER=dummy`` it renders off-screen, which is how screenshots
are made on machines without a display.
"""

import os
import time

from hal.view import FrameView

WIDTH = 128
HEIGHT = 64


def _env_scale():
    """``PSCARDS_SCALE`` (1..16, default 5); ValueError with a one-line message otherwise."""
    text = os.environ.get("PSCARDS_SCALE") or "5"
    try:
        v = int(text)
    except ValueError:
        v = 0
    if not 1 <= v <= 16:
        raise ValueError("PSCARDS_SCALE must be a whole number 1..16, not %r" % text)
    return v


class Desktop:
    """A window (or an off-screen surface) that shows Frames like the device."""

    def __init__(self, font, storage, scale=None, caption="Pocket Space Cards"):
        import contextlib
        import io

        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        # Blinka's board detection prints a warning on a PC: not for the player's eyes.
        with contextlib.redirect_stdout(io.StringIO()):
            from blinka_displayio_pygamedisplay import PyGameDisplay

        self.pygame = pygame
        self.scale = scale or _env_scale()
        flags = 0 if os.environ.get("SDL_VIDEODRIVER") == "dummy" else pygame.SCALED
        self.display = PyGameDisplay(
            width=WIDTH, height=HEIGHT, flags=flags, caption=caption, auto_refresh=False
        )
        self.view = FrameView(font)
        self.display.root_group = self.view.group
        self.storage = storage
        self._keymap = {
            pygame.K_h: "HINT",  # the device: hold B
            pygame.K_UP: "UP",
            pygame.K_DOWN: "DOWN",
            pygame.K_LEFT: "LEFT",
            pygame.K_RIGHT: "RIGHT",
            pygame.K_z: "A",
            pygame.K_RETURN: "A",
            pygame.K_KP_ENTER: "A",
            pygame.K_SPACE: "A",
            pygame.K_x: "B",
            pygame.K_ESCAPE: "B",
            pygame.K_BACKSPACE: "B",
        }
        pygame.key.set_repeat(400, 120)  # auto-repeat while held, like the device's d-pad
        self._t0 = time.monotonic()

    def keys(self):
        """Presses since the last call; closing the window or Q raises SystemExit."""
        out = []
        pg = self.pygame
        for ev in pg.event.get():
            if ev.type == pg.QUIT:
                raise SystemExit(0)
            if ev.type == pg.KEYDOWN:
                if ev.key == pg.K_q:
                    raise SystemExit(0)
                k = self._keymap.get(ev.key)
                if k:
                    out.append(k)
        return out

    def show(self, frame):
        """Render a Frame through displayio and refresh the window."""
        self.view.show(frame)
        self.display.refresh()

    def now(self):
        """Milliseconds since start."""
        return int((time.monotonic() - self._t0) * 1000)

    def tick(self):
        """About 50 frames a second."""
        time.sleep(0.02)

    def pixels(self):
        """The window's 128 x 64 pixels as rows of 0/1 (for tests)."""
        surf = self.display._pygame_screen
        return [
            [1 if surf.get_at((x, y))[0] > 127 else 0 for x in range(WIDTH)] for y in range(HEIGHT)
        ]

    def screenshot(self, path, scale=None):
        """Save the device's pixels, scaled up, as PNG."""
        pg = self.pygame
        s = int(scale or self.scale)
        surf = self.display._pygame_screen
        pg.image.save(pg.transform.scale(surf, (WIDTH * s, HEIGHT * s)), path)
