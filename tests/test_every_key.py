"""Every key of the spec format changes the picture or the words, or is refused at its node.

The keys are read from the JSON schema (`blueprint.schema.json_schema()`, what
`blueprint schema` prints), never from a list written here: every property of
every model the schema reaches, nested models included. The base specs below
only give each model somewhere to stand (a part in a bar, a point on a
curve), in a few contexts for some (a point with an icon, with a block, with
words only). At every place a base spec holds a model, each of its keys is
set to other values: every value of an enum; else the examples its
descriptions quote, the value there changed by a small generator for its
type, the values the bases give it elsewhere, and the names the base gives
(for ids and references). Each changed spec that validates against the schema
is compiled (`compile_spec(..., draft=True)`) and compared with the base:

- an enum's values must each draw or say something different (left out, a
  key with no declared default may act as one of them);
- any other key's first two values that compile must each change the scene,
  the alt text or the long description, and differently (a number written in
  the base changed by one must change them: a size acts on every value);
- or be refused with an error located at the key (or under it).

A key that changes nothing is silently ignored: a failure, with its path,
unless KNOWN_IGNORED lists it with its reason (strictly: a listed key that
now acts everywhere fails too). A place where no value the schema takes
compiles (a rename that breaks a reference) is skipped, but every key must be
checked at some place. Accounted for by what they are, not by a change: a
mark's kind (the one key of `{bar: ...}`, whose own keys are walked) and a
key with a single valid value (`blueprint: 1`).

The machinery is `tests/key_walk.py`; `PYTHONPATH=.:tests python
tests/test_every_key.py` prints every key found ignored or untried, with the
values that drew the same.
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("jsonschema")

from key_walk import accounted as is_accounted  # noqa: E402  (the walk needs jsonschema)
from key_walk import compiles, every_key, kind_wrapper, placed, reachable, verdicts  # noqa: E402

# Where each model stands: small specs, quick to compile, between them
# holding every model the schema names (the test fails for one they miss).
BASES: list[dict[str, Any]] = [
    {  # two bars: parts, a part in a part, a leader, a scale, guides, a span
        "blueprint": 1,
        "subject": "a paid hour",
        "marks": [
            {"bar": {
                "id": "top", "label": "an hour", "means": "a paid GPU-hour",
                "parts": [
                    {"id": "busy", "share": "60%", "fill": "grey", "label": "busy", "means": "hours at work",
                     "parts": [{"id": "load", "share": "10%", "fill": "dark", "label": "load"}]},
                    {"id": "lost", "share": "20%", "fill": "red", "hatch": True,
                     "leader": {"label": "lost", "note": "work redone"}},
                ],
                "scale": {"ticks": 10, "major": 5, "start": "0", "end": "60 min", "label": "minutes"},
            }},
            {"guides": {"from": "top.busy", "to": "bottom", "outline": "dashed"}},
            {"bar": {"id": "bottom", "span": "top.busy", "ends": "parts",
                     "parts": [{"share": "30%", "fill": "blue", "label": "kept"}, {"share": "10%", "fill": "dark"}]}},
        ],
    },
    {  # a bracket over two parts of a bar
        "blueprint": 1,
        "marks": [
            {"bar": {"id": "b", "parts": [{"id": "x", "share": "40%", "fill": "grey"}, {"id": "y", "share": "30%", "fill": "blue"}]}},
            {"bracket": {"id": "k", "over": ["b.x", "b.y"], "label": "paid", "note": "an hour", "means": "hours paid for"}},
        ],
    },
    {  # a dimension line, a drop to an axis and a frame round a mark
        "blueprint": 1,
        "marks": [
            {"curve": {"id": "c", "unit": "h", "values": [10, 40, 80, 50, 30]}},
            {"dimension": {"id": "d", "from": "c.at-1h", "to": "c.at-3h", "side": "above", "colour": "blue", "label": "2 h", "means": "the climb"}},
            {"drop": {"id": "p", "from": "c.peak-1", "to": "x-axis", "outline": "dotted", "colour": "blue", "label": "2 h"}},
            {"frame": {"id": "f", "around": ["c"], "title": "before", "outline": "dashed", "means": "the day before"}},
        ],
    },
    {  # a band across a timeline's lanes, over a range of its scale
        "blueprint": 1,
        "marks": [
            {"timeline": {"id": "t", "unit": "s", "span": "300 s", "ticks": "60 s", "lanes": [
                {"label": "a", "segments": [{"start": 0, "end": "100 s"}, {"start": "100 s", "end": "200 s", "fill": "blue"}]},
                {"label": "b", "segments": [{"start": "60 s", "end": "300 s"}]}]}},
            {"band": {"id": "n", "across": "t", "from": "60 s", "to": "180 s", "fill": "grey", "hatch": True, "outline": "dashed",
                      "colour": "blue", "label": "notice", "means": "the notice window"}},
        ],
    },
    {  # a key for a curve's region and line, with a line and an area written out
        "blueprint": 1,
        "marks": [
            {"curve": {"id": "c", "unit": "h", "values": [10, 50, 30, 60, 20], "lines": [{"id": "cap", "at": 80, "means": "the limit"}],
                       "regions": [{"against": "baseline", "where": "above", "fill": "grey", "means": "in use"},
                                   {"against": "cap", "where": "below", "fill": "grey", "hatch": True, "means": "paid, idle"}]}},
            {"legend": {"id": "k", "for": "c", "below": "c", "align": "left", "entries": [
                {"swatch": "line", "outline": "solid", "colour": "grey", "label": "demand"},
                {"fill": "grey", "hatch": True, "label": "idle"}]}},
        ],
    },
    {  # icons joined by a connector that carries an icon; a note; the card and the brand
        "blueprint": 1,
        "canvas": {"width": 1100, "height": 600},
        "brand": {"show": True, "name": "Acme", "wordmark": "acme"},
        "marks": [
            {"icon": {"id": "laptop", "name": "laptop", "label": "laptop"}},
            {"icon": {"id": "gpu", "name": "gpu", "status": "grey", "blocks": ["blue"], "label": "card",
                      "right-of": "laptop", "gap": 480, "align": "top"}},
            {"connector": {"id": "link", "from": "laptop", "to": "gpu", "arrow": "end", "label": "sends",
                           "noun": "cable", "cut": "70%", "carries": [{"icon": "clock", "at": "30%"}]}},
            {"note": {"label": "the fee", "note": "per hour", "to": "gpu", "below": "gpu"}},
        ],
    },
    {  # connectors with no label between ends that are not level, and one from an edge
        "blueprint": 1,
        "marks": [
            {"icon": {"id": "a", "name": "server"}},
            {"icon": {"id": "b", "name": "storage", "right-of": "a", "align": "bottom"}},
            {"connector": {"from": "a", "to": "b", "cut": {"at": "40%", "label": "held", "label-side": "below", "label-align": "centre", "label-colour": "ink"}}},  # a cross with words (marks7)
            {"connector": {"arrives-from": "top", "to": "b", "arrow": "end"}},
        ],
    },
    {  # a cross with words on a leader (leaders7)
        "blueprint": 1,
        "marks": [
            {"icon": {"id": "a", "name": "server"}},
            {"icon": {"id": "b", "name": "storage", "right-of": "a"}},
            {"connector": {"from": "a", "to": "b", "cut": {"at": "50%", "label": "held"}}},
        ],
    },
    {  # a grid of rows with labels, levels, a span, a cross and a look named for its cells
        "blueprint": 1,
        "marks": [
            {"grid": {"id": "g", "rows": [["used", "free", "used", "paid"], ["free", "used", "free", "free"]],
                      "looks": {"paid": {"fill": "grey", "hatch": True, "means": "paid for and idle"}},
                      "row-labels": ["node-a", "node-b"], "noun": "GPU cell", "means": "a GPU", "label": "node",
                      "levels": [0.5, None, 0.25, None, None, 0.75, None, None], "level-means": "memory in use",
                      "crosses": [3],
                      "spans": [{"id": "job", "row": 2, "start": 2, "cells": 2, "outline": "dashed", "label": "job"}]}},
        ],
    },
    {  # a grid of cells by count, with states and scatters
        "blueprint": 1,
        "marks": [
            {"grid": {"cells": 16, "columns": 8, "state": "free", "states": ["used", "used"], "size": 100,
                      "scatter": [{"state": "used", "share": "25%"}, {"state": "red", "count": 1, "seed": 2}]}},
        ],
    },
    {  # a timeline, taller than it would be: lanes, segments, events, a boundary
        "blueprint": 1,
        "marks": [
            {"timeline": {
                "id": "tl", "unit": "h", "span": "48 h", "ticks": "12 h", "noun": "job", "height": 300,
                "lanes": [
                    {"id": "a", "label": "job a",
                     "segments": [{"start": 0, "end": "24 h", "label": "run"}],
                     "events": [{"at": "24 h", "event": "kill"}, {"at": "24 h", "event": "restart"}]},
                    {"label": "job b",
                     "segments": [{"start": 0, "end": "12 h"}, {"duration": "16 h", "fill": "blue", "parts": [{"start": "14 h", "end": "20 h", "fill": "grey", "means": "a copy"}]}],
                     "events": [{"at": "12 h", "event": "checkpoint", "label": "save"}]},
                ],
                "boundaries": [{"id": "wall", "at": "36 h", "label": "wall", "after": "next allocation"}],
            }},
        ],
    },
    {  # a staircase with a lane below
        "blueprint": 1,
        "marks": [
            {"staircase": {"id": "st", "unit": "min", "ticks": "5 min", "floor": "ready",
                           "steps": [{"duration": 2, "label": "pull"}, {"duration": "3-6", "fill": "dark"},
                                     {"duration": 3, "rise": 2}, {"duration": 2}],
                           "lanes": [{"duration": "6 min", "fill": "blue", "label": "restore"}]}},
        ],
    },
    {  # a staircase that falls to its floor, on a titled axis with a named tick (the axis part a curve's `x` is)
        "blueprint": 1,
        "marks": [{"staircase": {"unit": "min", "steps": [{"duration": 2}, {"duration": 3, "level": "floor"}, {"duration": 2}],
                                 "axis": {"title": "minutes", "ticks": [0, "2 min", {"at": "5 min", "label": "back"}, "7 min"], "labels": "all"}}}],
    },
    {  # a staircase by values: solid blocks on a value axis, climbing to a landing (issue 25, item 4)
        "blueprint": 1,
        "marks": [{"staircase": {"id": "sv", "unit": "h", "direction": "up", "treads": "block", "landing": "done",
                                 "y": {"title": "stored", "unit": "GB", "ticks": [0, 250, 500]},
                                 "steps": [{"duration": 1, "value": "120 GB"}, {"duration": 1, "value": "240 GB"}, {"duration": 1, "value": "360 GB"}]}}],
    },
    {  # towers: tiers as words and as mappings, a crossed tower
        "blueprint": 1,
        "marks": [
            {"towers": {"id": "t", "tiers": 4, "foundation": "node",
                        "towers": [{"label": "a", "tiers": ["solid", "dashed", {"fill": "blue", "label": "kept"}]},
                                   {"label": "b", "tiers": ["solid"], "cross": True}]}},
        ],
    },
    {  # one curve: values, a line, a region, marks of each kind
        "blueprint": 1,
        "marks": [
            {"curve": {
                "id": "c", "unit": "h", "span": "6 h", "ticks": "2 h", "top": 12, "label": "load", "noun": "load",
                "values": [2, 4, 9, 5, 3, 4, 6],
                "lines": [{"id": "cap", "at": 7, "label": "capacity", "means": "what was bought"}],
                "regions": [{"against": "cap", "where": "above", "fill": "red", "hatch": True, "means": "requests lost"}],
                "marks": [
                    {"at": "highest", "label": "peak"},
                    {"at": "4 h", "place": "curve", "icon": "save", "label": "save"},
                    {"at": "2 h", "place": "curve", "colour": "blue", "size": "large"},  # a dot in a look and a size (vocab12)
                    {"at": "1 h", "place": "baseline", "block": True, "width": "1 h", "colour": "dark", "label": "warm-up"},
                ],
            }},
        ],
    },
    {  # several series, a region between two of them
        "blueprint": 1,
        "marks": [
            {"curve": {"id": "s", "unit": "min", "span": "6 min", "top": 10,
                       "series": [{"id": "demand", "label": "demand", "values": [2, 3, 6, 4, 3, 5, 4], "dots": {"fill": "white", "outline": "solid"}},  # open dots (vocab12)
                                  {"id": "cap", "label": "capacity", "colour": "blue", "outline": "dashed", "step": True,
                                   "points": [[0, 5], ["3 min", 7], ["6 min", 7]]}],
                       "regions": [{"between": ["cap", "demand"], "fill": "grey"}],
                       "lines": [{"at": 9, "label": "limit"}],
                       "marks": [{"at": "peak 1", "series": "demand", "label": "top"}]}},
        ],
    },
    {  # a column chart on a value axis in dollars; towers whose tiers stand by their values
        "blueprint": 1,
        "marks": [
            {"columns": {"id": "cc", "y": {"title": "price", "unit": "$", "ticks": 1, "labels": "all"}, "top": 5, "noun": "price",
                         "lines": [{"id": "cap", "at": 3, "label": "cap", "means": "the budget"}],  # trydraw9a: a reference line across columns
                         "columns": [{"id": "od", "label": "on-demand", "value": 4, "means": "the list price"},
                                     {"label": "reserved", "value": 2.5}, {"label": "spot", "value": 1.5, "fill": "blue"}]}},
        ],
    },
    {  # vocab13: columns at places on a curve's time scale, values with units; a note above a place on the plot
        "blueprint": 1,
        "marks": [
            {"columns": {"id": "loads", "above": "rate", "same-scale": "rate", "span": "24 h", "noun": "scale-up", "values": "none",
                         "columns": [{"at": "6 h", "value": "6 min", "fill": "dark"}, {"at": "9 h", "value": "40 s", "fill": "blue"}]}},
            {"curve": {"id": "rate", "unit": "h", "span": "24 h", "x": {"ticks": "6 h"}, "points": [["6 h", 0], ["9 h", 50], ["24 h", 60]]}},
            {"note": {"label": "rate", "above": "rate.at-20h"}},
        ],
    },
    {  # trydraw7: a column chart in cells over a hanging one with a stacked part, no figures; an icon's block in a part look
        "blueprint": 1,
        "marks": [
            {"columns": {"id": "warm", "cells": "spare GPU", "values": "none", "width": 480,
                         "columns": [{"value": 2, "hatch": True, "label": "00"}, {"value": 3, "hatch": True}]}},
            {"columns": {"id": "saved", "hang": True, "width": 480,
                         "columns": [{"value": 1, "fill": "blue"},
                                     {"value": 4, "fill": "blue", "parts": [{"value": 2, "fill": "red", "hatch": True, "outline": "dashed", "colour": "red",
                                                                             "label": "missed", "means": "cold starts missed"}]}]}},
            {"icon": {"name": "server", "blocks": [{"fill": "blue", "hatch": False, "outline": "dashed", "colour": "blue", "means": "a copy"}]}},
        ],
    },
    {  # a queue: jobs from the front at the right, sized, named, in looks, one named job a line leaves (queue7)
        "blueprint": 1,
        "marks": [
            {"queue": {"id": "q", "label": "team b queue", "noun": "request", "front": "right", "means": "requests waiting for a GPU",
                       "jobs": [{"id": "next", "fill": "blue", "label": "next", "label-side": "below", "means": "the next request", "size": 2},
                                {"outline": "dashed", "label": "wait", "label-side": "inside"}, {"hatch": True, "fill": "grey", "colour": "red"},
                                {"label": "later", "label-side": "above", "label-align": "left", "label-colour": "red"}]}},
            {"icon": {"id": "g", "name": "gpu", "right-of": "q"}},
            {"connector": {"from": "q.front", "to": "g", "arrow": "end"}},
        ],
    },
    {  # a queue of a count of jobs, alike
        "blueprint": 1,
        "marks": [{"queue": {"jobs": 4}}],
    },
    {  # a curve of points on a longer axis, taller than it would be
        "blueprint": 1,
        "marks": [{"curve": {"unit": "min", "points": [[0, 3], ["5 min", 6], ["9 min", 12]], "span": "12 min", "step": True, "height": 480}}],
    },
    {  # a curve with both axes: an x axis ruled at chosen, named ticks; a value axis in GB
        "blueprint": 1,
        "marks": [{"curve": {"span": "24 h", "top": 80, "values": [10, 40, 66, 50, 20],
                             "x": {"ticks": [0, "6 h", {"at": "12 h", "label": "noon"}, "24 h"], "labels": "all"},
                             "y": {"unit": "GB", "ticks": 20, "labels": "all"}}}],
    },

    {  # curves whose look changes past a place or above a value, a line of straight pieces with a drop, a clipped top
        "blueprint": 1,
        "marks": [{"curve": {"unit": "min", "span": "60 min", "top": 90, "clip": True,
                             "series": [{"id": "used", "values": [30, 50, 95, 70, 40], "past": {"value": 80, "colour": "red"}},
                                        {"id": "plan", "colour": "blue", "values": [20, 25, 30, 35, 40], "past": {"at": "30 min", "outline": "dashed"}},
                                        {"id": "work", "straight": True, "points": [[0, 0], ["20 min", 40], ["20 min", 0], ["60 min", 60]]}]}}],
    },
    {  # a curve from a shape
        "blueprint": 1,
        "marks": [{"curve": {"unit": "h", "span": "24 h", "shape": {"peaks": ["8 h", "18 h"], "heights": [60, 80], "low": 10, "points": 25}}}],
    },
    {  # groups: a labelled row of columns; blocks placed by relations, sized, pinned
        "blueprint": 1,
        "marks": [
            {"row": {"id": "r", "label": "panels", "gap": 96, "align": "top", "marks": [
                {"column": {"label": "before", "gap": 16, "marks": [{"bar": {"parts": [{"share": "40%"}]}},
                                                                    {"icon": {"name": "model", "size": "small"}}]}},
                {"column": {"label": "after", "width": 480, "marks": [{"bar": {"width": 300, "parts": [{"share": "70%"}]}}]}},
            ]}},
            {"icon": {"name": "cloud", "at": "top-right"}},
            {"bar": {"width": 480, "height": 120, "below": "r", "align": "left", "parts": [{"share": "50%"}]}},
        ],
    },
]


# Keys found silently ignored somewhere, each with why: the test fails when one
# of these acts (or is refused) everywhere, so the list only shrinks.
KNOWN_IGNORED: dict[str, str] = {}  # faithful14: TowersSpec.height, drawn at its least whatever it said, is now refused at `height` with the least


def test_every_key_changes_the_outputs_or_is_refused_at_its_node():
    keys = every_key()
    missing = [model for model in reachable() if model not in placed(BASES) and not kind_wrapper(model)]
    assert not missing, f"no base spec holds these models, so their keys go unchecked: {missing}"
    found = verdicts(BASES)
    accounted = {(m, k) for m, k in keys if is_accounted(m, k)}
    checked = {(v.model, v.key) for v in found if v.outcome in ("changes", "refused")}
    failing = [v for v in found if v.outcome in ("ignored", "crashes")]
    print(f"\n{len(keys)} keys in the schema: {len(keys) - len(accounted)} walked at {len(found)} places"
          f" ({len(accounted)} accounted for by what they are); {len({(v.model, v.key) for v in failing})} found ignored")
    new = [f"{v.model}.{v.key} ({v.where}): {v.outcome}: {v.detail}" for v in failing if f"{v.model}.{v.key}" not in KNOWN_IGNORED]
    assert not new, "keys silently ignored:\n" + "\n".join(new)
    fixed = sorted(set(KNOWN_IGNORED) - {f"{v.model}.{v.key}" for v in failing})
    assert not fixed, f"these keys now act or are refused everywhere: take them off KNOWN_IGNORED: {fixed}"
    unchecked = sorted(f"{m}.{k}" for m, k in set(keys) - checked - accounted - {(v.model, v.key) for v in failing})
    assert not unchecked, f"keys no base spec could try a value of: {unchecked}"


if __name__ == "__main__":  # a report of every key: PYTHONPATH=. python tests/test_every_key.py
    import time

    start = time.perf_counter()
    results = verdicts(BASES)
    for v in results:
        if v.outcome in ("ignored", "untried", "crashes"):
            print(f"{v.outcome:8} {v.model}.{v.key}  [{v.where}]  {v.detail}")
    counts: dict[str, int] = {}
    for v in results:
        counts[v.outcome] = counts.get(v.outcome, 0) + 1
    print(counts, f"{len(every_key())} keys", f"{compiles()} compiles in {time.perf_counter() - start:.1f} s")
