"""Parts of a bar that alternate between two looks (grey runs in use broken
by white holes) said as their rhythm: "seven grey runs, standing for memory in
use, the first marked in use sixty-one gigabytes, broken by seven thin white
slices, each a free hole", not part by part fifteen times. The idea is the
lanes' (`lane_rhythms.py`: alike things in turn said once, with a count); the
parts need no even pace, only the turn of two looks, every part plain (no
parts inside it, no alt of its own) and each look's parts meaning one thing.
What comes before or after the alternation is said as itself."""

from __future__ import annotations

from collections.abc import Callable

from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import Words

TURNS = 3  # each look at least this many times in the alternation
RUN, BREAK = "run", "slice"  # the nouns of the two looks' parts: runs broken by slices


def alternation(parts: tuple[Thing, ...]) -> tuple[int, int] | None:
    """(start, end) of the longest run of parts alternating between two looks,
    each look at least TURNS times; None where there is none."""
    best: tuple[int, int] | None = None
    start = 0
    while start < len(parts) - 1:
        end = start + 1
        if _plain(parts[start]) and _plain(parts[end]) and parts[start].look != parts[end].look:
            while end + 1 < len(parts) and _plain(parts[end + 1]) and _alike(parts[end + 1], parts[end - 1]):
                end += 1
            if (end - start + 1) // 2 >= TURNS and (best is None or end + 1 - start > best[1] - best[0]):
                best = (start, end + 1)
        start = end if end > start + 1 else start + 1
    return best


def in_turn(parts: tuple[Thing, ...], index: int) -> tuple[int, str] | None:
    """(its place among its look's parts, the noun they are said by) for a part
    in the parts' alternation: the twelfth part is "the sixth slice"; None
    for a part outside it."""
    span = alternation(parts)
    if span is None or not span[0] <= index < span[1]:
        return None
    return (index - span[0]) // 2 + 1, RUN if (index - span[0]) % 2 == 0 else BREAK


def _plain(part: Thing) -> bool:
    return not part.parts and not part.alt and part.look is not None


def _alike(part: Thing, other: Thing) -> bool:
    """The same look, meaning the same thing."""
    return part.look == other.look and part.means == other.means


def rhythm_phrase(words: Words, run: tuple[Thing, ...], look: Callable[[Thing], tuple[str, str]]) -> str:
    """ "seven grey runs, standing for memory in use, the first marked in use
    sixty-one gigabytes, broken by seven thin white slices, each a free hole":
    the first look's parts as runs, the other's as what breaks them; `look`:
    the words before and after a part's noun for its look."""
    first, second = run[0::2], run[1::2]
    return f"{_members(words, first, RUN, look)}, broken by {_members(words, second, BREAK, look)}"


def _members(words: Words, members: tuple[Thing, ...], noun: str, look: Callable[[Thing], tuple[str, str]]) -> str:
    """One look's parts counted, with their size where all share it, what they
    stand for once, and the words of those labelled, by their place among them."""
    qualities = {m.quality for m in members}
    quality = next(iter(qualities)) if len(qualities) == 1 else None
    size = quality if quality in ("thin", "small") else ""
    before, after = look(members[0])
    said = " ".join(filter(None, [words.number(len(members)), size, before, words.plural(noun), after]))
    means = members[0].means
    if means and means.split()[0].lower() in ("a", "an"):
        said += f", each {words.spoken(means)}"  # "each a free hole"
    elif means:
        said += f", {words.meaning(means)}"
    labelled = [f"the {words.ordinal(index + 1)} marked {words.spoken(m.label)}" for index, m in enumerate(members) if m.label]
    return said + (f", {words.join(labelled)}" if labelled else "")
