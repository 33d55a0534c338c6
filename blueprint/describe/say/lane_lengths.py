"""Lanes that are lengths side by side: each holds one stretch of work, all
from one start, of unlike lengths, one clearly the longest, with nothing else drawn on them (no event, tick,
boundary or stretch over another). A reader compares them as bars, so they
are said as bars (`realise/lane_bars.py`)."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.say.facts import Lanes
from blueprint.describe.say.salient import against_longest

LEAST_BARS = 3  # two lanes are a pair, said lane by lane
SLIVER = Fraction(1, 20)  # a bar under this share of the longest is "a thin sliver"


def lengths_side_by_side(facts: Lanes) -> bool:
    """Whether the lanes are bars: three or more, each one stretch from one
    start and nothing else, every lane named, one of them clearly the
    longest."""
    lanes = facts.lanes
    if len(lanes) < LEAST_BARS or facts.boundaries:
        return False
    if any(len(lane.stretches) != 1 or lane.events or lane.ticks or lane.stretches[0].layer or not lane.label for lane in lanes):
        return False
    if len({lane.stretches[0].start.value for lane in lanes}) != 1:
        return False
    # lengths a reader compares, each its own, one standing clear as the longest
    # (lanes alike in length are periods or a group, said as lanes, counted)
    lengths = [(lane.stretches[0].high or lane.stretches[0].end).value - lane.stretches[0].start.value for lane in lanes]
    return len(set(lengths)) == len(lengths) and against_longest(lengths) is not None
