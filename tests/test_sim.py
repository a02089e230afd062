# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""The simulator's command line, as the README promises it."""

import json
import os
import subprocess

import pygame
import pytest
from helpers import micropython, run_sim


def test_headless_dump_and_screenshot(tmp_path):
    png = tmp_path / "out.png"
    r = run_sim(
        "--headless",
        "--game",
        "farsky",
        "--seed",
        "1",
        "--keys",
        "A A A",
        "--screenshot",
        str(png),
        "--dump",
    )
    assert r.returncode == 0, r.stderr
    lines = r.stdout.rstrip("\n").split("\n")[-8:]
    assert lines[0].startswith("Farsky #1")
    assert all(len(line) == 21 for line in lines)
    img = pygame.image.load(str(png))
    assert img.get_size() == (128 * 4, 64 * 4)


def test_bad_arguments_are_clear_errors():
    r = run_sim("--headless", "--keys", "JUMP")
    assert r.returncode == 2 and "unknown keys" in r.stderr
    r = run_sim("--game", "chess")
    assert r.returncode == 2 and "invalid choice" in r.stderr
    r = run_sim("--headless", "--seed", "-5")
    assert r.returncode == 2 and "0..999999" in r.stderr


def test_terminal_mode_starts_without_a_display(tmp_path):
    env_dir = tmp_path / "data"
    os.environ["PSCARDS_DATA"] = str(env_dir)
    try:
        r = run_sim("--terminal", stdin="z")
    finally:
        del os.environ["PSCARDS_DATA"]
    assert r.returncode == 0
    assert "Choose a game" in r.stdout and "Farsky Mappers" in r.stdout


def test_autoplay_json_lines():
    r = run_sim("--autoplay", "--game", "farsky", "--games", "5", "--json")
    lines = r.stdout.strip().split("\n")
    assert len(lines) == 6
    deals = [json.loads(x) for x in lines[:5]]
    assert [d["seed"] for d in deals] == [1, 2, 3, 4, 5]
    for d in deals:
        assert d["game"] == "farsky" and d["left"] == d["returns"][0]
        assert d["left"] + d["folded"] == 52
    summary = json.loads(lines[5])
    assert summary["deals"] == 5 and summary["total"] == sum(d["left"] for d in deals)


@pytest.mark.slow
def test_micropython_autoplay_matches_cpython_for_200_deals(mpy_tree):
    # the long sample; make test's per-game check is test_determinism.py
    cp = run_sim("--autoplay", "--game", "farsky", "--games", "200", "--json")
    mp = subprocess.run(
        [micropython(), "-X", "heapsize=64K", "-m", "engine.autoplay", "farsky", "200"],
        cwd=mpy_tree,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert mp.returncode == 0, mp.stderr
    assert cp.stdout.strip().split("\n") == mp.stdout.strip().split("\n")
