"""The legend mark's declaration: what a key lists (`for` a mark's parts
with what they mean, entries written out) and the checks, each at its key
with what would work: a `for` naming no mark or a mark with no meaning to
list, an entry whose look no part draws, an entry with no label, a line
swatch with a fill, a key listing nothing."""

from __future__ import annotations

from conftest import spec_text

MARKS = spec_text("blueprint: 1", "marks:")
BAR = """
  - bar:
      id: week
      parts:
        - {share: 50%, fill: grey, means: in use}
        - {share: 30%, fill: grey, hatch: true, means: paid and idle}
        - {share: 20%, fill: grey, means: in use}
"""


def _lines(result):
    from blueprint.marks.legend import key_lines

    node = next(n for n in result.spec.marks if n.kind.name == "legend")
    return key_lines(node, result.spec.ids)


def test_a_key_for_a_mark_lists_each_distinct_look_and_meaning_in_order(compile_text):
    result, errors = compile_text(MARKS + BAR + "  - legend: {for: week}\n")
    assert not errors, errors
    lines = _lines(result)
    assert [(line.look.fill, line.look.hatch, line.words) for line in lines] == [("grey", False, "in use"), ("grey", True, "paid and idle")]
    assert not any(line.line for line in lines)


def test_entries_come_after_what_for_lists(compile_text):
    result, errors = compile_text(MARKS + BAR + "  - legend: {for: [week], entries: [{fill: grey, hatch: true, label: idle}]}\n")
    assert not errors, errors
    assert [line.words for line in _lines(result)] == ["in use", "paid and idle", "idle"]


def test_a_curve_lists_its_regions_lines_and_blocks_and_takes_a_line_for_its_series(compile_text):
    curve = ("  - curve:\n      id: c\n      unit: h\n      values: [10, 50, 30, 60, 20]\n"
             "      lines: [{id: cap, at: 80, outline: dashed, colour: red, means: the limit}]\n"
             "      regions: [{against: baseline, where: above, fill: grey, means: in use}]\n"
             "  - legend: {for: c, entries: [{swatch: line, label: demand}]}\n")
    result, errors = compile_text(MARKS + curve)
    assert not errors, errors
    lines = _lines(result)
    assert [(line.line, line.words) for line in lines] == [(True, "the limit"), (False, "in use"), (True, "demand")]
    assert (lines[0].look.outline, lines[0].look.colour) == ("dashed", "red")


def test_a_grid_keys_its_named_looks_by_what_they_mean(compile_text):
    grid = "  - grid: {id: g, looks: {lent: {fill: white, outline: dashed, colour: blue, means: lent}}, rows: [[used, lent, idle]]}\n"
    result, errors = compile_text(MARKS + grid + "  - legend: {for: g, entries: [{fill: grey, hatch: true, label: idle}]}\n")
    assert not errors, errors
    assert [line.words for line in _lines(result)] == ["lent", "idle"]


def test_for_naming_no_mark_is_refused_at_for(compile_text):
    _, errors = compile_text(MARKS + BAR + "  - legend: {for: month}\n")
    assert len(errors) == 1 and ":10:" in errors[0] and "`month`" in errors[0], errors


def test_a_mark_with_no_meaning_to_list_is_refused_with_what_would_work(compile_text):
    _, errors = compile_text(MARKS + "  - bar: {id: b, parts: [{share: 50%}]}\n  - legend: {for: b}\n")
    assert len(errors) == 1 and ":4:" in errors[0] and "`means`" in errors[0] and "`entries`" in errors[0], errors


def test_an_entry_whose_look_no_part_draws_is_refused_at_its_look_naming_those_drawn(compile_text):
    _, errors = compile_text(MARKS + BAR + "  - legend: {entries: [{fill: blue, label: kept}]}\n")
    assert len(errors) == 1 and ":10:" in errors[0] and "`{fill: grey, hatch: true}`" in errors[0], errors


def test_an_entry_with_no_label_is_refused_at_the_entry(compile_text):
    _, errors = compile_text(MARKS + BAR + "  - legend: {entries: [{fill: grey}]}\n")
    assert len(errors) == 1 and ":10:" in errors[0] and "label" in errors[0], errors


def test_a_line_swatch_refuses_a_fill_and_no_outline(compile_text):
    _, errors = compile_text(MARKS + BAR + "  - legend: {entries: [{swatch: line, fill: grey, label: demand}]}\n")
    assert len(errors) == 1 and "`swatch: area`" in errors[0], errors
    _, errors = compile_text(MARKS + BAR + "  - legend: {entries: [{swatch: line, outline: none, label: demand}]}\n")
    assert errors and "`dashed`" in errors[0], errors


def test_a_key_listing_nothing_is_refused(compile_text):
    _, errors = compile_text(MARKS + BAR + "  - legend: {below: week}\n")
    assert len(errors) == 1 and "`for`" in errors[0] and "`entries`" in errors[0], errors


def test_an_entry_refuses_means_its_words_are_its_label(compile_text):
    _, errors = compile_text(MARKS + BAR + "  - legend: {entries: [{fill: grey, label: busy, means: in use}]}\n")
    assert len(errors) == 1 and "`label" in errors[0], errors


def test_every_part_a_key_is_for_takes_a_meaning(compile_text):
    """A timeline's segments take `means` (every part does): a key for it lists them."""
    timeline = "  - timeline: {id: t, unit: h, lanes: [{label: a, segments: [{start: 0, end: 2 h, means: busy}]}]}\n"
    result, errors = compile_text(MARKS + timeline + "  - legend: {for: t}\n")
    assert not errors, errors
    assert [line.words for line in _lines(result)] == ["busy"]
