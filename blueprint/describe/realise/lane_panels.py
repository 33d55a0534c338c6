"""Panels of lanes on one time scale that end apart, compared in one sentence
after the last of them: "The bottom panel's lanes finish first, at ninety
milliseconds, and the top panel's last, at one hundred and twenty
milliseconds." Each panel's lanes say no end of their own then
(`lane_patterns.LanePatterns.stop`): the comparison says it."""

from __future__ import annotations

from blueprint.describe.say.facts import Lanes
from blueprint.describe.say.panels import panel_word
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words


def panel_ends_words(words: Words, facts: Lanes) -> str:
    """The panels by where their lanes end, first to last, said with the last
    panel (where every panel has a place word); "" elsewhere."""
    panels = facts.panels
    if panels is None or panels.here != len(panels.ends) - 1:
        return ""
    named = [panel_word(place, words.ordinal) for place, _, _ in panels.ends]
    if any(name is None for name in named):
        return ""
    order = sorted(range(len(panels.ends)), key=lambda i: panels.ends[i][1].value)
    lead = " lane finishes first," if panels.ends[order[0]][2] == 1 else " lanes finish first,"
    said = [f"{named[i]}'s" + (lead if n == 0 else " last," if n == len(order) - 1 else "") + f" at {time_words(words, panels.ends[i][1])}"
            for n, i in enumerate(order)]
    sentence = words.join(said)
    return sentence[0].upper() + sentence[1:]
