# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""A fake ``microcontroller.nvm`` as strict as CircuitPython 10.2.1's on a Pico
(``shared-bindings/nvm/ByteArray.c`` and ``ports/raspberrypi/common-hal/nvm/ByteArray.c``),
with power cuts.

- Slices with a step, a value of another length, or not bytes-like are refused as the
  core refuses them; a single byte must be 0..255.
- A write whose bytes are all erased (0xFF) now programs their 256-byte pages, one
  page program each. Any other write erases the whole 4 KB sector and programs it all
  again (16 page programs), keeping the bytes outside the slice.
- ``cut_after = n``: the power dies after the n-th flash operation (an erase or a page
  program) from now; ``cut_inside`` makes it die half way through that operation
  instead (half the page programmed, or half the sector erased). Either raises
  :class:`PowerCut`; the bytes stay as the cut left them, for a new store to read.
"""

PAGE = 256


class PowerCut(BaseException):
    """The power went: nothing after this runs."""


class FlashNvm:
    """``microcontroller.nvm`` on one flash sector."""

    def __init__(self, size=4096):
        self.mem = bytearray(b"\xff" * size)
        self.erases = 0
        self.programs = 0
        self.cut_after = None
        self.cut_inside = False

    def __len__(self):
        return len(self.mem)

    def _bounds(self, s):
        if s.step not in (None, 1):
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        n = len(self.mem)
        a = 0 if s.start is None else s.start
        b = n if s.stop is None else s.stop
        a = max(0, min(n, a + n if a < 0 else a))
        b = max(a, min(n, b + n if b < 0 else b))
        return a, b

    def __getitem__(self, i):
        if isinstance(i, slice):
            a, b = self._bounds(i)
            return bytearray(self.mem[a:b])
        return self.mem[i]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            a, b = self._bounds(i)
            if not isinstance(value, (bytes, bytearray, memoryview)):
                raise NotImplementedError("array/bytes required on right side")
            if len(value) != b - a:
                raise ValueError("Slice and value different lengths.")
            data = value
        else:
            if not 0 <= value <= 255:
                raise ValueError("bytes must be 0-255")
            a = i + len(self.mem) if i < 0 else i
            data = bytes((value,))
        self._set(a, data)

    def _tick(self):
        """Before an operation: does the power die before it, inside it, or not at all?"""
        if self.cut_after is None:
            return False
        if self.cut_after == 0:
            if self.cut_inside:
                return True
            raise PowerCut()
        self.cut_after -= 1
        return False

    def _program(self, page, data):
        """Program one page (bits only go from 1 to 0, as on NOR flash)."""
        half = self._tick()
        n = len(data) // 2 if half else len(data)
        for k in range(n):
            self.mem[page + k] &= data[k]
        self.programs += 1
        if half:
            raise PowerCut()

    def _set(self, a, data):
        end = a + len(data)
        if all(self.mem[k] == 0xFF for k in range(a, end)):
            for page in range(a - a % PAGE, end, PAGE):
                buf = bytearray(self.mem[page : page + PAGE])
                lo, hi = max(a, page), min(end, page + PAGE)
                buf[lo - page : hi - page] = data[lo - a : hi - a]
                self._program(page, buf)
            return
        buf = bytearray(self.mem)
        buf[a : a + len(data)] = data
        half = self._tick()
        n = len(self.mem) // 2 if half else len(self.mem)
        for k in range(n):
            self.mem[k] = 0xFF
        self.erases += 1
        if half:
            raise PowerCut()
        for page in range(0, len(self.mem), PAGE):
            self._program(page, buf[page : page + PAGE])


def fill(store, free=300):
    """Write records to ``store`` (an ``hal.nvmstore.NvmStorage``) until about ``free``
    bytes of its log are left: another game's statistics, each a whole record (its first
    byte differs, so nothing of the last one is kept). Returns ``store``."""
    n = 0
    while store.used() < store.size - free:
        n += 1
        store.write("stats_onslaught.txt", "%d played\n" % n + "x" * 100)
    return store
