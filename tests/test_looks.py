"""Every look on every part (issue 25): the matrix of part kinds and looks,
walked from the model itself. The part kinds are every model under a
registered mark that carries the shared look (`marks/look.looked_models`);
the looks are every combination of the values the look's fields take
(`fill`, `hatch`, `outline` and the outline's `colour`, read from their
types). Each cell puts that look on that part in the smallest spec and
either renders, lint clean, with the look drawn (the part's paint has its
fill, hatching, outline and outline colour) and said in the alt text (its
colour word, "hatch", "dash", "dot"), or is refused by the loader at a look
key with a message that names what would work.
"""

from __future__ import annotations

import itertools
import re
import typing
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.describe.say.look_words import FILL_WORDS, LINE_COLOUR_WORDS, OPEN_FILLS
from blueprint.diagnostics import Diagnostics
from blueprint.loader import load
from blueprint.marks import KINDS, REGISTRY
from blueprint.marks.look import PALE_DOTS, Look, Looked, looked_models
from blueprint.scene import Element
from blueprint.theme import DEFAULT_THEME

LOOK_KEYS = ("fill", "hatch", "outline", "colour")


def _values(annotation: Any) -> list[Any]:
    """The values a look field's type allows: a Literal's, a bool's, None."""
    if annotation is bool:
        return [False, True]
    if annotation is type(None):
        return [None]
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    return [value for arg in typing.get_args(annotation) for value in _values(arg)]


def looks() -> list[dict[str, Any]]:
    """Every look the shared model can write: the product of its fields' values."""
    fields = Looked.model_fields
    values = [_values(fields[key].annotation) for key in LOOK_KEYS]
    return [dict(zip(LOOK_KEYS, combination)) for combination in itertools.product(*values)]


def part_kinds() -> list[tuple[str, tuple[str, ...], type[Looked]]]:
    """(mark kind, keys from the mark to the part, the part's model) for every
    model under a registered mark that carries the shared look."""
    return [(kind, keys, model) for kind in KINDS for keys, model in looked_models(REGISTRY[kind].model)]


def variants(model: type[Looked]) -> list[Any]:
    """The values of the key that decides which looks a part takes (a
    timeline event's `event`: a tick takes a colour, a cross none), read from
    the model (`looked_by`); [None] for a part whose looks no key decides."""
    key = getattr(model, "looked_by", None)
    return _values(model.model_fields[key].annotation) if key else [None]


# The smallest spec that holds each kind of part: the mark's body, the path to
# the part in it, and the roles of the elements that draw the part. A new part
# kind (a model taking the look) fails `test_every_part_kind_has_its_smallest_spec`
# until it is given one here.
VALUES = [10, 50, 30, 60, 20]
SMALLEST: dict[tuple[str, tuple[str, ...]], tuple[dict[str, Any], tuple[Any, ...], tuple[str, ...]]] = {
    ("bar", ()): ({}, (), ("bar",)),
    ("bar", ("parts",)): ({"parts": [{"share": "50%"}]}, ("parts", 0), ("part",)),
    ("grid", ("looks",)): ({"looks": {"x": {}}, "rows": [["x", "used", "used"]]}, ("looks", "x"), ("cell",)),  # the look in the minority: the grid says the cells unlike the rest
    ("grid", ("spans",)): ({"rows": [["used", "used", "used"]], "spans": [{"start": 1, "cells": 2}]}, ("spans", 0), ("span", "cell")),
    ("timeline", ("lanes", "segments")): ({"unit": "h", "lanes": [{"segments": [{"start": 0, "end": "2 h"}]}]}, ("lanes", 0, "segments", 0), ("segment",)),
    ("timeline", ("lanes", "segments", "parts")): ({"unit": "h", "lanes": [{"segments": [{"start": 0, "end": "2 h", "parts": [{"end": "1 h"}]}]}]}, ("lanes", 0, "segments", 0, "parts", 0), ("segment",)),
    ("timeline", ("lanes", "events")): ({"unit": "h", "span": "4 h", "lanes": [{"segments": [{"start": 0, "end": "2 h"}], "events": [{"at": "2 h", "event": "tick"}]}]}, ("lanes", 0, "events", 0), ("tick", "cross", "icon", "segment")),
    ("staircase", ("steps",)): ({"steps": [{"duration": 3}, {"duration": 2}]}, ("steps", 0), ("tread",)),
    ("staircase", ("lanes",)): ({"steps": [{"duration": 3}, {"duration": 2}], "lanes": [{"duration": 4}]}, ("lanes", 0), ("segment",)),
    ("towers", ("towers", "tiers")): ({"towers": [{"tiers": [{}]}]}, ("towers", 0, "tiers", 0), ("tier",)),
    ("curve", ("regions",)): ({"values": VALUES, "regions": [{"against": "baseline", "where": "above"}]}, ("regions", 0), ("region",)),
    ("curve", ("marks",)): ({"values": VALUES, "marks": [{"at": "highest", "place": "baseline", "block": True}]}, ("marks", 0), ("marker",)),
    ("curve", ("dots",)): ({"values": VALUES, "dots": {}}, ("dots",), ("marker",)),  # a dot at each point of the series (vocab12)
    ("icon", ()): ({"name": "server"}, (), ("icon",)),
    ("columns", ("columns",)): ({"columns": [{"value": 3}, {"value": 5}]}, ("columns", 0), ("bar",)),
    ("columns", ("columns", "parts")): ({"columns": [{"value": 3, "parts": [{"value": 2}]}, {"value": 5}]}, ("columns", 0, "parts", 0), ("bar",)),  # a part stacked past a column's value (trydraw7)
    ("icon", ("blocks",)): ({"name": "server", "blocks": [{}]}, ("blocks", 0), ("icon",)),  # a block an icon holds, in any part look (trydraw7)
    ("queue", ("jobs",)): ({"jobs": [{}, {}, {}]}, ("jobs", 0), ("part",)),  # the front job, set apart from the two behind it
    ("band", ()): ({"across": "c", "from": "1 h", "to": "3 h"}, (), ("band",)),
    ("legend", ("entries",)): ({"entries": [{"label": "meaning"}]}, ("entries", 0), ("swatch",)),
}
# The marks a part's mark needs before it (a band lies on another mark's scale).
HOSTS: dict[str, list[dict[str, Any]]] = {"band": [{"curve": {"id": "c", "unit": "h", "values": VALUES}}], "legend": [{"bar": {"parts": [{"share": "50%"}]}}]}
# A key lists looks parts draw: its host draws the look the entry is given (a bar's part in it).
LOOK_HOSTS = {"legend": lambda given: [{"bar": {"parts": [{"share": "50%", **given}]}}]}


