# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Heap cost of the headlines (``Frame.headline`` and the displayio Label) on the board's VM.

    python tools/build_device.py --out build/CIRCUITPY
    build/cp-10.2.1/circuitpython -X heapsize=96K tools/measure_headline.py [--app] build/CIRCUITPY

The first line is the engine side: the app (``engine.ui.app.App`` on in-memory
storage) drawing its title screen. ``--app`` prints only that line, which also runs
on a build from before the headlines, for a before/after figure.

CircuitPython's VM built for Linux has no ``displayio``: small stand-ins
(``Group``, ``Bitmap``, ``Palette``, ``TileGrid`` and ``bitmaptools.blit``) take
its place, so that ``hal.view`` and ``adafruit_display_text`` from the device build
(CircuitPython ``.mpy``) load and run as on a board. What the report gives exactly
is the bytecode and Python objects; the stand-ins are Python objects, bigger than
the core's C structs, so the lines that include displayio objects are upper bounds
(the report's last line says what the core's structs take, read from its source).

The run also checks the label's bitmap: every pixel equals the glyph's pixel, so the
library draws our glyphs on this interpreter too.
"""

import gc
import sys


class _Bitmap:
    """Packed like the core's: 32-bit words per row at 1 bit a value (2 colours)."""

    def __init__(self, width, height, colors=2):
        self.width = width
        self.height = height
        self.stride = (width + 31) // 32 * 4
        self.data = bytearray(self.stride * height)

    def _xy(self, i):
        if isinstance(i, tuple):
            return i
        return i % self.width, i // self.width

    def __setitem__(self, i, v):
        x, y = self._xy(i)
        o = y * self.stride + (x >> 3)
        bit = 0x80 >> (x & 7)
        if v:
            self.data[o] |= bit
        else:
            self.data[o] &= ~bit & 0xFF

    def __getitem__(self, i):
        x, y = self._xy(i)
        return 1 if self.data[y * self.stride + (x >> 3)] & (0x80 >> (x & 7)) else 0

    def fill(self, v):
        for i in range(len(self.data)):
            self.data[i] = 0xFF if v else 0


class _Palette:
    def __init__(self, n):
        self.colors = [0] * n

    def __setitem__(self, i, v):
        self.colors[i] = v

    def __len__(self):
        return len(self.colors)

    def make_opaque(self, i):
        pass

    def make_transparent(self, i):
        pass


class _TileGrid:
    def __init__(
        self,
        bitmap,
        pixel_shader=None,
        width=1,
        height=1,
        tile_width=None,
        tile_height=None,
        default_tile=0,
        x=0,
        y=0,
    ):
        self.bitmap = bitmap
        self.x = x
        self.y = y
        self.tiles = bytearray(width * height)
        self.width = width
        self.transpose_xy = self.flip_x = self.flip_y = False

    def __setitem__(self, i, v):
        self.tiles[i[1] * self.width + i[0]] = v


class _Group:
    def __init__(self, x=0, y=0, scale=1):
        self._items = []
        self.x = x
        self.y = y
        self._scale = scale  # not through the property: Label overrides it, as in the core
        self.hidden = False

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, v):
        self._scale = v

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def remove(self, item):
        self._items.remove(item)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items[:])

    def __getitem__(self, i):
        return self._items[i]


def _blit(
    dest, source, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None, skip_dest_index=None
):
    for sy in range(y1, y2):
        for sx in range(x1, x2):
            v = source[sx, sy]
            dx = x + sx - x1
            dy = y + sy - y1
            if v != skip_source_index and 0 <= dx < dest.width and 0 <= dy < dest.height:
                dest[dx, dy] = v


class _Displayio:
    Bitmap = _Bitmap
    Palette = _Palette
    TileGrid = _TileGrid
    Group = _Group


class _Bitmaptools:
    blit = _blit


def used():
    """Bytes in use after a full collection."""
    gc.collect()
    gc.collect()
    return gc.mem_alloc()


def title(frame_cls):
    fr = frame_cls()
    fr.headline(0, "POCKET\nSPACE\nCARDS")
    fr.center(6, "♠ ♥ five games ♦ ♣")
    fr.center(7, "A: start")
    return fr


def check_label(label, head, font):
    """Every pixel of the label's bitmap is its glyph's pixel (rows 8 apart at scale 1)."""
    row, x, lines = head
    bmp = label.bitmap
    for i in range(len(lines)):
        line = lines[i]
        for k in range(len(line)):
            g = (line[k] - 32) * 6
            for j in range(6):
                col = font[g + j]
                for y in range(8):
                    want = (col >> y) & 1
                    if bmp[k * 6 + j, i * 8 + y] != want:
                        return False
    return True


class _Storage:
    """In-memory files, as hal.headless.MemoryStorage (not in a device build)."""

    readonly = False

    def __init__(self):
        self.files = {}

    def read(self, name):
        return self.files.get(name)

    def write(self, name, text):
        self.files[name] = text
        return True

    def remove(self, name):
        self.files.pop(name, None)


def main(argv):
    args = argv[1:]
    app_only = "--app" in args
    args = [a for a in args if a != "--app"]
    root = args[0] if args else "build/CIRCUITPY"
    sys.path.insert(0, root + "/lib")
    sys.path.insert(0, root)
    sys.modules["displayio"] = _Displayio
    sys.modules["bitmaptools"] = _Bitmaptools
    out = []

    def step(what, before):
        now = used()
        out.append("%-50s %+7d bytes" % (what, now - before))
        return now

    m = used()
    from engine.ui.app import App

    app = App(_Storage(), seed_source=lambda: 7)
    str(app.draw())
    m = step("the app drawing its title screen (engine side)", m)
    if app_only:
        print(out[0])
        return 0
    from engine.ui.font import FONT
    from engine.ui.frame import Frame

    fr = title(Frame)
    m = step("font imported, a Frame holding the title", m)
    buf = fr.pages()  # kept to the end: the figures below do not include its release
    m = step("its pages() buffer (%d bytes)" % len(buf), m)
    from hal.view import FrameView

    view = FrameView(FONT)
    plain = Frame()
    plain.text(0, 0, "no headline")
    view.show(plain)
    m = step("hal.view + FrameView (stand-in sheet and grid)", m)
    __import__("adafruit_display_text.bitmap_label")  # what the first headline imports

    m = step("adafruit_display_text + bitmap_label imported", m)
    view.show(fr)
    ok = check_label(view._label, fr.head, FONT)
    m = step("the Label showing the title (stand-ins)", m)
    view.show(plain)
    m = step("a frame without headline (Label, library let go)", m)
    res = Frame()
    res.headline(1, "You win!")
    view.show(res)
    ok = ok and check_label(view._label, res.head, FONT)
    m = step("a result headline (library again, a new Label)", m)
    res.headline(1, "Draw")
    view.show(res)
    ok = ok and check_label(view._label, res.head, FONT)
    m = step("another headline on the same Label", m)
    view.show(plain)
    m = step("a frame without headline", m)
    for line in out:
        print(line)
    print("label pixels equal the glyphs: %s" % ("yes" if ok else "NO"))
    version = ".".join([str(v) for v in sys.implementation.version[:3]])
    print("%s %s, heap in use %d bytes" % (sys.implementation.name, version, used()))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
