"""Gaps between parts and looks on lines, on every part and line that takes
them (issue 25, items 1 and 6), walked from the model itself as
`test_looks.py` walks parts and looks: the part holders are every model under
a registered mark that takes `gaps` (`marks/look.parted_models`), the lines
every model drawn as a line in a house look or refusing one
(`marks/look.line_models`). Each cell either renders, lint clean, with the
gap or the look drawn (and said where the house says it), or is refused by
the loader at its key with a message that names what would work.
"""

from __future__ import annotations

import itertools
import re
import typing
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.describe.say.look_words import LINE_COLOUR_WORDS
from blueprint.diagnostics import Diagnostics
from blueprint.loader import load
from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.look import GAPS_MOST, Lined, line_models, parted_models
from blueprint.theme import DEFAULT_THEME

# --- gaps between parts ------------------------------------------------------------

# The smallest spec whose parts meet, for each model taking `gaps`: the mark's
# body, the path to the model in it, the role of the parts it parts, whether
# the alt text says the gaps (a tower's tiers always stand apart: their gap is
# the house's, not news).
PARTED: dict[tuple[str, tuple[str, ...]], tuple[dict[str, Any], tuple[Any, ...], str, bool]] = {
    ("bar", ()): ({"parts": [{"share": "30%", "fill": "blue"}, {"share": "30%", "fill": "blue"}, {"share": "20%"}]}, (), "part", True),
    ("timeline", ("lanes",)): ({"unit": "s", "lanes": [{"segments": [{"duration": 10, "fill": "blue"}, {"duration": 20, "fill": "blue"}]}]}, ("lanes", 0), "segment", True),
    ("towers", ()): ({"towers": [{"tiers": [{"size": 2}, {"fill": "blue"}]}]}, (), "tier", False),
}


def parted_kinds() -> list[tuple[str, tuple[str, ...]]]:
    return [(kind, keys) for kind in KINDS for keys, _ in parted_models(REGISTRY[kind].model)]


def _spec(kind: str, body: dict[str, Any], path: tuple[Any, ...], **keys: Any) -> str:
    body = yaml.safe_load(yaml.safe_dump(body))
    holder = body
    for step in path:
        holder = holder[step]
    holder.update(keys)
    return yaml.safe_dump({"blueprint": 1, "marks": [{kind: body}]}, sort_keys=False)


def test_every_model_taking_gaps_has_its_smallest_spec():
    assert set(parted_kinds()) == set(PARTED)


def _painted_gaps(boxes: list[Any], vertical: bool) -> list[float]:
    """The paper between each two neighbours' painted edges (an outline reaches half its width past the box)."""
    edge = DEFAULT_THEME.strokes.outline
    if vertical:
        boxes = sorted(boxes, key=lambda b: b.y)
        return [b.y - a.bottom - edge for a, b in zip(boxes, boxes[1:])]
    boxes = sorted(boxes, key=lambda b: b.x)
    return [b.x - a.right - edge for a, b in zip(boxes, boxes[1:])]


@pytest.mark.parametrize(("kind", "keys"), sorted(PARTED), ids=lambda v: str(v))
def test_gaps_part_the_parts_that_meet_or_are_refused_at_the_key(kind, keys):
    body, path, role, said = PARTED[(kind, keys)]
    for gap in (1, 2, 16, GAPS_MOST):
        result = compile_spec(_spec(kind, body, path, gaps=gap), "spec.yaml")
        assert not result.problems
        boxes = [e.bounds for e in result.scene.elements if e.role == role]
        gaps = _painted_gaps(boxes, vertical=kind == "towers")
        assert gaps and all(abs(found - gap) < 0.51 for found in gaps), (kind, gap, gaps)
        if said:
            assert "gaps" in result.alt, result.alt
    base = compile_spec(_spec(kind, body, path), "spec.yaml")
    assert "gaps" not in base.alt
    for bad in (0, -2, GAPS_MOST + 1, "wide"):
        text = _spec(kind, body, path, gaps=bad)
        diagnostics = Diagnostics("spec.yaml")
        assert load(text, "spec.yaml", diagnostics) is None, (kind, bad)
        for item in diagnostics.items:
            assert text.splitlines()[item.location.line - 1].strip().startswith("gaps:"), item.format()


@pytest.mark.parametrize(("kind", "keys"), sorted(PARTED), ids=lambda v: str(v))
@pytest.mark.parametrize("fill", ["dark", "blue", "red"])
def test_alike_parts_that_meet_read_as_two_with_no_gaps_asked(kind, keys, fill):
    """icons7 (cold-start-phases' load then warm-up): two parts of one look whose
    outline hides the join (dark, blue, red) still read as two with no `gaps`
    asked, on every part holder: a seam of paper where they meet, or the
    house's own gap (a tower's tiers)."""
    body, path, role, _ = PARTED[(kind, keys)]
    alike = yaml.safe_load(yaml.safe_dump(body).replace("blue", fill))
    holder = alike
    for step in path:
        holder = holder[step]
    parts = holder.get("parts") or holder.get("segments") or holder["towers"][0]["tiers"]
    for part in parts[:2]:
        part["fill"] = fill
    result = compile_spec(_spec(kind, alike, ()), "spec.yaml")
    assert not result.problems, result.problems
    boxes = [e.bounds for e in result.scene.elements if e.role == role]
    seams = [e for e in result.scene.elements if e.role == "seam"]
    apart = [g for g in _painted_gaps(boxes, vertical=kind == "towers") if g > 0.5]
    assert seams or apart, (kind, fill, "two alike parts that meet run together")


