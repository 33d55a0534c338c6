"""`same-scale` checked on the composition that stands (issue 27): after
every block has found its frame and place, each mark on another's time scale
still runs at its rate and, stacked, from its start (`rules/relations.py`),
or the key is refused, saying how far the drawing moved it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.laid import Laid
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.draw.timescale import path_key
from blueprint.rules import relations

if TYPE_CHECKING:
    from blueprint.loader.spec import Spec


def check_shared_scales(spec: "Spec", laid: Laid, ctx: LayoutContext) -> None:
    """Each `same-scale` holds in the drawing that stands (`rules/relations.py`):
    the same rate, and, stacked, the same origin; else an error at the key."""
    for node in spec.marks:
        target = getattr(node.spec, "same_scale", None)
        ident = spec.ids.get(target) if target else None
        if ident is None:
            continue
        mine, theirs = laid.scales.get(path_key(node.path)), laid.scales.get(path_key(ident.node.path))
        my_box, their_box = laid.boxes.get(node.path), laid.boxes.get(ident.node.path)
        if mine is None or theirs is None or my_box is None or their_box is None or not mine.seconds or not theirs.seconds:
            continue
        axes = relations.Axis(mine.left, mine.width / mine.seconds), relations.Axis(theirs.left, theirs.width / theirs.seconds)
        found = relations.broken(*axes, relations.stacked(my_box, their_box))
        if found is None:
            continue
        noun = messages.MARK_NOUNS[node.kind.name][0]
        how = (
            messages.SCALE_ORIGIN_MOVED.format(dx=f"{abs(axes[0].left - axes[1].left):.0f}", side="right" if axes[0].left > axes[1].left else "left", target=target)
            if found == "origin"
            else messages.SCALE_RATE_CHANGED.format(ratio=f"{axes[0].rate / axes[1].rate:.2f}", target=target)
        )
        ctx.diagnostics.error(ctx.locate(node.path + ("same-scale",)), messages.SCALE_NOT_SHARED.format(target=target, noun=noun, how=how))
