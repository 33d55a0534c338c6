"""Lanes of work along a time axis, in the house voice (form "lanes").

    lead        "a timeline of seven lanes, one per day, mon to sun, over
                twenty-four hours ruled every six hours, crossing a 24-hour
                wall-time boundary drawn in dashes" (and, for two lanes with
                short stories, what each does: "one is terminated and restarts
                from zero, the other checkpoints and continues into the next
                allocation")
    sentences   each lane named by its label, its stretches and events in time
                order, said by what they do: a kill ends the work ("up to a red
                cross at nine hours"), a restart redoes the work since the last
                checkpoint ("restarts from zero, redoing the lost nine hours in
                red hatching"), a checkpoint saves and the work carries on
                ("checkpoints with a blue save icon at five minutes ... carries on in
                blue"); lanes that run alike are said together ("mon, wed, fri
                and sun run grey across the whole day") and their events counted
                ("three red crosses at nine, six and eleven hours")

Any mark whose facts are lanes along time (a Thing with `lanes`) is said here.
"""

from __future__ import annotations

import re

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.lane_bars import LaneBars
from blueprint.describe.realise.lane_parts import lane_part_name
from blueprint.describe.realise.lane_staircase import LaneStaircase
from blueprint.describe.realise.lane_steps import EVENT_NOUNS, LanePlanning, Slot, Step
from blueprint.describe.realise.lane_stories import LaneStories
from blueprint.describe.realise.lane_summaries import LaneSummaries
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Boundary, Lanes, Look, Thing, Time
from blueprint.describe.say.lane_stairs import lane_staircase
from blueprint.describe.say.salient import Lacking, lacking
from blueprint.describe.say.times import join, range_words, ticked_span_words, time_words, times_words
from blueprint.describe.say.words import FILL_WORDS, LINE_COLOUR_WORDS, Words, fill_words, outline_words
from blueprint.values import SECONDS

RANKS = {"longest": "the longest", "far-longer": "far longer than the rest"}  # a lane's longest stretch
UNIT_OF_NOUN = {"millisecond": "ms", "second": "s", "minute": "min", "hour": "h", "day": "d"}
LINE_WORDS = {"dashed": "drawn in dashes", "dotted": "drawn in dots", "solid": "drawn solid"}
# A boundary's line said before its noun, as a reader names it ("a dashed all-reduce
# boundary"); a solid one keeps its words after the noun ("drawn solid").
LINE_ADJECTIVES = {"dashed": "dashed", "dotted": "dotted"}
LINE_NOUNS = frozenset({"boundary", "line", "guide", "limit", "deadline", "threshold", "cutoff", "cut-off", "marker", "rule"})  # a boundary's noun that names the line itself
LACKED_NOUNS = {"checkpoint": "checkpoint"}  # an event a lane lacks, by what it is, not by its icon: "with no checkpoint"
SLIVER = 100  # a stretch drawn over a lane lasting under this share of the axis (one hundredth) is said at its start, not from and to
CLAUSES = 3  # lanes (or lanes said together) in one sentence, joined by semicolons
SHARED_VERBS = {"kill": "stop at a red cross", "preempt": "are interrupted at a red cross", "checkpoint": "checkpoint with a blue save icon"}


def look_words(look: Look) -> str:
    """A stretch's look as words after a verb: "grey", "red hatched", "blue
    outlined in dashes"."""
    return " ".join(filter(None, [fill_words(look.colour, look.hatch), outline_words(look.line, look.line_colour)])) or "outlined"


def stretch_parts(look: Look, short: bool = False, noun: str = "stretch") -> tuple[str, str]:
    """A stretch as a head to count or pluralise and an outline said after it:
    ("short grey stretch", " outlined in dashes"), ("stretch", " in dotted
    outline"); an outline is never said before its noun ("an outlined in
    blue dashes stretch")."""
    fill = fill_words(look.colour, look.hatch)
    edge = outline_words(look.line, look.line_colour)
    head = " ".join(filter(None, ["short" if short else "", fill or ("" if edge else "outlined"), noun]))
    return head, f" {edge}" if edge else ""


