"""The speaker's memory of the discourse (`describe/discourse.py`): every thing
the marks stated (by key, and what holds each part), the relations the links
stated and which of them are said, which things are told and what the
discourse is about; the sentences waiting to follow the one just written.
"""

from __future__ import annotations

from collections.abc import Callable

from blueprint.describe.realise.core import Realiser
from blueprint.describe.realise.voice import Key
from blueprint.describe.say.facts import Relation, Statement, Thing
from blueprint.describe.say.places import Places
from blueprint.describe.say.words import Words


class DiscourseMemory(Realiser):
    """The realiser with a memory of the discourse; `Speaker` names things from it."""

    def __init__(
        self,
        words: Words,
        relations: tuple[Relation, ...] | list[Relation] = (),
        placements: tuple[Relation, ...] | list[Relation] = (),
        *,
        told: Callable[[Key], bool] | None = None,
        tell: Callable[[Key], None] | None = None,
        fallback: Callable[[Key, bool], str | None] | None = None,
        waits: Callable[[Relation], bool] | None = None,
        noun_of: Callable[[Key], str | None] | None = None,
        panel_of: Callable[[Key], str | None] | None = None,
        marks: set[Key] | None = None,
        places: Places | None = None,
    ):
        super().__init__(words, places)
        self.marks = set(marks or ())  # every mark's path: where a key's mark begins
        self.index: dict[Key, Thing] = {}
        self.holders: dict[Key, tuple[Thing, int, str]] = {}
        self.tops: dict[Key, Thing] = {}
        self.relations = list(relations)
        self.placements = {r.subject: r for r in placements}
        self.done: set[int] = set()
        self.keys_told: set[Key] = set()
        self.focus: set[Key] = set()
        self.named: set[Key] = set()
        self.met: set[Key] = set()  # things the text has named so far (told or not): the kin a place or label must tell apart
        self.queue: list[tuple[str, Key]] = []
        self._told = told or (lambda key: False)
        self._tell = tell or (lambda key: None)
        self._fallback = fallback
        self.waits = waits or (lambda relation: False)
        self._noun_of = noun_of or (lambda key: None)
        self._panel_of = panel_of or (lambda key: None)

    # --- knowing ------------------------------------------------------------------

    def know(self, thing: Thing) -> None:
        """A thing a mark (or the planner) stated, with all it holds."""
        if thing.key:
            self.tops[thing.key] = thing
        self._know(thing)

    def _know(self, thing: Thing) -> None:
        if thing.key:
            self.index[thing.key] = thing
        group = thing.arrangement in ("row", "column") and thing.count == 1
        for index, member in enumerate(thing.members):
            self.tops.pop(member.key, None)
            self._hold(member, thing, index, "member")
        for index, part in enumerate(thing.parts):
            if group:
                self.know(part)  # what a group holds is named as itself
            else:
                self._hold(part, thing, index, "part")
        for attached in (thing.rests_on, thing.ends_at):
            if attached is not None:
                self._hold(attached, thing, 0, "attached")
        for index, attached in enumerate(thing.attached):  # a span on a row, a leader: a link may end at one
            if attached.key and attached.key not in self.holders:
                self._hold(attached, thing, index, "attached")

    def _hold(self, thing: Thing, holder: Thing, index: int, how: str) -> None:
        if thing.key:
            self.holders[thing.key] = (holder, index, how)
        self._know(thing)

    def thing(self, key: Key | None) -> Thing | None:
        """The thing stated with `key`, or the nearest one of its mark holding
        it (none past the mark: a group's path holds its marks' paths)."""
        if key is None:
            return None
        key = tuple(key)
        while key:
            if key in self.index:
                return self.index[key]
            if key in self.marks:
                return None
            key = key[:-1]
        return None

    def holder(self, key: Key | None) -> tuple[Thing, int, str] | None:
        """What holds the thing stated with exactly `key`, its place there, and
        how it is held ("part", "member", "attached"); None for a thing no other
        holds, or a key no thing was stated with."""
        return self.holders.get(tuple(key)) if key is not None else None

    def _mark_of(self, key: Key) -> Key | None:
        return max((m for m in self.marks if key[: len(m)] == m), key=len, default=None)

    # --- telling ------------------------------------------------------------------

    def told(self, key: Key | None) -> bool:
        """Whether a thing was brought in: itself, or what holds it."""
        if key is None:
            return True
        key = tuple(key)
        if key in self.keys_told or self._told(key):
            return True
        if key in self.holders:
            return self.told(self.holders[key][0].key)
        thing = self.thing(key)
        if thing is not None and thing.key != key:
            return self.told(thing.key)
        mark = self._mark_of(key)
        return mark is not None and mark != key and (mark in self.keys_told or self._told(mark))

    def tell(self, thing: Thing) -> None:
        """A thing brought in, with all it holds."""
        if thing.key:
            self.keys_told.add(thing.key)
            if thing.key[:1] != ("aggregate",):
                self._tell(thing.key)
        for held in thing.members + thing.parts:
            self.tell(held)

    def about(self, key: Key) -> None:
        """The sentence just written is about this thing."""
        self.focus = {tuple(key)}

    def in_focus(self, key: Key) -> bool:
        key = tuple(key)
        return any(key[: len(f)] == f for f in self.focus)

    # --- relations ----------------------------------------------------------------

    def unsaid(self) -> list[Relation]:
        return [r for i, r in enumerate(self.relations) if i not in self.done]

    def hosted(self, thing: Thing) -> tuple[list[Relation], list[Relation]]:
        """The relations a thing's sentence says: those leaving it (and links
        coming in from an edge to it), and those arriving at it from a thing
        already told; none a mark will say in its own sentence."""
        out, arriving = [], []
        for relation in self.unsaid():
            if self.waits(relation):
                continue
            if relation.subject == thing.key:
                out.append(relation)
            elif relation.object == thing.key and relation.verb != "arrives-from" and self.told(relation.subject):
                arriving.append(relation)
        return out, arriving

    def claim(self, things: tuple[Thing, ...], relations: tuple[Relation, ...] = ()) -> None:
        """Relations a mark put in what it states (from `ctx.arrivals`): it says
        them itself, so they are said; their lines are told."""
        for relation in relations_in(Statement(tuple(things), tuple(relations))):
            for index, known in enumerate(self.relations):
                if index not in self.done and known == relation:
                    self.done.add(index)
                    if known.via is not None and known.via.key:
                        self.keys_told.add(known.via.key)
                        self._tell(known.via.key)
                    break

    def flush(self) -> list[str]:
        """The sentences waiting to follow the one just written (what stands on
        the links it said); the last of them is what the discourse is about."""
        said = [text for text, _ in self.queue]
        if self.queue:
            self.about(self.queue[-1][1])
        self.queue = []
        return said

    def placement(self, thing: Thing) -> Relation | None:
        return self.placements.get(thing.key)


def relations_in(statement: Statement) -> list[Relation]:
    """The relations a statement holds, its things' at any depth too."""
    found = list(statement.relations)

    def walk(thing: Thing | None) -> None:
        if thing is None:
            return
        found.extend(getattr(thing, "relations", ()))
        for held in thing.members + thing.parts + getattr(thing, "attached", ()):
            walk(held)
        walk(thing.rests_on)
        walk(thing.ends_at)

    for thing in statement.things:
        walk(thing)
    return found
