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


# --- room6: every link between two blocks the composition spaces reads as one ---

from itertools import product  # noqa: E402

import pytest  # noqa: E402

from blueprint.scene import Box  # noqa: E402
from blueprint.theme import Layout  # noqa: E402

LINKS = {  # every kind of connector: its route, its heads, a cut, a label
    "plain": {"arrow": "end"},
    "both heads": {"arrow": "both", "weight": "thick"},
    "no head": {"arrow": "none", "outline": "dashed"},
    "cut": {"arrow": "end", "cut": "50%"},
    "curved": {"arrow": "end", "route": "curved"},  # (an elbow between two neighbours facing each other has no corner: refused at `route`)
    "labelled": {"arrow": "end", "label": "copied in forty seconds"},
}
GROUPS = ("row", "column")


def _least(keys: dict) -> float:
    """The line the theme's least link (and a cut's cross) asks for."""
    return Layout.link_least + (Layout.cross_size if "cut" in keys else 0.0)


def _line_length(result) -> float:
    """The connector's extent along the line between the two blocks."""
    (line,) = [e.bounds for e in result.scene.elements if e.role == "connector"]
    return max(line.width, line.height)


@pytest.mark.parametrize(("group", "kind"), list(product(GROUPS, LINKS)), ids=[f"{g}-{k}" for g, k in product(GROUPS, LINKS)])
def test_a_link_between_two_neighbours_of_a_group_reads_as_an_arrow(compile_text, group, kind):
    """Two icons in a `row` or a `column` (the theme's 64 and 48 px gaps)
    joined by any kind of connector: their gap opens to the theme's least
    link, a cut's cross more, a level label's width, so the line never
    shrinks to a stub."""
    import yaml

    keys = LINKS[kind]
    spec = {"blueprint": 1, "marks": [
        {group: {"marks": [{"icon": {"id": "a", "name": "server"}}, {"icon": {"id": "b", "name": "gpu"}}]}},
        {"connector": {"from": "a", "to": "b", **keys}},
    ]}
    result, errors = compile_text(yaml.safe_dump(spec, sort_keys=False))
    assert not errors, errors
    drawn = [Box.around([e.bounds for e in result.scene.elements if tuple(e.owner[:5]) == ("marks", 0, group, "marks", i)]) for i in (0, 1)]
    gap = drawn[1].x - drawn[0].right if group == "row" else drawn[1].y - drawn[0].bottom
    assert gap >= _least(keys) - 0.5, f"{group} {kind}: {gap:.0f} px between the two drawings"
    if kind == "labelled" and group == "row":
        _label_along_its_line(compile_text, *yaml.safe_dump(spec["marks"], sort_keys=False).splitlines())


def test_a_link_into_a_grid_clears_its_row_names(compile_text):
    """A job left of a grid whose row names stand at its left, joined by a
    cut arrow (gang-wait-twelve-free's wall): the theme's 160 px gap would
    leave a stub past the names; the gap opens so the line between the job
    and the names is the least link and the cross."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - grid: {id: cluster, row-labels: [node 1, node 2], rows: [[used, free, used, used], [free, used, used, free]]}",
        "  - grid: {id: job, left-of: cluster, rows: [[empty, empty], [empty, empty]]}",
        "  - connector: {from: job, to: cluster, arrow: end, weight: thick, cut: 50%}",
    ))
    assert not errors, errors
    names = [e.bounds for e in result.scene.elements if e.role == "label" and "row-labels" in e.owner]
    job = {block.id: block.box for block in result.scene.blocks}["job"]
    assert min(n.x for n in names) - job.right >= Layout.link_least + Layout.cross_size - 0.5


def test_a_block_placed_below_another_leaves_its_link_room(compile_text):
    """Placed `below` with the theme's gap (64 px), a labelled link's block
    stands at least the least link away."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: server}",
        "  - icon: {id: b, name: storage, below: a}",
        "  - connector: {from: a, to: b, arrow: end, cut: 50%}",
    ))
    assert not errors, errors
    boxes = {block.id: block.box for block in result.scene.blocks}
    assert boxes["b"].y - boxes["a"].bottom >= Layout.link_least + Layout.cross_size - 0.5


def test_a_group_gap_the_writer_gave_is_kept(compile_text):
    """A row's `gap` is the writer's: the link's least length does not open it."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - row: {gap: 80, marks: [{icon: {id: a, name: server}}, {icon: {id: b, name: gpu}}]}",
        "  - connector: {from: a, to: b, arrow: end, cut: 50%}",
    ))
    assert not errors, errors
    boxes = {block.id: block.box for block in result.scene.blocks}
    assert round(boxes["b"].x - boxes["a"].right) == 80
