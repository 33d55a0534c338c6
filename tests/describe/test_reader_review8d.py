"""Issue 26, session 8 (facts8d): what the blind try of the three new entries
(checkpoint-storage-growth, fair-share-quotas, spot-drain) found false or
missing, one test per finding, and the rule that fixed each shown on small
specs of several marks, so it holds for every diagram, not the entry."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.describe.say.stair_rhythm import Riser, drawn_risers, rhythm
from blueprint.describe.say.words import Words
from blueprint.pipeline import compile_spec


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nsubject: a test\nmarks:\n" + marks, "spec.yaml").alt


def _points(values: list[float]) -> str:
    return "[" + ", ".join(f"[{i} h, {v:g}]" if i else f"[0, {v:g}]" for i, v in enumerate(values)) + "]"


def _staircase(values: list[float], top: int = 20, extra: str = "") -> str:
    return (f"  - curve:\n      id: c\n      unit: h\n      span: {len(values) - 1} h\n      top: {top}\n{extra}"
            f"      series:\n        - {{noun: storage, colour: blue, staircase: true, points: {_points(values)}}}\n")


# --- false: a count of steps is the count drawn ---------------------------------------------


def test_checkpoint_storage_counts_every_riser_and_says_the_rhythm():
    # "climbing in five steps to nineteen terabytes": it climbs in twenty-five (five tall of 3 tb, twenty short of 0.2)
    said = alt_of("checkpoint-storage-growth")
    assert "in five steps" not in said
    assert ("climbing to nineteen terabytes in five tall steps of three terabytes every six hours "
            "and five short steps of zero point two terabytes between each two") in said


def test_a_staircase_of_two_sizes_of_step_says_both_on_any_staircase():
    # three tall risers of 4 every three hours (the first from the baseline), two short ones of 0.5 between each two
    values = [4, 4.5, 5, 9, 9.5, 10, 14]
    said = alt(_staircase(values))
    assert "in three steps" not in said
    assert "three tall steps of four every three hours and two short steps of zero point five between each two" in said


def test_a_staircase_with_a_lone_short_riser_is_counted_as_drawn():
    # a short riser the shape reading merges into a tread, but one alone is no rhythm: the true count, nothing more
    said = alt(_staircase([5, 5.2, 12, 19]))
    assert "in four steps" in said
    assert "in three steps" not in said and "tall steps" not in said


def test_a_staircase_of_one_size_of_step_is_said_as_before():
    said = alt(_staircase([4, 8, 12, 16, 20]))
    assert "tall steps" not in said and "short steps" not in said
    assert "five steps of four each" in said


def test_the_rhythm_needs_two_sizes_and_evenly_spaced_tall_risers_for_every():
    risers = [Riser(0, 3), Riser(1, 0.2), Riser(2, 0.2), Riser(3, 3), Riser(4, 0.2), Riser(5, 0.2), Riser(6, 3)]
    beat = rhythm(risers, 6)
    assert beat is not None and beat.tall_count == 3 and beat.every == 3 and beat.between == 2 and beat.short_count == 4
    uneven = [Riser(0, 3), Riser(1, 0.2), Riser(4, 3), Riser(5, 0.2), Riser(6, 3)]
    beat = rhythm(uneven, 6)
    assert beat is not None and beat.every is None  # tall risers 4 h then 2 h apart: no "every"
    assert rhythm([Riser(0, 3), Riser(1, 2), Riser(2, 3), Riser(3, 2)], 3) is None  # a short step over a third of a tall one: no two sizes
    assert rhythm([Riser(0, 3), Riser(1, 0.2), Riser(2, -3), Riser(3, 0.2)], 3) is None  # not all one way
    assert [r.height for r in drawn_risers([0, 1, 2], [3, 3, 4], grounded=True)] == [3, 1]  # a flat tread draws no riser


# --- false: a clipped line's exit said where it leaves the plot ---------------------------


def test_checkpoint_storage_hourly_line_leaves_the_top_at_six_hours():
    # "leaving the top of the plot between six and twenty-four hours": it leaves at six
    said = alt_of("checkpoint-storage-growth")
    assert "between six and twenty-four hours" not in said
    assert "leaving the top of the plot at six hours, up to seventy-five terabytes" in said


def test_a_clipped_line_says_where_it_leaves_and_where_it_comes_back():
    out = alt("  - curve:\n      id: c\n      unit: h\n      span: 6 h\n      top: 10\n      clip: true\n"
              "      series:\n        - {noun: load, points: [[0, 2], [1 h, 4], [2 h, 14], [3 h, 16], [4 h, 4], [5 h, 3], [6 h, 2]]}\n")
    assert "leaving the top of the plot at" in out and "and coming back at" in out
    gone = alt("  - curve:\n      id: c\n      unit: h\n      span: 6 h\n      top: 10\n      clip: true\n"
               "      series:\n        - {noun: load, points: [[0, 2], [1 h, 4], [2 h, 6], [3 h, 12], [4 h, 14], [5 h, 16], [6 h, 18]]}\n")
    assert "leaving the top of the plot at" in gone and "coming back" not in gone and "between" not in gone.split("leaving the top")[1][:40]


# --- false: a clock label "24:00" is a time of day ------------------------------------------


def test_fair_share_axis_end_is_midnight_not_twenty_four_zero():
    said = alt_of("fair-share-quotas")
    assert "twenty-four:zero" not in said
    assert "on an axis from midnight to midnight" in said


def test_every_form_of_clock_label_is_said_as_a_time():
    words = Words()
    assert words.spoken("24:00") == "midnight"
    assert words.spoken("00:00") == "midnight"
    assert words.spoken("12:00") == "noon"
    assert words.spoken("06:30") == "six thirty am"
    assert words.spoken("ends 24:00") == "ends midnight"
    assert "midnight" not in words.spoken("24:30")  # no clock time: never "midnight"


# --- missing: "solid grey" beside hatched stretches of its colour, in each lane's own story ---


def test_fair_share_lanes_say_their_own_work_solid_grey():
    said = alt_of("fair-share-quotas")
    # the lead names each lane by both its lines; later, its first line (review 10-B)
    assert "training starts with a solid grey stretch marked own work for eighteen hours" in said
    assert "research starts with a solid grey stretch marked own work for twelve hours" in said


def _lanes(second_hatched: bool) -> str:
    hatch = ", hatch: true" if second_hatched else ""
    return ("  - timeline:\n      unit: h\n      span: 6 h\n      lanes:\n"
            f"        - {{label: a, segments: [{{end: 4 h, fill: grey}}, {{end: 6 h, fill: grey{hatch}}}]}}\n"
            "        - {label: b, segments: [{end: 6 h, fill: grey}]}\n")


def test_a_plain_stretch_is_solid_only_beside_hatching_of_its_colour():
    beside = alt(_lanes(True))
    assert "solid grey" in beside and "runs solid grey for four hours" in beside
    alone = alt(_lanes(False))
    assert "solid" not in alone


# --- missing: a grid's total where its cells are counted in three looks ---------------------


def test_spot_drain_neighbour_says_its_sixteen_slots():
    said = alt_of("spot-drain")
    assert "a grid of sixteen request slots in two rows of eight" in said


def _grid(rows: str, looks: str) -> str:
    return f"  - grid:\n      noun: slot\n      looks: {looks}\n      rows: {rows}\n"


def test_a_grid_counted_in_three_looks_says_its_total():
    looks = "{a: {fill: grey, means: in use}, b: {fill: blue, means: moved}, c: {fill: white, means: free}}"
    three = alt(_grid("[[a, a, a, b], [b, b, c, c]]", looks))
    assert "a grid of eight slots in two rows of four" in three
    two = alt(_grid("[[a, a, a, a], [a, a, c, c]]", "{a: {fill: grey, means: in use}, c: {fill: white, means: free}}"))
    assert "a grid of two rows of four slots" in two  # two looks: the rest is the other, no total needed


def test_a_meaning_that_is_a_thing_reads_after_for_not_where():
    # "grey where its own requests" was no English
    said = alt_of("spot-drain")
    assert "where its own requests" not in said and "where the moved requests" not in said
    assert "grey for its own requests, blue for the moved requests and white where free" in said


# --- missing: what frames stand for -----------------------------------------------------------


def _frames(first: str, second: str) -> str:
    return ("  - row:\n      gap: 96\n      marks:\n"
            "        - grid: {id: l, rows: [[used, used]]}\n        - grid: {id: r, rows: [[free, free]]}\n"
            f"  - frame: {{around: [l], title: left box, means: {first}}}\n"
            f"  - frame: {{around: [r], title: right box, means: {second}}}\n")


def test_spot_drain_frames_are_said_as_two_nodes():
    said = alt_of("spot-drain")
    assert "Two frames stand side by side:" not in said
    assert "Two nodes stand side by side as frames: spot node on the left" in said


def test_frames_sharing_a_meaning_are_said_by_it_and_others_each_by_theirs():
    shared = alt(_frames("a spot node", "the neighbour node"))
    # words10a: the frames hold every mark, so the opening says them as what is drawn
    assert "Blueprint of a test as two nodes drawn as frames side by side: left box on the left" in shared
    apart = alt(_frames("the old cluster", "the new rack"))
    assert "as two frames side by side: left box on the left, standing for the old cluster" in apart
    assert "right box on the right, standing for the new rack" in apart


# --- missing: a staircase too long to count, of one even step, climbs at a rate ------------------


def test_checkpoint_storage_hourly_staircase_climbs_three_terabytes_every_hour():
    # was "rises steadily": twenty-five equal risers, one an hour, are a rate a reader can use
    said = alt_of("checkpoint-storage-growth")
    assert "The grey dashed staircase climbs three terabytes every hour, leaving the top of the plot at six hours" in said


def test_a_long_even_staircase_climbs_at_a_rate_and_an_uneven_one_does_not():
    even = alt(_staircase([2 * (i + 1) for i in range(16)], top=40))
    assert "climbing two every hour to thirty-two" in even and "every one hour" not in even
    uneven = alt(_staircase([2 * (i + 1) + (0.7 if i % 3 == 0 else 0) for i in range(16)], top=40))
    assert "every hour" not in uneven


# --- missing: a note's leader to a riser says which size of step it explains --------------------


def test_checkpoint_storage_leaders_name_the_tall_and_the_short_step():
    said = alt_of("checkpoint-storage-growth")
    assert ("Thin leaders join the tall step of the blue checkpoint storage at twelve hours to a note marked full three terabytes "
            "and the short step of the blue checkpoint storage at sixteen hours to one marked delta zero point two terabytes") in said


def test_a_leader_to_a_riser_of_a_two_size_staircase_names_its_size_and_of_one_size_does_not():
    def spec(values: list[float]) -> str:
        body = _staircase(values).replace("- {noun: storage,", "- {id: s, noun: storage,")
        return body + "  - note: {label: big, above: c.s.at-3h, gap: 60, to: c.s.at-3h}\n"
    said = alt(spec([4, 4.5, 5, 9, 9.5, 10, 14]))
    assert "the tall step of the blue storage at three hours" in said.lower()
    plain = alt(spec([4, 8, 12, 16, 20, 24, 28]).replace("top: 20", "top: 30"))
    assert "step of the blue storage" not in plain
