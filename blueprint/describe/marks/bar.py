"""What a bar states, with no English in it: the whole, its parts by share
(parts inside parts), where each part stands, its size against what holds it
and against its siblings, leaders, a ruled scale, what its width is taken from,
and where it stands among the other bars of the diagram. The realiser's `parts`
form says them ("one long grey bar marked one gpu-year with a thin blue slice
at its left end", "the top bar is filled six tenths in grey"); the guides
state their ends as the bar does (`bar_fact`, `part_fact`)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.lexicon import bar as lexicon
from blueprint.describe.marks import bar_outline
from blueprint.describe.marks.base import MarkDescriber, Phrase
from blueprint.describe.say.compare import CLEAR, FIGURED_CLEAR, widest, widest_of_rest
from blueprint.describe.say.facts import AMONG, Statement, Thing, told_look
from blueprint.marks.axis import end_of, resolve, stepped
from blueprint.values import Quantity
from blueprint.marks.bar.spec import BarSpec, PartInfo, ScaleSpec, walk_parts, whole_of

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.scene import Box, SpecPath
    from blueprint.marks.base import MarkNode

SMALL = Fraction(1, 6)  # a part under a sixth of what holds it is small
WIDEST = Fraction(11, 10)  # the widest of three or more parts: a tenth wider than any other (side by side in one bar, the eye sees it)
LONG = 8  # a bar at least this many times as wide as it is tall is long


def bar_fact(node: "MarkNode", ctx: "DescribeContext", *, spans: bool = True) -> Thing:
    """The bar as one thing of form `parts`: its parts in order from the left end,
    said by the realiser; `spans`: with what it takes its width from."""
    bar = node.spec_as(BarSpec)
    infos = list(walk_parts(bar, node.path, whole_of(bar, ctx.spec.ids)))
    thin = Fraction(ctx.theme.layout.thin_share).limit_denominator(1000)
    top = [info for info in infos if info.depth == 0]
    drawn = sum((info.share for info in top), Fraction(0)) if bar.ends == "parts" else Fraction(1)
    parts = _parts(top, infos, Fraction(0), Fraction(1) if bar.across else drawn or Fraction(1), thin, bar.upright, bar.across)  # sized against the bar as drawn: one that ends at its parts is all parts
    if separate(bar):  # nothing joins them: separate boxes to the eye, not one bar (review 6-C)
        parts = tuple(replace(part, noun="box") for part in parts)
    among, rank = _among(node, ctx)
    outline = bar_outline.over_part(node) is not None  # the outline of what a part of another bar is asked to hold: a box, not one of the bars
    attached = ((_scale(node, bar.scale),) if bar.scale else ()) + _reach(node, ctx)
    return Thing(
        "boxes" if separate(bar) else "box" if outline else "bar", node.path, look=told_look(bar.look), label=bar.label,
        quality=_quality(node, bar, ctx), parts=parts, alt=bar.alt, form="parts",
        share=drawn if drawn < 1 else None,  # how far along a bar that ends at its parts reaches
        among=among, rank=rank, width_of=_width_of(bar, ctx) if spans else None, attached=attached,
        within=_panel(node, ctx), means=bar.means, apart=bool(bar.gaps) and len(top) > 1, laid_across=bar.across, dividers=bar.dividers,
    )


def _quality(node: "MarkNode", bar: BarSpec, ctx: "DescribeContext") -> str | None:
    """What the reader sees of the whole first: standing upright, ending at
    its parts, long, or shorter than the bar it is set against."""
    if bar.upright:
        return "upright"
    return "parts-only" if bar.ends == "parts" else "long" if _is_long(node, ctx) else _shorter(node, ctx)


def separate(bar: BarSpec) -> bool:
    """A bar that ends where its parts end, its parts all standing apart
    (`gaps`): nothing drawn joins them, so a reader sees separate boxes in a row."""
    return bool(bar.gaps) and bar.ends == "parts" and sum(1 for part in bar.parts) > 1


def _panel(node: "MarkNode", ctx: "DescribeContext") -> Thing | None:
    """The labelled group (a column or row) the bar stands in, by its label."""
    group = next((mark for mark in ctx.spec.marks if mark.path == node.parent), None)
    if group is None:
        return None
    label = getattr(group.spec, "label", None)
    return Thing(group.kind.name, group.path, label=label) if label else None


def find(thing: Thing, key: tuple) -> Thing | None:
    """The part of `thing` (at any depth) that comes from the spec node `key`."""
    for part in thing.parts:
        if part.key == key:
            return part
        found = find(part, key)
        if found is not None:
            return found
    return None


# The ends of what holds a level of parts, (where the first stands, where the last), by (the bar upright, the parts laid across it).
LEVEL_ENDS = {(False, False): ("left-end", "right-end"), (True, False): ("bottom-end", "top-end"), (True, True): ("left-end", "right-end"), (False, True): ("top-end", "bottom-end")}


def _parts(level: list[PartInfo], infos: list[PartInfo], start: Fraction, size: Fraction, thin: Fraction, upright: bool = False, across: bool = False) -> tuple[Thing, ...]:
    """The parts of one level (a bar's, or a part's), sized against what holds
    them; `upright`: their ends are the bottom and the top (`direction: up`);
    `across`: they lie side by side over its breadth, each a share of it."""
    ends = LEVEL_ENDS[upright, across]
    if across:  # placed over the breadth, from its first side: each its share of it
        starts = [sum((other.spec.share.value for other in level[:index]), Fraction(0)) for index in range(len(level))]
        level = [replace(info, start=at, share=info.spec.share.value) for info, at in zip(level, starts)]
        start, size = Fraction(0), Fraction(1)
    shares = [info.share / size for info in level]
    figured = all(info.spec.label and any(c.isdigit() for c in info.spec.label) for info in level)
    lead = FIGURED_CLEAR if figured else WIDEST  # a close lead is told where the labels' figures show it
    things = []
    rest = widest_of_rest(shares, lead)
    for index, info in enumerate(level):
        share = shares[index]
        others = shares[:index] + shares[index + 1:]
        children = [c for c in infos if c.path[:-2] == info.path]
        place = None
        if info.start == start and share < 1:
            place = ends[0]
        elif info.start + info.share == start + size and info.start > start:
            place = ends[1]
        part = info.spec
        leader = part.own_leader
        attached: tuple[Thing, ...] = ()
        if leader is not None:
            motion = {"below": "descending", "above": "climbing", "left": "leftward", "right": "rightward"}[leader.side_on(upright)]
            attached = (Thing("leader", info.path + ("leader",), label=leader.label, note=leader.note, motion=motion, alt=leader.alt),)
        things.append(Thing(
            "part", info.path, look=told_look(part.look), label=part.label,
            quality="widest-of-rest" if index == rest else _size(share, others, thin, lead), place=place, parts=_parts(children, infos, info.start, info.share, thin, upright, part.across),
            amount=part.share.written, alt=part.alt, share=share, attached=attached, means=part.means, laid_across=part.across, dividers=part.dividers,
        ))
    return tuple(things)


def _size(share: Fraction, others: list[Fraction], thin: Fraction, lead: float | Fraction = WIDEST) -> str | None:
    """How big a part looks in what holds it: a thin slice, small, over half of
    it, or the widest of three or more."""
    if share <= thin:
        return "thin"
    if share < SMALL:
        return "small"
    if others and Fraction(1, 2) < share < 1:
        return "over-half"
    if widest(share, others, lead):
        return "widest"
    return None


def _scale(node: "MarkNode", scale: ScaleSpec) -> Thing:
    where = node.path + ("scale",)
    if scale.ruled:  # the one axis part: its ends as drawn (a name, else the figure with the unit), its steps where a step rules it
        unit = scale.axis_unit()
        whole = end_of(scale, unit) or 1.0
        ticks = resolve(scale.axis(), unit, whole)
        low = ticks[0].name or unit.text(ticks[0].at) if ticks and ticks[0].at == 0 else unit.text(0)
        high = ticks[-1].name or unit.text(whole) if ticks and ticks[-1].at == whole else unit.text(whole)
        steps = len(ticks) - 1 if stepped(scale.axis()) and len(ticks) > 1 else None
        longer = unit.written(scale.major) if isinstance(scale.major, Quantity) else None
        return Thing("scale", where, label=scale.title or scale.label, steps=steps, longer_every=longer, starts_at=Thing("words", where + ("ticks",), label=low),
                     ends_at=Thing("words", where + ("to",), label=high), alt=scale.alt, arrow="right" if scale.arrow else None)
    start = Thing("words", where + ("start",), label=scale.start) if scale.start else None
    end = Thing("words", where + ("end",), label=scale.end) if scale.end else None
    count = scale.ticks if isinstance(scale.ticks, int) else None  # without `to`, a count (the checks refuse any other)
    return Thing("scale", where, label=scale.label, steps=count, starts_at=start, ends_at=end, alt=scale.alt)


def _drawn(path: tuple, ctx: "DescribeContext") -> "Box | None":
    drawn = [e.bounds for e in ctx.scene.elements if e.role == "bar" and e.owner == path]
    return drawn[0] if drawn else None


def _reach(node: "MarkNode", ctx: "DescribeContext") -> tuple[Thing, ...]:
    """Where a bar that ends at its parts ends against the bar just above it,
    as long or longer, on one scale (stacked bars start at one x, `layout/ends.py`):
    at the end of a part of it ("with"), a little past a part ("past"), or
    under a part ("under"), its share of that bar carried for a bar of one
    part. A `reach` thing attached to the bar, holding the part (`within`
    its bar); none where no such bar stands above it."""
    if node.spec_as(BarSpec).ends != "parts" or (mine := _drawn(node.path, ctx)) is None:
        return ()
    above = [(other, box) for other in bar_outline.whole_bars(ctx) if other.path != node.path and (box := _drawn(other.path, ctx)) is not None
             and box.bottom <= mine.y and abs(box.x - mine.x) < 1 and box.width > mine.width - 1]
    if not above:
        return ()
    other, theirs = max(above, key=lambda found: found[1].bottom)
    whole = bar_fact(other, ctx, spans=False)
    boxes = {e.owner: e.bounds for e in ctx.scene.elements if e.role == "part"}
    parts = [(part, boxes[part.key]) for part in whole.parts if part.key in boxes]
    end = mine.right
    index = next((i for i, (_, box) in enumerate(parts) if box.x < end <= box.right + 1), None)
    if index is None:
        return ()
    part, box = parts[index]
    how, held = "under", part
    if abs(end - box.right) < 1.5:
        how = "with"
    elif index > 0 and end - box.x < min(box.width / 2, parts[index - 1][1].width / 4):
        how, held = "past", parts[index - 1][0]
    ghost = _ghost_end(node.path, mine, ctx)
    if how == "with" and ghost is not None:
        how = f"with-{ghost}"  # only its outlined end part reaches there: "its dashed part ending where ..."
    share = Fraction(round(mine.width), max(round(theirs.width), 1)) if len(parts) == 1 else None
    shorter = "shorter" if theirs.width >= CLEAR * mine.width else None  # clearly shorter, as `_shorter` says it
    return (Thing("reach", node.path + ("reach",), quality=how, within=_within(held, whole), share=share, place=shorter),)


def _ghost_end(path: tuple, drawn: "Box", ctx: "DescribeContext") -> str | None:
    """The line ("dashed", "dotted") of a bar's last part where it is drawn as
    an outline only (or white inside a dashed or dotted line): where the bar
    ends against another, only that part reaches there, and a reader sees the
    bar's filled parts stop short (reader 9-A: "ending where the red hatched
    part of the second bar ends" of a bar whose parts stop $320 short)."""
    parts = [e for e in ctx.scene.elements if e.role == "part" and e.owner[: len(path)] == path]
    if not parts:
        return None
    last = max(parts, key=lambda e: e.bounds.right)
    paint = getattr(last, "paint", None)
    if paint is None:
        return None
    ghost = paint.fill in (None, "paper", "none") or (paint.fill == "white" and paint.line in ("dashed", "dotted"))
    return (paint.line if paint.line in ("dashed", "dotted") else "outlined") if ghost and abs(last.bounds.right - drawn.right) < 1.5 else None


