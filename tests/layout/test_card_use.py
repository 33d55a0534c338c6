"""The card is used (issue 27 item 5): where the card has room, marks grow
together to the largest sizes that fit, within the style's bounds; a size the
spec gives is kept; growing shrinks no mark and changes no alt text."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from blueprint.describe.marks.bar import LONG
from blueprint.marks.grid.spec import LARGEST_CELL
from blueprint.pipeline import compile_spec
from blueprint.rules.geometry import largest_band
from blueprint.theme import DEFAULT_THEME
from conftest import compiled_marks

ROOT = Path(__file__).resolve().parents[2]
GROWN = ("plot", "cell", "lane", "tier", "icon", "bar", "gap")
UNGROWN = replace(DEFAULT_THEME, layout=replace(DEFAULT_THEME.layout, **{f"{level}_{what}": 1.0 for what in GROWN for level in ("grow", "fill")}))
CONTENT_TOP, CONTENT_BOTTOM = 56, 630 - 56


def boxes(result):
    return {block.path: block.box for block in result.scene.blocks}


def with_role(result, role):
    return [e.bounds for e in result.scene.elements if e.role == role]


def test_a_lone_curve_takes_the_free_height_up_to_its_bound(compile_text):
    result = compiled_marks(compile_text, "\n  - curve: {id: c, values: [1, 4, 2, 5]}\n")
    plot = result.scene.anchors["c"]
    assert 320 < plot.height <= 320 * DEFAULT_THEME.layout.grow_plot + 0.5
    drawn = [e.bounds for e in result.scene.elements if e.role != "brand"]
    assert min(b.y for b in drawn) >= CONTENT_TOP - 0.5 and max(b.bottom for b in drawn) <= CONTENT_BOTTOM + 0.5


def test_a_grid_of_four_cells_grows_no_further_than_closes_the_card_s_empty_band(compile_text):
    """At the style's bounds (96 px cells) four cells leave a third of the card
    empty above and below; the fill level grows them on, only as far as
    closes the band, never past the largest cell."""
    result = compiled_marks(compile_text, "\n  - grid: {id: g, cells: 4, columns: 2}\n")
    sides = {round(c.width) for c in with_role(result, "cell")}
    assert len(sides) == 1 and 64 * DEFAULT_THEME.layout.grow_cell < sides.pop() <= LARGEST_CELL
    assert band(result) <= DEFAULT_THEME.layout.card_band * 630 + 8  # within a step of the bisection


def test_a_bar_at_the_fill_level_stays_long(compile_text):
    """A bar alone is thicker than the style's bound (112 px) only in whole
    8 px steps that keep it at least 8 : 1, exactly where the alt text calls
    it long (`LONG`): across the card (960 px) one step, 120 px; a wider card
    lets it grow further."""
    marks = "\n  - bar: {id: b, parts: [{share: 40%, fill: grey, label: busy}]}\n"
    result = compiled_marks(compile_text, marks)
    bar = result.scene.anchors["b"]
    assert bar.height == 80 * DEFAULT_THEME.layout.grow_bar + 8 and bar.width >= LONG * bar.height and "one long bar" in result.alt
    wide = compile_spec(marks.join(["blueprint: 1\ncanvas: {width: 1800, height: 630}\nmarks:", ""]), "spec.yaml", draft=True)
    bar = wide.scene.anchors["b"]
    assert bar.height > 80 * DEFAULT_THEME.layout.grow_bar + 8 and bar.height % 8 == 0 and bar.width >= LONG * bar.height and "one long bar" in wide.alt


def test_two_bars_that_left_a_quarter_of_the_card_empty_now_close_the_band():
    path = ROOT / "tests" / "corpus" / "queue-time-bar-means.yaml"
    result = compile_spec(path.read_bytes(), str(path))
    assert band(result) <= DEFAULT_THEME.layout.card_band * 630


def band(result):
    return largest_band([e.bounds for e in result.scene.elements if e.role != "brand"], result.scene.height)


@pytest.mark.parametrize("marks, role, side", [
    ("\n  - grid: {id: g, cells: 4, columns: 2, size: 64}\n", "cell", 64),
    ("\n  - icon: {id: i, name: gpu, size: medium}\n", None, None),
])
def test_a_size_the_spec_gives_is_kept(compile_text, marks, role, side):
    grown = compiled_marks(compile_text, marks)
    kept = compile_spec(marks.join(["blueprint: 1\nmarks:", ""]), "spec.yaml", theme=UNGROWN)
    assert boxes(grown) == boxes(kept)
    if role:
        assert {round(c.width) for c in with_role(grown, role)} == {side}


def test_an_icon_with_no_size_grows_short_of_large(compile_text):
    """With other marks it stops at the grow level's bound; alone on the
    card, the fill level takes it further, still short of `large`, which a
    writer asks for (so `size: large` still draws larger)."""
    grown = compiled_marks(compile_text, "\n  - icon: {id: i, name: gpu}\n").scene.anchors["i"]
    large = compiled_marks(compile_text, "\n  - icon: {id: i, name: gpu, size: large}\n").scene.anchors["i"]
    medium = compile_spec("blueprint: 1\nmarks:\n  - icon: {id: i, name: gpu}\n", "spec.yaml", theme=UNGROWN).scene.anchors["i"]
    beside = compiled_marks(compile_text, "\n  - icon: {id: i, name: gpu}\n  - curve: {values: [1, 4, 2, 5]}\n").scene.anchors["i"]
    assert medium.width < beside.width <= grown.width < large.width


def test_a_curve_s_height_is_kept(compile_text):
    marks = "\n  - curve: {id: c, values: [1, 3, 2, 6], height: 30%}\n"
    assert boxes(compiled_marks(compile_text, marks)) == boxes(compile_spec(marks.join(["blueprint: 1\nmarks:", ""]), "spec.yaml", theme=UNGROWN))


SPECS = sorted((ROOT / "specs").glob("*.yaml")) + [ROOT / "tests" / "corpus" / f"{name}.yaml" for name in ("priority-preempt-grid-queue", "latency-spike", "node-drain-migration")]


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_growing_shrinks_no_block_and_says_the_same(path):
    """Against the same spec with every bound at 1 (no growth): every block is
    as large or larger, the alt text is the same, lint finds nothing new."""
    text = path.read_bytes()
    grown = compile_spec(text, str(path), draft=True)
    preferred = compile_spec(text, str(path), draft=True, theme=UNGROWN)
    before, after = boxes(preferred), boxes(grown)
    assert before.keys() == after.keys()
    smaller = [p for p in before if after[p].width < before[p].width - 0.5 or after[p].height < before[p].height - 0.5]
    assert not smaller, smaller
    assert grown.alt == preferred.alt
    assert len(grown.problems) <= len(preferred.problems)


def test_bars_side_by_side_grow_into_panels_at_the_fill_level():
    """Three bars in a row are short at the style's bound already (a third of
    the card each, under 8 : 1, never called long): the elongation that keeps
    a lone bar long does not hold them, and the fill level takes them on
    toward `fill_bar`, no thicker than `bar_stout` of their length."""
    path = ROOT / "specs" / "pricing-panels.yaml"
    result = compile_spec(path.read_bytes(), str(path), draft=True)
    layout = DEFAULT_THEME.layout
    bars = with_role(result, "bar")
    assert len(bars) == 3
    for bar in bars:
        assert layout.bar_height * layout.grow_bar < bar.height <= bar.width * layout.bar_stout + 0.5
        assert bar.height <= layout.bar_height * layout.fill_bar + 0.5


SLACK = 8.0 + 3.0  # the balance's slack, and what the wordmark's clearance raises the content's bottom by


@pytest.mark.parametrize("path", [ROOT / "tests" / "corpus" / "node-drain-migration.yaml", ROOT / "tests" / "corpus" / "checkpoint-cadence.yaml"], ids=lambda p: p.stem)
def test_the_whole_stands_balanced_once_its_labels_are_placed(path):
    """A label moved above its mark (room below taken by a note) no longer
    leaves more of the card empty below than above: the composition is
    centred again with its labels where they stand."""
    result = compile_spec(path.read_bytes(), str(path), draft=True)
    drawn = [e.bounds for e in result.scene.elements if e.role != "brand"]
    above, below = min(b.y for b in drawn) - CONTENT_TOP, CONTENT_BOTTOM - max(b.bottom for b in drawn)
    assert abs(above - below) <= SLACK


def test_a_row_crowded_at_the_bounds_opens_its_gaps_and_fills_the_card():
    """Four icons in a row whose lines' labels ("restore") had no room once the
    icons grew stopped at half the grow level, a third of the card empty: the
    fill level opens the row's theme gap into the width the icons leave free,
    so they grow with their labels' room kept, and the band closes."""
    path = ROOT / "tests" / "corpus" / "node-drain-migration.yaml"
    result = compile_spec(path.read_bytes(), str(path))
    assert band(result) <= DEFAULT_THEME.layout.card_band * 630 and not result.problems
    icons = [result.scene.anchors[name] for name in ("old", "snap", "store", "new")]
    gaps = [right.x - left.right for left, right in zip(icons, icons[1:])]
    assert min(gaps) > 64


