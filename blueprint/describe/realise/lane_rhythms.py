"""A lane whose stretches repeat a unit at an even pace, said as the rhythm it
is ("runs seven short grey stretches, one every step, from a quarter of a step
until six and three quarters steps"), not stretch by stretch: a run of alike
stretches (one look, or a few in turn, each as long as its fellows) with alike
gaps is one step of the lane's story with a count and a period; what breaks
the rhythm (a long red stall) is said between the rhythms as itself. Planned
here (`rhythm_pieces`, `LaneRhythms`), worded by `rhythm_words`."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Protocol

from blueprint.describe.realise.lane_step_model import Slot, Step
from blueprint.describe.say.facts import Lane, Look, Stretch, Time
from blueprint.describe.say.times import time_words
from blueprint.describe.say.words import Words

REPEATS = 4  # a unit of one stretch repeated at least this often is a rhythm
REPEATS_OF_SEVERAL = 3  # ... and a unit of three, in turn (three steps of compute, wait and all-reduce): nine stretches said as one
UNIT = 3  # the most stretches one unit of a rhythm holds
SHORT = 10  # a unit lasting at most this share of the axis (a tenth) is "short"


@dataclass(frozen=True)
class Rhythm:
    """`count` units of `stretches[:size]`, each unit starting `period` after the one before."""

    stretches: tuple[Stretch, ...]
    size: int
    period: Fraction

    @property
    def count(self) -> int:
        return len(self.stretches) // self.size


def rhythm_pieces(work: list[Stretch]) -> list[Rhythm | Stretch]:
    """The lane's work as the fewest pieces, each a rhythm or a stretch alone
    (the earliest such reading where two tie)."""
    n = len(work)
    nothing: list[Rhythm | Stretch] = []
    best: list[tuple[int, list[Rhythm | Stretch]]] = [(0, nothing)] + [(n + 1, nothing) for _ in range(n)]
    for start in range(n):
        cost, pieces = best[start]
        if cost + 1 < best[start + 1][0]:
            best[start + 1] = (cost + 1, pieces + [work[start]])
        for size in range(1, UNIT + 1):
            units = _units(work, start, size)
            for count in range(REPEATS_OF_SEVERAL if size >= 3 else REPEATS, units + 1):
                end = start + count * size
                if cost + 1 < best[end][0]:
                    period = work[start + size].start.value - work[start].start.value
                    best[end] = (cost + 1, pieces + [Rhythm(tuple(work[start:end]), size, period)])
    return best[n][1]


def _units(work: list[Stretch], start: int, size: int) -> int:
    """How many units of `size` stretches from `start` repeat the first at one pace."""
    if start + 2 * size > len(work) or not all(_plain(s) for s in work[start:start + size]):
        return 0
    first = work[start:start + size]
    origin = first[0].start.value
    period = work[start + size].start.value - origin
    if period <= 0 or first[-1].end.value - origin > period:
        return 0
    count = 1
    while start + (count + 1) * size <= len(work):
        unit = work[start + count * size:start + (count + 1) * size]
        shift = count * period
        if not all(_plain(s) and s.look == f.look and s.start.value - shift == f.start.value and s.end.value - shift == f.end.value
                   and s.end.unit == f.end.unit for s, f in zip(unit, first)):
            break
        count += 1
    return count


def _plain(stretch: Stretch) -> bool:
    """A stretch a rhythm may count: unnamed, with no meaning nor range of its own."""
    return stretch.label is None and stretch.meaning is None and stretch.high is None and not stretch.layer


class LaneRhythms:
    """The rhythm steps of the planning (`lane_steps.LanePlanning`)."""

    span: Time | None

    if TYPE_CHECKING:  # the planning's (`lane_steps.LanePlanning`)
        def run(self, stretch: Stretch, previous: Stretch | None, last_event: str | None, saved: bool, ender: None, stopped: bool,
                rank: str | None = None, placed: bool = False) -> Step: ...

    def rhythm_steps(self, lane: Lane, work: list[Stretch]) -> list[Step] | None:
        """The lane told as its rhythms and the stretches between them, or
        None where no rhythm holds (or events mark the lane: told in order)."""
        if lane.events or any(s.layer for s in lane.stretches):
            return None
        pieces = rhythm_pieces(work)
        if not any(isinstance(p, Rhythm) for p in pieces):
            return None
        steps: list[Step] = []
        previous: Stretch | None = None
        beats: list[tuple] = []  # the rhythms' units and paces so far: one again after a break "resumes"
        for piece in pieces:
            if isinstance(piece, Stretch):
                steps.append(self.run(piece, previous, None, False, None, stopped=False, placed=True))
                previous = piece
                continue
            unit = piece.stretches[:piece.size]
            length = unit[-1].end.value - unit[0].start.value
            short = self.span is not None and self.span.unit == unit[0].end.unit and length * SHORT <= self.span.value
            looks = tuple(s.look for s in unit)
            pace = (looks, tuple(s.end.value - s.start.value for s in unit), piece.period)
            opener = "first" if previous is None else "resume" if pace in beats else "then"
            beats.append(pace)
            sig = ("rhythm", opener, looks, piece.count, piece.period, short)
            steps.append(Step("rhythm", sig, ((piece.stretches[0].start,), (piece.stretches[-1].end,)), (True, True)))
            previous = piece.stretches[-1]
        return steps


class RhythmSayer(Protocol):
    """What `rhythm_words` asks of the telling (`lanes._Telling`)."""

    words: Words

    def verb(self, singular: str, plural: bool) -> str: ...

    def said_look(self, look: Look) -> str: ...


def rhythm_words(say: RhythmSayer, step: Step, slots: list[Slot], plural: bool) -> str:
    """"runs seven short grey stretches, one every step, from a quarter of a
    step until six and three quarters steps"; a unit of two or three looks:
    "twelve pairs of a grey stretch and a blue one, one pair every one and a
    half steps"."""
    words = say.words
    _, opener, looks, count, period, short = step.sig
    sample = slots[0].times[0] if slots[0].times else slots[1].times[0] if slots[1].times else Time(period, "")
    every = time_words(words, sample.lasting(period))  # in the unit its axis is read in
    every = every[4:] if period == 1 and every.startswith("one ") else every
    size = "short " if short else ""
    start, end = slots
    together = plural and opener == "first" and start.times is not None and len(start.times) == 1  # lanes said together, at the same times
    along = ", in step across the lanes" if together else ""
    if len(looks) == 1:
        what = f"{words.count(count, f'{size}{say.said_look(looks[0])} stretch')}, one every {every}{along}"
    else:
        group = "pair" if len(looks) == 2 else "set"
        colours = [say.said_look(look) for look in looks]
        what = f"{size}{', '.join(colours[:-1])} and {colours[-1]} stretches{' in turn' if len(looks) > 2 else ''}, {words.count(count, group)}, one {group} every {every}{along}"
    if opener == "resume":  # the same rhythm again after what broke it
        said = f"then {say.verb('resumes', plural)} with {what}" if len(looks) == 1 else f"then {say.verb('resumes', plural)}: {what}"
    else:
        verb = "alternates" if len(looks) == 2 else "runs"
        said = f"{'' if opener == 'first' else 'then '}{say.verb(verb, plural)} {what}"
    if start.times is not None and end.times is not None:
        said += f", from {' and '.join(time_words(words, t) for t in start.times)} until {' and '.join(time_words(words, t) for t in end.times)}"
    return said
