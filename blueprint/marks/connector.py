"""The connector mark: a line or arrow between two marks, parts or anchors.

Spec: `from` and `to` (a mark, a part, or an anchor such as `gpu.status`), a
route (straight, elbow, curved), an outline rhythm, a weight, a colour, arrow
heads, a noun for what it stands for (`cable`), a label, a cut (a red cross
a share of the way along) and icons it carries (a clock above it).
Layout: the route between the facing sides, arrowheads as filled triangles
sized from the stroke, the cut and the carried icons at their places.
Description: "joined by a grey dashed cable to ...", "sends a blue arrow into
the card", "a clock sits above the cable and a red cross cuts it".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint.icons import ICON_NAMES, ICONS, IconState
from blueprint.draw.labels import first_free
from blueprint.draw.shapes import red_cross
from blueprint.draw.routes import Route, curved, elbow, straight
from blueprint import messages
from blueprint.marks.base import Arrival, Ident, MarkKind, MarkLayout, MarkNode, Ref
from blueprint.marks.icon import blocks_phrase, draw_icon, icon_box
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text
from blueprint.scene import Box, Element, Line, Paint, Path, SpecPath
from blueprint.values import ShareField, parse_share

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext
    from blueprint.draw.context import LayoutContext

COLOURS = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}
WEIGHTS = {"thin": "outline", "thick": "thick"}
CONTAINERS = ("gpu", "server", "storage", "laptop", "cloud")
ENDS = ("start", "end", "middle")
JOINABLE: tuple[str, ...] = ()  # a connector joins any mark, group, part or anchor


def _middle():
    return parse_share("50%")


class CarrySpec(SpecModel):
    """An icon carried along a connector, a share of the way from its start."""

    icon: Literal[ICON_NAMES]  # type: ignore[valid-type]
    at: ShareField = Field(default_factory=_middle)
    side: Literal["above", "below", "on"] = "above"
    colour: Literal[tuple(COLOURS)] = "grey"  # type: ignore[valid-type]
    size: Literal["small", "medium", "large"] = "small"


class ConnectorSpec(SpecModel):
    """A line or arrow from one mark (or part, or anchor) to another."""

    id: Identifier | None = None
    source: Reference | None = Field(None, alias="from", description="where it starts: a mark, a part, or an anchor (`gpu.status`)")
    arrives_from: Literal["left", "right", "top", "bottom"] | None = Field(
        None, alias="arrives-from", description="instead of `from`: the arrow comes in from this edge of the canvas"
    )
    to: Reference = Field(description="where it ends")
    route: Literal["straight", "elbow", "curved"] = "straight"
    outline: Literal["solid", "dashed", "dotted"] = "solid"
    weight: Literal[tuple(WEIGHTS)] = Field("thin", description="thin (2 px) or thick (5 px, the main movement)")  # type: ignore[valid-type]
    colour: Literal[tuple(COLOURS)] = "grey"  # type: ignore[valid-type]
    arrow: Literal["end", "start", "both", "none"] = "none"
    noun: Text | None = Field(None, description="what the line stands for, for the alt text: `cable`, `request`")
    label: Text | None = None
    cut: ShareField | None = Field(None, description="a red cross this share of the way along")
    carries: list[CarrySpec] = Field(default_factory=list, max_length=8)
    alt: Alt | None = None


class ConnectorMark(MarkKind):
    name = "connector"
    model = ConnectorSpec
    flow = "link"
    noun = ("connector", "connectors")
    counted = False

    def ids(self, node: MarkNode) -> list[Ident]:
        if not node.id:
            return []
        path = node.path + ("id",)
        return [Ident(node.id, path, "connector", node)] + [Ident(f"{node.id}.{e}", path, "anchor", node) for e in ENDS]

    def references(self, node: MarkNode) -> list[Ref]:
        refs = [Ref(node.spec.to, node.path + ("to",), "`to`", JOINABLE)]
        if node.spec.source:
            refs.insert(0, Ref(node.spec.source, node.path + ("from",), "`from`", JOINABLE))
        return refs

    def check(self, node: MarkNode, ids, source, diagnostics) -> None:
        if (node.spec.source is None) == (node.spec.arrives_from is None):
            diagnostics.error(source.locate(node.path), messages.CONNECTOR_START)

    def gap(self, node: MarkNode, ctx: "LayoutContext") -> float:
        return ctx.theme.layout.guides_gap

    # --- layout ---------------------------------------------------------------

    def route(self, node: MarkNode, ctx: "LayoutContext") -> Route:
        spec: ConnectorSpec = node.spec
        end = ctx.anchors[spec.to]
        start = ctx.anchors[spec.source] if spec.source else self._edge(spec.arrives_from, end, spec.label, ctx)
        if spec.route == "elbow":
            route = elbow(start, end)
        elif spec.route == "curved":
            route = curved(start, end, ctx.theme.layout.curve_bend)
        else:
            route = straight(start, end)
        clearance = ctx.theme.layout.label_gap / 2
        return route.trimmed(clearance if spec.arrow in ("start", "both") else 0.0, clearance if spec.arrow in ("end", "both") else 0.0)

    @staticmethod
    def _edge(edge: str, target: Box, label: str | None, ctx: "LayoutContext") -> Box:
        """Where an arrow coming in from an edge starts: far enough out for its label."""
        length = ctx.theme.layout.guides_gap * 1.5
        if label:
            length = max(length, ctx.font.measure(label, ctx.theme.type.size("label")) + 4 * ctx.theme.layout.label_gap)
        return {
            "left": Box(target.x - length, target.centre_y, 0, 0),
            "right": Box(target.right + length, target.centre_y, 0, 0),
            "top": Box(target.centre_x, target.y - length, 0, 0),
            "bottom": Box(target.centre_x, target.bottom + length, 0, 0),
        }[edge]

    def link(self, node: MarkNode, ctx: "LayoutContext") -> MarkLayout:
        spec: ConnectorSpec = node.spec
        route = self.route(node, ctx)
        stroke = WEIGHTS[spec.weight] if spec.outline != "dotted" else "dotted"
        head = max(ctx.theme.layout.minimum_arrow, ctx.theme.layout.arrow_length * ctx.theme.strokes.width(stroke))
        heads = {"end": (False, True), "start": (True, False), "both": (True, True), "none": (False, False)}[spec.arrow]
        body = route.trimmed(head * 0.8 if heads[0] else 0.0, head * 0.8 if heads[1] else 0.0)
        paint = Paint(stroke=COLOURS[spec.colour], stroke_width=stroke, line=spec.outline, cap="round" if spec.outline == "solid" else "butt")
        elements: list[Element] = self._body(body, paint, node.path)
        for at_start, wanted in zip((True, False), heads):
            if wanted:
                elements.append(self._head(route, at_start, head, ctx.theme.layout.arrow_width, COLOURS[spec.colour], node.path))
        if spec.cut is not None:
            x, y = route.at(float(spec.cut.value))
            elements += red_cross(x, y, ctx.theme.layout.cross_size, node.path + ("cut",))
        for index, carry in enumerate(spec.carries):
            elements += self._carried(carry, route, ctx, node.path + ("carries", index))
        if spec.label:
            elements.append(self._label(node, route, ctx))
        return MarkLayout(elements=elements, anchors=self._anchors(node, route))

    @staticmethod
    def _body(route: Route, paint: Paint, owner: SpecPath) -> list[Element]:
        if route.control is not None:
            (x0, y0), (x1, y1), (cx, cy) = route.points[0], route.points[-1], route.control
            return [Path((("M", (x0, y0)), ("Q", (cx, cy, x1, y1))), paint, "connector", owner, owner)]
        return [Line(a[0], a[1], b[0], b[1], paint, "connector", owner, owner) for a, b in zip(route.points, route.points[1:])]

    @staticmethod
    def _head(route: Route, at_start: bool, length: float, width: float, colour: str, owner: SpecPath) -> Path:
        tip = route.points[0] if at_start else route.points[-1]
        ux, uy = route.direction_at_start() if at_start else route.direction_at_end()
        base = (tip[0] - ux * length, tip[1] - uy * length)
        half = length * width / 2
        left, right = (base[0] - uy * half, base[1] + ux * half), (base[0] + uy * half, base[1] - ux * half)
        segments = (("M", tip), ("L", left), ("L", right), ("Z", ()))
        return Path(segments, Paint(fill=colour), "arrowhead", owner, owner)

    @staticmethod
    def _carried(carry: CarrySpec, route: Route, ctx: "LayoutContext", owner: SpecPath) -> list[Element]:
        x, y = route.at(float(carry.at.value))
        gap = ctx.theme.layout.carry_gap
        box = icon_box(carry.icon, carry.size, ctx, x, 0.0)
        top = {"above": y - gap - box.height, "below": y + gap, "on": y - box.height / 2}[carry.side]
        return draw_icon(carry.icon, box.moved(0, top), carry.colour, "solid", IconState(), owner, owner)

    def _label(self, node: MarkNode, route: Route, ctx: "LayoutContext") -> Element:
        spec: ConnectorSpec = node.spec
        (x0, y0), (x1, y1) = route.longest_segment()
        x, y = (x0 + x1) / 2, (y0 + y1) / 2
        gap = ctx.theme.layout.connector_label_gap
        height = ctx.text_height("label")
        colour = {"grey": "ink", "dark": "ink"}.get(spec.colour, spec.colour)
        where = node.path + ("label",)
        common = dict(size="label", colour=colour, role="label", owner=where, source=where)
        level = abs(y1 - y0) <= abs(x1 - x0)
        if level:
            candidates = [
                ctx.text(spec.label, x=x, top=y - gap - height, align="centre", **common),
                ctx.text(spec.label, x=x, top=y + gap, align="centre", **common),
            ]
        else:
            candidates = [
                ctx.text_centred_on(ctx.text(spec.label, x=x + gap * 2, top=y, **common), y),
                ctx.text_centred_on(ctx.text(spec.label, x=x - gap * 2, top=y, align="right", **common), y),
            ]
        obstacles = [e.bounds for e in ctx.placed]
        return first_free(candidates, obstacles, ctx.columns) or candidates[0]

    @staticmethod
    def _anchors(node: MarkNode, route: Route) -> dict[str, Box]:
        if not node.id:
            return {}
        point = lambda p: Box(p[0], p[1], 0, 0)
        return {
            node.id: route.bounds(),
            f"{node.id}.start": point(route.points[0]),
            f"{node.id}.end": point(route.points[-1]),
            f"{node.id}.middle": point(route.at(0.5)),
        }

    # --- description ----------------------------------------------------------

    def delivers_to(self, node: MarkNode) -> str | None:
        spec: ConnectorSpec = node.spec
        return spec.to.split(".")[0] if spec.arrow in ("end", "both") else None

    def style_phrase(self, node: MarkNode, ctx: "DescribeContext", *, labelled: bool = True) -> str:
        """"a grey dashed cable", "a thick blue arrow marked restore"."""
        spec: ConnectorSpec = node.spec
        noun = spec.noun or ("arrow" if spec.arrow != "none" else "line")
        rhythm = "" if spec.outline == "solid" else spec.outline
        colour = spec.colour if spec.colour != "grey" or "colour" in spec.model_fields_set else ""
        words = " ".join(filter(None, ["thick" if spec.weight == "thick" else "", colour, rhythm, noun]))
        phrase = ctx.words.article(words)
        if spec.label and labelled:
            phrase += f" marked {ctx.words.spoken(spec.label)}"
        return phrase

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self.style_phrase(node, ctx)

    def phrase_from(self, node: MarkNode, holder: str | None, ctx: "DescribeContext", *, finite: bool = True) -> str | None:
        spec: ConnectorSpec = node.spec
        if holder is None or not spec.source or spec.source.split(".")[0] != holder or node.path in ctx.told:
            return None
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        style = self.style_phrase(node, ctx)
        target = self._mark_phrase(spec.to, ctx)
        if spec.arrow == "end":
            into = "into" if self._target_icon(spec.to, ctx) in CONTAINERS else "to"
            verb = "sends" if finite else "sending"
            return f"{verb} {style} {into} {target}{self._arrival(node, ctx)}"
        if spec.arrow == "start":
            return f"{'receives' if finite else 'receiving'} {style} from {target}"
        both = " pointing both ways" if spec.arrow == "both" else ""
        return f"joined by {style}{both} to {target}"

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: ConnectorSpec = node.spec
        said = []
        if node.path not in ctx.told and not self._told_by_source(node, ctx):
            ctx.tell(node.path)
            if spec.alt:
                return [spec.alt]
            start = self._mark_phrase(spec.source, ctx) if spec.source else f"the {spec.arrives_from}"
            end = self._mark_phrase(spec.to, ctx)
            style = self.style_phrase(node, ctx)
            verb = "leads from" if spec.arrow == "end" or spec.arrives_from else "joins"
            said.append(f"{style} {verb} {start} to {end}{self._arrival(node, ctx)}")
        extras = self._extras(node, ctx)
        if extras:
            said.append(extras)
        return said

    def _told_by_source(self, node: MarkNode, ctx: "DescribeContext") -> bool:
        """Whether a mark at either end is still to speak, and will say it."""
        for end, reference in (("from", node.spec.source), ("to", node.spec.to)):
            ident = ctx.ident(reference.split(".")[0]) if reference else None
            holder = ctx.mark_at(ident.path) if ident else None
            if holder and end in holder.kind.speaks_for and holder.path not in ctx.told and ident.name == holder.id:
                return True
        return False

    def arrival(self, node: MarkNode, holder: str | None, ctx: "DescribeContext") -> Arrival | None:
        spec: ConnectorSpec = node.spec
        if holder is None or spec.to.split(".")[0] != holder or node.path in ctx.told:
            return None
        ctx.tell(node.path)
        style = self.style_phrase(node, ctx, labelled=False)
        marked = f" marked {ctx.words.spoken(spec.label)}" if spec.label else ""
        if spec.arrives_from:
            return Arrival(spec.alt or f"{style} arriving from the {spec.arrives_from}{marked}", True)
        start, end = ctx.anchor(spec.source), ctx.anchor(spec.to)
        way = ""
        if start is not None and end is not None:
            dx, dy = end.centre_x - start.centre_x, end.centre_y - start.centre_y
            way = (" down" if dy > 0 else " up") if abs(dy) >= abs(dx) else (" right" if dx > 0 else " left")
        return Arrival(spec.alt or f"{style}{marked} leads{way} to", False)

    def _extras(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """What sits on the connector, in order along it: carried icons, the cut."""
        spec: ConnectorSpec = node.spec
        noun = spec.noun or ("arrow" if spec.arrow != "none" else "line")
        things: list[tuple[float, str]] = []
        for carry in spec.carries:
            icon = ICONS[carry.icon]
            name = " ".join(filter(None, ["" if carry.colour == "grey" else carry.colour, icon.noun]))
            things.append((float(carry.at.value), f"{ctx.words.article(name)} sits {carry.side} {{}}"))
        if spec.cut is not None:
            things.append((float(spec.cut.value) + 1e-9, "a red cross cuts {}"))
        ordered = [phrase for _, phrase in sorted(things, key=lambda pair: pair[0])]
        said = [phrase.format(f"the {noun}" if index == 0 else "it") for index, phrase in enumerate(ordered)]
        return ctx.words.join(said)

    def _mark_phrase(self, reference: str, ctx: "DescribeContext") -> str:
        ident = ctx.ident(reference.split(".")[0]) or ctx.ident(reference)
        holder = ctx.mark_at(ident.path) if ident else None
        if holder is None:
            return reference
        if holder.path in ctx.told:
            short = getattr(holder.kind, "short_name", None)
            return short(holder) if callable(short) and holder.kind.name == "icon" else f"the {holder.kind.noun[0]}"
        return holder.kind.relation_phrase(holder, ctx)

    def _target_icon(self, reference: str, ctx: "DescribeContext") -> str | None:
        ident = ctx.ident(reference.split(".")[0])
        return ident.node.spec.name if ident and ident.what == "icon" else None

    def _arrival(self, node: MarkNode, ctx: "DescribeContext") -> str:
        """", where a blue block now sits" when the arrow delivers blocks to a card."""
        ident = ctx.ident(node.spec.to.split(".")[0])
        if node.spec.arrow not in ("end", "both") or not ident or ident.what != "icon":
            return ""
        blocks = list(getattr(ident.node.spec, "blocks", []))
        if not blocks:
            return ""
        verb = "sits" if len(blocks) == 1 else "sit"
        return f", where {blocks_phrase(blocks, ctx)} now {verb}"

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: ConnectorSpec = node.spec
        extras = [f"cut at {spec.cut.written}"] if spec.cut else []
        extras += [f"carries {c.icon} at {c.at.written}" for c in spec.carries]
        tail = f"; {', '.join(extras)}" if extras else ""
        return f"Connector from {spec.source or spec.arrives_from} to {spec.to} ({spec.route}, {spec.outline}, {spec.colour}, arrow {spec.arrow}{tail})."
