"""The "lanes" form says lanes of work along a time axis; hand-made facts, no mark."""

from __future__ import annotations

import re

from fractions import Fraction

import pytest

from blueprint.describe.realise import FORMS, Realiser
from blueprint.describe.say.times import time_words, times_words
from blueprint.describe.say.facts import Boundary, Event, Lane, Lanes, Look, Stretch, Thing, Time
from blueprint.describe.say.words import Words

GREY, BLUE, DARK = Look("grey"), Look("blue"), Look("dark")
REDONE = Look("red", hatch=True)
DASHED = Look("dark", "dashed", filled=False)


def h(value) -> Time:
    return Time(Fraction(value), "h")


def stretch(start, end, look=GREY, **more) -> Stretch:
    return Stretch(look, h(start), h(end), **more)


def event(kind, at, label=None) -> Event:
    return Event(kind, h(at), label)


def timeline(*lanes, noun="lane", each=None, span=24, step=None, boundaries=()) -> Thing:
    return Thing("timeline", form="lanes", lanes=Lanes(tuple(lanes), noun, each, h(span), h(step) if step else None, tuple(boundaries)))


def said(thing: Thing) -> tuple[str, list[str]]:
    form = FORMS["lanes"]
    say = Realiser(Words())
    return form.lead(say, thing), form.sentences(say, thing)


def test_times_are_words_with_their_units_and_fractions():
    words = Words()
    assert time_words(words, h("4.25")) == "four and a quarter hours"
    assert time_words(words, h("0.5")) == "thirty minutes"
    assert time_words(words, h(1)) == "one hour"
    assert time_words(words, h("6.5")) == "six and a half hours"
    assert time_words(words, Time(Fraction(90), "s")) == "ninety seconds"
    assert times_words(words, [h(6), h(12), h(18), h(24)]) == "six, twelve, eighteen and twenty-four hours"
    assert times_words(words, [h("4.25"), h(8)]) == "four and a quarter and eight hours"


def test_the_lead_counts_lanes_with_what_each_is_the_axis_and_its_step():
    week = timeline(*(Lane(day, (stretch(0, 24),)) for day in ("mon", "tue", "wed")), each="day", step=6)
    lead, _ = said(week)
    assert lead == "a timeline of three lanes, one per day, mon, tue and wed, top to bottom, over twenty-four hours ruled every six hours"


def test_a_boundary_is_named_by_its_label_with_its_line_and_when_unless_the_label_says_it():
    wall = Boundary(h(24), DASHED, "24-hour wall-time", crossed=True)
    upgrade = Boundary(h(6), DASHED, "driver upgrade", crossed=True)
    lane = Lane("a", (stretch(0, 30),))
    assert said(timeline(lane, span=48, boundaries=[wall]))[0].endswith("crossing a dashed 24-hour wall-time boundary")
    assert said(timeline(lane, span=48, boundaries=[upgrade]))[0].endswith("crossing a dashed driver upgrade boundary at six hours")


def test_two_lanes_with_short_stories_are_told_in_the_lead():
    wall = Boundary(h(24), DASHED, "24-hour wall-time", after="next allocation", crossed=True)
    killed = Lane("job a", (stretch(0, 24), stretch(24, 48, REDONE, meaning="redone")), (event("kill", 24), event("restart", 24)))
    saved = Lane("job b", (stretch(0, 24), stretch(24, 40, BLUE)), (event("checkpoint", 24),))
    lead, sentences = said(timeline(killed, saved, noun="job", span=48, step=12, boundaries=[wall]))
    assert lead.endswith(": one is terminated and restarts from zero, the other checkpoints and continues into the next allocation")
    assert sentences == [
        "job a runs grey up to a red cross at the boundary, then redoes the lost twenty-four hours in red hatching; "
        "job b runs grey up to a blue save icon there and carries on in blue for sixteen hours"
    ]


def test_a_restart_redoes_the_work_since_the_last_checkpoint():
    lane = Lane("tue", (stretch(0, 9), stretch(9, 12, REDONE, meaning="redone")), (event("checkpoint", 6), event("kill", 9), event("restart", 9)))
    _, (sentence,) = said(timeline(lane, Lane("wed", (stretch(0, 24),))))
    assert "tue runs grey, checkpoints with a blue save icon at six hours, before it stops at a red cross at nine hours, then redoes the lost three hours in red hatching, standing for a restart from its checkpoint" in sentence


