"""What `say/shapes.py` and `say/against.py` find in a series: small frozen
facts, no words. Levels, trends, plateaus, jumps, steps, humps, peaks and
drops make a `Shape`; `AgainstLine` and `AgainstSeries` say how a series stands
to a line and to another series; `Period` where a place falls on its axis."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar, Union

@dataclass(frozen=True)
class Level:
    """A value held: the whole flat series, the level a series keeps apart from its
    drops, or the level before a jump. `flat`: it holds within FLAT."""

    value: float
    start: float
    end: float
    flat: bool = True


@dataclass(frozen=True)
class Trend:
    """A move one way: `direction` "up" or "down"; `pace` "steady", "fast then slow"
    (then levelling), "fast then gradual" (still moving a quarter of the way
    in its second half) or "slow then fast"; from `start` to `end` on the axis, `first` to `last` in value;
    `knee`, for slow then fast and steady, where it turns steep (KNEE of the move
    done): a steady move whose knee stands far in was drawn flat, then straight."""

    direction: str
    pace: str
    start: float
    end: float
    first: float
    last: float
    knee: float | None = None


@dataclass(frozen=True)
class Plateau:
    """A level held from `start` to the end of the axis after a climb (fall)."""

    start: float
    end: float
    level: float


@dataclass(frozen=True)
class Jump:
    """One sharp move from a held level: between `start` and `end` on the axis, from
    `before` (the level held) to `after`."""

    direction: str
    start: float
    end: float
    before: float
    after: float


@dataclass(frozen=True)
class Steps:
    """Treads at `levels`, each riser the same way (`direction` "up" or "down") at
    `at`; `doubling`: each level about twice the last (half, going down)."""

    direction: str
    doubling: bool
    count: int
    levels: tuple[float, ...]
    at: tuple[float, ...]
    each: float | None = None  # every riser this high (`say/salient.py`'s equal steps), None where they differ


@dataclass(frozen=True)
class Hump:
    """A lesser rise that shows to the eye but is no peak (a shoulder before the
    peak): enough that the peak is not "single"."""

    x: float
    height: float


@dataclass(frozen=True)
class Peak:
    """A peak: its value's `index`, place `x`, `height`; how far it stands out of
    its surroundings (`prominence`) and above the series' floor (`rise`); its
    `width` where it stands above half its rise; `size` "spike", "peak" or "bump";
    `top` the stretch of the axis it holds its height over (a flat top, a tread);
    `base` where it leaves its level and where it is back on it (how long it lasts)."""

    index: int
    x: float
    height: float
    prominence: float
    rise: float
    width: float
    size: str
    top: tuple[float, float]
    base: tuple[float, float]


@dataclass(frozen=True)
class Drop:
    """A fall from the level held: it leaves the level at `start`, stays at its
    `floor` over `bottom` (a range on the axis), is back at the level at `end`
    (None if it never is); `to_zero` when the floor is zero."""

    start: float
    floor: float
    bottom: tuple[float, float]
    end: float | None
    to_zero: bool


@dataclass(frozen=True)
class Valley:
    """The one low a series falls into and climbs out of: its place `x`, its
    `floor`, and `shape` "U" (wide at half its depth) or "V" (narrow)."""

    x: float
    floor: float
    shape: str


Feature = Union[Level, Trend, Plateau, Jump, Steps, Peak, Hump, Drop, Valley]
F = TypeVar("F", Level, Trend, Plateau, Jump, Steps, Peak, Hump, Drop, Valley)


@dataclass(frozen=True)
class Shape:
    """What the eye sees in a series: `kind` is "flat", "rising", "falling",
    "plateau", "steps", "jump", "peaks", "drop-and-recovery", "valley" or "ranging", with the
    features that make it (see `shape`). `opens`/`closes`: whether the first (last)
    value is in the "low" or the "high" half of the range."""

    kind: str
    features: tuple[Feature, ...]
    low: float
    high: float
    first: float
    last: float
    opens: str
    closes: str

    def of(self, kind: type[F]) -> tuple[F, ...]:
        return tuple(f for f in self.features if isinstance(f, kind))

    def one(self, kind: type[F]) -> F | None:
        found = self.of(kind)
        return found[0] if found else None

    @property
    def peaks(self) -> tuple[Peak, ...]:
        return self.of(Peak)

    @property
    def drops(self) -> tuple[Drop, ...]:
        return self.of(Drop)


@dataclass(frozen=True)
class AgainstLine:
    """How a series stands to a horizontal line: `relation` "under", "just under",
    "reaches" (under, meeting it at `touches`), "above", "just over", "on" or
    "crosses"; `times` it crosses (as drawn), `at`
    where, and `across` the values either side of each crossing (a step line's treads);
    `where` the stretches of the axis it is over the line; `overshoot` its highest
    value as a multiple of the line's (None for a line at zero or below)."""

    relation: str
    times: int
    at: tuple[float, ...]
    across: tuple[tuple[float, float], ...]
    where: tuple[tuple[float, float], ...]
    overshoot: float | None
    touches: tuple[float, ...] = ()  # where it meets the line without passing it


@dataclass(frozen=True)
class AgainstSeries:
    """How a series stands to another: `relation` "crosses", "level", "close above",
    "close below", "well above", "well below", "above" or "below", "above in part"
    or "below in part" (level with it elsewhere), "apart" (no stretch in common); `times` it
    crosses the other and `at` where."""

    relation: str
    times: int
    at: tuple[float, ...]
    apart: tuple[float, ...] = ()  # "above in part" ("below in part"): where they stand apart, as start, end, start, end ...; "apart": where the first ends and the second begins


@dataclass(frozen=True)
class Period:
    """Where a place falls on its axis: `part` of a day ("morning", "afternoon",
    "evening", "night"), and on an axis of a few counted units, which one (`unit`
    "epoch", `nth` 2: the second epoch). Either may be None."""

    part: str | None = None
    unit: str | None = None
    nth: int | None = None
