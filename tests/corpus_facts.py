"""Counting the corpus's facts in generated alt texts (shared by the test and the
benchmark script).

Each corpus entry is `NAME.yaml` (the spec), `NAME.md` (the reference alt text
and fact list, written before the diagram was first rendered) and
`NAME.facts` (each fact as groups of phrases: a fact is stated when one
sentence of the alt text holds a phrase of every group).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

CORPUS = Path(__file__).resolve().parent / "corpus"


@dataclass
class Entry:
    name: str
    alt: str | None  # None: the spec did not compile
    errors: list[str]
    facts: list[dict]
    missing: list[str] = field(default_factory=list)

    @property
    def stated(self) -> int:
        return len(self.facts) - len(self.missing)


def names() -> list[str]:
    return sorted(p.stem for p in CORPUS.glob("*.yaml"))


# The toolkit's own name, which every alt text says in its opening ("Cedana.
# Blueprint of ..."): it states nothing of the diagram, and "blue" starts it.
TOOLKIT_NAME = re.compile(r"\bBlueprint\b")


def sentences(alt: str) -> list[str]:
    return [s.lower() for s in re.split(r"(?<=[.])\s+", TOOLKIT_NAME.sub("", alt)) if s.strip()]


def holds(sentence: str, phrase: str) -> bool:
    """Whether `phrase` stands in `sentence` at the start of a word: "row" is
    not found in "arrow", nor "red" in "hundred"; a phrase may still end inside
    a word ("time-slic" finds "time-sliced", "hatch" finds "hatched")."""
    start = r"(?<!\w)" if phrase[:1].isalnum() else ""
    return re.search(start + re.escape(phrase), sentence) is not None


def states(alt: str, groups: list[list[str]]) -> bool:
    """Whether one sentence of `alt` holds a phrase of every group."""
    return any(all(any(holds(s, str(p).lower()) for p in group) for group in groups) for s in sentences(alt))


def check(name: str) -> Entry:
    from blueprint import SpecError, compile_spec

    facts = yaml.safe_load((CORPUS / f"{name}.facts").read_text()) or []
    try:
        alt, errors = compile_spec((CORPUS / f"{name}.yaml").read_bytes(), f"{name}.yaml").alt, []
    except SpecError as exc:
        alt, errors = None, [d.format() for d in exc.diagnostics]
    entry = Entry(name, alt, errors, facts)
    for fact in facts:
        if alt is None or not states(alt, fact["says"]):
            entry.missing.append(fact["fact"])
    return entry
