"""A filled region of a curve in words: its look ("grey hatched", "a solid
grey wedge, widening from nothing"), the gap between two series it fills ("where
the capacity runs above the demand, the gap between them is grey hatched"),
and the words it carries (its label, what it stands for). Said by the
sentences of several series (`series_pairs.py`) and of lines
(`series_lines.py`)."""

from __future__ import annotations

from blueprint.describe.realise.series_words import Trace, series_name
from blueprint.describe.say.facts import ChartRegion
from blueprint.describe.say.words import Words, fill_words, outline_words
from blueprint.series import between, widening


def _region_look(region: ChartRegion) -> str:
    """"grey hatched", "solid light grey", "outlined in blue dashes", "solid
    grey outlined in dashes"."""
    edge = outline_words(region.line, region.line_colour)
    if region.fill == "none":
        return edge
    fill = fill_words(region.fill)
    return " ".join(filter(None, [f"{fill} hatched" if region.hatch else f"solid {fill}", edge]))


def _gap_look(region: ChartRegion, upper: Trace, lower: Trace, words: Words) -> str:
    """"solid grey", or "a solid grey wedge, widening from nothing" where the gap
    is one stretch that opens from a point (memory in use over the runtime)."""
    look = _region_look(region)
    stretches = between(upper.drawn, lower.drawn) if region.stretch == (None, None) else []  # held to a stretch: no wedge is said of the whole gap
    sign = widening(*stretches[0]) if len(stretches) == 1 else 0
    if not sign:
        return look
    wedge = f"a wedge {look}" if region.fill == "none" else f"{words.article(look)} wedge"
    return wedge + (", widening from nothing" if sign > 0 else ", narrowing to nothing")


def _between_phrase(region: ChartRegion, upper: Trace, lower: Trace, words: Words) -> str:
    """"; where the capacity runs above the demand, the gap is grey hatched, headroom"."""
    closed = " until it steps up" if _closed_by_a_step(upper, lower) else ""
    phrase = f"; where {series_name(upper, words)} runs above {series_name(lower, words)}{closed}, the gap between them is {_gap_look(region, upper, lower, words)}"
    return phrase + _region_words(region, words)


def _closed_by_a_step(upper: Trace, lower: Trace) -> bool:
    """Whether the one stretch where `upper` runs above `lower` ends where
    `lower`, a step line, steps up past it (demand over capacity until the
    capacity steps up: the lag a cold start makes), so the gap is said to
    last "until it steps up", what closes it, not only where."""
    stretches = between(upper.drawn, lower.drawn)
    if not lower.series.step or len(stretches) != 1:
        return False
    end = stretches[0][0][-1][0]
    rises = [(x0, y1) for (x0, y0), (x1, y1) in zip(lower.drawn, lower.drawn[1:]) if x0 == x1 and y1 > y0]
    return any(abs(x - end) < 1e-6 and y >= upper.value(x) for x, y in rises)


def _region_words(region: ChartRegion, words: Words) -> str:
    """", marked weights 40 GB, standing for the model's weights": the words a
    region carries on the drawing (its label, inside it or on a leader), then
    what it stands for, said once (`Words.meaning` leaves out a meaning that
    repeats the label)."""
    marked = f" marked {words.spoken(region.label)}" if region.label else ""
    meaning = words.meaning(region.means, region.label)
    return _stretch_words(region, words) + (f",{marked}" if marked else "") + (f", {meaning}" if meaning else "")


def _stretch_words(region: ChartRegion, words: Words) -> str:
    """" from two hundred and fifty-six kilobytes on": the stretch of the axis a
    region is held to (`from`, `to`); "" where it fills wherever its series do."""
    start, end = (words.spoken(place) if place else None for place in region.stretch)
    if start and end:
        return f" from {start} to {end}"
    return f" from {start} on" if start else f" up to {end}" if end else ""
