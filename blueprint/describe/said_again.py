"""Sentences said again word for word, each once.

A sentence repeated for the same mark is dropped. One repeated for another
mark tells of another thing drawn alike: counted where it has an article to
count by ("There is a second row of twelve red crosses", review 6-C), else said
as what it is, the same again ("Likewise, all eight lanes ... alternate ...":
a second panel's lanes were dropped whole, tensor-parallel-overlap).
"""

from __future__ import annotations

import re

from blueprint.describe.say.sentences import sentence
from blueprint.describe.say.words import Words

FIRST_ARTICLE = re.compile(r"\b(a|an) (?=\w)")

Owner = tuple | None  # the mark a sentence was said for (None: the opening, or the links said last)


def said_once(said: list[tuple[Owner, str]], words: Words) -> list[str]:
    """The sentences (each with the mark it tells of) as said: each once."""
    seen: dict[str, int] = {}
    first_owner: dict[str, Owner] = {}
    kept = []
    for owner, raw in said:
        text = sentence(raw)
        seen[text] = seen.get(text, 0) + 1
        if seen[text] == 1:
            first_owner[text] = owner
            kept.append(text)
            continue
        counted = FIRST_ARTICLE.sub(f"a {words.ordinal(seen[text])} ", text, count=1)
        if counted != text and counted not in seen:
            kept.append(counted)
        elif owner is not None and first_owner[text] is not None and owner != first_owner[text]:
            kept.append(sentence(f"likewise, {raw.strip()}"))
    return kept
