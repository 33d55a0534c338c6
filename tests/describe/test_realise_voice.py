"""What the forms ask of whoever says them (describe/realise/voice.py): the
describer's speaker is a `Discourse`, a plain realiser only a `Voice`, and a
form says a thing alone when handed no discourse."""

from __future__ import annotations

from blueprint.describe.discourse import Speaker
from blueprint.describe.realise import FORMS, Realiser
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.words import Words


def _speaks(speaker: Speaker) -> Discourse:
    return speaker  # mypy: the speaker has everything a form asks of a discourse


def _voices(realiser: Realiser) -> Voice:
    return realiser  # ... and a plain realiser everything a form asks of a voice


def test_the_speaker_is_a_discourse_and_a_plain_realiser_a_voice_only():
    speaker, realiser = Speaker(Words()), Realiser(Words())
    assert isinstance(_speaks(speaker), Discourse) and isinstance(speaker, Voice)
    assert isinstance(_voices(realiser), Voice) and not isinstance(realiser, Discourse)


def test_a_thing_with_links_is_said_alone_by_a_plain_realiser_and_with_its_links_by_a_speaker():
    laptop = Thing("laptop", ("laptop",), form="links")
    card = Thing("GPU card", ("card",), form="links")
    joined = Relation("joins", ("laptop",), ("card",))
    links = FORMS["links"]
    assert links.sentences(Realiser(Words()), laptop) == ["there is a laptop"]
    speaker = Speaker(Words(), [joined])
    for thing in (laptop, card):
        speaker.know(thing)
    assert links.sentences(speaker, laptop) == ["a laptop is joined by a line to a GPU card"]
