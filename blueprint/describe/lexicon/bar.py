"""The bar's phrases: its noun phrase where another mark's sentence names it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blueprint.describe.say.words import Words


def bar_named(words: "Words", fill: str, hatch: bool, outline: str, label: str | None) -> str:
    """The bar as another mark's sentence names it ("a grey bar marked one
    gpu-year"): its look (a white or empty bar says none), its label spoken."""
    before, after = words.look(fill, hatch, outline)
    if fill in ("white", "none") and not hatch:
        before = ""
    phrase = words.article(" ".join(filter(None, [before, "bar", after])))
    return phrase + (f" marked {words.spoken(label)}" if label else "")
