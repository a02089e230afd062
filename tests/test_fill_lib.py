# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""lib/ as the CIRCUITPY drive holds it: filled by circup or, offline, from the pinned PyPI
packages (tools/fill_lib.py), and the device build's size as the FAT drive counts it."""

import os
import stat
import sys

import pytest
from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import build_device
import fill_lib

sys.path.pop(0)

LIBS = fill_lib.device_libraries()


def fake_circup(tmp_path, body):
    """An executable standing in for circup: ``body`` is Python run with sys.argv."""
    exe = tmp_path / "circup"
    exe.write_text("#!%s\nimport os, sys\n%s\n" % (sys.executable, body))
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return str(exe)


def test_the_repository_root_is_laid_out_like_the_drive():
    for name in ("code.py", "boot.py", "settings.toml", "lib/README.md", "engine", "hal"):
        assert os.path.exists(os.path.join(ROOT, name)), name
    with open(os.path.join(ROOT, ".gitignore")) as f:
        ignore = f.read().split("\n")
    assert "/lib/*" in ignore and "!/lib/README.md" in ignore
    assert "adafruit_display_text" in LIBS  # the headlines' library is on the device


def test_offline_fill_copies_the_pinned_packages(tmp_path):
    said = []
    assert fill_lib.fill(str(tmp_path), offline=True, say=said.append) == "pypi"
    assert len(said) == 1 and "PyPI" in said[0]  # no circup attempt, one line
    pinned = fill_lib.pins()
    for lib in LIBS:
        files = fill_lib.package_files(lib, pinned)
        for src, rel in files:
            with open(src, "rb") as a, open(tmp_path / "lib" / rel, "rb") as b:
                assert a.read() == b.read(), rel
    assert os.path.exists(tmp_path / "lib" / "adafruit_display_text" / "bitmap_label.py")
    src = fill_lib.sources(str(tmp_path / "lib"))
    assert (
        src["adafruit_display_text"]
        == "pypi adafruit-circuitpython-display-text==%s"
        % (pinned["adafruit-circuitpython-display-text"])
    )
    assert sorted(src) == sorted(LIBS)


def test_a_failing_circup_falls_back_with_one_line(tmp_path, monkeypatch):
    exe = fake_circup(
        tmp_path,
        "print('Traceback (most recent call last):')\n"
        "print('requests.exceptions.ConnectionError: no network here')\n"
        "sys.exit(1)",
    )
    monkeypatch.setattr(fill_lib, "circup_exe", lambda: exe)
    root = tmp_path / "drive"
    root.mkdir()
    said = []
    assert fill_lib.fill(str(root), say=said.append) == "pypi"
    assert said[0] == (
        "fill_lib: circup failed (ConnectionError: no network here); "
        "using the pinned PyPI packages"
    )
    for lib in LIBS:
        assert fill_lib.installed(str(root / "lib"), lib)


def test_circup_installs_when_it_can(tmp_path, monkeypatch):
    # circup puts the bundle's .mpy files in PATH/lib; the fake checks it is asked as a board
    exe = fake_circup(
        tmp_path,
        """
args = sys.argv[1:]
assert args[args.index('--cpy-version') + 1] == '10.2.1', args
assert args[args.index('-r') + 1].endswith('requirements-device.txt'), args
assert '--board-id' in args and args[-3] == 'install', args
lib = os.path.join(args[args.index('--path') + 1], 'lib')
os.makedirs(lib, exist_ok=True)
for name in ('adafruit_displayio_ssd1306', 'adafruit_displayio_sh1106'):
    open(os.path.join(lib, name + '.mpy'), 'wb').write(b'C\\x06mpy')
os.makedirs(os.path.join(lib, 'adafruit_display_text'), exist_ok=True)
open(os.path.join(lib, 'adafruit_display_text', '__init__.mpy'), 'wb').write(b'C\\x06mpy')
""",
    )
    monkeypatch.setattr(fill_lib, "circup_exe", lambda: exe)
    said = []
    assert fill_lib.fill(str(tmp_path), say=said.append) == "circup"
    assert said == ["fill_lib: lib/ filled by circup (CircuitPython 10.2.1 bundle)"]
    assert not os.path.exists(tmp_path / "lib" / "adafruit_display_text" / "label.py")
    files = dict((rel, src) for src, rel in fill_lib.ensure(str(tmp_path), say=said.append))
    assert "lib/adafruit_displayio_ssd1306.mpy" in files  # the build takes them as they are
    assert "lib/adafruit_display_text/__init__.mpy" in files
    assert len(said) == 1  # nothing was missing


