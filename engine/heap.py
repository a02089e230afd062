# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.heap`
=============

Heap care for small boards. MicroPython and CircuitPython normally collect
garbage only when an allocation fails; by then new long-lived objects sit
between the garbage, and the freed heap is in pieces too small for the next
list or dict (a MemoryError with plenty of bytes free). Collecting after each
thirty-second of the heap keeps it in few pieces: on the 64-bit unix port,
Navigator's scenarios need 56-60K with it and up to 72K without.
"""

import gc


def tune(share=32):
    """Collect after every ``1/share`` of the heap has been allocated (no-op on CPython)."""
    threshold = getattr(gc, "threshold", None)
    if threshold is not None and hasattr(gc, "mem_alloc"):
        threshold((gc.mem_free() + gc.mem_alloc()) // share)
