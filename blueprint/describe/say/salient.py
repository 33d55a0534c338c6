"""The content stage's salient facts: what the values show that a reader would
otherwise have to work out (issue 26, item 2). Each is a typed fact, computed
from the spec's values by one rule with its threshold written here once, and
returned only where it is both salient and true; the realisers say them
(`realise/lanes.py`, `realise/lane_summaries.py`, `realise/series_words.py`,
`realise/shares.py`); the property test (tests/test_compositions_true.py) holds every count and
comparison they say against the generated spec's values. No English here.

    Total        events of one kind counted across lanes said apart
                 ("in all, four of the nine lanes stop at a red cross")
    Every        like events evenly spaced through a lane's work
                 ("checkpoints with a blue save icon every two hours")
    EqualSteps   a staircase of a series whose risers are all one height
                 ("in seven steps of one hundred and twenty each")
    period       like things in a row that repeat a unit of parts, of any
                 length ("six blocks, each a dark stretch then a grey one")
    Repeat       stacks that each repeat the one before with one more part on
                 top ("each repeat the one before in solid grey with one more
                 tier on top"), the thickest and thinnest new part
    NearFraction a share near a simple fraction ("about a quarter")
    Lacking      lanes with no event of a kind every other lane has ("the one
                 marked c, with no checkpoint, starts ...")
    Together     every lane stopped at the same times ("both runs have
                 the same two interruptions, at four and nine hours")
    AgainstLongest  like lengths set against the longest ("object storage
                 takes the longest, far longer than the others; local NVMe a
                 quarter as long")
    well_before  the first of lanes racing from one start done in at most
                 WELL_BEFORE of the time the next takes ("finishes first,
                 well before the other")
    KindCounts   named rows of unlike kinds (unlike counts of things), the
                 meanings they share counted row by row ("on compute, four of
                 the seven slices are busy and three idle, paid")

Extremes (the widest, the widest of the rest once one part covers over half,
the longest, far longer than the rest) are `say/compare.py`'s, which marks
state as qualities of their parts. COUNTED_FROM is where like things listed
one by one are also counted (a bar's parts, a grid's background cells, a
row's cells repeating the row above: `realise/parts.py`, `realise/cells.py`,
`realise/cells_runs.py`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from blueprint.describe.say.compare import CLEAR, ranked

EVERY_AT_LEAST = 3  # events evenly spaced are said "every ..." from this many on (two are just two times)
EQUAL_RISES = 0.02  # risers within this share of their mean are one height
EQUAL_AT_LEAST = 3  # risers: fewer than this many steps are said by their levels
TOTAL_LANES = 4  # a total across lanes is said from this many lanes on: fewer, a reader counts at a glance
COUNTED_FROM = 4  # like things listed one by one are also counted from this many on ("split into four parts: ..."): fewer, a reader counts at a glance
NEAR = Fraction(3, 100)  # a share within this of a simple fraction is "about" it ("about three fifths")
SIMPLE = (2, 3, 4, 5, 10)  # the denominators of fractions a reader says ("a third", "three quarters")
REPEAT_AT_LEAST = 3  # stacks: two that differ by a part are just two; units: repeated at least this often
WELL_BEFORE = Fraction(2, 3)  # the first lane of a race done in at most this share of the next one's time finishes "well before" it
STOPS = ("kill", "preempt")  # events that stop a lane's work at a red cross
LACKED = ("checkpoint",)  # events whose absence from a lane is news where the other lanes hold them (a lane with no cross says so by running on)


@dataclass(frozen=True)
class Total:
    """`events` of `kind` across `holders` of the `of` lanes (the timeline's
    noun), where the lanes that hold them are said apart."""

    kind: str
    events: int
    holders: int
    of: int
    key: tuple = ()


@dataclass(frozen=True)
class Every:
    """`count` events spaced `gap` apart from `first`, through the work of the
    lane (no next one before its work ends or stops)."""

    gap: Fraction
    first: Fraction
    count: int


@dataclass(frozen=True)
class EqualSteps:
    """`count` risers, each `each` high (levels from `low` to `high`)."""

    each: float
    count: int
    low: float
    high: float


@dataclass(frozen=True)
class Repeat:
    """Stacks (bottom up) where each repeats the one before, its parts one
    `below` look, with one more part on top in the `top` look; `thickest`
    and `thinnest`: which stack's new part stands clear of the others (by
    index; None where none does)."""

    below: Hashable
    top: Hashable
    thickest: int | None
    thinnest: int | None


@dataclass(frozen=True)
class NearFraction:
    """A share said as the simple fraction it is near (`exact`: it is that fraction)."""

    share: Fraction
    fraction: Fraction
    exact: bool


@dataclass(frozen=True)
class Lacking:
    """The `lanes` (by index) with no event of `kind`, which the other lanes
    of the `of` all hold ("job c never checkpoints")."""

    kind: str
    lanes: tuple[int, ...]
    of: int


@dataclass(frozen=True)
class AgainstLongest:
    """The `longest` of like lengths (by index), `far` longer than every
    other (`say/compare.py`'s FAR_LONGER), and the others near a simple
    fraction of it (`shares`: index and fraction), as "a quarter as long"."""

    longest: int
    far: bool
    shares: tuple[tuple[int, "NearFraction"], ...]


@dataclass(frozen=True)
class Together:
    """Every one of the `lanes` lanes stopped by events of `kind` at the same
    `times` (no lane with more or fewer)."""

    kind: str
    times: tuple[Fraction, ...]
    lanes: int


Salient = Total | Every | EqualSteps | Repeat | NearFraction | Lacking | AgainstLongest | Together


# --- the rules ------------------------------------------------------------------------


def totals(lanes: Sequence[Sequence[str]]) -> list[Total]:
    """Events that stop lanes (a red cross), counted across lanes (each lane
    given as its events' kinds): on a timeline of TOTAL_LANES lanes or more,
    where two lanes or more hold them (one lane's crosses are counted in its
    own clause)."""
    if len(lanes) < TOTAL_LANES:
        return []
    found = []
    for kind in STOPS:
        per_lane = [sum(event == kind for event in lane) for lane in lanes]
        holders = sum(1 for n in per_lane if n)
        if holders >= 2:
            found.append(Total(kind, sum(per_lane), holders, len(lanes)))
    return found


def every(times: Sequence[Fraction], until: Fraction) -> Every | None:
    """Events at `times` evenly spaced: EVERY_AT_LEAST of them or more, each
    the same gap after the last, and none missing before `until` (where the
    lane's work ends or is stopped): "every two hours" must hold all the way.
    `first` says where they begin ("from three hours") where that is neither
    the axis's start nor one gap in."""
    if len(times) < EVERY_AT_LEAST:
        return None
    gaps = {b - a for a, b in zip(times, times[1:])}
    if len(gaps) != 1:
        return None
    gap = next(iter(gaps))
    if gap <= 0 or times[-1] + gap < until:
        return None
    return Every(gap, times[0], len(times))


def equal_steps(levels: Sequence[float]) -> EqualSteps | None:
    """Risers between `levels` all one height, within EQUAL_RISES of their
    mean, EQUAL_AT_LEAST of them or more."""
    rises = [b - a for a, b in zip(levels, levels[1:])]
    if len(rises) < EQUAL_AT_LEAST:
        return None
    mean = sum(rises) / len(rises)
    if mean == 0 or any(abs(r - mean) > EQUAL_RISES * abs(mean) for r in rises):
        return None
    return EqualSteps(abs(mean), len(rises), min(levels), max(levels))


def repeats(stacks: Sequence[Sequence[tuple[float, Hashable]]]) -> Repeat | None:
    """Stacks of (size, look) parts, bottom up, that each repeat the one
    before: REPEAT_AT_LEAST of them, each one part taller than the one
    before, its parts below the top as high as the one before's, all in one
    look, and every top part in another look. The thickest and thinnest top
    part where one stands clear (`say/compare.py`'s CLEAR)."""
    if len(stacks) < REPEAT_AT_LEAST or any(not stack for stack in stacks):
        return None
    for before, after in zip(stacks, stacks[1:]):
        if len(after) != len(before) + 1 or [size for size, _ in after[:-1]] != [size for size, _ in before]:
            return None
    below = {look for stack in stacks for _, look in stack[:-1]}
    top = {stack[-1][1] for stack in stacks}
    if len(below) != 1 or len(top) != 1 or below == top:
        return None
    sizes = [stack[-1][0] for stack in stacks]
    order = sorted(range(len(sizes)), key=lambda i: sizes[i])
    thickest = order[-1] if sizes[order[-1]] >= CLEAR * sizes[order[-2]] else None
    thinnest = order[0] if sizes[order[1]] >= CLEAR * sizes[order[0]] else None
    return Repeat(next(iter(below)), next(iter(top)), thickest, thinnest)


def period(looks: Sequence[Hashable], longest: int | None = None) -> int | None:
    """The length of the shortest unit (one look, two in turn, or any
    pattern of parts, up to `longest`) that `looks` repeat whole,
    REPEAT_AT_LEAST times or more; None where they repeat none. A unit may
    hold one look twice (dark, grey, dark again) so long as it is not itself
    a repeat of a shorter one, which the shortest size found first rules out."""
    most = len(looks) // REPEAT_AT_LEAST if longest is None else longest
    for size in range(1, most + 1):
        if len(looks) % size or len(looks) // size < REPEAT_AT_LEAST:
            continue
        if all(looks[i] == looks[i % size] for i in range(len(looks))):
            return size
    return None


def near_fraction(share: Fraction) -> NearFraction | None:
    """The simple fraction a share is near (within NEAR), the smallest
    denominator first: a share of 0.27 is about a quarter, 0.5 is one half."""
    for denominator in SIMPLE:
        near = Fraction(round(share * denominator), denominator)
        if 0 < near < 1 and abs(near - share) <= NEAR:
            return NearFraction(share, near, near == share)
    return None


def lacking(lanes: Sequence[Sequence[str]]) -> list[Lacking]:
    """Lanes (each given as its events' kinds) with no event of a LACKED kind
    that every other lane holds: two lanes or more hold it, and fewer lanes
    lack it than hold it (where most lack it, the few that hold it are the
    news, and their clauses say it)."""
    found = []
    for kind in LACKED:
        without = tuple(i for i, lane in enumerate(lanes) if kind not in lane)
        holders = len(lanes) - len(without)
        if without and holders >= 2 and len(without) < holders:
            found.append(Lacking(kind, without, len(lanes)))
    return found


def against_longest(lengths: Sequence[float | Fraction]) -> AgainstLongest | None:
    """Three lengths or more, one the longest where it stands clear of the
    next (`compare.ranked`), and each other one said as the simple fraction
    of it that it is near (`near_fraction`); None where none stands clear."""
    said = ranked([float(length) for length in lengths])
    top = next((i for i, quality in said.items() if quality in ("far-longer", "longest")), None)
    if top is None or not lengths[top]:
        return None
    longest = Fraction(lengths[top]).limit_denominator(10**6)
    shares = []
    for index, length in enumerate(lengths):
        near = near_fraction(Fraction(length).limit_denominator(10**6) / longest) if index != top else None
        if near is not None:
            shares.append((index, near))
    return AgainstLongest(top, said[top] == "far-longer", tuple(shares))


def together(lanes: Sequence[Sequence[tuple[str, Fraction]]]) -> list[Together]:
    """Events that stop lanes (STOPS), each lane given as its events' (kind,
    time): where two lanes or more each have one or more of a kind, all at
    the same times, lane for lane. Fewer than TOTAL_LANES lanes: from that
    many on, the totals say the crosses (`totals`)."""
    if not 2 <= len(lanes) < TOTAL_LANES:
        return []
    found = []
    for kind in STOPS:
        times = [tuple(sorted(at for event, at in lane if event == kind)) for lane in lanes]
        if times[0] and all(t == times[0] for t in times):
            found.append(Together(kind, times[0], len(lanes)))
    return found


def well_before(runs: Sequence[float | Fraction]) -> bool:
    """Whether the shortest of lanes' runs from one start (each to its end)
    is at most WELL_BEFORE of the next shortest: it finishes well before
    the others, as the eye sees the gap."""
    ordered = sorted(Fraction(r).limit_denominator(10**6) for r in runs)
    return len(ordered) >= 2 and ordered[0] > 0 and ordered[0] < ordered[1] and ordered[0] <= WELL_BEFORE * ordered[1]


@dataclass(frozen=True)
class KindCounts:
    """Rows of unlike kinds counted by meaning: for each row, its cells held
    (absent places aside) and the meanings two rows or more share, counted in
    the order first met in the grid."""

    held: tuple[int, ...]
    counts: tuple[tuple[tuple[Hashable, int], ...], ...]


def counts_by_kind(rows: Sequence[Sequence[Hashable | None]]) -> KindCounts | None:
    """Rows (each its present cells' meanings, None for a cell with none) whose
    kinds differ, counted by the meanings they share: where every cell carries
    a meaning, there are two rows or more, the rows hold unlike counts (a
    dotted place where a row's kind has no thing: compute and memory, not
    node-a and node-b), and some meaning stands in two rows or
    more (a count across rows of unlike kinds adds unlike things; counted per
    row, each count is of one kind). None otherwise."""
    if len(rows) < 2 or any(meaning is None for row in rows for meaning in row):
        return None
    kinds = [set(row) for row in rows]
    if len({len(row) for row in rows}) == 1:  # rows of like counts (node-a, node-b) are one kind, whatever their states
        return None
    order = list(dict.fromkeys(meaning for row in rows for meaning in row))
    shared = [meaning for meaning in order if sum(1 for kind in kinds if meaning in kind) >= 2]
    if not shared:
        return None
    counts = tuple(tuple((meaning, sum(1 for m in row if m == meaning)) for meaning in shared if meaning in row) for row in rows)
    return KindCounts(tuple(len(row) for row in rows), counts)
