"""Where a label of two lines is heard with a pause (`Words.spoken`): the
break between two phrases is a comma, a break that only wraps one phrase is
none ("free 17 GB in 7 holes" / "largest hole 3 GB"; "gather" / "15 s")."""

from __future__ import annotations

import re

_AMOUNT_STARTS = tuple("0123456789$€£")  # a line that starts with an amount
# A line ending in one of these runs on into the next ("checkpoint and" / "re-shard"): one phrase, broken for width.
_RUNS_ON = frozenset("a an and as at by for from in into of on or per than the to with".split())
_BARE_AMOUNT = re.compile(r"^\s*[~≈<>]?[$€£]?\d[\d.,]*\s*[^\s\d]*\s*$")  # a line that is only an amount: "1 s", "52 min", "$40"
_COMPLETING = frozenset("each apiece total left more less over under late early ago saved spent lost kept free idle used busy wasted".split())


def _completes(word: str) -> bool:
    """Whether one word after an amount says what the amount is, as one phrase
    ("52 min saved", "10 gb each"), not a name of its own ("1 s recompute")."""
    word = word.strip().lower()
    return word in _COMPLETING or (word.endswith(("ed", "en")) and len(word) > 3)


def apart(before: str, line: str) -> bool:
    """Whether two lines of a label are two phrases, heard with a pause (a
    comma) between them: two amounts meeting across the break (review 7-C:
    "full nine hundred and sixty gigabytes one hundred and twenty gigabytes
    each"), or a line whole with its amount before a phrase of its own ("free
    17 GB in 7 holes" / "largest hole 3 GB"; "pull 90 s" / "gpu idle, paid").
    An amount alone over a name of its own ("1 s" / "recompute"). One phrase:
    a name over its amount ("gather" / "15 s"), a last word that ends the
    first line's phrase ("52 min" / "saved", "10 gb" / "each"), a line ending on a word
    that runs on ("and", "of", "per") or on the writer's own comma."""
    starts_amount = line.lstrip()[:1] in _AMOUNT_STARTS
    if any(c.isdigit() for c in before) and starts_amount:
        return True
    if _BARE_AMOUNT.match(before) and len(line.split()) == 1 and not _completes(line):
        return True  # an amount over the name of what it is ("1 s" / "recompute"): "one second, recompute" (session 13)
    words = before.split()
    whole = any(c.isdigit() for c in before) and bool(words) and words[-1].lower() not in _RUNS_ON
    return whole and not starts_amount and len(line.split()) > 1 and not before.rstrip().endswith(("-", ",", ";", ":", "("))
