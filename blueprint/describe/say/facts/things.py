"""The facts every mark states: a thing drawn (`Thing`), how one thing stands
to another (`Relation`), and all a mark states (`Statement`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from blueprint.describe.say.facts.alike import AlikeCount
from blueprint.describe.say.facts.charts import Chart, LineAcross
from blueprint.describe.say.facts.lanes import Lanes, Time, TimeAxis, ValueScale
from blueprint.describe.say.facts.look import Look
from blueprint.describe.say.salient import Repeat
from blueprint.scene import SpecPath


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
    at: str | None = None  # its place on the axis along its mark as written with its unit ("14 h"): a column at a place
    hangs: tuple[str, str] | None = None  # the values it hangs between on its value axis ("760", "1000"): a column from a value (`from`), no base under it
    waterfall: str | None = None  # "down" or "up": a chart's columns each hanging where the one before ended (a waterfall)
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
    longer_every: str | None = None  # the step of its longer ticks as written (`6 h`: a ruled scale's `major`)
    arrow: str | None = None  # the way the arrow of its axis points (`arrow: true`): "right" along a scale, "up" beside a value axis
    lanes: "Lanes | None" = None  # lanes of work along a time axis (form "lanes")
    means: str | None = None  # what each one stands for, the writer's words ("a billed day")
    state: str | None = None  # one of STATES: what its look means by the house style ("in use")
    same_as: tuple | None = None  # the key of a thing it is the same as, said before it ("the same blue job")
    relations: tuple["Relation", ...] = ()  # relations said in its own sentence: links arriving into it, marks placed against it
    chart: "Chart | None" = None  # series over one axis, with lines, regions and marks on it (form "series")
    repeat: "Repeat | None" = None  # its members each repeat the one before with one more part on top (`say/salient.py`)
    apart: bool = False  # its parts stand apart, parted by gaps of paper (`gaps`), not touching
    laid_across: bool = False  # its parts lie side by side over its breadth (`split: across`), not one after another along it
    dividers: str | None = None  # the rhythm of the lines drawn at the joins between its parts (`dividers: dashed`)
    taller_than: "Thing | None" = None  # a crossed thing standing to one scale beside the free room it would need, and taller than it ("taller than the white tier marked free")
    to_scale: str | None = None  # its members' parts stand by their values, in this unit ("" for plain numbers): "drawn to scale in gigabytes"
    across: tuple[LineAcross, ...] = ()  # lines across a column chart at a value, and the columns over them (trydraw9a)
    holds: str | None = None  # an unlabelled row or column by what it holds ("sixteen bars"): its layout word names nothing drawn
    alike: "AlikeCount | None" = None  # its taken cells, as many as in every other grid of its noun and shape (`say/facts/alike.py`)



@dataclass(frozen=True)
class Relation:
    """`subject` VERB `object`, through `via` (the line, arrow or guides that
    make the relation visible: "joined by a grey dashed cable to")."""

    verb: str  # one of VERBS
    subject: tuple  # the key of a Thing
    object: tuple | None = None  # the key of a Thing, or None (an edge of the card, say)
    via: Thing | None = None
    edge: str | None = None  # "left", "right", "top", "bottom": where an arrival comes from; the side of its run a bracket stands on; guides: "opens" (a zoom), "level" (one line over a gap, level)
    way: str | None = None  # one of WAYS: which way the link runs on the card, from subject to object
    over: tuple[tuple, ...] = ()  # `brackets`: every key of the run it spans, as written (`object` is the first)
    positions: tuple["Time | str | None", ...] = ()  # where its ends stand on a mark's scale (`at-90s`), by end; None: not a position
    ends: tuple[str | None, ...] = ()  # which end of its thing each end reaches (`start`, `end`: `bar.end`), by end; None: the thing itself
    starts: str | None = None  # "below", "above", "left", "right": its drawn line starts clear of its subject there, not seen to leave it
    unit: str | None = None  # guides opening into a view of another time unit: that view's unit ("s": "a view in seconds")
    along: float | None = None  # a block drawn `over` a thing at a point along it (`along: 90%`): that share of its length
    series: str | None = None  # a line between two places on one series of a curve (`roof.memory.at-1`): that series, which it climbs or falls along


@dataclass(frozen=True)
class Statement:
    """All a mark states: its things in the order it draws them, and relations."""

    things: tuple[Thing, ...] = field(default_factory=tuple)
    relations: tuple[Relation, ...] = field(default_factory=tuple)
    tells: tuple[SpecPath, ...] = ()  # keys stating these brings in: the describer records them as told
