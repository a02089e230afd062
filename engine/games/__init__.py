# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""One module per game; each defines ``GAME``, a subclass of engine.game.Game."""
