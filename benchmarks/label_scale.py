"""How placing labels grows: 100, 1,000 and 3,000 labelled segments, each
size's compile (layout with the label search, and lint) as a cost per label
against the 100-label spec measured in the same run (1 is linear).

    python benchmarks/label_scale.py            # about a minute on an idle machine
    python benchmarks/label_scale.py --stacked  # the lanes stacked on a few timelines: a crowd that grows
    python benchmarks/label_scale.py --card     # stacked, on the blog's 1200 x 630 card
    python benchmarks/label_scale.py --piled    # 20 to 160 labelled icons piled `over` one icon

By default every label stands at one density, whatever their number: rows of
two one-lane timelines of 50 one-second segments (a row holds 100 labels, 39
px a segment across a 4000 px canvas, the labels above and below their lane
in turn), each timeline given its height so no level grows it, as many rows
as the labels need on a canvas as tall as they need (ROW_PITCH px a row),
the labels four characters each (`a000` to `c999`). Each label has the same
neighbours at every size; the table prints how many (`partners`: the labels
whose places come within the search's reach of its own, `REACH`), so the
claim is checked, not assumed. A linear placement costs the same per label.

With `--stacked` (the default before session 10), the lanes stack 32 to a
timeline, 64 segments a lane, on a 4000 x 4000 canvas: a lane's labels below
it and the next lane's above it share the gap between them, so the more
lanes, the more labels each label meets (4.1 partners at 100 labels, 7.5
at 1,000, 7.8 at 3,000), and 100 labels leave most of the card empty where
1,000 leave a band the fill level bisects (9 drawings placed, against 4). That measures a growing crowd, not the cost of
more labels. On the card (`--card`) the stacked lanes thin as they multiply;
lint refuses such a spec either way.

With `--piled`, the labels stand on one spot: 20, 40, 80 and 160 icons,
each with a label, drawn `over` one icon (lint refuses them: the compile is
timed to the refusal). Every label's places meet every other's, and every
icon draws the same shapes as the others: a search that judges pairs one by
one costs the pile's size squared (issue 27 item 7). Each size's cost per
icon is printed against the 20-icon spec's of the same run.

Each table says, too, how many compositions had their labels placed in one
compile: the levels (`layout/levels.py`) weigh more compositions where the
drawing leaves a band of the card empty (a fill level found by bisection),
and each composition that draws something new places every label once
(`layout/labelled.py`; one that draws what another drew is not placed again).

Times are CPU seconds of one compile (`compile_spec` as a draft: load, layout
with the label search, lint), the median of `--repeat` runs. Nothing here is
asserted: tests never time anything (tests/layout/test_label_scale.py checks
that 300 labels are placed at all).
"""

from __future__ import annotations

import argparse
import gc
import math
import statistics
import time
from textwrap import indent

SIZES = (100, 1_000, 3_000)
PER_LANE = 64  # stacked: a lane holds 64 segments: 3,000 labels take 47 lanes, which fit the canvas without shrinking
MOST_LANES = 32  # a timeline holds 32 lanes
BIG_CANVAS = "canvas: {width: 4000, height: 4000}\n"
ROW_TIMELINES = 2  # rows: two timelines side by side ...
ROW_SEGMENTS = 50  # ... of one lane of 50 segments each: 100 labels a row
ROW_HEIGHT = 48  # px each timeline is given: no level grows its lane
ROW_GAP = 72  # px between rows (a column's gap, lane to lane): the places of one row's labels stand past the search's reach of the next's
ROW_PITCH = 128  # px of canvas a row takes: its lane, its labels above and below, the gap to the next
ROW_MARGINS = 140  # px of canvas the margins and the wordmark take
ROW_WIDTH = 4000


def rows(labels: int) -> str:
    """`labels` labelled segments at one density: rows of two one-lane timelines of
    ROW_SEGMENTS segments, on a canvas ROW_WIDTH wide and as tall as the rows need."""
    count = math.ceil(labels / (ROW_TIMELINES * ROW_SEGMENTS))
    marks, made = [], 0
    for _ in range(count):
        timelines = []
        for _ in range(ROW_TIMELINES):
            names = [f"{chr(ord('a') + n // 1000)}{n % 1000:03d}" for n in range(made, made + ROW_SEGMENTS)]
            made += ROW_SEGMENTS
            segments = ", ".join(f"{{duration: 1 s, label: {name}}}" for name in names)
            timelines.append(
                f"          - timeline:\n              unit: s\n              span: {ROW_SEGMENTS} s\n"
                f"              height: {ROW_HEIGHT}\n              lanes:\n                - segments: [{segments}]\n"
            )
        marks.append("  - row:\n      marks:\n" + "".join(timelines))
    canvas = f"canvas: {{width: {ROW_WIDTH}, height: {ROW_MARGINS + count * ROW_PITCH}}}\n"
    if count == 1:  # a column of one takes no gap
        return "blueprint: 1\n" + canvas + "marks:\n" + marks[0]
    return "blueprint: 1\n" + canvas + f"marks:\n  - column:\n      gap: {ROW_GAP}\n      marks:\n" + "".join(indent(m, "      ") for m in marks)


def timelines(labels: int, canvas: str = BIG_CANVAS) -> str:
    """Stacked: `labels` labelled one-second segments, PER_LANE to a lane, on as many timelines as the lanes need."""
    lanes = math.ceil(labels / PER_LANE)
    marks, made = [], 0
    while lanes > 0:
        here = min(lanes, MOST_LANES)
        lanes -= here
        rows = []
        for lane in range(here):
            count = min(PER_LANE, labels - made)
            made += count
            segments = ", ".join(f"{{duration: 1 s, label: s{lane}-{i}}}" for i in range(count))
            rows.append(f"        - segments: [{segments}]\n")
        marks.append(f"  - timeline:\n      unit: s\n      span: {PER_LANE} s\n      lanes:\n" + "".join(rows))
    return "blueprint: 1\n" + canvas + "marks:\n" + "".join(marks)


