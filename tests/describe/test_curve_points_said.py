"""What closes or opens a thing on a curve is said with it. A link from a point of a series is said from that point: "the curve's
peak sends a thick blue arrow ...", never "the requests at twenty hours
sends" (peak-to-burst-cloud, written blind). Links alike from several points
of one curve are still said once, from the curve (spot-week's switches)."""

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
