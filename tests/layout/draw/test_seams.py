"""Issue 26: two abutting parts of one look whose outline does not show the
join (dark on dark) keep a visible seam, so "two stretches" can be seen;
parts whose outline shows the join (grey), or of two looks, get none."""

from __future__ import annotations

from blueprint.pipeline import compile_spec


def seams(marks: str) -> list:
    scene = compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").scene
    return [e for e in scene.elements if getattr(e, "role", None) == "seam"]


def test_two_dark_stretches_of_a_lane_keep_a_seam():
    found = seams("  - timeline: {unit: s, span: 300 s, lanes: [{segments: [{duration: 90 s, fill: grey, hatch: true}, {duration: 150 s, fill: dark}, {duration: 60 s, fill: dark}]}]}\n")
    assert len(found) == 1


def test_two_dark_parts_of_a_bar_keep_a_seam():
    assert len(seams("  - bar: {parts: [{share: 30%, fill: dark}, {share: 40%, fill: dark}, {share: 30%, fill: grey}]}\n")) == 1


def test_outlined_or_unlike_parts_need_no_seam():
    assert seams("  - bar: {parts: [{share: 30%, fill: grey}, {share: 40%, fill: grey}, {share: 30%, fill: dark}]}\n") == []
