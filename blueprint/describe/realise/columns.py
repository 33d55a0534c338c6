"""The columns form: a column chart said as the eye reads it, the count and
the scale first ("three columns on one scale of dollars"), then each column
from the left with its look, label and value ("a grey one marked on-demand
at forty dollars"), then the one that stands clear ("the spot column is the
shortest")."""

from __future__ import annotations

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.column_runs import TOGETHER, run_span, together_words
from blueprint.describe.realise.column_stacks import alike_prefix, stacked_alike
from blueprint.describe.realise.voice import Voice
from blueprint.describe.realise.series_lines import line_name
from blueprint.describe.say.facts import LineAcross, Thing

RANK_WORDS = {"tallest": "the tallest", "shortest": "the shortest"}
HANGING_RANKS = {"tallest": "the longest", "shortest": "the shortest"}  # a column hanging down is long, not tall


class ColumnsForm:
    introduces = False

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        """ "three columns on one scale of dollars", "two prices on one value axis of hourly price in dollars"."""
        if thing.alt:
            return thing.alt
        words = say.words
        counted = words.count(thing.count, thing.noun)
        if thing.motion == "hanging":
            counted += " hanging down from a baseline"
        if thing.waterfall:  # each hanging where the one before ended
            counted += f" stepping {thing.waterfall} as a waterfall"
        cells = f", each a stack of cells, one cell per {words.spoken(thing.means)}" if thing.arrangement == "stack" and thing.means else ""
        unit = thing.part_noun
        scale = f" in {_unit_plural(say, unit)}" if unit else ""
        own = thing.axis is not None and thing.motion != "hanging"  # a hanging chart's axis is the one it hangs from, said there
        slots = f", {axis_words.slot_axis(words, thing.noun, thing.axis, thing.ruled)}" if own and thing.axis is not None else ""
        arrowed = f", {axis_words.arrow(thing.arrow)}" if thing.arrow else ""
        if thing.label:
            return f"{counted} on one value axis of {words.spoken(thing.label)}{scale}{arrowed}{cells}{slots}"
        return f"{counted} on one scale" + (f" of {_unit_plural(say, unit)}" if unit else "") + arrowed + cells + slots

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if thing.alt:
            return []
        words = say.words
        shared = alike_prefix(thing.members) if thing.motion != "hanging" and thing.arrangement != "stack" else 0
        if shared:  # stacked alike: the order once, each column's figures (`column_stacks.py`)
            sentence = "From the left stand " + stacked_alike(say, thing.members, thing.noun, thing.part_noun, shared)
            ranked = [m for m in thing.members if m.quality in RANK_WORDS]
            if ranked:
                sentence += "; " + words.join([f"{_name(say, m)} is {RANK_WORDS[m.quality or '']}" for m in ranked])
            return [sentence] + [_across_sentence(say, thing, across) for across in thing.across]
        said = []
        previous = None
        meant: set[tuple[object, str]] = set()  # a look's meaning is said with its first column, once
        for run in _runs(thing.members):
            member = run[0]
            if member.alt:
                said.append(member.alt)
                continue
            placed = run_span(words, thing.axis, run) + together_words(run, thing.members, thing.noun, thing.motion == "hanging")
            said.append(_run_phrase(say, run, thing.part_noun, same_look=previous == member.look, meant=meant, cells=thing.arrangement == "stack", placed=placed))
            previous = member.look
        hanging = thing.motion == "hanging"
        sentence = ("From the left hang " if hanging else "From the left stand ") + words.join(said)
        ranked = [m for m in thing.members if m.quality in RANK_WORDS]
        if ranked:
            ranks = [f"{_name(say, m)} is {HANGING_RANKS.get(m.quality or '', '') if hanging else RANK_WORDS[m.quality or '']}" for m in ranked]
            sentence += "; " + words.join(ranks)
        return [sentence] + [_across_sentence(say, thing, across) for across in thing.across]


def _across_sentence(say: Voice, thing: Thing, across: LineAcross) -> str:
    """ "A thick solid line marked 80 gb ceiling runs across the columns at
    eighty gigabytes: the batch thirty-two column stands over it, the batch one
    and batch eight columns reach it": the line as a curve's is named
    (`series_lines.line_name`), and the columns over it, from the left."""
    words = say.words
    line = across.line
    plural = words.count(2, thing.noun).split(" ", 1)[-1]
    figure = _value(say, f"{line.at:g}", thing.part_noun)
    text = f"{line_name(line, words)} runs across the {plural}" + ("" if words.states(line.label, figure) else f" at {figure}")  # a label that says its value: said once
    named = lambda places: [_name(say, thing.members[p - 1]) for p in places]
    clauses = []
    if across.over:
        clauses.append(f"{words.join(named(across.over))} {'stands' if len(across.over) == 1 else 'stand'} over it")
    if across.reach:
        clauses.append(f"{words.join(named(across.reach))} {'reaches' if len(across.reach) == 1 else 'reach'} it")
    if not across.over and not across.reach:
        clauses.append(f"every {thing.noun} stands under it" if thing.count > 1 else f"the {thing.noun} stands under it")
    elif len(across.over) + len(across.reach) < thing.count:
        clauses.append("the rest stand under it" if thing.count - len(across.over) - len(across.reach) > 1 else "the other stands under it")
    text += ": " + words.join(clauses)
    return text[0].upper() + text[1:]


