"""The icon mark: the set, its anchors, its states, placement by relation, its errors."""

from __future__ import annotations

import pytest

from blueprint.icons import ICONS
from blueprint.theme import FILLS
from conftest import spec_text


def only(errors):
    assert len(errors) == 1, errors
    return errors[0]


def test_unknown_icon_name_suggests_the_nearest(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: latop}"))
    line = only(errors)
    assert line.startswith("spec.yaml:3:18: error: `latop` is not one of")
    assert "(did you mean `laptop`?)" in line


def test_anchor_the_icon_does_not_have(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: laptop}",
        "  - icon: {id: b, name: gpu, right-of: a}",
        "  - connector: {from: a, to: b.statsu}",
    ))
    line = only(errors)
    assert line.startswith("spec.yaml:5:30: error: `b` has no part or anchor `statsu` (did you mean `status`?)")
    assert "`slot`" in line and "`top`" in line


def test_state_an_icon_cannot_show(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: laptop, status: grey}"))
    assert "icon `laptop` has no status bar; only `gpu`, `server` do" in only(errors)


def test_two_marks_placed_left_of_each_other(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: laptop, left-of: b}",
        "  - icon: {id: b, name: gpu, left-of: a}",
    ))
    assert len(errors) == 2
    assert errors[0].startswith("spec.yaml:3:42: error: `a` cannot be placed: it is left-of `b`, which is itself placed")


def test_one_relation_only(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: laptop}",
        "  - icon: {id: b, name: gpu, left-of: a, below: a}",
    ))
    assert "a mark is placed by one relation, found 2: `left-of`, `below`" in only(errors)


def test_placed_relative_to_a_missing_mark(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: lap, name: laptop}", "  - icon: {name: gpu, below: lpa}"))
    assert "spec.yaml:4:30: error: no mark or part has id `lpa` (did you mean `lap`?)" == only(errors)


@pytest.mark.parametrize("relation", ["right-of", "left-of", "above", "below"])
def test_relations_place_with_the_gap_and_centred(compile_text, relation):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: server}",
        f"  - icon: {{id: b, name: clock, {relation}: a, gap: 80}}",
    ))
    assert not errors
    a, b = result.scene.anchors["a"], result.scene.anchors["b"]
    gaps = {"right-of": b.x - a.right, "left-of": a.x - b.right, "above": a.y - b.bottom, "below": b.y - a.bottom}
    assert gaps[relation] == pytest.approx(80)
    if relation in ("right-of", "left-of"):
        assert b.centre_y == pytest.approx(a.centre_y)
    else:
        assert b.centre_x == pytest.approx(a.centre_x)


def test_pinned_to_a_corner_of_the_content(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: a, name: cloud, at: top-right}"))
    assert not errors
    box = result.scene.anchors["a"]
    assert box.right == pytest.approx(1200 - 56) and box.y == pytest.approx(56)


def test_every_icon_names_its_side_anchors_and_its_own(compile_text):
    for name, icon in ICONS.items():
        result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{id: it, name: {name}, label: {name}}}"))
        assert not errors, (name, errors)
        anchors = result.scene.anchors
        for side in ("top", "bottom", "left", "right", "centre") + icon.own_anchors:
            assert f"it.{side}" in anchors, (name, side)
            assert anchors["it"].grown(icon.height).contains(anchors[f"it.{side}"])
        label = [t for t in result.scene.texts() if t.text == name][0]
        assert label.box.y >= anchors["it"].bottom, "the label stands below the icon"


def test_sizes_scale_the_drawing(compile_text):
    boxes = {}
    for size in ("small", "medium", "large"):
        result, _ = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{id: it, name: save, size: {size}}}"))
        boxes[size] = result.scene.anchors["it"]
    assert boxes["small"].width < boxes["medium"].width < boxes["large"].width
    assert boxes["large"].width == pytest.approx(1.5 * boxes["medium"].width)


def test_variants_by_meaning(compile_text):
    result, _ = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: storage, colour: blue, outline: dashed, label: planned}",
    ))
    outlines = [e for e in result.scene.elements if e.role == "icon" and e.paint.stroke_width == "outline"]
    assert outlines and all(e.paint.stroke == "blue" and e.paint.line == "dashed" for e in outlines)
    assert "a blue storage icon outlined in dashes marked planned" in result.alt
    label = [t for t in result.scene.texts() if t.text == "planned"][0]
    assert label.colour == "blue"


