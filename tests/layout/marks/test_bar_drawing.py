"""The bar's drawing: an outline that closes where its parts end, and labels
that go where they first fit (above the bar for its own, moved in from the
content's edge rather than overlap)."""

from __future__ import annotations

import pytest

from conftest import compiled_marks, spec_text, with_role
from bar_examples import PANELS


def test_a_label_at_the_edge_of_the_content_moves_in_rather_than_overlap(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + PANELS.replace("gap: 48", "gap: 48\n      align: top").replace("marks: [{bar", "width: 30%, marks: [{bar"))
    assert not errors, errors
    labels = [e for e in with_role(result, "label") if e.text in ("redone", "idle")]
    assert not any(a.box.overlaps(b.box) for a in labels for b in labels if a is not b)


def test_a_bar_that_ends_where_its_parts_end_draws_no_free_remainder(compile_text):
    """Issue 17: `ends: parts` draws no white remainder (tests/describe/marks: none is said free)."""
    result = compiled_marks(compile_text, "\n  - bar: {ends: parts, parts: [{share: 12%, fill: grey-light, label: queued}, {share: 5%, fill: dark}, {share: 45%, fill: grey, label: ran}]}\n")
    (bar,) = with_role(result, "bar")
    parts = with_role(result, "part")
    assert abs(bar.box.right - max(p.box.right for p in parts)) < 0.5, "the outline closes where the parts end"


def test_a_whole_bar_label_that_does_not_fit_inside_goes_above(compile_text):
    """Issue 17 (and a new user's trial): below the bar it reads as a part's label."""
    result = compiled_marks(compile_text, "\n  - bar: {label: 13 GPU-hours paid, parts: [{share: 8/13, fill: grey}, {share: 5/13, fill: red, hatch: true}]}\n")
    (bar,) = with_role(result, "bar")
    label = next(t for t in result.scene.texts() if t.text == "13 GPU-hours paid")
    assert label.box.bottom <= bar.box.y, "above the bar"


