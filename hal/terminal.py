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


_ESC_WAIT = 0.08  # seconds: an ESC with nothing after it for this long is the B key
_ARROWS = {65: "UP", 66: "DOWN", 67: "RIGHT", 68: "LEFT"}  # final bytes A B C D
_PLAIN = {
    122: "A",
    90: "A",
    13: "A",
    10: "A",
    32: "A",
    120: "B",
    88: "B",
    27: "B",
    127: "B",
    8: "B",
    104: "HINT",
    72: "HINT",
}  # z Z CR LF space -> A; x X ESC DEL BS -> B; h H -> the hint (the device: hold B)


class Terminal:
    """Frames as text, keys from the terminal in cbreak mode.

    Escape sequences are read whole: bytes are kept across reads, so an arrow key cut
    between two reads is still one arrow, and a lone ESC counts as B only once
    ``_ESC_WAIT`` has passed with nothing after it. ``fd`` and ``clock`` are for tests."""

    def __init__(self, storage, out=None, fd=None, clock=None):
        self.storage = storage
        self.out = out or sys.stdout
        self.clock = clock or time.monotonic
        self._t0 = self.clock()
        self._saved = None
        self._buf = b""  # bytes read but not yet turned into keys (a cut escape sequence)
        self._since = 0.0  # when the bytes in _buf arrived
        self._eof = False
        self._fd = fd
        if fd is None:
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
        """Give the terminal back (echo, line mode, cursor), even if it has gone away."""
        if self._saved is not None:
            import termios

            try:
                termios.tcsetattr(self._fd, termios.TCSADRAIN, self._saved)
            except (termios.error, OSError):
                pass  # the terminal was hung up: there is nothing left to restore
            self._saved = None
        try:
            self.out.write(_ESC + "[?25h\n")
            self.out.flush()
        except (OSError, ValueError):
            pass

    def _read(self):
        """Append what is waiting on the input to the buffer, without blocking."""
        if self._fd is None:
            self._eof = True
            return
        while True:
            r, _, _ = select.select([self._fd], [], [], 0)
            if not r:
                return
            data = os.read(self._fd, 256)
            if not data:  # end of piped input (or no terminal): leave like Q
                self._eof = True
                return
            self._buf += data
            self._since = self.clock()

    def keys(self):
        """Presses since the last call; Q or the end of the input raises SystemExit."""
        if self._eof and not self._buf:
            raise SystemExit(0)
        self._read()
        data = self._buf
        n = len(data)
        out = []
        i = 0
        while i < n:
            ch = data[i]
            if ch == 27:
                j = self._escape(data, i)
                if j < 0:  # cut short: wait for the rest, or for the ESC to stand alone
                    if not self._eof and self.clock() - self._since < _ESC_WAIT:
                        break
                    out.append("B")
                    i += 1
                    continue
                if j > i:
                    k = _ARROWS.get(data[j - 1]) if data[i + 1] in (91, 79) else None
                    if k:
                        out.append(k)
                    i = j
                    continue
            elif ch in (113, 81):  # q Q: the keys before it first, then quit
                if out:
                    break
                self._buf = b""
                raise SystemExit(0)
            k = _PLAIN.get(ch)
            if k:
                out.append(k)
            i += 1
        self._buf = data[i:]
        return out

    @staticmethod
    def _escape(data, i):
        """End (exclusive) of the escape sequence at ``data[i]`` (an ESC): i for a lone
        ESC followed by another key, -1 if the bytes so far are only its beginning."""
        n = len(data)
        if i + 1 >= n:
            return -1
        intro = data[i + 1]
        if intro == 79:  # ESC O x: SS3, as some terminals send arrows
            return -1 if i + 2 >= n else i + 3
        if intro != 91:  # ESC then another key (or Alt+key): the ESC is B on its own
            return i
        j = i + 2  # CSI: parameter and intermediate bytes 0x20..0x3F, then a final byte
        while j < n and 0x20 <= data[j] <= 0x3F:
            j += 1
        return -1 if j >= n else j + 1

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
        """Wait 30 ms."""
        time.sleep(0.03)
