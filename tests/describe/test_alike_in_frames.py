"""Marks in containers said with their container, alike bars of a row or
column said together (words10a; describe/containers.py,
describe/grouping_alike.py, describe/realise/alike_bars.py).

The class that failed: gpu-three-tenants said "as seventeen bars and one
grid" and then "The bar, standing upright, is filled ..." fifteen times,
never saying which frame holds which bar."""

from __future__ import annotations

from fractions import Fraction

from conftest import compiled_marks, corpus_alt, facts

from blueprint.describe.grouping_alike import _motion, _place
from blueprint.describe.realise.alike_bars import _period
from blueprint.describe.say.facts import Thing


def up(share: str, label: str, **more: str) -> str:
    """An upright bar: a labelled grey part from the bottom, grey hatching above."""
    width = more.get("width", "40")
    return (f"- bar: {{direction: up, width: {width}, height: 200, parts: [{{share: {share}, fill: grey, label: {label}, label-side: inside}}, "
            f"{{share: 1 - {share}, fill: grey, hatch: true, means: idle}}]}}").replace("share: 1 - 60%", "share: 40%").replace("share: 1 - 30%", "share: 70%")


SWITCH = "- bar: {direction: up, width: 8, height: 200, parts: [{share: 100%, fill: dark, means: a context switch}]}"
BLUE = "- bar: {direction: up, width: 40, height: 200, parts: [{share: 100%, fill: blue, means: the product}]}"


def row(ident: str, *bars: str, indent: int = 8) -> str:
    pad = " " * indent
    inner = "".join(f"\n{pad}      {bar}" for bar in bars)
    return f"\n{pad}- row:\n{pad}    id: {ident}\n{pad}    gap: 4\n{pad}    align: bottom\n{pad}    marks:{inner}"


def two_frames(left: str, right: str) -> str:
    return (f"\n  - row:\n      gap: 48\n      marks:{left}{right}\n"
            "  - frame: {around: [left], title: old}\n  - frame: {around: [right], title: new}\n")


GRID = "\n        - column:\n            id: right\n            marks:\n              - grid: {rows: [[used, used, free], [used, free, free]]}"


def test_a_frame_with_two_alike_bars_and_one_unlike_says_them_inside_it(compile_text):
    alt = compiled_marks(compile_text, two_frames(row("left", up("60%", "x"), up("30%", "y"), BLUE), GRID)).alt
    facts(alt,
          "blueprint of two frames side by side: old on the left and new on the right.",
          "inside the frame titled old, two upright bars, marked x and y, are filled from the bottom in solid grey to heights of six and three tenths,"
          " and in grey hatching for the rest, meaning idle;",
          "to the right of them stands a third upright bar in blue, standing for the product.")
    assert "The bar" not in alt and "the bar," not in alt, "no bar of many is opened as the only one"
    assert alt.count("idle") == 1, "a meaning the alike bars share is said once"


def test_frames_with_a_grid_say_the_grid_in_its_frame(compile_text):
    alt = compiled_marks(compile_text, two_frames(row("left", up("60%", "x"), up("30%", "y")), GRID)).alt
    facts(alt, "inside the frame titled new stands a grid of two rows of three cells")
    assert "as two bars" not in alt and "a grid" not in alt.split(".")[1], "the opening says the frames, not a flat count"


def test_a_row_that_alternates_says_its_pattern_once_and_what_stands_between(compile_text):
    bars = (up("60%", "a"), SWITCH, up("30%", "b"), SWITCH, up("60%", "a"), SWITCH, up("30%", "b"))
    alt = compiled_marks(compile_text, two_frames(row("left", *bars), GRID)).alt
    facts(alt,
          "four upright bars, marked a, b, a and b, are filled from the bottom in solid grey to heights of six and three tenths, twice,",
          "between them stand three thin upright bars in dark, standing for a context switch")
    assert alt.count("context switch") == 1


