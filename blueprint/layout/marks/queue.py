"""How a queue is drawn: its jobs as blocks in their looks, standing apart
in a row between two grey rails open at both ends (the house style's queue:
lines above and below, no walls), the front job at the `front` end. A job's
words stand inside it where they fit, else over the top rail (or under the
bottom one, where asked); the queue's name stands over its back end, so
the front stays clear for a line leaving the front job.
Anchors: `ID`, `ID.job-N` (from the front), `ID.front` and a job's own id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.layout.draw.labels import at_side, label_inside, label_on_plate, with_alternatives
from blueprint.layout.draw.shapes import fill_paint
from blueprint.layout.marks.base import MarkDrawer, MarkLayout
from blueprint.marks.label import label_ink
from blueprint.marks.queue import FRONT, JobSpec, QueueSpec
from blueprint.scene import Box, Element, Line, Paint, Rect, SpecPath

if TYPE_CHECKING:
    from blueprint.layout.draw.context import LayoutContext
    from blueprint.marks.base import MarkNode

JOB_WIDTH = 80.0  # a job of size 1, preferred; grown where the card has room
JOB_HEIGHT = 56.0
SMALLEST_JOB = 24.0  # a job's least width where the frame is narrow, and its least height
JOB_GAP = 16.0  # paper between two jobs: each stands apart, a job, not a cell of a grid
RAIL_GAP = 8.0  # between a rail and the jobs
OVERHANG = 24.0  # a rail runs past the end jobs this far, open: the queue goes on


def inside_fits(job: JobSpec, box: Box, ctx: "LayoutContext") -> bool:
    """Whether the job's words fit inside its block (one line, with the theme's padding)."""
    if job.label is None:
        return False
    padding = ctx.theme.layout.inside_padding
    width = max(ctx.font.measure(line, ctx.theme.type.size("note")) for line in str(job.label).split("\n"))
    return width <= box.width - 2 * padding and ctx.text_height("note", job.label) <= box.height - padding


class QueueDrawer(MarkDrawer):
    def layout(self, node: "MarkNode", ctx: "LayoutContext", frame: Box) -> MarkLayout:
        spec = node.spec_as(QueueSpec)
        jobs = spec.job_list
        gap_px = ctx.theme.layout.label_gap
        label_h = ctx.text_height("label")
        sizes = [job.size for job in jobs]
        mean = sum(sizes) / len(sizes)
        room = frame.width - 2 * OVERHANG - JOB_GAP * (len(jobs) - 1)
        base = min(ctx.grown(JOB_WIDTH, "cell"), room * mean / sum(sizes))
        widths = [max(SMALLEST_JOB, base * size / mean) for size in sizes]
        height = ctx.grown(JOB_HEIGHT, "cell")
        above = self._asked(spec, "above", widths, height, ctx)
        below = self._asked(spec, "below", widths, height, ctx)
        title_room = label_h + gap_px if spec.label else 0.0
        above_room = max((ctx.text_height("label", jobs[i].label) for i in above), default=0.0)
        above_room += gap_px if above else 0.0
        below_room = gap_px + max((ctx.text_height("label", jobs[i].label) for i in below), default=0.0) if below else 0.0
        if frame.height != float("inf"):  # a short frame: the jobs shrink, the words keep their size
            height = max(SMALLEST_JOB, min(height, frame.height - title_room - above_room - below_room - 2 * RAIL_GAP))
        row = sum(widths) + JOB_GAP * (len(jobs) - 1)
        left = frame.x + max(0.0, (frame.width - row - 2 * OVERHANG) / 2) + OVERHANG
        rail_top = frame.y + title_room + above_room
        top = rail_top + RAIL_GAP
        rail_bottom = top + height + RAIL_GAP
        elements: list[Element] = []
        if spec.label:
            back, align = (left + row + OVERHANG, "right") if spec.front == "left" else (left - OVERHANG, "left")  # over the back end: the front stays clear for lines leaving it
            elements.append(ctx.text(spec.label, size="label", colour="ink", x=back, top=frame.y, align=align, role="label", owner=node.path + ("label",), source=node.path + ("label",)))
        rail = Paint(stroke="line", stroke_width="outline")
        for y, name in ((rail_top, "top"), (rail_bottom, "bottom")):  # a wall to the router: a line from a job leaves by the open end
            elements.append(Line(left - OVERHANG, y, left + row + OVERHANG, y, rail, "rail", node.path, node.path + ("rails", name)))
        order = list(range(len(jobs))) if spec.front == "left" else list(reversed(range(len(jobs))))
        boxes: dict[int, Box] = {}
        x = left
        for index in order:  # left to right on the card
            boxes[index] = Box(x, top, widths[index], height)
            x += widths[index] + JOB_GAP
        for index, job in enumerate(jobs):
            path = node.path + spec.job_path(index)
            box = boxes[index]
            elements.append(Rect(box, fill_paint(ctx.theme, job.look), "part", path, path))
            if job.label:
                elements += self._label(job, box, index in above, index in below, (rail_top, rail_bottom), ctx, path)
        if not node.id:
            return MarkLayout(elements=elements)
        anchors = {f"{node.id}.job-{index + 1}": box for index, box in boxes.items()}
        anchors[f"{node.id}.{FRONT}"] = boxes[0]
        anchors.update({f"{node.id}.{job.id}": boxes[index] for index, job in enumerate(jobs) if job.id})
        anchors[node.id] = Box.around([e.bounds for e in elements]) or Box(left, top, row, height)
        return MarkLayout(elements=elements, anchors=anchors)

    @staticmethod
    def _asked(spec: QueueSpec, side: str, widths: list[float], height: float, ctx: "LayoutContext") -> set[int]:
        """The jobs whose words stand past a rail on `side`: asked there, or
        (above) not fitting inside the block with no side asked."""
        found = set()
        for index, job in enumerate(spec.job_list):
            if not job.label:
                continue
            if job.label_side == side:
                found.add(index)
            elif side == "above" and job.label_side is None and not inside_fits(job, Box(0, 0, widths[index], height), ctx):
                found.add(index)
        return found

    @staticmethod
    def _label(job: JobSpec, box: Box, above: bool, below: bool, rails: tuple[float, float], ctx: "LayoutContext", path: SpecPath) -> list[Element]:
        """The job's words: inside it (on a plate over a hatch or no fill),
        else centred over the top rail or under the bottom one, sliding to
        start or end at the job where a neighbour's words stand."""
        assert job.label is not None
        if not above and not below:
            if job.look.hatch or not job.look.filled:
                own = job.label_colour or job.inside_ink() or {"grey": "ink", "dark": "ink", "white": "ink", "none": "ink"}.get(job.look.colour, job.look.colour)  # on paper: the writer's ink reads
                return label_on_plate(ctx, job.label, box, job.look, own, path, size="note")
            return [label_inside(ctx, job.label, box, job.look, path, size="note")]
        colour = label_ink(job, {"grey": "ink", "dark": "ink", "white": "ink"}.get(job.look.fill, job.look.fill) if job.look.filled else "ink")
        between = Box(box.x, rails[0], box.width, rails[1] - rails[0])  # the words stand past the rail, not on it
        places = at_side(ctx, job.label, between, "above" if above else "below", colour, path + ("label",), align=job.label_align)
        return [with_alternatives(places[0], places)]
