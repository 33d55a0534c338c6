"""Where each key of a TOML file stands, to point at what is wrong."""


from __future__ import annotations

import re


_BARE = re.compile(r"[A-Za-z0-9_-]+")


class Positions:
    """Where each key of a TOML file stands, and its value: enough of TOML's
    grammar (tables, dotted and quoted keys, inline tables, multi-line strings
    and arrays) to point at what is wrong. tomllib reads the values; this only
    finds them."""

    def __init__(self, text: str):
        self.keys: dict[tuple[str, ...], tuple[int, int]] = {}
        self.values: dict[tuple[str, ...], tuple[int, int]] = {}
        self._scan(text.splitlines())

    def locate(self, key: tuple[str, ...], *, value: bool = True) -> tuple[int, int]:
        """The line and column of `key`'s value (or of the key itself), or of
        the nearest enclosing table that has one; 1:1 if none."""
        probe = key
        while probe:
            table = self.values if value else self.keys
            if probe in table:
                return table[probe]
            if probe in self.keys:
                return self.keys[probe]
            probe = probe[:-1]
            value = False
        return (1, 1)

    def _scan(self, lines: list[str]) -> None:
        table: tuple[str, ...] = ()
        closing: str | None = None  # the quotes closing a multi-line string that is open
        depth = 0  # open brackets of a multi-line array
        for number, line in enumerate(lines, 1):
            if closing is not None:
                if closing in line:
                    closing = None
                continue
            if depth:
                depth = max(0, depth + _brackets(line))
                continue
            stripped = line.lstrip()
            indent = len(line) - len(stripped)
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("["):
                inner = stripped[2:] if stripped.startswith("[[") else stripped[1:]
                keys, _ = _read_key(inner, 0)
                if keys:
                    table = tuple(keys)
                    for size in range(1, len(table) + 1):  # `[tool.blueprint]` stands for `tool` too
                        self.keys.setdefault(table[:size], (number, indent + 1 + (2 if stripped.startswith("[[") else 1)))
                continue
            end = self._pair(line, indent, table, number)
            if end is None:
                continue
            rest = line[end:]
            for quotes in ('"""', "'''"):
                if rest.lstrip().startswith(quotes) and rest.count(quotes) == 1:
                    closing = quotes
            if rest.lstrip().startswith("["):
                depth = max(0, _brackets(rest))

    def _pair(self, line: str, start: int, table: tuple[str, ...], number: int) -> int | None:
        """Record `key = value` at `start` of the line; the index of the value, or None."""
        keys, at = _read_key(line, start)
        at = _skip_spaces(line, at)
        if not keys or at >= len(line) or line[at] != "=":
            return None
        path = table + tuple(keys)
        value_at = _skip_spaces(line, at + 1)
        self.keys.setdefault(path, (number, start + 1))
        self.values.setdefault(path, (number, value_at + 1))
        if value_at < len(line) and line[value_at] == "{":
            self._inline(line, value_at + 1, path, number)
        return value_at

    def _inline(self, line: str, at: int, table: tuple[str, ...], number: int) -> int:
        """The pairs of an inline table from `at` (past its `{`); the index past its `}`."""
        while at < len(line):
            at = _skip_spaces(line, at)
            if at >= len(line) or line[at] == "}":
                return at + 1
            if line[at] == ",":
                at += 1
                continue
            value_at = self._pair(line, at, table, number)
            if value_at is None:
                return len(line)
            at = _skip_value(line, value_at)
        return at


def _skip_spaces(line: str, at: int) -> int:
    while at < len(line) and line[at] in " \t":
        at += 1
    return at


def _read_key(line: str, at: int) -> tuple[list[str], int]:
    """A dotted key (`a.b`, `"a b".c`) from `at`: its parts and the index past it."""
    parts: list[str] = []
    while True:
        at = _skip_spaces(line, at)
        if at < len(line) and line[at] in "\"'":
            quote = line[at]
            end = line.find(quote, at + 1)
            if end < 0:
                return [], at
            parts.append(line[at + 1 : end])
            at = end + 1
        else:
            match = _BARE.match(line, at)
            if match is None:
                return [], at
            parts.append(match.group())
            at = match.end()
        at = _skip_spaces(line, at)
        if at < len(line) and line[at] == ".":
            at += 1
            continue
        return parts, at


def _skip_value(line: str, at: int) -> int:
    """The index past one inline value (a string, a list, a table, a word):
    at the `,` or `}` that ends it, outside strings and brackets."""
    depth, quote = 0, ""
    while at < len(line):
        char = line[at]
        if quote:
            if char == "\\" and quote == '"':
                at += 1
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char in "[{":
            depth += 1
        elif char in "]}":
            if depth == 0:
                return at
            depth -= 1
        elif char == "," and depth == 0:
            return at
        at += 1
    return at


def _brackets(text: str) -> int:
    """Brackets opened less those closed, outside strings and comments."""
    depth, quote = 0, ""
    for char in text:
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#":
            break
        elif char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
    return depth
