"""Reference lines and value anchors on every mark with a value axis (trydraw9a):
the marks are found from the model, every registered mark whose spec declares
`lines` of the shared `LineSpec` (`marks/reference_lines.py`), never listed
here. On each, a line with an id and words at a value draws one reference
line across the plot at that height, its words clear of the line, its id
and `ID.value-N` are anchors at that height, a line over the axis's `top`
is refused at its `at`, and the alt text says the line at its value."""

from __future__ import annotations

import typing

import pytest
import yaml

from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.reference_lines import LineSpec

# Where each mark with a value axis stands: its smallest body with a value axis in GB up to 100.
SMALLEST = {
    "curve": {"unit": "h", "span": "10 h", "values": [10, 50, 30], "y": {"unit": "GB", "ticks": [0, 50, 100]}, "top": 100},
    "columns": {"y": {"unit": "GB", "ticks": [0, 50, 100]}, "top": 100, "columns": [{"value": 30, "label": "a"}, {"value": 90, "label": "b"}]},
}


def lined_kinds() -> list[str]:
    """Every mark whose spec takes `lines` of the shared model."""
    found = []
    for kind in KINDS:
        field = REGISTRY[kind].model.model_fields.get("lines")
        if field is not None and LineSpec in typing.get_args(field.annotation):
            found.append(kind)
    return found


def spec(kind: str, line: dict, extra: list | None = None) -> str:
    body = dict(SMALLEST[kind], id="m", lines=[line])
    return yaml.safe_dump({"blueprint": 1, "marks": [{kind: body}] + (extra or [])}, sort_keys=False)


def test_every_mark_with_lines_has_its_smallest_spec():
    assert set(lined_kinds()) >= {"curve", "columns"}
    assert set(lined_kinds()) <= set(SMALLEST)


@pytest.mark.parametrize("kind", lined_kinds())
def test_a_line_is_drawn_across_at_its_value_and_its_anchors_stand_there(kind, compile_text):
    extra = [{"bracket": {"over": ["m.value-0", "m.value-80"], "side": "left", "label": "room"}}]
    result, errors = compile_text(spec(kind, {"id": "cap", "at": 80, "label": "cap", "weight": "thick", "outline": "solid"}, extra))
    assert not errors and not result.problems, errors or [p.format() for p in result.problems]
    (line,) = [e for e in result.scene.elements if e.role == "reference"]
    (baseline,) = [e for e in result.scene.elements if e.role == "baseline" and e.source[:2] == ("marks", 0)]
    assert abs(line.y1 - line.y2) < 0.01 and line.x2 - line.x1 > 0.9 * (baseline.x2 - baseline.x1), "across the plot"
    zero, ceiling = result.scene.anchors["m.value-0"], result.scene.anchors["m.cap"]
    assert abs(zero.y - baseline.y1) < 0.5, "value-0 on the baseline"
    assert abs(ceiling.y - line.y1) < 0.01 and abs(result.scene.anchors["m.value-80"].y - line.y1) < 0.01
    (words,) = [e for e in result.scene.elements if e.kind == "text" and tuple(e.source) == ("marks", 0, kind, "lines", 0, "label")]
    assert not (words.box.y < line.y1 < words.box.bottom and words.box.x < line.x2 and words.box.right > line.x1), "its words clear of it"
    assert "line marked cap" in result.alt and "at eighty gigabytes" in result.alt, result.alt


@pytest.mark.parametrize("kind", lined_kinds())
def test_a_line_over_the_top_is_refused_at_its_value(kind, compile_text):
    text = spec(kind, {"at": 120})
    _, errors = compile_text(text)
    assert errors and "a line at 120 lies outside the axis" in errors[0], errors
    line = int(errors[0].split(":")[1])
    assert "at: 120" in text.splitlines()[line - 1], "located at the line's `at`"


def test_a_line_is_said_across_stacked_columns_alike_too(compile_text):
    """Columns whose bottom parts are alike are told in one sentence (trywords9);
    the line across them is said after it as it is after any columns (the two
    merged once lost it)."""
    stacked = [{"value": 50, "label": f"c{i}", "parts": [{"value": extra, "fill": "blue"}]} for i, extra in enumerate((10, 20, 40))]
    body = dict(SMALLEST["columns"], columns=stacked)
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"columns": dict(body, id="m", lines=[{"at": 80, "label": "cap"}])}]}, sort_keys=False)
    result, errors = compile_text(text)
    assert not errors, errors
    assert "on the same" in result.alt and "line marked cap" in result.alt and "stands over it" in result.alt, result.alt
