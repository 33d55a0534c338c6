"""YAML text -> plain data plus a map of where every value came from.

Safe YAML only: a file is measured before it is read (and read no further
than the limit); nodes are composed from the parser's events without
recursion, stopping at a nesting depth; an alias used inside its own anchor is
refused at the alias; aliases are expanded under a budget (so an alias bomb is
an error, not a hang); only the plain YAML tags are accepted (text, numbers,
true or false, null, lists and mappings), each only on a value it fits; and a
number past any float (`1e400`, 5,000 digits) is kept as infinity with the
text it was written as, for its field to refuse with its range.
"""

from __future__ import annotations

import math
import os
import stat
import sys
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from blueprint import messages
from blueprint.diagnostics import Diagnostics, Location
from blueprint.loader import teach
from blueprint.sourcemap import Path, SourceMap
from blueprint.values import MAX_DIGITS, WrittenNumber, digits_written_out

MAX_BYTES = 1_000_000
MAX_DEPTH = 64
MAX_VALUES = 50_000
MAX_NUMBER_CHARS = 400  # a YAML integer longer than this is past any float: kept as infinity, as written

_CORE = "tag:yaml.org,2002:"
_STR, _INT, _FLOAT, _BOOL, _NULL = (_CORE + name for name in ("str", "int", "float", "bool", "null"))
_SCALAR_TAGS = {_STR: "text", _INT: "a whole number", _FLOAT: "a number", _BOOL: "true or false", _NULL: "null"}
_NULL_WORDS = ("", "~", "null", "Null", "NULL")
_LARGEST_FLOAT = int(sys.float_info.max)
_REFUSED = object()  # a scalar refused at its tag (the error is already said)


def short_tag(tag: str) -> str:
    """`tag:yaml.org,2002:int` as it is written, `!!int`."""
    return "!!" + tag[len(_CORE):] if tag.startswith(_CORE) else tag


def read_spec(path: str | os.PathLike[str], diagnostics: Diagnostics, name: str | None = None) -> bytes | None:
    """The bytes of a spec file, measured before they are read: a file over the
    size limit (or one that grows past it while read) is refused without
    holding more than the limit in memory; a folder, device or pipe is refused."""
    where = Location(name or os.fspath(path), 1, 1)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        diagnostics.error(where, messages.CANNOT_READ.format(reason=exc.strerror or exc))
        return None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            diagnostics.error(where, messages.NOT_A_FILE)
            return None
        if info.st_size > MAX_BYTES:
            diagnostics.error(where, messages.TOO_LARGE.format(size=f"{info.st_size:,}", limit=f"{MAX_BYTES:,}"))
            return None
        with os.fdopen(descriptor, "rb", closefd=False) as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as exc:
        diagnostics.error(where, messages.CANNOT_READ.format(reason=exc.strerror or exc))
        return None
    finally:
        os.close(descriptor)
    if len(data) > MAX_BYTES:
        diagnostics.error(where, messages.TOO_LARGE.format(size=f"more than {MAX_BYTES:,}", limit=f"{MAX_BYTES:,}"))
        return None
    return data


def _location(path: str, mark: Any) -> Location:
    if mark is None:
        return Location(path, 1, 1)
    return Location(path, mark.line + 1, mark.column + 1)


def decode(data: bytes, path: str, diagnostics: Diagnostics) -> str | None:
    """Bytes -> text, with the line and column of the first byte that is not UTF-8."""
    if len(data) > MAX_BYTES:
        diagnostics.error(Location(path, 1, 1), messages.TOO_LARGE.format(size=f"{len(data):,}", limit=f"{MAX_BYTES:,}"))
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode("utf-8", errors="replace")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        diagnostics.error(Location(path, line, column), messages.NOT_UTF8.format(byte=data[exc.start]))
        return None
    return text.removeprefix("\ufeff")


def _syntax_error(exc: yaml.YAMLError, text: str, path: str, diagnostics: Diagnostics) -> None:
    if isinstance(exc, yaml.reader.ReaderError):
        if _PARSER is yaml.SafeLoader:
            before = text[: exc.position]
        else:  # libyaml counts the bytes of the UTF-8 text
            before = text.encode("utf-8", "surrogatepass")[: exc.position].decode("utf-8", "replace")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        problem = messages.YAML_CHARACTER.format(character=messages.escaped(repr(chr(exc.character))))
        diagnostics.error(Location(path, line, column), messages.YAML_SYNTAX.format(problem=problem))
        return
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or (str(exc).splitlines() or ["unreadable"])[0]
    if "maximum nesting depth" in problem:  # libyaml's own limit, past ours
        diagnostics.error(_location(path, mark), messages.TOO_DEEP.format(limit=MAX_DEPTH))
        return
    taught = teach.syntax(text, mark, problem)  # a tab, an unclosed bracket: said where the writer erred
    if taught is not None:
        line, column, problem = taught
        diagnostics.error(Location(path, line, column), messages.YAML_SYNTAX.format(problem=problem))
        return
    diagnostics.error(_location(path, mark), messages.YAML_SYNTAX.format(problem=problem))


