"""What a kind of mark states: the describe stage's half of a mark.

A kind's describer reads the validated spec and the scene (through the
describe context) and returns facts: things and relations, no sentences
(`describe/say/facts.py`). The planner, the referring step and the realiser
turn them into English. The describer's record of what has been said is the
describer's: a kind's describer reads it and never writes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from blueprint import messages
from blueprint.describe.say.facts import ChartLine, Statement
from blueprint.scene import SpecPath

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode
    from blueprint.marks.reference_lines import LineSpec


@dataclass(frozen=True)
class Phrase:
    """Words a kind gives the describer for its marks (the opening's phrase for
    several together, or a mark's noun phrase where a link names it), and the
    keys saying them brings in: the describer records those as told. `text`
    None: the kind has no phrase of its own and the describer counts or names
    the marks itself."""

    text: str | None = None
    tells: tuple[SpecPath, ...] = ()


class MarkDescriber:
    """One kind's facts. Stateless; all it needs is passed in."""

    speaks_for: ClassVar[tuple[str, ...]] = ()  # "from": its sentence tells the links leaving it; "to": arriving
    counted: ClassVar[bool] = True  # "Blueprint of two bars": counted; icons are named one by one
    follows: ClassVar[bool] = False  # said right after the marks it refers to, wherever it is drawn (a bracket above a bar)

    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        """What this mark states, as facts for the describe stage to plan, merge
        and realise. Nothing by default."""
        return Statement()

    def group_phrase(self, nodes: list["MarkNode"], ctx: "DescribeContext") -> Phrase:
        """The opening's phrase for several marks of this kind together, if it
        has one, and what saying it brings in (bars counted in the opening are
        each brought in, and named by their place after: "the top bar")."""
        return Phrase()

    def said_after(self, node: "MarkNode", ctx: "DescribeContext") -> SpecPath | None:
        """The mark this one is said right after, wherever it is drawn (an
        outline over a part of another bar, after that bar); None: in its turn."""
        return None

    def nouns(self, node: "MarkNode") -> tuple[str, str]:
        """The mark's noun, singular and plural, as a reader names what is drawn
        (a kind may name a mark by its spec: a curve of several series is a chart)."""
        return messages.MARK_NOUNS[node.kind.name]

    def relation_phrase(self, node: "MarkNode", ctx: "DescribeContext") -> Phrase:
        """The noun phrase of this mark when a link names it and no thing its
        facts state holds the key (the speaker's fallback)."""
        return Phrase(f"the {self.nouns(node)[0]}")


def chart_line(line: "LineSpec") -> ChartLine:
    """A reference line as a fact, the same on every mark with a value axis
    (a curve, a column chart): its id, value, words, look, noun and meaning."""
    return ChartLine(line.id, line.at, line.label, line.outline, line.weight if line.weight == "thick" else None, line.colour, line.noun, line.means)
