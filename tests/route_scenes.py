"""Random icon scenes for the route benchmark (issue 27 item 4): two to six
icons, each placed by a relation to an earlier one (with a gap) or pinned to a
place of the card, and connectors between random pairs with every `route`.
Seeded with `random.Random`, so a seed is the same scene on every machine.
Shared by `benchmarks/routes.py` (1,000 scenes) and tests/layout/test_routes_found.py (a sample)."""

from __future__ import annotations

import random
from typing import Any

ICONS = ("gpu", "server", "storage", "clock", "laptop", "balancer", "database", "model", "person", "queue")
RELATIONS = ("right-of", "left-of", "above", "below")
PINS = ("top-left", "top", "top-right", "left", "right", "bottom-left", "bottom", "bottom-right")
LABELS = ("serving", "spare", "replica", "queue", "restore", None, None, None)
ROUTES = (None, "straight", "elbow", "curved")


def scene(seed: int) -> dict[str, Any]:
    """The spec (as a mapping) of scene number `seed`."""
    pick = random.Random(seed)
    marks: list[dict[str, Any]] = []
    ids: list[str] = []
    taken: set[tuple[str, str]] = set()
    pins = list(PINS)
    for index in range(pick.randint(2, 6)):
        icon: dict[str, Any] = {"id": f"i{index}", "name": pick.choice(ICONS)}
        label = pick.choice(LABELS)
        if label:
            icon["label"] = label
        free = [(target, side) for target in ids for side in RELATIONS if (target, side) not in taken]
        if ids and free and pick.random() < 0.75:
            target, side = pick.choice(free)
            taken.add((target, side))
            icon[side] = target
            icon["gap"] = pick.choice([24, 48, 96])
        elif ids and pick.random() < 0.5:
            icon["at"] = pins.pop(pick.randrange(len(pins)))
        ids.append(icon["id"])
        marks.append({"icon": icon})
    pairs = [(a, b) for a in ids for b in ids if a < b]
    for a, b in pick.sample(pairs, min(len(pairs), pick.randint(1, 4))):
        link: dict[str, Any] = {"from": a, "to": b} if pick.random() < 0.5 else {"from": b, "to": a}
        route = pick.choice(ROUTES)
        if route:
            link["route"] = route
        link["arrow"] = pick.choice(["end", "none", "both"])
        marks.append({"connector": link})
    return {"blueprint": 1, "marks": marks}
