"""The loader teaches (issue 13, item 6): a mistake people make in YAML or in a
value is said where it was made, with what to write instead."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from blueprint.cli import app
from conftest import spec_text


def only(errors: list[str]) -> str:
    assert len(errors) == 1, errors
    return errors[0]


def bar(body: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - bar: {{{body}}}")


def timeline(body: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - timeline: {{{body}}}")


# 1. words YAML reads as true or false


def test_a_word_read_as_a_boolean_where_text_goes_is_said_as_written(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar:", "      label: on", "      parts: [{share: 60%}]"))
    assert only(errors) == "spec.yaml:4:14: error: `on` is read as a boolean (true or false) here, not as a word; quote it: 'on'"


@pytest.mark.parametrize("word", ["yes", "No", "OFF", "true"])
def test_every_boolean_word_is_said_as_written(compile_text, word):
    _, errors = compile_text(bar(f"label: {word}, parts: [{{share: 60%}}]"))
    assert only(errors) == f"spec.yaml:3:18: error: `{word}` is read as a boolean (true or false) here, not as a word; quote it: '{word}'"


def test_a_boolean_word_that_is_one_of_the_choices(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: gpu}",
        "  - icon: {id: b, name: gpu, right-of: a}",
        "  - connector: {from: a, to: b, carries: [{icon: gpu, side: on}]}",
    ))
    assert only(errors) == "spec.yaml:5:61: error: `on` is read as a boolean (true or false) here, not as a word; quote it: 'on'"


def test_a_boolean_word_that_is_none_of_the_choices_is_quoted_as_written(compile_text):
    _, errors = compile_text(bar("parts: [{share: 60%, fill: off}]"))
    assert only(errors) == (
        "spec.yaml:3:38: error: `off` is not one of `blue`, `dark`, `grey`, `grey-light`, `none`, `red`, `white` (did you mean `none`?)"
    )


def test_a_quoted_word_is_text(compile_text):
    _, errors = compile_text(bar("label: 'on', parts: [{share: 60%}]"))
    assert errors == []


# 2. a tab in an indent


def test_a_tab_in_an_indent_is_said_at_the_tab(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar:", "  \t  parts: [{share: 60%}]"))
    assert only(errors) == "spec.yaml:4:3: error: invalid YAML: indent with spaces, not a tab"


def test_a_tab_that_starts_a_line(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n\t- bar: {}\n")
    assert only(errors) == "spec.yaml:3:1: error: invalid YAML: indent with spaces, not a tab"


# 3. a bracket never closed, said where it opens


def test_an_unclosed_bracket_is_said_where_it_opens(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {parts: [\n")
    assert only(errors) == "spec.yaml:3:18: error: invalid YAML: this `[` is never closed; close it with `]`"


def test_an_unclosed_brace_is_said_where_it_opens_not_where_yaml_gave_up(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {parts: [{share: 60%}]", "  - bar: {parts: [{share: 40%}]}"))
    assert only(errors) == "spec.yaml:3:10: error: invalid YAML: this `{` is never closed; close it with `}`"


def test_a_bracket_closed_by_the_wrong_one(compile_text):
    _, errors = compile_text(bar("parts: [{share: 60%]"))
    assert only(errors) == "spec.yaml:3:19: error: invalid YAML: this `{` is never closed: the `]` at line 3, column 30 comes before its `}`"


def test_brackets_in_quotes_and_comments_are_not_brackets(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - bar: {label: 'a [b', parts: [ # [", "      {share: 60%}}"))
    assert only(errors) == "spec.yaml:3:33: error: invalid YAML: this `[` is never closed: the `}` at line 4, column 19 comes before its `]`"


# 4. units of time as people write them


@pytest.mark.parametrize("spelt, short", [
    ("3 hours", "3 h"), ("1 hour", "1 h"), ("3 hrs", "3 h"), ("3 Hours", "3 h"), ("2 days", "2 d"), ("1 day", "1 d"),
    ("90 minutes", "90 min"), ("1 minute", "1 min"), ("90 mins", "90 min"), ("30 seconds", "30 s"), ("30 secs", "30 s"),
    ("1 second", "1 s"), ("500 milliseconds", "500 ms"), ("9-34 minutes", "9-34 min"),
])
def test_a_time_unit_spelt_out_is_the_unit(compile_text, spelt, short):
    spelt_out, _ = compile_text(timeline(f"unit: h, lanes: [{{segments: [{{start: 0, end: 3 h}}, {{duration: {spelt}}}]}}]"))
    written_short, _ = compile_text(timeline(f"unit: h, lanes: [{{segments: [{{start: 0, end: 3 h}}, {{duration: {short}}}]}}]"))
    assert spelt_out is not None and spelt_out.svg == written_short.svg
    assert spelt_out.alt == written_short.alt


def test_m_is_taught_as_min(compile_text):
    _, errors = compile_text(timeline("lanes: [{segments: [{start: 0, end: 3 m}]}]"))
    assert only(errors) == "spec.yaml:3:52: error: `m` could be minutes or metres; for minutes write `3 min`"


def test_weeks_are_taught_as_days(compile_text):
    _, errors = compile_text(timeline("unit: d, lanes: [{segments: [{start: 0, end: 1.5-2 weeks}]}]"))
    assert only(errors) == "spec.yaml:3:61: error: a time in weeks is written in days: write `10.5-14 d`"


def test_an_unknown_unit_suggests_a_spelling_that_is_read(compile_text):
    _, errors = compile_text(timeline("lanes: [{segments: [{start: 0, end: 3 hors}]}]"))
    assert only(errors) == "spec.yaml:3:52: error: unknown unit `hors` (did you mean `hours`?); use one of `d`, `h`, `hr`, `min`, `ms`, `s`, `sec`"


def test_an_axis_unit_spelt_out_is_read_as_its_short_form(compile_text):
    # units6: an axis takes any unit word, and a time unit spelt out is that unit (`hours` is `h`), as
    # a time written `3 hours` is `3 h`: nothing left to teach
    _, errors = compile_text(timeline("unit: hours, lanes: [{segments: [{start: 0, end: 3 h}]}]"))
    assert not errors


# 5. a share written as a plain number over 1


@pytest.mark.parametrize("share, percent, decimal", [("60", "60%", "0.6"), ("'60'", "60%", "0.6"), ("33.3", "33.3%", "0.333"), ("100", "100%", "1")])
def test_a_plain_number_share_over_one_is_taught_as_a_percentage(compile_text, share, percent, decimal):
    _, errors = compile_text(bar(f"parts: [{{share: {share}}}]"))
    found = share.strip("'")
    assert only(errors) == (
        f"spec.yaml:3:27: error: a share written as a plain number counts the whole as 1, so `{found}` is {found} times the whole;"
        f" write `{percent}` or `{decimal}`"
    )


# every case: `blueprint check` says it and fails, never with a traceback


def test_check_says_each_and_fails(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cases = {
        "boolean.yaml": spec_text("blueprint: 1", "marks:", "  - bar: {label: on, parts: [{share: 60%}]}"),
        "tab.yaml": "blueprint: 1\nmarks:\n\t- bar: {}\n",
        "bracket.yaml": "blueprint: 1\nmarks:\n  - bar: {parts: [\n",
        "unit.yaml": timeline("lanes: [{segments: [{start: 0, end: 3 m}]}]"),
        "share.yaml": bar("parts: [{share: 60}]"),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        result = CliRunner().invoke(app, ["check", name])
        assert result.exit_code == 1, result.output
        assert "Traceback" not in result.output
        assert result.output.startswith(f"{name}:") and ": error: " in result.output, result.output
