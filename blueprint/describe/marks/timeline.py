"""What a timeline states (facts, no English).

The facts: lanes along one time axis, each with its stretches (looks, labels,
times in the axis's unit, "short" ones, red hatched work as redone or lost) and
its events (kill, restart, checkpoint); boundaries across the lanes, crossed or
not, with what lies after them; the axis's length and the step it is ruled at.
The realiser's "lanes" form says them (blueprint/describe/realise/lanes.py).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.marks.axis import event_time, time_axis
from blueprint.marks.axis import TickSpec, chosen
from blueprint.marks.axis import time_step
from blueprint.marks.units import Axis
from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.clock import clock_start, clock_time
from blueprint.describe.say.drawn_widths import drawn_widths, widened
from blueprint.describe.say.times import drawn_unit
from blueprint.describe.say.facts import Beneath, Boundary, Event, Lane, Lanes, Look, PanelEnds, Statement, Stretch, Thing, Ticks, Time, told_look
from blueprint.describe.say.panels import panel_word
from blueprint.marks.timeline.spec import BoundarySpec, EventSpec, LaneSpec, Piece, TimelineSpec, axis_seconds, axis_start, resolve_lane, resolve_track
from blueprint.values import SECONDS

if TYPE_CHECKING:
    from collections.abc import Callable

    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode
    from blueprint.scene import Box, Scene

SHORT = Fraction(1, 4)  # a stretch at most this share of the axis is "short"
EPSILON = 1e-9


class TimelineDescriber(MarkDescriber):
    """A timeline's facts: one Thing in the "lanes" form."""

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(TimelineSpec)
        if spec.alt:
            return Statement((Thing("timeline", node.path, alt=spec.alt, form="lanes"),))
        unit = spec.unit
        span = axis_seconds(spec)
        ruled = spec.ticks.seconds(unit)[0] if spec.ticks else time_step(spec)[0]
        read = drawn_unit(unit, _time(span, unit), _time(ruled, unit) if ruled > 0 else None, figured(spec))
        place = _read_in(self._places(spec), read)
        slivers = _slivers(spec, node, getattr(ctx, "scene", None))
        lanes = tuple(self._lane(lane, index, spec, span, node, place, ctx, slivers) for index, lane in enumerate(spec.lanes))
        boundaries = tuple(self._boundary(b, index, spec, node, place) for index, b in enumerate(spec.boundaries))
        noun, each = self._nouns(spec)
        step = ruled
        facts = Lanes(lanes, noun, each, _time(span, unit, read), _time(step, unit, read) if step > 0 else None, boundaries, time_axis(spec.axis, unit, span, _zero(spec)), _beneath(spec, node),
                      _panel_ends(node, ctx, place))
        return Statement((Thing("timeline", node.path, form="lanes", lanes=facts),))

    @staticmethod
    def _nouns(spec: TimelineSpec) -> tuple[str, str | None]:
        """What a lane is called when counted, and what each stands for: the
        writer's `noun` ("seven lanes, one per day"); else the word two-word
        labels share in one place, the other telling them apart ("job a", "job
        b": two jobs); else lanes."""
        if "noun" in spec.model_fields_set:
            return "lane", spec.noun
        labels = [lane.label.lower().split() for lane in spec.lanes if lane.label]
        if len(labels) >= 2 and len(labels) == len(spec.lanes) and len({len(l) for l in labels}) == 1:
            for place, word in enumerate(labels[0]):
                if word.isalpha() and len(word) > 1 and all(l[place] == word for l in labels) and len({l[1 - place] for l in labels if len(l) == 2}) == len(labels):
                    return word, None
        return "lane", None

    @staticmethod
    def _places(spec: TimelineSpec) -> "Callable[[float], Time]":
        """A place on the axis (seconds) as a fact: from the axis's start, said
        from the event at zero where the axis is counted from one (`from`)."""
        start, zero = axis_start(spec), _zero(spec)
        clock = _clock(spec) if not start else None
        if clock is not None:  # a time of day wherever it falls on a whole minute (`say/clock.py`)
            return lambda seconds: replace(event_time(seconds, start, spec.unit, zero), clock=clock_time(seconds, clock))
        return lambda seconds: event_time(seconds, start, spec.unit, zero)

    @staticmethod
    def _lane(lane: LaneSpec, index: int, spec: TimelineSpec, span: float, node: "MarkNode", place: "Callable[[float], Time]", ctx: "DescribeContext",
              slivers: "frozenset[tuple] | set[tuple]" = frozenset()) -> Lane:
        unit = spec.unit
        pieces = resolve_lane(lane, unit, ("lanes", index), axis_start(spec))
        scene = getattr(ctx, "scene", None)  # no scene: facts of the spec alone
        owned = ctx.once("timeline-owned", lambda: _owned(scene)) if scene is not None else {}
        under = _under_labels(owned, [node.path + piece.path for piece in pieces])
        kills = sorted(e.at.seconds(unit)[0] for e in lane.events if e.event == "kill")
        stretches = []
        for position, piece in enumerate(pieces):
            length = piece.high - piece.start
            stretches.append(Stretch(
                told_look(piece.look),
                place(piece.start),
                place(piece.end),
                place(piece.high) if piece.high > piece.end + EPSILON else None,
                piece.label,
                "short" if 0 < length <= span * SHORT + EPSILON else None,
                _meaning(piece, pieces[:position], kills, axis_start(spec)),
                piece.layer,
                node.path + piece.path,
                piece.means,
                under.get(node.path + piece.path, ()),
                node.path + piece.path in slivers,
            ))
        events = sorted(
            (Event(e.event, place(e.at.seconds(unit)[0]), e.label, node.path + ("lanes", index, "events", i),
                   place(e.from_.seconds(unit)[0]) if e.from_ is not None else None, e.means) for i, e in enumerate(lane.events) if e.event != "tick"),
            key=lambda e: e.at.value,
        )
        ticks = _ticks([e for e in lane.events if e.event == "tick"], place, unit)  # counted apart from what happens to the work
        laid = [s for s in stretches if not s.layer]
        apart = bool(lane.gaps) and any((a.high or a.end).value == b.start.value for a, b in zip(laid, laid[1:]))  # some stretches meet
        return Lane(lane.label, tuple(stretches), tuple(events), node.path + ("lanes", index), apart, ticks, lane.label_colour, lane.set_apart)

    @staticmethod
    def _boundary(boundary: BoundarySpec, index: int, spec: TimelineSpec, node: "MarkNode", place: "Callable[[float], Time]") -> Boundary:
        at = boundary.at.seconds(spec.unit)[0]
        look = Look(boundary.colour, boundary.outline, False, False)
        crossed = _crossing(spec, at)
        return Boundary(place(at), look, boundary.label, boundary.noun, boundary.after, crossed, node.path + ("boundaries", index))


