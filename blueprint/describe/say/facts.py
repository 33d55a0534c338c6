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
from fractions import Fraction
from typing import Any

from blueprint.describe.say.salient import Repeat
from blueprint.marks.look import Look as PartLook
from blueprint.scene import SpecPath

# Computed qualities a mark may state of a thing (said by the realiser).
QUALITIES: tuple[str, ...] = ("small", "thin", "short", "long", "shared", "far-longer", "over-half", "widest", "longest", "second-longest", "shortest", "far-shorter", "crossed", "double-height", "triple-height", "tall", "parts-only", "outlined-rows", "upright")
# A tier standing by its value, by its share of its tower (`size: 36 GB` of 80): said "filling nearly half the tower".
QUALITIES += ("near-half", "half")
# A column of a column chart standing clear of the rest (`describe/marks/columns.py`).
QUALITIES += ("tallest",)
# The widest of the parts beside one that covers over half of the whole (`say/compare.py`).
QUALITIES += ("widest-of-rest",)
# A bar drawn clearly narrower than the bar it stands above or below (`describe/marks/bar.py`).
QUALITIES += ("shorter",)
# A queue whose jobs are drawn at different widths (`describe/marks/queue.py`).
QUALITIES += ("varied",)
# Qualities that set a part apart from its siblings: said as soon as its holder is brought in.
STANDOUT = ("far-longer", "longer-than-together")
# A part longer than all its siblings put together (`say/compare.py`), said as it stands out.
QUALITIES += ("longer-than-together",)
# How a thing made of parts runs, said with them ("descending in seven treads").
MOTIONS: tuple[str, ...] = ("descending", "climbing", "leftward", "rightward")  # leftward, rightward: a leader out of an upright bar's part (upright7)
# A column chart's columns hanging down from a baseline at the top (`hang`, trydraw7).
MOTIONS += ("hanging",)
# Where a thing stands within what holds it.
PLACES: tuple[str, ...] = ("instead-of-next", "instead-of-first", "left-end", "right-end", "bottom-end", "top-end", "below-on-span", "beside-left", "beside-right")
# A staircase's tread run along its floor: the staircase falls to it and climbs back after.
PLACES += ("on-floor",)
# A staircase's landing: a line past its last tread, where it arrives (`landing`).
PLACES += ("past-end",)
# How the parts of a thing are laid out, which decides how they are said.
ARRANGEMENTS: tuple[str, ...] = ("list", "stack", "rows", "grid")  # rows, grid: cells in rows, said as rows of them or as a count in a grid
# Where a thing stands among like things, as the layout put them ("the top bar", "the left bar").
AMONG = ("top", "bottom", "left", "right", "middle")


@dataclass(frozen=True)
class Look:
    """How a thing is drawn, by meaning: its fill colour, its outline's rhythm,
    hatching, and whether it is filled at all or only outlined."""

    colour: str = "grey"  # a fill meaning: grey, grey-light, white, dark, blue, red
    line: str = "solid"  # solid, dashed, dotted
    hatch: bool = False
    filled: bool = True
    line_colour: str | None = None  # the outline's colour where it is not the fill's own ("outlined in blue dashes")


