"""The machinery of tests/test_every_key.py: the keys of the JSON schema, the
values to try for each, and the verdict on one key at one place of a base
spec (changes the outputs, refused at the key, or silently ignored)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import jsonschema
import yaml

from blueprint import SpecError, compile_spec
from blueprint.diagnostics import Diagnostics
from blueprint.loader.source import load_yaml
from blueprint.model import SpecModel
from blueprint.schema import json_schema

SCHEMA = json_schema()
DEFS: dict[str, Any] = SCHEMA["$defs"]
ROOT = "Spec"  # the top level's keys, under this name in the report
PATH = "keys.yaml"


# --- the schema --------------------------------------------------------------------


def resolved(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = DEFS[node["$ref"].rsplit("/", 1)[1]]
    return node


def model_keys(model: str) -> dict[str, dict[str, Any]]:
    """A model's properties, those of each object form it takes included (a tier)."""
    node = SCHEMA if model == ROOT else DEFS[model]
    keys = dict(node.get("properties", {}))
    for branch in node.get("anyOf", []) + node.get("oneOf", []):
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
        objects = [b for b in branches if {"properties", "anyOf", "oneOf", "patternProperties"} & set(resolved(b))]
        fitting = [b for b in objects if set(value) <= set(_props(resolved(b))) or "patternProperties" in resolved(b)]
        return (fitting or objects or [None])[0]
    if isinstance(value, list):
        return next((b for b in branches if resolved(b).get("type") == "array"), None)
    return None


def _props(node: dict[str, Any]) -> dict[str, Any]:
    keys = dict(node.get("properties", {}))
    for branch in node.get("anyOf", []) + node.get("oneOf", []):
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
    if ("anyOf" in node or "oneOf" in node) and "properties" not in node:  # oneOf: a tagged union (a connector's `cut`)
        branch = _pick(value, node.get("anyOf") or node["oneOf"])
        if branch is not None:
            yield from instances(value, branch, path)
        return
    if isinstance(value, dict):
        props = _props(node)
        patterns = node.get("patternProperties", {})  # a mapping of names to models (a grid's `looks`)
        for key, item in value.items():
            if key in props:
                yield from instances(item, props[key], path + (key,))
            for pattern, schema in patterns.items():
                if re.search(pattern, key):
                    yield from instances(item, schema, path + (key,))
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
    for branch in node.get("anyOf", []) + node.get("oneOf", []):
        found |= _types(branch)
    if "enum" in node:
        found.add("enum")
    if "const" in node:
        found.add("const")
    return found


def _enums(node: dict[str, Any]) -> list[Any]:
    node = resolved(node)
    values = list(node.get("enum", []))
    for branch in node.get("anyOf", []) + node.get("oneOf", []):
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
    return ([node["pattern"]] if "pattern" in node else []) + [p for b in node.get("anyOf", []) + node.get("oneOf", []) for p in _patterns(b)]


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
    fingerprint: tuple[str, str, str, str] | None  # scene, alt text, long description, caption
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
            _COMPILED[text] = Outcome((scene, result.alt, result.long_description, result.caption))
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


def judge(bases: list[dict[str, Any]], number: int, model: str, path: tuple, key: str, node: dict[str, Any]) -> Verdict:
    """Set one key at one place to the values the schema offers. An enum's
    values are each tried, and no two may draw and say the same (left out,
    a key with no declared default may act as one of them). Any other key:
    the first PAIR values that compile must each change the outputs, and
    differently (a written value changed by one: a size must act on every
    value), or be refused at the key; left out, a key may take one of them,
    and it is ignored when TRIES values change nothing."""
    base = bases[number]
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
    for value in candidates(node, current, names(base), elsewhere(bases, model, key)):
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


