# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.nvmstore`
==============

The player's settings, statistics and saves in the board's non-volatile memory
(``microcontroller.nvm``: on a Pico one 4 KB flash sector just before the CIRCUITPY
drive), so that playing never writes the drive. A write to the drive makes
CircuitPython erase and rewrite the 4 KB block that holds its boot sector and FAT,
and a power cut in that moment leaves a drive it formats at the next start: the game
gone. Here a cut can only touch this sector.

**An append-only log.** Each write appends one record: the file's key (two bytes
for its name), how many bytes of its previous text to keep, and the bytes that
follow (an autosave adds only the moves since the last one). Appending only programs
erased bytes, which the core does without an erase (its ``set_bytes`` erases only when
the bytes written are not all 0xFF), so a cut can tear at most the record being
written; each record carries a checksum, and a torn one is skipped. When the log is
full it is rewritten whole (one erase, about 50 ms on a Pico): the live files, headed
by a record that counts them, so a cut inside the rewrite is noticed. That rewrite is
the one moment a cut loses everything here; ``lost`` then tells the app, which says so
in one line.

Record layout (little-endian): magic ``0xA7``, the name's key (2 bytes: see
:func:`key`), keep (2; 0xFFFF removes the file), added length (2), check (2: CRC-32's
low half of the first seven bytes and the added bytes), the added bytes. A rewritten
log starts with a record of magic ``0xA8`` whose keep is the number of files. The
sector's last :data:`RESERVED` bytes are not used (``safemode.py`` counts resets in the
last one).

