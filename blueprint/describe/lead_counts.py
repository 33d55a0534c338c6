"""The opening's count of many marks of one kind by the groups that hold
them: "two rows of eight bars and a bar", never a raw total of primitives
("seventeen bars") that no reader counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks import describer_of

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


def by_groups(nodes: list["MarkNode"], ctx: "DescribeContext") -> str:
    """ "two rows of eight bars and a bar": many marks of one kind held in
    rows or columns, counted by the groups a reader sees, never as a raw total
    ("seventeen bars"); "" where they are not held in two groups or more."""
    by_path = {n.path: n for n in ctx.spec.marks}
    held: dict[tuple, list["MarkNode"]] = {}
    for node in nodes:
        held.setdefault(tuple(node.parent or ()), []).append(node)
    grouped = [(by_path.get(path), run) for path, run in held.items() if len(run) > 1]
    if len(held) < 2 or not grouped or any(g is None or g.kind.name not in ("row", "column") or getattr(g.spec, "label", None) for g, _ in grouped):  # a labelled group is a panel, said by its label
        return ""
    paths = [tuple(g.path) for g, _ in grouped if g is not None]
    if any(a != b and b[: len(a)] == a for a in paths for b in paths):
        return ""  # a group of them inside another that holds some too: "a row of three bars and a column of two" would read as two apart
    words = ctx.words
    noun = describer_of(nodes[0]).nouns(nodes[0])
    kinds: dict[tuple[str, int], int] = {}
    for group, run in grouped:
        assert group is not None  # checked above
        kinds[(group.kind.name, len(run))] = kinds.get((group.kind.name, len(run)), 0) + 1
    loose = sum(len(run) for run in held.values() if len(run) == 1)
    phrases = [f"{words.article(kind) if n == 1 else words.count(n, kind)} of {words.count(size, *noun)}" for (kind, size), n in kinds.items()]
    return words.join(phrases + ([words.article(noun[0]) if loose == 1 else words.count(loose, *noun)] if loose else []))