# libyaml's parser where PyYAML was built with it (ten times faster), else PyYAML's own
_PARSER: type[yaml.SafeLoader] | type[yaml.CSafeLoader] = yaml.CSafeLoader if getattr(yaml, "__with_libyaml__", False) else yaml.SafeLoader


class _Stop(Exception):
    """Composition stops here; the reason is already among the diagnostics."""


class _Scalar(ScalarNode):
    """A scalar node that notes whether the writer wrote its tag (`!!int x`)."""

    explicit_tag = False


def _compose(text: str, path: str, diagnostics: Diagnostics) -> list[Node] | None:
    """YAML text -> one node tree per document, composed from the parser's events
    without recursion. Unlike PyYAML's composer it stops at MAX_DEPTH levels
    (at the node that goes deeper), refuses an alias used inside its own anchor
    (`&a [*a]`) at the alias instead of building a cycle, lets a later anchor
    of the same name replace an earlier one (as YAML does), and notes which
    scalars carry a tag the writer wrote (`!!int x`)."""
    resolver = yaml.resolver.Resolver()
    documents: list[Node] = []
    anchors: dict[str, Node] = {}
    open_anchors: list[str] = []
    stack: list[list[Any]] = []  # [node, anchor, key waiting for its value]
    recursive = False

    def attach(node: Node) -> None:
        if not stack:
            documents.append(node)
            return
        parent = stack[-1]
        if isinstance(parent[0], SequenceNode):
            parent[0].value.append(node)
        elif parent[2] is None:
            parent[2] = node
        else:
            parent[0].value.append((parent[2], node))
            parent[2] = None

    def deeper(mark: Any) -> None:
        if len(stack) >= MAX_DEPTH:
            diagnostics.error(_location(path, mark), messages.TOO_DEEP.format(limit=MAX_DEPTH))
            raise _Stop

    try:
        for event in yaml.parse(text, Loader=_PARSER):
            if isinstance(event, yaml.ScalarEvent):
                tag = event.tag
                explicit = tag is not None and tag != "!"
                if tag is None or not explicit:
                    tag = resolver.resolve(ScalarNode, event.value, event.implicit)
                # libyaml's marks are yaml._yaml.Mark, which the stubs' nodes do not name (they only hold them)
                scalar = _Scalar(tag, event.value, event.start_mark, event.end_mark, style=event.style)  # type: ignore[arg-type]
                scalar.explicit_tag = explicit
                if event.anchor is not None:
                    anchors[event.anchor] = scalar
                attach(scalar)
            elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                deeper(event.start_mark)
                kind = SequenceNode if isinstance(event, yaml.SequenceStartEvent) else MappingNode
                tag = event.tag if event.tag not in (None, "!") else resolver.resolve(kind, None, event.implicit)
                collection = kind(tag, [], event.start_mark, event.end_mark, flow_style=event.flow_style)  # type: ignore[arg-type]  # libyaml's marks, as above
                attach(collection)
                if event.anchor is not None:
                    anchors[event.anchor] = collection
                    open_anchors.append(event.anchor)
                stack.append([collection, event.anchor, None])
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                node, anchor, _ = stack.pop()
                node.end_mark = event.end_mark
                if anchor is not None:
                    open_anchors.remove(anchor)
            elif isinstance(event, yaml.AliasEvent):
                if event.anchor in open_anchors:
                    recursive = True
                    diagnostics.error(_location(path, event.start_mark), messages.RECURSIVE_ALIAS.format(name=messages.shown(event.anchor)))
                    attach(_Scalar(_NULL, "", event.start_mark, event.end_mark))  # type: ignore[arg-type]  # libyaml's marks, as above
                elif event.anchor in anchors:
                    attach(anchors[event.anchor])
                else:
                    problem = messages.ALIAS_UNDEFINED.format(name=messages.shown(event.anchor))
                    diagnostics.error(_location(path, event.start_mark), messages.YAML_SYNTAX.format(problem=problem))
                    raise _Stop
    except yaml.YAMLError as exc:
        _syntax_error(exc, text, path, diagnostics)
        return None
    except _Stop:
        return None
    return None if recursive else documents


