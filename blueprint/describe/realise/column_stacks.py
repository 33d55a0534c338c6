"""Stacked columns built alike, said once (trywords9): where every column
stands on a base of one look and meaning with the same parts stacked past it
in the same order, the order is said once and each column gives only its
figures. memory-70b's columns were told part by part three times over ("with
a dark part of one gigabyte past it, standing for activations, ..."), and
what a reader compares across them (the weights the same in every column, the
KV cache growing) was never said."""

from __future__ import annotations

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing


def alike_prefix(members: tuple[Thing, ...]) -> int:
    """How many parts, from the base outward, every column stacks alike (one
    look and one meaning at each place); 0 where the columns are not built
    alike: fewer than two, a base of another look or meaning, words of their own."""
    if len(members) < 2 or any(m.alt or not m.parts for m in members):
        return 0
    first = members[0]
    if any((m.look, m.means) != (first.look, first.means) for m in members):
        return 0
    shared = 0
    for place in range(min(len(m.parts) for m in members)):
        parts = [m.parts[place] for m in members]
        if any((p.look, p.means) != (parts[0].look, parts[0].means) or p.label for p in parts):
            break
        shared += 1
    return shared


def stacked_alike(say: Voice, members: tuple[Thing, ...], noun: str, unit: str | None, shared: int) -> str:
    """ "three columns marked batch one, batch eight and batch thirty-two,
    each on the same grey base of seventy gigabytes, standing for weights, with a dark
    part standing for activations and a light grey part standing for kv cache
    stacked on it, both growing from left to right: one and one gigabytes in
    batch one, then a white part of eight gigabytes, meaning free; ..."."""
    words = say.words
    first = members[0]
    before, after = words.look_of(first.look) if first.look else ("", "")
    head = " ".join(filter(None, [words.number(len(members)), words.plural(noun)]))
    labels = [m.label for m in members]
    if all(labels):
        head += " marked " + words.join([words.spoken(label or "") for label in labels])
    # the columns' own look and value are their base's, under the parts stacked on it: a column is not
    # "grey" nor "at seventy gigabytes" where parts of other looks stand on it (reader 11-a)
    base = " ".join(filter(None, [before, "base", after]))
    if len({(m.amount or "0", m.part_noun or unit) for m in members}) == 1:
        head += f", each on the same {base} of {_figures(say, members[:1], unit)}"  # the same in every column: a reader's comparison, said
    else:
        head += f", on {' '.join(filter(None, [before, 'bases', after]))} of {_figures(say, members, unit)}"
    meaning = words.meaning(first.means, None)
    head += f", {meaning}" if meaning else ""
    order, growing = [], []
    for place in range(shared):
        part = first.parts[place]
        p_before, p_after = words.look_of(part.look) if part.look else ("", "")
        look = " ".join(filter(None, [p_before, part.noun, p_after]))
        part_meaning = words.meaning(part.means, None)
        order.append(words.article(look) + (f" {part_meaning}" if part_meaning else ""))
        values = [float(m.parts[place].amount or "0") for m in members]
        one_unit = len({m.parts[place].part_noun or unit for m in members}) == 1  # figures in one unit compare; `1 h` and `90 min` are not said growing by their numbers
        if len(values) >= 3 and one_unit and all(b > a for a, b in zip(values, values[1:])):
            growing.append(f"the {look}")  # the comparison the values show, column to column
    head += f", with {words.join(order)} stacked on it"
    if growing:
        grows = ("both" if len(growing) == 2 else f"all {words.number(len(growing))}") if len(growing) == shared and shared > 1 else words.join(growing)
        head += f", {grows} growing from left to right"
    columns = []
    meant: set[tuple[object, str]] = set()  # a look's meaning said with its first part, once
    for member in members:
        figures = _figures(say, member.parts[:shared], unit)
        name = f"in {words.spoken(member.label)}" if member.label else f"in the {words.ordinal(member.rank)} {noun}"
        rest = [_rest_part(say, part, unit, meant) for part in member.parts[shared:]]
        columns.append(f"{figures} {name}" + "".join(f", then {r}" for r in rest))
    return f"{head}: " + "; ".join(columns)


def _rest_part(say: Voice, part: Thing, unit: str | None, meant: set[tuple[object, str]]) -> str:
    """A part stacked past the shared ones, said whole: "a white part of eight
    gigabytes, meaning free" (its meaning once, with the first of its look)."""
    words = say.words
    before, after = words.look_of(part.look) if part.look else ("", "")
    said = words.article(" ".join(filter(None, [before, part.noun, after])))
    value = _value(say, part.amount or '0', part.part_noun or unit)  # in the unit it was written in (`1 h`), else the axis's
    if words.states(part.label, value):  # its words say its size: said once, "marked sixteen gigabytes over" (session 13)
        said += say.marked([part.label or ""])
    else:
        said += f" of {value}" + (("," + say.marked([part.label])) if part.label else "")  # its size, then its words: never "marked 16 gb over of sixteen gigabytes"
    meaning = words.meaning(part.means, part.label)
    if not meaning or (part.look, part.means or "") in meant:
        return said
    meant.add((part.look, part.means or ""))
    return f"{said}, {meaning}"


def _figures(say: Voice, things: tuple[Thing, ...], unit: str | None) -> str:
    """Each thing's value in the unit it was written in (`1 h`), else the
    axis's: the unit said once where they share one ("one and two hours"),
    else with each figure ("two hours and thirty minutes")."""
    units = {thing.part_noun or unit for thing in things}
    if len(units) == 1:
        return _values(say, [thing.amount or "0" for thing in things], units.pop())
    return say.words.join([_value(say, thing.amount or "0", thing.part_noun or unit) for thing in things])


def _values(say: Voice, figures: list[str], unit: str | None) -> str:
    """ "one and one gigabytes", "four and six gigabytes": figures, their unit said once."""
    if len(figures) == 1:
        return _value(say, figures[0], unit)
    spoken = [say.words.spoken(f) for f in figures]
    plural = axis_words.value(say.words, "2", unit).split(" ", 1)[-1] if unit else ""
    return " ".join(filter(None, [say.words.join(spoken), plural]))


def _value(say: Voice, figure: str, unit: str | None) -> str:
    return axis_words.value(say.words, figure, unit) if unit else say.words.spoken(figure)
