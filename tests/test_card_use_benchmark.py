"""The card-use benchmark's taller-card check (issue 27, item 5): a diagram
that leaves a band over a quarter is called width-bound only where, composed
on a card twice as tall, it is drawn the same size. The check must be able to
say no: a plot takes the free height, so a curve grows on the taller card."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from card_use import extent, width_bound  # noqa: E402

from blueprint.pipeline import compile_spec  # noqa: E402


def scene_of(path: Path):
    return compile_spec(path.read_bytes(), str(path), draft=True).scene


def test_two_grids_of_squares_as_wide_as_the_card_are_width_bound():
    path = ROOT / "tests" / "corpus" / "before-after-packing.yaml"
    scene = scene_of(path)
    width, _ = extent(scene)
    assert width > scene.width - 2 * 56 - 16, "the two grids span the card's content width"
    assert width_bound(path, scene)


def test_a_curve_grows_on_a_taller_card_so_it_is_not_width_bound():
    path = ROOT / "specs" / "day-demand.yaml"
    scene = scene_of(path)
    assert not width_bound(path, scene), "a plot takes the free height: on a taller card it is drawn taller"
