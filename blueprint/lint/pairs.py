"""Every pair of elements that meet, judged by the policy of roles.

Pairs are found through a spatial index, each once. Findings are gathered by
the two things involved (a connector through six cells of one grid is one
finding, counted), blamed on the one the writer should change, and say what
would fix it."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from itertools import chain
from dataclasses import dataclass, field

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.lint.names import Names
from blueprint.rules import policy
from blueprint.rules.geometry import overlap
from blueprint.rules.index import Buckets, MarkBuckets
from blueprint.rules.judge import judged, solid
from blueprint.scene import Box, Element, Line, MarkInfo, Path, Scene, SpecPath, Text

MEET_MARGIN = 6.0  # px around where two things meet, in a draft's outline
LINES_APART = 6.0  # px: two level lines closer than this read as one thick line
TICKS_APART = 0.5  # px: two ticks of a lane hide each other only on the very same spot
LINES_APART_ON_INDEX = 3.0  # px on the blog's 400 px index: closer, two lines 8 px apart on the card read as one there
INDEX_WIDTH = 400.0
PILE = 20  # an element found meeting this many others stops looking: the finding is made


@dataclass
class Meeting:
    """One pair of things that meet against the policy: `blamed` is the one
    to change, `other` the one it meets, `count` how many of `other`'s kind."""

    blamed: Element
    other: Element
    rule: str
    count: int = 1  # how many things of `other`'s kind (parts of one icon are one thing)
    area: Box | None = None
    owners: set = field(default_factory=set)
    roles: set = field(default_factory=set)  # several kinds of one mark's parts: the finding names the mark
    blamed_roles: set = field(default_factory=set)


def meetings(scene: Scene, names: Names) -> Iterator[Meeting]:
    """The pairs that break the policy, gathered by what they are about.

    Labels are filed apart from shapes, so labels piled on labels (one finding
    a pile, in `lint`) cost nothing here; parts of one mark that the policy
    trusts are passed over before any geometry; and an element already found
    meeting PILE others stops looking."""
    elements = scene.elements
    shapes, texts = MarkBuckets(scene.width, scene.height, len(elements)), Buckets(scene.width, scene.height)
    marks = [names.mark_of(e.owner) for e in elements]
    classes = [policy.role_class(e) for e in elements]
    plain = [classes[i] in (policy.BODY, policy.AREA) and not policy.watched(e) for i, e in enumerate(elements)]
    spots: dict[tuple, list[int]] = {}  # plain parts by list and place: the same spot twice is one hidden
    apart = max(LINES_APART, LINES_APART_ON_INDEX * scene.width / INDEX_WIDTH)  # on the card, and as the index shows it
    gathered: dict[tuple, Meeting] = {}
    for later, element in enumerate(elements):
        box = element.bounds
        if not all(math.isfinite(v) for v in (box.x, box.y, box.width, box.height)):
            continue
        near = box.grown((policy.BRAND_CLEARANCE if element.role == "brand" else policy.TEXT_CLEARANCE) + 1)
        found = 0
        # looked at as met, not listed first: an element under a pile stops at the PILE-th it meets, not after listing them all
        candidates: Iterator[tuple[int, str | None]] = ((earlier, None) for earlier in shapes.near_others(near, later, marks[later], plain[later]))
        if classes[later] != policy.TEXT:
            candidates = chain(candidates, ((earlier, None) for earlier in texts.near(near)))
        if plain[later]:
            spot = (element.owner[:-1], element.role, round(box.x * 2), round(box.y * 2), round(box.width * 2), round(box.height * 2))
            candidates = chain([(earlier, policy.HIDDEN) for earlier in spots.get(spot, ()) if elements[earlier].owner != element.owner], candidates)
            spots.setdefault(spot, []).append(later)
        for earlier, given in candidates:
            other = elements[earlier]
            kin = policy.kin(element, other, names.mark_of, names.joined, names.holds_end)
            if given is None and marks[earlier] == marks[later] and _merged(element, other, apart):
                given = policy.HIDDEN
            rule = given or judged(element, other, kin)
            if rule is None:
                continue
            blamed, against = _blame(element, other, kin, names)
            mine = blamed.owner if isinstance(blamed, Text) or rule == policy.HIDDEN else names.mark_of(blamed.owner) or blamed.owner
            key = (mine, names.mark_of(against.owner) or against.owner, rule)
            if key in gathered:
                meeting = gathered[key]
                meeting.owners.add(against.owner)
                meeting.roles.add(against.role)
                meeting.blamed_roles.add(blamed.role)
                meeting.count = len(meeting.owners)
                meeting.area = meeting.area.union(_where_they_meet(blamed, against)) if meeting.area else _where_they_meet(blamed, against)
            else:
                gathered[key] = Meeting(blamed, against, rule, 1, _where_they_meet(blamed, against), {against.owner}, {against.role}, {blamed.role})
            found += 1
            if found >= PILE:
                break
        if classes[later] == policy.TEXT:
            texts.add(later, box)
        else:
            shapes.file(later, box, marks[later], plain[later])
    yield from gathered.values()