def told_look(look: "PartLook", outline_alone: bool = False) -> Look:
    """A part's look (`marks/look.py`) as a fact: what the realisers say.
    `outline_alone`: a part with no fill is said by its outline's colour (a
    tier or cell "dashed blue"), not as no colour (a bar's part)."""
    if outline_alone and not look.filled:
        return Look(look.colour, look.outline, look.hatch, False)
    return Look(look.fill, look.outline, look.hatch, look.filled, None if look.own_colour else look.colour)


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
    ruler: int | None = None  # the steps of a ruled height at its left, where its parts differ in height (the steps are no parts)
    part_noun: str | None = None  # what its parts are called, where none is drawn to say it
    motion: str | None = None  # one of MOTIONS: how its parts run
    ends_at: "Thing | None" = None  # what its parts lead to ("a ready floor")
    amount: str | None = None  # a value as the writer wrote it ("9-34 min"), said in words
    unsure_from: str | None = None  # where its length turns uncertain ("3 min" of "3-4 min"), drawn dashed from there
    ruled: str | None = None  # the step of the ruled axis it is drawn over ("3 min")
    axis: "TimeAxis | None" = None  # its time axis's title and named ticks (`axis`), said after its length
    height: str | None = None  # a tread's value on its value axis as written with its unit ("120 GB"), said in words
    values: "ValueScale | None" = None  # its value axis (a staircase by values): title, unit and top, said after its length
    rise: int = 1  # a step's depth in levels (a tread followed by a step twice as deep: 2; climbing, and after a fall, the step up to it; on the floor, the depth it fell)
    alt: str | None = None  # the writer's own words for it: replaces all of the above
    form: str = "thing"  # how the realiser says it: a key of blueprint.describe.realise.FORMS
    among: str | None = None  # one of AMONG: where it stands among like things (`say/places.py`)
    region: str | None = None  # where it lies in the drawing, a region of `say/places.py` ("left", "upper-right")
    rank: int = 0  # its place among like things in reading order, from 1 (0: it stands alone)
    share: Fraction | None = None  # the share of what holds it that it takes, as drawn
    within: "Thing | None" = None  # what holds it, when it is said apart from it ("the grey portion of the top bar")
    width_of: "Thing | None" = None  # what it takes its width from (a bar as wide as a part above it)
    starts_at: "Thing | None" = None  # what it runs from (guides from a part; a scale's first words)
    attached: tuple["Thing", ...] = ()  # things drawn on it or from it, said after it (a leader, a scale)
    note: str | None = None  # the writer's further words, beneath its label
    steps: int | None = None  # how many equal steps it is ruled into (a scale)
    lanes: "Lanes | None" = None  # lanes of work along a time axis (form "lanes")
    means: str | None = None  # what each one stands for, the writer's words ("a billed day")
    state: str | None = None  # one of STATES: what its look means by the house style ("in use")
    same_as: tuple | None = None  # the key of a thing it is the same as, said before it ("the same blue job")
    relations: tuple["Relation", ...] = ()  # relations said in its own sentence: links arriving into it, marks placed against it
    chart: "Chart | None" = None  # series over one axis, with lines, regions and marks on it (form "series")
    repeat: "Repeat | None" = None  # its members each repeat the one before with one more part on top (`say/salient.py`)
    apart: bool = False  # its parts stand apart, parted by gaps of paper (`gaps`), not touching
    taller_than: "Thing | None" = None  # a crossed thing standing to one scale beside the free room it would need, and taller than it ("taller than the white tier marked free")
    to_scale: str | None = None  # its members' parts stand by their values, in this unit ("" for plain numbers): "drawn to scale in gigabytes"


# How one thing stands to another: a closed vocabulary the realiser says.
VERBS: tuple[str, ...] = ("joins", "leads-to", "drops-to", "sits-on", "stands-above", "stands-below", "cuts", "carries", "arrives-from", "sends-into", "rises-to", "stands-left-of", "stands-right-of", "stands-under", "stands-by")


@dataclass(frozen=True)
class Relation:
    """`subject` VERB `object`, through `via` (the line, arrow or guides that
    make the relation visible: "joined by a grey dashed cable to")."""

    verb: str  # one of VERBS
    subject: tuple  # the key of a Thing
    object: tuple | None = None  # the key of a Thing, or None (an edge of the card, say)
    via: Thing | None = None
    edge: str | None = None  # "left", "right", "top", "bottom": where an arrival comes from; the side of its run a bracket stands on
    way: str | None = None  # one of WAYS: which way the link runs on the card, from subject to object
    over: tuple[tuple, ...] = ()  # `brackets`: every key of the run it spans, as written (`object` is the first)
    positions: tuple["Time | str | None", ...] = ()  # where its ends stand on a mark's scale (`at-90s`), by end; None: not a position
    ends: tuple[str | None, ...] = ()  # which end of its thing each end reaches (`start`, `end`: `bar.end`), by end; None: the thing itself


@dataclass(frozen=True)
class Statement:
    """All a mark states: its things in the order it draws them, and relations."""

    things: tuple[Thing, ...] = field(default_factory=tuple)
    relations: tuple[Relation, ...] = field(default_factory=tuple)
    tells: tuple[SpecPath, ...] = ()  # keys stating these brings in: the describer records them as told


# --- lanes of work along a time axis (form "lanes") -------------------------------

# What happens in a lane at a time, said by what it does: a kill ends the work, a
# restart redoes the work since the last checkpoint, a checkpoint saves and the
# work carries on.
EVENTS = ("kill", "preempt", "restart", "checkpoint")  # preempt: an interruption after which the work goes on
# What red hatched work is: done again after a restart or a kill, or lost.
MEANINGS = ("redone", "lost")


