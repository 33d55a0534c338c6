"""Lint measures what is drawn (issue 27): a curved connector by its arc,
not its control point, which stands twice as far off the straight line as
the arc's peak."""

from __future__ import annotations

from conftest import spec_text

from blueprint.rules.geometry import drawn_bounds, segments
from blueprint.scene import Paint, Path


def curved(place_a: str, place_b: str) -> str:
    return spec_text(
        "blueprint: 1",
        "marks:",
        f"  - icon: {{id: a, name: laptop, at: {place_a}}}",
        f"  - icon: {{id: b, name: gpu, at: {place_b}}}",
        "  - connector: {from: a, to: b, route: curved, arrow: end}",
    )


def test_a_curved_connector_whose_arc_stays_on_the_card_passes(compile_text):
    """Across the card's middle, its control point stands past the top edge
    while its arc peaks about 140 px below it: refused as off the canvas before."""
    _, errors = compile_text(curved("left", "right"))
    assert errors == []


def test_a_curved_connector_whose_arc_leaves_the_card_is_refused(compile_text):
    _, errors = compile_text(curved("top-left", "top-right"))
    assert any(e.startswith("spec.yaml:5:") and ("outside the canvas" in e or "margin" in e) for e in errors), errors


def test_drawn_bounds_follow_the_curve_and_the_arc():
    quadratic = Path((("M", (0.0, 100.0)), ("Q", (50.0, 0.0, 100.0, 100.0))), Paint(), "link", (), ())
    assert quadratic.bounds.y == 0.0 and abs(drawn_bounds(quadratic).y - 50.0) < 0.5  # the peak: halfway to the control
    cubic = Path((("M", (0.0, 100.0)), ("C", (0.0, 0.0, 100.0, 0.0, 100.0, 100.0))), Paint(), "link", (), ())
    assert cubic.bounds.y == 0.0 and abs(drawn_bounds(cubic).y - 25.0) < 0.5  # three quarters of the way to the controls


def test_arcs_are_measured_as_drawn_not_by_their_ends():
    """A half circle's ends lie on one line, so a box by its ends is flat;
    drawn, it peaks a radius above (and a cloud's lobes stand past their
    ends, a database's foot below its sides): layout and lint measure that."""
    half = Path((("M", (0.0, 100.0)), ("A", (50.0, 50.0, 0, 0, 1, 100.0, 100.0))), Paint(), "icon", (), ())
    assert abs(half.bounds.y - 50.0) < 0.5 and abs(drawn_bounds(half).y - 50.0) < 0.5  # the scene's box and lint's alike
    under = Path((("M", (0.0, 100.0)), ("A", (50.0, 50.0, 0, 0, 0, 100.0, 100.0))), Paint(), "icon", (), ())
    assert abs(drawn_bounds(under).bottom - 150.0) < 0.5  # the other sweep: below
    assert any(min(a[1], b[1]) < 60.0 for a, b in segments(half))  # and its segments follow the arc

