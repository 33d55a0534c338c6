"""How a queue is drawn: jobs as blocks standing apart in one row between two
open grey rails that run past the end jobs, each in its look, its words inside
where they fit, else over the top rail; widths by `size`; a line from a job
leaves by the open end, never across a rail."""

from __future__ import annotations

from conftest import compiled_marks, with_role
from marks.test_queue import QUEUE


def test_jobs_stand_apart_between_two_open_rails(compile_text):
    result = compiled_marks(compile_text, QUEUE)
    jobs = sorted(with_role(result, "part"), key=lambda e: e.bounds.x)
    rails = sorted(with_role(result, "rail"), key=lambda e: e.y1)
    assert len(jobs) == 5 and len(rails) == 2
    assert all(b.bounds.x - a.bounds.right >= 8 for a, b in zip(jobs, jobs[1:])), "each job stands apart"
    top, bottom = rails
    assert top.y1 < min(j.bounds.y for j in jobs) and bottom.y1 > max(j.bounds.bottom for j in jobs)
    assert top.x1 < jobs[0].bounds.x and top.x2 > jobs[-1].bounds.right, "the rails run past the end jobs, open"
    assert jobs[0].paint.fill == "blue" and jobs[3].paint.line == "dashed" and jobs[1].paint.fill == "white"
    assert not result.problems


def test_words_that_do_not_fit_stand_over_the_top_rail_and_the_name_over_all(compile_text):
    result = compiled_marks(compile_text, QUEUE.replace("      label: team b queue\n", "      label: team b queue\n      width: 560\n"))
    texts = {e.text: e for e in result.scene.elements if e.kind == "text"}
    (top, _) = sorted(with_role(result, "rail"), key=lambda e: e.y1)
    front = result.scene.anchors["q.front"]
    assert texts["priority 4 GPUs"].box.bottom < top.y1 and texts["priority 4 GPUs"].box.x <= front.right
    assert texts["team b queue"].box.bottom <= texts["priority 4 GPUs"].box.y


def test_short_words_stand_inside_their_job(compile_text):
    result = compiled_marks(compile_text, "  - queue: {id: q, jobs: [{label: job}, {label: job, fill: grey, hatch: true}]}\n")
    anchors = result.scene.anchors
    inside = [e for e in result.scene.elements if e.kind == "text" and e.text == "job"]
    assert len(inside) == 2 and all(anchors[f"q.job-{i + 1}"].contains(t.box) for i, t in enumerate(sorted(inside, key=lambda t: t.box.x)))
    assert not result.problems


def test_sizes_set_the_jobs_widths_in_their_ratio(compile_text):
    result = compiled_marks(compile_text, "  - queue: {id: q, jobs: [{size: 1}, {size: 2}, {size: 3}]}\n")
    widths = [result.scene.anchors[f"q.job-{i}"].width for i in (1, 2, 3)]
    assert abs(widths[1] / widths[0] - 2) < 0.01 and abs(widths[2] / widths[0] - 3) < 0.01


def test_a_line_from_the_front_job_leaves_by_the_open_end(compile_text):
    result = compiled_marks(compile_text, """\
  - queue: {id: q, jobs: 4, front: right}
  - grid: {id: gpus, right-of: q, rows: [[used, used, used, free]]}
  - connector: {from: q.front, to: gpus.row-1.cell-4, arrow: end}
""")
    pieces = [e for e in result.scene.elements if e.role == "connector"]
    front = result.scene.anchors["q.front"]
    ends = [(e.x1, e.y1) for e in pieces] + [(e.x2, e.y2) for e in pieces]
    assert any(abs(x - front.right) < 3 and front.y < y < front.bottom for x, y in ends), "it leaves the front job's open side, not across a rail"
    (top, bottom) = sorted(with_role(result, "rail"), key=lambda e: e.y1)
    assert not any(min(e.y1, e.y2) < top.y1 < max(e.y1, e.y2) and top.x1 <= e.x1 <= top.x2 for e in pieces), "no piece crosses the top rail"
    assert not result.problems
