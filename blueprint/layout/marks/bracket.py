"""How a bracket is drawn: along the union of the anchors it spans, on its side
of them, a clear gap beyond whatever the marks holding them drew there (their
own labels, a bar's name); a thin line with a tick at each end turning toward
what it spans, or a curly brace pointing away; its label beyond its middle,
with the note beneath, a label the global search may move along it.

A link: drawn once every anchor in `over` is placed, seeing only what the
blocks drew (`ctx.placed`), never another link. Written between two stacked
blocks, it asks for the room it takes (`gap`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import choose, with_alternatives
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.bracket import COLOURS, BracketSpec, room_beside
from blueprint.scene import Box, Element, Paint, Path, Segment, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

Point = tuple[float, float]
LABEL_COLOURS = {"grey": "ink"}  # a grey bracket's words are ink; a coloured one's, its colour (STYLE.md)


class BracketDrawer(MarkDrawer):
    def gap(self, node: "MarkNode", ctx: "LayoutContext") -> float:
        """Between two stacked blocks: the bracket's depth and its words, a
        clear gap from the block it spans and from the other, on the 8 px grid."""
        spec = node.spec_as(BracketSpec)
        layout = ctx.theme.layout
        if spec.side in ("left", "right"):
            return layout.stack_gap
        words = _words_height(spec, ctx)
        need = 2 * layout.bracket_gap + _depth(spec, ctx) + (layout.label_gap + words if words else 0.0)
        unit = ctx.theme.canvas.unit
        return max(layout.stack_gap, math.ceil(need / unit) * unit)

    def stands(self, node: "MarkNode", ctx: "LayoutContext") -> Box | None:
        """Where the bracket's line stands, from the anchors it spans alone."""
        spec = node.spec_as(BracketSpec)
        if not all(name in ctx.anchors for name in spec.over):
            return None
        union = _run_box(spec, ctx)
        if union is None:
            return None
        frame = _Frame(spec.side, union, _common_edge(node, spec, union, ctx), ctx.theme.layout.bracket_gap)
        depth = _depth(spec, ctx)
        return Path(_brace(frame, depth) if spec.shape == "brace" else _bracket(frame, depth), Paint(stroke="line"), "bracket", node.path, node.path).bounds

    def link(self, node: "MarkNode", ctx: "LayoutContext") -> MarkLayout:
        spec = node.spec_as(BracketSpec)
        union = _run_box(spec, ctx)
        assert union is not None  # `over` holds one anchor at least (BracketSpec), each placed before a link draws
        frame = _Frame(spec.side, union, _common_edge(node, spec, union, ctx), ctx.theme.layout.bracket_gap)
        paint = Paint(stroke=COLOURS[spec.colour], stroke_width="thin", line=spec.outline)
        depth = _depth(spec, ctx)
        points = _brace(frame, depth) if spec.shape == "brace" else _bracket(frame, depth)
        shape = Path(points, paint, "bracket", node.path, node.path)
        elements: list[Element] = [shape]
        elements += _words(node, spec, frame, depth, ctx)
        anchors = {node.id: shape.bounds} if node.id else {}
        return MarkLayout(elements=elements, anchors=anchors)


def bracket_depth(node: "MarkNode", ctx: "LayoutContext") -> float:
    """How far a bracket and its words reach out from what it spans: its gap,
    its ticks (or a brace's depth), and its words past them."""
    spec = node.spec_as(BracketSpec)
    layout = ctx.theme.layout
    words = _words_height(spec, ctx)
    return layout.bracket_gap + _depth(spec, ctx) + (layout.label_gap + words if words else 0.0)


class _Frame:
    """The bracket's own axes: `along` its run (x above or below what it spans,
    y beside it), `out` away from what it spans, from `near` (a `gap` past the
    `edge` it stands beyond), where its ticks end. `point(a, t)` is the canvas
    point `a` along and `t` out."""

    def __init__(self, side: str, union: Box, edge: float, gap: float):
        self.side = side
        self.level = side in ("above", "below")
        self.start, self.end = (union.x, union.right) if self.level else (union.y, union.bottom)
        self.sign = -1.0 if side in ("above", "left") else 1.0
        self.near = edge + self.sign * gap

    @property
    def middle(self) -> float:
        return (self.start + self.end) / 2

    def point(self, along: float, out: float) -> Point:
        across = self.near + self.sign * out
        return (along, across) if self.level else (across, along)


def _depth(spec: BracketSpec, ctx: "LayoutContext") -> float:
    layout = ctx.theme.layout
    return layout.brace_depth if spec.shape == "brace" else layout.bracket_tick


def _words_height(spec: BracketSpec, ctx: "LayoutContext") -> float:
    """How tall its label and note stand together (0 with no words)."""
    height = ctx.text_height("label", spec.label) if spec.label else 0.0
    if spec.note:
        height += (ctx.theme.layout.label_gap / 2 if spec.label else 0.0) + ctx.text_height("note", spec.note)
    return height