def elsewhere(bases: list[dict[str, Any]], model: str, key: str) -> list[Any]:
    """The values the base specs give this key of this model anywhere, and
    every instance they hold of the model the key takes (a `shape` for a series)."""
    if not _ELSEWHERE:
        for base in bases:
            for found, path in [(ROOT, ())] + list(instances(base, SCHEMA)):
                value = get(base, path)
                _ELSEWHERE.setdefault(("$ref", found), []).append(value)
                for name, item in value.items():
                    _ELSEWHERE.setdefault((found, name), []).append(item)
    refs = re.findall(r'"#/\$defs/(\w+)"', json.dumps(model_keys(model).get(key, {})))
    return _ELSEWHERE.get((model, key), []) + [value for ref in refs for value in _ELSEWHERE.get(("$ref", ref), [])]


def contexts(bases: list[dict[str, Any]]) -> Iterator[tuple[int, str, tuple]]:
    """(base, model, path) of each place a model stands, once per context: the
    models it stands in, the keys given there and the kind its required enums
    give it (an event's `event`)."""
    seen: set[tuple] = set()
    for number, base in enumerate(bases):
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


def _models() -> dict[str, type[SpecModel]]:
    """Every spec model class by its schema name."""
    found: dict[str, type[SpecModel]] = {}
    todo: list[type[SpecModel]] = [SpecModel]
    while todo:
        cls = todo.pop()
        found.setdefault(cls.__name__, cls)
        todo += cls.__subclasses__()
    return found


def needed(model: str, key: str) -> str | None:
    """The key (its alias) this key acts only with (`label-side` on a `label`,
    the model's `needs`), or None."""
    cls = _models().get(model)
    if cls is None:
        return None
    fields = {(info.alias or name): name for name, info in cls.model_fields.items()}
    wanted = cls.needs.get(fields.get(key, key))
    return None if wanted is None else (cls.model_fields[wanted].alias or wanted)


def with_needed(bases: list[dict[str, Any]], number: int, model: str, path: tuple, key: str) -> list[dict[str, Any]] | None:
    """The bases with the key this one needs given where it stands, when the
    base leaves it out (faithful10b: every curve region in the bases had no
    label, so `label-side` was refused for want of one and counted as
    checked, while on a labelled region `inside` drew the same as `right`):
    the first value the bases give it elsewhere, else some words. None when
    nothing is needed, it is given, or no value of it compiles here."""
    partner = needed(model, key)
    if partner is None or partner in get(bases[number], path):
        return None
    node = model_keys(model).get(partner, {})
    for value in [v for v in elsewhere(bases, model, partner) if v is not None] + candidates(node, ABSENT, names(bases[number]), []):
        given = with_key(bases[number], path, partner, value)
        if _VALIDATOR.is_valid(given) and compiled(given)[1].fingerprint is not None:  # the first value of it this base takes
            changed = list(bases)
            changed[number] = given
            return changed
    return None


def verdicts(bases: list[dict[str, Any]]) -> list[Verdict]:
    """A verdict for every key of every model at every place the bases hold
    it; a key that acts only with another is judged with that one given too
    (a refusal for want of it says nothing of the key itself)."""
    found: list[Verdict] = []
    for number, model, path in contexts(bases):
        for key, node in model_keys(model).items():
            if "const" not in _types(node):
                verdict = judge(bases, number, model, path, key, node)
                partnered = with_needed(bases, number, model, path, key) if verdict.outcome == "refused" else None  # compiled only where it may say more
                if partnered is not None:
                    verdict = judge(partnered, number, model, path, key, node)
                    verdict.where += f" (with `{needed(model, key)}` given)"
                found.append(verdict)
    return found


def placed(bases: list[dict[str, Any]]) -> set[str]:
    """The models the bases hold somewhere."""
    return {model for base in bases for model, _ in [(ROOT, ())] + list(instances(base, SCHEMA))}


def accounted(model: str, key: str) -> bool:
    """A key accounted for by what it is: a mark's kind, a single valid value."""
    return kind_wrapper(model) or "const" in _types(model_keys(model)[key])


def compiles() -> int:
    """How many specs the walk has compiled so far (each once)."""
    return len(_COMPILED)
