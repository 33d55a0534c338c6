"""Lanes in step, phase by phase (`say/lane_phases.py`): a fact only where
every lane of a group holds the look over the whole of the times said."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.say.facts import Boundary, Event, Lane, Lanes, Look, Stretch, Time
from blueprint.describe.say.lane_phases import lane_phases

GREY, DOTTED, RED = Look("grey"), Look("none", "dotted", False, False), Look("red", hatch=True)


def _t(value: float) -> Time:
    return Time(Fraction(value).limit_denominator(100), "h")


def _lane(*parts: tuple[Look, float, float], events: tuple[Event, ...] = ()) -> Lane:
    return Lane(stretches=tuple(Stretch(look, _t(a), _t(b)) for look, a, b in parts), events=events)


def _facts(lanes: list[Lane]) -> Lanes:
    return Lanes(lanes=tuple(lanes), span=_t(12), boundaries=(Boundary(_t(4), Look("red")), Boundary(_t(8), Look("blue"))))


KEPT = _lane((GREY, 0, 12))
LOST = _lane((GREY, 0, 3.8), (RED, 3.8, 4), (DOTTED, 4, 8), (GREY, 8, 12))


def _holds(facts: Lanes, index: int, look: Look, low: Fraction, high: Fraction) -> bool:
    return any(s.look == look and s.start.value <= low and s.end.value >= high for s in facts.lanes[index].stretches)


def test_every_group_said_holds_its_look_over_all_its_times():
    facts = _facts([KEPT, KEPT, LOST, LOST])
    phases = lane_phases(facts)
    assert phases is not None
    assert [len(p.groups) for p in phases] == [1, 2, 1]
    for phase in phases:
        for group in phase.groups:
            assert all(_holds(facts, i, group.look, group.start.value, group.end.value) for i in group.lanes)
    first = phases[0].groups[0]
    assert (first.look, first.end.value) == (GREY, Fraction(19, 5))  # not to the boundary: two lanes turn red before it
    assert {g.lanes for g in phases[1].groups} == {(0, 1), (2, 3)}


def test_no_phase_in_step_or_none_apart_says_nothing():
    assert lane_phases(_facts([KEPT, KEPT, KEPT])) is None  # all alike throughout: said together already
    assert lane_phases(_facts([KEPT, LOST])) is None  # two lanes: told apart already


def test_a_phase_of_three_groups_says_nothing():
    other = _lane((GREY, 0, 4), (RED, 4, 8), (GREY, 8, 12))
    assert lane_phases(_facts([KEPT, LOST, other])) is None


def test_an_event_inside_the_stretch_keeps_its_lane_out_of_step():
    crossed = _lane((GREY, 0, 12), events=(Event("kill", _t(2)),))
    phases = lane_phases(_facts([crossed, KEPT, LOST]))
    assert phases is None or all(0 not in g.lanes or not g.start.value < 2 < g.end.value for p in phases for g in p.groups)
