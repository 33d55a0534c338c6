"""The bar mark: a whole drawn as a long rectangle, split into parts by share.

Spec (`spec.py`): a bar has parts laid from its left end (a part may hold parts
of its own, laid inside it), labels, leaders from a part to words below or
above it, a ruled scale under it, and a span: the width of a part of a bar
above it. Here: its ids (the bar's and its named parts', `top.busy`), the
reference its span makes, and the check that shares fit what holds them. Its
drawing is the layout stage's (`layout/marks/bar.py`), its facts the describe
stage's (`describe/marks/bar.py`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.marks.axis import end_of
from blueprint.marks.axis_checks import Longer, check as check_axis
from blueprint.marks.bar.spec import BarSpec, PartSpec, ScaleSpec, walk_parts, whole_of
from blueprint.marks.base import Ident, MarkKind, MarkNode, Ref
from blueprint.scene import SpecPath
from blueprint.marks.positions import Scale, measured
from blueprint.marks.units import Axis
from blueprint.values import Quantity, percent_text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap


PART = re.compile(r"part-([1-9][0-9]*)")  # a bar's part by its number, as written


class BarMark(MarkKind):
    name = "bar"
    model = BarSpec

    def runs_up(self, node: MarkNode, name: str) -> bool:
        """An upright bar (`direction: up`) and every part of it run upward."""
        return node.spec_as(BarSpec).upright

    def ids(self, node: MarkNode) -> list[Ident]:
        found = super().ids(node)
        for info in walk_parts(node.spec_as(BarSpec), node.path):
            if info.name:
                found.append(Ident(info.name, info.path + ("id",), "part", info))
        return found

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """A part by its number as written (`part-2`), named or not, as a
        timeline's segment is; or a position on its scale."""
        number = PART.fullmatch(name)
        return (number is not None and int(number.group(1)) <= len(node.spec_as(BarSpec).parts)) or super().has_anchor(node, name)

    def anchor_summary(self, node: MarkNode) -> list[str]:
        count = len(node.spec_as(BarSpec).parts)
        parts = [messages.ANCHOR_ONE.format(name="part") if count == 1 else messages.ANCHOR_RANGE.format(name="part", last=count)] if count else []
        return parts + self.scale_summary(node)

    def scale(self, node: MarkNode) -> Scale | None:
        """Its ruled `scale`, where its `end` is a value with its unit (`300 s`,
        `100%`): from its `start` (a value, else 0) to that end; a scale ruled
        as an axis (`to: 8 slots`), from 0 to its `to`, in its unit."""
        spec = node.spec_as(BarSpec)
        if spec.scale is not None and spec.scale.ruled and spec.scale.to is not None:
            unit = spec.scale.axis_unit()
            whole = unit.value(spec.scale.to)[0] if unit.fits(spec.scale.to) else 0.0
            return Scale(unit, whole) if whole > 0 else None
        end = measured(spec.scale.end) if spec.scale is not None else None
        if end is None or end.unit is None:
            return None
        axis = Axis(end.unit)
        start = measured(spec.scale.start) if spec.scale is not None else None
        low = axis.value(start)[0] if start is not None and axis.fits(start) and not start.is_range else 0.0
        high = axis.value(end)[1]
        return Scale(axis, high, low) if high > low else None

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(BarSpec)
        if spec.span is None:
            return []
        return [Ref(spec.span, node.path + ("span",), "`span`", ("part", "bar"))]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        spec = node.spec_as(BarSpec)
        if spec.span is not None and spec.width is not None:
            diagnostics.error(source.locate(node.path + ("width",), key=True), messages.BAR_WIDTH_WITH_SPAN.format(span=spec.span))
        whole = whole_of(spec, ids)

        def check_level(parts: list[PartSpec], where: SpecPath, room: Fraction, across: bool) -> None:
            total = sum((p.share.value for p in parts), Fraction(0))
            if total > room:
                diagnostics.error(
                    source.locate(where + ("parts",)),
                    messages.SHARES_OVER_WHOLE.format(total=percent_text(total), whole=percent_text(room)),
                )
            for index, part in enumerate(parts):
                if across and part.parts:  # side by side over a breadth, each is one piece
                    diagnostics.error(source.locate(where + ("parts", index, "parts"), key=True), messages.ACROSS_PART_PARTS)
                check_level(part.parts, where + ("parts", index), Fraction(1) if part.across else part.share.value, part.across)

        check_level(spec.parts, node.path, Fraction(1) if spec.across else whole, spec.across)  # laid across, shares of the breadth
        holders: list[tuple[BarSpec | PartSpec, SpecPath]] = [(spec, node.path)] + [(info.spec, info.path) for info in walk_parts(spec, node.path)]
        for holder, where in holders:  # `split` and `dividers` act on a holder's parts: on too few, on nothing
            for key, least in (("split", 1), ("dividers", 2)):
                if key in holder.model_fields_set and len(holder.parts) < least:
                    diagnostics.error(source.locate(where + (key,), key=True), messages.SPLIT_TOO_FEW.format(key=key, least=least, count=len(holder.parts)))
        if spec.across and spec.gaps is not None:
            diagnostics.error(source.locate(node.path + ("gaps",), key=True), messages.ACROSS_GAPS)
        self._check_direction(spec, node.path, source, diagnostics)
        if spec.scale is not None and not spec.upright:
            self._check_scale(spec.scale, node.path + ("scale",), source, diagnostics)

    @staticmethod
    def _check_direction(spec: BarSpec, where: SpecPath, source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """What turns with a bar standing upright, and what does not yet: a
        `span`, a `scale` and `gaps` are refused at the key; a leader stands
        across the bar (`below`/`above` lying along, `right`/`left` upright),
        and a label `above` or `below` an upright bar only at its end part."""
        if spec.upright:
            for key in ("span", "scale", "gaps", "ends"):
                if getattr(spec, key) not in (None, "whole"):
                    diagnostics.error(source.locate(where + (key,), key=True), messages.UPRIGHT_KEY.format(key=key, why=messages.UPRIGHT_WHY[key]))
        sides, lying = messages.LEADER_SIDES[spec.direction]
        across = ("left", "right") if spec.upright else ("below", "above")
        infos = list(walk_parts(spec, where))
        tops = [info for info in infos if info.depth == 0]
        for info in infos:
            leader = info.spec.own_leader
            if leader is not None and leader.side is not None and leader.side not in across:
                diagnostics.error(source.locate(info.path + ("leader", "side")), messages.LEADER_SIDE_ACROSS.format(sides=sides, lying=lying, found=leader.side))
            side = info.spec.label_side
            if spec.upright and info.spec.label and side in ("above", "below"):
                end = tops[-1] if side == "above" else tops[0]
                if info.depth or info.path != end.path:
                    diagnostics.error(source.locate(info.path + ("label-side",)), messages.UPRIGHT_LABEL_SIDE.format(side=side, end="top" if side == "above" else "bottom"))

    @staticmethod
    def _check_scale(scale: "ScaleSpec", where: SpecPath, source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """A scale ruled as an axis (`to`) or cut into counted steps (the old
        spelling), each refusing the other's keys at the key, with what would
        work."""
        at = lambda *key: source.locate(where + key)
        key_at = lambda *key: source.locate(where + key, key=True)
        if scale.from_ is not None:  # a bar's whole starts at its left end
            diagnostics.error(key_at("from"), messages.AXIS_FROM_NOT_HERE.format(mark="bar", axis="scale"))
        if scale.scale == "log":  # a bar's scale is linear: its parts add up
            diagnostics.error(key_at("scale"), messages.AXIS_LOG_ONLY_CURVE)
        if scale.ruled:
            for key in ("start", "end", "major"):
                if getattr(scale, key) is not None and not (key == "major" and isinstance(scale.major, Quantity)):
                    diagnostics.error(key_at(key), messages.SCALE_OLD_KEY_WITH_TO.format(key=key))
            unit = scale.axis_unit()
            check_axis(scale.axis(), unit, end_of(scale, unit) or 1.0, at, diagnostics, Longer.of(where[:-1], where[-1], scale.axis(), None))
            return
        for key in ("title", "unit"):
            if getattr(scale, key) is not None:
                diagnostics.error(key_at(key), messages.SCALE_AXIS_KEY_WITHOUT_TO.format(key=key))
        for key in ("labels", "arrow"):
            if key in scale.model_fields_set:
                diagnostics.error(key_at(key), messages.SCALE_AXIS_KEY_WITHOUT_TO.format(key=key))
        if isinstance(scale.major, Quantity):
            diagnostics.error(at("major"), messages.SCALE_MAJOR_STEP_WITHOUT_TO.format(found=messages.shown(scale.major.written)))
        if not isinstance(scale.ticks, int) or isinstance(scale.ticks, bool):
            diagnostics.error(at("ticks"), messages.SCALE_TICKS_WITHOUT_TO.format(found=messages.shown(getattr(scale.ticks, "written", scale.ticks))))
