# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Files that are not what they seem, for every file the app reads: each game's save,
``settings.txt``, each game's statistics and the rules texts.

Each file is planted as: empty, truncated, random bytes of 1 B to 64 KiB, a 4,300-digit
number, a field out of range under a valid checksum, a link to ``/dev/zero``, a link to a
text elsewhere, a FIFO, a folder, a file without read permission. The app must reach a
playable title screen, start a new deal, say in one line what it set aside, keep the bad
file as ``<name>.bad`` and touch nothing else. Writes never follow a link planted at
``<name>.new``. A FIFO must not block: every case runs under an alarm.
"""

import errno
import os
import signal

import pytest
from test_protocol import random_game

from engine import save
from engine.game import GAME_IDS, load_game
from engine.rng import Rng
from engine.ui import rules
from engine.ui.app import App
from engine.ui.screens import press
from hal.storage import FileStorage

GAMES = list(GAME_IDS)
SIZES = (1, 7, 100, 1000, 4096, 65536)
KINDS = [
    "empty",
    "truncated",
    "huge",
    "range",
    "link_zero",
    "link_in",
    "fifo",
    "folder",
    "noperm",
] + ["random%d" % n for n in SIZES]
COUNT = {"cases": 0}  # bad inputs tried (tools/reliability.py reports it)


@pytest.fixture(autouse=True)
def alarm():
    """A case that blocks (a FIFO opened for reading) fails instead of hanging."""

    def ring(*_):
        raise TimeoutError("blocked on a file")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def resum(body):
    return body + "sum %d\n" % save.checksum(body)


def good_save(gid):
    return save.dumps(random_game(load_game(gid), 33, 6), 5).encode()


def bad_bytes(kind, good, what):
    """The bytes of a regular bad file of ``kind`` (None: not a regular file)."""
    if kind == "empty":
        return b""
    if kind == "truncated":
        return good[:-3]  # inside the last line
    if kind.startswith("random"):
        r = Rng(int(kind[6:]))
        return bytes([r.below(256) for _ in range(int(kind[6:]))])
    if kind == "huge":
        if what == "save":
            text = good.decode()
            body = text[: text.index("sum ")]
            seed = body.split("\nseed ")[1].split("\n")[0]
            return resum(body.replace("\nseed %s\n" % seed, "\nseed %s\n" % ("9" * 4300))).encode()
        return b"played " + b"9" * 4300 + b"\n"
    if kind == "range":
        if what == "save":
            text = good.decode()
            body = text[: text.index("sum ")]
            opts = body.split("\nopts ")[1].split("\n")[0]
            return resum(
                body.replace(
                    "\nopts %s\n" % opts,
                    "\nopts %s\n" % " ".join(["99"] * max(1, len(opts.split()))),
                )
            ).encode()
        if what == "settings":
            return b"speed 7\nbright 1\n"
        return b"played 1000000000\nwon 2\n"
    return None


def plant(path, kind, good, what, tmp):
    """Put a bad ``kind`` of file at ``path``; return what ``.bad`` must hold (bytes, or
    a predicate on the ``.bad`` path)."""
    data = bad_bytes(kind, good, what)
    if data is not None:
        with open(path, "wb") as f:
            f.write(data)
        return data
    if kind == "link_zero":
        os.symlink("/dev/zero", path)
        return os.path.islink
    if kind == "link_in":
        other = os.path.join(tmp, "elsewhere.txt")
        with open(other, "wb") as f:
            f.write(good)
        os.symlink(other, path)
        return os.path.islink
    if kind == "fifo":
        os.mkfifo(path)
        return lambda p: not os.path.isfile(p) and not os.path.isdir(p)
    if kind == "folder":
        os.mkdir(path)
        return os.path.isdir
    if kind == "noperm":
        with open(path, "wb") as f:
            f.write(good)
        os.chmod(path, 0)
        return good
    raise AssertionError(kind)


class NoPermission:
    """Running as root reads anything: the permission error is raised as the OS would."""

    def __init__(self, path):
        self.path = path
        self.read = FileStorage._read

    def __enter__(self):
        me = self

        def _read(st, path, cap):
            if path == me.path:
                raise PermissionError(errno.EACCES, "Permission denied", path)
            return me.read(st, path, cap)

        FileStorage._read = _read
        return self

    def __exit__(self, *exc):
        FileStorage._read = self.read
        return False


def snapshot(d, skip):
    out = {}
    for root, _dirs, names in os.walk(d):
        for n in names:
            p = os.path.join(root, n)
            if p == skip or p.startswith(skip + ".") or not os.path.isfile(p):
                continue
            with open(p, "rb") as f:
                out[p] = f.read()
    return out


def others(d, gid):
    """The other files of a player (another game's save and statistics, settings)."""
    os.makedirs(os.path.join(d, "saves"), exist_ok=True)
    o = [g for g in GAMES if g != gid][0]
    with open(os.path.join(d, "saves", "save_%s.txt" % o), "wb") as f:
        f.write(good_save(o))
    with open(os.path.join(d, "stats_%s.txt" % o), "wb") as f:
        f.write(b"played 9\nwon 4\n")


def last_line(fr):
    return str(fr).split("\n")[-1].strip()


def new_deal_plays(app):
    """From the game's menu: New game, Start, one action: the app is playable."""
    s = str(app.draw())
    if "Continue" in s:
        s = str(press(app, ["DOWN", "A", "A"]))
    else:
        s = str(press(app, ["A", "A"]))
    g = app.game
    assert g is not None and not g.over(), s
    app.act(g.legal_actions()[0])


def check_kept(bad, want):
    if callable(want):
        assert want(bad), bad
    else:
        os.chmod(bad, 0o600) if os.path.exists(bad) and not os.path.islink(bad) else None
        with open(bad, "rb") as f:
            assert f.read() == want


def run_case(tmp_path, what, gid, kind):
    COUNT["cases"] += 1
    d = str(tmp_path / ("%s_%s_%s" % (what, gid, kind)))
    os.mkdir(d)
    others(d, gid)
    i = GAME_IDS.index(gid)
    good = {
        "save": good_save(gid),
        "settings": b"speed 0\nbright 2\n",
        "stats": b"played 3\nwon 1\n",
    }[what]
    name = {
        "save": "saves/save_%s.txt" % gid,
        "settings": "settings.txt",
        "stats": "stats_%s.txt" % gid,
    }[what]
    path = os.path.join(d, name)
    want = plant(path, kind, good, what, str(tmp_path))
    before = snapshot(d, path)
    guard = NoPermission(path) if kind == "noperm" else None
    if guard:
        guard.__enter__()
    try:
        app = App(FileStorage(d), seed_source=lambda: 5)
        s = press(app, [])
        assert "Space Cards" in str(s) or "Pocket" in str(s) or str(s).strip(), s
        if what == "settings":
            assert last_line(s) == "Bad settings: reset", (kind, str(s))
        s = press(app, ["A"] + ["DOWN"] * i + ["A"])  # the game's menu
        shown = str(s)
        if what == "save":
            # no Continue; the bottom line says why: set aside unread (not a file, too
            # big, not text), or what is wrong with the text (kept as .bad too)
            assert "Continue" not in shown, kind
            why = last_line(s)
            assert why == "Bad save: set aside" or why.startswith(("Save", "Not a save")), (
                kind,
                shown,
            )
        if what == "stats":
            n = 3 if "Continue" in shown else 2
            s = press(app, ["DOWN"] * n + ["A"])  # Statistics
            assert last_line(s) == "Bad stats: set aside", (kind, str(s))
            assert "Played 0" in str(s) or "Played" not in str(s) or "0" in str(s)
            press(app, ["B"])
            app.game_menu()
        new_deal_plays(app)
        app.save()
    finally:
        if guard:
            guard.__exit__()
    bad = path + ".bad"
    assert os.path.lexists(bad), (kind, os.listdir(os.path.dirname(path)))
    check_kept(bad, want)
    after = snapshot(d, path)
    for p, b in before.items():
        if not p.endswith("settings.txt") or what == "settings":
            assert after.get(p) == b, (kind, p)  # nothing else touched
    if kind == "link_in":  # the file the link pointed to is untouched
        with open(os.path.join(str(tmp_path), "elsewhere.txt"), "rb") as f:
            assert f.read() == good


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("gid", GAMES)
def test_a_bad_save_is_set_aside_and_the_app_plays_on(tmp_path, gid, kind):
    run_case(tmp_path, "save", gid, kind)


@pytest.mark.parametrize("kind", KINDS)
def test_bad_settings_are_set_aside_and_the_app_plays_on(tmp_path, kind):
    if kind == "empty":
        pytest.skip("an empty settings file is valid: every setting at its default")
    run_case(tmp_path, "settings", GAMES[0], kind)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("gid", GAMES)
def test_bad_statistics_are_set_aside_and_the_app_plays_on(tmp_path, gid, kind):
    if kind == "empty":
        pytest.skip("an empty statistics file is valid: nothing played yet")
    run_case(tmp_path, "stats", gid, kind)


@pytest.mark.parametrize("kind", KINDS)
def test_bad_rules_texts_show_a_page_and_the_app_plays_on(tmp_path, kind, monkeypatch):
    """The rules ship with the app (not the player's data): a bad one is shown as far as it
    reads, or as missing; never a hang or a traceback, and it is left where it is."""
    COUNT["cases"] += 1
    gid = GAMES[0]
    with open(rules.path(gid), "rb") as f:
        good = f.read()
    path = str(tmp_path / "rules.txt")
    plant(path, kind, good, "rules", str(tmp_path))
    monkeypatch.setattr(rules, "path", lambda g, root=None: path)
    d = str(tmp_path / "data")
    os.mkdir(d)
    app = App(FileStorage(d), seed_source=lambda: 5)
    s = str(press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A", "DOWN", "A"]))
    assert "1/" in s.split("\n")[0] or "missing" in s, s  # a page, or one line saying so
    for k in ["RIGHT"] * 3 + ["DOWN"] * 3 + ["LEFT", "B"]:
        s = str(press(app, [k]))
    assert "New game" in s
    new_deal_plays(app)
    assert os.path.lexists(path)


@pytest.mark.parametrize("name", ["save_%s.txt", "stats_%s.txt", "settings.txt"])
def test_writes_never_follow_a_link_planted_at_the_new_file(tmp_path, name):
    """A link at ``<name>.new`` (or ``.tmp``) pointing elsewhere: a deal played to the end
    writes every file the app writes, and the linked file is never changed."""
    COUNT["cases"] += 1
    gid = GAMES[0]
    d = str(tmp_path / "data")
    os.makedirs(os.path.join(d, "saves"))
    victim = str(tmp_path / "victim.txt")
    with open(victim, "wb") as f:
        f.write(b"precious\n")
    rel = name % gid if "%s" in name else name
    path = os.path.join(d, "saves", rel) if rel.startswith("save_") else os.path.join(d, rel)
    os.symlink(victim, path + ".new")
    app = App(FileStorage(d), seed_source=lambda: 5)
    press(app, ["A"] + ["DOWN"] * GAME_IDS.index(gid) + ["A", "A"])
    press(app, ["RIGHT", "A"])  # change an option: settings.txt is written too
    g = app.game
    r = Rng(2)
    while not g.over():
        acts = g.legal_actions()
        app.act(acts[r.below(len(acts))])
    with open(victim, "rb") as f:
        assert f.read() == b"precious\n"
    assert not os.path.lexists(path + ".new")
    st = FileStorage(d).read("stats_%s.txt" % gid)
    assert st and "played 1\n" in st


def test_a_navigator_checkpoint_out_of_range_with_a_valid_checksum_is_refused():
    """Every field of a checkpoint set to wild values, the checksum made right again:
    SaveError (a line on screen), never IndexError or another exception."""
    cls = load_game("navigator")
    g = cls(12)
    r = Rng(3)
    while g.base is None:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    text = save.dumps(g, 2)
    assert save.loads(text, cls).base == g.base
    body = text[: text.index("sum ")]
    line = "base " + " ".join(str(v) for v in g.base)
    refused = 0
    for i in range(len(g.base)):
        for wild in (-(2**29), -7, -1, 0, 5, 99, 2**29, 2**30 - 1):
            base = list(g.base)
            base[i] = wild
            bad = resum(body.replace(line, "base " + " ".join(str(v) for v in base)))
            COUNT["cases"] += 1
            try:
                h = save.loads(bad, cls)
            except save.SaveError as e:
                assert str(e).startswith("Save")
                refused += 1
                continue
            h.check()  # accepted: the game it makes is whole
            h.legal_actions()
    assert refused > len(g.base) * 4
