# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Helpers shared by the cursor scenarios (tests/portable/test_*_cursor.py): press keys
on a play screen, drawing a frame after each, and count what that allocates."""

import gc

from engine.ui.glyphs import SPECIALS


def walk(s, fr, keys):
    """Press each of ``keys`` on screen ``s`` and draw frame ``fr`` after each."""
    for k in keys:
        s.key(k)
        fr.clear()
        s.draw(fr)


def allocated(s, fr, keys):
    """Bytes the presses of ``keys`` and their frames allocate (None on CPython, which
    has no ``gc.mem_alloc``: the walk alone)."""
    if not hasattr(gc, "mem_alloc"):
        walk(s, fr, keys)
        return None
    _intern_glyphs()
    gc.collect()
    gc.disable()  # (a collection in the walk would hide what it allocated)
    try:
        before = gc.mem_alloc()
        walk(s, fr, keys)
        return gc.mem_alloc() - before
    finally:
        gc.enable()


def _intern_glyphs():
    """Make every drawable character's one-letter string a qstr now. MicroPython interns
    each character that iterating a str yields (``Frame.text``'s loop), once in the
    interpreter's life: a message with a letter never drawn before grows the qstr pool
    by a block or a chunk. That is a one-off, not a press's cost, and whether it lands
    on a new block depends on how full the pool already is (the checkout's path is in
    it, so a test that counts it passes or fails by where it was cloned)."""
    for c in range(32, 127):
        chr(c)  # (chr interns as iteration does)
    for _ch in SPECIALS:
        pass
