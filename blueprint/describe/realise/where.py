"""Where things stand, said: the place words of the "links" form and of the
speaker, each taken from the composition's places (`say/places.py`) and
recorded as said (`Places.said`), so that none is ever false.

    region      "a laptop on the left": the region of the drawing it stands in
    pin         "at the upper right": the place on the card it is pinned to,
                said where it stands there
    standing    "below the cable", "to its right": how a thing stands to the
                mark it was placed against, where the drawing shows it so
    position    "the top one", "the left marked before", "the second one": one
                of like things said together, along their row or column, else
                in reading order
    arranged    "side by side", "one above another"
"""

from __future__ import annotations

from dataclasses import replace

from blueprint.describe.realise.voice import Discourse, Key, Voice
from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.positions import position_words
from blueprint.describe.say.places import Place

# A region of the drawing (`say/places.py`) as a place said after a noun.
REGION_WORDS = {
    "left": "on the left", "right": "on the right", "middle": "in the middle", "centre": "in the centre", "top": "at the top", "bottom": "at the bottom",
    "upper-left": "at the upper left", "upper-right": "at the upper right", "lower-left": "at the lower left", "lower-right": "at the lower right",
}
PINNED_WORDS = {
    "at-top-left": "at the upper left", "at-top": "at the top", "at-top-right": "at the upper right",
    "at-left": "at the left", "at-centre": "in the centre", "at-right": "at the right",
    "at-bottom-left": "at the lower left", "at-bottom": "at the bottom", "at-bottom-right": "at the lower right",
}
# ... and the region of the drawing each pin must lie in (`marks/icon.py` states a pin only where it does).
PINNED_REGIONS = {
    "at-top-left": "upper-left", "at-top": "top", "at-top-right": "upper-right", "at-left": "left", "at-centre": "centre",
    "at-right": "right", "at-bottom-left": "lower-left", "at-bottom": "bottom", "at-bottom-right": "lower-right",
}
# The relation (`say/places.py`) each way of standing against another says.
STANDS_AS = {"stands-below": "below", "stands-above": "above", "stands-right-of": "right-of", "stands-left-of": "left-of", "stands-over": "over", "stands-under": "under", "stands-by": "by"}
# How a thing placed against another stands to it: (alone, before the other's name).
STANDING = {
    "stands-below": ("below", "below"),
    "stands-above": ("above", "above"),
    "stands-right-of": ("to the right", "to the right of"),
    "stands-left-of": ("to the left", "to the left of"),
    "stands-over": ("over it", "over"),
    "stands-under": ("under it", "under"),
    "stands-by": ("beside it", "beside"),
}
# ... against the thing the sentence has just named.
AGAINST_IT = {"stands-below": "below it", "stands-above": "above it", "stands-right-of": "to its right", "stands-left-of": "to its left", "stands-over": "over it", "stands-under": "under it", "stands-by": "beside it"}


def region(say: Voice, thing: Thing) -> str:
    """ "on the left": the region of the drawing the thing's facts say it lies in."""
    words = REGION_WORDS.get(thing.region or "", "")
    return say.places.said_as(thing.key, thing.region, words) if words else ""


def pin(say: Voice, thing: Thing) -> str:
    """ "at the upper right": the place on the card it is pinned to, which it lies in."""
    words = PINNED_WORDS.get(thing.place or "", "")
    return say.places.said_as(thing.key, PINNED_REGIONS[thing.place or ""], words) if words else ""


def on_part(say: Discourse, placed: Relation) -> bool:
    """Whether a thing stands over a part of a mark (a lane's stretch, a job in
    a grid): it is drawn on it, inside it, and "over" would read as above."""
    marks: set = getattr(say, "marks", None) or set()
    return placed.verb == "stands-over" and placed.object is not None and bool(marks) and tuple(placed.object) not in marks


def at_part(say: Discourse, placed: Relation) -> bool:
    """Whether a thing was placed against a part of a mark (a staircase's third
    tread), not the whole: the part is named, never "above" alone."""
    marks: set = getattr(say, "marks", None) or set()
    if placed.object is None or not marks or tuple(placed.object) in marks:
        return False
    key = tuple(placed.object)
    inside = any(len(mark) < len(key) and key[: len(mark)] == tuple(mark) for mark in marks)  # below a mark's own key: one of its parts
    holds = any(len(mark) > len(key) and tuple(mark)[: len(key)] == key for mark in marks)  # above marks' keys: a group of them
    return inside and not holds


def standing_words(say: Discourse, placed: Relation) -> tuple[str, str]:
    """How a thing stands to what it was placed against: (alone, before its
    name), "on" for one drawn over a part."""
    return ("on it", "on") if on_part(say, placed) else STANDING[placed.verb]


def against_it(say: Discourse, placed: Relation) -> str:
    """ "below it", "to its right"; "on it" for a thing drawn over a part."""
    return "on it" if on_part(say, placed) else AGAINST_IT[placed.verb]