def _runs(members: tuple[Thing, ...]) -> list[list[Thing]]:
    """Neighbouring columns of one look, value and meaning, none standing clear
    of the rest: said together ("six grey hatched hours at two"), as a reader
    sees a flat stretch of the chart, never column by column."""
    runs: list[list[Thing]] = []
    for member in members:
        last = runs[-1][-1] if runs else None
        if (last is not None and not member.alt and not last.alt and member.quality == last.quality and (member.quality is None or member.quality in TOGETHER)
                and (member.look, member.amount, member.part_noun, member.means, _stacked(member), member.hangs) == (last.look, last.amount, last.part_noun, last.means, _stacked(last), last.hangs)):
            runs[-1].append(member)
        else:
            runs.append([member])
    return runs


def _run_phrase(say: Voice, run: list[Thing], unit: str | None, same_look: bool, meant: set[tuple[object, str]], cells: bool = False, placed: str = "") -> str:
    """ "a grey one marked on-demand at forty dollars"; a run: "six grey hatched
    hours at two, the first marked zero" (its labels by their place in it)."""
    words = say.words
    member = run[0]
    before, after = words.look_of(member.look) if member.look else ("", "")
    # Of stacks of cells, a count never stands bare before "of": "ten of eight cells" reads as a fraction
    # (review 10-C): "ten hours of eight cells each".
    bare = same_look and not cells
    if len(run) == 1:
        look = " ".join(filter(None, [before, "one" if same_look else member.noun, after]))  # "a grey hatched one of eight cells": no fraction
        phrase = words.article(look) + say.marked([member.label] if member.label else [])
    else:
        count = words.number(len(run)) if bare else words.count(len(run), member.noun)
        phrase = count if same_look else " ".join(filter(None, [count.split(" ", 1)[0], before, count.split(" ", 1)[1], after]))
    each = " each" if len(run) > 1 else ""
    value = _value(say, member.amount or "0", member.part_noun or unit)  # in the unit it was written in (`6 min`), else the axis's
    if cells:
        phrase += f" of {words.count(int(float(member.amount or '0')), 'cell')}{each}"
    elif all(m.at for m in run):  # at places on an axis: where they stand, then how tall
        phrase += f" at {words.join_sharing_unit([words.spoken(m.at or '') for m in run])},{each} {value} tall"
    elif member.hangs:  # from a value (`from`), no base under it: where it hangs
        phrase += f" hanging from {words.spoken(member.hangs[0])} to {_value(say, member.hangs[1], unit)}"
    elif len(run) > 1 or not words.states(member.label, value):  # "marked paid one thousand hours", never "... at one thousand hours" again
        phrase += f" at {value}"
    phrase += placed  # " from eight to eighteen, the tallest"
    if len(run) > 1:
        labelled = [f"the {words.ordinal(place + 1)}{say.marked([m.label])}" for place, m in enumerate(run) if m.label]
        phrase += "".join(f", {label}" for label in labelled)
    meaning = words.meaning(member.means, member.label)
    if meaning and (member.look, member.means or "") not in meant:
        meant.add((member.look, member.means or ""))
        phrase += f", {meaning}"
    for part in member.parts:
        phrase += ", " + _part_phrase(say, part, unit, meant, cells)
    return phrase


def _stacked(member: Thing) -> tuple[object, ...]:
    """What is stacked past a column's value, as a run compares it."""
    return tuple((part.look, part.amount, part.part_noun, part.means, part.label) for part in member.parts)  # `1 h` and `1` (of minutes) differ


def _part_phrase(say: Voice, part: Thing, unit: str | None, meant: set[tuple[object, str]], cells: bool = False) -> str:
    """ "topped by a red hatched part of six, cold starts missed" (down, for a
    hanging chart, is still past its value: "topped" reads as its far end)."""
    words = say.words
    before, after = words.look_of(part.look) if part.look else ("", "")
    look = " ".join(filter(None, [before, part.noun, after]))
    amount = words.count(int(float(part.amount or '0')), 'cell') if cells else _value(say, part.amount or '0', part.part_noun or unit)
    stated = not cells and words.states(part.label, amount)  # "marked two hundred and forty hours", never "... of two hundred and forty hours" again
    phrase = "with " + words.article(look) + say.marked([part.label] if part.label else []) + (" past it" if stated else f" of {amount} past it")
    meaning = words.meaning(part.means, part.label)
    if meaning and (part.look, part.means or "") not in meant:
        meant.add((part.look, part.means or ""))
        phrase += f", {meaning}"
    return phrase


def _name(say: Voice, member: Thing) -> str:
    """ "the spot column", "the third column"."""
    if member.label:
        return f"the {say.words.spoken(member.label)} {member.noun}"
    return f"the {say.words.ordinal(member.rank)} {member.noun}"


def _value(say: Voice, figure: str, unit: str | None) -> str:
    return axis_words.value(say.words, figure, unit) if unit else say.words.spoken(figure)


def _unit_plural(say: Voice, unit: str) -> str:
    """ "dollars", "gigabytes", "percent": the unit as a noun."""
    return axis_words.value(say.words, "2", unit).split(" ", 1)[-1]
