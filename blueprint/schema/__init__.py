"""The JSON Schema of the spec format, built from the spec models and the mark registry.

Editors complete and check specs with it (`# yaml-language-server: $schema=...`),
so it must accept exactly what the tool accepts, wherever a schema can say
so (tests/test_schema.py holds it to that). pydantic writes the shape; this
module adds what the models check in code: the version, the tier
shorthands, that an optional list is never empty and a text never blank, and
a description for every property and every enum value, in the README's words.
Here the building; the rules said in it are `rules.py`, the words `words.py`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Union

from pydantic import ConfigDict, TypeAdapter, create_model

from blueprint.loader.spec import SpecHeader
from blueprint.marks import REGISTRY
from blueprint.schema.rules import checked_in_code, numbers_as_text, property_rules, refused_keys, require_version, tier_shorthands, visible_pattern
from blueprint.schema.walk import properties
from blueprint.schema.words import describe, enum_meanings


def json_schema() -> dict[str, Any]:
    """The schema of a spec, version 1, with descriptions for editors."""
    schema = _document_schema()
    require_version(schema)
    tier_shorthands(schema)
    refused_keys(schema)
    checked_in_code(schema)
    visible = visible_pattern()
    for model, name, node in properties(schema):
        describe(model, name, node)
        property_rules(node, model, name, visible)
    enum_meanings(schema)
    numbers_as_text(schema)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Blueprint spec, version 1"
    return schema


def schema_text() -> str:
    """The schema as `blueprint schema` prints it: sorted keys, so the same
    Blueprint always gives the same bytes."""
    return json.dumps(json_schema(), indent=2, sort_keys=True) + "\n"


def write_schema(path: Path) -> None:
    """`blueprint schema -o FILE`: replace FILE whole (staged, then moved, as
    every output is), so an editor never reads half a schema. OSError if it
    cannot be written."""
    from blueprint.files import write_set

    write_set({path: schema_text().encode("utf-8")})


def _document_schema() -> dict[str, Any]:
    """pydantic's schema of the header and any list of registered marks."""
    items = [
        create_model(f"{name.capitalize()}Mark", __config__=ConfigDict(extra="forbid"), **{name: (kind.model, ...)})  # type: ignore[call-overload]
        for name, kind in REGISTRY.items()
    ]
    mark = Union[tuple(items)]  # type: ignore[valid-type]
    document = create_model(
        "Blueprint",
        __base__=SpecHeader,
        marks=(list[mark], ...),  # type: ignore[valid-type]
    )
    schema: dict[str, Any] = TypeAdapter(document).json_schema(by_alias=True)
    for definition in schema.get("$defs", {}).values():  # a group holds any mark, itself included
        held = definition.get("properties", {}).get("marks")
        if held is not None and definition.get("title") == "GroupSpec":
            held["items"] = schema["properties"]["marks"]["items"]
    _empty_bodies(schema)
    return schema


def _empty_bodies(schema: dict[str, Any]) -> None:
    """`- grid:` with nothing after it is a mark of all defaults to the loader
    (YAML reads the empty body as null): the schema allows it for every mark
    whose model needs no key."""
    definitions = schema.get("$defs", {})
    for name, kind in REGISTRY.items():
        wrapper = definitions.get(f"{name.capitalize()}Mark")
        if wrapper is None or any(field.is_required() for field in kind.model.model_fields.values()):
            continue
        body = wrapper["properties"][name]
        wrapper["properties"][name] = {"anyOf": [{k: v for k, v in body.items() if k != "description"}, {"type": "null"}],
                                       **({"description": body["description"]} if "description" in body else {})}
