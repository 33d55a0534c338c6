"""Every annotation on every anchor (issue 25, item 3): the matrix of the
anchors each block mark exposes and the annotations that attach to anchors
(`bracket`, `dimension`, `drop` to either axis, `frame`, and a `band` on the
mark itself), walked from the model itself: each mark's anchors are the ones
its drawing makes (the scene's anchors, and those it makes from values, which
its kind accepts: the positions on its scale, `at-0h` to `at-4h`, `plot`, and
a lane's, from `MarkKind.scale`), grouped by kind (`row-N`, `row-N.cell-N`,
`tread-N`, `peak-N`, `at-Nh`). Each cell either renders,
lint clean, with the annotation drawn and said in the alt text, or is refused
by the loader at one of the annotation's keys with a message that names what
would work (a name in backticks).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from blueprint import SpecError, compile_spec
from blueprint.diagnostics import Diagnostics
from blueprint.icons.base import SIDES
from blueprint.loader import load
from blueprint.marks import KINDS, REGISTRY
from blueprint.scene import Text

# The smallest spec of each block mark with two of each of its parts, and the
# anchors it makes from values only when asked (its kind must accept them).
BODIES: dict[str, dict[str, Any]] = {
    "bar": {"id": "m", "parts": [{"id": "a", "share": "50%"}, {"id": "b", "share": "30%"}]},
    "grid": {"id": "m", "rows": [["used", "free", "used"], ["free", "used", "free"]], "spans": [{"id": "s", "start": 1, "cells": 2}]},
    "timeline": {"id": "m", "unit": "h", "span": "4 h", "lanes": [
        {"id": "l1", "label": "a", "segments": [{"start": 0, "end": "1 h"}, {"start": "2 h", "end": "3 h"}]},
        {"label": "b", "segments": [{"start": 0, "end": "2 h"}], "events": [{"at": "3 h", "event": "kill"}]}]},
    "staircase": {"id": "m", "unit": "s", "steps": [{"duration": 3}, {"duration": 2}], "floor": "ready"},
    "towers": {"id": "m", "tiers": 2, "towers": [{"label": "a", "tiers": [{}, {}]}, {"label": "b", "tiers": [{}]}]},
    "curve": {"id": "m", "unit": "h", "values": [10, 50, 30, 60, 20], "lines": [{"id": "cap", "at": 40}]},
    "icon": {"id": "m", "name": "server"},
    "row": {"id": "m", "marks": [{"icon": {"id": "i1", "name": "server"}}, {"icon": {"id": "i2", "name": "gpu"}}]},
    "column": {"id": "m", "marks": [{"icon": {"id": "i1", "name": "server"}}, {"icon": {"id": "i2", "name": "gpu"}}]},
    "columns": {"id": "m", "columns": [{"id": "a", "value": 4, "label": "a"}, {"value": 2, "label": "b"}, {"value": 3, "label": "c"}]},
    "queue": {"id": "m", "jobs": [{"id": "a", "fill": "blue"}, {"id": "b"}, {}]},
}
# Marks walked again in a variant that gives them a scale (a bar's ruled `scale` with a value at its end).
VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "bar+scale": ("bar", {**BODIES["bar"], "scale": {"ticks": 4, "start": "0", "end": "4 h"}}),
}
MADE = {"curve": ["at-2h", "cap.crossing-1", "cap.crossing-4"], "grid": ["column-1"], "timeline": ["at-2h"], "queue": ["front", "job-3"]}
# A second mark, below the walked one, for what joins two marks (`guides`).
OTHER = {"bar": {"id": "z", "parts": [{"id": "za", "share": "40%"}]}}
LINKS = {kind for kind in KINDS if REGISTRY[kind].flow == "link"}
BLOCKS = [kind for kind in KINDS if kind not in LINKS and kind not in ("note", "legend")]  # a note is words, a key explains looks: no parts to attach to

# The roles each annotation draws with, and the noun the alt text says it by.
DRAWN = {"bracket": ("bracket", "bracket"), "dimension": ("dimension", "dimension line"), "drop": ("guide", "guide"), "guides": ("guide", "guide"),
         "frame": ("frame", "frame"), "band": ("band", "band"), "legend": ("swatch", "key"), "icon": ("label", "cross")}


def _body(kind: str) -> tuple[str, dict[str, Any]]:
    return VARIANTS[kind] if kind in VARIANTS else (kind, BODIES[kind])


def _spec(kind: str, extra: list[dict[str, Any]] = ()) -> str:  # type: ignore[assignment]
    name, body = _body(kind)
    other = [OTHER] if any("guides" in e for e in extra) else []
    return yaml.safe_dump({"blueprint": 1, "marks": [{name: body}, *extra, *other]}, sort_keys=False)


def _scale_ends(kind: str) -> tuple[str, str]:
    """The first and last positions on the mark's scale, as its model gives
    them (`0 h`, `4 h`); two values for a mark that has none (to be refused)."""
    result = compile_spec(_spec(kind), "spec.yaml")
    node = result.spec.marks[0]
    scale = node.kind.scale(node)
    if scale is None:
        return "0", "1"
    return scale.axis.text(scale.start), scale.axis.text(scale.end)


def positions(kind: str) -> list[str]:
    """The anchors its scale makes, from the model: `plot`, a position at
    each end and in the middle, and the same on its first lane (`lane-1.at-2h`)."""
    result = compile_spec(_spec(kind), "spec.yaml")
    node = result.spec.marks[0]
    scale = node.kind.scale(node)
    if scale is None:
        return []
    ats = (scale.start, scale.start + (scale.end - scale.start) * 3 / 8, (scale.start + scale.end) / 2, scale.end)  # 3/8: a decimal (`at-1.5h`)
    at = [f"at-{scale.axis.text(v).replace(' ', '')}" for v in ats]
    return ["plot"] + at + [f"lane-1.{name}" for name in at]


def anchor_kinds(kind: str) -> dict[str, list[str]]:
    """The mark's anchors by kind (`m.row-N`): every one its drawing makes and
    those it makes from values that its kind accepts, in order."""
    result = compile_spec(_spec(kind), "spec.yaml")
    node = result.spec.marks[0]
    names = [name for name in result.scene.anchors if name == "m" or name.startswith("m.")]
    made = MADE.get(kind, []) + positions(kind)
    names += [f"m.{name}" for name in made if node.kind.has_anchor(node, name) and f"m.{name}" not in names]
    found: dict[str, list[str]] = {}
    for name in names:
        if any(name.startswith(f"m.{inner}.") or name == f"m.{inner}" for inner in ("i1", "i2")):
            continue  # a group's members' own anchors: walked as icons
        found.setdefault(re.sub(r"\d+", "N", name), []).append(name)
    return found


def annotations(names: list[str], kind: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Each annotation on anchors of one kind: over the first, between the
    first and the last (a range, for positions on a scale), from the first to
    either axis, around the first; on the mark itself, a band over its scale."""
    first, last = names[0], names[-1]
    found = [
        ("bracket", {"over": [first]}),
        ("dimension", {"from": first, "to": last, "label": "90 s"}),
        ("drop", {"from": first, "to": "x-axis", "label": "4 h"}),
        ("drop", {"from": first, "to": "y-axis"}),
        ("frame", {"around": [first], "title": "before"}),
        ("frame", {"around": [first], "hug": "parts", "title": "before"}),  # close round its parts, words outside (room6)
        ("icon", {"name": "cross", "colour": "red", "over": first, "label": "no fit"}),  # a sign over the anchor, its words off it (room6)
        ("drop", {"from": f"{first}.end", "to": "x-axis"}),  # one end of any anchor (issue 25 item 6)
        ("guides", {"from": first, "to": "z"}),  # between any two marks
        ("guides", {"from": f"{first}.start", "to": "z.za"}),
    ]
    if first != last and ".at-" in first:
        found.append(("bracket", {"over": [first, last], "label": "weekdays"}))
    if first == "m" and kind:
        low, high = _scale_ends(kind)
        found.append(("band", {"across": "m", "from": low, "to": high, "fill": "grey", "hatch": True, "means": "idle"}))
        found += keys_for(kind)
    return found


