"""The bar's phrases: its noun phrase where another mark's sentence names it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blueprint.describe.say.facts import Look
    from blueprint.describe.say.words import Words


def bar_named(words: "Words", look: "Look", label: str | None) -> str:
    """The bar as another mark's sentence names it ("a grey bar marked one
    gpu-year"): its look (a white or empty bar says none), its label spoken."""
    before, after = words.look_of(look)
    if look.colour in ("white", "none") and not look.hatch:
        before = ""
    phrase = words.article(" ".join(filter(None, [before, "bar", after])))
    return phrase + (f" marked {words.spoken(label)}" if label else "")
