"""What a queue states and how the alt text reads it: the count of waiting
jobs, the rails, the front and its end, the front job when it stands apart,
the rest counted once; a job a line leaves from is named by its place."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks, facts
from marks.test_queue import QUEUE


def test_a_queue_states_its_jobs_from_the_front(compile_text):
    result = compiled_marks(compile_text, QUEUE)
    node = result.spec.marks[0]
    (queue,) = describer_of(node).facts(node, DescribeContext(result.spec, result.scene, result.theme, Words())).things
    assert (queue.form, queue.count, queue.label, queue.place) == ("queue", 5, "team b queue", "left-end")
    assert [m.label for m in queue.members] == ["priority 4 GPUs", None, None, None, None]
    assert queue.members[0].place == "left-end" and queue.members[0].look.colour == "blue"


def test_alt_text_counts_the_jobs_names_the_front_and_counts_the_rest(compile_text):
    alt = compiled_marks(compile_text, QUEUE).alt
    facts(alt, "a queue of five waiting jobs", "between two open grey rails", "the front job at the left end",
          "it is blue, marked priority four gpus", "of the other four, three are white and one is white in dashed outline")


def test_jobs_alike_are_said_once_and_widths_that_differ_are_said(compile_text):
    alt = compiled_marks(compile_text, "  - queue: {jobs: [{size: 2, outline: dashed, label: job}, {outline: dashed, label: job}], front: right}\n").alt
    facts(alt, "a queue of two waiting jobs of different widths", "both white in dashed outline, each marked job", "the front one at the right end")


def test_a_line_from_a_job_names_it_by_its_place_in_the_line(compile_text):
    alt = compiled_marks(compile_text, """\
  - queue: {id: q, jobs: 3}
  - icon: {id: gpu, name: gpu, right-of: q}
  - connector: {from: q.front, to: gpu, arrow: end}
  - connector: {from: q.job-3, to: gpu}
""").alt
    facts(alt, "the front job sends an arrow", "the third job")
