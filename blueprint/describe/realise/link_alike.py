"""Links alike said once: "four thin blue switches marked one to four join
the curve to the timeline", never four sentences that differ in a label
(spot-week). The class: links of one verb and one look between the same two
things, nothing standing on them, each marked by its own words or none
unmarked; counted, their words listed (a run of figures as a range)."""

from __future__ import annotations

import re
from dataclasses import replace

from blueprint.describe.realise.link_clauses import running, via
from blueprint.describe.realise.voice import Discourse
from blueprint.describe.say.facts import Relation

ALIKE_VERBS = ("joins", "sends-into", "leads-to")


def alike_key(say: Discourse, relation: Relation) -> tuple | None:
    """What links said as one share (None: never gathered): verb, ends, the
    line's look without its words; a link with things on it or drawn from clear
    of its thing is said alone."""
    line = relation.via
    if relation.verb not in ALIKE_VERBS or line is None or line.alt or line.parts or relation.starts is not None or relation.object is None:
        return None
    return (relation.verb, tuple(relation.subject), tuple(relation.object), relation.way, via(say, _bare(relation)), bool(line.label))


def running_alike(say: Discourse, relations: list[Relation]) -> str:
    """Links alike (`alike_key`) in one sentence, counted, their words listed."""
    bare = _bare(relations[0])
    line = via(say, bare)
    said = running(say, bare)
    noun = line.split(" ", 1)[1] if line.split(" ", 1)[0] in ("a", "an") else line
    counted = say.words.count(len(relations), noun)
    labels = [r.via.label for r in relations if r.via is not None and r.via.label]
    if labels:
        counted += f" marked {_labels(say, labels)}"
    if said.startswith(f"{line} joins "):  # the line opens the sentence: its verb agrees with the count
        return f"{counted} join {said.removeprefix(f'{line} joins ')}"
    return said.replace(f" {line} ", f" {counted} ", 1)


def _labels(say: Discourse, labels: list[str]) -> str:
    """"one to four" for a run of figures counting up by one, else each in turn."""
    if len(labels) >= 3 and all(re.fullmatch(r"\d+", label) for label in labels):
        values = [int(label) for label in labels]
        if all(b - a == 1 for a, b in zip(values, values[1:])):
            return f"{say.words.spoken(labels[0])} to {say.words.spoken(labels[-1])}"
    return say.words.join([say.words.spoken(label) for label in labels])


def _bare(relation: Relation) -> Relation:
    return replace(relation, via=replace(relation.via, label=None)) if relation.via is not None else relation
