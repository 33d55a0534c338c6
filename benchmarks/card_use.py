"""How much of the card each diagram uses.

For every shipped spec and corpus entry that composes, print the share of the
card's width and height its drawing covers (the brand's wordmark left out) and
the largest empty band across the card (rows of the card no element reaches,
as a share of its height), then the medians and how many leave a band over a
quarter of the card. A spec that gives a mark its `size` or `height` keeps
that size (the composition grows only what the spec leaves free), so such a
diagram is marked `sized` and not counted among those that leave a band.

Every other diagram over a quarter is composed again on a card twice as tall
(`canvas: {width: 1200, height: 1260}`). Drawn the same size there, its size
is set by the card's width and the style's bounds (square cells, a bar's
least thickness), not by the height it left empty: it is marked `width-bound`.
One that grows there could have used the card and did not: that is a defect.

    python benchmarks/card_use.py            # the table and the summary
    python benchmarks/card_use.py --summary  # the summary only
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
from pathlib import Path

import yaml

from blueprint.diagnostics import SpecError
from blueprint.loader import Spec
from blueprint.pipeline import compile_spec
from blueprint.rules.geometry import largest_band
from blueprint.scene import Scene

ROOT = Path(__file__).resolve().parent.parent
QUARTER = 0.25
SIZE_KEYS = ("size", "height")  # keys by which a spec fixes a mark's size: its drawing keeps it
TALLER = 2.0  # the taller card's height, in the card's: room enough for any drawing to grow into
SAME = 1.0  # px: a drawing within this of its size on the card is drawn the same size


def extent(scene: Scene) -> tuple[float, float]:
    """The drawing's width and height in px, the brand's wordmark left out."""
    boxes = [e.bounds for e in scene.elements if e.role != "brand"]
    if not boxes:
        return 0.0, 0.0
    return max(b.right for b in boxes) - min(b.x for b in boxes), max(b.bottom for b in boxes) - min(b.y for b in boxes)


def width_bound(path: Path, scene: Scene) -> bool:
    """Whether the spec, composed on a card `TALLER` times as tall, draws the
    same size: then the card's width and the style's bounds set its size, and
    the height it leaves empty is the shape the spec asks for."""
    data = yaml.safe_load(io.BytesIO(path.read_bytes()))
    data["canvas"] = {"width": round(scene.width), "height": round(scene.height * TALLER)}
    taller = compile_spec(yaml.safe_dump(data, sort_keys=False), str(path), draft=True).scene
    return all(abs(a - b) <= SAME for a, b in zip(extent(taller), extent(scene)))


def measure(scene: Scene) -> tuple[float, float, float]:
    """(share of the width covered, of the height, largest empty band's share of the height)."""
    boxes = [e.bounds for e in scene.elements if e.role != "brand"]
    if not boxes:
        return 0.0, 0.0, 1.0
    left, right = min(b.x for b in boxes), max(b.right for b in boxes)
    top, bottom = min(b.y for b in boxes), max(b.bottom for b in boxes)
    return (right - left) / scene.width, (bottom - top) / scene.height, largest_band(boxes, scene.height) / scene.height


def sized(spec: Spec) -> bool:
    """Whether the spec sets its card's size or gives a mark its `size` or `height`."""
    if "canvas" in spec.header.model_fields_set:
        return True
    return any(key in getattr(node.spec, "model_fields_set", ()) for node in spec.marks for key in SIZE_KEYS)


def specs() -> list[Path]:
    return sorted((ROOT / "specs").glob("*.yaml")) + sorted((ROOT / "tests" / "corpus").glob("*.yaml"))


def verdict(path: Path, result_scene: Scene, band: float, given: bool) -> str:
    """Why a band over a quarter is left: `sized`, `width-bound`, or `grows`
    (a defect: on a taller card the drawing is larger); '' under a quarter."""
    if band <= QUARTER:
        return ""
    if given:
        return "sized"
    return "width-bound" if width_bound(path, result_scene) else "grows"


FLAGS = {
    "": "",
    "sized": "  sized by its spec",
    "width-bound": "  width-bound: drawn the same on a card twice as tall",
    "grows": "  <- grows on a taller card: room left unused",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summary", action="store_true", help="print only the summary")
    args = parser.parse_args()
    rows: list[tuple[str, float, float, float, str, bool]] = []
    for path in specs():
        try:
            result = compile_spec(path.read_bytes(), str(path), draft=True)
        except SpecError:
            continue
        width, height, band = measure(result.scene)
        given = sized(result.spec)
        rows.append((f"{path.parent.name}/{path.stem}", width, height, band, verdict(path, result.scene, band, given), given))
    if not args.summary:
        print(f"{'diagram':48} {'width':>6} {'height':>6} {'band':>6}")
        for name, width, height, band, why, _ in rows:
            print(f"{name:48} {width:6.0%} {height:6.0%} {band:6.1%}{FLAGS[why]}")
    widths, heights, bands = [r[1] for r in rows], [r[2] for r in rows], [r[3] for r in rows]
    free = [r for r in rows if not r[5]]
    over = [r for r in free if r[3] > QUARTER]
    print(
        f"{len(rows)} diagrams: median width {statistics.median(widths):.0%}, median height {statistics.median(heights):.0%}, "
        f"median largest empty band {statistics.median(bands):.0%}; {sum(b > QUARTER for b in bands)} leave a band over a quarter of the card, "
        f"{len(over)} of the {len(free)} whose spec gives no size ({sum(r[4] == 'width-bound' for r in over)} width-bound, drawn the same on a card "
        f"twice as tall; {sum(r[4] == 'grows' for r in over)} that grow there, room left unused)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
