"""Bars alike in one row or column, said together (`describe/plan.py`).

The class: a group (`row:`, `column:`) holding several bars drawn alike (the
same parts in the same looks, differing only in their shares, labels and
meanings), which the describer said one by one, each in a full sentence
("The bar, standing upright, is filled ..." fifteen times). Here the bars of
one group are sorted into runs by how they are drawn (`signature`); the
group is said by its first bar as one "alike" thing (`realise/alike_bars.py`),
with the group's label (its panel: "under pool a") and, as `share` 1, whether
it is one run of every bar of the drawing, whose members
are its runs in order: a run of two or more as one counted
thing ("six upright bars, marked a, b, c, a, b and c"), a bar unlike every
other on its own. What the layout shows of each run is planned here too: a
run whose bars each stand between two of an earlier run's ("between them"),
or after all of them ("to their right", "below them"), bars far thinner
than the others of the group ("thin"), widths that fall or rise in order.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from blueprint.describe.grouping import _plain
from blueprint.describe.plan_result import Plan
from blueprint.describe.say.facts import Thing
from blueprint.marks.base import MarkNode

THIN = Fraction(1, 3)  # a run whose bars are at most this wide against the middle width of the group's other bars is thin
ALIKE = "alike"  # the form that says the group (`realise/alike_bars.py`)
ANNOTATING = ("note", "icon")  # marks that may point at one of the bars: it is still said with its run


def gather_alike(result: Plan, ctx: Any) -> None:
    """Every group whose bars fall into at least one run of two alike becomes
    one "alike" thing said by its first bar in reading order."""
    named = _named_by_others(ctx)
    children: dict[tuple, list[MarkNode]] = {}
    for node in result.order:
        if node.parent is not None and node.kind.name == "bar":
            children.setdefault(node.parent, []).append(node)
    for parent, bars in children.items():
        group = ctx.mark_at(parent)
        if group is None or group.kind.name not in ("row", "column") or len(bars) < 2:
            continue
        things = [_bar_thing(result, node) for node in bars]
        if any(t is None for t in things) or any(node.path in result.speaks or node.path in result.said_with for node in bars):
            continue
        runs = _runs(bars, [t for t in things if t is not None])
        if not any(len(run) > 1 for run in runs):
            continue
        if any(bars[index].path in named for run in runs if len(run) > 1 for index, _ in run):
            continue  # a bar of a run named by another mark is said one by one; one unlike every other is said alone anyway (a guide from the idle bar's top)
        arrangement = "row" if group.kind.name == "row" else "column"
        members = _members(runs, bars, arrangement, ctx)
        first = bars[0]
        label = getattr(group.spec, "label", None)
        every = len(runs) == 1 and len(bars) == len(ctx.marks_of("bar"))  # one run of all the drawing's bars
        result.speaks[first.path] = [Thing("bar", (ALIKE,) + parent, count=len(bars), members=members, arrangement=arrangement, form=ALIKE,
                                           label=label if isinstance(label, str) else None, share=Fraction(1) if every else None)]
        for node in bars[1:]:
            result.said_with[node.path] = first.path


def signature(thing: Thing) -> tuple:
    """What alike bars share: their noun, quality and look, and each part's
    noun, look and place, whether it is labelled; not their shares, labels'
    words or meanings (what is said of each in turn)."""
    parts = tuple((p.noun, p.look, p.place, bool(p.label)) for p in thing.parts)
    return (thing.noun, thing.quality, thing.look, thing.apart, bool(thing.label), parts)


def _bar_thing(result: Plan, node: MarkNode) -> Thing | None:
    """A bar's one thing of form "parts" with nothing hanging on it, else None."""
    statement = result.statements.get(node.path)
    things = statement.things if statement is not None else ()
    if len(things) != 1 or things[0].form != "parts" or not _plain(things[0]) or things[0].means:
        return None
    return things[0]


def _named_by_others(ctx: Any) -> set[tuple]:
    """Bars that a mark other than a note or icon names (a bracket over their
    parts, guides from them): those are said one by one, as they are named."""
    named: set[tuple] = set()
    for node in ctx.spec.marks:
        if node.kind.name in ANNOTATING:
            continue
        for ref in node.kind.references(node):
            ident = ctx.ident(ref.name) or ctx.ident(ref.name.split(".")[0])
            if ident is not None:
                named.add(tuple(ident.node.path))
    return named


def _runs(bars: list[MarkNode], things: list[Thing]) -> list[list[tuple[int, Thing]]]:
    """The bars sorted by signature, each run in order, runs in the order of
    their first bar: (place in the group, thing)."""
    runs: dict[tuple, list[tuple[int, Thing]]] = {}
    for index, thing in enumerate(things):
        runs.setdefault(signature(thing), []).append((index, thing))
    return list(runs.values())


def _members(runs: list[list[tuple[int, Thing]]], bars: list[MarkNode], arrangement: str, ctx: Any) -> tuple[Thing, ...]:
    """Each run as the group's member: a counted thing, its bars as members
    (one bar unlike the rest a run of one); `place` says where it stands against the runs before
    it, `quality` "thin", `motion` widths falling or rising in order."""
    widths = [_width(node, arrangement, ctx) for node in bars]
    members = []
    for number, run in enumerate(runs):
        positions = [index for index, _ in run]
        place = _place(positions, runs[:number])
        mine = [widths[i] for i in positions]
        others = [w for i, w in enumerate(widths) if i not in positions]
        thin = bool(others) and all(w is not None for w in widths) and max(mine) <= THIN * _median(others)  # type: ignore[type-var, operator, arg-type]
        motion = _motion(mine)
        first = run[0][1]
        members.append(Thing(first.noun, ("run",) + first.key, count=len(run), members=tuple(t for _, t in run), quality="thin" if thin else None,
                             place=place, motion=motion, parts=first.parts, look=first.look, form=ALIKE))
    return tuple(members)


def _median(values: list[Fraction]) -> Fraction:
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def _width(node: MarkNode, arrangement: str, ctx: Any) -> Fraction | None:
    """A bar's drawn breadth across its group: its width in a row, height in a column."""
    placed = ctx.placement(node.path)
    if placed is None:
        return None
    box = placed.box
    return Fraction(box.width if arrangement == "row" else box.height).limit_denominator(1000)


def _motion(widths: list[Fraction | None]) -> str | None:
    """ "narrowing": each bar of a run narrower than the one before; "widening"; None."""
    if len(widths) < 2 or any(w is None for w in widths):
        return None
    pairs = list(zip(widths, widths[1:]))
    if all(b < a for a, b in pairs):  # type: ignore[operator]
        return "narrowing"
    if all(b > a for a, b in pairs):  # type: ignore[operator]
        return "widening"
    return None


def _place(positions: list[int], before: list[list[tuple[int, Thing]]]) -> str | None:
    """Where a run stands against the runs said before it: "between" (its
    bars alternate with one earlier run's, one between each two), "after"
    (after all of them), "among" (mixed in), None (the first run)."""
    if not before:
        return None
    earlier = sorted(index for run in before for index, _ in run)
    for run in before:
        theirs = [index for index, _ in run]
        merged = sorted(theirs + positions)
        if len(theirs) == len(positions) + 1 and all((i in theirs) == (n % 2 == 0) for n, i in enumerate(merged)):
            return "between"
    return "after" if min(positions) > max(earlier) else "among"
