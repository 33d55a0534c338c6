"""Every relation the spec asks for holds in the drawing that stands (issue 27
item 1): a row's members line up as its `align` says and stand left to
right, a column's likewise top to bottom, a block placed `above`, `left-of`,
`over`... another stands so in its final box, and a block given a `width` or
`height` draws no larger. One check over the composition (`layout/
relations.py`, its geometry in `rules/relations.py`): each relation broken
on purpose is caught at its key, and over the gallery, the corpus, the
README's examples and generated compositions every one holds."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from dataclasses import replace

import pytest

from blueprint import SpecError
from blueprint.layout import engine
from blueprint.layout import relations as held
from blueprint.pipeline import compile_spec
from blueprint.rules import relations
from blueprint.scene import Box, Paint, Rect
from conftest import spec_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import compositions  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "specs").glob("*.yaml")) + sorted((ROOT / "tests" / "corpus").glob("*.yaml"))
README = re.findall(r"```yaml\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), flags=re.S)


# --- the geometry ----------------------------------------------------------------

def test_members_out_of_line_are_found_by_the_edge_align_names():
    tops = [Box(0, 10, 40, 40), Box(60, 10, 40, 60), Box(120, 10, 40, 20)]
    assert relations.misaligned(tops, "top", across=False) is None
    assert relations.misaligned(tops, "bottom", across=False) == 1
    assert relations.misaligned(tops, "centre", across=False) == 1
    lefts = [Box(0, 0, 40, 40), Box(0, 60, 80, 40), Box(3, 120, 20, 40)]
    assert relations.misaligned(lefts, "left", across=True) == 2


def test_members_out_of_order_are_found():
    assert relations.out_of_order([Box(0, 0, 40, 40), Box(60, 0, 40, 40)], across=True) is None
    assert relations.out_of_order([Box(60, 0, 40, 40), Box(0, 0, 40, 40)], across=True) == 1
    assert relations.out_of_order([Box(0, 0, 40, 40), Box(0, 0, 40, 40)], across=False) == 1


@pytest.mark.parametrize("relation, mine, found", [
    ("above", Box(0, 0, 40, 40), None),
    ("above", Box(0, 80, 40, 40), "side"),
    ("below", Box(0, 160, 40, 40), "align"),  # on its side, not centred on it
    ("left-of", Box(-60, 100, 40, 40), None),
    ("left-of", Box(-20, 100, 40, 40), "side"),
    ("right-of", Box(60, 100, 40, 40), None),
    ("right-of", Box(60, 110, 40, 40), "align"),
    ("over", Box(0, 100, 40, 40), None),
    ("over", Box(4, 100, 40, 40), "align"),
])
def test_a_block_off_its_relation_is_found(relation, mine, found):
    target = Box(0, 100, 40, 40) if relation != "below" else Box(40, 100, 40, 40)
    assert relations.misplaced(relation, mine, mine, target, None) == found


def test_align_names_the_edge_a_placed_block_keeps():
    target = Box(0, 100, 40, 80)
    assert relations.misplaced("right-of", Box(60, 100, 40, 40), Box(60, 100, 40, 40), target, "top") is None
    assert relations.misplaced("right-of", Box(60, 100, 40, 40), Box(60, 100, 40, 40), target, "bottom") == "align"


def test_a_block_drawn_larger_than_given_is_found():
    assert not relations.oversized(400, 400.6)
    assert relations.oversized(400, 420)


# --- a broken composition is refused at its key ---------------------------------------

def broken_by(monkeypatch, spoil):
    """Compile with the composition spoiled just before the relations are held to it."""
    real = engine.check_relations

    def spoilt(spec, laid, tops, ctx):
        spoil(spec, laid)
        real(spec, laid, tops, ctx)

    monkeypatch.setattr(engine, "check_relations", spoilt)


def moved(laid, path, dx, dy):
    for boxes in (laid.boxes, laid.extents):
        boxes[path] = boxes[path].moved(dx, dy)
    # a row reads what its members draw themselves (vocab10b): their elements move too
    laid.elements[:] = [e.moved(dx, dy) if e.owner[: len(path)] == path else e for e in laid.elements]


def errors_of(text):
    try:
        compile_spec(text, "spec.yaml")
    except SpecError as exc:
        return [d.format() for d in exc.diagnostics]
    return []


ROW = spec_text(
    "blueprint: 1",
    "marks:",
    "  - row:",
    "      align: top",
    "      marks:",
    "        - icon: {name: gpu}",
    "        - icon: {name: server}",
)
COLUMN = ROW.replace("row:", "column:").replace("align: top", "align: left")
PLACED = spec_text(
    "blueprint: 1",
    "marks:",
    "  - icon: {id: a, name: gpu}",
    "  - icon: {id: b, name: server, right-of: a}",
)
SIZED = spec_text(
    "blueprint: 1",
    "marks:",
    "  - bar: {id: b, width: 400, parts: [{share: 50%, fill: grey}]}",
)
ROW_MEMBER = ("marks", 0, "row", "marks", 1, "icon")
COLUMN_MEMBER = ("marks", 0, "column", "marks", 1, "icon")
B = ("marks", 1, "icon")


def test_a_row_member_out_of_line_is_refused_at_align(monkeypatch):
    assert errors_of(ROW) == []
    broken_by(monkeypatch, lambda spec, laid: moved(laid, ROW_MEMBER, 0, 12))
    errors = errors_of(ROW)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:14: error: this row's mark 2 does not line up `top`"), errors


def test_a_column_member_out_of_line_is_refused_at_align(monkeypatch):
    assert errors_of(COLUMN) == []
    broken_by(monkeypatch, lambda spec, laid: moved(laid, COLUMN_MEMBER, 12, 0))
    errors = errors_of(COLUMN)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:14: error: this column's mark 2 does not line up `left`"), errors


def test_row_members_out_of_order_are_refused(monkeypatch):
    broken_by(monkeypatch, lambda spec, laid: moved(laid, ROW_MEMBER, -400, 0))
    assert any("does not stand after the one before it, left to right" in e for e in errors_of(ROW))


def test_a_block_on_the_wrong_side_is_refused_at_its_relation(monkeypatch):
    assert errors_of(PLACED) == []
    broken_by(monkeypatch, lambda spec, laid: moved(laid, B, -300, 0))
    errors = errors_of(PLACED)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:43: error: `right-of: a` does not hold in the drawing"), errors


def test_a_block_beside_and_out_of_line_is_refused_at_its_relation(monkeypatch):
    broken_by(monkeypatch, lambda spec, laid: moved(laid, B, 0, 30))
    errors = errors_of(PLACED)
    assert len(errors) == 1 and "is not lined up `centre` with it" in errors[0], errors


def test_a_block_drawn_past_its_width_is_refused_at_width(monkeypatch):
    assert errors_of(SIZED) == []
    path = ("marks", 0, "bar")
    broken_by(monkeypatch, lambda spec, laid: laid.elements.append(Rect(Box(100, 100, 480, 40), Paint(fill="grey"), "part", path, path)))
    errors = errors_of(SIZED)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:25: error: `width: 400` is drawn 700 px: larger than asked"), errors


# --- every relation holds where the tool composes -----------------------------------

def checked_in(monkeypatch, text, name):
    """The relations held to a spec's composition (a draft: lint's findings left aside)."""
    found = []
    real = held.held_relations

    def kept(*args):
        found.append(real(*args))
        return found[-1]

    monkeypatch.setattr(held, "held_relations", kept)
    try:
        compile_spec(text, name, draft=True)
    except SpecError:
        return None
    return found[-1]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_relation_of_a_shipped_or_corpus_spec_holds(monkeypatch, path):
    checked = checked_in(monkeypatch, path.read_text(encoding="utf-8"), str(path))
    assert checked is None or checked.broken == []


@pytest.mark.parametrize("index", range(len(README)))
def test_every_relation_of_a_readme_example_holds(monkeypatch, index):
    checked = checked_in(monkeypatch, README[index], f"README-example-{index + 1}.yaml")
    assert checked is None or checked.broken == []


def test_the_gallery_and_corpus_ask_for_every_kind_of_relation_checked(monkeypatch):
    """The check is not vacuous: rows, columns, sides and sizes are all held somewhere."""
    kinds: dict[str, int] = {}
    for path in SOURCES:
        checked = checked_in(monkeypatch, path.read_text(encoding="utf-8"), str(path))
        for kind, count in (checked.kinds if checked else {}).items():
            kinds[kind] = kinds.get(kind, 0) + count
    assert {"row", "column", "right-of", "left-of", "above", "below", "over", "width", "height"} <= kinds.keys(), kinds


@pytest.mark.parametrize("seed", range(60))
def test_every_relation_of_a_generated_composition_holds(monkeypatch, seed):
    """Icons placed against one another, in rows and columns, pinned, linked,
    and salient marks among them (tests/compositions.py; seeded, so the same
    sixty on every machine)."""
    checked = checked_in(monkeypatch, compositions.composition(seed).text, "spec.yaml")
    assert checked is None or checked.broken == []


# --- a mark drawn with no room, or its axis backwards, is refused (a general check) ---------

TIMELINE = spec_text(
    "blueprint: 1",
    "marks:",
    "  - timeline:",
    "      id: t",
    "      lanes:",
    "        - {label: gpu, segments: [{duration: 2 h, fill: grey}]}",
)
T = ("marks", 0, "timeline")


def test_a_timeline_whose_axis_runs_backwards_is_refused(monkeypatch):
    """The bug this stands for: squeezed beside another, a timeline's scale came out with its end left
    of its start ("16 h" at the left) and every other check passed."""
    assert errors_of(TIMELINE) == []

    def backwards(spec, laid):
        for key, scale in list(laid.scales.items()):
            laid.scales[key] = replace(scale, left=scale.right, width=-scale.width)

    broken_by(monkeypatch, backwards)
    errors = errors_of(TIMELINE)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:7: error: this timeline runs backwards in the drawing: its end stands 1025 px left of its start"), errors


def test_a_mark_drawn_with_no_width_is_refused(monkeypatch):
    assert errors_of(PLACED) == []

    def flattened(spec, laid):
        body = laid.boxes[B]
        laid.boxes[B] = Box(body.x, body.y, 0, body.height)

    broken_by(monkeypatch, flattened)
    errors = errors_of(PLACED)
    assert len(errors) == 1 and "this icon is left 0 px in the drawing" in errors[0], errors


def test_no_room_is_a_length_of_half_a_pixel_or_less_or_backwards():
    assert relations.no_room(0) and relations.no_room(-40) and relations.no_room(0.5)
    assert not relations.no_room(1)


INSIDE = spec_text(
    "blueprint: 1",
    "marks:",
    "  - bar: {parts: [{share: 60%, fill: blue, label: kept, label-side: inside}, {share: 40%, fill: grey}]}",
)


def test_a_label_asked_inside_and_drawn_outside_its_part_is_refused_at_label_side(monkeypatch):
    """faithful10b: a curve region's inside label that did not fit was set
    beside the region on a leader, drawing the same as `right`, and nothing
    said so. Any part's words asked `inside` are held to lie within what the
    part draws (spoiled here by moving them off the part)."""
    assert errors_of(INSIDE) == []

    def off_the_part(spec, laid):
        laid.elements[:] = [e.moved(0, 200) if getattr(e, "source", ())[-1:] == ("label",) and e.kind == "text" else e for e in laid.elements]

    broken_by(monkeypatch, off_the_part)
    errors = errors_of(INSIDE)
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:69: error: `label-side: inside` asks label `kept` to stand inside its area"), errors


def test_words_past_their_part_by_more_than_rounding_are_outside():
    part = Box(0, 0, 100, 20)
    assert not relations.outside(Box(10, 5, 50, 10), part) and not relations.outside(Box(-0.5, 5, 50, 10), part)
    assert relations.outside(Box(90, 5, 50, 10), part) and relations.past_edge(Box(90, 5, 50, 10), part) == 40


def test_a_region_label_asked_inside_that_no_place_holds_is_refused_with_its_size():
    text = (ROOT / "tests" / "corpus" / "allreduce-nvlink-pcie.yaml").read_text(encoding="utf-8").replace('label: "idle, paid", means', 'label: "idle, paid", label-side: inside, means')
    errors = errors_of(text)
    assert len(errors) == 1 and "label `idle, paid` is 156 x 34 px, and no place along this region holds it inside" in errors[0] and "`label-side: left` or `right`" in errors[0], errors
