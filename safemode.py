# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
Runs instead of boot.py and code.py after CircuitPython reset into safe mode
(CircuitPython 8.1 and later; not after the user held a button to enter it).

It appends the reason (``supervisor.runtime.safe_mode_reason``) to ``crash.txt``, the
same bounded log as the program's crashes, so a bug report holds both. Then:

- after a fault that one bad moment can cause (a hard fault, a stack overflow, the
  watchdog, a broken exception jump...), it resets, so a pocket device without a
  serial console comes back to the games; at most ``MAX_RESETS`` times in a row
  (counted in the last byte of ``microcontroller.nvm``, cleared by the program once it
  runs), so a fault that recurs at every start cannot loop forever;
- after anything else (brown-out: a flat battery would fault again at once; no heap,
  no drive, USB set-up, flash write failures; or too many resets in a row), it stays
  in safe mode: the drive is left writable for the computer, and the serial console
  says why.
"""

import sys

# a reset is worth a try after these (the names of supervisor.SafeModeReason)
RESET_FOR = ("HARD_FAULT", "STACK_OVERFLOW", "WATCHDOG", "NLR_JUMP_FAIL",
             "GC_ALLOC_OUTSIDE_VM", "INTERRUPT_ERROR", "SDK_FATAL_ERROR")
MAX_RESETS = 3


def reason_name(reason):
    """``supervisor.SafeModeReason.HARD_FAULT`` -> "HARD_FAULT"."""
    s = str(reason)
    return s[s.rfind(".") + 1 :]


def resets_in_a_row(nvm, add):
    """The count kept in the last byte of ``nvm`` (None: no nvm), plus ``add`` stored."""
    if nvm is None or not len(nvm):
        return None
    i = len(nvm) - 1
    n = nvm[i]
    if n == 0xFF:
        n = 0  # erased flash reads 0xFF: never counted yet
    if add:
        n = min(n + add, 0xFE)
        nvm[i] = n
    return n


def main(root="/"):
    """Log the reason; reset if that is wise (see the module's text)."""
    import storage
    import supervisor

    from hal import crashlog
    from hal.storage import FileStorage

    try:
        name = reason_name(supervisor.runtime.safe_mode_reason)
    except (AttributeError, NotImplementedError):
        name = "UNKNOWN"
    do_reset = None
    nvm = None
    try:
        import microcontroller

        do_reset = microcontroller.reset
        nvm = microcontroller.nvm
    except (ImportError, AttributeError):
        pass
    count = resets_in_a_row(nvm, 0)
    reset = name in RESET_FOR and do_reset is not None and count is not None \
        and count < MAX_RESETS
    text = "== safe mode: %s\n%s\n" % (
        name, "reset %d of %d in a row" % (count + 1, MAX_RESETS) if reset
        else "staying in safe mode: the drive is writable for the computer")
    print(text)
    try:
        storage.remount("/", readonly=False)  # the program's, for the log
        remounted = True
    except (RuntimeError, OSError):
        remounted = False
    crashlog.append(FileStorage(root), text)
    if remounted:
        try:
            storage.remount("/", readonly=True)  # back to the computer, to fix files
        except (RuntimeError, OSError):
            pass
    if reset and do_reset is not None:
        resets_in_a_row(nvm, 1)
        do_reset()


if sys.implementation.name == "circuitpython" or __name__ == "__main__":
    main()
