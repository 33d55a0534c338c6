"""The "cells" form says cells in rows from hand-made facts; no mark, no rendering."""

from __future__ import annotations

from fractions import Fraction

from blueprint.describe.discourse import Speaker
from blueprint.describe.realise import FORMS, Realiser
from blueprint.describe.say.facts import Look, Relation, Thing
from blueprint.describe.say.words import Words

CELLS = FORMS["cells"]
LOOKS = {
    "used": (Look("grey"), "in-use"),
    "free": (Look("white"), "free"),
    "empty": (Look("grey", filled=False), "empty"),
    "blue": (Look("blue"), None),
    "red": (Look("red", hatch=True), None),
}


def cell(state: str, noun: str = "cell", level: float | None = None, crossed: bool = False) -> Thing:
    look, meaning = LOOKS[state]
    block = (Thing("block", look=Look("blue"), share=Fraction(str(level)), means="the share of work kept"),) if level else ()
    return Thing(noun, look=look, state=meaning, parts=block, attached=(Thing("red cross"),) if crossed else ())


def row(states: str, noun: str = "cell", label: str | None = None, spans: tuple = ()) -> Thing:
    """A row from one letter per cell: u used, f free, e empty, b blue, r red."""
    names = {"u": "used", "f": "free", "e": "empty", "b": "blue", "r": "red"}
    cells = tuple(cell(names[s], noun) for s in states)
    return Thing("row", label=label, count=len(cells), parts=cells, attached=spans)


def grid(*rows: Thing, noun: str = "cell", arrangement: str = "rows", **given) -> Thing:
    count = sum(len(r.parts) for r in rows)
    return Thing(noun, ("marks", 0, "grid"), count=count, parts=rows, arrangement=arrangement, form="cells", **given)


def span(row_cells: tuple, noun: str = "job", colour: str = "blue", line: str = "dashed", key: tuple = ("marks", 0, "grid", "spans", 0), **given) -> Thing:
    return Thing(noun, key, look=Look(colour, line, filled=False), count=len(row_cells), parts=row_cells, **given)


def arrow(label: str | None = None) -> Thing:
    return Thing("arrow", ("marks", 1), look=Look("none", "solid", filled=False), label=label)


def test_a_lone_grid_leads_with_its_cells_what_each_stands_for_and_its_levels():
    say = Realiser(Words())
    rows = tuple(Thing("row", count=10, parts=tuple(cell("free", "square", level=[0.5, 0.8, None, 0.4, 0.9, 0.7, 0.6, 0.3, 0.2, 0.55][i]) for i in range(10))) for _ in range(3))
    month = grid(*rows, noun="square", arrangement="grid", means="a billed day")
    assert CELLS.lead(say, month) == (
        "thirty outlined squares in a grid of three rows of ten, each one a billed day; inside most of them a blue block "
        "rises to a different height, standing for the share of work kept, and a few squares stand empty"
    )
    assert CELLS.sentences(say, month) == [], "the lead said it all"


def test_a_count_that_does_not_fill_its_rows_is_said_by_its_columns():
    say = Realiser(Words())
    days = grid(row("fffffff"), row("fffffff"), row("ff"), arrangement="grid")
    assert CELLS.lead(say, days).startswith("sixteen outlined cells in a grid of seven columns;")


def test_a_noun_that_is_not_a_shape_is_drawn_as_squares_and_row_labels_that_count_up_are_a_run():
    say = Realiser(Words())
    nodes = grid(row("uuuuufff", "GPU", "node-1"), row("uuuuffff", "GPU", "node-2"), row("uuuuuuff", "GPU", "node-3"), noun="GPU")
    assert CELLS.lead(say, nodes) == (
        "a grid of three rows of eight GPU squares, labelled node-1 to node-3, grey where in use and white where free; "
        "nine squares are white in all, node-1 holding five grey and three white, node-2 four grey and four white, and node-3 six grey and two white; no row has eight free"
    )


def test_cells_spread_over_named_rows_are_counted_row_by_row():
    say = Realiser(Words())
    spread = grid(row("ufuffuuu", label="mon"), row("uufuuuuf", label="tue"), row("fuuuuuuu", label="wed"))
    assert CELLS.lead(say, spread).endswith("; eighteen cells are grey, and six white cells lie scattered, mon holding three, tue two and wed one")


