"""A point mark standing straight over (or under) the place where two other
series of its chart cross: ", directly above where the save overhead crosses
the work lost". The eye sees the alignment (a sweet spot over the crossing of
the two costs it is the sum of); it is said only where the crossing lies within
ALIGNED of the chart's span from the mark, never where it does not."""

from __future__ import annotations

from blueprint.describe.realise.series_words import Plot, series_name
from blueprint.describe.say import against
from blueprint.describe.say.facts import ChartMark
from blueprint.describe.say.words import Words

ALIGNED = 0.02  # a crossing at most this share of the x axis's span from a mark stands straight under (over) it
APART = 0.05  # the mark stands at least this share of the value reach off the crossing: over or under it, not on it


def over_crossing(plot: Plot, mark: ChartMark, words: Words) -> str:
    """", directly above where A crosses B" for a mark on one series over the
    crossing of two others; "" where no crossing lines up with it."""
    trace = plot.trace(mark.series)
    point = mark.point
    if trace is None or point is None or mark.width is not None or len(plot.traces) < 3:
        return ""
    x = point.at if point.kind == "time" and point.at is not None else point.x
    if x is None:
        return ""
    y = trace.value(x)
    reach = max([v for t in plot.traces for v in t.ys] + [1e-9])
    others = [t for t in plot.traces if t is not trace]
    for index, first in enumerate(others):
        for second in others[index + 1:]:
            fact = against.against_series(first.xs, first.ys, second.xs, second.ys, step=first.series.step, other_step=second.series.step, reach=reach)
            if fact.relation != "crosses":
                continue
            for at in fact.at:
                if abs(at - x) > ALIGNED * plot.end:
                    continue
                height = first.value(at)
                if abs(y - height) < APART * reach:
                    continue
                side = "above" if y > height else "below"
                return f", directly {side} where {series_name(first, words)} crosses {series_name(second, words)}"
    return ""
