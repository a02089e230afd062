# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The winnable-deals generator writes data only: the code of
engine/games/onslaught_winnable.py is written by hand and kept as it is."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import winnable_onslaught as gen  # noqa: E402

from engine.games import onslaught_winnable as w  # noqa: E402

MODULE = os.path.join(ROOT, "engine", "games", "onslaught_winnable.py")


def module_text():
    with open(MODULE) as f:
        return f.read()


def test_generator_holds_no_copy_of_the_module_code():
    with open(gen.__file__) as f:
        tool = f.read()
    assert "def is_winnable" not in tool and "def deal_for" not in tool


def test_the_data_block_rewrites_the_shipped_data_exactly():
    bits = int("".join(w.HEX), 16)
    block = gen.data_block(w.FIRST, w.LAST, w.COUNT, w.TRIED, bits)
    text = module_text()
    assert gen.splice(text, block) == text
    assert bin(bits).count("1") == w.COUNT  # the count says what the bits hold


def test_new_data_leaves_the_code_as_written():
    text = module_text()
    new = gen.splice(text, gen.data_block(5, 8, 2, 4, 0b1001))
    code = text[text.index(gen.END) :]
    assert new.endswith(code) and new.startswith(text[: text.index(gen.BEGIN)])
    ns = {}
    exec(compile(new, "onslaught_winnable", "exec"), ns)  # the new module still works
    assert [d for d in range(1, 12) if ns["is_winnable"](d)] == [5, 8]
    assert ns["deal_for"](0) == 5 and ns["deal_for"](1) == 8 and ns["deal_for"](2) == 5


def test_missing_markers_are_refused():
    try:
        gen.splice("FIRST = 1\n", "FIRST = 2\n")
    except ValueError as e:
        assert "marker" in str(e)
    else:
        raise AssertionError("spliced without markers")