def keys_for(kind: str) -> list[tuple[str, dict[str, Any]]]:
    """A key for the mark (`for: m`: its parts' looks with what they mean;
    the smallest specs give none a meaning, so it is refused at `for`), and a
    key written out in the first look its parts draw, read from the model
    (`MarkKind.drawn_looks`), when it draws one."""
    result = compile_spec(_spec(kind), "spec.yaml")
    node = result.spec.marks[0]
    found: list[tuple[str, dict[str, Any]]] = [("legend", {"for": "m"})]
    drawn = node.kind.drawn_looks(node)
    if drawn:
        look = drawn[0].look
        entry = ({"swatch": "line", "outline": look.outline, "colour": look.colour} if drawn[0].line
                 else {"fill": look.fill, **({"hatch": True} if look.hatch else {})})
        found.append(("legend", {"entries": [{**entry, "label": "meaning"}]}))
    return found


def test_every_block_kind_has_its_smallest_spec():
    assert set(BLOCKS) == set(BODIES), "a block mark needs its smallest spec in BODIES (or one listed there has gone)"


def test_every_mark_with_a_scale_is_walked_on_it():
    """The marks whose model gives a scale are walked with positions on it."""
    scaled = [kind for kind in [*BLOCKS, *VARIANTS] if positions(kind)]
    assert set(scaled) >= {"timeline", "staircase", "curve", "bar+scale"}, scaled


