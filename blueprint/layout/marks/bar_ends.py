"""The room a bar makes at its ends for the labels asked to stand beside its
end parts (`label-side: left`, `right`): its length, given up to them, as a
timeline's lanes part for the labels asked between them."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import side_room
from blueprint.marks.bar.spec import BarSpec, walk_parts, whole_of
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode


def end_room(node: "MarkNode", ctx: "LayoutContext") -> tuple[float, float]:
    """The px a bar leaves at its left and right ends for the labels asked
    to stand beside its end parts (`label-side: left` on a part starting at
    the bar's left end, `right` on one reaching its right end): the bar
    narrows to hold them, as a timeline's lanes part for theirs. A bar given
    a `width` keeps it, its end labels standing past it."""
    bar = node.spec_as(BarSpec)
    if "width" in bar.model_fields_set:  # the writer's width is the bar's: its end labels stand past it
        return 0.0, 0.0
    whole = Fraction(1)
    if bar.ends == "parts":
        whole = min(Fraction(1), sum((p.share.value for p in bar.parts), Fraction(0)) / whole_of(bar, ctx.ids)) if bar.parts else Fraction(1)
    left = right = 0.0
    for info in walk_parts(bar, node.path, whole_of(bar, ctx.ids)):
        words, side = info.spec.label, info.spec.label_side
        if words and side == "left" and info.start == 0:
            left = max(left, side_room(ctx, words, side))
        if words and side == "right" and info.start + info.share >= whole:
            right = max(right, side_room(ctx, words, side) - _kept(whole, ctx))
    return left, right


def _kept(whole: Fraction, ctx: "LayoutContext") -> float:
    """The length a bar that ends where its parts end keeps past them (its
    scale runs on), at most: a label beside its last part stands in it
    first, and the bar gives up only what it lacks."""
    return float(1 - whole) * ctx.content.width * 0.5 if whole < 1 else 0.0


def asked_at_ends(node: "MarkNode", ctx: "LayoutContext") -> tuple[list[tuple[SpecPath, str]], float]:
    """The labels asked beside a bar's parts (each `label-side` key and its
    words), and the length the bar gives up for them (`end_room`): what the
    engine names where the card is too narrow for them."""
    bar = node.spec_as(BarSpec)
    found = [(info.path + ("label-side",), info.spec.label) for info in walk_parts(bar, node.path, whole_of(bar, ctx.ids))
             if info.spec.label and info.spec.label_side in ("left", "right")]
    return found, sum(end_room(node, ctx))