def test_a_row_nested_in_a_framed_column_is_said_in_the_frame_and_what_is_below_on_its_own(compile_text):
    column = ("\n        - column:\n            id: left\n            gap: 8\n            marks:"
              + row("slots", up("60%", "a"), up("30%", "b"), indent=14)
              + "\n              - bar: {width: 160, height: 40, parts: [{share: 100%, fill: grey-light, label: memory, label-side: inside}]}")
    alt = compiled_marks(compile_text, two_frames(column, GRID)).alt
    facts(alt, "inside the frame titled old, two upright bars, marked a and b,", "below stands one bar, filled in light grey, marked memory")


def test_a_column_of_alike_bars_is_said_top_to_bottom_from_the_left(compile_text):
    bar = "\n        - bar: {{width: 300, height: 40, parts: [{{share: {}, fill: grey, label: {}}}, {{share: {}, fill: white}}]}}"
    bars = "".join(bar.format(share, label, rest) for share, label, rest in (("50%", "p", "50%"), ("25%", "q", "75%"), ("50%", "r", "50%"), ("25%", "s", "75%")))
    alt = compiled_marks(compile_text, f"\n  - column:\n      gap: 8\n      marks:{bars}\n").alt
    facts(alt, "the four bars, marked p, q, r and s top to bottom, are filled from the left in grey to one half and one quarter, twice, and in white for the rest")


def test_bars_none_alike_are_still_said_one_by_one(compile_text):
    alt = compiled_marks(compile_text, "\n  - row:\n      gap: 24\n      marks:\n"
                         "        - bar: {parts: [{share: 60%, fill: grey, label: a}]}\n"
                         "        - bar: {parts: [{share: 30%, fill: blue, hatch: true, label: b}]}\n").alt
    assert "two bars, marked" not in alt and "between them" not in alt


def test_alike_bars_differing_in_width_say_how_it_runs():
    assert _motion([Fraction(120), Fraction(96), Fraction(48)]) == "narrowing"
    assert _motion([Fraction(40), Fraction(96)]) == "widening"
    assert _motion([Fraction(40), Fraction(40)]) is None


def test_a_sequence_is_a_pattern_only_where_it_truly_repeats():
    assert _period([71, 39, 55, 71, 39, 55]) == [71, 39, 55]
    assert _period([71, 39, 55, 71, 39, 56]) == [71, 39, 55, 71, 39, 56]
    assert _period([1, 2, 1]) == [1, 2, 1]


def test_a_run_stands_between_another_only_where_they_alternate():
    run = [(0, Thing("bar")), (2, Thing("bar")), (4, Thing("bar"))]
    assert _place([1, 3], [run]) == "between"
    assert _place([5, 6], [run]) == "after"
    assert _place([1, 5], [run]) == "among"
    assert _place([1, 3], []) is None


def test_gpu_three_tenants_says_each_frame_and_its_bars_together():
    alt = corpus_alt("gpu-three-tenants")
    facts(alt,
          "as three frames side by side: time-slicing on the left, marked one at a time below it, mps at the middle,",
          "Inside the frame titled time-slicing, six upright bars, marked a, b, c, a, b and c, are filled from the bottom in solid grey"
          " to heights of seventy-one, thirty-nine and fifty-five percent, twice, each standing for a turn, and in grey hatching for the rest, standing for the card idle in that turn;"
          " between them stand five thin upright bars in dark, standing for a context switch.",
          # mps is one card split across by dashed lines since vocab10a (split: across, dividers: dashed)
          "Inside the frame titled mps, at the top, stands one bar standing upright, split side by side by dashed lines into four parts:",
          "Inside the frame titled mig stands a grid of fourteen slice squares")
    assert "The bar" not in alt and "seventeen bars" not in alt


