"""A timeline's boundaries in words: the lead's "crossing a dashed 24-hour
wall-time boundary", the events every lane has on one ("where all four lanes
stop at a red cross"), and how a lane's story points back at one ("the
deadline", "the boundary at six hours"). A mixin of the lanes form's telling
(`lanes._Telling`), which keeps the words and the facts."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_events import stops_at
from blueprint.describe.say.facts import Boundary, Lanes, Time
from blueprint.describe.say.times import join, time_words
from blueprint.describe.say.words import LINE_COLOUR_WORDS, Words

LINE_WORDS = {"dashed": "drawn in dashes", "dotted": "drawn in dots", "solid": "drawn solid"}
# A boundary's line said before its noun, as a reader names it ("a dashed all-reduce
# boundary"); a solid one keeps its words after the noun ("drawn solid").
LINE_ADJECTIVES = {"dashed": "dashed", "dotted": "dotted"}
LINE_NOUNS = frozenset({"boundary", "line", "guide", "limit", "deadline", "threshold", "cutoff", "cut-off", "marker", "rule"})  # a boundary's noun that names the line itself
SHARED_VERBS = {"kill": "stop at a red cross", "preempt": "are interrupted at a red cross", "checkpoint": "checkpoint with a blue save icon"}


class LaneBoundaries:
    """Needs `facts`, `words`, `label_words()` and `afters_in_lanes()` of the telling."""

    facts: Lanes
    words: Words

    if TYPE_CHECKING:  # the telling's (`lanes._Telling`, `lane_steps.LanePlanning`)
        def label_words(self, label: str, name: bool = True) -> str: ...

        def afters_in_lanes(self) -> set[int]: ...

    def boundaries_phrase(self, told_after: set[int], apart: bool = False) -> str:
        """"crossing a dashed 24-hour wall-time boundary", "crossing two
        dashed boundaries, marked notice at four minutes and reclaim at
        six minutes"; what lies after one no lane runs into, with it.
        `apart`: words stand between the lanes' count and this phrase (the
        axis's span): the lanes are named as what crosses, "its lanes
        crossing ...", never "over ninety minutes ..., crossing" (review 10-C)."""
        bounds = self.facts.boundaries
        if not bounds:
            return ""
        words = self.words
        noun = self.facts.noun if len(self.facts.lanes) == 1 else words.plural(self.facts.noun)  # "its jobs crossing"
        crossing = f"its {noun} crossing" if apart else "crossing"
        verb = crossing if all(b.crossed for b in bounds) else "with"
        lines = {b.look.line for b in bounds}
        nouns = {b.noun for b in bounds}
        if len(bounds) > 1 and len(lines) == 1 and len(nouns) == 1:
            line = next(iter(lines))
            look = "" if line in LINE_ADJECTIVES else f" {LINE_WORDS.get(line, '')}"
            counted = words.count(len(bounds), f"{LINE_ADJECTIVES[line]} {bounds[0].noun}" if line in LINE_ADJECTIVES else bounds[0].noun)
            labelled = [b for b in bounds if b.label]
            items = [f"{self.label_words(b.label, name=False)} at {time_words(words, b.at)}" if b.label else f"at {time_words(words, b.at)}" for b in bounds]
            hues = [_hue(b) for b in bounds]
            if len(set(hues)) > 1:  # lines of their own colours: each said with its colour (session 13: "two dashed boundaries" of a red one and a blue one)
                hues = [hue or LINE_COLOUR_WORDS["dark"] for hue in hues]  # beside a red one, an ink one is "a dark one", never "a one" (review 13)
                items = [f"{words.article(hue + ' one')} at {time_words(words, b.at)}" + (f", marked {self.label_words(b.label, name=False)}" if b.label else "") for hue, b in zip(hues, bounds)]
                said = f"{verb} {counted}{look.rstrip()}, {_listed(items)}"
            else:
                said = f"{verb} {counted}{look.rstrip()}, {'marked ' if len(labelled) == len(bounds) else ''}{join(items)}"
        else:
            said = f"{verb} " + _listed([self.boundary_lead(b) for b in bounds])
        afters = [b.after for i, b in enumerate(bounds) if b.after and i not in told_after and i not in self.afters_in_lanes()]
        if afters:
            said += f", with the {join(afters)} beyond {'it' if len(bounds) == 1 else 'them'}"
        shared = self.shared()
        for index in sorted({i for i, _ in shared}):
            lanes = len(self.facts.lanes)
            every = f"both {words.plural(self.facts.noun)}" if lanes == 2 else f"all {words.count(lanes, self.facts.noun)}"
            what = join([self.shared_verb(kind, bounds[index]) for i, kind in shared if i == index])
            where = ", where" if index == len(bounds) - 1 and not afters else f", and at {self.boundary_ref(index)}"
            said += f"{where} {every} {what}"
        return said

    def shared_verb(self, kind: str, boundary: Boundary) -> str:
        """"stop at a red cross" where every lane's work ends at its cross on
        the boundary; "carry a red cross" where one runs on past it (trywords9)."""
        crosses = [e for lane in self.facts.lanes for e in lane.events if e.kind == kind and e.at.value == boundary.at.value]
        if kind == "kill" and not all(stops_at(e, lane) for lane in self.facts.lanes for e in lane.events if e in crosses):
            return "carry a red cross"
        return SHARED_VERBS[kind]

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
        hue = _hue(boundary)
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
        if boundary.label and _apart_from_noun(boundary.label, boundary.noun):
            said += f", marked {self.words.spoken(boundary.label)}"  # "the node failure at one hundred minutes, marked node fails"
        return said

    def boundary_name(self, boundary: Boundary, lead: bool = True) -> str:
        """The boundary by its label before its noun where the label names a
        kind of it ("24-hour wall-time boundary"); else by its noun, its label
        said apart: in the lead after it, elsewhere with it where the noun
        alone names several ("the boundary marked two nodes fail")."""
        if not boundary.label:
            return boundary.noun
        if _apart_from_noun(boundary.label, boundary.noun):
            alike = sum(b.noun == boundary.noun for b in self.facts.boundaries) > 1
            return f"{boundary.noun} marked {self.words.spoken(boundary.label)}" if alike and not lead else boundary.noun
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
            return f"the {self.boundary_name(boundary, lead=False)}"
        at = time_words(self.words, boundary.at)
        return f"the {boundary.noun}" if at == f"the {boundary.noun}" else f"the {boundary.noun} at {at}"  # the zero it names: not "the death of node a at the death of node a"


