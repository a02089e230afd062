# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Imports point one way: rules at the bottom, computer players above them, words and
screens at the top, the HAL beside the engine (never its screens), and no cycles.

Every module of ``engine/`` and ``hal/`` is parsed (``ast``), imports inside functions
included, since a lazy import is still a dependency the device has to satisfy.
"""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (importer prefix, imported prefix): an import from the first to the second points up.
UPWARD = (
    ("engine.games.", "engine.ai."),
    ("engine.games.", "engine.ui."),
    ("engine.ai.", "engine.ui."),
    ("hal.", "engine.ui."),
    ("engine.", "sim."),
    ("engine.", "tools."),
    ("engine.", "tests."),
)


def modules():
    """Dotted name -> path of every module under engine/ and hal/ (packages excluded)."""
    out = {}
    for top in ("engine", "hal"):
        for d, _dirs, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith(".py") and f != "__init__.py":
                    rel = os.path.relpath(os.path.join(d, f), ROOT)[:-3]
                    out[rel.replace(os.sep, ".")] = os.path.join(d, f)
    return out


def imports(path, known):
    """The modules ``path`` imports (anywhere in the file), resolved to module names.

    ``from engine.games import navigator`` names the module ``engine.games.navigator``;
    ``from engine.game import Game`` the module ``engine.game``.
    """
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                out.add(a.name)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for a in node.names:
                sub = node.module + "." + a.name
                out.add(sub if sub in known else node.module)
    return out


def graph():
    """Importer -> set of imported modules (only edges to modules of engine/ and hal/,
    and to sim/tools/tests, which the layering rules forbid)."""
    mods = modules()
    g = {}
    for name, path in mods.items():
        g[name] = {m for m in imports(path, mods) if m != name and (
            m in mods or m.split(".")[0] in ("sim", "tools", "tests"))}
    return g


def upward(g):
    """``"a imports b"`` for every edge that points up the layers."""
    bad = []
    for a in sorted(g):
        for b in sorted(g[a]):
            for lo, hi in UPWARD:
                if a.startswith(lo) and (b + ".").startswith(hi):
                    bad.append("%s imports %s" % (a, b))
    return bad


def cycles(g):
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index = {}
    low = {}
    stack = []
    on = set()
    out = []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(g.get(v, ())):
            if w not in g:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_walk_sees_every_kind_of_import():
    g = graph()
    assert len(g) > 40 and "engine.games.farsky" in g and "hal.storage" in g
    assert "engine.game" in g["engine.games.farsky"]  # from engine.game import ...
    assert "engine.cards" in g["engine.games.farsky"]  # from engine import cards
    assert "engine.ui.frame" in g["engine.ui.menus"]
    assert "engine.ui.chart" in g["engine.ui.frame"]  # imported inside a method


def test_the_checks_can_fail():
    g = {"engine.games.x": {"engine.ai.x"}, "engine.ai.x": {"engine.ui.x_text"},
         "engine.ui.x_text": {"engine.games.x"}, "hal.dev": {"engine.ui.app"},
         "engine.rng": {"tools.cpvm"}}
    assert upward(g) == ["engine.ai.x imports engine.ui.x_text",
                         "engine.games.x imports engine.ai.x", "engine.rng imports tools.cpvm",
                         "hal.dev imports engine.ui.app"]
    assert cycles(g) == [["engine.ai.x", "engine.games.x", "engine.ui.x_text"]]


def test_no_upward_import():
    bad = upward(graph())
    assert not bad, "imports pointing up the layers (rules < ai < ui; hal below ui):\n" + \
        "\n".join(bad)


def test_no_import_cycle():
    found = cycles(graph())
    assert not found, "import cycles:\n" + "\n".join([" <-> ".join(c) for c in found])
