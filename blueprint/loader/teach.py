"""What the writer meant, where YAML read it otherwise: the loader's teaching.

YAML's errors say where the parser gave up and its values what they became;
a writer needs where the mistake is and what they wrote. So these read the
source text again: the word a boolean was written as (`on`), the tab in an
indent, the bracket that was opened and never closed.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import yaml

from blueprint import messages
from blueprint.values import SECONDS, time_unit

# the words YAML 1.1 (PyYAML) reads as true or false
BOOLEAN_WORDS = frozenset(
    spelling for word in ("yes", "no", "true", "false", "on", "off") for spelling in (word, word.title(), word.upper())
)
_BREAK = re.compile(r"\r\n|[\r\n\x85\u2028\u2029]")  # YAML's line breaks: its lines and columns count by them
_WORD = re.compile(r"(?:&[^\s,\[\]{}]+\s+)?([A-Za-z]+)")  # a plain word, after its anchor (`&a on`)
_CLOSERS = {"[": "]", "{": "}"}
# libyaml's scanner where PyYAML was built with it: a megabyte of tokens in a second, not ten
_SCANNER: Any = getattr(yaml, "CSafeLoader", None) if getattr(yaml, "__with_libyaml__", False) else None
_SCANNER = _SCANNER or yaml.SafeLoader


@functools.lru_cache(maxsize=4)
def _lines(text: str) -> list[str]:
    return _BREAK.split(text)


def _line(text: str, line: int) -> str:
    lines = _lines(text)
    return lines[line - 1] if 0 < line <= len(lines) else ""


def written_boolean(text: str, line: int, column: int) -> str | None:
    """The word a true or false at this place was written as (`on`, `No`), if a word."""
    match = _WORD.match(_line(text, line), max(column - 1, 0))
    return match.group(1) if match and match.group(1) in BOOLEAN_WORDS else None


def boolean(kind: str, value: Any, word: str | None, choices: list[str]) -> str | None:
    """The message for a boolean where a word was wanted: quote it, or (in a list
    of words it is not one of) the choices as the writer wrote it."""
    if word is None or not isinstance(value, bool):
        return None
    if kind == "string_type" or (kind == "literal_error" and word in choices):
        return messages.BOOLEAN_WORD.format(word=word)
    if kind == "literal_error":
        hint = messages.HINT_NONE if word.lower() in ("no", "off", "false") and "none" in choices else messages.suggestion(word, choices)
        return messages.BAD_CHOICE.format(value=word, valid=messages.one_of(choices), hint=hint)
    return None


def choice(value: Any, choices: list[str]) -> str | None:
    """A time unit spelt out where only its short form is a choice (`unit: hours`)."""
    if not isinstance(value, str) or set(choices) != set(SECONDS):
        return None
    if value.strip().lower() == "m":
        return messages.TIME_UNIT_M.format(fix="min")
    unit = time_unit(value.strip())
    return messages.TIME_UNIT_WORD.format(found=messages.shown(value), unit=unit, valid=messages.one_of(SECONDS)) if unit else None


def syntax(text: str, mark: Any, problem: str) -> tuple[int, int, str] | None:
    """(line, column, problem) for a YAML error a writer can be taught: a tab in
    an indent, at the tab; an unclosed `[` or `{`, where it opens. None otherwise."""
    if mark is None:
        return None
    line, column = mark.line + 1, mark.column + 1
    tab = _tab(_line(text, line), column, "tab" in problem)
    if tab is not None:
        return line, tab, messages.YAML_TAB
    return _unclosed(text, (line, column))


def _tab(line: str, column: int, about_a_tab: bool) -> int | None:
    """The column of the tab YAML stopped at, or (where its problem is a tab) of
    the first tab in the indent before it."""
    if line[column - 1 : column] == "\t":
        return column
    indent = line[: len(line) - len(line.lstrip(" \t"))][:column]
    return indent.index("\t") + 1 if about_a_tab and "\t" in indent else None


def _unclosed(text: str, stopped: tuple[int, int]) -> tuple[int, int, str] | None:
    """The innermost `[` or `{` still open where the parser stopped and never
    closed after it: at the end of the text, or where another bracket closes first.
    The tokens come from YAML's own scanner, so quotes, comments and block
    text are read as YAML reads them."""
    opened: list[tuple[str, int, int]] = []
    crossed: tuple[str, int, int] | None = None
    try:
        for token in yaml.scan(text, Loader=_SCANNER):
            mark = token.start_mark
            if isinstance(token, (yaml.FlowSequenceStartToken, yaml.FlowMappingStartToken)):
                opened.append((token.id, mark.line + 1, mark.column + 1))
            elif isinstance(token, (yaml.FlowSequenceEndToken, yaml.FlowMappingEndToken)):
                if opened and _CLOSERS[opened[-1][0]] == token.id:
                    opened.pop()
                elif opened:
                    crossed = (token.id, mark.line + 1, mark.column + 1)
                    break
                else:
                    return None  # a closer with nothing open: not this mistake
    except yaml.YAMLError:
        return None  # the scanner stops before the end: whether a bracket closes is not known
    if not opened:
        return None
    bracket, line, column = opened[-1]
    if (line, column) > stopped:
        return None  # opened after the parser gave up: another mistake came first
    closer = _CLOSERS[bracket]
    if crossed is None:
        return line, column, messages.BRACKET_UNCLOSED.format(bracket=bracket, closer=closer)
    found, at_line, at_column = crossed
    return line, column, messages.BRACKET_CROSSED.format(bracket=bracket, closer=closer, found=found, line=at_line, column=at_column)
