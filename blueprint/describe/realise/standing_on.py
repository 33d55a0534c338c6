"""What is drawn on a mark, said with it (aggregation): a lone icon drawn over
a whole (a red cross `over: request`) is said in the clause that brings the
whole in, "one empty box in dashed outline marked request four gigabytes, cut
by a red cross marked out of memory", never in a sentence of its own after
the links the whole sends."""

from __future__ import annotations

from blueprint.describe.realise.link_things import phrase
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Thing

SPAN = 0.4  # a cross this share as wide or as tall as what it is drawn over crosses it out


def spans(say: Discourse, key: tuple, other: tuple | None) -> bool:
    """Whether a thing drawn over another reaches across most of it (a cross
    that cuts a server node, not a small one set inside a bar)."""
    mine, theirs = say.places.box(key), say.places.box(other) if other is not None else None
    return mine is not None and theirs is not None and (mine.width >= SPAN * theirs.width or mine.height >= SPAN * theirs.height)


def stands_on(say: Voice, thing: Thing) -> Thing | None:
    """The whole a lone icon is drawn over, where the speaker knows that whole
    as a thing of its own and the icon hosts no link; None for any other
    thing (a note, icons counted, one placed at a position on a scale)."""
    if not isinstance(say, Discourse) or thing.form != "links" or thing.noun == "note" or thing.count > 1 or thing.alt or thing.arrangement in ("row", "column"):
        return None
    placed = say.placement(thing)
    if placed is None or placed.verb != "stands-over" or placed.object is None or placed.positions or len(placed.over) > 1:
        return None
    out, arriving = say.hosted(thing)
    whole = say.thing(placed.object)
    return whole if not out and not arriving and whole is not None and whole.key == tuple(placed.object) else None


def on_it(say: Voice, whole: Thing, *, more: bool = False) -> str:
    """ ", cut by a red cross marked out of memory": the icons drawn over a
    whole (a cross reaching across most of it cuts it; another stands on it,
    "with a blue badge on it"), each told here so it is not said again;
    `more`: the clause goes on after it (a comma closes it)."""
    if not isinstance(say, Discourse):
        return ""
    said = []
    for icon in [t for t in say.tops.values() if not say.told(t.key) and (found := stands_on(say, t)) is not None and found.key == whole.key]:
        words = phrase(say, icon, among=False).rstrip(", ")
        crosses = icon.noun.split()[-1] == "cross" and spans(say, icon.key, whole.key)
        said.append(f"cut by {words}" if crosses else f"with {words} on it")
        say.tell(icon)
    return ", " + say.words.join(said) + ("," if more else "") if said else ""
