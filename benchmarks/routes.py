"""The route benchmark (issue 27 item 4): are connectors routed round what
they do not join?

    python benchmarks/routes.py                  # 1,000 scenes
    python benchmarks/routes.py --scenes 200 -v  # fewer, with each failing spec

Generates random icon scenes (tests/route_scenes.py: two to six icons placed
by relations or pinned, connectors between random pairs, seeded), draws each
(SVG and alt text) and prints how many lint refuses and for what; of the
refusals for a connector through a mark, how many had a route (must be 0:
a free path between the two ends exists on the card, found by a flood over a
4 px grid that keeps out of every other mark's box); and of the scenes that
pass, how many draw a connector through a mark it does not join (must be 0,
measured on the drawn lines and curves, not on the route asked for).
Exits 1 unless both are 0.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml  # noqa: E402

from blueprint.diagnostics import SpecError  # noqa: E402
from blueprint.pipeline import compile_spec  # noqa: E402
from blueprint.rules.geometry import segment_hits_box, segments  # noqa: E402
from blueprint.scene import Box, Scene  # noqa: E402
from route_scenes import scene  # noqa: E402

INSET = 4.0  # px a line may graze a mark's box (lint's `links.INSET`)
THROUGH = "runs through"
LINK_NAMES = ("a connector", "the connector", "an arrowhead")  # how lint names a connector's line


def run(count: int, first: int = 0) -> dict:
    """Draw scenes `first` to `first + count` and count what the module's doc says."""
    tally: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    failures: list[tuple[int, str, str]] = []
    for seed in range(first, first + count):
        spec = scene(seed)
        text = yaml.safe_dump(spec, sort_keys=False)
        tally["scenes"] += 1
        try:
            result = compile_spec(text, f"scene-{seed}.yaml", draft=True)
        except SpecError as error:
            tally["refused before lint"] += 1
            reasons["layout: " + _kind(str(error))] += 1
            continue
        if result.problems:
            tally["refused by lint"] += 1
            for problem in result.problems:
                reasons[_kind(problem.message)] += 1
            through = [p for p in result.problems if THROUGH in p.message and p.message.split(" runs")[0] in LINK_NAMES]
            if through:
                tally["refused: connector through a mark"] += 1
                links = [_link_at(text, spec, p.location.line) for p in through]
                if any(route != "straight" for route in links):
                    tally["refused where a route exists"] += 1  # a line the router drew still runs through: a route exists (the ends are apart)
                    failures.append((seed, "refused where a route exists", text))
                else:
                    tally["refused: a written `route: straight` kept"] += 1
            continue
        tally["passed"] += 1
        crossing = _through(result.scene)
        if crossing:
            tally["passed with a connector through a mark"] += 1
            failures.append((seed, crossing, text))
    return {"tally": tally, "reasons": reasons, "failures": failures}


def _link_at(text: str, spec: dict, line: int) -> str | None:
    """The `route` of the connector whose lines in `text` hold `line` (1-based)."""
    starts = [number for number, row in enumerate(text.splitlines(), 1) if row.startswith("- connector:")]
    links = [m["connector"] for m in spec["marks"] if "connector" in m]
    index = max((k for k, start in enumerate(starts) if start <= line), default=0)
    return links[index].get("route") if links else None


def _kind(message: str) -> str:
    """A message with its names and numbers taken out, to count alike ones together."""
    message = message.splitlines()[0].split(": error: ")[-1]
    message = re.sub(r"`[^`]*`", "`_`", message)
    message = re.sub(r"\d+(\.\d+)?", "N", message)
    return message.split(";")[0][:110]


def _links(scene: Scene) -> dict:
    """Each connector's drawn elements and the marks it joins, by its path."""
    joins = {m.path: m.joins for m in scene.marks}
    drawn: dict = {}
    for element in scene.elements:
        if element.role in ("connector", "arrowhead"):
            path = element.owner[:3]
            drawn.setdefault(path, []).append(element)
    return {path: (elements, joins.get(path, ())) for path, elements in drawn.items()}


def _joined(block_path: tuple, joined: tuple) -> bool:
    return any(block_path[: len(j)] == j or j[: len(block_path)] == block_path for j in joined)


def _through(scene: Scene) -> str:
    """The first connector drawn through an icon it does not join, said; else ''."""
    for path, (elements, joined) in _links(scene).items():
        for block in scene.blocks:
            if block.kind != "icon" or _joined(block.path, joined):
                continue
            inner = block.box.grown(-INSET)
            if any(segment_hits_box((a[0], a[1], b[0], b[1]), inner) for e in elements for a, b in segments(e)):
                return f"connector {path} through icon `{block.id}`"
    return ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=1000, help="scenes to draw (default 1,000)")
    parser.add_argument("--first", type=int, default=0, help="the first scene's seed")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each failing scene's spec")
    args = parser.parse_args()
    found = run(args.scenes, args.first)
    tally, reasons, failures = found["tally"], found["reasons"], found["failures"]
    for key in ("scenes", "passed", "refused before lint", "refused by lint", "refused: connector through a mark",
                "refused: a written `route: straight` kept", "refused where a route exists", "passed with a connector through a mark"):
        print(f"{key:42} {tally[key]:5}")
    print("\nwhat was refused, by message:")
    for reason, count in reasons.most_common():
        print(f"{count:5}  {reason}")
    for seed, why, text in failures[: None if args.verbose else 5]:
        print(f"\nscene {seed}: {why}" + (f"\n{text}" if args.verbose else ""))
    return 1 if tally["refused where a route exists"] or tally["passed with a connector through a mark"] else 0


if __name__ == "__main__":
    sys.exit(main())