@dataclass(frozen=True)
class Time:
    """A time on an axis or a length of time: `value` in `unit` (`ms`, `s`,
    `min`, `h`, `d`), said in words with its unit."""

    value: Fraction
    unit: str
    origin: Fraction = Fraction(0)  # a place on an axis counted from an event (`axis: {from}`): `value` is from the axis's start, and the place is `value + origin` (negative before the event)
    zero: str | None = None  # what stands at zero on such an axis ("the failure"), said instead of "zero"


@dataclass(frozen=True)
class TimeAxis:
    """A time axis as the writer told it (`axis`): its title, its length, and
    the ticks given names (each a time and its name: `noon`)."""

    title: str | None = None
    span: Time | None = None
    names: tuple[tuple[Time, str], ...] = ()
    start: Time | None = None  # where an axis counted from an event starts (`from`), a place before zero
    coloured: tuple[tuple[str, str], ...] = ()  # ticks whose words the writer coloured: (words as drawn, colour)


@dataclass(frozen=True)
class ValueScale:
    """A value axis as the writer told it (`y` on a staircase by values): its
    title, its unit (None: plain numbers), and the value at its top."""

    title: str | None
    unit: str | None
    top: float


@dataclass(frozen=True)
class Stretch:
    """A stretch of work in a lane from `start` to `end`; `high`, for a range,
    is where its uncertain part (drawn in dashes) ends."""

    look: Look
    start: Time
    end: Time
    high: Time | None = None
    label: str | None = None
    quality: str | None = None  # one of QUALITIES ("short")
    meaning: str | None = None  # one of MEANINGS, for red hatched work
    layer: bool = False  # drawn over the stretch before it
    key: tuple = ()
    means: str | None = None  # what the writer says it stands for
    label_over: tuple[tuple, ...] = ()  # the keys of its lane's stretches its drawn words stand wholly under


@dataclass(frozen=True)
class Event:
    """Something that happens to a lane's work at a time: one of EVENTS."""

    kind: str
    at: Time
    label: str | None = None
    key: tuple = ()
    since: Time | None = None  # a restart: where the writer says the work is redone from
    means: str | None = None  # what the writer says it stands for


@dataclass(frozen=True)
class Lane:
    """One lane: its label, its stretches in order (a restart's redone work
    among them) and its events in time order."""

    label: str | None = None
    stretches: tuple[Stretch, ...] = ()
    events: tuple[Event, ...] = ()
    key: tuple = ()
    apart: bool = False  # its stretches laid end to end stand apart, parted by gaps of paper (`gaps`)
    ticks: tuple["Ticks", ...] = ()  # moments drawn as thin ticks across it (`event: tick`), by noun and look, counted not told


@dataclass(frozen=True)
class Ticks:
    """A lane's ticks of one noun and one look, in time order: counted, never
    told one by one ("five checkpoints as thin blue ticks")."""

    times: tuple[Time, ...]
    noun: str = "tick"  # what a tick stands for ("request arrival")
    look: Look | None = None  # its line's look (colour: a line colour; line: its rhythm); None: the house's ink tick
    means: str | None = None  # what the writer says these ticks stand for


@dataclass(frozen=True)
class Boundary:
    """A line across every lane at a time: a limit, with what lies after it."""

    at: Time
    look: Look  # its line
    label: str | None = None
    noun: str = "boundary"
    after: str | None = None  # what lies beyond it, a noun ("next allocation")
    crossed: bool = False  # work runs across it, or happens on it
    key: tuple = ()


@dataclass(frozen=True)
class Lanes:
    """Lanes of work on one time axis: what a lane is called when counted
    (`noun`), what each stands for in the writer's word (`each`: "day"), the
    axis's length and the step it is ruled at (None: no ruled axis drawn)."""

    lanes: tuple[Lane, ...] = ()
    noun: str = "lane"
    each: str | None = None
    span: Time | None = None
    step: Time | None = None
    boundaries: tuple[Boundary, ...] = ()
    axis: TimeAxis | None = None  # the axis's title and named ticks (`axis`)


# --- cells in rows (form "cells") ---------------------------------------------------

# What a cell's look means by the house style: grey where in use, white where
# free, only an outline where empty.
STATES = ("in-use", "free", "empty", "idle")


# --- links between things, and the things they join (form "links") ---------------

