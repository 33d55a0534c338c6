"""Session 11's new user (the try12 entries): classes of false and clumsy
statement found in their alt texts, each pinned by a small spec."""

from __future__ import annotations

from blueprint.describe.lexicon.axis import titled_count
from blueprint.describe.realise.part_rhythms import alternation
from blueprint.describe.say.facts import Look, Thing
from blueprint.describe.say.words import Words
from blueprint.pipeline import compile_spec
from grammar import problems


def alt(marks: str, subject: str = "") -> str:
    head = f"blueprint: 1\nsubject: {subject}\n" if subject else "blueprint: 1\n"
    return compile_spec(head + "marks:\n" + marks, "spec.yaml").alt


CURVE = (
    "  - curve:\n      id: cost\n      unit: batch\n"
    "      span: 200\n      x: {title: batch size}\n"
    "      points: [[0, 6], [50, 3], [100, 1]]\n"
    "      marks:\n"
    "        - {at: 200, icon: cross, colour: red, label: full}\n"
)


def test_a_mark_past_a_series_end_is_said_against_where_it_ends():
    said = alt(CURVE)
    assert "stands past the curve's end, at a batch size of two hundred" in said
    assert "over the curve at" not in said and "on the curve at" not in said
    assert problems(said) == []


def test_a_place_on_an_axis_in_a_count_noun_reads_as_its_title():
    said = alt(CURVE + "  - note: {label: sweet spot, to: cost.at-50, above: cost.at-50, gap: 60}\n")
    assert "The curve at a batch size of fifty is marked" in said
    assert "fifty batches" not in said


def test_titled_count_only_for_a_count_noun_its_title_measures():
    words = Words()
    assert titled_count(words, "batch size", "64", "batches") == "a batch size of sixty-four"
    assert titled_count(words, "node count", "8", "node") == "a node count of eight"
    assert titled_count(words, "memory", "64", "GB") is None  # a measure keeps its unit
    assert titled_count(words, "training step", "500", "step") is None  # not the unit's noun first
    assert titled_count(words, None, "64", "batch") is None


def test_labels_read_their_signs_and_units_as_a_reader_says_them():
    words = Words()
    assert words.spoken("4 GB fits") == "four gigabytes fits"  # the quantity is the verb's subject
    assert words.spoken("80 GB ceiling") == "eighty gigabyte ceiling"  # a noun it sizes keeps the compound
    assert words.spoken("decode 20 ms/token") == "decode twenty milliseconds per token"
    assert words.spoken("$ per million tokens") == "dollars per million tokens"
    assert words.spoken("$/h") == "dollars per hour"
    assert words.spoken("2k context") == "2k context"  # a size fused to its figure, as "8B model"
    assert words.spoken("120k tokens") == "one hundred and twenty thousand tokens"
    assert words.spoken("prefill/decode") == "prefill/decode"  # a slash between words is kept


REQUEST = (
    "  - bar:\n      id: frag\n      label: default allocator\n      parts:\n"
    "        - {share: 30%, fill: grey}\n        - {id: hole, share: 10%, fill: white}\n        - {share: 60%, fill: grey}\n"
    "  - bar:\n      id: exp\n      label: expandable\n      parts:\n        - {share: 40%, fill: grey}\n        - {share: 10%, fill: blue}\n"
    "  - bar: {id: request, above: frag.hole, width: 48, outline: dashed, fill: none, label: request 4 GB, means: a 4 GB allocation request}\n"
    "  - icon: {name: cross, colour: red, over: request, label: out of memory}\n"
    "  - connector: {from: request, to: frag.hole, outline: dashed, arrow: end}\n"
)


def test_an_empty_dashed_bar_over_a_part_is_that_parts_outline_not_one_of_the_bars():
    said = alt(REQUEST, subject="memory under two allocators")
    assert "as two bars" in said
    assert "The top bar, marked default allocator" in said  # the dashed box above it does not make it the second bar
    assert "third bar" not in said and "cuts the top bar" not in said
    assert "The request sends a dashed arrow down to" in said  # named again by the word its label and meaning share
    assert said.index("default allocator") < said.index("request four gigabytes") < said.index("expandable")  # said after the bar it stands over
    assert problems(said) == []


def test_parts_alternating_between_two_looks_are_said_as_their_rhythm():
    parts = "".join(f"        - {{share: {s}%, fill: {f}, means: {m}}}\n" for s, f, m in
                    [(12, "grey", "memory in use"), (3, "white", "a free hole")] * 6 + [(10, "dark", "the cuda context")])
    said = alt("  - bar:\n      parts:\n" + parts)
    assert "six small grey runs, standing for memory in use, broken by six thin white slices, each a free hole, then a small dark part" in said
    assert said.count("standing for memory in use") == 1
    assert problems(said) == []


