"""A lane's story planned as steps (the content-planning half of the "lanes"
form; `lanes.py` words them): each stretch and event becomes a `Step` whose
signature says which lanes can be told together, by what they do: a kill ends
the work, a restart redoes the work since the last checkpoint, a checkpoint
saves and the work carries on, a lane whose looks repeat is a pattern. What a
step is lives in `lane_step_model.py`; the events' steps in `lane_events.py`,
a pattern's in `lane_patterns.py`."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_events import LaneEvents
from blueprint.describe.realise.lane_patterns import LanePatterns
from blueprint.describe.realise.lane_rhythms import LaneRhythms
from blueprint.describe.realise.lane_step_model import Step
from blueprint.describe.say.facts import Event, Lane, Lanes, Stretch, Time
from blueprint.describe.say.compare import ranked
from blueprint.describe.say.end_labels import marks_end
from blueprint.describe.say.salient import period
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words

BRIEF = 25  # a named stretch at most this share of the axis (a twenty-fifth) is said "short" in a lane's story


class LanePlanning(LaneEvents, LanePatterns, LaneRhythms):
    """The steps of each lane, for `_Telling` (which holds `words`, `facts`,
    `span` and `after_told`, and says which events lanes share, `shared()`)."""

    facts: Lanes
    span: Time | None
    after_told: set[int]

    if TYPE_CHECKING:  # the telling's (`lanes._Telling`)
        words: Words

        def shared(self) -> list[tuple[int, str]]: ...

    def steps(self, lane: Lane) -> list[Step]:
        work = _joined([s for s in lane.stretches if not s.layer], lane.events)
        if not work and not lane.events:
            return [Step("empty", ("empty",))]
        looks = [s.look for s in work if s.meaning is None]
        rhythm = self.rhythm_steps(lane, work)  # alike stretches at an even pace: said as their rhythm (`lane_rhythms.py`)
        if rhythm is not None:
            return rhythm
        named = all(s.label for s in work)  # every stretch named: told one by one, so no label is lost to a count
        repeating = [look for look in looks if looks.count(look) > 1]
        # a pattern is a rhythm: most stretches repeat a look (a lane that runs grey, idles, sleeps
        # and wakes to grey again is a story, told in order, not "two grey stretches with ... between them")
        # (and a pattern's summary must be true of the sequence: with paper between two of its stretches,
        # "two grey stretches with blue between them" hides the gap, so that lane is told in order, trywords9)
        if len(work) >= 3 and 2 * len(repeating) > len(looks) and not named and not any(e.kind in ("restart", "preempt") for e in lane.events):
            pattern = self.pattern(lane, work)
            if lane.apart or not _gapped(work) or not any(place.startswith("between") for place in pattern.sig[2]):
                return [pattern]
        if len(work) == 1 and not lane.events and work[0].quality == "short" and not self.whole(work[0]):
            return [self.hold(work[0])] + self.layers_over(lane, work[0])  # what is drawn over it is said too
        return self.narrative(lane, work)

    def narrative(self, lane: Lane, work: list[Stretch]) -> list[Step]:
        steps: list[Step] = []
        shared = {(kind, self.facts.boundaries[index].at.value) for index, kind in self.shared()}
        events = [e for e in lane.events if (e.kind, e.at.value) not in shared]
        used: set[int] = set()
        restarts = {e.at.value for e in events if e.kind == "restart"}
        previous: Stretch | None = None
        last_event: str | None = None
        saved = False
        longest = _longest(work, self.span)
        broken = _gapped(work) and not lane.apart  # paper inside the lane: its stretches placed by where they start (trywords9)

        def take(upto: Fraction, inclusive: bool = True) -> list[Event]:
            found = [e for i, e in enumerate(events) if i not in used and (e.at.value <= upto if inclusive else e.at.value < upto)]
            used.update(i for i, e in enumerate(events) if e in found)
            return found

        for stretch in work:
            if stretch.meaning == "redone" and stretch.start.value in restarts:
                continue  # said with its restart
            before = take(stretch.start.value, inclusive=previous is None or stretch.start.value > previous.end.value)
            if previous is not None or before:
                for step in self.event_steps(before, lane):
                    steps.append(step)
                if before:
                    last_event = before[-1].kind
                    saved = saved or any(e.kind == "checkpoint" for e in before)
            inside = take(stretch.end.value)
            plain = [e for e in inside if e.kind != "restart"]
            ender = plain[-1] if len(plain) == 1 and plain[-1].at.value == stretch.end.value else None
            stopped = bool(plain) and plain[-1].kind == "kill" and plain[-1].at.value == stretch.end.value
            # events on the way to a boundary or the end are said before it is reached
            reach = None if ender or stopped or not plain else self.extent(stretch, False)
            reach = reach if reach and reach[0] in ("boundary", "end") and previous is None else None
            rank = longest.get(id(stretch)) or ("short" if self.brief(stretch) else None)
            steps.append(self.run(stretch, previous, last_event if previous is not None or steps else None, saved, ender, stopped=stopped or reach is not None, rank=rank,
                                  placed=broken))
            if ender is None:
                steps += self.event_steps(inside, lane)
            else:
                steps += self.event_steps([e for e in inside if e is not ender], lane)
            if reach is not None:
                steps.append(Step("reach", reach))
            steps += self.layers_over(lane, stretch)
            followed = last_event
            last_event = inside[-1].kind if inside else None  # what the next stretch follows
            if last_event is None and followed == "preempt" and stretch.look.colour == "dark":
                last_event = "preempt"  # overhead after an interruption (a restore): the work after it carries on
            saved = saved or any(e.kind == "checkpoint" for e in inside)
            previous = stretch
        rest = [e for i, e in enumerate(events) if i not in used]
        steps += self.event_steps(rest, lane)
        return _repeated_layers(steps)

    @staticmethod
    def layers_over(lane: Lane, stretch: Stretch) -> list[Step]:
        """The stretches drawn over `stretch` (layers starting on it), each a step."""
        return [Step("layer", ("layer", layer.look, None, layer.label, layer.sliver, opens(layer, stretch)) if marks_end(layer.label, layer.start, layer.end) else ("layer", layer.look, layer.label, None, layer.sliver, opens(layer, stretch)),
                     ((layer.start,), (layer.end,)), (False, False))
                for layer in lane.stretches if layer.layer and stretch.start.value <= layer.start.value < stretch.end.value]

    def run(self, stretch: Stretch, previous: Stretch | None, last_event: str | None, saved: bool, ender: Event | None, stopped: bool,
            rank: str | None = None, placed: bool = False) -> Step:
        """A stretch: how it follows what came before, its look and label, how
        far it runs (to an event, a boundary, the end, or for so long; nothing
        where its label says how long), and `rank`, "longest" or "far-longer"
        (`_longest`). `placed`: the lane is broken by paper, so a stretch after
        the first is said by where it starts and ends, as the ruled axis
        shows it ("a blue stretch marked checkpoint from two minutes until
        three minutes"), never by lengths a reader cannot add up across a gap."""
        if marks_end(stretch.label, stretch.start, stretch.end) and stretch.meaning is None:  # words at its end, not its name (`say/end_labels.py`)
            stretch, at_end = replace(stretch, label=None), stretch.label
        else:
            at_end = None
        if previous is None:
            opener = "first"
        elif stretch.meaning in ("redone", "lost"):
            opener = "spent" if stretch.means else stretch.meaning  # the writer's meaning given: said as drawn, never our gloss "loses" (trywords9)
        elif last_event == "checkpoint" or (last_event == "kill" and saved) or (last_event == "preempt" and stretch.look.colour in ("grey", "blue")):  # work goes on; a dark stretch is overhead first
            opener = "carry"
        elif last_event in ("kill", "restart"):
            opener = "again"
        else:
            opener = "then"
        slots: list[tuple[Time, ...]] = []
        listable: list[bool] = []
        gap = previous is not None and stretch.start.value > previous.end.value or previous is None and stretch.start.value > 0
        gap = gap or (placed and previous is not None and stretch.meaning is None)
        if gap:
            slots.append((stretch.start,))
            listable.append(True)  # lanes said together starting apart list their starts, as their ends: never "run grey until ..." alone
        if opener in ("redone", "lost", "spent"):  # said by its length, then the event that ends it, if one does
            slots.append((stretch.end.lasting(stretch.end.value - stretch.start.value),))
            listable.append(True)
        if ender is not None:
            extent: tuple[str | int | None, ...] = ("event", ender.kind, ender.label, self.at_boundary((ender.at,)))
            slots.append((ender.at,))
            listable.append(True)
        elif stopped:
            extent = ("open",)
        elif opener in ("redone", "lost", "spent"):
            extent = ("length",)
        else:
            extent = self.extent(stretch, gap)
            lasting = extent[0] == "for" or extent[0] == "until" and not gap  # said by how long it lasts, or until when
            length = stretch.end.lasting(stretch.end.value - stretch.start.value)
            if lasting and stretch.label and (_states_length(stretch.label, length.value) or self.words.states(stretch.label, time_words(self.words, length))):
                extent = ("named",)  # "marked pull 90 s", not "... for ninety seconds" again
            elif lasting and stretch.sliver and stretch.high is None:
                extent = ("sliver",)  # drawn wider than its length: "a thin dark sliver", a length the picture does not show goes unsaid
            if extent[0] == "for":
                slots.append((stretch.end.lasting(stretch.end.value - stretch.start.value),))
                listable.append(True)
            elif extent[0] == "until":
                slots.append((stretch.end,))
                listable.append(True)
        high = (stretch.high.lasting(stretch.high.value - stretch.start.value),) if stretch.high is not None else None
        if high:
            slots.append(high)
            listable.append(False)
        after = self.passes(stretch)
        sig = ("run", opener, stretch.look, stretch.label, gap, extent, high is not None, after, rank, at_end)
        return Step("run", sig, tuple(slots), tuple(listable))

    def brief(self, stretch: Stretch) -> bool:
        """A named stretch a sliver of the axis (at most 1/BRIEF of it): said "a short
        dark stretch marked restore", as the eye sees a thin gap, not a stretch."""
        span = self.span
        if span is None or not stretch.label or stretch.end.unit != span.unit:
            return False
        return (stretch.end.value - stretch.start.value) * BRIEF <= span.value

    def extent(self, stretch: Stretch, gap: bool) -> tuple:
        if self.whole(stretch):
            return ("whole",)
        for index, boundary in enumerate(self.facts.boundaries):
            if stretch.end.value == boundary.at.value:
                return ("boundary", index)
        if self.span is not None and stretch.end.value == self.span.value and stretch.start.value > 0:
            return ("end",)
        if gap and stretch.start.value > 0 or stretch.end.clock is not None:  # a time of day where the axis is a clock (`say/clock.py`)
            return ("until",)
        return ("for",)

    def whole(self, stretch: Stretch) -> bool:
        return self.span is not None and stretch.start.value == 0 and stretch.end.value == self.span.value

    def passes(self, stretch: Stretch) -> tuple[int, ...]:
        """The boundaries this stretch runs past: into what lies after one, or
        across one (each said once, by the first lane that does)."""
        if stretch.meaning is not None:
            return ()
        return tuple(
            index
            for index, boundary in enumerate(self.facts.boundaries)
            if stretch.end.value > boundary.at.value and (boundary.after or stretch.start.value < boundary.at.value)
        )

    def passed(self, passes: tuple[int, ...]) -> int | None:
        """The first of these boundaries not said yet; now said."""
        for index in passes:
            if index not in self.after_told:
                self.after_told.add(index)
                return index
        return None

    def afters_in_lanes(self) -> set[int]:
        """The boundaries some lane's work runs past (their `after` said there)."""
        found = set()
        for index, boundary in enumerate(self.facts.boundaries):
            for lane in self.facts.lanes:
                if any(s.meaning is None and not s.layer and s.end.value > boundary.at.value for s in lane.stretches):
                    found.add(index)
        return found

    def at_boundary(self, times: tuple[Time, ...]) -> int | None:
        for index, boundary in enumerate(self.facts.boundaries):
            if all(t.value == boundary.at.value for t in times):
                return index
        return None

    def hold(self, stretch: Stretch) -> Step:
        """A lane with one short stretch: "holds a short grey stretch from one to
        four hours", before the first boundary when it ends there."""
        bounds = self.facts.boundaries
        before = min(range(len(bounds)), key=lambda i: bounds[i].at.value) if bounds else None
        if before is not None and stretch.end.value > bounds[before].at.value:
            before = None
        slots = ((stretch.start,), (stretch.end,))
        return Step("hold", ("hold", stretch.look, stretch.label, before), slots, (False, False))

    # --- wording ----------------------------------------------------------------------


def _joined(work: list[Stretch], events: tuple[Event, ...]) -> list[Stretch]:
    """Stretches that meet, look alike, mean alike and carry no label after the
    first, with no event where they meet, read as one: "runs grey to the end",
    not "runs grey for one hour, then grey to the end"."""
    joined: list[Stretch] = []
    meets = {e.at.value for e in events}
    for stretch in work:
        last = joined[-1] if joined else None
        if (last is not None and last.high is None and stretch.label is None and last.look == stretch.look
                and last.meaning == stretch.meaning and last.end.value == stretch.start.value and last.end.unit == stretch.start.unit
                and stretch.start.value not in meets):
            quality = "short" if last.quality == stretch.quality == "short" else None
            joined[-1] = replace(last, end=stretch.end, high=stretch.high, quality=quality, sliver=False)
        else:
            joined.append(stretch)
    return joined


def _longest(work: list[Stretch], span: Time | None = None) -> dict[int, str]:
    """The stretch of a lane's filled work that stands clear of the rest
    (`say/compare.py`): "far-longer" or "longest", by the stretch's id; only
    among three or more, and never work lost or redone nor an outline; "+half"
    after it where it lasts more than half a lane whose work starts at the axis's
    start (a lane that starts later reads as the whole row, not its work), the
    lane drawn the whole axis long (`span`): work ending short of the axis's end
    is not the lane (reader 10-B: fifty seconds of a 110-second lane was said
    "more than half the lane", being more than half of its ninety seconds of work)."""
    filled = [s for s in work if s.meaning is None and s.look.filled and s.high is None]
    ranks = ranked([float(s.end.value - s.start.value) for s in filled])
    whole = max((s.high or s.end).value for s in work) if work and min(s.start.value for s in work) == 0 else None  # a lane from the axis's start
    if whole is not None and span is not None and span.unit == work[0].end.unit:
        whole = max(whole, span.value)
    half = lambda s: "+half" if whole is not None and 2 * (s.end.value - s.start.value) > whole else ""  # more than half the lane: a share a reader weighs
    return {id(filled[i]): rank + half(filled[i]) for i, rank in ranks.items() if rank in ("longest", "far-longer")}


def _states_length(label: str, length: Fraction) -> bool:
    """Whether a label gives a stretch's length as its figure ("pull 90 s" of ninety seconds)."""
    return length.denominator == 1 and re.search(rf"(?<![\d.]){length.numerator}\s*[a-z]", label) is not None


def _repeated_layers(steps: list[Step]) -> list[Step]:
    """Stretches drawn over a lane that repeat a unit of parts (one look, two
    in turn, or any pattern: `say/salient.py`'s period), each unit's parts
    following one another end to end, said once (a unit of two or more, a
    block: "six blocks, each a dark stretch ... then a grey one ..."): a
    "layers" step whose sig holds the unit's looks,
    the first unit's labels (none may come later), each look's length where
    every repeat has the same (else None), and whose slot is when each unit
    starts."""
    said: list[Step] = []
    index = 0
    while index < len(steps):
        end = index
        while end < len(steps) and steps[end].kind == "layer":
            end += 1
        run = steps[index:end]
        size = period([step.sig[1] for step in run]) if run else None
        labels = [step.sig[2] for step in run]
        if size is None or any(labels[size:]) or any(step.sig[3] for step in run) or not _joined_units(run, size):
            said.append(steps[index])
            index += 1
            continue
        lengths = []
        for place in range(size):
            taken = {step.slots[1][0].value - step.slots[0][0].value for step in run[place::size]}
            lengths.append(run[place].slots[0][0].lasting(taken.pop()) if len(taken) == 1 else None)
        slivers = tuple(all(step.sig[4] for step in run[place::size]) for place in range(size))  # drawn wider than their length: thin slivers
        sig = ("layers", tuple(step.sig[1] for step in run[:size]), tuple(labels[:size]), tuple(lengths), len(run) // size, slivers)
        said.append(Step("layers", sig, (tuple(step.slots[0][0] for step in run[::size]),), (True,)))
        index = end
    return said


def opens(layer: Stretch, stretch: Stretch) -> bool:
    """Whether a stretch drawn over another starts where that one starts and
    ends well before its end: a reader sees it at the start of the bar, not
    "over" it (review 10-C: "carry a blue stretch over each" of a restore
    block that opens each replica's bar)."""
    return layer.start.value == stretch.start.value and (layer.end.value - layer.start.value) * 2 < stretch.end.value - stretch.start.value


def _joined_units(run: list[Step], size: int) -> bool:
    """Whether each unit's later stretches start where the one before it ends."""
    return all(run[i].slots[0][0].value == run[i - 1].slots[1][0].value for i in range(len(run)) if i % size)


def _gapped(work: list[Stretch]) -> bool:
    """Whether paper stands between two stretches of a lane's work, one ending
    before the next starts."""
    return any(b.start.value > (a.high or a.end).value for a, b in zip(work, work[1:]))