Same interface as ``hal.storage.FileStorage`` (``read``, ``write``, ``remove``,
``set_aside``, ``readonly``, ``full``, ``writes``), so the app cannot tell them apart.
"""

try:
    from binascii import crc32
except ImportError:  # a build without binascii: the same numbers, slower

    def crc32(data, crc=0):  # type: ignore[misc]
        """CRC-32 (IEEE) of ``data`` continued from ``crc``."""
        crc ^= 0xFFFFFFFF
        for b in data:
            crc ^= b
            for _ in range(8):
                crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
        return crc ^ 0xFFFFFFFF


MAGIC = 0xA7  # a file's record
COUNT = 0xA8  # the record heading a rewritten log: how many files follow
HEAD = 9  # magic, key, keep, added length, check
GONE = 0xFFFF  # the keep of a record that removes its file
RESERVED = 8  # the sector's last bytes stay out of the log (safemode.py's reset count)


def key(name):
    """The 2 bytes that stand for a file's name in its records (CRC-32's low half: the
    names are few and known, and a test checks that they differ)."""
    return crc32(name.encode()) & 0xFFFF


class NvmStorage:
    """Text files in ``nvm`` (``microcontroller.nvm``, or anything that slices like it).

    Reading the log once at start finds its end and any record a power cut tore;
    ``lost`` is True when saved data was lost that way (a torn record, or a rewrite
    cut short)."""

    def __init__(self, nvm):
        self.nvm = nvm
        self.size = len(nvm) - RESERVED
        self.readonly = False
        self.full = False
        self.writes = 0
        self.lost = False
        self.tidy = False  # damage seen: the next write rewrites the log
        self.skips = {}  # offset of a torn record -> offset of the next good one
        self.names = {}  # key -> name, of the names used since start (a clash is refused)
        self.end = self._scan()

    # -- the log ---------------------------------------------------------------------

    def _head(self, o, end):
        """(magic, key, keep, added length) of a whole, checked record at ``o``, else
        None."""
        nvm = self.nvm
        h = nvm[o : o + HEAD]
        if len(h) < HEAD or h[0] not in (MAGIC, COUNT):
            return None
        alen = h[5] | h[6] << 8
        if o + HEAD + alen > end:
            return None
        check = crc32(nvm[o + HEAD : o + HEAD + alen], crc32(h[:7])) & 0xFFFF
        if check != h[7] | h[8] << 8:
            return None
        return h[0], h[1] | h[2] << 8, h[3] | h[4] << 8, alen

    def _scan(self):
        """Check every record once; return where free space begins."""
        nvm = self.nvm
        end = self.size
        while end > 0:  # free space is erased flash: find the last byte written
            chunk = nvm[max(0, end - 64) : end]
            if chunk != b"\xff" * len(chunk):
                while nvm[end - 1] == 0xFF:
                    end -= 1
                break
            end -= len(chunk)
        if end and self._head(0, end) is None:
            # the first record is written by the very first write or by a rewrite: if it
            # is bad, a rewrite was cut (an erase half done) and nothing here is trusted
            self.lost = self.tidy = True
            self.skips[0] = end
            return end
        o = 0
        good = 0
        counted = None
        while o < end:
            h = self._head(o, end)
            if h is None:  # torn by a power cut: find the next whole record
                self.lost = self.tidy = True
                n = o + 1
                while n < end and (nvm[n] != MAGIC or self._head(n, end) is None):
                    n += 1
                self.skips[o] = n
                o = n
                continue
            if h[0] == COUNT:
                counted = h[2]
            elif counted is not None and h[2] != GONE:
                good += 1
            o += HEAD + h[3]
        if counted is not None and good < counted:
            self.lost = self.tidy = True  # a rewrite was cut before its last file
        return end

    def _records(self):
        """(offset, key, keep, added length) of each file's record, oldest first."""
        nvm = self.nvm
        o = 0
        while o < self.end:
            if o in self.skips:
                o = self.skips[o]
                continue
            h = nvm[o : o + 7]
            alen = h[5] | h[6] << 8
            if h[0] == MAGIC:
                yield o, h[1] | h[2] << 8, h[3] | h[4] << 8, alen
            o += HEAD + alen

    def _bytes(self, k):
        """The bytes of the file with key ``k`` as the log has them, or None."""
        data = None
        for o, n, keep, alen in self._records():
            if n != k:
                continue
            if keep == GONE:
                data = None
                continue
            if keep > (0 if data is None else len(data)):
                raise ValueError("damaged")  # keeps more than there was
            start = o + HEAD
            data = (data[:keep] if data else b"") + bytes(self.nvm[start : start + alen])
        return data

    def _keys(self):
        """Every file's key, in the order first written."""
        out = []
        for _, n, _, _ in self._records():
            if n not in out:
                out.append(n)
        return out

    @staticmethod
    def _record(magic, k, keep, add):
        """One record's bytes."""
        head = bytes((magic, k & 0xFF, k >> 8, keep & 0xFF, keep >> 8, len(add) & 0xFF))
        head += bytes((len(add) >> 8,))
        check = crc32(add, crc32(head)) & 0xFFFF
        return head + bytes((check & 0xFF, check >> 8)) + add

    def _key(self, name):
        """``name``'s key; ValueError if another name used since start has the same."""
        k = key(name)
        if self.names.setdefault(k, name) != name:
            raise ValueError("name clash")
        return k

    def _append(self, rec):
        """Put ``rec`` after the last record (programs erased bytes only: no erase)."""
        self.nvm[self.end : self.end + len(rec)] = rec
        self.end += len(rec)

    def _rewrite(self, k, data):
        """Write the log again with only the live files, key ``k`` set to ``data`` (None:
        removed): one erase. False if they do not fit."""
        files = []
        for n in self._keys():
            try:
                d = data if n == k else self._bytes(n)
            except ValueError:
                d = None  # damaged: dropped
            if d is not None:
                files.append((n, d))
        if data is not None and k not in [n for n, _ in files]:
            files.append((k, data))
        buf = bytearray(self.size)  # one block: the sector as it will be
        o = 0
        for n, d in [(None, b"")] + files:
            if n is None:
                rec = self._record(COUNT, 0, len(files), b"")
            else:
                rec = self._record(MAGIC, n, 0, d)
            if o + len(rec) > self.size:
                return False
            buf[o : o + len(rec)] = rec
            o += len(rec)
        del files
        free = b"\xff" * 64
        for i in range(o, self.size, 64):  # the rest erased, as a new log's
            buf[i : i + 64] = free[: min(64, self.size - i)]
        self.nvm[0 : self.size] = buf  # erase, then program the whole sector
        self.end = o
        self.skips = {}
        self.tidy = False
        return True

    def _put(self, k, keep, add, data):
        """Append a record, or rewrite the log when it has no room; False if full."""
        rec = self._record(MAGIC, k, keep, add)
        if not self.tidy and self.end + len(rec) <= self.size:
            self._append(rec)
            return True
        del rec
        return self._rewrite(k, data)

    # -- the storage interface ----------------------------------------------------------

    def read(self, name, cap=4096):
        """The file's text, or None. Raises ValueError when it is longer than ``cap`` or
        not text."""
        data = self._bytes(self._key(name))
        if data is None:
            return None
        if len(data) > cap:
            raise ValueError("too big")
        try:
            return data.decode()
        except UnicodeError:
            raise ValueError("not text")

    def write(self, name, text):
        """Store ``text`` as ``name``; False when it does not fit (``full`` is then
        set)."""
        data = text.encode()
        try:
            k = self._key(name)
        except ValueError:
            return False
        try:
            old = self._bytes(k)
        except ValueError:
            old = None
        keep = 0
        if old is not None:
            most = min(len(old), len(data))
            while keep < most and old[keep] == data[keep]:
                keep += 1
            if keep == len(old) == len(data):
                return True  # unchanged: nothing to write, nothing worn
        try:
            ok = len(data) < GONE and self._put(k, keep, data[keep:], data)
        except MemoryError:  # a rewrite needs 4 KB in one piece: not this time
            return False
        self.full = not ok
        if ok:
            self.writes += 1
        return ok

    def remove(self, name):
        """Forget the file; True when it is gone."""
        try:
            k = self._key(name)
        except ValueError:
            return False  # (a name clash: nothing of this name was ever written)
        try:
            if self._bytes(k) is None:
                return True
        except ValueError:
            pass  # damaged: removing it is the cure
        try:
            return self._put(k, GONE, b"", None)
        except MemoryError:
            return False

    def set_aside(self, name):
        """A file the app found bad is dropped: the sector has no room to keep it."""
        return self.remove(name)

    def used(self):
        """Bytes of the log in use (the rest is free until the next rewrite)."""
        return self.end

    def adopt(self, other, names):
        """Copy ``names`` from ``other`` (the drive's files of an older version) into an
        empty log; a file that cannot be read, or does not fit, is left where it was.
        Returns how many were copied."""
        n = 0
        for name in names:
            try:
                text = other.read(name, 2048)
            except (OSError, ValueError):
                continue
            if text is not None and self.write(name, text):
                n += 1
        self.full = False
        return n