def test_lanes_that_run_alike_are_said_together_and_their_events_counted():
    def day(label, kill=None):
        if kill is None:
            return Lane(label, (stretch(0, 24),))
        return Lane(label, (stretch(0, kill), stretch(kill, 2 * kill, REDONE, meaning="redone")), (event("kill", kill), event("restart", kill)))

    lanes = [day("mon"), day("tue", 9), day("wed"), day("thu", 6), day("fri"), day("sat", 11), day("sun")]
    _, (sentence,) = said(timeline(*lanes, each="day", step=6))
    assert sentence == (
        "the lanes mon, wed, fri and sun run grey across the whole day; "
        "tue, thu and sat run grey up to three red crosses, one each, at nine, six and eleven hours, then redo the lost work in red hatching, standing for a restart from zero"
    )


def test_repeated_events_in_one_lane_are_counted_not_listed_clause_by_clause():
    lane = Lane("train", (stretch(0, 24),), tuple(event("checkpoint", t) for t in (6, 12, 20, 24)))
    _, (sentence,) = said(timeline(lane, Lane("idle", ())))
    assert sentence.startswith("the top lane, marked train, runs grey across all twenty-four hours and checkpoints with four blue save icons at six, twelve, twenty and twenty-four hours")
    assert sentence.endswith("the bottom one, marked idle, stands empty")


def test_checkpoints_evenly_spaced_through_the_work_are_said_by_their_spacing():
    lane = Lane("train", (stretch(0, 24),), tuple(event("checkpoint", t) for t in (6, 12, 18, 24)))
    _, (sentence,) = said(timeline(lane, Lane("idle", ())))
    assert sentence.startswith("the top lane, marked train, runs grey across all twenty-four hours and checkpoints with a blue save icon every six hours")
    early = Lane("train", (stretch(0, 24),), tuple(event("checkpoint", t) for t in (3, 6, 9)))
    _, (sentence,) = said(timeline(early, Lane("idle", ())))
    assert "every" not in sentence, "none after nine hours while the work runs to twenty-four: not every three hours"


def test_lanes_with_one_short_stretch_before_the_boundary_hold_it():
    upgrade = Boundary(h(6), DASHED, "driver upgrade", crossed=True)
    gpus = [Lane(f"gpu-{i}", (stretch(0, 6), stretch("6.5", 12, BLUE)), (event("checkpoint", 6),)) for i in range(3)]
    gpus += [Lane("gpu-3", (stretch(0, 3, quality="short"),)), Lane("gpu-4", (stretch(1, 4, quality="short"),))]
    _, (sentence,) = said(timeline(*gpus, noun="lane", each="GPU", span=12, boundaries=[upgrade]))
    assert sentence == (
        "the three lanes gpu-0 to gpu-2 run grey up to three blue save icons, one each, at the boundary and carry on in blue from six and a half hours to the end; "
        "gpu-3 and gpu-4, with no checkpoint, hold short grey stretches that end before the boundary"
    )


def test_a_lane_whose_looks_repeat_is_counted_with_its_first_label():
    parts = [(0, "0.25", DARK, "cold start"), ("0.25", "4.25", GREY, None), ("4.25", "4.5", DARK, None), ("4.5", 8, GREY, None), (8, "8.25", DARK, None), ("8.25", 12, GREY, None)]
    stretches = tuple(stretch(Fraction(a), Fraction(b), look, label=label, quality="short" if look == DARK else None) for a, b, look, label in parts)
    lane = Lane("spot job", stretches, (event("kill", "4.25"), event("kill", 8)))
    lead, (sentence,) = said(timeline(lane, span=12, step=3))
    assert lead == "a timeline of one lane marked spot job over twelve hours ruled every three hours"
    assert sentence == (  # one for one: counted both ways, the crosses with a verb of their own
        "the lane alternates three short dark stretches, the first marked cold start, with three grey stretches between and after them, "
        "and holds two red crosses at four and a quarter and eight hours"
    )


def test_a_lane_that_alternates_two_looks_one_for_one_counts_both_and_their_labels():
    parts = [(0, 1, Look("white"), "window"), (1, 2, GREY, "run"), (2, 3, Look("white"), None), (3, 4, GREY, None)]
    lane = Lane("batches", tuple(stretch(a, b, look, label=label, quality="short") for a, b, look, label in parts))
    _, (sentence,) = said(timeline(lane, Lane("idle", ()), span=24))
    assert "the top lane, marked batches, alternates two short white stretches, the first marked window, with two short grey stretches between and after them, the first marked run" in sentence
    between = Lane("spot", tuple(stretch(a, b, look, quality="short") for a, b, look, _ in parts[:3]))
    _, (sentence,) = said(timeline(between, span=24))
    assert "alternates" not in sentence and "with one hour of grey between them" in sentence, "two and one: the one only between, never counted as alternating"


