"""A link in words, for the "links" form and any form that says the links at
its things: the line or arrow it is drawn with ("a grey dashed cable"), the
clause of the thing it leaves ("sends a blue arrow into the card, where a blue
block now sits"), a sentence of its own once both ends are known, the words of
a thing it arrives at ("an arrow leads down to"), and what stands on it ("a
clock sits above the cable and a red cross cuts it"). Its ends are named by the
speaker (a `Discourse`)."""

from __future__ import annotations

from dataclasses import replace

from blueprint.describe.realise import fans, link_alike
from blueprint.describe.realise.bracket_points import point_name
from blueprint.describe.realise.link_along_series import along_series
from blueprint.describe.realise.link_stretches import stretch_ends
from blueprint.describe.realise.link_things import _colour, _counted_parts
from blueprint.describe.realise.marking import beneath
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation
from blueprint.describe.say.positions import position_words
from blueprint.describe.say.words import FILL_WORDS, Words

# Relations drawn with an arrowhead at their object.
ARROWS = ("leads-to", "sends-into", "arrives-from", "joins-both-ways")


def via(say: Voice, relation: Relation, *, labelled: bool = True) -> str:
    """The line or arrow a relation is drawn with: "a grey dashed cable", "a
    thick blue migration arrow marked restore forty seconds"."""
    line = relation.via
    if line is None:
        return "an arrow" if relation.verb in ARROWS else "a line"
    if line.alt:
        return line.alt
    noun = line.noun
    if labelled and line.label and noun not in ("arrow", "line") and say.words.repeats(noun, say.words.spoken(line.label)):
        noun = "arrow" if relation.verb in ARROWS else "line"  # its label says the writer's noun already: "an arrow marked kv cache ...", never "a kv cache arrow marked kv cache ..."
    if relation.verb in ARROWS and noun not in ("arrow", "line") and not noun.endswith(" arrow"):
        noun = f"{noun} arrow"  # the writer's noun says what the arrow stands for
    look = line.look
    colour = FILL_WORDS.get(look.colour, look.colour) if look else ""
    rhythm = look.line if look and look.line != "solid" else ""
    weight = line.quality if line.quality in ("thick", "thin") else ""
    said = say.words.article(" ".join(filter(None, [weight, colour, rhythm, noun])))
    return said + _marked(say, relation) if labelled else said


def via_name(relation: Relation) -> str:
    """The line named again: "the cable", "the arrow"."""
    line = relation.via
    noun = line.noun if line is not None else ("arrow" if relation.verb in ARROWS else "line")
    if relation.verb in ARROWS and noun != "line":
        noun = "arrow"
    return f"the {noun.split()[-1]}"


def along(say: Discourse, relation: Relation, *, apart: bool = False) -> str:
    """What stands on a link, in order along it: "a clock sits above the cable
    and a red cross cuts it"; `apart`: other links leave its subject, so the
    link is named by where it goes ("the arrow into the bottom card")."""
    if relation.via is None or relation.via.alt:
        return ""
    said = []
    for index, part in enumerate(relation.via.parts):
        line = (_line_apart(say, relation) if apart else via_name(relation)) if index == 0 else "it"
        colour = _colour(part)
        noun = part.noun if colour and part.noun.startswith(colour + " ") else " ".join(filter(None, [colour, part.noun]))
        noun += say.marked([part.label]) if part.label else ""  # a carried icon's words: "a snapshot file marked twelve GB"
        noun += beneath(say, part)  # a note's smaller line
        if part.place == "across":
            said.append(f"{say.words.article(noun)} cuts {line}")
        else:
            said.append(f"{say.words.article(noun)} sits {part.place or 'on'} {line}")
    return say.words.join(said)


def _line_apart(say: Discourse, relation: Relation) -> str:
    """ "the arrow into the bottom card": one of several links from one thing."""
    if relation.object is None:
        return via_name(relation)
    into = "into" if relation.verb == "sends-into" else "to"
    return f"{via_name(relation)} {into} {say.name(relation.object, introduce=False)}"


