"""How towers are drawn: evenly spaced over one foundation, far enough apart
for their names and tier labels (`TowerSpacing`), each tier a box by meaning
(or a small red cross in its place), names and the foundation's label under
them, the possible height ruled at the left, tier labels beside their tiers.

Anchors: `ID.tower-N`, `ID.tower-N.tier-M` (M from 1 at the bottom),
`ID.foundation`, and the labels of towers and tiers (`ID.tower-N.label`,
`ID.tower-N.tier-M.label`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import choose, label_inside
from blueprint.layout.draw.shapes import fill_paint, red_cross, stacked_outward, text_colour
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.label import label_ink
from blueprint.marks.towers import TierSpec, TowersSpec
from blueprint.rules import policy
from blueprint.rules.judge import breaks
from blueprint.scene import Box, Element, Line, Paint, Rect, SpecPath, Text

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

TIER_HEIGHT = 64.0  # preferred; a short frame gets down to SMALLEST_TIER
SMALLEST_TIER = 24.0
TIER_GAP = 8.0  # between tiers, shrinking with them down to SMALLEST_TIER_GAP
SMALLEST_TIER_GAP = 4.0
FOUNDATION = 16.0
TOWER_WIDTH = 160.0  # preferred; a narrow frame gets down to SMALLEST_TOWER
SMALLEST_TOWER = 40.0
LABEL_CLEARANCE = 24.0  # from a tier label to the next tower
NAME_SPACE = 32.0  # between two towers' names
VALUED_TIERS = 6  # towers standing by their values are as tall as this many tiers would be, by preference
SMALL_CROSS = 0.75  # "a small red cross": a share of the full cut's size


@dataclass(frozen=True)
class TowerSpacing:
    """How far apart towers stand: at least three quarters of a tower, more where
    a tower's tier labels (`rooms`, at its right) or two neighbours' names under
    them (`names`) need it. `width` finds the widest tower for which all fits."""

    rooms: tuple[float, ...]
    names: tuple[float, ...]
    lefts: tuple[float, ...] = ()  # each tower's tier labels asked to stand at its left (`label-side: left`)

    def left(self, index: int) -> float:
        return self.lefts[index] if index < len(self.lefts) else 0.0

    def steps(self, width: float) -> list[float]:
        """From each tower's left side to the next one's: one step for all, the
        largest any pair needs, so the towers stay evenly spaced."""
        needed = [
            max(width * 0.75, room + self.left(index + 1), (this + after) / 2 + NAME_SPACE - width)
            for index, (room, this, after) in enumerate(zip(self.rooms, self.names, self.names[1:]))
        ]
        return [width + max(needed)] * len(needed) if needed else []

    def leading(self, width: float) -> float:
        """How far the first tower's name, or its tier labels at its left, reach left of the tower."""
        return max(0.0, self.names[0] / 2 - width / 2, self.left(0))

    def extent(self, width: float) -> float:
        """The whole row's width: names and labels that reach past the ends included."""
        trailing = max(width * 0.75, self.rooms[-1], self.names[-1] / 2 - width / 2)
        return self.leading(width) + sum(self.steps(width)) + width + trailing

    def width(self, room: float) -> float:
        """The widest tower (up to TOWER_WIDTH, down to SMALLEST_TOWER) that fits `room`."""
        even = min(TOWER_WIDTH, room / (len(self.rooms) * 1.75))  # towers and spaces alone
        if self.extent(even) <= room + 1e-9:
            return even
        low, high = SMALLEST_TOWER, even
        for _ in range(40):
            middle = (low + high) / 2
            low, high = (middle, high) if self.extent(middle) <= room else (low, middle)
        return low


