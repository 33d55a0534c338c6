"""Advice that works (issue 27): a fix a message suggests is also given as a
machine reads it (`Diagnostic.fix`: the key's path in the spec and its
value), and this test applies each to the defect battery: the key must be one
that node takes, and the finding must go (the same message at the same place
is not said again)."""

from __future__ import annotations

from pathlib import Path

import yaml

from blueprint import SpecError
from blueprint.pipeline import compile_spec

DEFECTS = Path(__file__).parent / "defects"


def _applied(data: object, path: tuple, value: object) -> None:
    node = data
    for step in path[:-1]:
        node = node[step]  # type: ignore[index]
    if value is None:
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