def delivered(say: Discourse, relation: Relation) -> str:
    """ ", where a blue block now sits": what an arrow brought into its object."""
    target = say.thing(relation.object) if relation.object is not None else None
    if target is None or relation.verb not in ARROWS:
        return ""
    parts = [p for p in target.parts if p.place == "delivered"]
    if not parts:
        return ""
    return f", where {_counted_parts(say, parts)} now {'sits' if len(parts) == 1 else 'sit'}"


def leaving(say: Discourse, relation: Relation, *, finite: bool) -> str:
    """A relation said in the sentence of the thing it starts from: "joined by
    a grey dashed cable to a GPU card ...", "sends a blue arrow into the card,
    where a blue block now sits", "with an arrow arriving from the left"."""
    if relation.verb == "arrives-from":
        marked = f" marked {say.words.spoken(relation.via.label)}" if relation.via is not None and relation.via.label and not relation.via.alt else ""
        return f"with {via(say, relation, labelled=False)} arriving from the {relation.edge}{marked}"
    line = via(say, relation)
    verb = "sends" if finite else "sending"
    inner = _inner_ends(say, relation)
    if inner is not None:  # between two of its own lanes
        if relation.verb in ("joins", "joins-both-ways"):
            both = " pointing both ways" if relation.verb == "joins-both-ways" else ""
            return f"{'is ' if finite else ''}joined by {line}{both} from {inner[0]} to {inner[1]}"
        way = f" {relation.way}" if relation.way in ("down", "up") else ""
        return f"{verb} {line}{way} from {inner[0]} to {inner[1]}{delivered(say, relation)}"
    target = say.name(relation.object, beside=relation.subject) if relation.object is not None else "the edge"
    if relation.verb in ("joins", "joins-both-ways"):
        both = " pointing both ways" if relation.verb == "joins-both-ways" else ""
        return f"{'is ' if finite else ''}joined by {line}{both} to {target}"
    if relation.starts is not None:  # drawn from clear of it: never said to leave it (reader 8-B)
        return f"{'has' if finite else 'with'} {line} starting {_clear_of(relation.starts, 'it')} and running {_onward(relation)} {target}{delivered(say, relation)}"
    if relation.verb == "sends-into":
        return f"{verb} {line} into {target}{delivered(say, relation)}"
    way = f"{relation.way} " if relation.way in ("down", "up") else ""
    return f"{verb} {line} {way}to {target}{delivered(say, relation)}"


def leaving_all(say: Discourse, relations: list[Relation], *, finite: bool) -> list[str]:
    """Each relation's clause (`leaving`), links alike fanning out from the
    thing said once (`fans.py`)."""
    def alike(relation: Relation) -> str | None:
        plain = relation.object is not None and relation.starts is None and _inner_ends(say, relation) is None and not _marked(say, relation) and not delivered(say, relation)
        return via(say, relation) if plain and id(relation) not in alike_groups else None

    said = []
    relations, alike_groups = _gathered(say, relations)
    # A line drawn from clear of its thing, beside links that leave it, is a "with" clause said last: "has a
    # dashed arrow ... starting below it and running down to the base line and sends a blue arrow" joined two
    # verbs across a long clause (review 10-B, preempt-stairs): see `finite_join`.
    plain = sum(1 for r in relations if r.starts is None) if finite else 0
    for group in fans.fans(relations, alike):
        if len(group) == 1 and id(group[0]) in alike_groups:  # links alike between the same two things, counted (`link_alike.py`)
            line = via(say, group[0])
            said.append(link_alike.in_place(leaving(say, group[0], finite=finite), line, link_alike.counted_line(say.words, alike_groups[id(group[0])], line)))
        elif len(group) == 1:
            said.append(leaving(say, group[0], finite=finite and not (plain and group[0].starts is not None)))
        else:
            targets = [say.name(r.object, beside=r.subject) for r in group if r.object is not None]
            lead = group[0] if len({r.way for r in group}) == 1 else replace(group[0], way=None)  # "up" only where every arrow goes up
            said.append(fans.fan_clause(say.words, lead, via(say, group[0]), targets, finite=finite))
    return said


