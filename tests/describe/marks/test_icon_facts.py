"""What an icon states (its noun, look, label, state, where it stands, how it
was placed) and how the alt text says it."""

from __future__ import annotations

import pytest

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import ARRANGEMENTS, AMONG, PLACES, VERBS, Look, Relation
from blueprint.describe.say.words import Words
from conftest import spec_text

NOTEBOOK = (
    "blueprint: 1", "marks:",
    "  - icon: {id: laptop, name: laptop, size: large}",
    "  - icon: {id: gpu, name: gpu, size: large, right-of: laptop, gap: 400, status: grey, blocks: [blue]}",
    "  - connector: {id: cable, from: laptop, to: gpu, outline: dashed, colour: grey, noun: cable, cut: 65%}",
    "  - icon: {id: save, name: save, colour: blue, label: checkpoint, below: cable}",
    "  - connector: {from: save, to: gpu, route: elbow, colour: blue, arrow: end}",
)


def statements(result, links_first=True):
    """Each mark's facts, the links gathered first (as the describe stage does)."""
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    ctx.links = [r for n in result.spec.marks if n.kind.flow == "link" for r in describer_of(n).facts(n, ctx).relations] if links_first else []
    return {n.id or n.index: describer_of(n).facts(n, ctx) for n in result.spec.marks}


def test_an_icon_states_its_noun_look_label_and_place_in_its_row(compile_text):
    result, errors = compile_text(spec_text(*NOTEBOOK))
    assert not errors
    said = statements(result)
    (laptop,) = said["laptop"].things
    assert (laptop.noun, laptop.look, laptop.region, laptop.form) == ("laptop", Look("none"), "left", "links")
    (gpu,) = said["gpu"].things
    assert gpu.region == "right" and gpu.noun == "GPU card"
    assert said["gpu"].relations == (Relation("stands-right-of", gpu.key, laptop.key),), "placed against the laptop"
    (save,) = said["save"].things
    assert (save.look, save.label, save.region) == (Look("blue"), "checkpoint", None)
    assert said["save"].relations[0].verb == "stands-below" and said["save"].relations[0].object == ("marks", 2, "connector")


def test_a_status_bar_is_a_feature_and_blocks_an_arrow_arrives_with_are_delivered(compile_text):
    result, _ = compile_text(spec_text(*NOTEBOOK))
    status, block = statements(result)["gpu"].things[0].parts
    assert (status.noun, status.look, status.place) == ("status bar", Look("grey"), None)
    assert (block.noun, block.look, block.place) == ("block", Look("blue"), "delivered")
    alone = statements(result, links_first=False)["gpu"].things[0].parts[1]
    assert alone.place == "on", "no arrow arrives: the block just sits on the card"


def test_icon_facts_hold_no_english_but_nouns_labels_and_closed_words(compile_text):
    result, _ = compile_text(spec_text(*NOTEBOOK, "  - icon: {name: cloud, colour: blue, outline: dashed, at: top-right}"))
    closed = set(PLACES) | set(AMONG) | set(ARRANGEMENTS) | set(VERBS) | {"links", "thing"}
    nouns = {"laptop", "GPU card", "status bar", "block", "save icon", "cloud icon", "checkpoint"}
    for statement in statements(result).values():
        for thing in statement.things:
            for value in (thing.noun, thing.label, thing.place, thing.among, thing.form, thing.arrangement):
                assert value is None or value in closed | nouns, value
    cloud = statements(result)[5].things[0]
    assert (cloud.place, cloud.look) == ("at-top-right", Look("blue", "dashed", filled=False))


def test_variants_are_said_by_meaning(compile_text):
    result, _ = compile_text(spec_text(
        "blueprint: 1", "marks:", "  - icon: {id: a, name: storage, colour: blue, outline: dashed, label: planned}",
    ))
    assert "a blue storage icon in dashed outline marked planned" in result.alt


def test_gpu_blocks_and_status_are_said(compile_text):
    result, _ = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: g, name: gpu, status: blue, blocks: [blue, grey]}"))
    assert "whose status bar is blue and with a blue block and a grey block on it" in result.alt


