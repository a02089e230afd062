# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Helpers shared by the cursor scenarios (tests/portable/test_*_cursor.py): press keys
on a play screen, drawing a frame after each, and count what that allocates."""

import gc


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
    gc.collect()
    gc.disable()  # (a collection in the walk would hide what it allocated)
    try:
        before = gc.mem_alloc()
        walk(s, fr, keys)
        return gc.mem_alloc() - before
    finally:
        gc.enable()
