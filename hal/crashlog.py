# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`hal.crashlog`
==============

``crash.txt`` on the drive: what went wrong, newest entries kept. The device
program (``device_main``) appends a crash or a failed start, ``safemode.py`` the
reason of a safe-mode reset. Each entry starts with a line ``== ...``; the file is
kept under :data:`MAX` characters by dropping whole entries from the front, so it
never grows on a small flash drive.
"""

NAME = "crash.txt"
MAX = 4000  # characters kept (the newest entries)


def append(storage, text, limit=MAX):
    """Append ``text`` (an entry starting "== ") to the log through ``storage``
    (``hal.storage.FileStorage``); False if it cannot be written (read-only drive,
    full drive, no storage)."""
    if storage is None or storage.readonly:
        return False
    try:
        old = storage.read(NAME) or ""
        both = old + text
        if len(both) > limit:
            both = both[-limit:]
            nl = both.find("\n== ")
            if nl >= 0:
                both = both[nl + 1 :]
        return bool(storage.write(NAME, both))
    except Exception:  # noqa: BLE001 - a full or failing drive must not hide the error screen
        return False
