# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Build ``engine/ui/font.py`` from the ASCII-art source ``tools/font.txt``.

Usage (from the repository root)::

    python tools/make_font.py                    # rewrite engine/ui/font.py
    python tools/make_font.py --preview out.png  # also draw every glyph 4x (needs pygame)
    python tools/make_font.py --check            # exit 1 if engine/ui/font.py is stale

``font.txt`` holds one block per glyph code: a header line ``== CODE NAME``, then
8 rows of 6 characters (``#`` lit, ``.`` dark), top row first. Outside a block,
blank lines and lines starting with ``# `` (or a lone ``#``) are comments. Every
code from 32 to ``engine.ui.glyphs.COUNT - 1`` needs exactly one block.

The output is the SSD1306 page format read by ``engine.ui.frame.Frame.pages``:
6 column bytes per glyph, bit 0 = top pixel row, starting at code 32.
"""

import os
import sys
import unicodedata

from toolkit import ROOT  # the root on sys.path too

if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine.ui.glyphs import COUNT, FIRST_SPECIAL, SPECIALS

SOURCE = os.path.join(ROOT, "tools", "font.txt")
TARGET = os.path.join(ROOT, "engine", "ui", "font.py")
FIRST = 32
W = 6
H = 8
COMMAND = "python tools/make_font.py"


class FontError(Exception):
    """The font source is malformed or incomplete."""


def glyph_name(code):
    """The name a header should carry for ``code`` (checked to catch misordered blocks)."""
    if code == 32:
        return "SPACE"
    if 32 < code < 127:
        return chr(code)
    if FIRST_SPECIAL <= code < COUNT:
        return unicodedata.name(SPECIALS[code - FIRST_SPECIAL])
    return None  # unused code (127): any name, must be blank


def parse(text, where="font.txt"):
    """Parse the font source: {code: [8 row strings of 6 '#'/'.']}."""
    glyphs = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        n = i + 1
        i += 1
        if not line or line == "#" or line.startswith("# "):
            continue
        if not line.startswith("== "):
            raise FontError("%s:%d: expected '== CODE NAME', got %r" % (where, n, line))
        parts = line[3:].split(None, 1)
        try:
            code = int(parts[0])
        except (IndexError, ValueError):
            raise FontError("%s:%d: bad glyph code in %r" % (where, n, line)) from None
        name = parts[1].strip() if len(parts) > 1 else ""
        if not FIRST <= code < COUNT:
            raise FontError("%s:%d: code %d outside %d..%d" % (where, n, code, FIRST, COUNT - 1))
        if code in glyphs:
            raise FontError("%s:%d: code %d defined twice" % (where, n, code))
        want = glyph_name(code)
        if want is not None and name != want:
            raise FontError(
                "%s:%d: code %d should be named %r, not %r" % (where, n, code, want, name)
            )
        rows = [r.rstrip() for r in lines[i : i + H]]
        if len(rows) < H:
            raise FontError("%s:%d: code %d has fewer than %d rows" % (where, n, code, H))
        for k, row in enumerate(rows):
            if len(row) != W or set(row) - set("#."):
                raise FontError(
                    "%s:%d: code %d row %d must be %d of '#'/'.': %r"
                    % (where, n + 1 + k, code, k, W, row)
                )
        if want is None and "#" in "".join(rows):
            raise FontError("%s:%d: unused code %d must be blank" % (where, n, code))
        glyphs[code] = rows
        i += H
    missing = [c for c in range(FIRST, COUNT) if c not in glyphs]
    if missing:
        raise FontError("%s: no glyph for code(s) %s" % (where, ", ".join(map(str, missing))))
    return glyphs


def columns(rows):
    """The 6 column bytes of one glyph (bit 0 = top row)."""
    out = []
    for x in range(W):
        b = 0
        for y in range(H):
            if rows[y][x] == "#":
                b |= 1 << y
        out.append(b)
    return out


def build(glyphs):
    """The FONT bytes: 6 per glyph, codes FIRST .. COUNT - 1."""
    data = bytearray()
    for code in range(FIRST, COUNT):
        data.extend(columns(glyphs[code]))
    return bytes(data)


def render_module(data):
    """The text of engine/ui/font.py for FONT = ``data``."""
    out = [
        "# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors",
        "# SPDX-License-Identifier: MIT",
        '"""',
        "`engine.ui.font`",
        "================",
        "",
        "The device font: GENERATED from ``tools/font.txt`` by ``%s``." % COMMAND,
        "Do not edit by hand; edit the ASCII art and regenerate.",
        "",
        "``FONT[(code - %d) * %d + k]`` is column k of glyph ``code`` (codes %d..%d), bit 0 the"
        % (FIRST, W, FIRST, COUNT - 1),
        "top pixel row: the SSD1306 page format read by ``engine.ui.frame.Frame.pages``.",
        '"""',
        "",
        "FONT = (",
    ]
    for code in range(FIRST, COUNT):
        o = (code - FIRST) * W
        lit = "".join(["\\x%02x" % b for b in data[o : o + W]])
        name = glyph_name(code) or "unused"
        out.append('    b"%s"  # %d %s' % (lit, code, name))
    out.append(")")
    out.append("")
    return "\n".join(out)


