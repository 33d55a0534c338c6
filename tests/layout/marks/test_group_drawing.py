"""How a group (`row`, `column`) is drawn: its label centred above what it
holds, and its anchors (its id and `id.label`)."""

from __future__ import annotations

import pytest

from blueprint.scene import Box
from conftest import compiled_marks


def test_a_labelled_column_draws_its_label_above_what_it_holds_and_names_its_anchors(compile_text):
    result = compiled_marks(compile_text, """
  - column:
      id: queue
      label: queue
      marks: [{icon: {id: a, name: model}}, {icon: {id: b, name: model}}]
""")
    anchors = result.scene.anchors
    held = Box.around([anchors["a"], anchors["b"]])
    (label,) = [t for t in result.scene.texts() if t.text == "queue"]
    assert label.owner == ("marks", 0, "column", "label")
    assert label.box.bottom <= held.y and label.box.centre_x == pytest.approx(held.centre_x, abs=0.5), "centred above"
    assert anchors["queue.label"] == label.bounds
    assert anchors["queue"].y == label.box.y, "the group's box takes in its label"


def test_an_unlabelled_row_draws_nothing_of_its_own(compile_text):
    result = compiled_marks(compile_text, """
  - row:
      id: pair
      marks: [{icon: {id: a, name: gpu}}, {icon: {id: b, name: gpu}}]
""")
    assert not [e for e in result.scene.elements if e.owner == ("marks", 0, "row", "label")]
    assert result.scene.anchors["pair.label"] == result.scene.anchors["pair"], "the label anchor falls back on the group"
