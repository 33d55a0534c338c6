"""How lint's cost grows with the scene: lint alone, on scenes of about 100,
1,000 and 10,000 elements, each as a cost per element against the ~100-element
scene of the same family measured in the same run (1 is linear).

    python benchmarks/lint_cost.py            # about 40 s: a grid and GPU cards, 5 runs each
    python benchmarks/lint_cost.py --quick    # about 12 s: the grid only, 2 runs each

Each scene is compiled from a generated spec through the real pipeline (as a
draft, so lint's problems are kept, not raised); then only `lint` is timed, on
that scene, with fresh diagnostics each run: the median CPU seconds of
several runs (CPU, not wall: lint is one thread of pure Python, and a machine
busy with other work would slow the wall clock of one size more than another).
Families: a grid of N cells (the grid of `benchmarks/grid_cells.py`: cells,
scattered free cells, a cross; no problems) and rows of labelled GPU cards
with blocks on them, on a 4000 px canvas (rects and labels; lint finds every
label and block too small for the blog's index, so the reporting path is timed
too). A curve is not a family: however many points, it is one path (three
elements in all).

Nothing here is asserted: tests never time anything.
"""

from __future__ import annotations

import argparse
import gc
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from grid_cells import spec as grid  # N cells, scattered, crossed
from perf import machine

SIZES = (100, 1_000, 10_000)  # about this many elements in each family's scenes
LINEAR = 2.0  # a per-element ratio under this at 10,000 reads as about linear
LEAST_SECONDS = 0.25  # each scene is linted at least `repeat` times and for at least this long
GRID_BUDGET = 1.0  # seconds: the issue asks lint to check a 10,000-cell grid in well under this

CARD_ELEMENTS = 15  # a small GPU card with six blocks and a label
CARDS_PER_ROW = 36  # as many as fit across a 4000 px card at their smallest, 8 px apart
MOST_CARDS = 19 * CARDS_PER_ROW  # 19 rows fill its height: 684 cards


def gpu_cards(elements: int) -> str:
    """Rows of labelled GPU cards, six blocks of work on each: about `elements`
    elements (at most as many cards as fit on a 4000 x 4000 canvas)."""
    count = max(1, min(elements // CARD_ELEMENTS, MOST_CARDS))
    rows = []
    for row in range(math.ceil(count / CARDS_PER_ROW)):
        first = row * CARDS_PER_ROW
        cards = ", ".join(
            f"{{icon: {{name: gpu, size: small, blocks: [blue, red, grey, blue, red, grey], label: g{column + 1}}}}}"
            for column in range(min(CARDS_PER_ROW, count - first))
        )
        rows.append(f"  - row: {{gap: 8, marks: [{cards}]}}\n")
    return "blueprint: 1\ncanvas: {width: 4000, height: 4000}\nmarks:\n" + "".join(rows)


FAMILIES: tuple[tuple[str, Callable[[int], str]], ...] = (
    ("grid cells", grid),
    ("GPU cards", gpu_cards),
)


@dataclass(frozen=True)
class Measure:
    family: str
    size: int
    elements: int
    problems: int
    seconds: float  # median of the runs

    @property
    def per_element(self) -> float:
        return self.seconds / self.elements


def lint_time(text: str, path: str, repeat: int) -> tuple[int, int, float]:
    """Compile `text` as a draft, then time lint alone on its scene: the
    scene's elements, lint's problems and the median CPU seconds of at least
    `repeat` runs (and at least LEAST_SECONDS of them)."""
    from blueprint.diagnostics import Diagnostics
    from blueprint.lint import lint
    from blueprint.pipeline import compile_spec
    from blueprint.text import load_font

    result = compile_spec(text, path, draft=True)  # lint has run once on it: warm
    scene, theme, source = result.scene, result.theme, result.spec.source
    font = load_font(theme.font_file)
    runs: list[float] = []
    problems = 0
    while len(runs) < repeat or sum(runs) < LEAST_SECONDS:  # a small scene is run more often: its median is the baseline
        diagnostics = Diagnostics(path)
        gc.collect()  # the garbage of compiling, or of the run before, is not this run's
        began = time.process_time()
        lint(scene, theme, font, source, diagnostics)
        runs.append(time.process_time() - began)
        problems = len(diagnostics.items) + diagnostics.dropped
    return len(scene.elements), problems, statistics.median(runs)


def measure(family: str, make: Callable[[int], str], repeat: int) -> list[Measure]:
    found = []
    for size in SIZES:
        elements, problems, seconds = lint_time(make(size), f"{family.replace(' ', '-')}-{size}.yaml", repeat)
        found.append(Measure(family, size, elements, problems, seconds))
    return found


def table(measures: list[Measure]) -> str:
    header = ["scene", "elements", "problems", "lint, median CPU s", "us / element", "ratio to ~100"]
    lines = [header, ["---"] * len(header)]
    baselines: dict[str, float] = {}
    for m in measures:
        baseline = baselines.setdefault(m.family, m.per_element)
        lines.append([f"{m.family}, ~{m.size:,}", f"{m.elements:,}", f"{m.problems:,}", f"{m.seconds:.4f}",
                      f"{m.per_element * 1e6:.1f}", f"{m.per_element / baseline:.2f}"])
    return "\n".join("| " + " | ".join(cells) + " |" for cells in lines)


def verdict(measures: list[Measure]) -> str:
    small, large = measures[0], measures[-1]
    ratio = large.per_element / small.per_element
    if ratio < LINEAR:
        said = "grows about linearly"
    else:
        said = f"does NOT grow linearly: {ratio:.1f} times the cost per element (under {LINEAR:g} reads as linear)"
    return f"{small.family}: {ratio:.2f} at {large.elements:,} elements against {small.elements:,}: lint {said}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the grid only, 2 runs each (about 12 s)")
    parser.add_argument("--repeat", type=int, default=None, help="lint runs per scene, the median kept [5; 2 with --quick]")
    args = parser.parse_args()
    repeat = args.repeat or (2 if args.quick else 5)
    families = FAMILIES[:1] if args.quick else FAMILIES
    measures = {family: measure(family, make, repeat) for family, make in families}
    print(f"machine: {machine()}")
    print(f"lint alone, median CPU seconds of at least {repeat} runs a scene (and at least {LEAST_SECONDS:g} s of them)")
    print(table([m for found in measures.values() for m in found]))
    print()
    for found in measures.values():
        print(verdict(found))
    cells = measures["grid cells"][-1]
    met = "yes" if cells.seconds < GRID_BUDGET else "NO"
    print(f"10,000-cell grid: lint {cells.seconds:.3f} s CPU (goal: well under {GRID_BUDGET:g} s; under it: {met})")


if __name__ == "__main__":
    main()
