"""Lanes that end alike, running to the axis's end in one look, one reaching
it while another is still at an earlier stretch: "the lane marked peer runs
grey from one minute fifty-five seconds after the death of node a, while the
one marked storage is still in the blue stretch marked download" (review
8-C: the peer path is back while storage still loads; told lane by lane, a
reader lines the lanes up alone). A mixin of the lanes form's telling
(`lanes._Telling`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_looks import look_words, solid_colours
from blueprint.describe.say.facts import Lanes, Stretch, Time
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words


class LaneReaching:
    """Needs `facts`, `words`, `span`, `subject()` and `verb()` of the telling."""

    facts: Lanes
    words: Words
    span: Time | None

    if TYPE_CHECKING:
        def subject(self, members: list[int], first: bool, opening: bool = False) -> tuple[str, bool]: ...

        def verb(self, singular: str, plural: bool) -> str: ...

    def reaching(self) -> str:
        """Said where two or more lanes start together, each ends in a
        stretch of one look running to the axis's end, across an incident (a
        boundary or an event: a race), one lane's last stretch starts first,
        and every other lane is then inside one stretch of one look, not its last."""
        lanes = self.facts.lanes
        if len(lanes) < 2 or self.span is None or not (self.facts.boundaries or any(lane.events for lane in lanes)):
            return ""
        work = [[s for s in lane.stretches if not s.layer] for lane in lanes]
        if any(not stretches for stretches in work) or len({stretches[0].start.value for stretches in work}) != 1:
            return ""
        lasts = [stretches[-1] for stretches in work]
        if len({s.look for s in lasts}) != 1 or any(s.end.value != self.span.value or s.meaning is not None or s.high is not None for s in lasts):
            return ""
        starts = [s.start.value for s in lasts]
        first = starts.index(min(starts))
        if starts.count(starts[first]) != 1:
            return ""
        at = lasts[first].start
        still: list[Stretch] = []
        for index, stretches in enumerate(work):
            if index == first:
                continue
            held = [s for s in stretches[:-1] if s.start.value < at.value < s.end.value]
            if len(held) != 1:
                return ""
            still.append(held[0])
        if len({s.look for s in still}) != 1:
            return ""
        winner, _ = self.subject([first], True, opening=True)
        others = [i for i in range(len(lanes)) if i != first]
        rest, _ = self.subject(others, False) if len(others) == 1 else (f"the other {self.words.number(len(others))} lanes", False)
        solid = solid_colours(self.facts)  # "solid grey" beside grey hatching, as the lanes' sentences say it
        look = look_words(lasts[first].look, solid)
        label = still[0].label if len(still) == 1 and still[0].label else None
        what = f"the {look_words(still[0].look, solid)} {'stretch' if len(still) == 1 else 'stretches'}" + (f" marked {self.words.spoken(label)}" if label else "")
        return f"{winner} {self.verb('runs', False)} {look} from {time_words(self.words, at)}, while {rest} {'is' if len(others) == 1 else 'are'} still in {what}"
