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

A thing's phrase is made in `link_things.py`, a link's words in
`link_clauses.py`; this module tells them in sentences and is the face the
speaker and the other forms import them by.
"""

from __future__ import annotations

from blueprint.describe.realise import marking, where
from blueprint.describe.realise.link_clauses import ARROWS, alike_in, along, arrival, fan_in_key, finite_join, leaving_all, running, running_alike, running_in, via, via_name
from blueprint.describe.realise.link_things import phrase
from blueprint.describe.realise import standing_on
from blueprint.describe.realise.standing_on import spans
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing

# the words of things and links other forms and the speaker say (`links.phrase`, `links.via` ...)
__all__ = ["ARROWS", "LinkForm", "alike_in", "along", "arrival", "fan_in_key", "phrase", "running", "running_alike", "running_in", "via", "via_name"]


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
        said = phrase(say, thing) + standing_on.on_it(say, thing, more=bool(out))  # a cross drawn over it, said with it
        clauses = leaving_all(say, out, finite=False)
        for relation in out:
            say.said(relation)
        return " ".join([said] + ([say.words.join(clauses)] if clauses else []))

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if not isinstance(say, Discourse):
            return [] if thing.alt else [f"there is {phrase(say, thing)}"]
        if marking.beside_whole(say, thing) or marking.at_end(thing):  # a bar's name or total beside it, a line end's words: said in its sentence
            return []
        if marking.tie(thing) is not None and say.told(thing.key):
            return []  # a note said already in the clause of what it labels (`marking.led_to`)
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
            said.append(f"{say.name(thing.key)} {finite_join(say.words, clauses)}")
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
            said += ", which " + finite_join(say.words, leaving_all(say, leaves, finite=True))
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
        name += standing_on.on_it(say, thing, more=bool(out))  # a cross drawn over it, said with it
        say.tell(thing)
        clauses = leaving_all(say, out, finite=True)
        for relation in out:
            say.said(relation)
        say.about(thing.key)
        withs = [c for c in clauses if c.startswith("with ")]
        if len(withs) < len(clauses):  # a verb leaves it: "sends a dashed arrow ... and a blue arrow ..."
            body = f"{name} {finite_join(say.words, clauses)}"
            return [f"{opening}, {body}" if opening else body]
        tail = f", {say.words.join(withs)}" if withs else ""
        placed = say.placement(thing)
        if opening and placed is not None and len(placed.over) > 1 and len(thing.members) == len(placed.over):
            tail = f", one beside each{tail}"  # counted, each against its own part (`where.beside_each`)
        many = thing.count > 1 or say.words.counted(name)  # "four icons in a row": the verb agrees with the count said
        stands = "stand" if many else "stands"
        if opening.startswith("over ") and thing.noun.split()[-1] == "cross" and placed is not None and placed.verb == "stands-over" and spans(say, thing.key, placed.object):
            return [f"{name} {'cut' if thing.count > 1 else 'cuts'} {opening.removeprefix('over ')}{tail}"]  # a cross drawn over a thing cuts it, never stands above it (review 8-C)
        return [f"{opening} {stands} {name}{tail}" if opening else f"there {'are' if many else 'is'} {name}{tail}"]

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