def _where_they_meet(first: Element, second: Element) -> Box:
    """Where on the card two things meet, for a draft to outline: the part of
    their boxes they share (with room to see it), not all of a curve's plot."""
    a, b = first.bounds.grown(MEET_MARGIN), second.bounds.grown(MEET_MARGIN)
    across, down = overlap(a, b)
    if across <= 0 or down <= 0:
        return a.union(b)
    return Box(max(a.x, b.x), max(a.y, b.y), across, down)


def _merged(first: Element, second: Element, apart: float = LINES_APART) -> bool:
    """Two lines of one list (two reference lines) under `apart` of each other
    over a shared stretch: a reader sees one thick line (on the card, or on
    the 400 px index). (Blocks of one list on one spot are found by their
    place, in `meetings`.)"""
    if not (isinstance(first, Line) and isinstance(second, Line)) or first.role != second.role:
        return False
    if first.owner == second.owner or first.owner[:-1] != second.owner[:-1]:
        return False  # only siblings of one list: a filled span re-draws its row's cells by design
    if first.role == "tick":  # ticks are read as a train (arrivals clustered in places) and counted in words: only one spot twice hides one
        apart = TICKS_APART
    if first.y1 == first.y2 and second.y1 == second.y2:
        return abs(first.y1 - second.y1) < apart and _shared(first.x1, first.x2, second.x1, second.x2) > apart
    if first.x1 == first.x2 and second.x1 == second.x2:
        return abs(first.x1 - second.x1) < apart and _shared(first.y1, first.y2, second.y1, second.y2) > apart
    return False


def _shared(a1: float, a2: float, b1: float, b2: float) -> float:
    """How long two stretches of one axis run together."""
    return min(max(a1, a2), max(b1, b2)) - max(min(a1, a2), min(b1, b2))


def _blame(first: Element, second: Element, kin: policy.Kin, names: Names) -> tuple[Element, Element]:
    """The element the writer should change, then the other: the link (it can be
    routed), then the label (it can be moved), then the later mark in the spec."""
    classes = policy.role_class(first), policy.role_class(second)
    for wanted in (policy.LINK, policy.TEXT):
        if wanted in classes and classes[0] != classes[1]:
            if wanted == policy.TEXT and policy.LINK in classes:
                continue
            return (first, second) if classes[0] == wanted else (second, first)
    if policy.BRAND in classes:
        return (second, first) if classes[0] == policy.BRAND else (first, second)
    return (first, second) if names.index(first.owner) >= names.index(second.owner) else (second, first)


def report(meeting: Meeting, scene: Scene, names: Names, unit: float, diagnostics: Diagnostics) -> None:
    blamed, other = meeting.blamed, meeting.other
    this = names.name_mark(blamed) if len(meeting.blamed_roles) > 1 else names.name(blamed)
    that = names.name_mark(other) if len(meeting.roles) > 1 else names.name(other, meeting.count)
    if other.role == "brand":
        assert isinstance(other, Text)  # the wordmark, the one element with the role (layout's _wordmark)
        message = messages.MEETS_BRAND.format(this=this, wordmark=other.text) + "; " + messages.FIX_BRAND.format()
        where = blamed.source
    else:
        through = policy.role_class(blamed) == policy.LINK and policy.role_class(other) in (policy.BODY, policy.AREA)
        joined = names.joined(names.mark_of(blamed.owner) or (), names.mark_of(other.owner) or ())
        template = (
            messages.MEETS_HIDDEN if meeting.rule == policy.HIDDEN
            else messages.MEETS_CROSSES_PLOTTED if _leader_across_plotted(blamed, other)
            else messages.MEETS_ACROSS if through and joined
            else messages.MEETS_THROUGH if through
            else messages.MEETS_OVERLAP if meeting.rule == policy.OVERLAP or _inside_each_other(blamed, other) else messages.MEETS_TOUCH
        )
        where, fix = _fix(meeting, scene, names, that, unit)
        message = template.format(this=this, other=that, line=names.line(other), total=meeting.count + 1) + "; " + fix
        suggested = _suggested(where, meeting, scene, names, fix)
    area = meeting.area or blamed.bounds
    diagnostics.error(names.source.locate(where), message, (area.x, area.y, area.width, area.height), fix=suggested if other.role != "brand" else None)


