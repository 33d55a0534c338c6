"""What the models check in code, said in the schema: the version, the tier
shorthands, the keys a part refuses, keys required or exclusive in code, that
an optional list is never empty and a text never blank nor invisible, ranges
checked in code, and numbers the models read from text. Apart from the
building of the schema (`__init__.py`) so each rule reads on its own."""

from __future__ import annotations

import unicodedata
from typing import Any

from blueprint.loader.spec import VERSION
from blueprint.marks import REGISTRY
from blueprint.marks.look import looked_models
from blueprint.schema.walk import options

# Keys a mark requires in code rather than in its model (with at least one
# item, for a list), and keys of which exactly one must be given.
REQUIRED: dict[str, tuple[str, ...]] = {"TimelineSpec": ("lanes",)}
EXACTLY_ONE: dict[str, tuple[str, ...]] = {"SegmentSpec": ("end", "duration")}
# Numbers a mark checks in code rather than in its model: (low, high).
RANGES: dict[tuple[str, str], tuple[float, float]] = {("GridSpec", "levels"): (0, 1)}
# The categories of character the loader refuses in text that a pattern can name.
_INVISIBLE_IN_SCHEMA = ("Cc", "Cf", "Co", "Zl", "Zp")


_NUMBER_TEXT = {"number": r"^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$", "integer": r"^\s*[+-]?\d+\s*$"}


def numbers_as_text(node: Any, texted: bool = False) -> None:
    """The models read a number written as text (`'0.6'` in a list of values,
    as YAML gives a quoted figure): wherever the schema wants a plain number,
    it takes such text too (its range the tool checks). Not where the field
    already says how it may be written as text (a share, a time), nor the
    version, which is one number."""
    if isinstance(node, list):
        for item in node:
            numbers_as_text(item, texted)
        return
    if not isinstance(node, dict):
        return
    options = node.get("anyOf") or node.get("oneOf") or []
    written = any(isinstance(o, dict) and o.get("type") == "string" for o in options)
    for key, value in node.items():
        numbers_as_text(value, written if key in ("anyOf", "oneOf") else False)
    kind = node.get("type")
    if isinstance(kind, str) and kind in _NUMBER_TEXT and not texted and "const" not in node:
        number = {k: v for k, v in node.items() if k not in ("description", "title", "default")}
        kept = {k: v for k, v in node.items() if k in ("description", "title", "default")}
        node.clear()
        node.update({"anyOf": [number, {"type": "string", "pattern": _NUMBER_TEXT[kind]}], **kept})


def require_version(schema: dict[str, Any]) -> None:
    """`blueprint:` is the one version the loader reads, nothing else; a
    diagram has at least one mark."""
    schema["properties"]["marks"]["minItems"] = 1
    schema["properties"]["blueprint"]["const"] = VERSION
    schema["properties"]["blueprint"]["description"] = f"the version of the spec format: always `{VERSION}`"


def checked_in_code(schema: dict[str, Any]) -> None:
    """REQUIRED and EXACTLY_ONE, said in the models' schemas."""
    definitions = schema["$defs"]
    for title, keys in REQUIRED.items():
        model = definitions[title]
        model["required"] = sorted({*model.get("required", []), *keys})
        for key in keys:
            if model["properties"][key].get("type") == "array":
                model["properties"][key]["minItems"] = 1
    for title, keys in EXACTLY_ONE.items():
        definitions[title]["oneOf"] = [{"required": [key]} for key in keys]


def tier_pattern() -> str:
    """A tier written as words (`solid`, `dashed blue`, `hatched red`, `cross`),
    from the very words the towers model reads."""
    from blueprint.marks.towers import STYLE_WORDS

    word = "(" + "|".join(STYLE_WORDS) + ")"
    return rf"^\s*({word}(\s+{word})*)?\s*$"


def refused_keys(schema: dict[str, Any]) -> None:
    """A look key a part refuses (an icon's `fill`, a tread's `hatch`): the
    tool says so at the key with what would work; the schema leaves it out,
    so an editor never offers it."""
    for kind in REGISTRY:
        for _, model in looked_models(REGISTRY[kind].model):
            node = schema.get("$defs", {}).get(model.__name__, {})
            for key in model.refused:
                node.get("properties", {}).pop(key, None)
                if key in node.get("required", []):
                    node["required"].remove(key)


def tier_shorthands(schema: dict[str, Any]) -> None:
    """A tier is a mapping or its words: the model reads both."""
    tier = schema["$defs"]["TierSpec"]
    mapping = {key: tier.pop(key) for key in list(tier) if key not in ("title", "description")}
    tier["anyOf"] = [
        mapping,
        {"type": "string", "pattern": tier_pattern(), "description": "the tier's style in words: `solid`, `dashed blue`, `hatched red`, `cross`"},
    ]


def visible_pattern() -> str:
    """Text with something visible in it and no control or invisible
    character (in the Basic Multilingual Plane: a schema's pattern cannot
    name unassigned characters as the loader does)."""
    ranges: list[tuple[int, int]] = []
    for code in range(0x10000):
        if chr(code) not in "\t\n\r" and unicodedata.category(chr(code)) in _INVISIBLE_IN_SCHEMA:
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    refused = "".join(f"\\u{low:04x}" if low == high else f"\\u{low:04x}-\\u{high:04x}" for low, high in ranges)
    return rf"^(?=[\s\S]*\S)[^{refused}]*$"


def property_rules(node: dict[str, Any], model: str, name: str, visible: str) -> None:
    """What the models check in code, said in the schema: a list that may be
    left out is never given empty (`rows: []`), a text is never blank nor
    invisible and may be written as a number (`label: 2024`), and some
    numbers have a range the mark checks."""
    optional = node.get("default", "required") is None
    low_high = RANGES.get((model, name))
    for option in options(node):
        if optional and option.get("type") == "array" and option is not node.get("items"):
            option.setdefault("minItems", 1)
        if option.get("type") == "string" and option.get("minLength") == 1 and "pattern" not in option:
            option["pattern"] = visible
            option["type"] = ["string", "number"]  # the models turn numbers into text
        if low_high is not None and option.get("type") == "number":
            option["minimum"], option["maximum"] = low_high
