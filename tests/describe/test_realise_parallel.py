"""Like things said together (describe/realise/parallel.py, planned in
describe/plan.py): found missing in the corpus, where three bars in panels
were said one by one and no sentence said what they share."""

from __future__ import annotations

from conftest import compiled_marks


def panels(*bars: str) -> str:
    columns = "".join(f"\n        - column: {{label: {label}, marks: [{{bar: {{parts: [{parts}]}}}}]}}" for label, parts in bars)
    return f"\n  - row:\n      marks:{columns}\n"


PRICING = panels(
    ("on-demand", "{share: 55%, fill: blue, label: kept 55%}, {share: 10%, fill: dark}, {share: 35%, fill: grey, hatch: true, label: idle}"),
    ("reserved", "{share: 40%, fill: blue, label: kept 40%}, {share: 5%, fill: dark}, {share: 55%, fill: grey, hatch: true, label: idle}"),
    ("spot", "{share: 50%, fill: blue, label: kept 50%}, {share: 10%, fill: dark}, {share: 25%, fill: red, hatch: true, label: redone}, {share: 15%, fill: grey, hatch: true, label: idle}"),
)


def test_bars_that_run_alike_are_said_once_with_what_varies_in_turn(compile_text):
    alt = compiled_marks(compile_text, PRICING).alt
    assert "Blueprint of three bars side by side." in alt
    assert ("Under on-demand, reserved and spot, each bar begins at its left end with a blue part marked kept, "
            "fifty-five, forty and fifty percent, then a dark part and a grey hatched part marked idle, widest under reserved.") in alt
    assert "Only the spot bar also holds a red hatched part marked redone, before its idle part." in alt
    assert alt.count("kept") == 1, "the shared part said once, not once a bar"


def test_no_part_is_called_widest_when_none_stands_clear(compile_text):
    alt = compiled_marks(compile_text, panels(
        ("a", "{share: 50%, fill: blue, label: kept}, {share: 50%, fill: grey}"),
        ("b", "{share: 52%, fill: blue, label: kept}, {share: 48%, fill: grey}"),
    )).alt
    assert "widest" not in alt and "each bar begins at its left end with a blue part marked kept, then a grey part" in alt


def test_bars_whose_parts_do_not_run_alike_are_said_one_by_one(compile_text):
    alt = compiled_marks(compile_text, panels(
        ("a", "{share: 50%, fill: blue, label: kept}, {share: 50%, fill: grey}"),
        ("b", "{share: 50%, fill: grey}, {share: 50%, fill: blue, label: kept}"),
    )).alt
    assert "each bar" not in alt and "under a" in alt and "under b" in alt


def test_bars_said_together_open_the_description_when_an_icon_stands_beside_them():
    """Bars in panels of a row, said as one parallel thing, with an icon beside
    the row: the opening counts the bars (it once raised an internal error, the
    parallel form having no lead of its own)."""
    from blueprint import compile_spec

    spec = """
blueprint: 1
marks:
  - row:
      marks:
        - column:
            label: on-demand
            marks:
              - bar: {parts: [{share: 40%, fill: grey, label: used}, {share: 20%, fill: red, hatch: true}]}
        - column:
            label: reserved
            marks:
              - bar: {parts: [{share: 40%, fill: grey, label: used}, {share: 60%, fill: red, hatch: true}]}
  - icon: {name: gpu}
"""
    alt = compile_spec(spec, "panels.yaml").alt
    assert alt.startswith("Cedana. Blueprint of two bars."), alt
    assert "each bar begins at its left end with a grey part marked used" in alt
