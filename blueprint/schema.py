"""The JSON Schema of the spec format, built from the spec models and the mark registry.

Editors complete and check specs with it (`# yaml-language-server: $schema=...`),
so it must accept exactly what the tool accepts, wherever a schema can say
so (tests/test_schema.py holds it to that). pydantic writes the shape; this
module adds what the models check in code: the version, the tier
shorthands, that an optional list is never empty and a text never blank, and
a description for every property and every enum value, in the README's words.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Union

from pydantic import ConfigDict, TypeAdapter, create_model

from blueprint.icons import ICON_NAMES, ICONS
from blueprint.loader.spec import VERSION, SpecHeader
from blueprint.marks import REGISTRY
from blueprint.marks.look import looked_models

# What a property means, by its name, in the README's words; `(Model, name)`
# where one name means different things in different models.
DESCRIPTIONS: dict[str | tuple[str, str], str] = {
    "alt": "replaces what the describer would say of this node",
    "canvas": "the card's size, `{width, height}` (1200 x 630 by default)",
    "brand": "the brand line: `{show, name, wordmark}`",
    "marks": "the marks, stacked top to bottom in the order given and centred on the canvas",
    "id": "a name other marks use (`top`; its parts are `top.busy`): letters, digits, - and _",
    "label": "words that name it, placed where they fit",
    "fill": "a meaning, not a colour: `grey` (in use, busy), `white` (free), `grey-light` (secondary), `dark` (overhead), `blue` (kept), `red` (lost: always hatch it), `none`",
    "hatch": "`true` hatches it (lost work is red and hatched)",
    "outline": "`solid`, `dashed` (planned, borrowed), `dotted` (absent) or `none`",
    "colour": "`grey`, `blue`, `red` or `dark`, by meaning",
    "arrow": "where the heads are: `end`, `start`, `both` or `none` (heads are filled triangles sized from the stroke)",
    "route": "`straight`, `elbow` (across, then up or down) or `curved`",
    "carries": "icons set along the line: `[{icon: clock, at: 35%, side: above}]`",
    "boundaries": "dashed lines across every lane: `{id, at: 24 h, label, noun, after}`",
    "events": "what happens in the lane: `{at: 24 h, event: kill | restart | checkpoint}`",
    "event": "`kill` (a red cross), `restart` (the work since the last checkpoint begins again), `checkpoint` (a blue save icon; the work carries on)",
    "segments": "stretches of work: `{start, end}` or `{duration}` (it starts where the last one ended)",
    "icon": f"which icon: {', '.join(ICON_NAMES)}",
    "label-side": "where the label stands: `below` (the default), `above`, `left` or `right`",
    "leader": "a thin ink line with a dot from the part to the words: `{label, note, side}`",
    "note": "words beneath the leader's label",
    "side": "which side of the line it stands on",
    "level-colour": "the colour of the level blocks (blue by default)",
    "lines": "straight lines across the axis at a value, `{id, at, label}`",
    "regions": "areas filled between two series, or against a line or the baseline",
    "row-labels": "a label beside each row, from the top",
    "scale": "a ruled line under the bar: `{ticks: 10, major: 5, start: \"0\", end: \"24 h\", label}`",
    "scatter": "cells of a state spread over the grid by `share` or `count`, the same every run",
    "spans": "jobs across cells: `{id, row, start, cells, outline, colour, label, cross}`",
    "steps": "the steps, top first, each a tread as long as its time",
    "points": "the curve's values, in order along the axis",
    "shape": "a shape by name and its points, instead of `values`",
    "show": "`false` leaves the brand line out",
    "name": "the brand's name, said first in the alt text",
    "wordmark": "the words drawn as the brand's mark",
    "size": "`small`, `medium` or `large`",
    "state": "a cell's state: `used`, `free`, `empty`, `blue`, `red`, `dark`, `idle`, or a look named in `looks`",
    "parts": "parts laid from the left end, each a share of the same whole; a part's own `parts` are drawn inside it",
    "ticks": "a ruled axis below, with a tick at every step",
    "weight": "`thin` (2 px) or `thick` (5 px: the main movement)",
    "towers": "the towers, left to right, each `{label, tiers}`",
    "tiers": "the tiers, bottom up: a style (`solid`, `dashed blue`, `cross`) or `{fill, hatch, outline, colour, cross, size, label}`",
    "lanes": "lanes of work, each `{id, label, segments, events}`",
    "at": "where on the axis: a time or a number in the axis's unit",
    "width": "the canvas's width in px",
    "height": "the canvas's height in px",
    ("CanvasSpec", "width"): "the card's width in px (1200 by default)",
    ("CanvasSpec", "height"): "the card's height in px (630 by default)",
    ("CarrySpec", "icon"): f"which icon it carries: {', '.join(ICON_NAMES)}",
    ("CarrySpec", "side"): "`above` or `below` the line, or `on` it",
    ("LeaderSpec", "side"): "`below` (the default) or `above` the part; on a bar standing upright (`direction: up`), `right` (its default) or `left`",
    ("LeaderSpec", "label"): "the words the leader points to",
    ("PointMarkSpec", "icon"): "an icon at the point instead of a dot",
    ("TowersSpec", "tiers"): "the possible height in tiers, shared by every tower: `3` for up to three",
    ("TowersSpec", "towers"): "the towers, left to right, each `{label, tiers}`",
    ("TowersMark", "towers"): "columns of tiers, bottom up, on one shared foundation",
    ("BarMark", "bar"): "a bar of parts laid from the left end (or, `direction: up`, stacked from the bottom), each a share of one whole",
    ("GuidesMark", "guides"): "two thin lines from the ends of `from` to the ends of `to`: a zoom between two bars",
    ("IconMark", "icon"): "one drawn thing from the icon set (run `blueprint icons` for the sheet)",
    ("ConnectorMark", "connector"): "a line or arrow between two marks, parts or anchors",
    ("GridMark", "grid"): "cells in rows, each a state by meaning",
    ("TimelineMark", "timeline"): "lanes of work on one time axis",
    ("StaircaseMark", "staircase"): "steps descending to a floor, each tread as long as its step",
    ("CurveMark", "curve"): "a curve (or several series) over an axis",
    ("RowMark", "row"): "marks side by side, left to right",
    ("ColumnMark", "column"): "marks stacked top to bottom",
    ("BracketMark", "bracket"): "a bracket or a brace over a run of anchors, with its label beyond its middle",
    ("DimensionMark", "dimension"): "a dimension line between two anchors: a thin line with a tick across each end, its label at its middle",
    ("DropMark", "drop"): "a dashed guide from an anchor straight to an axis (`x-axis`, `y-axis`) or to another anchor",
    ("FrameMark", "frame"): "a thin frame around marks or groups, its title set into its top line at the top left",
    ("ColumnsMark", "columns"): "a column chart: values standing upright side by side on one value axis, each labelled under its foot, its value past its top",
    ("ColumnsSpec", "columns"): "the columns, from the left: each `{id, value, label, means}` in a look",
    ("BandMark", "band"): "a range on a mark's scale (`from`, `to`) drawn across its whole plot, behind its own ink",
    ("QueueMark", "queue"): "a queue: jobs waiting in line as blocks between two open grey rails, the front at one end (`front`)",
    ("LegendMark", "legend"): "a key: swatches in the looks parts draw, each beside what it means (`for` a mark, and/or `entries`), placed like any block",
    ("CurveSpec", "marks"): "marks at points of the curve: `{at: highest, icon, label}`",
    ("LineSpec", "at"): "where the line stands on the axis: a number in the axis's unit",
    ("LineSpec", "weight"): "a thinner or thicker stroke than a curve's own",
    ("StepSpec", "fill"): "the tread's fill, by meaning (see `fill`)",
    ("RegionSpec", "fill"): "the region's fill, by meaning (see `fill`)",
    ("TierSpec", "colour"): "the tier's colour: `grey` (captured), `blue`, `red` or `dark`",
    ("TierSpec", "outline"): "`solid` (captured), `dashed` (planned, partial) or `dotted` (absent)",
    ("TierSpec", "label"): "words beside the tier",
    ("TowerSpec", "label"): "words under the tower",
    ("ScatterSpec", "state"): "the state of the scattered cells",
}

# Keys a mark requires in code rather than in its model (with at least one
# item, for a list), and keys of which exactly one must be given.
REQUIRED: dict[str, tuple[str, ...]] = {"TimelineSpec": ("lanes",)}
EXACTLY_ONE: dict[str, tuple[str, ...]] = {"SegmentSpec": ("end", "duration")}
# Numbers a mark checks in code rather than in its model: (low, high).
RANGES: dict[tuple[str, str], tuple[float, float]] = {("GridSpec", "levels"): (0, 1)}
# The categories of character the loader refuses in text that a pattern can name.
_INVISIBLE_IN_SCHEMA = ("Cc", "Cf", "Co", "Zl", "Zp")

# What each value of an enum means, by the property it belongs to; then by
# the value alone where a word means the same everywhere.
FILL_MEANINGS = {
    "grey": "in use, busy", "white": "free", "grey-light": "secondary", "dark": "overhead",
    "blue": "kept: what the product does", "red": "lost: always hatch it", "none": "no fill",
}
STATE_MEANINGS = {
    "used": "solid grey: in use", "free": "white, outlined: free", "empty": "outline only",
    "blue": "blue: kept", "red": "red, hatched: lost", "dark": "dark: overhead", "idle": "grey hatched: idle",
}
MEANINGS: dict[str | tuple[str, str], dict[str, str]] = {
    "fill": FILL_MEANINGS, "status": FILL_MEANINGS, "blocks": FILL_MEANINGS,
    "colour": {"grey": "grey: in use (a grey outline is the line's own)", "blue": "blue: kept", "red": "red: lost", "dark": "dark: overhead", "white": "white: free"},
    "state": STATE_MEANINGS, "states": STATE_MEANINGS, "rows": STATE_MEANINGS,
    "outline": {"solid": "a solid line", "dashed": "planned, borrowed", "dotted": "absent", "none": "no line"},
    "arrow": {"end": "a head at the end", "start": "a head at the start", "both": "heads at both ends", "none": "no head: a plain line"},
    "route": {"straight": "one straight line", "elbow": "across, then up or down", "curved": "a smooth curve"},
    "weight": {"thin": "2 px", "thick": "5 px: the main movement"},
    "size": {"small": "a small icon", "medium": "the usual size", "large": "a large icon"},
    "event": {
        "kill": "ends the work (a red cross)",
        "preempt": "interrupts the work and the lane carries on (a red cross)",
        "restart": "begins again from the last checkpoint, or from `from`, redoing the work since (red hatched)",
        "checkpoint": "saves the work (a blue save icon); the work carries on",
    },
    "side": {"above": "above the line", "below": "below the line", "on": "on the line"},
    "place": {"curve": "on the curve", "above": "above the curve", "baseline": "on the baseline under it"},
    "where": {"below": "where the series is below the line", "above": "where the series is above the line"},
    "outside": {"right": "whole, beside the row on the right", "left": "whole, beside the row on the left"},
    "arrives-from": {"left": "from the canvas's left edge", "right": "from the canvas's right edge", "top": "from the top edge", "bottom": "from the bottom edge"},
    ("BracketSpec", "side"): {"above": "above the run", "below": "below the run", "left": "left of the run", "right": "right of the run"},
    ("BracketSpec", "shape"): {"bracket": "a thin line with a tick at each end", "brace": "a curly brace, its point away from the run"},
    ("BracketSpec", "colour"): {"grey": "the line's own ink", "blue": "blue", "red": "red"},
    ("DimensionSpec", "side"): {"above": "above the two anchors", "below": "below the two anchors", "left": "left of them", "right": "right of them"},
    ("DimensionSpec", "colour"): {"grey": "the line's own ink", "blue": "blue", "red": "red"},
    ("DropSpec", "colour"): {"grey": "the line's own ink", "blue": "blue", "red": "red"},
    ("DropSpec", "outline"): {"dashed": "a dashed guide (the house guide)", "dotted": "a dotted guide"},
    ("FrameSpec", "outline"): {"solid": "a grey hairline", "dashed": "a dashed grey line"},
}
BY_VALUE: dict[str, str] = {
    "gpu": "a GPU card with a status bar and a slot for blocks of work", "cross": "a red cross", "check": "a check mark",
    "grey": "grey: in use", "white": "white: free", "blue": "blue: kept", "red": "red: lost", "dark": "dark: overhead",
    "top": "the top", "bottom": "the bottom", "left": "the left", "right": "the right", "centre": "the centre",
    "top-left": "the top-left corner", "top-right": "the top-right corner",
    "bottom-left": "the bottom-left corner", "bottom-right": "the bottom-right corner",
    "above": "above it", "below": "below it",
    "ms": "milliseconds", "s": "seconds", "sec": "seconds", "min": "minutes", "h": "hours", "hr": "hours", "d": "days",
}


def json_schema() -> dict[str, Any]:
    """The schema of a spec, version 1, with descriptions for editors."""
    schema = _document_schema()
    _require_version(schema)
    _tier_shorthands(schema)
    _refused_keys(schema)
    _checked_in_code(schema)
    visible = visible_pattern()
    for model, name, node in _properties(schema):
        _describe(model, name, node)
        _rules(node, model, name, visible)
    _enum_meanings(schema)
    _numbers_as_text(schema)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Blueprint spec, version 1"
    return schema


_NUMBER_TEXT = {"number": r"^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$", "integer": r"^\s*[+-]?\d+\s*$"}


def _numbers_as_text(node: Any, texted: bool = False) -> None:
    """The models read a number written as text (`'0.6'` in a list of values,
    as YAML gives a quoted figure): wherever the schema wants a plain number,
    it takes such text too (its range the tool checks). Not where the field
    already says how it may be written as text (a share, a time), nor the
    version, which is one number."""
    if isinstance(node, list):
        for item in node:
            _numbers_as_text(item, texted)
        return
    if not isinstance(node, dict):
        return
    options = node.get("anyOf") or node.get("oneOf") or []
    written = any(isinstance(o, dict) and o.get("type") == "string" for o in options)
    for key, value in node.items():
        _numbers_as_text(value, written if key in ("anyOf", "oneOf") else False)
    kind = node.get("type")
    if isinstance(kind, str) and kind in _NUMBER_TEXT and not texted and "const" not in node:
        number = {k: v for k, v in node.items() if k not in ("description", "title", "default")}
        kept = {k: v for k, v in node.items() if k in ("description", "title", "default")}
        node.clear()
        node.update({"anyOf": [number, {"type": "string", "pattern": _NUMBER_TEXT[kind]}], **kept})


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


def _require_version(schema: dict[str, Any]) -> None:
    """`blueprint:` is the one version the loader reads, nothing else; a
    diagram has at least one mark."""
    schema["properties"]["marks"]["minItems"] = 1
    schema["properties"]["blueprint"]["const"] = VERSION
    schema["properties"]["blueprint"]["description"] = f"the version of the spec format: always `{VERSION}`"


def _checked_in_code(schema: dict[str, Any]) -> None:
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


def _refused_keys(schema: dict[str, Any]) -> None:
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


def _tier_shorthands(schema: dict[str, Any]) -> None:
    """A tier is a mapping or its words: the model reads both."""
    tier = schema["$defs"]["TierSpec"]
    mapping = {key: tier.pop(key) for key in list(tier) if key not in ("title", "description")}
    tier["anyOf"] = [
        mapping,
        {"type": "string", "pattern": tier_pattern(), "description": "the tier's style in words: `solid`, `dashed blue`, `hatched red`, `cross`"},
    ]


def _properties(schema: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every property, as (model title, property name, its schema)."""
    models = [("Blueprint", schema), *schema.get("$defs", {}).items()]
    for title, model in models:
        for holder in [model, *model.get("anyOf", [])]:
            for name, node in holder.get("properties", {}).items():
                yield title, name, node


