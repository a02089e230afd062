# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""
`engine.ui.navigator_log`
=========================

Navigator's part of the move log page (``engine.ui.moves``): the seats' names, and what
the rules did as the draft ended (the person's last card, the Pirate Map's discard and
a Hotshot lock it took, a Vector Set without a choice), under the pick that ended it.
Imported by that page, and by the play screen as a draft ends, and let go once its lines
are made: the words are not in the presenter, which the play screen keeps (the whole
app's heap at the draft's end, when the round's part is imported, has no room to spare).
"""

from engine.games import navigator as nav

# the seats as the board names them: "You", "P2" .. (the log said "Me", and "P2 P2 picks")
from engine.games.navigator import who  # noqa: F401 (the log page's)
from engine.ui.navigator_card import card_text


def draft_end(g):
    """What the play screen and the move log keep before a draft pick (``ruled``): in the
    last pick round the person's third pick (-2 before it, or out of the match), else -1."""
    if g.phase != nav.PH_DRAFT or g.pick != 3:
        return -1
    m = g.mem[0]
    return m[2] if len(m) == 3 else -2


def kept(g, was, log=False):
    """The card the draft gave the person without a choice, the last of a packet, once
    the draft is over (no press of the player's shows it), from ``draft_end`` taken
    before the pick; else "". The message line's ``Last card kept: 9♠`` (max 19 chars),
    or ``log``: the move log's ``you keep last: 9♠`` (max 18: it is indented, under a
    computer's pick)."""
    if was < 0 or g.phase == nav.PH_DRAFT:
        return ""
    m = g.mem[0]
    # the memory in draft order, less a card the Pirate Map took: the last card taken
    # by it leaves the person's third pick last
    c = g.lost[0] if m[-1] == was else m[-1]
    return ("you keep last: " if log else "Last card kept: ") + card_text(g, c)


def ruled(g, was, log=False):
    """What the rules did as the draft ended, from ``draft_end`` taken before the pick
    (none is the player's doing), a line each, in order: the person's last card
    (``kept``); the Pirate Map's discard, ``Map took your 9♠`` (a computer's stays
    hidden: ``P3's map took a card``), and ``Lock off, bet stands`` when it took the
    person's locked Hotshot card; the person's only Vector Set, taken without a choice,
    ``Only set: 9♥ 5♠ 2♠`` (tighter, or its size, when the cards do not fit).
    Lines of 21 chars at most, or ``log``: the move log's, lower case, 18 (indented)."""
    if was == -1 or g.phase == nav.PH_DRAFT:
        return []
    t = kept(g, was, log)
    out = [t] if t else []
    o = g.map_owner  # the map rolls at every draft's end while someone owns it
    if o == 0:
        out.append(("map" if log else "Map") + " took your " + card_text(g, g.lost[0]))
    elif o > 0:
        out.append(nav.who(o) + (" map" if log else "'s map") + " took a card")
    if o == 0 and g.hotbet[0] and g.hot[0] < 0:
        # it took the locked card, and the board's "!" went with it: the card need not
        # be used, the 2-chip bet stands (a computer that locks, the hard level, never
        # buys the map)
        out.append("lock off, bet on" if log else "Lock off, bet stands")
    if was >= 0 and g.setmask[0] >= 0:  # set before the person's turn: the rules took it
        cs = [card_text(g, c) for c in g.set_cards(0, g.setmask[0])]
        t = "only set: " if log else "Only set: "
        room = 18 if log else 21
        u = t + " ".join(cs)
        if len(u) > room:
            u = t + "".join(cs)  # a card's suit sign ends it: still read one by one
        out.append(u if len(u) <= room else t + "%d cards" % len(cs))
    return out


# what the move log compares after a move (``aftermath``): the figure above
snap = draft_end


def aftermath(g, was, seat):
    """What the rules did after the move, for the move log, a line each (``ruled``):
    after the pick that ended the draft, ``you keep last: 9♠``, the map's discard and
    the person's only set (the person's cards only: the others' stay hidden)."""
    return "\n".join(ruled(g, was, True))