class _Builder:
    """Turns composed YAML nodes into plain data, recording positions."""

    def __init__(self, path: str, diagnostics: Diagnostics):
        self.path = path
        self.diagnostics = diagnostics
        self.source = SourceMap(path)
        self.constructor = SafeConstructor()
        self.count = 0
        self.exhausted = False

    def build(self, node: Node, where: Path) -> Any:
        self.count += 1
        if self.count > MAX_VALUES:
            if not self.exhausted:
                self.exhausted = True
                self.diagnostics.error(_location(self.path, node.start_mark), messages.TOO_MANY_NODES.format(limit=MAX_VALUES))
            return None
        if self.exhausted:
            return None
        self.source.values.setdefault(where, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, _Scalar):  # every scalar _compose makes
            value = self._scalar(node)
            if value is _REFUSED:
                self.source.refused.add(where)
                return None
            return value
        if isinstance(node, SequenceNode):
            return self._sequence(node, where)
        if isinstance(node, MappingNode):
            return self._mapping(node, where)
        return None

    def _refuse_tag(self, node: Node) -> None:
        self.diagnostics.error(_location(self.path, node.start_mark), messages.UNSUPPORTED_TAG.format(tag=messages.shown(short_tag(node.tag))))

    def _scalar(self, node: _Scalar) -> Any:
        """A scalar as plain data: text, a number, true or false, or null. A date
        written plainly (`2024-05-01`) stays text; a tag the writer wrote is
        honoured only if the value fits it; any other tag is refused at the tag."""
        tag, explicit = node.tag, node.explicit_tag
        if tag == _STR or (tag == _CORE + "timestamp" and not explicit):
            return node.value
        if tag not in _SCALAR_TAGS:
            self._refuse_tag(node)
            return _REFUSED
        if tag == _NULL:
            if node.value in _NULL_WORDS:
                return None
            return self._misfit(node)
        if tag == _INT and len(node.value) > MAX_NUMBER_CHARS and node.value.isascii() and node.value.lstrip("+-").replace("_", "").isdigit():
            return WrittenNumber(float("-inf") if node.value.startswith("-") else float("inf"), node.value)
        try:
            value = self.constructor.construct_object(node, deep=True)
        except Exception:  # noqa: BLE001 - PyYAML raises ValueError, KeyError, AttributeError... for a misfit
            if explicit:
                return self._misfit(node)
            return WrittenNumber(float("-inf") if node.value.startswith("-") else float("inf"), node.value)
        if isinstance(value, float) and not math.isfinite(value):
            return WrittenNumber(value, node.value)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > _LARGEST_FLOAT:
            return WrittenNumber(-math.inf if value < 0 else math.inf, node.value)  # past any field's range
        if isinstance(value, float) and (digits := digits_written_out(value)) > MAX_DIGITS:
            self.diagnostics.error(
                _location(self.path, node.start_mark),
                messages.NUMBER_PAST_SCALE.format(found=messages.shown(node.value), count=f"{digits:,}", limit=MAX_DIGITS),
            )
            return _REFUSED
        return value

    def _misfit(self, node: ScalarNode) -> Any:
        self.diagnostics.error(
            _location(self.path, node.start_mark),
            messages.TAG_MISFIT.format(tag=short_tag(node.tag), value=messages.shown(node.value), expected=_SCALAR_TAGS[node.tag]),
        )
        return _REFUSED

    def _sequence(self, node: SequenceNode, where: Path) -> list[Any] | None:
        if node.tag != _CORE + "seq":
            self._refuse_tag(node)
            self.source.refused.add(where)
            return None
        return [self.build(item, where + (index,)) for index, item in enumerate(node.value)]

    def _mapping(self, node: MappingNode, where: Path) -> dict[Any, Any] | None:
        if node.tag != _CORE + "map":
            self._refuse_tag(node)
            self.source.refused.add(where)
            return None
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, _Scalar):
                self.diagnostics.error(_location(self.path, key_node.start_mark), messages.NON_STRING_KEY.format(found="a list or mapping"))
                continue
            if key_node.tag == _CORE + "merge" or key_node.value == "<<":
                self.diagnostics.error(_location(self.path, key_node.start_mark), messages.UNSUPPORTED_TAG.format(tag="<< (merge key)"))
                continue
            key = self._scalar(key_node)
            if key is _REFUSED:
                continue
            if not isinstance(key, str):
                key = key_node.value  # a key is a name: `1`, `on`, `~` as written
            if key in result:
                self.diagnostics.error(_location(self.path, key_node.start_mark), messages.DUPLICATE_KEY.format(key=messages.shown(key)))
                continue
            self.source.keys[where + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            result[key] = self.build(value_node, where + (key,))
        return result


def load_yaml(text: str, path: str, diagnostics: Diagnostics) -> tuple[Any, SourceMap] | None:
    """Compose one YAML document safely; None (with diagnostics) if it cannot be read."""
    if not text.strip():
        diagnostics.error(Location(path, 1, 1), messages.EMPTY)
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:  # only text given from Python can hold half a character
        before = text[: exc.start]
        line, column = before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
        diagnostics.error(Location(path, line, column), messages.LONE_SURROGATE.format(code=ord(text[exc.start])))
        return None
    documents = _compose(text, path, diagnostics)
    if documents is None:
        return None
    documents = [d for d in documents if d is not None and d.tag != "tag:yaml.org,2002:null"]
    if not documents:
        diagnostics.error(Location(path, 1, 1), messages.EMPTY)
        return None
    if len(documents) > 1:
        diagnostics.error(_location(path, documents[1].start_mark), messages.MULTIPLE_DOCUMENTS)
        return None
    builder = _Builder(path, diagnostics)
    data = builder.build(documents[0], ())
    if builder.exhausted:
        return None
    return data, builder.source