def test_what_stretches_and_events_mean_is_said_once_by_their_look():
    serving, idle = Look("grey"), Look("grey", hatch=True)
    lane = Lane("replica a", (stretch(0, 3, means="serving"), stretch(3, 4, idle, means="paid for and idle"), stretch(4, 6, means="serving")),
                (Event("checkpoint", h(2), None, means="a copy on local disk"),))
    _, sentences = said(timeline(lane, Lane("b", (stretch(0, 2),))))
    assert "In the timeline, the solid grey stretches are serving, the grey hatched stretch is paid for and idle, and the blue save icon is a copy on local disk" in sentences


def test_labelled_stretches_and_gaps_and_lost_work():
    lane = Lane("job", (stretch(0, 12), stretch(12, 14, DARK, label="move"), stretch(16, 24, BLUE)))
    _, (sentence,) = said(timeline(lane))
    # paper inside the lane: its stretches placed by where they start and end (trywords9)
    assert sentence == "the lane runs grey for twelve hours, then a dark stretch marked move from twelve hours until fourteen hours, then blue from sixteen hours to the end"
    lost = Lane("ml", (stretch(0, 4), stretch(4, 6, REDONE, meaning="lost")))
    _, (sentence,) = said(timeline(lost, Lane("etl", (stretch(0, 2),))))
    assert sentence == "the lane ml runs grey for four hours, then loses two hours in red hatching; etl runs grey for two hours"


def test_lanes_whose_labels_are_phrases_are_marked_and_those_without_by_order():
    lanes = [Lane("no checkpoint", (stretch(0, 6),)), Lane("checkpoint on notice", (stretch(0, 7, BLUE),))]
    _, (sentence,) = said(timeline(*lanes))
    assert sentence == "the top lane, marked no checkpoint, runs grey for six hours; the bottom one, marked checkpoint on notice, runs blue for seven hours"
    _, (sentence,) = said(timeline(Lane(None, (stretch(0, 6),)), Lane(None, (stretch(0, 7, BLUE),)), each="worker"))
    assert sentence == "the top worker runs grey for six hours; the bottom worker runs blue for seven hours"


def test_a_stretch_laid_over_another_is_said_with_it():
    lane = Lane("ml", (stretch(0, 5), stretch(3, 4, BLUE, label="eval", layer=True)))
    _, (sentence,) = said(timeline(lane, Lane("etl", (stretch(0, 2),)), span=5))
    assert sentence == "the lane ml runs grey across all five hours and carries a blue stretch marked eval over it from three to four hours; etl runs grey for two hours"


def test_an_event_on_every_lane_at_a_boundary_is_said_once_with_it():
    notice, reclaim = Boundary(h(4), DASHED, "notice", crossed=True), Boundary(h(6), DASHED, "reclaim", crossed=True)
    lost = Lane("no checkpoint", (stretch(0, 6), stretch(6, 12, REDONE, meaning="redone")), (event("kill", 6), event("restart", 6)))
    kept = Lane("checkpoint on notice", (stretch(0, 6), stretch(7, 14, BLUE)), (event("checkpoint", 5), event("kill", 6)))
    lead, (sentence,) = said(timeline(lost, kept, span=14, step=2, boundaries=[notice, reclaim]))
    # the kept lane runs on in blue after its cross: it carries the cross, it does not stop there (trywords9)
    assert lead.endswith("crossing two dashed boundaries, marked notice at four hours and reclaim at six hours, where both lanes carry a red cross")
    assert sentence == (
        "the top lane, marked no checkpoint, runs grey past the notice boundary up to the reclaim boundary, then redoes the lost six hours "
        "in red hatching, standing for a restart from zero; the bottom one, marked checkpoint on notice, runs grey, checkpoints with a blue save icon at five hours, "
        "reaches the reclaim boundary and carries on in blue from seven hours to the end"
    )


def test_the_writers_words_replace_all():
    thing = Thing("timeline", form="lanes", alt="a week of runs")
    assert said(thing) == ("a week of runs", [])


