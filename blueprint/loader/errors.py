"""Pydantic validation errors -> located, user-facing diagnostics."""

from __future__ import annotations

import re
import types
import typing
from typing import Any

from pydantic import BaseModel, ValidationError

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.sourcemap import SourceMap

_EXPECTED = {
    "string_type": "text",
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "float_type": "a number",
    "float_parsing": "a number",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "model_type": "a mapping of keys",
    "model_attributes_type": "a mapping of keys",
    "dict_type": "a mapping of keys",
    "list_type": "a list",
    "tuple_type": "a list",
}


def found(value: Any) -> str:
    """How a user would name the value they wrote."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, (int, float)):
        return f"the number `{value}`"
    if isinstance(value, str):
        return f"the text `{value}`" if len(value) < 40 else "a long text"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found_models: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found_models.extend(_models_in(arg))
    return found_models


def model_at(model: type[BaseModel], loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model class that validates the mapping at `loc` inside `model`."""
    current: type[BaseModel] | None = model
    for step in loc:
        if current is None:
            return None
        if isinstance(step, int):
            continue
        field = _field_named(current, step)
        if field is None:
            return None
        candidates = _models_in(field.annotation)
        current = candidates[0] if candidates else None
    return current


def _field_named(model: type[BaseModel], key: str):
    for name, field in model.model_fields.items():
        if key in (name, field.alias):
            return field
    return None


def keys_of(model: type[BaseModel]) -> list[str]:
    return [field.alias or name for name, field in model.model_fields.items()]


def _choices(error: dict[str, Any]) -> list[str]:
    expected = error.get("ctx", {}).get("expected", "")
    return re.findall(r"'([^']*)'", expected)


def report(
    exc: ValidationError,
    model: type[BaseModel],
    base: tuple[Any, ...],
    source: SourceMap,
    diagnostics: Diagnostics,
) -> None:
    """Add one diagnostic per validation error; `base` is where `model` sits."""
    seen: set[tuple[Any, ...]] = set()
    for error in exc.errors(include_url=False):
        loc = tuple(error["loc"])
        kind = error["type"]
        where = base + loc
        if kind == "extra_forbidden":
            valid = keys_of(model_at(model, loc[:-1]) or model)
            message = messages.UNKNOWN_KEY.format(
                key=loc[-1], hint=messages.suggestion(loc[-1], valid), valid=messages.one_of(valid)
            )
            location = source.locate(where, key=True)
        elif kind == "missing":
            message = messages.MISSING_KEY.format(key=loc[-1])
            location = source.locate(where[:-1])
        elif kind == "literal_error":
            choices = _choices(error)
            message = messages.BAD_CHOICE.format(
                value=error["input"], valid=messages.one_of(choices), hint=messages.suggestion(error["input"], choices)
            )
            location = source.locate(where)
        elif kind in _EXPECTED:
            message = messages.WRONG_TYPE.format(expected=_EXPECTED[kind], found=found(error["input"]))
            location = source.locate(where)
        else:
            message = _plain(error)
            location = source.locate(where)
        if where in seen:
            continue
        seen.add(where)
        diagnostics.error(location, message)


def _plain(error: dict[str, Any]) -> str:
    text = error["msg"]
    text = text.removeprefix("Value error, ")
    if error["type"] == "string_pattern_mismatch":
        return f"`{error['input']}` is not a valid id: use letters, digits, `-` and `_`, starting with a letter"
    if error["type"] in ("string_too_short",):
        return "expected some text, found an empty text"
    return text[0].lower() + text[1:] if text else text


__all__ = ["report", "keys_of", "found", "model_at", "types"]
