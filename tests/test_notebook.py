"""In a notebook a result shows the picture, with its alt text on the image,
not a repr thousands of characters long."""

from __future__ import annotations

import base64
import html
import re

import pytest

import blueprint
from conftest import SPECS
from test_hostile import _tags


@pytest.fixture(scope="module")
def result():
    return blueprint.render(SPECS / "kept-utilization.yaml")


def test_ipython_display_shows_the_svg_and_an_image_with_its_alt(result):
    formatter = pytest.importorskip("IPython.core.formatters")
    bundle, _ = formatter.DisplayFormatter().format(result)
    assert bundle["image/svg+xml"] == result.svg
    tags = _tags(bundle["text/html"])
    (img,) = [attributes for tag, attributes in tags if tag == "img"]
    assert img["alt"] == result.alt
    assert base64.b64decode(img["src"].split(",", 1)[1]).decode("utf-8") == result.svg
    assert len(bundle["text/plain"]) < 200


def test_a_notebook_run_by_a_kernel_shows_the_svg(tmp_path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    cell = f"import blueprint\nblueprint.render({str(SPECS / 'cold-start.yaml')!r})"
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(cell)])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    # "python3" is ipykernel's own kernel: this interpreter, with blueprint installed
    client = nbclient.NotebookClient(notebook, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}})
    executed = client.execute()
    (output,) = executed.cells[0].outputs
    assert output["output_type"] == "execute_result"
    svg = output["data"]["image/svg+xml"]
    assert re.search(r'<title id="cold-start-[0-9a-f]{8}-title">Cedana\. Blueprint of', svg)
    assert 'alt="Cedana. Blueprint of' in output["data"]["text/html"]


LINT_FAILS = "blueprint: 1\ncanvas: {width: 2400, height: 1260}\nmarks:\n  - bar: {label: busy}\n"  # text too small on the index: only lint refuses it (a part too pale is refused at load)
LINT_SAYS = "error: on a 2400 px wide canvas, shown 400 px wide on the blog's index, 2 of its texts would be as small as 3.3 px (`cedana`), under the 6 px a reader can read; give the `canvas` a width of 1333 or less (the blog's card is 1200 x 630)"


def test_a_draft_shows_its_outlined_picture_and_its_numbered_problems():
    draft = blueprint.compile_spec(LINT_FAILS, "fig.yaml", draft=True)
    assert draft.problems and draft.draft_svg != draft.svg and 'stroke="#C42F2F"' in draft.draft_svg
    assert draft._repr_svg_() == draft.draft_svg and "a draft with 1 problem(s)" in repr(draft)
    page = draft._repr_html_()
    (img,) = [attributes for tag, attributes in _tags(page) if tag == "img"]
    assert base64.b64decode(img["src"].split(",", 1)[1]).decode("utf-8") == draft.draft_svg
    assert img["alt"] == f"Draft, refused by lint: {draft.alt}"
    assert re.findall(r"<li><code>(.*?)</code></li>", page) == [html.escape(f"fig.yaml:2:9: {LINT_SAYS}")]


def test_render_of_a_spec_lint_refuses_raises_with_the_draft():
    with pytest.raises(blueprint.SpecError) as caught:
        blueprint.render(LINT_FAILS)
    draft = caught.value.draft
    assert draft is not None and draft.problems == caught.value.diagnostics
    assert caught.value._render_traceback_() == [d.format() for d in caught.value.diagnostics]
    with pytest.raises(blueprint.SpecError) as unloadable:
        blueprint.render("blueprint: 1\nmarks: [\n")
    assert unloadable.value.draft is None


def _run(tmp_path, *cells: str):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(cell) for cell in cells])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    client = nbclient.NotebookClient(notebook, timeout=60, kernel_name="python3", allow_errors=True, resources={"metadata": {"path": str(tmp_path)}})
    return [cell.outputs for cell in client.execute().cells]


def test_in_a_kernel_a_spec_lint_refuses_shows_its_draft_and_problems_not_a_traceback(tmp_path):
    refused, unloadable, drafted = _run(
        tmp_path,
        f"import blueprint\nblueprint.render({LINT_FAILS!r})",
        "blueprint.render('blueprint: 1\\nmarks: [\\n')",
        f"blueprint.compile_spec({LINT_FAILS!r}, 'fig.yaml', draft=True)",
    )
    shown, error = refused
    assert shown["output_type"] == "display_data" and 'class="blueprint blueprint-draft"' in shown["data"]["text/html"]
    assert f"<li><code>&lt;spec&gt;:2:9: {html.escape(LINT_SAYS)[:60]}" in shown["data"]["text/html"]
    assert error["output_type"] == "error" and error["ename"] == "LintRefused"
    assert error["traceback"] == [f"<spec>:2:9: {LINT_SAYS}"]
    (error,) = unloadable
    assert error["ename"] == "SpecError" and len(error["traceback"]) == 1 and error["traceback"][0].startswith("<spec>:2:")
    (result,) = drafted
    assert result["output_type"] == "execute_result" and "blueprint-draft" in result["data"]["text/html"]
    assert 'stroke="#C42F2F"' in result["data"]["image/svg+xml"]