def _run_box(spec: BracketSpec, ctx: "LayoutContext") -> Box | None:
    """The union of the anchors it spans, each a position (a curve's point, an
    event: `MarkKind.point_anchor`) taken at its centre, where the reader
    expects the run to end, not at its marker's far edge."""
    boxes = []
    for name in spec.over:
        box = ctx.anchors[name]
        mark, _, rest = name.partition(".")
        node = getattr(ctx.ids.get(mark), "node", None)
        if rest and node is not None and node.id == mark and node.kind.point_anchor(node, rest):
            box = Box(box.centre_x, box.centre_y, 0.0, 0.0)
        boxes.append(box)
    return Box.around(boxes)


def _common_edge(node: "MarkNode", spec: BracketSpec, union: Box, ctx: "LayoutContext") -> float:
    """The edge it stands beyond, shared with every other bracket on the same
    side of the same marks (brackets beside a timeline's lane groups stand
    on one line): the outermost of their edges."""
    edges = [_beyond(spec, union, ctx)]
    holders = _holders(spec, ctx)
    for other in ctx.marks:
        if other is node or other.kind.name != node.kind.name:
            continue
        theirs = other.spec_as(BracketSpec)
        if theirs.side != spec.side or _holders(theirs, ctx) != holders or any(name not in ctx.anchors for name in theirs.over):
            continue
        around = _run_box(theirs, ctx)
        if around is not None:
            edges.append(_beyond(theirs, around, ctx))
    return min(edges) if spec.side in ("above", "left") else max(edges)


def _beyond(spec: BracketSpec, union: Box, ctx: "LayoutContext") -> float:
    """The edge the bracket stands beyond, on its side: the union's, or further
    out, past what the marks holding its anchors drew there (their labels, a
    bar's name, the rows above a row), over the stretch it spans."""
    holders = _holders(spec, ctx)
    level = spec.side in ("above", "below")
    low, high = (union.x, union.right) if level else (union.y, union.bottom)
    edge = {"above": union.y, "below": union.bottom, "left": union.x, "right": union.right}[spec.side]
    from blueprint.layout.marks.frame import hugging  # a frame round the parts it spans: it stands beyond that line too

    room = room_beside(spec, ctx.theme.layout.bracket_gap, _depth(spec, ctx))
    axis = _axis_top(holders, ctx) if spec.before_axis else None
    drawn = []
    for element in ctx.placed:
        if not any(element.owner[: len(path)] == path for path in holders):
            continue
        if axis is not None and element.bounds.y >= axis - 0.5:
            continue  # the axis, and what hangs under it: the timeline left the bracket room over it
        if isinstance(element, Text) and element.role == "label" and not level and _past(element.box, union, spec.side, room):
            continue  # labels beside the run, past the room the bracket takes, left it that room (a series' label past its end)
        drawn.append(element.bounds)
    for box in drawn + hugging(list(holders), ctx):
        first, last = (box.x, box.right) if level else (box.y, box.bottom)
        if high - low > 1.0 and (last <= low + 0.5 or first >= high - 0.5):
            continue  # beside the stretch it spans
        if high - low <= 1.0 and (last < low - 0.5 or first > high + 0.5):
            continue  # beside the point it spans (an icon's edge): what holds the point counts
        if spec.side == "above" and box.y < edge - 0.5:
            edge = box.y
        elif spec.side == "below" and box.bottom > edge + 0.5:
            edge = box.bottom
        elif spec.side == "left" and box.x < edge - 0.5:
            edge = box.x
        elif spec.side == "right" and box.right > edge + 0.5:
            edge = box.right
    return edge


def _axis_top(holders: list[SpecPath], ctx: "LayoutContext") -> float | None:
    """The top of the ruled axis the holders drew (its `scale` line), if any."""
    tops = [e.bounds.y for e in ctx.placed if e.role == "scale" and any(e.owner[: len(path)] == path for path in holders)]
    return min(tops, default=None)


def _past(box: Box, union: Box, side: str, room: float) -> bool:
    """Whether `box` stands wholly `room` or more beyond `union` on `side`."""
    return {"above": box.bottom <= union.y - room + 0.5, "below": box.y >= union.bottom + room - 0.5,
            "left": box.right <= union.x - room + 0.5, "right": box.x >= union.right + room - 0.5}[side]


def _holders(spec: BracketSpec, ctx: "LayoutContext") -> list[SpecPath]:
    """The marks that hold the anchors it spans (a part's bar, a row's grid):
    each name's first word is the id of its mark (or group)."""
    found: list[SpecPath] = []
    for name in spec.over:
        ident = ctx.ids.get(name.split(".")[0])
        path = getattr(getattr(ident, "node", None), "path", None)
        if path is not None and path not in found:
            found.append(path)
    return found


