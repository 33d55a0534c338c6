"""The "links" form: things joined by links, and the links between them.

    things      an icon ("a GPU card on the right whose status bar is grey",
                "a blue save icon marked checkpoint"), like icons counted
                ("three model icons outlined in dashes, the top one marked
                8-GPU job and the other two 1-GPU job"), a group with what it
                holds ("a column marked queue holding ...")
    relations   said in the sentence of the thing they start from ("joined by
                a grey dashed cable to", "sends a blue arrow into the card,
                where a blue block now sits", "with an arrow arriving from the
                left") or arrive at ("the second tower's blue top tier sends a
                thick blue arrow into a blue storage icon ..."), or in a
                sentence of their own once both ends are known; `arrival` gives
                the words for a form that says the links arriving at its things
                itself ("an arrow leads down to [the second row]")
    along       what stands on a link, said after the sentence that brought it
                in ("a clock sits above the cable and a red cross cuts it")

The things at either end are named by the speaker (`describe/discourse.py`):
in full the first time, after that by what tells them apart ("the card",
"the left file", "the second tower's top tier"). A phrase needs only a
`Voice`; the links need a `Discourse`: with a plain Realiser a thing is said
alone, without its links.
"""

from __future__ import annotations

from dataclasses import replace

from blueprint.describe.realise import fans, marking, where, wholes
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.words import FILL_WORDS, OUTLINE_WORDS

# Relations drawn with an arrowhead at their object.
ARROWS = ("leads-to", "sends-into", "arrives-from", "joins-both-ways")


# --- things -------------------------------------------------------------------


def phrase(say: Voice, thing: Thing, *, pinned: bool = True, among: bool = True, kin: tuple[Thing, ...] = ()) -> str:
    """A thing of this form as a noun phrase, without its links; `pinned=False`
    when the sentence already opens with where it is pinned on the card,
    `among=False` when it says where the thing was placed against another;
    `kin`: every thing of its noun in the group that holds it, among which
    counted members are placed."""
    if thing.alt:
        return thing.alt
    if thing.count > 1:
        return _counted(say, thing, kin)
    if thing.arrangement in ("row", "column"):
        return _group(say, thing)
    words = say.words
    colour = _colour(thing)
    noun = thing.noun if colour and thing.noun.startswith(colour + " ") else " ".join(filter(None, [colour, thing.noun]))  # not "a red red cross"
    if thing.state == "empty":  # a card or node with no work on it
        noun = f"empty {noun}"
    said = [words.article(noun), where.region(say, thing) if among else ""]
    if pinned:
        said.append(where.pin(say, thing))
    said.append(OUTLINE_WORDS.get(thing.look.line, "") if thing.look else "")
    marked = thing.label and not words.repeats(thing.label, thing.noun, whole=True)  # not "a load balancer marked load balancer"
    said.append((f"marked {words.spoken(thing.label or '')}" if marked else "") + marking.beneath(say, thing))
    said.append(_state(say, thing.parts))
    meaning = words.meaning(thing.means, thing.label)
    return " ".join(filter(None, said)) + (f", {meaning}," if meaning else "")


def _colour(thing: Thing) -> str:
    return FILL_WORDS.get(thing.look.colour, thing.look.colour) if thing.look else ""


def _state(say: Voice, parts: tuple[Thing, ...], *, each: bool = False) -> str:
    """ "whose status bar is grey and with a blue block on it" (a feature has no
    place; things on it are counted by look); delivered parts are said with
    the link that brought them."""
    said = []
    for feature in (p for p in parts if p.place is None):
        look = FILL_WORDS.get(feature.look.colour, feature.look.colour) if feature.look else ""
        if each:
            said.append(f"whose {say.words.plural(feature.noun)} are {look or 'empty'}")
        else:
            said.append(f"whose {feature.noun} is {look or 'empty'}")
    on = [p for p in parts if p.place == "on"]
    if on:
        said.append(f"{'each ' if each else ''}with {_counted_parts(say, on)} on it")
    return " and ".join(said)