def _gathered(say: Discourse, relations: list[Relation]) -> tuple[list[Relation], dict[int, list[Relation]]]:
    """The relations with links alike (`link_alike.alike_key`) gathered into the
    first of them, which stands for them all bare of its words, and those
    groups by the id of that first."""
    groups: dict[tuple, list[Relation]] = {}
    keys = []
    for relation in relations:
        key = link_alike.alike_key(relation, via(say, link_alike.bare(relation)))
        keys.append(key)
        if key is not None:
            groups.setdefault(key, []).append(relation)
    kept: list[Relation] = []
    gathered: dict[int, list[Relation]] = {}
    for relation, key in zip(relations, keys):
        group = groups.get(key, []) if key is not None else []
        if len(group) < 2:
            kept.append(relation)
        elif group[0] is relation:
            bare = link_alike.bare(relation)
            gathered[id(bare)] = group
            kept.append(bare)
    return kept, gathered


def alike_in(say: Discourse, relation: Relation, later: list[Relation]) -> list[Relation]:
    """The relation and those after it alike (`link_alike.alike_key`)."""
    key = link_alike.alike_key(relation, via(say, link_alike.bare(relation)))
    if key is None:
        return [relation]
    return [relation] + [other for other in later if link_alike.alike_key(other, via(say, link_alike.bare(other))) == key]


def running_alike(say: Discourse, relations: list[Relation]) -> str:
    """Links alike (`link_alike.py`) in one sentence, counted, their words listed."""
    first = link_alike.bare(relations[0])
    line = via(say, first)
    return link_alike.in_place(running(say, first), line, link_alike.counted_line(say.words, relations, line))


def fan_in_key(say: Discourse, relation: Relation) -> tuple | None:
    """The key arrows into one thing share to be said together (`fans.py`):
    only between two things drawn apart (no lanes of one mark), with nothing
    delivered."""
    if _inner_ends(say, relation) is not None or delivered(say, relation) or relation.starts is not None or (relation.via is not None and relation.via.alt):
        return None
    return fans.fan_in_key(relation, via(say, relation, labelled=False))


def running_in(say: Discourse, relations: list[Relation]) -> str:
    """Arrows alike into one thing from several, one sentence: "thick blue
    arrows lead from the bucket, marked ..., and from the middle server node,
    marked ..., into the right server node"."""
    first = relations[0]
    sources = [say.name(r.subject) + (f",{_marked(say, r)}," if _marked(say, r) else "") for r in relations]
    target = say.name(first.object, beside=first.subject)
    return fans.fan_in_sentence(say.words, first, via(say, first, labelled=False), sources, target)


def running(say: Discourse, relation: Relation, *, target: str | None = None) -> str:
    """A relation as a sentence of its own: "replica b's blue top tier sends a
    thick blue arrow into a blue storage icon ...", "a thin grey line joins
    the row marked node-b to ..."; `target` is the object's phrase when the
    caller has made it."""
    line = via(say, relation)
    if relation.verb == "arrives-from":
        return f"{via(say, relation, labelled=False)}{_marked(say, relation)} arrives from the {relation.edge} at {say.name(relation.subject)}"
    start = point_name(say, relation.subject) or say.name(relation.subject)  # "the curve's peak sends ...", not the series at its hour
    inner = _inner_ends(say, relation)
    if inner is not None:  # "in the timeline": the mark holding both ends, not the part one starts from
        holder = say.thing(relation.subject)
        lane = _one_lane(say, relation)
        return _within(say, relation, line, lane or (say.name(holder.key) if holder is not None else start), inner)
    along = _along_one(say, relation, line)
    if along is not None:
        return along
    end = target if target is not None else say.name(relation.object, beside=relation.subject, near=relation.subject)
    if relation.verb == "joins":
        return f"{line} joins {start} to {end}"
    if relation.verb == "joins-both-ways":
        return f"{line} pointing both ways joins {start} to {end}"
    if relation.starts is not None:  # drawn from clear of it: never said to leave it (reader 8-B)
        return f"{line} starts {_clear_of(relation.starts, start)} and runs {_onward(relation)} {end}{delivered(say, relation)}"
    sends = say.words.verb("sends", say.many(relation.subject))  # "the towers send"
    if relation.verb == "sends-into":
        return f"{start} {sends} {line} into {end}{delivered(say, relation)}"
    way = f"{relation.way} " if relation.way in ("down", "up") else ""
    return f"{start} {sends} {line} {way}to {end}{delivered(say, relation)}"


