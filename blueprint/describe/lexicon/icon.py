"""What the alt text calls an icon of the set (an icon mark, an icon a
connector carries): the icon's own noun, or a word that names the thing drawn."""

from __future__ import annotations

from blueprint.icons import ICONS

# Nouns where the icon set's own noun would not name a thing drawn.
NOUNS = {"storage": "storage icon", "cloud": "cloud icon", "model": "model icon", "cross": "cross"}


def icon_noun(name: str) -> str:
    """"GPU card", "save icon", "cross"."""
    return NOUNS.get(name, ICONS[name].noun)
