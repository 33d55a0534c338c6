"""The bar's facts: what it states (parts by share, sizes, places, leaders,
a scale, its span, where it stands among the bars) and what the realiser says
of them."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import AMONG, MOTIONS, PLACES, QUALITIES, Thing
from blueprint.describe.say.words import Words
from conftest import compiled_marks
from bar_examples import PANELS


KEPT = """
  - bar:
      id: top
      parts:
        - {id: busy, share: 60%, fill: grey, label: busy 60%}
      scale: {ticks: 7, start: "0 d", end: "7 d"}
  - guides: {from: top.busy, to: bottom}
  - bar:
      id: bottom
      span: top.busy
      parts:
        - {share: 16%, fill: red, hatch: true, label: lost}
        - {share: 4%, fill: dark, label: restarts}
        - {share: 40%, fill: blue, label: kept}
"""

FEE = """
  - bar:
      id: year
      label: 1 gpu-year
      fill: grey
      parts:
        - id: fee
          share: 1.5%
          fill: blue
          leader: {label: the fee, note: 5.7 points to break even}
        - {share: 2/6, fill: red, outline: dashed, parts: [{share: 1/12, fill: dark}]}
"""

ENDS_AT_PARTS = "\n  - bar: {ends: parts, parts: [{share: 12%, fill: grey-light, label: queued}, {share: 5%, fill: dark}, {share: 45%, fill: grey, label: ran}]}\n"


def bar_facts(result) -> list[Thing]:
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    return [describer_of(node).facts(node, ctx).things[0] for node in result.spec.marks if node.kind.name == "bar"]


def words_in(thing: Thing) -> set[str]:
    """Every string a thing states, at any depth, but its labels and notes."""
    found = {thing.noun} | {value for value in (thing.quality, thing.place, thing.motion, thing.among, thing.form) if value}
    for inner in thing.parts + thing.attached + tuple(t for t in (thing.within, thing.width_of, thing.starts_at, thing.ends_at) if t):
        found |= words_in(inner)
    return found


def test_parts_are_stated_by_their_share_of_the_bar_drawn_with_sizes_computed(compile_text):
    top, bottom = bar_facts(compiled_marks(compile_text, KEPT))
    assert top.among == "top" and top.rank == 1 and top.form == "parts"
    busy = top.parts[0]
    assert (busy.share, busy.amount, busy.place, busy.label) == (Fraction(3, 5), "60%", "left-end", "busy 60%")
    assert bottom.among is None and bottom.rank == 2, "the second of two: no bottom bar unless three"
    assert [p.share for p in bottom.parts] == [Fraction(4, 15), Fraction(1, 15), Fraction(2, 3)], "shares of the bar that stands for sixty percent"
    assert [p.quality for p in bottom.parts] == [None, "small", "over-half"]
    assert [p.amount for p in bottom.parts] == ["16%", "4%", "40%"], "amounts as written"
    assert bottom.width_of.key == busy.key and bottom.width_of.within.key == top.key


def test_a_scale_a_leader_and_parts_inside_a_part_hang_on_the_bar(compile_text):
    top = bar_facts(compiled_marks(compile_text, KEPT))[0]
    scale = top.attached[0]
    assert (scale.noun, scale.steps, scale.starts_at.label, scale.ends_at.label) == ("scale", 7, "0 d", "7 d")
    (year,) = bar_facts(compiled_marks(compile_text, FEE))
    assert year.quality == "long" and year.look.colour == "grey" and year.label == "1 gpu-year"
    fee, dashed = year.parts
    assert (fee.quality, fee.place) == ("thin", "left-end")
    leader = fee.attached[0]
    assert (leader.noun, leader.label, leader.note, leader.motion) == ("leader", "the fee", "5.7 points to break even", "descending")
    assert dashed.look.line == "dashed" and dashed.amount == "2/6" and dashed.place is None
    inner = dashed.parts[0]
    assert inner.share == Fraction(1, 4) and inner.place == "left-end", "a share of the part that holds it"


def test_facts_hold_no_english_but_nouns_and_closed_words(compile_text):
    closed = set(QUALITIES) | set(PLACES) | set(MOTIONS) | set(AMONG) | {"parts", "thing", "column"}
    for thing in bar_facts(compiled_marks(compile_text, KEPT)) + bar_facts(compiled_marks(compile_text, FEE)) + bar_facts(compiled_marks(compile_text, PANELS)):
        assert words_in(thing) <= closed | {"bar", "part", "leader", "scale", "words"}


def test_bars_side_by_side_are_named_by_the_layout_under_their_panels(compile_text):
    result = compiled_marks(compile_text, PANELS)
    assert [(b.among, b.within.label) for b in bar_facts(result)] == [("left", "on-demand"), ("middle", "reserved"), ("right", "spot")]
    alt = result.alt
    assert "The left bar, under on-demand, is filled fifty-five percent in blue, marked kept fifty-five percent." in alt
    assert "The middle bar, under reserved, is filled four tenths in blue, marked kept forty percent, and grey hatched for the rest, marked idle." in alt
    assert "The right bar, under spot, is split into four parts: a blue part covering the left half, a small dark part in the middle, a red hatched part marked redone and a small grey hatched part marked idle at its right end." in alt
    assert "top bar" not in alt


def test_the_top_bar_only_with_one_below_it_and_a_bottom_bar_of_three(compile_text):
    alone = compiled_marks(compile_text, "\n  - bar: {parts: [{share: 1/3, fill: blue}]}\n").alt
    assert alone == "Cedana. Blueprint of one long bar, filled one third in blue."
    three = compiled_marks(compile_text, "\n" + "\n".join(f"  - bar: {{parts: [{{share: {s}%, fill: grey}}]}}" for s in (20, 40, 60)) + "\n")
    assert [(b.among, b.rank) for b in bar_facts(three)] == [("top", 1), (None, 2), ("bottom", 3)]
    assert "The top bar is filled two tenths" in three.alt and "The bottom bar is filled six tenths" in three.alt


def test_the_alt_text_says_the_lone_bar_and_its_leader(compile_text):
    alt = compiled_marks(compile_text, FEE).alt
    assert alt.startswith("Cedana. Blueprint of one long grey bar marked one gpu-year with a thin blue slice at its left end")
    assert "a red part in dashed outline with a dark part inside it" in alt
    assert "A leader drops from the slice to the words the fee, and beneath them five point seven points to break even." in alt


def test_means_on_a_bar_and_its_parts_is_said_as_the_blog_says_meanings(compile_text):
    """Issue 17: `means` on a bar and each part, said after what it is."""
    alt = compiled_marks(compile_text, """
  - bar:
      means: one job's day on the cluster
      parts:
        - {share: 30%, fill: red, hatch: true, label: queued, means: hours the job waited}
        - {share: 60%, fill: blue, label: running}
        - {share: 10%, fill: dark, label: restore}
