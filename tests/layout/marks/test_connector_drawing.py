"""The connector's drawing: routes, rhythms, weights, arrowheads, cuts, carried icons, labels, anchors."""

from __future__ import annotations

import pytest

from blueprint.layout.draw.routes import Route, crosses
from conftest import spec_text

TWO_ICONS = ("blueprint: 1", "marks:", "  - icon: {id: a, name: laptop}", "  - icon: {id: b, name: server, right-of: a, gap: 320}")


def compiled(compile_text, *lines):
    result, errors = compile_text(spec_text(*TWO_ICONS, *lines))
    assert not errors, errors
    return result


def of_role(result, role):
    return [e for e in result.scene.elements if e.role == role]


def _crosses(line, box):
    return crosses(Route(((line.x1, line.y1), (line.x2, line.y2))), box)


def test_straight_line_joins_the_facing_sides(compile_text):
    result = compiled(compile_text, "  - connector: {from: a, to: b}")
    a, b = result.scene.anchors["a"], result.scene.anchors["b"]
    (line,) = of_role(result, "connector")
    assert (line.x1, line.x2) == (pytest.approx(a.right), pytest.approx(b.x))
    assert line.y1 == line.y2, "level where the two share a band of height"
    assert not of_role(result, "arrowhead")
    assert "joined by a line to a server node on the right" in result.alt, "grey is not said unless written"


@pytest.mark.parametrize("weight, length", [("thin", 12.0), ("thick", 16.0)])
def test_arrowheads_are_paths_sized_from_the_stroke(compile_text, weight, length):
    result = compiled(compile_text, f"  - connector: {{from: a, to: b, arrow: both, weight: {weight}}}")
    heads = of_role(result, "arrowhead")
    assert len(heads) == 2 and all(h.kind == "path" and h.paint.fill == "line" for h in heads)
    for head in heads:
        tip, base1, base2 = head.segments[0][1], head.segments[1][1], head.segments[2][1]
        assert abs(tip[0] - (base1[0] + base2[0]) / 2) == pytest.approx(length)
    (line,) = of_role(result, "connector")
    assert line.paint.stroke_width == ("thick" if weight == "thick" else "outline")
    assert "pointing both ways" in result.alt


def test_elbow_turns_once(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: save}", "  - icon: {id: b, name: gpu, right-of: a, gap: 300}",
        "  - icon: {id: c, name: laptop, below: a}", "  - connector: {from: c, to: b, route: elbow, arrow: end}",
    ))
    assert not errors
    lines = of_role(result, "connector")
    assert len(lines) == 2
    assert lines[0].y1 == lines[0].y2 and lines[1].x1 == lines[1].x2, "across, then up"
    assert lines[1].y2 > result.scene.anchors["b"].bottom, "stops short of the card for the head"


