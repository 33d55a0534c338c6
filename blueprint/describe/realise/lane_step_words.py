"""A lane's planned steps (`lane_steps.py`) in words, one verb phrase each: a
run of work ("runs grey up to a red cross at nine hours"), an event ("checkpoints
with a blue save icon at five minutes"), a restart ("then redoes the lost nine
hours in red hatching"), a stretch held or drawn over the lane, a pattern of
looks ("alternates four short white stretches with four grey stretches between
and after them"). A mixin of the lanes form's telling (`lanes._Telling`), which
keeps the words, the facts and the place said last."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_rhythms import rhythm_words
from blueprint.describe.realise.lane_looks import look_words, solid_colours, stretch_parts
from blueprint.describe.realise.lane_step_model import EVENT_NOUNS, Slot, Step
from blueprint.describe.say.facts import Lanes, Look, Time
from blueprint.describe.say.times import join, range_words, ticked_span_words, time_words, times_words
from blueprint.describe.say.words import FILL_WORDS, Words
from blueprint.values import SECONDS

RANKS = {"longest": "the longest", "far-longer": "far longer than the rest"}  # a lane's longest stretch
UNIT_OF_NOUN = {"millisecond": "ms", "second": "s", "minute": "min", "hour": "h", "day": "d"}
SLIVER = 100  # a stretch drawn over a lane lasting under this share of the axis (one hundredth) is said at its start, not from and to


class LaneStepWords:
    """Needs `facts`, `words`, `span`, `place`, `told_story`, `layered`, `verb()`,
    `step_words()`, `boundary_ref()`, `passed()` and `say_layers()` of the telling."""

    facts: Lanes
    words: Words
    span: Time | None
    place: int | None
    told_story: bool
    layered: bool
    layer_end: Time | None = None  # where the stretch last drawn over the lane ends: the next drawn on from it is "then ..."

    if TYPE_CHECKING:  # the telling's (`lanes._Telling` and its other mixins)
        def verb(self, singular: str, plural: bool) -> str: ...

        def step_words(self, step: Time) -> str: ...

        def boundary_ref(self, index: int) -> str: ...

        def passed(self, passes: tuple[int, ...]) -> int | None: ...

        def say_layers(self, step: Step, slots: list[Slot], plural: bool) -> str: ...

    def said_look(self, look: Look) -> str:
        """A stretch's look, "solid" beside hatched stretches of its colour (`lane_looks.py`)."""
        return look_words(look, solid_colours(self.facts))

    def said_parts(self, look: Look, short: bool = False) -> tuple[str, str]:
        return stretch_parts(look, short=short, solid=solid_colours(self.facts))

    def when(self, slot: Slot, boundary: int | None) -> str:
        """" at nine hours", " at the boundary" (" there" when it was the place
        said last), " at nine, six and eleven hours"."""
        if boundary is not None:
            said = " there" if self.place == boundary else f" at {self.boundary_ref(boundary)}"
            self.place = boundary
            return said
        self.place = None
        if slot.times is None:
            return ""
        return f" at {times_words(self.words, list(slot.times))}"

    def when_marked(self, slot: Slot, boundary: int | None, label: str | None) -> str:
        """`when`, unsaid where the event's label says it already ("a red cross
        marked reclaimed nine hours", never "... at nine hours" again)."""
        said = self.when(slot, boundary)
        return "" if said.startswith(" at ") and self.words.states(label, said.removeprefix(" at ")) else said

    def length(self, slot: Slot) -> str:
        if slot.times is None:
            return ""
        return times_words(self.words, list(slot.times))

    def say(self, step: Step, slots: list[Slot], plural: bool) -> str:
        said = self._say(step, slots, plural)
        if step.kind != "layer":
            self.layer_end = None
        return said

    def _say(self, step: Step, slots: list[Slot], plural: bool) -> str:
        words = self.words
        if step.kind == "empty":
            return self.verb("stands empty", plural)
        if step.kind == "event":
            kind, label, _, boundary, spacing = step.sig
            things = self.counted(kind, label, slots[0].count, slots[0].each)
            if kind == "checkpoint" and spacing is not None and boundary is None:  # evenly spaced through the work
                self.place = None
                gap, first = spacing
                since = f" from {time_words(words, first)}" if first is not None else ""
                return f"{self.verb('checkpoints', plural)} with {self.counted(kind, label, 1)} every {self.step_words(gap)}{since}"
            if kind == "checkpoint":
                return f"{self.verb('checkpoints', plural)} with {things}{self.when(slots[0], boundary)}"
            if kind == "cut":  # a kill inside a stretch drawn on past it
                return f"{'are' if plural else 'is'} cut by {self.counted('kill', label, slots[0].count, slots[0].each)}{self.when(slots[0], boundary)}"
            if kind == "preempt":  # an interruption: the work goes on
                return f"{'are' if plural else 'is'} interrupted at {things}{self.when(slots[0], boundary)}"
            return f"{self.verb('stops', plural)} at {things}{self.when(slots[0], boundary)}"
        if step.kind == "restart":
            checkpoint, label, look, redone, since = step.sig
            where = (" from zero" if since.value == 0 else f" from {time_words(words, since)}") if since is not None else " from its checkpoint" if checkpoint and not plural else " from their checkpoints" if checkpoint else " from zero"
            said = self.verb("restarts", plural) + where
            if redone:
                lost = self.length(slots[0]) if slots[0].times is not None else ""
                what = f"the lost {lost}" if lost else "the lost work"
                marked = f" marked {words.spoken(label)}" if label else ""
                if self.told_story:  # the lead said it restarts: here, what is drawn
                    return f"then {self.verb('redoes', plural)} {what} in {self.hatching(look)}{marked}"
                # what is drawn (the hatching after the cross), then the restart point as what it stands for: nothing
                # is drawn there, and "restarts from eight hours" read as a jump back (reader 7-A)
                return f"then {self.verb('redoes', plural)} {what} in {self.hatching(look)}{marked}, standing for a restart{where}"
            return said
        if step.kind == "hold":
            _, look, label, before = step.sig
            head, edge = self.said_parts(look, short=True)
            said = f"{self.verb('holds', plural)} {words.article(head) if not plural else words.plural(head)}{edge}"
            if label:
                said += f" marked {words.spoken(label)}"
            start, end = slots
            if start.times is not None and end.times is not None:
                said += f" from {time_words(words, start.times[0], unit=False)} to {time_words(words, end.times[0])}"
            if before is not None:
                said += f" that {'end' if plural else 'ends'} before {self.boundary_ref(before)}"
            return said
        if step.kind == "pattern":
            return self.say_pattern(step, slots, plural)
        if step.kind == "rhythm":
            return rhythm_words(self, step, slots, plural)
        if step.kind == "layer":
            _, look, label, at_end = step.sig[:4]
            at_start = step.sig[5]
            head, edge = self.said_parts(look)
            start, end = slots
            joined = not plural and start.times is not None and end.times is not None and self.layer_end == start.times[0]
            self.layer_end = end.times[0] if not plural and end.times is not None else None
            if joined and end.times is not None:  # drawn on from where the one before ends: "then a dark stretch up to ..." (review 10-A: "carries ... over it" three times)
                marked = f" marked {words.spoken(label)}" if label else ""
                return f"then {words.article(head)}{edge}{marked} up to {time_words(words, end.times[0])}" + (f", its end marked {words.spoken(at_end)}" if at_end else "")
            where = ("at the start of each" if plural else "at its start") if at_start else ("over each" if plural else "over it")
            said = f"{self.verb('carries', plural)} {words.article(head)}{edge}{f' marked {words.spoken(label)}' if label else ''} {where}"
            if start.times is not None and end.times is not None:
                low, high = start.times[0], end.times[0]
                sliver = self.span is not None and low.unit == high.unit == self.span.unit and (high.value - low.value) * SLIVER < self.span.value
                said += (f", at {time_words(words, low)}" if at_start else f" at {time_words(words, low)}") if sliver else f" from {range_words(words, low, high)}"  # not "from twelve to twelve point zero one hours"
            return said + (f", its end marked {words.spoken(at_end)}" if at_end else "")
        if step.kind == "layers":
            return self.say_layers(step, slots, plural)
        if step.kind == "reach":
            if step.sig[0] == "end":
                return f"{self.verb('runs', plural)} on to the end"
            self.place = step.sig[1]
            return f"{self.verb('reaches', plural)} {self.boundary_ref(step.sig[1])}"
        return self.say_run(step, slots, plural)

    def hatching(self, look: Look | None) -> str:
        if look is None or (look.colour == "red" and look.hatch):
            return "red hatching"
        return self.said_look(look)

    def counted(self, kind: str, label: str | None, count: int, each: int = 0) -> str:
        """"a red cross", "six blue save icons marked saved"; of lanes said
        together, how many each holds ("six blue save icons, two each,"):
        the count is of them all."""
        noun = EVENT_NOUNS.get(kind, kind)
        said = self.words.article(noun) if count == 1 else self.words.count(count, noun)
        said += f" marked {self.words.spoken(label)}" if label else ""
        return said + (f", {self.words.number(each)} each," if 0 < each < count else "")

    def say_run(self, step: Step, slots: list[Slot], plural: bool) -> str:
        words = self.words
        _, opener, look, label, gap, extent, ranged, passes, rank, at_end = step.sig
        after = self.passed(passes)
        slots = list(slots)
        start = slots.pop(0) if gap else None
        look_said = self.said_look(look)
        phrased = look_said.startswith(("in ", "outlined "))  # a look said as a phrase ("in dotted outline") follows its noun
        if label:
            stretch = "stretch" if not plural else "stretches"
            noun = f"{stretch} {look_said}" if phrased else f"{look_said} {stretch}"
            noun = f"short {noun}" if rank == "short" else noun  # a sliver of the axis (`lane_steps.brief`)
            look_said = f"{words.article(noun) if not plural else noun} marked {words.spoken(label)}"

        if extent[0] == "sliver" and not label:  # drawn at the thinnest width: what the picture shows (`say/drawn_widths.py`)
            sliver = "slivers" if plural else "sliver"
            look_said = ("thin " if plural else "a thin ") + (f"{sliver} {look_said}" if phrased else f"{look_said} {sliver}")
            starts = "holds" if self.layered else "starts with"
            opener, head = ("done", f"{self.verb(starts.split()[0], plural)}{' with' if starts == 'starts with' else ''} {look_said}") if opener == "first" else ("done", f"{self.verb('continues', plural)} with {look_said}") if opener == "next" else ("done", f"then {look_said}")
        if opener == "done":
            pass
        elif opener == "next":  # after an opening said for all lanes (`lane_openings.py`): the lane goes on
            head = f"{self.verb('continues', plural)} {'with ' if label else ''}{look_said}"
        elif opener == "carry" and label and phrased:  # "carries on with a stretch in dotted outline marked ...", not "in an in"
            head = f"{self.verb('carries on', plural)} with {look_said}"
        elif opener == "first":
            starts = "holds" if self.layered else "starts with"  # under stretches drawn over it, a ghost is held, not started with (review 7-C)
            head = f"{self.verb('runs', plural)} {look_said}" if not label else f"{self.verb(starts.split()[0], plural)}{' with' if starts == 'starts with' else ''} {look_said}"
        elif opener == "carry":  # "carries on in blue", "carries on in dotted outline", not "in in"
            head = f"{self.verb('carries on', plural)} {look_said if look_said.startswith(('in ', 'outlined ')) else 'in ' + look_said}"
        elif opener == "again":
            head = f"then {self.verb('runs', plural)} {look_said}"
        elif opener in ("redone", "lost", "spent"):
            verb, what = {"redone": ("redoes", "the work"), "lost": ("loses", "work"), "spent": ("spends", "time")}[opener]
            said = f"then {self.verb(verb, plural)} {self.length(slots[0]) or what} in {self.hatching(look)}" + (f" marked {words.spoken(label)}" if label else "")
            if extent[0] == "event":  # lost up to the cross that ends it
                _, event, event_label, boundary = extent
                said += f" up to {self.counted(event, event_label, slots[1].count, slots[1].each)}{self.when_marked(slots[1], boundary, event_label)}"
            return said
        else:
            head = f"then {look_said}"
        if start is not None and start.times is not None:
            head += f" from {times_words(words, list(start.times))}"
            self.place = None
        crossing = f" past {self.boundary_ref(after)}" if after is not None and not self.facts.boundaries[after].after else ""
        if crossing and start is None:  # crossing it, on its way: a verb runs past it, a stretch said as a noun is running past it
            said_before = head.rsplit(" ", 1)[-1]
            head += crossing if opener in ("first", "again") and not label else f",{crossing}," if said_before == "running" else f" running{crossing}"  # never "marked running running past"
        kind = extent[0]
        if kind == "event":
            _, event, event_label, boundary = extent
            slot = slots.pop(0)
            head += f" up to {self.counted(event, event_label, slot.count, slot.each)}{self.when_marked(slot, boundary, event_label)}"
            if event == "preempt":
                head += ", where it is interrupted" if not plural else ", where they are interrupted"
        elif kind == "whole":
            head += f" across {self.whole_words()}" + (", unbroken" if self.broken_beside() and not plural else "")
        elif kind == "boundary":
            head += f" up to {self.boundary_ref(extent[1])}"
            self.place = extent[1]
        elif kind == "end":
            head += " to the end"
        elif kind == "until":
            slot = slots.pop(0)
            if slot.times is not None:
                head += f" until {times_words(words, list(slot.times))}"
        elif kind == "for":
            slot = slots.pop(0)
            if ranged and slots:
                high = slots.pop(0)
                if slot.times is not None and high.times is not None:
                    head += f" for {range_words(words, slot.times[0], high.times[0])}"
            elif slot.times is not None:
                head += f" for {times_words(words, list(slot.times))}"
        if ranged:
            if slots:
                high = slots.pop(0)
                if high.times is not None:
                    head += f" lasting up to {times_words(words, list(high.times))}"
            head += ", its uncertain end in dashes"
        if crossing and start is not None:  # "from ten hours until thirteen hours, past the deadline", never "ten hours past the deadline"
            head += f",{crossing}"
        if after is not None and self.facts.boundaries[after].after:
            head += f" into the {self.facts.boundaries[after].after}"
        if at_end:  # words at its end (`say/end_labels.py`)
            head += f", its end marked {words.spoken(at_end)}"
        ranking, _, half = (rank or "").partition("+")
        if ranking in RANKS and label:  # the lane's longest stretch (`lane_steps._longest`), said where its label names it
            head += f", {RANKS[ranking]}" + (f", more than half {'each' if plural else 'the'} lane" if half else "")
        return head

    def broken_beside(self) -> bool:
        """Whether another lane of the timeline is broken into stretches of more
        than one look (none drawn over another): then a lane of one stretch across
        the whole axis is said unbroken, the contrast a reader sees ("job a runs
        grey ..., unbroken")."""
        lanes = self.facts.lanes
        if any(stretch.layer for lane in lanes for stretch in lane.stretches):
            return False  # stretches drawn over a lane: its own stretch is not what is whole
        return any(len({stretch.look for stretch in lane.stretches}) > 1 for lane in lanes)

    def whole_words(self) -> str:
        """"the whole day" when a lane is a day and the axis one day long, else
        "all twelve hours"."""
        span = self.span
        unit = UNIT_OF_NOUN.get((self.facts.each or "").lower())
        if unit and span is not None and span.value * SECONDS.get(span.unit, 1) == SECONDS[unit]:
            return f"the whole {self.facts.each}"
        ticked = ticked_span_words(self.words, span, self.facts.step) if span is not None else None
        if ticked:
            return f"all {ticked.removeprefix('from zero to ')}"  # read off the ticks: "all sixty minutes", never "the whole hour"
        said = time_words(self.words, span) if span is not None else "the axis"
        return f"the whole {said[4:]}" if said.startswith("one ") else f"all {said}"

    def firsts_marked(self, labels: tuple[tuple[int | None, str], ...]) -> str:
        """ ", the first marked window": labelled stretches of a pattern, by
        their place in it; " marked warm" where one label stands for them all
        (its place None: its words stand under the whole run)."""
        if labels[0][0] is None:
            return f" marked {self.words.spoken(labels[0][1])}"
        return ", " + join([f"the {self.words.ordinal(i + 1)} marked {self.words.spoken(label)}" for i, label in labels if i is not None])

    def say_pattern(self, step: Step, slots: list[Slot], plural: bool) -> str:
        words = self.words
        _, shape, between, kinds, cuts, stop = step.sig
        (look, count, short, labels, _, _), rest = shape[0], shape[1:]
        head, edge = self.said_parts(look, short=short)
        alternate = len(rest) == 1 and between[0] == "between-after" and rest[0][1] == count  # one for one: each followed by the other
        said = f"{self.verb('alternates' if alternate else 'holds', plural)} {words.count(count, head)}{edge}"
        if labels:
            said += self.firsts_marked(labels)
        others = []
        for index, ((other, other_count, other_short, other_labels, other_meaning, other_length), place) in enumerate(zip(rest, between), start=1):
            cut = "".join(f", from {time_words(words, start)}, cut by {self.counted(kind, label, 1)} at {time_words(words, at)}" for group, kind, label, at, start in cuts if group == index)
            if alternate:  # "alternates four short white stretches with four grey stretches between and after them, the first marked run"
                head, edge = self.said_parts(other, short=other_short)
                other_said = f"with {words.count(other_count, head)}{edge} between and after them" + (self.firsts_marked(other_labels) if other_labels else "")
                said += ("," if labels else "") + " " + other_said
                continue
            if place in ("between", "between-after", "after"):
                where = {"between": "between them", "between-after": "between and after them", "after": "after them"}[place]
                coloured = FILL_WORDS.get(other.colour) and not other.hatch and other.line == "solid"
                if coloured and other_count == 1 and other_length is not None and place == "between":  # one stretch between two: how long ("with two minutes of blue between them")
                    others.append(f"with {time_words(words, other_length)} of {self.said_look(other)} {where}")
                elif coloured:
                    others.append(f"with {self.said_look(other)} {where}")
                else:
                    head, edge = self.said_parts(other)
                    said_other = words.article(head) if other_count == 1 else words.plural(head)  # one stretch is never "stretches"
                    others.append(f"with {said_other}{edge} {where}{cut}")
            else:
                head, edge = self.said_parts(other, short=other_short)
                others.append(f"{words.count(other_count, head)}{edge}{cut}")
        if others:
            said += ", " + ", ".join(others)
        events = [f"{self.counted(kind, label, slot.count, slot.each)}{self.when(slot, None)}" for ((kind, label), _), slot in zip(kinds, slots)]
        if events:
            if alternate:  # the events are no part of the alternation: a verb of their own
                said += f", and {self.verb('holds', plural)} " + join(events)
            else:
                said += ", and " + join(events) if others or labels else " and " + join(events)
        if stop is not None:  # lanes that stop short of the axis's end (`LanePatterns.stop`)
            said += f", and {self.verb('ends', plural)} at {time_words(words, stop)}"
        return said
