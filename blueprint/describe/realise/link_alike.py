"""Links alike said once: "four thin blue switches marked one to four join
the curve to the timeline", never four sentences (or clauses) that differ in a
label (spot-week). The class: links of one verb and one look between the same
two things, nothing standing on them, each marked by its own words or none
marked; counted, their words listed (a run of figures as a range). The
clauses and sentences are made in `link_clauses.py` from these helpers."""

from __future__ import annotations

import re
from dataclasses import replace

from blueprint.describe.realise.bracket_points import CROSSING, POINT
from blueprint.describe.say.facts import Relation
from blueprint.describe.say.words import Words

ALIKE_VERBS = ("joins", "sends-into", "leads-to")


def alike_key(relation: Relation, line: str) -> tuple | None:
    """What links said as one share (None: never gathered): verb, ends, the
    line's look without its words (`line`); a link with things on it or drawn
    from clear of its thing is said alone."""
    via = relation.via
    if relation.verb not in ALIKE_VERBS or via is None or via.alt or via.parts or relation.starts is not None or relation.object is None:
        return None
    return (relation.verb, whole(relation.subject), whole(relation.object), relation.way, line, bool(via.label))


def whole(key: tuple | None) -> tuple:
    """The series a point or crossing of it belongs to (`.. point 3` -> the
    curve): links from four crossings of one curve are alike, said from the
    curve; one alone is said from its point ("the curve's peak sends ...")."""
    key = tuple(key or ())
    for cut, step in ((2, POINT), (3, CROSSING)):
        if len(key) >= cut and key[-cut] == step:
            return key[:-cut]
    return key


def bare(relation: Relation) -> Relation:
    """The link without its words, from and to whole things: the clause said once for all."""
    said = replace(relation, subject=whole(relation.subject), object=whole(relation.object) if relation.object is not None else None)
    return replace(said, via=replace(relation.via, label=None)) if relation.via is not None else said


def counted_line(words: Words, relations: list[Relation], line: str) -> str:
    """"four thin blue switches marked one to four": the links' line counted, their words listed."""
    noun = line.split(" ", 1)[1] if line.split(" ", 1)[0] in ("a", "an") else line
    counted = words.count(len(relations), noun)
    labels = [r.via.label for r in relations if r.via is not None and r.via.label]
    return f"{counted} marked {_labels(words, labels)}" if labels else counted


def in_place(said: str, line: str, counted: str) -> str:
    """A clause or sentence said of one link, said of them all: the counted line
    in the place of the one, its verb agreeing where the line is the subject."""
    if said.startswith(f"{line} joins "):
        return f"{counted} join {said.removeprefix(f'{line} joins ')}"
    return said.replace(f" {line} ", f" {counted} ", 1)


def _labels(words: Words, labels: list[str]) -> str:
    """"one to four" for a run of figures counting up by one, else each in turn."""
    if len(labels) >= 3 and all(re.fullmatch(r"\d+", label) for label in labels):
        values = [int(label) for label in labels]
        if all(b - a == 1 for a, b in zip(values, values[1:])):
            return f"{words.spoken(labels[0])} to {words.spoken(labels[-1])}"
    return words.join([words.spoken(label) for label in labels])
