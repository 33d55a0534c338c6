"""The "bracket" form: a bracket or a brace standing on one side of a run of
things, said once what it spans is told (`MarkDescriber.follows`):

    "a bracket above the last three parts is marked thirty-eight percent paid
    for nothing, hours paid for and not used"
    "a blue brace to the left of the top two rows is marked one rack"

The run (the relation `brackets`, its keys in `Relation.over`) is named as a
reader sees it, from what the marks holding it stated: parts of one holder,
from the first to the last of them (the bracket spans the union of their
boxes, the parts between included), by where that run stands in it ("the
last three parts", "the top row", "the top two tiers of the tower marked
replica b", "the second to fourth treads"); lanes of one timeline by their
label or place ("job c", "the top two jobs"); anything else (parts of several
marks, whole marks, points of a curve) by the speaker's own names for each
("the towers and the card"), so nothing is said that the picture does not
show.
"""

from __future__ import annotations

from blueprint.describe.realise import marking
from blueprint.describe.realise.bracket_points import gap, stretches
from blueprint.describe.realise.column_runs import run_span
from blueprint.describe.realise.lane_staircase import spanned_triangle, triangle_spanned
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing
from blueprint.describe.say.places import Place
from blueprint.describe.say.positions import position_words
from blueprint.describe.say.look_words import FILL_WORDS

# Where it stands, before the run's name, by the side (`Relation.edge`).
SIDE_WORDS = {"top": "above", "bottom": "below", "left": "to the left of", "right": "to the right of"}
SIDE_ALONE = {"top": "above", "bottom": "below", "left": "to the left", "right": "to the right"}  # before "spans the gap ..."
SIDE_PLACES = {"top": "above", "bottom": "below", "left": "left-of", "right": "right-of"}  # the place (`say/places.py`) each claims
# The words for a run's ends, by how its holder lays its parts out: (its first, its last).
ENDS = {"rows": ("top", "bottom"), "grid": ("top", "bottom"), "stack": ("bottom", "top"), "column": ("top", "bottom")}
LIST_ENDS = ("first", "last")


def noun_phrase(say: Voice, thing: Thing) -> str:
    """"a bracket", "a blue dashed brace", "three brackets": grey, its own ink, goes unsaid."""
    look = thing.look
    colour = FILL_WORDS.get(look.colour, look.colour) if look is not None and look.colour != "none" else ""
    rhythm = look.line if look is not None and look.line != "solid" else ""
    if thing.count > 1:
        return " ".join(filter(None, [say.words.number(thing.count), colour, rhythm, say.words.plural(thing.noun)]))
    return say.words.article(" ".join(filter(None, [colour, rhythm, thing.noun])))


def _gathered(say: Voice, thing: Thing) -> str:
    """Like brackets on one mark, said together in reading order: "three
    brackets to the left group the lanes: us-east-1, eu-west-1 and ap-south-1"."""
    relation = next((r for r in thing.relations if r.verb == "brackets"), None)
    where = side_alone(say, thing.members or (thing,))
    ranges = [_positions(m) for m in thing.members]
    if thing.members and all(ranges) and isinstance(say, Discourse) and relation is not None and relation.object is not None:
        # ranges on one mark's scale: each by its label and its values
        each = [f"{say.words.spoken(m.label)} {position_words(say.words, r)}" if m.label else position_words(say.words, r) for m, r in zip(thing.members, ranges)]
        where += " of" if where.startswith("to the") else ""  # "to the right of the curve", as "above the curve"
        return " ".join(filter(None, [noun_phrase(say, thing), "stand", where, say.name(relation.object)])) + ": " + "; ".join(each)
    noun = _run_noun(say, relation.over) if relation is not None and isinstance(say, Discourse) else ""
    what = f"group the {say.words.plural(noun)}" if noun else "stand"
    labels = say.words.join([say.words.spoken(m.label) for m in thing.members if m.label])
    return " ".join(filter(None, [noun_phrase(say, thing), where, what])) + f": {labels}"