class TowersDrawer(MarkDrawer):
    def words_sized(self, key: str) -> bool:
        """Its height holds the towers' names and the foundation's words under
        the tiers (`_below`), so a `height` is drawn larger where the tiers'
        labels need more than it leaves them (`_held`)."""
        return key == "height"

    def sizes(self, element: Element) -> bool:
        """All but the tiers' labels, which stand beside their tiers and may
        hang over the tallest one's top, as a label may hang past its frame."""
        return not (element.role == "label" and "tiers" in element.source[-4:-1])

    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(TowersSpec)
        height = spec.tiers or max(t.height for t in spec.towers)
        tier_height, tier_gap = self._valued_size(spec, ctx, frame, height) if spec.valued else self._tier_size(spec, ctx, frame, int(height))
        if spec.gaps and not spec.valued:  # the writer's gap between tiers, the same at any size (`marks/look.Parted`; valued tiers take it in `_valued_size`)
            gap = spec.gaps + ctx.theme.strokes.outline  # paper between the tiers' painted edges
            tier_height, tier_gap = max(SMALLEST_TIER / 2, tier_height + tier_gap - gap), gap
        drawn = self._drawn(node, ctx, frame, height, (tier_height, tier_gap))
        if drawn.held:
            return drawn.layout
        return self._held(node, ctx, frame, height, (tier_height, tier_gap)) or drawn.layout

    def _held(self, node: "MarkNode", ctx: "LayoutContext", frame: Box, height: float, tier: tuple[float, float]) -> MarkLayout | None:
        """The towers drawn at the least pitch that holds their tiers' labels
        apart (from one another, and clear of the foundation and of tiers not
        their own), where the frame's pitch does not: drawn taller than the
        frame, so a `height` too short for them is refused at `height` with
        the height that holds them (`layout/relations.py`), as a timeline's
        is for its names (faithful14: small heights drew tier labels one on
        another, and lint refused a label). None where no pitch up to the one
        that fills the card holds them: lint then says which labels meet."""
        tier_height, tier_gap = tier
        pitch = tier_height + tier_gap
        most = max(pitch, (ctx.content.height - self._below(node.spec_as(TowersSpec), ctx)) / height)
        at = lambda p: self._drawn(node, ctx, frame, height, (p - tier_gap, tier_gap))
        if most <= pitch or not at(most).held:
            return None
        low, high = pitch, most
        for _ in range(16):
            middle = (low + high) / 2
            low, high = (low, middle) if at(middle).held else (middle, high)
        return at(high).layout

    def _drawn(self, node: "MarkNode", ctx: "LayoutContext", frame: Box, height: float, tier: tuple[float, float]) -> "_Drawn":
        """The towers at a tier's height and the gap above it, and whether
        their tiers' labels stand clear (`_labels_held`)."""
        top = frame.y
        spec = node.spec_as(TowersSpec)
        theme = ctx.theme.layout
        count = len(spec.towers)
        spacing = self._spacing(spec, ctx)
        width = spacing.width(frame.width)
        steps = spacing.steps(width)
        total = count * width + sum(step - width for step in steps)
        left = frame.centre_x - spacing.extent(width) / 2 + spacing.leading(width)
        starts = [left + sum(steps[:index]) for index in range(count)]
        tier_height, tier_gap = tier
        pitch = tier_height + tier_gap
        ground = top + height * pitch
        elements: list[Element] = []
        anchors: dict[str, Box] = {}
        for index, tower in enumerate(spec.towers):
            x = starts[index]
            path = node.path + ("towers", index)
            reaches = [0.0]
            for tier_spec in tower.tiers:
                reaches.append(reaches[-1] + tier_spec.amount)
            # a thin tier kept at the least that shows grows up, off the one below, and those above give way (`stacked_outward`)
            talls = [self._tall(tier_spec, pitch, tier_gap, ctx) for tier_spec in tower.tiers]
            own = [(a * pitch + tier_gap, a * pitch + tier_gap + tall) for a, tall in zip(reaches, talls)]
            spans = stacked_outward(own, ctx.theme.layout.thin_part, tier_gap)
            for level, (tier_spec, tall, a, (low, high), mine) in enumerate(zip(tower.tiers, talls, reaches, spans, own)):
                bottom = ground - a * pitch - tier_gap
                box = Box(x, bottom - tall, width, tall) if (low, high) == mine else Box(x, ground - high, width, high - low)  # else given way to a widened tier under it
                drawn = self._tier(tier_spec, box, ctx, path + ("tiers", level))
                elements += drawn
                anchors[f"tower-{index + 1}.tier-{level + 1}"] = Box.around([e.bounds for e in drawn]) or box
            anchors[f"tower-{index + 1}"] = Box(x, ground - tower.height * pitch, width, tower.height * pitch)
            if tower.cross:  # across the whole tower, sized to it
                whole = anchors[f"tower-{index + 1}"] if tower.tiers else Box(x, ground - pitch, width, pitch)
                elements += red_cross(whole.centre_x, whole.centre_y, min(whole.width, whole.height) * 0.9, path + ("cross",))
        overhang = width * 0.75 / 2
        foundation = Box(left - overhang, ground, total + 2 * overhang, FOUNDATION)
        elements.append(Rect(foundation, Paint(fill="line", stroke=None), "foundation", node.path + ("foundation",), node.path))
        anchors["foundation"] = foundation
        label_top = foundation.bottom + theme.label_gap
        for index, tower in enumerate(spec.towers):
            if tower.label:
                where = node.path + ("towers", index, "label")
                centre = starts[index] + width / 2
                elements.append(ctx.text(tower.label, size="label", colour="ink", x=centre, top=label_top, align="centre", role="label", owner=where, source=where))
                anchors[f"tower-{index + 1}.label"] = elements[-1].bounds
        if spec.foundation:
            lowest = max((e.bounds.bottom for e in elements), default=label_top)
            where = node.path + ("foundation",)
            elements.append(ctx.text(spec.foundation, size="note", colour="ink", x=foundation.centre_x, top=lowest + theme.label_gap, align="centre", role="label", owner=where, source=where))
        if spec.tiers:  # left of the first tower, past the tier labels asked to stand there
            elements += self._height_rule(spec.tiers, left - max(overhang / 2, spacing.left(0)), ground, pitch, ctx, node.path + ("tiers",))
        shapes = list(elements)
        labels = self._tier_labels(spec, elements, ctx, node.path, (starts, width), (ground, pitch, tier_gap))
        for (index, level), label in labels:
            elements.append(label)
            anchors[f"tower-{index + 1}.tier-{level + 1}.label"] = label.bounds
        held = _labels_held([label for _, label in labels if isinstance(label, Text)], shapes)
        if not node.id:
            return _Drawn(MarkLayout(elements=elements), held)
        named = {f"{node.id}.{name}": box for name, box in anchors.items()}
        named[node.id] = Box.around([e.bounds for e in elements]) or foundation
        return _Drawn(MarkLayout(elements=elements, anchors=named), held)

    @staticmethod
    def _below(spec: TowersSpec, ctx: "LayoutContext") -> float:
        """The height under the tiers: the foundation, the towers' names and the foundation's words."""
        theme = ctx.theme.layout
        below = FOUNDATION + (ctx.text_height("label") + theme.label_gap if any(t.label for t in spec.towers) else 0.0)
        return below + (ctx.text_height("note") + theme.label_gap if spec.foundation else 0.0)

    @staticmethod
    def _spacing(spec: TowersSpec, ctx: "LayoutContext") -> TowerSpacing:
        """What the words around the towers need: each tower's tier labels at its
        right, and its own label under it, which may be wider than the tower."""
        gap = ctx.theme.layout.label_gap
        note, label = ctx.theme.type.size("note"), ctx.theme.type.size("label")
        rooms, lefts = (tuple(
            max((ctx.font.measure(tier.label, note) + gap + LABEL_CLEARANCE for tier in tower.tiers if tier.label and (tier.label_side == "left") == at_left and tier.label_side != "inside"), default=0.0)
            for tower in spec.towers
        ) for at_left in (False, True))
        names = tuple(ctx.font.measure(tower.label, label) if tower.label else 0.0 for tower in spec.towers)
        return TowerSpacing(rooms, names, lefts)

    @staticmethod
    def _tier_size(spec: TowersSpec, ctx: "LayoutContext", frame: Box, height: int) -> tuple[float, float]:
        """A tier's height and the gap above it: the preferred ones, or both less
        in a short frame (to SMALLEST_TIER and SMALLEST_TIER_GAP)."""
        if frame.height == float("inf"):
            return ctx.grown(TIER_HEIGHT, "tier"), TIER_GAP
        pitch = (frame.height - TowersDrawer._below(spec, ctx)) / height
        tier = pitch / (1 + TIER_GAP / TIER_HEIGHT)
        if tier * TIER_GAP / TIER_HEIGHT < SMALLEST_TIER_GAP:
            tier = pitch - SMALLEST_TIER_GAP
        tier = max(SMALLEST_TIER, min(TIER_HEIGHT, tier))
        return tier, max(SMALLEST_TIER_GAP, tier * TIER_GAP / TIER_HEIGHT)

    @staticmethod
    def _tall(tier: TierSpec, pitch: float, gap: float, ctx: "LayoutContext") -> float:
        """A tier's height: its size in units of `pitch`, less the gap above it;
        a tier of a small value stays at least the thinnest part that shows."""
        return max(ctx.theme.layout.thin_part, tier.amount * pitch - gap)

    @staticmethod
    def _valued_size(spec: TowersSpec, ctx: "LayoutContext", frame: Box, height: float) -> tuple[float, float]:
        """Tiers standing by their values (`size: 52 GB`): the tallest tower
        takes the room the frame leaves (or the preferred height of
        VALUED_TIERS tiers), one unit of value `pitch` px of it; returned as
        (pitch less the gap, the gap), as `_tier_size` returns a tier's."""
        gap = spec.gaps + ctx.theme.strokes.outline if spec.gaps else SMALLEST_TIER_GAP
        if frame.height == float("inf"):
            room = ctx.grown(VALUED_TIERS * (TIER_HEIGHT + TIER_GAP), "tier")
        else:
            room = max(SMALLEST_TIER, frame.height - TowersDrawer._below(spec, ctx))
        pitch = room / height
        return pitch - gap, gap

    @staticmethod
    def _height_rule(height: int, x: float, ground: float, pitch: float, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        """The possible height as a ruled line with a tick per tier, so a tower's
        missing tiers read as missing rather than as a shorter design."""
        paint = Paint(stroke="line", stroke_width="thin")
        top = ground - height * pitch
        tick = ctx.theme.layout.scale_tick
        elements: list[Element] = [Line(x, top, x, ground, paint, "scale", path, path)]
        for level in range(1, height + 1):
            y = ground - level * pitch
            elements.append(Line(x - tick, y, x + tick, y, paint, "scale", path, path))
        return elements

    @staticmethod
    def _tier(tier: TierSpec, box: Box, ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        if tier.cross:
            size = min(ctx.theme.layout.cross_size * SMALL_CROSS, box.height)  # within a short tier's place
            return red_cross(box.centre_x, box.centre_y, size, path)
        paint = fill_paint(ctx.theme, tier.look, clear=True)  # planned or absent: the outline alone, in the tier's colour
        return [Rect(box, paint, "tier", path, path)]

    @staticmethod
    def _tier_labels(spec: TowersSpec, placed: list[Element], ctx: "LayoutContext", path: SpecPath, across: tuple[list[float], float], down: tuple[float, float, float]) -> list[tuple[tuple[int, int], Element]]:
        """Each tier's label beside it, right if free, else left; with (tower, tier)."""
        starts, width = across
        ground, pitch, tier_gap = down
        labels: list[tuple[tuple[int, int], Element]] = []
        gap = ctx.theme.layout.label_gap
        for index, tower in enumerate(spec.towers):
            x = starts[index]
            below = 0.0
            for level, tier in enumerate(tower.tiers):
                below += tier.amount
                if not tier.label:
                    continue
                where = path + ("towers", index, "tiers", level, "label")
                centre_y = ground - (below - tier.amount) * pitch - tier_gap - TowersDrawer._tall(tier, pitch, tier_gap, ctx) / 2
                if tier.label_side == "inside":  # where the writer asked: in its contrast ink, or refused
                    tall = TowersDrawer._tall(tier, pitch, tier_gap, ctx)
                    labels.append(((index, level), label_inside(ctx, tier.label, Box(x, centre_y - tall / 2, width, tall), tier.look, where[:-1], size="note", colour=tier.inside_ink())))
                    continue
                colour = label_ink(tier, text_colour(ctx.theme, tier.look))
                make = lambda x_, align: ctx.text_centred_on(ctx.text(tier.label, size="note", colour=colour, x=x_, top=0, align=align, role="label", owner=where, source=where), centre_y)
                candidates = [make(x + width + gap, "left"), make(x - gap, "right")]
                if tier.label_side in ("left", "right"):  # the side asked, the towers spaced to hold it (`_spacing`)
                    candidates = candidates[1:] if tier.label_side == "left" else candidates[:1]
                label = choose(candidates, [e.bounds for e in placed] + [l.bounds for _, l in labels], ctx.canvas)
                labels.append(((index, level), label))
        return labels


@dataclass(frozen=True)
class _Drawn:
    """The towers drawn at one pitch, and whether their tiers' labels stand clear there."""

    layout: MarkLayout
    held: bool


def _labels_held(labels: list[Text], shapes: list[Element]) -> bool:
    """Whether tier labels stand as lint asks (`rules/judge.py`): no two
    closer than a space, and each a label's clearance from the foundation
    and from every tier not its own."""
    for index, label in enumerate(labels):
        if any(policy.labels_meet(label, other) for other in labels[index + 1 :]):
            return False
        own = label.owner[:-1]
        if any(shape.role in ("tier", "foundation") and shape.source != own and breaks(label, shape, policy.TOUCH) for shape in shapes):
            return False
    return True
