"""Issue 26, session 8 (facts8e): grids alike (one noun, one shape: a before
and an after) whose taken cells are as many in each say so once, after the
last of them ("twelve cells are busy in both grids"): what a before/after
keeps is its point (bin-packing-before-after: nothing added, only moved).
Shown on small specs of several grids, and pinned on the entry."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.pipeline import compile_spec


def alt(marks: str) -> str:
    return compile_spec("blueprint: 1\nsubject: a test\nmarks:\n" + marks, "spec.yaml").alt


def _grid(ident: str, rows: list[list[str]], noun: str = "GPU cell", extra: str = "") -> str:
    return f"      - grid: {{id: {ident}, noun: {noun}, rows: {rows}{extra}}}\n".replace("'", "")


def _row(*grids: str) -> str:
    return "  - row:\n    marks:\n".replace("    marks", "      marks") + "".join("  " + g for g in grids)


BEFORE = [["used", "free", "used", "free"], ["free", "used", "free", "free"]]
AFTER = [["used", "used", "used", "free"], ["free", "free", "free", "free"]]


def test_the_entry_says_the_twelve_busy_cells_are_in_both_grids_once_after_both():
    said = alt_of("bin-packing-before-after")
    assert said.count("twelve cells are busy in both grids") == 1
    assert said.index("twelve cells are busy in both grids") > said.index("Inside the frame titled after")


def test_two_grids_alike_with_equal_taken_cells_say_it_after_the_second():
    said = alt(_row(_grid("before", BEFORE), _grid("after", AFTER)))
    assert said.count("three cells are busy in both grids") == 1
    assert said.index("three cells are busy in both grids") > said.index("the right grid")


def test_a_cell_in_a_named_look_is_taken_too():
    moved = [["used", "used", "moved", "free"], ["free", "free", "free", "free"]]
    said = alt(_row(_grid("before", BEFORE), _grid("after", moved, extra=", looks: {moved: {fill: blue, means: moved}}")))
    assert "three cells are busy in both grids" in said


def test_unequal_counts_say_nothing_of_both():
    fewer = [["used", "used", "free", "free"], ["free", "free", "free", "free"]]
    said = alt(_row(_grid("before", BEFORE), _grid("after", fewer)))
    assert "both grids" not in said and "busy in" not in said


def test_three_grids_alike_say_all_three():
    middle = [["free", "used", "used", "used"], ["free", "free", "free", "free"]]
    said = alt(_row(_grid("a", BEFORE), _grid("b", middle), _grid("c", AFTER)))
    assert said.count("three cells are busy in all three grids") == 1
    assert "both grids" not in said


def test_three_grids_of_which_two_are_equal_say_nothing():
    fewer = [["used", "free", "free", "free"], ["free", "free", "free", "free"]]
    said = alt(_row(_grid("a", BEFORE), _grid("b", fewer), _grid("c", AFTER)))
    assert "busy in" not in said and "both grids" not in said


def test_grids_of_different_nouns_or_shapes_are_not_compared():
    said = alt(_row(_grid("gpus", BEFORE), _grid("jobs", AFTER, noun="job cell")))
    assert "busy in" not in said
    wider = [["used", "used", "used", "free", "free"], ["free", "free", "free", "free", "free"]]
    said = alt(_row(_grid("before", BEFORE), _grid("after", wider)))
    assert "busy in" not in said


def test_idle_cells_are_taken_but_not_said_busy():
    idle = [["used", "idle", "used", "free"], ["free", "free", "free", "free"]]
    said = alt(_row(_grid("before", BEFORE), _grid("after", idle)))
    assert "three cells are taken in both grids" in said
    assert "busy in" not in said


def test_grids_with_no_free_cell_are_not_counted_against_free():
    full = [["used", "used"], ["used", "used"]]
    said = alt(_row(_grid("a", full), _grid("b", full)))
    assert "in both grids" not in said


def test_a_named_look_is_read_by_its_fill_hatched_red_is_taken_not_busy():
    failed = [["used", "used", "failed", "free"], ["free", "free", "free", "free"]]
    said = alt(_row(_grid("before", BEFORE), _grid("after", failed, extra=", looks: {failed: {fill: red, hatch: true, means: failed}}")))
    assert "three cells are taken in both grids" in said and "busy in" not in said


def test_a_filled_span_takes_the_cells_it_colours():
    said = alt(_row(_grid("before", BEFORE), _grid("after", [["free"] * 4, ["free"] * 4], extra=", spans: [{row: 1, start: 1, cells: 3, fill: blue, label: job}]")))
    assert "three cells are busy in both grids" in said


# --- a place said against a group the reader never met (review 8, zone-move: "Below the row") ------


def _below_a_row(members: str, label: str = "") -> str:
    return (f"  - row:\n      id: top\n{label}      marks:\n{members}"
            "  - bar: {below: top, parts: [{share: 0.5, fill: grey}]}\n")


GRIDS = "        - grid: {id: a, rows: [[used, free], [free, free]]}\n        - grid: {id: b, rows: [[used, used], [free, free]]}\n"


def test_zone_move_places_the_timeline_below_without_naming_an_unmet_row():
    said = alt_of("zone-move")
    assert "Below the row" not in said
    assert "Below stands a timeline of one lane" in said


def test_a_row_no_sentence_brought_in_is_not_named_as_an_anchor():
    said = alt(_below_a_row(GRIDS))
    assert "the row" not in said and "Below stands one long bar" in said


def test_a_row_said_or_labelled_is_still_named():
    assert "Below the row stands one long bar" in alt(_below_a_row("        - icon: {name: gpu}\n        - icon: {name: gpu}\n"))  # "a row of two GPU cards"
    assert "Below the row stands one long bar" in alt(_below_a_row(GRIDS, "      label: cluster\n"))  # "The row is marked cluster"


# --- a span named again "in" its row only where its name could be another's (review 8: "the freed row in the fourth row") ---


def _span_target(noun: str) -> str:
    return ("  - grid:\n      id: g\n      rows: [[used, used, used], [free, free, free]]\n"
            f"      spans: [{{id: s, row: 2, start: 1, cells: 3, outline: dashed, noun: {noun}}}]\n"
            "  - icon: {id: i, name: gpu, right-of: g}\n"
            "  - queue: {id: q, below: g, jobs: [{colour: blue, label: p}, {}], noun: priority job}\n"
            "  - connector: {from: i, to: g.s, arrow: end}\n")


def test_priority_preempt_names_the_freed_row_alone():
    said = alt_of("priority-preempt-grid-queue")
    assert "the freed row in the fourth row" not in said
    assert "The front job sends a blue arrow to the freed row." in said


def test_a_span_whose_name_no_other_thing_ends_in_is_named_alone():
    said = alt(_span_target("spare row"))
    assert "sends an arrow to the spare row." in said and "spare row in the second row" not in said


def test_a_span_whose_name_another_thing_ends_in_keeps_its_row():
    assert "sends an arrow to the job in the second row" in alt(_span_target("job"))  # "the job" would be a priority job too