def figured(spec: TimelineSpec) -> bool:
    """Whether the axis draws figures in the mark's unit: ruled (`ticks`), or
    with ticks chosen (`axis: {ticks}`)."""
    if spec.axis is not None:
        return spec.axis.ticks is not None and spec.axis.labels != "none"
    return spec.ticks is not None


def _read_in(place: "Callable[[float], Time]", unit: str) -> "Callable[[float], Time]":
    """Places on the axis said in the unit it is read in, never a larger one (`say/times.reading_unit`)."""
    return lambda seconds: replace(place(seconds), most=unit)


def _slivers(spec: TimelineSpec, node: "MarkNode", scene: "Scene | None") -> set[tuple]:
    """The stretches drawn wider than their length (`say/drawn_widths.py`)."""
    lengths = {node.path + p.path: p.high - p.start
               for index, lane in enumerate(spec.lanes) for p in resolve_lane(lane, spec.unit, ("lanes", index), axis_start(spec))}
    return widened(lengths, drawn_widths(scene, "segment", set(lengths)))


def _clock(spec: TimelineSpec) -> float | None:
    """The time of day at the axis's zero, where its named ticks are clock times (`say/clock.py`)."""
    if spec.axis is None:
        return None
    scale = Axis(spec.unit)
    return clock_start([(scale.value(t.at)[0], t.label) for t in chosen(spec.axis) if isinstance(t, TickSpec) and t.label and scale.fits(t.at)])


