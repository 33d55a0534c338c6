"""Every label placement on every part (issue 25, labels): the matrix of part
kinds and label placements, walked from the model itself, as
`tests/test_looks.py` walks parts and looks. The part kinds are every model
under a registered mark that carries the shared label
(`marks/label.labelled_models`); the placements are every value `label-side`
takes (read from its type, and left out), each with a label of one line and
of two (a list of two). Each cell puts that label on that part in the
smallest spec of `tests/test_looks.py` (parts that carry a label and no
look, a lane's events and a timeline's boundaries, in `LABELLED_ONLY`) and
either renders, lint clean, with the label drawn (two lines where two are
given; inside the part's drawing where asked, wholly on the side asked
otherwise: the layout made room for it) and said in the alt text (its words,
in order), or is refused by the loader at `label-side` with a message naming
what would work.
"""

from __future__ import annotations

import re
import typing
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.diagnostics import Diagnostics
from blueprint.loader import load
from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.label import SIDES_APART, Labelled, labelled_models
from blueprint.scene import Box, Text

from test_looks import SMALLEST

# The parts that carry the shared label but no look: where each stands.
LABELLED_ONLY: dict[tuple[str, tuple[str, ...]], tuple[dict[str, Any], tuple[Any, ...], tuple[str, ...]]] = {
    ("timeline", ("lanes", "events")): ({"unit": "h", "lanes": [{"segments": [{"start": 0, "end": "10 h"}], "events": [{"at": "5 h", "event": "kill"}]}]}, ("lanes", 0, "events", 0), ("cross",)),
    ("timeline", ("boundaries",)): ({"unit": "h", "ticks": "2 h", "lanes": [{"segments": [{"start": 0, "end": "10 h"}]}], "boundaries": [{"at": "5 h"}]}, ("boundaries", 0), ("boundary",)),
    ("curve", ("series",)): ({"unit": "h", "span": "10 h", "top": 10, "series": [{"points": [[0, 5], ["10 h", 5]]}]}, ("series", 0), ("curve",)),  # level: over it is over all of it
}
PLACES = {**SMALLEST, **LABELLED_ONLY}
# A connector's cut (a red cross with words, marks7) joins two icons written after it.
PLACES[("connector", ("cut",))] = ({"from": "a", "to": "b", "arrow": "end", "cut": {"at": "50%"}}, ("cut",), ("cross",))
COMPANIONS: dict[tuple[str, tuple[str, ...]], list[dict[str, Any]]] = {
    ("connector", ("cut",)): [{"icon": {"id": "a", "name": "gpu"}}, {"icon": {"id": "b", "name": "gpu", "right-of": "a", "gap": 400}}],
}

WORDS = ("alpha", "beta")  # no figures: said as written


def sides() -> list[str | None]:
    """Every value `label-side` takes, and none (the mark places it)."""
    annotation = Labelled.model_fields["label_side"].annotation
    return [None] + [value for arg in typing.get_args(annotation) for value in typing.get_args(arg)]


def part_kinds() -> list[tuple[str, tuple[str, ...], type[Labelled]]]:
    return [(kind, keys, model) for kind in KINDS for keys, model in labelled_models(REGISTRY[kind].model)]


def spec_for(kind: str, keys: tuple[str, ...], label: Any, side: str | None) -> tuple[str, tuple[Any, ...]]:
    body, path, _ = PLACES[(kind, keys)]
    body = yaml.safe_load(yaml.safe_dump(body))
    part = body
    for step in path:
        part = part[step]
    if kind == "bar":
        part["share"] = "100%"  # room inside for the words
    if keys[-1] == "segments" and kind == "timeline":
        part["end"] = "10 h"
    if (kind, keys) == ("curve", ("marks",)):
        part.update({"at": "0 h", "width": "4 h"})  # a block along the whole axis: room inside for the words
    part["label"] = label
    if side is not None:
        part["label-side"] = side
    marks = [{kind: body}] + COMPANIONS.get((kind, keys), [])
    return yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False, default_flow_style=False), path


def assert_refused(text: str, error: SpecError, kind: str, keys: tuple[str, ...]) -> None:
    """Refused at `label-side` only, each message naming what would work."""
    lines = text.splitlines()
    for item in error.diagnostics:
        assert lines[item.location.line - 1].strip().startswith("label-side:"), f"{kind} {keys}: {item.format()} is not at `label-side`"
        assert re.findall(r"`([^`]+)`", item.message), f"{kind} {keys}: {item.message} names nothing that would work"


