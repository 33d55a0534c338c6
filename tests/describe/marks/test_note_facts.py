"""The note's facts: a note is said with what it labels (issue 26), with no
sentence code of its own."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks
from note_examples import FEE


def test_a_note_is_said_with_what_its_leader_points_at(compile_text):
    alt = compiled_marks(compile_text, FEE).alt
    assert "A thin leader joins the dark second part to a note marked the fee (a smaller line beneath: five point seven points to break even)." in alt
    assert "There is a note" not in alt and alt.count("leader") == 1, "said once, with the part"


def test_a_note_states_a_thing_and_a_relation_through_its_leader(compile_text):
    result = compiled_marks(compile_text, FEE)
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = next(n for n in result.spec.marks if n.kind.name == "note")
    statement = describer_of(node).facts(node, ctx)
    (note,) = statement.things
    (joins,) = statement.relations
    assert (note.noun, note.label, note.form) == ("note", "the fee", "links")
    assert (joins.verb, joins.subject, joins.object, joins.via.noun) == ("joins", ctx.key_of("hour.fee"), node.path, "leader")
    (tie,) = note.relations
    assert (tie.verb, tie.subject, tie.object, tie.via) == ("marks", node.path, ctx.key_of("hour.fee"), joins.via), "it labels the part"
    assert not describer_of(node).counted, "named one by one"