def _suggested(where: SpecPath, meeting: Meeting, scene: Scene, names: Names, fix: str) -> tuple[SpecPath, object] | None:
    """The fix a message suggests as key and value, where it names one (a `gap`, a `route`)."""
    gap = re.search(r"a `gap` of (\d+) or more", fix)
    if gap and where and where[-1] in ("right-of", "left-of", "above", "below"):
        return where[:-1] + ("gap",), int(gap.group(1))
    if fix.startswith(messages.FIX_ROUTE.split("(")[0]) and policy.role_class(meeting.blamed) == policy.LINK:  # said only of a route the writer chose
        link = names.mark_of(meeting.blamed.owner)
        if link is not None:
            return link + ("route",), other_routes(link, scene)[0]
    return None


def route_advice(link: SpecPath, scene: Scene, names: Names, other: str) -> str:
    """What parts a connector from what it runs through: another `route` where
    the writer chose one (the tool then goes round with the others); where the
    tool chose, it found no way round, and only moving the other helps."""
    if not written_route(link, names):
        return messages.FIX_ROUTE_CHOSEN.format(other=other)
    return messages.FIX_ROUTE.format(other=other, routes=" or ".join(f"`{route}`" for route in other_routes(link, scene)))


def written_route(link: SpecPath, names: Names) -> bool:
    return link + ("route",) in names.source.values


def drawn_route(link: SpecPath, scene: Scene) -> str:
    """The route a connector was drawn by, read from its line: a curve, corners, or one straight stretch."""
    lines = [e for e in scene.elements if e.owner == link and e.role == "connector"]
    if any(isinstance(e, Path) and any(command in "QC" for command, _ in e.segments) for e in lines):
        return "curved"
    points = sum(len(e.segments) for e in lines if isinstance(e, Path)) + 2 * sum(1 for e in lines if not isinstance(e, Path))
    return "elbow" if points > 2 else "straight"


def other_routes(link: SpecPath, scene: Scene) -> list[str]:
    """The routes a connector was not drawn by, the likeliest to go round first."""
    drawn = drawn_route(link, scene)
    return [route for route in ("elbow", "curved", "straight") if route != drawn]


def _leader_across_plotted(blamed: Element, other: Element) -> bool:
    """A leader crossing a line a chart plots (a series, a target line)."""
    return blamed.role == "leader" and other.role in policy.PLOTTED


def _inside_each_other(first: Element, second: Element) -> bool:
    a, b = solid(first), solid(second)
    if a is None or b is None:
        return False
    across, down = overlap(a, b)
    return across > 0.5 and down > 0.5


