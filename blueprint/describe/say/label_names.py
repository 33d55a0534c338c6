"""A thing named by its label where the label says what it is: "peer node"
on a server node is "the peer node", "node a" is "node a" (a name, no
article); a reader reads the words under the icon, and "the middle server
node" sends them counting (review 8-C, issue 26: a thing introduced once is
referred to by its label or a short definite description after)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blueprint.describe.say.words import Words


def label_name(words: "Words", label: str, noun: str) -> str | None:
    """ "the peer node" (the label ends with the last word of the thing's noun,
    "server node"), "node a" (it starts with it and a short mark follows: a
    name); None otherwise."""
    head = noun.split()[-1]
    parts = label.lower().split()
    if len(parts) < 2 or head.lower() not in parts:
        return None
    if parts[-1] == head.lower():
        return f"the {words.spoken(label)}"
    if parts[0] == head.lower() and len(parts) == 2 and len(parts[1]) <= 3:
        return words.spoken(label)
    return None