def test_a_row_s_gap_opens_into_free_width_only(compile_text):
    """A row of grids as wide as the card opens its gap only by the few px
    their whole cells leave free, never to twice itself: opening it further
    would squeeze what stands in the row."""
    marks = "\n  - row:\n      marks:\n        - grid: {id: a, cells: 24, columns: 12}\n        - grid: {id: b, cells: 24, columns: 12}\n"
    result = compiled_marks(compile_text, marks)
    a, b = result.scene.anchors["a"], result.scene.anchors["b"]
    assert 64 - 0.5 <= b.x - a.right < 2 * 64 - 8 and a.x >= 56 - 0.5 and b.right <= 1200 - 56 + 0.5


LIMIT = DEFAULT_THEME.layout.card_band * 630


def _rows(result):
    cells = with_role(result, "cell")
    tops = sorted({round(c.y, 1) for c in cells})
    side = cells[0].height
    return side, [b - a - side for a, b in zip(tops, tops[1:])], {round(c.width, 1) for c in cells}


def test_rows_as_wide_as_the_card_stand_apart_to_close_the_band_at_the_spread_level(compile_text):
    """Sixteen columns of squares span the card at the fill level and four
    rows of them leave over a quarter empty above and below: the spread
    level opens the rows, no further than half a cell, and only as far as
    closes the band; the squares keep their side (issue 27, idle-cluster-scatter)."""
    result = compiled_marks(compile_text, "\n  - grid: {id: g, cells: 64, columns: 16, state: used}\n")
    side, gaps, widths = _rows(result)
    assert widths == {round(side, 1)} and max(gaps) - min(gaps) < 0.5
    assert side / 8 < gaps[0] <= side * DEFAULT_THEME.layout.spread_rows + 0.5
    assert band(result) <= LIMIT