def _ticks(ticks: "list[EventSpec]", place: "Callable[[float], Time]", unit: str) -> tuple[Ticks, ...]:
    """A lane's ticks in sets of one noun and one look, each in time order,
    the sets in the order of their first tick. A tick with no noun takes the
    first one its lane gives; the house's ink tick has no look to say (nor
    has ink: "dashed ticks")."""
    noun = next((e.noun for e in ticks if e.noun), "tick")
    sets: dict[tuple[str, Look | None, str | None], list[Time]] = {}
    labels: dict[tuple[str, Look | None, str | None], list[tuple[Time, str]]] = {}
    for event in sorted(ticks, key=lambda e: e.at.seconds(unit)[0]):
        look = event.look
        said = None if (look.colour, look.outline) == ("dark", "solid") else Look("none" if look.colour == "dark" else look.colour, look.outline, False, False)  # ink goes unsaid
        key = (event.noun or noun, said, event.means)
        sets.setdefault(key, []).append(place(event.at.seconds(unit)[0]))
        if event.label:  # words drawn by a tick are said with it (trydraw8)
            labels.setdefault(key, []).append((place(event.at.seconds(unit)[0]), event.label))
    return tuple(Ticks(tuple(times), *key, labels=tuple(labels.get(key, ()))) for key, times in sets.items())


def _owned(scene: "Scene") -> dict[tuple, list[tuple[int, Box, str]]]:
    """The scene's elements by owner (where each stands in the drawing order,
    its box, its role): indexed once a scene, so a lane asks of its own
    stretches, not of every element (47 lanes of 64 labels: issue 27 item 7)."""
    owned: dict[tuple, list[tuple[int, Box, str]]] = {}
    for at, element in enumerate(scene.elements):
        owned.setdefault(tuple(element.owner), []).append((at, element.bounds, element.role))
    return owned


def _under_labels(owned: dict[tuple, list[tuple[int, Box, str]]], keys: list[tuple]) -> dict[tuple, tuple[tuple, ...]]:
    """For each labelled stretch, the stretches of its lane whose drawn boxes
    lie wholly across under its drawn words: words under a run of four thin
    slices stand for the run, as the eye reads them. (Each stretch's last
    drawn box, and its words' last; in the order they are first drawn.)"""
    boxes: dict[tuple, tuple[int, Box]] = {}
    words: dict[tuple, tuple[int, Box]] = {}
    for key in dict.fromkeys(keys):
        drawn = [(at, box) for at, box, role in owned.get(key, ()) if role == "segment"]
        if drawn:
            boxes[key] = (drawn[0][0], drawn[-1][1])
        said = [(at, box) for at, box, role in owned.get(key + ("label",), ()) if role == "label"]
        if said:
            words[key] = (said[0][0], said[-1][1])
    lane = [(key, box) for key, (_, box) in sorted(boxes.items(), key=lambda item: item[1][0])]
    return {
        key: tuple(k for k, b in lane if box.x - 0.5 <= b.x and b.right <= box.right + 0.5)
        for key, (_, box) in sorted(words.items(), key=lambda item: item[1][0])
    }


def _time(seconds: float, unit: str, read: str | None = None) -> Time:
    """Seconds as a time in the axis's unit, exact where the writer's figures
    were; said in the unit the axis is `read` in, where given."""
    return Time(Fraction(seconds).limit_denominator(10**6) / SECONDS.get(unit, 1), unit, most=read)  # a slot axis: the number itself


def _zero(spec: TimelineSpec) -> str | None:
    """What stands at zero on an axis counted from an event: the boundary
    there, by its noun ("the failure"), else the tick named there, else None
    ("zero")."""
    if not axis_start(spec):
        return None
    line = next((b for b in spec.boundaries if b.at.seconds(spec.unit)[0] == 0 and "noun" in b.model_fields_set), None)
    if line is not None:
        return f"the {line.noun}"
    return next((t.label for t in chosen(spec.axis) if isinstance(t, TickSpec) and t.label and t.at.low == 0), None)


def _meaning(piece: Piece, before: list[Piece], kills: list[float], origin: float = 0.0) -> str | None:
    """What red hatched work is: redone after a restart, or where it takes up the
    work a kill ended (no other work between them, and no longer than the work
    the kill ended: five hours cannot redo four); lost otherwise."""
    if piece.redone:
        return "redone"
    if not (piece.fill == "red" and piece.hatch):
        return None
    ended = [k for k in kills if k <= piece.start + EPSILON]
    if ended and not any(p.start >= ended[-1] - EPSILON for p in before if not p.layer):
        since = ended[-2] if len(ended) > 1 else origin
        done = sum(min(p.high, ended[-1]) - max(p.start, since) for p in before if not p.layer and p.high > since and p.start < ended[-1])
        if piece.high - piece.start <= done + EPSILON:
            return "redone"  # no more than the work the kill ended: done again
    return "lost"


