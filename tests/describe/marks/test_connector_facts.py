"""The connector's facts: one relation whose `via` is the line and what stands on it."""

from __future__ import annotations

from blueprint.describe.marks.connector import ConnectorDescriber
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.facts import Look
from blueprint.describe.say.words import Words
from conftest import spec_text

TWO_ICONS = ("blueprint: 1", "marks:", "  - icon: {id: a, name: laptop}", "  - icon: {id: b, name: server, right-of: a, gap: 320}")


def compiled(compile_text, *lines):
    result, errors = compile_text(spec_text(*TWO_ICONS, *lines))
    assert not errors, errors
    return result


def relation(result, index=2):
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = result.spec.marks[index]
    statement = ConnectorDescriber().facts(node, ctx)
    assert statement.things == (), "a connector states a relation, no thing"
    (found,) = statement.relations
    return found


def test_a_connector_states_one_relation_with_the_line_as_its_via(compile_text):
    result = compiled(compile_text, "  - connector: {id: w, from: a, to: b, noun: cable, outline: dashed, colour: grey, cut: 60%, carries: [{icon: clock, at: 30%}]}")
    found = relation(result)
    assert (found.verb, found.subject, found.object, found.way) == ("joins", ("marks", 0, "icon"), ("marks", 1, "icon"), "right")
    line = found.via
    assert (line.noun, line.key, line.look, line.quality) == ("cable", ("marks", 2, "connector"), Look("grey", "dashed", filled=False), None)
    assert [(p.noun, p.place) for p in line.parts] == [("clock", "above"), ("red cross", "across")], "in order along the line"


def test_the_verb_says_where_the_arrow_points_and_what_it_goes_into(compile_text):
    into = relation(compiled(compile_text, "  - connector: {from: a, to: b, arrow: end, weight: thick}"))
    assert (into.verb, into.via.noun, into.via.quality, into.via.look.colour) == ("sends-into", "arrow", "thick", "none"), "a server holds things; grey unwritten"
    back = relation(compiled(compile_text, "  - connector: {from: a, to: b, arrow: start}"))
    assert (back.verb, back.subject, back.object, back.way) == ("sends-into", ("marks", 1, "icon"), ("marks", 0, "icon"), "left"), "the arrow points into the laptop"
    both = relation(compiled(compile_text, "  - connector: {from: a, to: b, arrow: both, weight: thin}"))
    assert (both.verb, both.via.quality) == ("joins-both-ways", "thin"), "a weight the writer wrote is said"


def test_an_arrow_from_an_edge_arrives_at_its_target(compile_text):
    found = relation(compiled(compile_text, "  - connector: {arrives-from: left, to: b, arrow: end, label: wake}"))
    assert (found.verb, found.subject, found.object, found.edge, found.via.label) == ("arrives-from", ("marks", 1, "icon"), None, "left", "wake")


def test_an_end_at_a_part_is_the_key_of_that_part(compile_text):
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - towers: {id: t, tiers: 3, towers: [{tiers: [solid, solid]}, {tiers: [solid, solid blue]}]}",
        "  - icon: {id: s, name: storage, colour: blue, right-of: t, gap: 96}",
        "  - connector: {from: t.tower-2.tier-2, to: s, arrow: end, colour: blue}",
    ))
    assert not errors
    assert relation(result).subject == ("marks", 0, "towers", "towers", 1, "tiers", 1)
    assert "The second tower's blue top tier sends a blue arrow into a blue storage icon to the right of the towers." in result.alt


def test_a_carried_icon_is_said_with_its_label(compile_text):
    """A label on a carried icon (issue 25): "a blue snapshot file marked twelve gigabytes sits on the arrow"."""
    result, errors = compile_text(spec_text(
        "blueprint: 1", "marks:",
        "  - icon: {id: a, name: gpu}",
        "  - icon: {id: b, name: gpu, right-of: a, gap: 320}",
        "  - connector: {from: a, to: b, colour: blue, arrow: end, carries: [{icon: snapshot, side: 'on', colour: blue, label: 12 GB}]}",
    ))
    assert not errors, errors
    assert "a blue snapshot file marked twelve gigabytes sits on" in result.alt.lower()
    label = next(t for t in result.scene.texts() if t.text == "12 GB")
    file = [e for e in result.scene.elements if e.owner == ("marks", 2, "connector", "carries", 0) and e.role == "icon"]
    assert label.box.y >= max(e.bounds.bottom for e in file), "below the file that sits on the line"
    assert label.colour == "blue"


def test_a_cut_with_words_is_said_with_its_words(compile_text):
    """marks7: the cross's words are the cross's: "a red cross marked reserved cuts the arrow"."""
    result = compiled(compile_text, "  - connector: {from: a, to: b, outline: dashed, arrow: end, cut: {at: 50%, label: reserved}}")
    (cut,) = relation(result).via.parts
    assert (cut.noun, cut.label, cut.place) == ("red cross", "reserved", "across")
    assert "A red cross marked reserved cuts the arrow" in result.alt
