"""The curve specs of our own (no gallery entry yet): a post on cloud capacity.
Their alt texts are checked fact by fact against what the values say."""

from __future__ import annotations

import pytest

import blueprint
from conftest import SPECS, facts


@pytest.fixture(scope="module")
def day():
    return blueprint.render(SPECS / "day-demand.yaml")


@pytest.fixture(scope="module")
def burst():
    return blueprint.render(SPECS / "burst-capacity.yaml")


def test_day_demand_alt_text(day):
    facts(
        day.alt,
        "Blueprint of a day of GPU demand as a curve of demand over twenty-four hours",
        "climbing to two peaks and falling away at night",
        "A thick dashed line marked provisioned runs across at eighty",
        "the demand stays under it all day",
        "the gap under the line is grey hatched, capacity paid for and idle",
        "A blue save icon marked checkpoint sits on the baseline under the valley",
    )


def test_day_demand_drawing(day):
    scene = day.scene
    curve = next(e for e in scene.elements if e.role == "curve")
    line = next(e for e in scene.elements if e.role == "reference")
    assert all(y > line.y1 for _, (x, y) in curve.segments), "under the line all day"
    region = [e for e in scene.elements if e.role == "region"]
    assert len(region) == 1 and region[0].paint.hatch == "grey"
    save = [e for e in scene.elements if e.owner[3:4] == ("marks",) and e.role == "icon"]
    baseline = next(e for e in scene.elements if e.role == "baseline")
    assert save and max(e.bounds.bottom for e in save) <= baseline.y1 + 1, "on the baseline"


def test_burst_capacity_alt_text(burst):
    facts(
        burst.alt,
        "Blueprint of a day of inference load as a curve of load",
        "climbing to two peaks",
        "A line marked reserved nodes runs across at sixty",
        "the load crosses it twice",
        "the part above the line is solid blue, load served by burst nodes restored from snapshots",
        "A blue cloud icon stands over the highest peak",
    )


def test_burst_capacity_drawing(burst):
    scene = burst.scene
    curve = next(e for e in scene.elements if e.role == "curve")
    line = next(e for e in scene.elements if e.role == "reference")
    highest = min(y for _, (x, y) in curve.segments)
    peak_x = next(x for _, (x, y) in curve.segments if y == highest)
    cloud = blueprint.scene.Box.around([e.bounds for e in scene.elements if e.owner[3:4] == ("marks",)])
    assert cloud.bottom <= highest and cloud.x < peak_x < cloud.right, "over the highest peak"
    regions = [e for e in scene.elements if e.role == "region"]
    assert regions and all(r.paint.fill == "blue" and r.bounds.bottom == pytest.approx(line.y1, abs=0.5) for r in regions)
