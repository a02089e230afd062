# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""tools/bench.py: --help explains, a wrong argument stops before measuring, and the
parts of the report that decide what a reader sees (the climb of a heap fit, the scale
to a Pico, the ✓/✗ against the targets, the README section between its markers).

The bench itself takes about 40 minutes and is never started here: its first steps
(``interpreters``, ``build``) are replaced by a function that fails the test.
"""

import json
import os
import sys

import pytest
from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import bench
import bench_time
import pico


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
    assert "docs/BENCH.md" in out and "40 minutes" in out
    assert "build/bench-quick.md" in out  # a quick run never touches the committed documents


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["quick"],
        ["--quick", "--games", "chess"],
        ["--jobs", "two"],
        ["--jobs", "0"],
        ["--runs", "0"],
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
            "--runs",
            "5",
        ]
    )
    assert (a.quick, a.games, a.jobs, a.no_fuzz, a.out, a.runs) == (
        True,
        ["farsky", "navigator"],
        3,
        True,
        "/tmp/b.md",
        5,
    )
    assert bench.options(a.quick, a.jobs, a.runs)["runs"] == 5
    a = bench.parse_args(["tools/bench.py"])
    assert (a.quick, a.games, a.jobs, a.no_fuzz, a.runs) == (False, [], 2, False, 3)
    assert a.out == ""  # main: docs/BENCH.md, or build/bench-quick.md with --quick


class FakeRunner:
    """heapfit.Runner's ``run`` for a game that needs ``need[deals]`` K: runs at less fail."""

    def __init__(self, need, short_below=0):
        self.need = need
        self.short_below = short_below
        self.calls = []

    def run(self, config, game, heap_k, extra=()):
        deals = int(extra[1])
        self.calls.append((heap_k, deals))
        ok = heap_k >= self.need[deals]
        short = 1 if ok and heap_k < self.short_below else 0
        return {"ok": ok, "short": short, "deals": deals if ok else 0, "error": ""}


OPTS = {"fit_deals": 10, "heap_deals": 100, "src_deals": 25}


def test_heap_fit_climbs_from_the_few_deals_bound_to_what_all_deals_need():
    r = FakeRunner({10: 70, 100: 82, 25: 74}, short_below=90)
    out = bench.heap_fit(r, "vm-mpy", "farsky", OPTS)
    assert out["few_k"] == 72  # 4K steps: the first multiple of 4 at or above 70
    assert out["smallest_k"] == 84  # all 100 deals: 72, 76, 80 fail; 84 passes
    assert out["short_at_smallest"] == 1  # passes, with a "needs more RAM" line
    assert out["at_target"] == {"ok": True, "deals": 100, "short": 0, "error": ""}
    assert out["full_k"] == 92  # no feature refused from 90K; bisected in 4K steps
    assert sorted(set(k for k, d in r.calls if d == 100)) == [72, 76, 80, 84, 96]
    src = bench.heap_fit(FakeRunner({10: 70, 100: 82, 25: 74}), "vm-src", "farsky", OPTS)
    assert src["smallest_k"] == 76 and src["deals"] == 25 and "at_target" not in src


def test_heap_fit_that_never_passes_says_so():
    out = bench.heap_fit(FakeRunner({10: 600, 100: 600}), "vm-mpy", "onslaught", OPTS)
    assert out["few_k"] is None and "smallest_k" not in out
    assert not out["at_target"]["ok"]
    assert bench.heap_cell({"vm-mpy": out}, "vm-mpy") == "fails up to 512K"


def result(ui, hint, review, stones=(2400, 2400)):
    """One game's figures as bench_times returns them (times in us on this machine)."""
    v = {
        "stones": list(stones),
        "ui_step": ui,
        "ui_menu": (12, 4000, 8000),
        "decision": None,
        "hint": hint,
        "review": review,
        "review_tick": (3, 400, 500),
        "review_slices": (1, 3, 3),
        "open": (3, 500000, 600000),
        "open_src": (3, 900000, 1100000),
    }
    fit = {"vm-mpy": {"smallest_k": 92, "full_k": 100}}
    return {"game": "farsky", "vm": v, "mp": dict(v), "heap": fit}


