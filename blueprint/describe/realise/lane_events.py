"""A lane's events planned as steps, for the lanes form's planning
(`lane_steps.LanePlanning`): like events in a row counted as one ("three red
crosses"), checkpoints evenly spaced through the work with their spacing
("every two hours"), a cross that cuts a stretch drawn on past it, and a
restart with the work it redoes."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from blueprint.describe.realise.lane_step_model import Step
from blueprint.describe.say.facts import Event, Lane, Stretch, Time
from blueprint.describe.say.salient import every


class LaneEvents:
    """Needs `at_boundary()` of the planning (`lane_steps.LanePlanning`)."""

    if TYPE_CHECKING:  # the planning's (`lane_steps.LanePlanning`)
        def at_boundary(self, times: tuple[Time, ...]) -> int | None: ...

    def event_steps(self, events: list[Event], lane: Lane) -> list[Step]:
        """Events in time order, like ones in a row counted as one step."""
        steps: list[Step] = []
        run: list[Event] = []

        def flush() -> None:
            if run:
                steps.append(self.event_step(run, lane))
                run.clear()

        for event in events:
            if event.kind == "restart":
                flush()
                if not steps or steps[-1] != self.restart(event, lane):  # a restart written twice is one
                    steps.append(self.restart(event, lane))
                continue
            if run and (run[-1].kind != event.kind or run[-1].label != event.label):
                flush()
            run.append(event)
        flush()
        return steps

    def event_step(self, run: list[Event], lane: Lane) -> Step:
        """Like events in a row; checkpoints evenly spaced through the lane's
        work carry their spacing (`say/salient.py`): "every two hours"."""
        kind = run[0].kind
        at = tuple(e.at for e in run)
        if kind == "kill" and len(run) == 1 and any(_cuts(run[0], s) for s in lane.stretches if not s.layer):
            kind = "cut"  # the work drawn on past the cross: the cross cuts the stretch, the lane does not stop there
        whole = kind == "checkpoint" and len(run) == sum(e.kind == kind for e in lane.events) and len({t.unit for t in at}) == 1  # the lane's every checkpoint
        regular = every([t.value for t in at], work_until(lane, at[-1].value)) if whole else None
        spacing = (at[0].lasting(regular.gap), None if regular.first in (0, regular.gap) else at[0]) if regular is not None else None
        return Step("event", (kind, run[0].label, len(run), self.at_boundary(at), spacing), (at,), (True,))

    def restart(self, event: Event, lane: Lane) -> Step:
        """A restart redoes the work since the last checkpoint (from zero when
        there is none), drawn red hatched after it."""
        checkpoint = any(e.kind == "checkpoint" and e.at.value <= event.at.value for e in lane.events) and event.since is None
        since = event.since  # the writer's point, where there is one, not the checkpoint
        redone = next((s for s in lane.stretches if s.meaning == "redone" and s.start.value == event.at.value), None)
        if redone is None:
            return Step("restart", (checkpoint, None, None, False, since))
        length = redone.end.lasting(redone.end.value - redone.start.value)
        done = sum(w.end.value - w.start.value for w in lane.stretches if w.meaning is None and not w.layer and w.end.value <= event.at.value)
        if since is not None and length.value >= done - 1e-9:  # it redoes all the work done so far: drawn, that is a restart from zero
            since = Time(Fraction(0), since.unit)
        return Step("restart", (checkpoint, redone.label, redone.look, True, since), ((length,),), (False,))


def _cuts(event: Event, stretch: Stretch) -> bool:
    """Whether a cross (a kill or an interruption) stands inside `stretch`, past
    its start and short of its end: drawn across it, it cuts it ("a stretch in
    blue dashed outline, cut by a red cross at ninety-six minutes")."""
    return event.kind in ("kill", "preempt") and stretch.start.value < event.at.value < stretch.end.value


def stops_at(event: Event, lane: Lane) -> bool:
    """Whether a lane stops at a cross: nothing of its work is drawn past it
    (trywords9). A cross inside a stretch, or with work drawn after it later
    in the lane, is carried by the lane, which goes on: "two of the four lanes
    stop at a red cross" was false where one ran on past its cross."""
    return not any(not s.layer and not _ghost(s) and s.end.value > event.at.value for s in lane.stretches)


def _ghost(stretch: Stretch) -> bool:
    """A stretch drawn as a bare dotted outline: where the work is not (a node
    removed, not there yet), which does not carry the lane on past a cross."""
    look = stretch.look
    return look.colour == "none" and look.line == "dotted" and look.line_colour is None and not look.hatch


def work_until(lane: Lane, after: Fraction) -> Fraction:
    """Where a lane's work ends: the first kill after `after` (an
    interruption's work goes on), else the end of its last stretch of work."""
    stops = [e.at.value for e in lane.events if e.kind == "kill" and e.at.value > after]
    ends = [(s.high or s.end).value for s in lane.stretches if not s.layer and s.meaning is None]
    return min(stops) if stops else max(ends, default=after)