""").alt
    assert "one long bar, standing for one job's day on the cluster, split into a red hatched part marked queued, standing for hours the job waited, a blue part" in alt
    told = compiled_marks(compile_text, "\n  - bar: {id: top, means: a paid GPU-hour, parts: [{share: 60%, fill: blue, label: kept, means: work that survived}]}\n  - bar: {parts: [{share: 40%, fill: grey}]}\n").alt
    assert "The top bar, standing for a paid GPU-hour, is filled six tenths in blue, marked kept, standing for work that survived." in told


def test_a_bar_that_ends_where_its_parts_end_is_said_with_no_free_remainder(compile_text):
    """Issue 17: `ends: parts` draws no white remainder (tests/layout/marks), and none is said free."""
    result = compiled_marks(compile_text, ENDS_AT_PARTS)
    assert "the rest free" not in result.alt
    # parts sized against the bar as drawn (12 of 62 is not small there), and how far the bar reaches
    assert "ending about three fifths of the way along, split into a light grey part marked queued, a small dark part" in result.alt


def test_a_bar_brings_itself_in_when_counted_or_named_by_another_mark(compile_text):
    """The describer says what its phrases bring in; the stage records it."""
    result = compiled_marks(compile_text, KEPT + "  - bar: {label: 1 gpu-year, fill: blue, hatch: true}\n")
    bars = [node for node in result.spec.marks if node.kind.name == "bar"]
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    counted = describer_of(bars[0]).group_phrase(bars, ctx)
    assert counted.text is None and counted.tells == tuple(node.path for node in bars), "the describer counts them"
    named = describer_of(bars[2]).relation_phrase(bars[2], ctx)
    assert (named.text, named.tells) == ("a blue hatched bar marked one gpu-year", (bars[2].path,))
    assert describer_of(bars[0]).relation_phrase(bars[0], ctx).text == "a bar", "white says no colour"
    assert not ctx.told, "a describer never records what it brings in itself"


def test_what_a_part_means_is_said_with_its_figures_in_words(compile_text):
    alt = compiled_marks(compile_text, "  - bar: {parts: [{share: 25%, fill: grey, label: busy, means: a 20 GB slice}]}").alt
    assert "a twenty gigabyte slice" in alt and "20 GB" not in alt, alt


def test_parts_standing_apart_are_counted_and_said_parted_by_gaps(compile_text):
    from conftest import compiled_marks

    alt = compiled_marks(compile_text, "  - bar: {ends: parts, gaps: 16, parts: [{share: 18%, outline: dashed, fill: none}, {share: 13%, outline: dashed, fill: none}, {share: 24%, outline: dashed, fill: none}]}\n").alt
    assert "three separate boxes of different widths: " in alt and "bar" not in alt and "ending" not in alt  # review 6-C: nothing joins them, so no bar
    alt = compiled_marks(compile_text, "  - bar: {gaps: 2, parts: [{share: 20%, fill: blue}, {share: 30%, fill: blue}]}\n").alt
    assert "parted by gaps, the rest free" in alt
def test_a_scale_with_to_is_said_from_zero_to_the_whole_bar(compile_text):
    from bar_examples import RULED

    alt = compiled_marks(compile_text, RULED).alt
    assert "a ruled scale of four steps runs from zero to twenty-four hours, marked hours of the day" in alt


BILL = """
  - bar:
      id: bill
      parts: [{share: 34%, fill: grey, label: training}, {share: 10%, fill: dark}, {share: 18%, fill: red, hatch: true}, {share: 38%, fill: grey, hatch: true}]
  - bar: {id: ckpt, below: bill, label: with checkpointing, ends: parts, parts: [{share: 38%, fill: blue}]}