def assert_refused(text: str, given: dict[str, Any], where: str) -> None:
    diagnostics = Diagnostics("spec.yaml")
    assert load(text, "spec.yaml", diagnostics) is None, f"{where}: loaded, but did not render"
    lines = text.splitlines()
    for item in diagnostics.items:
        line = lines[item.location.line - 1].strip().lstrip("- ")
        assert any(line.startswith(f"{key}:") for key in given) or line in given.get("around", []), f"{where}: {item.format()} is not at its key ({line})"
        assert re.findall(r"`([^`]+)`", item.message), f"{where}: {item.message} names nothing that would work"
        assert "internal error" not in item.message


CELLS = [(kind, pattern, names) for kind in [*BLOCKS, *VARIANTS] for pattern, names in anchor_kinds(kind).items()]
TALLY: dict[str, int] = {"rendered": 0, "refused": 0}


@pytest.mark.parametrize(("kind", "pattern", "names"), CELLS, ids=[pattern.replace("m", kind, 1) for kind, pattern, _ in CELLS])
def test_every_annotation_on_the_anchor_renders_or_is_refused_at_its_key(kind, pattern, names):
    failures = [failure for annotation, keys in annotations(names, kind) if (failure := _cell(kind, annotation, keys))]
    assert not failures, "\n".join(failures)


def _cell(kind: str, annotation: str, keys: dict[str, Any]) -> str:
    """What is wrong with one cell of the matrix ("" when it holds)."""
    text = _spec(kind, [{annotation: keys}])
    where = f"{annotation} {keys} on {kind}"
    try:
        result = compile_spec(text, "spec.yaml")
    except SpecError as error:
        if error.draft is not None and annotation == "icon" and _refused_without_words(kind, keys):
            TALLY["refused"] += 1  # the sign itself meets the mark's own words there: no cell for its label
            return ""
        if error.draft is not None:
            return f"{where}: lint refused it: {str(error).splitlines()[0]}"
        try:
            assert_refused(text, keys, where)
        except AssertionError as refused:
            return str(refused).splitlines()[0]
        TALLY["refused"] += 1
        return ""
    if result.problems:
        return f"{where}: {result.problems}"
    role, noun = DRAWN[annotation]
    drawn = [e for e in result.scene.elements if e.role == role and tuple(e.owner[:3]) == ("marks", 1, annotation)]
    if not drawn:
        return f"{where}: nothing drawn"
    if noun not in result.alt.lower():
        return f"{where}: not said: {result.alt}"
    if annotation == "icon" and not any(noun in sentence and keys["label"] in sentence for sentence in result.alt.lower().split(". ")):
        return f"{where}: its words not said with it: {result.alt}"
    TALLY["rendered"] += 1
    return ""


