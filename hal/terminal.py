# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.terminal`
==============

The simulator for machines without a display: the 21 x 8 screen drawn with
text in the terminal (inverse cells in reverse video). Keys: arrows; A = Z or
Enter; B = X, Esc or Backspace; Q quits. Keys can also be piped in
(``printf 'zz' | python -m sim --terminal``); the end of the input quits.
"""

import os
import select
import sys
import time

_ESC = "\x1b"


class Terminal:
    """Frames as text, keys from the terminal in raw mode."""

    def __init__(self, storage, out=None):
        self.storage = storage
        self.out = out or sys.stdout
        self._t0 = time.monotonic()
        self._saved = None
        try:
            self._fd = sys.stdin.fileno()
        except (AttributeError, OSError, ValueError):
            self._fd = None  # no standard input at all: nothing will be pressed
        if self._fd is not None and os.isatty(self._fd):
            import termios
            import tty

            self._saved = termios.tcgetattr(self._fd)
            tty.setcbreak(self._fd)
        self.out.write(_ESC + "[2J" + _ESC + "[?25l")

    def close(self):
        """Give the terminal back."""
        if self._saved is not None:
            import termios

            termios.tcsetattr(self._fd, termios.TCSADRAIN, self._saved)
            self._saved = None
        self.out.write(_ESC + "[?25h\n")
        self.out.flush()

    def _read(self, timeout):
        if self._fd is None:
            raise SystemExit(0)
        r, _, _ = select.select([self._fd], [], [], timeout)
        if not r:
            return ""
        data = os.read(self._fd, 32)
        if not data:  # end of piped input (or no terminal): leave like Q
            raise SystemExit(0)
        return data.decode("utf-8", "ignore")

    def keys(self):
        """Presses since the last call; Q raises SystemExit."""
        data = self._read(0)
        out = []
        i = 0
        while i < len(data):
            ch = data[i]
            if ch == _ESC and data[i + 1 : i + 2] in ("[", "O") and i + 2 < len(data):
                k = {"A": "UP", "B": "DOWN", "C": "RIGHT", "D": "LEFT"}.get(data[i + 2])
                if k:
                    out.append(k)
                i += 3
                continue
            if ch in ("q", "Q"):
                raise SystemExit(0)
            k = {"z": "A", "Z": "A", "\r": "A", "\n": "A", " ": "A", "x": "B", "X": "B",
                 _ESC: "B", "\x7f": "B", "\x08": "B"}.get(ch)
            if k:
                out.append(k)
            i += 1
        return out

    def show(self, frame):
        """Draw the frame with a border, inverse cells in reverse video."""
        w = self.out.write
        w(_ESC + "[H")
        w("┌" + "─" * 21 + "┐\n")
        lines = str(frame).split("\n")  # includes the text form of a bar chart
        for r in range(8):
            line = lines[r]
            w("│")
            inv = False
            for c in range(21):
                want = frame.inv[r * 21 + c] == 1
                if want != inv:
                    w(_ESC + ("[7m" if want else "[0m"))
                    inv = want
                w(line[c])
            w((_ESC + "[0m" if inv else "") + "│\n")
        w("└" + "─" * 21 + "┘\n")
        w("arrows  A=z/Enter  B=x/Esc  q=quit\n")
        self.out.flush()

    def now(self):
        """Milliseconds since start."""
        return int((time.monotonic() - self._t0) * 1000)

    def tick(self):
        """Wait for input or 30 ms."""
        time.sleep(0.03)
