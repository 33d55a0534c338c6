"""Words of other marks placed `over` a lane (a cross over `tl.spot.at-45s`
with `label-side: below`): the timeline makes room for them over or under
that lane as for its own stretches' and events' words, so they stand by the
mark they name, not under the time axis where the next lane left no room
(spot-drain-two-minutes: "node gone" hung 400 px off its cross)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint.layout.draw.reference_lines import words_width
from blueprint.layout.marks.timeline.parts import Reach
from blueprint.marks.label import Lines
from blueprint.marks.positions import along_anchor
from blueprint.marks.timeline.spec import TimelineSpec
from blueprint.model import last_name
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.layout.draw.timescale import TimeScale


@dataclass(frozen=True)
class Guest:
    """A mark's words asked over or under one lane: the lane's place in
    `lanes`, where along it (axis seconds; None: the lane's middle), on
    which side, the words, and the key that asked (for a refusal)."""

    lane: int
    at: float | None
    side: str
    label: str  # a label of two lines stays `Lines`, its lines kept for measuring
    asked_at: SpecPath


def guests(spec: TimelineSpec, ctx: "LayoutContext") -> list[Guest]:
    """The words of the marks standing `over` a lane of this timeline (the
    lane, a place on it, a part of it) asked `above` or `below` it."""
    if not spec.id:
        return []
    holder = next((node for node in ctx.marks if node.id == spec.id), None)
    scale = holder.kind.scale(holder) if holder is not None else None
    found = []
    for node in ctx.marks:
        over, label, side = (getattr(node.spec, key, None) for key in ("over", "label", "label_side"))
        asked = "label_side" in node.spec.model_fields_set  # a side the writer chose; else the words take the first clear one
        if not isinstance(over, str) or not label or not asked or side not in ("above", "below") or not over.startswith(spec.id + "."):
            continue
        lane_name, _, rest = over[len(spec.id) + 1:].partition(".")
        lane = _lane_index(spec, lane_name)
        if lane is None:
            continue
        placed = along_anchor(node.spec)  # a part's place `along` it (`over: tl.spot.segment-4, along: 45 s`): that place
        _, last = last_name(placed) if placed is not None else last_name(rest) if rest else ("", "")
        at = scale.position(last) if scale is not None and last else None
        found.append(Guest(lane, at, side, _words(label), node.path + ("label-side",)))
    return found


def _words(label: object) -> str:
    """A mark's words as its label keeps them: two lines stay `Lines` (their
    room is the wider line's width and two lines' height), never one run."""
    if isinstance(label, str):
        return label
    return Lines(tuple(str(line) for line in label)) if isinstance(label, (list, tuple)) else str(label)


def _lane_index(spec: TimelineSpec, name: str) -> int | None:
    """A lane by its id or its number (`spot`, `lane-1`)."""
    for index, lane in enumerate(spec.lanes):
        if name in (lane.id, f"lane-{index + 1}"):
            return index
    return None


def guest_reaches(found: list[Guest], lane: int, scale: "TimeScale", ctx: "LayoutContext", gap: float) -> tuple[list[Reach], list[Reach]]:
    """How far the guests' words reach over and under the lane's box, across
    the x they take (centred on their place, as an icon's words stand), a
    gap beyond them included: `asked_reach`'s terms."""
    above: list[Reach] = []
    below: list[Reach] = []
    for guest in found:
        if guest.lane != lane:
            continue
        width = words_width(guest.label, "label", ctx)  # two lines (`Lines`): the wider
        x = scale.x(guest.at) if guest.at is not None else scale.left + scale.width / 2
        reach = ctx.theme.layout.icon_label_gap + ctx.text_height("label", guest.label) + gap
        (above if guest.side == "above" else below).append((x - width / 2, x + width / 2, reach))
    return above, below