def _bracket(frame: _Frame, depth: float) -> tuple[Segment, ...]:
    """A line `depth` out from its ticks' ends, the ticks turning back toward what it spans."""
    corners = [frame.point(frame.start, 0.0), frame.point(frame.start, depth), frame.point(frame.end, depth), frame.point(frame.end, 0.0)]
    return (("M", corners[0]),) + tuple(("L", corner) for corner in corners[1:])


def _brace(frame: _Frame, depth: float) -> tuple[Segment, ...]:
    """A curly brace: its arms turn from their tips toward the middle, where it
    comes to a point `depth` out, away from what it spans."""
    half = depth / 2
    length = frame.end - frame.start
    curl = min(half, length / 4)  # how far along each turn runs: a short run keeps its brace's shape
    a, b, m = frame.start, frame.end, frame.middle
    p = frame.point
    return (
        ("M", p(a, 0.0)),
        ("Q", p(a, half) + p(a + curl, half)),
        ("L", p(m - curl, half)),
        ("Q", p(m, half) + p(m, depth)),
        ("Q", p(m, half) + p(m + curl, half)),
        ("L", p(b - curl, half)),
        ("Q", p(b, half) + p(b, 0.0)),
    )


def _words(node: "MarkNode", spec: BracketSpec, frame: _Frame, depth: float, ctx: "LayoutContext") -> list[Text]:
    """The label beyond the bracket's middle and the note beneath it, else flush
    with either end, else (above or below) the same a row further out. Alone,
    the label carries its other places for the label search; with a note, the
    two stand together where first free."""
    if not spec.label and not spec.note:
        return []
    colour = spec.label_colour or LABEL_COLOURS.get(spec.colour, spec.colour)  # `label-colour`, else the line's
    gap = ctx.theme.layout.label_gap
    # From `near` to the words' nearest edge. Above or below, the text box's own
    # room over and under its letters adds about a label gap to the one the eye
    # sees; beside, the letters start at the box's edge: the gap is given twice.
    out = depth + (gap if frame.level else 2 * gap)
    runs: list[tuple[str, str, SpecPath]] = [(text, size, node.path + (key,)) for text, size, key in ((spec.label, "label", "label"), (spec.note, "note", "note")) if text]

    def at(place: str, further: float = 0.0) -> list[Text]:
        return _stacked(runs, place, frame, out + further, colour, ctx)

    places = ["middle", "start", "end"]
    row = _words_height(spec, ctx) + gap / 2 if frame.level else 0.0  # a row further out: a neighbour's words may take the first
    sets = [at(place) for place in places] + ([at(place, row) for place in places] if row else [])
    obstacles = [e.bounds for e in ctx.placed]
    if len(runs) == 1 and runs[0][2][-1] == "label":
        return [choose([words[0] for words in sets], obstacles, ctx.columns)]
    chosen = next((words for words in sets if all(_free(t.box, obstacles, ctx) for t in words)), sets[0])
    return [with_alternatives(t, [t]) for t in chosen]


def _free(box: Box, obstacles: list[Box], ctx: "LayoutContext") -> bool:
    grown = box.grown(2.0)
    return ctx.columns.contains(box) and not any(grown.overlaps(o) for o in obstacles)


def _stacked(runs: list[tuple[str, str, SpecPath]], place: str, frame: _Frame, out: float, colour: str, ctx: "LayoutContext") -> list[Text]:
    """The words (label, then note beneath) `out` beyond `near`, at `place`
    along the bracket: centred on its middle, or flush with its start or end."""
    note_gap = ctx.theme.layout.label_gap / 2
    heights = [ctx.text_height(size, text) for text, size, _ in runs]
    total = sum(heights) + note_gap * (len(runs) - 1)
    make: Callable[[str, str, SpecPath, float, float, str], Text] = lambda text, size, owner, x, top, align: ctx.text(
        text, size=size, colour=colour, x=x, top=top, align=align, role="label", owner=owner, source=owner)
    found: list[Text] = []
    if frame.level:
        top = frame.near - out - total if frame.sign < 0 else frame.near + out
        x, align = {"middle": (frame.middle, "centre"), "start": (frame.start, "left"), "end": (frame.end, "right")}[place]
        for (text, size, owner), height in zip(runs, heights):
            found.append(make(text, size, owner, x, top, align))
            top += height + note_gap
        return found
    x = frame.near + frame.sign * out
    align = "right" if frame.sign < 0 else "left"
    top = {"middle": frame.middle - total / 2, "start": frame.start, "end": frame.end - total}[place]
    for (text, size, owner), height in zip(runs, heights):
        found.append(make(text, size, owner, x, top, align))
        top += height + note_gap
    return found
