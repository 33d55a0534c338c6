"""An axis whose length is a whole number of its steps draws its last tick
and figure, on every mark with an axis (straggler-allreduce: `span: 700 ms,
ticks: 100 ms` ended at "600 ms", since `0.7 // 0.1` is 6.0 in floats)."""

from __future__ import annotations

import pytest

from blueprint import compile_spec
from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.base import MarkKind
from blueprint.values import tick_steps

# Each mark with a scale of its own, ruled to 700 ms (or 0.7) every 100 ms (0.1):
# the spec, and the figure its last tick must carry.
RULED = {
    "timeline": ("{unit: ms, span: 700 ms, ticks: 100 ms, lanes: [{segments: [{end: 620 ms}]}]}", "700 ms"),
    "timeline-axis": ("{unit: ms, span: 700 ms, axis: {ticks: 100 ms, title: time}, lanes: [{segments: [{end: 620 ms}]}]}", "700 ms"),
    "staircase": ("{unit: s, ticks: 0.1 s, steps: [{duration: 0.3 s}, {duration: 0.4 s}]}", "0.7 s"),
    "curve": ("{unit: s, span: 0.7 s, x: {ticks: 0.1 s}, values: [1, 3, 2, 4, 3, 5, 4, 6]}", "0.7 s"),
    "curve-y": ("{values: [0.1, 0.3, 0.7, 0.5], top: 0.7, y: {ticks: 0.1}}", "0.7"),
    "bar": ("{parts: [{share: 50%}], scale: {to: 0.7 s, ticks: 0.1 s}}", "0.7 s"),
    "columns": ("{span: 0.7 s, x: {ticks: 0.1 s}, columns: [{at: 0.2 s, value: 1}, {at: 0.5 s, value: 2}]}", "0.7 s"),  # at places (vocab13)
}


def test_every_mark_with_a_scale_is_ruled_here():
    """A mark kind that draws a scale of its own (`MarkKind.scale`) is in RULED."""
    scaled = {kind for kind in KINDS if type(REGISTRY[kind]).scale is not MarkKind.scale}
    assert scaled <= {name.split("-")[0] for name in RULED}, scaled


@pytest.mark.parametrize("case", sorted(RULED))
def test_an_axis_of_whole_steps_draws_its_last_tick_and_figure(case):
    body, last = RULED[case]
    result = compile_spec(f"blueprint: 1\nmarks:\n  - {case.split('-')[0]}: {body}\n", "axis.yaml")
    figures = [e.text for e in result.scene.elements if e.role == "label" and getattr(e, "text", None)]
    assert last in figures or last.replace(" ", "") in figures, figures


@pytest.mark.parametrize(("end", "step", "count"), [(0.7, 0.1, 8), (0.3, 0.1, 4), (0.6, 0.2, 4), (2.1, 0.7, 4), (1.0, 0.1, 11), (0.65, 0.1, 7)])
def test_tick_steps_keep_both_ends_through_float_error(end, step, count):
    assert len(tick_steps(0.0, end, step)) == count
    assert tick_steps(-0.3, 0.0, 0.1) == range(-3, 1)