def _in_sequence(labels: list[str]) -> bool:
    """Names that order themselves ("job a", "job b"; "gpu 0", "gpu 1"): one
    stem, then letters or numbers counting up by one. Their order goes unsaid."""
    split = [label.lower().rsplit(" ", 1) if " " in label else ["", label.lower()] for label in labels]
    stems, marks = {stem for stem, _ in split}, [mark for _, mark in split]
    if len(stems) != 1:
        return False
    if all(m.isdigit() for m in marks):
        values = [int(m) for m in marks]
    elif all(len(m) == 1 and m.isalpha() for m in marks):
        values = [ord(m) for m in marks]
    else:
        return False
    return all(b - a == 1 for a, b in zip(values, values[1:]))


class LanesForm:
    """Lanes along time: a lead that counts them, sentences that tell them."""

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        return _Telling(say.words, thing).lead()

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if thing.alt or thing.lanes is None:
            return []
        return _Telling(say.words, thing).sentences()

    @staticmethod
    def part_name(say: Voice, thing: Thing, key: tuple) -> str | None:
        return lane_part_name(say, thing, key)


class _Telling(LanePlanning, LaneStories, LaneSummaries, LaneStaircase, LaneBars):
    """The wording of one timeline's lanes (their steps planned by `LanePlanning`)."""

    stretch_look = staticmethod(look_words)  # for the summaries (`lane_summaries.py`)
    stretch_parts = staticmethod(stretch_parts)

    def __init__(self, words: Words, thing: Thing):
        self.words = words
        self.thing = thing
        self.facts: Lanes = thing.lanes or Lanes()
        self.span = self.facts.span
        self.after_told: set[int] = set()
        self.told_story = False
        self.place: int | None = None  # the boundary said last, "there" if said again
        self.layered = False  # the lane being said carries stretches drawn over its first (`predicate`)

    # --- the lead ----------------------------------------------------------------

    def lead(self) -> str:
        if self.thing.alt:
            return self.thing.alt
        facts, words = self.facts, self.words
        lanes = facts.lanes
        phrase = self.bars_lead() if self.as_bars() else f"{words.article(self.thing.noun)} of {words.count(len(lanes), facts.noun)}"
        extra = False
        if facts.each and len(lanes) > 1:  # "one per job" of a single lane says nothing
            phrase += f", one per {facts.each}"
            extra = True
        labels = [lane.label for lane in lanes if lane.label]
        if len(lanes) == 1 and labels and labels[0].lower() != facts.noun.lower():
            phrase += f" marked {self.label_words(labels[0])}"
        elif len(lanes) == 2 and len(labels) == 2 and not _in_sequence(labels):  # lanes stand top to bottom in the order written
            phrase += f", {self.label_words(labels[0])} above {self.label_words(labels[1])}"
            extra = True
        elif len(lanes) == 3 and len(labels) == 3 and not _in_sequence(labels):  # three names are read whole, not as a range
            phrase += f", {join([self.label_words(label) for label in labels])}, top to bottom"
            extra = True
        elif len(lanes) >= 3 and len(labels) == len(lanes):
            phrase += f", {self.label_words(labels[0])} to {self.label_words(labels[-1])}"
            extra = True
        if facts.step is not None and self.span is not None:
            ticked = ticked_span_words(words, self.span, facts.step)
            length = f"{ticked}," if ticked else f"over {time_words(words, self.span)}"
            phrase += f"{',' if extra else ''} {length} ruled every {self.step_words(facts.step)}"
            extra = True
        if facts.axis is not None:
            phrase += f", {axis_words.time_axis(words, facts.axis)}"
            extra = True
        stories = self.stories()
        boundaries = self.boundaries_phrase(told_after=self.story_afters() if stories else set())
        if boundaries:
            phrase += f"{',' if extra else ''} {boundaries}"
        if stories:
            phrase += ": " + ", ".join(stories)
        return phrase

    def step_words(self, step: Time) -> str:
        said = time_words(self.words, step)
        return said[4:] if said.startswith("one ") else said

    def boundaries_phrase(self, told_after: set[int]) -> str:
        """"crossing a dashed 24-hour wall-time boundary", "crossing two
        dashed boundaries, marked notice at four minutes and reclaim at
        six minutes"; what lies after one no lane runs into, with it."""
        bounds = self.facts.boundaries
        if not bounds:
            return ""
        words = self.words
        verb = "crossing" if all(b.crossed for b in bounds) else "with"
        lines = {b.look.line for b in bounds}
        nouns = {b.noun for b in bounds}
        if len(bounds) > 1 and len(lines) == 1 and len(nouns) == 1:
            line = next(iter(lines))
            look = "" if line in LINE_ADJECTIVES else f" {LINE_WORDS.get(line, '')}"
            counted = words.count(len(bounds), f"{LINE_ADJECTIVES[line]} {bounds[0].noun}" if line in LINE_ADJECTIVES else bounds[0].noun)
            labelled = [b for b in bounds if b.label]
            items = [f"{self.label_words(b.label, name=False)} at {time_words(words, b.at)}" if b.label else f"at {time_words(words, b.at)}" for b in bounds]
            said = f"{verb} {counted}{look.rstrip()}, {'marked ' if len(labelled) == len(bounds) else ''}{join(items)}"
        else:
            said = f"{verb} " + join([self.boundary_lead(b) for b in bounds])
        afters = [b.after for i, b in enumerate(bounds) if b.after and i not in told_after and i not in self.afters_in_lanes()]
        if afters:
            said += f", with the {join(afters)} beyond {'it' if len(bounds) == 1 else 'them'}"
        shared = self.shared()
        for index in sorted({i for i, _ in shared}):
            lanes = len(self.facts.lanes)
            every = f"both {words.plural(self.facts.noun)}" if lanes == 2 else f"all {words.count(lanes, self.facts.noun)}"
            what = join([SHARED_VERBS[kind] for i, kind in shared if i == index])
            where = ", where" if index == len(bounds) - 1 and not afters else f", and at {self.boundary_ref(index)}"
            said += f"{where} {every} {what}"
        return said

    def shared(self) -> list[tuple[int, str]]:
        """Events every lane has on one boundary (two lanes or more): said once,
        with the boundary, and not again in each lane's story."""
        lanes = self.facts.lanes
        if len(lanes) < 2:
            return []
        return [
            (index, kind)
            for index, boundary in enumerate(self.facts.boundaries)
            for kind in SHARED_VERBS
            if all(any(e.kind == kind and e.at.value == boundary.at.value for e in lane.events) for lane in lanes)
        ]

    def boundary_lead(self, boundary: Boundary) -> str:
        """"a dashed 24-hour wall-time boundary" (its label says when),
        "a dashed driver upgrade boundary at six hours"."""
        name = self.boundary_name(boundary)
        hue = "" if boundary.look.colour == "dark" else LINE_COLOUR_WORDS[boundary.look.colour]  # ink is a boundary's own
        drawn = LINE_WORDS.get(boundary.look.line, "")
        if boundary.noun.lower().split()[-1:] and boundary.noun.lower().split()[-1] not in LINE_NOUNS:  # "a red failure" is no thing: a line marks it
            said = f"{self.words.article(' '.join(filter(None, [boundary.look.line, hue, 'line'])))} marking the {name}"  # "a dashed red line"
        else:
            said = f"{self.words.article(' '.join(filter(None, [LINE_ADJECTIVES.get(boundary.look.line, ''), hue, name])))} {'' if boundary.look.line in LINE_ADJECTIVES else drawn}".rstrip()
        at = boundary.at
        if at.origin and at.value + at.origin == 0:  # the event an axis is counted from: it stands at zero
            said += " at zero" if at.zero and at.zero.endswith(f" {boundary.noun}") else ""
        elif not (boundary.label and _states_time(boundary.label, boundary.at)):
            said += f" at {time_words(self.words, boundary.at)}"
        if boundary.label and _renames(boundary.label, boundary.noun):
            said += f", marked {boundary.label}"  # "the node failure at one hundred minutes, marked node fails"
        return said

    def boundary_name(self, boundary: Boundary) -> str:
        if not boundary.label or _renames(boundary.label, boundary.noun):
            return boundary.noun
        label = _adjectival(boundary.label, self.words)
        return label if boundary.noun.lower() in label.lower().split() else f"{label} {boundary.noun}"

    def boundary_ref(self, index: int) -> str:
        """How a lane's narrative points at a boundary: "the boundary" when it is
        the only one, else by its label or its time."""
        bounds = self.facts.boundaries
        boundary = bounds[index]
        if len(bounds) == 1:
            return f"the {boundary.noun}"
        if boundary.label:
            return f"the {self.boundary_name(boundary)}"
        return f"the {boundary.noun} at {time_words(self.words, boundary.at)}"

    # --- sentences ------------------------------------------------------------------

    def sentences(self) -> list[str]:
        if self.stories():
            self.after_told |= self.story_afters()
            self.told_story = True
        lanes = self.facts.lanes
        if self.as_bars():  # lengths side by side: said as the bars they are drawn as
            return self.bars_sentences() + [s for s in (self.meanings(),) if s]
        stairs = lane_staircase(self.facts)
        if stairs is not None:  # one run stepping down the lanes: said as the staircase it draws
            summaries = [self.against_longest(), self.meanings(self.staircase_told(stairs))]
            return self.staircase_sentences(stairs) + [s for s in summaries if s] + ([finish] if (finish := self.finishing()) else [])
        told = [self.steps(lane) for lane in lanes]
        groups: dict[tuple, list[int]] = {}
        for index, steps in enumerate(told):
            groups.setdefault((tuple((s.sig, _listed(s)) for s in steps), lanes[index].apart, lanes[index].ticks), []).append(index)
        clauses = []
        first = True
        lack = lacking([[event.kind for event in lane.events] for lane in lanes])
        for number, members in enumerate(groups.values()):
            if number % CLAUSES == 0:
                self.place = None  # a new sentence: "there" points nowhere yet
            subject, first = self.subject(members, first, opening=number % CLAUSES == 0)
            subject = f"{subject[:-1] if subject.endswith(',') and self.without(members, lack) else subject}{self.without(members, lack)}"
            predicate = self.predicate([told[i] for i in members], plural=len(members) > 1)
            apart = ", in stretches parted by gaps," if lanes[members[0]].apart else ""
            ticks = self.ticks_phrase(lanes[members[0]], plural=len(members) > 1)
            if ticks and all(step.kind == "empty" for step in told[members[0]]):
                predicate = ""  # a lane of ticks alone is not empty
            predicate = ", and ".join(filter(None, [predicate, ticks]))
            clauses.append(f"{subject}{apart} {predicate}")
        said = []
        for start in range(0, len(clauses), CLAUSES):
            said.append("; ".join(clauses[start:start + CLAUSES]))
        totals = self.totals(groups)
        if totals:
            said.append("In all, " + "; ".join(totals))
        for summary in (self.together(), self.against_longest(), self.shortening(), self.meanings()):
            if summary:
                said.append(summary)
        return said + ([finish] if (finish := self.finishing()) else [])

    @staticmethod
    def without(members: list[int], lack: list[Lacking]) -> str:
        """ ", with no checkpoint,": lanes said together that all lack an event
        every other lane holds (`say/salient.py`'s `lacking`)."""
        kinds = [found.kind for found in lack if set(members) <= set(found.lanes)]
        return "".join(f", with no {LACKED_NOUNS[kind]}," for kind in kinds)

    def subject(self, members: list[int], first: bool, opening: bool = False) -> tuple[str, bool]:
        """Lanes named by their labels ("mon, wed, fri and sun", "gpu-0 to
        gpu-5", "the lane marked no checkpoint", later "the one marked ..."),
        by place where they have none ("the top job", "the first and third
        workers"). A name
        opening a sentence comes after its noun ("The lanes mon, wed ..."), so
        the capital falls on no label."""
        lanes = self.facts.lanes
        labels = [label for i in members if (label := lanes[i].label)]
        labelled = len(labels) == len(members)  # every lane has a label
        noun = self.facts.each or self.facts.noun
        if len(lanes) == 1:
            return f"the {self.facts.noun}", first  # the lead named it
        if labelled and all(self.is_name(l) for l in labels):
            consecutive = members == list(range(members[0], members[-1] + 1))
            names = f"{self.label_words(labels[0])} to {self.label_words(labels[-1])}" if len(members) >= 3 and consecutive else join([self.label_words(l) for l in labels])
            if len(members) >= 3 and consecutive and len(members) < len(lanes):  # a range of some of the lanes is counted: "the seven lanes gpu 0 to gpu 6"
                return f"the {self.words.count(len(members), 'lane')} {names}", first
            if opening and not self.holds_noun(labels[0]):
                names = f"the {self.facts.noun if len(members) == 1 else self.words.plural(self.facts.noun)} {names}"
            return names, first
        if labelled:
            said = join([self.label_words(l, name=False) for l in labels])
            which = ("lane" if first else "one") if len(members) == 1 else ("lanes" if first else "ones")
            if len(lanes) == 2 and len(members) == 1:  # two lanes: where each stands, then its name
                return f"the {('top', 'bottom')[members[0]]} {which}, marked {said},", False
            return f"the {which} marked {said}", False
        place = (lambda i: ("top", "bottom")[i]) if len(lanes) == 2 else (lambda i: self.words.ordinal(i + 1))
        each = [self.label_words(label) if (label := lanes[i].label) else place(i) for i in members]
        plural = self.words.plural(noun) if len(members) > 1 else noun
        return f"the {join(each)} {plural}", first

    @staticmethod
    def saved_before(steps: list[Step], phrases: list[str], plural: bool) -> list[str]:
        """A checkpoint said just ahead of the cross that ends its work is said
        as coming before it ("checkpoints with a blue save icon at three and a
        half hours, before it is interrupted at a red cross at four hours"): what
        the save is for, in the order of time."""
        said = list(phrases)
        for index, step in enumerate(steps[:-1]):
            after = steps[index + 1]
            if step.kind == after.kind == "event" and step.sig[0] == "checkpoint" and after.sig[0] in ("preempt", "kill") and said[index] and said[index + 1]:
                said[index] += f", before {'they' if plural else 'it'} {said[index + 1]}"
                said[index + 1] = ""
        return said

    def holds_noun(self, label: str) -> bool:
        nouns = {n.lower() for n in (self.facts.noun, self.facts.each) if n}
        return bool(nouns & set(label.lower().split()))

    def is_name(self, label: str) -> bool:
        """A label that names its lane, said as it is ("gpu-0", "job a", "tue"):
        one word, short or with a figure or sign (not a lone letter, which reads
        as an article, nor a longer word of letters, which reads as a word of the
        sentence: "the lane marked cold starts", "the lane marked restored"),
        or one holding what a lane is."""
        parts = label.lower().split()
        nouns = {n.lower() for n in (self.facts.noun, self.facts.each) if n}
        # a word of letters only reads as a word of the sentence ("The lane cold starts with",
        # "the lane requests carries"): a name is short ("tue", "gpu") or carries a figure or sign ("gpu-0")
        word = len(parts) == 1 and parts[0].isalpha() and len(parts[0]) > 3
        return len(parts) == 1 and len(parts[0]) > 1 and not word or bool(nouns & set(parts))

    def label_words(self, label: str, name: bool = True) -> str:
        """A lane's label: a name keeps its figures ("gpu-0"); a phrase is said in
        words."""
        return label if name and self.is_name(label) else self.words.spoken(label)

    # --- a lane's steps ---------------------------------------------------------------

    def predicate(self, lanes: list[list[Step]], plural: bool) -> str:
        """The steps of lanes said together, slot by slot."""
        phrases = []
        self.layered = any(step.kind in ("layer", "layers") for step in lanes[0])  # stretches drawn over the lane's first: it does not start with it
        for position, step in enumerate(lanes[0]):
            slots = []
            for index, _ in enumerate(step.slots):
                values = [steps[position].slots[index] for steps in lanes]
                count = sum(len(v) for v in values)
                each = len(values[0]) if len(values) > 1 and all(len(v) == len(values[0]) for v in values) else 0
                if all(v == values[0] for v in values):
                    slots.append(Slot(values[0], count, each))
                elif step.listable[index]:
                    slots.append(Slot(tuple(t for v in values for t in v), count, each))
                else:
                    slots.append(Slot(None, count))
            phrases.append(self.say(step, slots, plural))
        phrases = self.saved_before(lanes[0], phrases, plural)
        phrases = [p for p in phrases if p]
        if len(phrases) <= 1:
            return "".join(phrases)
        last = phrases[-1]
        return ", ".join(phrases[:-1]) + (", " if last.startswith("then ") else " and ") + last

    def verb(self, singular: str, plural: bool) -> str:
        """"runs" -> "run" for lanes said together."""
        if not plural:
            return singular
        head, _, rest = singular.partition(" ")
        base = head[:-3] + "y" if head.endswith("ies") else head[:-2] if head.endswith(("shes", "ches", "sses", "oes")) else head[:-1]
        return f"{base} {rest}".strip()

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

    def length(self, slot: Slot) -> str:
        if slot.times is None:
            return ""
        return times_words(self.words, list(slot.times))

    def say(self, step: Step, slots: list[Slot], plural: bool) -> str:
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
            head, edge = stretch_parts(look, short=True)
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
        if step.kind == "layer":
            _, look, label = step.sig
            head, edge = stretch_parts(look)
            said = f"{self.verb('carries', plural)} {words.article(head)}{edge}{f' marked {words.spoken(label)}' if label else ''} over {'each' if plural else 'it'}"
            start, end = slots
            if start.times is not None and end.times is not None:
                low, high = start.times[0], end.times[0]
                sliver = self.span is not None and low.unit == high.unit == self.span.unit and (high.value - low.value) * SLIVER < self.span.value
                said += f" at {time_words(words, low)}" if sliver else f" from {range_words(words, low, high)}"  # not "from twelve to twelve point zero one hours"
            return said
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
        return look_words(look)

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
        _, opener, look, label, gap, extent, ranged, passes, rank = step.sig
        after = self.passed(passes)
        slots = list(slots)
        start = slots.pop(0) if gap else None
        look_said = look_words(look)
        phrased = look_said.startswith(("in ", "outlined "))  # a look said as a phrase ("in dotted outline") follows its noun
        if label:
            stretch = "stretch" if not plural else "stretches"
            noun = f"{stretch} {look_said}" if phrased else f"{look_said} {stretch}"
            noun = f"short {noun}" if rank == "short" else noun  # a sliver of the axis (`lane_steps.brief`)
            look_said = f"{words.article(noun) if not plural else noun} marked {words.spoken(label)}"

        if opener == "carry" and label and phrased:  # "carries on with a stretch in dotted outline marked ...", not "in an in"
            head = f"{self.verb('carries on', plural)} with {look_said}"
        elif opener == "first":
            starts = "holds" if self.layered else "starts with"  # under stretches drawn over it, a ghost is held, not started with (review 7-C)
            head = f"{self.verb('runs', plural)} {look_said}" if not label else f"{self.verb(starts.split()[0], plural)}{' with' if starts == 'starts with' else ''} {look_said}"
        elif opener == "carry":  # "carries on in blue", "carries on in dotted outline", not "in in"
            head = f"{self.verb('carries on', plural)} {look_said if look_said.startswith(('in ', 'outlined ')) else 'in ' + look_said}"
        elif opener == "again":
            head = f"then {self.verb('runs', plural)} {look_said}"
        elif opener in ("redone", "lost"):
            verb, what = ("redoes", "the work") if opener == "redone" else ("loses", "work")
            said = f"then {self.verb(verb, plural)} {self.length(slots[0]) or what} in {self.hatching(look)}" + (f" marked {words.spoken(label)}" if label else "")
            if extent[0] == "event":  # lost up to the cross that ends it
                _, event, event_label, boundary = extent
                said += f" up to {self.counted(event, event_label, slots[1].count, slots[1].each)}{self.when(slots[1], boundary)}"
            return said
        else:
            head = f"then {look_said}"
        if start is not None and start.times is not None:
            head += f" from {times_words(words, list(start.times))}"
            self.place = None
        crossing = f" past {self.boundary_ref(after)}" if after is not None and not self.facts.boundaries[after].after else ""
        if crossing and start is None:  # crossing it, on its way: a verb runs past it, a stretch said as a noun is running past it
            head += crossing if opener in ("first", "again") and not label else f" running{crossing}"
        kind = extent[0]
        if kind == "event":
            _, event, event_label, boundary = extent
            slot = slots.pop(0)
            head += f" up to {self.counted(event, event_label, slot.count, slot.each)}{self.when(slot, boundary)}"
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
        if rank in RANKS and label:  # the lane's longest stretch (`lane_steps._longest`), said where its label names it
            head += f", {RANKS[rank]}"
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
        _, shape, between, kinds, cuts = step.sig
        (look, count, short, labels, _, _), rest = shape[0], shape[1:]
        head, edge = stretch_parts(look, short=short)
        alternate = len(rest) == 1 and between[0] == "between-after" and rest[0][1] == count  # one for one: each followed by the other
        said = f"{self.verb('alternates' if alternate else 'holds', plural)} {words.count(count, head)}{edge}"
        if labels:
            said += self.firsts_marked(labels)
        others = []
        for index, ((other, other_count, other_short, other_labels, other_meaning, other_length), place) in enumerate(zip(rest, between), start=1):
            cut = "".join(f", from {time_words(words, start)}, cut by {self.counted(kind, label, 1)} at {time_words(words, at)}" for group, kind, label, at, start in cuts if group == index)
            if alternate:  # "alternates four short white stretches with four grey stretches between and after them, the first marked run"
                head, edge = stretch_parts(other, short=other_short)
                other_said = f"with {words.count(other_count, head)}{edge} between and after them" + (self.firsts_marked(other_labels) if other_labels else "")
                said += ("," if labels else "") + " " + other_said
                continue
            if place in ("between", "between-after", "after"):
                where = {"between": "between them", "between-after": "between and after them", "after": "after them"}[place]
                coloured = FILL_WORDS.get(other.colour) and not other.hatch and other.line == "solid"
                if coloured and other_count == 1 and other_length is not None and place == "between":  # one stretch between two: how long ("with two minutes of blue between them")
                    others.append(f"with {time_words(words, other_length)} of {look_words(other)} {where}")
                elif coloured:
                    others.append(f"with {look_words(other)} {where}")
                else:
                    head, edge = stretch_parts(other)
                    said_other = words.article(head) if other_count == 1 else words.plural(head)  # one stretch is never "stretches"
                    others.append(f"with {said_other}{edge} {where}{cut}")
            else:
                head, edge = stretch_parts(other, short=other_short)
                others.append(f"{words.count(other_count, head)}{edge}{cut}")
        if others:
            said += ", " + ", ".join(others)
        events = [f"{self.counted(kind, label, slot.count, slot.each)}{self.when(slot, None)}" for ((kind, label), _), slot in zip(kinds, slots)]
        if events:
            if alternate:  # the events are no part of the alternation: a verb of their own
                said += f", and {self.verb('holds', plural)} " + join(events)
            else:
                said += ", and " + join(events) if others or labels else " and " + join(events)
        return said


