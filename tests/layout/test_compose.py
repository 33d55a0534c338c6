"""Composition: one placement vocabulary for every block, sizes, groups, fitting
the card, positions the describer reads, and the located errors of each."""

from __future__ import annotations

import pytest

from conftest import compiled_marks, spec_text

CONTENT_BOTTOM = 630 - 56


def body(result, path_tail):
    """The box the layout recorded for the block whose spec path ends so."""
    for block in result.scene.blocks:
        if block.path[-len(path_tail):] == path_tail:
            return block.box
    raise AssertionError(f"no block {path_tail}: {[b.path for b in result.scene.blocks]}")


def drawn_bounds(result):
    boxes = [e.bounds for e in result.scene.elements if e.role != "brand"]
    return min(b.y for b in boxes), max(b.bottom for b in boxes), min(b.x for b in boxes), max(b.right for b in boxes)


BLOCKS = {
    "bar": "{id: b, parts: [{share: 40%, fill: grey}]}",
    "grid": "{id: b, cells: 8, columns: 4}",
    "timeline": "{id: b, unit: h, span: 4 h, lanes: [{segments: [{end: 3 h}]}]}",
    "staircase": "{id: b, unit: min, steps: [{duration: 3}, {duration: 1}]}",
    "towers": "{id: b, towers: [{tiers: [solid]}, {tiers: [solid, dashed]}]}",
    "curve": "{id: b, values: [1, 4, 2, 5]}",
    "icon": "{id: b, name: gpu}",
}


@pytest.mark.parametrize("kind", sorted(BLOCKS))
@pytest.mark.parametrize("relation", ["right-of", "left-of", "above", "below"])
def test_every_block_is_placed_by_relation(compile_text, kind, relation):
    marks = f"\n  - icon: {{id: a, name: laptop}}\n  - {kind}: {{{BLOCKS[kind][1:-1]}, {relation}: a, width: 40%}}\n"
    result = compiled_marks(compile_text, marks)
    boxes = {block.id: block.box for block in result.scene.blocks}
    anchor, placed = boxes["a"], boxes["b"]
    if relation == "right-of":
        assert placed.x >= anchor.right
    elif relation == "left-of":
        assert placed.right <= anchor.x
    elif relation == "above":
        assert placed.bottom <= anchor.y
    else:
        assert placed.y >= anchor.bottom


def test_width_and_height_size_a_block(compile_text):
    result = compiled_marks(compile_text, "\n  - curve: {id: c, values: [1, 3, 2, 6], width: 50%, height: 30%}\n")
    plot = body(result, ("curve",))
    room = result.scene.width - 2 * 56  # a share is of the room inside the card's margins
    assert plot.width == pytest.approx(room / 2, abs=1)
    drawn = [e.bounds for e in result.scene.elements if e.owner[:3] == ("marks", 0, "curve")]
    assert max(b.bottom for b in drawn) - min(b.y for b in drawn) <= 0.3 * (630 - 2 * 56) + 1


def test_shares_that_add_up_to_the_whole_fill_a_row(compile_text):
    """Widths a writer adds up: 40% and 60% side by side fit the card."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - staircase: {id: s, width: 40%, unit: min, steps: [{duration: 2, label: pull}, {duration: 5, label: load}]}",
        "  - bar: {id: b, right-of: s, gap: 0, width: 60%, parts: [{share: 50%, fill: blue}]}",
    ))
    assert not [e for e in errors if "px of width" in e], errors
    # they fit; but with `gap: 0` the bar touches the staircase, which lint says, with the gap that parts them
    assert errors == ["spec.yaml:4:28: error: bar `b` touches staircase `s` (line 3); give `b` a `gap` of 8 or more"]


def test_a_row_holds_marks_side_by_side_with_labels(compile_text):
    result = compiled_marks(compile_text, """
  - row:
      id: pair
      align: top
      marks:
        - column: {label: before, marks: [{bar: {id: x, parts: [{share: 60%, fill: grey}]}}]}
        - column: {label: after, marks: [{bar: {id: y, parts: [{share: 90%, fill: grey}]}}]}