def _crossing(spec: TimelineSpec, at: float) -> bool:
    """Whether work runs across a boundary, or an event happens on it."""
    for index, lane in enumerate(spec.lanes):
        pieces = resolve_lane(lane, spec.unit, ("lanes", index), axis_start(spec))
        if any(p.start < at < p.high for p in pieces) or any(abs(e.at.seconds(spec.unit)[0] - at) < EPSILON for e in lane.events):
            return True
        if pieces and pieces[0].start < at and pieces[-1].high > at:
            return True
    return False


def _panel_ends(node: "MarkNode", ctx: "DescribeContext", place: "Callable[[float], Time]") -> PanelEnds | None:
    """Where each panel's lanes end, for timelines that are panels on one scale
    (`say/panels.py`), every lane of every panel starting at one time, each
    panel's lanes ending together and no two panels at one time; None
    otherwise (or with no scene to place the panels in)."""
    members = ctx.panels_of(node) if getattr(ctx, "scene", None) is not None else None
    if members is None:
        return None
    ends, starts, counts = [], set(), []
    for member in members:
        theirs = member.spec_as(TimelineSpec)
        if theirs.unit != node.spec_as(TimelineSpec).unit:
            return None
        laid = [[piece for piece in resolve_lane(lane, theirs.unit, ("lanes", i), axis_start(theirs)) if not piece.layer] for i, lane in enumerate(theirs.lanes)]
        if not laid or not all(laid):
            return None
        lanes = {round(max(piece.high for piece in pieces), 9) for pieces in laid}
        starts |= {round(min(piece.start for piece in pieces), 9) for pieces in laid}
        if len(lanes) != 1:
            return None  # lanes ending apart inside a panel: no one end to compare
        ends.append(lanes.pop())
        counts.append(len(laid))
    if len(set(ends)) != len(ends) or len(starts) != 1:
        return None  # panels starting apart are no one run done two ways (prefill-decode-stall): their ends race nothing
    kin = [member.path for member in members]
    places = [ctx.places.among(member.path, kin) for member in members]
    if any(panel_word(where, ctx.words.ordinal) is None for where in places):
        return None  # a panel with no word to name it: each panel says its own end (review 13: else no end was said)
    return PanelEnds(tuple((where, place(end), count) for where, end, count in zip(places, ends, counts)), kin.index(node.path))


def _beneath(spec: TimelineSpec, node: "MarkNode") -> tuple[Beneath, ...]:
    """The parts laid across stretches (a thin track beneath them), gathered
    by their look and meaning and those of the stretches they run under: in
    how many lanes, and whether one runs under every such stretch there."""
    start = axis_start(spec)
    found: dict[tuple, list[tuple[int, tuple]]] = {}  # (its look, meaning, its stretch's look, meaning, label) -> (lane, stretch key)
    holders: dict[tuple, set[tuple]] = {}  # (a stretch's look, meaning, label) -> every such stretch, by key
    for index, lane in enumerate(spec.lanes):
        path = ("lanes", index)
        for piece in resolve_lane(lane, spec.unit, path, start):
            holders.setdefault((told_look(piece.look), piece.means, piece.label), set()).add((index, piece.path))
        for part in resolve_track(lane, spec.unit, path, start):
            holder = part.holder
            found.setdefault((told_look(part.look), part.means, told_look(holder.look), holder.means, holder.label), []).append((index, part.path))
    said = []
    for (look, means, under, under_means, under_label), parts in found.items():
        lanes = sorted({lane for lane, _ in parts})
        stretches = {(lane, key) for lane, key in holders.get((under, under_means, under_label), set()) if lane in lanes}
        held = {(lane, key[:-2]) for lane, key in parts}
        said.append(Beneath(look, means, under, under_means, under_label, len(lanes), held == stretches, len(parts), node.path + parts[0][1]))
    return tuple(said)
