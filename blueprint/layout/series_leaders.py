"""Which line a chart's words name: a series' label stands nearer its own
line than any other series or reference line of the chart (review 10: "p99
latency" over two lines 2 px apart names either; "scaled with restore" over
the provisioned line names that). The curve offers such places first
(`layout/marks/curve_labels.py`); where the placement of all labels leaves
the words as near another line as their own, a leader from their own line,
its dot clear of every other line and crossing none, says which they name.
Where no such leader is drawn (lines lying on one another all the way), the
words stand as they are."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

from blueprint.rules.geometry import Polyline as Drawn
from blueprint.rules.geometry import distance_to, drawn_points, segments_meet
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Dot, Element, Line, MarkInfo, Paint, SpecPath, Text

PLOTTED_LINES = ("curve", "reference")  # the lines a chart draws across its plot: a series' words name one of them
STEP = 6.0  # px between the points along its line a leader may leave from
LONGEST = 4.0  # a leader at most this many theme leader lengths: further, it is a line of its own

Polyline = list[tuple[float, float]]


def names_own(words: Box, own: Sequence[Drawn], rivals: Sequence[Drawn], gap: float) -> bool:
    """Whether words read as naming their own line: it comes nearer them, by
    more than a label gap, than any other line does (`Drawn`: lines indexed
    once by the caller, judged at many places)."""
    near = min((line.distance(words) for line in own), default=0.0)
    return all(line.distance(words, beyond=near + gap) > near + gap for line in rivals)


def told_apart(elements: list[Element], marks: tuple[MarkInfo, ...], gap: float, dot: float, length: float) -> list[Element]:
    """`elements` with a leader from each series' line to its words where they
    stand as near another line of the chart as their own (see the module)."""
    index = MarkIndex(marks, elements)
    lines: dict[SpecPath, list[Element]] = {}
    for element in elements:
        if element.role in PLOTTED_LINES:
            lines.setdefault(tuple(element.owner), []).append(element)
    added: list[Element] = []
    for words in elements:
        if not isinstance(words, Text) or not words.source or words.source[-1] != "label":
            continue
        path = tuple(words.source[:-1])
        own = lines.get(path, [])
        mark = index.mark_of(words.owner)
        if not own or any(e.role != "curve" for e in own) or mark is None:
            continue
        rivals = _polylines([e for other, drawn in lines.items() if other != path and index.mark_of(other) == mark for e in drawn])
        if not names_own(words.box, [Drawn.of(line) for line in _polylines(own)], [Drawn.of(line) for line in rivals], gap):
            added += leader_to(words.box, _polylines(own), rivals, (gap, dot, LONGEST * length), path)
    return elements + added


def leader_to(words: Box, own: list[Polyline], rivals: list[Polyline], sizes: tuple[float, float, float], path: SpecPath) -> list[Element]:
    """The shortest leader from a point of the own line clear of every other
    line (by a gap: a dot there would stand on both) to the words' nearest
    edge, crossing no other line; none where none is (or all are too long)."""
    gap, dot, longest = sizes
    grown = words.grown(gap / 2)
    indexed = [Drawn.of(rival) for rival in rivals]  # each rival indexed once, judged at every point along the own line
    for x, y in sorted(_along(own), key=lambda p: distance_to(words, [p])):
        finish = (min(max(x, grown.x), grown.right), min(max(y, grown.y), grown.bottom))
        reach = math.hypot(finish[0] - x, finish[1] - y)
        if reach > longest:
            break
        if reach < dot:
            return []  # the words touch their own line there
        if any(rival.distance(Box(x, y, 0, 0), beyond=gap / 2) <= gap / 2 for rival in indexed):
            continue
        if any(segments_meet((x, y, *finish), (a[0], a[1], b[0], b[1])) for rival in rivals for a, b in zip(rival, rival[1:])):
            continue
        where = path + ("leader",)
        return [Line(x, y, finish[0], finish[1], Paint(stroke="ink", stroke_width="thin"), "leader", path, where), Dot(x, y, dot / 2, "ink", "leader", path, where)]
    return []


def _along(lines: list[Polyline]) -> Iterator[tuple[float, float]]:
    """Points every STEP px along the lines (a staircase's long tread, not only its corners)."""
    for points in lines:
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            count = max(1, int(math.hypot(bx - ax, by - ay) // STEP))
            for k in range(count):
                yield ax + (bx - ax) * k / count, ay + (by - ay) * k / count
        if points:
            yield points[-1]


def _polylines(shapes: Sequence[Element]) -> list[Polyline]:
    return [points for shape in shapes if (points := drawn_points(shape))]
