"""The curve's drawing: regions, steps, several series each in its look,
labels clear of the other series and lines, blocks to scale, the ruled axis,
icons standing on the curve, and the anchors laid out."""

from __future__ import annotations

import pytest

from blueprint import compile_spec
from blueprint.scene import Box
from conftest import compiled_marks, spec_text, with_role
from curve_examples import ANCHORED, BLOCK, EPOCHS, GIGABYTES, STEPS_AT_POINTS, TWO


def test_a_region_is_drawn_only_where_the_curve_is_below_the_line(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      values: [10, 90, 10, 90, 10]
      lines: [{id: cap, at: 50}]
      regions: [{against: cap, where: above, fill: blue, hatch: false}]
""")
    filled = with_role(result, "region")
    assert len(filled) == 2 and all(r.paint.fill == "blue" for r in filled), "one region per stretch above the line"
    line = with_role(result, "reference")[0]
    assert all(r.bounds.bottom == pytest.approx(line.y1, abs=0.5) for r in filled), "bounded by the line"


def test_a_step_line_holds_each_value_from_its_place_to_the_next(compile_text):
    """Values stand where a curve's would (evenly, both ends included); each is
    held to the next one's place, where its riser stands."""
    result = compiled_marks(compile_text, "\n  - curve: {values: [2, 8, 4, 6], step: true, marks: [{at: highest, block: true, place: curve}]}\n")
    curve = with_role(result, "curve")[0]
    xs = sorted({round(x, 3) for _, (x, y) in curve.segments})
    widths = [b - a for a, b in zip(xs, xs[1:])]
    assert len(xs) == 4 and max(widths) - min(widths) < 0.01, "three equal treads between four places; the last value at the end"
    block = with_role(result, "marker")[0]
    assert block.box.centre_x == pytest.approx((xs[1] + xs[2]) / 2), "a mark stands mid-tread"


def test_a_step_line_stands_at_the_places_its_points_give(compile_text):
    """Issue 17: steps at their true positions (`points`), not equal bins."""
    result = compiled_marks(compile_text, STEPS_AT_POINTS)
    curve = with_role(result, "curve")[0]
    xs = sorted({round(x, 3) for _, (x, y) in curve.segments})
    assert len(xs) == 4 and (xs[1] - xs[0]) / (xs[3] - xs[0]) == pytest.approx(5 / 12, abs=0.01), "the riser at five of twelve minutes"


def series_paths(result):
    return {e.owner[-1]: e for e in with_role(result, "curve")}


def test_several_series_are_drawn_each_in_its_look(compile_text):
    result = compiled_marks(compile_text, TWO)
    paths = series_paths(result)
    assert set(paths) == {0, 1, 2}, "one path per series, owned by its series"
    demand, capacity, floor = paths[0].paint, paths[1].paint, paths[2].paint
    assert (demand.stroke, demand.line, demand.stroke_width) == ("line", "solid", "emphasis")
    assert (capacity.stroke, capacity.line) == ("blue", "dashed")
    assert (floor.stroke, floor.line, floor.stroke_width) == ("red", "dotted", "thick")
    assert [e.owner[-1] for e in with_role(result, "curve")] == [2, 1, 0], "the first series drawn last, on top"
    labels = {e.text: e for e in result.scene.texts() if e.owner[-1:] == ("label",)}
    assert set(labels) == {"demand", "capacity"} and labels["capacity"].colour == "blue"


def test_each_label_keeps_clear_of_the_other_series(compile_text):
    result = compiled_marks(compile_text, TWO)
    paths = series_paths(result)
    for text in result.scene.texts():
        if text.owner[-1:] != ("label",):
            continue
        mine = text.owner[-2]
        for index, path in paths.items():
            points = [p for _, p in path.segments]
            if index != mine:
                assert not any(text.box.grown(1).overlaps(Box(x, y, 0.01, 0.01)) for x, y in points), (text.text, index)


def test_a_region_between_two_series_fills_where_the_first_runs_above(compile_text):
    result = compiled_marks(compile_text, TWO)
    (region,) = with_role(result, "region")
    assert region.paint.hatch == "grey"
    anchors = result.scene.anchors
    demand, capacity = anchors["c.demand"], anchors["c.capacity"]
    top = min(y for _, (x, y) in region.segments[:-1])
    bottom = max(y for _, (x, y) in region.segments[:-1])
    assert top == pytest.approx(capacity.y, abs=0.5) and bottom == pytest.approx(demand.bottom, abs=0.5), "from the capacity down to the demand"


def test_a_region_between_two_series_only_where_they_cross(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      series:
        - {id: a, values: [10, 90, 10, 90, 10]}
        - {id: b, values: [50, 50, 50, 50, 50]}
      regions: [{between: [a, b], fill: blue, hatch: false}]
""")
    assert len(with_role(result, "region")) == 2, "one stretch per crossing pair"


def test_an_axis_in_epochs_is_ruled_in_epochs(compile_text):
    result = compiled_marks(compile_text, EPOCHS)
    ticks = [t.text for t in result.scene.texts() if t.owner[-1] == "ticks"]
    assert ticks == ["0", "250", "500", "750", "1000 epochs"]


def test_an_axis_in_gigabytes_writes_its_figures_as_a_writer_would(compile_text):
    result = compiled_marks(compile_text, GIGABYTES)
    ticks = [t.text for t in result.scene.texts() if t.owner[-1] == "ticks"]
    assert ticks == ["0", "20", "40", "60", "80 GB"]


def test_a_block_as_long_as_a_stretch_of_the_axis_is_drawn_to_scale(compile_text):
    result = compiled_marks(compile_text, BLOCK)
    plot = result.scene.anchors["c"]
    (block,) = with_role(result, "marker")
    per_hour = plot.width / 12
    assert block.box.x == pytest.approx(plot.x + 6 * per_hour)
    assert block.box.width == pytest.approx(1.5 * per_hour)
    assert block.box.bottom <= result.scene.anchors["c.baseline"].y


def test_a_connector_starts_at_a_peak(compile_text):
    result = compiled_marks(compile_text, ANCHORED)
    anchors = result.scene.anchors
    peak = anchors["c.peak-1"]
    assert (peak.width, peak.height) == (8, 8)
    curve = series_paths(result)[0]
    highest = min((p for _, p in curve.segments), key=lambda p: p[1])
    assert (peak.centre_x, peak.centre_y) == (pytest.approx(highest[0], abs=3), pytest.approx(highest[1], abs=1)), "centred on the peak"
    (line,) = with_role(result, "connector")
    assert peak.grown(1).contains(Box(line.x1, line.y1, 0, 0)), "the arrow starts at the peak"


def test_every_anchor_a_curve_declares_is_laid_out(compile_text):
    result = compiled_marks(compile_text, ANCHORED)
    anchors = result.scene.anchors
    for name in ("c", "c.baseline", "c.demand", "c.series-1", "c.capacity", "c.series-2", "c.highest", "c.lowest",
                 "c.valley-1", "c.demand.peak-1", "c.capacity.highest", "c.capacity.at-18h"):
        assert name in anchors, name
    step = anchors["c.capacity.at-18h"]
    assert step.centre_x == pytest.approx(anchors["c"].x + anchors["c"].width * 3 / 4), "three quarters of the way along a day"
    assert step.centre_y == pytest.approx(anchors["c.capacity"].bottom, abs=0.5), "still on the tread at 60: the riser to 100 stands at the fifth value's place, 19.2 h"
    assert anchors["c.capacity"] == anchors["c.series-2"]


def test_two_reference_lines_keep_their_labels_apart(compile_text):
    """Issue 17: a line's label placed before the next line was drawn landed on it."""
    result = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 24 h, top: 100, values: [20, 30, 40, 35, 30, 20], lines: [{at: 60, label: reserved nodes}, {at: 66, label: on-demand ceiling}]}\n")
    lines = [e for e in result.scene.elements if e.role == "reference"]
    labels = [t for t in result.scene.texts() if t.text in ("reserved nodes", "on-demand ceiling")]
    assert len(lines) == 2 and len(labels) == 2
    assert not any(label.box.y < line.y1 < label.box.bottom for label in labels for line in lines), "no label on a line"
    assert not labels[0].box.overlaps(labels[1].box)


CREEP = """
  - curve:
      unit: step
      span: 4000
      values: [22, 58, 61, 62, 63, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 88]
      lines: [{at: %s, label: limit, outline: dashed}]
      marks:
        - {at: 3000, place: curve, icon: save, colour: blue, label: last checkpoint}
        - {at: highest, place: curve, icon: cross, colour: red}
"""


def _icon_and_curve(result):
    (curve,) = [e for e in result.scene.elements if e.role == "curve"]
    save = Box.around([e.bounds for e in result.scene.elements if e.owner[-2:] == ("marks", 0) and e.role == "icon"])
    cross = Box.around([e.bounds for e in result.scene.elements if e.owner[-2:] == ("marks", 1)])
    return curve, save, cross


@pytest.mark.parametrize("limit", [120, 95])
def test_an_icon_on_the_curve_stands_on_it_and_only_a_sign_cuts_it(compile_text, limit):
    """`place: curve`: a thing (a save icon) stands on the curve, its foot over
    the line's highest stretch beneath it, and the plot grows tall enough for
    it under a reference line above; a sign (a cross) is centred on its point.
    Lint passes what the layout drew."""
    result = compiled_marks(compile_text, CREEP % limit)
    curve, save, cross = _icon_and_curve(result)
    ys = [p[1] for _, p in curve.segments if save.x <= p[0] <= save.right]
    assert save.bottom < min(ys), "the icon's foot is above the curve under it"
    (rule,) = [e for e in result.scene.elements if e.role == "reference"]
    assert save.y > rule.bounds.bottom, "and below the line over it"
    assert cross.y < min(p[1] for _, p in curve.segments) < cross.bottom, "the cross cuts the curve at its peak"


def test_an_icon_with_no_room_under_a_line_hangs_from_the_curve(compile_text):
    """A limit only a few units over the curve, and no height left to grow
    the plot: the icon hangs under the curve at its point, clear of both."""
    result, errors = compile_text(spec_text("blueprint: 1", "canvas: {height: 360}", "marks:") + CREEP % 76)
    assert not errors, errors
    curve, save, _ = _icon_and_curve(result)
    ys = [p[1] for _, p in curve.segments if save.x <= p[0] <= save.right]
    assert save.y > max(ys), "the icon hangs below the curve"


def test_a_line_hemmed_in_by_a_series_above_and_a_region_below_is_named_past_its_end(compile_text):
    """Above the target runs the blue series, below it the red region: the
    label stands past the line's end, and the plot narrows to make room."""
    result = compiled_marks(compile_text, """
  - curve:
      unit: min
      span: 60 min
      ticks: 10 min
      top: 100
      series:
        - {id: four, label: 4 workers, colour: grey, values: [38, 52, 30, 48, 35, 50, 32, 47, 36, 51, 33, 49, 37]}
        - {id: sixteen, label: 16 workers, colour: blue, values: [20, 88, 91, 90, 92, 89, 91, 90, 92, 90, 91, 89, 90]}
      lines: [{id: target, at: 80, label: target 80%, outline: dashed}]
      regions: [{against: target, where: below, series: four, fill: red, hatch: true}]
""")
    (line,) = [e for e in result.scene.elements if e.role == "reference"]
    label = next(t for t in result.scene.texts() if t.text == "target 80%")
    assert label.box.x > max(line.x1, line.x2) and label.box.y < line.y1 < label.box.bottom, "past the end, on the line's level"
    assert label.box.right <= result.scene.width - 56 + 8, "inside the card: the plot gave way"


def test_points_that_end_short_of_the_span_leave_the_axis_its_span(compile_text):
    """Issue 27: `span: 12 h` with points to 9 h ruled the axis to 9 h; the
    axis runs to 12 h and the line stops at 9 h, three quarters along."""
    result = compiled_marks(compile_text, "\n  - curve: {unit: h, span: 12 h, ticks: 3 h, points: [[0, 3], [3 h, 6], [6 h, 12], [9 h, 12]]}\n")
    baseline = with_role(result, "baseline")[0]
    curve = with_role(result, "curve")[0]
    end = max(x for _, (x, y) in curve.segments)
    assert (end - baseline.x1) / (baseline.x2 - baseline.x1) == pytest.approx(0.75, abs=0.01)
    assert "12 h" in [e.text for e in result.scene.elements if e.kind == "text"]
    assert "over twelve hours" in result.alt and "ending at nine hours" in result.alt


@pytest.mark.parametrize("place, dots", [("curve", 1), ("baseline", 1), ("above", 0)])
def test_words_alone_at_a_point_mark_it_with_a_dot_on_the_curve_or_the_baseline(compile_text, place, dots):
    """Issue 27: a point with words and no icon drew no dot, and `place:
    baseline` moved nothing; words alone `above` a point stand over it."""
    result = compiled_marks(compile_text, f"\n  - curve: {{values: [1, 4, 9, 4, 2, 3, 5], marks: [{{at: highest, place: {place}, label: peak}}]}}\n")
    found = [e for e in with_role(result, "marker") if e.kind == "dot"]
    assert len(found) == dots
    label = next(e for e in result.scene.elements if e.kind == "text" and e.text == "peak")
    if place == "baseline":
        assert found[0].cy == pytest.approx(with_role(result, "baseline")[0].y1)
    elif place == "curve":
        curve = with_role(result, "curve")[0]
        assert found[0].cy == pytest.approx(min(y for _, (x, y) in curve.segments), abs=1)
    else:
        assert label.box.bottom < min(y for _, (x, y) in with_role(result, "curve")[0].segments), "over the peak"


def test_a_region_is_hatched_only_when_the_spec_says_so(compile_text):
    """Issue 27: `fill: grey` with no `hatch` was drawn hatched (the region's
    default alone was `true`); hatched as every part is, when asked."""
    plain = compiled_marks(compile_text, "\n  - curve: {values: [10, 90, 10], lines: [{id: cap, at: 50}], regions: [{against: cap, where: above, fill: grey}]}\n")
    hatched = compiled_marks(compile_text, "\n  - curve: {values: [10, 90, 10], lines: [{id: cap, at: 50}], regions: [{against: cap, where: above, fill: grey, hatch: true}]}\n")
    assert [r.paint.hatch for r in with_role(plain, "region")] == [None] and with_role(plain, "region")[0].paint.fill == "grey"
    assert [r.paint.hatch for r in with_role(hatched, "region")] == ["grey"]
    assert "hatched" not in plain.alt and "hatched" in hatched.alt


def test_a_series_changes_its_look_past_a_place_and_above_a_value(compile_text):
    """Issue 25 item 5: the runs of one series each in their look, meeting at the cut."""
    from curve_examples import CHANGING
    result = compiled_marks(compile_text, CHANGING)
    used = [e for e in with_role(result, "curve") if e.owner[-1] == 0]
    planned = [e for e in with_role(result, "curve") if e.owner[-1] == 1]
    assert [e.paint.stroke for e in used] == ["line", "red", "line"], "grey, red over the capacity, grey again"
    assert [e.paint.line for e in planned] == ["solid", "dashed"] and planned[0].segments[-1][1] == planned[1].segments[0][1]
    red = used[1]
    assert all(y <= min(p[1] for _, p in used[0].segments) + 0.5 for _, (x, y) in red.segments), "the red run is the highest"


def test_straight_pieces_drop_sheer_where_two_points_share_a_place(compile_text):
    """Issue 25 item 7: linear between the points, a vertical drop at 3 h and 5 h."""
    from curve_examples import SAWTOOTH
    result = compiled_marks(compile_text, SAWTOOTH)
    (curve,) = with_role(result, "curve")
    points = [p for _, p in curve.segments]
    assert len(points) == 6, "the points themselves, not a smooth sampling"
    assert points[1][0] == points[2][0] and points[2][1] > points[1][1], "a sheer drop at three hours"


def test_a_clipped_curve_leaves_the_plot_through_its_top(compile_text):
    """Issue 25 item 5: a value over `top` with `clip` is cut at the top under an arrowhead, not rescaled."""
    from curve_examples import CLIPPED
    result = compiled_marks(compile_text, CLIPPED)
    paths = with_role(result, "curve")
    baseline = with_role(result, "baseline")[0]
    rise, head, fall = paths
    top = min(y for _, (x, y) in rise.segments)
    assert len(paths) == 3, "the line up to the top, an arrowhead, the line back down"
    assert min(y for _, (x, y) in fall.segments) == pytest.approx(top, abs=0.5), "both cut at the plot's top"
    first = rise.segments[0][1][1]
    assert (baseline.y1 - first) / (baseline.y1 - top) == pytest.approx(0.2, abs=0.01), "200 a fifth of the way to the top at 1000: not rescaled to 3000"
    assert head.segments[1][1] == rise.segments[-1][1], "the arrowhead's tip where the line leaves"


def test_a_wedge_ends_where_its_series_ends(compile_text):
    """Issue 25 item 7: kv-cache-ceiling's walls: a filled wedge to the out-of-memory point, a dashed outlined area past it."""
    from curve_examples import WEDGE
    result = compiled_marks(compile_text, WEDGE)
    wedge, past = with_role(result, "region")
    right = max(x for _, (x, y) in wedge.segments[:-1])
    left = min(x for _, (x, y) in past.segments[:-1])
    assert right == pytest.approx(left, abs=0.5), "the wedge stops at the cross, the outline starts there"
    assert past.paint.line == "dashed" and past.paint.fill in (None, "none")


STARTS_AT_TWO = """
  - curve:
      unit: min
      span: 10 min
      y: {title: replicas, ticks: [0, 8]}
      series:
        - {id: ready, label: ready, staircase: true, from-baseline: FROM, points: [[0, 2], [5 min, 8], [10 min, 8]]}
"""


def _series_points(result):
    (line,) = [e for e in result.scene.elements if e.owner[-2:] == ("series", 0) and e.kind == "path"]
    return [numbers for _, numbers in line.segments]


@pytest.mark.parametrize("from_baseline", [True, False])
def test_a_climbing_staircase_rises_from_the_baseline_unless_told_it_starts_at_its_first_level(compile_text, from_baseline):
    result = compiled_marks(compile_text, STARTS_AT_TWO.replace("FROM", str(from_baseline).lower()))
    (baseline,) = with_role(result, "baseline")
    first = _series_points(result)[0]
    assert (abs(first[1] - baseline.y1) < 0.5) == from_baseline  # `false`: it starts at two, no riser from zero


def test_a_series_label_that_is_its_axis_title_is_drawn_once(compile_text):
    result = compiled_marks(compile_text, STARTS_AT_TWO.replace("FROM", "false").replace("label: ready", "label: Replicas"))
    assert [t.text.casefold() for t in result.scene.texts()].count("replicas") == 1  # the title names the series
    other = compiled_marks(compile_text, STARTS_AT_TWO.replace("FROM", "false"))
    assert "ready" in [t.text for t in other.scene.texts()]


# --- blocklabels6: a block's words inside it, on a paper plate ----------------


@pytest.mark.parametrize("look, plated", [
    ("fill: none, outline: dashed, colour: blue", True),  # what lies under it shows: the words on a plate
    ("fill: red, hatch: true", True),
    ("colour: blue", False),  # a solid fill: its contrast ink, no plate
])
def test_a_blocks_words_stand_inside_it(compile_text, look, plated):
    """`label-side: inside`: the block grows as tall as its words need, and
    they stand centred in it; over a part that shows what lies under it, on a
    paper plate inside the block, lint clean over a hatched region."""
    result = compiled_marks(compile_text, f"""
  - curve:
      span: 12 h
      values: [10, 10, 12, 12, 10, 10, 10, 10, 10, 10, 10, 10, 10]
      top: 100
      lines: [{{id: paid, at: 100}}]
      regions: [{{against: paid, where: below, hatch: true}}]
      marks: [{{at: 2 h, width: 8 h, {look}, label: backfill, label-side: inside}}]
""")
    block = next(r for r in with_role(result, "marker"))
    words = next(t for t in result.scene.texts() if t.text == "backfill")
    assert block.box.contains(words.box), (block.box, words.box)
    assert block.box.height > 16, "the band grew to hold its words"
    plates = with_role(result, "plate")
    assert bool(plates) == plated and words.role == "plated"
    if plated:
        assert plates[0].paint.fill == "paper" and block.box.contains(plates[0].box) and plates[0].box.contains(words.box)
        assert words.colour == ("blue" if "blue" in look else "red"), "the words in the colour they take on paper: the block's own"


def test_a_block_too_narrow_for_its_words_is_refused_with_the_sizes(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:",
                                       "  - curve: {span: 48 h, values: [1, 2], marks: [{at: 2 h, width: 1 h, fill: none, outline: dashed, label: backfill jobs, label-side: inside}]}"))
    assert errors and all(e.startswith("spec.yaml:3:") for e in errors), errors
    assert any("label `backfill jobs` is" in e and "px" in e for e in errors), errors