_TIME_BEFORE_NOUN = re.compile(r"^(\d+(?:\.\d+)?)\s*(ms|s|sec|min|h|hr|d)\s+([A-Za-z].*)$")


def _listed(step: Step) -> tuple:
    """What lanes said together must share of a step's times: a slot listed
    in lane order holds one time in each ("two red crosses, one each, at
    seven and ten hours"); several ("two save icons at three and six hours")
    are said once for all, so must be the same in each."""
    return tuple((slot if len(slot) > 1 else len(slot)) if listable else None for slot, listable in zip(step.slots, step.listable))


def _adjectival(label: str, words: Words) -> str:
    """A label that puts a time before a noun, said as a writer would: "12 h
    deadline" is "a twelve-hour deadline", not "a twelve hours deadline"."""
    found = _TIME_BEFORE_NOUN.match(label.strip())
    if not found:
        return words.spoken(label)
    number, unit, rest = found.groups()
    noun = {"ms": "millisecond", "s": "second", "sec": "second", "min": "minute", "h": "hour", "hr": "hour", "d": "day"}[unit]
    return f"{words.number(number)}-{noun} {rest}"


def _states_time(label: str, at: Time) -> bool:
    """Whether a label already says when ("24-hour wall-time" at 24 h)."""
    value = at.value
    if value.denominator != 1:
        return False
    return re.search(rf"(?<![\d.]){value.numerator}(?![\d.])", label) is not None


def _renames(label: str, noun: str) -> bool:
    """Whether a boundary's label words its noun another way ("node fails" for
    the node failure): sharing a word but not the noun, it names no kind of
    the noun ("node fails node failure"), so it is said as its label."""
    said, named = set(label.lower().split()), noun.lower().split()
    return bool(said & set(named)) and not set(named) <= said
