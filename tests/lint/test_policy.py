"""The policy of roles, one rule at a time, on small scenes (issue 13)."""

from __future__ import annotations

from blueprint.diagnostics import Diagnostics
from blueprint.lint import lint
from blueprint.rules import policy
from blueprint.scene import Box, Line, MarkInfo, Paint, Placement, Rect, Scene, Text
from blueprint.sourcemap import SourceMap
from blueprint.text import load_font
from blueprint.theme import DEFAULT_THEME

SOURCE = SourceMap("x.yaml", {("marks", 0, "icon"): (3, 5), ("marks", 1, "row"): (4, 5), ("marks", 1, "row", "right-of"): (4, 17),
                              ("marks", 2, "connector"): (6, 5), ("marks", 3, "icon"): (7, 5)})


def _lint(*elements, marks=(), blocks=()):
    diagnostics = Diagnostics("x.yaml")
    scene = Scene(1200, 630, "paper", tuple(elements), {}, blocks=tuple(blocks), marks=tuple(marks))
    lint(scene, DEFAULT_THEME, load_font(DEFAULT_THEME.font_file), SOURCE, diagnostics)
    return [d.format() for d in diagnostics.errors]


def _icon(path, box):
    return Rect(box, Paint(fill="white", stroke="line"), "icon", path, path)


def test_a_group_pushed_into_the_margin_is_one_finding_at_the_relation_that_put_it_there():
    row = ("marks", 1, "row")
    icons = [_icon(row + ("marks", i, "icon"), Box(1100 + 30 * i, 300, 28, 40)) for i in range(3)]
    marks = [MarkInfo(("marks", 0, "icon"), "icon", "hub"), MarkInfo(row, "row", "nodes")] + [MarkInfo(row + ("marks", i, "icon"), "icon") for i in range(3)]
    blocks = [Placement(row, "row", "nodes", Box(1100, 300, 88, 40), "right", "middle", "right-of", "hub")]
    errors = _lint(*icons, marks=marks, blocks=blocks)
    assert errors == ["x.yaml:4:17: error: `nodes`, placed `right-of: hub`, comes 12 px from the right edge, inside the 56 px margin;"
                      " place it another way by `hub` (`below: hub`), or give it a smaller `gap`"], "one finding, not one per icon"


def test_a_connector_through_a_mark_it_does_not_join_names_both_and_is_blamed():
    card = ("marks", 0, "icon")
    other = ("marks", 3, "icon")
    link = ("marks", 2, "connector")
    marks = [MarkInfo(card, "icon", "card"), MarkInfo(link, "connector", "", joins=(card,), ends=(Box(100, 100, 80, 60),)), MarkInfo(other, "icon", "node")]
    elements = [_icon(card, Box(100, 100, 80, 60)), _icon(other, Box(400, 100, 80, 60)),
                Line(180, 130, 700, 130, Paint(stroke="line"), "connector", link, link)]
    errors = _lint(*elements, marks=marks)
    assert errors == ["x.yaml:6:5: error: a connector runs through icon `node` (line 7), which it does not join;"
                      " no route goes round it here (the tool tried): move icon `node` out of its way, off the line between the two ends"]  # no `route` written


def test_a_cross_may_lie_over_a_cable_and_a_label_on_its_own_part():
    cable = ("marks", 0, "icon")
    marks = [MarkInfo(cable, "icon", "card")]
    body = _icon(cable, Box(100, 100, 300, 60))
    cross = Line(200, 90, 240, 170, Paint(stroke="red"), "cross", cable + ("cut",), cable + ("cut",))
    label = Text("busy", 120, 140, 26, "ink", Box(120, 115, 62.4, 34), "label", cable + ("label",), cable + ("label",))
    assert _lint(body, cross, label, marks=marks) == []


def test_labels_closer_than_a_space_on_one_line_read_as_one():
    a = Text("lost", 100, 126, 26, "ink", Box(100, 100, 62.4, 34), "label", ("a",), ("a",))
    b = Text("kept", 166, 126, 26, "ink", Box(166, 100, 62.4, 34), "label", ("b",), ("b",))
    far = Text("kept", 180, 126, 26, "ink", Box(180, 100, 62.4, 34), "label", ("b",), ("b",))
    assert policy.labels_meet(a, b) and not policy.labels_meet(a, far)