def _is_long(node: "MarkNode", ctx: "DescribeContext") -> bool:
    drawn = _drawn(node.path, ctx)
    return drawn is None or drawn.width >= LONG * drawn.height


def _shorter(node: "MarkNode", ctx: "DescribeContext") -> str | None:
    """"shorter": a bar placed above or below another bar and drawn clearly
    narrower than it (`say/compare.py`'s CLEAR), as a reader sets the two
    against each other."""
    placed = ctx.placement(node.path)
    if placed is None or placed.relation not in ("above", "below"):
        return None
    key = ctx.key_of(placed.target)
    other = ctx.mark_at(key) if key is not None else None
    if other is None or other.kind.name != "bar" or other.path != key:
        return None
    mine, theirs = _drawn(node.path, ctx), _drawn(other.path, ctx)
    return "shorter" if mine is not None and theirs is not None and theirs.width >= CLEAR * mine.width else None


def _among(node: "MarkNode", ctx: "DescribeContext") -> tuple[str | None, int]:
    """Where the bar stands among the diagram's bars, as the composition shows
    it (`say/places.py`): a side ("top", "left", "right", "middle" of three
    side by side, "bottom" for the last of three or more stacked) and its
    place counted from the top or the left ("a second bar"); (None, 0) where
    no place is true."""
    bars = bar_outline.whole_bars(ctx)
    if node not in bars:
        return None, 0  # an outline over a part of another bar has no place among the bars
    place = ctx.place_among(node, bars)
    if place is None:
        return None, 0
    if place.axis == "down" and (place.word == "middle" or (place.word == "bottom" and len(place.kin) < 3)):
        return None, place.rank  # "a second bar": stacked bars are counted down
    return (place.word if place.word in AMONG else None), place.rank


