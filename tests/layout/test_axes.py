"""Axes that share a scale start together (layout/axes.py)."""

from __future__ import annotations

from conftest import spec_text

STAIRS = "  - staircase: {id: restore, unit: s, steps: [{duration: 10}, {duration: 150}, {duration: 40}], floor: resumes}"
LANE = "  - timeline: {same-scale: restore, unit: s, span: 200 s, ticks: 60 s, lanes: [{label: GPUs billed for it, segments: [{duration: 200 s, fill: grey}]}]}"


def _axes(compile_text, *marks: str):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", *marks))
    assert not errors, errors
    elements = result.scene.elements
    first_tread = min(e.bounds.x for e in elements if e.role == "tread")
    lane = min((e for e in elements if e.role == "segment"), key=lambda e: e.bounds.x)
    return first_tread, lane.bounds, result


def test_a_staircase_over_a_timeline_with_wide_lane_labels_starts_where_the_lanes_do(compile_text):
    """The timeline names its lane left of its axis; the staircase above it, on
    its scale, steps aside as far, so the same second stands at one x in both."""
    start, lane, result = _axes(compile_text, STAIRS, LANE)
    assert abs(start - lane.x) < 1.5
    last_riser = max(e.bounds.x for e in result.scene.elements if e.role == "riser")
    assert abs(last_riser - lane.right) < 1.5, "the 200 s of stairs end where the 200 s lane does"


def test_a_timeline_over_the_staircase_it_shares_a_scale_with_lines_up_as_before(compile_text):
    """The README's order (the timeline placed first, the staircase above it)
    lined up already: the staircase starts at the timeline's axis."""
    stairs = STAIRS.replace("{id: restore,", "{id: restore, above: lanes, same-scale: lanes,")
    start, lane, _ = _axes(compile_text, LANE.replace("same-scale: restore", "id: lanes"), stairs)
    assert abs(start - lane.x) < 1.5


def test_beside_each_other_the_axes_keep_their_own_starts(compile_text):
    """Side by side the two keep only the rate: nothing steps aside."""
    start, lane, result = _axes(compile_text, STAIRS, LANE.replace("same-scale: restore", "same-scale: restore, right-of: restore, width: 45%"))
    lane_labels = [e.bounds for e in result.scene.elements if e.role == "label" and e.text == "GPUs billed for it"]
    assert start < lane_labels[0].x < lane.x, "the staircase on the left, the lanes' names, then their axis"


def test_marks_on_one_scale_say_so_naming_the_other_unless_placed_against_it(compile_text):
    """A reader cannot see that two axes are one: the alt text says it."""
    _, _, under = _axes(compile_text, STAIRS, LANE)
    assert "Below, on the same time scale as the staircase, stands a timeline" in under.alt, under.alt  # below every other block
    stairs = STAIRS.replace("{id: restore,", "{id: restore, above: lanes, same-scale: lanes,")
    _, _, above = _axes(compile_text, LANE.replace("same-scale: restore", "id: lanes"), stairs)
    assert "Above the timeline, on the same time scale, stands a grey staircase" in above.alt, above.alt
    _, _, apart = _axes(compile_text, STAIRS, LANE.replace("same-scale: restore, ", ""))
    assert "time scale" not in apart.alt


def test_marks_side_by_side_in_a_row_keep_their_own_starts(compile_text):
    """In a row they stand beside each other: only the rate is shared, and no
    frame is narrowed for the other's lane names."""
    from blueprint.diagnostics import Diagnostics
    from blueprint.layout.axes import axis_groups
    from blueprint.loader.spec import load

    text = spec_text("blueprint: 1", "marks:", "  - row:", "      marks:", "      " + STAIRS, "      " + LANE)
    _, errors = compile_text(text)
    assert not errors, errors
    spec = load(text, "spec.yaml", Diagnostics("spec.yaml"))
    assert axis_groups(spec.marks, None) == {}
    stacked = load(spec_text("blueprint: 1", "marks:", STAIRS, LANE), "spec.yaml", Diagnostics("spec.yaml"))
    assert len(axis_groups(stacked.marks, _Measure())) == 2


class _Measure:
    """Enough of a layout context for the marks' axis rooms."""

    def __init__(self):
        from blueprint.scene import Box
        from blueprint.text import load_font
        from blueprint.theme import DEFAULT_THEME

        self.theme, self.font, self.content = DEFAULT_THEME, load_font(DEFAULT_THEME.font_file), Box(56, 56, 1088, 518)

    def text_height(self, size):
        points = self.theme.type.size(size)
        return self.font.ascent(points) + self.font.descent(points)


NIGHT = "  - timeline: {unit: h, span: 16 h, ticks: 2 h, lanes: [{label: replica a, segments: [{end: 3 h, fill: grey}]}, {label: replica b, segments: [{end: 3 h, fill: grey}]}]}"
MORNING = "  - timeline: {unit: s, span: 200 s, ticks: 40 s, lanes: [{label: first, segments: [{end: 180 s, fill: dark}]}, {segments: [{end: 12 s, fill: blue}]}]}"


def _lane_starts(compile_text, *marks: str) -> list[float]:
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", *marks))
    assert not errors, errors
    return sorted({round(e.bounds.x, 1) for e in result.scene.elements if e.role == "segment" and e.owner[-1] == 0}), result


