"""Two reference lines 8 px apart on the card stand under 3 px apart on the
blog's 400 px index, where they read as one line (issue 27): refused, as
lines under 6 px apart on the card already were; 10 px apart pass."""

from __future__ import annotations

import pytest

from conftest import spec_text


def curve(quota: str) -> str:
    return spec_text(
        "blueprint: 1",
        "marks:",
        "  - curve:",
        "      span: 24 h",
        "      ticks: 6 h",
        "      top: 100",
        "      values: [10, 20, 30, 40, 50, 45, 40, 35, 30, 25, 20, 15, 10]",
        f"      lines: [{{id: capacity, at: 80, label: capacity}}, {{id: quota, at: {quota}, label: quota}}]",
    )


def test_lines_eight_px_apart_are_refused_for_the_index(compile_text):
    _, errors = compile_text(curve("78.2"))  # 4.48 px a unit (the plot grown to the card): 8 px apart, 2.7 px on the index
    assert len(errors) == 1 and "reference line `quota`" in errors[0] and "reference line `capacity`" in errors[0], errors


@pytest.mark.parametrize("quota", ["76", "70"])
def test_lines_far_enough_apart_pass(compile_text, quota):
    _, errors = compile_text(curve(quota))
    assert errors == []


def ticks(*at: str) -> str:
    events = ", ".join(f"{{at: {a}, event: tick}}" for a in at)
    return spec_text("blueprint: 1", "marks:", f"  - timeline: {{unit: ms, span: 1000 ms, lanes: [{{label: requests, events: [{events}]}}, {{segments: [{{duration: 1000 ms}}]}}]}}")


def test_ticks_of_a_lane_may_cluster_but_not_stand_on_one_spot(compile_text):
    """Arrivals read as a train and are counted in words: two a few px apart pass
    (a thicker tick on the index); two at one time hide one, refused."""
    result, errors = compile_text(ticks("545 ms", "550 ms", "557 ms"))
    assert not errors and not result.problems, errors
    _, errors = compile_text(ticks("545 ms", "545 ms"))
    assert len(errors) == 1 and "on the very spot" in errors[0], errors
