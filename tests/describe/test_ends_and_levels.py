"""Where parallel things end, a series' low point and a step line that follows
another (words18): each a mechanism over every mark of its kind, tested on
small specs; the corpus entries that lacked them are pinned too."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.pipeline import compile_spec


def alt(spec: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + spec, "spec.yaml").alt


def panels(top_end: int, bottom_end: int, bottom_start: int = 0) -> str:
    lane = "        - {{label: {label}, segments: [{{start: {start} s, end: 20 s, fill: grey}}, {{end: {end} s, fill: blue}}]}}\n"
    return ("  - timeline:\n      id: a\n      unit: s\n      span: 60 s\n      lanes:\n"
            + lane.format(label="one", start=0, end=top_end) + lane.format(label="two", start=0, end=top_end)
            + "  - timeline:\n      id: b\n      below: a\n      same-scale: a\n      unit: s\n      span: 60 s\n      lanes:\n"
            + lane.format(label="three", start=bottom_start, end=bottom_end) + lane.format(label="four", start=bottom_start, end=bottom_end))


# --- 1. ends compared ---------------------------------------------------------------------


def test_panels_on_one_scale_ending_apart_say_which_finishes_first_and_where():
    said = alt(panels(60, 40))
    assert "The bottom panel's lanes finish first, at forty seconds, and the top panel's last, at one minute." in said, said
    assert "then blue for twenty seconds." in said and "and end at forty seconds" not in said, said  # the end said once, compared


def test_panels_ending_together_or_starting_apart_are_not_compared():
    for spec in (panels(60, 60), panels(50, 50), panels(60, 40, bottom_start=5)):
        said = alt(spec)
        assert "panel's lanes" not in said and "finish first" not in said, said


def test_a_race_of_three_lanes_says_each_end_in_order():
    said = alt_of("spot-reclaim-three-jobs")
    assert ("The lane marked checkpoint on notice finishes first, at nine hours, the one marked hourly checkpoints at ten hours,"
            " and the one marked restart from zero last, running to the axis's end at fourteen hours.") in said, said


def test_a_bar_ending_with_its_parts_says_a_near_fraction_with_a():
    assert "ending about a fifth of the way along" in alt_of("replica-restore-bar-ends")


# --- 2. a series' lowest point ------------------------------------------------------------

DAY = "  - curve:\n      unit: h\n      span: 24 h\n      ticks: 6 h\n      top: 100\n      label: load\n      values: [{values}]\n"


def test_a_series_that_dips_before_its_peak_says_its_lowest_with_its_place():
    said = alt(DAY.format(values="40, 34, 28, 22, 20, 24, 30, 40, 50, 60, 70, 80, 88, 80, 70, 60, 50, 45, 42, 40, 38, 37, 36, 35, 34"))
    assert "falling to its lowest at four hours, then climbing to a single peak at twelve hours" in said, said


def test_a_series_opening_at_or_near_its_lowest_only_climbs():
    for values in ("20, 22, 26, 30, 40, 50, 60, 70, 80, 88, 80, 70, 60, 50, 45, 42, 40, 38, 37, 36, 35, 34, 33, 32, 31",
                   "22, 21, 20, 24, 30, 40, 50, 60, 70, 80, 88, 80, 70, 60, 50, 45, 42, 40, 38, 37, 36, 35, 34, 33, 32"):
        said = alt(DAY.format(values=values))
        assert "lowest" not in said, said  # a dip of under a tenth of the range is no low point the eye singles out


# --- 3. a step line that follows another series --------------------------------------------

PAIR = """  - curve:
      unit: h
      span: 24 h
      ticks: 6 h
      top: 100
      series:
        - {{id: demand, label: demand, values: [10, 10, 12, 20, 35, 50, 62, 70, 66, 55, 40, 25, 14]}}
        - {{id: capacity, label: capacity, colour: blue, step: true, values: [{capacity}]}}
"""


def test_a_step_line_rising_and_falling_with_the_first_series_follows_it_in_steps():
    said = alt(PAIR.format(capacity="20, 20, 20, 30, 50, 60, 80, 80, 80, 60, 50, 40, 20"))
    assert "follows the demand in steps, " in said, said


def test_a_step_line_that_only_climbs_or_moves_against_it_does_not_follow():
    for capacity in ("20, 20, 30, 30, 40, 40, 50, 50, 60, 60, 70, 70, 80", "80, 80, 70, 60, 40, 30, 20, 20, 30, 50, 60, 70, 80"):
        said = alt(PAIR.format(capacity=capacity))
        assert "follows" not in said, said