def test_gpu_blocks_and_status(compile_text):
    result, _ = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: g, name: gpu, status: blue, blocks: [blue, grey]}"))
    slot = result.scene.anchors["g.slot"]
    blocks = [e for e in result.scene.elements if e.role == "icon" and slot.contains(e.bounds) and e.paint.fill in ("blue", "grey")]
    assert [b.paint.fill for b in sorted(blocks, key=lambda b: b.bounds.x)] == ["blue", "grey"]
    assert "whose status bar is blue and with a blue block and a grey block on it" in result.alt


# --- facts --------------------------------------------------------------------

from blueprint.describe.marks import describer_of  # noqa: E402
from blueprint.describe.say.context import DescribeContext  # noqa: E402
from blueprint.describe.say.facts import ARRANGEMENTS, AMONG, PLACES, VERBS, Look, Relation  # noqa: E402
from blueprint.describe.say.words import Words  # noqa: E402

NOTEBOOK = (
    "blueprint: 1", "marks:",
    "  - icon: {id: laptop, name: laptop, size: large}",
    "  - icon: {id: gpu, name: gpu, size: large, right-of: laptop, gap: 400, status: grey, blocks: [blue]}",
    "  - connector: {id: cable, from: laptop, to: gpu, outline: dashed, colour: grey, noun: cable, cut: 65%}",
    "  - icon: {id: save, name: save, colour: blue, label: checkpoint, below: cable}",
    "  - connector: {from: save, to: gpu, route: elbow, colour: blue, arrow: end}",
)


def statements(result, links_first=True):
    """Each mark's facts, the links gathered first (as the describe stage does)."""
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    ctx.links = [r for n in result.spec.marks if n.kind.flow == "link" for r in describer_of(n).facts(n, ctx).relations] if links_first else []
    return {n.id or n.index: describer_of(n).facts(n, ctx) for n in result.spec.marks}


def test_an_icon_states_its_noun_look_label_and_place_in_its_row(compile_text):
    result, errors = compile_text(spec_text(*NOTEBOOK))
    assert not errors
    said = statements(result)
    (laptop,) = said["laptop"].things
    assert (laptop.noun, laptop.look, laptop.among, laptop.form) == ("laptop", Look("none"), "left", "links")
    (gpu,) = said["gpu"].things
    assert gpu.among == "right" and gpu.noun == "GPU card"
    assert said["gpu"].relations == (Relation("stands-right-of", gpu.key, laptop.key),), "placed against the laptop"
    (save,) = said["save"].things
    assert (save.look, save.label, save.among) == (Look("blue"), "checkpoint", None)
    assert said["save"].relations[0].verb == "stands-below" and said["save"].relations[0].object == ("marks", 2, "connector")


def test_a_status_bar_is_a_feature_and_blocks_an_arrow_arrives_with_are_delivered(compile_text):
    result, _ = compile_text(spec_text(*NOTEBOOK))
    status, block = statements(result)["gpu"].things[0].parts
    assert (status.noun, status.look, status.place) == ("status bar", Look("grey"), None)
    assert (block.noun, block.look, block.place) == ("block", Look("blue"), "delivered")
    alone = statements(result, links_first=False)["gpu"].things[0].parts[1]
    assert alone.place == "on", "no arrow arrives: the block just sits on the card"


def test_icon_facts_hold_no_english_but_nouns_labels_and_closed_words(compile_text):
    result, _ = compile_text(spec_text(*NOTEBOOK, "  - icon: {name: cloud, colour: blue, outline: dashed, at: top-right}"))
    closed = set(PLACES) | set(AMONG) | set(ARRANGEMENTS) | set(VERBS) | {"links", "thing"}
    nouns = {"laptop", "GPU card", "status bar", "block", "save icon", "cloud icon", "checkpoint"}
    for statement in statements(result).values():
        for thing in statement.things:
            for value in (thing.noun, thing.label, thing.place, thing.among, thing.form, thing.arrangement):
                assert value is None or value in closed | nouns, value
    cloud = statements(result)[5].things[0]
    assert (cloud.place, cloud.look) == ("at-top-right", Look("blue", "dashed", filled=False))