def _marks(kind: str, body: dict[str, Any]) -> list[dict[str, Any]]:
    return [*HOSTS.get(kind, []), {kind: body}]


def _index(kind: str) -> int:
    """Where the part's mark stands among the spec's marks."""
    return len(HOSTS.get(kind, []))


def written(look: dict[str, Any], model: type[Looked]) -> dict[str, Any]:
    """The keys a writer puts on the part for this look: its fill and outline
    always (a part may read a colour alone as its fill), but a fill the part
    refuses only where it is not the model's own; hatching and the outline's
    colour where given (hatching too where the part hatches by default)."""
    fields = model.model_fields
    keys: dict[str, Any] = {}
    if not ("fill" in model.refused and look["fill"] == fields["fill"].default):
        keys["fill"] = look["fill"]
    if look["hatch"] or fields["hatch"].default:
        keys["hatch"] = look["hatch"]
    keys["outline"] = look["outline"]
    if look["colour"] is not None:
        keys["colour"] = look["colour"]
    return keys


def spec_for(kind: str, keys: tuple[str, ...], look: dict[str, Any], model: type[Looked], variant: Any = None) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
    body, path, _ = SMALLEST[(kind, keys)]
    body = yaml.safe_load(yaml.safe_dump(body))  # a copy
    part = body
    for step in path:
        part = part[step]
    if variant is not None:
        part[getattr(model, "looked_by")] = variant
    given = written(look, model)
    part.update(given)
    marks = [*LOOK_HOSTS[kind](given), {kind: body}] if kind in LOOK_HOSTS else _marks(kind, body)
    text = yaml.safe_dump({"blueprint": 1, "marks": marks}, sort_keys=False, default_flow_style=False)
    return text, path, given


def _part(spec: Any, path: tuple[Any, ...]) -> Looked:
    found = spec
    for step in path:
        found = found[step] if isinstance(step, int) or isinstance(found, dict) else getattr(found, step.replace("-", "_"))
    return found


def _default_look(kind: str, keys: tuple[str, ...], model: type[Looked], variant: Any = None) -> Look:
    """The look the part has when the writer gives none."""
    body, path, _ = SMALLEST[(kind, keys)]
    body = yaml.safe_load(yaml.safe_dump(body))
    if variant is not None:
        part = body
        for step in path:
            part = part[step]
        part[getattr(model, "looked_by")] = variant
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": _marks(kind, body)}), "default.yaml")
    return _part(result.spec.marks[_index(kind)].spec, path).look


