"""In a notebook a result shows the picture, with its alt text on the image,
not a repr thousands of characters long."""

from __future__ import annotations

import base64
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
