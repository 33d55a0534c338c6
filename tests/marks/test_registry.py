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
    assert sorted(REGISTRY) == sorted(KINDS) and len(REGISTRY) == 12
