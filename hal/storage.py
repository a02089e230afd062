# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.storage`
=============

Small text files with atomic replacement, for the device and the desktop (the
in-memory twin for tests is ``hal.headless.MemoryStorage``). Uses only ``os``
calls that CircuitPython has; where the platform has more (``os.open``,
``os.replace``, ``os.fsync``: the desktop), it uses them too.

**Writing.** A write never touches the only good copy of a file. The new text
goes to ``name.new``, created exclusively (on the desktop with
``O_CREAT|O_EXCL|O_NOFOLLOW``: a link planted at ``name.new`` is removed, never
written through), flushed and fsynced. On the desktop it then replaces
``name`` with ``os.replace`` and the folder is fsynced. On the device (FAT,
which cannot rename over a file) ``name.new`` is renamed to ``name.tmp``, so a
``.tmp`` file is always whole; then the old ``name`` is removed and ``name.tmp``
renamed to ``name``. A power cut at any point leaves the old text or the new
one readable: ``read`` takes ``name``, else ``name.tmp``, never ``name.new``. A
write first finishes a commit that a cut interrupted (``name.tmp`` without
``name``). A failed write (disk full) removes its ``name.new`` and leaves the
old file as it was; ``full`` then says why. A read-only filesystem (CIRCUITPY
mounted by the USB host) makes ``write`` return False and sets ``readonly``.

**Reading.** ``read`` opens only a regular file (the type is checked before
opening, so a FIFO never blocks and a folder or device is never read; on the
desktop a link is refused too), reads at most ``cap`` bytes and refuses a
longer file (by its size, before opening it) or bytes that are not text by
raising :class:`BadFile`; it asks ``read`` for the file's size, not the cap
(MicroPython takes the whole block a ``read(n)`` asks for at once). The
caller then calls ``set_aside`` (the file becomes ``name.bad``: kept, not
deleted) and tells the player in one line.