def _positions(thing: Thing) -> tuple:
    """The range a bracket spans on a mark's scale, where it spans one."""
    relation = next((r for r in thing.relations if r.verb == "brackets"), None)
    if relation is None or not relation.positions or any(p is None for p in relation.positions):
        return ()
    return relation.positions


def _run_noun(say: Discourse, keys: tuple[tuple, ...]) -> str:
    """What the things a bracket spans are called: a timeline's lanes, a bar's parts."""
    if not keys:
        return ""
    held = say.holder(keys[0])
    if held is not None and held[2] == "part":
        return held[0].parts[held[1]].noun
    thing = say.thing(keys[0])
    if thing is not None and thing.lanes is not None and any(lane.key == tuple(keys[0]) for lane in thing.lanes.lanes):
        return thing.lanes.noun
    return ""


def spanned(say: Voice, relation: Relation) -> str:
    """The run a bracket spans, as a reader names it."""
    keys = relation.over or ((relation.object,) if relation.object is not None else ())
    if not isinstance(say, Discourse) or not keys:
        return ""
    if relation.positions and all(p is not None for p in relation.positions) and relation.object is not None:  # a range on a mark's scale
        triangle = triangle_spanned(say, relation)
        if triangle:
            return triangle
        return f"{say.name(relation.object)} {position_words(say.words, tuple(p for p in relation.positions if p is not None))}"
    run = _run(say, keys) or _columns(say, keys) or _cells(say, keys, relation.edge) or stretches(say, keys, _placed) or _lanes(say, keys)
    if run:
        return run
    names = list(dict.fromkeys(say.name(key) for key in keys))
    return say.words.join(names)


def _run(say: Discourse, keys: tuple[tuple, ...]) -> str:
    """Parts of one holder, named by where the run from the first to the last
    of them stands in it ("the last three parts": the bracket spans the union
    of their boxes, and so the parts between); "" when the keys are not parts
    of one holder."""
    found = [say.holder(key) for key in keys]
    held = [f for f in found if f is not None and f[2] == "part"]
    if len(held) != len(found) or len({id(f[0]) for f in held}) != 1:
        return ""
    holder = held[0][0]
    low, high = min(f[1] for f in held), max(f[1] for f in held)
    parts = holder.parts[low : high + 1]
    if len({p.noun for p in parts}) != 1:
        return ""  # parts of several kinds: each is named
    shares = [p.share for p in holder.parts]
    rest = holder.form == "parts" and all(share is not None for share in shares) and sum(s for s in shares if s is not None) < 1
    run = _placed(say, holder.arrangement, parts[0].noun, low, high, len(holder.parts), open_end=rest)
    return run + _whose(say, holder)


def _columns(say: Discourse, keys: tuple[tuple, ...]) -> str:
    """Columns of one chart, the run from the first to the last of them:
    "the hours from eight to eighteen" read off the axis along its slots,
    else by their places ("the ninth to eighteenth hours"); never "the ninth
    hour and the eighteenth hour", which reads as two (reader 8-A)."""
    found = [say.holder(key) for key in keys]
    held = [f for f in found if f is not None and f[2] == "member" and f[0].form == "columns"]
    if len(held) != len(found) or len(held) < 2 or len({id(f[0]) for f in held}) != 1:
        return ""
    holder = held[0][0]
    low, high = min(f[1] for f in held), max(f[1] for f in held)
    span = run_span(say.words, holder.axis, list(holder.members[low : high + 1]))
    if span:
        return f"the {say.words.plural(holder.noun)}{span}" + _whose(say, holder)
    return _placed(say, "list", holder.noun, low, high, len(holder.members)) + _whose(say, holder)


