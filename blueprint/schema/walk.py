"""Walking the schema: every property of every model, and the schemas a
value of one may match. Shared by the rules (`rules.py`) and the words
(`words.py`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def properties(schema: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every property, as (model title, property name, its schema)."""
    models = [("Blueprint", schema), *schema.get("$defs", {}).items()]
    for title, model in models:
        for holder in [model, *model.get("anyOf", [])]:
            for name, node in holder.get("properties", {}).items():
                yield title, name, node


def options(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The schemas a value of this property may match, lists' items included."""
    yield node
    for option in node.get("anyOf", []):
        yield from options(option)
    if isinstance(node.get("items"), dict):
        yield from options(node["items"])
