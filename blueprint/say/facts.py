"""Facts: what a mark states about what it draws, with no English in them.

The describe stage is a small natural-language generator (Reiter and Dale):
marks decide the content as facts (this module's types), then the stage
aggregates like facts, chooses how to refer to things and realises sentences
(`blueprint/describe/realise.py`). A mark that states facts writes no sentence:
nouns and labels are the writer's words; looks, places and qualities come from
closed vocabularies the realiser knows how to say.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Computed qualities a mark may state of a thing (said by the realiser).
QUALITIES = ("small", "thin", "short", "long", "shared", "far-longer")
# Qualities that set a part apart from its siblings: said as soon as its holder is brought in.
STANDOUT = ("far-longer",)
# How a thing made of parts runs, said with them ("descending in seven treads").
MOTIONS = ("descending", "climbing")
# Where a thing stands within what holds it.
PLACES = ("instead-of-next", "instead-of-first", "left-end", "right-end", "below-on-span")
# How the parts of a thing are laid out, which decides how they are said.
ARRANGEMENTS = ("list", "stack")


@dataclass(frozen=True)
class Look:
    """How a thing is drawn, by meaning: its fill colour, its outline's rhythm,
    hatching, and whether it is filled at all or only outlined."""

    colour: str = "grey"  # a fill meaning: grey, grey-light, white, dark, blue, red
    line: str = "solid"  # solid, dashed, dotted
    hatch: bool = False
    filled: bool = True


@dataclass(frozen=True)
class Thing:
    """Something drawn: a mark, a part of one, or several alike (`count`)."""

    noun: str  # singular: "tower", "tier", "tread"
    key: tuple = ()  # the spec node it comes from
    look: Look | None = None  # None: its look is not part of what is said
    label: str | None = None  # the writer's words on it, said "marked ..."
    count: int = 1
    quality: str | None = None  # one of QUALITIES
    place: str | None = None  # one of PLACES
    parts: tuple["Thing", ...] = ()  # what it holds, in order (bottom up for a stack)
    arrangement: str = "list"  # one of ARRANGEMENTS
    members: tuple["Thing", ...] = ()  # for a counted thing: each one, said in turn
    rests_on: "Thing | None" = None  # what it stands on ("one shared foundation")
    limit: int | None = None  # how many parts it could hold ("up to three tiers tall")
    part_noun: str | None = None  # what its parts are called, where none is drawn to say it
    motion: str | None = None  # one of MOTIONS: how its parts run
    ends_at: "Thing | None" = None  # what its parts lead to ("a ready floor")
    amount: str | None = None  # a value as the writer wrote it ("9-34 min"), said in words
    alt: str | None = None  # the writer's own words for it: replaces all of the above
    form: str = "thing"  # how the realiser says it: a key of blueprint.describe.realise.FORMS


# How one thing stands to another: a closed vocabulary the realiser says.
VERBS = ("joins", "leads-to", "drops-to", "sits-on", "stands-above", "stands-below", "cuts", "carries", "arrives-from", "sends-into")


@dataclass(frozen=True)
class Relation:
    """`subject` VERB `object`, through `via` (the line, arrow or guides that
    make the relation visible: "joined by a grey dashed cable to")."""

    verb: str  # one of VERBS
    subject: tuple  # the key of a Thing
    object: tuple | None = None  # the key of a Thing, or None (an edge of the card, say)
    via: Thing | None = None
    edge: str | None = None  # "left", "right", "top", "bottom": where an arrival comes from


@dataclass(frozen=True)
class Statement:
    """All a mark states: its things in the order it draws them, and relations."""

    things: tuple[Thing, ...] = field(default_factory=tuple)
    relations: tuple[Relation, ...] = field(default_factory=tuple)
