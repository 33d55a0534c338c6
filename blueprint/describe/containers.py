"""Frames as the places a reader walks through (the describe stage).

The class: marks grouped in titled frames were counted flat in the opening
("as seventeen bars and one grid") and said one by one with no word of which
frame holds them. Here, where two or more titled frames hold every mark the
opening would count, the opening says the frames instead ("as three frames
side by side: time-slicing on the left, ...", the frames' own sentence, so
said once); and the first sentence said of what a frame holds opens with
the frame ("inside the frame titled mps, ..."), for every mark kind (a bar's
sentence, a grid's, a row said together), not only those brought in with a
verb of place (`say/context.DescribeContext.introduce`, which says it too).
"""

from __future__ import annotations

from typing import Any

from blueprint.describe.plan_result import Plan
from blueprint.describe.say.context import DescribeContext
from blueprint.marks.base import MarkNode


OPENED = "containers: the opening said the frames"  # `ctx.kept` key: what the frames hold is said in them


def enclosed(frame: MarkNode, ctx: DescribeContext) -> list[tuple]:
    """The paths a frame is drawn round (`around`), as keys."""
    return [tuple(key) for key in (ctx.key_of(name) for name in getattr(frame.spec, "around", ())) if key is not None]


def titled_frames(ctx: DescribeContext) -> list[MarkNode]:
    return [f for f in ctx.marks_of("frame") if isinstance(getattr(f.spec, "title", None), str)]


def held_by(node: MarkNode, frame: MarkNode, ctx: DescribeContext) -> bool:
    return any(tuple(node.path[: len(key)]) == key for key in enclosed(frame, ctx))


def opening(blocks: list[MarkNode], ctx: DescribeContext, speaker: Any, planned: Plan) -> str:
    """ "three frames side by side: time-slicing on the left, ...": the
    frames as what is drawn, where two or more titled frames hold every
    block the opening would count (each in one frame); "" else. The frames'
    thing is told and their marks fall silent: the opening said them."""
    from blueprint.describe.realise.annotations import FrameForm

    frames = titled_frames(ctx)
    if len(frames) < 2 or len(frames) != len(ctx.marks_of("frame")) or not blocks:
        return ""
    if any(sum(held_by(node, frame, ctx) for frame in frames) != 1 for node in blocks):
        return ""
    if any(not any(held_by(_speaker_of(node, planned, ctx), frame, ctx) for frame in frames) for node in blocks):
        return ""  # said with a group round more than one frame (a row of icons each framed): no frame holds its sentence
    if any(not any(held_by(node, frame, ctx) for node in blocks) for frame in frames):
        return ""  # a frame round nothing the opening counts
    statement = planned.statements.get(frames[0].path)
    things = statement.things if statement is not None else ()
    if len(things) != 1 or things[0].count != len(frames) or things[0].alt:
        return ""
    thing = things[0]
    said = FrameForm.phrase(speaker, thing)
    speaker.tell(thing)
    for frame in frames:
        ctx.tell(frame.path)
        planned.silent.add(frame.path)
    ctx.kept[OPENED] = True
    return said


def _speaker_of(node: MarkNode, planned: Plan, ctx: DescribeContext) -> MarkNode:
    """The mark whose turn says this one (`Plan.said_with`, followed to its end)."""
    seen = {node.path}
    while (path := planned.said_with.get(node.path)) is not None and path not in seen:
        seen.add(path)
        found = ctx.mark_at(path)
        if found is None:
            break
        node = found
    return node


def in_frame(node: MarkNode, said: list[str], ctx: DescribeContext) -> list[str]:
    """A mark's sentences, the first opening with the titled frame that
    holds it where it is the first said in that frame ("inside the frame
    titled mps, three upright bars ..."), where the opening said the frames
    as what is drawn; as they were elsewhere, where its sentence says the
    frame already, or where a link arrives at it from outside the frame (its
    sentence may be that link's, which does not stand inside)."""
    if not said or not ctx.kept.get(OPENED):
        return said
    frame = next((f for f in titled_frames(ctx) if held_by(node, f, ctx)), None)
    if frame is None or frame.path not in ctx.told or _arrives_from_outside(node, frame, ctx):
        return said
    phrase = ctx.in_frame(node)
    if not phrase or any(phrase.lower() in s.lower() for s in said):
        return said
    return [f"{phrase}, {said[0]}"] + said[1:]


def _arrives_from_outside(node: MarkNode, frame: MarkNode, ctx: DescribeContext) -> bool:
    """Whether a link joins the mark to something outside the frame."""
    inside = enclosed(frame, ctx)

    def within(key: tuple | None, keys: list[tuple]) -> bool:
        return key is not None and any(tuple(key[: len(k)]) == k for k in keys)

    for relation in ctx.links:
        ends = (tuple(relation.subject or ()), tuple(relation.object or ()))
        if any(within(end, [node.path]) for end in ends) and not all(within(end, inside) for end in ends):
            return True
    return False
