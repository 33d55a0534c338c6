"""Finding `blueprint` blocks in a post's lines: fenced code blocks whose
info string's first word is `blueprint`, with their attributes (`name`,
`caption`) bare or in braces as Hugo writes them."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from blueprint import messages

LANGUAGE = "blueprint"
ATTRIBUTES = ("name", "caption")

_FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
_LANGUAGE = re.compile(r"^\s*blueprint(?![\w.-])")
_SEPARATORS = re.compile(r"[\s,]*")
_ATTRIBUTE = re.compile(r"""(?P<key>[A-Za-z_][\w-]*)\s*=\s*(?P<value>"(?:[^"\\]|\\.)*"|'[^']*'|[^\s,"'{}=]+)""")


@dataclass(frozen=True)
class Block:
    """One ```` ```blueprint ```` block: where it stands in the text's lines, its
    info string (after the word `blueprint`) and the lines between its fences."""

    start: int  # the opening fence's index among the lines
    end: int  # the index past its closing fence (the text's end if it is never closed)
    fence: str  # the opening fence, "```" or "~~~~"...
    info: str  # what follows `blueprint` on the fence's line
    info_column: int  # the 1-based column where `info` starts
    body: tuple[str, ...]
    closed: bool = True

    @property
    def line(self) -> int:
        """The fence's line, 1-based: the spec's line N is the text's `line + N`."""
        return self.start + 1

    @property
    def inner(self) -> str:
        """The block's text as Hugo's `.Inner` holds it: trailing line breaks left out."""
        return "\n".join(self.body).rstrip("\n")

    @property
    def text(self) -> str:
        """The spec, as a file would hold it."""
        return self.inner + "\n"

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.inner.encode("utf-8", "surrogatepass")).hexdigest()

    @property
    def default_name(self) -> str:
        """`spec-` and 8 hex digits of the text's sha256: what a Hugo render hook computes."""
        return "spec-" + self.digest[:8]


def find_blocks(lines: Sequence[str]) -> list[Block]:
    """Every `blueprint` block among the lines of a Markdown text, in order.
    Fences of other languages are skipped whole (a block shown as code in a
    longer fence is not drawn); a fence opens only at the start of a line."""
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        opening = _FENCE.match(lines[index].rstrip("\r"))
        if opening is None or (opening["fence"][0] == "`" and "`" in opening["info"]):
            index += 1
            continue
        fence, info = opening["fence"], opening["info"]
        end = _closing(lines, index + 1, fence)
        language = _LANGUAGE.match(info)
        if language is not None:
            blocks.append(Block(
                index, min(end + 1, len(lines)), fence, info[language.end():], len(fence) + language.end() + 1,
                tuple(line.rstrip("\r") for line in lines[index + 1:end]), closed=end < len(lines),
            ))
        index = end + 1
    return blocks


def _closing(lines: Sequence[str], start: int, fence: str) -> int:
    """The index of the fence that closes one opened with `fence` (the same
    character, at least as many, nothing after but spaces), or the text's end."""
    for index in range(start, len(lines)):
        line = lines[index].rstrip()
        if len(line) >= len(fence) and line == fence[0] * len(line):
            return index
    return len(lines)


def block_attributes(info: str) -> tuple[dict[str, str], tuple[int, str] | None]:
    """The attributes of a block's info string, and its first problem, if any
    (the offset in `info` and the message). `name=NAME caption="TEXT"`, bare
    or in braces (`{name="x", caption="y"}`), separated by spaces or commas."""
    text, shift = info.rstrip(), 0
    stripped = text.lstrip()
    if stripped.startswith("{"):
        if not stripped.endswith("}"):
            return {}, (len(text) - len(stripped), messages.BLOCK_BRACES)
        shift = len(text) - len(stripped) + 1
        text = stripped[1:-1]
    found: dict[str, str] = {}
    position = 0
    while True:
        position = _SEPARATORS.match(text, position).end()  # type: ignore[union-attr]  # `*` always matches
        if position >= len(text):
            return found, None
        attribute = _ATTRIBUTE.match(text, position)
        if attribute is None:
            return found, (shift + position, messages.BLOCK_ATTRIBUTE.format(found=messages.shown(text[position:].strip())))
        key, value = attribute["key"], attribute["value"]
        if key not in ATTRIBUTES:
            hint = messages.suggestion(key, ATTRIBUTES)
            return found, (shift + position, messages.BLOCK_ATTRIBUTE_UNKNOWN.format(
                key=messages.shown(key), hint=hint, valid=messages.one_of(ATTRIBUTES)))
        if key in found:
            return found, (shift + position, messages.BLOCK_ATTRIBUTE_TWICE.format(key=key))
        found[key] = _unquoted(value)
        position = attribute.end()


def _unquoted(value: str) -> str:
    if value[:1] == '"':
        return re.sub(r"\\(.)", r"\1", value[1:-1])
    if value[:1] == "'":
        return value[1:-1]
    return value