def test_summary_scales_by_the_faster_pystone_around_the_block_and_marks_the_targets():
    # pystone 3000 and 2000 around the block (each less its waits for a CPU): the faster
    # is the interpreter's speed, the other met a moment the machine slowed: x2.5 a Pico's
    r = result((100, 8000, 20000), (50, 400000, 500000), (3, 3000000, 5000000), (3000, 2000))
    assert bench.factor_of(r, "vm") == 2.5
    row = bench.summary_table([r]).split("\n")[2]
    cells = [c.strip() for c in row.split("|")[1:-1]]
    assert cells[1] == "92K ✓" and cells[2] == "+79K / +34K"
    assert cells[3] == "20.0 / 50.0 ✓"  # 8 ms and 20 ms here: at the targets on a Pico
    assert cells[4] == "10.0 / 20.0 ✓"  # a step in the pause menu
    assert cells[5] == "-"  # no computer seat
    assert cells[6] == "1000 / 1250 ✗"  # the hint's max is over 1 s
    assert cells[7] == "7500 / 12500 ✗ in 3-3 slices, longest 1.25"
    assert cells[8] == "1250 / 1500 ✓"  # opening from .mpy
    assert cells[9] == "2250 / 2750 ✗"  # opening from source over 2 s
    r["vm"]["ui_step"] = (100, 8400, 20000)  # the median over 20 ms fails the step
    assert "21.0 / 50.0 ✗" in bench.summary_table([r])


def test_readme_section_is_rewritten_between_its_markers_only(tmp_path):
    path = str(tmp_path / "README.md")
    with open(path, "w") as f:
        f.write(
            "# Title\n\n%s\nold table\n%s\n\n## Next\n" % (bench.README_BEGIN, bench.README_END)
        )
    section = bench.readme_section([result((1, 1, 1), None, None)], ["tools/bench.py"], 0, 1500)
    assert bench.write_readme(section, path)
    with open(path) as f:
        text = f.read()
    assert text.startswith("# Title\n\n" + bench.README_BEGIN)
    assert "old table" not in text and text.endswith(bench.README_END + "\n\n## Next\n")
    assert "`make bench` (`python tools/bench.py`, 25 minutes on 2 cores, 1970-01-01)" in text
    assert "| farsky | 92K ✓ |" in text
    with open(path, "w") as f:
        f.write("no markers\n")
    assert not bench.write_readme(section, path)
    with open(path) as f:
        assert f.read() == "no markers\n"


# A press made slow on purpose (40 ms of busy wait after the key is handled, the frame then
# drawn) in the app's own UI worker, run from source on the 64-bit MicroPython: the first
# arrow LEFT on the play screen of a run, in every run or in the first run only.
SLOW_PRESS = """
import stepclock
def spin(n):
    # n us of the interpreter's own work: its waits for a CPU do not count
    t = stepclock.ticks_us()
    w = stepclock.waited()
    while time.ticks_diff(stepclock.ticks_us(), t) - (stepclock.waited() - w) < n:
        pass
SLOWED = {}
_key = App.key
def key(self, k):
    _key(self, k)
    r = globals().get('run', 0)
    if k == 'LEFT' and isinstance(self.screen, PlayHost) and r not in SLOWED and @WHEN@:
        SLOWED[r] = 1
        spin(40000)
App.key = key
"""


def cursor_max_us(when, runs):
    """The cursor moves' longest time (us) the bench reports for 40 keys of Travfuda."""
    code = bench.worker(bench._UI, ROOT, GAME="travfuda", STEPS=40, RUNS=runs)
    mark = "from engine.rng import Rng"
    assert mark in code
    code = code.replace(mark, SLOW_PRESS.replace("@WHEN@", when) + mark)
    text, ok = bench.run_code(bench.Interp("mp", bench.micropython(), ROOT), code)
    assert ok, text[-500:]
    assert "runs_differ" not in text  # the replays met the same steps
    n, _med, top = bench.parse_times(text, "ui_step")
    assert n > 20
    return top


def test_a_step_slow_in_every_run_is_reported_slow_and_one_slow_once_is_not():
    assert cursor_max_us("True", 3) >= 40000  # a slow draw: slow every time, so it shows
    assert cursor_max_us("r == 0", 1) >= 40000  # one run: a preempted step shows too
    assert cursor_max_us("r == 0", 3) < 20000  # the least of three runs drops it


