"""Whether two elements may stand as they do: the role policy applied to their
drawn geometry. Lint reports what breaks it; the label search (layout) counts
it to choose where a label stands, so the two always agree."""

from __future__ import annotations

from blueprint.rules import policy
from blueprint.rules.geometry import lines_cross, meets, overlap
from blueprint.rules.marks import MarkIndex
from blueprint.scene import Box, Element, Line, Path, Text


FARTHEST = policy.BRAND_CLEARANCE + 1.0  # past the widest clearance (and a pixel for rounding), boxes break no rule


def conflict(first: Element, second: Element, marks: MarkIndex) -> str | None:
    """The rule two elements break (OVERLAP or TOUCH), or None if they may stand so.
    Two elements judged by their boxes (not a line's or a path's course) that
    stand further apart than any clearance break none, whatever their kin:
    found before their kin is weighed, as most pairs a label's places look
    at are (issue 27 item 7)."""
    if _boxed(first) and _boxed(second) and _far(first.bounds, second.bounds):
        return None
    return judged(first, second, policy.kin(first, second, marks.mark_of, marks.joined, marks.holds_end))


def _far(a: Box, b: Box) -> bool:
    """Whether `a` grown by FARTHEST misses `b` (`Box.grown` and `Box.overlaps`, written out: this runs for most pairs)."""
    return not (a.x - FARTHEST < b.x + b.width and b.x < a.x + a.width + FARTHEST and a.y - FARTHEST < b.y + b.height and b.y < a.y + a.height + FARTHEST)


def _boxed(element: Element) -> bool:
    """Whether every rule judges the element by its box (`geometry.meets`: all but lines and paths)."""
    return not isinstance(element, (Line, Path))


def judged(first: Element, second: Element, kin: policy.Kin) -> str | None:
    rule = policy.rule(first, second, kin)
    return rule if rule is not None and breaks(first, second, rule) else None


def breaks(first: Element, second: Element, rule: str) -> bool:
    if rule == policy.OVERLAP:
        a, b = solid(first), solid(second)
        if a is not None and b is not None:
            across, down = overlap(a, b)
            return across > 0.5 and down > 0.5
        if a is not None:
            return meets(a.grown(-0.5), second, 0.0)
        if b is not None:
            return meets(b.grown(-0.5), first, 0.0)
        if "leader" in (first.role, second.role):
            return lines_cross(first, second) or _words_end_on(first, second)  # a leader against a plotted line: crossing it, not lying in its box
        return first.bounds.overlaps(second.bounds)
    box, element = (solid(first), second) if solid(first) is not None else (solid(second), first)
    if box is None:
        return False  # two lines may cross
    if first.role == "brand" or second.role == "brand":
        return meets(box, element, policy.BRAND_CLEARANCE)  # the wordmark's corner is its own
    spaced = any(isinstance(e, Text) for e in (first, second)) and any(policy.role_class(e) == policy.BODY for e in (first, second))
    return meets(box, element, policy.TEXT_CLEARANCE if spaced else policy.CLEARANCE)  # a label keeps half a space from a shape


def solid(element: Element) -> Box | None:
    """The box of an element that fills its box (a label, a block, an icon's
    part); None for a line or a path, judged by its drawing."""
    if policy.role_class(element) in (policy.STROKE, policy.LINK, policy.OVERLAY, policy.AREA, policy.ANNOTATION) and element.kind in ("line", "path"):
        return None
    return element.bounds


END_ON = 2.0  # px: a leader's end this near a line stands on it (a stroke's width and a half)


def _words_end_on(first: Element, second: Element) -> bool:
    """Whether a leader's far end (at its words; every leader is drawn from its
    dot) stands on the other line: the words then read as naming that line
    (review 10: a leader ending where another series crosses the target line)."""
    leader, line = (first, second) if first.role == "leader" else (second, first)
    return isinstance(leader, Line) and meets(Box(leader.x2, leader.y2, 0.0, 0.0), line, END_ON)
