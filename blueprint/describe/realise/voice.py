"""What a form asks of whoever says it, as two protocols, and what a form is
(`Form`: what `FORMS` holds, with `lead(say, thing)` and `sentences(say, thing)`).

    Voice       words and the realiser's own phrases: a plain `Realiser` will
                do (a form says a thing alone, without the discourse)
    Discourse   a voice that also knows the discourse: the things the marks
                stated, which are told, how to name them, the relations said
                (`discourse.Speaker`, which the describer always hands over)

A form asks for a `Voice`, and for what only a speaker knows asks whether it
has a `Discourse` (`isinstance`): with one it says a thing's links and names
what it meets, without one it says the thing alone. This module imports no
other part of the realiser, so every form, the realiser and the speaker can
name these types without importing one another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.places import Place, Places
from blueprint.describe.say.words import Words

Key = tuple  # a spec node's path: what a thing is stated with and named by


@runtime_checkable
class Voice(Protocol):
    """What every form may ask: the words, the realiser's memory and marking,
    and its phrases for a plain thing (`core.Realiser`)."""

    words: Words
    places: Places  # the composition's places, and the record of those said

    def memory(self, name: str) -> set: ...

    def spoken_place(self, place: Place) -> str: ...

    def marked(self, labels: list[str]) -> str: ...

    def lead(self, thing: Thing) -> str: ...

    def members(self, thing: Thing) -> str: ...

    def labelled_parts(self, thing: Thing) -> str: ...

    def compared(self, thing: Thing) -> str: ...

    def companions(self, thing: Thing) -> str: ...


@runtime_checkable
class Discourse(Voice, Protocol):
    """A voice that knows the discourse (`discourse.Speaker`): what the marks
    stated (`thing`, `tops`), what is told, how a thing is named here, and
    which relations are said."""

    tops: dict[Key, Thing]

    def thing(self, key: Key | None) -> Thing | None: ...

    def holder(self, key: Key | None) -> tuple[Thing, int, str] | None: ...

    def told(self, key: Key | None) -> bool: ...

    def tell(self, thing: Thing) -> None: ...

    def name(self, key: Key | None, *, introduce: bool = True, beside: Key | None = None, near: Key | None = None) -> str: ...

    def many(self, key: Key | None) -> int: ...

    def own_noun(self, thing: Thing) -> str: ...

    def about(self, key: Key) -> None: ...

    def in_focus(self, key: Key) -> bool: ...

    def placement(self, thing: Thing) -> Relation | None: ...

    def hosted(self, thing: Thing) -> tuple[list[Relation], list[Relation]]: ...

    def said(self, relation: Relation) -> None: ...

    def part_name(self, thing: Thing, key: Key) -> str | None: ...


class Form(Protocol):
    """A form of content as `FORMS` holds it (its class's instance; the methods
    are static). `lead(say, thing)` says the thing as a noun phrase (None: a form
    whose thing is said only in sentences); `sentences(say, thing)` says the
    rest. The describer and the speaker hand every form the speaker (a
    `Discourse`); a form may ask only for a `Voice`."""

    @property
    def lead(self) -> Callable[[Discourse, Thing], str] | None: ...

    def sentences(self, say: Discourse, thing: Thing, /) -> list[str]: ...
