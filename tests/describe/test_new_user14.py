"""Session 12's new user (the tryb14 entries): classes of garbled and false
statement found in their alt texts, each pinned by a small spec of its class."""

from __future__ import annotations

from blueprint.describe.say.look_words import look_before_noun
from blueprint.pipeline import compile_spec
from grammar import problems


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").alt


def _bars(count: int, means: str, label: str = "t{i}") -> str:
    """A row of upright bars, each one part labelled and meant by a pattern."""
    bar = "      - bar: {{direction: up, width: 60, height: 160, parts: [{{share: 6/10, fill: grey, label: {label}, label-side: below, means: {means}}}, {{share: 4/10, fill: white, outline: solid}}]}}\n"
    return "  - row:\n      id: r\n      gap: 16\n      marks:\n" + "".join(bar.format(label=label.format(i=i), means=means.format(i=i)) for i in range(1, count + 1))


def test_meanings_that_differ_by_a_name_are_never_aggregated_into_a_broken_phrase():
    said = alt(_bars(5, "memory tenant t{i} uses"))
    assert "a uses" not in said
    assert "standing for memory tenant t1 uses, memory tenant t2 uses" in said  # kept apart, in the order the bars are marked
    assert problems(said, labels=tuple(f"t{i}" for i in range(1, 6))) == []


def test_meanings_that_end_on_one_noun_are_still_said_by_it():
    said = alt(_bars(5, "tenant t{i}'s turn"))
    assert "each standing for a turn" in said


def test_a_note_pinned_to_a_corner_is_said_there_though_it_runs_past_the_first_third():
    note = "  - note: {label: 'free: 40 gb in all, 10 gb at most in one place', at: bottom-left}\n"
    said = alt(_bars(8, "memory") + note)
    assert "At the lower left stands a note marked free" in said
    assert "There is a note" not in said


def test_a_mark_over_an_outlined_stretch_names_the_stretch_by_an_adjective():
    timeline = (
        "  - timeline:\n      id: tl\n      unit: s\n      axis: {to: 90 s}\n      lanes:\n"
        "        - label: spot node\n          segments:\n"
        "            - {start: 0, end: 45 s, fill: grey}\n"
        "            - {end: 90 s, fill: none, outline: dotted}\n"
        "  - icon: {name: cross, colour: red, over: tl.lane-1.segment-2, label: node gone}\n"
    )
    said = alt(timeline)
    assert "On the dotted stretch of the lane marked spot node stands a red cross" in said
    assert "the in dotted" not in said
    assert look_before_noun("none", outline="dashed", line_colour="blue") == "blue dashed"
    assert look_before_noun("red", hatch=True) == "red hatched"


def test_a_group_is_named_by_what_it_holds_and_a_note_below_it_stands_below_that():
    marks = (
        "  - column:\n      id: gpu\n      gap: 24\n      marks:\n"
        + _bars(3, "memory").replace("  - row:\n      id: r\n", "      - row:\n          id: r\n").replace("      gap: 16\n      marks:\n", "          gap: 16\n          marks:\n", 1).replace("\n      - bar", "\n          - bar")
        + "      - bar: {width: 240, height: 30, parts: [{share: 100%, fill: grey}]}\n"
        + "  - frame: {around: [gpu], title: h100}\n"
        + "  - note: {label: free 40 gb, below: gpu}\n"
    )
    said = alt(marks)
    assert "stands around four bars" in said
    assert "Below the four bars stands a note marked free forty gigabytes" in said
    assert "column" not in said


def test_an_outline_alone_is_drawn_never_filled():
    said = alt("  - bar: {direction: up, width: 60, height: 160, parts: [{share: 100%, fill: none, outline: dashed, label: t8, means: an eighth tenant}]}\n"
               "  - bar: {direction: up, width: 60, height: 160, parts: [{share: 100%, fill: grey, label: t1}]}\n")
    assert "drawn in dashed outline" in said
    assert "filled from the bottom in dashed outline" not in said


def test_one_label_on_every_bar_of_a_run_is_said_once():
    said = alt(_bars(6, "a compute slice", label="1g"))
    assert "each marked 1g" in said
    assert "1g, 1g" not in said
