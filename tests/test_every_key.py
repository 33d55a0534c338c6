"""Every key of the spec format changes the picture or the words, or is refused at its node.

The keys are read from the JSON schema (`blueprint.schema.json_schema()`, what
`blueprint schema` prints), never from a list written here: every property of
every model the schema reaches, nested models included. The base specs below
only give each model somewhere to stand (a part in a bar, a point on a
curve), in a few contexts for some (a point with an icon, with a block, with
words only). At every place a base spec holds a model, each of its keys is
set to other values: every value of an enum; else the examples its
descriptions quote, the value there changed by a small generator for its
type, the values the bases give it elsewhere, and the names the base gives
(for ids and references). Each changed spec that validates against the schema
is compiled (`compile_spec(..., draft=True)`) and compared with the base:

- an enum's values must each draw or say something different (left out, a
  key with no declared default may act as one of them);
- any other key must change the scene, the alt text or the long description
  with one of its first TRIES values that compile;
- or be refused with an error located at the key (or under it).

A key that changes nothing is silently ignored: a failure, with its path,
unless KNOWN_IGNORED lists it with its reason (strictly: a listed key that
now acts everywhere fails too). A place where no value the schema takes
compiles (a rename that breaks a reference) is skipped, but every key must be
checked at some place. Accounted for by what they are, not by a change: a
mark's kind (the one key of `{bar: ...}`, whose own keys are walked) and a
key with a single valid value (`blueprint: 1`).

`PYTHONPATH=. python tests/test_every_key.py` prints every key found ignored
or untried, with the values that drew the same.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.diagnostics import Diagnostics
from blueprint.loader.source import load_yaml
from blueprint.schema import json_schema

jsonschema = pytest.importorskip("jsonschema")

SCHEMA = json_schema()
DEFS: dict[str, Any] = SCHEMA["$defs"]
ROOT = "Spec"  # the top level's keys, under this name in the report
PATH = "keys.yaml"

# Where each model stands: small specs, quick to compile, between them
# holding every model the schema names (the test fails for one they miss).
BASES: list[dict[str, Any]] = [
    {  # two bars: parts, a part in a part, a leader, a scale, guides, a span
        "blueprint": 1,
        "subject": "a paid hour",
        "marks": [
            {"bar": {
                "id": "top", "label": "an hour", "means": "a paid GPU-hour",
                "parts": [
                    {"id": "busy", "share": "60%", "fill": "grey", "label": "busy", "means": "hours at work",
                     "parts": [{"id": "load", "share": "10%", "fill": "dark", "label": "load"}]},
                    {"id": "lost", "share": "20%", "fill": "red", "hatch": True,
                     "leader": {"label": "lost", "note": "work redone"}},
                ],
                "scale": {"ticks": 10, "major": 5, "start": "0", "end": "60 min", "label": "minutes"},
            }},
            {"guides": {"from": "top.busy", "to": "bottom", "outline": "dashed"}},
            {"bar": {"id": "bottom", "span": "top.busy", "ends": "parts",
                     "parts": [{"share": "30%", "fill": "blue", "label": "kept"}, {"share": "10%", "fill": "dark"}]}},
        ],
    },
    {  # a bracket over two parts of a bar
        "blueprint": 1,
        "marks": [
            {"bar": {"id": "b", "parts": [{"id": "x", "share": "40%", "fill": "grey"}, {"id": "y", "share": "30%", "fill": "blue"}]}},
            {"bracket": {"id": "k", "over": ["b.x", "b.y"], "label": "paid", "note": "an hour", "means": "hours paid for"}},
        ],
    },
    {  # icons joined by a connector that carries an icon; a note; the card and the brand
        "blueprint": 1,
        "canvas": {"width": 1100, "height": 600},
        "brand": {"show": True, "name": "Acme", "wordmark": "acme"},
        "marks": [
            {"icon": {"id": "laptop", "name": "laptop", "label": "laptop"}},
            {"icon": {"id": "gpu", "name": "gpu", "status": "grey", "blocks": ["blue"], "label": "card",
                      "right-of": "laptop", "gap": 480, "align": "top"}},
            {"connector": {"id": "link", "from": "laptop", "to": "gpu", "arrow": "end", "label": "sends",
                           "noun": "cable", "cut": "70%", "carries": [{"icon": "clock", "at": "30%"}]}},
            {"note": {"label": "the fee", "note": "per hour", "to": "gpu", "below": "gpu"}},
        ],
    },
    {  # connectors with no label between ends that are not level, and one from an edge
        "blueprint": 1,
        "marks": [
            {"icon": {"id": "a", "name": "server"}},
            {"icon": {"id": "b", "name": "storage", "right-of": "a", "align": "bottom"}},
            {"connector": {"from": "a", "to": "b"}},
            {"connector": {"arrives-from": "top", "to": "b", "arrow": "end"}},
        ],
    },
    {  # a grid of rows with labels, levels, a span and a cross
        "blueprint": 1,
        "marks": [
            {"grid": {"id": "g", "rows": [["used", "free", "used", "free"], ["free", "used", "free", "free"]],
                      "row-labels": ["node-a", "node-b"], "noun": "GPU cell", "means": "a GPU", "label": "node",
                      "levels": [0.5, None, 0.25, None, None, 0.75, None, None], "level-means": "memory in use",
                      "crosses": [3],
                      "spans": [{"id": "job", "row": 2, "start": 2, "cells": 2, "outline": "dashed", "label": "job"}]}},
        ],
    },
    {  # a grid of cells by count, with states and scatters
        "blueprint": 1,
        "marks": [
            {"grid": {"cells": 16, "columns": 8, "state": "free", "states": ["used", "used"], "size": 100,
                      "scatter": [{"state": "used", "share": "25%"}, {"state": "red", "count": 1, "seed": 2}]}},
        ],
    },
    {  # a timeline, taller than it would be: lanes, segments, events, a boundary
        "blueprint": 1,
        "marks": [
            {"timeline": {
                "id": "tl", "unit": "h", "span": "48 h", "ticks": "12 h", "noun": "job", "height": 300,
                "lanes": [
                    {"id": "a", "label": "job a",
                     "segments": [{"start": 0, "end": "24 h", "label": "run"}],
                     "events": [{"at": "24 h", "event": "kill"}, {"at": "24 h", "event": "restart"}]},
                    {"label": "job b",
                     "segments": [{"start": 0, "end": "12 h"}, {"duration": "16 h", "fill": "blue"}],
                     "events": [{"at": "12 h", "event": "checkpoint", "label": "save"}]},
                ],
                "boundaries": [{"id": "wall", "at": "36 h", "label": "wall", "after": "next allocation"}],
            }},
        ],
    },
    {  # a staircase with a lane below
        "blueprint": 1,
        "marks": [
            {"staircase": {"id": "st", "unit": "min", "ticks": "5 min", "floor": "ready",
                           "steps": [{"duration": 2, "label": "pull"}, {"duration": "3-6", "fill": "dark"},
                                     {"duration": 3, "rise": 2}, {"duration": 2}],
                           "lanes": [{"duration": "6 min", "fill": "blue", "label": "restore"}]}},
        ],
    },
    {  # a staircase that falls to its floor
        "blueprint": 1,
        "marks": [{"staircase": {"unit": "min", "steps": [{"duration": 2}, {"duration": 3, "level": "floor"}, {"duration": 2}]}}],
    },
    {  # towers: tiers as words and as mappings, a crossed tower
        "blueprint": 1,
        "marks": [
            {"towers": {"id": "t", "tiers": 4, "foundation": "node",
                        "towers": [{"label": "a", "tiers": ["solid", "dashed", {"colour": "blue", "label": "kept"}]},
                                   {"label": "b", "tiers": ["solid"], "cross": True}]}},
        ],
    },
    {  # one curve: values, a line, a region, marks of each kind
        "blueprint": 1,
        "marks": [
            {"curve": {
                "id": "c", "unit": "h", "span": "6 h", "ticks": "2 h", "top": 12, "label": "load", "noun": "load",
                "values": [2, 4, 9, 5, 3, 4, 6],
                "lines": [{"id": "cap", "at": 7, "label": "capacity", "means": "what was bought"}],
                "regions": [{"against": "cap", "where": "above", "fill": "red", "hatch": True, "means": "requests lost"}],
                "marks": [
                    {"at": "highest", "label": "peak"},
                    {"at": "4 h", "place": "curve", "icon": "save", "label": "save"},
                    {"at": "1 h", "place": "baseline", "block": True, "width": "1 h", "colour": "dark", "label": "warm-up"},
                ],
            }},
        ],
    },
    {  # several series, a region between two of them
        "blueprint": 1,
        "marks": [
            {"curve": {"id": "s", "unit": "min", "span": "6 min", "top": 10,
                       "series": [{"id": "demand", "label": "demand", "values": [2, 3, 6, 4, 3, 5, 4]},
                                  {"id": "cap", "label": "capacity", "colour": "blue", "outline": "dashed", "step": True,
                                   "points": [[0, 5], ["3 min", 7], ["6 min", 7]]}],
                       "regions": [{"between": ["cap", "demand"], "fill": "grey"}],
                       "lines": [{"at": 9, "label": "limit"}],
                       "marks": [{"at": "peak 1", "series": "demand", "label": "top"}]}},
        ],
    },
    {  # a curve of points on a longer axis, taller than it would be
        "blueprint": 1,
        "marks": [{"curve": {"unit": "min", "points": [[0, 3], ["5 min", 6], ["9 min", 12]], "span": "12 min", "step": True, "height": 480}}],
    },
    {  # a curve from a shape
        "blueprint": 1,
        "marks": [{"curve": {"unit": "h", "span": "24 h", "shape": {"peaks": ["8 h", "18 h"], "heights": [60, 80], "low": 10, "points": 25}}}],
    },
    {  # groups: a labelled row of columns; blocks placed by relations, sized, pinned
        "blueprint": 1,
        "marks": [
            {"row": {"id": "r", "label": "panels", "gap": 96, "align": "top", "marks": [
                {"column": {"label": "before", "gap": 16, "marks": [{"bar": {"parts": [{"share": "40%"}]}},
                                                                    {"icon": {"name": "model", "size": "small"}}]}},
                {"column": {"label": "after", "width": 480, "marks": [{"bar": {"width": 300, "parts": [{"share": "70%"}]}}]}},
            ]}},
            {"icon": {"name": "cloud", "at": "top-right"}},
            {"bar": {"width": 480, "height": 120, "below": "r", "align": "left", "parts": [{"share": "50%"}]}},
        ],
    },
]


# Keys found silently ignored somewhere, each with why: the test fails when one
# of these acts (or is refused) everywhere, so the list only shrinks.
KNOWN_IGNORED: dict[str, str] = {
    "StaircaseSpec.height": "a height under the least a staircase with labelled steps can be drawn gives that least, whatever it says",
    "TowersSpec.height": "a height under the least towers with named tiers can be drawn gives that least, whatever it says",
}


# --- the schema --------------------------------------------------------------------


def resolved(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = DEFS[node["$ref"].rsplit("/", 1)[1]]
    return node


def model_keys(model: str) -> dict[str, dict[str, Any]]:
    """A model's properties, those of each object form it takes included (a tier)."""
    node = SCHEMA if model == ROOT else DEFS[model]
    keys = dict(node.get("properties", {}))
    for branch in node.get("anyOf", []):
        keys.update(resolved(branch).get("properties", {}))
    return keys