def on_side(label: Box, part: Box, side: str) -> bool:
    """Whether `label` stands wholly on `side` of `part` (half a px of slack)."""
    return {
        "above": label.bottom <= part.y + 0.5, "below": label.y >= part.bottom - 0.5,
        "left": label.right <= part.x + 0.5, "right": label.x >= part.right - 0.5,
    }[side]


def test_every_labelled_part_has_its_smallest_spec():
    assert {(kind, keys) for kind, keys, _ in part_kinds()} <= set(PLACES)


PARTS = part_kinds()


@pytest.mark.parametrize(("kind", "keys", "model"), PARTS, ids=[f"{kind}.{'.'.join(keys)}" for kind, keys, _ in PARTS])
def test_every_label_placement_on_the_part_renders_or_is_refused_at_its_key(kind, keys, model):
    rendered = refused = inside = 0
    for side in sides():
        for label in (" ".join(WORDS), list(WORDS)):
            text, path = spec_for(kind, keys, label, side)
            try:
                result = compile_spec(text, "spec.yaml")
            except SpecError as error:  # a side the part does not take (the loader), or words that do not fit inside it (the layout)
                assert side is not None, f"{kind} {keys} {label}: refused with no side asked"
                if side not in model.label_sides:
                    assert load(text, "spec.yaml", Diagnostics("spec.yaml")) is None
                assert_refused(text, error, kind, keys)
                refused += 1
                continue
            assert not result.problems
            source = ("marks", 0, kind) + tuple(path) + ("label",)
            (drawn,) = [e for e in result.scene.elements if isinstance(e, Text) and tuple(e.source) == source]
            assert drawn.lines == (list(WORDS) if isinstance(label, list) else [" ".join(WORDS)]), f"{kind} {keys} {side}: drawn as {drawn.text!r}"
            roles = PLACES[(kind, keys)][2]
            part = Box.around([e.bounds for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == source[:-1] and e.role in roles])
            if side in SIDES_APART:
                assert part is not None and on_side(drawn.box, part, side), f"{kind} {keys}: asked {side}, drawn at {drawn.box} by its part at {part}"
            if side == "inside":
                part = [e for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == source[:-1]]
                assert any(e.bounds.contains(drawn.box) for e in part), f"{kind} {keys}: not inside its part"
                assert drawn.role in ("inside", "plated")  # plated: on a surface of its own over what lies under its part
                inside += 1
            assert " ".join(WORDS) in result.alt, f"{kind} {keys} {side}: {result.alt}"
            rendered += 1
    assert rendered and rendered + refused == 2 * len(sides())
    assert inside or "inside" not in model.label_sides, f"{kind} {keys}: takes `inside`, and no label stood there"


def _drawn(result: Any, source: tuple[Any, ...]) -> Text:
    (found,) = [e for e in result.scene.elements if isinstance(e, Text) and tuple(e.source) == source]
    return found


def test_the_gap_between_lanes_widens_for_labels_asked_over_and_under_them():
    """Labels asked over and under the stretches and events of thin lanes
    (six lanes with save icons between them) stand on their side, lint
    clean: the layout made room between the lanes, as it does for icons."""
    lanes = [{"label": f"node {n}", "segments": [{"start": 0, "end": "8 h", "fill": "grey"}, {"start": "8 h", "end": "12 h", "fill": "none", "outline": "dotted"}],
              "events": [{"at": "2 h", "event": "checkpoint"}, {"at": "4 h", "event": "checkpoint"}]} for n in range(6)]
    lanes[3]["segments"][1].update({"label": "reclaimed 9 h", "label-side": "above"})
    lanes[3]["events"].append({"at": "8 h", "event": "kill", "label": "3 reclaimed in 20 min", "label-side": "below"})
    lanes[4]["segments"][0].update({"label": "lost since last checkpoint", "label-side": "above"})
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": "12 h", "ticks": "3 h", "lanes": lanes,
                                                                   "boundaries": [{"at": "10 h", "label": "node fails", "label-side": "below"}]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    mark = ("marks", 0, "timeline")
    boxes = {tuple(e.source): e.bounds for e in result.scene.elements if not isinstance(e, Text)}
    assert on_side(_drawn(result, mark + ("lanes", 3, "segments", 1, "label")).box, boxes[mark + ("lanes", 3, "segments", 1)], "above")
    assert on_side(_drawn(result, mark + ("lanes", 3, "events", 2, "label")).box, boxes[mark + ("lanes", 3, "segments", 0)], "below")
    lowest = max(e.bounds.bottom for e in result.scene.elements if not isinstance(e, Text) and e.source[:3] == mark)
    assert _drawn(result, mark + ("boundaries", 0, "label")).box.y >= lowest - 0.5  # under the axis