def test_a_lane_labelled_by_what_happened_to_it_is_named_as_a_lane(compile_text):
    """A blind review read "killed runs grey" as broken: a past participle is a
    description, not a name ("the one marked killed"); "wed" stays a name."""
    from conftest import spec_text

    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - timeline:", "      unit: h", "      span: 12 h", "      lanes:",
        "        - {label: migrated, segments: [{start: 0, end: 12 h}], events: [{at: 6 h, event: preempt}]}",
        "        - {label: killed, segments: [{start: 0, end: 6 h}], events: [{at: 6 h, event: kill}]}",
    ))
    assert not errors, errors
    assert "The top lane, marked migrated," in result.alt and "the bottom one, marked killed," in result.alt, result.alt


def test_lanes_that_start_together_and_end_apart_say_which_finishes_first():
    """A race: three jobs from zero, one done at nine hours, one at eleven, one
    running to the axis's end: with three lanes every end is said in order, the
    last as running to the axis's end (it may run on, words18); two lanes say
    the last only where it ends before the axis does."""
    reclaim = (Boundary(h(5), DASHED, "reclaim"),)
    race = timeline(Lane("slow", (stretch(0, 14),)), Lane("quick", (stretch(0, 9, BLUE),)), Lane("steady", (stretch(0, 11),)), span=14, boundaries=reclaim)
    _, sentences = said(race)
    assert sentences[-1] == ("the lane marked quick finishes first, at nine hours, the one marked steady at eleven hours,"
                             " and the one marked slow last, running to the axis's end at fourteen hours"), sentences
    tied = timeline(Lane("slow", (stretch(0, 11),)), Lane("quick", (stretch(0, 9, BLUE),)), Lane("steady", (stretch(0, 11),)), span=14, boundaries=reclaim)
    assert said(tied)[1][-1] == "the lane marked quick finishes first, at nine hours", said(tied)[1]  # two ending together: no order to say
    ended = timeline(Lane("slow", (stretch(0, 14),)), Lane("quick", (stretch(0, 9, BLUE),)), span=14, boundaries=reclaim)
    assert said(ended)[1][-1] == "the bottom lane, marked quick, finishes first, well before the other, at nine hours", said(ended)[1]
    both = timeline(Lane("slow", (stretch(0, 12),)), Lane("quick", (stretch(0, 9, BLUE),)), span=14, boundaries=reclaim)
    assert said(both)[1][-1] == "the bottom lane, marked quick, finishes first, at nine hours, and the top one, marked slow, last, at twelve hours", said(both)[1]


def test_catching_up_is_not_finishing_nor_is_a_lane_cut_short_or_one_started_later():
    """A lane whose last stretch is work redone, or that ends at a cross, has
    not finished; lanes that start apart are no race; nor are plain stretches
    with no incident, whose ends are said as they go."""
    redone = timeline(Lane("rerun", (stretch(0, 3), stretch(3, 5, REDONE, meaning="redone"))), Lane("restored", (stretch(0, 6),)), span=8)
    killed = timeline(Lane("killed", (stretch(0, 5),), (event("kill", 5),)), Lane("kept", (stretch(0, 7),)), span=8)
    later = timeline(Lane("early", (stretch(0, 5),)), Lane("late", (stretch(2, 7),)), span=8, boundaries=(Boundary(h(4), DASHED, "cut"),))
    plain = timeline(Lane("short", (stretch(0, 5),)), Lane("long", (stretch(0, 7),)), span=8)
    for thing in (redone, killed, later, plain):
        assert not any("finishes" in s for s in said(thing)[1]), said(thing)


def test_a_time_that_is_not_a_simple_fraction_is_said_in_two_units():
    """310 min on an hour axis is "five hours ten minutes", never "five point
    one seven hours"; in a list each keeps its units."""
    words = Words()
    assert time_words(words, Time(Fraction(31, 6), "h")) == "five hours ten minutes"
    assert time_words(words, Time(Fraction(47, 10), "h")) == "four hours forty-two minutes"
    assert time_words(words, Time(Fraction(9, 2), "h")) == "four and a half hours"
    assert times_words(words, [Time(5, "h"), Time(Fraction(31, 6), "h")]) == "five hours and five hours ten minutes"


LOST_TO_A_KILL = """
  - timeline:
      unit: h
      span: 12 h
      lanes:
        - label: a
          segments:
            - {start: 0, end: 4 h, fill: grey}
            - {start: 4 h, end: 310 min, fill: red, hatch: true}
            - {end: 12 h, fill: none, outline: dotted}
          events: [{at: 4 h, event: checkpoint}, {at: 310 min, event: kill}]
"""


