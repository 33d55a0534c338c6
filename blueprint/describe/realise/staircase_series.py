"""A curve's series given `staircase` said as a staircase ("climbing in eight
steps of one hundred and twenty gigabytes each to nine hundred and sixty
gigabytes"): its steps counted as a reader counts them, the first rising
from the baseline when it climbs, the risers' heights where they are one
height (or one after a first of its own), and the first step against the
first of an earlier staircase on the same axes where the two are level
("its first step as tall as the grey staircase's"). The numbers are the
shape's (`say/shapes.py`); the words for places and values `series_words.Said`'s."""

from __future__ import annotations

from typing import Any, Callable

from blueprint.describe.say import shapes, stair_rhythm
from blueprint.describe.say.salient import equal_steps

Said = Any  # `series_words.Said`: places and values on the plot's axis as a reader says them (it imports this module)
Verb = Callable[[str, str], str]  # the -ing or the finite form, as the sentence wants
LEVEL = 0.02  # two first steps within this share of the higher stand level


def staircase_phrase(trace: Any, steps: shapes.Steps, said: Said, verb: Verb, when: str) -> str:
    """The staircase's steps in words (`when`: where a few uneven steps stand, or "")."""
    words = said.words
    climbing = steps.direction == "up"
    grounded = climbing and trace.series.from_baseline  # its first step rises from the baseline (`from-baseline`)
    levels = list(steps.levels)
    risers = ([levels[0]] if grounded else []) + [abs(b - a) for a, b in zip(levels, levels[1:])]
    count = words.number(len(risers))
    moved = verb("climbing", "climbs") if climbing else verb("descending", "descends")
    start = "" if grounded else f" from {said.figure(levels[0])}"
    at = when.removeprefix(",")
    drawn = stair_rhythm.drawn_risers(trace.xs, trace.ys, grounded)
    beat = stair_rhythm.rhythm(drawn, said.plot.end)
    if beat is not None or len(drawn) != len(risers):  # two sizes of step, or short risers the reading merged into treads
        return _drawn_steps(drawn, beat, said, moved, start, said.value(trace.ys[-1]))
    same = _same_steps(trace, steps, said, grounded)
    if same:  # "climbs the same four steps as the grey staircase, the first with it at the start and the other three each earlier, at two, ten and twenty-six minutes"
        look, merged = same
        joined = f", and from {said.place(merged)} {verb('running', 'runs')} as one with it at {said.figure(levels[-1])}" if merged is not None else ""
        return f"{moved} the same {'step' if len(risers) == 1 else count + ' steps'} as {look}{',' + at if at else ''}{joined}"
    first = _first_as_tall(trace, said)
    if steps.doubling or len(risers) <= 4:
        doubling = "doubling " if steps.doubling else ""
        listed = f"{doubling}to {words.join([said.figure(v) for v in levels[1:]])}{at}"
        opening = f"to {said.figure(levels[0])} at the start{',' + first + ',' if first else ''} then " if grounded else ""
        joint = " " if climbing and not grounded else ", "  # "climbing in one step from two to eight at ..."
        return f"{moved} in {words.count(len(risers), 'step')}{start}{joint}{opening}{listed}"
    all_one = equal_steps([0.0] + levels if grounded else levels)
    if all_one is not None:
        return f"{moved} in {count} steps of {said.figure(all_one.each)} each{start} to {said.figure(levels[-1])}" + (f", its first step{first}" if first else "")
    rest = equal_steps(levels)
    if grounded and rest is not None:
        return (f"{moved} in {count} steps, the first of {said.figure(levels[0])}{',' + first if first else ''}, "
                f"then {words.number(len(risers) - 1)} of {said.figure(rest.each)} each, to {said.figure(levels[-1])}")
    return f"{moved} in {count} steps{start} to {said.figure(levels[-1])}" + (f", its first step{first}" if first else "")


def _drawn_steps(drawn: list[stair_rhythm.Riser], beat: stair_rhythm.Rhythm | None, said: Said, moved: str, start: str, last: str) -> str:
    """ "climbing to nineteen terabytes in five tall steps of three terabytes
    every six hours and five short steps of zero point two terabytes between
    each two": every drawn riser counted, in its two sizes where it has them."""
    words = said.words
    if beat is None:
        return f"{moved} in {words.number(len(drawn))} steps{start} to {last}"
    tall = f" of {said.value(beat.tall)}" if beat.tall is not None else ""
    every = f" every {_every(said, beat.every)}" if beat.every is not None else ""
    short = f" of {said.value(beat.short)}" if beat.short is not None else ""
    if beat.between is not None:
        shorts = f"{words.count(beat.between, 'short step')}{short} between each two"
    else:
        shorts = f"{words.count(beat.short_count, 'short step')}{short}"
    return f"{moved}{start} to {last} in {words.count(beat.tall_count, 'tall step')}{tall}{every} and {shorts}"