def _elements(result: Any, kind: str, path: tuple[Any, ...], roles: tuple[str, ...]) -> dict[str, list[Element]]:
    mark = ("marks", _index(kind), kind)
    found: dict[str, list[Element]] = {role: [] for role in roles}
    for element in result.scene.elements:
        if element.role in roles and hasattr(element, "paint") and tuple(element.source[: len(mark) + len(path)]) in (mark + path, mark):
            if kind == "grid" and element.role == "cell" and path[0] == "spans" and tuple(element.source) == mark:
                continue  # the row's own cells, not the span's
            found[element.role].append(element)
    return found


def _assert_area(paint: Any, look: Look, where: str, stroked: bool = True) -> None:
    theme = DEFAULT_THEME
    own = theme.look(look.fill).fill
    if look.hatch:
        assert paint.hatch == own and paint.fill == "paper", where
    elif look.fill != "none":
        assert paint.fill == own and paint.hatch is None, where
    else:
        assert paint.fill in (None, "paper") and paint.hatch is None, where
    if stroked:
        stroke = None if look.outline == "none" else theme.look(look.colour).stroke
        assert paint.stroke == stroke, where
        if stroke is not None:
            assert paint.line == look.outline, where


def assert_drawn(result: Any, kind: str, keys: tuple[str, ...], look: Look, model: type[Looked]) -> None:
    _, path, roles = SMALLEST[(kind, keys)]
    drawn = _elements(result, kind, path, roles)
    where = f"{kind} {'.'.join(keys)} {look}"
    theme = DEFAULT_THEME
    if model.drawn_as == "moment":  # a sign at a moment: its strokes in its look (a tick's line, a cross, a save icon)
        paints = [e.paint for role in roles for e in drawn[role]]  # type: ignore[attr-defined]
        assert any(p.stroke == theme.look(look.colour).stroke and p.line == look.outline for p in paints), where
    elif model.drawn_as == "line":
        paints = [e.paint for e in drawn[roles[0]]]  # type: ignore[attr-defined]
        assert any(p.stroke == theme.look(look.fill).stroke and p.line == look.outline for p in paints), where
    elif model.drawn_as == "dot":  # solid in its colour's line tone, or pale (or unfilled) inside a ring
        paints = [e.paint for e in drawn[roles[0]]]  # type: ignore[attr-defined]
        fill = None if look.fill == "none" else theme.look(look.fill).fill if look.fill in PALE_DOTS else theme.look(look.fill).stroke
        stroke = None if look.outline == "none" else theme.look(look.colour).stroke
        assert paints and all(p.fill == fill and p.stroke == stroke for p in paints), where
    elif model.drawn_as == "icon":
        paints = [e.paint for e in drawn["icon"]]  # type: ignore[attr-defined]
        assert any(p.stroke == theme.look(look.colour).stroke and p.line == look.outline for p in paints), where
    elif "span" in roles:  # a frame in its outline and colour, its cells in its fill
        (frame,) = drawn["span"]
        assert frame.paint.stroke == theme.look(look.colour).stroke and frame.paint.line == look.outline, where  # type: ignore[attr-defined]
        cells = drawn["cell"]
        assert (len(cells) == 3) == look.filled, where  # filled: one block under the span's frame (marks7), and its two cells over it
        for cell in cells:
            _assert_area(cell.paint, look, where, stroked=False)  # type: ignore[attr-defined]
    else:  # the part's own element where it has one (a block an icon holds), else the first its mark drew
        own = ("marks", _index(kind), kind) + tuple(path)
        first = next((e for e in drawn[roles[0]] if tuple(e.source[: len(own)]) == own), drawn[roles[0]][0])
        _assert_area(first.paint, look, where)  # type: ignore[attr-defined]


def assert_said(alt: str, look: Look, default: Look, kind: str, keys: tuple[str, ...]) -> None:
    """What the look says where it is not the part's own default: its colour
    word, "hatch", "dash" or "dot", the outline's colour."""
    where = f"{kind} {'.'.join(keys)} {look}: {alt}"
    text = alt.lower()
    if look.fill != default.fill and FILL_WORDS[look.fill]:
        assert FILL_WORDS[look.fill] in text or (look.fill in OPEN_FILLS and look.outline == "solid" and "open" in text), where  # a pale dot in a ring is "an open dot"
    if look.hatch and not default.hatch:
        assert "hatch" in text, where
    if look.outline != default.outline and look.outline in ("dashed", "dotted"):
        assert look.outline[:3] in text, where
    if look.colour != default.colour and look.outline != "none" and not (look.fill == look.colour):
        assert LINE_COLOUR_WORDS[look.colour] in text, where


