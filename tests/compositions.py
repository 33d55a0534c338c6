"""Compositions made from a seed, for the property test of what the alt text
says (tests/test_compositions_true.py, benchmarks/compositions.py): the same
seed makes the same spec on every machine, and making one costs a few
random draws (no hypothesis engine), so a thousand are cheap.

Two families, and the two together:

    placed     icons placed against one another (`right-of`, `below`, ...
               with a gap), stacked in a column or set in a row, pinned to a
               place of the card, like icons the alt text must tell apart by
               where they stand, links between them, and a bar, grid or
               chart in the stack: for the place words
    salient    lanes with crosses, checkpoints, interruptions and named
               phases; a step line; bars of parts or of one share each; a
               staircase; towers that each repeat the one before: for the
               counts and comparisons (totals, "every two hours", equal
               steps, the widest, the longest, about a fraction)
    mixed      a salient mark placed among icons: both at once
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import yaml

T = TypeVar("T")


class Pick:
    """The choices a composition makes, from one seeded source."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def integer(self, low: int, high: int) -> int:
        return self.random.randint(low, high)

    def one_of(self, choices: Sequence[T]) -> T:
        return self.random.choice(choices)

    def coin(self) -> bool:
        return self.random.random() < 0.5

    def integers(self, low: int, high: int, least: int, most: int) -> list[int]:
        return [self.integer(low, high) for _ in range(self.integer(least, most))]

    def some_of(self, choices: Sequence[T], least: int, most: int) -> list[T]:
        """Distinct choices, in the order drawn."""
        return self.random.sample(list(choices), min(len(choices), self.integer(least, most)))


# --- placed: icons against one another -------------------------------------------------

ICONS = ("gpu", "gpu", "server", "storage", "clock", "laptop", "balancer", "snapshot", "model", "person")  # cards twice: kin to tell apart
RELATIONS = ("right-of", "left-of", "above", "below")
PINS = ("top-left", "top", "top-right", "left", "right", "bottom-left", "bottom", "bottom-right")
LABELS = ("serving", "spare node", "replica starting", "queue", "restore", "checkpoint", "idle", None, None, None)