def test_rows_that_spreading_cannot_close_keep_the_fill_level_s_rhythm(compile_text):
    """Two rows of sixteen would need rows over half a cell apart: the picture
    the writer wrote stands (the band stays, as `before-after-packing`'s)."""
    result = compiled_marks(compile_text, "\n  - grid: {id: g, cells: 32, columns: 16, state: used}\n")
    side, gaps, _ = _rows(result)
    assert gaps[0] <= max(1.0, round(side / 8)) + 0.5 and band(result) > LIMIT


def test_a_grid_of_a_given_size_keeps_its_rows(compile_text):
    result = compiled_marks(compile_text, "\n  - grid: {id: g, cells: 30, columns: 10, size: 88}\n")
    side, gaps, _ = _rows(result)
    assert side == 88 and gaps[0] <= 11 + 0.5


def test_a_lone_bar_s_leader_reaches_further_to_close_the_band_and_the_bar_stays_long(compile_text):
    """fee-break-even: a bar long at its bound and a leader to its fee left a
    third of the card empty above and below; the leader reaches further."""
    result = compiled_marks(compile_text, "\n  - bar: {id: b, parts: [{share: 1.5%, fill: blue, leader: {label: the fee, note: 5.7 points to break even}}, {share: 98.5%, fill: grey}]}\n")
    bar = result.scene.anchors["b"]
    (leader,) = [e for e in result.scene.elements if e.role == "leader" and e.kind == "line"]
    assert DEFAULT_THEME.layout.leader_length < leader.bounds.height <= DEFAULT_THEME.layout.leader_length * DEFAULT_THEME.layout.spread_leader + 0.5
    assert bar.width >= LONG * bar.height and "long" in result.alt and band(result) <= LIMIT


