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

Any mark whose facts are lanes along time (a Thing with `lanes`) is said here:
this module holds the telling (the lead, whose lanes are said together, and
in what order); its mixins plan a lane's steps (`lane_steps.py`), word them
(`lane_step_words.py`), say the boundaries (`lane_boundaries.py`), the stories,
summaries, staircases and bars (`lane_stories.py`, `lane_summaries.py`,
`lane_staircase.py`, `lane_bars.py`).
"""

from __future__ import annotations

from dataclasses import replace

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.lane_alike_labels import with_shared_labels
from blueprint.describe.realise.lane_bars import LaneBars
from blueprint.describe.realise.lane_beneath import beneath_sentences
from blueprint.describe.realise.lane_panels import panel_ends_words
from blueprint.describe.realise.lane_boundaries import LaneBoundaries
from blueprint.describe.realise.lane_counts import counted_looks
from blueprint.describe.realise.lane_numbering import fitting_noun, in_sequence, labels_said, numbered_labels, numbered_names
from blueprint.describe.realise.lane_looks import first_line, look_words, solid_colours, stretch_parts
from blueprint.describe.say.near_together import near_together, without_group_labels
from blueprint.describe.realise.lane_openings import LaneOpenings
from blueprint.describe.realise.lane_reaching import LaneReaching
from blueprint.describe.realise.lane_parts import lane_part_name
from blueprint.describe.realise.lane_phases import phases_words
from blueprint.describe.realise.lane_staircase import LaneStaircase
from blueprint.describe.realise.lane_step_model import Slot, Step
from blueprint.describe.realise.lane_step_words import LaneStepWords
from blueprint.describe.realise.lane_steps import LanePlanning
from blueprint.describe.realise.lane_stories import LaneStories
from blueprint.describe.realise.lane_summaries import LaneSummaries, at_changes_words
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Lanes, Thing, Time
from blueprint.describe.say.lane_stairs import lane_staircase
from blueprint.describe.say.salient import Lacking, lacking
from blueprint.describe.say.times import join, ticked_count, ticked_span_words, time_words
from blueprint.describe.say.words import Words

LACKED_NOUNS = {"checkpoint": "checkpoint"}  # an event a lane lacks, by what it is, not by its icon: "with no checkpoint"
TOTAL_PAST = 100  # an axis's length read off its ticks past this many of their unit is also said as a total in a larger one
CLAUSES = 3  # lanes (or lanes said together) in one sentence, joined by semicolons


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


class _Telling(LanePlanning, LaneStepWords, LaneBoundaries, LaneStories, LaneSummaries, LaneStaircase, LaneBars, LaneOpenings, LaneReaching):
    """The wording of one timeline's lanes (their steps planned by `LanePlanning`)."""

    stretch_look = staticmethod(look_words)  # for the summaries (`lane_summaries.py`)
    stretch_parts = staticmethod(stretch_parts)

    def __init__(self, words: Words, thing: Thing):
        self.words = words
        self.thing = thing
        self.groups = near_together(thing.lanes or Lanes())  # crosses close together on neighbouring lanes, said as one group
        self.facts: Lanes = without_group_labels(thing.lanes or Lanes(), self.groups)
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
        labels = [lane.label for lane in lanes if lane.label]
        fits = fitting_noun(facts.each, [lane.label for lane in lanes])
        if fits is not None and facts.each:  # the noun fits some lanes only: counted under it, the rest by their labels
            phrase += f", {self.fitting_lanes(facts.each, fits)}"
            extra = True
        elif facts.each and len(lanes) > 1:  # "one per job" of a single lane says nothing
            phrase += f", one per {facts.each}"
            extra = True
        if fits is not None:
            pass  # the lanes named above
        elif len(lanes) == 1 and labels and labels[0].lower() != facts.noun.lower():
            phrase += f" marked {self.label_words(labels[0])}"
        elif len(lanes) == 2 and len(labels) == 2 and not in_sequence(labels):  # lanes stand top to bottom in the order written
            phrase += f", {self.label_words(labels[0])} above {self.label_words(labels[1])}"
            extra = True
        elif len(lanes) == 3 and len(labels) == 3 and not in_sequence(labels):  # three names are read whole, not as a range
            phrase += f", {join([self.label_words(label) for label in labels])}, top to bottom"
            extra = True
        elif len(lanes) >= 3 and len(labels) == len(lanes):
            phrase += f", {labels_said(labels, self.label_words)}"
            extra = True
        tinted = [(lane.label_colour, self.label_words(lane.label)) for lane in lanes if lane.label and lane.label_colour not in (None, "ink")]
        for colour in dict.fromkeys(c for c, _ in tinted):  # "with restore named in blue": a lane's name in a colour by meaning
            phrase += f", {join([said for c, said in tinted if c == colour])} named in {colour}"
            extra = True
        if facts.step is not None and self.span is not None:
            ticked = ticked_span_words(words, self.span, facts.step)
            # read off its ticks in a smaller unit, every time on it said in that unit (`say/times.reading_unit`); a count
            # past a hundred of it is hard to picture: its length once in the unit it would be said in, as a total
            # ("from zero to three hundred seconds, five minutes in all"), never of sixty minutes ("never one hour")
            total = f" {time_words(words, replace(self.span, most=None))} in all," if ticked and ticked_count(self.span, facts.step) > TOTAL_PAST else ""
            length = f"{ticked},{total}" if ticked else f"over {time_words(words, self.span)}"
            phrase += f"{',' if extra else ''} {length} ruled every {self.step_words(facts.step)}"
            extra = True
        if facts.axis is not None:
            phrase += f", {axis_words.time_axis(words, facts.axis)}"
            extra = True
        stories = self.stories()
        boundaries = self.boundaries_phrase(told_after=self.story_afters() if stories else set(), apart=extra)
        if boundaries:
            phrase += f"{',' if extra else ''} {boundaries}"
        if stories:
            phrase += ": " + ", ".join(stories)
        return phrase

    def fitting_lanes(self, noun: str, fits: list[bool]) -> str:
        """"four of them streams, stream 1 to stream 4, and one marked chunked":
        the lanes a noun fits counted under it, the others by their labels."""
        lanes, words = self.facts.lanes, self.words
        fit = [lane.label or "" for lane, ok in zip(lanes, fits) if ok]
        rest = [lane.label or "" for lane, ok in zip(lanes, fits) if not ok]
        named = (f"{self.label_words(fit[0])} to {self.label_words(fit[-1])}" if len(fit) >= 3 and in_sequence(fit)
                 else join([self.label_words(label) for label in fit]))
        others = join([self.label_words(label, name=False) for label in rest])
        return f"{words.number(len(fit))} of them {words.plural(noun)}, {named}, and {words.number(len(rest))} marked {others}"

    def step_words(self, step: Time) -> str:
        said = time_words(self.words, step)
        return said[4:] if said.startswith("one ") else said

    # --- sentences ------------------------------------------------------------------

    def sentences(self) -> list[str]:
        """The lanes' sentences, then the parts laid beneath their stretches."""
        return self.lane_sentences() + beneath_sentences(self.words, self.facts) + [s for s in (panel_ends_words(self.words, self.facts),) if s]

    def lane_sentences(self) -> list[str]:
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
        opening = self.shared_opening(told)  # lanes that open alike: said once (`lane_openings.py`)
        clauses = []
        if opening is not None:
            clauses.append(opening[0])
            told = opening[1]
        groups: dict[tuple, list[int]] = {}
        for index, steps in enumerate(told):
            groups.setdefault((tuple((s.sig, _listed(s)) for s in steps), lanes[index].apart, lanes[index].ticks, lanes[index].set_apart), []).append(index)
        groups, tellers = with_shared_labels(lanes, told, groups)  # alike but for one part's label: said together, the label once
        first = True
        lack = lacking([[event.kind for event in lane.events] for lane in lanes])
        for number, members in enumerate(groups.values(), start=len(clauses)):
            if number % CLAUSES == 0:
                self.place = None  # a new sentence: "there" points nowhere yet
            subject, first = self.subject(members, first, opening=number % CLAUSES == 0)
            subject = f"{subject[:-1] if subject.endswith(',') and self.without(members, lack) else subject}{self.without(members, lack)}"
            teller = tellers.get(members[0], members[0])
            predicate = self.predicate([told[teller]] + [told[i] for i in members if i != teller], plural=len(members) > 1)
            apart = ", in stretches parted by gaps," if lanes[members[0]].apart else ""
            apart = (", set apart from the lanes above by a wider gap," if lanes[members[0]].set_apart else "") + apart  # `set-apart`: drawn past a gap twice the lanes'
            ticks = self.ticks_phrase(lanes[members[0]], plural=len(members) > 1)
            if ticks and all(step.kind == "empty" for step in told[members[0]]):
                predicate = ""  # a lane of ticks alone is not empty
            predicate = ", and ".join(filter(None, [predicate, ticks]))
            counted = counted_looks(self.words, lanes[members[0]], solid_colours(self.facts)) if len(members) == 1 and not any(s.kind == "pattern" for s in told[members[0]]) else ""
            clauses.append(f"{subject}{apart} {predicate}" + (f": {counted}" if counted else ""))
        said = []
        for start in range(0, len(clauses), CLAUSES):
            said.append("; ".join(clauses[start:start + CLAUSES]))
        totals = self.totals(groups)
        if totals:
            said.append("In all, " + "; ".join(totals))
        in_step = phases_words(self.words, self.facts, self.label_words, solid_colours(self.facts))  # lanes in step, phase by phase
        for summary in (in_step, *self.near_together(), self.together(), self.against_longest(), self.shortening(), self.reaching(), at_changes_words(self.words, self.facts), self.meanings()):
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
        if self.listed:
            labels = [first_line(label) for label in labels]
        noun = self.facts.each or self.facts.noun
        if len(lanes) == 1:
            return f"the {self.facts.noun}", first  # the lead named it
        # names only where every lane's label is one: "dataloader" is marked, so "gpu" is too, never "gpu starts
        # with", which reads as the GPU itself (review 10-C)
        if labelled and all(self.is_name(l) for l in labels) and all(self.is_name(lane.label) for lane in lanes if lane.label):
            consecutive = members == list(range(members[0], members[-1] + 1))
            names = labels_said(labels, self.label_words) if len(members) >= 3 and consecutive else join([self.label_words(l) for l in labels])
            if len(members) >= 3 and consecutive and len(members) < len(lanes):  # a range of some of the lanes is counted: "the seven lanes gpu 0 to gpu 6"
                return f"the {self.words.count(len(members), 'lane')} {names}", first
            if opening and not self.holds_noun(labels[0]):
                names = f"the {self.facts.noun if len(members) == 1 else self.words.plural(self.facts.noun)} {names}"
            return names, first
        if labelled:
            spoken = [self.label_words(l, name=False) for l in labels]
            consecutive = members == list(range(members[0], members[-1] + 1))
            # labels counting up ("stream 1" to "stream 4") said as their range, as the lead says them
            said = f"{spoken[0]} to {spoken[-1]}" if len(members) >= 3 and consecutive and in_sequence(labels) else join(spoken)
            which = ("lane" if first else "one") if len(members) == 1 else ("lanes" if first else "ones")
            if len(lanes) == 2 and len(members) == 1:  # two lanes: where each stands, then its name
                return f"the {('top', 'bottom')[members[0]]} {which}, marked {said},", False
            return f"the {which} marked {said}", False
        ends = lanes[members[0]].label, lanes[members[-1]].label
        if len(members) == len(lanes) > 2 and not all(lanes[i].label for i in members):
            # every lane, some unnamed ("gpu 0", six unnamed, "gpu 7"): counted, named by its ends where they are
            # named, never "the gpu 0, second, ... seventh and gpu 7 GPUs" (tryblind10)
            first_name, last_name = ends
            span = (f", {self.label_words(first_name)} to {self.label_words(last_name)},"
                    if first_name and last_name else "")
            return f"all {self.words.count(len(members), 'lane')}{span}", first
        numbered = numbered_labels([lane.label for lane in lanes])
        if numbered is not None:  # unlabelled lanes among counting labels: by the labels' count, not an ordinal (`lane_numbering.py`)
            return numbered_names(self.words, numbered, members, [lane.label for lane in lanes]), first
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

    @property
    def listed(self) -> bool:
        """Whether the lead names every lane by its whole label (two or three
        lanes, not a sequence): later, a label of two lines by its first (`first_line`)."""
        lanes = self.facts.lanes
        labels = [lane.label for lane in lanes if lane.label]
        return 2 <= len(lanes) <= 3 and len(labels) == len(lanes) and not in_sequence(labels) and not self.as_bars()

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


def _listed(step: Step) -> tuple:
    """What lanes said together must share of a step's times: a slot listed
    in lane order holds one time in each ("two red crosses, one each, at
    seven and ten hours"); several ("two save icons at three and six hours")
    are said once for all, so must be the same in each."""
    return tuple((slot if len(slot) > 1 else len(slot)) if listable else None for slot, listable in zip(step.slots, step.listable))

