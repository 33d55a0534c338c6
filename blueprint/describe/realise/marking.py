"""Notes said with what they label: "the third row is marked busy forty-four
GPUs by a thin leader"; like notes in a run, one sentence ("the third row is
marked busy forty-four GPUs, the seventh row idle but paid eighteen GPUs and
the eighth row free two GPUs, each by a thin leader"). A note placed against
what it labels says how it stands to it ("to its left"), where the drawing
shows it so; every line of its words is said, in the order they stand."""

from __future__ import annotations

from blueprint.describe.realise import where
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing


def lines(say: Voice, thing: Thing) -> str:
    """Every line of a thing's words, in the order they stand: its label, and
    the smaller line beneath it ("full nine hundred and sixty gigabytes with
    one hundred and twenty gigabytes each beneath")."""
    said = say.words.spoken(thing.label or "")
    return said + (f" with {say.words.spoken(thing.note)} beneath" if thing.note else "")


def tie(thing: Thing) -> Relation | None:
    """The relation by which a note labels a thing, if it does."""
    return next((r for r in thing.relations if r.verb == "marks"), None)


def ties(say: Discourse, thing: Thing) -> bool:
    """Whether a thing (or every member of a counted one) labels another that
    the text has brought in and can name as its own (not a lane the timeline
    names as a whole)."""
    members = thing.members if thing.count > 1 else (thing,)
    relations = [tie(member) for member in members]
    return bool(members) and all(r is not None and r.object is not None and _own(say, r.object) and say.told(r.object) for r in relations)


def _own(say: Discourse, key: tuple) -> bool:
    """Whether the text knows the thing at `key` by itself, not as its holder."""
    thing = say.thing(key)
    return thing is not None and thing.key == tuple(key)


def sentences(say: Discourse, thing: Thing) -> list[str]:
    members = thing.members if thing.count > 1 else (thing,)
    said = []
    for index, member in enumerate(members):
        relation = tie(member)
        assert relation is not None  # `ties` holds
        target = say.name(relation.object)
        side = "" if relation.via is not None else _side(say, member)  # a leader ties it: where it stands goes without saying
        words = " ".join(filter(None, [say.words.spoken(member.label or ""), side]))
        if member.note:  # the smaller line beneath the label
            words += f", with {say.words.spoken(member.note)} beneath,"
        verb = ("are" if say.words.counted(target) else "is") + " marked " if index == 0 else ""
        said.append(" ".join(filter(None, [target, verb + words])))
        say.tell(member)
        if relation.via is not None:  # the leader's line is said here, not again as a link
            say.said(Relation("joins", relation.object, member.key, via=relation.via))
    leader = tie(members[0])
    by = ""
    if leader is not None and leader.via is not None:
        by = (" each" if len(members) > 1 else "") + f" by {say.words.article(' '.join(filter(None, [leader.via.quality, leader.via.noun])))}"
    say.tell(thing)
    say.about(thing.key)
    text = say.words.join(said)
    return [(text.rstrip(",") + ("," if len(members) > 1 or text.endswith(",") else "") + by) if by else text.rstrip(",")]


def _side(say: Discourse, note: Thing) -> str:
    """ "to its left": how a note placed against what it labels stands to it,
    said only where the drawing shows it so."""
    placed = next((r for r in note.relations if r.verb in where.AGAINST_IT), None)
    if placed is None:
        return ""
    place = where.standing(say, note, placed)
    return say.places.said(note.key, place, where.AGAINST_IT[placed.verb]) if place is not None else ""
