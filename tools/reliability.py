# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The figures of docs/RELIABILITY.md: faults injected, bad inputs tried, deals lost.

    .venv/bin/python tools/reliability.py [--games farsky,travfuda,onslaught]

Runs, outside pytest, the same scenarios as tests/test_faults.py and
tests/test_hostile_files.py, and counts:

- a power cut at every file operation of a deal's last twelve actions (an autosave,
  the finished save, the statistics, the save's removal), then a reboot: deals
  counted, counted twice, lost;
- ENOSPC at every write of the same stretch, once and staying full, then room again:
  deals counted, lost, and how often the player read "Storage full";
- every file the app reads (each game's save, settings, statistics) planted as each bad
  kind (empty, truncated, random 1 B-64 KiB, 4,300 digits, out of range, link to
  /dev/zero, link in, FIFO, folder, no permission): cases, app playable afterwards;
- every field of a Navigator checkpoint set to wild values under a valid checksum:
  refused with a line, or accepted as a whole game; other exceptions.

Any failed check stops the run with its message (exit status 1).
"""

import os
import signal
import sys
import tempfile
from pathlib import Path

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))


def _ring(*_):
    raise TimeoutError("blocked on a file")


def deal_ends(games, tmp):
    """Power cuts and full storage at every file operation of a deal's end."""
    import test_faults as tf

    cuts = fulls = counted = twice = lost = lines = 0
    for gid in games:
        _, log = tf.deal_log(gid, 3)
        probe = tf.Faulty(10**9, "cut")
        d, _ = tf.setup(tmp, "p%s" % gid, gid)
        tf.deal_end_under(d, gid, log, probe)
        for at in range(1, probe.n + 2):
            d, _ = tf.setup(tmp, "c%s%d" % (gid, at), gid)
            tf.deal_end_under(d, gid, log, tf.Faulty(at, "cut"))
            cuts += at <= probe.n
            st, _ = tf.recover_and_finish(d, gid, log)
            played = st.get("played", 0) - 3
            counted += played == 1
            twice += played > 1
            lost += played < 1
        for stay in (False, True):
            for at in range(1, probe.n + 1):
                d, _ = tf.setup(tmp, "f%s%d%d" % (gid, stay, at), gid)
                fake = tf.Faulty(at, "full", stay)
                app = tf.deal_end_under(d, gid, log, fake)
                if not fake.failed:
                    continue
                fulls += fake.failed
                lines += app.note == "Storage full: not saved"
                st, _ = tf.recover_and_finish(d, gid, log)
                played = st.get("played", 0) - 3
                counted += played == 1
                twice += played > 1
                lost += played < 1
    return cuts, fulls, counted, twice, lost, lines


def hostile(games, tmp):
    """Every file the app reads, as every bad kind."""
    import test_hostile_files as th

    cases = 0
    for what in ("save", "settings", "stats"):
        for gid in games if what != "settings" else games[:1]:
            for kind in th.KINDS:
                if kind == "empty" and what != "save":
                    continue  # empty settings and statistics are valid files
                sub = tmp / ("%s_%s_%s" % (what, gid, kind))
                sub.mkdir()
                th.run_case(sub, what, gid, kind)  # raises on any failed check
                cases += 1
    return cases


def checkpoints():
    """Wild values in every field of a Navigator checkpoint under a valid checksum."""
    from engine import save
    from engine.game import load_game
    from engine.rng import Rng

    cls = load_game("navigator")
    g = cls(12)
    r = Rng(3)
    while g.base is None:
        acts = g.legal_actions()
        g.apply(acts[r.below(len(acts))])
    text = save.dumps(g, 2)
    body = text[: text.index("sum ")]
    line = "base " + " ".join(str(v) for v in g.base)
    tried = refused = other = 0
    for i in range(len(g.base)):
        for wild in (-(2**29), -7, -1, 0, 5, 99, 2**29, 2**30 - 1):
            base = list(g.base)
            base[i] = wild
            b = body.replace(line, "base " + " ".join(str(v) for v in base))
            tried += 1
            try:
                save.loads(b + "sum %d\n" % save.checksum(b), cls).check()
            except save.SaveError:
                refused += 1
            except Exception:  # noqa: BLE001 - counted: what the player would see as a crash
                other += 1
    return tried, refused, other


def main(argv):
    games = (argv[argv.index("--games") + 1].split(",") if "--games" in argv
             else ["farsky", "travfuda", "onslaught"])
    signal.signal(signal.SIGALRM, _ring)
    signal.alarm(3000)
    with tempfile.TemporaryDirectory(prefix="pscards_rel_") as t:
        tmp = Path(t)
        cuts, fulls, counted, twice, lost, lines = deal_ends(games, tmp)
        print("deal ends (%s): %d power cuts and %d ENOSPC faults injected at every file "
              "operation" % (",".join(games), cuts, fulls))
        print("  deals counted once %d, counted twice %d, deals lost %d; 'Storage full' "
              "shown %d times" % (counted, twice, lost, lines))
        (tmp / "h").mkdir()
        cases = hostile(games, tmp / "h")
        print("hostile files: %d bad files tried (saves, settings, statistics x %d kinds), "
              "app playable after each: %d" % (cases, len(__import__("test_hostile_files")
                                                            .KINDS), cases))
    tried, refused, other = checkpoints()
    print("navigator checkpoints: %d wild fields under a valid checksum, %d refused with a "
          "line, %d whole games, %d other exceptions" % (tried, refused, tried - refused - other,
                                                       other))
    return 1 if twice or lost or other else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