def test_the_build_fills_a_missing_library_offline(tmp_path):
    said = []
    files = fill_lib.ensure(str(tmp_path), say=said.append)
    assert said and "adafruit_display_text" in said[0] and "PyPI" in said[0]
    rels = [rel for _, rel in files]
    assert "lib/adafruit_display_text/bitmap_label.py" in rels
    assert "lib/adafruit_displayio_ssd1306.py" in rels
    assert not [r for r in rels if r.endswith(("README.md", fill_lib.SOURCE))]


def test_a_copy_at_an_old_pin_is_replaced_and_circups_files_are_kept(tmp_path):
    fill_lib.fill(str(tmp_path), offline=True, say=lambda s: None)
    lib = tmp_path / "lib"
    text = (lib / fill_lib.SOURCE).read_text()
    old = text.replace("display-text==", "display-text==0.0.")  # as if the pin moved on
    old = old.replace("adafruit_displayio_sh1106 pypi", "adafruit_displayio_sh1106 circup")
    (lib / fill_lib.SOURCE).write_text(old)
    (lib / "adafruit_display_text" / "label.py").write_text("stale")
    (lib / "adafruit_displayio_sh1106.py").write_text("from circup")
    said = []
    fill_lib.ensure(str(tmp_path), say=said.append)
    assert len(said) == 1 and said[0].startswith("fill_lib: adafruit_display_text copied")
    assert (lib / "adafruit_display_text" / "label.py").read_text() != "stale"
    assert (lib / "adafruit_displayio_sh1106.py").read_text() == "from circup"
    assert (lib / fill_lib.SOURCE).read_text() == old.replace(
        "display-text==0.0.", "display-text=="
    )


def test_the_build_refuses_a_micropython_mpy_in_lib(tmp_path):
    bad = tmp_path / "x.mpy"
    bad.write_bytes(b"M\x06mpy")
    with pytest.raises(build_device.BuildError, match="not CircuitPython bytecode"):
        build_device._check_mpy(str(bad), "lib/x.mpy")


def test_drive_size_counts_whole_clusters_and_folder_entries(tmp_path):
    # figures checked against a real FAT12 image (mkfs.fat -s 1 -S 512 and mtools):
    # the root's entries live in FAT12's fixed root area; a folder takes a cluster per 16
    # entries of 32 bytes, a long name one entry more per 13 characters
    (tmp_path / "code.py").write_bytes(b"x")  # 1 byte: one cluster
    (tmp_path / "boot.py").write_bytes(b"x" * 513)  # two clusters
    sub = tmp_path / "engine"
    sub.mkdir()
    (sub / "empty.txt").write_bytes(b"")  # an empty file takes no cluster
    assert build_device.drive_bytes(str(tmp_path)) == 512 + 1024 + 512
    for i in range(14):  # ".", "..", empty.txt and 14 more 8.3 names: 17 entries
        (sub / ("f%d.mpy" % i)).write_bytes(b"y" * 512)
    assert build_device.drive_bytes(str(tmp_path)) == 512 + 1024 + 1024 + 14 * 512
    (sub / "f0.mpy").rename(sub / "navigator_solver.mpy")  # 20 characters: 2 long entries
    assert build_device.drive_bytes(str(tmp_path)) == 512 + 1024 + 1024 + 14 * 512
    assert build_device._needs_long_name("navigator_solver.mpy")
    assert not build_device._needs_long_name("code.py") and build_device._needs_long_name("Code.py")
