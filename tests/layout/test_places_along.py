"""`along` as a place on the axis of the mark that holds what a block stands
over (vocab11): one parser (`values/along.py`), one resolver
(`layout/signs.over_at`), for every mark with an axis; refused, located at
`along`, where there is no axis, off it, or outside the part."""

from __future__ import annotations

import pytest

from blueprint.values import parse_along
from conftest import spec_text

TIMELINE = "  - timeline: {id: tl, unit: s, span: 120 s, ticks: 20 s, lanes: [{label: a, segments: [{end: 30 s, fill: grey}, {end: 80 s, fill: grey, hatch: true}, {end: 120 s, fill: grey}]}]}"
BAR = "  - bar: {id: day, parts: [{id: busy, share: 75%, fill: grey}, {share: 25%, fill: white}], scale: {to: 24 h, ticks: 6 h}}"
CURVE = "  - curve: {id: load, unit: h, span: 24 h, ticks: 6 h, top: 100, series: [{id: a, noun: load, values: [20, 35, 70, 90, 60, 30, 25]}, {id: b, noun: floor, values: [10, 10, 10, 10, 10, 10, 10]}], regions: [{between: [a, b], fill: grey-light}]}"
STAIRS = "  - staircase: {id: st, unit: min, ticks: 5 min, steps: [{duration: 10 min, label: pull}, {duration: 10 min, label: load}]}"

# (the mark, what the cross stands over, the place, the anchor that place names on the mark's axis)
PLACES = {
    "a timeline's stretch": (TIMELINE, "tl.lane-1.segment-2", "40 s", "tl.at-40s"),
    "a timeline's lane": (TIMELINE, "tl.lane-1", "1.5 min", "tl.at-1.5min"),
    "a bar's part on its measured scale": (BAR, "day.busy", "15 h", "day.at-15h"),
    "a staircase's tread": (STAIRS, "st.tread-2", "15 min", "st.at-15min"),
    "a curve's region, on its x": (CURVE, "load.region-1", "8 h", "load.at-8h"),
}


def _spec(mark: str, over: str, along: str) -> str:
    return spec_text("blueprint: 1", "marks:", mark, f"  - icon: {{id: x, name: cross, colour: red, height: 24, over: {over}, along: {along}}}")


@pytest.mark.parametrize("case", list(PLACES))
def test_a_place_along_stands_where_the_mark_puts_that_place(compile_text, case):
    mark, over, along, anchor = PLACES[case]
    result, errors = compile_text(_spec(mark, over, along))
    assert not errors, errors
    drawn = next(b for b in result.scene.blocks if b.id == "x").box
    place = result.scene.anchors[anchor]  # made for it, as for a block placed `over` it
    target = result.scene.anchors[over]
    assert abs(drawn.centre_x - place.centre_x) < 1, f"the cross at x {drawn.centre_x:.1f}, the place at {place.centre_x:.1f}"
    assert abs(drawn.centre_y - target.centre_y) < 1, "on the part's middle line"
    assert "forty seconds" in result.alt or along != "40 s"


def test_a_share_and_a_place_that_name_one_point_stand_alike(compile_text):
    """`along: 20%` of a stretch from 30 s to 80 s and `along: 40 s` are one point."""
    by_share, _ = compile_text(_spec(TIMELINE, "tl.lane-1.segment-2", "20%"))
    by_place, _ = compile_text(_spec(TIMELINE, "tl.lane-1.segment-2", "40 s"))
    boxes = [next(b for b in r.scene.blocks if b.id == "x").box for r in (by_share, by_place)]
    assert boxes[0] == boxes[1]


def test_the_alt_text_says_the_place_by_its_value(compile_text):
    result, errors = compile_text(_spec(BAR, "day.busy", "15 h"))
    assert not errors, errors
    assert "at fifteen hours stands a red cross" in result.alt


REFUSED = {
    "outside the part": (_spec(TIMELINE, "tl.lane-1.segment-2", "100 s"), "stands past the end of `tl.lane-1.segment-2`", "`over: tl.lane-1.at-100s`"),
    "before the part": (_spec(TIMELINE, "tl.lane-1.segment-2", "10 s"), "stands before the start of `tl.lane-1.segment-2`", "`over: tl.lane-1.at-10s`"),
    "off the axis": (_spec(TIMELINE, "tl.lane-1.segment-2", "200 s"), "is not a place on `tl`'s axis, which runs from 0 s to 120 s", "`along: 60 s`"),
    "in another unit": (_spec(TIMELINE, "tl.lane-1", "3 GB"), "is not a place on `tl`'s axis", "a share of the part's length"),
    "a mark with no axis": (_spec("  - grid: {id: g, rows: [[used, used, free, free]]}", "g.row-1", "40 s"), "`g.row-1` has none to read it on", "`along: 50%`"),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_place_that_cannot_stand_is_refused_at_along(compile_text, case):
    text, says, fix = REFUSED[case]
    _, errors = compile_text(text)
    line = text.splitlines().index(next(l for l in text.splitlines() if "along:" in l)) + 1
    found = [e for e in errors if says in e]
    assert found, errors
    assert found[0].startswith(f"spec.yaml:{line}:"), found[0]
    assert fix in found[0]


@pytest.mark.parametrize("key, value", [("cut", "3 s"), ("label-at", "2 min")])
def test_a_place_along_a_line_with_no_axis_is_refused_at_its_key(compile_text, key, value):
    text = spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: laptop}", "  - icon: {id: b, name: gpu, right-of: a}",
        f"  - connector: {{from: a, to: b, label: copy, {key}: {value}}}",
    )
    _, errors = compile_text(text)
    assert any(f"`{key}: {value}` is a value on an axis, and the connector's line has none" in e and e.startswith("spec.yaml:5:") for e in errors), errors


def test_one_parser_reads_a_share_or_a_place():
    assert parse_along("80%").share is not None and parse_along("80%").place is None
    assert parse_along(0.25).share is not None
    place = parse_along("40 s").place
    assert place is not None and place.unit == "s" and place.low == 40
    with pytest.raises(ValueError):
        parse_along("150%")  # a `%` is a share, held to its range
    with pytest.raises(ValueError, match="with the unit written"):
        parse_along("10-20 s")
