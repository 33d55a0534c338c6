"""The icon mark's spec: the set's names, its anchors, the states an icon can
show, placement by relation and their errors (drawing: tests/layout/marks,
facts: tests/describe/marks)."""

from __future__ import annotations

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


def test_an_empty_state_only_cards_and_nodes_can_show(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: cloud, empty: true}"))
    assert len(errors) == 1 and "icon `cloud` has no empty state; only `gpu`, `server` do" in errors[0], errors


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


def test_a_matched_size_over_nothing_is_refused_at_the_size(compile_text):
    """Issue 27: `size: match` with nothing `over` drew the medium size."""
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: gpu, size: match}"))
    assert errors == ["spec.yaml:3:29: error: `size: match` makes the icon as big as what it stands `over`, and it stands over nothing: give it `over: ID`, or a size (`small`, `medium`, `large`)"]


def test_an_icon_sized_twice_is_refused_at_the_second_size(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: gpu, width: 300, height: 300}"))
    assert errors == ["spec.yaml:3:35: error: `height` sizes the icon, and so does `width`; an icon keeps its shape: give one of `size`, `width` or `height`"]


def test_blocks_on_an_icon_that_holds_no_data_name_those_that_do(compile_text):
    _, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {name: clock, blocks: [blue]}"))
    line = only(errors)
    assert line.startswith("spec.yaml:3:25: error:") and "`storage`" in line and "`database`" in line, line


def test_same_as_names_an_icon_holding_the_same_blocks(compile_text):
    """`same-as` (issue 25): the blocks another icon holds, seen again; refused at the key when it is no icon or holds others."""
    head = ("blueprint: 1", "marks:", "  - icon: {id: source, name: gpu, blocks: [blue]}")
    _, errors = compile_text(spec_text(*head, "  - icon: {id: target, name: storage, blocks: [blue], same-as: sourc}"))
    line = only(errors)
    assert line.startswith("spec.yaml:4:") and "`sourc`" in line and "`source`" in line, line
    _, errors = compile_text(spec_text(*head, "  - icon: {id: target, name: storage, blocks: [grey], same-as: source}"))
    assert "it holds [blue] and this icon [grey]" in only(errors)
    _, errors = compile_text(spec_text(*head, "  - icon: {id: target, name: storage, same-as: source}"))
    assert len(errors) == 1 and "blocks" in errors[0], errors


def test_blocks_in_an_icon_of_bays_stand_one_in_each_bay_from_the_top_and_more_are_refused(compile_text):
    """faithful10b: `server` with one blue block drew one rect over all three
    bays and the gaps between them. For every icon of fixed `bays` (walked
    from the set) and every count up to them, each block lies inside a bay of
    its own, filling them from the top; one block more than bays is refused
    at the block that does not fit."""
    from blueprint import compile_spec
    from blueprint.icons import ICONS

    bayed = [name for name, icon in ICONS.items() if icon.bays]
    assert bayed, "no icon has bays"
    for name in bayed:
        bays = ICONS[name].bays
        assert bays is not None
        for count in range(1, bays + 1):
            result = compile_spec(spec_text("blueprint: 1", "marks:", f"  - icon: {{name: {name}, blocks: [{', '.join(['blue'] * count)}]}}"), "spec.yaml")
            rects = [e.bounds for e in result.scene.elements if e.kind == "rect" and e.owner == ("marks", 0, "icon")]
            blocks = [r for e, r in zip([e for e in result.scene.elements if e.kind == "rect" and e.owner == ("marks", 0, "icon")], rects) if e.paint.fill == "blue"]
            holders = sorted((r for r in rects if r not in blocks and r.height > blocks[0].height), key=lambda r: r.y)
            assert len(blocks) == count and len(holders) == bays, (name, count, rects)
            within = [next(i for i, bay in enumerate(holders) if bay.x <= b.x and b.right <= bay.right and bay.y <= b.y and b.bottom <= bay.bottom) for b in blocks]
            assert within == list(range(count)), (name, count, within)
        line = f"  - icon: {{name: {name}, blocks: [{', '.join(['blue'] * bays)}, blue]}}"
        _, errors = compile_text(spec_text("blueprint: 1", "marks:", line))
        assert len(errors) == 1 and f"has {bays} bays" in errors[0] and f"spec.yaml:3:{line.rindex('blue') + 1}:" in errors[0], errors
