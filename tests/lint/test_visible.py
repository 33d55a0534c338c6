"""Every part the spec names shows on the card (issue 27): a part a later part
paints over keeps a strip the reader sees, at the card's size and on the 400 px
index, or lint refuses it at its node; a short segment widened to the least a
part is drawn stands over the segment after it instead of under it."""

from __future__ import annotations

import random

from conftest import spec_text

from blueprint.pipeline import compile_spec


def timeline(*segments: str) -> str:
    return spec_text(
        "blueprint: 1",
        "marks:",
        "  - timeline:",
        "      unit: h",
        "      span: 48 h",
        "      ticks: 12 h",
        "      lanes:",
        "        - label: job",
        f"          segments: [{', '.join(segments)}]",
    )


def parts_shown(text: str, fill: str | None = None) -> list[float]:
    """The width of each filled segment's drawing (or only those in `fill`) that no later segment covers, at its middle row."""
    scene = compile_spec(text, "spec.yaml", draft=True).scene
    widths = []
    for index, element in enumerate(scene.elements):
        if element.role == "segment" and getattr(element, "paint", None) is not None and element.paint.fill and fill in (None, element.paint.fill):
            box = element.bounds
            y = box.centre_y
            later = [e.bounds for e in scene.elements[index + 1:] if e.role == "segment" and e.paint.fill and e.bounds.y <= y <= e.bounds.bottom]
            shown = [x / 4 for x in range(int(box.x * 4), int(box.right * 4)) if not any(c.x <= x / 4 <= c.right for c in later)]
            widths.append(len(shown) / 4)
    return widths


def test_a_forty_second_segment_is_drawn_over_the_next_not_under_it(compile_text):
    text = timeline("{duration: 10 h}", "{duration: 40 s, fill: blue}", "{duration: 10 h, fill: grey}")
    _, errors = compile_text(text)
    assert errors == []
    assert parts_shown(text, "blue") and min(parts_shown(text, "blue")) >= 3


def test_a_part_a_layer_paints_over_is_refused_at_it(compile_text):
    _, errors = compile_text(timeline("{start: 0, duration: 2 h, fill: blue}", "{start: 0, duration: 10 h, fill: grey, layer: true}"))
    assert len(errors) == 1, errors
    line = errors[0]
    assert line.startswith("spec.yaml:9:22: error: ") and "is painted over by" in line and "400 px index" in line


def test_generated_lanes_of_short_and_long_segments_show_every_part(compile_text):
    """Lanes of segments from seconds to hours, one after another: lint says a
    part is painted over exactly when one shows under 3 px (the least on the
    card and on the index), measured here apart from lint; a short segment
    alone among long ones always shows (it stands over the next); several
    short ones on one spot cannot all show, and are refused."""
    chooser = random.Random(27)
    for _ in range(12):
        durations = [chooser.choice(["20 s", "40 s", "1 min", "5 min", "30 min", "2 h", "6 h"]) for _ in range(chooser.randint(2, 6))]
        fills = [chooser.choice(["blue", "grey", "dark"]) for _ in durations]
        text = timeline(*(f"{{duration: {d}, fill: {f}}}" for d, f in zip(durations, fills)))
        _, errors = compile_text(text)
        hidden = any(width < 3 for width in parts_shown(text))
        refused = any("painted over" in e or "on the very spot" in e for e in errors)  # or, quite hidden on its spot, the pairs' finding
        assert refused == hidden, (durations, fills, errors)
        short = [d in ("20 s", "40 s", "1 min", "5 min") for d in durations]  # under the 6 px a part is drawn at least, on 48 h
        if not any(a and b for a, b in zip(short, short[1:])):
            assert not hidden, (durations, fills)