""")
    left, right = body(result, ("bar",)), [b.box for b in result.scene.blocks if b.id == "y"][0]
    assert left.right < right.x and left.y == pytest.approx(right.y)
    labels = {e.text: e.box for e in result.scene.texts()}
    assert labels["before"].bottom <= left.y and labels["after"].centre_x == pytest.approx(right.centre_x, abs=1)
    assert result.scene.anchors["pair"].x <= left.x
    panels = [b for b in result.scene.blocks if b.kind == "bar"]
    assert {p.across for p in panels} == {"left", "right"} and all(p.relation == "in-column" for p in panels)


def test_groups_nest_and_are_placed_like_marks(compile_text):
    result = compiled_marks(compile_text, """
  - grid: {id: gpus, cells: 16, columns: 8}
  - column:
      id: queue
      left-of: gpus
      gap: 8
      marks:
        - icon: {name: model, size: small}
        - row: {marks: [{icon: {name: model, size: small}}, {icon: {name: model, size: small}}]}
""")
    grid, queue = result.scene.anchors["gpus"], result.scene.anchors["queue"]
    assert queue.right <= grid.x and queue.x >= 56 - 0.01


def test_a_timeline_leaves_room_for_icons_placed_beside_it(compile_text):
    result = compiled_marks(compile_text, """
  - timeline: {id: t, unit: h, span: 10 h, lanes: [{segments: [{end: 8 h}]}]}
  - icon: {id: s, name: server, size: large, right-of: t, gap: 32}
  - icon: {name: laptop, size: large, left-of: t, gap: 32}
""")
    top, bottom, left, right = drawn_bounds(result)
    assert left >= 56 - 8 and right <= 1200 - 56 + 8


def test_two_curves_and_a_timeline_fit_the_card(compile_text):
    lanes = ", ".join(f"{{label: node-{i}, segments: [{{end: {i % 5 + 3} h}}]}}" for i in range(4))
    result = compiled_marks(compile_text, f"""
  - curve: {{values: [1, 5, 2, 8], ticks: 1 h}}
  - curve: {{values: [3, 2, 6, 1], ticks: 1 h}}
  - timeline: {{unit: h, span: 8 h, lanes: [{lanes}]}}
