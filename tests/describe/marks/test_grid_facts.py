"""What a grid states: cells in rows with their looks and meanings, levels,
crosses, spans and the cells they cover, where it stands among grids, the links
arriving into it; the opening's phrase for grids of one shape, and what stating
them brings in."""

from __future__ import annotations

from fractions import Fraction

import blueprint

from blueprint.describe.marks import describer_of, facts_of, group_phrase_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import Look, Relation, Thing
from blueprint.describe.say.words import Words

from conftest import SPECS, compiled_marks, facts, spec_text


def grid(compile_text, body: str):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - grid: {body}"))
    assert not errors, errors
    return result


def test_scatter_described_per_row(compile_text):
    result = grid(compile_text, "{rows: [[used, used, used, used, used, used], [used, used, used, used, used, used], [used, used, used, used, used, used]], scatter: [{state: free, count: 1, per-row: true}]}")
    assert "three rows of six cells" in result.alt
    assert "three cells are white, one in each row" in result.alt


# --- facts --------------------------------------------------------------------


def stated(result, index: int = 0, links: tuple = (), told: tuple = ()):
    """The facts the grid at `index` states, with `links` gathered and `told`
    said, as the describe stage asks for them (what they bring in recorded)."""
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    ctx.links.extend(links)
    ctx.told.update(told)
    node = [n for n in result.spec.marks if n.kind.name == "grid"][index]
    return node, ctx, facts_of(node, ctx)


def words_of(thing: Thing) -> set[str]:
    """The words a thing and its parts carry (nouns, labels, meanings, alt): the
    writer's, or the closed names of what is drawn."""
    found = {w for w in (thing.noun, thing.label, thing.means, thing.alt) if w}
    for held in thing.parts + thing.attached:
        found |= words_of(held)
    return found


def test_facts_are_cells_in_rows_with_looks_meanings_levels_and_crosses(compile_text):
    result = grid(compile_text, "{cells: 6, columns: 3, noun: GPU, means: a node's GPU, states: [used, free, empty, red, blue, dark], levels: [0.5], crosses: [2], row-labels: [a, b]}")
    _, _, statement = stated(result)
    (whole,) = statement.things
    assert (whole.form, whole.noun, whole.count, whole.arrangement, whole.means) == ("cells", "GPU", 6, "grid", "a node's GPU")
    assert [r.label for r in whole.parts] == ["a", "b"] and [r.count for r in whole.parts] == [3, 3]
    cells = [c for r in whole.parts for c in r.parts]
    assert [(c.look, c.state) for c in cells] == [
        (Look("grey"), "in-use"), (Look("white"), "free"), (Look("grey", filled=False), "empty"),
        (Look("red", hatch=True), None), (Look("blue"), None), (Look("dark"), None),
    ]
    (block,) = cells[0].parts
    assert block.noun == "block" and block.share == Fraction(1, 2) and block.look == Look("blue")
    assert [c.attached[0].noun for c in cells if c.attached] == ["red cross"] and cells[1].attached
    assert words_of(whole) == {"GPU", "a node's GPU", "a", "b", "row", "block", "red cross"}, "no English of its own"


def test_rows_given_are_said_as_rows_and_spans_hold_the_cells_they_cover(compile_text):
    result = grid(compile_text, "{id: g, rows: [[used, empty, empty, empty]], spans: [{id: a, start: 2, cells: 2, outline: dashed, label: borrowed}, {id: b, cells: 2, outside: right, same-as: a, cross: true}]}")
    _, _, statement = stated(result)
    (whole,) = statement.things
    assert whole.arrangement == "rows"
    across, beside = whole.parts[0].attached
    assert (across.noun, across.look, across.label, across.count, across.place) == ("job", Look("blue", "dashed", filled=False), "borrowed", 2, None)
    assert [c.state for c in across.parts] == ["empty", "empty"], "the cells it sits across"
    assert beside.place == "beside-right" and beside.same_as == across.key and [t.noun for t in beside.attached] == ["red cross"]
    assert [c.state for c in beside.parts] == ["free", "free"], "the free cells drawn inside it"


