"""The shared label (marks/label.py): one line or two (a list of two), and
`label-side`, validated at the key with what would work."""

from __future__ import annotations

import pickle

import pytest

from blueprint import SpecError, compile_spec
from blueprint.marks.bar.spec import PartSpec
from blueprint.marks.label import Labelled, Lines, lines_of
from blueprint.marks.staircase import StepSpec


def errors(marks: str) -> str:
    with pytest.raises(SpecError) as raised:
        compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml")
    return str(raised.value)


def test_a_list_of_two_is_one_label_of_two_lines_said_in_order():
    part = PartSpec.model_validate({"share": "50%", "label": ["52 min", "saved"]})
    assert part.label == "52 min saved" and lines_of(part.label) == ("52 min", "saved")
    assert isinstance(part.label, Lines)


def test_one_string_is_one_line_its_breaks_folded():
    part = PartSpec.model_validate({"share": "50%", "label": "52 min\nsaved"})
    assert part.label == "52 min saved" and lines_of(part.label) == ("52 min saved",)


def test_two_lines_survive_a_pickle():
    label = Lines(("target", "80%"))
    assert pickle.loads(pickle.dumps(label)).lines == ("target", "80%")


def test_a_list_of_three_or_an_empty_line_is_refused_at_the_label():
    found = errors("  - bar: {parts: [{share: 50%, label: [a, b, c]}, {share: 10%, label: [a, ' ']}]}\n")
    assert "spec.yaml:3:39: error: a label is one line of words, or a list of two lines" in found
    assert "found only spaces" in found


def test_label_side_needs_a_label():
    assert "`label-side`" in errors("  - bar: {parts: [{share: 50%, label-side: inside}]}\n")


def test_a_side_the_part_does_not_take_is_refused_at_the_key():
    assert "inside" not in StepSpec.label_sides and "inside" in Labelled.label_sides
    found = errors("  - staircase: {steps: [{duration: 3, label: up, label-side: inside}, {duration: 2}]}\n")
    assert ":3:" in found and "`label-side: inside` is not a place this part's label can take" in found
    assert "it takes `above` or `below`" in found  # naming what works


def test_every_label_of_every_mark_takes_two_lines():
    result = compile_spec(
        "blueprint: 1\nmarks:\n"
        "  - icon: {id: a, name: server, label: [node, one]}\n"
        "  - note: {label: [the, fee], below: a}\n", "spec.yaml")
    texts = [e for e in result.scene.elements if getattr(e, "align", "")]
    assert len(texts) == 2 and "node one" in result.alt and "the fee" in result.alt


def test_label_colour_colours_words_apart_and_is_refused_inside():
    result = compile_spec("blueprint: 1\nmarks:\n  - bar: {id: b, parts: [{share: 50%}, {share: 3%, fill: grey, label: lost, label-colour: red}]}\n"
                          "  - note: {label: stranded, label-colour: red, below: b}\n", "spec.yaml")
    colours = {e.text: e.colour for e in result.scene.elements if getattr(e, "kind", "") == "text"}
    assert colours["lost"] == "red" and colours["stranded"] == "red"
    found = errors("  - bar: {parts: [{share: 50%, fill: blue, label: kept, label-side: inside, label-colour: red}]}\n")
    assert "inside a filled part they take the ink its fill gives" in found and "`fill: none`" in found  # with no fill the ink is free (trydraw8)
