# Pocket Space Cards: one Makefile for the simulator, the tests, the benchmark and the device build.
# Every target installs what it needs into .venv (pinned in requirements.txt) on first use.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: sim test check lint typecheck mptest pytest bench device screenshots cpvm web pico pico-bench cuts uf2 node clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

## the simulator: a window where there is a display, the terminal otherwise
sim: $(STAMP)
	$(PY) -m sim $(ARGS)

## the tests to run after a change (minutes): ruff, mypy against circuitpython-stubs, the
## portable scenarios on the board's VM from .mpy at each declared heap, then pytest
## without the tests marked slow (the emulated Pico's short sessions included)
test: $(STAMP) node
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) tools/typecheck.py
	$(PY) tools/mptest.py --only cp-mpy --no-smallest
	$(PY) -m pytest -m "not slow"

## the full battery (CI runs it): the portable scenarios on the board's VM (.mpy and
## source) and the 64-bit MicroPython with each module's smallest heap, then all of pytest
## (the long fuzz, brute force, WebAssembly, the browser, the Pico's long sessions...)
check: $(STAMP) node
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

## the node packages (package-lock.json): rp2040js for the emulated Pico, the browser test's
## driver, MicroPython's WebAssembly. Without npm the tests that need them skip and say so.
node:
	@if command -v npm >/dev/null 2>&1; then \
		[ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund; \
	else echo "npm not found: the emulated Pico, browser and WebAssembly tests will skip"; fi

## the device build on CircuitPython's own Pico firmware, emulated (rp2040js): the board's
## pixels, e.g. make pico ARGS="--game farsky --keys 'HINT A' --screenshot board.png --times"
pico: $(STAMP) node
	$(PY) tools/pico.py $(ARGS)

## the device figures from the emulated Pico: docs/BENCH.md's and the README's device table
pico-bench: $(STAMP) node
	$(PY) tools/pico_bench.py --finish farsky,onslaught,packnstack,travfuda --docs

## power cuts at every flash op of a deal's start, an autosave, a settings change and a
## deal's end, on an empty and a nearly full record log (docs/RELIABILITY.md; about an hour)
cuts: $(STAMP) node
	$(PY) tools/pico_cuts.py --fractions 4 --reboot-every 10 --json build/cuts.json

## one file for a first install: the firmware and a CIRCUITPY drive with the game
uf2: $(STAMP)
	$(PY) tools/pico.py --uf2 build/pocket-space-cards.uf2

## the device folder: build/CIRCUITPY
device: $(STAMP)
	$(PY) tools/build_device.py

## README screenshots, made by the simulator
screenshots: $(STAMP)
	$(PY) tools/screenshots.py

clean:
	rm -rf build .pytest_cache
