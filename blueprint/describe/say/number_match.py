"""Whether a value's words are said in a label as a number of their own, not
as the tail or head of a larger one (review 13: "p50 was 120 ms" does not
say twenty milliseconds)."""

from __future__ import annotations


_NUMBER_WORDS = frozenset((
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen "
    "twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion point minus and"
).split())


def said_whole(heard: list[str], form: list[str]) -> bool:
    """Whether the words `form` stand in `heard` as a number of their own: "twenty
    milliseconds" is not said by "one hundred and twenty milliseconds", nor
    "one hundred" by "one hundred and five" (review 13)."""
    size = len(form)
    for start in range(len(heard) - size + 1):
        if heard[start : start + size] != form:
            continue
        before = heard[start - 1] if start else ""
        after = heard[start + size : start + size + 2]
        joins_on = bool(after) and (after[0] in ("point", "hundred", "thousand", "million", "billion") or (after[0] == "and" and len(after) > 1 and after[1] in _NUMBER_WORDS))
        if before not in _NUMBER_WORDS and not joins_on:
            return True
    return False

