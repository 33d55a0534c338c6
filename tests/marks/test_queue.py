"""The queue mark's spec: its jobs (a count or a list of parts), its front,
the checks the model cannot say, its anchors (drawing: tests/layout/marks,
facts: tests/describe/marks)."""

from __future__ import annotations

import pytest

from conftest import compiled_marks, spec_text

QUEUE = """\
  - queue:
      id: q
      label: team b queue
      jobs:
        - {id: priority, fill: blue, label: priority 4 GPUs}
        - {}
        - {}
        - {outline: dashed}
        - {}
"""


@pytest.mark.parametrize("body, message, where", [
    ("{jobs: 0}", "a queue holds 1 to 24 jobs; found 0", "spec.yaml:3:"),
    ("{jobs: 30}", "a queue holds 1 to 24 jobs; found 30", "spec.yaml:3:"),
    ("{jobs: []}", "", "spec.yaml:3:"),
    ("{jobs: 3, front: top}", "", "spec.yaml:3:"),
    ("{jobs: [{size: 0}]}", "", "spec.yaml:3:"),
    ("{jobs: [{label: a, label-side: left}]}", "`inside`, `above` or `below`", "spec.yaml:3:"),
    ("{jobs: [{fill: white, hatch: true}]}", "", "spec.yaml:3:"),
    ("{}", "missing required key `jobs`", "spec.yaml:3:"),
])
def test_bad_values_get_located_errors(compile_text, body, message, where):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - queue: {body}"))
    assert errors and message in errors[0] and errors[0].startswith(where), errors


def test_jobs_front_and_ids_are_anchors(compile_text):
    result = compiled_marks(compile_text, QUEUE + "  - note: {label: next, to: q.front, below: q}\n")
    anchors = result.scene.anchors
    assert anchors["q.front"] == anchors["q.job-1"] == anchors["q.priority"]
    assert anchors["q.job-1"].right < anchors["q.job-2"].x < anchors["q.job-5"].x


def test_a_front_at_the_right_counts_its_jobs_from_the_right(compile_text):
    anchors = compiled_marks(compile_text, "  - queue: {id: q, jobs: 3, front: right}\n").scene.anchors
    assert anchors["q.front"] == anchors["q.job-1"] and anchors["q.job-1"].x > anchors["q.job-2"].x > anchors["q.job-3"].x


def test_an_unknown_job_lists_those_there_are(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:") + QUEUE + "  - note: {label: x, to: q.job-6, below: q}\n")
    (error,) = errors
    assert "`q` has no part or anchor `job-6`" in error and "`job-1` to `job-5`" in error and "`front`" in error, error