def _along_one(say: Discourse, relation: Relation, line: str) -> str | None:
    """A line between two places on one mark's scale, as a sentence: "on the
    curve, a blue dashed arrow runs from one to sixty-four", never "the chart
    sends a blue dashed arrow to the chart"; None where its ends are two things
    or either has no place (lanes are said by `_within`)."""
    ends = relation.positions
    if relation.subject is None or relation.subject != relation.object or len(ends) != 2 or any(p is None for p in ends):
        return None
    both = " pointing both ways" if relation.verb == "joins-both-ways" else ""
    places = position_words(say.words, tuple(p for p in ends if p is not None))
    on_series = along_series(say.words, relation, say.thing(relation.subject))
    if on_series is not None:  # along one series: climbing or falling it, to what it reaches
        way, reached = on_series
        return f"on {say.name(relation.subject)}, {line}{both} {way} {places}{reached}{delivered(say, relation)}"
    return f"on {say.name(relation.subject)}, {line}{both} runs {places}{delivered(say, relation)}"


def _clear_of(side: str, thing: str) -> str:
    """"below it", "to the left of the cross": where a line starts, clear of its thing."""
    return f"to the {side} of {thing}" if side in ("left", "right") else f"{side} {thing}"


def _onward(relation: Relation) -> str:
    """"down to", "into": the way an arrow runs on to its object."""
    if relation.verb == "sends-into":
        return "into"
    return f"{relation.way} to" if relation.way in ("down", "up") else "to"


def _within(say: Discourse, relation: Relation, line: str, start: str, inner: tuple[str, str]) -> str:
    """A line between two lanes of one timeline, as a sentence: "in the
    timeline, a thick blue arrow runs down from spot node a to node b", never
    "the timeline sends a blue arrow to the timeline"."""
    if relation.verb in ("joins", "joins-both-ways"):
        both = " pointing both ways" if relation.verb == "joins-both-ways" else ""
        return f"in {start}, {line}{both} joins {inner[0]} to {inner[1]}"
    way = f" {relation.way}" if relation.way in ("down", "up") else ""
    return f"in {start}, {line} runs{way} from {inner[0]} to {inner[1]}{delivered(say, relation)}"


def _one_lane(say: Discourse, relation: Relation) -> str | None:
    """ "the lane marked job, saved": the lane holding both ends of a line
    between two of its stretches; None elsewhere."""
    ends = [tuple(relation.subject or ()), tuple(relation.object or ())]
    placed = relation.positions or (None, None)  # an end at a place on the lane (`at-0step`) is the lane itself
    if not all("lanes" in key and ("segments" in key or at is not None) for key, at in zip(ends, placed)):
        return None
    cut = [key.index("lanes") for key in ends]
    if ends[0][: cut[0] + 2] != ends[1][: cut[1] + 2]:
        return None
    thing = say.thing(ends[0][: cut[0]])
    lanes = thing.lanes.lanes if thing is not None and thing.lanes is not None else ()
    number = ends[0][cut[0] + 1]
    if not isinstance(number, int) or number >= len(lanes):
        return None
    label = lanes[number].label
    return f"the lane marked {say.words.spoken(label)}" if label else f"the {say.words.ordinal(number + 1)} lane"


