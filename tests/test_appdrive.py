# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""tools/appdrive.py: a deals run ends, whether the app plays or refuses to.

The benchmark's heap fits run it at every heap of a bisection; at a heap where every
press is refused for memory, a run that never counted as failed would hold the
benchmark for its whole timeout (an hour per run).
"""

import os
import sys

from helpers import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import appdrive


def test_a_deals_run_plays_its_deals():
    d, error = appdrive.run("travfuda", deals=2)
    assert error == "" and d.deals == 2 and d.moves > 0


def test_a_run_whose_presses_finish_no_deal_fails_as_stuck(monkeypatch):
    def press_up(self):  # the player's presses change nothing (as when memory refuses all)
        self.press(0)

    monkeypatch.setattr(appdrive.Driver, "step", press_up)
    d, error = appdrive.run("farsky", deals=3)
    assert error == "Escaped: stuck: %d presses, 0 deals" % (appdrive.STUCK + 1)
    assert d.deals == 0
