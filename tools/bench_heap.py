# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The benchmark's heap fit (``tools/bench.py``): the smallest ``-X heapsize`` at which
a game's whole app plays its deals, and the sweep of bigger heaps that must never fail."""

import time

from bench_run import SWEEP, TARGET_HEAP_K

# -- whole-app heap (tools/heapfit.py's runner) -----------------------------------------------


def bisect(runner, config, gid, lo, hi, extra, good, step=4):
    """The smallest heap (K, a multiple of ``step``) in ``lo``..``hi`` whose run is
    ``good``, by bisection (assumes more heap never hurts), or None."""
    if not good(runner.run(config, gid, hi, extra)):
        return None
    if good(runner.run(config, gid, lo, extra)):
        return lo
    while hi - lo > step:  # lo fails, hi passes
        mid = (lo + hi) // 2 // step * step
        if mid <= lo:
            mid = lo + step
        if good(runner.run(config, gid, mid, extra)):
            hi = mid
        else:
            lo = mid
    return hi


def _ok(res):
    return res["ok"]


def _full(res):
    return res["ok"] and not res.get("short")


def heap_fit(runner, config, gid, opts):
    """The smallest heap for the deals of ``gid`` on ``config`` (a dict): ``heap_deals``
    deals on the device build, ``src_deals`` from source and on the 64-bit port.

    A bisection on ``fit_deals`` deals finds a lower bound cheaply; from there runs of
    all the deals climb in 4K steps until one passes (a failing run stops at its first
    error, so the climb costs about one full run). On the device build also: the run
    of all deals at 96K, and the smallest heap at which no optional feature was
    refused in the first ``fit_deals`` deals.
    """
    t0 = time.time()
    few = ["--deals", str(opts["fit_deals"])]
    deals = opts["heap_deals"] if config == "vm-mpy" else opts["src_deals"]
    every = ["--deals", str(deals)]
    out = {"config": config, "deals": deals}
    k = bisect(runner, config, gid, 32, 512, few, _ok)
    out["few_k"] = k
    while k is not None and k <= 512 and not runner.run(config, gid, k, every)["ok"]:
        k += 4
    if k is not None and k <= 512:
        out["smallest_k"] = k
        out["short_at_smallest"] = runner.run(config, gid, k, every).get("short", 0)
    if config == "vm-mpy":
        res = runner.run(config, gid, TARGET_HEAP_K, every)
        out["at_target"] = {
            "ok": res["ok"],
            "deals": res.get("deals", 0),
            "short": res.get("short", 0),
            "error": res.get("error", ""),
        }
        out["full_k"] = bisect(runner, config, gid, out.get("smallest_k") or 32, 512, few, _full)
    out["seconds"] = int(time.time() - t0)
    print(
        "  heap  %-10s %-13s %3d s: %s"
        % (gid, config, out["seconds"], out.get("smallest_k") or "fails"),
        flush=True,
    )
    return out


def heap_sweep(runner, gid, opts):
    """Every heap of the sweep on the device build: {heap K: (ok, short, error)}."""
    t0 = time.time()
    first, last, step = SWEEP
    extra = ["--deals", str(opts["sweep_deals"])]
    out = {}
    for k in range(first, last + 1, opts.get("sweep_step", step)):
        res = runner.run("vm-mpy", gid, k, extra)
        out[k] = (res["ok"], res.get("short", 0), res.get("error", ""))
    bad = [k for k in out if not out[k][0]]
    print(
        "  sweep %-10s %3d s: %s"
        % (gid, time.time() - t0, "clean" if not bad else "fails at %s" % bad),
        flush=True,
    )
    return out
