"""Unlabelled lanes among labels that count ("node 8" on the top lane, "node 1"
on the bottom one), named by the count the labels set ("node 7", "nodes 6 to
2"), never by an ordinal from the top ("the second node") that a listener
hears as a number the labels contradict."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.lexicon.days import day_name
from blueprint.describe.say.times import join
from blueprint.describe.say.words import Words

if TYPE_CHECKING:
    from collections.abc import Callable

NUMBERED = re.compile(r"^(?P<stem>.*?\S)\s+(?P<number>\d+)$")


def numbered_labels(labels: list[str | None]) -> list[str] | None:
    """Each lane's label, the unlabelled ones given the number the labelled
    ones count to: None unless two or more labels share one stem and step by
    one (up or down) from lane to lane, and some lane has none."""
    matched = {i: NUMBERED.match(label) for i, label in enumerate(labels) if label}
    found = {i: match for i, match in matched.items() if match is not None}
    if len(found) < 2 or len(matched) == len(labels) or len(found) < len(matched):
        return None
    stems = {match.group("stem") for match in found.values()}
    if len(stems) != 1:
        return None
    stem = stems.pop()
    places = sorted(found)
    numbers = {i: int(found[i].group("number")) for i in places}
    step = Fraction(numbers[places[-1]] - numbers[places[0]], places[-1] - places[0])
    if abs(step) != 1 or any(numbers[i] != numbers[places[0]] + step * (i - places[0]) for i in places):
        return None
    counted = [numbers[places[0]] + int(step) * (i - places[0]) for i in range(len(labels))]
    if min(counted) < 0:
        return None
    return [label or f"{stem} {number}" for label, number in zip(labels, counted)]


def numbered_names(words: Words, named: list[str], members: list[int], drawn: list[str | None]) -> str:
    """Lanes by their numbers: "node seven", "nodes six to two" (three or
    more in a row), "nodes six and five"; a number no label draws is said in
    words (a figure is a drawn name's), a drawn label as drawn."""
    matches = [NUMBERED.match(named[i]) for i in members]
    stem = matches[0].group("stem") if matches[0] else ""
    numbers = [m.group("number") if drawn[i] else words.number(int(m.group("number"))) for i, m in zip(members, matches) if m]
    if len(members) == 1:
        return drawn[members[0]] or f"{stem} {numbers[0]}"
    consecutive = members == list(range(members[0], members[-1] + 1))
    if len(members) >= 3 and consecutive:
        return f"{words.plural(stem)} {numbers[0]} to {numbers[-1]}"
    return f"{words.plural(stem)} {join(numbers)}"


def fitting_noun(noun: str | None, labels: list[str | None]) -> list[bool] | None:
    """Which lanes a noun given to all of them fits, where its word names some
    lanes' labels ("stream 1" to "stream 4") and not another's ("chunked"):
    that one is no stream. None where the noun fits all or the labels say nothing of it."""
    if not noun or not all(labels):
        return None
    word = noun.lower()
    fits = [word in (label or "").lower().replace("-", " ").split() for label in labels]
    return fits if any(fits) and not all(fits) else None


def in_sequence(labels: list[str]) -> bool:
    """Names that order themselves ("job a", "job b"; "gpu 0", "gpu 1";
    "gpu-0", "gpu-1"): one stem, then letters or numbers counting up by one.
    Their order goes unsaid."""
    split = [_stem_and_mark(label.lower()) for label in labels]
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


MOST_PIECES = 5  # runs and single labels listed in full; past this the first and last are named


def labels_said(labels: list[str], say: "Callable[[str], str]") -> str:
    """Labels top to bottom as a reader reads them: "node one to node sixty-five"
    only where they count up one by one; else each run that does ("node one to
    node three", three or more) and each other label in turn ("node one to node
    three, sixty-one more, node sixty-four and node sixty-five",
    straggler-node-timeline); past MOST_PIECES, the first and last named as such."""
    runs: list[list[str]] = []
    for label in labels:
        if runs and _in_turn(runs[-1][-1], label):
            runs[-1].append(label)
        else:
            runs.append([label])
    pieces: list[str] = []
    for run in runs:
        pieces += [f"{say(run[0])} to {say(run[-1])}"] if len(run) >= 3 else [say(label) for label in run]
    if len(pieces) > MOST_PIECES:
        return f"{say(labels[0])} first and {say(labels[-1])} last"
    return join(pieces)


WEEK = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MARKED = re.compile(r"^(?P<stem>.*?)(?:(?<=\D)-?(?P<number>\d+)|[\s-](?P<letter>[a-z]))$")


def _stem_and_mark(label: str) -> tuple[str, str]:
    """A label's stem and the number or letter that counts it: "gpu 0" and
    "gpu-0" ("gpu", "0"), "job a" ("job", "a"); no stem for a bare mark ("3")."""
    found = _MARKED.match(label)
    if found is None:
        return label.rsplit(" ", 1)[0] if " " in label else "", label.rsplit(" ", 1)[-1]
    return found["stem"].strip(), found["number"] or found["letter"]


def _in_turn(first: str, then: str) -> bool:
    """Whether one label follows another in a run said "X to Y": counting up
    by one (`in_sequence`), or days of the week in turn ("mon", "tue")."""
    days = [day_name(first), day_name(then)]
    if days[0] and days[1]:
        return WEEK.index(days[1]) - WEEK.index(days[0]) == 1
    return in_sequence([first, then])
