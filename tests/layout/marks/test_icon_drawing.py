"""How an icon is drawn: placed by relation or pinned, its anchors, its
sizes, its looks and states, and a cross as big as what it cuts."""

from __future__ import annotations

import pytest

from blueprint.icons import ICONS
from blueprint.scene import Box
from blueprint.theme import FILLS
from conftest import compiled_marks, spec_text


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
    label = [t for t in result.scene.texts() if t.text == "planned"][0]
    assert label.colour == "blue"


def test_gpu_blocks_and_status(compile_text):
    result, _ = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: g, name: gpu, status: blue, blocks: [blue, grey]}"))
    slot = result.scene.anchors["g.slot"]
    blocks = [e for e in result.scene.elements if e.role == "icon" and slot.contains(e.bounds) and e.paint.fill in ("blue", "grey")]
    assert [b.paint.fill for b in sorted(blocks, key=lambda b: b.bounds.x)] == ["blue", "grey"]


@pytest.mark.parametrize("name", ["balancer", "queue", "database", "container", "terminal"])
def test_the_icons_posts_asked_for_are_drawn(compile_text, name):
    """Issue 17: a load balancer, a queue, a database, a container, a person at a terminal."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{name: {name}, colour: blue, label: here}}"))
    assert not errors, errors
    assert len([e for e in result.scene.elements if e.owner == ("marks", 0, "icon")]) >= 3, "drawn from several primitives"


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


HOLDERS = [name for name, icon in ICONS.items() if icon.slot is not None]


def test_every_icon_that_holds_data_takes_blocks():
    """One model (issue 25): a drive, a database, a server, a container and a file hold blocks as a card does."""
    assert {"gpu", "server", "storage", "database", "container", "snapshot"} <= set(HOLDERS)
    for name in HOLDERS:
        assert "slot" in ICONS[name].own_anchors, name


@pytest.mark.parametrize("name", HOLDERS)
def test_blocks_stand_in_the_slot_in_their_order(compile_text, name):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{id: it, name: {name}, blocks: [blue, grey, red]}}"))
    assert not errors, errors
    slot = result.scene.anchors["it.slot"]
    assert result.scene.anchors["it"].grown(1).contains(slot)
    blocks = [e for e in result.scene.elements if e.role == "icon" and slot.grown(0.5).contains(e.bounds) and e.paint.fill in ("blue", "grey", "red")]
    along = (lambda b: b.bounds.y) if ICONS[name].stacked else (lambda b: b.bounds.x)
    assert [b.paint.fill for b in sorted(blocks, key=along)] == ["blue", "grey", "red"]
    for first, second in zip(sorted(blocks, key=along), sorted(blocks, key=along)[1:]):
        assert not first.bounds.overlaps(second.bounds), "each block seen on its own"


SCREENS = [name for name, icon in ICONS.items() if icon.face is not None]


@pytest.mark.parametrize("name", SCREENS)
def test_a_label_inside_stands_on_the_screen(compile_text, name):
    """`label-side: inside` (issue 25, fractional-gpu's "nb 1" on its laptop's screen): in the note type, inside the screen."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{id: it, name: {name}, label: nb 1, label-side: inside}}"))
    assert not errors, errors
    label = next(t for t in result.scene.texts() if t.text == "nb 1")
    icon = Box.around([e.bounds for e in result.scene.elements if e.role == "icon"])
    assert icon is not None and icon.contains(label.box)
    assert label.size == result.theme.type.size("note")
    assert "marked nb one" in result.alt


def test_a_label_inside_an_icon_with_no_screen_is_refused_at_the_key(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: clock, label: now, label-side: inside}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:3:") and "`laptop`" in errors[0] and "label-side" in errors[0], errors


# --- room6: an icon over a mark takes its words off that mark ---

OVER = {
    "a job": ("  - bar: {id: job, width: 160, fill: white, outline: dashed, label: 40 gb job}", "job"),
    "a grid's cell": ("  - grid: {id: g, rows: [[used, free, used], [free, used, free]]}", "g.row-1.cell-2"),
    "a tread": ("  - staircase: {id: s, unit: s, steps: [{duration: 3}, {duration: 2}, {duration: 4}]}", "s.tread-2"),
}


@pytest.mark.parametrize("target", list(OVER))
@pytest.mark.parametrize("side", [None, "below", "above", "right", "left"])
def test_a_sign_over_a_mark_takes_its_words_beside_it(compile_text, target, side):
    """A red cross `over` a mark or a part takes a `label`: it stands off the
    mark it sits on (on the side asked, or where the label search finds room),
    centred with the cross, and the cross stays centred on what it stands over."""
    mark, name = OVER[target]
    asked = f", label-side: {side}" if side else ""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", mark, f"  - icon: {{name: cross, colour: red, over: {name}, label: no slice fits{asked}}}"))
    assert not errors, errors
    label = next(t for t in result.scene.texts() if t.text == "no slice fits")
    cross = Box.around([e.bounds for e in result.scene.elements if e.owner == ("marks", 1, "icon")])
    spot = result.scene.anchors[name]
    assert abs(cross.centre_x - spot.centre_x) < 0.5 and abs(cross.centre_y - spot.centre_y) < 0.5, "the cross on its target's middle"
    assert not label.box.overlaps(cross), "the words beside the cross, not on it"
    if target == "a job":
        assert not label.box.overlaps(spot), "nor on the job"
        if side:
            where = {"below": label.box.y >= spot.bottom, "above": label.box.bottom <= spot.y, "right": label.box.x >= spot.right, "left": label.box.right <= spot.x}
            assert where[side], f"{side} of the job"


