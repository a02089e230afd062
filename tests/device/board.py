# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake ``board``: the pin names of a Raspberry Pi Pico and of a Feather RP2040."""

from microcontroller import Pin

board_id = "fake_pico"

_NAMES = ["GP%d" % i for i in range(29)] + [
    "LED",
    "SDA",
    "SCL",
    "D4",
    "D5",
    "D6",
    "D9",
    "D10",
    "D11",
    "D12",
    "D13",
    "D24",
    "D25",
]
for _n in _NAMES:
    globals()[_n] = Pin(_n)
del _n
