"""Facts of lanes of work along a time axis (form "lanes"): times and axes,
stretches, events, ticks and boundaries, and the lanes that hold them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from blueprint.describe.say.facts.look import Look
from blueprint.describe.say.place_check import Place

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
    clock: str | None = None  # a place on an axis whose ticks are named as clock times: its clock time ("21:00"), said instead of its hours
    most: str | None = field(default=None, compare=False)  # the largest unit it is said in: the unit its axis is read in (`say/times.reading_unit`)

    def lasting(self, value: Fraction) -> "Time":
        """A length of time on the same axis: its unit, said as the axis is read."""
        return Time(value, self.unit, most=self.most)


@dataclass(frozen=True)
class TimeAxis:
    """A time axis as the writer told it (`axis`): its title, its length, and
    the ticks given names (each a time and its name: `noon`)."""

    title: str | None = None
    span: Time | None = None
    names: tuple[tuple[Time, str], ...] = ()
    start: Time | None = None  # where an axis counted from an event starts (`from`), a place before zero
    coloured: tuple[tuple[str, str], ...] = ()  # ticks whose words the writer coloured: (words as drawn, colour)
    major: "Time | None" = None  # the step of its longer ticks (`major: 6 h`), where it has them
    arrow: bool = False  # an arrow drawn the way it runs (`arrow: true`)


@dataclass(frozen=True)
class ValueScale:
    """A value axis as the writer told it (`y` on a staircase by values): its
    title, its unit (None: plain numbers), and the value at its top."""

    title: str | None
    unit: str | None
    top: float
    major: float | None = None  # the step of its longer ticks (`major`), where it has them
    arrow: bool = False  # an arrow drawn up beside its title (`arrow: true`)


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
    sliver: bool = False  # drawn wider than its value (at the thinnest part drawn): the picture shows a thin sliver, not its length


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
    label_colour: str | None = None  # its name's colour by meaning (`label-colour`); None: ink
    set_apart: bool = False  # drawn past a wider gap from the lanes above it (`set-apart`)


@dataclass(frozen=True)
class Ticks:
    """A lane's ticks of one noun and one look, in time order: counted, never
    told one by one ("five checkpoints as thin blue ticks")."""

    times: tuple[Time, ...]
    noun: str = "tick"  # what a tick stands for ("request arrival")
    look: Look | None = None  # its line's look (colour: a line colour; line: its rhythm); None: the house's ink tick
    means: str | None = None  # what the writer says these ticks stand for
    labels: tuple[tuple[Time, str], ...] = ()  # the words drawn by some of them (`label`), each with its tick's time


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
class Beneath:
    """Parts of one look and meaning laid across stretches, each a thin bar
    beneath its stretch (the all-reduce under the compute): under stretches
    of what look and meaning, in how many lanes, and whether under each."""

    look: Look
    means: str | None
    under: Look  # the look of the stretches they run under
    under_means: str | None  # what those stretches stand for
    under_label: str | None  # their label
    lanes: int  # how many lanes hold them
    each: bool  # one under every stretch of that look and meaning in those lanes
    count: int  # how many there are
    key: tuple = ()


@dataclass(frozen=True)
class PanelEnds:
    """Where the lanes of each panel on one time scale end (`same-scale`), in
    the order the panels stand, where each panel's lanes end together and no
    two panels end at one time, all from one start: a reader compares the ends at a glance
    (tensor-parallel-overlap: the top panel's at 120 ms, the bottom's at 90)."""

    ends: tuple[tuple[Place | None, "Time", int], ...]  # each panel's place among the others, its lanes' end, and how many lanes it has
    here: int  # which of them this timeline is


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
    beneath: tuple[Beneath, ...] = ()  # parts laid across stretches, in a thin track beneath them
    panels: PanelEnds | None = None  # one of panels on one scale that end apart: where each ends