# Which way a link runs on the card.
WAYS = ("down", "up", "left", "right")
# A link whose arrowheads point both ways: the two things it joins, said as joined.
VERBS += ("joins-both-ways", "stands-over")
# A note labelling what it points at or stands against (`object`; `via`: its leader, if any).
VERBS += ("marks",)
# A band lying behind a mark's plot over a range of its scale (`positions`).
VERBS += ("lies-behind",)
# Where a thing is pinned on the card (`at: top-right`): "at the upper right".
PLACES += ("at-top-left", "at-top", "at-top-right", "at-left", "at-centre", "at-right", "at-bottom-left", "at-bottom", "at-bottom-right")
# Where a thing stands on a link ("a clock sits above the cable", "a red cross
# cuts it"), and a thing on another that a link delivered into it ("where a
# blue block now sits"); a part with no place is a feature of its holder ("whose
# status bar is grey").
PLACES += ("above", "below", "on", "across", "delivered")
# Like things counted together, standing side by side or one above another.
ARRANGEMENTS += ("row", "column")
# A link drawn thick: the main movement.
QUALITIES += ("thick",)
# A bracket (or brace) standing on one side of a run of things (`Relation.over`).
VERBS += ("brackets",)
VERBS += ("measures", "encloses")  # a dimension line measures its two ends; a frame encloses its marks


# --- series over one axis (form "series") --------------------------------------


@dataclass(frozen=True)
class ChartLine:
    """A line across a chart at a value: its id, label, look and what it is (`noun`)."""

    id: str | None
    at: float
    label: str | None
    outline: str
    weight: str | None
    colour: str
    noun: str
    means: str | None = None  # what it stands for, the writer's words


@dataclass(frozen=True)
class ChartRegion:
    """A filled region: `between` two series (by name), or of one `series`
    `where` it runs above (below) a line or the baseline (`against`)."""

    between: tuple[str, str] | None
    series: str | None
    against: str | None
    where: str
    fill: str
    hatch: bool
    means: str | None
    line: str = "none"  # its own outline's rhythm (none: the lines it lies between edge it)
    line_colour: str | None = None  # its outline's colour, where not its fill's own
    label: str | None = None  # the words it carries on the drawing (`label`), said as "marked ..."


@dataclass(frozen=True)
class ChartPoint:
    """Where a mark stands on a series: `kind` "highest", "lowest", "peak",
    "valley" (the `nth` of `of`), or "time" at `at` on the axis (axis numbers)."""

    kind: str
    nth: int = 0
    of: int = 0
    at: float | None = None
    x: float | None = None  # where on the axis it stands, whatever its kind (a highest point's place)


@dataclass(frozen=True)
class ChartMark:
    """An icon, block or label placed on a chart at a point of a series (`series`
    by name, the first for None); `width` in axis numbers for a block that spans."""

    series: str | None
    point: ChartPoint | None
    icon: str | None
    width: float | None
    block: bool
    colour: str
    label: str | None
    place: str
    means: str | None = None  # what it stands for, the writer's words
    look: Look | None = None  # a block's look (None: an icon's or a label's, in `colour`)
    label_apart: bool = False  # its label stands apart from it, with no leader (`say/label_reach.py`): not said to mark it


@dataclass(frozen=True)
class AxisFacts:
    """A chart's axes as the writer told them (`x`, `y`): each title, and the
    value axis's unit and highest tick (its range runs from zero)."""

    x_title: str | None = None
    y_title: str | None = None
    y_unit: str | None = None
    y_top: float | None = None
    x_coloured: tuple[tuple[str, str], ...] = ()  # the x axis's ticks whose words the writer coloured: (words, colour)
    y_coloured: tuple[tuple[str, str], ...] = ()  # the value axis's, the same


@dataclass(frozen=True)
class Chart:
    """Series on one pair of axes. `plot` holds the series as data (each with its
    look, noun and values; the axis with its unit and end) for the shape
    analysis of `say/shapes.py`; `named`: the writer named the series (`series`)
    rather than giving one; `noun` what the single series is; `ticks` the
    ruling, in axis numbers."""

    plot: Any
    lines: tuple[ChartLine, ...] = ()
    regions: tuple[ChartRegion, ...] = ()
    marks: tuple[ChartMark, ...] = ()
    named: bool = False
    noun: str | None = None
    ticks: float | None = None
    axes: AxisFacts | None = None
    in_turn: Any = None  # peaks one in each stretch of a lane on the same scale (`say/aligned.InTurn`)
    peaks_over: Any = None  # the peaks of a curve stacked on the same scale (`say/aligned.PeaksOver`)

