# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""tools/bench.py's command line: --help explains, a wrong argument stops before measuring.

The bench itself takes half an hour and is never started here: its first steps
(``interpreters``, ``build``) are replaced by a function that fails the test.
"""

import os
import sys

import pytest
from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import bench


@pytest.fixture
def no_run(monkeypatch):
    def started(*args, **kw):
        raise AssertionError("the benchmark started")

    monkeypatch.setattr(bench, "build", started)
    monkeypatch.setattr(bench, "interpreters", started)


def test_help_says_what_it_measures_and_where_it_writes(no_run, capsys):
    with pytest.raises(SystemExit) as e:
        bench.main(["tools/bench.py", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: tools/bench.py [-h] [--quick]")
    assert "memory and speed of every game on the board's own interpreter" in out
    assert "--quick" in out and "a few minutes" in out
    assert "docs/BENCH.md" in out and "28 minutes" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["quick"],
        ["--quick", "--games", "chess"],
        ["--jobs", "two"],
        ["--jobs", "0"],
        ["--out"],
    ],
)
def test_wrong_arguments_print_usage_and_exit_2(no_run, capsys, argv):
    with pytest.raises(SystemExit) as e:
        bench.main(["tools/bench.py"] + argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: tools/bench.py") and "error:" in err


def test_arguments_are_read():
    a = bench.parse_args(
        [
            "tools/bench.py",
            "--quick",
            "--games",
            "farsky,navigator",
            "--jobs",
            "3",
            "--no-fuzz",
            "--out",
            "/tmp/b.md",
        ]
    )
    assert (a.quick, a.games, a.jobs, a.no_fuzz, a.out) == (
        True,
        ["farsky", "navigator"],
        3,
        True,
        "/tmp/b.md",
    )
    a = bench.parse_args(["tools/bench.py"])
    assert (a.quick, a.games, a.jobs, a.no_fuzz) == (False, [], 2, False)
    assert a.out == os.path.join(ROOT, "docs", "BENCH.md")