""")
    plots = [e for e in result.scene.elements if e.role == "curve"]
    assert len(plots) == 2
    top, bottom, _, _ = drawn_bounds(result)
    assert top >= 56 - 0.01 and bottom <= CONTENT_BOTTOM + 0.01


def test_a_circle_of_relations_through_groups_is_located(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - row:", "      id: panel", "      below: gpu", "      marks:",
        "        - icon: {id: gpu, name: gpu}",
        "  - bar: {id: b}",
    ))
    assert errors == ["spec.yaml:5:14: error: `panel` cannot be placed: it is below `gpu`, which is itself placed relative to this mark (a circle of relations)"], errors


def test_an_anchor_that_does_not_exist_lists_those_that_do(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: gpu, name: gpu}", "  - icon: {name: save, below: gpu.lid}",
    ))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:31: error: `gpu` has no part or anchor `lid`; it has ")
    assert "`slot`" in errors[0] and "`status`" in errors[0] and "`top`" in errors[0]


def test_two_marks_on_the_same_spot_are_an_error(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: gpu, name: gpu, at: centre}", "  - icon: {id: node, name: server, at: centre}",
    ))
    assert errors == ["spec.yaml:4:11: error: `node` lands on `gpu` (line 3); place it by a relation (`right-of: gpu`, `below: gpu`) or, to draw it over, `over: gpu`"], errors


def test_over_is_allowed_on_the_same_spot(compile_text):
    compiled_marks(compile_text, "\n  - icon: {id: gpu, name: gpu}\n  - icon: {name: cross, colour: red, over: gpu}\n")


def test_a_group_that_cannot_fit_names_the_mark_taking_the_room(compile_text):
    towers = ", ".join("{tiers: [solid, solid, solid, solid, solid, solid, solid, solid, solid, solid, solid, solid]}" for _ in range(2))
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - column:", "      marks:",
        "        - bar: {id: top}",
        f"        - towers: {{id: tall, towers: [{towers}]}}",
        "        - curve: {values: [1, 2, 3], ticks: 1 h}",
    ))
    assert len(errors) == 1, errors
    assert errors[0].startswith("spec.yaml:6:19: error: the marks need ") and "`tall` (a set of towers) takes the most" in errors[0], errors
    assert "give it a smaller `height`, set marks side by side in a `row`, or split the diagram" in errors[0]


@pytest.mark.parametrize("value, message", [
    ("width: 120%", "a size as a share of the canvas is more than 0% and at most 100%; found `120%`"),
    ("height: 3 m", "a size is written in px (`240`) or as a share of the canvas (`40%`); found `3 m`"),
    ("align: left, right-of: a", "a mark placed `right-of` another aligns `top`, `centre` or `bottom` with it; found `left`"),
    ("align: top", "`align` says how a mark lines up with the one it is placed by"),
])
def test_bad_sizes_and_alignments_are_located(compile_text, value, message):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: a, name: gpu}", f"  - bar: {{{value}}}"))
    assert len(errors) == 1 and message in errors[0] and errors[0].startswith("spec.yaml:4:"), errors


def test_a_row_aligns_only_top_centre_or_bottom(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - row: {align: left, marks: [{bar: {}}]}"))
    assert errors == ["spec.yaml:3:18: error: a `row` aligns its marks `top`, `centre`, `bottom`; found `left`"], errors


def test_the_scene_says_where_each_block_stands(compile_text):
    result = compiled_marks(compile_text, """
  - bar: {id: wide}
  - icon: {id: clock, name: clock, at: bottom-right}
""")
    clock = [b for b in result.scene.blocks if b.id == "clock"][0]
    assert (clock.across, clock.down, clock.relation, clock.target) == ("right", "bottom", "at", "bottom-right")


def test_same_spec_same_layout(compile_text):
    text = spec_text("blueprint: 1", "marks:", "  - row: {marks: [{curve: {values: [1, 2, 3]}}, {curve: {values: [3, 2, 1]}}]}")
    assert compile_text(text)[0].svg == compile_text(text)[0].svg


def test_an_anchor_made_from_a_value_is_checked_for_its_kind(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - grid: {id: g, cells: 8}", "  - bar: {id: top, span: g.cell-3}",
    ))  # (guides join any anchors since guides5: a bar's `span` still takes a part or a bar)
    assert errors == ["spec.yaml:4:26: error: `g.cell-3` is an anchor; `span` must refer to a part or a bar"], errors


def test_a_block_placed_by_a_part_may_stand_inside_its_mark(compile_text):
    compiled_marks(compile_text, """
  - staircase: {id: s, unit: min, steps: [{duration: 1}, {duration: 4}, {duration: 2}], floor: ready}
  - icon: {name: clock, size: small, above: s.tread-3, gap: 8}
""")


def _per_unit(result, role):
    lines = [e for e in result.scene.elements if e.role == role]
    return lines


def test_same_scale_lines_up_times_stacked_and_keeps_the_rate_beside(compile_text):
    stacked = compiled_marks(compile_text, """
  - timeline: {id: t, unit: min, span: 8 min, lanes: [{label: requests, segments: [{end: 7 min}]}]}
  - staircase: {id: s, above: t, same-scale: t, unit: min, steps: [{duration: 3}, {duration: 4}]}
