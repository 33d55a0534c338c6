"""The bracket mark's declaration: its spec, the anchors it spans (checked like
any reference, located at the item of `over` that names nothing) and its check."""

from __future__ import annotations

from conftest import spec_text

BAR = "  - bar: {id: week, parts: [{id: useful, share: 62%}, {id: redone, share: 21%}, {id: waiting, share: 8%}]}"


def _errors(compile_text, *marks: str) -> list[str]:
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", BAR, *marks))
    return errors


def test_a_bracket_over_parts_loads_with_its_defaults(compile_text):
    from blueprint.marks.bracket import BracketSpec

    result, errors = compile_text(spec_text("blueprint: 1", "marks:", BAR, "  - bracket: {over: [week.redone, week.waiting], label: paid}"))
    assert not errors, errors
    node = next(n for n in result.spec.marks if n.kind.name == "bracket")
    spec = node.spec_as(BracketSpec)
    assert (spec.side, spec.shape, spec.colour, spec.outline) == ("above", "bracket", "grey", "solid")
    assert node.kind.flow == "link" and node.kind.needs(node) == ["week.redone", "week.waiting"]


def test_an_anchor_that_does_not_exist_is_an_error_at_its_item_of_over(compile_text):
    errors = _errors(compile_text, "  - bracket:", "      over: [week.redone, week.nothing]")
    assert len(errors) == 1, errors
    assert errors[0].startswith("spec.yaml:5:27: error:"), errors
    assert "`week` has no part or anchor `nothing`" in errors[0] and "`redone`" in errors[0]


def test_a_mark_that_does_not_exist_is_an_error_with_a_suggestion(compile_text):
    errors = _errors(compile_text, "  - bracket: {over: [weak.redone]}")
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:22:") and "did you mean `week.redone`" in errors[0], errors


def test_a_made_anchor_is_spanned_like_any_other(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - grid: {id: gpus, rows: [[used, used], [free, free]]}",
        "  - bracket: {over: [gpus.row-1.cell-2, gpus.row-2], side: right}",
    ))
    assert not errors, errors


def test_a_bracket_spans_other_marks_not_itself(compile_text):
    errors = _errors(compile_text, "  - bracket: {id: paid, over: [week.redone, paid]}")
    assert any(e.startswith("spec.yaml:4:45:") and "not itself" in e for e in errors), errors


def test_over_is_one_anchor_or_more_and_the_keys_take_their_values(compile_text):
    assert any(e.startswith("spec.yaml:4:") for e in _errors(compile_text, "  - bracket: {over: []}"))
    sides = _errors(compile_text, "  - bracket: {over: [week.redone], side: top}")
    assert len(sides) == 1 and "`above`" in sides[0] and "`left`" in sides[0], sides
    shapes = _errors(compile_text, "  - bracket: {over: [week.redone], shape: curly}")
    assert len(shapes) == 1 and "`brace`" in shapes[0], shapes
    colours = _errors(compile_text, "  - bracket: {over: [week.redone], colour: green}")
    assert len(colours) == 1 and "`blue`" in colours[0], colours
    unknown = _errors(compile_text, "  - bracket: {over: [week.redone], lable: x}")
    assert len(unknown) == 1 and "`label`" in unknown[0], unknown


def test_before_axis_is_refused_at_its_key_off_a_timeline_or_off_its_underside(compile_text):
    """`before-axis` asks a timeline for room over its axis: over a bar's parts,
    or on another side, it is refused at the key, naming what it takes."""
    errors = _errors(compile_text, "  - bracket: {over: [week.redone], side: below, before-axis: true}")
    assert len(errors) == 1 and "`before-axis`" in errors[0] and "`side: below`" in errors[0], errors
    line = "  - timeline: {id: t, unit: h, lanes: [{segments: [{start: 0, end: 4 h}]}]}"
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", line, "  - bracket: {over: [t.lane-1.segment-1], side: above, before-axis: true}"))
    assert len(errors) == 1 and "found `above`" in errors[0], errors
