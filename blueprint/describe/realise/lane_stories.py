"""What the lanes of one timeline tell together: each lane's story in a few
verbs (told in the lead when there are two short ones), and the race's order
where lanes start together and end apart across an incident. A mixin of the
lanes form's telling (`lanes._Telling`), which names lanes (`subject`) and
keeps the words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.say.facts import Lane, Lanes, Time
from blueprint.describe.say.salient import well_before
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words

STORY_VERBS = 2  # a lane's story is told in the lead when it takes at most this many verbs
ORDERED_FROM, ORDERED_TO = 3, 4  # a race of this many lanes says every lane's end in order: two say first and last; more is a list


class LaneStories:
    """Needs `facts`, `words`, `span`, `place`, `subject()` and `verb()` of the telling."""

    facts: Lanes
    words: Words
    span: Time | None
    place: int | None

    if TYPE_CHECKING:  # the telling's (`lanes._Telling`)
        def subject(self, members: list[int], first: bool, opening: bool = False) -> tuple[str, bool]: ...

        def verb(self, singular: str, plural: bool) -> str: ...

    def stories(self) -> list[str] | None:
        """"one is terminated and restarts from zero", "the other checkpoints and
        continues into the next allocation": told in the lead when there are two
        lanes and each story is short; else the sentences tell the lanes."""
        lanes = self.facts.lanes
        if len(lanes) != 2:
            return None
        verbs = [self.story(lane)[0] for lane in lanes]
        if not all(verbs) or any(len(v) > STORY_VERBS for v in verbs) or verbs[0] == verbs[1]:
            return None  # long, or alike: the lanes are said together below
        return [f"one {self.words.join(verbs[0])}", f"the other {self.words.join(verbs[1])}"]

    def story_afters(self) -> set[int]:
        return set().union(*(self.story(lane)[1] for lane in self.facts.lanes))

    def story(self, lane: Lane) -> tuple[list[str], set[int]]:
        verbs: list[str] = []
        saved = ended = False
        told: set[int] = set()
        for event in lane.events:
            if event.kind == "kill":
                verb = "is terminated"
                ended = True
            elif event.kind == "preempt":
                verb = "is interrupted"
            elif event.kind == "restart":
                since = event.since  # the writer's point, where there is one
                verb = ("restarts from zero" if since.value == 0 else f"restarts from {time_words(self.words, since)}") if since is not None else "restarts from its checkpoint" if saved else "restarts from zero"
            else:
                verb = "checkpoints"
                saved = True
            if not verbs or verbs[-1] != verb:
                verbs.append(verb)
        last_kill = max((e.at.value for e in lane.events if e.kind == "kill"), default=None)
        work = [s for s in lane.stretches if s.meaning is None and not s.layer and s.look.filled]  # an outline alone is no work done (where a job would have run)
        if ended and last_kill is not None and any(s.start.value >= last_kill and s.end.value > last_kill for s in work):  # ended: there was a kill
            verbs.append("carries on" if saved else "starts again")
        elif not ended and not any(e.kind == "restart" for e in lane.events):
            for index, boundary in enumerate(self.facts.boundaries):
                before, beyond = (any(s.start.value < boundary.at.value for s in work), any(s.end.value > boundary.at.value for s in work))
                if before and beyond:  # its work runs on across the boundary
                    verbs.append(f"continues into the {boundary.after}" if boundary.after else f"continues past the {boundary.noun}")
                    if boundary.after:
                        told.add(index)
                    break
                if beyond:  # all of its work comes after it: it does not continue, it begins
                    verbs.append(f"starts in the {boundary.after}" if boundary.after else f"starts after the {boundary.noun}")
                    if boundary.after:
                        told.add(index)
                    break
        return verbs, told

    # --- the race ---------------------------------------------------------------------

    def finishing(self) -> str:
        """"The lane marked checkpoint on notice finishes first, at nine hours":
        lanes that start together and end apart across an incident (a boundary,
        a cross, a restart) are a race, and a reader wants its order, which the
        stretches said one by one leave to be summed. Said only where every lane's last
        stretch is work (not work redone, nor cut by a cross: catching up is not
        finishing), one ends first and before the axis does, and the lanes are
        no periods of one run (one per day: the days follow on, none races); the last is named
        too where it also ends before the axis's end (at the end, it may run on), and, in a race
        of three or four lanes ending apart, every lane is, in the order they finish."""
        lanes = self.facts.lanes
        if len(lanes) < 2 or any(not lane.stretches for lane in lanes):
            return ""
        if not self.facts.boundaries and not any(lane.events for lane in lanes):
            return ""  # plain stretches say their ends as they go; across an incident the end is the sum of a story
        ends = [max(lane.stretches, key=lambda s: (s.high or s.end).value) for lane in lanes]
        stopped = lambda lane, last: any(e.kind in ("kill", "preempt") and e.at.value >= last.end.value for e in lane.events)
        if any(last.meaning is not None or last.layer or stopped(lane, last) for lane, last in zip(lanes, ends)):
            return ""
        if len({min(s.start.value for s in lane.stretches) for lane in lanes}) != 1:
            return ""
        times = [(last.high or last.end) for last in ends]
        values = [t.value for t in times]
        axis_end = self.span.value if self.span is not None else max(values)
        first, last = values.index(min(values)), values.index(max(values))
        if len(lanes) >= 3 and len(set(values)) == 1 and values[0] < axis_end and not _periods(self.facts.each):
            # however their stories differ, they end at one time: the reader checks it lane by lane (reader 7-A)
            return f"All {self.words.number(len(lanes))} lanes finish together, at {time_words(self.words, times[0])}"
        if values.count(values[first]) != 1 or values[first] >= axis_end:
            return ""
        if _periods(self.facts.each):  # one lane per day (week, shift): one run told period by period, no race
            return ""
        self.place = None
        winner, _ = self.subject([first], True, opening=True)
        start = min(s.start.value for s in lanes[0].stretches)
        well = well_before([v - start for v in values])
        others = "the other" if len(lanes) == 2 else "the others"
        said = f"{winner} {self.verb('finishes', False)} first" + (f", well before {others}" if well else "") + f", at {time_words(self.words, times[first])}"
        if ORDERED_FROM <= len(lanes) <= ORDERED_TO and len(set(values)) == len(values):
            # each lane's end in the order they finish, the last one too though the axis ends with it (said as running
            # to its end: it may run on): with three lanes or more the order after the first is news (spot-reclaim-three-jobs)
            middle = [f"{self.subject([i], False)[0]} at {time_words(self.words, times[i])}" for i in sorted(range(len(lanes)), key=values.__getitem__)[1:-1]]
            loser, _ = self.subject([last], False)
            end = f"running to the axis's end at {time_words(self.words, times[last])}" if values[last] >= axis_end else f"at {time_words(self.words, times[last])}"  # at the end, it may run on
            return said + "".join(f", {m}" for m in middle) + f", and {loser} last, {end}"
        if values.count(values[last]) == 1 and values[last] < axis_end:
            loser, _ = self.subject([last], False)
            said += f", and {loser} last, at {time_words(self.words, times[last])}"
        return said


PERIODS = frozenset({"second", "minute", "hour", "day", "night", "week", "month", "year", "shift", "quarter", "weekend", "weekday"})  # lanes one per such a period follow on


def _periods(each: str | None) -> bool:
    """Whether lanes one per `each` are periods of one run ("day": Monday's lane carries on into Tuesday's)."""
    return each is not None and each.strip().lower().removesuffix("s") in PERIODS
