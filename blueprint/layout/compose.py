"""One composition pass: every block gets a frame, from the room its group gives it.

    column   children one under another; a link between two sets their gap
    row      children side by side; each takes its natural width, and those
             that stretch share what is left (water filling), then line up
             top, centre or bottom
    block    a mark or a group inside its frame, narrowed by the room its
             attached blocks take beside or above it; then the attached
             blocks, each placed by its relation to its target's anchor
    sizes    `width` and `height` as given; otherwise, at a shrink level s,
             a mark's height is its smallest plus s of the way to its
             preferred (s = None: preferred), each measured by drawing it

Moves are rigid: a laid block is shifted with its anchors and its boxes
(`laid.py`); the gaps between blocks are the composer's `Gaps` (`gaps.py`).
"""

from __future__ import annotations

import math
from dataclasses import replace

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.gaps import Gaps
from blueprint.layout.laid import Laid, lined_up, water_fill
from blueprint.layout.headings import heading_element, heading_room
from blueprint.layout.marks import drawer_of
from blueprint.layout.draw.positions import anchor_ends
from blueprint.layout.signs import over_at, over_plot, painted, signs
from blueprint.layout.size_checks import SizeChecks
from blueprint.layout.sizes import measured
from blueprint.layout.tree import Block
from blueprint.layout.marks.base import MarkLayout
from blueprint.marks.base import MarkNode
from blueprint.scene import Box, Element, SpecPath

INF = math.inf
ROW_GAP = 64.0