def test_work_lost_up_to_a_kill_is_said_by_its_length_then_the_cross(compile_text):
    """Red hatching that ends at a kill is the work lost since the checkpoint:
    its length, then the cross ("loses one hour ten minutes ... up to a red
    cross at five hours ten minutes"), not the kill's time as its length; and
    a dotted stretch carries on "in dotted outline", never "in in"."""
    from conftest import compiled_marks

    alt = compiled_marks(compile_text, LOST_TO_A_KILL).alt
    assert "then loses one hour ten minutes in red hatching up to a red cross at five hours ten minutes" in alt, alt
    assert "carries on in dotted outline to the end" in alt and " in in " not in alt


def test_one_look_that_means_unlike_things_names_each_part():
    """A reader found "the grey stretch is the fetch ..., the grey stretch is
    the read ..." (session 5's try): stretches of one look that mean unlike
    things are each named, by their label, else by their place among that look's."""
    lane = Lane("cold", (stretch(0, 3, label="fetch", means="the fetch"), stretch(3, 4, label="read", means="the read"), stretch(4, 6, means="the copy")))
    _, sentences = said(timeline(lane, Lane("b", (stretch(0, 2),))))
    said_means = next(s for s in sentences if s.startswith("In the timeline"))
    # lane b's grey stretch has no gloss: never "the grey stretches are the fetch, then ..."; the labels fetch and read
    # say their glosses already, so only the copy is said (review 10-D, test_reader_review10b)
    assert said_means == "In the timeline, the third grey stretch is the copy"
    one = Lane("a", (stretch(0, 3, means="serving"), stretch(4, 6, means="serving")))
    _, sentences = said(timeline(one, Lane("b", (stretch(0, 2),))))
    assert "In the timeline, the grey stretches are serving" in sentences, "one meaning: said once, by the look"


# --- looks6: repeated units of parts, counted once as blocks (issue 26 item 3) ---

@pytest.mark.parametrize(("looks", "size"), [
    (list("aaa"), 1), (list("ababab"), 2), (list("abcabcabc"), 3), (list("abaabaaba"), 3), (list("abab"), None), (list("abcabd"), None), (list("aabb"), None),
])
def test_a_run_repeats_its_shortest_unit_of_any_length(looks, size):
    from blueprint.describe.say.salient import period

    assert period(looks) == size


@pytest.mark.parametrize("unit", [
    [("dark", "15 min")],
    [("dark", "15 min"), ("grey", "30 min")],
    [("blue", "1 min"), ("dark", "10 min"), ("grey", "30 min")],
    [("dark", "10 min"), ("grey", "20 min"), ("dark", "5 min")],
])
@pytest.mark.parametrize("repeats", [3, 5])
def test_layers_repeating_any_unit_are_counted_once_and_read_well(compile_text, unit, repeats):
    """Any run of repeated part patterns drawn over a lane is said once: a
    unit of one stretch by its look, of two or more as that many blocks,
    each its parts in order; the grammar checks hold."""
    from conftest import compiled_marks
    from grammar import problems

    segments = ["{end: 24 h, fill: none, outline: dotted}"]
    for index in range(repeats):
        for place, (fill, length) in enumerate(unit):
            start = f"start: {2 + 4 * index} h, " if place == 0 else ""
            segments.append(f"{{{start}duration: {length}, fill: {fill}, layer: true}}")
    result = compiled_marks(compile_text, "  - timeline: {unit: h, span: 24 h, lanes: [{label: node, segments: [" + ", ".join(segments) + "]}]}\n")
    count = ["three", "four", "five"][repeats - 3]
    if len(unit) == 1:
        assert f"carries {count} dark stretches of fifteen minutes over it, at two, six" in result.alt, result.alt
    else:
        # a part drawn wider than it lasts is a thin sliver, and its block is then said by its whole length (faithful9)
        parts = " then ".join(f"a (?:thin {fill} sliver|{fill} (?:stretch|one))" for fill, _ in unit)
        said = result.alt.replace(" of one minute", "").replace(" of five minutes", "").replace(" of ten minutes", "").replace(" of fifteen minutes", "").replace(" of twenty minutes", "").replace(" of thirty minutes", "")
        assert re.search(rf"carries {count} blocks(?: of [a-z -]+ minutes)? over it, at two, six", result.alt) and re.search(f"each {parts}", said), result.alt
    assert not problems(result.alt), problems(result.alt)
