"""The forms of annotations other than brackets, each said once what it
attaches to is told:

    "dimension"   "a dimension line runs from the first tread to the fifth
                  tread, marked ninety seconds"
    "drop"        "a dashed guide drops from the curve at four hours to the
                  axis, marked four hours"
    "frame"       "two frames: before on the left and after on the right"

An end is named as the speaker names it; a curve's point (keyed by its index,
`describe/marks/bracket.py`) as the curve at its position, as a bracket's run
of points is (`bracket_points.py`).
"""

from __future__ import annotations

from dataclasses import replace

from blueprint.describe.realise.bracket_points import point_name, stretches
from blueprint.describe.realise import links, marking
from blueprint.describe.realise.lane_looks import look_words
from blueprint.describe.realise.brackets import _placed, noun_phrase
from blueprint.describe.realise.voice import Discourse, Voice
from blueprint.describe.say.facts import Relation, Thing, Time
from blueprint.describe.say.positions import position_words
from blueprint.describe.say.times import UNIT_NOUNS
from blueprint.values import SECONDS

AXIS_WORDS = {"x-axis": "the axis", "y-axis": "the value axis"}


def end_name(say: Voice, key: tuple | None, *, introduce: bool = True, at: "Time | str | None" = None, end: str | None = None) -> str:
    """What one end is called: a curve's point by where it stands on the
    curve, a position on a mark's scale by its value ("the timeline at
    ninety seconds"), one end of a thing by that end ("the end of the second
    bar", `end`: `start` or `end`), anything else as the speaker names it."""
    if key is None or not isinstance(say, Discourse):
        return ""
    if end is not None:
        named = end_name(say, key, introduce=introduce, at=at)
        return f"the {end} of {named}" if named else ""
    if at is not None:
        return f"{say.name(key, introduce=introduce)} {position_words(say.words, (at,))}"
    return point_name(say, key) or stretches(say, (key,), _placed) or say.name(key, introduce=introduce)  # a lane's stretch by its label or place, not as its timeline


def _spanned(say: Voice, key: tuple | None, at: object) -> str:
    """"; every lane's grey stretch spans it": a guide through a timeline's
    lanes at a time that a stretch of each lane holds (of one look: named by
    it), so the reader sees every lane at work there; "" else."""
    if key is None or not isinstance(say, Discourse) or not isinstance(at, Time):
        return ""
    thing = say.thing(key)
    lanes = thing.lanes.lanes if thing is not None and thing.lanes is not None else ()
    seconds = lambda t: t.value * SECONDS.get(t.unit, 1)
    held = [next((s for s in lane.stretches if not s.layer and seconds(s.start) < seconds(at) < seconds(s.end)), None) for lane in lanes]
    if len(held) < 2 or any(s is None for s in held):
        return ""
    looks = {s.look for s in held if s is not None}
    look = f"{look_words(looks.pop())} " if len(looks) == 1 else ""
    return f"; every lane's {look}stretch spans it"


def _relation(thing: Thing, verb: str) -> Relation | None:
    return next((r for r in thing.relations if r.verb == verb), None)


def _marked(say: Voice, thing: Thing) -> str:
    return f"marked {say.words.spoken(thing.label)}" if thing.label else ""


def _means(say: Voice, thing: Thing) -> str:
    meaning = say.words.meaning(thing.means, thing.label)
    return f", {meaning}" if meaning else ""


def _told(say: Voice, thing: Thing) -> None:
    if isinstance(say, Discourse):
        for each in thing.members or (thing,):
            say.tell(each)


class AnnotationForm:
    """An annotation brings itself in (the describer adds no "there is"): its
    lead is the writer's `alt`, else its own phrase (`_said`)."""

    introduces = True

    @classmethod
    def lead(cls, say: Voice, thing: Thing) -> str:
        return thing.alt or cls._said(say, thing)

    @staticmethod
    def _said(say: Voice, thing: Thing) -> str:
        raise NotImplementedError