""")
    segment = [e for e in stacked.scene.elements if e.role == "segment"][0].bounds
    risers = sorted(e.bounds.x for e in stacked.scene.elements if e.role == "riser")
    assert risers[-1] == pytest.approx(segment.right, abs=0.5), "seven minutes end at the same x in both"
    beside = compiled_marks(compile_text, """
  - row:
      marks:
        - timeline: {id: t, unit: min, span: 8 min, lanes: [{segments: [{end: 8 min}]}]}
        - timeline: {id: u, same-scale: t, unit: min, span: 4 min, lanes: [{segments: [{end: 4 min}]}]}
""")
    first, second = sorted((e.bounds for e in beside.scene.elements if e.role == "segment"), key=lambda b: b.x)
    assert second.x > first.right and second.width == pytest.approx(first.width / 2, abs=0.5)


def test_same_scale_refers_to_a_mark_with_an_axis(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - bar: {id: b}", "  - timeline: {same-scale: b, lanes: [{segments: [{end: 1}]}]}",
    ))
    assert errors == ["spec.yaml:4:28: error: `b` is a bar; `same-scale` must refer to a timeline or a staircase or a curve or a column chart"], errors


def test_a_placement_too_wide_for_the_card_is_said_in_width(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - curve: {id: fleet, values: [1, 3, 2, 5], width: 900, at: left}",
        "  - icon: {id: cloud, name: cloud, right-of: fleet, gap: 120, label: burst to cloud}",
    ))
    assert len(errors) == 1 and "px of width even at their smallest" in errors[0] and "`fleet` (a curve) takes the most" in errors[0], errors
    assert "give it a smaller `width`" in errors[0]


def test_no_link_sees_what_another_link_drew(monkeypatch):
    """A link routes round the frame (every block), never round another link:
    what it draws cannot depend on the order links are written in."""
    from blueprint import compile_spec
    from blueprint.layout.marks.connector import ConnectorDrawer
    from blueprint.layout.marks.guides import GuidesDrawer

    seen: list[tuple[str, set]] = []

    def spy(drawer_class):
        original = drawer_class.link

        def link(self, node, ctx):
            seen.append((node.kind.name, {e.owner[:2] for e in ctx.placed}))
            return original(self, node, ctx)

        monkeypatch.setattr(drawer_class, "link", link)

    spy(ConnectorDrawer)
    spy(GuidesDrawer)
    compile_spec(SPECS_WITH_LINKS, "links.yaml", draft=True)  # lint may refuse the two labels; what matters is what each link saw
    links = {("marks", 1), ("marks", 3), ("marks", 4)}
    assert len(seen) >= 3
    assert all(not (owners & links) for _, owners in seen), seen
    assert all(("marks", 0) in owners and ("marks", 2) in owners for _, owners in seen)


SPECS_WITH_LINKS = """
blueprint: 1
marks:
  - bar: {id: top, parts: [{id: busy, share: 60%, fill: grey, label: busy}]}
  - guides: {from: top.busy, to: bottom}
  - bar: {id: bottom, span: top.busy, parts: [{id: lost, share: 20%, fill: red, hatch: true, label: lost}]}
  - connector: {from: top.busy, to: bottom.lost, arrow: end, label: first}
  - connector: {from: bottom.lost, to: top.busy, arrow: end, route: curved, label: second}