def _counted_parts(say: Voice, parts: list[Thing]) -> str:
    """ "a blue block", "two blue blocks", "a blue block and a grey block"."""
    counts: dict[tuple[str, str], tuple[int, Thing]] = {}
    told = getattr(say, "told", None)  # a bare realiser keeps no discourse: it takes the writer's word
    for part in parts:
        same = part.same_as is not None and (told is None or told(part.same_as))  # "the same blue block" only of blocks already said
        name = " ".join(filter(None, ["same" if same else "", *_block_look(say, part)]))
        key = (name, part.means or "")
        count, _ = counts.get(key, (0, part))
        counts[key] = (count + 1, part)
    said = [
        ((f"the {name}" if name.startswith("same ") else say.words.article(name)) if count == 1
         else say.words.count(count, name).replace(" same ", " of the same ", 1) if name.startswith("same ") else say.words.count(count, name))
        + (f", {say.words.meaning(part.means)}," if part.means else "")  # what the writer says it is
        for (name, _), (count, part) in counts.items()
    ]
    return say.words.join(said)


def _block_look(say: Voice, part: Thing) -> tuple[str, ...]:
    """A held block's words before and after its noun: its colour ("a blue
    block"), or its whole look where it is more than a fill ("a block in blue
    dashed outline", "a red hatched block")."""
    look = part.look
    if look is None or (look.line == "solid" and not look.hatch and look.filled and look.line_colour is None):
        return (_colour(part), part.noun)
    before, after = say.words.look_of(look)
    return (before, part.noun, after)


