"""Advice that works (issue 27): a fix a message suggests is also given as a
machine reads it (`Diagnostic.fix`: the key's path in the spec and its
value), and this test applies each to the defect battery: the key must be one
that node takes, and the finding must go (the same message at the same place
is not said again)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from blueprint import SpecError
from blueprint.pipeline import compile_spec

DEFECTS = Path(__file__).parent / "defects"


def _applied(data: object, path: tuple, value: object) -> None:
    node = data
    for step in path[:-1]:
        node = node[step]  # type: ignore[index]
    if value is None and isinstance(node, list):  # an item left out (a tick)
        node.pop(path[-1])
    elif value is None:
        node.pop(path[-1], None)  # type: ignore[union-attr]
    else:
        node[path[-1]] = value  # type: ignore[index]


def _findings(text: str) -> list:
    try:
        compile_spec(text, "spec.yaml")
    except SpecError as refused:
        return list(refused.diagnostics)
    return []


def test_every_suggested_fix_names_a_key_of_its_node_and_takes_the_finding_away():
    tried = 0
    for path in sorted(DEFECTS.glob("*.yaml")):
        text = path.read_text()
        for finding in _findings(text):
            if finding.fix is None:
                continue
            key, value = finding.fix
            data = yaml.safe_load(text)
            _applied(data, key, value)
            after = _findings(yaml.safe_dump(data, sort_keys=False))
            tried += 1
            assert not any("unknown key" in f.message for f in after), (path.name, key, after)
            assert not any(f.message == finding.message for f in after), (path.name, key, value, finding.message)
    assert tried >= 4, tried  # a gap, routes the writer chose, a route left out, the canvas


# Defects whose every finding carries a fix that, applied together, make the
# spec pass (faithful12: a grid's `size` advice, followed, gave a new refusal
# with a smaller number each time, as the shrink level moved with the size).
PASS_ONCE_FIXED = ["41-grid-size-advice-in-a-row", "42-grid-sizes-too-tall-in-a-row", "43-inside-words-hold-the-lanes"]


@pytest.mark.parametrize("name", PASS_ONCE_FIXED)
def test_the_fixes_a_refusal_suggests_make_the_spec_pass(name):
    text = (DEFECTS / f"{name}.yaml").read_text()
    findings = _findings(text)
    assert findings and all(f.fix is not None for f in findings), findings
    data = yaml.safe_load(text)
    for finding in findings:
        _applied(data, *finding.fix)
    assert _findings(yaml.safe_dump(data, sort_keys=False)) == []


# A tick past each axis's end, one spec per owner of an axis (issue 27 item
# 3): the shared advice once named `span` and `top` to a column chart's slot
# axis, which takes neither. Each owner now says what lengthens its axis.
AXIS_OWNERS = {
    "columns x (slots)": "  - columns:\n      columns: [{value: 3}, {value: 5}]\n      x: {ticks: [0, 1, 2, 4]}\n",
    "columns y": "  - columns:\n      top: 10\n      columns: [{value: 3}, {value: 5}]\n      y: {ticks: [0, 5, 15]}\n",
    "curve x": "  - curve:\n      values: [1, 3, 2, 5]\n      span: 3 h\n      x: {ticks: [0, 1 h, 5 h]}\n",
    "curve x to": "  - curve:\n      values: [1, 3, 2, 5]\n      x: {to: 3 h, ticks: [0, 1 h, 5 h]}\n",
    "curve y": "  - curve:\n      values: [1, 3, 2, 5]\n      top: 6\n      y: {ticks: [0, 3, 8]}\n",
    "bar scale": "  - bar:\n      parts: [{share: 40%}]\n      scale: {to: 80 GB, ticks: [0, 40 GB, 100 GB]}\n",
    "timeline axis": "  - timeline:\n      span: 4 h\n      lanes: [{label: job, segments: [{start: 0, end: 2 h}]}]\n      axis: {ticks: [0, 2 h, 6 h]}\n",
}


@pytest.mark.parametrize("marks", AXIS_OWNERS.values(), ids=list(AXIS_OWNERS))
def test_a_tick_past_an_axis_is_told_a_key_its_owner_takes(marks):
    """The finding carries its fix, the fix names a key of that node, and
    applied, the tick stands on the axis."""
    text = "blueprint: 1\nmarks:\n" + marks
    (finding,) = [f for f in _findings(text) if "lies outside the axis" in f.message]
    assert finding.fix is not None, finding.message
    key, value = finding.fix
    data = yaml.safe_load(text)
    _applied(data, key, value)
    after = _findings(yaml.safe_dump(data, sort_keys=False))
    assert not any("unknown key" in f.message or "outside the axis" in f.message for f in after), after
    assert "`span" not in finding.message or "span" in key, finding.message