_TIME_BEFORE_NOUN = re.compile(r"^(\d+(?:\.\d+)?)\s*(ms|s|sec|min|h|hr|d)\s+([A-Za-z].*)$")


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
    """Whether a label already says when ("24-hour wall-time" at 24 h, "0.9 s
    if all fast" at 0.9 s): the place is not said twice."""
    value = at.value
    if (value * 100).denominator != 1:
        return False
    figure = f"{float(value):.2f}".rstrip("0").rstrip(".")  # as a label writes it
    return re.search(rf"(?<![\d.]){re.escape(figure)}(?!\.?\d)", label) is not None


def _hue(boundary: Boundary) -> str:
    """A boundary's colour said ("red"); "" for ink, a boundary's own."""
    return "" if boundary.look.colour == "dark" else LINE_COLOUR_WORDS[boundary.look.colour]


def _listed(items: list[str]) -> str:
    """Items joined; with a comma before the last where one holds a comma of
    its own ("..., marked two nodes fail, and a dashed blue line ..."), so the
    last is not read as part of it."""
    if len(items) > 1 and any("," in item for item in items):
        return ", ".join(items[:-1]) + ", and " + items[-1]
    return join(items)


_CLAUSE_WORDS = frozenset("if when while unless no not and or but then".split())  # a label holding one says something of its own


def _apart_from_noun(label: str, noun: str) -> bool:
    """Whether a boundary's label is said apart from its noun ("the failure,
    marked two nodes fail"), not before it as a kind of it ("the 24-hour
    wall-time boundary"): a label that words the noun another way
    (`_renames`), or that is no name of a kind: a clause ("2 join, no
    restart"), or a count or length ("2 nodes fail", "4 min 45 s") rather than
    a time before a noun ("12 h deadline") (session 13: "the two nodes fail
    failure")."""
    if _renames(label, noun):
        return True
    if noun.lower() in label.lower().split():
        return False  # "failure" of the failure: the label is its name
    words = label.lower().replace(",", " , ").split()
    if "," in words or _CLAUSE_WORDS & set(words):
        return True
    return label.strip()[:1].isdigit() and not _TIME_BEFORE_NOUN.match(label.strip()) and "-" not in label.split()[0]


def _renames(label: str, noun: str) -> bool:
    """Whether a boundary's label words its noun another way ("node fails" for
    the node failure): sharing a word but not the noun, it names no kind of
    the noun ("node fails node failure"), so it is said as its label."""
    said, named = set(label.lower().split()), noun.lower().split()
    return bool(said & set(named)) and not set(named) <= said
