"""Issue 17, "Bars": a part's share said as the writer sees it, in every form
that says a bar's parts (describe/realise/shares.py): a simple fraction with
where it sits, a size word for a small part with where it really is, and the
comparisons the values show."""

from __future__ import annotations

import pytest

from blueprint.pipeline import compile_spec
from grammar import problems


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").alt


def long(marks: str) -> str:
    return compile_spec("blueprint: 1\nmarks:\n" + marks, "spec.yaml").long_description


SLIVER = "  - bar: {parts: [{share: 95%, fill: grey, label: busy}, {share: 5%, fill: red, hatch: true}]}\n"


def test_a_thin_part_at_the_end_of_a_bar_is_said_with_its_end():
    said = alt(SLIVER)
    assert "a thin red hatched slice at its right end" in said
    assert "a grey part marked busy that covers nearly all of it" in said  # review 10-B: how much over half
    assert problems(said) == []


def test_the_lone_slice_of_the_gallery_keeps_its_words():
    said = alt("  - bar: {fill: grey, label: 1 gpu-year, parts: [{share: 1.5%, fill: blue}]}\n")
    assert said.startswith("Cedana. Blueprint of one long grey bar marked one gpu-year with a thin blue slice at its left end")


def test_a_thin_part_alone_in_a_free_bar_is_a_slice_not_a_percentage_filled():
    said = alt("  - bar: {parts: [{share: 2%, fill: blue}]}\n")
    assert "holding a thin blue slice at its left end, the rest free" in said and "filled" not in said


def test_a_first_part_of_three_quarters_is_the_left_three_quarters():
    said = alt("  - bar: {parts: [{share: 75%, fill: grey}, {share: 20%, fill: blue}, {share: 5%, fill: red, hatch: true}]}\n")
    assert "split into a grey part covering the left three quarters, a blue part and a thin red hatched slice at its right end" in said
    assert "over half" not in said, "the fraction says it"


def test_a_first_part_of_three_quarters_alone_fills_three_quarters():
    assert "is filled three quarters in grey" in alt("  - bar: {parts: [{share: 3/4, fill: grey}]}\n  - bar: {parts: [{share: 1/2, fill: blue}]}\n")


def test_a_part_of_one_half_is_the_left_half_and_a_small_one_over_the_centre_is_in_the_middle():
    said = alt("  - bar: {parts: [{share: 50%, fill: grey, label: busy}, {share: 8%, fill: dark}, {share: 42%, fill: blue, label: kept}]}\n")
    assert "a grey part marked busy covering the left half, a small dark part in the middle and a blue part marked kept" in said


def test_a_last_part_of_a_simple_fraction_is_the_right_one():
    said = alt("  - bar: {parts: [{share: 40%, fill: grey}, {share: 35%, fill: dark}, {share: 25%, fill: blue, label: kept}]}\n")
    assert "a blue part marked kept covering the right quarter" in said


def test_a_fraction_is_of_the_bar_drawn_not_of_the_whole_written():
    """A bar that spans a 75% part: its 15% part is a fifth of it."""
    marks = """  - bar:
      id: top
      parts: [{id: busy, share: 3/4, fill: grey, label: busy}]
  - guides: {from: top.busy, to: bottom, outline: dashed}
  - bar:
      id: bottom
      span: top.busy
      parts: [{share: 15%, fill: dark, label: warm-up}, {share: 20%, fill: red, hatch: true}, {share: 40%, fill: blue}]
"""
    assert "a dark part marked warm-up covering the left fifth" in alt(marks)
    assert "dark part warm-up 15% covering the left fifth" in long(marks), "the long description says the share of the bar the figure is not"


def test_a_small_part_between_others_away_from_the_centre_has_no_place_said():
    said = alt("  - bar: {parts: [{share: 20%, fill: grey}, {share: 8%, fill: dark}, {share: 72%, fill: blue}]}\n")
    assert "a small dark part and" in said and "middle" not in said