def test_timelines_stacked_in_a_column_start_their_axes_together_in_any_units(compile_text):
    """A night in hours over its first minutes in seconds (axes7): no shared
    scale, lane names of different widths, one start; each keeps its own rate
    to the same right end."""
    starts, result = _lane_starts(compile_text, NIGHT, MORNING)
    assert len(starts) == 1, starts
    axes = [e for e in result.scene.elements if e.role == "scale" and e.bounds.height < 1]
    assert len({round(a.bounds.x) for a in axes}) == 1 and len({round(a.bounds.right) for a in axes}) == 1, [a.bounds for a in axes]


def test_a_staircase_stacked_with_a_timeline_starts_where_the_lanes_do(compile_text):
    """Any mark with a time axis in the column: the staircase steps aside as
    far as the lane names reach, with no shared scale."""
    start, lane, _ = _axes(compile_text, STAIRS, LANE.replace("same-scale: restore, ", ""))
    assert abs(start - lane.x) < 1.5


def test_side_by_side_or_given_a_width_timelines_keep_their_own_starts(compile_text):
    """In a row, or with a `width` of its own, a timeline stands alone."""
    starts, _ = _lane_starts(compile_text, NIGHT.replace("{unit: h,", "{id: night, unit: h,").replace("ticks: 2 h", "ticks: 8 h"), MORNING.replace("{unit: s,", "{right-of: night, unit: s,").replace("ticks: 40 s", "ticks: 100 s"))
    assert len(starts) == 2
    starts, _ = _lane_starts(compile_text, NIGHT, MORNING.replace("{unit: s,", "{width: 80%, unit: s,"))
    assert len(starts) == 2


def test_a_timeline_beside_another_shares_the_card_and_runs_forward(compile_text):
    """Two timelines side by side (`right-of`): the one placed beside took the
    card's whole width, and the first drew its axis backwards in what was left
    (16 h at the left, 0 at the right, its lane names over its segments) with
    no message. Both stretch, so they share the width as a row's children do."""
    _, result = _lane_starts(compile_text, NIGHT.replace("{unit: h,", "{id: night, unit: h,").replace("ticks: 2 h", "ticks: 8 h"), MORNING.replace("{unit: s,", "{right-of: night, unit: s,").replace("ticks: 40 s", "ticks: 100 s"))
    assert not result.problems, [p.format() for p in result.problems]
    for owner in {e.owner[:2] for e in result.scene.elements if e.role == "segment"}:
        figures = [e for e in result.scene.elements if e.kind == "text" and e.owner[:2] == owner and e.text.split()[0].isdigit()]
        ordered = sorted(figures, key=lambda e: e.bounds.x)
        values = [float(e.text.split()[0]) for e in ordered]
        assert values == sorted(values) and len(values) >= 2, f"{owner}: its axis reads {values} from left to right"
        width = ordered[-1].bounds.centre_x - ordered[0].bounds.centre_x
        assert width > 0.15 * result.scene.width, f"{owner}: a plot {width:.0f} px wide"


def test_a_tick_name_a_line_runs_through_stands_beside_its_tick():
    """Days named at noon on a curve's x axis, and thin lines dropped from
    the curve through the axis to a lane under it (a connector at Saturday
    noon): the name the line would cross stands ending or starting a gap
    beside its tick, the others under theirs (trydraw9b: spot-week); a
    bare figure never moves off its tick, and a name moves only for a line,
    not merely to stand apart from a neighbour's words."""
    from blueprint import compile_spec
    from blueprint.scene import Text

    days = ", ".join(f"{{at: {12 + 24 * n} h, label: {d}}}" for n, d in enumerate(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]))
    spec = f"""blueprint: 1
marks:
  - curve:
      id: price
      unit: h
      span: 168 h
      top: 6
      x: {{ticks: [{days}], labels: named}}
      points: [[0, 1.5], [114 h, 1.5], [122 h, 5], [132 h, 4], [140 h, 1.4], [168 h, 1.4]]
      lines: [{{id: ondemand, at: 4, label: on-demand}}]
  - timeline:
      id: lane
      below: price
      same-scale: price
      unit: h
      span: 168 h
      lanes: [{{segments: [{{end: 132 h, fill: grey}}, {{end: 168 h, fill: blue}}]}}]
  - connector: {{from: price.ondemand.crossing-2, to: lane.at-132h, route: straight, weight: thin, arrow: none}}
"""
    result = compile_spec(spec, "spec.yaml")
    assert not result.problems
    names = {e.text: e for e in result.scene.elements if isinstance(e, Text) and e.text in ("fri", "sat", "sun")}
    (link,) = [e for e in result.scene.elements if e.role == "connector"]
    sat = names["sat"].box
    assert sat.right < link.bounds.x - 6 or sat.x > link.bounds.right + 6  # clear of the line
    assert sat.right < link.bounds.x or sat.x > link.bounds.x  # beside its tick, at noon, where the line runs
    for other in ("fri", "sun"):  # under their ticks
        box = names[other].box
        assert box.x < box.centre_x < box.right and abs(box.centre_x - next(e.x1 for e in result.scene.elements if e.role == "scale" and e.kind == "line" and abs(e.x1 - e.x2) < 0.01 and abs(e.x1 - box.centre_x) < 1)) < 1
