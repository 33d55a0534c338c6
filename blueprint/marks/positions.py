"""Positions on a mark's scale, as anchors: one mechanism for every mark that
draws a scale (a timeline's and a staircase's time axis, a curve's x axis, a
bar's ruled `scale` whose ends are values).

A mark with a scale names an anchor at any position on it, written as the
curve always wrote its points: `ID.at-90s`, `ID.at-1.5h`, `ID.at-500` (no
spaces), and `ID.plot`, the whole of what the scale measures across (a
timeline's lanes, a staircase from its top tread to its floor, a bar, a
curve's plot). A timeline's lane names its own (`ID.LANE.at-90s`). The layout
makes only the ones a spec names (`ctx.wanted`); a `band` spans two of them.
Any anchor also names its two ends, `X.start` and `X.end` (`end_of`): a
guide from a bar's end, a drop from a landing's start. Here: what a position
is and whether it stands on the scale; no drawing, no English but the
messages' list of what would work.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from blueprint import messages
from blueprint.marks.units import Axis
from blueprint.model import anchor_names, last_name
from blueprint.values import Quantity, parse_quantity, parse_signed_quantity

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics

AT = "at-"
PLOT = "plot"


@dataclass(frozen=True)
class Scale:
    """What a mark's scale measures: its unit (`axis`) and where it ends, in axis
    numbers (seconds on a time axis, the number itself on any other)."""

    axis: Axis
    end: float
    start: float = 0.0
    step: float = 0.0  # the step it is ruled at, in axis numbers (0: not ruled); its times are read off it

    def place(self, quantity: Quantity) -> float | None:
        """A written position in axis numbers, or None where it is not one on this
        scale (a range, another unit, past either end)."""
        if quantity.is_range or not self.axis.fits(quantity):
            return None
        value = self.axis.value(quantity)[0]
        return value if self.start - 1e-9 <= value <= self.end + 1e-9 else None

    def position(self, name: str) -> float | None:
        """`at-90s` -> 90.0 (seconds), or None where the name is not a position on it;
        `at--0.5h` before zero, on an axis that starts there (`place` keeps to its range)."""
        if not name.startswith(AT):
            return None
        try:
            return self.place(parse_signed_quantity(name[len(AT):]))
        except ValueError:
            return None

    def summary(self) -> str:
        """How to name its positions, for a message listing what works."""
        example = f"{self.axis.text((self.start + self.end) / 2)}".replace(" ", "")
        return messages.SCALE_POSITIONS.format(example=example, low=self.axis.text(self.start), high=self.axis.text(self.end))


def measured(words: str | None) -> Quantity | None:
    """A scale's end words as a value (`300 s`, `100%`, `0`), or None for words (`a week`)."""
    if words is None:
        return None
    try:
        return parse_quantity(words)
    except ValueError:
        return None


def position_name(name: str) -> str:
    """The position part of an anchor name: `lane-1.at-90s` -> `at-90s`."""
    return last_name(name)[1]


def scale_anchor(scale: Scale | None, name: str, holds: bool = False) -> bool:
    """Whether `name` is an anchor of a mark with `scale`: `plot`, or a position
    `at-X` on it (after a holder's name, `holds`, where the mark has them)."""
    if scale is None:
        return False
    holder, last = last_name(name)
    if holder and not holds:
        return False
    return (last == PLOT and not holder) or scale.position(last) is not None


def check_range(scale: Scale, ends: Mapping[str, Quantity | None], mark: str, what: str, where: Callable[[str], Any], diagnostics: "Diagnostics") -> bool:
    """A range on a mark's scale (a band's, a region's `from` and `to`; an end
    left out is the scale's own): each on the scale, in that order; located
    errors at the key that is wrong, and whether there were none."""
    places = {}
    for key, quantity in ends.items():
        if quantity is None:
            continue
        place = scale.place(quantity)
        if place is None:
            diagnostics.error(where(key), messages.RANGE_OUTSIDE.format(
                found=quantity.written, mark=mark, low=scale.axis.text(scale.start), high=scale.axis.text(scale.end),
                axis=scale.axis.name(), takes=scale.axis.takes()))
        places[key] = place
    start, end = ends.get("from"), ends.get("to")
    if start is not None and end is not None and places["from"] is not None and places["to"] is not None and places["from"] >= places["to"]:
        diagnostics.error(where("to"), messages.RANGE_BACKWARDS.format(what=what, start=start.written, end=end.written))
        return False
    return all(place is not None for place in places.values())


def written(scale: Scale, quantity: Quantity) -> str:
    """A position as the spec wrote it, with the scale's unit where it wrote none."""
    return scale.axis.written(quantity)


def along_anchor(spec: object) -> str | None:
    """The anchor a block's `along` names where it is a place on an axis
    (`along: 40 s` over `tl.lane-1.segment-2` -> `tl.at-40s`): the mark that
    holds what it stands `over` makes it, and the layout reads the place off it."""
    along, over = getattr(spec, "along", None), getattr(spec, "over", None)
    if along is None or getattr(along, "place", None) is None or over is None:
        return None
    return str(along.anchor_name(anchor_names(over)[0]))


ENDS = ("start", "mid", "end")  # the two ends of any anchor and the line midway, as its own anchors: `bar.end`, `stairs.tread-5.end`, `m8.part-2.mid`


def end_of(name: str) -> tuple[str, str] | None:
    """(the anchor, `start`, `mid` or `end`) for a name of one end of an anchor
    (`spot3.end`, `stairs.landing.start`), else None: any anchor has its two
    ends, its left and right edge (reading order), and the line midway between
    them, as anchors of their own."""
    holder, last = last_name(name)
    return (holder, last) if holder and last in ENDS else None


def runs_up(name: str, ids: Mapping[str, Any]) -> bool:
    """Whether the anchor `name` runs upward, as the mark that makes it says
    (`MarkKind.runs_up`: an upright bar and its parts, a tower and its tiers),
    so its `start` is its bottom and its `end` its top."""
    root, _, rest = name.partition(".")
    node = getattr(ids.get(root), "node", None)
    return node is not None and getattr(node, "id", None) == root and hasattr(node, "kind") and bool(node.kind.runs_up(node, rest))
