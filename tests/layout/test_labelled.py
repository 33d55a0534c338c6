"""A composition's labels are placed once (layout/labelled.py): the levels,
the gaps and the balance ask again of the compositions they keep, and get
what a fresh placement gives, never a list another caller changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from blueprint.layout import labelled
from blueprint.pipeline import compile_spec

SPEC = """blueprint: 1
marks:
  - icon: {id: a, name: gpu, label: trainer}
  - icon: {id: b, name: server, label: parameter server, right-of: a}
  - timeline:
      unit: s
      span: 8 s
      lanes:
        - segments: [{duration: 2 s, label: load}, {duration: 1 s, label: step}, {duration: 5 s, label: save}]
"""


def _asked(monkeypatch: pytest.MonkeyPatch) -> tuple[list, list]:
    """Record every composition labelled and every question asked of one."""
    placed, asked = [], []
    place, seen = labelled.place_labels, labelled._seen

    def placing(elements, marks, room):
        placed.append(elements)
        return place(elements, marks, room)

    def seeing(spec, chosen, ctx):
        asked.append((spec, chosen, ctx))
        return seen(spec, chosen, ctx)

    monkeypatch.setattr(labelled, "place_labels", placing)
    monkeypatch.setattr(labelled, "_seen", seeing)
    return placed, asked


def test_each_composition_has_its_labels_placed_once(monkeypatch: pytest.MonkeyPatch):
    placed, asked = _asked(monkeypatch)
    compile_spec(SPEC, "labelled.yaml", draft=True)
    kept = {(id(spec), id(chosen), id(ctx)) for spec, chosen, ctx in asked}  # each held in `asked`: no id reused
    assert placed and len(placed) <= len(kept) < len(asked)


# Sizes the spec gives: the grow and fill levels compose the same drawing again.
GIVEN = """blueprint: 1
canvas: {width: 2400, height: 300}
marks:
  - timeline:
      unit: s
      span: 8 s
      height: 26
      width: 900
      lanes:
        - segments: [{duration: 2 s, label: load}, {duration: 1 s, label: step}, {duration: 5 s, label: save}]
"""


def test_a_drawing_composed_again_has_its_labels_placed_once(monkeypatch: pytest.MonkeyPatch):
    placed, asked = _asked(monkeypatch)
    compile_spec(GIVEN, "given.yaml", draft=True)
    kept = {(id(spec), id(chosen), id(ctx)) for spec, chosen, ctx in asked}
    drawings = [tuple(elements) for elements in placed]
    assert len(set(drawings)) == len(drawings) < len(kept)  # each drawing placed once, fewer than the compositions


def test_a_kept_composition_answers_as_a_fresh_one(monkeypatch: pytest.MonkeyPatch):
    _, asked = _asked(monkeypatch)
    compile_spec(SPEC, "labelled.yaml", draft=True)
    monkeypatch.undo()
    assert asked
    for spec, chosen, ctx in asked:
        marks, elements, crowding = labelled.with_labels(spec, chosen, ctx)
        elements.clear()  # a caller's list is its own
        fresh = replace(chosen)  # the same composition, never labelled
        assert labelled.with_labels(spec, chosen, ctx) == labelled.with_labels(spec, fresh, ctx)
        assert labelled.clashes_once_labelled(spec, chosen, ctx) == labelled.clashes_once_labelled(spec, fresh, ctx)
