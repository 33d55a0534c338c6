"""A line that climbs, dips and climbs again, said with its dips: "climbing to
sixty-two percent at thirteen hours, dipping to fifty percent at fifteen
hours, then climbing again to sixty-nine percent at twenty-one hours"
(nvme-cache-hit-rate's step line was "climbing to two peaks, the last at its
end", which hides the dip a reader sees). Any series kind, stepped or not."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from blueprint.describe.say.aligned import seen_peaks

if TYPE_CHECKING:
    from blueprint.describe.realise.series_words import Said, Trace

MOST_PEAKS = 3  # past this the peaks are counted, not walked through
ALIKE = 0.05  # peaks within this share of the tallest are alike (`series_shape_words.ALIKE_PEAKS`)


def dips_phrase(trace: "Trace", said: "Said", verb: Any) -> str:
    """Each climb to a peak and each dip between two, with where and how far,
    where a value axis writes figures and two or three plain peaks are seen;
    "" otherwise (spikes and bumps keep their own words)."""
    peaks = sorted(seen_peaks(trace.shape), key=lambda p: p.x)
    if not said.plot.figures or not 2 <= len(peaks) <= MOST_PEAKS or {p.size for p in peaks} != {"peak"}:
        return ""
    heights = [p.height for p in peaks]
    if max(heights) - min(heights) <= ALIKE * max(abs(h) for h in heights):
        return ""  # peaks of one height are a rhythm, counted with their height ("three peaks peaking near ninety-two gigabytes")
    xs, ys = trace.xs, trace.ys
    said_parts = [f"{verb('climbing', 'climbs')} to {said.value(peaks[0].height)} {said.at(_reached(xs, ys, peaks[0]))}"]
    for before, after in zip(peaks, peaks[1:]):
        between = [i for i, x in enumerate(xs) if before.x < x < after.x]
        if not between:
            return ""
        low = min(between, key=lambda i: ys[i])
        said_parts.append(f"{verb('dipping', 'dips')} to {said.value(ys[low])} {said.at(xs[low])}")
        said_parts.append(f"then {verb('climbing', 'climbs')} again to {said.value(after.height)} {said.at(_reached(xs, ys, after))}")
    return ", ".join(said_parts)


def _reached(xs: "list[float] | tuple[float, ...]", ys: "list[float] | tuple[float, ...]", peak: Any) -> float:
    """Where a peak is first reached: a flat top, or a tread held to the axis's end, from its start."""
    return next((x for x, y in zip(xs, ys) if x >= peak.base[0] - 1e-9 and y >= peak.height - 1e-9), peak.x)
