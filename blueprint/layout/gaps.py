"""The gap between two blocks: the writer's, else the theme's, opened to
the line their links' labels want, past the words a target draws beside
its part or a heading over it, and closing as the marks shrink. One place
for every gap the composer leaves (`compose.py`), column, row or relation.
"""

from __future__ import annotations

from blueprint.layout.draw.context import LayoutContext
from blueprint.layout.headings import heading_room
from blueprint.layout.room import between
from blueprint.layout.signs import signs
from blueprint.layout.tree import Block
from blueprint.scene import Box, Element


def words_on_part(block: Block) -> bool:
    """A note of words alone (no leader) placed over or under a part of a
    mark (`above: mem.column-1`): it labels that part, so it stands as the
    part's own words do, a label's gap off it, not a block's gap away."""
    relation = block.relation
    return (relation is not None and relation[0] in ("above", "below") and "." in relation[1]
            and block.node.kind.name == "note" and getattr(block.node.spec, "to", None) is None)


class Gaps:
    """The gaps of a composer at one shrink level (`Composer` is one)."""

    ctx: LayoutContext
    shrink: float | None

    def _gap(self, block: Block, hang: float = 0.0) -> float:
        """The writer's gap, else the theme's; beside another block, at least
        the line its links' labels want past what the target hangs (`hang`)."""
        spec_gap = None if block.node.kind.holds_marks else getattr(block.node.spec, "gap", None)
        if spec_gap is not None:
            return float(spec_gap)
        theme = self.ctx.theme.layout
        line = self.ctx.rooms.get(block.path, 0.0)  # the line its links to the target want (layout/room.py)
        if self.ctx.tight and line <= theme.link_least:  # past the smallest, a bare link's least line gives way to half: still an arrow past its head (levels.py)
            line = min(line, theme.link_least / 2)
        if block.relation and block.relation[0] in ("left-of", "right-of"):
            return max(theme.beside_gap, hang + line)
        gap = self.ctx.grown(theme.over_gap, "gap")  # opens with the stack's gaps at the fill level
        if words_on_part(block):  # a column's total over it: words for the part, at a label's gap as its own words stand
            return theme.label_gap
        if signs(block):  # a row of crosses over a bar: marks on it, close over it
            gap = theme.near_gap
        gap = self._under_heading(block, gap) if block.relation and block.relation[0] == "below" else gap
        return max(gap, hang + line) if line else gap

    def _past_part_words(self, relation: str, target: Box, drawn: list[Element], gap: float) -> float:
        """The gap of a block placed at a part: beside it, past the words its
        mark drew level with it; over or under it, clear of the part's own
        words there (a gap that already clears them stays)."""
        named = self._named_beside(relation, target, drawn)
        if relation in ("above", "below"):
            return max(gap, named + self.ctx.theme.layout.label_gap) if named else gap
        return gap + named

    def _named_beside(self, relation: str, target: Box, drawn: list[Element]) -> float:
        """How far the words its mark drew level with a part stand out beside
        it, just past its edge (a lane's name left of its band, a row's):
        a block placed beside the part stands its gap past them, as the eye
        measures the gap, not on them (lanes7); a note over or under a part
        stands past the part's own words there (a staircase's landing named
        `done`: a note `above` it stood on them once notes over a part took
        a label's gap, trydraw9a)."""
        near = 2 * self.ctx.theme.layout.label_gap + 16.0  # words further off are not the part's name
        texts = [e.bounds for e in drawn if e.kind == "text"]
        if relation in ("above", "below"):  # the part's own words over (under) it: a note stands past them (a landing's name)
            across = [b for b in texts if b.x < target.right - 0.5 and b.right > target.x + 0.5]
            if relation == "above":
                return max((target.y - b.y for b in across if b.bottom <= target.y + 0.5 and target.y - b.bottom <= near), default=0.0)
            return max((b.bottom - target.bottom for b in across if b.y >= target.bottom - 0.5 and b.y - target.bottom <= near), default=0.0)
        if relation not in ("left-of", "right-of"):
            return 0.0
        level = [b for b in texts if b.y < target.bottom - 0.5 and b.bottom > target.y + 0.5]
        # the column the name stands in (lane names aligned at their right): blocks beside several parts line up past it
        if relation == "left-of":
            beside = [b for b in level if b.right <= target.x + 0.5 and target.x - b.right <= near]
            column = [t for b in beside for t in texts if abs(t.right - b.right) < 0.5]
            return max((target.x - b.x for b in column), default=0.0)
        beside = [b for b in level if b.x >= target.right - 0.5 and b.x - target.right <= near]
        column = [t for b in beside for t in texts if abs(t.x - b.x) < 0.5]
        return max((b.right - target.right for b in column), default=0.0)

    def _under_heading(self, block: Block, gap: float) -> float:
        """The default gap over a block with a heading: the heading stands in
        it, so it costs one text line, not a line and a gap, down to two label
        gaps between the heading and what stands over it."""
        room = heading_room(block.node, self.ctx)
        return max(gap - room, 2 * self.ctx.theme.layout.label_gap) if room else gap

    @staticmethod
    def _over_target(relation: str, target: Box, holder: Box | None, drawn: list[Element] | None) -> Box | None:
        """What the target's block draws in the band a block placed above or
        below it stands in: over the target's width, not the whole block (a
        request `above` a bar's hole at its right end stood clear of the bar's
        name at its left end, 40 px higher than it needed: faithful12)."""
        if holder is None or not drawn or relation not in ("above", "below"):
            return holder
        return Box.around([target] + [e.bounds for e in drawn if e.bounds.x < target.right - 0.5 and e.bounds.right > target.x + 0.5]) or holder

    @staticmethod
    def _hang(relation: str, target: Box, holder: Box | None) -> float:
        """How far the block holding a target reaches past it on the side a
        block is placed (a grid's row labels left of its cells, a bar's name
        under it)."""
        if holder is None:
            return 0.0
        return max(0.0, {"left-of": target.x - holder.x, "right-of": holder.right - target.right, "above": target.y - holder.y, "below": holder.bottom - target.bottom}.get(relation, 0.0))

    def _shrunk(self, gap: float) -> float:
        """A gap between stacked blocks closes to half as the marks shrink."""
        return gap if self.shrink is None else gap * (0.5 + 0.5 * self.shrink)

    def _linked(self, before: Block, after: Block, level: bool) -> float:
        """The line the links between two neighbours of a group want: the
        least gap between them (layout/room.py)."""
        if not self.ctx.links:
            return 0.0
        ids = lambda block: [b.node.id for b in block.walk() if b.node.id]
        return between(ids(before), ids(after), self.ctx.links, level)
