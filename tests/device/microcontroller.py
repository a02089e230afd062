# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``microcontroller``: pins are named objects."""


class Pin:
    """A pin; only its name matters here."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name
