# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Computer players, hints and solvers; one module per game, same name as the game."""