def _refused_without_words(kind: str, keys: dict[str, Any]) -> bool:
    """Whether lint refuses the sign over that anchor with no label at all (a
    cross over a whole chart meets its figures): its words are not the cause."""
    try:
        compile_spec(_spec(kind, [{"icon": {k: v for k, v in keys.items() if k != "label"}}]), "spec.yaml")
    except SpecError as error:
        return error.draft is not None
    return False


def test_the_matrix_both_renders_and_refuses():
    """Run after the cells: some cells render and some are refused (an axis of a
    bar, a frame round a part), so the walk is no walk of one outcome."""
    for kind, pattern, names in CELLS:
        for annotation, keys in annotations(names, kind):
            _cell(kind, annotation, keys)
    assert TALLY["rendered"] > 0 and TALLY["refused"] > 0, TALLY


def _with_means(kind: str) -> dict[str, Any] | None:
    """The mark's smallest spec with a meaning on the first part it draws in a
    look whose model takes one (`means`), read from the model; None when none does."""
    name, body = _body(kind)
    result = compile_spec(_spec(kind), "spec.yaml")
    node = result.spec.marks[0]
    for drawn in node.kind.drawn_looks(node):
        part: Any = node.spec
        for step in drawn.path[len(node.path):]:
            part = part[step] if isinstance(step, int) or isinstance(part, dict) else getattr(part, str(step).replace("-", "_"))
        if "means" in getattr(type(part), "model_fields", {}):
            written = yaml.safe_load(yaml.safe_dump(body))
            held = written
            for step in drawn.path[len(node.path):]:
                held = held[step]
            held["means"] = "what it means"
            return {name: written}
    return None


MEANT = [kind for kind in [*BLOCKS, *VARIANTS] if _with_means(kind) is not None]


@pytest.mark.parametrize("kind", MEANT)
def test_a_key_for_every_mark_lists_the_look_of_a_part_that_means_something(kind):
    """`legend: {for: m}` on every mark whose parts take a `means`: the key
    draws a swatch for the part and says its meaning."""
    text = yaml.safe_dump({"blueprint": 1, "marks": [_with_means(kind), {"legend": {"for": "m"}}]}, sort_keys=False)
    result = compile_spec(text, "spec.yaml")
    assert not result.problems, result.problems
    assert [e for e in result.scene.elements if e.role == "swatch"], f"{kind}: no swatch"
    assert "key" in result.alt.lower(), result.alt


def test_every_mark_whose_parts_take_a_meaning_is_keyed():
    assert set(MEANT) >= {"bar", "columns", "bar+scale"}, MEANT  # a curve's regions and lines, a grid's named looks: tests/marks/test_legend.py


# Words in a look's colour on every annotation that carries words (trydraw7): each
# kind with a `label` whose model takes `label-colour` draws its words in it, read
# from the model (`marks/label.WordsColoured`), on the bar with a scale (positions and a band).
def _worded() -> list[tuple[str, dict[str, Any]]]:
    from blueprint.marks.label import WordsColoured

    _, body = _body("bar+scale")
    first = "m.a"
    found = [(name, {**keys, "label": "kept"}) for name, keys in annotations([first, "m.b"], "") if name in REGISTRY]
    found += [(name, {**keys, "label": "kept"}) for name, keys in annotations(["m"], "bar+scale") if name == "band"]
    first_of = {name: keys for name, keys in reversed(found)}  # each kind once: its first cell (a drop to the x axis)
    return [(name, keys) for name, keys in first_of.items() if issubclass(REGISTRY[name].model, WordsColoured)]