def _cells(say: Discourse, keys: tuple[tuple, ...], edge: str | None) -> str:
    """Cells of one grid in several rows (or columns): the bracket spans the
    union of their boxes, so it stands beside the rows it crosses, at the
    edge of that union, not beside the first cell named (review 6-C): "both
    rows of GPU cells"; "" for anything else."""
    found = [say.holder(key) for key in keys]
    rows = [say.holder(f[0].key) if f is not None and f[2] == "part" else None for f in found]
    if not keys or None in found or None in rows or len({id(r[0]) for r in rows if r is not None}) != 1:
        return ""
    grid = rows[0][0] if rows[0] is not None else None
    at = [(r[1], f[1]) for f, r in zip(found, rows) if f is not None and r is not None]
    if grid is None or edge is None or len({r for r, _ in at}) < 2:
        return ""  # cells of one row: named each (the fallback)
    words, noun = say.words, grid.noun
    columns = max(len(row.parts) for row in grid.parts)
    if edge in ("left", "right"):
        low, high = min(r for r, _ in at), max(r for r, _ in at)
        total, line = len(grid.parts), "row"
    else:
        low, high = min(c for _, c in at), max(c for _, c in at)
        total, line = columns, "column"
    lines = "both rows" if line == "row" and high - low == 1 == total - 1 else _placed(say, "rows" if line == "row" else "list", line, low, high, total)
    whose = f" of the grid marked {words.spoken(grid.label)}" if grid.label and (grid.among or grid.rank) else ""  # another grid could hold them
    # the bracket spans the rows' whole height (or the columns' width): which cells the writer meant
    # within them the picture cannot show, so it is not said (reader 7b-C: "grouping the cells from the
    # third of the first row" was false of a bracket covering both rows, the busy cells with them)
    return f"{lines} of {words.plural(noun)}{whose}"


def _lanes(say: Discourse, keys: tuple[tuple, ...]) -> str:
    """Lanes of one timeline (or what stands in them: a segment, an event),
    named as the lanes from the first to the last of them: a lane alone by
    its label ("job c"), else by where the run stands ("the top two jobs")."""
    things = {id(t): t for t in (say.thing(key) for key in keys) if t is not None}
    if len(things) != 1:
        return ""
    (thing,) = things.values()
    if thing.lanes is None or not thing.lanes.lanes:
        return ""
    lanes = thing.lanes.lanes
    found = [next((i for i, lane in enumerate(lanes) if lane.key and tuple(key[: len(lane.key)]) == lane.key), None) for key in keys]
    if any(index is None for index in found):
        return ""
    low, high = min(i for i in found if i is not None), max(i for i in found if i is not None)
    label = lanes[low].label
    if low == high and label:
        return say.words.spoken(label)
    return _placed(say, "rows", thing.lanes.noun, low, high, len(lanes))


def _placed(say: Discourse, arrangement: str, noun: str, low: int, high: int, total: int, *, open_end: bool = False) -> str:
    """A run from `low` to `high` of `total` like things, by where it stands
    among them: "all four parts", "the top row", "the last three parts",
    "the third and fourth parts", "the second to fourth treads" (a stack
    counted from its bottom). `open_end`: free room follows the last (a bar
    whose parts do not fill it), so the last parts are not "the last"."""
    words = say.words
    count = high - low + 1
    first, last = ENDS.get(arrangement, LIST_ENDS)
    if count == total and total > 1:
        return f"all {words.number(total)} {words.plural(noun)}"
    if low == 0 or (high == total - 1 and not open_end):
        end = first if low == 0 else last
        return f"the {end} {noun}" if count == 1 else f"the {end} {words.number(count)} {words.plural(noun)}"
    if count == 1:
        return f"the {words.ordinal(low + 1)} {noun}"
    joined = "and" if count == 2 else "to"
    return f"the {words.ordinal(low + 1)} {joined} {words.ordinal(high + 1)} {words.plural(noun)}"


def _whose(say: Discourse, holder: Thing) -> str:
    """ " of the second tower", " of the top bar": the holder, where another
    like it could hold the run (a member or a part of something, or a mark
    among marks of its kind); nothing for a mark that stands alone."""
    if say.holder(holder.key) is not None:
        return f" of {say.name(holder.key)}"
    if holder.among:
        return " of " + say.places.said_as(holder.key, holder.among, f"the {holder.among} {say.own_noun(holder)}")
    if holder.rank:
        return " of " + say.places.said_as(holder.key, None, f"the {say.words.ordinal(holder.rank)} {say.own_noun(holder)}", rank=holder.rank)
    return ""


