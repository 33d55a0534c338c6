"""The describe stage: Spec + Scene -> alt text and long description.

    opening   "Cedana. Blueprint of" + what is drawn (and what it represents)
    body      each mark's sentences, in reading order (top to bottom, left to
              right); a mark already introduced by another's sentence is skipped
    long      every value, mark by mark, for <desc> (never a copy of the alt)

Each mark writes its own phrases; this module only orders and joins them.
"""

from __future__ import annotations

from dataclasses import dataclass

from blueprint.describe.realise import FORMS, Realiser
from blueprint.say.context import DescribeContext
from blueprint.say.words import Words, sentence
from blueprint.loader.spec import Spec
from blueprint.marks.base import MarkNode
from blueprint.scene import Box, Scene
from blueprint.theme import Theme


@dataclass(frozen=True)
class Description:
    alt: str
    long: str


def describe(spec: Spec, scene: Scene, theme: Theme) -> Description:
    ctx = DescribeContext(spec, scene, theme, Words())
    realiser = Realiser(ctx.words)
    long = " ".join(filter(None, (node.kind.details(node, ctx) for node in spec.marks)))
    if spec.header.alt:
        return Description(_single_line(spec.header.alt), long)
    sentences = [_opening(spec, ctx, realiser)]
    ctx.end_sentence()
    for node in _reading_order(spec, scene):
        said = _said(node, ctx, realiser)
        if said:
            sentences.extend(said)
            ctx.end_sentence()
    unique = list(dict.fromkeys(sentence(s) for s in sentences if s.strip()))
    return Description(_single_line(" ".join(unique)), long)


def _said(node: MarkNode, ctx: DescribeContext, realiser: Realiser) -> list[str]:
    """A mark's sentences: realised from its facts, or its own (marks not yet
    moved to facts)."""
    statement = node.kind.facts(node, ctx)
    if statement is None:
        return node.kind.sentences(node, ctx)
    said = []
    for thing in statement.things:
        form = FORMS[thing.form]
        if form.lead is not None and node.path not in ctx.told:
            said.append(ctx.introduce(node, form.lead(realiser, thing)))
            ctx.tell(node.path)
        said += form.sentences(realiser, thing)
    return [s for s in said if s]


def _lone(node: MarkNode, ctx: DescribeContext, realiser: Realiser) -> str:
    statement = node.kind.facts(node, ctx)
    if statement is None:
        return node.kind.lone_phrase(node, ctx)
    ctx.tell(node.path)
    thing = statement.things[0]
    return FORMS[thing.form].lead(realiser, thing)


def _opening(spec: Spec, ctx: DescribeContext, realiser: Realiser) -> str:
    drawn = [n for n in spec.marks if n.kind.flow == "block" and not n.kind.holds_marks]
    by_path = {n.path: n for n in spec.marks}

    def free(node: MarkNode | None) -> bool:
        """Neither the mark nor a group holding it is placed by a relation."""
        return node is None or (not node.kind.relations(node) and free(by_path.get(node.parent)))

    standing = [n for n in drawn if free(n)]
    blocks = standing or drawn
    if len(blocks) == 1 or not all(node.kind.counted for node in blocks):
        first = next(node for node in _reading_order(spec, ctx.scene) if node in blocks)
        drawn = _lone(first, ctx, realiser)
        ctx.tell(first.path)
    else:
        groups: dict[str, list[MarkNode]] = {}
        for node in blocks:
            groups.setdefault(node.kind.name, []).append(node)
        drawn = ctx.words.join([_group(nodes, ctx) for nodes in groups.values()])
    subject = f"{spec.header.subject} as {drawn}" if spec.header.subject else drawn
    opening = f"Blueprint of {subject}."
    if ctx.theme.brand.show:
        opening = f"{ctx.theme.brand.name}. {opening}"
    return opening


def _group(nodes: list[MarkNode], ctx: DescribeContext) -> str:
    """"two bars", or what the marks' kind says of them together ("two rows of eight GPU cells")."""
    kind = nodes[0].kind
    counted = ctx.words.article(kind.noun[0]) if len(nodes) == 1 else ctx.words.count(len(nodes), *kind.noun)
    return kind.group_phrase(nodes, ctx) or counted


def _reading_order(spec: Spec, scene: Scene) -> list[MarkNode]:
    """Marks ordered as the eye reads them: row by row from the top, and left to
    right within a row (blocks whose heights overlap stand in one row)."""
    boxes = {node.path: _bounds(node, scene) for node in spec.marks}
    rows: list[list[float]] = []
    for node in sorted((n for n in spec.marks if n.kind.flow == "block" and boxes[n.path]), key=lambda n: boxes[n.path].y):
        box = boxes[node.path]
        if rows and box.y < rows[-1][1]:
            rows[-1][1] = max(rows[-1][1], box.bottom)
        else:
            rows.append([box.y, box.bottom])

    def position(node: MarkNode) -> tuple[float, float, int]:
        box = boxes[node.path]
        if box is None:
            return (0.0, 0.0, node.index)
        for top, bottom in rows:
            if top <= box.y < bottom:
                return (round(top), round(box.x), node.index)
        return (round(box.y), round(box.x), node.index)

    return sorted(spec.marks, key=position)


def _bounds(node: MarkNode, scene: Scene) -> Box | None:
    return Box.around([e.bounds for e in scene.elements if e.owner[: len(node.path)] == node.path])


def _single_line(text: str) -> str:
    return " ".join(text.split())