def test_the_review_cell_says_how_many_deals_the_wait_proved():
    # the wait until the screen has an answer: 1 of 3 proven, the others the best so far
    r = result((100, 8000, 20000), (50, 400000, 500000), (3, 3000000, 4000000))
    v = r["vm"]
    v["review_proven"] = (1, 3)
    row = bench.summary_table([r]).split("\n")[2]
    cell = [c.strip() for c in row.split("|")[1:-1]][7]
    assert cell == "6000 / 8000 ✓ in 3-3 slices, longest 1.00, 1 of 3 proven"
    # timed again for a player who thinks 3 s a move: that wait and what it proved
    v["review_think"] = (3, 20000, 30000)
    v["review_think_proven"] = (3, 3)
    row = bench.summary_table([r]).split("\n")[2]
    cell = [c.strip() for c in row.split("|")[1:-1]][7]
    assert cell.endswith("1 of 3 proven; 3 s a move: 40.0 / 60.0 ✓, 3 of 3 proven")
    v.update(solve=None, seconds=60)
    r["mp"] = dict(v)
    table = "\n".join(bench.time_section([r], bench.options(True, 1)))
    assert "| review: proven in the wait |" in table and "| 1 of 3 proven |" in table
    assert "| 3 of 3 proven |" in table


# The step clock (tools/stepclock.py): a step the host's scheduler paused is long by the
# pause in wall time, and /proc/self/schedstat's run_delay grows by as much. Simulated
# here without sleeping: a fake schedstat file whose run_delay is the real one plus
# PAUSED_US, and the clock the step reads ahead by as much, both raised by 40 ms in the
# first LEFT on the play screen of each run; or that press made slow by 40 ms of real work.
PAUSED_PRESS = """
import stepclock
PAUSED_US = 0
_real = open('/proc/self/schedstat')
class FakeStat:
    # /proc/self/schedstat as the kernel writes it: cpu ns, run_delay ns, slices
    def seek(self, n):
        pass
    def readinto(self, b):
        _real.seek(0)
        f = _real.read().split()
        s = ('%s %d %s\\n' % (f[0], int(f[1]) + PAUSED_US * 1000, f[2])).encode()
        b[:len(s)] = s
        return len(s)
stepclock._sf = FakeStat()
_ticks = stepclock.ticks_us
stepclock.ticks_us = lambda: _ticks() + PAUSED_US
def spin(n):
    # n us of the interpreter's own work: its waits for a CPU do not count
    t = stepclock.ticks_us()
    w = stepclock.waited()
    while time.ticks_diff(stepclock.ticks_us(), t) - (stepclock.waited() - w) < n:
        pass
SLOWED = {}
_key = App.key
def key(self, k):
    global PAUSED_US
    _key(self, k)
    r = globals().get('run', 0)
    if k == 'LEFT' and isinstance(self.screen, PlayHost) and r not in SLOWED:
        SLOWED[r] = 1
        if @PAUSE@:
            PAUSED_US += 40000  # 40 ms waiting for a CPU: on the wall clock and in schedstat
        else:
            spin(40000)  # 40 ms of the interpreter's own work
App.key = key
"""


def paused_run(pause, runs):
    """(cursor moves' longest us, the worker's clock figures) for 40 keys of Travfuda
    whose first LEFT of each run is paused 40 ms (``pause``) or works 40 ms."""
    code = bench.worker(bench._UI, ROOT, GAME="travfuda", STEPS=40, RUNS=runs)
    mark = "from engine.rng import Rng"
    assert mark in code
    code = code.replace(mark, PAUSED_PRESS.replace("@PAUSE@", pause) + mark)
    text, ok = bench.run_code(bench.Interp("mp", bench.micropython(), ROOT), code)
    assert ok, text[-500:]
    assert "runs_differ" not in text
    n, _med, top = bench.parse_times(text, "ui_step")
    assert n > 20
    return top, bench.parse_clock(text)


def test_a_step_that_waited_for_a_cpu_in_every_run_is_not_reported_slow():
    top, clock = paused_run("True", 3)  # paused 40 ms in all three runs: still quick
    assert top < 20000
    assert clock[0] == 1 and clock[2] >= 3 and clock[3] >= 3 * 40000  # the waits taken off
    top, _ = paused_run("True", 1)  # one run: the correction alone, no least of runs
    assert top < 20000
    top, _ = paused_run("False", 3)  # 40 ms of real work in every run: slow
    assert top >= 40000


