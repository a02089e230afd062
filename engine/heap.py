# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.heap`
=============

Heap care for small boards.

MicroPython normally collects garbage only when an allocation fails; by then
new long-lived objects sit between the garbage, and the freed heap is in pieces
too small for the next list or dict (a MemoryError with plenty of bytes free).
Where the port has ``gc.threshold``, :func:`tune` collects after each
thirty-second of the heap: on the 64-bit unix port, Navigator's scenarios need
56-60K with it and up to 72K without. CircuitPython has no ``gc.threshold``:
there the app collects at the moments that matter (a new screen, a new deal).

Optional features (the rules, the statistics, the hint, the review) run through
:func:`optional`: when the heap cannot hold them the player reads one line
("Rules need more RAM") and the game goes on; a MemoryError from a feature
the player can live without never reaches the crash screen.
"""

import gc

SHORT = [0]  # optional features refused for memory since start-up (the tools report it)


def tune(share=32):
    """Collect after every ``1/share`` of the heap has been allocated (no-op on CPython
    and CircuitPython)."""
    threshold = getattr(gc, "threshold", None)
    if threshold is not None and hasattr(gc, "mem_alloc"):
        # ignored for mypy: circuitpython-stubs has no gc module, so mypy reads CPython's,
        # which lacks mem_free/mem_alloc (the board's gc has both)
        threshold((gc.mem_free() + gc.mem_alloc()) // share)  # type: ignore[attr-defined]


_NEXT = [0]  # (idle) gc.mem_alloc() at which the next collection is due


def idle(share=32):
    """After a frame is shown while nothing is being worked out: where the port has no
    ``gc.threshold`` (CircuitPython), collect once ``1/share`` of the heap has been
    allocated since the last time.

    The board's own answer to a full heap is a collection at the allocation that
    failed, in the middle of a move, with the new objects already placed beyond the
    garbage; collecting while the player looks at the screen keeps the heap in fewer
    pieces (Navigator's whole app at 96K on the board's VM, 100 deals: 23 seeds of 24
    play through with it, 20 without). ``gc.mem_alloc()`` is cheap; a collection costs
    a few ms on a Pico, after the frame that answered the key is on screen, and never
    inside a computer's move or a review (the main loop asks only when not busy).
    """
    alloc = getattr(gc, "mem_alloc", None)
    if alloc is None or getattr(gc, "threshold", None) is not None:
        return  # CPython; MicroPython collects by threshold (see tune)
    if alloc() >= _NEXT[0]:
        gc.collect()
        used = alloc()
        _NEXT[0] = used + (used + gc.mem_free()) // share  # type: ignore[attr-defined]


def short(text):
    """Count one optional feature refused for memory; return ``text`` (the line to show)."""
    SHORT[0] += 1
    gc.collect()
    return text


def optional(app, text, fn, *args):
    """Run ``fn(*args)``, an optional feature; return True if it ran.

    On MemoryError the screen shown before stays, with ``text`` as its note (one
    line, see ``App.note``), and what the feature had made is collected.
    """
    before = app.screen
    try:
        roomy = getattr(app, "roomy", None)  # (a review begun during play gives way first)
        if roomy is not None:
            roomy(fn, *args)
        else:
            fn(*args)
        return True
    except MemoryError:
        app.screen = before
        app.note = short(text)
        app.dirty = True
        return False
