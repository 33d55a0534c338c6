"""Links that fan out from one thing, said once (aggregation): "is joined by
three lines to the top card, the middle card and an empty GPU card", never
the same clause three times. Only links alike in verb and look, with no words
of their own and nothing delivered, each to a thing of its own; the clause is
built here from the line's phrase and the targets the caller names, so this
module needs no other of the realiser's."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from blueprint.describe.say.facts import Relation
from blueprint.describe.say.words import Words

FANNED = ("joins", "sends-into", "leads-to")  # verbs whose alike links from one thing are said as one fan


def fans(relations: Sequence[Relation], alike: Callable[[Relation], str | None]) -> list[list[Relation]]:
    """The relations in order, those next to one another that `alike` gives
    one key (None: never grouped) gathered into one fan."""
    groups: list[list[Relation]] = []
    keys: list[str | None] = []
    for relation in relations:
        key = alike(relation) if relation.verb in FANNED else None
        if key is not None and keys and keys[-1] == key:
            groups[-1].append(relation)
        else:
            groups.append([relation])
            keys.append(key)
    return groups


def fan_clause(words: Words, relation: Relation, line: str, targets: list[str], *, finite: bool) -> str:
    """"is joined by three lines to A, B and C", "sends three arrows into A, B and C"."""
    noun = line.split(" ", 1)[1] if line.split(" ", 1)[0] in ("a", "an") else line
    counted = words.count(len(targets), noun)
    targets = _owner_once(targets)
    if relation.verb == "joins":
        return f"{'is ' if finite else ''}joined by {counted} to {words.join(targets)}"
    verb = "sends" if finite else "sending"
    into = "into" if relation.verb == "sends-into" else "to"
    way = f"{relation.way} " if relation.way in ("down", "up") else ""
    return f"{verb} {counted} {way}{into} {words.join(targets)}"


def _owner_once(targets: list[str]) -> list[str]:
    """"the top card of a column, its middle card and its bottom card": targets
    in one group the first brings in, the group named once, then "its" (never
    "the column's middle card and the column's bottom card")."""
    first = targets[0] if targets else ""
    owner = first.rpartition(" of a ")[2] or first.rpartition(" of an ")[2]
    if owner == first or not owner or " " in owner:
        return targets
    mine = f"the {owner}'s "
    return [first] + [("its " + t[len(mine):]) if t.startswith(mine) else t for t in targets[1:]]


FANNED_IN = ("sends-into", "leads-to")  # arrows alike into one thing from several, said as one fan in


def fan_in_key(relation: Relation, line: str) -> tuple | None:
    """What arrows gathered into one thing share: their verb, their target and
    their look without words (`line`); None for one never so gathered."""
    if relation.verb not in FANNED_IN or relation.object is None or relation.way in ("down", "up"):
        return None
    return (relation.verb, tuple(relation.object), line)


def fan_in_sentence(words: Words, relation: Relation, line: str, sources: list[str], target: str) -> str:
    """"thick blue arrows lead from the bucket, marked two hundred and ten
    seconds, and from the middle server node, marked forty seconds, into the
    right server node": arrows alike into one thing, each source with its words."""
    noun = line.split(" ", 1)[1] if line.split(" ", 1)[0] in ("a", "an") else line
    into = "into" if relation.verb == "sends-into" else "to"
    return f"{words.plural(noun)} lead {words.join(['from ' + source for source in sources])} {into} {target}"
