"""The speaker: the realiser with a memory of the discourse (the referring step).

It knows every thing the marks stated (by key, and what holds each part), the
relations the links stated and which of them are said, and which things are
told. It names a thing in full the first time and after that by what tells it
apart from the others:

    "the card"                        the only thing of its kind
    "the left file"                   two alike, told apart by where they stand
    "the save icon"                   two kinds of icon
    "replica b", "the second tower"   a member, by its label or its place
    "the left server node"            one of like things counted together
    "the second tower's top tier"     a part, by its holder and its place in it
    "replica b's blue top tier"       ... and the look that sets it apart

A relation's end is a key: the Thing a mark stated with that key, or the
nearest thing holding it; a mark that states nothing about it is named by the
describer's fallback (`fallback`), its own phrase.

What it remembers is `describe/discourse_memory.py`'s; this module names things from it.
"""

from __future__ import annotations

from blueprint.describe.realise import FORMS, links, where
from blueprint.describe.realise.part_rhythms import in_turn
from blueprint.describe.realise.voice import Key
from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.label_names import label_name
from blueprint.describe.say.places import Place
from blueprint.describe.say.look_words import FILL_WORDS
from blueprint.describe.discourse_memory import DiscourseMemory

# Nouns whose last word alone would not say what the thing is ("the icon").
GENERIC_HEADS = ("icon", "node", "mark", "block", "arrow", "stick")  # "the circular arrow" never "the arrow" (a line), "the memory stick"


def _head(noun: str) -> str:
    """What a thing is called once it is known: "GPU card" -> "card",
    "snapshot file" -> "file"; a generic last word keeps the whole noun."""
    head = noun.split()[-1]
    return noun if head in GENERIC_HEADS else head


