"""The route benchmark (issue 27 item 4): are connectors routed round what
they do not join?

    python benchmarks/routes.py                  # 1,000 scenes
    python benchmarks/routes.py --scenes 200 -v  # fewer, with each failing spec

Generates random icon scenes (tests/route_scenes.py: two to six icons placed
by relations or pinned, connectors between random pairs, seeded), draws each
(SVG and alt text) and prints how many lint refuses and for what; of the
scenes refused only for a connector through a mark the tool routed (not a
`route: straight` the writer wrote, which is kept), how many had a route
(must be 0; a scene refused for something else too, two marks overlapping
say, is counted apart: the writer fixes that first):
a route exists where some orthogonal path joins the two ends in the free space
(`_route_exists`: a flood over a 4 px grid inside the card's margins that
keeps GRAZE px off every mark's box, the two ends' too, and off every label);
and of the scenes that
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
            through = [p for p in result.problems if _is_through(p.message)]
            if through and len(through) < len(result.problems):
                # refused for something else as well (two marks overlapping, a label off the card): the writer
                # fixes that first, and the route is judged then; counted, not judged here
                tally["refused: a connector through a mark, and more"] += 1
            elif through:
                tally["refused: connector through a mark"] += 1
                routed = [path for path in {_link_at(text, spec, p.location.line) for p in through} if _route(spec, path) != "straight"]
                if not routed:
                    tally["refused: a written `route: straight` kept"] += 1
                elif any(_route_exists(result.scene, path, result.theme.canvas.margin) for path in routed):
                    tally["refused where a route exists"] += 1
                    failures.append((seed, "refused where a route exists", text))
                else:
                    tally["refused: no route exists"] += 1
            continue
        tally["passed"] += 1
        crossing = _through(result.scene)
        if crossing:
            tally["passed with a connector through a mark"] += 1
            failures.append((seed, crossing, text))
    return {"tally": tally, "reasons": reasons, "failures": failures}


def _is_through(message: str) -> bool:
    """Whether lint's `message` refuses a connector's line (or its head) for running through a mark."""
    return THROUGH in message and message.split(" runs")[0] in LINK_NAMES


def _link_at(text: str, spec: dict, line: int) -> tuple:
    """The path of the connector whose lines in `text` hold `line` (1-based)."""
    starts = [number for number, row in enumerate(text.splitlines(), 1) if row.startswith("- connector:")]
    links = [index for index, mark in enumerate(spec["marks"]) if "connector" in mark]
    index = max((k for k, start in enumerate(starts) if start <= line), default=0)
    return ("marks", links[index], "connector")


def _route(spec: dict, path: tuple) -> str | None:
    """The `route` the spec writes for the connector at `path`."""
    return spec["marks"][path[1]]["connector"].get("route")


GRID = 4.0  # px between the points the flood walks
GRAZE = 4.0  # px a route keeps off every mark's box and label (a line nearer reads as touching it)


def _route_exists(scene: Scene, link: tuple, margin: float) -> bool:
    """Whether some orthogonal path in the free space joins the link's two
    ends: a flood over a GRID px lattice inside the card's margins, from the
    points beside one end to those beside the other, through points no box
    (every block, the ends too, and every text) grown by GRAZE holds."""
    info = next(m for m in scene.marks if m.path == link)
    ends = [next((b.box for b in scene.blocks if b.path == joined), None) for joined in info.joins]
    if len(ends) != 2 or None in ends:
        return True  # an end that is not a block (an edge, a part): not judged here, counted as a route that exists
    walls = [b.box.grown(GRAZE) for b in scene.blocks if b.kind not in ("row", "column")] + [t.box.grown(GRAZE) for t in scene.texts()]
    columns, rows = int((scene.width - 2 * margin) // GRID) + 1, int((scene.height - 2 * margin) // GRID) + 1
    free = [[not any(w.x < margin + i * GRID < w.right and w.y < margin + j * GRID < w.bottom for w in walls) for j in range(rows)] for i in range(columns)]
    beside = lambda box, i, j: box.grown(GRAZE + 2 * GRID).contains(Box(margin + i * GRID, margin + j * GRID, 0, 0))
    start, end = ends
    assert start is not None and end is not None
    frontier = [(i, j) for i in range(columns) for j in range(rows) if free[i][j] and beside(start, i, j)]
    seen = set(frontier)
    while frontier:
        i, j = frontier.pop()
        if beside(end, i, j):
            return True
        for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if 0 <= a < columns and 0 <= b < rows and free[a][b] and (a, b) not in seen:
                seen.add((a, b))
                frontier.append((a, b))
    return False


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
    for key in ("scenes", "passed", "refused before lint", "refused by lint", "refused: a connector through a mark, and more",
                "refused: connector through a mark",
                "refused: a written `route: straight` kept", "refused: no route exists", "refused where a route exists", "passed with a connector through a mark"):
        print(f"{key:42} {tally[key]:5}")
    print("\nwhat was refused, by message:")
    for reason, count in reasons.most_common():
        print(f"{count:5}  {reason}")
    for seed, why, text in failures[: None if args.verbose else 5]:
        print(f"\nscene {seed}: {why}" + (f"\n{text}" if args.verbose else ""))
    return 1 if tally["refused where a route exists"] or tally["passed with a connector through a mark"] else 0


if __name__ == "__main__":
    sys.exit(main())