def test_an_elbow_whose_corner_falls_on_a_mark_goes_round_it(compile_text):
    """The corner of this elbow would stand on the save icon between the two
    ends: the route bridges over it, through nothing but its ends."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: save}", "  - icon: {id: b, name: gpu, above: a}",
        "  - icon: {id: c, name: laptop, left-of: a}", "  - connector: {from: c, to: b, route: elbow, arrow: end}",
    ))
    assert not errors
    save = result.scene.anchors["a"]
    assert not any(_crosses(line, save) for line in of_role(result, "connector"))


def test_curved_is_a_quadratic_path(compile_text):
    result = compiled(compile_text, "  - connector: {from: a, to: b, route: curved, outline: dotted, colour: blue}")
    (curve,) = of_role(result, "connector")
    assert curve.kind == "path" and curve.segments[1][0] == "Q"
    assert curve.segments[1][1][1] < curve.segments[0][1][1], "bows upward"
    assert curve.paint.line == "dotted" and curve.paint.stroke == "blue"
    assert "a blue dotted line" in result.alt


def test_cut_and_carried_icons_stand_where_the_spec_says(compile_text):
    result = compiled(
        compile_text,
        "  - connector: {id: w, from: a, to: b, noun: wire, cut: 25%, carries: [{icon: clock, at: 75%, side: below}]}",
    )
    (line,) = of_role(result, "connector")
    cross = of_role(result, "cross")
    centre_x = (cross[0].x1 + cross[0].x2) / 2
    assert centre_x == pytest.approx(line.x1 + 0.25 * (line.x2 - line.x1))
    clock = [e for e in result.scene.elements if e.owner[3:4] == ("carries",)]
    assert min(e.bounds.y for e in clock) > line.y1, "below the wire"
    assert "a red cross cuts the wire and a clock sits below it" in result.alt.lower()


def test_label_sits_above_a_level_line_clear_of_everything(compile_text):
    result = compiled(compile_text, "  - connector: {from: a, to: b, label: ssh, arrow: end, colour: blue}")
    (line,) = of_role(result, "connector")
    label = [t for t in result.scene.texts() if t.text == "ssh"][0]
    assert label.box.bottom <= line.y1 and label.colour == "blue"
    assert "Blueprint of a laptop on the left sending a blue arrow marked ssh into a server node on the right" in result.alt


def test_anchors_of_a_connector_place_other_marks(compile_text):
    result = compiled(compile_text, "  - connector: {id: w, from: a, to: b}", "  - icon: {id: s, name: save, below: w.middle}")
    middle, save = result.scene.anchors["w.middle"], result.scene.anchors["s"]
    assert save.centre_x == pytest.approx(middle.x) and save.y > middle.y


def test_a_label_beside_an_icon_is_left_behind_not_crossed(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: model, size: small, label: 8-GPU job, label-side: right}",
        "  - icon: {id: b, name: server, right-of: a, gap: 320}",
        "  - connector: {from: a, to: b, arrow: end, outline: dashed}",
    ))
    assert not errors, errors
    (line,) = of_role(result, "connector")
    label = [t for t in result.scene.texts() if t.text == "8-GPU job"][0]
    assert line.x1 > label.box.right, "the line starts beyond the label"


def test_a_route_blocked_by_a_lane_label_enters_its_target_from_above(compile_text):
    """A straight arrow into a lane's first segment would strike through the
    lane's label at its left: the route comes in over the top instead."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: s, name: server}",
        "  - timeline: {id: tl, right-of: s, gap: 200, width: 50%, unit: h, span: 12 h, lanes: [{label: spot job, segments: [{start: 0, end: 1 h, fill: dark}, {duration: 11 h}]}]}",
        "  - connector: {from: s, to: tl.lane-1.segment-1, arrow: end}",
    ))
    assert not errors, errors
    lines = of_role(result, "connector")
    label = next(t for t in result.scene.texts() if t.text == "spot job")
    assert not any(_crosses(line, label.box) for line in lines), "nothing struck through"
    segment = result.scene.anchors["tl.lane-1.segment-1"]
    assert len(lines) == 2 and lines[-1].x1 == lines[-1].x2 and lines[-1].y2 <= segment.y + 1, "across, then down into its top"


def test_a_label_on_a_sloping_arrow_clears_the_line_under_all_of_it(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: laptop, at: bottom-left}",
        "  - icon: {id: b, name: cloud, at: top-right}",
        "  - connector: {from: a, to: b, arrow: end, label: restore from snapshot}",
    ))
    assert not errors, errors
    (line,) = of_role(result, "connector")
    label = next(t for t in result.scene.texts() if t.text == "restore from snapshot")
    assert line.y1 != line.y2, "the arrow slopes"
    assert not _crosses(line, label.box), "the label stands clear of the line along its whole width"


def test_a_label_stands_where_the_writer_says_along_the_line(compile_text):
    """Issue 17: `label-at` and `label-side` place a connector's label."""
    result = compiled(compile_text, "  - connector: {from: a, to: b, arrow: end, label: ssh, label-at: 25%, label-side: below}")
    (line,) = of_role(result, "connector")
    label = next(t for t in result.scene.texts() if t.text == "ssh")
    assert label.box.y >= line.y1, "below the line"
    assert label.box.centre_x == pytest.approx(line.x1 + 0.25 * (line.x2 - line.x1), abs=3), "a quarter of the way along"