class DimensionForm(AnnotationForm):
    """A dimension line, by its two ends and its measure."""

    @staticmethod
    def _said(say: Voice, thing: Thing) -> str:
        return DimensionForm._line(say, thing, "")

    @staticmethod
    def _line(say: Voice, thing: Thing, verb: str) -> str:
        """"a blue dimension line runs from the first tread to the fifth,
        marked ninety seconds"; where notes stand level with its ends, each
        end with its words and the line's own first: "a blue dimension line
        marked 20x runs from the grey curve's end, marked ninety milliseconds,
        to the dark curve's end, marked four point five milliseconds"."""
        ends = DimensionForm._ends(say, thing)
        noted = thing.label is not None and any(", marked " in end for end in ends)
        if ends and verb:
            span = f"{verb} from {ends[0]}{',' if ', marked ' in ends[0] else ''} to {ends[1]}"
        elif ends:
            span = f"from {ends[0]}{',' if ', marked ' in ends[0] else ''} to {ends[1]}"
        else:
            span = "stands" if verb else ""
        if noted:  # its ends carry words too: its own said first
            return " ".join(filter(None, [noun_phrase(say, thing), _marked(say, thing), span]))
        return " ".join(filter(None, [noun_phrase(say, thing), span])) + (f", {_marked(say, thing)}" if thing.label else "")

    @staticmethod
    def _ends(say: Voice, thing: Thing) -> list[str]:
        """The names of the two anchors a dimension line measures between; none
        where either cannot be named."""
        relation = _relation(thing, "measures")
        keys = relation.over if relation is not None else ()
        at = relation.positions if relation is not None and len(relation.positions) == len(keys) else (None,) * len(keys)
        ends = [end_name(say, key, at=where) for key, where in zip(keys, at)]
        if len(ends) != 2 or not all(ends):
            return []
        return [said + marking.end_words(say, thing, end) for said, end in zip(ends, ("start", "end"))]  # a note level with an end: its words

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        _told(say, thing)
        if thing.alt:
            return [thing.alt]
        said = []
        for each in thing.members or (thing,):
            said.append(DimensionForm._line(say, each, "runs") + _means(say, each))
        return said


class DropForm(AnnotationForm):
    """A guide from a point to an axis, or to another thing."""

    @staticmethod
    def _said(say: Voice, thing: Thing) -> str:
        relation = _relation(thing, "drops-to")
        at = relation.positions if relation is not None and len(relation.positions) == 2 else (None, None)
        which = relation.ends if relation is not None and len(relation.ends) == 2 else (None, None)
        start = end_name(say, relation.subject, at=at[0], end=which[0]) if relation is not None and relation.subject else ""
        noun = noun_phrase(say, thing)
        if relation is None:
            return noun
        axis = relation.edge if relation.edge in AXIS_WORDS else ""
        verb = "runs" if axis == "y-axis" else "drops"
        source = f" from {start}" if start else ""
        if axis:
            met = position_words(say.words, (at[1],)).removeprefix("at ") if at[1] is not None and at[1] != at[0] else ""
            met = "" if source.endswith(f" at {met}") else met  # from a place, to the axis: the place said once
            where = f"to {say.words.spoken(thing.label)} on {AXIS_WORDS[axis]}" if thing.label else f"to {met} on {AXIS_WORDS[axis]}" if met else f"to {AXIS_WORDS[axis]}"
            if thing.label and source.endswith(f" at {say.words.spoken(thing.label)}"):  # "from the curve at 85% to 85%": once
                source = source[: -len(f" at {say.words.spoken(thing.label)}")]
            return f"{noun} {verb}{source} {where}"
        through = relation.edge == "through"
        target = end_name(say, relation.object, at=None if through else at[1], end=which[1])
        verb = "drops" if thing.motion == "descending" else "runs"
        if through:  # through a timeline's lanes to its axis, at the round place it meets there
            met = position_words(say.words, (at[1],)).removeprefix("at ") if at[1] is not None else ""
            where = f"to {say.words.spoken(thing.label)} on its axis" if thing.label else f"to {met} on its axis" if met else "to its axis"
            return f"{noun} {verb}{source} through {target} {where}" + _spanned(say, relation.object, at[1])
        marked = f", {_marked(say, thing)}" if thing.label else ""
        return f"{noun} {verb}{source} to {target}{marked}"

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        partner = _ends_pair(say, thing)
        if partner is not None and isinstance(say, Discourse) and say.told(partner.key) and say.told(thing.key):
            return []  # said with its partner, the guide from the other end
        _told(say, thing)
        if thing.alt:
            return [thing.alt]
        if partner is not None:  # "two dashed guides drop from the ends of ... to the ends of ...": counted, never said twice
            _told(say, partner)
            relation = _relation(thing, "drops-to")
            assert relation is not None  # `_ends_pair` holds
            ends = [end_name(say, key, end="ends") for key in (relation.subject, relation.object)]
            verb = "drop" if thing.motion == "descending" else "run"
            return [f"{noun_phrase(say, replace(thing, count=2))} {verb} from {ends[0]} to {ends[1]}"]
        return [DropForm._said(say, each) for each in (thing.members or (thing,))]


