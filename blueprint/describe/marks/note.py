"""What a note states: itself as a thing of the "links" form, tied to what it
labels. A note with a leader (`to`) labels what the leader points at; a note
placed against a part or another mark (`left-of: gpus.row-2`, `below: job`)
labels that; either is said with what it labels ("the third row is marked
busy forty-four GPUs by a thin leader"), never as a free "there is a note"
(issue 26). A note placed against another note, or pinned to the card with no
leader, labels nothing and is said on its own."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.marks.bracket import _key
from blueprint.describe.marks.icon import pinned_where_it_stands, placed_against
from blueprint.describe.marks.on_links import link_under
from blueprint.describe.say.facts import Relation, Statement, Thing
from blueprint.marks.curve.anchors import anchor_point
from blueprint.marks.curve.data import plot_of, usable
from blueprint.marks.curve.spec import CurveSpec
from blueprint.marks.dimension import DimensionSpec
from blueprint.marks.note import NoteSpec
from blueprint.model import last_name
from blueprint.values.quantities import parse_quantity

_COUNT = re.compile(r"(?<![\w.])(\d+)\s+[A-Za-z]")  # a count of things: "12 GPUs"

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class NoteDescriber(MarkDescriber):
    counted = False  # named one by one, as icons are

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(NoteSpec)
        if link_under(node, ctx) is not None:
            return Statement()  # placed by an arrow or cable: the link says it with what stands on it (`on_links`)
        thing = Thing("note", node.path, label=spec.label, note=spec.note, alt=spec.alt, form="links", place=pinned_where_it_stands(node, ctx))
        leader = Thing("leader", node.path + ("leader",), quality="thin") if spec.to else None
        target = ctx.key_of(spec.to) if spec.to else None
        placed = placed_against(node, ctx)
        reference = spec.to
        if target is None and spec.to is None and placed:
            target = placed[0].object
            reference = next((name for relation, name in node.kind.relations(node)[:1]), None)
            placed = _on_its_part(placed, reference, ctx)
            target = placed[0].object
        if target is not None and spec.to is not None and "." in spec.to:
            point = _series_key(spec.to, ctx) if _between_points(spec.to, ctx) else _key(spec.to, ctx)  # a leader to a point of a series joins that point (or, between points, that series), not the chart (review 7-B, 7-C: "joins the chart to the note")
            if point is not None and point != target:
                ctx.places.name(point, spec.to)
                target = point
        joins = (Relation("joins", target, node.path, via=leader),) if target is not None and leader is not None else ()
        if target is None or spec.alt or _a_note(target, ctx) or not _named(reference, target, ctx):
            return Statement((thing,), joins)
        end = _dimension_end(node, target, ctx) if leader is None else None
        if end is not None:  # level with one end of a dimension line beside it: that end's words ("90 ms" by the curve's end it measures from)
            return Statement((replace(thing, relations=(Relation("marks", node.path, target, ends=(end,)),)),))
        if leader is None and (_labelled(target, ctx) or _counts_more(spec.label, target, ctx)):  # a second label beside a mark's own is a note of its own, said where it stands
            return Statement((thing,), placed)
        if leader is None and (_under_a_chart(placed, target, ctx) or _by_a_group(target, ctx)):  # a summary under a chart's axis, a note by a row or column: a note of its own, never their label
            return Statement((thing,), placed)
        ties = (Relation("marks", node.path, target, via=leader),) + tuple(r for r in placed if r.object == target)
        return Statement((replace(thing, relations=ties),), joins)  # the leader's line, said as before where the tie cannot be


def _dimension_end(node: "MarkNode", target: tuple, ctx: "DescribeContext") -> str | None:
    """`start` or `end`: the end of a dimension line that a note set beside it
    stands level with (across the line, its box holds that end and not the
    other), so the note is that end's words; None for any other note."""
    mark = ctx.mark_at(target)
    if mark is None or mark.path != tuple(target) or mark.kind.name != "dimension":
        return None
    spec = mark.spec_as(DimensionSpec)
    ends = [ctx.anchor(name) for name in (spec.source, spec.to)]
    drawn = [e.bounds for e in ctx.scene.elements if tuple(e.owner[:len(node.path)]) == node.path]
    if None in ends or not drawn:
        return None
    upright = spec.side in ("left", "right")  # the line runs up and down: its ends differ in height
    low = min(b.y if upright else b.x for b in drawn)
    high = max(b.bottom if upright else b.right for b in drawn)
    level = [low <= (box.centre_y if upright else box.centre_x) <= high for box in ends if box is not None]
    return ("start", "end")[level.index(True)] if level.count(True) == 1 else None


