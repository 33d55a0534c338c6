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
        "Blueprint of a day of GPU demand as a grey curve of demand over twenty-four hours ruled every six hours",
        "climbing to two peaks and falling away at night",
        "A thick dashed line marked provisioned runs across",
        "the demand stays under it all day",
        "the gap under the line is grey hatched, standing for capacity paid for and idle",
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
        "Blueprint of a day of inference load as a grey curve of load",
        "climbing to two peaks",
        "A solid line marked reserved nodes runs across",
        "the load crosses it twice",
        "the part above the line is solid blue, standing for load served by burst nodes restored from snapshots",
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


# Several series on one pair of axes: a post on headroom, and one on overfitting.

HEADROOM = """\
blueprint: 1
subject: a day of inference demand and capacity
marks:
  - curve:
      id: fleet
      width: 80%
      at: left
      span: 24 h
      ticks: 6 h
      top: 100
      series:
        - {id: demand, label: demand, values: [18, 15, 13, 12, 12, 14, 22, 34, 46, 57, 64, 66, 63,
                                               61, 64, 70, 76, 78, 70, 58, 46, 36, 28, 22, 19]}
        - {id: capacity, label: capacity, colour: blue, outline: dashed, step: true,
           values: [30, 30, 30, 30, 30, 30, 40, 50, 60, 70, 80, 80, 80, 80, 80, 80, 90, 90, 80, 70, 60, 50, 40, 30, 30]}
      regions: [{between: [capacity, demand], fill: grey, hatch: true, means: headroom paid for and idle}]
      marks: [{at: 2 h, place: baseline, block: true, width: 3 h, colour: blue, label: restore}]
  - icon: {id: cloud, name: cloud, colour: blue, label: burst, at: top-right}
  - connector: {from: fleet.demand.peak-1, to: cloud, colour: blue, arrow: end, outline: dashed}
"""

OVERFITTING = """\
blueprint: 1
subject: a fine-tuning run's loss
marks:
  - curve:
      id: run
      unit: epoch
      span: 12
      ticks: 2
      top: 3
      series:
        - {id: train, label: training loss, values: [2.6, 1.9, 1.5, 1.25, 1.08, 0.96, 0.87, 0.8, 0.74, 0.69, 0.65, 0.62, 0.6]}
        - {id: val, label: validation loss, colour: blue, outline: dashed,
           values: [2.7, 2.0, 1.62, 1.42, 1.3, 1.24, 1.21, 1.2, 1.21, 1.24, 1.28, 1.33, 1.38]}
      regions:
        - {between: [val, train], fill: red, hatch: true, means: the gap that overfitting opens}
      marks:
        - {at: 7, place: baseline, block: true, width: 1.5, colour: blue, label: early stop}
"""


@pytest.fixture(scope="module")
def headroom():
    return blueprint.render(HEADROOM)


@pytest.fixture(scope="module")
def overfitting():
    return blueprint.render(OVERFITTING)


def test_headroom_alt_text(headroom):
    facts(
        headroom.alt,
        "Blueprint of a day of inference demand and capacity as two series over twenty-four hours ruled every six hours: a grey curve of demand and a blue dashed step line of capacity",
        "The grey curve of demand, lying low overnight, then climbing past a lesser hump at eleven hours to a peak at seventeen hours and falling away at night, stays under the capacity all day",
        "where the capacity runs above the demand, the gap between them is grey hatched, standing for headroom paid for and idle",
        "The blue dashed step line of capacity follows the demand in steps, lying low overnight, then climbing to a single peak from sixteen to eighteen hours and falling away at night",
        "A blue block marked restore spans the baseline from two to five hours",
    )


def test_headroom_drawing(headroom):
    scene = headroom.scene
    demand, capacity = (e for e in scene.elements if e.role == "curve" and e.owner[-2:] in (("series", 0), ("series", 1)))
    assert {demand.paint.line, capacity.paint.line} == {"solid", "dashed"}
    (region,) = [e for e in scene.elements if e.role == "region"]
    assert region.paint.hatch == "grey"
    (arrow,) = [e for e in scene.elements if e.role == "connector"]
    assert scene.anchors["fleet.demand.peak-1"].grown(1).contains(blueprint.scene.Box(arrow.x1, arrow.y1, 0, 0)), "the arrow leaves the peak of demand"
    (block,) = [e for e in scene.elements if e.role == "marker"]
    plot = scene.anchors["fleet"]
    assert block.box.width == pytest.approx(plot.width * 3 / 24), "three hours of a day"