def test_stepclock_reads_run_delay_in_us_with_small_ints(monkeypatch):
    import io

    import stepclock

    # 123,456,789,012,345 ns waited (a day and a half): us modulo 10**9, under 2**30
    monkeypatch.setattr(stepclock, "_sf", io.BytesIO(b"987654321 123456789012345 42\n"))
    assert stepclock.waited() == 456789012  # 123,456,789,012 us
    monkeypatch.setattr(stepclock, "_sf", io.BytesIO(b"5 999 1\n"))  # under 1 us
    assert stepclock.waited() == 0
    # a step of 50 us that the reader saw wait 4000 us across a wrap of its modulo
    now = [0]
    seen = [999998000]
    monkeypatch.setattr(stepclock, "ticks_us", lambda: now[0])
    monkeypatch.setattr(stepclock, "waited", lambda: seen[0] % 1000000000)
    monkeypatch.setattr(stepclock, "COST", 3)
    stepclock.start()
    now[0] += 4050
    seen[0] += 4000
    paused = stepclock.PAUSED
    assert stepclock.took() == 47  # 4050 - 4000 - the reader's 3
    assert stepclock.PAUSED == paused + 1
    monkeypatch.undo()
    monkeypatch.setattr(stepclock, "_sf", None)  # no /proc: nothing taken off, plain times
    assert stepclock.waited() == 0


def test_the_report_says_how_steps_were_timed():
    on = "clock sched=1 cost_us=8 paused=3 waited_us=12000\n"
    assert bench.parse_clock("x\n" + on + on) == [1, 8, 6, 24000]
    out = {}
    bench.add_clock(out, on)
    bench.add_clock(out, "clock sched=0 cost_us=0 paused=0 waited_us=0\n")
    assert out["clock"] == [0, 8, 3, 12000]  # one worker without /proc: say so
    assert bench.clock_text(out["clock"]).startswith("no /proc/self/schedstat: plain times")
    assert bench.clock_text([1, 8, 6, 24000]).startswith("6 steps paused, 0.02 s of waiting")
    assert bench.paused_text([1, 8, 6, 24000]) == "6, 0.02 s"
    v = {"stones": [120000, 118000], "stones_raw": [61000, 45000]}
    assert bench.stones_text(v) == "120000 / 118000 (61000 / 45000)"


def test_pystone_takes_the_wait_for_a_cpu_off(monkeypatch, capsys):
    import pystone

    # each run: the empty loop 1 ms, the loops 1 s of which 0.5 s waiting for a CPU in
    # every run but the second (0.6 s); the raw rate is the load's, the corrected the
    # interpreter's own
    waits = iter([0.0, 0.5, 0.0, 0.6, 0.0, 0.5])
    walls = iter([0.001, 1.001] * 3)
    monkeypatch.setattr(pystone, "waited_us", lambda: 0)
    monkeypatch.setattr(pystone, "_waited_s", lambda w0: next(waits))
    monkeypatch.setattr(pystone, "_elapsed_s", lambda t0: next(walls))
    pystone.main(["pystone", "1000", "3"])
    assert capsys.readouterr().out == (
        "pystone 3000 loops in 3.000 s: 1000 loops/s\nless the wait for a CPU: 2500 loops/s\n"
    )
    waits = iter([0.0, 0.5])  # no /proc: nothing taken off, says so
    walls = iter([0.001, 1.001])
    monkeypatch.setattr(pystone, "waited_us", lambda: None)
    monkeypatch.setattr(pystone, "_waited_s", lambda w0: 0.0)
    pystone.main(["pystone", "1000", "1"])
    assert capsys.readouterr().out.endswith(
        "no /proc/self/schedstat: no correction; the fastest run: 1000 loops/s\n"
    )