def test_a_band_above_the_curve_clears_it_along_its_length(compile_text):
    """A block along the axis `place: above` stands over the highest the curve
    reaches under it, not over the point it starts at."""
    result = compiled_marks(compile_text, "\n  - curve: {span: 12 h, values: [10, 10, 10, 60, 10, 10, 10], marks: [{at: 0 h, width: 8 h}]}\n")
    block = with_role(result, "marker")[0]
    curve = with_role(result, "curve")[0]
    assert block.box.bottom <= curve.bounds.y + 0.5, (block.box, curve.bounds)


def test_a_series_label_with_no_room_by_its_line_stands_beside_its_start(compile_text):
    """A thin line falling steeply from its first point (its highest), under a
    thick one and over a hatched region, finds no free place over or under
    it: its words stand level with its first point, just right of it, over
    the fall, before past its end (axes7)."""
    from conftest import spec_text

    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve:", "      unit: min", "      span: 120 min", "      top: 20",
                                            "      series:",
                                            "        - {id: over, label: save overhead, colour: dark, weight: thin, points: [[5 min, 20], [10 min, 10], [20 min, 5], [30 min, 3.3], [60 min, 1.7], [120 min, 0.8]]}",
                                            "        - {id: lost, label: work lost, colour: red, straight: true, points: [[0, 0], [120 min, 12.5]]}",
                                            "        - {id: total, label: total, colour: grey, weight: thick, points: [[6 min, 17.3], [10 min, 11], [20 min, 7.1], [30 min, 6.4], [60 min, 7.9], [120 min, 13.3]]}",
                                            "      regions: [{against: baseline, where: above, series: lost, fill: red, hatch: true}]"))
    assert not errors, errors
    words = next(e for e in result.scene.elements if getattr(e, "text", None) == "save overhead")
    assert words.bounds.y < 150 and words.bounds.x < 300, words.bounds  # by the top left start, not past the end


