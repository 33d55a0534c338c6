"""The band mark's declaration: a range on a mark's scale, refused at its key
(with what would work) on a mark with no scale, a bar whose scale ends in
words, a range off the scale or backwards, or itself."""

from __future__ import annotations

from annotation_examples import COLD, PANELS, SCALED_BAR, WEEK
from conftest import spec_text

MARKS = spec_text("blueprint: 1", "marks:")


def test_a_band_asks_its_mark_for_its_plot(compile_text):
    from blueprint.marks.band import BandSpec

    result, errors = compile_text(MARKS + WEEK + "  - band: {across: week, from: 0 h, to: 120 h}\n")
    assert not errors, errors
    node = next(n for n in result.spec.marks if n.kind.name == "band")
    assert node.kind.asks(node) == ["week.plot"]
    assert node.kind.needs(node) == ["week"] and node.kind.behind(node) == "week"
    look = node.spec_as(BandSpec).look
    assert (look.fill, look.outline) == ("grey-light", "none")


def test_a_band_on_a_mark_with_no_scale_is_refused_at_on(compile_text):
    _, errors = compile_text(MARKS + PANELS + "  - band: {across: before, from: 0, to: 1}\n")
    assert len(errors) == 1 and ":7:" in errors[0] or "`across`" in errors[0], errors
    assert "timeline" in errors[0] and "curve" in errors[0], errors


def test_a_bar_with_no_measured_scale_is_refused_with_what_would_work(compile_text):
    _, errors = compile_text(MARKS + "  - bar: {id: b, parts: [{share: 50%}]}\n  - band: {across: b, from: 0, to: 1}\n")
    assert len(errors) == 1 and "`end: 300 s`" in errors[0], errors
    _, errors = compile_text(MARKS + "  - bar: {id: b, parts: [{share: 50%}], scale: {end: a week}}\n  - band: {across: b, from: 0, to: 1}\n")
    assert len(errors) == 1 and "`a week`" in errors[0], errors


def test_a_band_on_a_bar_with_a_measured_scale_loads(compile_text):
    _, errors = compile_text(MARKS + SCALED_BAR + "  - band: {across: day, from: 6 h, to: 18 h}\n")
    assert not errors, errors


def test_a_range_off_the_scale_is_refused_at_its_key(compile_text):
    _, errors = compile_text(MARKS + COLD + "  - band: {across: start, from: 30 s, to: 400 s}\n")
    assert len(errors) == 1 and ":11:" in errors[0].split("error")[0] or "400 s" in errors[0], errors
    assert "from 0 s to 5 min" in errors[0] or "300 s" in errors[0] or "5 min" in errors[0], errors
    _, errors = compile_text(MARKS + COLD + "  - band: {across: start, from: 3 GB, to: 40 s}\n")
    assert len(errors) == 1 and "`3 GB`" in errors[0], errors


def test_a_band_runs_forwards(compile_text):
    _, errors = compile_text(MARKS + COLD + "  - band: {across: start, from: 90 s, to: 30 s}\n")
    assert len(errors) == 1 and "swap" in errors[0], errors


def test_a_band_lies_on_another_mark(compile_text):
    _, errors = compile_text(MARKS + COLD + "  - band: {id: b, across: b, from: 0 s, to: 30 s}\n")
    assert len(errors) == 1 and "`b` is a band" in errors[0] and "a timeline" in errors[0], errors