def test_a_worker_finds_the_step_clock_of_its_tree_or_of_this_checkout(tmp_path):
    assert "tools/stepclock.py" in bench.HARNESS  # compiled into the device build's tree
    tree = str(tmp_path)  # an old checkout without it (tools/bench_compare.py's sources)
    code = bench.worker(bench._OPEN, tree, GAME="farsky")
    assert "sys.path.append(%r)" % os.path.join(ROOT, "tools") in code
    os.makedirs(os.path.join(tree, "tools"))
    open(os.path.join(tree, "tools", "stepclock.mpy"), "wb").close()
    code = bench.worker(bench._OPEN, tree, GAME="farsky")
    assert "sys.path.append(%r)" % os.path.join(tree, "tools") in code
    assert "@" not in code.replace("@property", "")  # every placeholder filled


# Opening a game: each interpreter's open is scaled by the pystone that interpreter took
# itself right before and right after it (this host's fast and slow phases change within
# a second: a pystone of the block, taken elsewhere, says little of the speed an open met).


def test_an_open_is_scaled_by_the_faster_of_its_own_interpreters_two_pystones():
    # 12 ms of VM time; the probe before met a slow phase (60,000 loops/s), the one after
    # a fast one (96,000): the faster, 80 times a Pico's, so 960 ms on a Pico; never the
    # slower, which would make the open read 600 ms
    assert bench.open_pico_us("open_us 12000\nopen_stone 60000 96000\n") == 960000
    assert bench.open_pico_us("open_us 12000\nopen_stone 96000 60000\n") == 960000
    assert bench.open_pico_us("open_us 12000\n") is None  # no probe: no figure
    assert bench.open_pico_us("open_us 12000\nopen_stone 0 0\n") is None
    assert bench.open_pico_us("open_us 0\nopen_stone 96000 96000\n") is None  # not opened


def test_an_open_sample_leaves_out_its_quickest_interpreter_when_it_has_three():
    assert bench.sample_of([(5,), (3,), (9,), (4,)]) == (4,)  # 3 read quick: left out
    assert bench.sample_of([(5,), (3,)]) == (3,)  # too few to leave one out: the least


def fake_open(us, before, after):
    """An _OPEN worker's output."""
    return "open_us %d\nopen_stone %d %d\n" % (us, before, after)


def test_the_bench_scales_each_open_by_its_own_pystone_not_the_blocks(monkeypatch):
    # the block's pystone reads 240,000 loops/s (200 times a Pico's), but the
    # interpreters that opened the game ran at 96,000 at best: the opens are scaled by
    # theirs. From .mpy: 5 ms at 96,000 = 400 ms, but in each sample one interpreter's
    # probes both met a slow phase that its open did not (5 ms at 48,000: 200 ms), and
    # one open met a slow phase its probes did not (7 ms: 560 ms). From source: 15 ms,
    # the probe before slow, the one after fast: 1200 ms (the block's scale: 3000 ms).
    opens = []
    for _ in range(bench.OPENS):
        opens += [fake_open(5000, 96000, 70000)] * 5
        opens += [fake_open(5000, 48000, 40000), fake_open(7000, 96000, 70000)]
    for _ in range(bench.OPENS):
        opens += [fake_open(15000, 60000, 96000)] * bench.OPEN_RUNS
    seen = []

    def run_code(interp, code, heap="1024K", timeout=7200):
        if "print('open_us'" not in code:
            return "", True  # every other block: no figures
        seen.append(heap)
        return opens.pop(0), True

    monkeypatch.setattr(bench_time, "run_code", run_code)  # bench_times runs its blocks there
    monkeypatch.setattr(bench_time, "pystone_pair", lambda *a: (100000, 240000))
    opts = dict(bench.options(True, 1), deals=1, solves=0, reviews=1, ui_steps=1)
    vm = bench.Interp("vm", "/nonexistent/vm", "/nonexistent/tree")
    v = bench.bench_times("farsky", opts, vm)
    assert not opens and seen == ["%dK" % bench.PICO_FREE_K] * (2 * 5 * bench.OPEN_RUNS)
    assert v["open_pico"] == (5, 400000, 400000)
    assert v["open_src_pico"] == (5, 1200000, 1200000)
    assert v["open_samples"] == [[5000, 96000]] * 5
    r = {"game": "farsky", "vm": v, "mp": dict(v), "heap": {"vm-mpy": {"smallest_k": 92}}}
    cells = [c.strip() for c in bench.summary_table([r]).split("\n")[2].split("|")[1:-1]]
    assert cells[8:] == ["400 / 400 ✓", "1200 / 1200 ✓"]
    # a reader that scales every time of the block by its pystone (bench_compare) too
    f = bench.factor_of(r, "vm")
    assert f == 200 and bench.med_max(v["open_src"], f) == "1200 / 1200"
    table = "\n".join(bench.time_section([r], opts))
    assert "| farsky | VM | 400 / 400 | 1200 / 1200 |" in table


