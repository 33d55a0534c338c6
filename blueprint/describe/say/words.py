"""Numbers and looks in words, the way the blog's alt texts say them.

Figures become words ("60%" -> "sixty percent", "9-34 min" -> "nine to
thirty-four minutes"); a figure that is part of a name keeps its figures
("24-hour"). inflect does the numbers; this module only adds the fractions
("six tenths") and the units.

inflect is imported on first use, cheaply (`say/lazy_inflect.py`); looks are
said by `say/look_words.py`, re-exported here for the modules that say them
with numbers; a sentence is closed by `say/sentences.py`.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import TYPE_CHECKING, cast

from blueprint.describe.say.glosses import sense
from blueprint.describe.say.label_lines import apart
from blueprint.describe.say.lazy_inflect import _inflect
from blueprint.describe.say.names import Name
from blueprint.describe.say.signs import lone_signs, per_thing
# re-exported: the realisers of lanes, cells, links and series import looks from here
from blueprint.describe.say.look_words import (  # noqa: F401
    FILL_WORDS,
    LINE_COLOUR_WORDS,
    OUTLINE_WORDS,
    fill_words,
    line_words,
    outline_words,
    prenominal_look,
)
from blueprint.values import Share
from blueprint.describe.say.number_match import said_whole

if TYPE_CHECKING:
    import inflect

    from blueprint.describe.say.facts import Look

UNITS = {
    "ms": "millisecond",
    "s": "second",
    "sec": "second",
    "secs": "second",
    "min": "minute",
    "mins": "minute",
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "d": "day",
    "wk": "week",
    "gb": "gigabyte",
    "tb": "terabyte",
    "mb": "megabyte",
    "kb": "kilobyte",
    "us": "microsecond",
    "µs": "microsecond",
    "ns": "nanosecond",
    "%": "percent",
}
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNIT = r"%|µs\b|[A-Za-z]+\b"
_RANGE = re.compile(rf"(?<![\w.])({_NUMBER})\s*[-–]\s*({_NUMBER})(?:(\s*)({_UNIT}))?(?![\w-])")
_MONEY = re.compile(rf"(?<![\w.])(?:US)?([$€£])\s?({_NUMBER})(?:\s?([kKmM]|bn)\b)?")
_CURRENCIES = {"$": "dollar", "€": "euro", "£": "pound"}
_SCALES = {"k": "thousand", "m": "million", "bn": "billion"}
_SCALED = re.compile(rf"(?<![\w.,$€£])({_NUMBER})([kK]|M|bn)(?![\w-])")  # "1k", "120k", "2M": never "5m" (minutes or metres)
# A clock time written on a 24-hour clock ("18:00", "08:30"), said as a writer says it: "six pm", "eight thirty am".
# A rate: "/day" after an amount is "a day" ("$60/day": sixty dollars a day), after a word "per" ("tokens/min": tokens per minute).
_PER_UNITS = {"s": "second", "sec": "second", "min": "minute", "h": "hour", "hr": "hour", "hour": "hour", "day": "day", "d": "day",
              "week": "week", "wk": "week", "month": "month", "mo": "month", "year": "year", "yr": "year"}
_PER = re.compile(r"(?<=[\w%])\s?/\s?(" + "|".join(sorted(_PER_UNITS, key=len, reverse=True)) + r")\b")
_CLOCK = re.compile(r"(?<![\d:.,])([01]?\d|2[0-3]|24(?=:00)):([0-5]\d)(?![\d:])")  # "24:00" the day's end
_MULTIPLIER = re.compile(r"(?<![\d\s])\s*×\s*(?=\d)|(?<=\s)×\s*(?=\d)")  # "a ×4": a count, "a times four" (reader 10-D: "a ×four" read aloud badly)
_TIMES = re.compile(r"(?<=\d)((?:\s*(?:%|[A-Za-z]+))?)\s*×\s*(?=[$€£]?\d)")  # "4 × 20 GB", "2h×3": a product of figures
_LEADING_EQUALS = re.compile(r"^\s*=\s*")  # "= 24 min of every gpu-hour": the label under another, what it comes to
_EQUALS = re.compile(r"\s+=\s+")
_ABOUT = re.compile(r"(?<![\w~])~\s*(?=[$€£]?\d)")  # "~20 µs": about twenty microseconds
_PLUS = re.compile(r"^(\s*)\+\s*(?=[\w$€£])")  # "+ stranded 10 gb": a line opening with a sign is a term of a sum, said "plus" (review 7-B); "7B + 7B" is a name, kept
# A noun clipped before a rate ("1,400 req/s"): said whole, "requests per second" (review 10-C: "req per second" is half spoken).
_CLIPPED = {"req": "requests", "reqs": "requests", "tok": "tokens", "toks": "tokens"}
_CLIPPED_RATE = re.compile(r"\b(" + "|".join(_CLIPPED) + r")(?=\s?/)", re.IGNORECASE)
_SINGLE = re.compile(rf"(?<![\w.,])({_NUMBER})(?![\w.%-]|,\d)(?:(\s*)({_UNIT}))?|(?<![\w.,])({_NUMBER})(%)")
# A word whose figures follow its letters is a name the writer gave ("us-east-1",
# "rack-2", "node-3", "v2.1", "p99", "gpu0"): said as written, every time. Only
# figures that stand alone are quantities, said in words ("12 GPUs", "40 min").
_NAME_WORD = re.compile(r"(?<!\S)(?=[^\s$€£]*[A-Za-z][-_.]?\d)[^\s]+")

# Words that may follow a quantity without it qualifying them as a noun ("80 GB
# free", "40 s later", "2 h of work"): after anything else, "80 GB card" reads
# as a compound, its unit singular, as written: "eighty gigabyte card" (never
# hyphenated into an adjective the label does not hold).
_NOT_NOUNS = frozenset(
    "of in on at to for from by per with and or but than as each apiece a an the times equals "
    "free used left total busy idle lost saved kept more less over under later sooner earlier faster slower ago "
    "long wide tall high deep late early old away back behind ahead is are was were has had "
    "vs versus against if when then so while until unless plus minus".split()
)
_STATES = frozenset("in on at by under over paid unpaid empty full waiting stranded free used busy idle lost saved kept left".split())  # a meaning that opens with these is a state, not a thing
_NEXT_WORD = re.compile(r"\s+([A-Za-z][A-Za-z-]*)")


_POST_MODIFIERS = frozenset("with of for in on from at per under over across during after before by to that which who whose".split())


def head_noun(phrase: str) -> str:
    """The word a noun phrase is about, the one its verb agrees with: the last
    before any phrase that qualifies it ("utilization with four workers":
    utilization; "the requests": requests)."""
    words = phrase.rstrip(",").split()
    for index, word in enumerate(words):
        if index and word.lower() in _POST_MODIFIERS:
            head = index - 1
            while head > 0 and len(words[head]) > 4 and words[head].lower().endswith(("ed", "ing")):
                head -= 1  # "requests served by node-1": the participle qualifies, the noun before it heads
            return words[head]
    return words[-1] if words else phrase


def _before_a_noun(rest: str, unit: str = "", before: str = "x") -> bool:
    """Whether the text after a quantity begins with a word it qualifies; a
    word in -ing after a time is what goes on for that long ("40 min waiting":
    forty minutes waiting, never "forty-minute waiting"; "80 GB ceiling" is
    still eighty gigabyte ceiling). A quantity that opens the words and is
    followed only by a word in -s is the subject of that verb ("4 GB fits":
    four gigabytes fits; "6 h is ..."), and a word in -ed after it is what
    befell it ("2 GB freed")."""
    word = _NEXT_WORD.match(rest)
    if word is None:
        return False
    name = word.group(1).lower()
    if len(name) > 3 and name.endswith("ed"):
        return False
    if not before.strip() and name.endswith("s") and not name.endswith("ss") and not rest[word.end():].strip(" .,;:"):
        return False
    lasting = UNITS.get(unit.lower()) in _TIME_UNITS and len(name) > 4 and name.endswith("ing")
    return name not in _NOT_NOUNS and word.group(1) not in UNITS and not lasting


_TIME_UNITS = frozenset(("millisecond", "second", "minute", "hour", "day", "week"))



class Words:
    """Turns values into words; one per describe run (inflect keeps state)."""

    @functools.cached_property
    def engine(self) -> inflect.engine:
        """Built on first use: a description that needs no number or plural
        never imports inflect."""
        return _inflect().engine()

    def number(self, value: str | int | Fraction) -> str:
        text = str(value).replace(",", "")
        return cast(str, self.engine.number_to_words(text, comma="", andword="and"))  # a list only with `wantlist=True`

    @staticmethod
    def counted(phrase: str) -> bool:
        """Whether a noun phrase opens with a count above one ("four towers
        standing ..."): its verb is plural ("there are", "stand")."""
        return _COUNTED.match(phrase) is not None

    def count(self, count: int, singular: str, plural: str | None = None) -> str:
        noun = singular if count == 1 else (plural or self.plural(singular))
        return f"{self.number(count)} {noun}"

    def plural(self, noun: str) -> str:
        """inflect's plural, but an initialism takes a small s ("GPUs", not "GPUS")."""
        head = noun.split()[-1] if noun.split() else noun
        if len(head) > 1 and head.isupper():
            return noun + "s"
        return self.engine.plural_noun(noun)

    def singular(self, word: str) -> bool:
        """Whether a word can stand as one thing after "a": "turn", "node";
        never "uses" or "slices" (a verb or a plural ends a phrase differently)."""
        return self.engine.singular_noun(word) is False

    def verb(self, verb: str, count: int) -> str:
        """A verb in the present agreeing with its subject's count: "sends",
        "send" (the towers send)."""
        return verb if count == 1 else self.engine.plural_verb(verb)

    def ordinal(self, position: int) -> str:
        return self.engine.ordinal(self.number(position))

    def article(self, phrase: str) -> str:
        return self.engine.a(phrase)

    def join_sharing_unit(self, items: list[str]) -> str:
        """Amounts in one unit, the unit said once at the end: "five, seven and
        fifteen minutes", "fifty-five, forty and fifty percent"; else joined as
        they are."""
        unit = items[-1].rsplit(" ", 1)[-1] if items and " " in items[-1] else ""
        if len(items) > 1 and unit and all(item.endswith(" " + unit) for item in items):
            return self.join([item.rsplit(" ", 1)[0] for item in items[:-1]] + [items[-1]])
        return self.join(items)

    def join(self, items: list[str]) -> str:
        """"a, b and c", as the blog writes lists; the comma before "and" only
        when an item holds an "and" or a comma of its own, where it keeps them
        apart ("a bar, four minutes long, and a bar, ninety seconds long")."""
        serial = "," if any(" and " in item or "," in item for item in items) else ""
        if len(items) == 2:
            return f"{items[0]}{serial if ',' in items[0] else ''} and {items[1]}"
        if len(items) < 2:
            return " and ".join(items)
        return ", ".join(items[:-1]) + f"{serial} and " + items[-1]

    def fraction(self, share: Share) -> str:
        """`60%` -> "six tenths", `3/5` -> "three fifths", `34%` -> "thirty-four percent"."""
        if share.form == "fraction":
            numerator, denominator = (int(p) for p in share.written.replace(" ", "").split("/"))
            return self._fraction(numerator, denominator)
        value = share.value
        if value == 1:
            return "all of it"
        for denominator in (2, 4, 10, 3):
            scaled = value * denominator
            if scaled.denominator == 1:
                return self._fraction(scaled.numerator, denominator)
        return self.percent(value)

    def percent(self, value: Fraction) -> str:
        percent = value * 100
        figure = str(percent.numerator) if percent.denominator == 1 else f"{float(percent):.1f}".rstrip("0").rstrip(".")
        return f"{self.number(figure)} percent"

    def _fraction(self, numerator: int, denominator: int) -> str:
        if denominator == 2:
            part = "half" if numerator == 1 else "halves"
        elif denominator == 4:
            part = "quarter" if numerator == 1 else "quarters"
        else:
            part = self.ordinal(denominator)
            part = part if numerator == 1 else self.engine.plural_noun(part)
        return f"{self.number(numerator)} {part}"

    def spoken(self, text: str) -> str:
        """A label as a reader hears it: its figures in words ("$300": three
        hundred dollars), its signs as words ("4 × 20 GB": four times twenty
        gigabytes; "a = b": a equals b; a leading "=" goes unsaid, the words
        after it are what the words before come to). A label of two lines
        (`marks/label.Lines`) is heard a line at a time: "288 GB" ending one
        line is a total, not a measure of the next line's first word."""
        if isinstance(text, Name):  # a label that names its thing ("node 1": `say/names.py`)
            return str(text)
        lines = getattr(text, "lines", None)
        if lines and len(lines) > 1:
            heard = self.spoken(str(lines[0]))
            for before, line in zip(lines, lines[1:]):  # two amounts meeting across the break are set apart (review 7-C: "full nine hundred and sixty gigabytes one hundred and twenty gigabytes each")
                heard = heard.rstrip(",;:") + (", " if apart(str(before), str(line)) else " ") + self.spoken(str(line))
            return heard
        text = _LEADING_EQUALS.sub("", text)
        text = _ABOUT.sub("about ", text)
        text = _EQUALS.sub(" equals ", text)
        text = _PLUS.sub(r"\1plus ", text)
        names = _NAME_WORD.findall(text)
        said = [self._figures(piece) for piece in _NAME_WORD.split(text)]
        return "".join(piece + (names[index] if index < len(names) else "") for index, piece in enumerate(said))

    def repeats(self, label: str | None, phrase: str, whole: bool = False) -> bool:
        """Whether a label's words are all said already in a noun phrase ("a
        staircase of replicas wanted" marked wanted): "marked ..." would
        stutter. `whole`: only where the label is the noun itself ("a load
        balancer" marked load balancer; a snapshot file marked snapshot keeps
        its word, which a reader would not know is drawn)."""
        said, words = _content(self.spoken(label or "")), _content(phrase)
        return bool(label) and said <= words and (not whole or words <= said)

    def states(self, label: str | None, value: str) -> bool:
        """Whether a label, heard, says a value already, as whole words ("paid
        1,000 h" says one thousand hours; "240 h" says two hundred and forty
        hours): "marked paid one thousand hours at one thousand hours" would say
        it twice (session 13), so the value after it goes unsaid."""
        if not label or not value.strip():
            return False
        heard = re.findall(r"[\w'-]+", self.spoken(label).lower())
        said = re.findall(r"[\w'-]+", value.lower())
        before_noun = said[:-1] + [said[-1][:-1]] if len(said) > 1 and said[-1].endswith("s") else said  # "80 GB ceiling": eighty gigabyte ceiling
        return any(said_whole(heard, form) for form in (said, before_noun))

    def meaning(self, means: str | None, label: str | None = None, said_as: str = "") -> str:
        """What a writer's `means` says a look stands for, said so that no reader
        takes it for drawn words: "standing for requests queued" (a drawn label
        is "marked ..."); empty where there is none, or where its words are
        the label's own ("marked latency target, the latency target")."""
        if not means:
            return ""
        said = self.spoken(means)
        if self.repeats(means, self.spoken(label or "")):
            return ""
        if said_as and sense(means) <= sense(said_as):  # "a queue of six waiting jobs, standing for the queue of waiting jobs" (review 10-B)
            return ""
        first = said.split()[0].lower() if said.split() else ""
        state = first in _STATES or (first.endswith("ed") and len(first) > 3)
        return f"meaning {said}" if state else f"standing for {said}"  # "meaning in use", "standing for requests queued"

    def _figures(self, text: str) -> str:
        """The figures of words that are not names, in words."""
        text = _CLIPPED_RATE.sub(lambda m: _CLIPPED[m.group(1).lower()], text)
        text = _PER.sub(self._per, lone_signs(text))
        text = per_thing(text, UNITS)
        text = _CLOCK.sub(self._clock, text)
        text = _TIMES.sub(lambda m: f"{m.group(1)} times ", text)
        text = _MULTIPLIER.sub(" times ", text)
        text = _MONEY.sub(self._money, text)
        text = _RANGE.sub(self._range, text)
        text = _SCALED.sub(self._scaled, text)
        return _SINGLE.sub(self._single, text)

    def _scaled(self, match: re.Match[str]) -> str:
        """ "120k" in words ("one hundred and twenty thousand tokens"), but kept
        as written before a noun in the singular it sizes ("2k context", as "8B
        model" is kept): "two thousand context" is no thing a reader says."""
        word = _NEXT_WORD.match(match.string[match.end():])
        if word is not None and word.group(1).lower() not in _NOT_NOUNS and not self.engine.singular_noun(word.group(1)):
            return match.group(0)
        return f"{self.number(match.group(1))} {_SCALES[match.group(2).lower()]}"

    def _per(self, match: re.Match[str]) -> str:
        """ "/day" as a rate: "a day" after an amount, else "per day"."""
        unit = _PER_UNITS[match.group(1).lower()]
        before = match.string[: match.start()]
        amount = bool(re.search(r"(?:\d|\d\s?[kKmM%]|\d\s?bn)$", before))
        return f" {self.article(unit)}" if amount else f" per {unit}"

    def _clock(self, match: re.Match[str]) -> str:
        """ "18:00" is "six pm", "08:30" "eight thirty am", "00:00" "midnight",
        "12:00" "noon", "07:05" "seven oh five am": never "eighteen:zero";
        "24:00", the end of the day, is "midnight" too (never "twenty-four:zero")."""
        hour, minute = int(match.group(1)), int(match.group(2))
        if minute == 0 and hour in (0, 12, 24):
            return "noon" if hour == 12 else "midnight"
        said = self.number(str(hour % 12 or 12))
        if minute:
            said += f" {'oh ' if minute < 10 else ''}{self.number(str(minute))}"
        return f"{said} {'am' if hour < 12 else 'pm'}"

    def _money(self, match: re.Match[str]) -> str:
        sign, figure, scale = match.groups()
        currency = _CURRENCIES[sign]
        named = lambda amount, noun: f"{self.number(amount)} {noun if amount.replace(',', '') == '1' else self.engine.plural_noun(noun)}"
        if scale:
            return f"{self.number(figure)} {_SCALES[scale.lower()]} {self.engine.plural_noun(currency)}"
        whole, _, cents = figure.partition(".")
        if len(cents) != 2:
            return named(figure, currency)
        if sign == "$" and not whole.replace(",", "").strip("0"):  # "$0.50": fifty cents
            return named(cents.lstrip("0") or "0", "cent")
        return named(whole, currency) + ("" if cents == "00" else f" {self.number(cents.lstrip('0'))}")  # "$2.50": two dollars fifty

    def _unit(self, unit: str | None, plural: bool) -> str | None:
        if not unit:
            return None
        word = UNITS.get(unit.lower())
        if word is None:
            return None
        if word == "percent":
            return word
        return self.engine.plural_noun(word) if plural else word

    def _range(self, match: re.Match[str]) -> str:
        low, high, space, unit = match.groups()
        words = f"{self.number(low)} to {self.number(high)}"
        unit_word = self._unit(unit, plural=True)
        if unit and unit_word is None:
            return f"{words}{space}{unit}"
        return f"{words} {unit_word}" if unit_word else words

    def _single(self, match: re.Match[str]) -> str:
        if match.group(4):
            return f"{self.number(match.group(4))} percent"
        figure, space, unit = match.groups()[:3]
        words = self.number(figure)
        unit_word = self._unit(unit, plural=figure != "1")
        if unit and unit_word is None:
            return f"{words}{space}{unit}"
        if unit_word and _before_a_noun(match.string[match.end():], unit, match.string[: match.start()]):  # "80 GB card": eighty gigabyte card, kept as written (issue 26: never made a hyphenated adjective)
            return f"{words} {self._unit(unit, plural=False)}"
        return f"{words} {unit_word}" if unit_word else words

    def look(self, fill: str, hatch: bool = False, outline: str = "solid", line_colour: str | None = None) -> tuple[str, str]:
        """The words before and after a noun for a look: ("red hatched", "outlined
        in dashes"); `line_colour`, an outline not in its fill's own colour
        ("outlined in blue dashes"). Every part kind says its look with these."""
        return fill_words(fill, hatch), outline_words(outline, line_colour)

    def look_of(self, look: "Look", hatch: bool | None = None) -> tuple[str, str]:
        """`look` for a look as a fact (`hatch`: said with it or not, if given).
        A look with no fill, its outline alone drawn in a colour, is said empty
        with the colour on its outline: "an empty box in blue dashed outline",
        never "a blue box in dashed outline", which a reader pictures filled
        (reader 8-B)."""
        edge = look.line_colour or look.colour
        if not look.filled and look.line in ("dashed", "dotted"):
            return "empty", outline_words(look.line, edge if edge in LINE_COLOUR_WORDS else None)
        return self.look(look.colour, look.hatch if hatch is None else hatch, look.line, look.line_colour)


_COUNTED = re.compile(
    r"(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
    r"eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one hundred|both|several|many)\b(?!-)|"
    r"(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-\w+",
    re.IGNORECASE,
)


def _content(text: str) -> set[str]:
    """A phrase's words that carry its sense (no articles), to tell a meaning
    that only repeats a label."""
    found = re.findall(r"[\w'-]+", text.lower())
    return set(found[1:] if found[:1] in (["a"], ["an"], ["the"]) else found)  # "node a" keeps its name

