"""What closes or opens a thing on a curve is said with it. A link from a
point of a series is said from that point: "the curve's peak sends a thick blue arrow ...", never "the requests at twenty hours
sends" (peak-to-burst-cloud, written blind). Links alike from several points
of one curve are still said once, from the curve (spot-week's switches).

A place along a curve that is none of its points is said by its place, never
by the nearest point's name ("the end of the memory limit" for `at-64` on a
slope drawn to 295 was false: decode-roofline, session 12's try); a link
between two such places on one curve is said along it."""

from __future__ import annotations

from pathlib import Path

from blueprint.pipeline import compile_spec

CORPUS = Path(__file__).resolve().parent.parent / "corpus"

ONE_SERIES = """blueprint: 1
subject: a day of requests
marks:
  - curve:
      id: c
      width: 70%
      at: left
      span: 24 h
      ticks: 6 h
      noun: requests
      label: requests
      values: [30, 22, 20, 24, 38, 48, 52, 58, 72, 92, 66, 40, 30]
  - icon: {id: burst, name: cloud, colour: blue, label: burst replicas, at: top-right}
  - connector: {from: c.peak-1, to: burst, weight: thick, colour: blue, arrow: end}
"""

TWO_SERIES = """blueprint: 1
subject: a day of demand and capacity
marks:
  - curve:
      id: fleet
      width: 70%
      at: left
      span: 24 h
      ticks: 6 h
      series:
        - {id: demand, label: demand, values: [18, 14, 12, 30, 50, 64, 78, 60, 40, 22, 18]}
        - {id: capacity, label: capacity, colour: blue, step: true, values: [30, 30, 30, 40, 60, 80, 90, 80, 60, 40, 30]}
  - icon: {id: cloud, name: cloud, colour: blue, label: burst, at: top-right}
  - connector: {from: fleet.demand.peak-1, to: cloud, colour: blue, arrow: end}
"""


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
    result = compile_spec(text.encode(), "links-from-points.yaml")
    assert result.alt is not None
    return result.alt


def test_a_link_from_a_curves_peak_is_said_from_the_peak():
    said = alt(ONE_SERIES)
    assert "The curve's peak sends a thick blue arrow into a blue cloud icon" in said, said
    assert "at eighteen hours sends" not in said


def test_of_two_series_the_peak_is_named_by_its_series():
    said = alt(TWO_SERIES)
    assert "The grey curve's peak sends a blue arrow into a blue cloud icon" in said, said


def test_alike_links_from_several_points_of_one_curve_are_said_once():
    said = compile_spec((CORPUS / "spot-week.yaml").read_bytes(), "spot-week.yaml").alt
    assert said is not None
    assert "Four thin blue switches marked one to four join the curve to the timeline" in said, said


def test_a_gap_closed_by_a_step_is_said_to_last_until_the_step():
    """The gap where demand runs over a step line of capacity, closed where the
    capacity steps up past it, lasts "until it steps up" (autoscaler-lag-shortfall:
    the lag a cold start makes); a gap that closes where the demand falls does not."""
    said = compile_spec((CORPUS / "autoscaler-lag-shortfall.yaml").read_bytes(), "autoscaler-lag-shortfall.yaml").alt
    assert said is not None
    assert "where the demand runs above the capacity until it steps up, the gap between them is red hatched" in said, said
    falls = (CORPUS / "autoscaler-lag-shortfall.yaml").read_text().replace("[20, 20, 22, 60, 75, 80, 82, 80, 78, 76, 75, 74, 74]", "[20, 20, 22, 60, 75, 28, 22, 20, 20, 20, 20, 20, 20]")
    quiet = compile_spec(falls.encode(), "falls.yaml").alt
    assert quiet is not None and "where the demand runs above the capacity, the gap" in quiet and "until it steps up" not in quiet, quiet


def test_a_link_between_two_places_on_one_curve_is_said_along_it():
    said = alt(SLOPE)
    assert "On the curve, a blue dashed arrow climbs the slope of the memory limit from twenty to sixty seconds" in said, said  # along the one series it lies on (words19)
    assert "sends a blue dashed arrow to the" not in said


def test_a_place_between_points_is_never_named_as_the_nearest_point():
    said = alt(SLOPE.replace("to: c.rise.at-60s", "to: c.rise.at-90s"))
    assert "the end of" not in said and "the curve's end" not in said, said
    assert "from twenty to ninety seconds" in said, said
