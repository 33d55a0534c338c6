"""The guides' facts: the relation they state between a part and another bar, and
how the realiser says it (the bar it leads to said whole, once)."""

from __future__ import annotations

from blueprint.describe.marks import facts_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks

KEPT = """
  - bar:
      id: top
      parts:
        - {id: busy, share: 60%, fill: grey, label: busy}
        - {id: idle, share: 40%, fill: grey, hatch: true}
  - guides: {from: top.busy, to: bottom}
  - bar:
      id: bottom
      span: top.busy
      parts:
        - {share: 20%, fill: red, hatch: true, label: lost}
        - {id: kept, share: 40%, fill: blue, label: kept}
"""


def guides_facts(result):
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = next(n for n in result.spec.marks if n.kind.name == "guides")
    return facts_of(node, ctx), ctx


def test_guides_state_a_relation_from_a_part_to_a_bar(compile_text):
    result = compiled_marks(compile_text, KEPT)
    statement, ctx = guides_facts(result)
    (guides,) = statement.things
    assert (guides.noun, guides.count, guides.look.line, guides.look.filled, guides.motion, guides.form) == ("guide", 2, "dashed", False, "descending", "parts")
    assert guides.starts_at.label == "busy" and guides.starts_at.within.among == "top", "the part, with the bar holding it"
    assert guides.ends_at.rank == 2 and guides.ends_at.width_of.key == guides.starts_at.key
    (relation,) = statement.relations
    assert (relation.verb, relation.subject, relation.object, relation.via) == ("drops-to", guides.starts_at.key, guides.ends_at.key, guides)
    assert statement.tells == (guides.key, guides.ends_at.key), "a link is said as a relation; the bar it leads to whole in its sentence"
    assert guides.ends_at.key in ctx.told, "the describe stage records what the statement brings in"


def test_the_bar_the_guides_lead_to_is_said_whole_in_their_sentence(compile_text):
    alt = compiled_marks(compile_text, KEPT).alt
    assert "Two dashed guides drop from that solid grey portion to a second bar of the same width, filled one third in red hatching, marked lost, and blue for the rest, marked kept." in alt
    assert alt.count("second bar") == 1


def test_guides_rise_from_a_part_below_and_name_a_part_they_lead_to(compile_text):
    upward = KEPT.replace("guides: {from: top.busy, to: bottom}", "guides: {from: bottom.kept, to: top.idle, outline: dotted, colour: blue}")
    result = compiled_marks(compile_text, upward)
    alt = result.alt
    assert "two blue dotted guides rise from the blue portion of the second bar to the grey hatched part of the top bar" in alt.lower()
    statement, _ = guides_facts(result)
    assert statement.relations[0].verb == "rises-to"


def test_guides_between_other_marks_open_out_from_an_anchor_to_a_wider_one(compile_text):
    """Guides between any two anchors (guides5): a lane's stretch to a whole
    timeline below, said by the two ends, spreading out (a zoom)."""
    from annotation_examples import LANES
    from conftest import facts

    night = LANES.replace("segments: [{start: 0, end: 4 h}]", "segments: [{start: 0, end: 1 h}, {start: 1 h, end: 4 h}]")
    zoom = night + LANES.replace("id: lanes", "id: zoom") + "  - guides: {from: lanes.lane-1.segment-1, to: zoom.plot}\n"
    result = compiled_marks(compile_text, zoom)
    facts(result.alt, "two dashed guides spread out from the first stretch of a to a timeline of two lanes")