**Saves folder.** Games' saves (``save_<id>.txt``) live in ``saves/``, created
when missing; a save left at the top level by an older version is moved there
the first time it is read.
"""

import os

_ENOENT = 2
_EACCES = 13
_EEXIST = 17
_ENOSPC = 28
_EROFS = 30
_FMT = 0o170000  # file type bits of a stat mode
_REG = 0o100000  # a regular file
SAVES = "saves"


class BadFile(ValueError):
    """A file that exists but is not a small text file (``str(e)`` says why)."""


def _code(e):
    return e.args[0] if e.args else None


class FileStorage:
    """Text files in one folder (``root``: "/" on the device)."""

    def __init__(self, root):
        self.root = root.rstrip("/")
        self.readonly = False
        self.full = False  # the last write failed for want of space
        self.writes = 0  # files written so far (the device shows them)

    def _path(self, name):
        if name.startswith("save_"):
            return "%s/%s/%s" % (self.root, SAVES, name)
        return self.root + "/" + name

    def _mode(self, path):
        """File type bits of ``path`` (a link itself where the platform can tell), None when
        missing, -1 when it cannot be looked at."""
        stat = getattr(os, "lstat", None) or os.stat  # CircuitPython: stat, a tuple
        try:
            return stat(path)[0] & _FMT
        except OSError as e:
            return None if _code(e) == _ENOENT else -1

    def _exists(self, path):
        return self._mode(path) is not None

    # -- reading ------------------------------------------------------------------------

    def read(self, name, cap=4096):
        """Return the file's text, or None if there is no such file.

        If only ``name.tmp`` exists, power failed between removing the old file and
        renaming the new one: ``.tmp`` files are always complete, so it is used. Raises
        :class:`BadFile` when the file is not a regular file, holds more than ``cap``
        bytes or is not text, and OSError when it cannot be read (no permission).
        """
        path = self._path(name)
        if name.startswith("save_"):
            path = self._move_old(name, path)
        stat = getattr(os, "lstat", None) or os.stat
        for p in (path, path + ".tmp"):
            try:
                st = stat(p)
            except OSError as e:
                if _code(e) == _ENOENT:
                    continue
                raise
            if st[0] & _FMT != _REG:
                raise BadFile("not a file")
            if st[6] > cap:
                raise BadFile("too big")  # not even opened
            # read(n) takes an n-byte block at once on MicroPython: ask for what is there
            data = self._read(p, st[6])
            if len(data) != st[6]:
                raise BadFile("changed while read")
            try:
                return data.decode()
            except UnicodeError:
                raise BadFile("not text")
        return None

    def _read(self, path, cap):
        """At most ``cap + 1`` bytes of a regular file (never more in RAM; one more than
        ``cap`` tells a file that grew since its size was read)."""
        flags = getattr(os, "O_NONBLOCK", None)
        if flags is not None and hasattr(os, "fdopen"):
            # desktop: the type is checked again on the open file (it may have been
            # swapped since the stat), a link is not followed, a FIFO does not wait
            fd = os.open(path, os.O_RDONLY | flags | getattr(os, "O_NOFOLLOW", 0))
            if os.fstat(fd)[0] & _FMT != _REG:
                os.close(fd)
                raise BadFile("not a file")
            f = os.fdopen(fd, "rb")
        else:
            f = open(path, "rb")
        with f:
            return f.read(cap + 1)

    def _move_old(self, name, path):
        """A save at the top level (older versions) moves into the saves folder, once.

        Returns where to read it: the new place, or the old one if it cannot move.
        """
        old = self.root + "/" + name
        if self._exists(path) or self._exists(path + ".tmp") or not self._exists(old):
            return path
        try:
            self._folder()
            os.rename(old, path)
            return path
        except OSError:
            return old  # read-only: read it where it is

    def _folder(self):
        folder = self.root + "/" + SAVES
        if self._mode(folder) is None:
            os.mkdir(folder)

    def set_aside(self, name):
        """Rename a bad file to ``name.bad`` (kept for a bug report; an older ``.bad`` of
        the same name is replaced). True if it was moved."""
        path = self._path(name)
        for p in (path, path + ".tmp"):
            if not self._exists(p):
                continue
            try:
                if self._exists(path + ".bad"):
                    os.remove(path + ".bad")
                os.rename(p, path + ".bad")
                return True
            except OSError:
                return False
        return False

    # -- writing ------------------------------------------------------------------------

    def write(self, name, text):
        """Replace the file atomically; False if storage is read-only or full."""
        if self.readonly:
            return False
        path = self._path(name)
        tmp = path + ".tmp"
        new = path + ".new"
        try:
            if self._exists(tmp):
                if self._exists(path):
                    os.remove(tmp)  # a newer copy than ``path``, about to be replaced anyway
                else:
                    os.rename(tmp, path)  # finish a commit that a power cut interrupted
            try:
                self._put(new, text)
            except OSError as e:
                if _code(e) == _ENOENT and name.startswith("save_"):
                    self._folder()  # the saves folder is missing: make it, try once more
                    self._put(new, text)
                else:
                    raise
            if hasattr(os, "replace"):
                os.replace(new, path)  # POSIX and Windows: atomic, over the old file
                self._sync_folder(path)
            else:
                os.rename(new, tmp)  # from here on the new text is complete on the flash
                if self._exists(path):
                    os.remove(path)  # FAT (CircuitPython) cannot rename over a file
                os.rename(tmp, path)
        except OSError as e:
            code = _code(e)
            if code in (_EROFS, _EACCES):
                self.readonly = True
            self.full = code == _ENOSPC
            return False
        self.full = False
        self.writes += 1
        return True

    def _put(self, new, text):
        """Write ``new`` whole, or remove what was made of it and raise."""
        data = text.encode()  # bytes both ways: no newline translation anywhere
        excl = getattr(os, "O_EXCL", None)
        if excl is not None and hasattr(os, "fdopen"):
            flags = (os.O_WRONLY | os.O_CREAT | excl | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_BINARY", 0))
            try:
                fd = os.open(new, flags, 0o644)
            except OSError as e:
                if _code(e) != _EEXIST:
                    raise
                os.remove(new)  # left by a crash, or a planted link: the link goes, not its target
                fd = os.open(new, flags, 0o644)
            f = os.fdopen(fd, "wb")
        else:
            f = open(new, "wb")  # FAT has no links
        try:
            with f:
                f.write(data)
                if hasattr(os, "fsync"):  # the desktop: on the disk before the rename
                    f.flush()
                    os.fsync(f.fileno())
        except OSError:
            try:
                os.remove(new)  # disk full: give back what was written
            except OSError:
                pass
            raise

    def _sync_folder(self, path):
        """Make the rename itself durable (where the platform can open a folder)."""
        flag = getattr(os, "O_DIRECTORY", None)
        if flag is None:
            return
        try:
            fd = os.open(path[: path.rfind("/")] or "/", os.O_RDONLY | flag)
        except OSError:
            return
        try:
            os.fsync(fd)
        except OSError:
            pass
        os.close(fd)

    def remove(self, name):
        """Delete the file (and any copy a power cut left) if it exists; True when no copy
        is left."""
        ok = True
        path = self._path(name)
        for p in (path + ".new", path + ".tmp", path):  # the file last: no older copy returns
            if self._exists(p):
                try:
                    os.remove(p)
                except OSError:
                    ok = False
        return ok
