"""A part's share of its bar, said one way wherever a bar's parts are said:
the parts lead and sentences, the parallel form and the long description.

    fraction    as the writer sees it: a simple fraction where there is one,
                reduced ("one third", never "two sixths"), else the percentage
                as written; "about three fifths" where the label already says
                the exact figure ("filled six tenths in grey")
    size        a thin part is "a thin blue slice", a part under a sixth "a
                small dark part" (the bar's facts judge which, by the theme's
                `thin_share`)
    place       where it really is, never guessed: "at its left end", "at its
                right end" (the facts' ends), "in the middle" (a part between
                two others over the bar's centre); a larger part at an
                end with a simple fraction is said by both at once, "covering
                the left three quarters"
    compared    "that covers over half of it", "that is the widest of the
                four" (the facts' judgement), only where the label gives no
                figure of its own
    across      like parts of bars side by side: ", widest under reserved",
                ", narrowest in the right bar"

A thing said less is never said wrong: a part whose place is not known is said
without one.
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

from blueprint.describe.realise.core import WHERE
from blueprint.describe.say.compare import CLEAR
from blueprint.describe.say.salient import SIMPLE, near_fraction
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import Words
from blueprint.values import Share, parse_share

APPROXIMATE = SIMPLE  # the denominators of a simple fraction (a drawn share, or one said "about")
SIZED = ("thin", "small")  # qualities said as a size word before the look
PLACES = {"left-end": WHERE["left-end"], "right-end": WHERE["right-end"], "bottom-end": WHERE["bottom-end"], "top-end": WHERE["top-end"], "middle": "in the middle"}
SIDES = {"left-end": "left", "right-end": "right", "bottom-end": "bottom", "top-end": "top"}  # a bar standing upright has a bottom and a top
TOLD_BESIDE_FIGURES = ("widest", "over-half", "widest-of-rest")  # comparisons said beside a label's figure too: the figures do not rank the parts for the reader


def figured(part: Thing) -> bool:
    """Whether the part's label gives a figure of its own ("kept 34%"): then no
    fraction or comparison is said beside it."""
    return bool(part.label and re.search(r"\d", part.label))


class Shares:
    """Says parts' shares, sizes and places; one per realiser call."""

    def __init__(self, words: Words):
        self.words = words

    # --- fractions ------------------------------------------------------------

    def exact(self, part: Thing) -> str | None:
        """A part's share of what holds it in words, if the writer's figure or a
        simple fraction says it: "six tenths" (a percentage as the writer sees
        it), "one third" (a fraction, reduced), "fifty-five percent"; None for a
        share the writer did not write and no simple fraction says ("sixty-two
        percent" of a bar that stands for seventy)."""
        value = part.share if part.share is not None else Fraction(1)
        written = _parse(part.amount)
        if written is not None and written.value == value:
            if written.form == "fraction":
                written = _simple(value)
            return self.words.fraction(written)
        if value.denominator in APPROXIMATE:
            return self.words.fraction(_simple(value))
        return None

    def share(self, part: Thing, *, article: bool = False) -> str:
        """The share said with "filled": exact, or "about three fifths" where its
        label already says the exact figure; with `article`, a near fraction of
        one is "about a fifth" (a length reached: "ending about a fifth of the
        way along"), never "about one fifth"."""
        value = part.share if part.share is not None else Fraction(1)
        exact = self.exact(part) or ""
        label = self.words.spoken(part.label) if part.label else ""
        if exact and exact not in label:
            return exact
        near = _near(value)
        return f"about {fraction_words(self.words, near) if article else self.words.fraction(_simple(near))}" if near else exact

    def span(self, part: Thing, place: str | None) -> str | None:
        """A part at an end said by its simple fraction and its side: "the left
        three quarters", "the right half"; None where no simple fraction says it."""
        value = part.share
        if place not in SIDES or value is None or not 0 < value < 1 or value.denominator not in APPROXIMATE:
            return None
        fraction = self.exact(part) or ""
        return f"the {SIDES[place]} {fraction.removeprefix('one ')}" if fraction else None

    # --- size and place -------------------------------------------------------

    @staticmethod
    def size(part: Thing) -> tuple[str, str]:
        """The size word and noun: ("thin", "slice"), ("small", "part"), ("", "part")."""
        if part.quality == "thin":
            return "thin", "slice"
        return ("small" if part.quality == "small" else ""), part.noun

    @staticmethod
    def place(part: Thing, siblings: tuple[Thing, ...], *, ends_with_parts: bool = False) -> str | None:
        """Where a part is in its bar: an end as the facts say it (and the last
        part of a bar that ends where its parts end), or "middle" for a part
        between two others that lies over the bar's centre; else None."""
        if part.place in SIDES:
            return part.place
        index = next((i for i, s in enumerate(siblings) if s is part), None)
        if part.place is not None or index is None:
            return None
        if ends_with_parts and 0 < index == len(siblings) - 1:
            return "right-end"
        shares = _shares(siblings)
        if ends_with_parts or not 0 < index < len(siblings) - 1 or shares is None or sum(shares) > 1:
            return None  # parts laid from the left end of a whole bar: the shares before it are where it starts
        start = sum(shares[:index], Fraction(0))
        return "middle" if start <= Fraction(1, 2) <= start + shares[index] else None

    # --- the words after a part's label ----------------------------------------

    def where(self, part: Thing, siblings: tuple[Thing, ...], *, placed: bool = True, ends: bool = False, sized: bool = False,
              listing: bool = False, ends_with_parts: bool = False) -> str:
        """What follows a part's noun and label: its place, its fraction or a
        comparison: " at its right end", " covering the left three quarters",
        " that is the widest of the four". `placed`: the part lies in a bar
        (not in another part, where "its end" would be unclear); `ends`: the
        end of any part at one is said (its bar is not filled by its parts);
        `sized`: a part alone in such a bar says its share ("a small blue part
        covering one tenth at its right end"). A part that says what it stands
        for (`means`) says that in place of its fraction. `listing`: for the
        long description, which lists figures from the left end and compares
        nothing: only where a thin or small part is not at the left end, and a
        fraction of its bar that the written figure is not."""
        place = self.place(part, siblings, ends_with_parts=ends_with_parts) if placed else None
        said = figured(part)
        lone = sized and len(siblings) == 1 and not said and not listing
        if part.quality in SIZED:
            exact = self.exact(part) if lone and part.quality == "small" else None
            place = None if listing and place in ("left-end", "bottom-end") else place
            return (f" covering {exact}" if exact else "") + (f" {PLACES[place]}" if place else "")
        span = None if ends_with_parts or part.means else self.span(part, place)
        if span and not said and not (listing and self._as_written(part)):
            return f" covering {span}"
        if listing:
            return ""
        head = ""
        if ends and place in SIDES:
            exact = self.exact(part) if lone else None
            head = (f" covering {exact}" if exact else "") + f" {PLACES[place]}"
        return head + ("" if said and not self._told_beside(part) else self.compared(part, siblings))

    def _told_beside(self, part: Thing) -> bool:
        """Whether a comparison is said beside the label's own figure: the
        widest always; over half, and the widest of the rest, only where the
        figure is the share drawn (a "34%" that covers over half of a bar
        standing for sixty would read as a contradiction)."""
        if part.quality == "widest":
            return True
        return part.quality in TOLD_BESIDE_FIGURES and self._as_written(part)

    def _as_written(self, part: Thing) -> bool:
        written = _parse(part.amount)
        return written is not None and written.value == part.share

    def compared(self, part: Thing, siblings: tuple[Thing, ...]) -> str:
        """" that covers over half of it", " that is the widest of the four",
        as the facts judge them. A narrow part is said by its size word ("a
        small dark part"), and "narrowest" only across bars (`across`): within
        one bar it would crowd the blog's plain "a dark part"."""
        if part.quality == "over-half":
            return f" that covers {over_half_words(part.share)} of it"
        if part.quality == "widest":
            return f" that is the widest of the {self.words.number(len(siblings))}"
        if part.quality == "widest-of-rest":
            rest = len(siblings) - 2  # neither this part nor the one over half
            others = "the other one" if rest == 1 else f"the other {self.words.number(rest)}"
            return f" that is wider than {others}, though narrower than the part over half"  # "the widest of the other three" read as the widest of all
        return ""

    def phrase(self, part: Thing, siblings: tuple[Thing, ...], look: tuple[str, str], marked: str | None = None, **where: bool) -> str:
        """A part as a noun phrase with its size, label and place: "a thin red
        hatched slice marked lost at its right end"; `marked`: other words for
        its label ("marked kept, fifty-five and forty percent")."""
        size, noun = self.size(part)
        before, after = look
        said = self.words.article(" ".join(filter(None, [size, before, noun, after])))
        if marked is None and part.label:
            marked = f" marked {self.words.spoken(part.label)}"
        return said + (marked or "") + self.where(part, siblings, **where)

    # --- like parts of bars side by side --------------------------------------

    @staticmethod
    def alike(parts: list[Thing]) -> Thing:
        """The part that stands for like parts of several bars: their size word
        and place where every one has the same, no share (each has its own)."""
        first = parts[0]
        quality = first.quality if first.quality in SIZED and all(p.quality == first.quality for p in parts) else None
        place = first.place if first.place in SIDES and all(p.place == first.place for p in parts) else None
        return replace(first, quality=quality, place=place, share=None, label=None)

    def across(self, parts: list[Thing], where: list[str], widest: set[str]) -> str:
        """Where one bar's part stands clear of the same part in the others: ",
        widest under reserved", else ", narrowest in the right bar" (not in a
        bar already said to hold the widest of another part: two parts that
        share a bar, one widest, leave the other narrowest); nothing among
        parts all thin or small (their size is what the eye takes in, not
        which is least) or where a label gives the figures. `widest`: the
        places said so far, added to."""
        shares = _shares(parts)
        if len(parts) < 2 or shares is None or any(figured(p) for p in parts) or all(p.quality in SIZED for p in parts):
            return ""
        top = max(range(len(parts)), key=lambda i: shares[i])
        if all(shares[top] >= CLEAR * s for i, s in enumerate(shares) if i != top):
            widest.add(where[top])
            return f", widest {where[top]}"
        low = min(range(len(parts)), key=lambda i: shares[i])
        if where[low] not in widest and all(s >= CLEAR * shares[low] for i, s in enumerate(shares) if i != low):
            return f", narrowest {where[low]}"
        return ""