"""
RUNS = """
  - bar: {id: od, ends: parts, parts: [{share: 100%, fill: grey}]}
  - bar: {id: spot, ends: parts, parts: [{share: 40%, fill: grey}, {share: 9.6%, fill: red, hatch: true}]}
  - bar: {id: ckpt, ends: parts, parts: [{share: 40%, fill: grey}, {share: 9.6%, fill: blue}]}
  - bar: {id: short, ends: parts, parts: [{share: 20%, fill: grey}]}
"""


def test_a_bar_ending_at_its_parts_is_said_against_the_parts_of_the_bar_above(compile_text):
    """Stacked bars share one scale, so where a shorter one ends is read
    against the parts of the bar over it (bars7): a little past a part, where
    a part ends, under a part, or its share of a bar of one part."""
    result = compiled_marks(compile_text, BILL)
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = next(n for n in result.spec.marks if n.id == "ckpt")
    (reach,) = [t for t in describer_of(node).facts(node, ctx).things[0].attached if t.noun == "reach"]
    assert (reach.quality, reach.place, reach.within.label, reach.within.within.key) == ("past", "shorter", "training", ctx.key_of("bill"))
    assert "stands one shorter bar marked with checkpointing, ending about two fifths of the way along, its left end under the solid grey part" in result.alt
    assert "reaching a little past it, filled in blue." in result.alt, "one part as long as the bar: filled, never split into one"
    alt = compiled_marks(compile_text, RUNS).alt
    assert "The second bar, ending just short of half the length of the top bar," in alt, alt
    assert "The third bar, ending where the red hatched part of the second bar ends," in alt, alt
    assert "The bottom bar, ending one fifth of the way along, under the grey part of the third bar," in alt, alt