def test_a_line_from_a_cell_bridges_over_the_cells_between(compile_text):
    """A new user's trial: a line from a failed cell to a cross beside its row
    struck through the free cells between; it bridges over them instead."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - grid: {id: g, rows: [[used, used, red, free, free, free, free, free]], row-labels: [node-a]}",
        "  - icon: {id: x, name: cross, label: Xid 79, right-of: g.row-1, gap: 96}",
        "  - connector: {from: g.row-1.cell-3, to: x}",
    ))
    assert not errors, errors
    lines = of_role(result, "connector")
    cells = [e for e in result.scene.elements if e.role == "cell"]
    start = result.scene.anchors["g.row-1.cell-3"]
    others = [c for c in cells if not c.box.overlaps(start.grown(2))]
    assert len(lines) == 3 and not any(_crosses(line, c.box) for line in lines for c in others), "over the cells, through none"


def test_an_arrow_between_two_towers_ends_at_the_tower_it_goes_to():
    """Issue 27: a tier's label beside tower 1 was taken for tower 2's, so the
    line ran back from beyond it and drew its head at tower 1."""
    from blueprint import compile_spec

    result = compile_spec(spec_text(
        "blueprint: 1",
        "marks:",
        "  - towers: {id: t, tiers: 3, towers: [{label: one, tiers: [solid, {label: a long tier label}, solid]}, {label: two, tiers: [solid, solid]}]}",
        "  - connector: {from: t.tower-1, to: t.tower-2, arrow: end}",
    ), "spec.yaml", draft=True)
    (head,) = of_role(result, "arrowhead")
    tip = head.segments[0][1]
    first, second = result.scene.anchors["t.tower-1"], result.scene.anchors["t.tower-2"]
    assert abs(tip[0] - second.x) < abs(tip[0] - first.right), (tip, first, second)


def test_every_arrow_of_the_shipped_and_corpus_specs_points_at_its_to_end():
    """The head an arrow draws at its end points on, towards `to`: never back at `from`."""
    from pathlib import Path

    from blueprint import SpecError, compile_spec
    from blueprint.marks.connector import ConnectorSpec

    root = Path(__file__).resolve().parents[3]
    checked = 0
    for path in sorted(root.glob("specs/*.yaml")) + sorted(root.glob("tests/corpus/*.yaml")):
        try:
            result = compile_spec(path.read_text(encoding="utf-8"), str(path), draft=True)
        except SpecError:
            continue  # a corpus entry that does not compile is tested in tests/test_corpus.py
        anchors = result.scene.anchors
        for node in result.spec.marks:
            spec = node.spec
            if not isinstance(spec, ConnectorSpec) or spec.arrow != "end" or spec.source not in anchors or spec.to not in anchors:
                continue
            (head,) = [e for e in result.scene.elements if e.role == "arrowhead" and e.owner == node.path]
            (_, tip), (_, left), (_, right) = head.segments[:3]
            ahead = (tip[0] - (left[0] + right[0]) / 2, tip[1] - (left[1] + right[1]) / 2)
            target = anchors[spec.to]
            towards = (target.centre_x - tip[0], target.centre_y - tip[1])
            assert ahead[0] * towards[0] + ahead[1] * towards[1] > 0, (path.name, node.path)
            checked += 1
    assert checked >= 20


def test_a_label_at_a_share_is_kept_there_even_where_it_meets_something():
    """Issue 27: `label-at: 80%` fell back to the middle where 80% was not
    clear, silently; it is kept as written, and lint says what it meets."""
    from blueprint import compile_spec

    result = compile_spec(spec_text(
        *TWO_ICONS[:3],
        "  - icon: {id: b, name: server, right-of: a, gap: 480}",
        "  - connector: {from: a, to: b, label: sends, label-at: 80%, label-side: above, carries: [{icon: clock, at: 80%}]}",
    ), "spec.yaml", draft=True)
    (line,) = of_role(result, "connector")
    label = next(e for e in result.scene.elements if e.kind == "text" and e.text == "sends")
    assert label.box.centre_x == pytest.approx(line.x1 + 0.8 * (line.x2 - line.x1), abs=2)
    assert label.box.bottom <= line.y1, "above, as written, over the clock it meets"
    assert any("label `sends`" in p.message for p in result.problems)


def test_a_side_a_line_does_not_have_is_refused_at_label_side(compile_text):
    """`left` of a line that runs across acted as `below`, silently."""
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector: {from: a, to: b, label: sends, label-side: left}"))
    assert errors == ["spec.yaml:5:59: error: `label-side: left`: this line runs across where its label stands, so its label's sides are `above` and `below`: give one of them"]


def test_an_elbow_with_no_corner_to_turn_is_refused_at_the_route(compile_text):
    """Issue 27: an elbow between ends that face each other level ran straight, silently."""
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector: {from: a, to: b, route: elbow}"))
    assert errors == ["spec.yaml:5:40: error: `route: elbow` has no corner to turn here: its ends face each other straight, so the line runs straight; leave `route` out, or set one end off the other's line (`align`, a larger `gap`)"]


# The router (issue 27 item 4): routes found round what a link does not join.

THREE_IN_A_ROW = ("blueprint: 1", "marks:", "  - icon: {id: a, name: laptop}", "  - icon: {id: m, name: server, right-of: a, gap: 96}",
                  "  - icon: {id: b, name: storage, right-of: m, gap: 96}")


def _segments(result):
    return [e for e in result.scene.elements if e.role == "connector"]


def test_a_line_left_to_choose_goes_round_a_mark_in_its_way(compile_text):
    """No `route`: the straight line from a to b would run through m; the
    router's line goes round it, orthogonal, through nothing but its ends."""
    result, errors = compile_text(spec_text(*THREE_IN_A_ROW, "  - connector: {from: a, to: b, arrow: end}"))
    assert not errors, errors
    middle = result.scene.anchors["m"]
    lines = _segments(result)
    assert len(lines) >= 3 and all(line.x1 == line.x2 or line.y1 == line.y2 for line in lines)
    assert not any(_crosses(line, middle) for line in lines)