def test_cells_scattered_among_the_rest_are_said_against_them_as_a_share():
    say = Realiser(Words())
    cluster = grid(row("uufuuuuf"), row("ufuuuuuu"), row("uuuufuuu"), row("uuuuuuuf"), arrangement="grid", means="one GPU")
    lead = CELLS.lead(say, cluster)
    assert lead == (
        "thirty-two cells in a grid of four rows of eight, each cell one GPU, grey where in use and white where free; "
        "twenty-seven cells are grey and five white cells lie scattered among them, one or two in each row"
    )


def test_a_plain_share_is_a_reduced_fraction():
    say = Realiser(Words())
    cluster = grid(row("ufuuuuuf"), row("uuufuuuu"), row("uuuufuuu"), row("uuuuuufu"), arrangement="grid")
    assert "three quarters are grey and four white cells lie scattered among them" not in CELLS.lead(say, cluster)
    quarter = grid(row("ufuf"), row("uuuf"), row("fuuu"), row("uuuu"), arrangement="grid")
    assert "three quarters are grey and four white cells lie scattered among them" in CELLS.lead(Realiser(Words()), quarter)


def test_cells_together_whole_rows_and_the_same_count_in_every_row():
    say = Realiser(Words())
    before = grid(row("ufuffuff", "GPU", "node-a"), row("fuffufuf", "GPU", "node-b"), noun="GPU")
    after = grid(row("uuuuuuff", "GPU", "node-a"), row("ffffffff", "GPU", "node-b"), noun="GPU")
    assert CELLS.lead(say, before).endswith("; ten squares are white, five in each row, and six grey squares lie scattered, three in each row")
    assert CELLS.lead(say, after).endswith("; six grey squares sit together at the left of node-a, and white fills all of node-b")


def test_one_cell_apart_is_said_by_its_place_and_rows_all_one_colour_as_solid():
    say = Realiser(Words())
    failed = grid(row("uuuu", label="node-a"), row("uuru", label="node-b"), row("uuuu", label="node-c"))
    assert CELLS.lead(say, failed).endswith("grey where in use; solid grey fills node-c and node-a, and the third cell is red hatched on node-b")
    lost = grid(row("uuuu", label="node-a"), row("rrrr", label="node-b"), row("uuuu", label="node-c"))
    assert CELLS.lead(Realiser(Words()), lost).endswith("; solid grey fills node-c and node-a, and red hatching fills all of node-b")


def test_one_state_everywhere_is_all_of_them_with_its_meaning():
    say = Realiser(Words())
    assert CELLS.lead(say, grid(row("uuuuuuuu"), row("uuuuuuuu"), arrangement="grid")).endswith("; all sixteen cells are grey, in use")


def test_meanings_are_said_once_in_a_description():
    say = Realiser(Words())
    first = CELLS.lead(say, grid(row("uuff"), row("ffff")))
    second = CELLS.lead(say, grid(row("uuuf"), row("ffff")))
    assert "grey where in use and white where free" in first
    assert "where" not in second


def test_a_grid_with_a_label_and_its_crosses_and_spans_said_after_the_lead():
    say = Realiser(Words())
    nodes = grid(
        row("uuuu", label="node-1"),
        row("uuff", label="node-2", spans=(span(tuple(cell("free") for _ in range(4)), colour="grey", label="8-GPU job", place="beside-right", attached=(Thing("red cross"),)),)),
        Thing("row", label="node-3", count=4, parts=(cell("used", crossed=True), cell("used"), cell("used", crossed=True), cell("used"))),
        label="cluster",
    )
    assert CELLS.lead(say, nodes).startswith("a grid of three rows of four cells, marked cluster, labelled node-1 to node-3,")
    assert CELLS.sentences(say, nodes) == [
        "a job in dashed outline marked 8-GPU job stands whole to the right of node-2, four cells long, with a red cross over it, and two red crosses cut two cells"
    ]


