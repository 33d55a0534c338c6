"""The note mark: words (a label, and a smaller line beneath it) placed like any
block, with an optional leader to any anchor ("a leader joins the slice to a
note marked the fee").

Spec: `{id, label, note, to, placement keys}`; the anchor `to` must be placed
before the note (earlier in the spec, or the mark the note is placed against).
Here: the reference its leader makes. Its drawing (the words, and the leader
drawn once everything stands where it ends up) is the layout stage's
(`layout/marks/note.py`); its facts (a thing of the "links" form, and a
relation `joins` through the leader) are the describe stage's
(`describe/marks/note.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode, Ref
from blueprint.marks.label import LABEL_COLOURS, Label
from blueprint.model import Alt, Identifier, Placed, Reference, Text

if TYPE_CHECKING:
    from blueprint.diagnostics import Diagnostics
    from blueprint.sourcemap import SourceMap


class NoteSpec(Placed):
    """Words placed like a block, with an optional leader to an anchor."""

    id: Identifier | None = None
    label: Label = Field(description="the words: `the fee`")
    note: Label | None = Field(None, description="smaller words beneath: one line (`5.7 points to break even`), or two as a list (`[128: $0.14, but adds 9 ms a token]`), drawn one over the other and said in order")
    to: Reference | None = Field(None, description="an anchor the leader runs to (`bar.fee`, `c.peak-1`)")
    label_colour: Literal[LABEL_COLOURS] = Field("ink", alias="label-colour", description="the words' colour by meaning: `ink` plain words (the default); `red` lost, wasted (a note on stranded memory); `blue` kept, what the product does. Drawn only, the alt text says the words as ever")  # type: ignore[valid-type]
    before_axis: bool = Field(False, alias="before-axis", description="`below` a timeline's lane or stretch (`below: step.lane-8.segment-1`): the note stands between the last lane and the axis, the timeline leaving it room over its axis, instead of under the axis and its figures")
    alt: Alt | None = None


class NoteMark(MarkKind):
    name = "note"
    model = NoteSpec

    def references(self, node: MarkNode) -> list[Ref]:
        spec = node.spec_as(NoteSpec)
        found = super().references(node)
        return found + ([Ref(spec.to, node.path + ("to",), "`to`", ())] if spec.to else [])  # any mark, part or anchor

    def check(self, node: MarkNode, ids: Mapping[str, Ident], source: "SourceMap", diagnostics: "Diagnostics") -> None:
        """A note is words already: a heading over it is refused at the key (the
        anchor's existence is checked with every reference)."""
        spec = node.spec_as(NoteSpec)
        if spec.heading is not None:
            diagnostics.error(source.locate(node.path + ("heading",), key=True), messages.NOTE_HEADING)
        if spec.before_axis:  # room over the axis is made by the timeline under whose lane it stands
            holder = getattr(ids.get((spec.below or "").split(".")[0]), "node", None)
            if not spec.below or "." not in spec.below or holder is None or holder.kind.name != "timeline":
                diagnostics.error(source.locate(node.path + ("before-axis",)), messages.NOTE_BEFORE_AXIS.format(below=spec.below or "nothing"))


def notes_before_axis(marks: "tuple[MarkNode, ...]", mark_id: str | None) -> "list[MarkNode]":
    """The notes asked to stand between a timeline's last lane and its axis
    (`before-axis`), below one of its parts: it leaves each its room there."""
    if not mark_id:
        return []
    return [m for m in marks if m.kind.name == "note" and m.spec_as(NoteSpec).before_axis
            and (m.spec_as(NoteSpec).below or "").startswith(mark_id + ".")]