def even_climb_phrase(trace: Any, said: Said, verb: Verb) -> str:
    """ "climbing two terabytes every hour to thirty-two terabytes": a staircase too long to count by
    its steps, its risers all one height and evenly spaced; "" where they are not."""
    climb = stair_rhythm.even_climb(stair_rhythm.drawn_risers(trace.xs, trace.ys, trace.series.rises_from_baseline), said.plot.end)
    if climb is None:
        return ""
    moved = verb("climbing", "climbs") if trace.ys[-1] > trace.ys[0] else verb("falling", "falls")
    top = getattr(said.plot, "clip", None)
    end = f" to {said.value(trace.ys[-1])}" if top is None or max(trace.ys) <= top else ""  # a clipped one says how high it goes as it leaves
    return f"{moved} {said.value(climb.height)} every {_every(said, climb.every)}{end}"


def _every(said: Said, gap: float) -> str:
    """ "hour", "six hours": a gap along the axis after "every"."""
    length: str = said.length(gap)
    return length[4:] if length.startswith("one ") else length


def _earlier(trace: Any, said: Said) -> list[Any]:
    """The staircases on the same axes said before this one, each with its steps."""
    found: list[Any] = []
    for other in said.plot.traces:
        if other is trace:
            return found
        if other.series.staircase and other.shape.kind == "steps":
            found.append(other)
    return []


def late_steps(curve: Any, stairs: Any, crossings: int) -> int:
    """How many times a curve runs above a climbing staircase until the
    staircase steps up over it, where that is so of every one of its risers
    and every crossing is one of those (the curve passes a tread, then the
    riser passes the curve): each step comes late. 0 where it is not so."""
    if curve.series.step or not stairs.series.staircase or stairs.shape.kind != "steps":
        return 0
    steps = stairs.shape.one(shapes.Steps)
    if steps.direction != "up" or len(steps.at) < 2 or crossings != 2 * len(steps.at):
        return 0
    treads = list(steps.levels)[-len(steps.at) - 1:-1]  # the tread each riser leaves
    late = all(curve.value(x) > tread for x, tread in zip(steps.at, treads))
    return len(steps.at) if late else 0


def stair_look(trace: Any) -> str:
    """ "the grey staircase": a staircase by its look."""
    return _look(trace)


def _look(trace: Any) -> str:
    """ "the grey dashed staircase": an earlier staircase by its look."""
    s = trace.series
    return " ".join(filter(None, ["the", s.colour, s.outline if s.outline != "solid" else "", "staircase"]))


def _level(a: float, b: float) -> bool:
    return abs(a - b) <= LEVEL * max(abs(a), abs(b))


def _same_steps(trace: Any, steps: shapes.Steps, said: Said, grounded: bool) -> tuple[str, float | None] | None:
    """ "the grey staircase, each earlier": an earlier staircase with the same
    levels, and whether each step of this one comes before (after) its own;
    where both rise from the baseline at the start, that first step is said
    as taken with it ("the first with it at the start and the other three
    each earlier": reader 8-A, four steps "each earlier" where the first is
    not). With it, where the two stand level from the later one's last riser
    to the end, that place (they merge there), else None."""
    for other in _earlier(trace, said):
        theirs = other.shape.one(shapes.Steps)
        if len(theirs.levels) != len(steps.levels) or not all(_level(a, b) for a, b in zip(theirs.levels, steps.levels)):
            continue
        sooner = [a < b for a, b in zip(steps.at, theirs.at)]
        shared = grounded and other.series.rises_from_baseline and len(steps.at) > 1  # both rise from the baseline at the start
        each = "each " if len(steps.at) > 1 else ""
        rest = f"the first with it at the start and the other {said.words.number(len(steps.at))} " if shared else ""
        when = f", {rest}{each}earlier" if all(sooner) else f", {rest}{each}later" if not any(sooner) and all(a != b for a, b in zip(steps.at, theirs.at)) else ""
        return f"{_look(other)}{when}", _merged(trace, other, steps, theirs, said)
    return None


def _merged(trace: Any, other: Any, steps: shapes.Steps, theirs: shapes.Steps, said: Said) -> float | None:
    """Where this staircase, its last step the earlier, stands level with the
    other from the other's last riser to the end of the axis, both drawn to
    it: that riser's place (the two run as one from there); None where this
    one steps last (its own step says where they meet) or either stops short."""
    if not steps.at or not theirs.at or steps.at[-1] >= theirs.at[-1]:
        return None  # this one's own last step is where they meet: "later, at ..." says it
    merged = theirs.at[-1]
    end = said.plot.end
    if not (trace.xs[-1] >= end and other.xs[-1] >= end and merged < end):
        return None
    return merged


def _first_as_tall(trace: Any, said: Said) -> str:
    """ " as tall as the grey staircase's first": where an earlier climbing
    staircase on the same axes starts level with this one (and climbs on in
    other steps: the same steps are said as the same)."""
    if not trace.series.rises_from_baseline:
        return ""
    for other in _earlier(trace, said):
        if other.series.rises_from_baseline and _level(other.ys[0], trace.ys[0]):
            return f" as tall as {_look(other)}'s first"
    return ""