def _ends_pair(say: Voice, thing: Thing) -> Thing | None:
    """The guide alike to this one (its look, no words) between the same two
    things from their other ends: this from both starts, it from both ends.
    Two such guides frame what they join, and are said together."""
    mine = _relation(thing, "drops-to")
    if not isinstance(say, Discourse) or thing.members or thing.label or thing.alt or mine is None or mine.edge or mine.positions:
        return None
    if mine.ends not in (("start", "start"), ("end", "end")):
        return None
    for other in say.tops.values():
        theirs = _relation(other, "drops-to") if other.form == "drop" and other is not thing else None
        if (theirs is not None and not other.members and not other.label and not other.alt and other.look == thing.look and other.motion == thing.motion
                and (theirs.subject, theirs.object) == (mine.subject, mine.object) and not theirs.edge and not theirs.positions
                and set(theirs.ends + mine.ends) == {"start", "end"} and theirs.ends[0] == theirs.ends[1]):
            return other
    return None


class GuidesForm(AnnotationForm):
    """Guides between two anchors that are not a bar's parts: "two dashed
    guides spread out from the dark stretch of replica a to the lower
    timeline" (to a wider end: a zoom), else "drop" ("rise")."""

    @staticmethod
    def _said(say: Voice, thing: Thing) -> str:
        relation = _relation(thing, "drops-to") or _relation(thing, "rises-to")
        noun = noun_phrase(say, thing)
        if relation is None:
            return noun
        at = relation.positions if len(relation.positions) == 2 else (None, None)
        which = relation.ends if len(relation.ends) == 2 else (None, None)
        start = end_name(say, relation.subject, at=at[0], end=which[0]) if relation.subject else ""
        target = end_name(say, relation.object, at=at[1], end=which[1])
        verb = "spread out" if relation.edge == "opens" else "runs level" if relation.edge == "level" else "drop" if relation.verb == "drops-to" else "rise"
        verb += "s" if thing.count == 1 and verb in ("drop", "rise") else ""  # one guide over a gap: "drops"
        if target and relation.unit in UNIT_NOUNS:  # a zoom into another unit: the view's scale, then what it holds
            target = f"a view in {say.words.plural(UNIT_NOUNS[relation.unit])}, {target}"
        return " ".join(filter(None, [noun, verb, f"from {start}" if start else "", f"to {target}" if target else ""]))

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        _told(say, thing)
        return [thing.alt] if thing.alt else [GuidesForm._said(say, thing)]


def _lone(say: Voice, key: tuple) -> bool:
    """One drawn thing a frame holds (a node's local disk): said in full where
    the frame is, "around the grid and a drive marked local disk", not named
    before it is met and said again after."""
    held = say.thing(key) if isinstance(say, Discourse) else None
    return held is not None and held.form == "links" and held.count == 1 and held.arrangement not in ("row", "column")


def _lanes_held(say: Voice, keys: tuple) -> str:
    """"the four lanes": what a frame round one timeline already brought in holds,
    counted (the frame is said after it, `plan._frames_after_what_they_hold`)."""
    if not isinstance(say, Discourse) or len(keys) != 1:
        return ""
    held = say.thing(keys[0])
    if held is None or held.lanes is None or not say.told(held.key) or len(held.lanes.lanes) < 2:
        return ""
    return f"the {say.words.number(len(held.lanes.lanes))} {say.words.plural(held.lanes.noun)}"


def _shared_head(say: Voice, frames: tuple[Thing, ...]) -> str:
    """ "node": the noun every frame's `means` ends on ("a spot node", "the
    neighbour node"), where each has one: what they all stand for."""
    heads = {say.words.spoken(frame.means).split()[-1].lower() if frame.means and frame.means.split() else "" for frame in frames}
    head = heads.pop() if len(heads) == 1 else ""
    return head if head.isalpha() and say.words.singular(head) else ""  # "memory tenant t1 uses": "uses" is no noun, never "a uses"


