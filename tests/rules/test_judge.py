"""Two elements judged by their boxes that stand further apart than any
clearance break no rule (rules/judge.py, `conflict` looks no further): over
every shipped spec's scene, every pair the quick look passes over is one the
full judgment (kin, rule, drawn geometry) lets stand, and the pairs judged
past it are judged as before, whatever their kinds and roles."""

from __future__ import annotations

from pathlib import Path

import pytest

from blueprint import compile_spec
from blueprint.rules import policy
from blueprint.rules.judge import FARTHEST, _boxed, conflict, judged
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Rect, Text, Paint

SPECS = sorted((Path(__file__).resolve().parents[2] / "specs").glob("*.yaml"))


def _full(first, second, index: MarkIndex) -> str | None:
    """The judgment without the quick look: kin, rule, then the drawing."""
    return judged(first, second, policy.kin(first, second, index.mark_of, index.joined, index.holds_end))


@pytest.mark.parametrize("spec", SPECS[::4], ids=lambda p: p.stem)
def test_the_quick_look_passes_over_only_what_the_full_judgment_lets_stand(spec: Path):
    scene = compile_spec(spec.read_text(), str(spec), draft=True).scene
    elements = scene.elements
    index = MarkIndex(scene.marks, elements)
    for at, first in enumerate(elements):
        for second in elements[at + 1 : at + 41]:  # neighbours in drawing order: near and far, of every kind
            assert conflict(first, second, index) == _full(first, second, index)
            assert conflict(second, first, index) == _full(second, first, index)


def test_a_label_just_inside_the_wordmarks_clearance_is_still_judged():
    """At the widest clearance (the wordmark's corner) a box a pixel inside it
    is judged, and the quick look answers only past FARTHEST."""
    brand = Text("codana", 1100, 600, 14, "line", Box(1060, 588, 80, 16), "brand", ("brand",), ())
    index = MarkIndex(())
    inside = Rect(Box(1060 - policy.BRAND_CLEARANCE - 5 + 1, 588, 5, 5), Paint(fill="grey"), "icon", ("marks", 0), ("marks", 0))
    far = Rect(Box(1060 - FARTHEST - 5 - 0.01, 588, 5, 5), Paint(fill="grey"), "icon", ("marks", 0), ("marks", 0))
    assert _boxed(brand) and _boxed(inside)
    assert conflict(inside, brand, index) == _full(inside, brand, index) is not None
    assert conflict(far, brand, index) is None and _full(far, brand, index) is None


def test_a_leader_whose_words_end_stands_on_another_series_breaks_the_rule():
    """Every leader is drawn from its dot: that end points at the line it
    names; its other end, at the words, on another series (where that series
    crosses a target line) reads as naming it (review 10, latency-spike)."""
    from blueprint.scene import Line, MarkInfo, Path

    chart = ("marks", 0)
    grey = Path((("M", (0.0, 300.0)), ("L", (400.0, 100.0))), Paint(stroke="ink"), "curve", chart + ("series", 0), chart + ("series", 0))
    index = MarkIndex((MarkInfo(chart, "curve"),), [grey])
    mark = chart + ("marks", 1, "label", "leader")
    on_it = Line(300.0, 300.0, 200.0, 200.0, Paint(stroke="ink"), "leader", mark, mark)  # (200, 200) lies on the grey line
    short = Line(300.0, 300.0, 250.0, 250.0, Paint(stroke="ink"), "leader", mark, mark)
    dot_on_it = Line(200.0, 200.0, 300.0, 300.0, Paint(stroke="ink"), "leader", mark, mark)
    assert conflict(on_it, grey, index) == policy.OVERLAP
    assert conflict(short, grey, index) is None
    assert conflict(dot_on_it, grey, index) is None