def _inner_ends(say: Discourse, relation: Relation) -> tuple[str, str] | None:
    """The two lanes a line joins inside one timeline, by label ("spot node a",
    "node b") or by place ("the first lane"): None where its ends are not two
    lanes of one mark."""
    ends = [tuple(relation.subject or ()), tuple(relation.object or ())]
    if not all("lanes" in key for key in ends):
        return None
    cut = [key.index("lanes") for key in ends]
    if ends[0][: cut[0]] != ends[1][: cut[1]]:
        return None
    thing = say.thing(ends[0][: cut[0]])
    lanes = thing.lanes.lanes if thing is not None and thing.lanes is not None else ()
    numbers = [key[at + 1] for key, at in zip(ends, cut) if len(key) > at + 1 and isinstance(key[at + 1], int) and key[at + 1] < len(lanes)]
    if len(numbers) != 2:
        return None
    words = say.words
    if numbers[0] == numbers[1]:  # two parts of one lane: said by its parts, never "from job, saved to job, saved" (trywords9)
        parts = stretch_ends(words, lanes[numbers[0]], ends, relation.positions)
        if parts is not None:
            return parts
    named = []
    for n in numbers:
        label = lanes[n].label
        named.append(words.spoken(label) if label else f"the {words.ordinal(n + 1)} lane")
    return named[0], named[1]


def _marked(say: Voice, relation: Relation) -> str:
    """" marked restore", then what the line stands for, as an apposition
    (`sentence` closes it where the clause ends): ", standing for ...,"."""
    line = relation.via
    if line is None or line.alt:
        return ""
    marked = f" marked {say.words.spoken(line.label)}" if line.label else ""
    meaning = say.words.meaning(line.means, line.label)
    return marked + (f", {meaning}," if meaning else "")


def arrival(say: Voice, relation: Relation) -> tuple[str, bool]:
    """A relation said by the thing it arrives at, before that thing's name
    (a row of cells: "an arrow leads down to [the second row]"), or after it
    when it comes in from an edge ("with [an arrow arriving from the left
    marked owner returns]"): (the words, whether from an edge)."""
    if relation.verb == "arrives-from":
        return f"{via(say, relation, labelled=False)} arriving from the {relation.edge}{_marked(say, relation)}", True
    way = f" {relation.way}" if relation.way else ""
    title = _framed_in(say, relation.object)
    into = f" into {say.words.spoken(title)}," if title else ""
    return f"{via(say, relation)} leads{way}{into} to", False


def _framed_in(say: Voice, key: tuple | None) -> str | None:
    """The title of the frame that encloses the mark `key` stands in, and only
    it: the place a line arrives ("into us-west-2"); None elsewhere."""
    if key is None or not isinstance(say, Discourse):
        return None
    frames = [t for top in say.tops.values() for t in (top.members or (top,))]  # frames said together are one top
    for thing in frames:
        encloses = next((r for r in thing.relations if r.verb == "encloses"), None)
        over = encloses.over if encloses is not None else ()
        if thing.label and len(over) == 1 and tuple(key[: len(over[0] or ())]) == tuple(over[0] or ()):
            return thing.label
    return None


def finite_join(words: Words, clauses: list[str]) -> str:
    """Finite clauses of one subject joined, those opening "with" last, after a
    comma: "sends a blue arrow to the third tread, with a grey dashed arrow
    starting below it and running down to the base line"."""
    verbs = [c for c in clauses if not c.startswith("with ")]
    withs = [c for c in clauses if c.startswith("with ")]
    if not verbs:
        return words.join(withs)
    return words.join(shared_verb(verbs)) + (f", {words.join(withs)}" if withs else "")


def shared_verb(clauses: list[str]) -> list[str]:
    """Clauses of one subject that open with the same verb say it once, as
    objects joined ("sends a grey dashed arrow ... and a blue arrow ...", not
    "sends ... and sends ..."); clauses of several verbs are left whole."""
    verb = clauses[0].split(" ", 1)[0]
    if len(clauses) < 2 or any(" " not in c or c.split(" ", 1)[0] != verb for c in clauses):
        return clauses
    return [clauses[0]] + [c.split(" ", 1)[1] for c in clauses[1:]]