class Speaker(DiscourseMemory):
    """Says facts and remembers the discourse (one per description): the
    `Discourse` the describer hands every form (`realise/voice.py`).

    `told` and `tell` tie what it tells to the describer's record of marks
    (marks that still write phrases read it); `fallback(key, introduce)` names
    a key no stated thing holds; `waits(relation)` holds back a relation that a
    mark will say in its own sentence; `noun_of(key)` is the mark's own noun,
    for a thing whose form has its own way of being named ("the grid");
    `panel_of(key)` the label of the labelled group a mark stands alone in,
    which tells apart two marks of one kind named alike ("the towers under
    before")."""

    # --- saying -------------------------------------------------------------------

    def said(self, relation: Relation) -> None:
        """A relation said: its line is told, and what stands on it said next."""
        for index, known in enumerate(self.relations):
            if known is relation or (index not in self.done and known == relation):
                self.done.add(index)
                break
        if relation.via is not None and relation.via.key:
            self.keys_told.add(relation.via.key)
            self._tell(relation.via.key)
            apart = any(r is not relation and r.subject == relation.subject and r.via is not None for r in self.relations)
            text = links.along(self, relation, apart=apart)  # a cross on one of a fan's arrows names that arrow
            if text:
                self.queue.append((text, relation.via.key))

    # --- referring ----------------------------------------------------------------

    def name(self, key: Key | None, *, introduce: bool = True, beside: Key | None = None, near: Key | None = None) -> str:
        """How to call the thing at `key` here: in full the first time (and it
        is then told), after that by what tells it apart. `beside`: the thing
        the sentence starts from (a place against it goes without saying);
        `near`: another member of the same like things ("the right one")."""
        if key is None:
            return "the edge"
        thing = self.thing(key)
        if thing is None:
            line = next((r for r in self.relations if r.via is not None and r.via.key == tuple(key)), None)
            if line is not None:
                return links.via_name(line)  # a link something was placed against
            said = self._fallback(tuple(key), introduce) if self._fallback else None
            return said or "it"
        self.met.add(thing.key)
        said = self._named(thing, key, introduce, beside, near)
        if thing.holds and said in (self.words.article(thing.noun), f"the {thing.noun}"):  # a bare layout word names nothing drawn: "sixteen bars", "the sixteen bars"
            return f"the {thing.holds}" if said.startswith("the ") else thing.holds
        return said

    def _named(self, thing: Thing, key: Key, introduce: bool, beside: Key | None, near: Key | None) -> str:
        if thing.key in self.holders:
            return self._part(thing, near)
        part = self.part_name(thing, tuple(key))
        if part is not None:
            return part
        if introduce and not self.told(thing.key) and not self._in_untold_group(thing):
            return self.introduce(thing, beside)
        return self.short(thing)

    def _in_untold_group(self, thing: Thing) -> bool:
        """Whether a thing stands in a row or column not yet brought in, which
        brings it in with its looks: named in passing by its place there ("the
        column's bottom card"), never in full twice (reader 10-C: "a GPU card at
        the bottom whose status bar is white", said again with its column)."""
        if thing.form != "links" or not thing.key:
            return False
        group = max((m for m in self.marks if len(m) < len(thing.key) and tuple(thing.key[: len(m)]) == m and self._is_group(m)), key=len, default=None)
        if group is None or self.told(group):
            return False
        kin = [t.key for t in self.index.values() if t.form == "links" and t.count == 1 and t.noun == thing.noun and t.key and self.places.is_block(t.key)]
        held = [k for k in kin if tuple(k[: len(group)]) == group]
        return thing.key in held and self.places.in_line(held)  # a place among them to name it by

    def part_name(self, thing: Thing, key: Key) -> str | None:
        """A part of a mark no thing was stated for (a timeline's lane or
        stretch), named by the form that tells the mark: never the whole mark's
        name, which sends a reader to the wrong place."""
        if tuple(key) == thing.key:
            return None
        namer = getattr(FORMS.get(thing.form), "part_name", None)
        return namer(self, thing, tuple(key)) if namer is not None else None

    def introduce(self, thing: Thing, beside: Key | None = None) -> str:
        """A thing's first mention: its phrase, where it was placed (unless
        against the thing the sentence starts from)."""
        if thing.form != "links":
            form = FORMS.get(thing.form)
            said = form.lead(self, thing) if form is not None and form.lead is not None else self.words.article(thing.noun)
            self.tell(thing)
            return said
        placed = self.placement(thing)
        place = where.standing(self, thing, placed) if placed is not None and placed.verb in where.STANDING else None
        if placed is not None and placed.object == beside and thing.region:
            place = None  # "to a GPU card on the right": where it stands says it
        said = links.phrase(self, thing, among=place is None)
        self.tell(thing)
        if placed is not None and place is not None:
            words = where.against(self, placed, where.against_it(self, placed) if placed.object == beside else None)
            said += " " + self.places.said(thing.key, place, words) + where.level_with(self, thing.key, placed)
        return said

    def short(self, thing: Thing) -> str:
        """A told thing named again by what tells it apart from the others."""
        if thing.form != "links":
            noun = self._noun_of(thing.key) if thing.form != "thing" else None
            if noun is None:
                noun = self.words.plural(thing.noun) if thing.count > 1 else thing.noun
            return self._among(thing, noun) if thing.among else self._apart(thing, noun)
        if thing.count > 1:
            return f"the {self.words.plural(thing.noun)}"
        if thing.arrangement in ("row", "column"):
            name = self._among(thing, thing.noun)
            return name + (f" marked {self.words.spoken(thing.label)}" if thing.label else "")
        head = _head(thing.noun)
        # only those the reader has met need telling apart: "the right note" against a note not yet said sends them looking
        others = [t for t in self.tops.values() if t is not thing and t.form == "links" and t.count == 1 and t.noun.split()[-1] == thing.noun.split()[-1] and (self.told(t.key) or t.key in self.met)]
        if not others:
            return f"the {head}"
        alike = [t for t in others if t.noun == thing.noun]
        if not alike:
            return f"the {thing.noun}"
        named = label_name(self.words, thing.label, thing.noun) if thing.label and all(t.label != thing.label for t in alike) else None
        if named:  # a label that names it as what it is ("peer node", "node a"): said by it, as the reader reads it (issue 26)
            return named
        placed = self._placed_name(thing, head)
        if placed:
            return placed
        if thing.label:
            return f"the {thing.noun} marked {self.words.spoken(thing.label)}"
        return f"the {thing.noun}"

    def many(self, key: Key | None) -> int:
        """How many things the name of `key` says (`short`'s noun): the verb
        agrees with it ("the towers send"); a grid named by its own noun is one,
        whatever its cells."""
        thing = self.thing(key)
        if thing is None or thing.key != tuple(key or ()) or thing.form == "links" or key in self.holders:
            return 1
        return thing.count if thing.form == "thing" or self._noun_of(thing.key) is None else 1

    def own_noun(self, thing: Thing) -> str:
        """The noun a whole is named by, not its members' ("grid", not "GPU
        cell"): its mark's own noun where its form has one, else its noun."""
        return (self._noun_of(thing.key) if thing.form not in ("thing", "links") else None) or thing.noun

    def _apart(self, thing: Thing, noun: str) -> str:
        """ "the towers under before": a thing with no place among its kind, told
        from another top thing of its noun by its label, else by the label of
        the panel it stands in; "the towers" where it is the only one or
        nothing tells them apart."""
        alike = [t for t in self.tops.values() if t is not thing and t.form == thing.form and t.noun == thing.noun]
        if not alike:
            return f"the {noun}"
        if thing.label and all(t.label != thing.label for t in alike):
            return f"the {noun} marked {self.words.spoken(thing.label)}"
        panel = self._panel_of(thing.key)
        if panel and all(self._panel_of(t.key) != panel for t in alike):
            return f"the {noun} under {self.words.spoken(panel)}"
        if thing.rank and thing.form == "parts":  # "the second bar": the place its own sentence gives it, never a bare "the bar" among others
            return self.places.said_as(thing.key, None, f"the {self.words.ordinal(thing.rank)} {noun}", rank=thing.rank)
        return f"the {noun}"

    def _part(self, thing: Thing, near: Key | None = None) -> str:
        holder, index, how = self.holders[thing.key]
        if how == "member":
            namer = getattr(FORMS.get(holder.form), "member_name", None)  # a form that names its members by their place (a queue's front job)
            named = namer(self, holder, index, thing) if namer is not None else None
            if named:
                return named
            if near is not None and self.holders.get(tuple(near), (None,))[0] is holder:
                spot, place = where.position(self, holder.members, index)
                if spot or len(holder.members) == 2:
                    return self.places.said(thing.key, place, f"the {spot} one") if spot else "the other one"
            named = label_name(self.words, thing.label, thing.noun) if thing.label and sum(m.label == thing.label for m in holder.members) == 1 else None
            if named:  # a label that names it as what it is ("peer node", "node a"): said by it, as the reader reads it (issue 26)
                return named
            placed = self._placed_name(thing, _head(holder.noun))
            if holder.arrangement in ("row", "column") and placed:
                alike = [m for m in holder.members if m.label == thing.label]
                if not thing.label or len(alike) > 1 or thing.key in self.named:
                    return placed
                self.named.add(thing.key)  # its label goes with it once after the lead
                return f"{placed} marked {self.words.spoken(thing.label)}"
            if thing.label:
                return f"the {thing.noun} marked {self.words.spoken(thing.label)}"
            if placed:
                return placed
            if holder.count > 1 and not self.places.is_block(thing.key):  # a part drawn in order (a tower of towers)
                return f"the {self.words.ordinal(index + 1)} {holder.noun}"
            return f"the {thing.noun}" if holder.count > 1 else self.short(holder)
        if how == "attached":
            if thing.label:
                return f"the {thing.noun} marked {self.words.spoken(thing.label)}"
            if any(t is not thing and _names_too(t.noun, thing.noun) for t in self.index.values()):  # "the job" would be the priority job too
                return f"the {thing.noun} in {self.name(holder.key, introduce=False)}"
            return f"the {thing.noun}"
        words = self._part_words(holder, index, thing)
        if holder.key in self.holders and self.holders[holder.key][2] != "attached":
            owner = self._owner(holder)
            member = self.holders[holder.key][2] == "member"
            if member and not holder.label and " marked " not in owner:
                return f"{owner}'s {words}"
            return self._labelled_part(thing, words, owner)
        if self._named_alone(thing, words):  # "the row marked gone", never "... of the row": its grid named once (session 13)
            return f"the {words}"
        return f"the {words}{self._of_which(holder)}"

    def _owner(self, holder: Thing) -> str:
        """The thing a part is named in: a run of bars said together holds its
        first bar's parts, so that bar is named ("the bar marked t1"), never
        the run by its place among runs ("the first bar", which reads as the
        first bar drawn)."""
        runs = self.holders.get(holder.key)
        namer = getattr(FORMS.get(runs[0].form), "member_name", None) if runs is not None else None
        if holder.key[:1] == ("run",) and holder.members and namer is not None:
            named = namer(self, holder, 0, holder.members[0])
            if named:
                return named
        return self._part(holder)

    def _named_alone(self, thing: Thing, words: str) -> bool:
        """Whether a part's words end in a label no other thing drawn carries,
        which names it alone: its holder after it would name the same place twice."""
        return thing.label is not None and words.endswith(f"marked {self.words.spoken(thing.label)}") and sum(t.label == thing.label for t in self.index.values()) == 1

    def _labelled_part(self, thing: Thing, words: str, owner: str) -> str:
        """A part inside a part, by its words and its owner: "the top part of
        the column marked batch one". Words ending in a label take no "of"
        after them ("the part marked sixteen gigabytes over of the column",
        memory-70b): a label no other thing drawn carries names the
        part alone; else the owner follows "in" ("the part marked idle in the
        column marked batch one")."""
        if not thing.label or not words.endswith(f"marked {self.words.spoken(thing.label)}"):
            return f"the {words} of {owner}"
        if self._named_alone(thing, words):
            return f"the {words}"
        return f"the {words} in {owner}"

    def _of_which(self, holder: Thing) -> str:
        """" of the grid marked team a reserved": a part's holder named where
        another top thing of its kind stands in the drawing, and a name tells
        them apart (review 7-B: "the sixth GPU cell of the second row" read as
        the other grid's); empty where it is the only one of its kind."""
        if holder.key not in self.tops or not any(t is not holder and t.form == holder.form and t.noun == holder.noun for t in self.tops.values()):
            return ""
        name = self.short(holder)
        return f" of {name}" if name.split()[-1] != holder.noun.split()[-1] or " marked " in name or len(name.split()) > 2 else ""

    def _among(self, thing: Thing, noun: str) -> str:
        """ "the left grid": a thing by its place among its kind that its facts
        carry, recorded as said; "the grid" without one."""
        if not thing.among:
            return f"the {noun}"
        return self.places.said_as(thing.key, thing.among, f"the {thing.among} {noun}")

    def _placed_name(self, thing: Thing, head: str) -> str:
        """A thing named by where it stands among the things of its noun, where
        they stand in a row or a column: "the middle card" among every GPU card
        drawn, else among those of the group that holds it ("the column's
        bottom card"); "" where no place is true. Recorded as said."""
        kin = [t.key for t in self.index.values() if t.form == "links" and t.count == 1 and t.noun == thing.noun and t.key and self.places.is_block(t.key)]
        place = self.places.among(thing.key, kin) if self.places.in_line(kin) else None
        group = max((m for m in self.marks if len(m) < len(thing.key) and tuple(thing.key[: len(m)]) == m and self._is_group(m)), key=len, default=None)
        held = [k for k in kin if group is not None and tuple(k[: len(group)]) == group]
        # "the top card" whose place is its place in a group not yet said refers to a column the reader has never
        # met (request-path: "the top card" before "a column of three GPU cards"): said with the group, below
        unmet_group = group is not None and len(held) == len(kin) and not self.told(group) and group not in self.met
        if place is not None and not unmet_group:
            corner = self._corner(thing.key, place)
            if corner is not None:  # a column at a side of the drawing: "the upper-left card" (wish 15: "a GPU card at top left")
                return self.places.said(thing.key, corner, f"the {corner.word} {head}")
            return self.places.said(thing.key, place, f"the {self.spoken_place(place)} {head}")
        if group is None:
            return ""
        place = self.places.among(thing.key, held) if self.places.in_line(held) else None
        if place is None:
            return ""
        unmet = not self.told(group) and group not in self.met
        holder = self.name(group, introduce=False)
        if unmet and holder.startswith("the ") and " marked " not in holder:
            # the group not yet brought in: "the column's top card" would send the reader back to a column never
            # said (reader 10-C); the first member named brings it in, "the top card of a column", and the next say "the column's"
            return self.places.said(thing.key, place, f"the {self.spoken_place(place)} {head} of {self.words.article(holder[4:])}")
        if " marked " in holder:  # "the top card of the column marked queue"
            return self.places.said(thing.key, place, f"the {self.spoken_place(place)} {head}") + f" of {holder}"
        return self.places.said(thing.key, place, f"{holder}'s {self.spoken_place(place)} {head}")

    def _corner(self, key: Key, place: Place) -> Place | None:
        """The corner of the drawing one of two things in a column stands in,
        where that corner is true ("upper-left" for the top card of
        a column standing at the left); None elsewhere."""
        if place.word not in ("top", "bottom") or len(place.kin) != 2:  # two in a column read as two corners; of three, "the top card" is as plain
            return None
        half = "upper" if place.word == "top" else "lower"
        return self.places.region(key, (f"{half}-left", f"{half}-right"))

    def _is_group(self, key: Key) -> bool:
        held = self.index.get(key)
        return held is not None and held.arrangement in ("row", "column") and held.count == 1

    def _part_words(self, holder: Thing, index: int, part: Thing) -> str:
        """ "blue top tier", "second tread", "tread marked weights": the look that
        sets a part apart from its siblings, and its place among them."""
        siblings = [p for i, p in enumerate(holder.parts) if i != index]
        if part.means and part.means.lower().startswith("the ") and all(p.means != part.means for p in siblings):
            return self.words.spoken(part.means)[4:]  # named by what the writer says it is: "the job at the front of the queue"
        apart = ""
        look = part.look
        if look is not None and siblings:
            looks = [p.look for p in siblings if p.look is not None]
            if all(o.colour != look.colour for o in looks) and FILL_WORDS.get(look.colour, look.colour):
                apart = FILL_WORDS.get(look.colour, look.colour)
            elif all(o.line != look.line for o in looks):
                apart = look.line
            elif all(o.hatch != look.hatch for o in looks) and look.hatch:
                apart = "hatched"
        last = len(holder.parts) - 1
        if holder.arrangement == "stack" and last > 0:
            where = "top" if index == last else "bottom" if index == 0 else self.words.ordinal(index + 1)
        elif holder.quality == "upright" and last > 0 and not (part.label and sum(p.label == part.label for p in holder.parts) == 1):
            # an upright bar's parts by the ends a reader finds them at, the rest counted from the nearer end, which
            # is said: a bare "the fourth part" (counted from the bottom) beside laptops counted from the top read
            # as the wrong part (reader 10-C)
            if index in (0, last):
                where = "top" if index == last else "bottom"
            else:
                end = "top" if index > last / 2 else "bottom"
                return " ".join(filter(None, [apart, self.words.ordinal(last - index + 1 if end == "top" else index + 1), part.noun, "from the", end]))
        elif holder.form == "parts" and (turn := in_turn(holder.parts, index)) is not None:  # one of parts said as their rhythm: "the sixth white slice"
            before = FILL_WORDS.get(look.colour, look.colour) if look is not None else ""
            return " ".join(filter(None, [self.words.ordinal(turn[0]), before, turn[1]]))
        elif part.label and sum(p.label == part.label for p in holder.parts) == 1:  # a label its siblings share tells nothing apart: its place does
            return f"{part.noun} marked {self.words.spoken(part.label)}"
        else:
            where = self.words.ordinal(index + 1) if last > 0 else ""
        return " ".join(filter(None, [apart, where, part.noun]))


def _names_too(other: str, noun: str) -> bool:
    """Whether "the NOUN" could name a thing called `other` too: its words end
    `other`'s ("the job" is the priority job too); "the freed row" is never
    one of a grid's rows, so it needs no "in the fourth row" (review 8)."""
    return other.lower().split()[-len(noun.split()):] == noun.lower().split()
