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