def test_like_icons_are_counted_and_a_red_cross_is_not_red_twice(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: save, colour: blue, label: 3 h}",
        "  - icon: {id: b, name: save, colour: blue, right-of: a, label: 6 h}",
        "  - icon: {id: c, name: save, colour: blue, right-of: b, label: 9 h}",
        "  - icon: {name: cross, colour: red, below: b, label: lost}",
    ))
    assert not errors
    assert "Blueprint of three blue save icons side by side, the left one marked three hours, the middle one marked six hours and the right one marked nine hours." in result.alt
    assert "a red cross marked lost" in result.alt and "red red" not in result.alt


@pytest.mark.parametrize("name, noun", [("balancer", "load balancer"), ("queue", "queue"), ("database", "database"), ("container", "container"), ("terminal", "person at a terminal")])
def test_the_icons_posts_asked_for_are_named_as_icons(compile_text, name, noun):
    """Issue 17: a load balancer, a queue, a database, a container, a person at a terminal."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", f"  - icon: {{name: {name}, colour: blue, label: here}}"))
    assert not errors, errors
    assert f"a blue {noun} marked here" in result.alt


def test_a_card_or_node_with_no_work_is_said_empty(compile_text):
    result, errors = compile_text(spec_text("blueprint: 1", "marks:", "  - icon: {id: a, name: gpu, empty: true, label: spare}", "  - icon: {name: server, empty: true, right-of: a}"))
    assert not errors, errors
    assert "an empty GPU card on the left marked spare" in result.alt and "an empty server node" in result.alt


def test_a_pin_the_layout_could_not_keep_is_not_said(compile_text):
    """`at: right` with a row set right of it: the layout moves the icon left of
    centre, and the alt text no longer says "on the left at the right"."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: hub, name: server, at: right, label: hub}",
        "  - row:",
        "      right-of: hub",
        "      gap: 48",
        "      marks: [{icon: {name: server, label: a}}, {icon: {name: server, label: b}}, {icon: {name: server, label: c}}]",
    ))
    assert not errors, errors
    assert "at the right" not in result.alt, result.alt


def test_icons_in_two_rows_are_placed_among_their_own_row_only():
    """Which icons stand in a row with another is found from one index of rows
    (sorted by height), not a scan of every icon for each: a lower row of two
    is a row of its own, and an icon alone on its level has none."""
    from blueprint.describe.say.places import Places
    from blueprint.scene import Box

    boxes = {(name,): Box(x, y, 40, 40) for name, x, y in [("a", 0, 0), ("b", 100, 0), ("c", 200, 2), ("d", 0, 100), ("e", 100, 100), ("f", 0, 300)]}
    places = Places(boxes, Box.around(list(boxes.values())))
    icons = tuple(boxes)
    assert [name for (name,) in icons if places.level((name,), icons)] == ["a", "b", "c", "d", "e"]
    assert places.among(("d",), [("d",), ("e",)]).word == "left" and places.among(("c",), [("a",), ("b",), ("c",)]).word == "right"


def test_blocks_said_the_same_as_another_icons(compile_text):
    """`same-as`: the restored card's block is the one the first card held, said "the same blue block"."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: source, name: gpu, blocks: [blue]}",
        "  - icon: {id: store, name: storage, right-of: source, gap: 240}",
        "  - icon: {id: target, name: gpu, blocks: [blue], same-as: source, below: store, gap: 80}",
        "  - connector: {from: source, to: store, arrow: end}",
        "  - connector: {from: store, to: target, arrow: end}",
    ))
    assert not errors, errors
    blocks = statements(result)["target"].things[0].parts
    assert [b.same_as for b in blocks] == [("marks", 0, "icon", "blocks", 0)]
    assert "where the same blue block now sits" in result.alt
    assert result.alt.count("same") == 1


def test_a_sign_over_a_mark_is_said_with_its_words(compile_text):
    """room6: a red cross over a job with its words beside the job: one
    sentence says the cross and its words (before, a note under the job
    said them in another)."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - bar: {id: job, width: 160, fill: white, outline: dashed, label: 40 gb job}",
        "  - icon: {name: cross, colour: red, over: job, label: no slice fits}",
    ))
    assert not errors, errors
    assert any("red cross" in s and "no slice fits" in s for s in result.alt.split(". ")), result.alt
