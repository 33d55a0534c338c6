"""Every part that stands for an amount stays at least the thinnest part
that shows (`Layout.thin_part`, 6 px: 2 px on the 400 px index), however
small its amount (issue 27; looks6): a one-minute restore across a day, a
second's step among minutes, a tier of a gigabyte beside a hundred, a band
of a minute over a week. The part kinds are walked from the model (every
model carrying the look, `tests/test_looks.part_kinds`): each is made thin
here, or said never thin by a reason."""

from __future__ import annotations

from dataclasses import replace

import pytest
import yaml

from blueprint import compile_spec
from blueprint.scene import Box
from blueprint.theme import DEFAULT_THEME
from test_looks import part_kinds

LEAST = DEFAULT_THEME.layout.thin_part
CURVE = {"curve": {"id": "c", "unit": "h", "span": "168 h", "values": [3, 5, 4, 6, 5]}}
# (kind, keys) -> (the marks, the drawn part's source under the last mark, the roles drawing it, "width" or "height": along its amount)
THIN = {
    ("bar", ("parts",)): ([{"bar": {"parts": [{"share": "0.1%", "fill": "blue"}, {"share": "60%"}]}}], ("parts", 0), ("part",), "width"),
    ("timeline", ("lanes", "segments")): ([{"timeline": {"unit": "h", "span": "24 h", "lanes": [{"segments": [{"end": "24 h", "fill": "none", "outline": "dotted"}, {"start": "2 h", "duration": "1 min", "fill": "blue", "layer": True}, {"duration": "30 min", "layer": True}]}]}}], ("lanes", 0, "segments", 1), ("segment",), "width"),
    ("timeline", ("lanes", "segments", "parts")): ([{"timeline": {"unit": "h", "span": "24 h", "lanes": [{"segments": [{"end": "24 h", "parts": [{"start": "2 h", "duration": "1 min", "fill": "blue"}]}]}]}}], ("lanes", 0, "segments", 0, "parts", 0), ("segment",), "width"),
    ("staircase", ("steps",)): ([{"staircase": {"unit": "s", "steps": [{"duration": "600 s"}, {"duration": "1 s"}, {"duration": "600 s"}]}}], ("steps", 1), ("tread",), "width"),
    ("staircase", ("lanes",)): ([{"staircase": {"unit": "s", "steps": [{"duration": "600 s"}, {"duration": "600 s"}], "lanes": [{"duration": "1 s", "fill": "blue"}]}}], ("lanes", 0), ("segment",), "width"),
    ("towers", ("towers", "tiers")): ([{"towers": {"towers": [{"tiers": [{"size": "100 GB"}, {"size": "0.01 GB", "fill": "blue"}]}]}}], ("towers", 0, "tiers", 1), ("tier",), "height"),
    ("curve", ("marks",)): ([{"curve": {"unit": "h", "span": "168 h", "values": [3, 5, 4, 6, 5], "marks": [{"at": "24 h", "width": "1 min", "place": "baseline"}]}}], ("marks", 0), ("marker",), "width"),
    ("columns", ("columns",)): ([{"columns": {"columns": [{"value": 1000}, {"value": 0.01, "fill": "blue"}]}}], ("columns", 1), ("bar",), "height"),
    ("columns", ("columns", "parts")): ([{"columns": {"columns": [{"value": 1000, "parts": [{"value": 0.01, "fill": "red"}]}]}}], ("columns", 0, "parts", 0), ("bar",), "height"),
    ("band", ()): ([CURVE, {"band": {"across": "c", "from": "24 h", "to": "24.01 h", "fill": "blue"}}], (), ("band",), "width"),
}
# Parts never thinner than it by their amount, and why.
NEVER_THIN = {
    ("bar", ()): "a bar is as long as its frame or its share of the bar it spans, never a sliver",
    ("grid", ("looks",)): "a cell is the grid's cell size, whatever it holds",
    ("grid", ("spans",)): "a span covers whole cells",
    ("timeline", ("lanes", "events")): "a moment, drawn as a line or a sign, not an amount",
    ("curve", ("regions",)): "an area between two lines the data draws",
    ("curve", ("dots",)): "a dot at a point has its `size` (the theme's small, medium or large), not an amount",
    ("icon", ()): "an icon has its size",
    ("icon", ("blocks",)): "an icon's blocks share its size evenly, by their count, not an amount",
    ("legend", ("entries",)): "a key's swatch has its size",
    ("queue", ("jobs",)): "a job is a block at least SMALLEST_JOB wide, whatever its `size` against the others'",
}


def test_every_part_kind_is_made_thin_here_or_never_is():
    assert {(kind, keys) for kind, keys, _ in part_kinds()} == set(THIN) | set(NEVER_THIN)


