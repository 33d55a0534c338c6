"""Pydantic validation errors -> located, user-facing diagnostics."""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Tag, ValidationError
from pydantic_core import ErrorDetails

from blueprint import messages
from blueprint.diagnostics import Diagnostics, Location
from blueprint.loader import teach
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
        return f"the number `{messages.shown(value)}`"
    if isinstance(value, str):
        return f"the text `{messages.shown(value)}`" if len(value) < 40 else "a long text"
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


def _tags_in(annotation: Any) -> set[str]:
    """The tags of a tagged union's branches inside `annotation` (`whole` of a connector's `cut`)."""
    tags: set[str] = set()
    for arg in typing.get_args(annotation):
        if isinstance(arg, Tag):
            tags.add(arg.tag)
        elif not isinstance(arg, (str, int, float)):
            tags |= _tags_in(arg)
    return tags


def untagged(model: type[BaseModel], loc: tuple[Any, ...]) -> tuple[Any, ...]:
    """`loc` without the branch tags pydantic puts in it (`cut.whole.label-side`
    is `cut.label-side` as written), so an error inside a tagged union's mapping
    is said at its key and with that mapping's keys. A tag that is the last
    step (the branch a scalar took) is kept."""
    kept: list[Any] = []
    current: type[BaseModel] | None = model
    tags: set[str] = set()
    for index, step in enumerate(loc):
        if isinstance(step, str) and step in tags and index < len(loc) - 1:
            tags = set()
            continue
        kept.append(step)
        if isinstance(step, int) or current is None:
            continue
        field = _field_named(current, step)
        tags = _tags_in(field.annotation) if field is not None else set()
        candidates = _models_in(field.annotation) if field is not None else []
        current = candidates[0] if candidates else None
    return tuple(kept)


def _field_named(model: type[BaseModel], key: str):
    for name, field in model.model_fields.items():
        if key in (name, field.alias):
            return field
    return None


_RANGE_KINDS = ("finite_number", "greater_than", "greater_than_equal", "less_than", "less_than_equal", "int_parsing_size")


def _constraints(model: type[BaseModel], loc: tuple[Any, ...]) -> tuple[Any, Any, Any, Any, bool]:
    """The bounds (gt, ge, lt, le) of the number at `loc`, and whether it is whole:
    from the field, or from the items of a list field."""
    names = [step for step in loc if not isinstance(step, int)]
    holder = model_at(model, tuple(loc[: max(i for i, step in enumerate(loc) if not isinstance(step, int))])) if names else None
    field = _field_named(holder, names[-1]) if holder is not None else None
    if field is None and len(names) > 1:  # a tagged union's branch (`count` of a bar scale's `ticks`): the field before the tag
        return _constraints(model, tuple(loc[: max(i for i, step in enumerate(loc) if not isinstance(step, int))]))
    bounds: dict[str, Any] = {}
    whole = False
    if field is not None:
        metadata = list(field.metadata)
        annotation = field.annotation
        stack = [annotation]
        while stack:
            current = stack.pop()
            if typing.get_origin(current) is typing.Annotated:
                args = typing.get_args(current)
                stack.append(args[0])
                for extra in args[1:]:
                    metadata.extend(getattr(extra, "metadata", [extra]))
            else:
                if current is int:
                    whole = True
                stack.extend(typing.get_args(current))
        for item in metadata:
            for bound in ("gt", "ge", "lt", "le"):
                if getattr(item, bound, None) is not None:
                    bounds.setdefault(bound, getattr(item, bound))
    return bounds.get("gt"), bounds.get("ge"), bounds.get("lt"), bounds.get("le"), whole


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"{value:,}" if isinstance(value, int) and abs(value) >= 10_000 else str(value)


def range_message(model: type[BaseModel], loc: tuple[Any, ...], error: ErrorDetails) -> str:
    """`expected a whole number from 1 to 100; found `1e400``: the field's range."""
    gt, ge, lt, le, whole = _constraints(model, loc)
    context = error.get("ctx") or {}
    gt, ge = (gt, ge) if gt is not None or ge is not None else (context.get("gt"), context.get("ge"))
    lt, le = (lt, le) if lt is not None or le is not None else (context.get("lt"), context.get("le"))
    kind = "a whole number" if whole else "a number"
    shown = messages.shown(error["input"])
    low, high = ge if ge is not None else gt, le if le is not None else lt
    if low is not None and high is not None and gt is None and lt is None:
        return messages.NUMBER_RANGE.format(kind=kind, low=_number(low), high=_number(high), found=shown)
    if low is not None and gt is None and high is None:
        return messages.NUMBER_AT_LEAST.format(kind=kind, low=_number(low), found=shown)
    if gt is not None and high is None:
        return messages.NUMBER_ABOVE.format(kind=kind, low=_number(gt), found=shown)
    if high is not None and low is None and lt is None:
        return messages.NUMBER_AT_MOST.format(kind=kind, high=_number(high), found=shown)
    if low is not None and high is not None:
        text = messages.NUMBER_RANGE.format(kind=kind, low=_number(low), high=_number(high), found=shown)
        return text.replace(" from ", " more than " if gt is not None else " from ", 1).replace(" to ", " and under " if lt is not None else " to ", 1)
    return messages.NUMBER_FINITE.format(found=shown)


