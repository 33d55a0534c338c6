"""A staircase that falls to its floor and climbs back, in the house voice.

A mark states its treads in order, one of them `on-floor` (its `rise` the
depth it fell), those after it each with the levels it climbs; this module
says the shape in a sentence of its own after the staircase's lead: "The
staircase drops from its first tread to the floor for five minutes, then
climbs back in two blue steps to the level it fell from". The lead, with a
fall, counts the treads ("a staircase of four treads") rather than saying
them descending, since they do not all run one way.

Marks never call this module: the describer hands it their facts.
"""

from __future__ import annotations

from blueprint.describe.lexicon import axis as axis_words
from blueprint.describe.realise.ordinals import ordinals
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import STANDOUT, Look, Thing
from blueprint.describe.say.look_words import line_words

ON_FLOOR = "on-floor"


def fall_of(thing: Thing) -> int | None:
    """The place of the tread run along the floor, if the staircase falls to it."""
    return next((index for index, part in enumerate(thing.parts) if part.place == ON_FLOOR), None)


def said_by_fall(thing: Thing, index: int) -> bool:
    """Whether part `index`'s step is said by `fall`, not as a deep step: the
    fall (the tread on the floor, and descending, the tread before it), and
    the steps climbing back when they all climb the same levels."""
    fall = fall_of(thing)
    if fall is None:
        return False
    return index == fall or (index == fall - 1 and thing.motion != "climbing") or (index > fall and _even(thing.parts[fall + 1:]) is not None)


def _even(steps: tuple[Thing, ...]) -> int | None:
    """The levels each of `steps` climbs, when they all climb the same."""
    rises = {part.rise for part in steps}
    return rises.pop() if len(rises) == 1 else None


def climbs_to(thing: Thing, index: int) -> bool:
    """Whether part `index`'s step climbs to it: every step of a climbing
    staircase, and the steps after a fall."""
    fall = fall_of(thing)
    return thing.motion == "climbing" or (fall is not None and index > fall)


def _colour(look: Look | None) -> str:
    return line_words(look.colour, look.line) if look is not None else ""


def colour(look: Look | None) -> str:
    """A tread's look when it is not the staircase's solid grey: "blue", "red",
    "dashed", "dotted blue"."""
    return "" if look is None else line_words(look.colour, look.line, quiet_grey=True)


def one_colour(thing: Thing) -> str:
    """The colour every tread shares, said with the staircase ("grey "): a look
    the treads share is the staircase's, and no tread is said apart for it."""
    looks = {(p.look.colour, p.look.line) if p.look is not None else ("grey", "solid") for p in thing.parts}  # no look: the tread's solid grey
    if len(looks) != 1 or len(thing.parts) < 2:
        return ""
    hue, line = looks.pop()
    said = line_words(hue, line)
    return f"{said} " if said else ""


def colours(say: Voice, thing: Thing) -> str:
    """The treads drawn in a colour of their own, where no other sentence said
    it (the fall says its own): "the second tread is blue and the third red"."""
    coloured = [(i, colour(p.look)) for i, p in enumerate(thing.parts)
                if colour(p.look) and p.quality not in STANDOUT and not said_by_fall(thing, i)]
    if not coloured or (one_colour(thing) and not fall_of(thing)):  # all one colour: the lead said it
        return ""
    noun = thing.parts[coloured[0][0]].noun
    hues: dict[str, list[int]] = {}
    for index, hue in coloured:
        hues.setdefault(hue, []).append(index)  # like treads merge: "the third to fifth treads are blue"
    said: list[str] = []
    for hue, places in hues.items():
        named = ordinals(say.words, places)
        if said:
            said.append(f"the {named} {hue}")
        else:
            said.append(f"the {named} {say.words.plural(noun) if len(places) > 1 else noun} {'are' if len(places) > 1 else 'is'} {hue}")
    return say.words.join(said)


def meanings(say: Voice, thing: Thing) -> str:
    """What the writer says treads stand for (`means`), by their places, like
    treads merged: "the first and third treads are loading weights"."""
    found: dict[str, list[int]] = {}
    for index, part in enumerate(thing.parts):
        if part.means:
            found.setdefault(part.means, []).append(index)
    said = [f"the {ordinals(say.words, places)} {say.words.plural(thing.parts[places[0]].noun) if len(places) > 1 else thing.parts[places[0]].noun} "
            f"{'are' if len(places) > 1 else 'is'} {say.words.spoken(means)}" for means, places in found.items()]
    return say.words.join(said)


