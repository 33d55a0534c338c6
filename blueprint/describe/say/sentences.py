"""A sentence made of a clause: capitalised, closed with a full stop, an
apposition that ends it closed with it, and no article before a named owner.
"""

from __future__ import annotations

import re


# A comma closing an apposition ("a save icon, a local copy,") where a clause ends anyway.
_APPOSITION_END = re.compile(r",\s*([,;.])(?!\d)")


# "the job a's memory bandwidth": an article before a possessive whose owner is a
# name (a word and a letter or number: "job a", "node 1") reads as a slip; the
# possessive is the determiner ("job a's memory bandwidth"). "the node's" keeps it.
_ARTICLE_BEFORE_NAMED_OWNER = re.compile(r"\b([Tt])he ([A-Za-z][\w-]* (?:[A-Za-z]|\d+)'s?\b)")


def _owner_article(match: re.Match[str]) -> str:
    owner = match.group(2)
    return owner[0].upper() + owner[1:] if match.group(1) == "T" else owner


def sentence(text: str) -> str:
    text = _APPOSITION_END.sub(r"\1", text).strip().rstrip(",")  # an apposition that ends a clause closes with it
    text = _ARTICLE_BEFORE_NAMED_OWNER.sub(_owner_article, text)
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
