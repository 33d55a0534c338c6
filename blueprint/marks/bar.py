"""The bar mark: a whole drawn as a long rectangle, split into parts by share.

Spec: a bar has parts laid from its left end (a part may hold parts of its
own, laid inside it), labels, leaders from a part to words below or above it,
a ruled scale under it, and a span: the width of a part of a bar above it.
Layout: shares become lengths; a thin part stays at least the minimum size.
Description: "a long grey bar marked ... with a thin blue slice at its left end",
"the top bar is filled six tenths in grey", "a second bar of the same width,
split into ...".
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.draw.labels import fits_inside, is_free
from blueprint.draw.shapes import fill_paint
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode, Ref
from blueprint.model import Alt, Fill, Identifier, Outline, Placed, Reference, SpecModel, Text
from blueprint.scene import Box, Dot, Element, Line, Paint, Rect, SpecPath
from blueprint.scene import Text as TextRun
from blueprint.values import ShareField, percent_text

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.diagnostics import Diagnostics
    from blueprint.draw.context import LayoutContext
    from blueprint.sourcemap import SourceMap


class LeaderSpec(SpecModel):
    """A leader: a thin ink line from a part to words, with a note beneath them."""

    label: Text
    note: Text | None = None
    side: Literal["below", "above"] = "below"
    alt: Alt | None = None


class PartSpec(SpecModel):
    """A part of a bar (or of a part), as a share of what holds it."""

    id: Identifier | None = None
    share: ShareField
    fill: Fill = "grey"
    hatch: bool = False
    outline: Outline = "solid"
    label: Text | None = None
    leader: LeaderSpec | None = None
    parts: list["PartSpec"] = Field(default_factory=list, description="parts inside this part, by share of it")
    alt: Alt | None = None


class ScaleSpec(SpecModel):
    """A ruled line under the bar: a thin line with a tick at every step."""

    ticks: int = Field(10, ge=1, le=100, description="how many steps the scale is divided into")
    major: int | None = Field(None, ge=1, le=100, description="every n-th tick is drawn long")
    start: Text | None = Field(None, description="words under the left end")
    end: Text | None = Field(None, description="words under the right end")
    label: Text | None = None
    alt: Alt | None = None


class BarSpec(Placed):
    """A bar: the whole, drawn in `fill`, with parts laid from its left end."""

    id: Identifier | None = None
    label: Text | None = None
    fill: Fill = "white"
    hatch: bool = False
    outline: Outline = "solid"
    span: Reference | None = Field(None, description="take the width of this part or bar above")
    parts: list[PartSpec] = Field(default_factory=list)
    scale: ScaleSpec | None = None
    alt: Alt | None = None


@dataclass(frozen=True)
class PartInfo:
    spec: PartSpec
    path: SpecPath
    name: str | None  # the qualified id, `top.busy`
    start: Fraction  # where it starts, as a share of the whole bar
    share: Fraction  # its share of the bar it is drawn in
    depth: int


def whole_of(bar: BarSpec, ids: Mapping[str, Ident], seen: frozenset[str] = frozenset()) -> Fraction:
    """How much of the diagram's whole a bar stands for: all of it, or what it spans."""
    if bar.span is None or bar.span in seen or bar.span not in ids:
        return Fraction(1)
    target = ids[bar.span]
    if target.what == "part":
        return target.node.spec.share.value
    return whole_of(target.node.spec, ids, seen | {bar.span})


