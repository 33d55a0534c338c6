"""Notes said with what they label: "a thin leader joins the blue part to a
note marked ready in fifty-four seconds"; like notes in a run, one sentence
("thin leaders join the third row to a note marked busy forty-four GPUs and
the seventh row to one marked idle"). A note placed against what it labels,
with no leader, is said as its mark ("the second row is marked busy twelve
GPUs to its left"), saying how it stands to it where the drawing shows it so.
Every line of a note's words is said, in the order they stand."""

from __future__ import annotations

from blueprint.describe.realise import where
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing


def lines(say: Voice, thing: Thing) -> str:
    """Every line of a thing's words, in the order they stand: its label, and
    the smaller line beneath it, set apart so that a line that is a clause
    reads as one ("ten of thirty-two GPUs free (a smaller line beneath: no node has four
    free)"), as a noun phrase does ("full nine hundred and sixty gigabytes
    (a smaller line beneath: one hundred and twenty gigabytes each)")."""
    return say.words.spoken(thing.label or "") + beneath(say, thing)


def beneath(say: Voice, thing: Thing) -> str:
    """The smaller line beneath a note's label, set apart: " (a smaller line beneath: no
    node has four free)"; empty where there is none."""
    return f" (a smaller line beneath: {say.words.spoken(thing.note)})" if thing.note else ""


def tie(thing: Thing) -> Relation | None:
    """The relation by which a note labels a thing, if it does."""
    return next((r for r in thing.relations if r.verb == "marks"), None)


def ties(say: Discourse, thing: Thing) -> bool:
    """Whether a thing (or every member of a counted one) labels another that
    the text has brought in and can name as its own (not a lane the timeline
    names as a whole), or points a leader at a part of a thing brought in (a
    lane's stretch: said as that part's mark, `_led`)."""
    members = thing.members if thing.count > 1 else (thing,)
    relations = [tie(member) for member in members]
    return bool(members) and all(r is not None and r.object is not None and (_own(say, r.object) or r.via is not None or _part(say, r.object)) and say.told(r.object) for r in relations)


def _part(say: Discourse, key: tuple) -> str | None:
    """The name of a part the text knows only inside its holder (a series'
    point, a lane's stretch), where its holder's form names it; else None."""
    thing = say.thing(key)
    return say.part_name(thing, tuple(key)) if thing is not None and thing.key != tuple(key) else None


def _own(say: Discourse, key: tuple) -> bool:
    """Whether the text knows the thing at `key` by itself, not as its holder."""
    thing = say.thing(key)
    return thing is not None and thing.key == tuple(key)


def sentences(say: Discourse, thing: Thing) -> list[str]:
    members = thing.members if thing.count > 1 else (thing,)
    first = tie(members[0])
    assert first is not None  # `ties` holds
    said = _led(say, members) if first.via is not None else _placed(say, members)
    say.tell(thing)
    say.about(thing.key)
    return [said]


def _placed(say: Discourse, members: tuple[Thing, ...]) -> str:
    """Notes standing against what they label: "the second row is marked busy
    twelve GPUs to its left"."""
    said = []
    if len(members) == 1 and not _own(say, members[0].relations[0].object or ()):  # a part of a thing: the note stands by it
        return _by_part(say, members[0])
    for index, member in enumerate(members):
        relation = tie(member)
        assert relation is not None
        target = say.name(relation.object)
        words = " ".join(filter(None, [say.words.spoken(member.label or ""), _side(say, member)])) + beneath(say, member)
        verb = ("are" if say.words.counted(target) else "is") + " marked " if index == 0 else ""
        said.append(f"{target} {verb}{words}")
        say.tell(member)
    return say.words.join(said)


def _by_part(say: Discourse, note: Thing) -> str:
    """A note placed against a part no thing was stated for (a series' point):
    "to the right of the start of the save overhead stands a note marked save
    overhead", where the drawing shows it so; else "the start of the save
    overhead is marked save overhead". Never "there is a note", whose words a
    reader takes for the whole mark's label."""
    relation = tie(note)
    assert relation is not None and relation.object is not None
    target = say.name(relation.object)
    placed = next((r for r in note.relations if r.verb in where.AGAINST_IT), None)
    place = where.standing(say, note, placed) if placed is not None else None
    say.tell(note)
    if placed is None or place is None:
        return f"{target} is marked {lines(say, note)}"
    side = say.places.said(note.key, place, f"{where.standing_words(say, placed)[1]} {target}")
    return f"{side} stands a note marked {lines(say, note)}"


