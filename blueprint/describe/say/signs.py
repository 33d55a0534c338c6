"""Signs in a label as a reader says them, where no figure carries them: a
currency sign standing for its unit ("$ per million tokens": dollars per
million tokens) and a slash between a unit and the thing it is counted by
("20 ms/token": twenty milliseconds per token). `Words.spoken` calls these
before it says the figures; the rates of time ("/h", "/day") are its own."""

from __future__ import annotations

import re
from collections.abc import Collection

CURRENCY_NOUNS = {"$": "dollars", "€": "euros", "£": "pounds"}
_LONE_SIGN = re.compile(r"(?<![\w$€£])([$€£])(?!\s?[\d.])")  # "$ per million tokens", "$/h": the sign as a noun, no amount after it
_PER_THING = re.compile(r"(?<=[\w%])\s?/\s?([A-Za-z][A-Za-z-]*)\b")
_LAST_WORD = re.compile(r"(\d|[^\W\d_]+|%)\s*$")
_COUNTED_WORD = re.compile(r"\d\s+[^\W\d_]+$")  # "64 flop/byte": a word after a figure is the unit counted


def lone_signs(text: str) -> str:
    """A currency sign with no amount after it said as its unit, in the plural."""
    return _LONE_SIGN.sub(lambda m: CURRENCY_NOUNS[m.group(1)], text)


def per_thing(text: str, units: Collection[str]) -> str:
    """ "/token" after a figure or a unit ("20 ms/token", "4 GB/GPU", "64
    flop/byte": any word a figure counts) said "per token"; a slash between two
    words ("prefill/decode", "I/O") is kept."""
    def said(match: re.Match[str]) -> str:
        before = _LAST_WORD.search(match.string[: match.start()])
        counted = before is not None and (before.group(1).isdigit() or before.group(1) == "%" or before.group(1).lower() in units or before.group(1) in CURRENCY_NOUNS.values()
                                          or _COUNTED_WORD.search(match.string[: match.start()]) is not None)
        return f" per {match.group(1)}" if counted else match.group(0)
    return _PER_THING.sub(said, text)
