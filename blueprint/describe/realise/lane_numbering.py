"""Unlabelled lanes among labels that count ("node 8" on the top lane, "node 1"
on the bottom one), named by the count the labels set ("node 7", "nodes 6 to
2"), never by an ordinal from the top ("the second node") that a listener
hears as a number the labels contradict."""

from __future__ import annotations

import re
from fractions import Fraction

from blueprint.describe.say.times import join
from blueprint.describe.say.words import Words

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