@pytest.mark.parametrize("label", ["restore 8%", "restore"])
def test_a_small_part_says_its_end_whatever_its_label(label):
    said = alt(f"  - bar: {{parts: [{{share: 30%, fill: red, hatch: true}}, {{share: 62%, fill: blue, label: kept 62%}}, {{share: 8%, fill: dark, label: {label}}}]}}\n")
    assert "a small dark part marked restore" in said and said.endswith("at its right end.")


def test_a_label_with_a_figure_says_no_fraction_or_comparison_beside_it():
    said = alt("  - bar: {parts: [{share: 50%, fill: grey, label: busy 50%}, {share: 4%, fill: dark}, {share: 46%, fill: blue}]}\n")  # 50 against 46: not a tenth wider
    assert "marked busy fifty percent," in said and "left half" not in said


def test_the_widest_of_four_parts_of_a_bar():
    said = alt("  - bar: {parts: [{share: 10%, fill: red, hatch: true}, {share: 20%, fill: dark}, {share: 45%, fill: blue, label: kept}, {share: 25%, fill: grey}]}\n")
    assert "a small red hatched part at its left end" in said
    assert "a blue part marked kept that is the widest of the four" in said
    assert "a grey part covering the right quarter" in said


def panels(*bars: tuple[str, str]) -> str:
    columns = "".join(f"\n        - column: {{label: {label}, marks: [{{bar: {{parts: [{parts}]}}}}]}}" for label, parts in bars)
    return f"  - row:\n      marks:{columns}\n"


def test_four_bars_side_by_side_say_the_widest_and_keep_a_thin_part_thin():
    said = alt(panels(
        ("a", "{share: 30%, fill: blue, label: kept}, {share: 3%, fill: red, hatch: true}, {share: 67%, fill: grey, hatch: true, label: idle}"),
        ("b", "{share: 60%, fill: blue, label: kept}, {share: 4%, fill: red, hatch: true}, {share: 36%, fill: grey, hatch: true, label: idle}"),
        ("c", "{share: 35%, fill: blue, label: kept}, {share: 5%, fill: red, hatch: true}, {share: 60%, fill: grey, hatch: true, label: idle}"),
        ("d", "{share: 25%, fill: blue, label: kept}, {share: 2%, fill: red, hatch: true}, {share: 73%, fill: grey, hatch: true, label: idle}"),
    ))
    assert "Blueprint of four bars side by side." in said
    assert "each bar begins at its left end with a blue part marked kept, widest under b, then a thin red hatched slice and" in said
    assert "narrowest under b" not in said, "the bar of the widest kept part has the narrowest idle part: said once"
    assert problems(said) == []


def test_bars_side_by_side_say_the_narrowest_where_none_is_widest():
    said = alt(panels(
        ("a", "{share: 60%, fill: blue, label: kept 60%}, {share: 40%, fill: grey, hatch: true, label: idle}"),
        ("b", "{share: 55%, fill: blue, label: kept 55%}, {share: 45%, fill: grey, hatch: true, label: idle}"),
        ("c", "{share: 80%, fill: blue, label: kept 80%}, {share: 20%, fill: grey, hatch: true, label: idle}"),
    ))
    assert "then a grey hatched part marked idle, narrowest under c" in said
    assert "widest" not in said, "the kept parts' labels give their figures"


def test_a_part_only_some_bars_hold_is_said_with_its_size_and_end():
    said = alt(panels(
        ("a", "{share: 50%, fill: blue, label: kept}, {share: 50%, fill: grey, hatch: true, label: idle}"),
        ("b", "{share: 45%, fill: blue, label: kept}, {share: 51%, fill: grey, hatch: true, label: idle}, {share: 4%, fill: red, hatch: true, label: lost}"),
    ))
    assert "Only the b bar also holds a thin red hatched slice marked lost at its right end." in said


def test_the_long_description_says_where_a_small_part_not_at_the_left_end_sits():
    listed = long(SLIVER)
    assert "Bar: grey part busy 95%; red hatched part 5% at its right end." in listed
    middle = long("  - bar: {parts: [{share: 50%, fill: grey}, {share: 8%, fill: dark}, {share: 42%, fill: blue}]}\n")
    assert "dark part 8% in the middle" in middle and "grey part 50%;" in middle, "a written figure is not said again as a fraction"
