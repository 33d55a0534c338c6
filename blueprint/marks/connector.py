"""The connector mark: a line or arrow between two marks, parts or anchors.

Spec: `from` and `to` (a mark, a part, or an anchor such as `gpu.status`), a
route (straight, elbow, curved), an outline rhythm, a weight, a colour, arrow
heads, a noun for what it stands for (`cable`), a label, a cut (a red cross
a share of the way along) and icons it carries (a clock above it).
Layout: the route between the facing sides, arrowheads as filled triangles
sized from the stroke, the cut and the carried icons at their places.
Facts: one relation (joins, leads to, sends into, arrives from an edge) whose
`via` is the line with what stands on it; the describe stage says it in the
sentence of the thing it starts from or arrives at ("joined by a grey dashed
cable to ...", "sends a blue arrow into the card", "a clock sits above the
cable and a red cross cuts it").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint.icons import ICON_NAMES, IconState
from blueprint.layout.draw.labels import choose
from blueprint.layout.draw.shapes import red_cross
from blueprint.layout.draw.routes import Point, Route, crosses, curved, elbow, entries, straight
from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkLayout, MarkNode, Ref
from blueprint.marks.icon import draw_icon, icon_box, icon_look, icon_noun
from blueprint.model import Alt, Identifier, Reference, SpecModel, Text
from blueprint.describe.say.facts import Look, Relation, Statement, Thing
from blueprint.scene import Box, Element, Line, Paint, Path, SpecPath
from blueprint.values import ShareField, parse_share

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.layout.draw.context import LayoutContext

COLOURS = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}
WEIGHTS = {"thin": "outline", "thick": "thick"}
CONTAINERS = ("gpu", "server", "storage", "laptop", "cloud")
ENDS = ("start", "end", "middle")
JOINABLE: tuple[str, ...] = ()  # a connector joins any mark, group, part or anchor
LABEL_SHARES = (0.5, 0.35, 0.65, 0.2, 0.8)  # where along its longest segment a label may stand, in turn


def _middle():
    return parse_share("50%")


def _facing(label: Box, box: Box, dx: float, dy: float) -> bool:
    """A label of the mark at this end standing between it and the other end,
    beside it (a lane's or a row's name, an icon's label on that side)."""
    if abs(dx) >= abs(dy):
        facing = label.x >= box.centre_x if dx > 0 else label.right <= box.centre_x
        return facing and label.y < box.bottom and box.y < label.bottom and abs((label.x if dx > 0 else label.right) - (box.right if dx > 0 else box.x)) < 64
    facing = label.y >= box.centre_y if dy > 0 else label.bottom <= box.centre_y
    return facing and label.x < box.right and box.x < label.right and abs((label.y if dy > 0 else label.bottom) - (box.bottom if dy > 0 else box.y)) < 64


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
    label_at: ShareField | None = Field(None, alias="label-at", description="where along the line its label stands first (`30%`); by default the middle, else wherever it is clear")
    label_side: Literal["above", "below", "left", "right"] | None = Field(None, alias="label-side", description="which side of the line its label takes first")
    cut: ShareField | None = Field(None, description="a red cross this share of the way along")
    carries: list[CarrySpec] = Field(default_factory=list, max_length=8)
    alt: Alt | None = None


def _line_span(a: tuple[float, float], b: tuple[float, float], left: float, right: float) -> tuple[float, float]:
    """The highest and lowest y of the segment from a to b over the columns
    from `left` to `right`: a label above a sloping line clears its highest
    point under the label, one below its lowest."""
    (x0, y0), (x1, y1) = sorted((a, b))
    if x1 == x0:
        return min(y0, y1), max(y0, y1)
    at = lambda x: y0 + (y1 - y0) * (min(max(x, x0), x1) - x0) / (x1 - x0)
    return min(at(left), at(right)), max(at(left), at(right))


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

    def room(self, node: MarkNode, ctx: "LayoutContext") -> float:
        """A labelled line between two marks wants its label's width, clear of
        both ends by a label gap each, and its arrowhead's trim."""
        spec: ConnectorSpec = node.spec
        if not spec.label or not spec.source:
            return 0.0
        return ctx.font.measure(spec.label, ctx.theme.type.size("label")) + 4 * ctx.theme.layout.connector_label_gap

    # --- layout ---------------------------------------------------------------

    def route(self, node: MarkNode, ctx: "LayoutContext") -> Route:
        spec: ConnectorSpec = node.spec
        end = ctx.anchors[spec.to]
        start = ctx.anchors[spec.source] if spec.source else self._edge(spec.arrives_from, end, spec.label, ctx)
        if spec.source:
            start, end = self._beyond_label(spec.source, start, end, ctx), self._beyond_label(spec.to, end, start, ctx)
        if spec.route == "elbow":
            route = elbow(start, end)
        elif spec.route == "curved":
            route = curved(start, end, ctx.theme.layout.curve_bend)
        else:
            route = straight(start, end)
        route = self._clear(route, start, end, ctx)
        clearance = ctx.theme.layout.label_gap / 2
        return route.trimmed(clearance if spec.arrow in ("start", "both") else 0.0, clearance if spec.arrow in ("end", "both") else 0.0)

    @staticmethod
    def _clear(route: Route, start: Box, end: Box, ctx: "LayoutContext") -> Route:
        """The route asked for, unless it runs through something other than the
        two ends (a lane's label beside the target, say); then the first route
        into the target's top or bottom that runs through nothing."""
        ends = [start.grown(2.0), end.grown(2.0)]
        obstacles = [e.bounds for e in ctx.placed if not any(box.contains(e.bounds) or e.bounds.contains(box.grown(-4.0)) for box in ends)]  # not the ends' own parts, nor what holds them
        if not any(crosses(route, box) for box in obstacles):
            return route
        for other in entries(start, end, ctx.theme.layout.stack_gap / 2):
            if not any(crosses(other, box) for box in obstacles):
                return other
        return route

    @staticmethod
    def _beyond_label(reference: str, box: Box, towards: Box, ctx: "LayoutContext") -> Box:
        """An icon whose label stands on the side facing the other end: the line
        leaves from beyond the label, not through it."""
        ident = ctx.ids.get(reference) or ctx.ids.get(reference.split(".")[0])
        if ident is None or reference.count(".") > 1:
            return box  # labels name a mark and its rows or lanes, not a segment of a lane: the line goes to the segment
        mark = ident.node.path
        dx, dy = towards.centre_x - box.centre_x, towards.centre_y - box.centre_y
        beyond = [e.bounds for e in ctx.placed if e.kind == "text" and e.owner[: len(mark)] == mark and _facing(e.bounds, box, dx, dy)]
        if not beyond:
            return box
        label = min(beyond, key=lambda b: abs(b.centre_x - box.centre_x) + abs(b.centre_y - box.centre_y))  # the nearest: an icon's, a row's
        return box.union(label.grown(ctx.theme.layout.label_gap / 2))

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
        a, b = route.longest_segment()
        colour = {"grey": "ink", "dark": "ink"}.get(spec.colour, spec.colour)
        where = node.path + ("label",)
        common = dict(size="label", colour=colour, role="label", owner=where, source=where)
        make = lambda x, top, align="left": ctx.text(spec.label, x=x, top=top, align=align, **common)
        level = abs(b[1] - a[1]) <= abs(b[0] - a[0])
        shares = ((float(spec.label_at.value),) if spec.label_at is not None else ()) + LABEL_SHARES
        candidates = self._beside_level(spec.label, a, b, make, ctx, shares) if level else self._beside_upright(a, b, make, ctx, shares)
        if spec.label_side is not None:  # the writer's side first, the others after: a label never lands on what it would cover
            first = {"above": 0, "left": 1, "below": 1, "right": 0}[spec.label_side]
            candidates = candidates[first::2] + candidates[1 - first::2]
        obstacles = [e.bounds for e in ctx.placed]
        return choose(candidates, obstacles, ctx.columns)

    @staticmethod
    def _beside_level(label: str, a: Point, b: Point, make, ctx: "LayoutContext", shares: tuple[float, ...] = LABEL_SHARES) -> list[Element]:
        """Places above and below a level or sloping line: at the middle, then
        further along either way, then flush with either end; each clear of the
        line wherever it runs under (or over) the label."""
        gap, height = ctx.theme.layout.connector_label_gap, ctx.text_height("label")
        width = ctx.font.measure(label, ctx.theme.type.size("label"))
        (x0, _), (x1, _) = a, b
        lefts = [x0 + (x1 - x0) * share - width / 2 for share in shares] + [max(x0, x1) - width, min(x0, x1)]
        candidates = []
        for left in lefts:
            low, high = _line_span(a, b, left, left + width)
            candidates += [make(left, low - gap - height), make(left, high + gap)]
        return candidates

    @staticmethod
    def _beside_upright(a: Point, b: Point, make, ctx: "LayoutContext", shares: tuple[float, ...] = LABEL_SHARES) -> list[Element]:
        """Places right and left of an upright line, the middle first."""
        gap = ctx.theme.layout.connector_label_gap
        candidates = []
        for share in shares:
            x, y = a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share
            candidates += [ctx.text_centred_on(make(x + gap * 2, y), y), ctx.text_centred_on(make(x - gap * 2, y, "right"), y)]
        return candidates

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

    # --- facts ----------------------------------------------------------------

    def facts(self, node: MarkNode, ctx: "DescribeContext") -> Statement:
        """One relation and no thing: the describe stage says it in the sentence
        of the thing it starts from or arrives at. The line itself is the
        relation's `via`: its look, weight, label, the writer's noun for it, and
        what stands on it in order along it (carried icons, the cut)."""
        spec: ConnectorSpec = node.spec
        via = Thing(
            spec.noun or ("arrow" if spec.arrow != "none" else "line"), node.path, look=self._look(spec), label=spec.label,
            quality=self._weight(spec), parts=self._along(node), alt=spec.alt,
        )
        target = ctx.key_of(spec.to)
        if spec.source is None:
            return Statement((), (Relation("arrives-from", target, None, via=via, edge=spec.arrives_from),))
        source = ctx.key_of(spec.source)
        end = spec.source if spec.arrow == "start" else spec.to
        subject, object = (target, source) if spec.arrow == "start" else (source, target)
        if spec.arrow == "none":
            verb = "joins"
        elif spec.arrow == "both":
            verb = "joins-both-ways"
        else:
            verb = "sends-into" if self._container(end, ctx) else "leads-to"
        return Statement((), (Relation(verb, subject, object, via=via, way=self._way(node, ctx)),))

    @staticmethod
    def _look(spec: ConnectorSpec) -> Look:
        """Grey is the line's own ink: said only when the writer chose it."""
        written = spec.colour != "grey" or "colour" in spec.model_fields_set
        return Look(spec.colour if written else "none", spec.outline, filled=False)

    @staticmethod
    def _weight(spec: ConnectorSpec) -> str | None:
        if spec.weight == "thick":
            return "thick"
        return "thin" if "weight" in spec.model_fields_set else None

    @staticmethod
    def _along(node: MarkNode) -> tuple[Thing, ...]:
        """What stands on the line, in order from its start: icons it carries
        (above, below or on it) and the red cross that cuts it."""
        spec: ConnectorSpec = node.spec
        along: list[tuple[float, Thing]] = []
        for index, carry in enumerate(spec.carries):
            look = icon_look(carry.colour)
            along.append((float(carry.at.value), Thing(icon_noun(carry.icon), node.path + ("carries", index), look=look, place=carry.side)))
        if spec.cut is not None:
            along.append((float(spec.cut.value) + 1e-9, Thing("red cross", node.path + ("cut",), place="across")))
        return tuple(thing for _, thing in sorted(along, key=lambda pair: pair[0]))

    @staticmethod
    def _container(reference: str, ctx: "DescribeContext") -> bool:
        """Whether the arrow ends in an icon that holds things (a card, a server)."""
        ident = ctx.ident(reference.split(".")[0])
        return bool(ident and ident.what == "icon" and ident.node.spec.name in CONTAINERS)

    @staticmethod
    def _way(node: MarkNode, ctx: "DescribeContext") -> str | None:
        """Down, up, right or left: the way the link runs as drawn, from its
        subject to its object (against the arrow's direction for `arrow: start`)."""
        points = []
        for element in ctx.scene.elements:
            if element.owner != node.path or element.role != "connector":
                continue
            if isinstance(element, Line):
                points += [(element.x1, element.y1), (element.x2, element.y2)]
            elif isinstance(element, Path):
                numbers = [n for _, values in element.segments for n in values]
                points += [(numbers[0], numbers[1]), (numbers[-2], numbers[-1])]
        if len(points) < 2:
            return None
        (x0, y0), (x1, y1) = points[0], points[-1]
        if node.spec.arrow == "start":
            (x0, y0), (x1, y1) = (x1, y1), (x0, y0)
        dx, dy = x1 - x0, y1 - y0
        if abs(dy) >= abs(dx):
            return "down" if dy > 0 else "up"
        return "right" if dx > 0 else "left"
