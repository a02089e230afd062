# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The rules screen reads its file a page at a time, with caps (CPython: real files,
FIFOs and folders in a temporary directory)."""

import os

import pytest

from engine.game import GAME_IDS
from engine.ui import rules
from engine.ui.frame import Frame


def _pages_by_split(text):
    """The pages as the rules format defines them: chunks between '---' lines, title first."""
    out = []
    for chunk in text.split("\n---\n"):
        chunk = chunk.strip("\n")
        if chunk:
            title, _, body = chunk.partition("\n")
            out.append((title, body.strip("\n")))
    return out


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_game_reads_the_pages_its_file_holds(gid):
    with open(rules.path(gid), encoding="utf-8") as f:
        want = _pages_by_split(f.read())
    got = [(t, b.strip("\n")) for t, b in rules.read_rules(gid)]
    assert got == want and len(got) >= 3


def _pager(tmp_path, data, name="x.txt"):
    p = tmp_path / name
    if isinstance(data, str):
        data = data.encode("utf-8")
    p.write_bytes(data)
    return rules.Pager(rules.Book(str(p)), lambda: None)


def _show(pg):
    fr = Frame()
    pg.draw(fr)
    return str(fr).split("\n")


def test_pages_turn_and_show_their_numbers(tmp_path):
    pg = _pager(tmp_path, "One\nfirst page\n---\nTwo\nsecond ♠ page\n---\n\nThree\nlast\n")
    s = _show(pg)
    assert s[0].startswith("One") and s[0].endswith("1/3") and s[1].startswith("first page")
    pg.key("RIGHT")
    s = _show(pg)
    assert s[0].endswith("2/3") and s[1].startswith("second ♠ page")
    pg.key("RIGHT")
    s = _show(pg)
    assert s[0].startswith("Three") and s[1].startswith("last") and "B:back" in s[7]


def test_a_file_bigger_than_the_cap_is_cut_not_read_whole(tmp_path):
    page = "Page\n" + "word " * 60 + "\n---\n"  # 306 bytes a page
    n = rules.FILE_CAP // len(page) + 20
    pg = _pager(tmp_path, page * n)
    assert pg.pages < n and pg.pages <= rules.PAGES_CAP
    # the last page indexed still reads (from a file offset, never the whole file)
    pg._turn(pg.pages - 1)
    assert _show(pg)[1].startswith("word word")


def test_a_huge_line_and_broken_utf8_read_as_short_text(tmp_path):
    data = b"Title\n" + b"\xe2\x99\xa0" * 5000 + b"\n---\nNext\n\xff\xfe ok\n"
    pg = _pager(tmp_path, data)
    lines = pg.lines()
    assert sum(len(x) for x in lines) < rules.PAGE_CAP and lines[0].startswith("♠♠♠")
    pg.key("RIGHT")
    s = _show(pg)
    assert s[0].startswith("Next") or s[0].startswith("?")  # no exception, something shown


def test_a_missing_file_a_folder_and_a_fifo_show_one_page_saying_so(tmp_path):
    os.mkdir(tmp_path / "dir.txt")
    os.mkfifo(tmp_path / "fifo.txt")  # opening it for reading would block forever
    for name in ("none.txt", "dir.txt", "fifo.txt"):
        pg = rules.Pager(rules.Book(str(tmp_path / name)), lambda: None)
        s = _show(pg)
        assert s[0].endswith("1/1") and "missing" in " ".join(s)


def test_list_items_start_their_own_lines():
    from engine.ui.menus import wrap

    text = "Steps:\n1. one\n2. two more words here to wrap\n10. ten\n- dash\nplain 3. joins"
    assert wrap(text) == [
        "Steps:",
        "1. one",
        "2. two more words",
        "here to wrap",
        "10. ten",
        "- dash plain 3. joins",
    ]
    assert wrap("Score 20.\n5. five") == ["Score 20.", "5. five"]
    assert wrap("Won 2.5\n5.5 more") == ["Won 2.5 5.5 more"]  # a number alone: no item