def test_a_straight_line_the_writer_wrote_is_kept_and_lint_says_what_it_meets(compile_text):
    result, errors = compile_text(spec_text(*THREE_IN_A_ROW, "  - connector: {from: a, to: b, route: straight}"))
    assert result is None and any("runs through icon `m`" in e and "another `route` (`elbow`" in e for e in errors), errors


def test_an_elbow_with_its_ends_face_to_face_goes_round_what_stands_between(compile_text):
    """Its ends face each other, so it has no corner; with m between them it is
    not refused for that: it goes round."""
    result, errors = compile_text(spec_text(*THREE_IN_A_ROW, "  - connector: {from: a, to: b, route: elbow}"))
    assert not errors, errors
    assert not any(_crosses(line, result.scene.anchors["m"]) for line in _segments(result))


def test_a_curve_in_the_way_of_a_mark_bows_the_other_way_or_further(compile_text):
    result, errors = compile_text(spec_text(*THREE_IN_A_ROW, "  - icon: {id: t, name: clock, above: m, gap: 24}",
                                            "  - connector: {from: a, to: b, route: curved}"))
    assert not errors, errors
    (curve,) = _segments(result)
    assert curve.kind == "path" and curve.segments[1][0] == "Q", "still a curve"


def test_the_same_routes_whatever_order_the_links_come_in(compile_text):
    links = ["  - connector: {from: a, to: b, arrow: end}", "  - connector: {from: b, to: a, route: curved}", "  - connector: {from: m, to: b}"]
    first, errors = compile_text(spec_text(*THREE_IN_A_ROW, *links))
    second, _ = compile_text(spec_text(*THREE_IN_A_ROW, *reversed(links)))
    assert not errors, errors
    drawn = lambda result: sorted(repr(e.bounds) for e in result.scene.elements if e.role in ("connector", "arrowhead"))
    assert drawn(first) == drawn(second)


def test_a_fan_out_leaves_from_distinct_ports_and_no_arrow_starts_where_another_ends(compile_text):
    """Three arrows leave the store's right side for three cards: from three
    points spread along it, in the cards' order; and the arrow into the store
    from the laptop, on the same side, from a fourth."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: s, name: storage}",
        "  - column: {id: cards, right-of: s, gap: 160, marks: [{icon: {id: c1, name: gpu, size: small}}, {icon: {id: c2, name: gpu, size: small}}, {icon: {id: c3, name: gpu, size: small}}]}",
        "  - connector: {from: s, to: c1, arrow: end}", "  - connector: {from: s, to: c2, arrow: end}", "  - connector: {from: s, to: c3, arrow: end}",
    ))
    assert not errors, errors
    starts = [(e.x1, e.y1) for e in _segments(result)]
    assert len(set(starts)) == 3, starts
    assert [y for _, y in starts] == sorted(y for _, y in starts), "in the cards' order, top to bottom"


@pytest.mark.parametrize("edge", ["top", "bottom"])
def test_an_upright_arrival_is_as_long_as_its_label_is_tall_not_wide(compile_text, edge):
    """An arrow dropping in from the top (or rising from the bottom) holds its
    words beside it, so it is as long as their lines need (at least half the
    least link), never as long as they are wide (axes7)."""
    result = compiled(compile_text, f"  - connector: {{arrives-from: {edge}, to: b, arrow: end, weight: thick, label: first request at 08:00}}")
    lines = of_role(result, "connector")
    length = sum(abs(line.y2 - line.y1) + abs(line.x2 - line.x1) for line in lines)
    words = [e for e in result.scene.elements if getattr(e, "text", None) == "first request at 08:00"]
    assert words and length < words[0].bounds.width / 2, (length, words[0].bounds)
    assert length >= 48 - 24, length  # half the least link, less the head's trim


def test_a_cut_written_whole_sets_its_words_beside_the_cross_in_red_off_the_line(compile_text):
    """marks7: `cut: {at, label}` draws the cross and its words beside it,
    red by default (they name a red thing), clear of the line; `label-colour`
    and `label-side` are kept as written."""
    result = compiled(compile_text, "  - connector: {from: a, to: b, arrow: end, cut: {at: 50%, label: reserved}}")
    cross = [e for e in result.scene.elements if e.role == "cross"]
    (words,) = [e for e in result.scene.elements if getattr(e, "text", None) == "reserved"]
    (line,) = of_role(result, "connector")
    assert len(cross) == 2 and words.colour == "red"
    assert words.box.bottom <= min(c.bounds.y for c in cross), "over the cross, across a level line first"
    assert not _crosses(line, words.box)
    result = compiled(compile_text, "  - connector: {from: a, to: b, arrow: end, cut: {at: 50%, label: reserved, label-side: below, label-colour: ink}}")
    (words,) = [e for e in result.scene.elements if getattr(e, "text", None) == "reserved"]
    assert words.colour == "ink" and words.box.y >= max(c.bounds.bottom for c in result.scene.elements if c.role == "cross")


def test_a_label_with_no_room_by_the_longest_leg_stands_by_another_leg(compile_text):
    """marks7: the restore arrow of two-tier-checkpoints runs as an elbow whose
    level leg lies between an upload bar and the axis, leaving no room over or
    under it: its label is tried beside the other legs, and stands right of the
    rising one, clear of the whole line, lint clean."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "corpus" / "two-tier-checkpoints.yaml").read_text()
    result, errors = compile_text(text)
    assert not errors, errors
    restore = ("marks", 6, "connector")  # the restore arrow, the last mark
    (words,) = [e for e in result.scene.elements if tuple(e.source) == restore + ("label",)]
    legs = [e for e in result.scene.elements if e.role == "connector" and tuple(e.owner) == restore]
    assert len(legs) >= 2 and not any(_crosses(leg, words.box) for leg in legs)
    rising = max((leg for leg in legs if leg.x1 == leg.x2), key=lambda leg: abs(leg.y2 - leg.y1))
    assert words.box.x > rising.x1 and min(rising.y1, rising.y2) <= words.box.centre_y <= max(rising.y1, rising.y2)


