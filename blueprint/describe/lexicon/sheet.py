"""The alt text of the icon sheet (`blueprint icons`): no spec, so no
describer; its words are the lexicon's like every other alt text's."""

from __future__ import annotations

from collections.abc import Sequence

from blueprint.describe.say.words import Words


def sheet_alt(names: Sequence[str], variants: Sequence[tuple[str, str]]) -> str:
    """"The Blueprint icon sheet: seventeen icons (laptop, gpu, ...), each drawn grey and blue, solid, dashed and dotted."""
    words = Words()
    colours = list(dict.fromkeys(colour for colour, _ in variants))
    outlines = list(dict.fromkeys(outline for _, outline in variants))
    return (f"The Blueprint icon sheet: {words.count(len(names), 'icon')} ({', '.join(names)}), "
            f"each drawn {words.join(colours)}, {words.join(outlines)}.")
