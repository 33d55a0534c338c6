"""The caption: one short line every reader sees under the figure, distinct
from the alt text (read in place of the picture) and the long description
(every value). The writer's `caption:` as written; else the title facts: what
the diagram represents (`subject:`), or, without one, what the opening says is
drawn, up to its first qualifying clause ("A grid of four rows of four GPU
cells.")."""

from __future__ import annotations

import re

from blueprint.describe.say.sentences import sentence
from blueprint.loader.spec import Spec

# Where the opening's drawn phrase stops being its head: a clause, a list of
# what it holds, or what stands beside it.
_CLAUSE = re.compile(r"[,;:]| (?:split into|holding|with|beside|above|below|over|where|whose) ")


def caption(spec: Spec, drawn: str = "") -> str:
    """The caption of a spec whose opening said `drawn` (what is drawn)."""
    header = spec.header
    if header.caption:
        return header.caption
    if header.subject:
        return sentence(header.subject)
    head = _CLAUSE.split(drawn, maxsplit=1)[0].strip()
    return sentence(head) if head else ""
