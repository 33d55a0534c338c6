"""Facts of series over one axis (form "series"): the lines, regions and
marks on a chart, its axes, and the chart that holds them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from blueprint.describe.say.facts.look import Look


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
class LineAcross:
    """A line across a column chart at a value, and how the columns stand to
    it, each by its place from the left (from 1): those whose whole stands
    over the line, those that reach it (their whole at its value), the rest under it."""

    line: ChartLine
    over: tuple[int, ...] = ()
    reach: tuple[int, ...] = ()


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
    stretch: tuple[str | None, str | None] = (None, None)  # where along the x axis it is held to (`from`, `to`), as the axis writes them


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
    look: Look | None = None  # a block's or a dot's look (None: an icon's or a label's, or a plain dot, in `colour`)
    size: str | None = None  # a dot's size (`small`, `large`; None: the house's)
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
    x_major: float | None = None  # the step of the x axis's longer ticks (`major`), in axis numbers
    y_major: float | None = None  # the value axis's, the same
    x_arrow: bool = False  # an arrow drawn the way the x axis runs (`arrow: true`)
    y_arrow: bool = False  # the value axis's, up beside its title


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
    subject: str | None = None  # the diagram's subject as written (`subject:`): the lead leaves out the x axis's words it already says