def _describe(model: str, name: str, node: dict[str, Any]) -> None:
    """A description on the property itself, where editors show it: the
    model's own, lifted from inside an `anyOf`, or the README's words."""
    if node.get("description"):
        return
    inner = [option.get("description") for option in node.get("anyOf", []) if option.get("description")]
    text = DESCRIPTIONS.get((model, name)) or (inner[0] if inner else None) or DESCRIPTIONS.get(name)
    if text:
        node["description"] = text


def _options(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The schemas a value of this property may match, lists' items included."""
    yield node
    for option in node.get("anyOf", []):
        yield from _options(option)
    if isinstance(node.get("items"), dict):
        yield from _options(node["items"])


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


def _rules(node: dict[str, Any], model: str, name: str, visible: str) -> None:
    """What the models check in code, said in the schema: a list that may be
    left out is never given empty (`rows: []`), a text is never blank nor
    invisible and may be written as a number (`label: 2024`), and some
    numbers have a range the mark checks."""
    optional = node.get("default", "required") is None
    low_high = RANGES.get((model, name))
    for option in _options(node):
        if optional and option.get("type") == "array" and option is not node.get("items"):
            option.setdefault("minItems", 1)
        if option.get("type") == "string" and option.get("minLength") == 1 and "pattern" not in option:
            option["pattern"] = visible
            option["type"] = ["string", "number"]  # the models turn numbers into text
        if low_high is not None and option.get("type") == "number":
            option["minimum"], option["maximum"] = low_high


def icon_meaning(name: str) -> str:
    """What an icon is: the first line of its class's docstring, or its name;
    "" for a word that is no icon."""
    icon = ICONS.get(name)
    if icon is None:
        return ""
    doc = (type(icon).__doc__ or "").strip().splitlines()
    return doc[0].rstrip(".") if doc else f"the {name} icon"


def described_meaning(description: str, value: str) -> str:
    """A value's meaning as the model's own description says it, written
    `` `up`: climbing from the floor; `down`: ... `` or `` `kill` ends the
    work (a red cross); ... ``: the words after the value, to the next `;`."""
    match = re.search(rf"`{re.escape(value)}`:?\s+([^;`]+)", description)
    return match.group(1).strip().rstrip(",.") if match else ""


def _enum_meanings(schema: dict[str, Any]) -> None:
    """`enumDescriptions` beside every enum (VS Code and yaml-language-server
    show them in completion): what each value means, from the README's words
    here, else from the model's own description, else the word's meaning."""
    for model, name, node in _properties(schema):
        meanings = MEANINGS.get((model, name)) or MEANINGS.get(name, {})
        for option in _options(node):
            if "enum" in option:
                option["enumDescriptions"] = [
                    meanings.get(value) or described_meaning(node.get("description", ""), value) or BY_VALUE.get(value) or icon_meaning(value)
                    for value in option["enum"]
                ]