def test_a_grid_whose_shape_was_said_elsewhere_opens_on_the_links_arriving_into_it():
    say = Realiser(Words())
    top_cells = tuple(cell(s, "GPU cell") for s in ("used", "used", "empty", "empty", "empty", "empty", "empty", "empty"))
    job = span(top_cells[3:6], key=("marks", 0, "grid", "spans", 0))
    top = grid(
        Thing("row", count=8, parts=top_cells, attached=(job,)), noun="GPU cell", among="top", rank=1,
        relations=(Relation("arrives-from", ("marks", 0), None, via=arrow("owner returns"), edge="left"),),
    )
    moved = Thing("job", ("marks", 3, "grid", "spans", 0), look=Look("blue", "dashed", filled=False), count=3, place="beside-right",
                  parts=tuple(cell("free", "GPU cell") for _ in range(3)), same_as=job.key)
    bottom = grid(
        Thing("row", count=8, parts=tuple(cell("used", "GPU cell") for _ in range(8)), attached=(moved,)), noun="GPU cell", rank=2,
        relations=(Relation("leads-to", ("marks", 2), ("marks", 3), via=arrow(), way="down"),),
    )
    assert CELLS.sentences(say, top) == [
        "in the top row two cells are grey, in use, and a blue job in dashed outline sits across three of the empty ones, "
        "with an arrow arriving from the left marked owner returns"
    ]
    assert CELLS.sentences(say, bottom) == [
        "an arrow leads down to the second row, where all eight cells are grey, and the same blue job in dashed outline stands whole to the right"
    ]


def test_two_meanings_not_said_yet_open_the_sentences_of_a_grid_said_without_a_lead():
    say = Realiser(Words())
    left = grid(row("ufuffuff", label="node-a"), row("fuffufuf", label="node-b"), among="left", rank=1, label="before")
    assert CELLS.sentences(say, left) == [
        "cells are grey where in use and white where free",
        "in the left grid, marked before, ten cells are white, five in each row, and six grey cells lie scattered, three in each row",
    ]


def test_a_link_from_another_mark_into_a_grid_it_says_with_what_stands_on_the_link_after():
    cut = Thing("arrow", ("marks", 1), look=Look("none", "dashed", filled=False), parts=(Thing("red cross", place="across"),))
    into = Relation("leads-to", ("marks", 2), ("marks", 0, "grid"), via=cut, way="right")
    say = Speaker(Words(), [into])
    alone = grid(row("uuuu"), relations=(into,))
    CELLS.lead(say, alone)
    assert CELLS.sentences(say, alone) == ["a dashed arrow leads right to the row"]
    assert say.flush() == ["a red cross cuts the arrow"], "what stands on the link follows"
    assert say.unsaid() == []


def test_the_writers_own_words_replace_it_all():
    say = Realiser(Words())
    written = grid(row("uu"), alt="a node of two busy GPUs")
    assert CELLS.lead(say, written) == "a node of two busy GPUs"
    assert CELLS.sentences(say, written) == []
    assert CELLS.sentences(Realiser(Words()), written) == ["a node of two busy GPUs"], "said in its sentence when no lead brought it in"


def test_two_row_labels_are_said_both_not_as_a_run(compile_text):
    from conftest import compiled_marks

    alt = compiled_marks(compile_text, "\n  - grid: {rows: [[used, free], [used, used]], row-labels: [node-a, node-b]}\n").alt
    assert "labelled node-a and node-b" in alt and "node-a to node-b" not in alt


# --- words inside cells (issue 25, labels: a grid's `cell-labels`) ---

def test_cell_labels_are_said_row_by_row_a_count_up_by_its_ends():
    from blueprint import compile_spec
    alt = compile_spec("blueprint: 1\nmarks:\n  - grid: {rows: [[used, used, used, free], [used, blue, free, free]], row-labels: [compute, memory],"
                       " cell-labels: [[1, 2, 3, 4], [null, a, b]]}\n", "spec.yaml").alt
    assert "four cells on compute are marked one to four" in alt.lower()
    assert "two cells on memory are marked a and b" in alt.lower()


def test_a_dotted_place_is_no_thing_counted_so_rows_of_unlike_counts_say_each():
    """A cell drawn only as a dotted outline is absent (STYLE.md): MIG's eighth
    compute place is no slice, so the grid holds seven slices on compute and
    eight on memory, never "two rows of eight slices"."""
    from blueprint import compile_spec

    looks = "looks: {ghost: {fill: none, outline: dotted, means: no slice}}"
    alt = compile_spec("blueprint: 1\nmarks:\n  - grid: {noun: slice, " + looks + ", row-labels: [compute, memory], rows: [[used, used, ghost], [used, used, used]]}\n", "spec.yaml").alt
    assert "a grid of two rows of slice squares, two on compute and three on memory, grey where in use and dotted where no slice" in alt
    assert "rows of three" not in alt and "labelled compute" not in alt
    even = compile_spec("blueprint: 1\nmarks:\n  - grid: {noun: slice, " + looks + ", rows: [[used, ghost], [used, ghost]]}\n", "spec.yaml").alt
    assert "two rows of two slice squares" in even, "a dotted place in every row: the rows are still drawn alike"