def _fix(meeting: Meeting, scene: Scene, names: Names, other_name: str, unit: float) -> tuple[SpecPath, str]:
    """Where to point the writer, and what to tell them."""
    blamed = meeting.blamed
    blamed_class = policy.role_class(blamed)
    if meeting.rule == policy.HIDDEN:
        return blamed.source, messages.FIX_HIDDEN
    bracket = names.marks.get(names.mark_of(blamed.owner) or ())
    if bracket is not None and bracket.kind == "bracket":  # its line or its words: the bracket is placed by where it is written
        return blamed.source, messages.FIX_BRACKET
    if bracket is not None and bracket.kind in ("dimension", "frame"):  # placed from what it attaches to, as a bracket is
        return blamed.source, messages.FIX_ANNOTATION.format(kind=messages.MARK_NOUNS[bracket.kind][0])
    if blamed_class == policy.LINK:
        owner = names.marks.get(names.mark_of(blamed.owner) or ())
        plotted = _leader_across_plotted(blamed, meeting.other)
        if blamed.role == "leader" and owner is not None and owner.kind == "note":  # straight from its words: the note moves, it has no route
            return blamed.owner[:-1], messages.FIX_NOTE_LEADER_PLOTTED if plotted else messages.FIX_LEADER.format(other=other_name)
        if plotted:  # a part's words on a leader: the search found no place whose leader crosses no other line
            return blamed.source[:-1], messages.FIX_PART_LEADER_PLOTTED
        return blamed.source, route_advice(names.mark_of(blamed.owner) or blamed.source, scene, names, other_name)
    if isinstance(blamed, Text):
        owner = names.marks.get(names.mark_of(blamed.owner) or ())
        if owner is not None and owner.kind == "connector":
            return blamed.source, _fix_link_label(blamed, owner, scene, unit)
        return blamed.source, messages.FIX_LABEL.format(other=other_name)
    return _fix_blocks(meeting, scene, names, unit)


def _fix_link_label(label: Text, link: MarkInfo, scene: Scene, unit: float) -> str:
    """A line's label in the way: another place along the line, if the line is
    long enough to hold it; else the gap that would make it so, on the block
    placed beside the other by a gap the writer gave."""
    lines = [e.bounds for e in scene.elements if e.owner == link.path and policy.role_class(e) == policy.LINK and e.role == "connector"]
    length = max((max(b.width, b.height) for b in lines), default=0.0)
    wanted = label.bounds.width + 4 * policy.TEXT_CLEARANCE
    if length >= wanted:
        return messages.FIX_LINK_LABEL
    blocks = {block.path: block for block in scene.blocks}
    joined = {blocks[path].id for path in link.joins if path in blocks}
    for block in scene.blocks:
        if block.relation in ("right-of", "left-of") and block.id in joined and block.target.split(".")[0] in joined:
            target = next(b for b in scene.blocks if b.id == block.target.split(".")[0])
            gap = _gap(block.box, target.box, True) + wanted - length
            return messages.FIX_LINK_LABEL_GAP.format(id=block.id, gap=int(math.ceil(gap / unit) * unit))
    return messages.FIX_LINK_LABEL_SHORT


def _fix_blocks(meeting: Meeting, scene: Scene, names: Names, unit: float) -> tuple[SpecPath, str]:
    """Two marks on each other: the relation that placed the later one, and the
    gap that would part them; or the pins that put both on one place."""
    blamed, other = meeting.blamed, meeting.other
    blocks = {block.path: block for block in scene.blocks}
    mine, theirs = blocks.get(names.mark_of(blamed.owner) or ()), blocks.get(names.mark_of(other.owner) or ())
    if mine is None:
        return blamed.source, messages.FIX_MOVE
    if names.mark_of(blamed.owner) == names.mark_of(other.owner):
        return blamed.source, messages.FIX_WITHIN.format(kind=mine.kind)
    who = f"`{mine.id}`" if mine.id else f"this {mine.kind}"
    if mine.relation == "over" and policy.role_class(other) == policy.STROKE:
        return mine.path + ("over",), messages.FIX_OVER_LINE.format(who=who, target=mine.target)
    if mine.relation == "over" and theirs is not None:
        return mine.path + ("over",), messages.FIX_OVER.format(who=who, other=theirs.id or theirs.kind)
    if mine.relation == "at" and theirs is not None and theirs.relation == "at":
        return mine.path + ("at",), messages.FIX_PINNED
    if theirs is not None and mine.relation in ("right-of", "left-of", "above", "below") and theirs.id and mine.target.split(".")[0] == theirs.id:
        across, down = overlap(blamed.bounds, other.bounds)
        sideways = mine.relation in ("right-of", "left-of")
        gap = _gap(mine.box, theirs.box, sideways) + (across if sideways else down) + 2 * policy.CLEARANCE
        needed = int(max(unit, math.ceil(gap / unit) * unit))
        return mine.path + (mine.relation,), messages.FIX_GAP.format(id=mine.id or mine.kind, gap=needed)
    return mine.path, messages.FIX_PLACE.format(id=mine.id or mine.kind)


def _gap(mine: Box, theirs: Box, sideways: bool) -> float:
    across, down = overlap(mine, theirs)
    return max(0.0, -(across if sideways else down))
