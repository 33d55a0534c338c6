"""How an axis is said, for every mark with one: a value axis as a phrase of
the chart's lead ("on a value axis of GPU memory from zero to eighty
gigabytes"), and the x axis as a sentence of its own where the writer titled
it or named its ends ("The x axis, GPU utilization, runs from zero to one
hundred percent, with a tick named eighty-five percent"). The places come
already said (`Said` in `realise/series_words.py`); here they are put in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blueprint.describe.say.words import Words


def value_axis(words: "Words", title: str | None, low: str, high: str) -> str:
    """"on a value axis of GPU memory from zero to eighty gigabytes"."""
    of = f" of {words.spoken(title)}" if title else ""
    return f"on a value axis{of} from {low} to {high}"


def x_axis(words: "Words", title: str | None, span: str, named: list[str]) -> str:
    """"The x axis, GPU utilization, runs from zero to one hundred percent",
    "the x axis runs from midnight to midnight, with noon marked"."""
    titled = f", {words.spoken(title)}," if title else ""
    said = f"the x axis{titled} runs {span}"
    if named:
        said += f", with {words.join(named)} marked"
    return said
