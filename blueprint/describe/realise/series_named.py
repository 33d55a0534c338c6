"""Series on a value axis whose ticks are names (`{at: 3, label: host}`, every
tick drawn a name): the axis is rows, not a scale, so its numbers are never
said ("on a value axis from zero to four", "flat at three") and series are
never compared by value ("stays well above the reload from nvme", session 13).
Each series is said by the row it stands in, and how far along it is drawn:
"in rows named hbm, host, nvme and gone, from the top"; "the blue line of
reload from host stands in the host row, from one to twenty milliseconds"."""

from __future__ import annotations

from blueprint.describe.realise.series_extent import covers, drawn_stretch
from blueprint.describe.realise.series_words import Plot, Said, Trace
from blueprint.describe.say.words import Words


def value_names(plot: Plot) -> tuple[tuple[float, str], ...]:
    """The value axis's names by place, where its ticks are all names; () else."""
    return tuple(getattr(plot, "value_names", ()))


def rows_phrase(plot: Plot, words: Words) -> str:
    """" in rows named hbm, host, nvme and gone, from the top"."""
    names = sorted(value_names(plot), key=lambda named: -named[0])
    return f" in rows named {words.join([words.spoken(name) for _, name in names])}, from the top"


def _row(plot: Plot, words: Words, y: float) -> str:
    """ "the host row"; a value between two names: "between the nvme and host rows"."""
    names = sorted(value_names(plot))
    reach = max([abs(at) for at, _ in names] + [1.0]) * 1e-6
    for at, name in names:
        if abs(at - y) <= reach:
            return f"the {words.spoken(name)} row"
    below = [name for at, name in names if at < y]
    above = [name for at, name in names if at > y]
    if below and above:
        return f"between the {words.spoken(below[-1])} and {words.spoken(above[0])} rows"
    return f"{'above' if below else 'below'} the {words.spoken((below[-1:] or above[:1])[0])} row"


def row_phrase(trace: Trace, plot: Plot, words: Words, finite: bool) -> str:
    """"stands in the host row, from one to twenty milliseconds" (`finite`), or
    "standing in ...": the rows a series stands in, in turn, and where it is drawn."""
    rows: list[str] = []
    for y in trace.ys:
        row = _row(plot, words, y)
        if not rows or rows[-1] != row:
            rows.append(row)
    start, end = drawn_stretch(trace, plot)
    early, late = covers(plot, start, end)
    stretch = "throughout" if early and late else Said(plot, words).span(start, end)
    if len(rows) == 1:
        verb = "stands" if finite else "standing"
        return f"{verb} {'in ' if rows[0].startswith('the ') else ''}{rows[0]}, {stretch}"
    verb = "runs through" if finite else "running through"
    return f"{verb} {', then '.join(rows)}, {stretch}"