def test_the_probe_beside_an_open_leaves_the_heap_as_it_found_it():
    # the open's worker on the 64-bit MicroPython, the heap in use printed as the open
    # begins: with the probe before it and without, the same but for the probe's
    # interned names (a module never gives those back): its module and its ~20K of
    # records are gone
    code = bench.worker(bench._OPEN, ROOT, GAME="farsky")
    mark = "gc.collect()\nstart()\n"
    assert mark in code and "stone_before = stone()" in code
    code = code.replace(mark, "gc.collect()\nprint('heap_at_open', gc.mem_alloc())\nstart()\n")
    mp = bench.Interp("mp", bench.micropython(), ROOT)
    heap = "%dK" % bench.PICO_FREE_K
    text, ok = bench.run_code(mp, code, heap=heap)
    assert ok, text[-500:]
    stones = bench.parse_pair(text, "open_stone")
    assert stones and min(stones) > 0 and bench.open_pico_us(text)
    without, ok = bench.run_code(
        mp, code.replace("stone_before = stone()", "stone_before = 0"), heap=heap
    )
    assert ok, without[-500:]
    more = bench.parse_int(text, "heap_at_open") - bench.parse_int(without, "heap_at_open")
    assert 0 <= more <= 1024


def test_the_device_table_marks_the_targets_and_merge_keeps_the_rows_not_run(monkeypatch, tmp_path):
    # tools/pico_bench.py: a row is ✓ only when its median and max both meet the target,
    # and --merge re-measures the games named, keeping the others' rows and their commits
    import pico_bench

    def row(cursor, commit):
        times = {k: [] for k in pico_bench.KINDS}
        times["cursor"] = cursor
        return {
            "times": times,
            "boot": [3100.0],
            "startup": [350],
            "title_free": 120 * 1024,
            "low_free": [60 * 1024],
            "low_free_holdback": [20 * 1024],
            "erases": [1],
            "busiest_block": 0,
            "commit": commit,
        }

    old = {"games": {"farsky": row([20, 70], "aaaaaaa"), "navigator": row([10], "aaaaaaa")}}
    path = tmp_path / "bench.json"
    path.write_text(json.dumps(old))
    monkeypatch.setattr(pico, "missing", lambda: None)
    monkeypatch.setattr(
        pico_bench, "bench", lambda *a: {"games": {"farsky": row([20, 40], "bbbbbbb")}}
    )
    assert pico_bench.main(["--games", "farsky", "--json", str(path), "--merge"]) == 0
    report = json.loads(path.read_text())
    assert list(report["games"]) == ["farsky", "navigator"]  # the registry's order
    lines = pico_bench.table(report).split("\n")
    assert lines[2].startswith("| farsky | 30 / 40 ✓ |") and lines[2].endswith("| bbbbbbb |")
    assert lines[3].startswith("| navigator | 10 / 10 ✓ |") and lines[3].endswith("| aaaaaaa |")
    old["games"]["farsky"]["commit"] = "ccccccc"
    assert "| 45 / 70 ✗ |" in pico_bench.table(old)  # the max over 60: not met
    # --times-only: the timed runs alone; start-up and heap stay the earlier run's, said so
    fresh = row([12], "ddddddd")
    del fresh["title_free"]
    monkeypatch.setattr(pico_bench, "bench", lambda *a: {"games": {"navigator": fresh}})
    argv = ["--games", "navigator", "--json", str(path), "--merge", "--times-only"]
    assert pico_bench.main(argv) == 0
    nav = json.loads(path.read_text())["games"]["navigator"]
    assert nav["title_free"] == 120 * 1024 and nav["memory_commit"] == "aaaaaaa"
    assert pico_bench.table({"games": {"navigator": nav}}).endswith(
        "| ddddddd (start-up, heap: aaaaaaa) |"
    )
    argv[1] = "travfuda"  # no earlier row to keep the memory of: refused
    assert pico_bench.main(argv) == 2
