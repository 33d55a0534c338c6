"""A note placed against a part of a mark (issue 26 item 3: a series' point,
a lane's stretch, a row) is said against that part where the drawing shows it
so, never as a free "there is a note" whose words a reader takes for the whole
mark's label. Walked over the anchors of every block mark, from the model
(`test_annotations.anchor_kinds`): each note is said with no false place and
in sentences the grammar check passes; a note by a point of a series or a
lane's part names that part."""

from __future__ import annotations

import re

import pytest
import test_annotations as walk

from blueprint import compile_spec
from blueprint.describe.describer import describe
from blueprint.describe.say.place_check import check_all
from grammar import problems

WORDS = "look here"
CELLS = [(kind, names[0]) for kind in [*walk.BLOCKS, *walk.VARIANTS] for names in walk.anchor_kinds(kind).values()]
# Anchors that name one part of the mark made from its values or its lanes:
# the note must be said against that part, by name.
PARTS = {
    "curve": re.compile(r"^m\.((series-\d\.)?(highest|lowest|peak-\d|valley-\d)|at-\d+h)$"),  # a point of a series
    "timeline": re.compile(r"^m\.(l1|lane-\d(\.segment-\d|\.event-\d)?)$"),  # a lane, its stretch or event
}


def _said(kind: str, anchor: str, side: str = "right-of"):
    result = compile_spec(walk._spec(kind, [{"note": {"label": WORDS, side: anchor}}]), "spec.yaml", draft=True)
    sentence = next((s for s in re.split(r"(?<=\.) ", result.alt) if WORDS in s), "")
    return result, sentence


@pytest.mark.parametrize(("kind", "anchor"), CELLS, ids=[f"{kind}:{anchor}" for kind, anchor in CELLS])
def test_a_note_by_any_anchor_is_said_truly_and_in_grammar(kind, anchor):
    result, sentence = _said(kind, anchor)
    assert sentence, result.alt
    description = describe(result.spec, result.scene, result.theme)
    assert not check_all(description.places, result.scene), (sentence, check_all(description.places, result.scene))
    assert not problems(result.alt, labels=tuple(t.text for t in result.scene.texts())), result.alt
    if kind in PARTS and PARTS[kind].match(anchor):
        assert not sentence.startswith("There is a note"), f"{anchor}: the note is said with no place, read as the mark's label: {sentence}"
        assert f"stands a note marked {WORDS}" in sentence and "to the right of" in sentence.lower(), sentence


def test_a_note_by_a_series_point_names_the_point():
    """The start, the end, or the series at a place where a point stands."""
    said = {anchor: _said("curve", anchor)[1] for anchor in ("m.lowest", "m.highest", "m.at-4h", "m.at-1.5h")}
    assert said["m.lowest"] == f"To the right of the start of the curve stands a note marked {WORDS}.", said
    assert said["m.highest"] == f"To the right of the curve at three hours stands a note marked {WORDS}.", said
    assert said["m.at-1.5h"].startswith("There is a note") or "one and a half" in said["m.at-1.5h"], "between two points: never named by the nearest"
    assert "one hour" not in said["m.at-1.5h"], said


def test_the_walk_reaches_the_parts_it_checks():
    assert sum(1 for kind, anchor in CELLS if kind in PARTS and PARTS[kind].match(anchor)) >= 10