def test_overfitting_alt_text(overfitting):
    facts(
        overfitting.alt,
        "as two series over twelve epochs ruled every two epochs: a grey curve of training loss and a blue dashed curve of validation loss",
        "The grey curve of training loss, falling steeply then flattening, stays under the validation loss throughout",
        "the gap between them is red hatched, standing for the gap that overfitting opens",
        "A blue block marked early stop spans the baseline from seven to eight and a half epochs",
    )


def test_overfitting_drawing(overfitting):
    scene = overfitting.scene
    ticks = [t.text for t in scene.texts() if t.owner[-1] == "ticks"]
    assert ticks == ["0", "2", "4", "6", "8", "10", "12 epochs"]
    labels = {t.text: t for t in scene.texts() if t.owner[-1] == "label" and "series" in t.owner}
    assert labels["validation loss"].box.bottom <= labels["training loss"].box.y, "each label on its own side of the gap"


# --- a look that changes along a series, walked from the model (issue 25 item 5) ---

import itertools  # noqa: E402
import typing  # noqa: E402

from blueprint import SpecError, compile_spec  # noqa: E402
from blueprint.marks.curve.spec import PastSpec, SeriesSpec  # noqa: E402

STROKES = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}


def _choices(model, key: str) -> list:
    """The values a field's type allows (its Literal's, or None)."""
    annotation = model.model_fields[key].annotation
    args = typing.get_args(annotation)
    literal = next(a for a in args if typing.get_origin(a) is typing.Literal) if args and typing.get_origin(annotation) is not typing.Literal else annotation
    return list(typing.get_args(literal)) + ([None] if type(None) in args else [])


PAST_LOOKS = [(c, o) for c, o in itertools.product(_choices(PastSpec, "colour"), _choices(PastSpec, "outline")) if (c, o) != (None, None)]


@pytest.mark.parametrize("where", [{"at": "30 min"}, {"value": 50}])
@pytest.mark.parametrize("colour, outline", PAST_LOOKS)
def test_every_look_a_series_takes_past_a_place_or_value_is_drawn_and_said_or_refused(where, colour, outline):
    """Each look `past` can write, on a grey solid series (the defaults the model
    gives `SeriesSpec`): drawn from the cut on in that look and said, or, where it
    changes nothing, refused at its key."""
    own = {"colour": SeriesSpec.model_fields["colour"].default, "outline": SeriesSpec.model_fields["outline"].default}
    past = dict(where) | {k: v for k, v in (("colour", colour), ("outline", outline)) if v is not None}
    series = [{"id": "a", "values": [10, 20, 40, 70, 90], "past": past}, {"id": "b", "values": [5, 5, 5, 5, 5]}]
    text = yaml_spec({"curve": {"unit": "min", "span": "60 min", "series": series}})
    if colour == own["colour"] or outline == own["outline"]:
        with pytest.raises(SpecError) as refused:
            compile_spec(text, "spec.yaml")
        assert "is the series' own" in str(refused.value) and "spec.yaml:" in str(refused.value)
        return
    result = compile_spec(text, "spec.yaml")
    runs = [e for e in result.scene.elements if e.role == "curve" and e.owner[-1] == 0]
    assert len(runs) == 2, "before the cut and past it"
    assert runs[1].paint.stroke == STROKES[colour or own["colour"]] and runs[1].paint.line == (outline or own["outline"])
    assert runs[0].segments[-1][1] == runs[1].segments[0][1], "the runs meet at the cut"
    said = ", " + " ".join(filter(None, [outline, colour])) + (" past thirty minutes" if "at" in where else " above fifty")
    assert said in result.alt


def yaml_spec(mark: dict) -> str:
    import yaml
    return yaml.safe_dump({"blueprint": 1, "marks": [mark]}, sort_keys=False)
