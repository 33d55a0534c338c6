"""The bracket's words: what the alt text calls the mark by its shape."""

from __future__ import annotations

NOUNS = {"bracket": "bracket", "brace": "brace"}


def bracket_noun(shape: str) -> str:
    """"bracket" for a line with ticks, "brace" for a curly brace."""
    return NOUNS[shape]
