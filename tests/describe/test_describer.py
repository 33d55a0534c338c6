"""The describer: the plan (reading order from the layout, the opening's mark
first), where each relation is said, like icons counted, names that tell
things apart, groups and panels; and the context's arrivals for marks that
say the links arriving at them."""

from __future__ import annotations

from blueprint.describe.plan import plan
from blueprint.describe.reading_order import reading_order
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import spec_text


def compiled(compile_text, *marks):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", *marks))
    assert not errors, errors
    return result


def context(result):
    return DescribeContext(result.spec, result.scene, result.theme, Words())


def test_reading_order_is_rows_from_the_top_then_left_to_right_and_a_group_before_what_it_holds(compile_text):
    result = compiled(
        compile_text,
        "  - icon: {id: s, name: save, below: a, gap: 64}",
        "  - icon: {id: b, name: gpu, right-of: a, gap: 200}",
        "  - icon: {id: a, name: laptop}",
        "  - column: {id: q, left-of: a, gap: 64, marks: [{icon: {name: clock}}, {icon: {name: clock}}]}",
    )
    order = [n.id or n.kind.name for n in reading_order(result.spec, context(result))]
    assert order.index("q") < order.index("a") < order.index("b") < order.index("s")
    assert order[order.index("q") + 1 : order.index("q") + 3] == ["icon", "icon"], "what the column holds, right after it"


def test_gathering_the_facts_tells_nothing_and_links_come_first(compile_text):
    result = compiled(compile_text, "  - icon: {id: a, name: laptop}", "  - icon: {id: b, name: gpu, right-of: a, gap: 200}", "  - connector: {from: a, to: b, arrow: end}")
    ctx = context(result)
    planned = plan(result.spec, ctx)
    assert ctx.told == set()
    assert [r.verb for r in ctx.links] == ["sends-into"] == [r.verb for r in planned.relations]
    assert ctx.arrivals(result.spec.marks[1]) == ctx.links and ctx.arrivals(result.spec.marks[0]) == []


def test_a_column_of_like_icons_is_counted_once(compile_text):
    result = compiled(
        compile_text,
        "  - grid: {id: g, cells: 8, columns: 8, state: used, noun: GPU cell}",
        "  - column:",
        "      {id: q, label: queue, left-of: g, gap: 120, marks: [{icon: {name: model, outline: dashed, size: small, label: big}},",
        "       {icon: {name: model, outline: dashed, size: small}}, {icon: {name: model, outline: dashed, size: small}}]}",
    )
    assert "a column marked queue holding three model icons in dashed outline, the top one marked big." in result.alt
    assert result.alt.count("model icon") == 1, "three icons, one clause"


def test_a_relation_is_said_where_it_starts_or_arrives_and_a_part_is_named_by_its_holder(compile_text):
    result = compiled(
        compile_text,
        "  - towers: {id: t, tiers: 2, towers: [{tiers: [solid, dashed]}, {tiers: [solid, solid blue]}]}",
        "  - icon: {id: s, name: storage, colour: blue, label: store, above: t.tower-1, gap: 48}",
        "  - connector: {from: t.tower-2.tier-2, to: s, arrow: end, colour: blue, weight: thick}",
        "  - connector: {from: s, to: t.tower-1.tier-2, arrow: end, colour: blue, outline: dashed}",
    )
    alt = result.alt
    assert alt.index("The first tower has") < alt.index("storage"), "the opening's mark says the rest of itself first"
    assert ("The second tower's blue top tier sends a thick blue arrow into a blue storage icon marked store above the first tower,"
            " which sends a blue dashed arrow down to the first tower's dashed top tier.") in alt
    assert "set of towers" not in alt


def test_two_alike_joined_are_counted_and_then_told_apart_by_place(compile_text):
    result = compiled(
        compile_text,
        "  - icon: {id: a, name: snapshot}",
        "  - icon: {id: b, name: snapshot, right-of: a, gap: 200}",
        "  - connector: {from: a, to: b, arrow: end, carries: [{icon: clock}]}",
        "  - icon: {name: cross, colour: red, below: a, gap: 48}",
    )
    assert result.alt == (
        "Cedana. Blueprint of two snapshot files side by side. The left file sends an arrow to the right one. "
        "A clock sits above the arrow. Below the left file stands a red cross."
    )


def test_labelled_panels_side_by_side(compile_text):
    result = compiled(
        compile_text,
        "  - row:",
        "      gap: 200",
        "      marks:",
        "        - column: {id: l, label: before, marks: [{icon: {name: gpu, status: grey}}]}",
        "        - column: {id: r, label: after, marks: [{icon: {name: gpu, status: blue}}]}",
        "  - connector: {from: l, to: r, arrow: end, colour: blue, label: restore}",
    )
    assert result.alt == (
        "Cedana. Blueprint of two panels side by side, the left marked before holding a GPU card whose status bar is grey"
        " and the right marked after holding a GPU card whose status bar is blue. "
        "The left panel marked before sends a blue arrow marked restore to the right panel marked after."
    )


def test_marks_alone_in_panels_that_do_not_say_them_are_said_in_panels(compile_text):
    result = compiled(
        compile_text,
        "  - row:",
        "      marks:",
        "        - column: {label: left side, marks: [{towers: {towers: [{tiers: [solid]}]}}]}",
        "        - column: {label: right side, marks: [{towers: {towers: [{tiers: [blue]}]}}]}",
    )
    assert "side by side in two panels, left side on the left and right side on the right" in result.alt
    assert "Under left side, there is one tower" in result.alt and "Under right side, there is one tower" in result.alt


def test_a_link_into_a_mark_that_speaks_for_what_arrives_waits_for_it(compile_text):
    result = compiled(
        compile_text,
        "  - grid: {id: top, cells: 4, columns: 4, state: used}",
        "  - connector: {from: top, to: bottom, arrow: end}",
        "  - grid: {id: bottom, cells: 4, columns: 4, state: free}",
    )
    assert result.alt.count("arrow") == 1, "said once, by the grid it leads into"
    assert "leads down to" in result.alt