def test_every_role_the_marks_draw_has_a_class():
    import glob

    from blueprint.pipeline import compile_spec

    roles = set()
    for path in sorted(glob.glob("specs/*.yaml")):
        roles |= {e.role for e in compile_spec(open(path, "rb").read(), path).scene.elements}
    assert roles <= set(policy.CLASSES), roles - set(policy.CLASSES)


def test_a_label_longer_than_its_line_asks_for_the_gap_that_holds_it(compile_text):
    """The writer's gap leaves a line shorter than its label: lint names the
    gap that would hold it, and that gap does."""
    import re

    from conftest import spec_text

    spec = lambda gap: spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: laptop}",
        f"  - icon: {{id: b, name: gpu, right-of: a, gap: {gap}}}",
        "  - connector: {from: a, to: b, arrow: end, label: restored in forty-one seconds}",
    )
    _, errors = compile_text(spec(200))
    asked = [re.search(r"give `b` a `gap` of (\d+) or more", line) for line in errors]
    (gap,) = {int(found.group(1)) for found in asked if found}
    assert gap > 200
    result, errors = compile_text(spec(gap))
    assert not errors, errors


def test_a_leader_sets_its_dot_on_the_edge_of_what_it_joins_but_may_not_cross_its_pins():
    """The dot where a leader touches the thing is the style; the line through
    the card's pins on the way there is not."""
    from blueprint.scene import Dot

    card, note = ("marks", 0, "icon"), ("marks", 2, "connector")
    body = Box(100, 100, 176, 85)
    marks = [MarkInfo(card, "icon", "card"), MarkInfo(note, "note", "", joins=(card,), wholes=(card,), ends=(body,))]
    pin = Rect(Box(160, 185, 10, 14), Paint(fill="grey", stroke="line"), "pin", card + ("pin",), card)
    leader = note + ("leader",)
    dot = Dot(188, 185, 2, "ink", "leader", leader, leader)
    straight = Line(188, 185, 188, 260, Paint(stroke="ink"), "leader", leader, leader)
    assert _lint(_icon(card, body), pin, straight, dot, marks=marks) == []
    slant = Line(188, 185, 60, 230, Paint(stroke="ink"), "leader", leader, leader)
    errors = _lint(_icon(card, body), pin, slant, dot, marks=marks)
    assert len(errors) == 1 and "runs through a pin of icon `card`" in errors[0], errors


def test_a_label_keeps_half_a_space_from_the_other_parts_of_its_own_mark():
    """Three save icons along one curve, each labelled at its right: a label
    touching the next icon reads as that icon's, though both are the curve's."""
    curve = ("marks", 0, "icon")
    marks = [MarkInfo(curve, "curve", "run")]
    first, second = curve + ("marks", 0), curve + ("marks", 1)
    icons = [_icon(first, Box(200, 100, 40, 48)), _icon(second, Box(380, 100, 40, 48))]
    label = Text("checkpoint", 248, 134, 20, "blue", Box(248, 110, 130.5, 28), "label", first + ("label",), first + ("label",))
    errors = _lint(*icons, label, marks=marks)
    assert len(errors) == 1 and "touches" in errors[0], errors
    clear = Text("checkpoint", 248, 134, 20, "blue", Box(248, 110, 120, 28), "label", first + ("label",), first + ("label",))
    assert _lint(*icons, clear, marks=marks) == []


def test_a_span_name_over_another_rows_cells_is_found_though_the_grid_holds_both():
    """The cells are drawn by the grid as a whole, and the span's name belongs
    to the grid too; it lies on its own thing only where that thing holds it
    (a part's label inside the bar), not on another row's cells."""
    grid = ("marks", 0, "icon")
    marks = [MarkInfo(grid, "grid", "gpus")]
    cell = Rect(Box(500, 100, 60, 60), Paint(fill="grey", stroke="line"), "cell", grid, grid)
    name = Text("next job", 505, 140, 26, "blue", Box(505, 115, 124.8, 34), "label", grid + ("spans", 0, "label"), grid + ("spans", 0, "label"))
    errors = _lint(cell, name, marks=marks)
    assert len(errors) == 1 and "overlaps" in errors[0], errors
    bar = Rect(Box(100, 300, 600, 80), Paint(fill="grey", stroke="line"), "bar", grid, grid)
    inside = Text("kept", 120, 350, 26, "ink", Box(120, 325, 62.4, 34), "label", grid + ("parts", 0, "label"), grid + ("parts", 0, "label"))
    assert _lint(bar, inside, marks=marks) == [], "a part's label inside the bar lies on what holds it"
