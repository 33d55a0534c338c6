"""What a queue states (facts, no English): its jobs from the front, each with
its look, label, what it stands for and where it stands (the front one at
its end: `left-end`, `right-end`), whether their widths differ, the queue's
name and meaning. The realiser's "queue" form says them
(`describe/realise/queue.py`): "a queue of five waiting jobs between two
open grey rails; the front job, at the left end, is blue, marked priority
four GPUs, and the other four white"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from blueprint.describe.marks.base import MarkDescriber
from blueprint.describe.say.facts import Statement, Thing, told_look
from blueprint.marks.queue import QueueSpec

SIDES = ("left", "right")  # the regions a queue is said in: the side it waits on

if TYPE_CHECKING:
    from blueprint.describe.say.context import DescribeContext
    from blueprint.marks.base import MarkNode


class QueueDescriber(MarkDescriber):
    def facts(self, node: "MarkNode", ctx: "DescribeContext") -> Statement:
        spec = node.spec_as(QueueSpec)
        jobs = spec.job_list
        end = "left-end" if spec.front == "left" else "right-end"
        members = tuple(
            Thing(spec.noun, node.path + spec.job_path(index), look=told_look(job.look), label=job.label, means=job.means, alt=job.alt,
                  rank=index + 1, place=end if index == 0 else None)
            for index, job in enumerate(jobs)
        )
        varied = len({job.size for job in jobs}) > 1
        return Statement((Thing(spec.noun, node.path, count=len(jobs), members=members, label=spec.label, means=spec.means, alt=spec.alt,
                                place=end, quality="varied" if varied else None, region=self._region(node, ctx), form="queue"),))

    @staticmethod
    def _region(node: "MarkNode", ctx: "DescribeContext") -> str | None:
        """The side of the drawing a queue placed against nothing lies on
        ("on the left", facing what it waits for); a queue placed against
        another mark is said where it stands to it instead."""
        if node.kind.relations(node):
            return None
        place = ctx.places.region(node.path, SIDES)
        return place.word if place is not None else None