def _width_of(bar: BarSpec, ctx: "DescribeContext") -> Thing | None:
    """What the bar takes its width from: a part (with the bar holding it) or a bar."""
    ident = ctx.ident(bar.span) if bar.span else None
    if ident is None:
        return None
    holder = ctx.mark_at(ident.path)
    if holder is None or holder.kind.name != "bar":
        return None
    if holder.spec is bar:
        return None
    whole = bar_fact(holder, ctx, spans=False)
    if ident.what == "part":
        part = find(whole, ident.node.path)
        return None if part is None else _within(part, whole)
    return whole


def _within(part: Thing, whole: Thing) -> Thing:
    return replace(part, within=whole)


def part_fact(node: "MarkNode", key: tuple, ctx: "DescribeContext") -> Thing | None:
    """A part of the bar `node`, said apart from it: with the bar that holds it."""
    whole = bar_fact(node, ctx)
    part = find(whole, key)
    return None if part is None else _within(part, whole)


class BarDescriber(MarkDescriber):
    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        return Statement((bar_fact(node, ctx),))

    def said_after(self, node: "MarkNode", ctx: "DescribeContext") -> "SpecPath | None":
        return bar_outline.holder_of(node, ctx)

    def nouns(self, node: "MarkNode") -> tuple[str, str]:
        """A bar of separate boxes is named as the boxes (`separate`): "below the
        boxes"; an empty outline over a part of another mark, as `bar_outline` names it."""
        if bar_outline.over_part(node) is not None:
            return bar_outline.named(node)
        return ("boxes", "boxes") if separate(node.spec_as(BarSpec)) else super().nouns(node)

    def group_phrase(self, nodes: list["MarkNode"], ctx: "DescribeContext") -> Phrase:
        """The opening counts the bars ("two bars"): that brings each one in, so
        the realiser names it by its place after ("the top bar is ..."). The
        count itself is the describer's."""
        return Phrase(None, tells=tuple(node.path for node in nodes))

    def relation_phrase(self, node: "MarkNode", ctx: "DescribeContext") -> Phrase:
        """A bar named in another mark's sentence ("joined by a cable to a grey
        bar marked ..."): connectors and grid spans still speak in phrases and
        ask any mark for one. Its parts are said in its own sentence."""
        bar = node.spec_as(BarSpec)
        return Phrase(bar.alt or lexicon.bar_named(ctx.words, told_look(bar.look), bar.label), tells=(node.path,))