def walk_parts(bar: BarSpec, path: SpecPath, whole: Fraction = Fraction(1)) -> Iterator[PartInfo]:
    """Every part of a bar, parents before children, placed as shares of the bar.

    Every share in a spec is a share of the same whole; a bar that spans a part
    stands for that part's share of it (`whole`), so its own parts fill it.
    """
    def walk(parts: list[PartSpec], where: SpecPath, prefix: str | None, start: Fraction, depth: int):
        cursor = start
        for index, part in enumerate(parts):
            part_path = where + ("parts", index)
            name = None if part.id is None else (f"{prefix}.{part.id}" if prefix else part.id)
            share = part.share.value / whole
            yield PartInfo(part, part_path, name, cursor, share, depth)
            yield from walk(part.parts, part_path, name or prefix, cursor, depth + 1)
            cursor += share

    yield from walk(bar.parts, path, bar.id, Fraction(0), 0)


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
        result.elements.append(Rect(box, fill_paint(ctx.theme, bar.fill, bar.hatch, bar.outline), "bar", node.path, node.path))
        if bar.id:
            result.anchors[bar.id] = box
        parts = list(self.parts_of(node, ctx.ids))
        boxes: dict[SpecPath, Box] = {}
        for info in parts:
            part_box = self._part_box(box, info, theme.minimum_size)
            boxes[info.path] = part_box
            paint = fill_paint(ctx.theme, info.spec.fill, info.spec.hatch, info.spec.outline)
            result.elements.append(Rect(part_box, paint, "part", info.path, info.path))
            if info.name:
                result.anchors[info.name] = part_box
        below = box.bottom
        if bar.scale:
            scale = self._scale(node, ctx, box)
            result.elements.extend(scale)
            below = Box.around([e.bounds for e in scale]).bottom
        labels = _Labels(ctx, box, below, [e.bounds for e in result.elements if isinstance(e, Rect)])
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

    @staticmethod
    def _part_box(bar: Box, info: PartInfo, minimum: float) -> Box:
        x = bar.x + float(info.start) * bar.width
        width = max(float(info.share) * bar.width, minimum)
        width = min(width, bar.right - x) if bar.right - x >= minimum else minimum
        return Box(x, bar.y, width, bar.height)

    def _scale(self, node: MarkNode, ctx: "LayoutContext", bar: Box) -> list[Element]:
        scale: ScaleSpec = node.spec.scale
        where = node.path + ("scale",)
        theme = ctx.theme.layout
        y = bar.bottom + theme.scale_gap
        paint = Paint(stroke="line", stroke_width="thin")
        elements: list[Element] = [Line(bar.x, y, bar.right, y, paint, "scale", where, where)]
        for tick in range(scale.ticks + 1):
            x = bar.x + bar.width * tick / scale.ticks
            major = tick in (0, scale.ticks) or (scale.major is not None and tick % scale.major == 0)
            length = theme.scale_major_tick if major else theme.scale_tick
            elements.append(Line(x, y, x, y + length, paint, "scale", where, where))
        words_top = y + theme.scale_major_tick + theme.label_gap / 2
        for text, x, align, key in (
            (scale.start, bar.x, "left", "start"),
            (scale.label, bar.centre_x, "centre", "label"),
            (scale.end, bar.right, "right", "end"),
        ):
            if text:
                elements.append(
                    ctx.text(text, size="note", colour="line", x=x, top=words_top, align=align,
                             role="label", owner=where, source=where + (key,))
                )
        return elements

    # --- description ----------------------------------------------------------

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        if node.spec.alt:
            return node.spec.alt
        bar: BarSpec = node.spec
        box = ctx.scene.anchors.get(bar.id) if bar.id else None
        long = "long " if box is None or box.width >= 8 * box.height else ""
        before, after = self._bar_look(bar, ctx)
        noun = " ".join(filter(None, [f"one {long}{before}".strip(), "bar", after]))
        return ", ".join(filter(None, [noun + self._marked(bar.label, ctx), self._body(node, ctx, lone=True)])).replace(", with", " with")

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext", *, width_of: str | None = None) -> str:
        ctx.tell(node.path)
        if node.spec.alt:
            return node.spec.alt
        bar: BarSpec = node.spec
        bars = ctx.marks_of("bar")
        position = bars.index(node) + 1
        before, after = self._bar_look(bar, ctx)
        noun = " ".join(filter(None, [before, "bar", after]))
        noun = f"a {ctx.words.ordinal(position)} {noun}" if position > 1 else ctx.words.article(noun)
        if width_of is not None:
            noun += " of the same width" if bar.span == width_of else ""
        return ", ".join(filter(None, [noun + self._marked(bar.label, ctx), self._body(node, ctx, lone=False)])).replace(", with", " with")

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        said: list[str] = []
        if node.path not in ctx.told:
            ctx.tell(node.path)
            if node.spec.alt:
                said.append(node.spec.alt)
            else:
                subject = " ".join(filter(None, ["the", self.position_word(node, ctx), "bar"])) + self._marked(node.spec.label, ctx, comma=True)
                body = self._body(node, ctx, lone=False) or "empty"
                verb = "has" if body.startswith("with ") else "is"
                said.append(f"{subject} {verb} {body.removeprefix('with ')}")
        said.extend(self._leader_sentences(node, ctx))
        if node.spec.scale:
            said.append(self._scale_sentence(node, ctx))
        return said

    @staticmethod
    def _bar_look(bar: BarSpec, ctx: "DescribeContext") -> tuple[str, str]:
        """A free (white) bar is just "a bar"; any other fill is named."""
        before, after = ctx.words.look(bar.fill, bar.hatch, bar.outline)
        return ("" if bar.fill in ("white", "none") and not bar.hatch else before), after

    def position_word(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """"top", "second", "left", "right" among the bars, from where the layout put
        them; "bottom" for the last of a stack of several."""
        bars = ctx.marks_of("bar")
        word = ctx.place_among(node, bars)
        if word and word[0].isalpha() and word not in ("left", "right", "middle", "top") and bars.index(node) == len(bars) - 1 and len(bars) > 2:
            return "bottom"
        return word

    def part_phrase(self, info: PartInfo, ctx: "DescribeContext", *, place: bool = False, thin: bool = True) -> str:
        """ "a thin blue slice at its left end", "a red hatched part marked lost" """
        part = info.spec
        ctx.tell(info.path)
        if part.alt:
            return part.alt
        before, after = ctx.words.look(part.fill, part.hatch, part.outline)
        is_thin = thin and info.share <= Fraction(ctx.theme.layout.thin_share).limit_denominator(1000)
        noun = "slice" if is_thin else "part"
        words = " ".join(filter(None, ["thin" if is_thin else "", before, noun, after]))
        phrase = ctx.words.article(words) + self._marked(part.label, ctx)
        if place and info.start == 0 and info.share < 1:
            phrase += " at its left end"
        elif place and info.start + info.share == 1 and info.start > 0:
            phrase += " at its right end"
        children = [c for c in self._children(info, ctx)]
        if children:
            inner = ctx.words.join([self.part_phrase(c, ctx) for c in children])
            phrase += f" with {inner} inside it"
        return phrase

    def _children(self, info: PartInfo, ctx: "DescribeContext") -> list[PartInfo]:
        node = ctx.mark_at(info.path)
        return [c for c in self.parts_of(node, ctx.spec.ids) if c.path[:-2] == info.path]

    def _marked(self, label: str | None, ctx: "DescribeContext", comma: bool = False) -> str:
        if not label:
            return ""
        return f", marked {ctx.words.spoken(label)}," if comma else f" marked {ctx.words.spoken(label)}"

    def _body(self, node: MarkNode, ctx: "DescribeContext", *, lone: bool) -> str:
        """What fills the bar: "filled six tenths in grey, marked ...", "split into ..."."""
        bar: BarSpec = node.spec
        top = [info for info in self.parts_of(node, ctx.spec.ids) if info.depth == 0]
        if not top:
            return ""
        total = sum((info.share for info in top), Fraction(0))
        free_rest = bar.fill in ("white", "none")
        if total == 1:
            return "split into " + ctx.words.join([self.part_phrase(i, ctx, place=False) for i in top])
        if free_rest and len(top) == 1 and top[0].start == 0 and not top[0].spec.alt:
            return self._filled(top[0], ctx)
        if free_rest:
            parts = ctx.words.join([self.part_phrase(i, ctx) for i in top])
            return f"holding {parts}, the rest free"
        return "with " + ctx.words.join([self.part_phrase(i, ctx, place=True) for i in top])

    def _filled(self, info: PartInfo, ctx: "DescribeContext") -> str:
        ctx.tell(info.path)
        before, after = ctx.words.look(info.spec.fill, info.spec.hatch, info.spec.outline)
        look = " ".join(filter(None, [before, after]))
        phrase = f"filled {ctx.words.fraction(info.spec.share)} in {look}"
        if info.spec.label:
            phrase += f", marked {ctx.words.spoken(info.spec.label)}"
        children = self._children(info, ctx)
        if children:
            phrase += ", with " + ctx.words.join([self.part_phrase(c, ctx) for c in children]) + " inside it"
        return phrase

    def _leader_sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        said = []
        for info in self.parts_of(node, ctx.spec.ids):
            leader = info.spec.leader
            if leader is None:
                continue
            if leader.alt:
                said.append(leader.alt)
                continue
            verb = "drops" if leader.side == "below" else "rises"
            text = f"a leader {verb} from {self.short_name(info, ctx)} to the words {ctx.words.spoken(leader.label)}"
            if leader.note:
                where = "beneath" if leader.side == "below" else "above"
                text += f", and {where} them {ctx.words.spoken(leader.note)}"
            said.append(text)
        return said

    def short_name(self, info: PartInfo, ctx: "DescribeContext") -> str:
        """How a sentence refers back to a part already described: "the slice"."""
        thin = info.share <= Fraction(ctx.theme.layout.thin_share).limit_denominator(1000)
        if thin:
            return "the slice"
        before, _ = ctx.words.look(info.spec.fill, info.spec.hatch)
        return f"the {before} part".replace("  ", " ")

    def _scale_sentence(self, node: MarkNode, ctx: "DescribeContext") -> str:
        scale: ScaleSpec = node.spec.scale
        if scale.alt:
            return scale.alt
        text = f"beneath it a ruled scale of {ctx.words.count(scale.ticks, 'step')}"
        if scale.start and scale.end:
            text += f" runs from {ctx.words.spoken(scale.start)} to {ctx.words.spoken(scale.end)}"
        else:
            text = text.replace("beneath it a", "beneath it runs a")
        if scale.label:
            text += f", marked {ctx.words.spoken(scale.label)}"
        return text

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        bar: BarSpec = node.spec
        name = f"Bar {bar.id}" if bar.id else f"Bar {node.index + 1}"
        items = []
        for info in self.parts_of(node, ctx.spec.ids):
            label = info.spec.label or (info.spec.leader.label if info.spec.leader else info.name or "part")
            items.append(f"{label}: {info.spec.share.written} {info.spec.fill}{' hatched' if info.spec.hatch else ''}")
        span = f", spanning {bar.span}" if bar.span else ""
        return f"{name}{span} ({bar.fill}): " + ("; ".join(items) if items else "no parts") + "."


def _free_stretches(area: Box, children: list[Box]) -> list[Box]:
    """The stretches of a part not covered by the parts inside it, left to right."""
    stretches, cursor = [], area.x
    for child in sorted(children, key=lambda c: c.x):
        if child.x > cursor:
            stretches.append(Box(cursor, area.y, child.x - cursor, area.height))
        cursor = max(cursor, child.right)
    if cursor < area.right:
        stretches.append(Box(cursor, area.y, area.right - cursor, area.height))
    return stretches


class _Labels:
    """Places one bar's labels and leaders, each where it first fits."""

    def __init__(self, ctx: "LayoutContext", bar: Box, below: float, shapes: list[Box]):
        self.ctx = ctx
        self.bar = bar
        self.below = below
        self.shapes = shapes
        self.placed: list[Box] = []

    def _place(self, candidates: list[TextRun], inside_ok: set[int], text: str, path: SpecPath) -> TextRun:
        bounds = self.ctx.columns
        for index, candidate in enumerate(candidates):
            obstacles = self.placed if index in inside_ok else self.placed + self.shapes
            if is_free(candidate.box, obstacles, bounds):
                self.placed.append(candidate.box)
                return candidate
        self.placed.append(candidates[0].box)  # lint reports the overlap
        return candidates[0]

    def _run(self, text: str, colour: str, x: float, top: float, align: str, owner: SpecPath, source: SpecPath, size: str = "label") -> TextRun:
        return self.ctx.text(text, size=size, colour=colour, x=x, top=top, align=align, role="label", owner=owner, source=source)

    def _outside(self, text: str, colour: str, area: Box, owner: SpecPath, source: SpecPath) -> list[TextRun]:
        gap = self.ctx.theme.layout.label_gap
        height = self.ctx.text_height("label")
        below, above = self.below + gap, self.bar.y - gap - height
        rows = [below, above, below + height + gap]
        spots = [(area.centre_x, "centre"), (area.x, "left"), (area.right, "right")]
        return [self._run(text, colour, x, top, align, owner, source) for top in rows for x, align in spots]

    def bar_label(self, node: MarkNode, parts: list[PartInfo], boxes: dict[SpecPath, Box]) -> TextRun:
        bar: BarSpec = node.spec
        source = node.path + ("label",)
        end = max((boxes[i.path].right for i in parts if i.depth == 0), default=self.bar.x)
        rest = Box(end, self.bar.y, self.bar.right - end, self.bar.height)
        candidates = []
        padding = self.ctx.theme.layout.label_padding
        if self.ctx.theme.look(bar.fill).ink_inside and not bar.hatch:
            inside = self._run(bar.label, "ink", rest.x + padding, 0, "left", node.path, source)
            inside = self.ctx.text_centred_on(inside, self.bar.centre_y)
            if fits_inside(inside, rest, padding):
                candidates.append(inside)
        inside_ok = {0} if candidates else set()
        candidates += self._outside(bar.label, "ink", self.bar, node.path, source)
        return self._place(candidates, inside_ok, bar.label, source)

    def part_label(self, info: PartInfo, boxes: dict[SpecPath, Box]) -> TextRun:
        part = info.spec
        area = boxes[info.path]
        source = info.path + ("label",)
        look = self.ctx.theme.look(part.fill)
        padding = self.ctx.theme.layout.label_padding
        candidates: list[TextRun] = []
        children = [boxes[p] for p in boxes if p[:-2] == info.path]
        if look.ink_inside and not part.hatch:
            for stretch in _free_stretches(area, children):
                inside = self._run(part.label, "ink", stretch.x + padding, 0, "left", info.path, source)
                inside = self.ctx.text_centred_on(inside, area.centre_y)
                if fits_inside(inside, stretch, padding):
                    candidates.append(inside)
                    break
        inside_ok = {0} if candidates else set()
        candidates += self._outside(part.label, look.text, area, info.path, source)
        return self._place(candidates, inside_ok, part.label, source)

    def leader(self, info: PartInfo, area: Box) -> list[Element]:
        leader = info.spec.leader
        theme = self.ctx.theme.layout
        where = info.path + ("leader",)
        colour = self.ctx.theme.look(info.spec.fill).text
        down = leader.side == "below"
        start_y = area.bottom if down else area.y
        x = area.centre_x
        step = self.ctx.text_height("label") + theme.label_gap
        for extra in (0.0, step, 2 * step):
            length = theme.leader_length + extra + ((self.below - area.bottom) if down else 0.0)
            end_y = start_y + length if down else start_y - length
            for align in ("left", "right"):
                texts = self._leader_texts(leader, x, end_y, align, colour, info.path, where, down)
                line_box = Box(x - 1, min(start_y, end_y), 2, abs(end_y - start_y))
                boxes = [t.box for t in texts]
                if not is_free(line_box, self.placed, self.ctx.columns):
                    continue
                if all(is_free(t.box, self.placed + self.shapes, self.ctx.columns) for t in texts):
                    self.placed.extend(boxes + [line_box])
                    return self._leader_shapes(info, x, start_y, end_y) + texts
        end_y = start_y + theme.leader_length if down else start_y - theme.leader_length
        return self._leader_shapes(info, x, start_y, end_y) + self._leader_texts(leader, x, end_y, "left", colour, info.path, where, down)

    def _leader_shapes(self, info: PartInfo, x: float, start_y: float, end_y: float) -> list[Element]:
        where = info.path + ("leader",)
        radius = self.ctx.theme.layout.leader_dot / 2
        return [
            Line(x, start_y, x, end_y, Paint(stroke="ink", stroke_width="thin"), "leader", where, where),
            Dot(x, start_y, radius, "ink", "leader", where, where),
        ]

    def _leader_texts(self, leader: LeaderSpec, x: float, end_y: float, align: str, colour: str,
                      owner: SpecPath, where: SpecPath, down: bool) -> list[TextRun]:
        offset = self.ctx.theme.layout.leader_text_offset
        text_x = x + offset if align == "left" else x - offset
        label = self._run(leader.label, colour, text_x, 0, align, where, where + ("label",))
        label = self.ctx.text_centred_on(label, end_y)
        texts = [label]
        if leader.note:
            top = label.box.bottom + self.ctx.theme.type.line_gap / 2
            texts.append(self._run(leader.note, "ink", text_x, top, align, where, where + ("note",), size="note"))
        if not down and leader.note:
            # above the part the note still reads beneath its label, so lift both
            lift = texts[-1].box.bottom - end_y - self.ctx.font.cap(label.size) / 2
            texts = [t.moved(0, -lift) for t in texts]
        return texts


PartSpec.model_rebuild()