def _icon(pick: Pick, ident: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": ident, "name": pick.one_of(ICONS)}
    label = pick.one_of(LABELS)
    if label:
        spec["label"] = label
    if pick.integer(0, 4) == 0:
        spec["colour"] = "blue"
    if spec["name"] in ("gpu", "server") and pick.coin():
        spec["status"] = pick.one_of(["grey", "blue"])
    return spec


def _chart(pick: Pick, ident: str) -> dict[str, Any]:
    kind = pick.one_of(["bar", "grid", "curve"])
    if kind == "bar":
        return {"bar": {"id": ident, "parts": [{"share": f"{pick.integer(10, 90)}%", "fill": "grey", "label": "busy"}]}}
    if kind == "grid":
        return {"grid": {"id": ident, "rows": [["used"] * 6, ["free"] * 6]}}
    values = pick.integers(0, 100, 4, 8)
    return {"curve": {"id": ident, "unit": "h", "span": "12 h", "ticks": "6 h", "values": values}}


def placed_marks(pick: Pick, salient: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Two to seven blocks: icons, each placed by the flow, against an earlier
    block (with a gap), or pinned; sometimes a column or row of icons, a chart
    in the stack (or `salient`, a mark of the other family), and links
    between icons."""
    marks: list[dict[str, Any]] = []
    ids: list[str] = []  # blocks a later one may be placed against
    icons: list[str] = []
    taken: set[tuple[str, str]] = set()  # (block, side): one block placed on each side of another
    pinned = charted = False
    for index in range(pick.integer(2, 6 if salient is None else 4)):  # a salient mark takes the room of two or three icons
        ident = f"m{index}"
        choice = pick.integer(0, 9)
        if choice == 0 and not charted:
            charted = True
            mark = _chart(pick, ident) if salient is None else salient
            if salient is not None:
                ident = next(iter(salient.values()))["id"]
        elif choice == 1:
            held = [_icon(pick, f"{ident}-{k}") for k in range(pick.integer(2, 4))]
            group = pick.one_of(["column", "row"])
            mark = {group: {"id": ident, "gap": pick.one_of([24, 48]), "marks": [{"icon": spec} for spec in held]}}
            icons += [spec["id"] for spec in held]
        else:
            spec = _icon(pick, ident)
            mark = {"icon": spec}
            icons.append(ident)
        body = next(iter(mark.values()))
        free = [(target, side) for target in ids for side in RELATIONS if (target, side) not in taken]
        if free and pick.integer(0, 3) > 0:
            target, side = pick.one_of(free)
            taken.add((target, side))
            body[side] = target
            body["gap"] = pick.one_of([24, 48, 96, 200])
        elif "icon" in mark and not pinned and pick.integer(0, 5) == 0:
            body["at"] = pick.one_of(PINS)
            pinned = True
        ids.append(ident)
        marks.append(mark)
    if salient is not None and not charted:
        marks.insert(pick.integer(0, len(marks)), salient)  # in the stack, placed by the flow
    for _ in range(pick.integer(0, 3)):
        if len(icons) < 2:
            break
        start, end = pick.one_of(icons), pick.one_of(icons)
        if start != end:
            marks.append({"connector": {"from": start, "to": end, "arrow": pick.one_of(["end", "none"])}})
    return marks


# --- salient: values whose counts and comparisons the alt text says ---------------------

NAMES = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot")  # part and lane labels: one word each, none a number
PHASES = ("pull", "load", "warm", "serve")  # a lane's named stretches, after its name ("alpha load")


def _lane(pick: Pick, label: str, span: int) -> dict[str, Any]:
    """A lane of work on an axis of `span` hours: grey from zero to where it
    stops (a red cross, then dotted to the end) or runs to the end; sometimes
    checkpoints every so many hours (now and then one left out), sometimes
    interruptions it carries on after."""
    if pick.integer(0, 5) == 0:  # stretches drawn over the lane, a unit of one or two looks repeated (or not quite)
        starts = sorted(pick.some_of(range(span - 1), 2, 5))
        pair = pick.coin()
        segments: list[dict[str, Any]] = [{"start": 0, "end": f"{span} h", "fill": "none", "outline": "dotted"}]
        for start in starts:
            odd = pick.integer(0, 5) == 0  # a unit that breaks the pattern
            segments.append({"start": f"{start} h", "duration": "30 min", "fill": "blue" if odd else "dark", "layer": True})
            if pair:
                segments.append({"duration": f"{pick.one_of([30, 30, 45])} min", "fill": "grey", "layer": True})
        return {"label": label, "segments": segments}
    if pick.integer(0, 4) == 0 and pick.coin():  # two looks in turn, one for one or one short: counted both ways only one for one
        return {"label": label, "segments": _alternating(pick)}
    if pick.integer(0, 4) == 0:  # phases, each named: the longest is said
        durations = pick.integers(1, 3, 3, 4)  # within the axis's twelve hours
        looks = ({"fill": "grey", "hatch": True}, {"fill": "dark"}, {"fill": "blue"}, {"fill": "grey"})
        name = label.split()[-1]
        return {"label": label, "segments": [{"duration": f"{d} h", **looks[k], "label": f"{name} {PHASES[k]}"} for k, d in enumerate(durations)]}
    end = pick.integer(3, span)
    killed = end < span and pick.coin()
    segments = [{"start": 0, "end": f"{end} h", "fill": "grey"}]
    events: list[dict[str, Any]] = []
    if killed:
        segments.append({"end": f"{span} h", "fill": "none", "outline": "dotted"})
        events.append({"at": f"{end} h", "event": "kill"})
    elif end < span:
        segments.append({"start": f"{end} h", "end": f"{span} h", "fill": "grey"})
    if pick.integer(0, 2):
        gap = pick.integer(1, 3)
        times = list(range(gap, end, gap))
        if times and pick.integer(0, 3) == 0:
            times.pop(pick.integer(0, len(times) - 1))  # a checkpoint left out: no longer "every"
        events += [{"at": f"{t} h", "event": "checkpoint"} for t in times]
    if not killed and pick.integer(0, 2) == 0:
        taken = {int(e["at"].split()[0]) for e in events}
        free = [t for t in range(1, span) if t not in taken]
        for at in sorted(pick.some_of(free, 1, 2)):
            events.append({"at": f"{at} h", "event": "preempt"})
    lane: dict[str, Any] = {"label": label, "segments": segments}
    if events:
        lane["events"] = sorted(events, key=lambda e: int(e["at"].split()[0]))
    return lane


ALTERNATING: tuple[tuple[dict[str, Any], dict[str, Any]], ...] = (({"fill": "white"}, {"fill": "grey"}), ({"fill": "dark"}, {"fill": "grey"}), ({"fill": "grey", "hatch": True}, {"fill": "blue"}))


def _alternating(pick: Pick) -> list[dict[str, Any]]:
    """Two looks in turn from zero, the first's stretches an hour, the
    other's one or two; the other last, or not (one fewer of it)."""
    first, other = pick.one_of(ALTERNATING)
    count = pick.integer(2, 4)
    segments: list[dict[str, Any]] = []
    for _ in range(count):
        segments += [{"duration": "1 h", **first}, {"duration": f"{pick.integer(1, 2)} h", **other}]
    if pick.coin():
        segments.pop()
    if pick.coin():
        segments[0]["label"] = "window"
    segments[0]["start"] = 0
    return segments


def _timeline(pick: Pick) -> list[dict[str, Any]]:
    span = 12
    lanes = [_lane(pick, f"lane {NAMES[i]}", span) for i in range(pick.integer(2, 6))]
    return [{"timeline": {"id": "t", "unit": "h", "span": f"{span} h", "ticks": "3 h", "lanes": lanes}}]


def _steps(pick: Pick) -> list[dict[str, Any]]:
    """A step line of four to nine treads, its risers one height or not."""
    count = pick.integer(4, 9)
    start, rise = pick.integer(10, 200), pick.integer(30, 120)
    rises = [rise] * (count - 1) if pick.coin() else [pick.integer(30, 120) for _ in range(count - 1)]  # risers the eye sees as steps
    levels = [start]
    for r in rises:
        levels.append(levels[-1] + r)
    points = [[f"{i} h", level] for i, level in enumerate(levels)] + [[f"{count} h", levels[-1]]]
    return [{"curve": {"id": "c", "unit": "h", "span": f"{count} h", "ticks": "1 h", "top": levels[-1] + 100,
                       "series": [{"id": "s", "noun": "memory stored", "colour": "grey", "step": True, "points": points}]}}]


def _bar(pick: Pick) -> list[dict[str, Any]]:
    """A bar of three to five labelled parts (their labels with their figures,
    or not), or bars of one part each, its share near a simple fraction or not."""
    if pick.integer(0, 3) == 0:  # bars filled by one part each, its figure in its label: said "about three fifths"
        shares = pick.integers(5, 95, 2, 3)
        return [{"bar": {"id": f"b{i}", "label": NAMES[i], "parts": [{"share": f"{s}%", "fill": "grey", "label": f"busy {s}%"}]}} for i, s in enumerate(shares)]
    count = pick.integer(3, 5)
    big = pick.integer(0, count - 1) if pick.integer(0, 2) == 0 else None  # now and then one part over half the whole
    shares: list[int] = []
    for index in range(count):  # each within what the parts after it leave of the whole
        most = 100 - sum(shares) - 4 * (count - index - 1)
        shares.append(pick.integer(min(51, most), min(85, most)) if index == big else pick.integer(4, min(40 if big is None or index > big else 10, most)))
    figured = pick.coin()
    fills = ("grey", "dark", "blue", "grey-light", "white")
    parts = [{"share": f"{s}%", "fill": fills[i], "label": f"{NAMES[i]} {s} ms" if figured else NAMES[i]} for i, s in enumerate(shares)]
    return [{"bar": {"id": "b", "parts": parts}}]


def _staircase(pick: Pick) -> list[dict[str, Any]]:
    count = pick.integer(3, 6)
    steps = [{"duration": pick.integer(1, 20), "label": NAMES[i]} for i in range(count)]
    return [{"staircase": {"id": "s", "unit": "min", "steps": steps, "floor": "ready"}}]


def _towers(pick: Pick) -> list[dict[str, Any]]:
    """Three or four towers, each (or not quite) the one before in grey with
    a new blue tier on top."""
    count = pick.integer(3, 4)
    sizes = [pick.integer(1, 3) for _ in range(count + 1)]
    towers = []
    for index in range(count):
        lower = [{"colour": "grey", "size": sizes[k]} for k in range(index)]
        top = {"colour": "blue", "size": sizes[index], "label": f"{sizes[index]} GB"}
        towers.append({"label": f"hour {NAMES[index]}", "tiers": lower + [top]})
    if pick.integer(0, 2) == 0:  # one tower that does not repeat the one before
        broken = towers[pick.integer(1, count - 1)]["tiers"]
        broken[0] = {**broken[0], "colour": "dark"} if pick.coin() else {**broken[0], "size": broken[0]["size"] % 3 + 1}
    tallest = max(sum(tier["size"] for tier in tower["tiers"]) for tower in towers)
    return [{"towers": {"id": "w", "tiers": tallest + pick.integer(0, max(0, 12 - tallest)), "towers": towers}}]  # a ruler of up to twelve tiers


SALIENT_KINDS: dict[str, Callable[[Pick], list[dict[str, Any]]]] = {
    "timeline": _timeline, "steps": _steps, "bar": _bar, "staircase": _staircase, "towers": _towers,
}
MIXED = ("timeline", "steps", "staircase", "towers")  # one block each, placed among icons (bars of one part come in several)
FAMILIES = ("placed",) * 5 + tuple(SALIENT_KINDS) + ("mixed",) * 2  # about two in five placed, one in ten of each salient kind


@dataclass(frozen=True)
class Composition:
    seed: int
    family: str  # "placed", "mixed" or a salient kind
    text: str  # the spec, YAML

    @property
    def spec(self) -> dict[str, Any]:
        return yaml.safe_load(self.text)


def composition(seed: int, family: str | None = None) -> Composition:
    """The composition of `seed`: of `family` (one of FAMILIES), else of the one the seed picks."""
    pick = Pick(seed)
    chosen = family or pick.one_of(FAMILIES)
    spec: dict[str, Any] = {"blueprint": 1}
    if chosen == "placed":
        marks = placed_marks(pick)
    elif chosen == "mixed":
        marks = placed_marks(pick, SALIENT_KINDS[pick.one_of(MIXED)](pick)[0])
    else:
        marks = SALIENT_KINDS[chosen](pick)
    if chosen in ("placed", "mixed") and pick.coin():  # a taller card: stacks the house card has no room for compose
        spec["canvas"] = {"width": 1200, "height": pick.one_of([900, 1200])}
    spec["marks"] = marks
    return Composition(seed, chosen, yaml.safe_dump(spec, sort_keys=False))
