"""Render a generated composition and hold its alt text to the scene and the
spec: the one runner of the property test (tests/test_compositions_true.py)
and its longer run (benchmarks/compositions.py).

For each composition (tests/compositions.py, made from its seed) it draws a
draft, describes it, and finds every false statement, by class:

    place      a place word said (a claim, `Description.places`) that the
               scene's boxes do not show (`say/place_check.py`)
    unclaimed  a place word in the alt text that no claim records, so nothing
               checks it (words inside a mark, "the top row", excepted)
    count, total, every, longest, widest, ...
               a count or comparison the values do not bear out
               (tests/salient_check.py)
    grammar    what tests/grammar.py finds

Each is reported with the seed, the sentence of the alt text that says it
and why it is false.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from blueprint.describe import describe
from blueprint.describe.say.place_check import check_all
from blueprint.diagnostics import SpecError
from blueprint.pipeline import compile_spec
from compositions import Composition, composition
from grammar import problems, sentences
from salient_check import check

# The words that say where a thing stands; each one the alt text says must be a recorded claim.
PLACE_WORDS = re.compile(r"\b(left|right|top|bottom|middle|centre|above|below|beside|upper|lower)\b", re.I)
# Places inside a mark come from its values and order (README, "Places come from the composition"),
# and a few words are no place at all: "right" of "the right one" is a claim, of "all right" it is not.
INSIDE = re.compile(
    r"\b(?:the |its |a |at the |at its |from the |to the )?(?:top|bottom|left|right|middle) "
    r"(?:row|rows|tier|tiers|end|ends|edge|step|tread|of (?:it|the (?:row|column|bar|tower|lane|grid)))\b"
    r"|\bfrom (?:the )?(?:left|top) to (?:the )?(?:right|bottom)\b|\bleft to right\b|\btop to bottom\b|\bbottom up\b"
    r"|\b(?:tier|tiers|one|grey|blue|dark|red) (?:on top|above (?:it|them))\b"  # a tower's tiers, bottom up as the spec lists them
    r"|\b(?:tier|tiers) at the bottom\b"  # the first of a tower's tiers (facts6-shapes)
    r"|\bruler of \S+ \S+ at the left\b"  # the towers' ruler, which their drawer sets at the left
    r"|\b(?:two lanes|one per [\w-]+), [^,.:;]+ above [^,.:;]+"  # two lanes in the order written, which their drawer keeps top to bottom
    r"|\bboth lanes [^;.]*?, the top one marked [^,;.]+, the bottom one\b",  # two lanes said together (facts8b), named in the order written
    re.I,
)


# Orders of a mark's own parts, whole phrases taken out before any claim's words are
ORDER = re.compile(r"\btop to bottom\b|\b(?:two lanes|one per [\w-]+), [^,.:;]+ above [^,.:;]+", re.I)


@dataclass(frozen=True)
class Falsehood:
    seed: int
    kind: str  # the class: place, unclaimed, count, total, ..., grammar
    sentence: str  # the sentence of the alt text that says it
    why: str

    def __str__(self) -> str:
        return f"seed {self.seed} [{self.kind}] {self.sentence!r}: {self.why}"


@dataclass
class Judged:
    composition: Composition
    composed: bool
    alt: str = ""
    false: list[Falsehood] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)  # the salient facts the alt text stated
    places: Counter[str] = field(default_factory=Counter)  # the place claims, "frame: word"


def sentence_of(alt: str, said: str) -> str:
    """The sentence of `alt` that says `said` (the words themselves where none holds them)."""
    low = said.lower()
    return next((s for s in sentences(alt) if low and low in s.lower()), said)


def unclaimed(alt: str, claims: Iterable[str], labels: Iterable[str]) -> list[tuple[str, str]]:
    """Each place word of `alt` outside every claim's words, every label and
    the places inside a mark: (its sentence, the word)."""
    found = []
    for said in sentences(alt):
        rest = ORDER.sub(" ", said)  # first: a claim's "top" must not leave "to bottom" of "top to bottom" behind
        for words in sorted({*claims, *labels}, key=len, reverse=True):
            if words:
                rest = re.sub(re.escape(words), " ", rest, flags=re.I)
        rest = INSIDE.sub(" ", rest)
        found += [(said, word) for word in PLACE_WORDS.findall(rest)]
    return found


def judge(made: Composition) -> Judged:
    """Draw and describe one composition and find what its alt text says falsely."""
    try:
        result = compile_spec(made.text, "composition.yaml", draft=True)
    except SpecError:
        return Judged(made, composed=False)  # no room for it: the layout's located errors, tested elsewhere
    judged = Judged(made, composed=True, alt=result.alt)
    description = describe(result.spec, result.scene, result.theme)
    false = judged.false
    for claim, why in check_all(description.places, result.scene):
        false.append(Falsehood(made.seed, "place", sentence_of(result.alt, claim.said), why))
    judged.places.update(f"{c.place.frame}: {c.place.word}" for c in description.places)
    labels = tuple(t.text for t in result.scene.texts())
    held: list[str] = []  # places inside a mark that the values were asked about
    try:
        checked = check(made.spec, result.alt)
    except (KeyError, StopIteration, ValueError, IndexError) as error:  # the checker could not read a statement back
        false.append(Falsehood(made.seed, "unread", result.alt, f"the checker could not read it: {error!r}"))
    else:
        judged.kinds, held = checked.kinds, checked.places
        for why, said in zip(checked.false, checked.said):
            false.append(Falsehood(made.seed, why.split(":", 1)[0], sentence_of(result.alt, said), why))
    for said, word in unclaimed(result.alt, [c.said.strip("()") for c in description.places] + held, labels):
        false.append(Falsehood(made.seed, "unclaimed", said, f"{word!r} is said and no claim records it"))
    for problem in problems(result.alt, labels=labels):
        quoted = re.search(r"'(.*)'$", problem)
        false.append(Falsehood(made.seed, "grammar", sentence_of(result.alt, quoted[1]) if quoted else result.alt, problem))
    return judged


@dataclass
class Run:
    judged: list[Judged]
    tried: int
    seconds: float  # wall time
    cpu: float  # this process's processor time: the cost, however loaded the machine

    @property
    def false(self) -> list[Falsehood]:
        return [f for j in self.judged for f in j.false]

    def by_kind(self) -> Counter[str]:
        return Counter(f.kind for f in self.false)

    def kinds(self, family: str | None = None) -> set[str]:
        """The salient facts stated, by the compositions of `family` (all: None)."""
        return {k for j in self.judged if family in (None, j.composition.family) for k in j.kinds}

    def report(self, shown: int = 20) -> str:
        lines = [f"{len(self.judged)} composed of {self.tried} tried in {self.seconds:.1f} s ({self.cpu:.1f} s of processor); "
                 f"{len(self.false)} false: {dict(self.by_kind())}"]
        lines += [str(f) for f in self.false[:shown]]
        return "\n".join(lines)


def run(count: int, first: int = 0) -> Run:
    """Compositions from seed `first` on, until `count` of them compose."""
    started, processor = time.perf_counter(), time.process_time()
    judged: list[Judged] = []
    seed = first
    while len(judged) < count:
        one = judge(composition(seed))
        if one.composed:
            judged.append(one)
        seed += 1
    return Run(judged, seed - first, time.perf_counter() - started, time.process_time() - processor)
