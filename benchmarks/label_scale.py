"""How placing labels grows: 100, 1,000 and 3,000 labelled segments on a few
timelines (32 lanes of 64 each at most), compiled through layout and lint,
each as a cost per label against the 100-label spec measured in the same run
(1 is linear).

    python benchmarks/label_scale.py           # about a minute on an idle machine
    python benchmarks/label_scale.py --card    # the same labels on the blog's 1200 x 630 card
    python benchmarks/label_scale.py --piled   # 20 to 160 labelled icons piled `over` one icon

By default the labels stand on a 4000 x 4000 canvas, where they have room: the
density round each label stays the same as their number grows, so a linear
placement costs the same per label. On the card (`--card`) the lanes thin as
they multiply, every label has more neighbours, and the cost per label grows
with the crowd however the search is made; lint refuses such a spec either way.

With `--piled`, the labels stand on one spot: 20, 40, 80 and 160 icons,
each with a label, drawn `over` one icon (lint refuses them: the compile is
timed to the refusal). Every label's places meet every other's, and every
icon draws the same shapes as the others: a search that judges pairs one by
one costs the pile's size squared (issue 27 item 7). Each size's cost per
icon is printed against the 20-icon spec's of the same run.

Each table says, too, how many compositions had their labels placed in one
compile: the levels (`layout/levels.py`) weigh more compositions where the
drawing leaves a band of the card empty (a fill level found by bisection),
and each places every label once (`layout/labelled.py`), so a spec that
leaves room costs more per label than one that fills the card.

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

SIZES = (100, 1_000, 3_000)
PER_LANE = 64  # a lane holds 64 segments: 3,000 labels take 47 lanes, which fit the canvas without shrinking
MOST_LANES = 32  # a timeline holds 32 lanes
BIG_CANVAS = "canvas: {width: 4000, height: 4000}\n"


def timelines(labels: int, canvas: str = BIG_CANVAS) -> str:
    """`labels` labelled one-second segments, PER_LANE to a lane, on as many timelines as the lanes need."""
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


def compile_time(text: str, repeat: int) -> tuple[float, int]:
    """The median CPU seconds of compiling `text` as a draft (lint's problems
    kept, not raised), and how many compositions had their labels placed in
    one compile: the levels weigh more of them where the drawing leaves the
    card a band to fill, each costing a placement of every label."""
    from blueprint.diagnostics import SpecError
    from blueprint.layout import labelled
    from blueprint.pipeline import compile_spec

    runs, placed = [], []
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
                compile_spec(text, "labels.yaml", draft=True)
            except SpecError:  # on the card, too many lanes are refused at their size, before labels: timed as such
                pass
            runs.append(time.process_time() - began)
    finally:
        labelled.place_labels = place
    return statistics.median(runs), len(placed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--card", action="store_true", help="on the blog's 1200 x 630 card (crowded), not a 4000 px canvas")
    parser.add_argument("--piled", action="store_true", help="20 to 160 labelled icons piled on one icon, not segments on timelines")
    parser.add_argument("--repeat", type=int, default=3, help="compiles per size, the median kept [3]")
    args = parser.parse_args()
    if args.piled:
        piled_table(args.repeat)
        return
    canvas = "" if args.card else BIG_CANVAS
    compile_time(timelines(100, canvas), 1)  # warm: fonts, models, imports
    rows, baseline = [], None
    for size in SIZES:
        seconds, placed = compile_time(timelines(size, canvas), args.repeat)
        per_label = seconds / size
        baseline = baseline or per_label
        rows.append((size, seconds, per_label, per_label / baseline, placed))
    print("| labels | compile, median CPU s | ms / label | ratio to 100 | compositions labelled |")
    print("| --- | --- | --- | --- | --- |")
    for size, seconds, per_label, ratio, placed in rows:
        print(f"| {size:,} | {seconds:.2f} | {per_label * 1e3:.2f} | {ratio:.2f} | {placed} |")
    print(f"3,000 against 1,000: {rows[2][1] / rows[1][1]:.2f} times the time for 3 times the labels")


def piled_table(repeat: int) -> None:
    """The piled icons' table: each size's CPU time per icon against the smallest's."""
    compile_time(piled(PILED_SIZES[0]), 1)  # warm: fonts, models, imports
    rows, baseline = [], None
    for size in PILED_SIZES:
        seconds, placed = compile_time(piled(size), repeat)
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