def test_a_crosss_words_take_their_own_line_beyond_the_words_of_what_it_crosses(compile_text):
    # counts6b (issue 25): the span names stand on the first line under the grid; the cross's words, there, read with
    # them as one phrase ("b node fails c"): a line further off is among its places, and taken where the column leaves room
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - row:", "      gap: 96", "      marks:",
        "        - column:", "            gap: 88", "            marks:",
        "              - grid:", "                  id: node", "                  rows: [[used, used, used, used], [used, used, used, used]]",
        "                  spans: [{row: 2, start: 1, cells: 2, label: b}, {row: 2, start: 3, cells: 2, label: c}]",
        "              - icon: {name: storage, size: small, label: local disk}",
        "        - timeline: {unit: h, lanes: [{label: x, segments: [{duration: 6 h, fill: grey}]}, {label: y, segments: [{duration: 6 h, fill: grey}]}]}",
        "  - icon: {name: cross, colour: red, size: match, over: node, label: node fails, label-side: below}",
    ))
    assert not errors, errors
    texts = {t.text: t.box for t in result.scene.elements if getattr(t, "text", None) in ("b", "c", "node fails")}
    assert texts["node fails"].y >= max(texts["b"].bottom, texts["c"].bottom), texts


# --- icons7: the icons posts asked for, and every icon at every size and look ---

SIZES = ("small", "medium", "large")


@pytest.mark.parametrize("name", list(ICONS))
def test_every_icon_at_every_size_stays_in_its_box_in_the_house_lines(compile_text, name):
    """Walks the set: each icon drawn at each size keeps its shape and its
    primitives inside its box, in the house widths (outline, thin, the cross's)."""
    boxes = {}
    for size in SIZES:
        result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{id: it, name: {name}, size: {size}}}"))
        assert not errors, (name, size, errors)
        drawn = [e for e in result.scene.elements if e.owner == ("marks", 0, "icon")]
        assert drawn, (name, size)
        scale = result.theme.layout.icon_scale(size)
        extent = Box.around([e.bounds for e in drawn])
        assert extent is not None and result.scene.anchors["it"].grown(ICONS[name].height * scale).contains(extent)
        assert extent.width <= ICONS[name].width * scale + 5 and extent.height <= ICONS[name].height * scale + 5, (name, size, extent)
        for element in drawn:
            assert element.paint.stroke_width in (None, "outline", "thin", "dotted", "cross"), (name, element.paint)
        boxes[size] = extent
    assert boxes["small"].width < boxes["medium"].width < boxes["large"].width, name
    ratios = [b.width / b.height for b in boxes.values()]
    assert max(ratios) - min(ratios) < 0.08 * max(ratios), (name, "one shape at every size")


@pytest.mark.parametrize("name", ["bucket", "drive", "memory", "registry", "loop"])
@pytest.mark.parametrize("outline", ["solid", "dashed", "dotted"])
def test_the_icons_posts_asked_for_in_session_seven(compile_text, name, outline):
    """Issue 25: object storage as a bucket, a node's drive, host memory as a
    memory stick, a container registry, a circular arrow (compile, retry): drawn
    from several primitives in the look asked, and named in the alt text."""
    from blueprint.describe.lexicon.icon import icon_noun

    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{name: {name}, colour: blue, outline: {outline}, label: here}}"))
    assert not errors, errors
    drawn = [e for e in result.scene.elements if e.owner == ("marks", 0, "icon")]
    assert len(drawn) >= (2 if name == "loop" else 3), "drawn from several primitives (a loop: its line and its head)"
    assert any(e.paint.line == outline and e.paint.stroke == "blue" for e in drawn), "its outline in the look asked"
    assert f"blue {icon_noun(name)}" in result.alt and "marked here" in result.alt


def test_a_circular_arrow_has_a_filled_head_in_its_lines_colour(compile_text):
    """STYLE.md: arrowheads are filled triangles, never a glyph."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: loop, colour: red}"))
    assert not errors, errors
    heads = [e for e in result.scene.elements if e.owner == ("marks", 0, "icon") and e.paint.fill == "red"]
    assert len(heads) == 1


def test_a_block_takes_any_part_look(compile_text):
    """A block given whole (`{fill: none, outline: dashed, colour: blue}`) is
    drawn in that look, from its own key; a bare fill stays as it was (trydraw7)."""
    result = compiled_marks(compile_text, "  - icon: {name: server, blocks: [{fill: none, outline: dashed, colour: blue}, grey]}\n")
    own = [e for e in result.scene.elements if tuple(e.source[-2:]) == ("blocks", 0)]
    (block,) = own
    assert block.paint.line == "dashed" and block.paint.stroke == "blue" and block.paint.fill in (None, "paper")
    assert "an empty block in blue dashed outline" in result.alt and "a grey block" in result.alt, result.alt  # facts8c: an unfilled box is said empty
