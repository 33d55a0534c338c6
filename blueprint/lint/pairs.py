"""Every pair of elements that meet, judged by the policy of roles.

Pairs are found through a spatial index, each once. Findings are gathered by
the two things involved (a connector through six cells of one grid is one
finding, counted), blamed on the one the writer should change, and say what
would fix it."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.lint import policy
from blueprint.lint.geometry import meets, overlap
from blueprint.lint.index import Buckets
from blueprint.lint.names import MarkIndex, Names
from blueprint.scene import Box, Element, Scene, SpecPath, Text

PILE = 20  # an element found meeting this many others stops looking: the finding is made


@dataclass
class Meeting:
    """One pair of things that meet against the policy: `blamed` is the one
    to change, `other` the one it meets, `count` how many of `other`'s kind."""

    blamed: Element
    other: Element
    rule: str
    count: int = 1
    area: Box | None = None


def meetings(scene: Scene, names: Names) -> Iterator[Meeting]:
    """The pairs that break the policy, gathered by what they are about.

    Labels are filed apart from shapes, so labels piled on labels (one finding
    a pile, in `lint`) cost nothing here; parts of one mark that the policy
    trusts are passed over before any geometry; and an element already found
    meeting PILE others stops looking."""
    elements = scene.elements
    shapes, texts = Buckets(scene.width, scene.height), Buckets(scene.width, scene.height)
    marks = [names.mark_of(e.owner) for e in elements]
    classes = [policy.role_class(e) for e in elements]
    gathered: dict[tuple, Meeting] = {}
    for later, element in enumerate(elements):
        box = element.bounds
        if not all(math.isfinite(v) for v in (box.x, box.y, box.width, box.height)):
            continue
        near = box.grown(policy.CLEARANCE + 1)
        found = 0
        for earlier in _chain(shapes.near(near), () if classes[later] == policy.TEXT else texts.near(near)):
            if marks[earlier] == marks[later] and classes[later] not in policy.WATCHED and classes[earlier] not in policy.WATCHED:
                continue
            other = elements[earlier]
            rule = conflict(element, other, names)
            if rule is None:
                continue
            kin = policy.kin(element, other, names.mark_of, names.joined)
            blamed, against = _blame(element, other, kin, names)
            key = (blamed.source, blamed.role if not isinstance(blamed, Text) else blamed.owner,
                   names.mark_of(against.owner) or against.owner, against.role, rule)
            if key in gathered:
                meeting = gathered[key]
                meeting.count += 1
                meeting.area = meeting.area.union(against.bounds) if meeting.area else against.bounds
            else:
                gathered[key] = Meeting(blamed, against, rule, 1, blamed.bounds.union(against.bounds))
            found += 1
            if found >= PILE:
                break
        (texts if classes[later] == policy.TEXT else shapes).add(later, box)
    yield from gathered.values()


def _chain(*iterables: Iterable[int]) -> Iterator[int]:
    for iterable in iterables:
        yield from iterable


def conflict(first: Element, second: Element, marks: MarkIndex) -> str | None:
    """The rule two elements break (OVERLAP or TOUCH), or None if they may stand so."""
    kin = policy.kin(first, second, marks.mark_of, marks.joined)
    rule = policy.rule(first, second, kin)
    return rule if rule is not None and _breaks(first, second, rule) else None


def _breaks(first: Element, second: Element, rule: str) -> bool:
    if rule == policy.OVERLAP:
        a, b = _solid(first), _solid(second)
        if a is not None and b is not None:
            across, down = overlap(a, b)
            return across > 0.5 and down > 0.5
        box, element = (a, second) if a is not None else (b, first) if b is not None else (None, None)
        if box is None:
            return first.bounds.overlaps(second.bounds)
        return meets(box.grown(-0.5), element, 0.0)
    box, element = (_solid(first), second) if _solid(first) is not None else (_solid(second), first)
    if box is None:
        return False  # two lines may cross
    return meets(box, element, policy.CLEARANCE)


def _solid(element: Element) -> Box | None:
    """The box of an element that fills its box (a label, a block, an icon's
    part); None for a line or a path, judged by its drawing."""
    if policy.role_class(element) in (policy.STROKE, policy.LINK, policy.OVERLAY, policy.AREA) and element.kind in ("line", "path"):
        return None
    return element.bounds


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
    this, that = names.name(blamed), names.name(other, meeting.count)
    if other.role == "brand":
        message = messages.MEETS_BRAND.format(this=this, wordmark=other.text) + "; " + messages.FIX_BRAND
        where = blamed.source
    else:
        template = (
            messages.MEETS_THROUGH if policy.role_class(blamed) == policy.LINK and policy.role_class(other) in (policy.BODY, policy.AREA)
            else messages.MEETS_OVERLAP if meeting.rule == policy.OVERLAP else messages.MEETS_TOUCH
        )
        where, fix = _fix(meeting, scene, names, that, unit)
        message = template.format(this=this, other=that, line=names.line(other)) + "; " + fix
    area = meeting.area or blamed.bounds
    diagnostics.error(names.source.locate(where), message, (area.x, area.y, area.width, area.height))


def _fix(meeting: Meeting, scene: Scene, names: Names, other_name: str, unit: float) -> tuple[SpecPath, str]:
    """Where to point the writer, and what to tell them."""
    blamed = meeting.blamed
    blamed_class = policy.role_class(blamed)
    if blamed_class == policy.LINK:
        return blamed.source, messages.FIX_ROUTE.format(other=other_name)
    if isinstance(blamed, Text):
        owner = names.marks.get(names.mark_of(blamed.owner) or ())
        if owner is not None and owner.kind == "connector":
            return blamed.source, messages.FIX_LINK_LABEL
        return blamed.source, messages.FIX_LABEL.format(other=other_name)
    return _fix_blocks(meeting, scene, names, unit)


def _fix_blocks(meeting: Meeting, scene: Scene, names: Names, unit: float) -> tuple[SpecPath, str]:
    """Two marks on each other: the relation that placed the later one, and the
    gap that would part them; or the pins that put both on one place."""
    blamed, other = meeting.blamed, meeting.other
    blocks = {block.path: block for block in scene.blocks}
    mine, theirs = blocks.get(names.mark_of(blamed.owner) or ()), blocks.get(names.mark_of(other.owner) or ())
    if mine is None:
        return blamed.source, messages.FIX_MOVE
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
