"""A failing spec still shows its picture (issue 13): when only lint refuses a
spec, `render` writes NAME.draft.svg and .png with each problem outlined in red
and numbered; the last good files stay; a good render removes the draft."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from blueprint.cli import app

runner = CliRunner()
GOOD = "blueprint: 1\nmarks:\n  - bar: {id: a, parts: [{share: 50%, fill: grey, label: busy}]}\n"
CLASH = ("blueprint: 1\nmarks:\n  - bar: {id: a, parts: [{share: 50%, fill: grey, label: a very long label that will not fit}]}\n"
         "  - icon: {name: server, over: a, label: busy node, label-side: below}\n"
         "  - icon: {name: gpu, over: a, label: busy card, label-side: below}\n")  # two icons over one bar: lint refuses
BROKEN = "blueprint: 1\nmarks:\n  - bar: {parts: [{share: 150%}]}\n"


def render(folder, text):
    (folder / "fig.yaml").write_text(text)
    return runner.invoke(app, ["render", str(folder / "fig.yaml"), "-o", str(folder / "out")])


def test_lint_failure_writes_a_numbered_draft_and_keeps_the_good_files(tmp_path):
    assert render(tmp_path, GOOD).exit_code == 0
    good = (tmp_path / "out" / "fig.svg").read_bytes()
    result = render(tmp_path, CLASH)
    assert result.exit_code == 1 and "overlaps" in result.stderr and "fig.draft.svg" in result.stderr
    draft = (tmp_path / "out" / "fig.draft.svg").read_text()
    assert 'stroke="#' in draft and re.search(r'id="fig-draft-[0-9a-f]{8}-title"', draft), "its own ids, red outlines"
    assert (tmp_path / "out" / "fig.draft.png").read_bytes()[:4] == b"\x89PNG"
    assert (tmp_path / "out" / "fig.svg").read_bytes() == good, "the last good picture is untouched"


def test_a_good_render_removes_the_draft_even_when_its_files_were_current(tmp_path):
    render(tmp_path, GOOD)
    render(tmp_path, CLASH)
    assert (tmp_path / "out" / "fig.draft.svg").exists()
    result = render(tmp_path, GOOD)
    assert result.exit_code == 0 and "current" in result.stdout
    assert not (tmp_path / "out" / "fig.draft.svg").exists() and not (tmp_path / "out" / "fig.draft.png").exists()


def test_a_spec_that_does_not_load_has_no_draft(tmp_path):
    result = render(tmp_path, BROKEN)
    assert result.exit_code == 1 and not (tmp_path / "out" / "fig.draft.svg").exists()


def test_the_draft_outlines_each_problem_where_it_is(tmp_path):
    from blueprint.pipeline import compile_spec
    from blueprint.render.draft import draft_svg

    result = compile_spec(CLASH, "fig.yaml", draft=True)
    problem = result.problems[0]
    assert problem.area is not None and problem.area[2] > 0, "lint says where on the card"
    assert draft_svg(result, result.problems).count("<rect") > result.svg.count("<rect"), "one more outline"