def level_with(say: Discourse, key: Key, placed: Relation) -> str:
    """", level with it": a thing set beside one mark of a column stands at
    that member's height, not the column's (wish 23: the spare card level
    with the bottom card); said where the two middles meet within 2 px."""
    key_of = tuple(placed.object or ())
    group = say.thing(key_of[:-3]) if len(key_of) > 3 else None  # the group its mark stands in (`marks: N: column: marks: M: icon`)
    if placed.verb not in ("stands-right-of", "stands-left-of") or group is None or group.arrangement != "column":
        return ""
    mine, theirs = say.places.box(key), say.places.box(placed.object)
    if mine is None or theirs is None or abs((mine.y + mine.bottom) - (theirs.y + theirs.bottom)) > 4:
        return ""
    return ", level with it"


# A block drawn over a thing near one of its ends (`along`: this share or less of its length from it) is said at that end.
NEAR_END = 0.25
# The ends of a thing lying along, and of one standing upright: (its start, its end).
ENDS_ALONG = {False: ("left end", "right end"), True: ("bottom", "top")}


def along_end(say: Discourse, placed: Relation) -> str:
    """ "right end", "top": the end of what a block is drawn over that it stands
    at (`along`), where it stands near one; "" in its middle stretch."""
    box = say.places.box(placed.object) if placed.object is not None else None
    if placed.along is None or box is None or NEAR_END < placed.along < 1 - NEAR_END:
        return ""
    return ENDS_ALONG[box.height > box.width][placed.along >= 1 - NEAR_END]


def against(say: Discourse, placed: Relation, words: str | None = None) -> str:
    """ "above the timeline", "above the timeline at ninety seconds" (a block
    placed against a position on a mark's scale), "at the right end of the
    part marked shared memory" (drawn over it near that end); `words` in place
    of the mark's name ("above it")."""
    end = along_end(say, placed)
    if end:
        return f"at its {end}" if words is not None else f"at the {end} of {say.name(placed.object)}"
    said = words if words is not None else f"{standing_words(say, placed)[1]} {say.name(placed.object)}"
    at = [p for p in placed.positions if p is not None]
    return f"{said} {position_words(say.words, tuple(at))}" if at else said


def beside_each(say: Discourse, thing: Thing, placed: Relation) -> str:
    """ "to the left of the object storage bar, the local NVMe bar and the host
    memory bar" (the things said after it, "one beside each"): like things counted together, each placed
    against its own part of one mark (`plan._placed_each`), where the drawing
    shows every one so; "" where it does not (lanes7)."""
    relation = STANDS_AS.get(placed.verb, "")
    found = [say.places.against(member.key, relation, part) for member, part in zip(thing.members, placed.over)]
    if not relation or any(place is None for place in found):
        return ""
    words = f"{STANDING[placed.verb][1]} {say.words.join([say.name(part) for part in placed.over])}"
    for member, place in zip(thing.members, found):
        if place is not None:
            say.places.said(member.key, place, words)
    return words


def standing(say: Voice, thing: Thing, placed: Relation) -> Place | None:
    """How a thing placed against another stands to it, where the drawing shows
    it so (None: the words would be false, and are not said)."""
    return say.places.against(thing.key, STANDS_AS.get(placed.verb, ""), placed.object)


def position(say: Voice, held: tuple[Thing, ...], index: int) -> tuple[str, Place | None]:
    """Where one of like things (members counted together, groups held) stands
    among them, as the composition shows it: "left", "right", "middle" side by
    side; "top", "second", "bottom" one above another; else counted in reading
    order ("second"); "" where none is drawn. Recorded as said: the caller says it."""
    keys = [thing.key for thing in held]
    place = say.places.among(keys[index], keys) if say.places.in_line(keys) else say.places.reading(keys[index], keys)
    if place is None:
        return "", None
    if place.axis == "down" and place.word == "middle":
        place = replace(place, word="nth")  # a column is counted down: "the second one"
    return say.spoken_place(place), place


def arranged(say: Voice, held: tuple[Thing, ...]) -> str:
    """ "side by side", "one above another": how like things stand, where they do."""
    place = say.places.arranged([thing.key for thing in held])
    if place is None:
        return ""
    words = {"side-by-side": "side by side", "one-above-another": "one above another"}[place.word]
    return say.places.said(held[0].key, place, words)


def rank(say: Voice, held: tuple[Thing, ...], index: int) -> int:
    """Where one of like things comes in the frame that places them (as `position`)."""
    keys = [thing.key for thing in held]
    place = say.places.among(keys[index], keys) if say.places.in_line(keys) else say.places.reading(keys[index], keys)
    return place.rank if place is not None else index + 1


def one(say: Voice, held: tuple[Thing, ...], index: int) -> str:
    """ "the left one", or "one" where no place tells it apart."""
    spot, place = position(say, held, index)
    return say.places.said(held[index].key, place, f"the {spot} one") if spot else "one"