def test_alternation_needs_three_turns_of_each_look():
    grey, white = Thing("part", ("a",), look=Look("grey")), Thing("part", ("b",), look=Look("white"))
    assert alternation((grey, white, grey, white, grey, white)) == (0, 6)
    assert alternation((grey, white, grey, white)) is None


LINK = (
    "  - row:\n      gap: 300\n      marks:\n"
    "        - icon: {id: a, name: gpu, label: prefill}\n        - icon: {id: b, name: gpu, label: decode}\n"
    "  - connector: {id: kv, from: a, to: b, colour: blue, arrow: end, noun: kv cache, label: kv cache 1.3 GB}\n"
    "  - note: {label: large model, below: kv.middle, gap: 16}\n"
)


def test_a_note_placed_by_an_arrow_is_said_with_it_and_the_arrows_noun_once():
    said = alt(LINK)
    assert "there is a note" not in said.lower()
    assert "a note marked large model sits below the arrow" in said.replace("A note", "a note")
    assert "kv cache arrow marked kv cache" not in said and "arrow marked kv cache one point three gigabytes" in said
    assert problems(said) == []


PAIR_IN_A_ROW = """\
blueprint: 1
subject: two GPU pools
marks:
  - row:
      marks:
        - grid: {id: prefill, heading: prefill pool, noun: GPU, rows: [[used, used], [used, used]]}
        - grid: {id: decode, heading: decode pool, noun: GPU, rows: [[used, used, used, used], [used, used, used, used]]}
"""


def test_a_pair_side_by_side_says_which_stands_left_and_which_right():
    alt = compile_spec(PAIR_IN_A_ROW, "pair.yaml").alt
    assert "On the left, headed prefill pool, stands a grid" in alt, alt
    pair = next(s for s in alt.split(". ") if "On the left" in s)
    assert "; on the right, headed decode pool, stands a grid" in pair, alt  # the pair in one sentence (words14)


PINNED_NOTE = """\
blueprint: 1
subject: cost against batch size
marks:
  - curve: {id: cost, span: 8 h, series: [{points: [[0, 5], [8, 1]]}]}
  - note: {label: "8B model, 1 H100", at: top-right}
"""


def test_a_note_pinned_to_a_corner_is_said_standing_there_not_as_there_is_a_note():
    alt = compile_spec(PINNED_NOTE, "pinned.yaml").alt
    assert "At the upper right stands a note marked 8B model, one H100" in alt, alt
    assert "There is a note" not in alt, alt


def test_a_quantity_before_a_word_that_sizes_nothing_stays_a_quantity():
    words = Words()
    assert words.spoken("1.2 s vs 0.8 s") == "one point two seconds vs zero point eight seconds"  # never "one point two second vs"
    assert words.spoken("0.9 s if all fast") == "zero point nine seconds if all fast"
    assert words.spoken("80 GB ceiling") == "eighty gigabyte ceiling"  # a noun it sizes keeps the compound


BOUNDARY_LABEL = """\
blueprint: 1
subject: a step
marks:
  - timeline:
      unit: s
      span: 4 s
      lanes: [{segments: [{start: 0, end: 1.2 s}]}]
      boundaries: [{at: 0.9 s, label: 0.9 s if all fast, noun: step if all were fast, outline: dashed, colour: blue}]
"""


def test_a_boundary_s_label_is_read_aloud():
    alt = compile_spec(BOUNDARY_LABEL, "b.yaml").alt
    assert "0.9 s" not in alt and "zero point nine seconds if all fast" in alt, alt


THREE_STEPS = """\
blueprint: 1
subject: three synchronous steps
marks:
  - timeline:
      unit: s
      span: 3.9 s
      lanes:
        - label: node 1
          segments:
            - {start: 0, end: 0.8 s, fill: grey}
            - {end: 1.2 s, fill: grey, hatch: true}
            - {end: 1.3 s, fill: dark}
            - {end: 2.1 s, fill: grey}
            - {end: 2.5 s, fill: grey, hatch: true}
            - {end: 2.6 s, fill: dark}
            - {end: 3.4 s, fill: grey}
            - {end: 3.8 s, fill: grey, hatch: true}
            - {end: 3.9 s, fill: dark}
"""


def test_three_steps_of_three_stretches_in_turn_are_said_as_their_rhythm():
    alt = compile_spec(THREE_STEPS, "steps.yaml").alt
    assert "solid grey, grey hatched and dark stretches in turn, three sets" in alt, alt