def _on_its_part(placed: tuple[Relation, ...], reference: str | None, ctx: "DescribeContext") -> tuple[Relation, ...]:
    """A note placed against a point of a series (`right-of: cost.overhead.at-5min`)
    stands against that point, not the whole chart: its relation keyed by the
    point (`bracket._key`), whose box is the anchor's, so it is said against
    that part where the drawing shows it so, and not read as the chart's label."""
    if reference is None or "." not in reference:
        return placed
    between = _between_points(reference, ctx)
    if between and not last_name(reference.split(".", 1)[1])[1].startswith("at-"):
        return placed  # a crossing between points: said against the whole, as before
    key = _series_key(reference, ctx) if between else _key(reference, ctx)  # an `at-` between points: that place on its series
    if key is None or key == placed[0].object:
        return placed
    ctx.places.name(key, reference)
    return (replace(placed[0], object=key),) + placed[1:]


def _between_points(reference: str, ctx: "DescribeContext") -> bool:
    """Whether a curve's `at-` anchor stands between two points of its series
    (`at-1.5h` on hourly values): its key is the nearest point, whose place
    would be said falsely."""
    mark = getattr(ctx.ident(reference.split(".")[0]), "node", None)
    if mark is None or mark.kind.name != "curve" or not usable(spec := mark.spec_as(CurveSpec)):
        return False
    found = anchor_point(plot_of(spec), reference.split(".", 1)[1])
    return found is not None and found[1].at is not None and found[1].at != found[0].xs[found[1].index]


def _series_key(reference: str, ctx: "DescribeContext") -> tuple | None:
    """The key of the place on a series a curve's `at-` anchor names between
    its points (`stored.deltas.at-30min`): the series' path, "at", the value
    as written ("30 min"; `realise/series_points.py` names it)."""
    mark = getattr(ctx.ident(reference.split(".")[0]), "node", None)
    if mark is None or mark.kind.name != "curve" or not usable(spec := mark.spec_as(CurveSpec)):
        return None
    found = anchor_point(plot_of(spec), reference.split(".", 1)[1])
    return mark.path + found[0].series.path + ("at", _as_said(reference)) if found is not None and found[1].at is not None else None


def _as_said(reference: str) -> str:
    """An `at-` anchor's place as a quantity with its unit apart ("at-30min": "30 min")."""
    written = last_name(reference.split(".", 1)[1])[1][3:]
    try:
        found = parse_quantity(written)
    except ValueError:
        return written
    return f"{float(found.low):g} {found.unit}" if found.unit else f"{float(found.low):g}"


def _named(reference: str | None, key: tuple, ctx: "DescribeContext") -> bool:
    """Whether the thing at `key` is what `reference` names: a part made from
    values (a lane's segment, a point of a curve) is keyed by its whole mark,
    and a note tied to the whole would lose which part it labels."""
    mark = ctx.mark_at(key)
    return reference is not None and ("." not in reference or mark is None or mark.path != key)


def _labelled(key: tuple, ctx: "DescribeContext") -> bool:
    """Whether the whole mark at `key` carries a label of its own: a note set
    against it with no leader is then a note beside it, not its label (review
    7-B: "The bar is marked idle thirty gigabytes below it" of a bar marked
    forty-gigabyte job)."""
    mark = ctx.mark_at(key)
    return mark is not None and mark.path == key and bool(getattr(mark.spec, "label", None))


def _under_a_chart(placed: tuple[Relation, ...], key: tuple, ctx: "DescribeContext") -> bool:
    """Whether a note with no leader stands below a whole mark drawn on a scale
    (a curve, a timeline): under its axis it sums the chart up ("16 scale-ups:
    5 cold pulls, 11 warm hits"), said as a note standing there, not as the
    chart's label ("the curve is marked ... below it") where nothing joins it
    to a point."""
    mark = ctx.mark_at(key)
    below = any(r.verb == "stands-below" and r.object == key for r in placed)
    return below and mark is not None and mark.path == key and mark.kind.scale(mark) is not None


def _by_a_group(key: tuple, ctx: "DescribeContext") -> bool:
    """Whether a note is placed against a whole row or column: a group is
    layout, so the note stands by what it holds ("below the sixteen bars
    stands a note ..."), never "the column is marked ..."."""
    mark = ctx.mark_at(key)
    return mark is not None and mark.path == key and mark.kind.holds_marks


def _counts_more(label: str | None, key: tuple, ctx: "DescribeContext") -> bool:
    """Whether a note set by a grid's row counts more things than the row
    holds ("busy 12 GPUs" by a row of four): it speaks of more than that row,
    so it is said as a note beside it, not as the row's label (review 7-C:
    "The second row is marked busy twelve GPUs" of three busy rows)."""
    mark = ctx.mark_at(key)
    if mark is None or mark.kind.name != "grid" or len(key) != len(mark.path) + 2 or key[-2] != "rows" or not isinstance(key[-1], int):
        return False
    rows = getattr(mark.spec, "rows", None) or []
    row = rows[key[-1]] if isinstance(rows, (list, tuple)) and key[-1] < len(rows) else None
    if not isinstance(row, (list, tuple)) or not row:
        return False
    held = len(row)
    return any(int(n) > held for n in _COUNT.findall(str(label or "")))


def _a_note(key: tuple, ctx: "DescribeContext") -> bool:
    """Whether `key` is a note's (a note under another labels nothing of its own)."""
    mark = ctx.mark_at(key)
    return mark is not None and mark.kind.name == "note"