PILED_SIZES = (20, 40, 80, 160)


def piled(icons: int) -> str:
    """`icons` labelled icons drawn `over` one icon: their labels' places all meet."""
    return "blueprint: 1\nmarks:\n  - icon: {id: base, name: gpu}\n" + "".join(
        f"  - icon: {{name: gpu, label: l{i}, over: base}}\n" for i in range(icons)
    )


def partners(scene: object) -> float:
    """The density round a label: how many other movable labels, on average,
    stand within the search's reach of its places (`label_search.REACH` round
    all of them), as the search finds its partners."""
    from blueprint.layout.label_search import REACH
    from blueprint.rules.index import Buckets
    from blueprint.scene import Box, Text

    texts = [e for e in scene.elements if isinstance(e, Text) and e.alternatives]  # type: ignore[attr-defined]
    if not texts:
        return 0.0
    reach = [Box.around([t.box] + [t.box.moved(dx, dy) for dx, dy in t.alternatives]).grown(REACH) for t in texts]  # type: ignore[union-attr]
    near = Buckets(max(b.right for b in reach) + 1, max(b.bottom for b in reach) + 1, enumerate(reach))
    return sum(sum(1 for other in near.near(box) if other != number and reach[other].overlaps(box)) for number, box in enumerate(reach)) / len(texts)


def compile_time(text: str, repeat: int) -> tuple[float, int, float]:
    """The median CPU seconds of compiling `text` as a draft (lint's problems
    kept, not raised), how many compositions had their labels placed in one
    compile (the levels weigh more of them where the drawing leaves the card
    a band to fill, each new drawing costing a placement of every label), and
    the partners per label of the scene that stands (untimed)."""
    from blueprint.diagnostics import SpecError
    from blueprint.layout import labelled
    from blueprint.pipeline import compile_spec

    runs, placed, density = [], [], 0.0
    place = labelled.place_labels

    def counted(*args: object) -> object:
        placed.append(1)
        return place(*args)  # type: ignore[arg-type]

    labelled.place_labels = counted  # type: ignore[assignment]
    try:
        for _ in range(repeat):
            gc.collect()
            placed.clear()
            began = time.process_time()
            try:
                result = compile_spec(text, "labels.yaml", draft=True)
            except SpecError:  # on the card, too many lanes are refused at their size, before labels: timed as such
                result = None
            runs.append(time.process_time() - began)
    finally:
        labelled.place_labels = place
    if result is not None:
        density = partners(result.scene)
    return statistics.median(runs), len(placed), density


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stacked", action="store_true", help="the lanes stacked 32 to a timeline on a 4000 px canvas: the crowd grows with the labels")
    parser.add_argument("--card", action="store_true", help="stacked, on the blog's 1200 x 630 card (crowded), not a 4000 px canvas")
    parser.add_argument("--piled", action="store_true", help="20 to 160 labelled icons piled on one icon, not segments on timelines")
    parser.add_argument("--repeat", type=int, default=3, help="compiles per size, the median kept [3]")
    args = parser.parse_args()
    if args.piled:
        piled_table(args.repeat)
        return
    if args.stacked or args.card:
        canvas = "" if args.card else BIG_CANVAS
        spec = lambda size: timelines(size, canvas)
    else:
        spec = rows
    compile_time(spec(100), 1)  # warm: fonts, models, imports
    table, baseline = [], None
    for size in SIZES:
        seconds, placed, density = compile_time(spec(size), args.repeat)
        per_label = seconds / size
        baseline = baseline or per_label
        table.append((size, seconds, per_label, per_label / baseline, placed, density))
    print("| labels | compile, median CPU s | ms / label | ratio to 100 | compositions labelled | partners / label |")
    print("| --- | --- | --- | --- | --- | --- |")
    for size, seconds, per_label, ratio, placed, density in table:
        print(f"| {size:,} | {seconds:.2f} | {per_label * 1e3:.2f} | {ratio:.2f} | {placed} | {density:.1f} |")
    print(f"3,000 against 1,000: {table[2][1] / table[1][1]:.2f} times the time for 3 times the labels")


def piled_table(repeat: int) -> None:
    """The piled icons' table: each size's CPU time per icon against the smallest's."""
    compile_time(piled(PILED_SIZES[0]), 1)  # warm: fonts, models, imports
    rows, baseline = [], None
    for size in PILED_SIZES:
        seconds, placed, _ = compile_time(piled(size), repeat)
        per_icon = seconds / size
        baseline = baseline or per_icon
        rows.append((size, seconds, per_icon, per_icon / baseline, placed))
    print(f"| piled icons | compile, median CPU s | ms / icon | ratio to {PILED_SIZES[0]} | compositions labelled |")
    print("| --- | --- | --- | --- | --- |")
    for size, seconds, per_icon, ratio, placed in rows:
        print(f"| {size} | {seconds:.2f} | {per_icon * 1e3:.1f} | {ratio:.2f} | {placed} |")
    print(f"{PILED_SIZES[-1]} against {PILED_SIZES[-2]}: {rows[-1][1] / rows[-2][1]:.2f} times the time for 2 times the icons")


if __name__ == "__main__":
    main()
