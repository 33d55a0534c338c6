"""A thing as a noun phrase, without its links: an icon ("a GPU card on the
right whose status bar is grey", "a blue save icon marked checkpoint"), like
icons counted ("three model icons outlined in dashes, the top one marked 8-GPU
job and the other two marked 1-GPU job"), a group with what it holds ("a column
marked queue holding ..."). The "links" form opens its sentences with these;
the speaker (`describe/discourse.py`) names a thing in full with them."""

from __future__ import annotations

from blueprint.describe.realise import marking, where, wholes
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.words import FILL_WORDS, OUTLINE_WORDS


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
    bars are grey, the left one marked draining node and the right one marked
    spare node"; one label on all of them is said once ("both marked serving").
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
    if len({l for _, l in labelled}) == 1 and len(labelled) == len(thing.members) > 1:  # one label on all: said once (reader 8-B: "the top one marked serving and the second one serving")
        return f"{text}, {'both' if len(labelled) == 2 else 'each'} marked {label}"
    named = [f"{spot(first)} marked {label}"]  # "marked" before every label: "the second one serving" reads as a verb (reader 8-B)
    if len(rest) > 1 and len({l for _, l in rest}) == 1 and len(labelled) == len(thing.members):
        named.append(f"the other {words.number(len(rest))} marked {rest[0][1]}")
    else:
        named += [f"{spot(i)} marked {l}" for i, l in rest]
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
    if len(thing.parts) >= 3 and all(p.count == 1 and not _is_group(p) for p in thing.parts):  # counted first, by what they are: "four icons in a row: a GPU card ..."
        if thing.part_noun:
            return f"{words.count(len(thing.parts), thing.part_noun)} in {noun}: {held}"
        if len({p.noun for p in thing.parts}) == len(thing.parts):
            return f"{noun} of {words.number(len(thing.parts))}: {held}"  # things all apart: "a row of four: a database ..."
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
