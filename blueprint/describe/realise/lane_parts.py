"""A lane or a stretch of a timeline named where a relation or a placement
points at it (`over: lost.lane-2.segment-3`): "the lane marked b ×two", "the
red hatched stretch of the lane marked b ×two from three quarters of an hour
before the failure". Without it the speaker names the whole mark ("the
timeline"), and a reader looks for the thing in the wrong place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_looks import first_line
from blueprint.describe.say.facts import Lane, Stretch
from blueprint.describe.say.lane_lengths import lengths_side_by_side
from blueprint.describe.say.times import time_words
from blueprint.describe.say.look_words import look_before_noun

if TYPE_CHECKING:
    from blueprint.describe.realise.voice import Voice
    from blueprint.describe.say.facts import Thing


def lane_part_name(say: "Voice", thing: "Thing", key: tuple) -> str | None:
    """The words for the lane, stretch or event at `key` within the timeline
    `thing` (None: no part of it has that key)."""
    facts = thing.lanes
    if facts is None:
        return None
    within = lambda part: bool(part) and key[: len(part)] == tuple(part)  # a key at or below the part's
    bars = lengths_side_by_side(facts)  # lanes said as bars: a lane or its one stretch is "the object storage bar"
    for index, lane in enumerate(facts.lanes):
        if not within(lane.key):
            continue
        if bars and lane.label:
            return f"the {say.words.spoken(lane.label)} bar"
        for stretch in lane.stretches:
            if within(stretch.key):
                return stretch_name(say, lane, index, facts.noun, stretch)
        for event in lane.events:
            if within(event.key):
                return f"{lane_name(say, lane, index, facts.noun)} at {time_words(say.words, event.at)}"
        return lane_name(say, lane, index, facts.noun)
    return None


def lane_name(say: "Voice", lane: Lane, index: int, noun: str) -> str:
    """"the lane marked b ×two"; an unlabelled lane by its place, "the second lane"."""
    if lane.label:
        return f"the {noun} marked {say.words.spoken(first_line(lane.label))}"  # the timeline said it whole
    return f"the {say.words.ordinal(index + 1)} {noun}"


def stretch_name(say: "Voice", lane: Lane, index: int, noun: str, stretch: Stretch) -> str:
    """"the red hatched stretch of the lane marked b ×two from three quarters of
    an hour before the failure": its look, its lane and, where another stretch
    of the lane looks the same, the time it starts."""
    alike = [s for s in lane.stretches if s.look == stretch.look]
    look = look_before_noun(stretch.look.colour, stretch.look.hatch, stretch.look.line, stretch.look.line_colour) or "outlined"  # before its noun: "the dotted stretch"
    said = f"the {look} stretch of {lane_name(say, lane, index, noun)}"
    if len(alike) == 1:
        return said
    if stretch.label and sum(s.label == stretch.label for s in lane.stretches) == 1:  # named by its own words, not by a start a reader takes for when the arrow leaves (review 7-B)
        return f"the {look} stretch marked {say.words.spoken(stretch.label)} in {lane_name(say, lane, index, noun)}"
    at_start = stretch.start.value == 0 and not stretch.start.origin
    return f"{said} from {'the start' if at_start else time_words(say.words, stretch.start)}"
