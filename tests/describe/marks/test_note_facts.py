"""The note's facts: a note is said as a link, with no sentence code of its own."""

from __future__ import annotations

from blueprint.describe.marks import describer_of
from blueprint.describe.say.context import DescribeContext
from blueprint.describe.say.words import Words
from conftest import compiled_marks
from note_examples import FEE


def test_a_note_is_said_as_a_link_with_no_sentence_code_of_its_own(compile_text):
    alt = compiled_marks(compile_text, FEE).alt
    assert "a note marked the fee with five point seven points to break even beneath" in alt
    assert "A thin leader joins the dark second part to the note." in alt


def test_a_note_states_a_thing_and_a_relation_through_its_leader(compile_text):
    result = compiled_marks(compile_text, FEE)
    ctx = DescribeContext(result.spec, result.scene, result.theme, Words())
    node = next(n for n in result.spec.marks if n.kind.name == "note")
    statement = describer_of(node).facts(node, ctx)
    (note,) = statement.things
    (joins,) = statement.relations
    assert (note.noun, note.label, note.form) == ("note", "the fee", "links")
    assert (joins.verb, joins.subject, joins.object, joins.via.noun) == ("joins", ctx.key_of("hour.fee"), node.path, "leader")
    assert not describer_of(node).counted, "named one by one"