@pytest.mark.parametrize("where", sorted(THIN), ids=lambda where: f"{where[0]}.{'.'.join(where[1])}" if isinstance(where, tuple) else str(where))
def test_a_part_of_a_tiny_amount_is_drawn_at_the_thinnest_that_shows_and_lint_sees_it(where):
    marks, source, roles, along = THIN[where]
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False), "thin.yaml")
    assert not result.problems, result.problems
    mark = ("marks", len(marks) - 1, where[0])
    drawn = [e for e in result.scene.elements if e.role in roles and tuple(e.owner) == mark + source]
    assert drawn, [(e.role, e.owner) for e in result.scene.elements]
    size = max(getattr(e.bounds, along) for e in drawn)
    assert size >= LEAST - 0.01, f"{where}: {size:.2f} px"


def _drawn(marks: list, where: tuple, theme=None) -> "tuple[list, object]":
    """The elements drawing the part of THIN[where], and where the largest
    other shape of the scene stands (by its key: the two drawings are
    compared from it, the card centring what it holds); a draft: the
    true-width drawing, parts under the thinnest, is refused by lint and
    still drawn."""
    _, source, roles, _ = THIN[where]
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False), "thin.yaml", theme=theme, draft=True)
    part = ("marks", len(marks) - 1, where[0]) + source
    others = {(e.role, tuple(e.owner)): e.bounds for e in result.scene.elements if tuple(e.owner) != part and e.role != "label" and e.bounds.width * e.bounds.height > 0}
    return [e for e in result.scene.elements if e.role in roles and tuple(e.owner) == part], others


@pytest.mark.parametrize("where", sorted(THIN), ids=lambda where: f"{where[0]}.{'.'.join(where[1])}")
def test_a_widened_part_keeps_its_own_start_and_grows_toward_later(where):
    """Review 10-b: a one-minute restore widened to the thinnest that shows
    ended at its hour and started before it. Each part kind, drawn once at
    its true width (a theme whose thinnest part is a hair) and once widened,
    starts at the same place against the largest other shape: its left from
    that shape's left along a width; along a height its bottom (where an
    upright amount starts) from that shape's top (a tier stacked on it, a
    column beside it on one ground: a tower's pitch may shrink to hold the
    widened tier, its stacking holds)."""
    marks, _, _, along = THIN[where]
    true = replace(DEFAULT_THEME, layout=replace(DEFAULT_THEME.layout, thin_part=0.01))
    (widened, big), (exact, big_exact) = _drawn(marks, where), _drawn(marks, where, true)
    assert widened and exact
    key = max(set(big) & set(big_exact), key=lambda k: big_exact[k].width * big_exact[k].height)
    if along == "width":
        at, value = min(e.bounds.x for e in widened) - big[key].x, min(e.bounds.x for e in exact) - big_exact[key].x
    else:
        at, value = max(e.bounds.bottom for e in widened) - big[key].y, max(e.bounds.bottom for e in exact) - big_exact[key].y
    assert abs(at - value) < 0.5, f"{where}: starts at {at:.2f}, its value at {value:.2f} (from {key})"


def test_the_part_after_a_widened_one_starts_where_it_ends_and_ends_at_its_own_end():
    """The room a widened segment grows into is taken from the stretch that
    follows it, which keeps its end: neither hides the other, the block keeps its length."""
    marks = THIN[("timeline", ("lanes", "segments"))][0]
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False), "thin.yaml")
    boxes = {tuple(e.owner)[-1]: e.bounds for e in result.scene.elements if e.role == "segment"}
    thin, after = boxes[1], boxes[2]
    assert abs(after.x - thin.right) < 0.01
    hour = boxes[0].width / 24  # the dotted base runs the whole day
    assert abs(thin.x - (boxes[0].x + 2 * hour)) < 0.01 and abs(after.right - (boxes[0].x + (2 + 31 / 60) * hour)) < 0.01


def test_a_widened_part_with_no_room_after_it_ends_where_its_axis_ends():
    """Impossible to grow later: the last minute of a day's lane ends at the lane's end, inside it."""
    marks = [{"timeline": {"unit": "h", "span": "24 h", "lanes": [{"segments": [{"end": "23.99 h", "fill": "grey"}, {"duration": "0.01 h", "fill": "blue"}]}]}}]
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False), "thin.yaml")
    boxes = {tuple(e.owner)[-1]: e.bounds for e in result.scene.elements if e.role == "segment"}
    assert boxes[1].width >= LEAST - 0.01 and abs(boxes[1].right - boxes[0].x - (boxes[0].width + 0.0)) < LEAST + 0.5


