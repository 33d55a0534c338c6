"""Embed snippets for a post: the alt text once, escaped, never repeated beside it.

Whatever a spec's file name or alt text holds, a snippet is one image and
nothing more: the address is percent-encoded where the format would read a
character as syntax (a Markdown address cannot close early, an HTML attribute
cannot end), and the alt text is escaped for the format it stands in.
"""

from __future__ import annotations

import html
import re
from urllib.parse import quote

# What may stay as it is in an address given with --src: the characters of a
# URL, less those Markdown reads in a link's destination (`(`, `)`, `<`, `>`,
# spaces, `\`) and those that could end an HTML attribute (quotes).
_ADDRESS_SAFE = "/:?#[]@!$&*+,;=%~-._"
_SPACES = re.compile(r"\s+")
# ASCII punctuation Markdown reads inside an image's description: brackets and
# parentheses (which close it), backslash, code, emphasis, HTML and entities.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]()<>&!{}#|~])")


def image_address(file_name: str) -> str:
    """The relative address of an output file named after a spec: every
    character but letters, digits and `-._~` percent-encoded, so the name is
    always one relative path (never `javascript:`, never two words)."""
    return quote(file_name, safe="")


def _address(src: str) -> str:
    """An address for a snippet: characters a format would read as syntax, and
    any control or non-ASCII character, percent-encoded (UTF-8)."""
    return quote(src.strip(), safe=_ADDRESS_SAFE)


def _one_line(alt: str) -> str:
    return _SPACES.sub(" ", alt).strip()


def html_snippet(src: str, alt: str, width: float, height: float) -> str:
    return (
        f'<img src="{html.escape(_address(src), quote=True)}" alt="{html.escape(_one_line(alt), quote=True)}" '
        f'width="{int(width)}" height="{int(height)}" loading="lazy" decoding="async">'
    )


def markdown_snippet(src: str, alt: str) -> str:
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", _one_line(alt))
    return f"![{escaped}]({_address(src)})"