def test_a_region_outline_shows_along_the_line_it_stands_against():
    """`outline` on a region against a line: the region lies under every line,
    so its outline is drawn again along that line, over it, where the
    writer's colour shows (trydraw9b: a red outline hidden by the on-demand
    line); its series keeps its ink over the region's edge."""
    spec = """blueprint: 1
marks:
  - curve:
      unit: h
      span: 24 h
      top: 6
      points: [[0, 1], [6 h, 1], [9 h, 5], [12 h, 1], [24 h, 1]]
      lines: [{id: limit, at: 4, label: limit, outline: solid, colour: dark}]
      regions: [{against: limit, where: above, fill: red, hatch: true, outline: solid, colour: red}]
"""
    result = compile_spec(spec, "spec.yaml")
    assert not result.problems
    elements = list(result.scene.elements)
    line = next(i for i, e in enumerate(elements) if tuple(e.source) == ("marks", 0, "curve", "lines", 0) and e.kind == "line")
    edges = [i for i, e in enumerate(elements) if e.role == "region" and not e.paint.fill and e.paint.stroke == "red"]
    assert edges and all(i > line for i in edges)  # over the line
    (edge,) = edges
    y = elements[line].y1
    assert abs(elements[edge].bounds.y - y) < 0.01 and elements[edge].bounds.height < 0.01 and elements[edge].bounds.width > 10
    plain = compile_spec(spec.replace(", outline: solid, colour: red", ""), "spec.yaml")
    assert not [e for e in plain.scene.elements if e.role == "region" and not e.paint.fill]  # no outline asked, none drawn


