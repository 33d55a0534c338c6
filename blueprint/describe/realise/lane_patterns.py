"""A lane whose looks repeat, planned as one step, for the lanes form's
planning (`lane_steps.LanePlanning`): its stretches counted by look, where the
other looks lie against the first (between them, after them), the labels by
their place, the events counted and the crosses that cut a stretch ("three
short dark stretches, the first marked cold start, with grey between them, and
two red crosses")."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.realise.lane_events import _cuts
from blueprint.describe.realise.lane_step_model import EVENT_NOUNS, Step
from blueprint.describe.say.facts import Lane, Look, Stretch, Time

STOPS_SHORT = Fraction(1, 10)  # lanes whose last stretch ends this share of the axis before its end are said to end there


class LanePatterns:
    """The pattern step of the planning (`lane_steps.LanePlanning`)."""

    def pattern(self, lane: Lane, work: list[Stretch]) -> Step:
        """A lane whose looks repeat, counted: "three short dark stretches, the
        first marked cold start, with grey between them, and two red crosses"."""
        order: list[Look] = []
        for stretch in work:
            if stretch.look not in order:
                order.append(stretch.look)
        groups = tuple((look, tuple(s for s in work if s.look == look)) for look in order)
        kinds: dict[tuple, list[Time]] = {}
        cuts: list[tuple[int, str, str | None, Time, Time]] = []  # a cross inside a look's lone stretch cuts it, said with it
        for event in lane.events:
            cut = next((i for i, (_, members) in enumerate(groups) if i and len(members) == 1 and _cuts(event, members[0])), None)
            if cut is not None:
                cuts.append((cut, event.kind, event.label, event.at, groups[cut][1][0].start))
            elif event.kind in EVENT_NOUNS:
                kinds.setdefault((event.kind, event.label), []).append(event.at)
        shape = tuple(
            (look, len(members), _short(members, work), _labels(members), members[0].meaning,
             members[0].end.lasting(members[0].end.value - members[0].start.value) if len(members) == 1 else None)  # a lone stretch's length, said with it
            for look, members in groups
        )
        between = self.between(work, groups)
        sig = ("pattern", shape, between, tuple((k, len(v)) for k, v in kinds.items()), tuple(cuts), self.stop(lane, work))
        return Step("pattern", sig, tuple(tuple(v) for v in kinds.values()), tuple(True for _ in kinds))

    def stop(self, lane: Lane, work: list[Stretch]) -> Time | None:
        """Where a pattern's last stretch ends, where that is short of the
        axis's end and no event comes after it: a count of looks says no time,
        so lanes that stop early would read as filling the axis (the bottom
        panel of tensor-parallel-overlap, ending at ninety of one hundred and
        twenty milliseconds)."""
        span = getattr(self, "span", None)
        facts = getattr(self, "facts", None)
        if facts is not None and facts.panels is not None:
            return None  # panels ending apart: compared in a sentence of their own (`lane_panels.py`)
        end = work[-1].end if work else None
        if span is None or end is None or end.unit != span.unit or span.value + span.origin - (end.value + end.origin) < STOPS_SHORT * span.value:
            return None  # ending a sliver before the end (195.4 of 200 seconds) is no stop a reader sees
        return None if any(e.at.value > end.value for e in lane.events) else end

    @staticmethod
    def between(work: list[Stretch], groups: tuple) -> tuple:
        """For each look after the first: whether its stretches all lie between
        (or after) the first look's."""
        main = groups[0][1]
        first, last = work.index(main[0]), work.index(main[-1])
        said = []
        for _, members in groups[1:]:
            places = [work.index(m) for m in members]
            inside = all(first < p for p in places)
            trailing = any(p > last for p in places)
            said.append("after" if inside and all(p > last for p in places) else ("between-after" if inside and trailing else ("between" if inside else "")))
        return tuple(said)


def _length(stretch: Stretch) -> float:
    return float(stretch.end.value - stretch.start.value)


def _short(members: tuple[Stretch, ...], work: list[Stretch]) -> bool:
    """A look's stretches are "short" where each is a sliver of the axis
    (`Stretch.quality`) and none is longer than a stretch of another look in
    the lane: grey runs of ten to fourteen minutes between red hatched ones of
    four are the lane's long parts, not "four short grey stretches" (reader
    9-B), however short against the hour."""
    others = [_length(s) for s in work if s.look != members[0].look]
    return all(m.quality == "short" for m in members) and (not others or max(map(_length, members)) <= min(others))


def _labels(members: tuple[Stretch, ...]) -> tuple[tuple[int | None, str], ...]:
    """The labels of a look's stretches by their place among them; one label
    whose words stand under all of them (`Stretch.label_over`) is the run's
    (place None): "four short grey stretches marked warm ...", never "the
    first marked ..." where the words stand for all four."""
    labelled = [(i, m.label) for i, m in enumerate(members) if m.label]
    if len(members) > 1 and len(labelled) == 1 and all(m.key in members[labelled[0][0]].label_over for m in members):
        return ((None, labelled[0][1]),)
    return tuple(labelled)
