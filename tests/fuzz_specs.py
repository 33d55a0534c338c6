"""Hostile specs for the fuzz harness: hypothesis strategies that build specs and
mutate real ones, at the level of the data (values, keys, lists) and of the
YAML text (aliases, recursive aliases, tags, duplicate keys, control
characters, huge numbers, merge keys, truncation), and the one judge of what
Blueprint did with each.

Used by tests/test_fuzz.py (a budget that fits CI) and benchmarks/fuzz.py (a
long run that prints the figures).
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
NAME = "fuzz.yaml"
LINE = re.compile(r"^fuzz\.yaml:\d+:\d+: error: [^\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]+$")
NOTDEF = "-glyph-_2enotdef"  # the id the renderer gives the font's missing-glyph box (after its diagram's name)


@functools.cache
def bases() -> tuple[tuple[str, Any], ...]:
    """The gallery and corpus specs, as (text, data): real specs to mutate."""
    found = []
    for folder in (ROOT / "specs", ROOT / "tests" / "corpus"):
        for path in sorted(folder.glob("*.yaml")):
            text = path.read_text(encoding="utf-8")
            found.append((text, yaml.safe_load(text)))
    return tuple(found)


# --- values ---------------------------------------------------------------------

CONTROL = ["\x00", "\x01", "\x07", "\x0b", "\x1b", "\x1f", "\x7f", "\x85", "\u2028", "\u2029", "\u200b",
           "\u200e", "\u202e", "\ufeff", "\ufffe", "\ud800", "\ue000", "\n", "\t", "\r", "\U0001F680", "\u00a0"]
HUGE = ["1" * 5000, "9" * 400, "-" + "9" * 400, "9" * 400 + "%", "1/" + "9" * 60, "0." + "0" * 60 + "1",
        "99999999999999999999 h", "1" + "0" * 36 + " GB", "1e400", "1.0e+400", "0x" + "f" * 300, 10**40, -(10**40), 10**300]
WORDS = ["grey", "blue", "red", "dark", "white", "none", "dashed", "dotted", "solid", "top", "bottom", "left",
         "right", "centre", "top.busy", "a", "a.b", "60%", "3/5", "0.6", "24 h", "9-34 min", "57-70 s", "50%",
         "used", "free", "empty", "gpu", "laptop", "end", "both", "thick", "thin", "elbow", "curved", "highest",
         "peak 2", "kill", "restart", "checkpoint", "solid blue", "cross", "hatched red", "h", "min", "step"]

hostile_scalars = st.one_of(
    st.sampled_from(CONTROL).map(lambda c: f"a{c}b"),
    st.sampled_from(CONTROL),
    st.sampled_from(HUGE),
    st.sampled_from(["", " ", "  \t ", "\n", "-1", "0", "0%", "101%", "1/0", "-2 h", "3 fortnights", "x" * 300,
                     "<script>alert(1)</script>", "]]></title><x>", "&amp;", "`", "${x}", "{x}", "%s"]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-(10**6), 10**6),
    st.booleans(),
    st.none(),
    st.just([]),
    st.just({}),
    st.text(max_size=10),
)
plain_scalars = st.one_of(st.sampled_from(WORDS), st.integers(0, 100), st.floats(0, 2, allow_nan=False), st.booleans())
any_scalar = st.one_of(plain_scalars, hostile_scalars)


# --- data-level mutations -----------------------------------------------------------


def _paths(data: Any, where: tuple = ()) -> list[tuple]:
    found = [where]
    if isinstance(data, dict):
        for key, value in data.items():
            found.extend(_paths(value, where + (key,)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.extend(_paths(value, where + (index,)))
    return found


def _get(data: Any, where: tuple) -> Any:
    for step in where:
        data = data[step]
    return data


def _copy(data: Any) -> Any:
    if isinstance(data, dict):
        return {key: _copy(value) for key, value in data.items()}
    if isinstance(data, list):
        return [_copy(value) for value in data]
    return data


OPERATIONS = ("replace", "delete", "duplicate", "rename", "swap", "grow", "empty", "wrap")


@st.composite
def mutated_data(draw: Callable) -> Any:
    """A gallery or corpus spec with one to four changes to its data."""
    _, original = draw(st.sampled_from(bases()))
    data = _copy(original)
    for _ in range(draw(st.integers(1, 4))):
        paths = _paths(data)
        where = draw(st.sampled_from(paths))
        operation = draw(st.sampled_from(OPERATIONS))
        if not where:
            continue
        parent, last = _get(data, where[:-1]), where[-1]
        if operation == "replace":
            parent[last] = draw(any_scalar)
        elif operation == "delete":
            del parent[last]
        elif operation == "duplicate" and isinstance(parent, list):
            parent.insert(last, _copy(parent[last]))
        elif operation == "rename" and isinstance(parent, dict):
            value = parent.pop(last)
            new = draw(st.one_of(st.sampled_from([f"{last}s", str(last)[:-1] or "x", "colour", "x", ""]), st.text(max_size=6)))
            parent[new] = value
        elif operation == "swap":
            parent[last] = _copy(_get(data, draw(st.sampled_from(paths))))
        elif operation == "grow" and isinstance(parent[last], list) and parent[last]:
            parent[last] = parent[last] * draw(st.integers(2, 60))
        elif operation == "empty":
            parent[last] = draw(st.sampled_from([[], {}, None, "", " "]))
        elif operation == "wrap":
            parent[last] = draw(st.sampled_from([[parent[last]], {"x": parent[last]}]))
    return data


def dump(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=4096)


# --- YAML-level mutations ----------------------------------------------------------

# a scalar value after `key:` in block or flow style
_SLOT = re.compile(r"(?<=:[ ])(?![&*!|>\[{'\"])([^\n,{}\[\]#]+?)(?=\s*(?:,|\}|\]|$|\n))", re.M)
TAGS = ["!!int", "!!float", "!!bool", "!!str", "!!null", "!!timestamp", "!!binary", "!!set", "!!omap",
        "!!seq", "!!map", "!!python/object:os.system", "!!python/name:os.system", "!foo", "!", "!<tag:x>"]


def _escaped(text: str) -> str:
    return '"' + "".join(c if c.isalnum() or c in " .-%/" else f"\\u{ord(c):04x}" if ord(c) < 0x10000 else f"\\U{ord(c):08x}" for c in text) + '"'


@st.composite
def mutated_text(draw: Callable, text: str | None = None) -> str:
    """YAML text (a real spec, or one mutated as data) with one to three changes
    made to the text itself."""
    if text is None:
        text = draw(st.one_of(st.sampled_from([t for t, _ in bases()]), mutated_data().map(dump)))
    for step in range(draw(st.integers(1, 3))):
        slots = list(_SLOT.finditer(text))
        kind = draw(st.sampled_from(["alias", "recursive", "tag", "duplicate", "control", "raw-control", "huge",
                                     "blank", "merge", "truncate", "deep", "documents", "anchor-reuse"]))
        if kind == "truncate":
            text = text[: draw(st.integers(0, len(text)))]
            continue
        if kind == "duplicate":
            lines = text.split("\n")
            at = draw(st.integers(0, max(0, len(lines) - 1)))
            lines.insert(at, lines[at])
            text = "\n".join(lines)
            continue
        if kind == "raw-control":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(st.sampled_from(["\x00", "\x07", "\x1b", "\x85", "\u2028", "\ufeff", "\ud800"])) + text[at:]
            continue
        if kind == "deep":
            depth = draw(st.sampled_from([10, 63, 64, 65, 70, 2000]))
            text = text.rstrip("\n") + f"\nx: {'[' * depth}1{']' * depth}\n"
            continue
        if kind == "documents":
            text = text + draw(st.sampled_from(["\n---\nblueprint: 1\n", "\n...\n", "\n--- \n"]))
            continue
        if not slots:
            continue
        slot = draw(st.sampled_from(slots))
        start, end = slot.span()
        if kind == "alias":
            other = draw(st.sampled_from(slots))
            if other.start() > end:
                text = text[:start] + f"&a{step} " + text[start:other.start()] + f"*a{step}" + text[other.end():]
            else:
                text = text[:start] + f"*a{step}" + text[end:]  # an alias to nothing
        elif kind == "recursive":
            text = text[:start] + draw(st.sampled_from([f"&r{step} [*r{step}]", f"&r{step} {{x: *r{step}}}", f"&r{step} [[*r{step}]]"])) + text[end:]
        elif kind == "anchor-reuse":
            text = text[:start] + f"&a {slot.group()}" + text[end:]
            text = text.replace(": ", ": &a ", 1) if draw(st.booleans()) else text
        elif kind == "tag":
            text = text[:start] + draw(st.sampled_from(TAGS)) + " " + draw(st.sampled_from([slot.group(), "x", "maybe", "nope", "12", "''", "2024-05-01"])) + text[end:]
        elif kind == "control":
            value = draw(st.sampled_from(CONTROL))
            text = text[:start] + _escaped(draw(st.sampled_from([value, f"a{value}b", slot.group() + value]))) + text[end:]
        elif kind == "huge":
            text = text[:start] + str(draw(st.sampled_from(HUGE + [".inf", "-.inf", ".nan", ".NaN"]))) + text[end:]
        elif kind == "blank":
            text = text[:start] + draw(st.sampled_from(["' '", "''", "[]", "{}", "~", "'\\t'", '"\\n"'])) + text[end:]
        elif kind == "merge":
            text = text[:start] + "{<<: {id: m}, a: 1}" + text[end:]
    return text


# --- specs built from the marks' own keys ----------------------------------------------


@functools.cache
def _mark_keys() -> dict[str, tuple[str, ...]]:
    from blueprint.marks import REGISTRY

    return {name: tuple(f.alias or n for n, f in kind.model.model_fields.items()) for name, kind in REGISTRY.items()}


def _values(depth: int) -> st.SearchStrategy:
    if depth <= 0:
        return any_scalar
    return st.one_of(
        any_scalar, any_scalar,
        st.lists(_values(depth - 1), max_size=4),
        st.dictionaries(st.sampled_from(["id", "label", "share", "fill", "start", "end", "duration", "at", "state",
                                         "tiers", "values", "segments", "events", "noun", "alt", "x"]),
                        _values(depth - 1), max_size=4),
    )


@st.composite
def built_mark(draw: Callable, depth: int = 2) -> dict:
    keys = _mark_keys()
    kind = draw(st.sampled_from(sorted(keys)))
    body = draw(st.dictionaries(st.sampled_from(keys[kind]), _values(depth), max_size=6))
    if kind in ("row", "column") and depth > 0:
        body["marks"] = draw(st.lists(built_mark(depth - 1), max_size=3))
    return {kind: body}


@st.composite
def built_spec(draw: Callable) -> Any:
    """A spec built from scratch: real mark kinds and their real keys, with values
    both plausible and hostile."""
    spec: dict[str, Any] = {"blueprint": draw(st.sampled_from([1] * 12 + [2, "1", None, 1.0]))}
    spec["marks"] = draw(st.lists(built_mark(), min_size=0, max_size=4))
    for key in draw(st.lists(st.sampled_from(["subject", "alt", "canvas", "brand"]), max_size=2, unique=True)):
        spec[key] = draw(st.one_of(any_scalar, st.fixed_dictionaries({}, optional={
            "width": any_scalar, "height": any_scalar, "name": any_scalar, "show": any_scalar, "wordmark": any_scalar})))
    return spec


# --- the judge -------------------------------------------------------------------------


@functools.cache
def _templates() -> list[tuple[str, re.Pattern]]:
    from blueprint import messages

    found = []
    for name, value in vars(messages).items():
        if name.isupper() and isinstance(value, str):
            parts = re.split(r"\{[^{}]*\}", value)
            pattern = ".*?".join(re.escape(part) for part in parts)
            found.append((name, re.compile("^" + pattern)))
    found.sort(key=lambda item: -len(item[1].pattern))  # the most specific first
    return found


def kind_of(message: str) -> str:
    """The name in messages.py of the template a message was made from."""
    for name, pattern in _templates():
        if pattern.match(message):
            return name
    return "pydantic"


class Bad(AssertionError):
    """Blueprint broke a promise on this spec."""


def judge(text: str | bytes, rasterize: bool = False) -> str:
    """Compile a spec and say how it ended: `rendered`, or `refused:KIND` (the
    message of its first error). Raise Bad for an internal error, an error line
    out of format, an SVG that is not well-formed XML or draws a missing glyph."""
    from blueprint import SpecError, compile_spec, messages

    try:
        result = compile_spec(text, NAME)
    except SpecError as exc:
        if not exc.diagnostics:
            raise Bad("a SpecError without diagnostics") from None
        for diagnostic in exc.diagnostics:
            line = diagnostic.format()
            if not LINE.match(line):
                raise Bad(f"error line out of format: {line!r}") from None
            if "internal error" in line:
                raise Bad(line) from None
        message = exc.diagnostics[0].message
        return "refused:" + kind_of(message)
    except Exception as exc:  # noqa: BLE001 - this is what the harness looks for
        raise Bad(f"internal error: {type(exc).__name__}: {exc}") from exc
    try:
        ET.fromstring(result.svg.encode("utf-8"))
    except ET.ParseError as exc:
        raise Bad(f"invalid SVG: {exc}") from None
    if NOTDEF in result.svg:
        raise Bad("the SVG draws the font's missing-glyph box")
    if not result.alt or messages.escaped(result.alt) != result.alt:
        raise Bad(f"alt text not one printable line: {result.alt!r}")
    if rasterize:
        png = result.png
        if png[:8] != b"\x89PNG\r\n\x1a\n":
            raise Bad("not a PNG")
    return "rendered"
