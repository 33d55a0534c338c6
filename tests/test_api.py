"""The Python API: `blueprint.render` takes a path, YAML text or a dict; bad
input raises SpecError with located diagnostics; a result saves itself; the
public API is typed (`py.typed`, `mypy --strict`)."""

from __future__ import annotations

import pydoc
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import blueprint
from conftest import SPECS

BAR = {"blueprint": 1, "marks": [{"bar": {"parts": [{"share": "60%", "fill": "grey", "label": "busy"}]}}]}


def test_a_dict_renders_like_its_yaml_text():
    from_dict = blueprint.render(BAR)
    from_text = blueprint.render("blueprint: 1\nmarks:\n  - bar: {parts: [{share: 60%, fill: grey, label: busy}]}\n")
    assert from_dict.alt == from_text.alt and from_dict.scene.to_json() == from_text.scene.to_json()


def test_a_bad_dict_raises_spec_error_located_in_its_yaml_form():
    bad = {"blueprint": 1, "marks": [{"bar": {"parts": [{"share": "150%"}]}}]}
    with pytest.raises(blueprint.SpecError) as caught:
        blueprint.render(bad)
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.format().startswith("<dict>:5:")
    assert "150%" in diagnostic.message and "at most 100%" in diagnostic.message


def test_a_dict_holding_no_yaml_data_is_a_spec_error_not_a_traceback():
    with pytest.raises(blueprint.SpecError) as caught:
        blueprint.render({"blueprint": 1, "marks": [object()]})
    assert caught.value.diagnostics[0].format().startswith("<dict>:1:1: error: a spec given as a dict holds only YAML data")


def test_bad_text_and_a_missing_path_raise_spec_error():
    with pytest.raises(blueprint.SpecError) as caught:
        blueprint.render("blueprint: 2\nmarks: []\n")
    assert str(caught.value).startswith("<spec>:1:")
    with pytest.raises(blueprint.SpecError):
        blueprint.render(Path("no/such/spec.yaml"))


def test_ids_come_from_the_file_stem_a_given_name_or_the_content_and_a_digest_of_the_drawing():
    kept = blueprint.render(SPECS / "kept-utilization.yaml")
    assert re.fullmatch(r"kept-utilization-[0-9a-f]{8}", kept.ids) and f'id="{kept.ids}-title"' in kept.svg
    named = blueprint.render(BAR, name="post figure 2")
    assert named.ids.startswith("post-figure-2-") and f'id="{named.ids}-desc"' in named.svg
    first, again = blueprint.render(BAR), blueprint.render(dict(BAR))
    other = blueprint.render({**BAR, "subject": "a busy machine"})
    assert first.svg == again.svg and first.name != other.name


def test_two_specs_of_one_name_never_share_an_id_and_one_spec_gives_one_document(tmp_path):
    """Two posts' `fig.yaml`: the same name, so the ids differ by the digest of
    each drawing; the same spec in two folders is the same document."""
    for folder, spec in (("one", "kept-utilization"), ("two", "cold-start"), ("three", "kept-utilization")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "fig.yaml").write_bytes((SPECS / f"{spec}.yaml").read_bytes())
    one, two, three = (blueprint.render(tmp_path / folder / "fig.yaml") for folder in ("one", "two", "three"))
    ids = [{e.get("id") for e in ET.fromstring(r.svg).iter() if e.get("id")} for r in (one, two)]
    assert ids[0] and ids[1] and not ids[0] & ids[1], "no id shared"
    assert one.svg == three.svg and one.ids == three.ids, "the same spec, the same bytes, wherever it is"


def test_two_inlined_svgs_keep_their_own_titles():
    page = [blueprint.render(SPECS / f"{name}.yaml").svg for name in ("kept-utilization", "cold-start")]
    ids = [element.get("id") for svg in page for element in ET.fromstring(svg).iter() if element.get("id", "").endswith(("-title", "-desc"))]
    assert len(ids) == 4 and len(set(ids)) == 4


def test_save_to_a_folder_writes_the_set_and_to_a_file_that_file(tmp_path):
    result = blueprint.render(SPECS / "kept-utilization.yaml")
    written = result.save(tmp_path / "out")
    assert sorted(p.name for p in written) == ["kept-utilization.alt.txt", "kept-utilization.png", "kept-utilization.svg"]
    assert (tmp_path / "out" / "kept-utilization.svg").read_text(encoding="utf-8") == result.svg
    assert result.save(str(tmp_path / "fig.png")) == [tmp_path / "fig.png"]
    assert (tmp_path / "fig.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    result.save(tmp_path / "fig.txt")
    assert (tmp_path / "fig.txt").read_text(encoding="utf-8") == result.alt + "\n"
    with pytest.raises(ValueError, match="give a folder, or a file ending in .svg, .png, .pdf or .txt"):
        result.save(tmp_path / "fig.jpeg")


def test_repr_is_one_short_line():
    text = repr(blueprint.render(SPECS / "kept-utilization.yaml"))
    assert "\n" not in text and len(text) < 200 and text.startswith("<blueprint.Result 'kept-utilization': 1200 x 630")


def test_help_is_readable():
    text = pydoc.render_doc(blueprint.render, renderer=pydoc.plaintext)
    signature = text.splitlines()[2]
    assert "theme: 'Theme | None' = None" in signature and len(signature) < 200, signature
    assert "SpecError" in text and "dict" in text


def test_the_package_is_typed():
    assert (Path(blueprint.__file__).parent / "py.typed").is_file()


USES_THE_API = '''
from pathlib import Path

import blueprint

result: blueprint.Result = blueprint.render(Path("a.yaml"), name="a", scale=2)
other = blueprint.render({"blueprint": 1, "marks": []})
svg: str = result.svg
png: bytes = other.png
written: list[Path] = result.save("out")
try:
    blueprint.render("blueprint: 1")
except blueprint.SpecError as exc:
    lines: list[str] = [d.format() for d in exc.diagnostics]
wrong: int = result.alt  # type: ignore[assignment]  # unused, and so an error, if the API were untyped (Any)
'''


def test_mypy_strict_passes_on_code_using_the_public_api(tmp_path):
    """As a user's project sees the package (installed, or editable):
    through `py.typed`, strictly; the unused-ignore check proves the types
    are seen, not Any."""
    pytest.importorskip("mypy")
    (tmp_path / "use.py").write_text(USES_THE_API, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "use.py"], capture_output=True, text=True, cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr
