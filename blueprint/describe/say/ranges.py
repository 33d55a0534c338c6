"""A range said with its unit once: "from zero to one thousand milliseconds",
"from one to two hundred and fifty-six batches", never "from zero
milliseconds to one thousand milliseconds" (words13)."""

from __future__ import annotations

from blueprint.marks.units import singular

NUMBER_WORDS = frozenset((
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen "
    "twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion and point a half quarter quarters about"
).split())


def unit_once(low: str, joint: str, high: str) -> str:
    """`low joint high`, the unit both ends close on said only after the
    second: "zero to twelve percent", "six to eight am"; ends of one word
    ("midnight to midnight") or of other units as they are."""
    first, second = low.split(), high.split()
    figure = all(part in NUMBER_WORDS for word in first[:-1] for part in word.lower().split("-"))  # "six hours before the failure" keeps its words
    if len(first) >= 2 and len(second) >= 2 and figure and singular(first[-1].lower()) == singular(second[-1].lower()):
        low = " ".join(first[:-1])
    return f"{low} {joint} {high}"