@pytest.mark.parametrize("region, low, high", [
    ("{between: [a, b], from: 3 h, fill: grey, hatch: true, means: idle}", 3, 8),
    ("{against: cap, where: below, series: a, from: 2 h, to: 4 h, fill: grey, means: idle}", 2, 4),
])
def test_a_region_held_to_a_stretch_of_the_axis_fills_only_there(compile_text, region, low, high):
    """`from`, `to` on a region: between two series, or a series and a line,
    it fills only over that stretch of the x axis, its edges cut where the
    series cross those places (allreduce's band from 256 KB on; decode's idle
    column from the slope up to the roof), and is said with the stretch."""
    result = compiled_marks(compile_text, f"""
  - curve:
      id: c
      span: 8 h
      ticks: 2 h
      top: 100
      lines: [{{id: cap, at: 90}}]
      series:
        - {{id: a, points: [[0, 20], [8 h, 80]], straight: true}}
        - {{id: b, points: [[0, 10], [8 h, 10]], straight: true}}
      regions: [{region}]
""")
    (filled,) = with_role(result, "region")
    plot = result.scene.anchors["c"]
    xs = [x for _, (x, _) in filled.segments[:-1]]
    hour = plot.width / 8
    assert min(xs) == pytest.approx(plot.x + low * hour, abs=1) and max(xs) == pytest.approx(plot.x + high * hour, abs=1), (xs, plot)
    assert (" from three hours on" if high == 8 else " from two hours to four hours") in result.alt, result.alt


