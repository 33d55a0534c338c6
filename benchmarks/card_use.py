"""How much of the card each diagram uses.

For every shipped spec and corpus entry that composes, print the share of the
card's width and height its drawing covers (the brand's wordmark left out) and
the largest empty band across the card (rows of the card no element reaches,
as a share of its height), then the medians and how many leave a band over a
quarter of the card. A spec that gives a mark its `size` or `height` keeps
that size (the composition grows only what the spec leaves free), so such a
diagram is marked `sized` and not counted among those that leave a band.

    python benchmarks/card_use.py            # the table and the summary
    python benchmarks/card_use.py --summary  # the summary only
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from blueprint.diagnostics import SpecError
from blueprint.loader import Spec
from blueprint.pipeline import compile_spec
from blueprint.rules.geometry import largest_band
from blueprint.scene import Scene

ROOT = Path(__file__).resolve().parent.parent
QUARTER = 0.25
SIZE_KEYS = ("size", "height")  # keys by which a spec fixes a mark's size: its drawing keeps it


def measure(scene: Scene) -> tuple[float, float, float]:
    """(share of the width covered, of the height, largest empty band's share of the height)."""
    boxes = [e.bounds for e in scene.elements if e.role != "brand"]
    if not boxes:
        return 0.0, 0.0, 1.0
    left, right = min(b.x for b in boxes), max(b.right for b in boxes)
    top, bottom = min(b.y for b in boxes), max(b.bottom for b in boxes)
    return (right - left) / scene.width, (bottom - top) / scene.height, largest_band(boxes, scene.height) / scene.height


def sized(spec: Spec) -> bool:
    """Whether a mark of the spec is given its `size` or `height`."""
    return any(key in getattr(node.spec, "model_fields_set", ()) for node in spec.marks for key in SIZE_KEYS)


def specs() -> list[Path]:
    return sorted((ROOT / "specs").glob("*.yaml")) + sorted((ROOT / "tests" / "corpus").glob("*.yaml"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summary", action="store_true", help="print only the summary")
    args = parser.parse_args()
    rows: list[tuple[str, float, float, float, bool]] = []
    for path in specs():
        try:
            result = compile_spec(path.read_bytes(), str(path), draft=True)
        except SpecError:
            continue
        rows.append((f"{path.parent.name}/{path.stem}", *measure(result.scene), sized(result.spec)))
    if not args.summary:
        print(f"{'diagram':48} {'width':>6} {'height':>6} {'band':>6}")
        for name, width, height, band, given in rows:
            flag = ("  sized by its spec" if given else "  <- band over a quarter") if band > QUARTER else ""
            print(f"{name:48} {width:6.0%} {height:6.0%} {band:6.1%}{flag}")
    widths, heights, bands = [r[1] for r in rows], [r[2] for r in rows], [r[3] for r in rows]
    free = [r[3] for r in rows if not r[4]]
    print(
        f"{len(rows)} diagrams: median width {statistics.median(widths):.0%}, median height {statistics.median(heights):.0%}, "
        f"median largest empty band {statistics.median(bands):.0%}; {sum(b > QUARTER for b in bands)} leave a band over a quarter of the card, "
        f"{sum(b > QUARTER for b in free)} of the {len(free)} whose spec gives no mark a `size` or `height`"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
