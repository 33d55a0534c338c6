"""A place along a curve that is none of its points (`at-64` on a slope drawn
from 0.5 to 295) is said by its place, never by the nearest point's name:
"the end of the memory limit" for a place two thirds of the way along was
false (decode-roofline, session 12's try). A link between two such places on
one curve is said along it: "on the curve, a blue dashed arrow runs from ...
to ...", never "the chart sends a blue dashed arrow to the chart"."""

from __future__ import annotations

from blueprint.pipeline import compile_spec

SLOPE = """blueprint: 1
subject: a slope
marks:
  - curve:
      id: c
      unit: s
      span: 100 s
      ticks: 20 s
      top: 100
      series:
        - {id: rise, noun: memory limit, straight: true, points: [[0, 0], [100, 100]]}
  - connector: {from: c.rise.at-20s, to: c.rise.at-60s, colour: blue, outline: dashed, arrow: end}
"""


def alt(text: str) -> str:
    result = compile_spec(text.encode(), "places-between-points.yaml")
    assert result.alt is not None
    return result.alt


def test_a_link_between_two_places_on_one_curve_is_said_along_it():
    said = alt(SLOPE)
    assert "On the curve, a blue dashed arrow runs from twenty to sixty seconds" in said, said
    assert "sends a blue dashed arrow to the" not in said


def test_a_place_between_points_is_never_named_as_the_nearest_point():
    said = alt(SLOPE.replace("to: c.rise.at-60s", "to: c.rise.at-90s"))
    assert "the end of" not in said and "the curve's end" not in said, said
    assert "from twenty to ninety seconds" in said, said