def test_a_scale_stays_true_the_gap_straddles_the_join():
    """The middle of the gap is where one part ends and the next begins."""
    body, path, role, _ = PARTED[("bar", ())]
    plain = compile_spec(_spec("bar", body, path), "spec.yaml")
    apart = compile_spec(_spec("bar", body, path, gaps=16), "spec.yaml")
    before = sorted((e.bounds for e in plain.scene.elements if e.role == role), key=lambda b: b.x)
    after = sorted((e.bounds for e in apart.scene.elements if e.role == role), key=lambda b: b.x)
    for (a, b), (c, d) in zip(zip(before, before[1:]), zip(after, after[1:])):
        assert abs((c.right + d.x) / 2 - a.right) < 0.51 and abs(a.right - b.x) < 0.5


# --- looks on lines --------------------------------------------------------------

# The smallest spec holding each line: the marks, the path from the first
# mark's body to the line, its role in the scene, whether the alt says its rhythm.
LINES: dict[tuple[str, tuple[str, ...]], tuple[list[dict[str, Any]], tuple[Any, ...], str]] = {
    ("guides", ()): ([{"bar": {"id": "a", "parts": [{"id": "p", "share": "50%"}]}}, {"guides": {"from": "a.p", "to": "b"}}, {"bar": {"id": "b", "span": "a.p"}}], (1, "guides"), "guide"),
    ("timeline", ("boundaries",)): ([{"timeline": {"unit": "h", "lanes": [{"segments": [{"start": 0, "end": "4 h"}]}], "boundaries": [{"at": "2 h", "label": "limit"}]}}], (0, "timeline", "boundaries", 0), "boundary"),
    ("curve", ("lines",)): ([{"curve": {"values": [10, 50, 30, 60, 20], "lines": [{"at": 40, "label": "limit"}]}}], (0, "curve", "lines", 0), "reference"),
    ("columns", ("lines",)): ([{"columns": {"top": 100, "columns": [{"value": 30, "label": "a"}, {"value": 90, "label": "b"}], "lines": [{"at": 60, "label": "limit"}]}}], (0, "columns", "lines", 0), "reference"),
    ("bar", ("parts", "leader")): ([{"bar": {"parts": [{"share": "50%", "leader": {"label": "busy"}}]}}], (0, "bar", "parts", 0, "leader"), "leader"),
}


def line_kinds() -> list[tuple[str, tuple[str, ...], type]]:
    return [(kind, keys, model) for kind in KINDS for keys, model in line_models(REGISTRY[kind].model)]


def test_every_line_has_its_smallest_spec():
    assert {(kind, keys) for kind, keys, _ in line_kinds()} == set(LINES)


def _values(annotation: Any) -> list[Any]:
    return list(typing.get_args(annotation)) if typing.get_origin(annotation) is typing.Literal else [v for a in typing.get_args(annotation) for v in _values(a)]


def _line_spec(kind: str, keys: tuple[str, ...], **look: Any) -> str:
    marks, path, _ = LINES[(kind, keys)]
    marks = yaml.safe_load(yaml.safe_dump(marks))
    holder: Any = marks
    for step in path:
        holder = holder[step]
    holder.update(look)
    return yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False)


@pytest.mark.parametrize(("kind", "keys", "model"), line_kinds(), ids=[f"{k}.{'.'.join(p)}" for k, p, _ in line_kinds()])
def test_every_look_on_a_line_is_drawn_and_said_or_refused_at_its_key(kind, keys, model):
    _, _, role = LINES[(kind, keys)]
    if not issubclass(model, Lined):  # a line with no look of its own (a leader is ink): refused, naming what would
        for key, value in (("colour", "red"), ("outline", "dashed")):
            text = _line_spec(kind, keys, **{key: value})
            with pytest.raises(SpecError):
                compile_spec(text, "spec.yaml")
            diagnostics = Diagnostics("spec.yaml")
            load(text, "spec.yaml", diagnostics)
            (item,) = diagnostics.items
            assert text.splitlines()[item.location.line - 1].strip().startswith(f"{key}:"), item.format()
            assert re.findall(r"`([^`]+)`", item.message)
        return
    fields = model.model_fields
    default = {"outline": fields["outline"].default, "colour": fields["colour"].default}
    for outline, colour in itertools.product(_values(fields["outline"].annotation), _values(fields["colour"].annotation)):
        result = compile_spec(_line_spec(kind, keys, outline=outline, colour=colour), "spec.yaml")
        assert not result.problems, (outline, colour, [p.format() for p in result.problems])
        drawn = [e for e in result.scene.elements if e.role == role]
        assert drawn and all(e.paint.stroke == DEFAULT_THEME.look(colour).stroke and e.paint.line == outline for e in drawn), (kind, outline, colour)  # type: ignore[attr-defined]
        alt = result.alt.lower()
        if colour != default["colour"]:
            assert LINE_COLOUR_WORDS[colour] in alt, (kind, colour, alt)
        if outline != default["outline"] and outline != "solid":
            assert outline[:3] in alt, (kind, outline, alt)
    for key, bad in (("colour", "green"), ("outline", "none")):
        text = _line_spec(kind, keys, **{key: bad})
        diagnostics = Diagnostics("spec.yaml")
        assert load(text, "spec.yaml", diagnostics) is None
        assert all(text.splitlines()[i.location.line - 1].strip().startswith(f"{key}:") for i in diagnostics.items)
