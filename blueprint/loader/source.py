"""YAML text -> plain data plus a map of where every value came from.

Safe YAML only: the text is scanned for nesting depth before it is composed
(PyYAML composes recursively), aliases are expanded under a budget (so an alias
bomb is an error, not a hang), and only the core YAML tags are accepted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from blueprint import messages
from blueprint.diagnostics import Diagnostics, Location
from blueprint.sourcemap import Path, SourceMap

MAX_BYTES = 1_000_000
MAX_DEPTH = 64
MAX_VALUES = 50_000


_OPENERS = (
    yaml.BlockMappingStartToken,
    yaml.BlockSequenceStartToken,
    yaml.FlowMappingStartToken,
    yaml.FlowSequenceStartToken,
)
_CLOSERS = (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)


def _location(path: str, mark: Any) -> Location:
    if mark is None:
        return Location(path, 1, 1)
    return Location(path, mark.line + 1, mark.column + 1)


def decode(data: bytes, path: str, diagnostics: Diagnostics) -> str | None:
    """Bytes -> text, with the line and column of the first byte that is not UTF-8."""
    if len(data) > MAX_BYTES:
        diagnostics.error(Location(path, 1, 1), messages.TOO_LARGE.format(size=len(data), limit=MAX_BYTES))
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


def _check_depth(text: str, path: str, diagnostics: Diagnostics) -> bool:
    depth = 0
    try:
        for token in yaml.scan(text, Loader=yaml.SafeLoader):
            if isinstance(token, _OPENERS):
                depth += 1
                if depth > MAX_DEPTH:
                    diagnostics.error(_location(path, token.start_mark), messages.TOO_DEEP.format(limit=MAX_DEPTH))
                    return False
            elif isinstance(token, _CLOSERS):
                depth -= 1
    except yaml.YAMLError as exc:
        _syntax_error(exc, text, path, diagnostics)
        return False
    return True


def _syntax_error(exc: yaml.YAMLError, text: str, path: str, diagnostics: Diagnostics) -> None:
    if isinstance(exc, yaml.reader.ReaderError):
        before = text[: exc.position]
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        problem = f"character {chr(exc.character)!r} is not allowed in YAML text"
        diagnostics.error(Location(path, line, column), messages.YAML_SYNTAX.format(problem=problem))
        return
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    diagnostics.error(_location(path, mark), messages.YAML_SYNTAX.format(problem=problem))


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
        if isinstance(node, ScalarNode):
            return self._scalar(node)
        if isinstance(node, SequenceNode):
            return [self.build(item, where + (index,)) for index, item in enumerate(node.value)]
        if isinstance(node, MappingNode):
            return self._mapping(node, where)
        return None

    def _scalar(self, node: ScalarNode) -> Any:
        try:
            value = self.constructor.construct_object(node, deep=True)
        except ConstructorError:
            self.diagnostics.error(_location(self.path, node.start_mark), messages.UNSUPPORTED_TAG.format(tag=node.tag))
            return None
        return value

    def _mapping(self, node: MappingNode, where: Path) -> dict[Any, Any]:
        if node.tag not in ("tag:yaml.org,2002:map",):
            self.diagnostics.error(_location(self.path, node.start_mark), messages.UNSUPPORTED_TAG.format(tag=node.tag))
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                self.diagnostics.error(_location(self.path, key_node.start_mark), messages.NON_STRING_KEY.format(found="a list or mapping"))
                continue
            key = self._scalar(key_node)
            if key_node.tag == "tag:yaml.org,2002:merge" or key == "<<":
                self.diagnostics.error(_location(self.path, key_node.start_mark), messages.UNSUPPORTED_TAG.format(tag="<< (merge key)"))
                continue
            if not isinstance(key, str):
                key = str(key)
            if key in result:
                self.diagnostics.error(_location(self.path, key_node.start_mark), messages.DUPLICATE_KEY.format(key=key))
                continue
            self.source.keys[where + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            result[key] = self.build(value_node, where + (key,))
        return result


def load_yaml(text: str, path: str, diagnostics: Diagnostics) -> tuple[Any, SourceMap] | None:
    """Compose one YAML document safely; None (with diagnostics) if it cannot be read."""
    if not text.strip():
        diagnostics.error(Location(path, 1, 1), messages.EMPTY)
        return None
    if not _check_depth(text, path, diagnostics):
        return None
    try:
        documents = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError as exc:
        _syntax_error(exc, text, path, diagnostics)
        return None
    except RecursionError:
        diagnostics.error(Location(path, 1, 1), messages.TOO_DEEP.format(limit=MAX_DEPTH))
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
