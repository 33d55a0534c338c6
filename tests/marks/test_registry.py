"""The registry names each kind with the module that defines it, and imports
that module only when the kind is asked for."""

from __future__ import annotations

import pytest

from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.base import MarkKind


@pytest.mark.parametrize("name", list(KINDS))
def test_each_kind_is_found_where_the_registry_says_and_has_that_name(name):
    kind = REGISTRY[name]
    assert isinstance(kind, MarkKind)
    assert kind.name == name
    assert kind.model is not None


def test_unknown_names_are_no_kinds():
    assert "bars" not in REGISTRY and REGISTRY.get("bars") is None


def test_the_registry_lists_kinds_in_a_fixed_order():
    """The order messages and the schema list kinds in (`valid: bar, guides, ...`)."""
    assert list(REGISTRY)[:4] == ["bar", "guides", "icon", "connector"]
    assert sorted(REGISTRY) == sorted(KINDS) and len(REGISTRY) == 20


def test_every_kind_has_a_drawer_and_a_describer_in_its_stages():
    """A kind is three files, one per stage: its declaration here, its drawing
    in layout, its facts in describe, each found by the kind's name."""
    from blueprint.describe.marks import DESCRIBERS, MarkDescriber
    from blueprint.layout.marks import DRAWERS, MarkDrawer

    assert sorted(DRAWERS) == sorted(KINDS) == sorted(DESCRIBERS)
    for name in KINDS:
        assert isinstance(DRAWERS[name], MarkDrawer), name
        assert isinstance(DESCRIBERS[name], MarkDescriber), name
        assert type(DRAWERS[name]).__module__.startswith("blueprint.layout.marks."), name
        assert type(DESCRIBERS[name]).__module__.startswith("blueprint.describe.marks."), name


# What a declaration may not do: build a shape, measure or place text, or write
# into the describer's record. Read from the source, as `grep -rn` would.
DRAWING_CALLS = {"Rect", "Line", "Path", "Text", "Dot", "Ellipse", "fill_paint", "draw_icon"}


def _calls(file):
    import ast

    for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            measured = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "ctx"
            if name in DRAWING_CALLS or (measured and func.attr in ("text", "tell", "text_centred_on", "text_height")):
                yield f"{file.name}:{node.lineno}: {name}"


def test_no_declaration_draws_or_speaks():
    from pathlib import Path

    import blueprint.marks

    root = Path(blueprint.marks.__file__).parent
    found = [call for file in sorted(root.rglob("*.py")) for call in _calls(file)]
    assert not found, found


def test_the_declaration_reader_finds_a_drawing_call(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def layout(ctx, axis):\n    return [Rect(box), ctx.text('x'), axis.text(0)]\n")
    assert [c.split(": ")[1] for c in _calls(sample)] == ["Rect", "text"]
