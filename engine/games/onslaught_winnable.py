# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.games.onslaught_winnable`
==================================

Onslaught deals the full-information solver won (standard rules), for the "Deals:
winnable" option. The code below is written by hand; the data between the two
marker lines is written by ``tools/winnable_onslaught.py write`` (do not edit it):
deals FIRST .. LAST were tried (TRIED of them), COUNT were won, and bit k of the
hex number HEX is deal FIRST + k.
"""

# -- data: written by tools/winnable_onslaught.py --
FIRST = 1
LAST = 1000
COUNT = 952
TRIED = 1000
HEX = (
    "fffffdfdffffff7fffee7dffffdf7fffffffffff7f7ffff7ffffffffff"
    "ffffffdfffffff7fffffffffffdffffefffffffefeffffffffffffffffff6fff"
    "ffffffffffffff7beffffffffffffff7ffff7fbefeffecf7ffff7ffffff6f7ff"
    "ffedfff7ffeffbfffff9fffffffffffcffffffffffefffffffffefff7fffffff"
)
# -- end of data --


def is_winnable(deal):
    """True if ``deal`` is on the list."""
    k = deal - FIRST
    if k < 0 or deal > LAST:
        return False
    return int(HEX[len(HEX) - 1 - k // 4], 16) >> (k % 4) & 1 == 1


def deal_for(n):
    """The deal for "winnable deal number" ``n`` (any int; the list wraps around)."""
    k = n % COUNT
    for deal in range(FIRST, LAST + 1):
        if is_winnable(deal):
            if k == 0:
                return deal
            k -= 1
    return FIRST
