"""Stacks that each repeat the one before with a new part on top, said so
(`say/salient.py`'s Repeat, which towers state): one sentence for what
would take one clause a tower."""

from __future__ import annotations

from typing import Protocol

from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.salient import Repeat
from blueprint.describe.say.words import Words


class Sayer(Protocol):
    """What `repeating` asks of the realiser (`core.Realiser`)."""

    words: Words

    def look_words(self, look: Look, noun: str) -> str: ...

    def marked(self, labels: list[str]) -> str: ...


def repeating(say: Sayer, thing: Thing, repeat: Repeat) -> str:
    """"the four towers, marked ..., each repeat the one before in solid
    grey beneath one more tier on top, a solid blue one, marked three, two, five and one
    gigabytes; the third tower's new tier is the thickest and the fourth's
    the thinnest" (`say/salient.py`'s Repeat)."""
    words, members = say.words, thing.members
    noun, part = thing.noun, thing.part_noun or "part"
    tops = [m.parts[-1] for m in members]
    lower = next(m.parts[0] for m in members if len(m.parts) > 1)
    labels = [m.label for m in members if m.label]
    said = f"the {words.count(len(members), noun)}"
    if len(labels) == len(members):
        said += "," + say.marked(labels) + ","
    below = say.look_words(lower.look, part) if lower.look else ""
    top = say.look_words(tops[0].look, part) if tops[0].look else ""
    newest = f", {say.words.article(top)} one" if top else ""
    said += f" each repeat the one before{f' in {below}' if below else ''} beneath one more {part} on top{newest}"
    top_labels = [t.label for t in tops if t.label]
    if len(top_labels) == len(tops):
        said += f", marked {_sharing_unit(words, [words.spoken(label) for label in top_labels])}"
    ranks = []
    if repeat.thickest is not None:
        ranks.append(f"the {words.ordinal(repeat.thickest + 1)} {noun}'s new {part} is the thickest")
    if repeat.thinnest is not None:
        ranks.append(f"the {words.ordinal(repeat.thinnest + 1)}'s the thinnest" if ranks else f"the {words.ordinal(repeat.thinnest + 1)} {noun}'s new {part} is the thinnest")
    return said + (f"; {words.join(ranks)}" if ranks else "")


def _sharing_unit(words: Words, amounts: list[str]) -> str:
    """"three, two, five and one gigabytes" of "three gigabytes", ..., "one
    gigabyte": amounts in one unit, the unit said once, in the plural; else
    joined as they are."""
    split = [amount.rsplit(" ", 1) for amount in amounts]
    if len(amounts) < 2 or any(len(pair) != 2 for pair in split):
        return words.join(amounts)
    units = {unit.removesuffix("s") for _, unit in split}
    plural = next((unit for _, unit in split if unit.endswith("s")), None)
    if len(units) != 1 or plural is None:
        return words.join(amounts)
    return words.join([figure for figure, _ in split[:-1]] + [f"{split[-1][0]} {plural}"])
