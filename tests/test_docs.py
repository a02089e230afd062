# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The docs name what exists: every tool is in the tools' index, and every file of the
checkout that the README or a page of docs/ names is there."""

import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md", "tools/README.md"] + sorted(
    os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md"))
)
TOP = ("engine/", "hal/", "sim/", "tests/", "tools/", "docs/", "web/", "lib/")
NAMED = re.compile(r"`([A-Za-z0-9_./-]+\.(?:py|mjs|md|txt|toml|json|png|html))`")


def _text(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def missing_tools(index, files):
    """The tools in ``files`` that the index text does not name, and the tools it names
    (``name.py`` or ``sub/name.py`` in backticks, paths from the root aside) that are
    not in ``files``."""
    named = set(re.findall(r"`([a-z_/]+\.(?:py|mjs))`", index))
    named = set(n for n in named if not n.startswith(TOP))
    return sorted(set(files) - named), sorted(named - set(files))


def test_every_tool_is_in_the_index_and_the_index_names_only_tools():
    tools = os.path.join(ROOT, "tools")
    files = []
    for dirpath, _dirs, names in os.walk(tools):
        for n in names:
            if n.endswith(".py") or n.endswith(".mjs"):
                files.append(os.path.relpath(os.path.join(dirpath, n), tools))
    assert "pico_bench.py" in files and "studies/opencost.py" in files
    unlisted, absent = missing_tools(_text("tools/README.md"), files)
    assert not unlisted, "tools/README.md does not list %s" % unlisted
    assert not absent, "tools/README.md names tools that are not there: %s" % absent


def test_the_index_check_can_fail():
    assert missing_tools("| `a.py` | one |", ["a.py", "b.py"]) == (["b.py"], [])
    assert missing_tools("| `a.py` `c.mjs` `engine/x.py` |", ["a.py"]) == ([], ["c.mjs"])


def test_every_file_the_docs_name_exists():
    gone = []
    for doc in DOCS:
        for path in NAMED.findall(_text(doc)):
            # the sixth game of CONTRIBUTING's walk-through is one a reader would add
            if path.startswith(TOP) and "comet" not in path:
                if not os.path.exists(os.path.join(ROOT, path)):
                    gone.append("%s: %s" % (doc, path))
    assert not gone, "named in the docs but not in the checkout: %s" % gone
