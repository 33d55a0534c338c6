"""What the alt text calls a group: a row, a column, or a panel."""

from __future__ import annotations


def group_noun(kind: str, labelled: bool, holding: int) -> str:
    """A labelled group holding one mark is a panel ("side by side in panels
    marked before and after"); any other is its kind, a row or a column."""
    return "panel" if labelled and holding == 1 else kind