def test_a_grid_alone_in_a_labelled_panel_takes_its_label_and_knows_where_it_stands():
    result = blueprint.render(SPECS / "packing-before-after.yaml")
    _, _, left = stated(result, 0)
    _, _, right = stated(result, 1)
    assert (left.things[0].label, left.things[0].among, left.things[0].rank) == ("before", "left", 1)
    assert (right.things[0].label, right.things[0].among, right.things[0].rank) == ("after", "right", 2)


def test_links_arriving_are_stated_by_the_grid_that_says_them():
    result = blueprint.render(SPECS / "fill-idle-gpus.yaml")
    grids = [n for n in result.spec.marks if n.kind.name == "grid"]
    edge = Relation("arrives-from", grids[0].path, None, via=Thing("arrow", ("marks", 1), label="owner returns"), edge="left")
    down = Relation("leads-to", grids[0].path, grids[1].path, via=Thing("arrow", ("marks", 2)), way="down")
    node, ctx, statement = stated(result, 1, links=(edge, down))
    assert statement.relations == () or statement.relations == (down,)
    assert statement.relations == (), "brought in by its own lead: a link from another mark keeps its own sentence"
    assert statement.tells == () and node.path not in ctx.told, "its own lead brings it in, not its facts"
    node, ctx, statement = stated(result, 1, links=(edge, down), told=(grids[1].path + ("shape",),))
    assert statement.relations == (down,) and statement.things[0].relations == (down,), "said in the sentence that opens on it"
    assert statement.tells == (node.path,) and node.path in ctx.told, "the opening's phrase brought it in"
    _, _, first = stated(result, 0, links=(edge, down))
    assert first.relations == (edge,), "an arrival from an edge goes with the lead"


def test_the_opening_counts_grids_of_one_shape_and_marks_their_shape_said():
    result = blueprint.render(SPECS / "fill-idle-gpus.yaml")
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    grids = [n for n in result.spec.marks if n.kind.name == "grid"]
    phrase = describer_of(grids[0]).group_phrase(grids, ctx)
    assert phrase.text == "two rows of eight GPU cells"
    assert phrase.tells == tuple(g.path + ("shape",) for g in grids) and not ctx.told, "the describer says what it brings in; the stage records it"
    assert group_phrase_of(grids, ctx) == "two rows of eight GPU cells"
    assert all(g.path + ("shape",) in ctx.told and g.path not in ctx.told for g in grids), "links into them wait for their sentences"


def test_grids_of_several_shapes_have_no_phrase_and_bring_nothing_in(compile_text):
    result = compiled_marks(compile_text, "\n  - grid: {cells: 4}\n  - grid: {cells: 6}\n")
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    grids = [n for n in result.spec.marks if n.kind.name == "grid"]
    assert group_phrase_of(grids, ctx) is None and not ctx.told


def test_the_cells_a_filled_span_colours_are_said_in_its_colour_not_as_free(compile_text):
    """A blind review found "white fills all of node-b" under a blue job that fills half of it."""
    result = compiled_marks(compile_text, """
  - grid:
      rows: [[used, used, used, used], [free, free, free, free]]
      row-labels: [node-a, node-b]
      spans: [{row: 2, start: 1, cells: 2, colour: blue, fill: true, label: job}]
""")
    assert "white fills all of node-b" not in result.alt
    assert "two blue cells sit together at the left of node-b and two white cells sit together at the right of node-b" in result.alt, result.alt


def test_a_grid_mostly_in_one_state_says_both_totals_the_few_set_against_the_many(compile_text):
    """(queue7) Most cells in one state across a whole row and part of
    another, a few of another state in one run: the totals, not a row by row
    tale that leaves the reader to add up the many."""
    alt = compiled_marks(compile_text, """\
  - grid:
      noun: GPU cell
      rows:
        - [used, used, idle, idle, idle, idle, idle, idle]
        - [idle, idle, idle, idle, idle, idle, idle, idle]
""").alt
    facts(alt, "fourteen cells are grey hatched, and only two are solid grey, together at the left of the top row")


def test_one_cell_apart_is_still_said_by_its_place(compile_text):
    alt = compiled_marks(compile_text, "  - grid: {rows: [[used, used, used, used], [used, red, used, used]]}\n").alt
    assert " only " not in alt and "the second cell is red hatched in the second row" in alt, alt