def test_every_annotation_kind_with_words_takes_label_colour():
    from blueprint.marks.label import WordsColoured

    worded = {kind for kind in KINDS if issubclass(REGISTRY[kind].model, WordsColoured)}
    assert {"bracket", "dimension", "drop", "band"} <= worded


@pytest.mark.parametrize("annotation,keys", _worded(), ids=lambda v: v if isinstance(v, str) else "")
def test_an_annotations_words_take_their_colour(annotation, keys):
    for colour in ("blue", "red"):
        text = _spec("bar+scale", [{annotation: {**keys, "label-colour": colour}}])
        result = compile_spec(text, "spec.yaml")
        words = [e for e in result.scene.elements if isinstance(e, Text) and tuple(e.owner[:3]) == ("marks", 1, annotation)]
        assert words and all(e.colour == colour for e in words), (annotation, keys, [(e.text, e.colour) for e in words])
        assert "kept" in result.alt


def test_label_colour_without_words_is_refused_at_the_key():
    text = _spec("bar+scale", [{"bracket": {"over": ["m.a"], "label-colour": "blue"}}])
    with pytest.raises(SpecError) as refused:
        compile_spec(text, "spec.yaml")
    assert "label-colour" in str(refused.value)


@pytest.mark.parametrize(("kind", "pattern", "names"), CELLS, ids=[pattern.replace("m", kind, 1) for kind, pattern, _ in CELLS])
def test_guides_to_an_anchor_reach_it_past_the_rest_of_its_mark(kind, pattern, names):
    """Guides from a bar above down to every anchor kind of every block mark
    end at the anchor named, not at the first thing of its mark they meet
    (faithful10b: guides to a timeline's fourth lane ended at its first while
    the alt text said the fourth): none of the mark's own shapes stands
    between a guide's lower end and the anchor. Words of the mark may (a
    guide stops short of a label), and a cell refused at a key is the
    matrix's to judge (the guides drawer refuses a part it cannot be seen
    reaching, at `to`)."""
    name = names[-1]  # the last of its kind: under the others where they stack (a lane, a row)
    if name.rsplit(".", 1)[-1] in SIDES:
        return  # a side of the whole mark (`m.bottom`): guides meet the mark at its near edge
    body_name, body = _body(kind)
    text = yaml.safe_dump({"blueprint": 1, "marks": [OTHER, {"guides": {"from": "z.za", "to": name}}, {body_name: body}]}, sort_keys=False)
    try:
        result = compile_spec(text, "spec.yaml", draft=True)
    except SpecError:
        return
    anchor = result.scene.anchors[name]
    guides = [e for e in result.scene.elements if e.role == "guide" and tuple(e.owner[:3]) == ("marks", 1, "guides")]
    ends = [max(((e.x1, e.y1), (e.x2, e.y2)), key=lambda p: p[1]) for e in guides]
    lowest = sorted(ends, key=lambda p: -p[1])[:2]
    mark = ("marks", 2, body_name)
    for x, y in lowest:
        if y >= anchor.y - 0.5:
            continue
        between = [e for e in result.scene.elements if tuple(e.owner[:3]) == mark and not isinstance(e, Text) and e.bounds.height > 0.5
                   and e.bounds.y >= y - 0.5 and e.bounds.bottom <= anchor.y + 0.5 and e.bounds.x - 0.5 <= x <= e.bounds.right + 0.5]
        assert not between, f"guides to {name} end at y {y:.1f}, above {[(e.role, e.owner[3:]) for e in between]}, short of the anchor at y {anchor.y:.1f}"
