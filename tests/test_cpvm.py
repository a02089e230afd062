# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""tools/cpvm.py keeps the board's tools in the user's cache, so a second checkout of
the project (a clone at another path, with no ``../shared`` beside it and no network)
copies them instead of failing to build; a damaged cache is never used."""

import os
import sys

import pytest
from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import cpvm


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    """cpvm as seen from a fresh checkout: empty build folder, a cache of our own, and
    no source to build from (any build attempt fails the test)."""
    real = cpvm.build(quiet=True)  # the tools of this checkout
    dest = tmp_path / "checkout" / "build" / ("cp-" + cpvm.VERSION)
    cache = tmp_path / "cache" / ("cp-" + cpvm.VERSION)
    monkeypatch.setattr(cpvm, "DEST", str(dest))
    monkeypatch.setattr(cpvm, "VM", str(dest / "circuitpython"))
    monkeypatch.setattr(cpvm, "MPY_CROSS", str(dest / "mpy-cross"))
    monkeypatch.setattr(cpvm, "CACHE", str(cache))

    def no_source():
        raise AssertionError("cpvm tried to build although the cache holds the tools")

    monkeypatch.setattr(cpvm, "_source", no_source)
    return real, dest, cache


def fill_cache(real, cache, vm_bytes=None):
    os.makedirs(cache)
    for path, name in zip(real, ("circuitpython", "mpy-cross")):
        with open(path, "rb") as f:
            data = f.read()
        with open(os.path.join(cache, name), "wb") as f:
            f.write(vm_bytes if vm_bytes is not None and name == "circuitpython" else data)
        os.chmod(os.path.join(cache, name), 0o755)
    with open(os.path.join(cache, "VERSION"), "w") as f:
        f.write(cpvm.VERSION + "\n")


def test_a_second_checkout_copies_the_cached_tools(elsewhere):
    real, dest, cache = elsewhere
    fill_cache(real, cache)
    vm, mpy_cross = cpvm.build(quiet=True)
    assert vm == str(dest / "circuitpython") and os.path.exists(mpy_cross)
    assert cpvm.built()
    cpvm._check()  # they run: CircuitPython, 32-bit, no gc.threshold


def test_a_damaged_cache_is_not_used(elsewhere):
    real, dest, cache = elsewhere
    fill_cache(real, cache, vm_bytes=b"#!/bin/sh\nexit 1\n")
    with pytest.raises(AssertionError, match="tried to build"):
        cpvm.build(quiet=True)
    assert not cpvm.built()  # no stamp left for a VM that does not work


def test_a_build_fills_the_cache(elsewhere, monkeypatch):
    real, dest, cache = elsewhere
    fill_cache(real, str(dest))  # as a build leaves the checkout's folder
    assert not cpvm.built(str(cache))
    cpvm.build(quiet=True)
    assert cpvm.built(str(cache))