def keys_of(model: type[BaseModel]) -> list[str]:
    return [field.alias or name for name, field in model.model_fields.items()]


def _choices(error: Mapping[str, Any]) -> list[str]:
    expected = error.get("ctx", {}).get("expected", "")
    return re.findall(r"'([^']*)'", expected)


def report(
    exc: ValidationError,
    model: type[BaseModel],
    base: tuple[Any, ...],
    source: SourceMap,
    diagnostics: Diagnostics,
    text: str | None = None,
) -> None:
    """Add one diagnostic per validation error; `base` is where `model` sits;
    `text`, the spec's source, to say a value as it was written (`on`, not `true`)."""
    seen: set[tuple[Any, ...]] = set()
    for error in exc.errors(include_url=False):
        kind = error["type"]
        loc = tuple(error["loc"])
        where = base + untagged(model, loc)
        if kind in ("extra_forbidden", "missing"):
            loc = untagged(model, loc)
        if where in source.refused:
            continue  # refused at its tag while the YAML was read
        if kind == "extra_forbidden":
            valid = keys_of(model_at(model, loc[:-1]) or model)
            message = messages.UNKNOWN_KEY.format(
                key=messages.shown(loc[-1]), hint=messages.suggestion(str(loc[-1]), valid), valid=messages.one_of(valid)
            )
            location = source.locate(where, key=True)
        elif kind == "missing":
            message = messages.MISSING_KEY.format(key=loc[-1])
            location = source.locate(where[:-1])
        elif (taught := _taught(error, source.locate(where), text)) is not None:
            message = taught
            location = source.locate(where)
        elif kind == "literal_error":
            choices = _choices(error)
            message = messages.BAD_CHOICE.format(
                value=messages.shown(error["input"]), valid=messages.one_of(choices), hint=messages.suggestion(error["input"], choices)
            )
            location = source.locate(where)
        elif kind in _RANGE_KINDS:
            message = range_message(model, loc, error)
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


def _taught(error: Mapping[str, Any], location: Location, text: str | None) -> str | None:
    """A message that says what the writer meant: a boolean that was written as
    a word (`side: on`), a time unit spelt out where its short form goes."""
    choices = _choices(error) if error["type"] == "literal_error" else []
    if isinstance(error["input"], bool) and text is not None:
        word = teach.written_boolean(text, location.line, location.column)
        return teach.boolean(error["type"], error["input"], word, choices)
    return teach.choice(error["input"], choices) if choices else None


def _plain(error: ErrorDetails) -> str:
    text = error["msg"]
    text = text.removeprefix("Value error, ")
    context = error.get("ctx") or {}
    if error["type"] == "string_pattern_mismatch":
        return messages.ID_FORMAT.format(found=messages.shown(error["input"]))
    if error["type"] == "string_too_long" and isinstance(error["input"], str):
        return messages.TEXT_TOO_LONG.format(limit=context.get("max_length", 0), count=len(error["input"]))
    if error["type"] == "too_short" and "min_length" in context:
        return messages.LIST_TOO_SHORT.format(limit=context["min_length"], count=context.get("actual_length", 0))
    if error["type"] == "too_long" and "max_length" in context:
        return messages.LIST_TOO_LONG.format(limit=context["max_length"], count=context.get("actual_length", 0))
    if error["type"] == "string_unicode":
        return messages.TEXT_CONTROL.format(what="a lone surrogate", code=_surrogate(error["input"]), position=_surrogate_at(error["input"]))
    if error["type"] in ("string_too_short",):
        return messages.TEXT_EMPTY
    return text[0].lower() + text[1:] if text else text


def _surrogate_at(text: Any) -> int:
    if isinstance(text, str):
        for position, char in enumerate(text, 1):
            if 0xD800 <= ord(char) <= 0xDFFF:
                return position
    return 1


def _surrogate(text: Any) -> int:
    return ord(text[_surrogate_at(text) - 1]) if isinstance(text, str) and text else 0xD800


__all__ = ["report", "keys_of", "found", "model_at", "types"]