def test_a_labelled_row_of_alike_bars_says_its_label_first(compile_text):
    """A row that carries a label is a place too: "under pool a, two upright
    bars ..." (each bar said alone had "under pool a" of its own)."""
    pool = ("\n        - row:\n            label: pool a\n            gap: 4\n            align: bottom\n            marks:"
            "\n              - bar: {direction: up, width: 40, height: 200, parts: [{share: 60%, fill: grey}, {share: 40%, fill: white}]}"
            "\n              - bar: {direction: up, width: 40, height: 200, parts: [{share: 30%, fill: grey}, {share: 70%, fill: white}]}")
    other = "\n        - bar: {direction: up, width: 40, height: 200, parts: [{share: 50%, fill: blue}, {share: 50%, fill: white}]}"
    alt = compiled_marks(compile_text, f"\n  - row:\n      gap: 48\n      marks:{pool}{other}\n").alt
    facts(alt, "under pool a, two upright bars are filled from the bottom in grey to heights of six and three tenths, and in white for the rest.")
    assert "the two upright bars" not in alt.lower(), "not all the drawing's bars: no definite article"


def test_frames_holding_icons_and_towers_say_each_in_its_frame(compile_text):
    """Any mark kind a frame holds is said in it, not only bars: main said
    "as two towers standing on one shared foundation" and "There is a column
    of two GPU cards", with no word of either frame."""
    marks = ("\n  - row:\n      gap: 160\n      marks:"
             "\n        - column:\n            id: a\n            marks:"
             "\n              - icon: {name: gpu, label: gpu 0, label-side: below}\n              - icon: {name: gpu, label: gpu 1, label-side: below}"
             "\n        - column:\n            id: b\n            marks:\n              - towers:\n                  towers:"
             "\n                    - {label: x, tiers: [{fill: grey, label: w}, {fill: blue, label: kv}]}"
             "\n                    - {label: y, tiers: [{fill: grey, label: w}]}"
             "\n  - frame: {around: [a], title: node a}\n  - frame: {around: [b], title: node b}\n")
    alt = compiled_marks(compile_text, marks).alt
    facts(alt, "blueprint of two frames side by side: node a on the left and node b on the right.",
          "inside the frame titled node a, there is a column of two gpu cards",
          "inside the frame titled node b stand two towers")


def test_many_differing_meanings_are_said_by_the_noun_they_share():
    from blueprint.describe.realise.alike_bars import _meaning
    from blueprint.describe.realise.core import Realiser
    from blueprint.describe.say.words import Words

    say = Realiser(Words())
    turns = [Thing("part", means=m) for m in ("a's turn", "b's turn", "c's turn", "a's second turn")]
    assert _meaning(say, turns) == "each standing for a turn"
    assert _meaning(say, [Thing("part", means=m) for m in ("tenant a", "tenant b", "tenant c", "tenant d")]) == ""
    assert _meaning(say, turns[:2]) == "standing for a's turn and b's turn"
    assert _meaning(say, [Thing("part", means="idle")] * 5) == "meaning idle"


def test_a_bar_unlike_the_rest_is_said_on_its_own_where_it_stands(compile_text):
    bar = "\n        - bar: {{direction: up, width: {}, height: 200, parts: [{}]}}"
    grey = "{{share: {}, fill: grey}}, {{share: {}, fill: white}}"
    bars = "".join([bar.format(8, "{share: 100%, fill: dark, means: a switch}"), bar.format(40, grey.format("60%", "40%")),
                    bar.format(40, grey.format("30%", "70%")), bar.format(8, "{share: 100%, fill: blue}"), bar.format(40, grey.format("30%", "70%"))])
    alt = compiled_marks(compile_text, f"\n  - row:\n      gap: 4\n      align: bottom\n      marks:{bars}\n").alt
    facts(alt, "a thin upright bar is drawn in dark, standing for a switch; to the right of it stand three upright bars, filled from the bottom in grey"
               " to heights of six, three and three tenths, and in white for the rest; among them stands a thin upright bar in blue.")
