# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Fake CircuitPython ``storage``: remount() is recorded, getmount() reports it."""

REMOUNTS = []  # (path, readonly) per call
READONLY = [True]  # CircuitPython's own view of "/": read-only unless boot.py remounted it


class _Mount:
    @property
    def readonly(self):
        return READONLY[0]


def remount(mount_path, readonly=False, *, disable_concurrent_write_protection=False):
    """Record the call; the program may write from now on if ``readonly`` is False."""
    REMOUNTS.append((mount_path, readonly))
    READONLY[0] = bool(readonly)


def getmount(mount_path):
    """The mount of "/"."""
    return _Mount()
