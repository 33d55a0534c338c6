"""How the cost of a grid grows with its cells: compile (load, layout, describe, SVG)
and rasterize grids of 100, 1,000 and 10,000 cells, and print the cost per cell as a
ratio to the 100-cell grid measured in the same run. A ratio near or under 1 means
the cost grows no faster than the number of cells.

    python benchmarks/grid_cells.py [--repeat N] [--png]
"""

from __future__ import annotations

import argparse
import time

from blueprint import compile_spec

SIZES = (100, 1_000, 10_000)


def spec(cells: int) -> str:
    columns = int(cells**0.5)
    return (
        "blueprint: 1\nsubject: a cluster\nmarks:\n"
        f"  - grid: {{cells: {cells}, columns: {columns}, state: used, noun: GPU cell,"
        " scatter: [{state: free, share: 25%}], crosses: [1]}\n"
    )


def best_time(cells: int, repeat: int, png: bool) -> float:
    text = spec(cells)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        result = compile_spec(text, f"grid-{cells}.yaml")
        if png:
            result.png
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per size; the fastest is kept")
    parser.add_argument("--png", action="store_true", help="rasterize too")
    args = parser.parse_args()
    best_time(SIZES[0], 1, args.png)  # warm the font and imports
    baseline = None
    print(f"{'cells':>8} {'seconds':>9} {'us/cell':>9} {'ratio':>7}")
    for cells in SIZES:
        seconds = best_time(cells, args.repeat, args.png)
        per_cell = seconds / cells
        baseline = baseline or per_cell
        print(f"{cells:>8} {seconds:>9.3f} {per_cell * 1e6:>9.1f} {per_cell / baseline:>7.2f}")


if __name__ == "__main__":
    main()