@pytest.mark.parametrize("stretch, message", [
    ("from: 9 h", "`9 h` is not a position on `c`'s scale, which runs from 0 h to 8 h"),
    ("from: 4 h, to: 2 h", "a region runs from its `from` to a later `to`; `4 h` is not before `2 h`: swap them"),
    ("from: 5 h", "a region fills only where its series are drawn, from 0 h to 4 h, and its `from` and `to` leave none of that"),
])
def test_a_region_stretch_off_the_axis_backwards_or_past_its_series_is_refused(compile_text, stretch, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve:", "      id: c", "      span: 8 h",
                                       "      series: [{id: a, points: [[0, 20], [4 h, 80]]}, {id: b, points: [[0, 10], [8 h, 10]]}]",
                                       f"      regions: [{{between: [a, b], {stretch}}}]"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:7:"), errors


def test_a_region_stretch_wider_than_its_series_is_refused_at_each_end_past_it(compile_text):
    """A region's `from`/`to` past where its series is drawn would fill flat
    where no series runs (drawn from 1 h, said so, a curve drawn from 4 h):
    refused at each key past it, naming the stretch drawn."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve:", "      id: c", "      span: 10 h",
                                       "      series: [{id: a, points: [[4 h, 20], [6 h, 80], [8 h, 40]]}]",
                                       "      regions: [{against: baseline, where: above, from: 1 h, to: 9 h}]"))
    assert len(errors) == 2, errors
    for key, at in (("from", "1 h"), ("to", "9 h")):
        (error,) = [e for e in errors if f"`{key}` ({at})" in e]
        assert error.startswith("spec.yaml:7:") and "from 4 h to 8 h" in error, error


def test_a_region_between_two_series_to_past_where_both_are_drawn_is_refused(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - curve:", "      id: c", "      span: 8 h",
                                       "      series: [{id: a, points: [[0, 20], [4 h, 80]]}, {id: b, points: [[0, 10], [8 h, 10]]}]",
                                       "      regions: [{between: [a, b], from: 1 h, to: 6 h}]"))
    assert len(errors) == 1 and "`to` (6 h)" in errors[0] and "from 0 h to 4 h" in errors[0], errors
