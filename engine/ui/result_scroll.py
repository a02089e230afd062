# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.result_scroll`
=========================

The result screen's rows 3-6 scrolled with ▲▼, for a presenter with ``SCROLL``
(Navigator's: the winners, everyone's chips, then each player's best possible). Imported
when such a result screen takes a key or draws: the other games' result screens never
load it (the result screen is in every game's heap).
"""

from engine.ui.frame import clip


def key(sc, k):
    """UP or DOWN on result screen ``sc``: 3 lines at a time, one staying in view, as in
    the rules pages."""
    n = sc.app.text.outcome(sc.app.game).count("\n") + 1 + len(sc.review)
    sc.top = max(0, min(sc.top + (3 if k == "DOWN" else -3), n - 4))


def draw(sc, fr):
    """Rows 3-6 of ``sc``: the outcome's lines, then the review's, from ``sc.top``; the
    footer's ▼more/▲more says where more wait (the lines indexed: no list joined)."""
    out = sc.app.text.outcome(sc.app.game).split("\n")
    rev = sc.review
    n = len(out) + len(rev)
    top = sc.top
    for i in range(top, min(n, top + 4)):
        fr.text(0, 3 + i - top, clip(out[i] if i < len(out) else rev[i - len(out)]))
    more = ("▲" if top else "") + ("▼" if top + 4 < n else "")
    fr.text(0, 7, "A:stats ◄►deal %smore" % more if more else "A:stats ◄again ►next")
