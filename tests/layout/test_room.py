"""Blocks side by side leave their links' labels room (layout/room.py)."""

from __future__ import annotations

from conftest import spec_text


def _label_along_its_line(compile_text, *marks: str) -> None:
    """The spec compiles clean and its one connector's label stands along its line."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", *marks))
    assert not errors, errors
    (line,) = [e.bounds for e in result.scene.elements if e.role == "connector"]
    (label,) = [e.bounds for e in result.scene.elements if e.role == "label" and e.owner[-2:] == ("connector", "label")]
    assert line.x <= label.x and label.right <= line.right


def test_a_long_label_on_a_line_between_two_blocks_widens_their_gap(compile_text):
    """The theme's gap is 160 px; a label of 28 characters needs more, and the
    gap grows to hold it along the line, clear of both ends."""
    _label_along_its_line(
        compile_text,
        "  - icon: {id: store, name: storage, label: snapshot store}",
        "  - icon: {id: gpu, name: gpu, right-of: store}",
        "  - connector: {from: store, to: gpu, arrow: end, label: restored in forty-one seconds}",
    )


def test_the_gap_leaves_room_past_what_the_target_hangs_beside_it(compile_text):
    """A line into a grid's row stops beside the row's name; the room is
    measured past that name, so the label still fits the line."""
    _label_along_its_line(
        compile_text,
        "  - grid: {id: nodes, row-labels: [node-a, node-b], rows: [[used, used, free], [free, free, free]]}",
        "  - icon: {id: router, name: balancer, left-of: nodes}",
        "  - connector: {from: router, to: nodes.row-2, arrow: end, label: restored in 40 s}",
    )


def test_a_gap_the_writer_gave_is_kept():
    """The writer's gap stands even where the label will not fit (lint then
    says so); only the theme's gap gives way to a label."""
    from blueprint import compile_spec

    result = compile_spec(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: laptop}",
        "  - icon: {id: b, name: gpu, right-of: a, gap: 200}",
        "  - connector: {from: a, to: b, arrow: end, label: restored in forty-one seconds}",
    ), "spec.yaml", draft=True)
    boxes = {block.id: block.box for block in result.scene.blocks}
    assert round(boxes["b"].x - boxes["a"].right) == 200
    assert result.problems, "the label is longer than the line the writer's gap leaves"


ROUTER = (
    "  - grid:",
    "      id: nodes",
    "      outline: rows",
    "      row-labels: [node-a, node-b]",
    "      rows: [[used, used, used, used, used, used, used, used], [free, free, free, free, free, free, free, free]]",
    "      spans:",
    "        - {row: 1, start: 1, cells: 4, colour: grey, fill: true, label: replica a}",
    "        - {row: 1, start: 5, cells: 4, colour: grey, fill: true, label: replica b}",
    "        - {row: 2, start: 1, cells: 4, colour: blue, fill: true, label: replica c}",
    "  - icon: {id: router, name: balancer, size: medium, label: router, left-of: nodes}",
    "  - icon: {id: waiting, name: queue, size: medium, label: queued requests, left-of: router}",
    "  - connector: {from: waiting, to: router, arrow: end}",
    "  - connector: {from: router, to: nodes.row-1, arrow: end}",
    "  - connector: {from: router, to: nodes.row-2, arrow: end, weight: thick, colour: blue, label: restored in 40 s}",
)


def test_the_theme_gaps_give_way_before_labels_crowd(compile_text):
    """A queue and a router beside a grid whose span names are as wide as
    their spans: at the theme's gaps the grid is squeezed and its names run
    together; the gap between the queue and the router narrows instead (the
    router's gap keeps its line's label room), and the diagram composes."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", *ROUTER))
    assert not errors, errors
    boxes = {block.id: block.box for block in result.scene.blocks}
    assert boxes["router"].x - boxes["waiting"].right < 160, "the theme's gap gave way"
    names = sorted((e.bounds for e in result.scene.elements if e.role == "label" and "spans" in e.owner), key=lambda b: (b.y, b.x))
    assert names[1].x - names[0].right >= 8, "replica a and replica b stand a space apart"
