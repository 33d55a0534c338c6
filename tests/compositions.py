"""Hypothesis strategies for compositions: marks placed against one another
(`right-of`, `below`, ... with a gap), icons stacked in a column or set in a
row, icons pinned to a place of the card, like icons that the alt text must
tell apart by where they stand, links between them, and a bar, grid or chart
in the stack. For the places the alt text says (tests/describe/say/
test_places_true.py, benchmarks/places.py): whatever the composition, every
place word is true of the picture."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

ICONS = ("gpu", "gpu", "server", "storage", "clock", "laptop", "balancer", "snapshot", "model", "person")  # cards twice: kin to tell apart
RELATIONS = ("right-of", "left-of", "above", "below")
PINS = ("top-left", "top", "top-right", "left", "right", "bottom-left", "bottom", "bottom-right")
LABELS = ("serving", "spare node", "replica starting", "queue", "restore", "checkpoint", "idle", None, None, None)


@st.composite
def _icon(draw, ident: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": ident, "name": draw(st.sampled_from(ICONS))}
    label = draw(st.sampled_from(LABELS))
    if label:
        spec["label"] = label
    if draw(st.integers(0, 4)) == 0:
        spec["colour"] = "blue"
    if spec["name"] in ("gpu", "server") and draw(st.booleans()):
        spec["status"] = draw(st.sampled_from(["grey", "blue"]))
    return spec


@st.composite
def _chart(draw, ident: str) -> dict[str, Any]:
    kind = draw(st.sampled_from(["bar", "grid", "curve"]))
    if kind == "bar":
        return {"bar": {"id": ident, "parts": [{"share": f"{draw(st.integers(10, 90))}%", "fill": "grey", "label": "busy"}]}}
    if kind == "grid":
        return {"grid": {"id": ident, "rows": [["used"] * 6, ["free"] * 6]}}
    values = draw(st.lists(st.integers(0, 100), min_size=4, max_size=8))
    return {"curve": {"id": ident, "unit": "h", "span": "12 h", "ticks": "6 h", "values": values}}


@st.composite
def composition(draw) -> str:
    """A spec of two to seven blocks: icons, each placed by the flow, against
    an earlier block (with a gap), or pinned; sometimes a column or row of
    icons, a chart in the stack, and links between icons."""
    import yaml

    marks: list[dict[str, Any]] = []
    ids: list[str] = []  # blocks a later one may be placed against
    icons: list[str] = []
    taken: set[tuple[str, str]] = set()  # (block, side): one block placed on each side of another
    pinned = charted = False
    for index in range(draw(st.integers(2, 6))):
        ident = f"m{index}"
        choice = draw(st.integers(0, 9))
        if choice == 0 and not charted:
            charted = True
            mark = draw(_chart(ident))
        elif choice == 1:
            held = [draw(_icon(f"{ident}-{k}")) for k in range(draw(st.integers(2, 4)))]
            group = draw(st.sampled_from(["column", "row"]))
            mark = {group: {"id": ident, "gap": draw(st.sampled_from([24, 48])), "marks": [{"icon": spec} for spec in held]}}
            icons += [spec["id"] for spec in held]
        else:
            spec = draw(_icon(ident))
            mark = {"icon": spec}
            icons.append(ident)
        body = next(iter(mark.values()))
        free = [(target, side) for target in ids for side in RELATIONS if (target, side) not in taken]
        if free and draw(st.integers(0, 3)) > 0:
            target, side = draw(st.sampled_from(free))
            taken.add((target, side))
            body[side] = target
            body["gap"] = draw(st.sampled_from([24, 48, 96, 200]))
        elif "icon" in mark and not pinned and draw(st.integers(0, 5)) == 0:
            body["at"] = draw(st.sampled_from(PINS))
            pinned = True
        ids.append(ident)
        marks.append(mark)
    for _ in range(draw(st.integers(0, 3))):
        if len(icons) < 2:
            break
        start, end = draw(st.sampled_from(icons)), draw(st.sampled_from(icons))
        if start != end:
            marks.append({"connector": {"from": start, "to": end, "arrow": draw(st.sampled_from(["end", "none"]))}})
    return yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False)


# --- compositions for the salient facts (tests/describe/say/test_salient_true.py) ---

NAMES = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot")  # part and lane labels: one word each, none a number
PHASES = ("pull", "load", "warm", "serve")  # a lane's named stretches, after its name ("alpha load")


@st.composite
def _lane(draw, label: str, span: int) -> dict[str, Any]:
    """A lane of work on an axis of `span` hours: grey from zero to where it
    stops (a red cross, then dotted to the end) or runs to the end; sometimes
    checkpoints every so many hours (now and then one left out), sometimes
    interruptions it carries on after."""
    if draw(st.integers(0, 5)) == 0:  # stretches drawn over the lane, a unit of one or two looks repeated (or not quite)
        starts = sorted(draw(st.lists(st.integers(0, span - 2), min_size=2, max_size=5, unique=True)))
        pair = draw(st.booleans())
        segments = [{"start": 0, "end": f"{span} h", "fill": "none", "outline": "dotted"}]
        for k, start in enumerate(starts):
            odd = draw(st.integers(0, 5)) == 0  # a unit that breaks the pattern
            segments.append({"start": f"{start} h", "duration": "30 min", "fill": "blue" if odd else "dark", "layer": True})
            if pair:
                segments.append({"duration": f"{draw(st.sampled_from([30, 30, 45]))} min", "fill": "grey", "layer": True})
        return {"label": label, "segments": segments}
    if draw(st.integers(0, 4)) == 0:  # phases, each named: the longest is said
        durations = draw(st.lists(st.integers(1, 4), min_size=3, max_size=4))
        looks = ({"fill": "grey", "hatch": True}, {"fill": "dark"}, {"fill": "blue"}, {"fill": "grey"})
        name = label.split()[-1]
        return {"label": label, "segments": [{"duration": f"{d} h", **looks[k], "label": f"{name} {PHASES[k]}"} for k, d in enumerate(durations)]}
    end = draw(st.integers(3, span))
    killed = end < span and draw(st.booleans())
    segments: list[dict[str, Any]] = [{"start": 0, "end": f"{end} h", "fill": "grey"}]
    events: list[dict[str, Any]] = []
    if killed:
        segments.append({"end": f"{span} h", "fill": "none", "outline": "dotted"})
        events.append({"at": f"{end} h", "event": "kill"})
    elif end < span:
        segments.append({"start": f"{end} h", "end": f"{span} h", "fill": "grey"})
    if draw(st.integers(0, 2)):
        gap = draw(st.integers(1, 3))
        times = list(range(gap, end, gap))
        if times and draw(st.integers(0, 3)) == 0:
            times.pop(draw(st.integers(0, len(times) - 1)))  # a checkpoint left out: no longer "every"
        events += [{"at": f"{t} h", "event": "checkpoint"} for t in times]
    if not killed and draw(st.integers(0, 2)) == 0:
        taken = {int(e["at"].split()[0]) for e in events}
        free = [t for t in range(1, span) if t not in taken]
        for at in sorted(draw(st.lists(st.sampled_from(free), min_size=1, max_size=2, unique=True))) if free else []:
            events.append({"at": f"{at} h", "event": "preempt"})
    lane: dict[str, Any] = {"label": label, "segments": segments}
    if events:
        lane["events"] = sorted(events, key=lambda e: int(e["at"].split()[0]))
    return lane


@st.composite
def _timeline(draw) -> dict[str, Any]:
    span = 12
    count = draw(st.integers(2, 6))
    return {"timeline": {"id": "t", "unit": "h", "span": f"{span} h", "ticks": "3 h",
                         "lanes": [draw(_lane(f"lane {NAMES[i]}", span)) for i in range(count)]}}


@st.composite
def _steps(draw) -> dict[str, Any]:
    """A step line of four to nine treads, its risers one height or not."""
    count = draw(st.integers(4, 9))
    start, rise = draw(st.integers(10, 200)), draw(st.integers(30, 120))
    rises = [rise] * (count - 1) if draw(st.booleans()) else [draw(st.integers(30, 120)) for _ in range(count - 1)]  # risers the eye sees as steps
    levels = [start]
    for r in rises:
        levels.append(levels[-1] + r)
    points = [[f"{i} h", level] for i, level in enumerate(levels)] + [[f"{count} h", levels[-1]]]
    return {"curve": {"id": "c", "unit": "h", "span": f"{count} h", "ticks": "1 h", "top": levels[-1] + 100,
                      "series": [{"id": "s", "noun": "memory stored", "colour": "grey", "step": True, "points": points}]}}


@st.composite
def _bar(draw) -> dict[str, Any] | list[dict[str, Any]]:
    """A bar of three to five labelled parts (their labels with their figures,
    or not), or bars of one part each, its share near a simple fraction or not."""
    if draw(st.integers(0, 3)) == 0:  # bars filled by one part each, its figure in its label: said "about three fifths"
        shares = draw(st.lists(st.integers(5, 95), min_size=2, max_size=3))
        return [{"bar": {"id": f"b{i}", "label": NAMES[i], "parts": [{"share": f"{s}%", "fill": "grey", "label": f"busy {s}%"}]}} for i, s in enumerate(shares)]
    count = draw(st.integers(3, 5))
    shares = draw(st.lists(st.integers(4, 40), min_size=count, max_size=count))
    figured = draw(st.booleans())
    fills = ("grey", "dark", "blue", "grey-light", "white")
    parts = [{"share": f"{s}%", "fill": fills[i], "label": f"{NAMES[i]} {s} ms" if figured else NAMES[i]} for i, s in enumerate(shares)]
    return {"bar": {"id": "b", "parts": parts}}


@st.composite
def _staircase(draw) -> dict[str, Any]:
    count = draw(st.integers(3, 6))
    durations = draw(st.lists(st.integers(1, 20), min_size=count, max_size=count))
    return {"staircase": {"id": "s", "unit": "min", "steps": [{"duration": d, "label": NAMES[i]} for i, d in enumerate(durations)], "floor": "ready"}}


@st.composite
def _towers(draw) -> dict[str, Any]:
    """Three or four towers, each (or not quite) the one before in grey with
    a new blue tier on top."""
    count = draw(st.integers(3, 4))
    sizes = draw(st.lists(st.integers(1, 3), min_size=count + 1, max_size=count + 1))
    towers = []
    for index in range(count):
        lower = [{"colour": "grey", "size": sizes[k]} for k in range(index)]
        top = {"colour": "blue", "size": sizes[index], "label": f"{sizes[index]} GB"}
        towers.append({"label": f"hour {NAMES[index]}", "tiers": lower + [top]})
    if draw(st.integers(0, 2)) == 0:  # one tower that does not repeat the one before
        broken = towers[draw(st.integers(1, count - 1))]["tiers"]
        broken[0] = {**broken[0], "colour": "dark"} if draw(st.booleans()) else {**broken[0], "size": broken[0]["size"] % 3 + 1}
    return {"towers": {"id": "w", "tiers": sum(sizes) + 2, "towers": towers}}


SALIENT_KINDS = {"timeline": _timeline, "steps": _steps, "bar": _bar, "staircase": _staircase, "towers": _towers}


@st.composite
def salient_composition(draw, kind: str | None = None) -> str:
    """A spec whose alt text may state a salient fact (`say/salient.py`,
    `say/compare.py`): lanes with crosses, checkpoints and interruptions, a
    step line, a bar of parts, a staircase; `kind` one of SALIENT_KINDS
    (any, if None)."""
    import yaml

    chosen = kind or draw(st.sampled_from(sorted(SALIENT_KINDS)))
    marks = draw(SALIENT_KINDS[chosen]())
    return yaml.safe_dump({"blueprint": 1, "marks": marks if isinstance(marks, list) else [marks]}, sort_keys=False)