def reachable() -> list[str]:
    """Every model the schema reaches from its top, in the order met."""
    found: list[str] = [ROOT]

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if ref and ref.rsplit("/", 1)[1] not in found:
                found.append(ref.rsplit("/", 1)[1])
                visit(DEFS[found[-1]])
            for key, value in node.items():
                if key != "$defs":
                    visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(SCHEMA)
    return found


def _required(model: str) -> list[str]:
    node = SCHEMA if model == ROOT else DEFS[model]
    return list(node.get("required", [])) + [k for b in node.get("anyOf", []) for k in resolved(b).get("required", [])]


def kind_wrapper(model: str) -> bool:
    """`{bar: {...}}`: a model whose one required key holds a mark's own model."""
    node = DEFS.get(model, {})
    props = node.get("properties", {})
    return len(props) == 1 and node.get("required") == list(props) and "$ref" in json.dumps(next(iter(props.values())))


def every_key() -> list[tuple[str, str]]:
    return [(model, key) for model in reachable() for key in model_keys(model)]


def _pick(value: Any, branches: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The branch of an anyOf a value takes: for a mapping, the object whose keys hold all of its."""
    if isinstance(value, dict):
        objects = [b for b in branches if "properties" in resolved(b) or "anyOf" in resolved(b)]
        fitting = [b for b in objects if set(value) <= set(_props(resolved(b)))]
        return (fitting or objects or [None])[0]
    if isinstance(value, list):
        return next((b for b in branches if resolved(b).get("type") == "array"), None)
    return None


def _props(node: dict[str, Any]) -> dict[str, Any]:
    keys = dict(node.get("properties", {}))
    for branch in node.get("anyOf", []):
        keys.update(resolved(branch).get("properties", {}))
    return keys


def instances(value: Any, node: dict[str, Any], path: tuple = ()) -> Iterator[tuple[str, tuple]]:
    """(model, path) of every mapping in `value` that the schema reads as a model."""
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[1]
        if isinstance(value, dict):
            yield name, path
        yield from instances(value, DEFS[name], path)
        return
    if "anyOf" in node and "properties" not in node:
        branch = _pick(value, node["anyOf"])
        if branch is not None:
            yield from instances(value, branch, path)
        return
    if isinstance(value, dict):
        props = _props(node)
        for key, item in value.items():
            if key in props:
                yield from instances(item, props[key], path + (key,))
    elif isinstance(value, list) and "items" in node:
        for index, item in enumerate(value):
            yield from instances(item, node["items"], path + (index,))
    elif isinstance(value, list) and "prefixItems" in node:
        for item, schema in zip(value, node["prefixItems"]):
            yield from instances(item, schema, path)


# --- values to try ----------------------------------------------------------------------

ABSENT = object()
NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _quoted(node: dict[str, Any]) -> list[str]:
    """The examples a property's descriptions quote: `30%`, `6 h`, `peak 2`."""
    texts: list[str] = []

    def gather(n: Any) -> None:
        if isinstance(n, dict):
            if isinstance(n.get("description"), str):
                texts.append(n["description"])
            for value in n.values():
                gather(value)
        elif isinstance(n, list):
            for value in n:
                gather(value)

    gather(node)
    return [quoted for text in texts for quoted in re.findall(r"`([^`]+)`", text)]


def _as_value(text: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def _types(node: dict[str, Any]) -> set[str]:
    node = resolved(node)
    found: set[str] = set()
    kind = node.get("type")
    found |= set(kind) if isinstance(kind, list) else {kind} if kind else set()
    for branch in node.get("anyOf", []):
        found |= _types(branch)
    if "enum" in node:
        found.add("enum")
    if "const" in node:
        found.add("const")
    return found


def _enums(node: dict[str, Any]) -> list[Any]:
    node = resolved(node)
    values = list(node.get("enum", []))
    for branch in node.get("anyOf", []):
        values += _enums(branch)
    return values


def _scaled(value: Any) -> list[Any]:
    """A number, or the numbers in a written value (`24 h`, `9-34 min`, `60%`), changed."""
    if isinstance(value, bool):
        return []
    if isinstance(value, (int, float)):  # a step of one first: a size or a count acts on every value
        return [value + 1, value * 2, value // 2 if isinstance(value, int) else value / 2, value - 1]
    if isinstance(value, str) and NUMBER.search(value):
        changed = []
        for factor in (0.5, 2, 0.25, 1.25):
            def scale(match: re.Match, factor: float = factor) -> str:
                number = float(match.group()) * factor
                return f"{number:g}"
            changed.append(NUMBER.sub(scale, value))
        return changed
    return []


NAME = "^[A-Za-z][A-Za-z0-9_-]*"  # how the schema's ids and references begin


def _patterns(node: dict[str, Any]) -> list[str]:
    node = resolved(node)
    return ([node["pattern"]] if "pattern" in node else []) + [p for b in node.get("anyOf", []) for p in _patterns(b)]


def candidates(node: dict[str, Any], current: Any, names: list[str], others: list[Any]) -> list[Any]:
    """Values other than `current` to set a key to, the schema's first: an enum's
    every value, the examples its descriptions quote; then the value there,
    changed; the values the base specs give the key elsewhere; then a value of
    its type (for an id or a reference, the names the base spec gives)."""
    node = resolved(node) if "$ref" in node else node
    types = _types(node)
    default = node.get("default", ABSENT)
    found: list[Any] = []
    if "enum" in types:
        found += _enums(node)
    if "boolean" in types:
        found += [not current if isinstance(current, bool) else not default if isinstance(default, bool) else True]
    if current is not ABSENT:
        found += _scaled(current)
        if isinstance(current, list) and current:
            found += [current[:-1], current[1:], list(reversed(current)), current + current[-1:]]
        if isinstance(current, dict):  # each key left out that is not at its default
            defaults = {k: p.get("default", ABSENT) for k, p in _props(node).items()}
            found += [{k: v for k, v in current.items() if k != out} for out in current if current[out] != defaults.get(out, ABSENT)]
        if isinstance(current, str) and not NUMBER.search(current):
            found += [current + " and more"]
    found += [_as_value(text) for text in _quoted(node)]
    found += others
    if any(p.startswith(NAME) for p in _patterns(node)):
        found += ["other", *names]
    if {"string", "number"} & types:
        found += ["other words", 3, "3", "2 h", "30%", "40%", "50%", "2 min", "1 min", "2"]
    if {"integer", "number"} & types:
        found += [2, 3, 5, 1, 200, 480]
    same = lambda a, b: a is not ABSENT and b is not ABSENT and (a == b or (not isinstance(a, (list, dict)) and str(a).strip() == str(b).strip()))
    seen: list[Any] = []
    for value in found:
        left_out = current is ABSENT and same(value, default)  # what leaving it out already says
        if value is not None and not same(value, current) and not left_out and not any(same(value, s) for s in seen):
            seen.append(value)
    return seen


# --- compiling -----------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    fingerprint: tuple[str, str, str] | None  # scene, alt text, long description
    refused_at: set[tuple[int, int]] = field(default_factory=set)  # where its errors stand (line, column)
    crash: str = ""  # an internal error, never acceptable
    message: str = ""  # its first error, for the report


_COMPILED: dict[str, Outcome] = {}
_VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def compiled(spec: dict[str, Any]) -> tuple[str, Outcome]:
    text = yaml.safe_dump(spec, sort_keys=False, allow_unicode=True, default_flow_style=False)
    if text not in _COMPILED:
        try:
            result = compile_spec(text, PATH, draft=True, name="keys")
            scene = json.dumps(result.scene.to_json(), sort_keys=True)
            _COMPILED[text] = Outcome((scene, result.alt, result.long_description))
        except SpecError as error:
            _COMPILED[text] = Outcome(None, {(d.location.line, d.location.column) for d in error.diagnostics}, message=error.diagnostics[0].format())
        except Exception as error:  # an internal error: the key's verdict says so
            _COMPILED[text] = Outcome(None, set(), f"{type(error).__name__}: {error}")
    return text, _COMPILED[text]


def key_places(text: str, path: tuple) -> set[tuple[int, int]]:
    """Where a key and everything under it stand in `text` (line, column)."""
    loaded = load_yaml(text, PATH, Diagnostics(PATH))
    assert loaded is not None
    _, source = loaded
    places = {where for p, where in source.values.items() if p[: len(path)] == path}
    places |= {where for p, where in source.keys.items() if p[: len(path)] == path}
    return places


def get(spec: Any, path: tuple) -> Any:
    for step in path:
        spec = spec[step]
    return spec


def with_key(spec: dict[str, Any], path: tuple, key: str, value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(spec)
    holder = get(changed, path)
    if value is ABSENT:
        holder.pop(key, None)
    else:
        holder[key] = value
    return changed


@dataclass
class Verdict:
    model: str
    key: str
    where: str
    outcome: str  # "changes", "refused", "ignored", "untried"
    detail: str = ""


def names(base: dict[str, Any]) -> list[str]:
    """The ids a base spec gives and the anchors it names with at most one dot."""
    _, outcome = compiled(base)
    anchors = json.loads(outcome.fingerprint[0])["anchors"] if outcome.fingerprint else {}
    return sorted((name for name in anchors if name.count(".") <= 1), key=lambda n: (n.count("."), n))[:16]


TRIES = 4  # values of a key (not an enum) compiled, each drawing and saying the same, before it is called ignored
PAIR = 2  # values of a key (not an enum) that must each change the outputs, and differently


def _shown(value: Any) -> str:
    return "left out" if value is ABSENT else json.dumps(value)


def judge(base: dict[str, Any], number: int, model: str, path: tuple, key: str, node: dict[str, Any]) -> Verdict:
    """Set one key at one place to the values the schema offers. An enum's
    values are each tried, and no two may draw and say the same (left out,
    a key with no declared default may act as one of them). Any other key:
    the first PAIR values that compile must each change the outputs, and
    differently (a written value changed by one: a size must act on every
    value), or be refused at the key; left out, a key may take one of them,
    and it is ignored when TRIES values change nothing."""
    holder = get(base, path)
    current = holder.get(key, ABSENT)
    where = f"base {number + 1}: {'.'.join(map(str, path + (key,)))}"
    _, before = compiled(base)
    assert before.fingerprint is not None, f"base spec {number + 1} does not compile: {before.message or before.crash}"
    enum = _enums(node)
    seen: dict[tuple, Any] = {before.fingerprint: current}
    default_met = current is not ABSENT or resolved(node).get("default") is not None  # a declared default is not among the values tried
    refused = changes = False
    unchanged: list[Any] = []
    last = ""
    for value in candidates(node, current, names(base), elsewhere(model, key)):
        member = any(value == m for m in enum)
        if enum and not member:
            continue
        changed = with_key(base, path, key, value)
        if not _VALIDATOR.is_valid(changed):
            continue
        text, after = compiled(changed)
        if after.crash:
            return Verdict(model, key, where, "crashes", f"{_shown(value)}: {after.crash}")
        if after.fingerprint is None:
            refused |= bool(after.refused_at & key_places(text, path + (key,)))
            last = f"{_shown(value)}: {after.message}"
            continue  # refused elsewhere: a value that does not fit this base (an unknown id)
        if member:
            if after.fingerprint in seen:
                if seen[after.fingerprint] is ABSENT and not default_met:
                    default_met = True  # the value it takes when left out
                    continue
                return Verdict(model, key, where, "ignored", f"{_shown(seen[after.fingerprint])} and {_shown(value)} draw and say the same")
            seen[after.fingerprint], changes = value, True
            continue
        if after.fingerprint == before.fingerprint:
            # a written number or word changed must change something; left out, a value may be the
            # one the key takes, and a list or mapping changed may still mean the same (a trailing null)
            if current is not ABSENT and not isinstance(value, (list, dict)):
                return Verdict(model, key, where, "ignored", f"{_shown(current)} and {_shown(value)} draw and say the same")
            unchanged.append(value)
            if len(unchanged) >= TRIES:
                break
            continue
        if after.fingerprint in seen:  # two values that both change it, to the same drawing and words
            return Verdict(model, key, where, "ignored", f"{_shown(seen[after.fingerprint])} and {_shown(value)} draw and say the same")
        seen[after.fingerprint], changes = value, True
        if len(seen) > PAIR:
            return Verdict(model, key, where, "changes")
    if unchanged and not changes:
        return Verdict(model, key, where, "ignored", f"{_shown(current)} and {', '.join(map(_shown, unchanged))} draw and say the same")
    if changes or refused:
        return Verdict(model, key, where, "changes" if changes else "refused")
    return Verdict(model, key, where, "untried", f"no value the schema takes compiled here; {last}")


_ELSEWHERE: dict[tuple[str, str], list[Any]] = {}


def elsewhere(model: str, key: str) -> list[Any]:
    """The values the base specs give this key of this model anywhere, and
    every instance they hold of the model the key takes (a `shape` for a series)."""
    if not _ELSEWHERE:
        for base in BASES:
            for found, path in [(ROOT, ())] + list(instances(base, SCHEMA)):
                value = get(base, path)
                _ELSEWHERE.setdefault(("$ref", found), []).append(value)
                for name, item in value.items():
                    _ELSEWHERE.setdefault((found, name), []).append(item)
    refs = re.findall(r'"#/\$defs/(\w+)"', json.dumps(model_keys(model).get(key, {})))
    return _ELSEWHERE.get((model, key), []) + [value for ref in refs for value in _ELSEWHERE.get(("$ref", ref), [])]


def contexts() -> Iterator[tuple[int, str, tuple]]:
    """(base, model, path) of each place a model stands, once per context: the
    models it stands in and the keys given there."""
    seen: set[tuple] = set()
    for number, base in enumerate(BASES):
        places = [(ROOT, ())] + list(instances(base, SCHEMA))
        models = dict((path, model) for model, path in places)
        for model, path in places:
            if kind_wrapper(model):
                continue
            holders = tuple(models[path[:i]] for i in range(len(path)) if path[:i] in models)
            kinds = {k: v for k, v in get(base, path).items() if k in _required(model) and _enums(model_keys(model)[k])}
            context = (model, holders, frozenset(get(base, path)), tuple(sorted(kinds.items())))
            if context not in seen:
                seen.add(context)
                yield number, model, path


def verdicts() -> list[Verdict]:
    found: list[Verdict] = []
    for number, model, path in contexts():
        base = BASES[number]
        if True:
            for key, node in model_keys(model).items():
                if "const" in _types(node):
                    continue
                found.append(judge(base, number, model, path, key, node))
    return found


def test_every_key_changes_the_outputs_or_is_refused_at_its_node():
    keys = every_key()
    placed = {model for base in BASES for model, _ in [(ROOT, ())] + list(instances(base, SCHEMA))}
    missing = [model for model in reachable() if model not in placed and not kind_wrapper(model)]
    assert not missing, f"no base spec holds these models, so their keys go unchecked: {missing}"
    found = verdicts()
    accounted = {(m, k) for m, k in keys if kind_wrapper(m) or "const" in _types(model_keys(m)[k])}
    checked = {(v.model, v.key) for v in found if v.outcome in ("changes", "refused")}
    failing = [v for v in found if v.outcome in ("ignored", "crashes")]
    print(f"\n{len(keys)} keys in the schema: {len(keys) - len(accounted)} walked at {len(found)} places"
          f" ({len(accounted)} accounted for by what they are); {len({(v.model, v.key) for v in failing})} found ignored")
    new = [f"{v.model}.{v.key} ({v.where}): {v.outcome}: {v.detail}" for v in failing if f"{v.model}.{v.key}" not in KNOWN_IGNORED]
    assert not new, "keys silently ignored:\n" + "\n".join(new)
    fixed = sorted(set(KNOWN_IGNORED) - {f"{v.model}.{v.key}" for v in failing})
    assert not fixed, f"these keys now act or are refused everywhere: take them off KNOWN_IGNORED: {fixed}"
    unchecked = sorted(f"{m}.{k}" for m, k in set(keys) - checked - accounted - {(v.model, v.key) for v in failing})
    assert not unchecked, f"keys no base spec could try a value of: {unchecked}"


if __name__ == "__main__":  # a report of every key: PYTHONPATH=. python tests/test_every_key.py
    import time

    start = time.perf_counter()
    results = verdicts()
    for v in results:
        if v.outcome in ("ignored", "untried", "crashes"):
            print(f"{v.outcome:8} {v.model}.{v.key}  [{v.where}]  {v.detail}")
    counts: dict[str, int] = {}
    for v in results:
        counts[v.outcome] = counts.get(v.outcome, 0) + 1
    print(counts, f"{len(every_key())} keys", f"{len(_COMPILED)} compiles in {time.perf_counter() - start:.1f} s")
