"""A label for a point: by the thing it labels, else joined to it.

The search tries the places beside, above and below the mark (a dot, an
icon, a block), then the corners next to it, and only then farther out along
its row. A label the search had to put farther than the theme's `label_reach`
from its mark is joined to it by a thin leader: without one a reader takes it
for the label of whatever it stands next to (review 5: "1 GPU" stood past the
staircase's riser, five minutes from its dot).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from blueprint.layout.draw.labels import choose
from blueprint.scene import Box, Dot, Element, Line, Paint, SpecPath, Text

MakeText = Callable[[float, float, str], Text]


def near_candidates(make: MakeText, around: Box, height: float, gap: float, beside: float, *, above_first: bool = False, centre_x: float | None = None) -> list[Text]:
    """The places a label stands by its mark, nearest first: right, left,
    above, below, then the four corners; `above_first` for words that stand
    over their point."""
    middle = around.centre_x if centre_x is None else centre_x
    sides = [make(around.right + gap, beside, "left"), make(around.x - gap, beside, "right")]
    over, under = make(middle, around.y - gap - height, "centre"), make(middle, around.bottom + gap, "centre")
    corners = [
        make(around.right + gap / 2, around.y - gap / 2 - height, "left"), make(around.right + gap / 2, around.bottom + gap / 2, "left"),
        make(around.x - gap / 2, around.y - gap / 2 - height, "right"), make(around.x - gap / 2, around.bottom + gap / 2, "right"),
    ]
    return ([over] + sides + [under] if above_first else sides + [over, under]) + corners


def far_candidates(make: MakeText, around: Box, gap: float, beside: float, steps: int = 12) -> list[Text]:
    """Farther out along the mark's row, past a line that runs close by."""
    return [c for far in range(2, steps + 1) for c in (make(around.right + far * gap, beside, "left"), make(around.x - far * gap, beside, "right"))]


def gap_between(a: Box, b: Box) -> float:
    """The empty distance between two boxes (0 where they touch or overlap)."""
    dx = max(b.x - a.right, a.x - b.right, 0.0)
    dy = max(b.y - a.bottom, a.y - b.bottom, 0.0)
    return (dx * dx + dy * dy) ** 0.5


def placed_label(candidates: Sequence[Text], mark: Box, obstacles: Sequence[Box], canvas: Box, reach: float, leader_dot: float, owner: SpecPath) -> list[Element]:
    """The first free candidate, and a leader from the mark to it when it
    stands farther than `reach` from the mark (owned by `owner` + "leader")."""
    chosen = choose(candidates, obstacles, canvas)
    if gap_between(mark, chosen.box) <= reach:
        return [chosen]
    words = chosen.box
    x = min(max(mark.centre_x, words.x), words.right)  # the leader meets the words' nearest edge
    y = min(max(mark.centre_y, words.y), words.bottom)
    end_x = words.x - 2 if mark.centre_x < words.x else words.right + 2 if mark.centre_x > words.right else x
    end_y = words.y if mark.centre_y < words.y and end_x == x else words.bottom if mark.centre_y > words.bottom and end_x == x else y
    start_x = min(max(end_x, mark.x), mark.right)
    start_y = min(max(end_y, mark.y), mark.bottom)
    where = owner + ("leader",)
    paint = Paint(stroke="ink", stroke_width="thin")
    return [chosen, Line(start_x, start_y, end_x, end_y, paint, "leader", where, where), Dot(start_x, start_y, leader_dot / 2, "ink", "leader", where, where)]
