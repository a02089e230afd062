# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""tools/typecheck.py: mypy holds the board's code to circuitpython-stubs' signatures."""

import os
import subprocess
import sys

from helpers import ROOT

TOOL = os.path.join(ROOT, "tools", "typecheck.py")

# mypy and circuitpython-stubs are pinned in requirements.txt: when they are missing the
# tool says so (exit 2) and these tests fail, they do not skip.
SLEEP = """import i2cdisplaybus


def sleep_display(i2c):
    bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=0x3C)
    bus.send(0xAE, {data})
"""


def check(*files):
    r = subprocess.run([sys.executable, TOOL, *files], cwd=ROOT, capture_output=True, text=True)
    return r.returncode, r.stdout.strip().splitlines()


def test_a_list_where_the_core_takes_a_buffer_is_an_error(tmp_path):
    # the SH1106 driver's sleep: I2CDisplayBus.send(command, data) takes a buffer only
    bad = tmp_path / "bad_sleep.py"
    bad.write_text(SLEEP.format(data="[]"))
    rc, out = check(str(bad))
    assert rc == 1
    assert out[-1] == "mypy (circuitpython-stubs 10.2.1): 1 error in 1 file checked"
    assert ':6: error: Argument 2 to "send" of "I2CDisplayBus"' in out[0]
    good = tmp_path / "good_sleep.py"
    good.write_text(SLEEP.format(data='b""'))
    assert check(str(good)) == (
        0,
        ["mypy (circuitpython-stubs 10.2.1): 0 errors in 1 file checked"],
    )


def test_a_name_the_board_does_not_have_is_an_error(tmp_path):
    bad = tmp_path / "old_api.py"
    bad.write_text(
        "import displayio\n\n\ndef bus(i2c):\n"
        "    return displayio.I2CDisplay(i2c, device_address=0x3C)\n"
    )
    rc, out = check(str(bad))
    assert rc == 1 and '"displayio" does not explicitly export attribute "I2CDisplay"' in out[0]


def test_the_check_covers_everything_the_board_runs():
    # make test and make check run tools/typecheck.py on these files themselves (its
    # summary line is in their output), so here only the list: every module, not a few
    sys.path.insert(0, os.path.dirname(TOOL))
    try:
        import typecheck
    finally:
        sys.path.pop(0)
    files = typecheck.board_files()
    assert len(files) >= 50
    assert {"code.py", "boot.py", "engine/game.py"} <= set(files)