def _sides(say: Voice, bracket: Thing) -> tuple[str, list[Place]] | None:
    """The side a bracket stands on and its place against each thing of its
    run, where it stands on that side of every one; None where the drawing
    does not show it so (or it spans nothing)."""
    relation = next((r for r in bracket.relations if r.verb == "brackets"), None)
    keys = (relation.over or ((relation.object,) if relation.object is not None else ())) if relation is not None else ()
    if relation is None or not keys:
        return None
    triangle = spanned_triangle(say, relation) if relation.positions else None
    if triangle is not None:  # a staircase's triangle it names: its place against the triangle's stretches, by what they drew
        keys = triangle.keys
        for key in keys:
            say.places.draw(key)
    places = [say.places.against(bracket.key, SIDE_PLACES.get(relation.edge or "", ""), key) for key in keys]
    if any(place is None for place in places):
        return None
    return relation.edge or "", [place for place in places if place is not None]


def side(say: Voice, thing: Thing, run: str) -> str:
    """ "above the last three parts": the side it stands on and the run,
    recorded as said; "" where the drawing does not show it so."""
    found = _sides(say, thing)
    if not run or found is None:
        return ""
    edge, places = found
    words = f"{SIDE_WORDS[edge]} {run}"
    for place in places:
        say.places.said(thing.key, place, words)
    return words


def side_alone(say: Voice, brackets: tuple[Thing, ...]) -> str:
    """ "to the left" (before "spans the gap", or of brackets said together):
    the side every one of them stands on, recorded as said; "" else."""
    found = [_sides(say, bracket) for bracket in brackets]
    if not found or any(f is None for f in found) or len({f[0] for f in found if f is not None}) != 1:
        return ""
    words = SIDE_ALONE.get(found[0][0] if found[0] is not None else "", "")
    for bracket, each in zip(brackets, found):
        for place in each[1] if each is not None and words else ():
            say.places.said(bracket.key, place, words)
    return words


def _words(say: Voice, thing: Thing) -> str:
    """ "marked thirty-eight percent paid for nothing (a smaller line beneath:
    one rack)"."""
    said = []
    if thing.label:
        said.append(f"marked {say.words.spoken(thing.label)}")
    return " ".join(said) + marking.beneath(say, thing)


class BracketForm:
    """A bracket brought in by its own sentence, once what it spans is told."""

    introduces = True  # its sentence brings it in: the describer adds no "there is"

    @staticmethod
    def lead(say: Voice, thing: Thing) -> str:
        """The bracket as a noun phrase, where another mark names it first."""
        if thing.alt:
            return thing.alt
        if thing.count > 1:
            return _gathered(say, thing)
        relation = next((r for r in thing.relations if r.verb == "brackets"), None)
        between = gap(say, relation.over) if relation is not None and isinstance(say, Discourse) and not _positions(thing) else ""
        if between:
            return " ".join(filter(None, [noun_phrase(say, thing), "spanning", between, _words(say, thing)]))
        run = spanned(say, relation) if relation is not None else ""
        where = side(say, thing, run)
        return " ".join(filter(None, [noun_phrase(say, thing), where, _words(say, thing)]))

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        if isinstance(say, Discourse):
            for each in thing.members or (thing,):
                say.tell(each)
        if thing.count > 1:
            return [_gathered(say, thing)]
        if thing.alt:
            return [thing.alt]
        relation = next((r for r in thing.relations if r.verb == "brackets"), None)
        name = noun_phrase(say, thing)
        means = f", {say.words.meaning(thing.means, thing.label)}" if say.words.meaning(thing.means, thing.label) else ""  # what it stands for, spoken as a label is
        marked = _words(say, thing)
        between = gap(say, relation.over) if relation is not None and isinstance(say, Discourse) and not _positions(thing) else ""
        if between:  # points, lines or moments: it spans the gap they leave
            alone = side_alone(say, (thing,))
            return [" ".join(filter(None, [name, alone, "spans", between])) + (f", {marked}" if marked else "") + means]
        run = spanned(say, relation) if relation is not None else ""
        where = side(say, thing, run)
        if not where:
            return [f"there is {name} {marked}".strip() + means]
        if marked:
            return [f"{name} {where} is {marked}{means}"]
        return [f"{name} stands {where}{means}"]
