# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""tools/heapfit.py's stages and table, with the runs replaced by a fake (no interpreter):
the bisection, the confirming run and the sweep each get their own deals, and the
table says what each figure rests on."""

import os
import sys

from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import heapfit  # noqa: E402


class FakeRunner(heapfit.Runner):
    """Passes from ``need`` K up (except ``bad`` heaps); records each run's arguments."""

    def __init__(self, need, bad=()):
        super().__init__([], out=lambda s: None)
        self.need = need
        self.bad = bad
        self.calls = []

    def run(self, config, game, heap_k, extra=()):
        self.calls.append((heap_k, tuple(extra)))
        ok = heap_k >= self.need and heap_k not in self.bad
        return {"ok": ok, "presses": 10, "deals": 2, "short": 0, "error": "" if ok else "ME"}


def test_stages_give_each_run_its_deals_and_say_so():
    argv = ["heapfit.py", "navigator", "--deals", "100", "--fit-deals", "5", "--confirm",
            "96", "--sweep", "--sweep-deals", "10"]
    st = heapfit._stages(argv, False)
    assert st["fit"] == ["--deals", "5"] and st["confirm"] == ["--deals", "100"]
    assert st["sweep"] == ["--deals", "10"]
    assert "5 deals per run" in st["text"] and "100 deals at 96K" in st["text"]
    assert "10 deals per heap" in st["text"]
    st = heapfit._stages(["heapfit.py", "farsky"], False)  # one figure for every stage
    assert st["fit"] == st["sweep"] == ["--deals", "100"] and "sweep" not in st["text"]


def test_bisection_and_sweep_use_their_own_deals_and_find_a_hole():
    r = FakeRunner(84, bad=(224,))
    assert r.smallest("vm-mpy", "navigator", 48, 144, extra=["--deals", "5"]) == 84
    assert {c[1] for c in r.calls} == {("--deals", "5")}
    assert r.sweep("vm-mpy", "navigator", extra=["--deals", "10"]) == [224]
    assert len(r.calls) - 1 >= 27 and r.calls[-1] == (512, ("--deals", "10"))


def test_table_shows_confirming_runs_sweeps_and_notes():
    t = heapfit.table(["onslaught", "travfuda"], ["vm-mpy"],
                      {("vm-mpy", "onslaught"): 88, ("vm-mpy", "travfuda"): None},
                      {("vm-mpy", "onslaught"): [], ("vm-mpy", "travfuda"): [96, 512]},
                      {("vm-mpy", "onslaught"): (96, True), ("vm-mpy", "travfuda"): (96, False)})
    lines = t.split("\n")
    assert lines[2] == "| onslaught | 88K, 96K passes, sweep clean |"
    assert lines[3] == "| travfuda | fails at the top heap, 96K FAILS, sweep fails at 96K, 512K |"
    note = heapfit._note({"ok": True, "presses": 10000, "deals": 31, "short": 2})
    t = heapfit.table(["navigator"], ["vm-src"], {("vm-src", "navigator"): 128}, {}, {},
                      {("vm-src", "navigator"): note})
    assert t.split("\n")[2] == "| navigator | passes: 10000 presses, 31 deals, 2 short |"