def _shares(parts: "tuple[Thing, ...] | list[Thing]") -> list[Fraction] | None:
    """The parts' shares, or None where one is not known."""
    shares = [p.share for p in parts]
    return None if any(s is None for s in shares) else [s for s in shares if s is not None]


def fraction_words(words: Words, value: Fraction) -> str:
    """A simple fraction as a share of a length is said: "a quarter", "a
    half", "three fifths" ("one quarter as long" reads as a count)."""
    said = words.fraction(_simple(value))
    return f"a {said.removeprefix('one ')}" if value.numerator == 1 else said


def _simple(value: Fraction) -> Share:
    return Share(value, f"{value.numerator}/{value.denominator}", "fraction")


def _parse(amount: str | None) -> Share | None:
    try:
        return parse_share(amount) if amount else None
    except ValueError:
        return None


def _near(value: Fraction) -> Fraction | None:
    """The simple fraction nearest a share, if it is near enough to say "about" (`say/salient.py`)."""
    near = near_fraction(value)
    return near.fraction if near is not None else None


NEARLY_ALL = 0.9  # a part covering at least this share of its bar covers "nearly all" of it
MOST = 2 / 3  # ... at least this, "most" of it


def over_half_words(share: "Fraction | float | None") -> str:
    """How much of its bar a part over half of it covers, as the eye judges it:
    "nearly all" (ninety percent or more), "most", else "over half" (reader
    10-B: "covers over half" of a part of ninety-five percent is a feeble way
    to say it)."""
    if share is not None and share >= NEARLY_ALL:
        return "nearly all"
    if share is not None and share >= MOST:
        return "most"
    return "over half"