# Runs of parts of equal amounts side by side or stacked (faithful10b): three
# thin ones after a large one, and, where the mark parts them (`gaps`), a run
# of ordinary ones. (kind, keys) as in THIN -> [(the marks, the parts' sources
# under the last mark, the roles drawing them, "width" or "height")]. Every
# kind of THIN whose parts lie end to end is here, or in APART with why.
THREE_THIN = [{"share": "0.1%", "fill": "blue"}, {"share": "0.1%", "fill": "grey"}, {"share": "0.1%", "fill": "red", "hatch": True}]
RUNS = {
    ("bar", ("parts",)): [
        ([{"bar": {"parts": [{"share": "60%"}] + THREE_THIN + [{"share": "30%", "fill": "blue"}]}}], [("parts", i) for i in (1, 2, 3)], ("part",), "width"),
        ([{"bar": {"gaps": 16, "parts": [{"share": "20%", "fill": c} for c in ("grey", "blue", "grey", "blue", "grey")]}}], [("parts", i) for i in range(5)], ("part",), "width"),
    ],
    ("timeline", ("lanes", "segments")): [
        ([{"timeline": {"unit": "h", "span": "24 h", "lanes": [{"segments": [{"end": "12 h"}] + [{"duration": "1 min", "fill": c} for c in ("blue", "dark", "red")] + [{"end": "24 h", "fill": "blue"}]}]}}],
         [("lanes", 0, "segments", i) for i in (1, 2, 3)], ("segment",), "width"),
        ([{"timeline": {"unit": "step", "span": 6, "lanes": [{"gaps": 16, "segments": [{"start": i, "end": i + 1, "fill": "grey"} for i in range(6)]}]}}],
         [("lanes", 0, "segments", i) for i in range(6)], ("segment",), "width"),
    ],
    ("towers", ("towers", "tiers")): [
        ([{"towers": {"towers": [{"tiers": [{"size": "100 GB"}] + [{"size": "0.01 GB", "fill": c} for c in ("blue", "dark", "grey-light")] + [{"size": "50 GB"}]}]}}],
         [("towers", 0, "tiers", i) for i in (1, 2, 3)], ("tier",), "height"),
    ],
    ("columns", ("columns", "parts")): [
        ([{"columns": {"y": {"unit": "GB", "ticks": [0, 50, 100]}, "top": 100, "columns": [{"value": 70, "parts": [{"value": 1, "fill": "dark"}, {"value": 1, "fill": "grey-light"}, {"value": 8, "fill": "white", "outline": "solid"}]}]}}],
         [("columns", 0, "parts", i) for i in (0, 1)], ("bar",), "height"),
        ([{"columns": {"hang": True, "columns": [{"value": 1000, "parts": [{"value": 0.01, "fill": c} for c in ("dark", "red", "blue")]}]}}],
         [("columns", 0, "parts", i) for i in (0, 1, 2)], ("bar",), "height"),
    ],
}
APART = {
    ("staircase", ("steps",)): "each step is a tread at its own level: a widened one ends where the next rises (test_a_widened_part_keeps_its_own_start...)",
    ("staircase", ("lanes",)): "a staircase's lane is one stretch under the steps",
    ("curve", ("marks",)): "a block at a point of the axis, not one of a run",
    ("columns", ("columns",)): "columns stand side by side, each on the ground: their parts stack (`columns.parts`)",
    ("band", ()): "one band over a range of the axis",
    ("timeline", ("lanes", "segments", "parts")): "a stretch's parts stand in a track beneath it, each at its own times (vocab10a), not a run that gives way",
}


def test_every_kind_of_thin_part_is_walked_in_a_run_or_stands_apart():
    assert set(RUNS) | set(APART) == set(THIN)


@pytest.mark.parametrize("run", [(where, k) for where in sorted(RUNS) for k in range(len(RUNS[where]))], ids=lambda run: f"{run[0][0]}.{'.'.join(run[0][1])}-{run[1]}")
def test_parts_of_equal_amounts_draw_equal_and_never_overlap(run):
    """Parts of one amount in a run are drawn the same size along it, widened
    or parted alike, and none covers another: memory-70b's two 1 GB parts drew
    6 px each, overlapping by 2 px, the part above covering the second's
    widening (1.5 px of it showed); a lane's 18 one-step stretches with
    `gaps: 16` drew the first and last wider than the rest."""
    where, k = run
    marks, sources, roles, along = RUNS[where][k]
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False), "runs.yaml", draft=True)
    mark = ("marks", len(marks) - 1, where[0])
    boxes = []
    for source in sources:
        drawn = [e.bounds for e in result.scene.elements if e.role in roles and tuple(e.owner) == mark + source]
        assert drawn, (source, [(e.role, e.owner) for e in result.scene.elements])
        boxes.append(Box.around(drawn))
    sizes = [getattr(b, along) for b in boxes]
    assert max(sizes) - min(sizes) < 0.5, f"{where}: equal amounts drawn {[round(s, 2) for s in sizes]} px"
    spans = sorted((b.x, b.right) if along == "width" else (b.y, b.bottom) for b in boxes)
    overlaps = [round(a[1] - b[0], 2) for a, b in zip(spans, spans[1:]) if a[1] - b[0] > 0.01]
    assert not overlaps, f"{where}: parts overlap by {overlaps} px"
