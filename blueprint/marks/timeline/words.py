"""How a timeline is said: "a timeline of two jobs crossing a 24-hour
wall-time boundary: one is terminated and restarts from zero, the other
checkpoints and continues into the next allocation", then each lane's details."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.draw.timescale import unit_text
from blueprint.marks.base import MarkNode
from blueprint.marks.timeline.spec import EVENT_VERBS, BoundarySpec, TimelineSpec, axis_seconds, resolve_lane

if TYPE_CHECKING:
    from blueprint.say.context import DescribeContext


class TimelineWords:
    """The description half of the timeline mark (mixed into TimelineMark)."""

    def lone_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: TimelineSpec = node.spec
        ctx.tell(node.path)
        if spec.alt:
            return spec.alt
        phrase = f"a timeline of {ctx.words.count(len(spec.lanes), spec.noun)}"
        crossed = [b for b in spec.boundaries if self._crossing(spec, b)]
        if crossed:
            phrase += " crossing " + ctx.words.join([self._boundary_name(b, ctx) for b in crossed])
        stories = [self._story(spec, index, ctx) for index in range(len(spec.lanes))]
        stories = [s for s in stories if s]
        if stories:
            phrase += ": " + (", ".join(stories) if len(stories) == 2 else ctx.words.join(stories))
        return phrase

    def relation_phrase(self, node: MarkNode, ctx: "DescribeContext") -> str:
        return self.lone_phrase(node, ctx)

    def sentences(self, node: MarkNode, ctx: "DescribeContext") -> list[str]:
        spec: TimelineSpec = node.spec
        said = [] if node.path in ctx.told else [self.lone_phrase(node, ctx)]
        if spec.alt:
            return said
        details = [ctx.words.join(d) for d in (self._lane_details(spec, i, ctx) for i in range(len(spec.lanes))) if d]
        if spec.ticks:
            high = unit_text(axis_seconds(spec), spec.unit)
            details.append(f"beneath them a ruled time axis runs from zero to {ctx.words.spoken(high)}")
        if details:
            said.append("; ".join(details))
        return said

    def _subject(self, spec: TimelineSpec, index: int, ctx: "DescribeContext", *, story: bool) -> str:
        if story and len(spec.lanes) == 2:
            return "one" if index == 0 else "the other"
        return f"the {ctx.words.ordinal(index + 1)} {spec.noun}" if len(spec.lanes) > 1 else f"the {spec.noun}"

    def _boundary_name(self, boundary: BoundarySpec, ctx: "DescribeContext") -> str:
        if boundary.label:
            label = ctx.words.spoken(boundary.label)
            named = label if boundary.noun in label.split() else f"{label} {boundary.noun}"
            return ctx.words.article(named)
        return f"{ctx.words.article(boundary.noun)} at {ctx.words.spoken(boundary.at.written)}"

    def _crossing(self, spec: TimelineSpec, boundary: BoundarySpec) -> bool:
        at = boundary.at.seconds(spec.unit)[0]
        for index, lane in enumerate(spec.lanes):
            pieces = resolve_lane(lane, spec.unit, ("lanes", index))
            if any(p.start < at < p.high for p in pieces) or any(abs(e.at.seconds(spec.unit)[0] - at) < 1e-9 for e in lane.events):
                return True
            if pieces and pieces[0].start < at and pieces[-1].high > at:
                return True
        return False

    def _story(self, spec: TimelineSpec, index: int, ctx: "DescribeContext") -> str:
        lane = spec.lanes[index]
        events = sorted(lane.events, key=lambda e: e.at.seconds(spec.unit)[0])
        verbs = [EVENT_VERBS[e.event] for e in events]
        pieces = resolve_lane(lane, spec.unit, ("lanes", index))
        killed = any(e.event in ("kill", "restart") for e in events)
        last_end = max((p.high for p in pieces if not p.redone), default=0.0)
        for boundary in spec.boundaries:
            at = boundary.at.seconds(spec.unit)[0]
            if not killed and last_end > at:
                verbs.append(f"continues into the {boundary.after}" if boundary.after else f"continues past the {boundary.noun}")
                break
        if not verbs:
            return ""
        return f"{self._subject(spec, index, ctx, story=True)} {ctx.words.join(verbs)}"

    def _lane_details(self, spec: TimelineSpec, index: int, ctx: "DescribeContext") -> list[str]:
        lane = spec.lanes[index]
        subject = self._subject(spec, index, ctx, story=False)
        said: list[str] = []
        marked: list[str] = []
        for piece in resolve_lane(lane, spec.unit, ("lanes", index)):
            if piece.redone:
                lost = ctx.words.spoken(unit_text(piece.end - piece.start, spec.unit))
                verb = "is" if lost.startswith("one ") else "are"
                label = f", marked {ctx.words.spoken(piece.label)}" if piece.label else ""
                said.append(f"the lost {lost} of {subject} {verb} done again in red hatching{label}")
            elif piece.label or piece.high > piece.end:
                before, after = ctx.words.look(piece.fill, piece.hatch, piece.outline)
                noun = " ".join(filter(None, [before, "stretch" if not marked else "one", after]))
                if piece.label:
                    verb = "is marked " if not marked else ""
                    marked.append(f"{ctx.words.article(noun)} {verb}{ctx.words.spoken(piece.label)}")
                else:
                    span = f"{unit_text(piece.end - piece.start, spec.unit).split()[0]}-{unit_text(piece.high - piece.start, spec.unit)}"
                    marked.append(f"{ctx.words.article(noun)} lasts {ctx.words.spoken(span)}")
        if marked:
            said.insert(0, f"on {subject} {ctx.words.join(marked)}")
        for event in lane.events:
            if event.event == "checkpoint":
                label = f" marked {ctx.words.spoken(event.label)}" if event.label else ""
                said.append(f"a blue save icon{label} stands above {subject} where it checkpoints")
        return said

    def details(self, node: MarkNode, ctx: "DescribeContext") -> str:
        spec: TimelineSpec = node.spec
        lanes = []
        for index, lane in enumerate(spec.lanes):
            pieces = ", ".join(f"{unit_text(p.start, spec.unit)} to {unit_text(p.high, spec.unit)}{' redone' if p.redone else ''}" for p in resolve_lane(lane, spec.unit, ("lanes", index)))
            events = ", ".join(f"{e.event} at {e.at.written}" for e in lane.events)
            lanes.append(f"{lane.label or f'lane {index + 1}'}: {pieces}" + (f"; {events}" if events else ""))
        boundaries = "; ".join(f"boundary at {b.at.written}" + (f" ({b.label})" if b.label else "") for b in spec.boundaries)
        return f"Timeline of {len(spec.lanes)} lanes over {unit_text(axis_seconds(spec), spec.unit)}: " + "; ".join(lanes) + (f". {boundaries}" if boundaries else "") + "."
