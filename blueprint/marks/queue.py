"""The queue mark: jobs waiting in line, drawn as blocks standing apart
between two open-ended rails, one end named the front (issue 25, item 6: "a
queue drawn as filled job blocks between open-ended rails").

Spec: `jobs`, a count (`5`: five jobs in the default look) or a list, each
job a part like any other (`marks/look.Looked`: `fill`, `hatch`, `outline`,
`colour`, `means`; `marks/label.Labelled`: `label`, `label-side`) with an
`id` and a `size` (its width against the others'); `front` (`left` or
`right`: the end the next job leaves from), `label` (the queue's name, over
it), `noun` (what the alt text calls each job) and `means`. Anchors: `ID`,
`ID.job-N` (counted from the front), `ID.front` (the front job) and a job's
own id (`ID.priority`). Drawing: `layout/marks/queue.py`; facts:
`describe/marks/queue.py`.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Literal

from pydantic import Field, field_validator

from blueprint import messages
from blueprint.marks.base import Ident, MarkKind, MarkNode
from blueprint.marks.label import Label, Labelled
from blueprint.marks.look import Looked
from blueprint.model import Alt, Fill, Identifier, Placed, Text

NUMBERED = re.compile(r"job-([1-9][0-9]*)")
FRONT = "front"  # the anchor of the job at the front
MOST_JOBS = 24


class JobSpec(Looked, Labelled):
    """One job in the queue: a block in a look (white with an outline by
    default: a job not yet running), its words inside it or over or under
    it, its width against the other jobs' (`size`)."""

    label_sides: ClassVar[tuple[str, ...]] = ("inside", "above", "below")  # a job stands between rails: its words in it, or past a rail

    id: Identifier | None = None
    fill: Fill = Field("white", description="the job's fill, by meaning: `white` (waiting, by default), `blue` (the job the product serves), `grey` (running), `dark`, `red`; see a part's `fill`")
    size: float = Field(1.0, gt=0, le=1000, description="the job's width against the other jobs' (`2`: twice as wide as a job of `1`; sizes `18, 13, 24`: widths in that ratio), by default 1, all alike")
    label: Label | None = Field(None, description="words on the job: inside it where they fit (`job`), else over the queue's top rail (`priority 4 GPUs`)")
    means: Text | None = Field(None, description="what the job stands for, said once with it (`a training job waiting for eight GPUs`)")
    alt: Alt | None = None


def _or_a_count(schema: dict[str, Any]) -> None:
    """The schema of `jobs`: a list of jobs, or a count of jobs alike."""
    listed = {key: schema.pop(key) for key in ("type", "items", "minItems", "maxItems") if key in schema}
    schema["anyOf"] = [{"type": "integer", "minimum": 1, "maximum": MOST_JOBS}, listed]


class QueueSpec(Placed):
    """A queue: jobs in line between two open rails, the front at one end."""

    id: Identifier | None = None
    jobs: list[JobSpec] = Field(min_length=1, max_length=MOST_JOBS, json_schema_extra=_or_a_count, description="the jobs waiting, from the front: a count (`5`: five white jobs alike) or a list, each `{id, label, fill, outline, size, means}`")
    front: Literal["left", "right"] = Field("left", description="the end the next job leaves from: `left` (by default) or `right`; said `the front job`, anchored `ID.front`")
    label: Label | None = Field(None, description="the queue's name, over its top rail at its left (`team b queue`)")
    noun: Text = Field("job", description="what the alt text calls each job (`job`, `request`, `training run`)")
    means: Text | None = Field(None, description="what the queue stands for, said once with it (`jobs waiting for team b's GPUs`)")
    alt: Alt | None = None

    @field_validator("jobs", mode="before")
    @classmethod
    def _a_count(cls, raw: Any) -> Any:
        """A count of jobs (`5`) is that many jobs in the default look."""
        if isinstance(raw, int) and not isinstance(raw, bool):
            if not 1 <= raw <= MOST_JOBS:
                raise ValueError(messages.QUEUE_JOBS_COUNT.format(most=MOST_JOBS, count=raw))
            return [{} for _ in range(raw)]
        return raw

    @property
    def job_list(self) -> list[JobSpec]:
        """Every job, from the front."""
        return list(self.jobs)

    def job_path(self, index: int) -> tuple[str | int, ...]:
        """The job's key (from 0 at the front): its item of `jobs` (a
        count's jobs, written as one number, are located at `jobs`)."""
        return ("jobs", index)


class QueueMark(MarkKind):
    name = "queue"
    model = QueueSpec

    def ids(self, node: MarkNode) -> list[Ident]:
        """The queue, and each job that has an id (`ID.priority`)."""
        if not node.id:
            return []
        spec = node.spec_as(QueueSpec)
        found = [Ident(node.id, node.path + ("id",), self.name, node)]
        found += [Ident(f"{node.id}.{job.id}", node.path + ("jobs", index, "id"), "job", node) for index, job in enumerate(spec.job_list) if job.id]
        return found

    def has_anchor(self, node: MarkNode, name: str) -> bool:
        """`job-N` for the jobs there are, and `front`."""
        if name == FRONT:
            return True
        found = NUMBERED.fullmatch(name)
        return found is not None and int(found.group(1)) <= len(node.spec_as(QueueSpec).job_list)

    def key_of_anchor(self, node: MarkNode, name: str) -> tuple | None:
        """The job's key, so a line from `q.front` names the front job."""
        spec = node.spec_as(QueueSpec)
        found = NUMBERED.fullmatch(name)
        index = 0 if name == FRONT else int(found.group(1)) - 1 if found else None
        return node.path + spec.job_path(index) if index is not None else None

    def anchor_summary(self, node: MarkNode) -> list[str]:
        count = len(node.spec_as(QueueSpec).job_list)
        jobs = messages.ANCHOR_ONE.format(name="job") if count == 1 else messages.ANCHOR_RANGE.format(name="job", last=count)
        return [jobs, f"`{FRONT}`"]
