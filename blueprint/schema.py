"""The JSON Schema of the spec format, built from the spec models and the mark registry."""

from __future__ import annotations

from typing import Any, Union

from pydantic import ConfigDict, TypeAdapter, create_model

from blueprint.loader.spec import SpecHeader
from blueprint.marks import REGISTRY


def json_schema() -> dict[str, Any]:
    items = [
        create_model(f"{name.capitalize()}Mark", __config__=ConfigDict(extra="forbid"), **{name: (kind.model, ...)})
        for name, kind in REGISTRY.items()
    ]
    mark = Union[tuple(items)]  # type: ignore[valid-type]
    document = create_model(
        "Blueprint",
        __base__=SpecHeader,
        marks=(list[mark], ...),  # type: ignore[valid-type]
    )
    schema = TypeAdapter(document).json_schema(by_alias=True)
    for definition in schema.get("$defs", {}).values():  # a group holds any mark, itself included
        held = definition.get("properties", {}).get("marks")
        if held is not None and definition.get("title") == "GroupSpec":
            held["items"] = schema["properties"]["marks"]["items"]
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Blueprint spec, version 1"
    return schema
