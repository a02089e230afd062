# Pocket Space Cards: one Makefile for the simulator, the tests, the benchmark and the device build.
# Every target installs what it needs into .venv (pinned in requirements.txt) on first use.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: sim test check lint typecheck mptest pytest bench device screenshots cpvm web clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

## the simulator: a window where there is a display, the terminal otherwise
sim: $(STAMP)
	$(PY) -m sim $(ARGS)

## the tests to run after a change (minutes): ruff, mypy against circuitpython-stubs, the
## portable scenarios on the board's VM from .mpy at each declared heap, then pytest
## without the tests marked slow
test: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) tools/typecheck.py
	$(PY) tools/mptest.py --only cp-mpy --no-smallest
	$(PY) -m pytest -m "not slow"

## the full battery (CI runs it): the portable scenarios on the board's VM (.mpy and
## source) and the 64-bit MicroPython with each module's smallest heap, then all of pytest
## (the long fuzz, brute force, WebAssembly, the browser...)
check: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) tools/typecheck.py
	$(PY) tools/mptest.py
	$(PY) -m pytest

## the board's own tools: CircuitPython's VM (32-bit, 2 KB pystack) and mpy-cross, in build/
cpvm: $(STAMP)
	$(PY) tools/cpvm.py

## what the board runs, type-checked against the real CircuitPython API (circuitpython-stubs)
typecheck: $(STAMP)
	$(PY) tools/typecheck.py

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

mptest: $(STAMP)
	$(PY) tools/mptest.py

pytest: $(STAMP)
	$(PY) -m pytest

## benchmark report: docs/BENCH.md (and the README table); then 1,000 deals per game on
## CPython, the unix MicroPython and the 32-bit MicroPython WebAssembly (Node), Navigator's
## computers at the easy level (its hard hint level costs ~1.6 s a deal on CPython)
bench: $(STAMP)
	$(PY) tools/bench.py
	$(PY) tools/determinism.py --wasm --seeds 1000 --heap 256K --args navigator=-:0,0,0

## the browser page: build/web (serve it: python -m http.server -d build/web)
web: $(STAMP)
	$(PY) tools/build_web.py

## the device folder: build/CIRCUITPY
device: $(STAMP)
	$(PY) tools/build_device.py

## README screenshots, made by the simulator
screenshots: $(STAMP)
	$(PY) tools/screenshots.py

clean:
	rm -rf build .pytest_cache