class Composer(Gaps, SizeChecks):
    """Lays out blocks at one shrink level; `sizes` caches measurements across passes."""

    def __init__(self, ctx: LayoutContext, shrink: float | None, sizes: dict):
        self.ctx = ctx
        self.shrink = shrink
        self.sizes = sizes
        self.shares: set[SpecPath] = set()  # blocks in a row, whose width is their share of it
        self.stacked: dict[SpecPath, tuple[Block, ...]] = {}  # a bar's stack (layout/ends.py): the room beside one is kept beside all
        self.checking = True  # whether a size the spec gives is checked (not in a probe that measures one)

    # --- measuring ------------------------------------------------------------

    def _probe(self) -> "Composer":
        probe = Composer(self._scratch(), self.shrink, self.sizes)
        probe.checking = False
        return probe

    def _scratch(self) -> LayoutContext:
        return replace(self.ctx, diagnostics=Diagnostics(self.ctx.source.path), anchors=dict(self.ctx.anchors), scales=dict(self.ctx.scales), placed=[], bodies={})

    def height_range(self, node: MarkNode, width: float) -> tuple[float, float]:
        """A mark's smallest and preferred heights at this width, by drawing it."""
        key = ("height", node.path, round(width, 2), self.ctx.grow, self.ctx.tight)
        if key not in self.sizes:
            heights = []
            for limit in (0.0, INF):
                drawn = drawer_of(node).layout(node, self._scratch(), Box(self.ctx.content.x, 0.0, width, limit))
                bounds = Box.around([e.bounds for e in drawn.elements])
                heights.append((bounds.height if bounds else 0.0) + heading_room(node, self.ctx))
            self.sizes[key] = (heights[0], max(heights))
        return self.sizes[key]

    def natural(self, block: Block, width: float) -> Box:
        """The extent of a block (and what is attached to it) drawn in this width."""
        key = ("natural", block.path, round(width, 2), self.shrink, self.ctx.grow, self.ctx.tight)
        if key not in self.sizes:
            probe = Composer(self._scratch(), self.shrink, self.sizes)
            probe.stacked = self.stacked
            laid = probe.block(block, Box(self.ctx.content.x, 0.0, width, INF))
            self.sizes[key] = laid.bounds or Box(0, 0, 0, 0)
        return self.sizes[key]

    # --- one block ------------------------------------------------------------

    def block(self, block: Block, frame: Box) -> Laid:
        """A block inside `frame` (its top at the frame's top), then what is attached to it."""
        left, right, above = self._reserve(block)
        inner = Box(frame.x + left, frame.y + above, max(frame.width - left - right, 0.0), frame.height)
        own = self._own(block, inner)
        bounds = own.bounds
        if bounds is not None:
            own = own.shifted(0.0, inner.y - bounds.y)
        self._register(own)
        for attached in block.attached:
            own.add(self.attach(attached, own.extents.get(block.path), own.elements, self._painted(block, own, attached)))
        return own

    @staticmethod
    def _painted(block: Block, own: Laid, attached: Block) -> Box | None:
        """What a mark paints, for signs placed over or under the whole mark."""
        if not signs(attached) or attached.relation is None or attached.relation[1] != block.node.id:
            return None
        return painted(block.path, own.elements)

    def _reserve(self, block: Block) -> tuple[float, float, float]:
        """Room left free beside and above a block for the blocks placed there;
        beside a bar stacked with others, the most any of them keeps on that
        side, so they start and end together (names left, totals right)."""
        left, right, above = self._room_for(block)
        for member in self.stacked.get(block.path, ()):
            if member is not block:
                beside = self._room_for(member)
                left, right = max(left, beside[0]), max(right, beside[1])
        return left, right, above

    def _room_for(self, block: Block) -> tuple[float, float, float]:
        """Room the blocks placed beside and above one block take: beside a
        given `width`, what it leaves; beside a block drawn short of the card
        (a grid), where the two overflow, a share as in a row (water filling),
        so neither squeezes the other to nothing (issue 27: a grid, a queue),
        and so beside a mark that stretches (a timeline: another `right-of`
        it took the card, and it drew its axis backwards in what was left)."""
        left = right = above = 0.0
        given = self._given_width(block) if not block.node.kind.holds_marks else None
        drawn = self._drawn_width(block.node) if given is None and not block.node.kind.holds_marks else None
        for attached in block.attached:
            assert attached.relation is not None  # a block is attached by its relation (layout/tree.py)
            relation, _ = attached.relation
            if relation not in ("left-of", "right-of", "above"):
                continue
            gap = self._gap(attached)
            room = self.ctx.content.width
            if given is not None and relation != "above":  # beside a block of a given width: what that width leaves
                room = max(room - given - gap, 8.0)
            extent = self.natural(attached, room)
            mine = drawn if drawn is not None or given is not None or block.node.kind.holds_marks else room  # a mark that stretches (a timeline) wants the card
            if mine is not None and relation != "above" and mine + gap + extent.width > room + 0.5:  # the two overflow: they share
                share = max(water_fill([mine, extent.width], room - gap)[1], room - gap - mine, 8.0)
                extent = self.natural(attached, share) if share < extent.width - 0.5 else extent
            if relation == "left-of":
                left = max(left, extent.width + gap)
            elif relation == "right-of":
                right = max(right, extent.width + gap)
            else:
                above = max(above, extent.height + gap)
        return left, right, above

    def _drawn_width(self, node: MarkNode) -> float | None:
        """The width a mark draws to alone across the card where it stops
        short of it (a grid, a queue); None where it stretches (a curve)."""
        room = self.ctx.content.width
        key = ("drawn width", node.path, round(room, 2), self.ctx.grow, self.ctx.tight)
        if key not in self.sizes:
            drawn = drawer_of(node).layout(node, self._scratch(), Box(self.ctx.content.x, 0.0, room, INF))
            bounds = Box.around([e.bounds for e in drawn.elements])
            self.sizes[key] = bounds.width if bounds is not None and bounds.width < room - 1 else None
        return self.sizes[key]

    def _own(self, block: Block, frame: Box) -> Laid:
        node = block.node
        frame = self._sized(node, frame)
        group = self.ctx.axis_groups.get(node.path)
        if group is not None:  # its axis starts with the axes it shares a scale with (layout/axes.py)
            shift = min(group.shift, frame.width)
            frame = Box(frame.x + shift, frame.y, frame.width - shift, frame.height)
        laid = self._drawn(block, frame)
        drawn = measured(block, laid)
        if getattr(node.spec, "height", None) is not None and not node.kind.holds_marks and drawn is not None and drawn.height < frame.height - 1:
            taller = self._honoured(block, frame)[0]
            if taller is not None:  # it draws its height in a taller frame: drawn there
                laid = self._drawn(block, Box(frame.x, frame.y, frame.width, taller))
                drawn = measured(block, laid)
        if self.checking:
            self._filled(block, frame, drawn)
        return laid

    def _drawn(self, block: Block, frame: Box) -> Laid:
        node = block.node
        room = heading_room(node, self.ctx)
        if room:  # a panel's heading: its line reserved over the block, drawn over what it drew
            frame = Box(frame.x, frame.y + room, frame.width, max(frame.height - room, 0.0))
        laid = self._group(block, frame) if node.kind.holds_marks else self._laid(node, drawer_of(node).layout(node, self.ctx, frame))
        drawn = laid.extents.get(node.path)
        if room and drawn is not None:
            heading = heading_element(node, self.ctx, drawn, laid.elements)
            laid.elements.append(heading)
            laid.extents[node.path] = Box.around([drawn, heading.bounds]) or drawn
            if node.id:
                laid.anchors[f"{node.id}.heading"] = heading.bounds
        return laid

    def _sized(self, node: MarkNode, frame: Box) -> Box:
        """The frame a mark draws in: its own `width` and `height`, or its share.
        A share (`40%`) is of the room inside the card's margins, so shares that
        add up to 100% fill a row."""
        room = self.ctx.content
        width_spec = getattr(node.spec, "width", None)
        height_spec = getattr(node.spec, "height", None)
        x, width = frame.x, frame.width
        if width_spec is not None:
            width = width_spec.resolve(room.width)
            x = frame.x + (frame.width - width) / 2
        if height_spec is not None:
            height = height_spec.resolve(room.height)
        elif node.kind.holds_marks or self.shrink is None:
            height = INF
        else:
            members = [b.node for b in self.stacked.get(node.path, ())] or [node]
            shrink = self.shrink
            height = min(low + shrink * (high - low) for low, high in (self.height_range(m, width) for m in members))  # a stack's bars one thickness
        return Box(x, frame.y, width, min(height, frame.height))

    def _laid(self, node: MarkNode, drawn: MarkLayout) -> Laid:
        bounds = Box.around([e.bounds for e in drawn.elements]) or Box(self.ctx.content.x, 0.0, 0.0, 0.0)
        body = drawn.anchors.get(node.id, bounds) if node.id else bounds
        return Laid(list(drawn.elements), dict(drawn.anchors), {node.path: body}, {node.path: bounds}, dict(drawn.scales))

    def _register(self, laid: Laid) -> None:
        self.ctx.anchors.update(laid.anchors)
        self.ctx.scales.update(laid.scales)
        ends = anchor_ends(self.ctx.wanted, laid.anchors, laid.elements, self.ctx.ids)  # the ends of an anchor the spec names, moved with it
        laid.anchors.update(ends)
        self.ctx.anchors.update(ends)

    def shift(self, laid: Laid, dx: float, dy: float) -> Laid:
        moved = laid.shifted(dx, dy)
        self._register(moved)
        return moved

    # --- groups ---------------------------------------------------------------

    def _group(self, block: Block, frame: Box) -> Laid:
        # imported with the first group drawn, not with this module: a spec
        # without a group loads no group module (tests/test_cli.py)
        from blueprint.layout.marks.group import GroupDrawer
        from blueprint.marks.group import GroupMark, GroupSpec

        node, kind, drawer = block.node, block.node.kind, drawer_of(block.node)
        # only a group (`row`, `column`) holds marks: GroupMark declares it, GroupDrawer draws it
        assert isinstance(kind, GroupMark) and isinstance(drawer, GroupDrawer), node.kind.name
        spec = node.spec_as(GroupSpec)
        room = drawer.label_room(node, self.ctx)
        inner = Box(frame.x, frame.y + room, frame.width, frame.height - room)
        gap = spec.gap
        if kind.direction == "row":
            held = self.row(block.children, inner, ROW_GAP if gap is None else float(gap), spec.align or "centre", opens=gap is None)
        else:
            held = self.column(block.children, block.gaps, inner, self.ctx.grown(self.ctx.theme.layout.stack_gap, "gap") if gap is None else float(gap), spec.align, given=gap is not None)
        held_box = held.bounds or Box(inner.centre_x, inner.y, 0.0, 0.0)
        decoration = drawer.decorate(node, self.ctx, held_box, frame)
        laid = held.add(Laid(decoration.elements, decoration.anchors))
        box = decoration.anchors.get(node.id) if node.id else None
        laid.boxes[node.path] = box or laid.bounds or held_box
        laid.extents[node.path] = laid.bounds or held_box
        return laid

    def column(self, children: list[Block], gaps: dict[int, MarkNode], frame: Box, gap: float, align: str | None, given: bool = False) -> Laid:
        """Children one under another; the theme's gap (not a `gap` the writer
        `given`) opens to the line the links between two neighbours want."""
        laid = Laid()
        cursor = frame.y
        for index, child in enumerate(children):
            if index:
                link = gaps.get(index)
                step = drawer_of(link).gap(link, self.ctx) if link is not None else self._under_heading(child, self._shrunk(gap))
                cursor += step if given else max(step, self._linked(children[index - 1], child, level=False))
            placed = self.block(child, Box(frame.x, cursor, frame.width, frame.height))
            if align is not None and placed.bounds is not None:
                body = placed.boxes[child.path]
                target = {"left": frame.x, "right": frame.right - body.width}.get(align, frame.centre_x - body.width / 2)
                placed = self.shift(placed, target - body.x, 0.0)
            bounds = placed.bounds
            if bounds is not None:
                cursor = bounds.bottom
            laid.add(placed)
        return laid

    def row(self, children: list[Block], frame: Box, gap: float, align: str, opens: bool = False) -> Laid:
        """Children side by side; the theme's gap (`opens`) opens at the fill
        level as a column's does, into the width the children leave free only,
        so a line's label between two icons that grew keeps its room, and
        between two neighbours to the line their links want (layout/room.py)."""
        if not children:
            return Laid()
        self.shares.update(child.path for child in children)
        naturals = [self._given_width(child) or self.natural(child, frame.width).width for child in children]
        if opens and len(children) > 1:
            free = max(frame.width - sum(naturals) - gap * (len(children) - 1), 0.0)
            gap += min(self.ctx.grown(gap, "gap") - gap, free / (len(children) - 1))
        gaps = self._row_gaps(children, naturals, frame.width, gap) if opens else [gap] * (len(children) - 1)
        gaps.append(0.0)
        room = frame.width - sum(gaps)
        widths = water_fill(naturals, room)
        x = frame.x + max(frame.width - sum(widths) - sum(gaps), 0.0) / 2
        placed = []
        for child, width, after in zip(children, widths, gaps):
            placed.append(self.block(child, Box(x, frame.y, width, frame.height)))
            x += width + after
        laid = Laid()
        for part, dy in zip(placed, lined_up([child.path for child in children], placed, align)):
            laid.add(self.shift(part, 0.0, dy))
        return laid

    def _row_gaps(self, children: list[Block], naturals: list[float], width: float, gap: float) -> list[float]:
        """The theme's gap between each two neighbours of a row, opened to
        the line their links want, as far as the row's width allows: past
        it, each opening gives back its share of the overflow (the row
        fits first; a label still short of room is lint's to say)."""
        wanted = [max(gap, self._linked(before, after, level=True)) for before, after in zip(children, children[1:])]
        over = sum(naturals) + sum(wanted) - width
        opened = sum(w - gap for w in wanted)
        if over <= 0 or opened <= 0:
            return wanted
        keep = max(0.0, 1.0 - over / opened)
        return [gap + (w - gap) * keep for w in wanted]

    def _given_width(self, block: Block) -> float | None:
        """The width a block's spec gives, which it takes in a row whatever it
        draws inside it (a column of narrow marks, `width: 480`)."""
        width_spec = getattr(block.node.spec, "width", None)
        return width_spec.resolve(self.ctx.content.width) if width_spec is not None else None

    # --- relations ------------------------------------------------------------

    def attach(self, block: Block, holder: Box | None = None, drawn: list[Element] | None = None, painted: Box | None = None) -> Laid:
        """A block placed by its relation to an anchor that is already placed
        (`holder`: the extent of the block that anchor belongs to, when known;
        `drawn`: what that block drew; `painted`: what that mark paints, which
        signs over or under it centre on)."""
        assert block.relation is not None  # attached, or late and not a link: placed by its relation (layout/tree.py)
        relation, target_name = block.relation
        target = self.ctx.anchors.get(target_name)
        if target is None:
            return Laid()
        if relation in ("above", "below") and getattr(block.node.spec, "gap", None) is None:  # a `gap` is measured from the place itself, as written
            target = over_plot(target_name, target, self.ctx)
        if painted is not None and relation in ("above", "below"):
            target = Box(painted.x, target.y, painted.width, target.height)
        content = self.ctx.content
        gap = self._gap(block, self._hang(relation, target, self._over_target(relation, target, holder, drawn)))
        if "." in target_name:  # at a part: past (or clear of) the words its mark drew beside it
            gap = self._past_part_words(relation, target, drawn or [], gap)
        if relation == "right-of":
            frame = Box(target.right + gap, 0.0, max(content.right - target.right - gap, 8.0), INF)
        elif relation == "left-of":
            frame = Box(content.x, 0.0, max(target.x - gap - content.x, 8.0), INF)
        else:
            frame = Box(content.x, 0.0, content.width, INF)
        laid = self.block(block, frame)
        body, extent = laid.boxes[block.path], laid.extents[block.path]
        align = None if block.node.kind.holds_marks else getattr(block.node.spec, "align", None)
        if relation == "over":  # its drawing, not its words (beside what it stands over), on the target's middle
            if not block.node.id:
                body = laid.boxes[block.path] = Box.around([e.bounds for e in laid.elements if e.role != "label"]) or body
            x, y = over_at(block.node, target, self.ctx.anchors)
            dx, dy = x - body.centre_x, y - body.centre_y
        elif relation in ("right-of", "left-of"):
            dx = target.right + gap - body.x if relation == "right-of" else target.x - gap - body.right
            dy = {"top": target.y - body.y, "bottom": target.bottom - body.bottom}.get(align or "", target.centre_y - body.centre_y)
        else:
            dy = target.bottom + gap - extent.y if relation == "below" else target.y - gap - extent.bottom
            dx = {"left": target.x - body.x, "right": target.right - body.right}.get(align or "", target.centre_x - body.centre_x)
            if getattr(block.node.spec, "same_scale", None):
                dx = 0.0  # stacked on a shared axis: its x is the axis's, not an alignment's
        return self.shift(laid, dx, dy)

    def late(self, blocks: list[Block]) -> tuple[Laid, list[Block]]:
        """Links, and blocks placed by links, each once all it refers to is placed."""
        laid = Laid()
        pending = list(blocks)
        while pending:
            ready = [b for b in pending if all(name in self.ctx.anchors for name in b.node.kind.needs(b.node))]
            if not ready:
                break
            for block in ready:
                node = block.node
                if node.kind.flow == "link":
                    done = self._laid(node, drawer_of(node).link(node, self.ctx))
                    self._register(done)
                else:
                    done = self.attach(block)
                    self.ctx.placed.extend(done.elements)  # the frame grows by blocks only: no link sees another
                    self.ctx.bodies.update(done.boxes)
                laid.add(done)
            pending = [b for b in pending if b not in ready]
        return laid, pending
