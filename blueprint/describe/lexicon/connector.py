"""The connector's words: what the alt text calls the line and what cuts it."""

from __future__ import annotations


def line_noun(noun: str | None, arrowed: bool) -> str:
    """The writer's noun for the line (`cable`), else an arrow or a line."""
    return noun or ("arrow" if arrowed else "line")


def cut_noun() -> str:
    """The red cross a cut draws across the line."""
    return "red cross"