def fall(say: Voice, thing: Thing) -> str:
    """ "The staircase descends in two treads, drops from the second to a floor
    marked zero replicas and runs along it as a red tread for five minutes,
    then climbs back in two blue steps to the level it fell from"."""
    index = fall_of(thing)
    if index is None or index == 0 or thing.alt:
        return ""
    words = say.words
    floor, before, after = thing.parts[index], thing.parts[:index], thing.parts[index + 1:]
    said = []
    if len(before) > 1:
        said.append(f"{'climbs' if thing.motion == 'climbing' else 'descends'} in {words.count(len(before), thing.part_noun or 'tread')}")
        source = f"the {words.ordinal(index)}"
    else:
        source = f"its {words.ordinal(index)} {thing.part_noun or 'tread'}"
    ground = thing.ends_at if thing.motion != "climbing" else None  # climbing, `floor` names the level reached
    where = f"a floor marked {words.spoken(ground.label)}" if ground is not None and ground.label else "the floor"
    lasts = words.spoken(floor.amount) if floor.amount else ""
    if not after and lasts:
        lasts = f"its last {lasts[4:] if lasts.startswith('one ') else lasts}"
    drop = f"drops from {source} to {where}"
    colour = _colour(floor.look)
    if colour or where != "the floor":  # a label or a look of its own: the tread is said running along the floor
        drop += " and runs along it" + (f" as {words.article(colour)} tread" if colour else "")
    said.append(drop + (f" for {lasts}" if lasts else ""))
    text = f"the {thing.noun} " + ", ".join(said)
    if after:
        text += ", then " + _climb(say, thing, floor, after)
    return text


def _climb(say: Voice, thing: Thing, floor: Thing, after: tuple[Thing, ...]) -> str:
    """ "climbs back in two blue steps to the level it fell from": the steps
    after the fall, their look when they share one, and where they end against
    the level the staircase fell from (level with it, short of it, past it)."""
    words = say.words
    looks = {part.look for part in after}
    colour = _colour(next(iter(looks))) if len(looks) == 1 else ""
    steps = words.count(len(after), f"{colour} step".strip())
    each = _even(after)
    if each is not None and each > 1:  # "in two blue steps of two levels each"
        steps += f" of {words.count(each, 'level')}" + (" each" if len(after) > 1 else "")
    climbed, fell = sum(part.rise for part in after), floor.rise
    reached = thing.ends_at.label if thing.motion == "climbing" and thing.ends_at is not None else None  # climbing, `floor` names the level reached
    marked = f"marked {words.spoken(reached)}" if reached else ""
    if climbed == fell:
        end = " to the level it fell from" + (f", {marked}" if marked else "")
    elif climbed < fell:
        end = ", short of the level it fell from" + (f", to a level {marked}" if marked else "")
    else:
        end = " past the level it fell from" + (f" to a level {marked}" if marked else "")
    return f"climbs back in {steps}{end}"


def value_axis(say: Voice, thing: Thing) -> str:
    """", on a value axis of stored from zero to one thousand gigabytes": a
    staircase by values, its axis as every value axis is said."""
    scale = thing.values
    if scale is None:
        return ""
    said = lambda value: axis_words.value(say.words, f"{value:g}", scale.unit) if scale.unit else say.words.spoken(f"{value:g}")
    longer = f", with {axis_words.longer_ticks(axis_words.every(said(scale.major)))}" if scale.major else ""
    arrowed = f", {axis_words.arrow('up')}" if scale.arrow else ""
    return ", " + axis_words.value_axis(say.words, scale.title, say.words.number(0), said(scale.top)) + longer + arrowed


def heights(say: Voice, thing: Thing) -> str:
    """"The treads stand at one, two, four and eight replicas": each tread's
    value, the unit said once, after the last."""
    values = [part.height for part in thing.parts if part.height]
    if not values or len(values) != len(thing.parts) or thing.alt:
        return ""
    unit = thing.values.unit if thing.values is not None else None
    figures = [v.split()[0] if unit and " " in v else v.rstrip("%").lstrip("$€£") if unit else v for v in values]
    said = [say.words.spoken(f) for f in figures[:-1]] + [axis_words.value(say.words, figures[-1], unit) if unit else say.words.spoken(figures[-1])]
    noun = say.words.plural(thing.part_noun or "tread")
    return f"the {noun} stand at {say.words.join(said)}"