def _counted(say: Voice, thing: Thing, kin: tuple[Thing, ...] = (), *, lead: str | None = None) -> str:
    """Like things counted once: "two server nodes side by side whose status
    bars are grey, the left one marked draining node and the right one spare node".
    Where others of their noun stand in the same group (`kin`), each is placed
    among all of them: the two serving cards of a column of three are "the top
    one" and "the second one", never "the bottom one"."""
    words = say.words
    among = kin if len(kin) > len(thing.members) and all(m in kin for m in thing.members) else thing.members
    spot = lambda i: where.one(say, among, among.index(thing.members[i]))
    order = lambda i: where.rank(say, among, among.index(thing.members[i]))
    colour = _colour(thing)
    noun = words.plural(thing.noun if colour and thing.noun.startswith(colour + " ") else " ".join(filter(None, [colour, thing.noun])))
    said = [lead or f"{words.number(thing.count)} {noun}"]  # `lead`: "the top two", where the group counted them all
    if thing.place != "held" and thing.arrangement in ("row", "column"):
        said.append(where.arranged(say, thing.members))
    said.append(OUTLINE_WORDS.get(thing.look.line, "") if thing.look else "")
    said.append(_state(say, thing.parts, each=True))
    text = " ".join(filter(None, said))
    meanings = {m.means for m in thing.members}
    if len(meanings) == 1 and thing.members[0].means:  # what each stands for, said once for all
        text += f", each {words.meaning(thing.members[0].means)},"
    labelled = [(i, marking.lines(say, m)) for i, m in enumerate(thing.members) if m.label]
    if not labelled:
        return text
    labelled.sort(key=lambda pair: order(pair[0]))  # said in the order of their places
    first, label = labelled[0]
    rest = labelled[1:]
    named = [f"{spot(first)} marked {label}"]
    if len(rest) > 1 and len({l for _, l in rest}) == 1 and len(labelled) == len(thing.members):
        named.append(f"the other {words.number(len(rest))} {rest[0][1]}")
    else:
        named += [f"{spot(i)} {l}" for i, l in rest]
    return f"{text}, " + (", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0])


def _is_group(thing: Thing) -> bool:
    return thing.arrangement in ("row", "column") and thing.count == 1


def _group(say: Voice, thing: Thing) -> str:
    """ "a column of three model icons", "a column marked queue holding ...",
    "two panels side by side, the left marked before holding ... and the right
    marked after holding ..."."""
    words = say.words
    parts = thing.parts
    if len(parts) > 1 and all(_is_group(p) and p.label and not p.alt for p in parts) and len({p.noun for p in parts}) == 1:
        side = where.arranged(say, parts)
        each = []
        for index, part in enumerate(parts):
            assert part.label is not None  # every part is a labelled group (above)
            held = words.join([phrase(say, p) for p in part.parts])
            spot, place = where.position(say, parts, index)
            each.append(f"{say.places.said(part.key, place, f'the {spot}') if spot else 'one'} marked {words.spoken(part.label)}" + (f" holding {held}" if held else ""))
        listed = ", ".join(each[:-1]) + " and " + each[-1]
        return f"{words.number(len(parts))} {words.plural(parts[0].noun)}{' ' + side if side else ''}, {listed}"
    noun = words.article(thing.noun)
    whole = _counted_whole(say, thing)
    if whole:
        return f"{noun} of {whole}"
    held = words.join([phrase(say, part, kin=_kin(thing.parts, part)) for part in thing.parts])
    if thing.label:
        return f"{noun} marked {words.spoken(thing.label)}" + (f" holding {held}" if held else "")
    if len(thing.parts) >= 3 and all(p.count == 1 and not _is_group(p) for p in thing.parts) and len({p.noun for p in thing.parts}) == len(thing.parts):
        return f"{noun} of {words.number(len(thing.parts))}: {held}"  # things all apart, counted first: "a row of four: a database ..."
    return f"{noun} of {held}" if held else noun


def _counted_whole(say: Voice, group: Thing) -> str:
    """A group of like things that look apart, counted whole first (`wholes`)."""
    parts = group.parts
    if group.label or len(parts) < 2 or any(_is_group(p) or p.alt for p in parts) or len({p.noun for p in parts}) > 1:
        return ""
    kin = _kin(parts, parts[0])
    return wholes.counted_whole(say, parts, kin, lambda part, lead: _counted(say, part, kin, lead=lead), lambda part: phrase(say, part, among=False))


def _kin(held: tuple[Thing, ...], part: Thing) -> tuple[Thing, ...]:
    """Every thing of `part`'s noun a group holds, counted ones by their members."""
    return tuple(m for p in held if p.noun == part.noun for m in (p.members if p.count > 1 and p.members else (p,)))


# --- links --------------------------------------------------------------------


def via(say: Voice, relation: Relation, *, labelled: bool = True) -> str:
    """The line or arrow a relation is drawn with: "a grey dashed cable", "a
    thick blue migration arrow marked restore forty seconds"."""
    line = relation.via
    if line is None:
        return "an arrow" if relation.verb in ARROWS else "a line"
    if line.alt:
        return line.alt
    noun = line.noun
    if relation.verb in ARROWS and noun not in ("arrow", "line") and not noun.endswith(" arrow"):
        noun = f"{noun} arrow"  # the writer's noun says what the arrow stands for
    look = line.look
    colour = FILL_WORDS.get(look.colour, look.colour) if look else ""
    rhythm = look.line if look and look.line != "solid" else ""
    weight = line.quality if line.quality in ("thick", "thin") else ""
    said = say.words.article(" ".join(filter(None, [weight, colour, rhythm, noun])))
    if labelled and line.label:
        said += f" marked {say.words.spoken(line.label)}"
    return said


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
    if relation.verb == "sends-into":
        return f"{verb} {line} into {target}{delivered(say, relation)}"
    way = f"{relation.way} " if relation.way in ("down", "up") else ""
    return f"{verb} {line} {way}to {target}{delivered(say, relation)}"


def leaving_all(say: Discourse, relations: list[Relation], *, finite: bool) -> list[str]:
    """Each relation's clause (`leaving`), links alike fanning out from the
    thing said once (`fans.py`)."""
    def alike(relation: Relation) -> str | None:
        plain = relation.object is not None and _inner_ends(say, relation) is None and not _marked(say, relation) and not delivered(say, relation)
        return via(say, relation) if plain else None

    said = []
    for group in fans.fans(relations, alike):
        if len(group) == 1:
            said.append(leaving(say, group[0], finite=finite))
        else:
            targets = [say.name(r.object, beside=r.subject) for r in group if r.object is not None]
            lead = group[0] if len({r.way for r in group}) == 1 else replace(group[0], way=None)  # "up" only where every arrow goes up
            said.append(fans.fan_clause(say.words, lead, via(say, group[0]), targets, finite=finite))
    return said


def fan_in_key(say: Discourse, relation: Relation) -> tuple | None:
    """The key arrows into one thing share to be said together (`fans.py`):
    only between two things drawn apart (no lanes of one mark), with nothing
    delivered."""
    if _inner_ends(say, relation) is not None or delivered(say, relation) or (relation.via is not None and relation.via.alt):
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
    start = say.name(relation.subject)
    inner = _inner_ends(say, relation)
    if inner is not None:  # "in the timeline": the mark holding both ends, not the part one starts from
        holder = say.thing(relation.subject)
        return _within(say, relation, line, say.name(holder.key) if holder is not None else start, inner)
    end = target if target is not None else say.name(relation.object, beside=relation.subject, near=relation.subject)
    if relation.verb == "joins":
        return f"{line} joins {start} to {end}"
    if relation.verb == "joins-both-ways":
        return f"{line} pointing both ways joins {start} to {end}"
    sends = say.words.verb("sends", say.many(relation.subject))  # "the towers send"
    if relation.verb == "sends-into":
        return f"{start} {sends} {line} into {end}{delivered(say, relation)}"
    way = f"{relation.way} " if relation.way in ("down", "up") else ""
    return f"{start} {sends} {line} {way}to {end}{delivered(say, relation)}"


def _within(say: Discourse, relation: Relation, line: str, start: str, inner: tuple[str, str]) -> str:
    """A line between two lanes of one timeline, as a sentence: "in the
    timeline, a thick blue arrow runs down from spot node a to node b", never
    "the timeline sends a blue arrow to the timeline"."""
    if relation.verb in ("joins", "joins-both-ways"):
        both = " pointing both ways" if relation.verb == "joins-both-ways" else ""
        return f"in {start}, {line}{both} joins {inner[0]} to {inner[1]}"
    way = f" {relation.way}" if relation.way in ("down", "up") else ""
    return f"in {start}, {line} runs{way} from {inner[0]} to {inner[1]}{delivered(say, relation)}"


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
    named = []
    for n in numbers:
        label = lanes[n].label
        named.append(words.spoken(label) if label else f"the {words.ordinal(n + 1)} lane")
    return named[0], named[1]


def _marked(say: Voice, relation: Relation) -> str:
    line = relation.via
    return f" marked {say.words.spoken(line.label)}" if line is not None and line.label and not line.alt else ""


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


# --- the form -----------------------------------------------------------------


class LinkForm:
    """Things joined by links (icons, like icons counted, groups): brought in by
    their own sentence, which says where they stand and the links they host."""

    introduces = True  # its sentences bring the thing in: the describer adds no "there is"

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        """The opening's phrase: the thing and the links leaving it, not finite
        ("a laptop on the left joined by a grey dashed cable to a GPU card ...")."""
        if not isinstance(say, Discourse):
            return phrase(say, thing)
        out, _ = say.hosted(thing)
        say.tell(thing)
        said = phrase(say, thing)
        clauses = leaving_all(say, out, finite=False)
        for relation in out:
            say.said(relation)
        return " ".join([said] + ([say.words.join(clauses)] if clauses else []))

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if not isinstance(say, Discourse):
            return [] if thing.alt else [f"there is {phrase(say, thing)}"]
        if marking.beside_whole(say, thing):  # a bar's name or total in a column beside it: said in its sentence
            return []
        if marking.ties(say, thing):  # a note said with what it labels
            return marking.sentences(say, thing)
        out, arriving = say.hosted(thing)
        if say.told(thing.key):
            return LinkForm._told(say, thing, out, arriving)
        if arriving:
            return LinkForm._arriving(say, thing, out, arriving)
        return LinkForm._standing(say, thing, out)

    @staticmethod
    def _told(say: Discourse, thing: Thing, out: list[Relation], arriving: list[Relation]) -> list[str]:
        """A thing brought in by another sentence: the links it still hosts."""
        said = []
        edges = [r for r in out if r.verb == "arrives-from"]
        leaves = [r for r in out if r.verb != "arrives-from"]
        if leaves:
            clauses = leaving_all(say, leaves, finite=True)
            said.append(f"{say.name(thing.key)} {say.words.join(clauses)}")
            for relation in leaves:
                say.said(relation)
        for relation in edges + arriving:
            said.append(running(say, relation))
            say.said(relation)
        if said:
            say.about(thing.key)
        return said

    @staticmethod
    def _arriving(say: Discourse, thing: Thing, out: list[Relation], arriving: list[Relation]) -> list[str]:
        """A thing brought in by the link arriving at it from a thing told:
        "the second tower's blue top tier sends a thick blue arrow into a blue
        storage icon marked store above the first tower, which sends a blue
        dashed arrow down to ..."."""
        first = arriving[0]
        placed = say.placement(thing)
        place = where.standing(say, thing, placed) if placed is not None and placed.verb in where.STANDING else None
        name = phrase(say, thing, among=place is None)
        if placed is not None and place is not None:
            words = where.against(say, placed, where.against_it(say, placed) if placed.object == first.subject else None)
            name += " " + say.places.said(thing.key, place, words) + where.level_with(say, thing.key, placed)
        say.tell(thing)
        said = running(say, first, target=name)
        say.said(first)
        leaves = [r for r in out if r.verb != "arrives-from"]
        if leaves:
            said += ", which " + say.words.join(leaving_all(say, leaves, finite=True))
            for relation in leaves:
                say.said(relation)
        rest = []
        for relation in arriving[1:] + [r for r in out if r.verb == "arrives-from"]:
            rest.append(running(say, relation))
            say.said(relation)
        say.about(thing.key)
        return [said] + rest

    @staticmethod
    def _standing(say: Discourse, thing: Thing, out: list[Relation]) -> list[str]:
        """A thing brought in where it stands, with the links leaving it: "below,
        a blue save icon marked checkpoint sends a blue arrow into the card"."""
        if not thing.parts and thing.arrangement in ("row", "column") and thing.count == 1:
            return LinkForm._panel(say, thing)
        opening, pinned = LinkForm._where(say, thing)
        name = phrase(say, thing, pinned=not pinned, among=not opening or pinned)
        say.tell(thing)
        clauses = leaving_all(say, out, finite=True)
        for relation in out:
            say.said(relation)
        say.about(thing.key)
        verbs = [c for c in clauses if not c.startswith("with ")]
        withs = [c for c in clauses if c.startswith("with ")]
        if verbs:
            body = f"{name} {say.words.join(verbs)}" + (f", {say.words.join(withs)}" if withs else "")
            return [f"{opening}, {body}" if opening else body]
        tail = f", {say.words.join(withs)}" if withs else ""
        placed = say.placement(thing)
        if opening and placed is not None and len(placed.over) > 1 and len(thing.members) == len(placed.over):
            tail = f", one beside each{tail}"  # counted, each against its own part (`where.beside_each`)
        stands = "stand" if thing.count > 1 else "stands"
        return [f"{opening} {stands} {name}{tail}" if opening else f"there {'are' if thing.count > 1 else 'is'} {name}{tail}"]

    @staticmethod
    def _panel(say: Discourse, thing: Thing) -> list[str]:
        """A labelled group whose marks speak for themselves: its label, once."""
        say.tell(thing)
        if thing.alt:
            return [thing.alt]
        if not thing.label:
            return []
        name = " ".join(filter(None, ["the", thing.among, thing.noun]))
        if thing.among:
            say.places.said_as(thing.key, thing.among, name)
        return [f"{name} is marked {say.words.spoken(thing.label)}"]

    @staticmethod
    def _where(say: Discourse, thing: Thing) -> tuple[str, bool]:
        """Where a sentence about a thing opens: "below", "below the left server
        node" (the mark it was placed against, unless the last sentence was about
        it), "at the upper right"; and whether that is its pin on the card."""
        placed = say.placement(thing)
        if placed is not None and len(placed.over) > 1 and len(thing.members) == len(placed.over):
            return where.beside_each(say, thing, placed), False
        place = where.standing(say, thing, placed) if placed is not None and placed.verb in where.STANDING else None
        if placed is not None and placed.object is not None and place is not None:
            alone, before = where.standing_words(say, placed)
            if say.in_focus(placed.object) and not where.on_part(say, placed) and not where.at_part(say, placed):  # "on it" of a part would name the whole mark; "above" alone, of a tread, says not which
                at = where.against(say, placed, "")  # a position on its scale: "above, at ninety seconds,"
                return say.places.said(thing.key, place, f"{alone}, {at.strip()}," if at.strip() else alone), False
            return say.places.said(thing.key, place, where.against(say, placed)), False
        if thing.place in where.PINNED_WORDS:
            return where.pin(say, thing), True
        return "", False