def assert_refused(text: str, given: dict[str, Any], kind: str, keys: tuple[str, ...]) -> None:
    diagnostics = Diagnostics("spec.yaml")
    assert load(text, "spec.yaml", diagnostics) is None, f"{kind} {given}: loaded, but did not render"
    lines = text.splitlines()
    for item in diagnostics.items:
        line = lines[item.location.line - 1].strip().lstrip("- ")
        assert any(line.startswith(f"{key}:") for key in given), f"{kind} {given}: {item.format()} is not at a look key ({line})"
        named = set(re.findall(r"`([^`]+)`", item.message)) - {str(v).lower() for v in given.values()}
        assert named, f"{kind} {given}: {item.message} names nothing that would work"
        assert "internal error" not in item.message


def test_every_part_kind_has_its_smallest_spec():
    found = {(kind, keys) for kind, keys, _ in part_kinds()}
    assert found == set(SMALLEST), "a model carrying the look needs its smallest spec in SMALLEST (or one listed there has gone)"


PARTS = part_kinds()
COUNTS: dict[str, int] = {"rendered": 0, "refused": 0}


WALKED = [(kind, keys, model, variant) for kind, keys, model in PARTS for variant in variants(model)]


@pytest.mark.parametrize(("kind", "keys", "model", "variant"), WALKED, ids=[f"{kind}{'.' if keys else ''}{'.'.join(keys)}{'-' + variant if variant else ''}" for kind, keys, _, variant in WALKED])
def test_every_look_on_the_part_renders_or_is_refused_at_its_key(kind, keys, model, variant):
    default = _default_look(kind, keys, model, variant)
    rendered = refused = 0
    for look in looks():
        text, path, given = spec_for(kind, keys, look, model, variant)
        try:
            result = compile_spec(text, "spec.yaml")
        except SpecError:
            assert_refused(text, given, kind, keys)
            refused += 1
            continue
        assert not result.problems
        part = _part(result.spec.marks[_index(kind)].spec, path)
        assert all(getattr(part.look, key) == value for key, value in given.items() if key != "colour"), f"{kind} {given}: read as {part.look}"
        assert_drawn(result, kind, keys, part.look, model)
        assert_said(result.alt, part.look, default, kind, keys)
        rendered += 1
    assert refused + rendered == len(looks())
    assert rendered or variant is not None, f"{kind} {'.'.join(keys)}: no look renders"  # a kind whose look is its meaning (a red cross) takes none


# --- what a part means (issue 25/26, counts5): `means` on every part ---------------

MEANS = "the meaning quoll"
# A part with no look of its own that still takes `means` (`marks/look.Meant`).
MEANT_ALONE: dict[tuple[str, tuple[str, ...]], tuple[dict[str, Any], tuple[Any, ...]]] = {}  # none now: a timeline's events carry the look (looks6)


def meant_parts() -> list[tuple[str, tuple[str, ...], dict[str, Any], tuple[Any, ...]]]:
    """Every part that takes `means`: each kind carrying the look, and those listed alone."""
    looked = [(kind, keys, *SMALLEST[(kind, keys)][:2]) for kind, keys, model in PARTS if "means" not in model.refused]  # a key's entry says it in its label
    return looked + [(kind, keys, body, path) for (kind, keys), (body, path) in MEANT_ALONE.items()]


def test_every_part_takes_means_from_the_one_part_model():
    """`means` comes from `Meant`, never a copy on one part: every model
    carrying the look, and every part listed alone, inherits it."""
    from blueprint.marks.look import Meant, models_carrying

    for kind, keys, model in PARTS:
        assert issubclass(model, Meant), f"{kind} {'.'.join(keys)}"
    meant = {(kind, keys) for kind in KINDS for keys, _ in models_carrying(REGISTRY[kind].model, Meant)}
    assert set(MEANT_ALONE) <= meant


MEANT = meant_parts()


@pytest.mark.parametrize(("kind", "keys", "body", "path"), MEANT, ids=[f"{kind}.{'.'.join(keys) or '-'}" for kind, keys, _, _ in MEANT])
def test_every_part_says_what_it_means(kind, keys, body, path):
    """The writer's `means` on any part is said in the alt text, once."""
    body = yaml.safe_load(yaml.safe_dump(body))
    part = body
    for step in path:
        part = part[step]
    part["means"] = MEANS
    result = compile_spec(yaml.safe_dump({"blueprint": 1, "marks": _marks(kind, body)}, sort_keys=False), "spec.yaml")
    assert not result.problems
    assert result.alt.count(MEANS) == 1, f"{kind} {'.'.join(keys)}: {result.alt}"