def test_like_icons_are_counted_and_a_red_cross_is_not_red_twice(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: save, colour: blue, label: 3 h}",
        "  - icon: {id: b, name: save, colour: blue, right-of: a, label: 6 h}",
        "  - icon: {id: c, name: save, colour: blue, right-of: b, label: 9 h}",
        "  - icon: {name: cross, colour: red, below: b, label: lost}",
    ))
    assert not errors
    assert "Blueprint of three blue save icons side by side, the left one marked three hours, the middle one six hours and the right one nine hours." in result.alt
    assert "a red cross marked lost" in result.alt and "red red" not in result.alt


@pytest.mark.parametrize("name, noun", [("balancer", "load balancer"), ("queue", "queue"), ("database", "database"), ("container", "container"), ("terminal", "person at a terminal")])
def test_the_icons_posts_asked_for_are_drawn_and_named_as_icons(compile_text, name, noun):
    """Issue 17: a load balancer, a queue, a database, a container, a person at a terminal."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{name: {name}, colour: blue, label: here}}"))
    assert not errors, errors
    assert len([e for e in result.scene.elements if e.owner == ("marks", 0, "icon")]) >= 3, "drawn from several primitives"
    assert f"a blue {noun} marked here" in result.alt


def test_a_card_or_node_with_no_work_is_drawn_and_said_empty(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: a, name: gpu, empty: true, label: spare}", "  - icon: {name: server, empty: true, right-of: a}"))
    assert not errors, errors
    assert "an empty GPU card on the left marked spare" in result.alt and "an empty server node" in result.alt
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: cloud, empty: true}"))
    assert len(errors) == 1 and "icon `cloud` has no empty state; only `gpu`, `server` do" in errors[0], errors


def test_a_cross_sized_to_what_it_cuts(compile_text):
    """Issue 17: `size: match` makes an icon as big as what it stands over."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: g, name: gpu, size: large}", "  - icon: {name: cross, size: match, over: g}"))
    assert not errors, errors
    card = result.scene.anchors["g"]
    strokes = [e for e in result.scene.elements if e.owner == ("marks", 1, "icon")]
    extent = max(max(e.x1, e.x2) for e in strokes) - min(min(e.x1, e.x2) for e in strokes)
    assert extent > 0.5 * min(card.width, card.height), "across the card, not a small mark on it"


@pytest.mark.parametrize("fill", FILLS)
def test_every_fill_draws_as_a_block_and_a_status(compile_text, fill):
    """A writer's fill is drawn in its palette token (`dark` in ink), never looked up raw."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        f"  - icon: {{name: gpu, blocks: [{fill}], status: {fill}}}",
        f"  - icon: {{name: server, status: {fill}}}",
    ))
    assert result is not None, errors


def test_a_pin_the_layout_could_not_keep_is_not_said(compile_text):
    """`at: right` with a row set right of it: the layout moves the icon left of
    centre, and the alt text no longer says "on the left at the right"."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: hub, name: server, at: right, label: hub}",
        "  - row:",
        "      right-of: hub",
        "      gap: 48",
        "      marks: [{icon: {name: server, label: a}}, {icon: {name: server, label: b}}, {icon: {name: server, label: c}}]",
    ))
    assert not errors, errors
    assert "at the right" not in result.alt, result.alt


def test_icons_in_two_rows_are_placed_among_their_own_row_only():
    """Where an icon stands among its row is found from one index of rows
    (sorted by height), not a scan of every icon for each: a lower row of two
    has its own left and right, and an icon alone on its level has no place."""
    from blueprint.marks.icon import _rows
    from blueprint.scene import Box, Placement

    def placed(name, x, y):
        return Placement((name,), "icon", name, Box(x, y, 40, 40), "left", "top")

    row = [placed("a", 0, 0), placed("b", 100, 0), placed("c", 200, 2), placed("d", 0, 100), placed("e", 100, 100), placed("f", 0, 300)]
    rows = _rows([*row, None])
    assert rows[("a",)] == rows[("b",)] == rows[("c",)] == (20, 220, 3)
    assert rows[("d",)] == rows[("e",)] == (20, 120, 2)
    assert rows[("f",)] == (20, 20, 1)
