"""What the content stage sums up across a timeline's lanes, in words
(`say/salient.py` computes the facts): crosses totalled across lanes said
apart ("In all, four of the nine spot instances stop at a red cross"), and
stretches drawn over a lane that repeat a unit, counted once ("carries six
blocks over it, ..., each a dark stretch of fifteen minutes then a grey one"), and a
lane's ticks counted ("carries twenty-eight request arrivals as thin ticks").
A mixin of the lanes form's telling (`lanes._Telling`), which keeps the words
and says a stretch's look."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_events import stops_at, work_until
from blueprint.describe.realise.lane_step_model import EVENT_NOUNS, Slot, Step
from blueprint.describe.say.facts import Lane, Lanes, Look, Thing, Ticks, Time
from blueprint.describe.say.salient import against_longest, every, together, totals
from blueprint.describe.say.times import range_words, time_words, times_words
from blueprint.describe.realise.lane_looks import solid_colours, stretch_parts
from blueprint.describe.realise.shares import fraction_words
from blueprint.describe.say.lane_changes import at_changes
from blueprint.describe.say.glosses import label_says, meanings_in_turn
from blueprint.describe.say.look_words import line_words
from blueprint.describe.say.words import Words

DAYS = {"day", "night", "week", "weekday", "month", "shift"}  # lanes that stand for a stretch of time: things happen "on" them


class LaneSummaries:
    """Needs `facts`, `words`, `place`, `verb()` and `stretch_look()` of the telling."""

    facts: Lanes
    words: Words
    place: int | None

    if TYPE_CHECKING:  # the telling's (`lanes._Telling`)
        def verb(self, singular: str, plural: bool) -> str: ...

        def subject(self, members: list[int], first: bool, opening: bool = False) -> tuple[str, bool]: ...

        def stretch_look(self, look: Look) -> str: ...

        def stretch_parts(self, look: Look) -> tuple[str, str]: ...

        thing: Thing

    def meanings(self, told: frozenset[tuple] = frozenset()) -> str:
        """What the writer says the lanes' stretches and events stand for
        (`means`), once each, by the look that shows it: "In the timeline, the
        grey stretches are serving and the grey hatched stretch is paid for
        and idle". A look said with two meanings names each stretch's;
        stretches whose meaning was said already (`told`, by key) are left out."""
        # (head, edge) -> each meant part of that look, in order: (its label, its meaning, its lane)
        looks: dict[tuple[str, str], list[tuple[str | None, str, int]]] = {}
        drawn_stretches: set[tuple[str, str]] = set()  # the looks of stretches: "solid" is said of these only, never of a cross
        for place, lane in enumerate(self.facts.lanes):
            for stretch in lane.stretches:
                if stretch.means and stretch.key not in told:
                    looks.setdefault(self.stretch_parts(stretch.look), []).append((stretch.label, stretch.means, place))
                    drawn_stretches.add(self.stretch_parts(stretch.look))
            for event in lane.events:
                if event.means:
                    looks.setdefault((EVENT_NOUNS.get(event.kind, event.kind.replace("-", " ")), ""), []).append((event.label, event.means, place))
            for ticks in lane.ticks:
                if ticks.means:
                    head = " ".join(filter(None, [line_words(ticks.look.colour, ticks.look.line) if ticks.look else "", ticks.noun]))
                    looks.setdefault((head, ""), []).extend((None, ticks.means, place) for _ in ticks.times)
        said: list[str] = []
        hatched = solid_colours(self.facts)
        for (head, edge), parts in looks.items():
            if all(label_says(label, means) for label, means, _ in parts):
                continue  # each part's drawn label says it already (review 10-D: "the dark stretch is cordon")
            if (head, edge) in drawn_stretches and head.split()[0] in hatched and not edge and head.split()[:2] != [head.split()[0], "hatched"]:  # beside hatched stretches of its colour, a plain one is "solid grey"
                head = f"solid {head}"
            meanings = list(dict.fromkeys(means for _, means, _ in parts))
            if len(meanings) > 1:  # one look, several meanings
                # in turn only where every stretch drawn in that look is glossed: else a lane of unglossed ones
                # would read as holding them too (weight-stream-hops: its warm lane's grey stretches are no fetch)
                in_turn = meanings_in_turn(parts) if len(parts) == self._drawn_alike(head.removeprefix("solid "), edge) else []
                if in_turn:  # "the dark stretches are a new node starting, then warming up" (review 10-B: each said twice)
                    said.append(f"the {self.words.plural(head)}{edge} are " + ", then ".join(self.words.spoken(m) for m in in_turn))
                    continue
                said += [self._one_meaning(head, edge, label, index, means) for index, (label, means, _) in enumerate(parts) if not label_says(label, means)]
                continue
            count = max(len(parts), self._drawn_alike(head, edge))  # two hatched stretches, one glossed: "the grey hatched stretches are" (review 10-C)
            noun = (self.words.plural(head) if count > 1 else head) + edge
            said.append(f"the {noun} {'are' if count > 1 else 'is'} {self.words.spoken(meanings[0])}")
        return f"In the {self.thing.noun}, " + self.words.join(said) if said else ""

    def _drawn_alike(self, head: str, edge: str) -> int:
        """How many stretches of the timeline are drawn in this look, glossed or not."""
        return sum(1 for lane in self.facts.lanes for stretch in lane.stretches if self.stretch_parts(stretch.look) == (head.removeprefix("solid "), edge) or self.stretch_parts(stretch.look) == (head, edge))

    def _one_meaning(self, head: str, edge: str, label: str | None, index: int, means: str) -> str:
        """ "the grey stretch marked fetch is the fetch from object storage",
        "the second grey stretch is the read": one of a look's parts that mean
        unlike things."""
        if label:
            return f"the {head}{edge} marked {self.words.spoken(label)} is {self.words.spoken(means)}"
        return f"the {self.words.ordinal(index + 1)} {head}{edge} is {self.words.spoken(means)}"

    def totals(self, groups: dict[tuple, list[int]]) -> list[str]:
        """"four of the nine lanes stop at a red cross", "the work is
        interrupted five times, on four of the seven days": the crosses of
        lanes said apart, counted, said after "In all"; none where one clause
        (`groups`: the lanes said together) already counts them all."""
        said = []
        words, lanes = self.words, self.facts.lanes
        for total in totals([[event.kind for event in lane.events] for lane in lanes]):
            holders = [i for i, lane in enumerate(lanes) if any(e.kind == total.kind for e in lane.events)]
            if any(set(holders) <= set(members) for members in groups.values()):
                continue
            lane_noun = words.plural(self.facts.each or self.facts.noun)  # "four of the nine spot instances"
            who = f"all {words.number(total.of)} {lane_noun}" if total.holders == total.of else f"{words.number(total.holders)} of the {words.number(total.of)} {lane_noun}"
            if total.kind == "preempt":
                on = "on" if (self.facts.each or "").lower() in DAYS else "in"  # "on four of the seven days"
                said.append(f"the work is interrupted {words.number(total.events)} times, {on} {who}")
            elif not all(stops_at(e, lanes[i]) for i in holders for e in lanes[i].events if e.kind == total.kind):
                # a lane that runs on past its cross carries it; it does not stop there
                said.append(f"{who} carry a red cross" if total.events == total.holders else f"{words.count(total.events, EVENT_NOUNS[total.kind])} stand on {who}")
            elif total.events == total.holders:
                said.append(f"{who} stop at a red cross")
            else:
                said.append(f"{words.count(total.events, EVENT_NOUNS[total.kind])} stop the work in {who}")
        return said

    def together(self) -> str:
        """"Both runs have the same two interruptions, at four and nine
        hours": lanes said one by one that a reader would have to line up
        (`say/salient.py`'s `together`)."""
        words, facts = self.words, self.facts
        said = []
        marked = {boundary.at.value for boundary in facts.boundaries}
        for found in together([[(event.kind, event.at.value) for event in lane.events] for lane in facts.lanes]):
            if set(found.times) <= marked:
                continue  # at a boundary, whose words say the lanes stop there
            sample = next(e.at for lane in facts.lanes for e in lane.events if e.kind == found.kind)
            lanes = words.plural(facts.each or facts.noun)
            who = f"both {lanes}" if found.lanes == 2 else f"all {words.number(found.lanes)} {lanes}"
            when = times_words(words, [sample.lasting(t) for t in found.times])
            noun = "interruption" if found.kind == "preempt" else "red cross"
            count = len(found.times)
            same = f"the same {words.count(count, noun)}" if count > 1 else f"the same {noun}"
            said.append(f"{who} have {same}, at {when}")
        return "; ".join(said)

    def near_together(self) -> list[str]:
        """"The three lanes us-east-1 a to us-east-1 c all stop at a red cross
        within twenty minutes, from five hours to five hours twenty minutes,
        the crosses marked together three reclaimed in twenty minutes": a
        group of crosses a reader sees as one (`say/near_together.py`)."""
        said = []
        for group in getattr(self, "groups", ()):
            members = list(range(group.first, group.last + 1))
            name, _ = self.subject(members, True, opening=True)
            count = self.words.number(len(members))
            name = re.sub(rf"^the (?:{count} )?(lanes|ones) ", lambda m: f"all {count} {m.group(1)} ", name)  # "all three lanes marked ..."
            times = sorted(event.at.value for event in group.times)
            sample = group.times[0].at
            low, high = sample.lasting(times[0]), sample.lasting(times[-1])
            sentence = f"{name} {'stop' if name.startswith('all ') else 'all stop'} at a red cross within {time_words(self.words, sample.lasting(times[-1] - times[0]))}, from {range_words(self.words, low, high)}"
            if group.label:
                sentence += f", the crosses marked together {self.words.spoken(group.label)}"
            said.append(sentence)
        return said

    def against_longest(self) -> str:
        """"The lane marked object storage takes the longest, far longer than
        the others; local NVMe takes a quarter as long": lanes that each hold
        one stretch of work from one start and nothing else are lengths side
        by side, and a reader compares them; said where one stands clear
        (`say/salient.py`'s `against_longest`)."""
        lanes = self.facts.lanes
        if len(lanes) < 3 or self.facts.boundaries or any(len(lane.stretches) != 1 or lane.events or lane.stretches[0].layer for lane in lanes):
            return ""
        if len({lane.stretches[0].start.value for lane in lanes}) != 1:
            return ""
        found = against_longest([(s.high or s.end).value - s.start.value for lane in lanes for s in lane.stretches])
        if found is None:
            return ""
        longest, _ = self.subject([found.longest], True, opening=True)
        said = f"{longest} {self.verb('takes', False)} the longest" + (", far longer than the others" if found.far else "")
        shares = []
        for index, near in found.shares:
            name, _ = self.subject([index], False)
            about = "" if near.exact else "about "
            shares.append(f"{name} {self.verb('takes', False)} {about}{fraction_words(self.words, near.fraction)} as long")
        return said + ("; " + "; ".join(shares) if shares else "")

    def shortening(self) -> str:
        """"The grey stretches grow shorter lane by lane, from twenty-four hours to
        sixteen hours, nine hours and four hours, each within the one above":
        lanes that each hold one stretch of one look (blocks drawn over it
        aside) and no event, each shorter than the one above and lying within
        it: a reader compares their lengths down the column."""
        lanes = self.facts.lanes
        if len(lanes) < 3 or any(lane.events for lane in lanes):
            return ""
        own = [[s for s in lane.stretches if not s.layer] for lane in lanes]
        if any(len(stretches) != 1 or stretches[0].high is not None for stretches in own):
            return ""
        held = [stretches[0] for stretches in own]
        if len({s.look for s in held}) != 1 or len({s.start.unit for s in held} | {s.end.unit for s in held}) != 1:
            return ""
        lengths = [s.end.value - s.start.value for s in held]
        nested = all(b.start.value >= a.start.value and b.end.value <= a.end.value for a, b in zip(held, held[1:]))
        if not nested or not all(b < a for a, b in zip(lengths, lengths[1:])):
            return ""
        said = [time_words(self.words, held[0].start.lasting(length)) for length in lengths]
        look = self.stretch_look(held[0].look)
        return f"the {look} stretches grow shorter lane by lane, from {said[0]} to {self.words.join(said[1:])}, each within the one above"

    def say_layers(self, step: Step, slots: list[Slot], plural: bool) -> str:
        """A unit of stretches drawn over a lane, repeated (`lane_steps._repeated_layers`):
        of one stretch, "carries six grey stretches of thirty minutes over
        it, at two, seven, ... hours"; of two or more end to end, a block
        counted once: "carries six blocks over it, at two, seven, ... hours,
        each a dark stretch of fifteen minutes then a grey one of thirty
        minutes, the first dark one marked load fifteen minutes"."""
        words = self.words
        _, looks, labels, lengths, count, slivers = step.sig
        sized = [f" of {time_words(words, length)}" if length is not None and not any(slivers) else "" for length in lengths]
        whole = ""  # a block holding a sliver: the part after it gives up the room the sliver is drawn in, so only the block's length is drawn true
        if any(slivers) and len(looks) > 1 and all(length is not None for length in lengths) and len({length.unit for length in lengths}) == 1:
            whole = f" of {time_words(words, lengths[0].lasting(sum(length.value for length in lengths)))}"
        at = f", at {times_words(words, list(slots[0].times))}" if slots[0].times is not None else ""
        if slots[0].times is not None and slots[0].times == getattr(self, "layer_times", None):  # the same times as the lane before: said once (review 7-C)
            at = ", at the same times"
        self.layer_times = slots[0].times
        self.place = None
        if len(looks) == 1:
            said = f"{self.verb('carries', plural)} {words.count(count, ('thin ' if slivers[0] else '') + self.stretch_look(looks[0]) + ' ' + ('sliver' if slivers[0] else 'stretch'))}{sized[0]} over {'each' if plural else 'it'}"
            return said + (f", the first marked {words.spoken(labels[0])}" if labels[0] else "") + at
        nouns = ["sliver" if sliver else "stretch" for sliver in slivers]  # drawn at the thinnest width, wider than its length: a thin sliver (`say/drawn_widths.py`)
        parts = [f"{words.article(('thin ' if slivers[0] else '') + self.stretch_look(looks[0]) + ' ' + nouns[0])}{sized[0]}"]
        parts += [f"{words.article(('thin ' if slivers[index] else '') + self.stretch_look(look))} {'one' if nouns[index] == nouns[index - 1] else nouns[index]}{sized[index]}" for index, look in enumerate(looks[1:], start=1)]
        said = f"{self.verb('carries', plural)} {words.count(count, 'block')}{whole} over {'each' if plural else 'it'}{at}, each " + " then ".join(parts)
        marked = [f"the first {self.stretch_look(looks[index])} one marked {words.spoken(label)}" for index, label in enumerate(labels) if label]
        return said + (", " + " and ".join(marked) if marked else "")

    def ticks_phrase(self, lane: Lane, plural: bool) -> str:
        """ "carries twenty-eight request arrivals as thin ticks, unevenly
        spaced from eleven to nine hundred and sixty-one milliseconds", "five
        checkpoints as thin blue ticks every two hours": a lane's ticks
        counted once, never told one by one, each set of one noun and look
        in its look (`say/words.line_words`); ticks evenly spaced through the
        lane's work carry their spacing, as checkpoints do (`say/salient.every`)."""
        said = [self._tick_set(lane, ticks) + self._tick_words(ticks) for ticks in lane.ticks]
        return f"{self.verb('carries', plural)} " + ", and ".join(said) if said else ""

    def _tick_words(self, ticks: Ticks) -> str:
        """", marked noon", ", the one at two hours marked first request": the
        words some ticks draw, each said with its tick (one tick: its words alone)."""
        words = self.words
        named = [(at, label) for at, label in ticks.labels if label.strip().lower() not in (ticks.noun.lower(), words.plural(ticks.noun).lower())]  # "a checkpoint marked checkpoint" says its noun twice
        if not named:
            return ""
        if len(ticks.times) == 1:
            return f", marked {words.spoken(named[0][1])}"
        return ", " + words.join([f"the one at {time_words(words, at)} marked {words.spoken(label)}" for at, label in named])

    def _tick_set(self, lane: Lane, ticks: Ticks) -> str:
        words = self.words
        times, noun = ticks.times, ticks.noun
        look = f"{line_words(ticks.look.colour, ticks.look.line)} " if ticks.look is not None else ""
        if len(times) == 1:
            return f"{words.article(noun)} as a thin {look}tick at {time_words(words, times[0])}"
        counted = f"{words.number(len(times))} {words.plural(noun)} as thin {look}ticks"
        regular = every([t.value for t in times], work_until(lane, times[-1].value)) if len({t.unit for t in times}) == 1 else None
        if regular is not None:
            since = f" from {time_words(words, times[0])}" if regular.first not in (0, regular.gap) else ""
            gap = time_words(words, times[0].lasting(regular.gap))
            return f"{counted} every {gap.removeprefix('one ')}{since}"
        gaps = [b.value - a.value for a, b in zip(times, times[1:])]
        even = len(times) > 2 and max(gaps) - min(gaps) <= sum(gaps) / len(gaps) / 4
        spread = "evenly spaced" if even else "unevenly spaced" if len(times) > 2 else ""
        span = f"from {range_words(words, times[0], times[-1])}" if times[0].unit == times[-1].unit else ""
        where = " ".join(filter(None, [spread, span]))
        return counted + (f", {where}" if where else "")


def at_changes_words(words: Words, facts: Lanes) -> str:
    """ "A thin blue slice stands at each of the three changes in the number of
    nodes at work, the second marked checkpoint and re-shard at each resize": a
    look said by what it coincides with, every time (`say/lane_changes.py`)."""
    found = at_changes(facts)
    if found is None:
        return ""
    head, edge = stretch_parts(found.look, noun="slice")
    lanes = words.plural(facts.each or facts.noun)
    said = f"A thin {head}{edge} stands at each of the {words.number(found.changes)} changes in the number of {lanes} at work"
    marked = [f"the {words.ordinal(place + 1)} marked {words.spoken(label)}" for place, label in found.labels]
    return said + (f", {words.join(marked)}" if marked else "")
