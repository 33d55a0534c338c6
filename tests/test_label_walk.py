"""Every label placement on every part (issue 25, labels): the matrix of part
kinds and label placements, walked from the model itself, as
`tests/test_looks.py` walks parts and looks. The part kinds are every model
under a registered mark that carries the shared label
(`marks/label.labelled_models`); the placements are every value `label-side`
takes (read from its type, and left out), each with a label of one line and
of two (a list of two). Each cell puts that label on that part in the
smallest spec of `tests/test_looks.py` and either renders, lint clean, with
the label drawn (two lines where two are given; inside the part's drawing
where asked) and said in the alt text (its words, in order), or is refused by
the loader at `label-side` with a message naming what would work.
"""

from __future__ import annotations

import re
import typing
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.diagnostics import Diagnostics
from blueprint.loader import load
from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.label import Labelled, labelled_models
from blueprint.scene import Text

from test_looks import SMALLEST

WORDS = ("alpha", "beta")  # no figures: said as written


def sides() -> list[str | None]:
    """Every value `label-side` takes, and none (the mark places it)."""
    annotation = Labelled.model_fields["label_side"].annotation
    return [None] + [value for arg in typing.get_args(annotation) for value in typing.get_args(arg)]


def part_kinds() -> list[tuple[str, tuple[str, ...], type[Labelled]]]:
    return [(kind, keys, model) for kind in KINDS for keys, model in labelled_models(REGISTRY[kind].model)]


def spec_for(kind: str, keys: tuple[str, ...], label: Any, side: str | None) -> tuple[str, tuple[Any, ...]]:
    body, path, _ = SMALLEST[(kind, keys)]
    body = yaml.safe_load(yaml.safe_dump(body))
    part = body
    for step in path:
        part = part[step]
    if kind == "bar":
        part["share"] = "100%"  # room inside for the words
    if kind == "timeline":
        part["end"] = "10 h"
    part["label"] = label
    if side is not None:
        part["label-side"] = side
    return yaml.safe_dump({"blueprint": 1, "marks": [{kind: body}]}, sort_keys=False, default_flow_style=False), path


def assert_refused(text: str, error: SpecError, kind: str, keys: tuple[str, ...]) -> None:
    """Refused at `label-side` only, each message naming what would work."""
    lines = text.splitlines()
    for item in error.diagnostics:
        assert lines[item.location.line - 1].strip().startswith("label-side:"), f"{kind} {keys}: {item.format()} is not at `label-side`"
        assert re.findall(r"`([^`]+)`", item.message), f"{kind} {keys}: {item.message} names nothing that would work"


def test_every_labelled_part_has_its_smallest_spec():
    assert {(kind, keys) for kind, keys, _ in part_kinds()} <= set(SMALLEST)


PARTS = part_kinds()


@pytest.mark.parametrize(("kind", "keys", "model"), PARTS, ids=[f"{kind}.{'.'.join(keys)}" for kind, keys, _ in PARTS])
def test_every_label_placement_on_the_part_renders_or_is_refused_at_its_key(kind, keys, model):
    rendered = refused = inside = 0
    for side in sides():
        for label in (" ".join(WORDS), list(WORDS)):
            text, path = spec_for(kind, keys, label, side)
            try:
                result = compile_spec(text, "spec.yaml")
            except SpecError as error:  # a side the part does not take (the loader), or words that do not fit inside it (the layout)
                assert side is not None, f"{kind} {keys} {label}: refused with no side asked"
                if side not in model.label_sides:
                    assert load(text, "spec.yaml", Diagnostics("spec.yaml")) is None
                assert_refused(text, error, kind, keys)
                refused += 1
                continue
            assert not result.problems
            source = ("marks", 0, kind) + tuple(path) + ("label",)
            (drawn,) = [e for e in result.scene.elements if isinstance(e, Text) and tuple(e.source) == source]
            assert drawn.lines == (list(WORDS) if isinstance(label, list) else [" ".join(WORDS)]), f"{kind} {keys} {side}: drawn as {drawn.text!r}"
            if side == "inside":
                part = [e for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == source[:-1]]
                assert any(e.bounds.contains(drawn.box) for e in part), f"{kind} {keys}: not inside its part"
                assert drawn.role == "inside"
                inside += 1
            assert " ".join(WORDS) in result.alt, f"{kind} {keys} {side}: {result.alt}"
            rendered += 1
    assert rendered and rendered + refused == 2 * len(sides())
    assert inside or "inside" not in model.label_sides, f"{kind} {keys}: takes `inside`, and no label stood there"