def _caption(say: Voice, frame: Thing) -> str:
    """ ", marked no capacity below it": a frame's caption, the words under it."""
    return f", marked {say.words.spoken(frame.note)} below it" if frame.note else ""


class FrameForm(AnnotationForm):
    """Frames round groups of marks: one by its title and what it encloses;
    several together, each by its title and where it stands among them."""

    @staticmethod
    def phrase(say: Voice, thing: Thing) -> str:
        """Several frames as a noun phrase, for the opening to say what is
        drawn: "three frames side by side: time-slicing on the left, ..."."""
        return FrameForm._said(say, thing, verb="")

    @staticmethod
    def _said(say: Voice, thing: Thing, verb: str = "stand") -> str:
        rhythm = " dashed" if thing.look is not None and thing.look.line == "dashed" else ""
        if thing.count > 1:
            row = all(member.among in ("left", "right", "middle") for member in thing.members)
            joined = FrameForm._joined(say, thing) if row else ""
            head = _shared_head(say, thing.members)
            if head:  # "two nodes stand side by side as frames": what the frames stand for, as the blog says what a drawing represents
                each = [FrameForm._member(say, member) for member in thing.members]
                stand = f" {verb}{' side by side' if row else ''} as{rhythm} frames" if verb else f" drawn as{rhythm} frames{' side by side' if row else ''}"  # the opening: "as two nodes drawn as frames side by side"
                return f"{say.words.number(thing.count)} {say.words.plural(head)}{stand}: {say.words.join([e for e in each if e])}{joined}"
            each = [FrameForm._member(say, member, means=True) for member in thing.members]
            return f"{say.words.number(thing.count)}{rhythm} frames{f' {verb}' if verb else ''}{' side by side' if row else ''}: {say.words.join([e for e in each if e])}{joined}"
        relation = _relation(thing, "encloses")
        keys = relation.over if relation is not None else ()
        # A frame round one group (a node round its row) says the group in full,
        # as what it holds; round several marks it names them, each said in full after.
        whole = isinstance(say, Discourse) and len(keys) == 1 and (held := say.thing(keys[0])) is not None and held.arrangement in ("row", "column")
        inside = [end_name(say, key, introduce=whole or _lone(say, key)) for key in keys]
        titled = f" titled {say.words.spoken(thing.label)}" if thing.label else ""
        around = f" stands around {say.words.join(inside)}" if inside and all(inside) else ""
        counted = _lanes_held(say, keys)
        if counted:
            around = f" holds {counted}"
        return f"a{rhythm} frame{titled}{around}{_caption(say, thing)}{_means(say, thing)}"

    @staticmethod
    def _joined(say: Voice, thing: Thing) -> str:
        """ ", and an arrow leads from before to after": the one link between
        two titled frames side by side, said with them (and so said)."""
        if not isinstance(say, Discourse) or len(thing.members) != 2 or not all(m.label for m in thing.members):
            return ""
        first, second = thing.members
        between = [r for m in thing.members for r in say.hosted(m)[0] if r.object in (first.key, second.key) and r.object != m.key]
        if len(between) != 1 or between[0].via is None or between[0].via.label or between[0].via.alt:
            return ""
        relation = between[0]
        start, end = (first, second) if relation.subject == first.key else (second, first)
        line = links.via(say, relation)
        say.said(relation)
        if relation.verb in links.ARROWS:
            return f", and {line} leads from {say.words.spoken(start.label or '')} to {say.words.spoken(end.label or '')}"
        return f", and {line} joins them"

    @staticmethod
    def _member(say: Voice, member: Thing, means: bool = False) -> str:
        """ "before on the left": its title and its place among the frames, recorded
        as said; `means`: what it stands for too, where the frames share no noun."""
        title = say.words.spoken(member.label) if member.label else ""
        place = ""
        if member.among:
            place = say.places.said_as(member.key, member.among, f"on the {member.among}" if member.among in ("left", "right") else f"at the {member.among}")
        elif member.rank:
            place = say.places.said_as(member.key, None, f"the {say.words.ordinal(member.rank)}", rank=member.rank)
        return " ".join(filter(None, [title, place])) + (_means(say, member) if means else "") + _caption(say, member)

    @staticmethod
    def sentences(say: Voice, thing: Thing) -> list[str]:
        _told(say, thing)
        if thing.alt:
            return [thing.alt]
        return [FrameForm._said(say, thing)]