def generate(source=SOURCE):
    """Read the source file and return the module text."""
    with open(source, encoding="utf-8") as f:
        return render_module(build(parse(f.read(), os.path.basename(source))))


def preview(data, path, samples=(), scale=4):
    """Draw every glyph (16 a row, cells outlined) plus sample lines as the device shows them."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    per_row = 16
    n = COUNT - FIRST
    pad = 2
    cw, ch = W * scale + pad, H * scale + pad
    grid_h = ((n + per_row - 1) // per_row) * ch
    text_w = max([len(s) for s in samples] or [0]) * W * scale
    width = max(per_row * cw, text_w) + pad
    height = grid_h + pad + len(samples) * (H * scale + 4) + 8
    surf = pygame.Surface((width, height))
    surf.fill((0, 0, 0))
    lit = (120, 220, 255)
    cell = (22, 30, 48)

    def draw(code, x0, y0, bg):
        o = (code - FIRST) * W
        if bg:
            surf.fill(cell, (x0, y0, W * scale, H * scale))
        for x in range(W):
            b = data[o + x]
            for y in range(H):
                if b >> y & 1:
                    surf.fill(lit, (x0 + x * scale, y0 + y * scale, scale - 1, scale - 1))

    for i in range(n):
        draw(FIRST + i, pad + (i % per_row) * cw, pad + (i // per_row) * ch, True)
    from engine.ui.glyphs import code as glyph_code

    y = grid_h + pad + 8
    for s in samples:
        for k, c in enumerate(s):
            draw(glyph_code(c), pad + k * W * scale, y, False)
        y += H * scale + 4
    pygame.image.save(surf, path)


SAMPLES = (
    "A\u2660 \u2469\u2665 Q\u2666 9\u2663 K\u2660 J\u2665",
    "0O 1lI| 5S 8B 2Z 6b 9g",
    "gjpqy_ The quick fox!",
    "\u25ba\u25c4\u25b2\u25bc \u00b7\u25cf\u25cb \u2713\u2717 \u00d7\u00f7 \u2026 \u2302",
    "\u2500\u2500\u2550\u2550\u2592\u2592\u2588\u2584\u2584 \u2736\u2694\u2691\u263a",
    "Score: 1,024 (x3) -5%",
)


def main(argv):
    args = list(argv[1:])
    check = "--check" in args
    if check:
        args.remove("--check")
    png = None
    if "--preview" in args:
        k = args.index("--preview")
        if k + 1 >= len(args):
            print("--preview needs a file name", file=sys.stderr)
            return 2
        png = args[k + 1]
        del args[k : k + 2]
    if args:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        text = generate()
    except FontError as e:
        print("make_font: %s" % e, file=sys.stderr)
        return 1
    if check:
        with open(TARGET, encoding="utf-8") as f:
            if f.read() != text:
                print("make_font: %s is stale; run %s" % (TARGET, COMMAND), file=sys.stderr)
                return 1
    else:
        with open(TARGET, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        print("wrote %s (%d glyphs)" % (os.path.relpath(TARGET, ROOT), COUNT - FIRST))
    if png:
        with open(SOURCE, encoding="utf-8") as f:
            data = build(parse(f.read()))
        preview(data, png, SAMPLES)
        print("wrote %s" % png)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