def test_a_span_that_names_nothing_above_is_a_located_error(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {id: a, span: b, parts: [{share: 50%}]}", "  - bar: {id: b}"))
    assert any(e.startswith("spec.yaml:3:") and "`span` refers to `b`, which is not above this bar" in e for e in errors), errors


def test_a_part_inside_a_part_is_a_share_of_the_same_whole(compile_text):
    """Issue 27: the schema said a part's `parts` were shares of that part; the
    README and the tool read every share as one of the same whole."""
    from blueprint.schema import json_schema

    result = compiled_marks(compile_text, "\n  - bar: {parts: [{share: 60%, parts: [{share: 10%, fill: dark}]}]}\n")
    outer, inner = sorted((e for e in result.scene.elements if e.role == "part"), key=lambda e: -e.bounds.width)[:2]
    assert inner.bounds.width / outer.bounds.width == pytest.approx(1 / 6, abs=0.01)
    described = json_schema()["$defs"]["PartSpec"]["properties"]["parts"]["description"]
    assert "same whole" in described and "of it" not in described.split("(")[0]


def test_parts_standing_apart_leave_the_whole_only_its_free_remainder(compile_text):
    from conftest import compiled_marks, with_role

    result = compiled_marks(compile_text, "  - bar: {gaps: 8, parts: [{share: 30%, fill: none, outline: dashed, parts: [{share: 10%, fill: dark}]}, {share: 20%, fill: blue}]}\n")
    parts = sorted(with_role(result, "part"), key=lambda e: (e.bounds.x, -e.bounds.width))
    outer, inner, blue = parts
    (whole,) = with_role(result, "bar")
    assert abs(blue.bounds.x - outer.bounds.right - 10) < 0.01, "8 px of paper between the painted edges"
    assert outer.bounds.x <= inner.bounds.x and inner.bounds.right <= outer.bounds.right, "a part inside a part stays inside it"
    assert abs(whole.bounds.x - blue.bounds.right - 10) < 0.01 and whole.paint.fill == "white", "the free rest stands apart too"


# --- stepped labels (issue 25, labels) ---

def test_a_run_of_leaders_on_narrow_parts_steps_down_from_the_right():
    """Three leaders on adjacent narrow parts: laid right to left, each one a
    step deeper than the one to its right, its words right of its line."""
    from blueprint import compile_spec
    from blueprint.scene import Line, Text
    result = compile_spec(
        "blueprint: 1\nmarks:\n  - bar:\n      width: 50%\n      parts:\n        - {share: 70%}\n"
        "        - {share: 16%, fill: grey, hatch: true, leader: {label: 'idle, paid 16%'}}\n"
        "        - {share: 9%, fill: red, hatch: true, leader: {label: redone 9%}}\n"
        "        - {share: 5%, fill: dark, leader: {label: restarts 5%}}\n", "spec.yaml")
    assert not result.problems
    words = {e.text: e for e in result.scene.elements if isinstance(e, Text)}
    depths = [words[t].box.y for t in ("restarts 5%", "redone 9%", "idle, paid 16%")]
    assert depths == sorted(depths) and len(set(depths)) == 3
    lines = sorted((e for e in result.scene.elements if isinstance(e, Line) and e.role == "leader"), key=lambda e: e.x1)
    assert all(words[t].box.x > line.x1 for t, line in zip(("idle, paid 16%", "redone 9%", "restarts 5%"), lines))


def test_a_label_with_no_free_place_steps_down_on_a_leader_instead_of_crowding():
    """Four thin parts at the bar's end: three labels find a place beside the
    run, the fourth none: it stands a step down, on a leader from its part."""
    from blueprint import compile_spec
    from blueprint.scene import Line, Text
    parts = "".join(f"        - {{share: 3%, fill: dark, label: stage {i} 3%}}\n" for i in range(4))
    result = compile_spec("blueprint: 1\nmarks:\n  - bar:\n      parts:\n        - {share: 88%}\n" + parts, "spec.yaml")
    (leader,) = [e for e in result.scene.elements if isinstance(e, Line) and e.role == "leader"]
    (words,) = [e for e in result.scene.elements if isinstance(e, Text) and e.text == "stage 3 3%"]
    assert tuple(leader.source) == ("marks", 0, "bar", "parts", 4, "label") and words.box.x > leader.x1
    assert abs(words.box.centre_y - leader.y2) < 1 and not result.problems
def test_a_scale_with_to_is_drawn_as_the_axis_part(compile_text):
    """`scale: {to: 24 h, ticks: 6 h, title}`: ticks at each step from the
    bar's left end (0) to its right (the whole, 24 h), the unit on the last
    figure, the title under them."""
    from bar_examples import RULED

    result = compiled_marks(compile_text, RULED)
    texts = [e.text for e in result.scene.elements if getattr(e, "text", None)]
    assert ["0", "6", "12", "18", "24 h"] == [t for t in texts if t.split(" ")[0].isdigit()]
    assert "hours of the day" in texts
    ticks = sorted({round(e.x1, 3) for e in with_role(result, "scale") if abs(e.x1 - e.x2) < 0.01})
    assert len(ticks) == 5 and ticks[1] - ticks[0] == pytest.approx(ticks[4] - ticks[3]), "evenly, one every six hours"


@pytest.mark.parametrize("align", ["left", "centre", "right"])
def test_a_bars_name_stands_where_label_align_puts_it(compile_text, align):
    """bars7 (spot-week-bar): the bar's name over its left end, its middle or
    its right end, as written; a bar ending at its parts aligns with them."""
    result = compiled_marks(compile_text, f"""
  - bar:
      label: a week of spot GPU-hours
      label-align: {align}
      ends: parts
      parts: [{{share: 62%, fill: grey}}, {{share: 21%, fill: red, hatch: true}}]
""")
    (name,) = [e for e in with_role(result, "label") if e.text == "a week of spot GPU-hours"]
    parts = [e.bounds for e in with_role(result, "part")]
    left, right = min(p.x for p in parts), max(p.right for p in parts)
    assert name.bounds.bottom <= min(p.y for p in parts), "over the bar"
    where = {"left": name.bounds.x - left, "centre": name.bounds.centre_x - (left + right) / 2, "right": name.bounds.right - right}[align]
    assert abs(where) < 1.5, (align, name.bounds, left, right)