HANDOFF = ("blueprint: 1", "marks:", "  - timeline:", "      id: tl", "      unit: s", "      lanes:",
           "        - {id: spot, segments: [{start: 0, end: 120 s, fill: grey}, {end: 240 s, fill: blue, label: checkpoint, label-side: below}]}",
           "        - {id: new, segments: [{start: 240 s, end: 300 s, fill: blue}, {end: 400 s, fill: grey}]}")


@pytest.mark.parametrize("route", ["straight", "diagonal"])
def test_a_diagonal_joins_the_facing_sides_middles_where_the_ends_do_not_line_up(compile_text, route):
    """`route: diagonal`: one straight line from the middle of the side of one
    end that faces the other to the middle of the other's (the checkpoint
    down to the restore's top, spot-drain-two-minutes), where a `straight`
    drops at the one x the two share; kept as written, lint-clean here."""
    result, errors = compile_text(spec_text(*HANDOFF, f"  - connector: {{from: tl.spot.segment-2, to: tl.new.segment-1, arrow: end, route: {route}}}"))
    assert not errors, errors
    start, end = result.scene.anchors["tl.lane-1.segment-2"], result.scene.anchors["tl.lane-2.segment-1"]
    line = of_role(result, "connector")[0]
    if route == "straight":
        assert line.bounds.width < 1, "a straight line drops where the two ends share an x"
        return
    (x1, y1), (x2, y2) = (start.centre_x, start.bottom), (end.centre_x, end.y)  # the middles of the facing sides
    ends = [(line.x1, line.y1), (line.x2, line.y2)] if hasattr(line, "x1") else [line.segments[0][1], line.segments[-1][1]]
    assert abs(ends[0][0] - x1) < 1 and abs(ends[0][1] - y1) < 1, (ends, x1, y1)
    off_line = lambda x, y: abs((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    assert off_line(*ends[1]) < 1 and ends[1][0] > ends[0][0] + 100, "straight on toward the restore's top, trimmed for its head"
    lint, _ = compile_text(spec_text(*HANDOFF, f"  - connector: {{from: tl.spot.segment-2, to: tl.new.segment-1, arrow: end, route: {route}, means: the checkpoint handed over}}"))
    assert "standing for the checkpoint handed over" in lint.alt, lint.alt


def test_a_diagonal_between_ends_that_line_up_is_refused_at_route(compile_text):
    """Nothing to slant across (two icons side by side, centred): the line
    would be the straight one, so `route: diagonal` is refused at its key, as
    an elbow with no corner is."""
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector: {from: a, to: b, route: diagonal}"))
    assert len(errors) == 1 and "`route: diagonal` has nothing to slant across here" in errors[0] and errors[0].startswith("spec.yaml:5:"), errors
