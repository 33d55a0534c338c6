"""Like things said together (form "parallel"): bars side by side whose parts
run alike are said once, with what varies said in turn and what only some
hold said apart.

    "Under on-demand, reserved and spot, each bar begins at its left end with
    a blue part marked kept, fifty-five, forty and fifty percent, then a dark
    part and a grey hatched part marked idle, widest under reserved. Only the
    spot bar also holds a red hatched part marked redone, before its idle part."

The planner (`plan._parallel`) decides which things run alike and hands this
form one counted thing whose members are the things themselves; parts are
matched by look and by their labels' words without figures (`stem`). A part
is worded as in a bar of its own (`shares`): its size word and end where every
bar's are the same ("a thin red hatched slice at its right end").
"""

from __future__ import annotations

import re

from blueprint.describe.realise.shares import Shares
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import Words

_FIGURES = re.compile(r"\s*\d[\d.,]*(?:\s*-\s*\d[\d.,]*)?\s*%?")


def stem(part: Thing) -> tuple:
    """What makes parts of two members the same part: their look and their
    label's words without figures ("kept 55%" and "kept 40%" are one part)."""
    words = _FIGURES.sub(" ", part.label or "").split()
    return (part.look, part.noun, " ".join(words))


def common(members: tuple[Thing, ...]) -> list[tuple]:
    """The stems every member holds, in the first member's order (and in that
    order in every member), each once."""
    first = [stem(p) for p in members[0].parts]
    shared = [s for s in first if first.count(s) == 1 and all([stem(p) for p in m.parts].count(s) == 1 for m in members[1:])]
    for member in members[1:]:
        order = [stem(p) for p in member.parts if stem(p) in shared]
        if order != shared:
            return []
    return shared


class ParallelForm:
    """Says a "parallel" thing: its members' shared parts once, then the rest."""

    lead = None

    @staticmethod
    def sentences(say: Discourse, thing: Thing) -> list[str]:
        members = thing.members
        shared = common(members)
        names = [_name(say.words, m) for m in members]
        by_stem = [{stem(p): p for p in m.parts} for m in members]
        at_left = all(found[shared[0]].place == "left-end" for found in by_stem)
        phrases: list[str] = []
        widest: set[str] = set()
        for index, key in enumerate(shared):
            parts = [found[key] for found in by_stem]
            phrases.append(_shared_part(say, parts, [_where(say.words, m) for m in members], widest, placed=not (at_left and index == 0)))
        panels = [m.within.label for m in members if m.within is not None and m.within.label]
        opening = f"Under {say.words.join([say.words.spoken(l) for l in panels])}, each" if len(panels) == len(members) else "Each"
        begins = "begins at its left end with" if at_left else "holds"
        said = [f"{opening} {thing.noun} {begins} {phrases[0]}" + (f", then {say.words.join(phrases[1:])}" if phrases[1:] else "")]
        said += _extras(say, members, names, shared)
        text = " ".join(said)
        for member, name in zip(members, names):
            if not (member.within is not None and member.within.label) and name in text:  # said by its place, not its panel
                say.places.said_as(member.key, member.among, name, rank=0 if member.among else member.rank or 1)
        for member in members:
            say.tell(member)
        return said


def _where(words: Words, member: Thing) -> str:
    """Where a member stands, for a comparison: "under reserved", "in the right bar"."""
    if member.within is not None and member.within.label:
        return f"under {words.spoken(member.within.label)}"
    return f"in {_name(words, member)}"


def _name(words: Words, member: Thing) -> str:
    """A member by its panel's label ("the spot bar"), else its place ("the right bar")."""
    if member.within is not None and member.within.label:
        return f"the {words.spoken(member.within.label)} {member.noun}"
    return f"the {member.among} {member.noun}" if member.among else f"the {words.ordinal(member.rank or 1)} {member.noun}"


def _shared_part(say: Voice, parts: list[Thing], where: list[str], widest: set[str], *, placed: bool = True) -> str:
    """"a blue part marked kept, fifty-five, forty and fifty percent", its size
    and place where every bar's is the same ("a thin red hatched slice at its
    right end"), and where one bar's is clearly the widest: ", widest under
    reserved" (`Shares`)."""
    shares = Shares(say.words)
    part = shares.alike(parts)
    labels = [p.label or "" for p in parts]
    marked = ""
    if all(labels) and len(set(labels)) == 1:
        marked = f" marked {say.words.spoken(labels[0])}"
    elif all(labels):
        words = stem(parts[0])[2]
        values = [say.words.spoken(found.group().strip()) if (found := _FIGURES.search(l)) else say.words.spoken(l) for l in labels]
        marked = f" marked {words}, {say.words.join_sharing_unit(values)}" if words else f" marked {say.words.join_sharing_unit(values)}"
    phrase = shares.phrase(part, (part,), _look(say.words, part), marked, placed=placed)
    return phrase + shares.across(parts, where, widest)


def _look(words: Words, part: Thing) -> tuple[str, str]:
    return words.look_of(part.look) if part.look else ("", "")


def _extras(say: Voice, members: tuple[Thing, ...], names: list[str], shared: list[tuple]) -> list[str]:
    """What only some members hold: "Only the spot bar also holds a red hatched
    part marked redone, before its idle part"."""
    said = []
    for member, name in zip(members, names):
        parts = list(member.parts)
        for index, part in enumerate(parts):
            if stem(part) in shared:
                continue
            holders = [n for m, n in zip(members, names) if stem(part) in [stem(p) for p in m.parts]]
            if holders[0] != name:
                continue  # said with the first that holds it
            following = next((p for p in parts[index + 1:] if stem(p) in shared), None)
            noun = Shares(say.words).phrase(part, member.parts, _look(say.words, part), placed=following is None)
            where = f", before its {stem(following)[2] or 'next'} {following.noun}" if following is not None else ""
            who = f"only {holders[0]}" if len(holders) == 1 else say.words.join(holders)
            said.append(f"{who} also {'holds' if len(holders) == 1 else 'hold'} {noun}{where}")
    return said
