"""Lanes that run alike but for a label on one part (four streams, each losing
the same steps to a red hatched stall, the last one's stall marked every stream
stalls), said in one clause with the label said once, with the part it names:
"stream 1 to stream 4 ... all lose eleven and a half steps in red hatching,
marked every stream stalls". The label stands by the lane at the group's edge,
where the parts it names line up above or below it; a label on a lane inside
the group, or on a part the others do not share, keeps its lane apart."""

from __future__ import annotations

from dataclasses import replace

from blueprint.describe.realise.lane_step_model import Step
from blueprint.describe.say.facts import Lane, Stretch

SAY_LABELS = ("run", "hold", "layer")  # steps that say their stretch's label; a pattern counts looks and would lose it


def with_shared_labels(lanes: tuple[Lane, ...], told: list[list[Step]], groups: dict[tuple, list[int]]) -> tuple[dict[tuple, list[int]], dict[int, int]]:
    """`groups` (lanes said together, by what they share) with each lane that
    differs from a group only by one label on one part joined to it; and, for
    each joined group's first lane, the lane whose steps tell the group (the
    labelled one, so its label is said)."""
    joined = {key: list(members) for key, members in groups.items()}
    tellers: dict[int, int] = {}
    for key, members in list(joined.items()):
        if len(members) != 1 or key not in joined:
            continue
        lone = members[0]
        for other_key, others in joined.items():
            if other_key == key or len(others) < 2 or not _at_edge(lone, others):
                continue
            if _but_one_label(lanes[lone], lanes[others[0]]) and _same_telling(told[lone], told[others[0]]):
                others.append(lone)
                others.sort()
                tellers[others[0]] = lone
                del joined[key]
                break
    return joined, tellers


def _at_edge(lone: int, others: list[int]) -> bool:
    """Whether `lone` continues the run of lanes `others` at one end: its label
    stands beside the whole group, not between its lanes."""
    run = sorted(others)
    return run == list(range(run[0], run[-1] + 1)) and lone in (run[0] - 1, run[-1] + 1)


def _but_one_label(labelled: Lane, plain: Lane) -> bool:
    """Whether the lanes' parts and events are the same but that one part of
    `labelled` carries a label where `plain`'s carries none."""
    if len(labelled.stretches) != len(plain.stretches) or labelled.apart != plain.apart or labelled.ticks != plain.ticks:
        return False
    if [(e.kind, e.at, e.label) for e in labelled.events] != [(e.kind, e.at, e.label) for e in plain.events]:
        return False
    differing = [(a, b) for a, b in zip(labelled.stretches, plain.stretches) if _bare(a) != _bare(b) or a.label != b.label]
    return len(differing) == 1 and differing[0][0].label is not None and differing[0][1].label is None and _bare(differing[0][0]) == _bare(differing[0][1])


def _bare(stretch: Stretch) -> Stretch:
    """A stretch without its label and its lane's keys: what lanes alike share."""
    return replace(stretch, label=None, key=(), label_over=())


def _same_telling(labelled: list[Step], plain: list[Step]) -> bool:
    """Whether the label leaves the story's steps as they are (it names a step,
    and breaks no rhythm nor joins any): one step to one, the same times."""
    return (len(labelled) == len(plain) and all(a.kind == b.kind and a.slots == b.slots for a, b in zip(labelled, plain))
            and any(a.sig != b.sig for a, b in zip(labelled, plain))
            and all(a.kind in SAY_LABELS for a, b in zip(labelled, plain) if a.sig != b.sig))
