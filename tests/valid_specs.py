"""Hypothesis strategies for valid specs: one to three marks of every kind
with random values, labels from a writer's vocabulary, placed in the stack, a
row or beside each other. For checks that must hold of any diagram the blog
might draw (the alt text's grammar), not only of the gallery and the corpus."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

WORDS = ("kept", "idle", "busy", "restore", "queue", "node-a", "spot", "reserved", "warm pool", "checkpoint",
         "cold start", "load weights", "compile", "serving", "lost", "in use", "free", "replica", "burst", "GPU memory")
FILLS = ("grey", "blue", "red", "dark")
ICONS = ("server", "gpu", "storage", "cloud", "save", "laptop", "snapshot", "model")

labels = st.sampled_from(WORDS)
maybe_label = st.one_of(st.none(), labels)


def _drop_none(data: dict) -> dict:
    return {k: v for k, v in data.items() if v is not None}


@st.composite
def bar(draw) -> dict:
    count = draw(st.integers(1, 4))
    cuts = sorted(draw(st.lists(st.integers(5, 95), min_size=count - 1, max_size=count - 1, unique=True)))
    edges = [0] + cuts + [100]
    parts = [
        _drop_none({"share": f"{b - a}%", "fill": draw(st.sampled_from(FILLS)), "hatch": draw(st.booleans()) or None, "label": draw(maybe_label)})
        for a, b in zip(edges, edges[1:])
    ]
    return {"bar": _drop_none({"label": draw(maybe_label), "parts": parts})}


@st.composite
def curve(draw) -> dict:
    length = draw(st.integers(3, 25))
    values = draw(st.lists(st.integers(0, 100), min_size=length, max_size=length))
    spec = {"unit": "h", "span": f"{draw(st.sampled_from([12, 24]))} h", "ticks": "6 h", "values": values,
            "noun": draw(st.sampled_from(["demand", "requests", "load", None])), "step": draw(st.booleans()) or None}
    if draw(st.booleans()):
        spec["lines"] = [{"at": draw(st.integers(10, 90)), "label": draw(labels), "outline": "dashed"}]
    return {"curve": _drop_none(spec)}


@st.composite
def staircase(draw) -> dict:
    steps = [_drop_none({"duration": draw(st.integers(1, 12)), "label": draw(maybe_label)}) for _ in range(draw(st.integers(2, 5)))]
    return {"staircase": _drop_none({"unit": "min", "steps": steps, "floor": draw(maybe_label)})}


@st.composite
def grid(draw) -> dict:
    rows, columns = draw(st.integers(1, 3)), draw(st.integers(4, 8))
    states = st.sampled_from(["used", "free", "blue", "red", "dark"])
    grid = {"rows": [draw(st.lists(states, min_size=columns, max_size=columns)) for _ in range(rows)]}
    if draw(st.booleans()):
        grid["row-labels"] = [f"node-{'abc'[i]}" for i in range(rows)]
    return {"grid": grid}


@st.composite
def timeline(draw) -> dict:
    lanes = []
    for _ in range(draw(st.integers(1, 3))):
        cut = draw(st.integers(1, 11))
        lane: dict[str, Any] = {"segments": [{"start": 0, "end": cut, "fill": draw(st.sampled_from(FILLS))}, {"start": cut, "end": 12, "fill": "grey"}]}
        if draw(st.booleans()):
            lane["label"] = draw(labels)
        lanes.append(lane)
    return {"timeline": {"unit": "h", "span": "12 h", "ticks": "3 h", "lanes": lanes}}


@st.composite
def towers(draw) -> dict:
    styles = st.sampled_from(["solid", "dashed", "dotted", "solid blue", "dashed blue", "hatched red", "cross"])
    stacks = [{"label": draw(maybe_label), "tiers": draw(st.lists(styles, min_size=1, max_size=3))} for _ in range(draw(st.integers(1, 4)))]
    return {"towers": {"tiers": 3, "towers": [_drop_none(s) for s in stacks]}}


@st.composite
def icon(draw) -> dict:
    return {"icon": _drop_none({"name": draw(st.sampled_from(ICONS)), "colour": draw(st.sampled_from(["grey", "blue"])), "label": draw(maybe_label)})}


MARKS = (bar, curve, staircase, grid, timeline, towers, icon)


def _bracket(draw, marks: list[dict]) -> list[dict]:
    """A bracket over a run of the first bar's parts or the first grid's rows
    (given ids for it), on any side, in either shape; none if neither is drawn."""
    for mark in marks:
        kind, body = next(iter(mark.items()))
        if kind == "bar":
            for index, part in enumerate(body["parts"]):
                part["id"] = f"p{index + 1}"
            names = [f"m.p{i + 1}" for i in range(len(body["parts"]))]
        elif kind == "grid":
            names = [f"m.row-{i + 1}" for i in range(len(body["rows"]))]
        else:
            continue
        body["id"] = "m"
        low = draw(st.integers(0, len(names) - 1))
        high = draw(st.integers(low, len(names) - 1))
        return [{"bracket": _drop_none({
            "over": names[low : high + 1], "side": draw(st.sampled_from(["above", "below", "left", "right"])),
            "shape": draw(st.sampled_from(["bracket", "brace"])), "label": draw(maybe_label),
        })}]
    return []


@st.composite
def spec(draw) -> str:
    """A spec of one to three marks, stacked or in a row."""
    import yaml

    marks = [draw(draw(st.sampled_from(MARKS))()) for _ in range(draw(st.integers(1, 3)))]
    body: list[Any] = marks
    if len(marks) > 1 and draw(st.booleans()):
        body = [{"row": {"marks": marks}}]
    if draw(st.booleans()):
        body = body + _bracket(draw, marks)
    return yaml.safe_dump({"blueprint": 1, "subject": draw(st.one_of(st.none(), st.just("a day of GPU work"))), "marks": body}, sort_keys=False)