def test_a_bar_narrows_for_the_labels_asked_beside_its_end_parts():
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"bar": {"parts": [
        {"share": "10%", "fill": "blue", "label": "restore", "label-side": "left"},
        {"share": "60%", "fill": "grey"},
        {"share": "30%", "fill": "red", "hatch": True, "label": "30% of the bill", "label-side": "right"}]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    mark = ("marks", 0, "bar")
    parts = {tuple(e.source): e.bounds for e in result.scene.elements if e.role == "part"}
    assert on_side(_drawn(result, mark + ("parts", 0, "label")).box, parts[mark + ("parts", 0)], "left")
    assert on_side(_drawn(result, mark + ("parts", 2, "label")).box, parts[mark + ("parts", 2)], "right")


def test_labels_the_card_has_no_room_for_are_refused_at_their_key_with_what_is_missing():
    """Nine lanes with save icons between them fill the card: the room a
    label asked over a lane would take is not there, and the writer is told
    at `label-side`, with how many px are missing and what works."""
    lanes = [{"label": f"node {n}", "segments": [{"start": 0, "end": "12 h", "fill": "grey"}],
              "events": [{"at": f"{h} h", "event": "checkpoint"} for h in (2, 4, 6, 8, 10)]} for n in range(9)]
    lanes[4]["segments"][0].update({"label": "lost since last checkpoint", "label-side": "below"})
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": "12 h", "ticks": "3 h", "lanes": lanes}}]}, sort_keys=False)
    with pytest.raises(SpecError) as refused:
        compile_spec(text, "spec.yaml")
    (only,) = refused.value.diagnostics
    assert text.splitlines()[only.location.line - 1].strip() == "label-side: below"
    assert re.search(r"\(\d+ px short\)", only.message) and "leave `label-side` out" in only.message


ALIGNED = [(kind, keys, model) for kind, keys, model in PARTS if {"above", "below"} & set(model.label_sides)]


@pytest.mark.parametrize(("kind", "keys", "model"), ALIGNED, ids=[f"{kind}.{'.'.join(keys)}" for kind, keys, _ in ALIGNED])
def test_label_align_stands_a_label_over_or_under_its_part_where_asked_along_it(kind, keys, model):
    """`label-align` on every part that has a side over or under it: the
    label starts where the part starts, is centred on it, or ends where it
    ends; on a part with no such side, or with no such side asked, it is
    refused at `label-align`, naming what works."""
    side = next(s for s in ("below", "above") if s in model.label_sides)
    for align in ("left", "centre", "right"):
        text, path = spec_for(kind, keys, "alpha", side)
        text = text.replace(f"label-side: {side}", f"label-side: {side}\n" + " " * (len(text.split("label-side:")[0].splitlines()[-1])) + f"label-align: {align}")
        result = compile_spec(text, "spec.yaml")
        assert not result.problems
        source = ("marks", 0, kind) + tuple(path) + ("label",)
        drawn = _drawn(result, source)
        roles = PLACES[(kind, keys)][2]
        part = Box.around([e.bounds for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == source[:-1] and e.role in roles])
        assert part is not None and on_side(drawn.box, part, side)
        edge = {"left": (drawn.box.x, part.x), "centre": (drawn.box.centre_x, part.centre_x), "right": (drawn.box.right, part.right)}[align]
        assert abs(edge[0] - edge[1]) <= 3.0, f"{kind} {keys} {align}: {drawn.box} by {part}"
    text, _ = spec_for(kind, keys, "alpha", None)
    text = text.replace("label: alpha", "label: alpha\n" + " " * (len(text.split("label: alpha")[0].splitlines()[-1])) + "label-align: left")
    with pytest.raises(SpecError) as refused:
        compile_spec(text, "spec.yaml")
    assert_refused_at(text, refused.value, "label-align:")


def assert_refused_at(text: str, error: SpecError, key: str) -> None:
    lines = text.splitlines()
    for item in error.diagnostics:
        assert lines[item.location.line - 1].strip().startswith(key), item.format()
        assert "`label-side`" in item.message


def test_a_series_label_lands_by_its_own_line_clear_of_the_regions():
    """Two filled staircases, the lower in front (checkpoint-size): over and
    under the lower line lie the two regions, so its label stands where they
    leave paper by it (over the first tread, where both stand level), lint
    clean; asked `right`, past its last point, level with it, a bracket
    beside the two ends standing between the lines' ends and their labels."""
    full = [[f"{h} h", 120 * (h + 1)] for h in range(8)] + [["8 h", 960]]
    deltas = [[0, 120]] + [[f"{h} h", 120 + 24 * h] for h in range(1, 8)] + [["8 h", 288]]
    text = yaml.safe_dump({"blueprint": 1, "marks": [
        {"curve": {"id": "c", "unit": "h", "span": "8 h", "ticks": "1 h", "top": 1000, "series": [
            {"id": "full", "colour": "grey", "staircase": True, "points": full, "label": "full"},
            {"id": "deltas", "colour": "blue", "staircase": True, "points": deltas, "label": "deltas"}],
            "regions": [{"where": "above", "series": "full", "fill": "grey"}, {"where": "above", "series": "deltas", "fill": "blue"}]}},
        {"bracket": {"over": ["c.full.at-8h", "c.deltas.at-8h"], "side": "right", "label": "less"}}]}, sort_keys=False)
    assert not compile_spec(text, "spec.yaml").problems
    result = compile_spec(text.replace("label: deltas", "label: deltas\n      label-side: right"), "spec.yaml")
    assert not result.problems
    mark = ("marks", 0, "curve")
    line = Box.around([e.bounds for e in result.scene.elements if tuple(e.source) == mark + ("series", 1) and e.role == "curve"])
    label = _drawn(result, mark + ("series", 1, "label")).box
    bracket = next(e.bounds for e in result.scene.elements if e.role == "bracket")
    assert line is not None and label.x >= bracket.right and label.y <= line.y + 20 <= label.bottom + 20
    assert line.right < bracket.x


def test_a_region_label_stands_inside_where_it_fits_else_on_a_leader_and_is_said():
    """A wide band holds its words inside; a thin one takes them beside its
    end on a leader; both are said as the region's label."""
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"curve": {"unit": "h", "span": "10 h", "top": 100, "series": [
        {"id": "top", "points": [[0, 48], ["10 h", 48]]}, {"id": "low", "points": [[0, 40], ["10 h", 40]]}],
        "regions": [{"where": "above", "series": "low", "fill": "grey-light", "label": "weights"},
                    {"between": ["top", "low"], "fill": "dark", "label": "runtime"}]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    mark = ("marks", 0, "curve")
    inside = _drawn(result, mark + ("regions", 0, "label"))
    assert inside.role == "inside"
    band = next(e.bounds for e in result.scene.elements if tuple(e.source) == mark + ("regions", 0))
    assert band.contains(inside.box)
    beside = _drawn(result, mark + ("regions", 1, "label"))
    thin = next(e.bounds for e in result.scene.elements if tuple(e.source) == mark + ("regions", 1))
    assert beside.box.x >= thin.right and any(e.role == "leader" for e in result.scene.elements if tuple(e.source) == mark + ("regions", 1, "leader"))
    assert "marked weights" in result.alt and "marked runtime" in result.alt


# --- walls6: words on timelines where the writer puts them (issue 25 items 2, 3, 6) ---

SLID_PARTS = [("segments", {"start": "4 h", "end": "4.5 h", "fill": "blue"}), ("events", {"at": "4 h", "event": "kill"})]


@pytest.mark.parametrize("side", ["above", "below"])
@pytest.mark.parametrize(("key", "part"), SLID_PARTS, ids=[key for key, _ in SLID_PARTS])
def test_a_label_wider_than_its_part_slides_along_the_lane_off_a_boundary(key, part, side):
    """A stretch's or an event's words, wider than what they name, standing
    over or under it where a boundary's line crosses at its edge: they slide
    along the lane (still over their part, within the lane) before lint is
    asked, and a neighbour's words there give way (the two move together)."""
    lane = {"label": "spot", "segments": [{"start": 0, "end": "4 h", "fill": "grey"}, {"start": "4.5 h", "end": "10 h", "fill": "grey", "hatch": True}], "events": []}
    if key == "segments":
        lane["segments"].insert(1, dict(part, label="a long checkpoint", **{"label-side": side}))
    else:
        lane["events"].append(dict(part, label="a long checkpoint", **{"label-side": side}))
    lane["events"].append({"at": "7 h", "event": "kill", "label": "reclaimed", "label-side": side})
    other = {"label": "next", "segments": [{"start": "5 h", "end": "10 h", "fill": "grey"}]}
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": "10 h", "ticks": "1 h", "lanes": [lane, other] if side == "above" else [other, lane],
                                                                   "boundaries": [{"at": "4 h", "label": "notice"}]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    at = 0 if side == "above" else 1
    source = ("marks", 0, "timeline", "lanes", at, key, 1 if key == "segments" else 0, "label")
    drawn = _drawn(result, source)
    (line,) = [e for e in result.scene.elements if e.role == "boundary"]
    assert drawn.box.x > line.bounds.right or drawn.box.right < line.bounds.x  # off the line, not across it
    named = [e.bounds for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == source[:-1]]
    part_box = Box.around(named)
    assert part_box is not None and drawn.box.x <= part_box.right and part_box.x <= drawn.box.right  # still over its part


def test_an_icon_standing_on_a_lane_takes_its_words_over_or_under_that_lane():
    """A save icon over a place on a lane (`over: tl.lane-2.at--0.5h`, before
    zero on an axis counted back) keeps its label by that lane, slid along it
    clear of the line at zero, not under the whole timeline; said at its place.
    (The lanes here stand apart for their save icons: the timeline makes no
    room between its lanes for another mark's words.)"""
    text = yaml.safe_dump({"blueprint": 1, "marks": [
        {"timeline": {"id": "tl", "unit": "h", "axis": {"from": "-6 h", "ticks": "1 h"}, "lanes": [
            {"label": f"job {n}", "segments": [{"start": "-5 h", "end": 0, "fill": "red", "hatch": True}], "events": [{"at": "-5 h", "event": "checkpoint"}]} for n in "abc"],
            "boundaries": [{"at": 0, "label": "failure", "noun": "failure"}]}},
        {"icon": {"name": "save", "outline": "dotted", "size": "small", "over": "tl.lane-2.at--0.5h", "label": "local copy, gone"}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    label = _drawn(result, ("marks", 1, "icon", "label"))
    lanes = [e.bounds for e in result.scene.elements if e.role == "segment"]
    axis = max(e.bounds.bottom for e in result.scene.elements if e.source[:3] == ("marks", 0, "timeline") and not isinstance(e, Text))
    assert label.box.bottom < axis  # by its lane, not under the timeline
    assert any(abs(label.box.y - lane.bottom) < 40 or abs(label.box.bottom - lane.y) < 40 for lane in lanes[1:2])
    assert "thirty minutes before the failure" in result.alt or "thirty minutes before zero" in result.alt


def test_two_labels_on_one_line_closer_than_two_ems_read_as_one_and_are_kept_apart():
    """Words of two things on one baseline with less than two ems between
    them read as one phrase at 400 px ("b node fails c"): where either has a
    place of its own, the search keeps them apart (lint lets them stand)."""
    from blueprint.layout.labels import PHRASE_GAP, one_phrase

    assert one_phrase(Box(0, 0, 50, 20), 20, Box(60, 0, 50, 20), 20)
    assert not one_phrase(Box(0, 0, 50, 20), 20, Box(50 + PHRASE_GAP * 20 + 1, 0, 50, 20), 20)
    assert not one_phrase(Box(0, 0, 50, 20), 20, Box(60, 30, 50, 20), 20)  # another line
    lane = {"label": "node", "segments": [{"start": 0, "end": "4.8 h", "fill": "grey", "label": "alpha", "label-side": "below", "label-align": "right"},
                                          {"start": "4.8 h", "end": "10 h", "fill": "blue", "label": "beta", "label-side": "below"}]}
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": "10 h", "lanes": [lane]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems
    first, second = (_drawn(result, ("marks", 0, "timeline", "lanes", 0, "segments", n, "label")) for n in (0, 1))
    assert not one_phrase(first.box, first.size, second.box, second.size)


@pytest.mark.parametrize(("kind", "keys", "model"), PARTS, ids=[f"{kind}.{'.'.join(keys)}" for kind, keys, _ in PARTS])
def test_every_labelled_part_sets_its_words_apart_on_a_leader(kind, keys, model):
    """`leader: true` on every part that takes a label (leaders7, issue 25
    item 2): the words stand apart from the part, lint clean, joined to it by
    an ink leader whose dot touches the part, and are said as its label."""
    text, path = spec_for(kind, keys, "alpha beta", None)
    text = text.replace("label: alpha beta", "label: alpha beta\n" + " " * len(text.split("label: alpha beta")[0].splitlines()[-1]) + "leader: true")
    if model.leader_refused:  # a part a leader makes no sense on: refused at the key, naming what works
        with pytest.raises(SpecError) as refused:
            compile_spec(text, "spec.yaml")
        (only,) = refused.value.diagnostics
        assert text.splitlines()[only.location.line - 1].strip() == "leader: true" and re.findall(r"`([^`]+)`", only.message)
        return
    result = compile_spec(text, "spec.yaml")
    assert not result.problems, [p.format() for p in result.problems]
    part = ("marks", 0, kind) + tuple(path)
    words = _drawn(result, part + ("label",))
    lines = [e for e in result.scene.elements if e.role == "leader" and tuple(e.source) == part + ("leader",)]
    assert {e.kind for e in lines} == {"line", "dot"}, f"{kind} {keys}: no leader drawn"
    (dot,) = [e for e in lines if e.kind == "dot"]
    body = [e for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == part and e.role != "leader"]
    assert any(e.bounds.grown(dot.radius + 0.5).contains(Box(dot.cx, dot.cy, 0, 0)) for e in body), f"{kind} {keys}: the leader's dot is off its part"
    boxed = [e for e in body if e.kind in ("rect", "dot")]  # a line or a curve: lint keeps the words off it; its box is no place
    assert not any(e.bounds.overlaps(words.box) for e in boxed), f"{kind} {keys}: the words stand on their part"
    assert not any(words.box.contains(Box(n[-2], n[-1], 0, 0)) for e in body if e.kind == "path" for _, n in e.segments if len(n) >= 2), f"{kind} {keys}: the words stand on their line"
    assert "alpha beta" in result.alt


def test_a_leader_is_refused_with_words_inside_their_part():
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"bar": {"parts": [{"share": "50%", "label": "alpha", "label-side": "inside", "leader": True}]}}]}, sort_keys=False)
    with pytest.raises(SpecError) as refused:
        compile_spec(text, "spec.yaml")
    (only,) = refused.value.diagnostics
    assert text.splitlines()[only.location.line - 1].strip() == "leader: true" and "`label-side: inside`" in only.message


# --- trydraw8: words in a colour inside a part with no fill; an event's words before or after it ---



@pytest.mark.parametrize(("kind", "keys", "model"), PARTS, ids=[f"{kind}.{'.'.join(keys)}" for kind, keys, _ in PARTS])
def test_words_inside_a_part_with_no_fill_take_label_colour_and_a_fill_refuses_it(kind, keys, model):
    """Every part that takes `label-side: inside` and a look: with no fill (an
    outline only, dashed), its words inside take `label-colour` (blue: drawn
    blue, still inside, lint clean, said as ever); with a fill, the fill
    decides the ink and `label-colour` is refused at its key, naming what works.
    A part whose inside stands on what it covers (a grid's span over cells) refuses it either way."""
    if "inside" not in model.label_sides or "fill" not in model.model_fields:
        return
    for fill, outline in (("none", "dashed"), ("grey", "solid")):
        text, path = spec_for(kind, keys, "alpha beta", "inside")
        indent = " " * len(text.split("label: alpha beta")[0].splitlines()[-1])
        text = text.replace("label: alpha beta", f"label: alpha beta\n{indent}label-colour: blue\n{indent}fill: {fill}\n{indent}outline: {outline}\n{indent}colour: blue")
        free = fill == "none" and model.ink_free(model.model_construct(fill="none", outline="dashed", colour="blue"))
        if not free:
            with pytest.raises(SpecError) as refused:
                compile_spec(text, "spec.yaml")
            (only,) = refused.value.diagnostics
            assert text.splitlines()[only.location.line - 1].strip() == "label-colour: blue", f"{kind} {keys}: {only.format()}"
            assert "`fill: none`" in only.message
            continue
        result = compile_spec(text, "spec.yaml")
        assert not result.problems, [p.format() for p in result.problems]
        words = _drawn(result, ("marks", 0, kind) + tuple(path) + ("label",))
        assert words.colour == "blue", f"{kind} {keys}: inside an outline only, drawn {words.colour}"
        part = [e for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == ("marks", 0, kind) + tuple(path)]
        assert any(e.bounds.contains(words.box) for e in part), f"{kind} {keys}: not inside its part"
        assert "alpha beta" in result.alt


@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("event", ["kill", "preempt", "tick", "checkpoint"])
def test_an_events_words_stand_before_or_after_it_on_its_lane(event, side):
    """`label-side: left | right` on a lane's event: the words stand wholly on
    that side of its mark, level with it (a cross and a tick: the lane's
    middle), on the stretch there, lint clean (their ink read against its
    fill), and are said as ever."""
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": "24 h", "ticks": "6 h", "lanes": [
        {"segments": [{"end": "8 h", "fill": "none", "outline": "dashed", "colour": "blue"}, {"end": "24 h", "fill": "grey"}],
         "events": [{"at": "12 h", "event": event, "label": "reclaimed", "label-side": side}]}]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems, [p.format() for p in result.problems]
    where = ("marks", 0, "timeline", "lanes", 0, "events", 0)
    words = _drawn(result, where + ("label",))
    mark = Box.around([e.bounds for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == where])
    assert mark is not None and on_side(words.box, mark, side)
    assert abs(words.box.centre_y - mark.centre_y) < 1.0
    assert "reclaimed" in result.alt


def test_an_events_words_beside_it_and_the_stretchs_own_are_kept_apart():
    """Words after a cross stand where the next stretch's own label would: the
    placement moves the stretch's words off them (over the lane), lint clean."""
    text = yaml.safe_dump({"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": "4 h", "ticks": "1 h", "lanes": [
        {"segments": [{"end": "2 h", "fill": "none", "outline": "dashed"}, {"end": "4 h", "fill": "grey", "label": "own work, all of it"}],
         "events": [{"at": "2 h", "event": "kill", "label": "reclaimed at two", "label-side": "right"}]}]}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems, [p.format() for p in result.problems]
    lane = ("marks", 0, "timeline", "lanes", 0)
    event, stretch = _drawn(result, lane + ("events", 0, "label")), _drawn(result, lane + ("segments", 1, "label"))
    assert not event.box.overlaps(stretch.box)
    assert "reclaimed at two" in result.alt and "own work, all of it" in result.alt


INSIDE = [(kind, keys, model) for kind, keys, model in PARTS if "inside" in model.label_sides]


@pytest.mark.parametrize(("kind", "keys", "model"), INSIDE, ids=[f"{kind}.{'.'.join(keys)}" for kind, keys, _ in INSIDE])
def test_a_label_inside_its_part_may_slide_along_it_and_never_out(kind, keys, model):
    """Words asked inside a part stand centred in it, and take as their other
    places the part's length, never out of it (trydraw9b: a boundary or a
    guide crossing the part moves them along it rather than refusing the
    spec): every place the placement of all labels may move them to lies
    inside the part; a part with room either side of the words offers some,
    and words on a paper plate stay on it."""
    text, path = spec_for(kind, keys, "alpha", "inside")
    try:
        result = compile_spec(text, "spec.yaml")
    except SpecError:
        pytest.skip(f"{kind} {keys}: the words do not fit inside its smallest part")
    source = ("marks", 0, kind) + tuple(path) + ("label",)
    drawn = _drawn(result, source)
    part = [e.bounds for e in result.scene.elements if not isinstance(e, Text) and tuple(e.source) == source[:-1] and e.bounds.contains(drawn.box)]
    assert part, f"{kind} {keys}: not inside its part"
    room = max(part, key=lambda b: b.width * b.height)
    for dx, dy in drawn.alternatives:
        assert room.grown(0.5).contains(drawn.box.moved(dx, dy)), f"{kind} {keys}: a place out of its part"
    if any(e.role == "plate" and tuple(e.source) == source for e in result.scene.elements):
        assert not drawn.alternatives  # its plate stands under it
    elif room.width >= drawn.box.width + 4 * 16 and room.width >= room.height:
        assert drawn.alternatives, f"{kind} {keys}: room along the part and no other place"