def test_a_grid_and_a_queue_beside_it_that_overflow_share_the_width():
    """priority-preempt-grid-queue: a bracket's words left of a grid and a
    queue right of it overflow the card at their preferred sizes; the queue,
    measured at the card's whole width, kept all of its own and the grid took
    the whole cut, its cells down to 30 px (a tiny grid). Now the two share
    the width as a row's children do: the grid keeps most of its cells' side,
    the queue's jobs give some of theirs."""
    path = ROOT / "tests" / "corpus" / "priority-preempt-grid-queue.yaml"
    result = compile_spec(path.read_bytes(), str(path))
    cells = {round(c.width) for c in with_role(result, "cell")}
    jobs = [b for b in with_role(result, "part")]
    assert len(cells) == 1 and cells.pop() >= 48 and not result.problems
    assert min(j.width for j in jobs) < 80 and max(j.right for j in jobs) <= 1200 - 56 + 0.5


@pytest.mark.parametrize("name", ["legend", "packing-before-after"])
def test_a_title_s_gap_opens_with_the_stack_s_and_the_band_closes(name):
    """A group's label over its marks and a bar's label over the bar stand
    as stacked blocks do: at the fill level their gap opens with the
    stack's (`Layout.fill_gap`); with a bar past its bound exactly 8 : 1
    (the describer's LONG), both close the band and say the same."""
    path = ROOT / "specs" / f"{name}.yaml"
    result = compile_spec(path.read_bytes(), str(path))
    preferred = compile_spec(path.read_bytes(), str(path), theme=UNGROWN)
    assert band(result) <= LIMIT < band(preferred) and result.alt == preferred.alt and not result.problems
    titles = [e.bounds for e in result.scene.elements if e.role == "label" and e.source[-1:] == ("label",) and e.kind == "text"]
    shapes = [e.bounds for e in result.scene.elements if e.role in ("cell", "bar")]
    gaps = [min(s.y for s in shapes if s.y >= t.bottom) - t.bottom for t in titles]
    assert gaps and min(gaps) > 1.5 * DEFAULT_THEME.layout.label_gap + 2  # on main 8 and 12 px


def test_a_row_as_wide_as_the_card_stops_the_sizes_but_not_the_gaps():
    """queue-waiting: a queue and a grid side by side fill the card's width
    at about a third of the grow level (each grows in width with its
    height), so the fill level, where a column's gaps open, was never
    reached and a band of 28% stayed. The gaps between stacked blocks, which
    take no width, now open alone (the sizes keep their level), only as far
    as closes the band."""
    path = ROOT / "tests" / "corpus" / "queue-waiting.yaml"
    result = compile_spec(path.read_bytes(), str(path))
    queue, clock = result.scene.anchors["queue"], [b.box for b in result.scene.blocks if b.kind == "icon"][0]
    assert band(result) <= LIMIT and not result.problems
    assert DEFAULT_THEME.layout.over_gap < clock.y - queue.bottom <= 2 * DEFAULT_THEME.layout.over_gap + 0.5