"""


def test_what_an_overflow_pushes_is_said_in_its_one_line(compile_text):
    """One mistake, one line (issue 28): a row too wide for the card was its
    error and, on a line of its own, each block the squeeze pushed onto
    another; the pushed blocks are now said in the overflow's message."""
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - row:\n      marks:\n"
        "        - bar: {id: a, width: 700, parts: [{share: 50%, fill: grey, label: half}]}\n"
        "        - icon: {id: c, name: gpu, label: spare card}\n"
        "        - icon: {id: d, name: server, label: server}\n"
        "        - icon: {id: e, name: storage, label: store}\n"
    )
    (line,) = errors
    assert line.startswith("spec.yaml:5:31: error: the marks need 1089 px of width even at their smallest")  # at the bar's `width`, the key its advice names
    assert "give it a `width` of 599 or less" in line  # the widest at which the row fits with no mark squeezed onto the bar
    _, fixed = compile_text(
        "blueprint: 1\nmarks:\n  - row:\n      marks:\n"
        "        - bar: {id: a, width: 599, parts: [{share: 50%, fill: grey, label: half}]}\n"
        "        - icon: {id: c, name: gpu, label: spare card}\n"
        "        - icon: {id: d, name: server, label: server}\n"
        "        - icon: {id: e, name: storage, label: store}\n"
    )
    assert not fixed, fixed
    assert line.endswith("split the diagram; so squeezed, `c` (line 6) lands on `a` (line 5)")


def test_blocks_on_one_spot_with_room_to_spare_are_each_their_own_error(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - icon: {id: a, name: gpu, at: top-left}\n  - icon: {id: b, name: server, at: top-left}\n"
    )
    assert errors == ["spec.yaml:4:11: error: `b` lands on `a` (line 3); place it by a relation (`right-of: a`, `below: a`) or, to draw it over, `over: a`"]


def test_a_block_in_a_row_takes_the_width_its_spec_gives(compile_text):
    """Issue 27: a column's `width` in a row was ignored where its marks drew
    narrower (the row gave it the width of what it drew); it is its share."""
    result, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - row:",
        "      marks:",
        "        - column: {id: wide, width: 600, align: left, marks: [{icon: {id: a, name: gpu}}]}",
        "        - column: {id: narrow, marks: [{icon: {id: b, name: gpu}}]}",
    ))
    assert not errors, errors
    anchors = result.scene.anchors
    assert anchors["b"].x - anchors["a"].x > 600 - 1, "the second column starts past the first's 600 px"


@pytest.mark.parametrize("mark, message", [
    ("timeline: {unit: h, span: 4 h, height: 400, lanes: [{segments: [{end: 3 h}]}]}", "`height: 400` is taller than this timeline can be drawn (48 px at most"),
    ("towers: {height: 400, towers: [{tiers: [solid]}]}", "`height: 400` is taller than this set of towers can be drawn"),
    ("staircase: {unit: min, height: 400, steps: [{duration: 3}, {duration: 1}]}", "`height: 400` is taller than this staircase can be drawn"),
    ("note: {label: words, width: 600}", "`width: 600` is wider than this note can be drawn"),
    ("column: {height: 400, marks: [{icon: {name: gpu}}]}", "`height: 400` is taller than this column can be drawn"),
])
def test_a_size_a_block_cannot_grow_to_is_refused_at_the_key(compile_text, mark, message):
    """Issue 27: a `height` above what a timeline's lanes (a staircase's steps,
    towers' tiers) can fill, or a `width` wider than words, changed nothing."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - {mark}"))
    assert len(errors) == 1 and message in errors[0] and "give at most" in errors[0], errors


def test_a_size_a_block_grows_to_is_kept(compile_text):
    """A curve's plot, a grid's cells (with no `size`) and an icon fill the size given."""
    tall = compiled_marks(compile_text, "\n  - curve: {id: c, values: [1, 4, 2, 5], height: 480}\n")
    short = compiled_marks(compile_text, "\n  - curve: {id: c, values: [1, 4, 2, 5], height: 420}\n")
    assert body(tall, ("curve",)).height > body(short, ("curve",)).height + 50, "the plot grows past its preferred 320 px"
    grid = compiled_marks(compile_text, "\n  - grid: {id: g, cells: 8, columns: 4, width: 600}\n")
    assert grid.scene.anchors["g"].width == pytest.approx(600, abs=20), "cells larger than 64 px fill the width"
    icon = compiled_marks(compile_text, "\n  - icon: {id: i, name: gpu, width: 300}\n")
    assert icon.scene.anchors["i"].width == pytest.approx(300, abs=1)