def _led(say: Discourse, members: tuple[Thing, ...]) -> str:
    """Notes whose leaders point at what they label, as the blog says a leader:
    "a thin leader joins the blue part to a note marked ready in fifty-four
    seconds"; several, "thin leaders join the third row to a note marked busy
    forty-four GPUs and the seventh row to one marked idle"."""
    said, named = [], []
    line = members[0].relations[0].via
    for index, member in enumerate(members):
        relation = tie(member)
        assert relation is not None and relation.via is not None and relation.object is not None  # `ties` holds
        target = say.name(relation.object)
        words = lines(say, member)
        named.append((target, words, _own(say, relation.object)))
        said.append(f"{target} to {'a note' if index == 0 else 'one'} marked {words}")
        say.tell(member)
        say.said(Relation("joins", relation.object, member.key, via=relation.via))  # the leader's line is said here, not again as a link
    noun = " ".join(filter(None, [line.quality if line else "thin", line.noun if line else "leader"]))
    if len(members) == 1 and not named[0][2]:  # a part known only inside its holder (a lane's stretch): it is marked, by a leader
        return f"{named[0][0]} is marked by {say.words.article(noun)}: {named[0][1]}"  # its words last: "paid by" is never read as theirs
    if len(members) > 1:
        return f"{say.words.plural(noun)} join {say.words.join(said)}"
    return f"{say.words.article(noun)} joins {said[0]}"


def _side(say: Discourse, note: Thing) -> str:
    """ "to its left": how a note placed against what it labels stands to it,
    said only where the drawing shows it so."""
    placed = next((r for r in note.relations if r.verb in where.AGAINST_IT), None)
    if placed is None:
        return ""
    place = where.standing(say, note, placed)
    return say.places.said(note.key, place, where.against_it(say, placed)) if place is not None else ""


BESIDE = ("stands-left-of", "stands-right-of")


def beside_whole(say: Voice, thing: Thing) -> bool:
    """Whether a note stands left or right of a whole of parts (a bar's
    name in the column at its left, its total at its right), with no leader:
    said in the whole's own sentence (`with_whole`), as the words a reader
    reads along its row."""
    if not isinstance(say, Discourse) or thing.count > 1 or thing.alt:
        return False
    relation = tie(thing)
    if relation is None or relation.via is not None or relation.object is None or not _own(say, relation.object):
        return False
    whole = say.thing(relation.object)
    return whole is not None and whole.form == "parts" and any(r.verb in BESIDE and r.object == relation.object for r in thing.relations)


def with_whole(say: Voice, whole: Thing) -> str:
    """ "on-demand forty dollars an hour no interruptions to its left and four
    thousand dollars to its right": the notes beside a whole of parts, left
    first, each told here so it is not said again."""
    if not isinstance(say, Discourse):
        return ""
    found = [t for t in say.tops.values() if t.form == "links" and beside_whole(say, t) and not say.told(t.key) and (r := tie(t)) is not None and r.object == whole.key]
    found.sort(key=lambda t: next(r.verb for r in t.relations if r.verb in BESIDE) != "stands-left-of")
    said = []
    for note in found:
        said.append(" ".join(filter(None, [lines(say, note), _side(say, note)])))
        say.tell(note)
    return say.words.join(said)


def at_end(thing: Thing) -> bool:
    """Whether a note is the words of one end of a line it stands level with
    (a dimension line's end): said with that end, in the line's sentence
    (`end_words`), never on its own."""
    if thing.count > 1:
        return bool(thing.members) and all(at_end(member) for member in thing.members)
    relation = tie(thing)
    return relation is not None and relation.via is None and len(relation.ends) == 1 and relation.ends[0] is not None


def end_words(say: Voice, whole: Thing, end: str) -> str:
    """ ", marked ninety milliseconds": the notes at one end (`start`, `end`) of
    `whole`, each told here so it is not said again."""
    if not isinstance(say, Discourse):
        return ""
    notes = list({m.key: m for t in say.tops.values() if t.form == "links" and at_end(t) for m in (t.members if t.count > 1 else (t,))}.values())
    found = [n for n in notes if not say.told(n.key) and (r := tie(n)) is not None and r.object == whole.key and r.ends == (end,)]
    for note in found:
        say.tell(note)
    return f", marked {say.words.join([lines(say, note) for note in found])}" if found else ""



def led_to(say: Voice, key: tuple) -> str:
    """ ", marked by a thin leader: batch sixty-four: eighteen cents": the
    words a leader carries from the thing at `key` (a dot on a curve), said
    in the clause that brings that thing in, never in a sentence of their own
    after it; each note told here, its leader said."""
    if not isinstance(say, Discourse):
        return ""
    found = [t for t in say.tops.values() if t.form == "links" and t.count == 1 and not say.told(t.key) and (r := tie(t)) is not None and r.via is not None and r.object == key]
    if not found:
        return ""
    said = []
    for note in found:
        relation = tie(note)
        assert relation is not None and relation.via is not None
        said.append(lines(say, note))
        say.tell(note)
        say.said(Relation("joins", key, note.key, via=relation.via))  # the leader's line is said here, not again as a link
    line = tie(found[0]).via  # type: ignore[union-attr]
    noun = " ".join(filter(None, [line.quality if line else "thin", line.noun if line else "leader"]))
    return f", marked by {say.words.article(noun)}: {say.words.join(said)}"
