"""The bar mark: a whole drawn as a long rectangle, split into parts by share.

Spec (`spec.py`): a bar has parts laid from its left end (a part may hold parts
of its own, laid inside it), labels, leaders from a part to words below or
above it, a ruled scale under it, and a span: the width of a part of a bar
above it. Layout (`draw.py`): shares become lengths; a thin part stays at least
the minimum size; labels and leaders go where they first fit. Description: the
bar states facts (`facts.py`), said by the realiser's `parts` form ("one long
grey bar marked one gpu-year with a thin blue slice at its left end", "the top
bar is filled six tenths in grey", "a second bar of the same width, split
into ...").
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint import messages
from blueprint.layout.draw.shapes import fill_paint
from blueprint.marks.bar import draw
from blueprint.marks.bar.facts import bar_fact
from blueprint.marks.bar.spec import BarSpec, PartInfo, PartSpec, walk_parts, whole_of
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode, Ref
from blueprint.describe.say.facts import Statement
from blueprint.scene import Box, Rect, SpecPath
from blueprint.values import percent_text

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap


class BarMark(MarkKind):
    name = "bar"
    model = BarSpec
    noun = ("bar", "bars")

    # --- spec -----------------------------------------------------------------

    @staticmethod
    def parts_of(node: MarkNode, ids: Mapping[str, Ident]) -> list[PartInfo]:
        return list(walk_parts(node.spec, node.path, whole_of(node.spec, ids)))

    def ids(self, node: MarkNode) -> list[Ident]:
        found = super().ids(node)
        for info in walk_parts(node.spec, node.path):
            if info.name:
                found.append(Ident(info.name, info.path + ("id",), "part", info))
        return found

    def references(self, node: MarkNode) -> list[Ref]:
        if node.spec.span is None:
            return []
        return [Ref(node.spec.span, node.path + ("span",), "`span`", ("part", "bar"))]

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        whole = whole_of(node.spec, ids)

        def check_level(parts: list[PartSpec], where: SpecPath, room: Fraction) -> None:
            total = sum((p.share.value for p in parts), Fraction(0))
            if total > room:
                diagnostics.error(
                    source.locate(where + ("parts",)),
                    messages.SHARES_OVER_WHOLE.format(total=percent_text(total), whole=percent_text(room)),
                )
            for index, part in enumerate(parts):
                check_level(part.parts, where + ("parts", index), part.share.value)

        check_level(node.spec.parts, node.path, whole)

    # --- layout ---------------------------------------------------------------

    def layout(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> MarkLayout:
        bar: BarSpec = node.spec
        theme = ctx.theme.layout
        left, width = self._extent(node, ctx, frame)
        box = Box(left, frame.y, width, self._height(node, ctx, frame))
        result = MarkLayout()
        drawn = box
        if bar.ends == "parts":  # no remainder: the outline closes where the parts end
            covered = sum((p.share.value for p in bar.parts), Fraction(0)) if bar.parts else Fraction(1)
            drawn = Box(box.x, box.y, box.width * float(min(covered, Fraction(1))), box.height)
        result.elements.append(Rect(drawn, fill_paint(ctx.theme, bar.fill, bar.hatch, bar.outline), "bar", node.path, node.path))
        if bar.id:
            result.anchors[bar.id] = box
        parts = list(self.parts_of(node, ctx.ids))
        boxes: dict[SpecPath, Box] = {}
        for info in parts:
            part_box = draw.part_box(box, info, theme.thin_part)
            boxes[info.path] = part_box
            paint = fill_paint(ctx.theme, info.spec.fill, info.spec.hatch, info.spec.outline)
            result.elements.append(Rect(part_box, paint, "part", info.path, info.path))
            if info.name:
                result.anchors[info.name] = part_box
        below = box.bottom
        if bar.scale:
            scale = draw.ruled_scale(bar.scale, node.path + ("scale",), ctx, box)
            result.elements.extend(scale)
            below = Box.around([e.bounds for e in scale]).bottom
        labels = draw.Labels(ctx, box, below, [e.bounds for e in result.elements if isinstance(e, Rect)])
        if bar.label:
            result.elements.append(labels.bar_label(node, parts, boxes))
        for info in parts:
            if info.spec.label:
                result.elements.append(labels.part_label(info, boxes))
        for info in parts:
            if info.spec.leader:
                result.elements.extend(labels.leader(info, boxes[info.path]))
        return result

    @staticmethod
    def _height(node: MarkNode, ctx: "LayoutContext", frame: Box) -> float:
        """The bar's thickness: the theme's, thinner (to half) when its frame is short."""
        full = ctx.theme.layout.bar_height
        return max(full / 2, min(full, frame.height / 2))

    def _extent(self, node: MarkNode, ctx: "LayoutContext", frame: Box) -> tuple[float, float]:
        """Across its frame; a bar given the card's whole width keeps an inset from its margins."""
        inset = ctx.theme.layout.bar_inset if frame.width >= ctx.content.width - 1 else 0.0
        default = (frame.x + inset, frame.width - 2 * inset)
        if node.spec.span is None:
            return default
        target = ctx.anchors.get(node.spec.span)
        if target is None:
            ctx.diagnostics.error(
                ctx.locate(node.path + ("span",)),
                f"`span` refers to `{node.spec.span}`, which is not above this bar; a bar spans a mark above it",
            )
            return default
        return target.x, target.width

    # --- facts ----------------------------------------------------------------

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        return Statement((bar_fact(node, ctx),))

    def group_phrase(self, nodes: list[MarkNode], ctx: "DescribeContext") -> str | None:
        """The opening counts the bars ("two bars"): that brings each one in, so
        the realiser names it by its place after ("the top bar is ..."). The
        count itself is the describer's."""
        for node in nodes:
            ctx.tell(node.path)
        return None

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """A bar named in another mark's sentence ("joined by a cable to a grey
        bar marked ..."): connectors and grid spans still speak in phrases and
        ask any mark for one. Its parts are said in its own sentence."""
        ctx.tell(node.path)
        bar: BarSpec = node.spec
        if bar.alt:
            return bar.alt
        before, after = ctx.words.look(bar.fill, bar.hatch, bar.outline)
        if bar.fill in ("white", "none") and not bar.hatch:
            before = ""
        phrase = ctx.words.article(" ".join(filter(None, [before, "bar", after])))
        return phrase + (f" marked {ctx.words.spoken(bar.label)}" if bar.label else "")
