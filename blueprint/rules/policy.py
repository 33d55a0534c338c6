"""The one place that says what may touch what.

Every drawn element plays a role (`scene.Element.role`); roles fall into a few
classes, and a table says, for two classes and how the two elements are
related, whether they may meet and how closely lint looks:

- `OVERLAP`: their interiors must not overlap (touching edges is fine);
- `TOUCH`: they must keep `CLEARANCE` apart (a label and a line, an icon
  and a reference line);
- `None`: they may meet (a cross over a cable, a block on a card, a label
  inside its own part, lines crossing lines).

How two elements are related (`Kin`):
- `OWN`: one belongs to the other (a label and the part it names; a tier and
  its tower). For a label and a line, only the label's own line counts: a
  chart's curve does not own the labels of the chart's reference lines;
- `SAME`: parts of one mark (or of a group and a mark in it), drawn together
  by the mark and trusted to fit, except for its labels;
- `JOINED`: a connector (or a note's leader, or a mark drawn `over`) and a
  mark it joins;
- `APART`: anything else.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from blueprint.rules.geometry import meets
from blueprint.scene import Box, Element, Line, SpecPath, Text

MarkOf = Callable[[SpecPath], SpecPath | None]  # the mark an owner belongs to, if any
Joined = Callable[[SpecPath, SpecPath], bool]  # whether mark a joins mark b
HoldsEnd = Callable[[SpecPath, Element], bool]  # whether an element holds an end of a link mark


class Kin(Enum):
    OWN = "own"
    SAME = "same"
    JOINED = "joined"
    APART = "apart"


OVERLAP = "overlap"
TOUCH = "touch"
HIDDEN = "hidden"  # two things of one kind on the very same spot, within one mark
CLEARANCE = 1.5  # px two elements that may not touch keep apart
BRAND_CLEARANCE = 16.0  # px around the wordmark: its corner, where no mark stands
TEXT_CLEARANCE = 6.0  # px a label keeps from a shape not its own (under half a space it reads as touching)

TEXT, BODY, AREA, STROKE, LINK, OVERLAY, BRAND = "text", "body", "area", "stroke", "link", "overlay", "brand"
ANNOTATION = "annotation"  # a bracket or a brace: it marks what it spans from beside it, and touches nothing
BACKDROP = "backdrop"  # a band behind a mark's plot: what stands on the plot stands over it, so it meets anything but the brand
PLATED = "plated"  # words inside a part on a surface of their own (a paper plate, or the part's solid fill), and the plate: an area under them is hidden, not met

CLASSES = {
    "label": TEXT,
    "inside": TEXT,  # a label set inside its part (`label-side: inside`, a grid's `cell-labels`)
    "plated": PLATED,  # a label set inside a part that stands over an area (a curve's block), on a plate or on its fill
    "plate": PLATED,  # that plate
    "brand": BRAND,
    **dict.fromkeys(("bar", "part", "cell", "foundation", "level", "tier", "segment", "span", "marker", "icon", "pin", "swatch"), BODY),
    "region": AREA,
    **dict.fromkeys(("curve", "riser", "tread", "landing", "floor", "baseline", "scale", "guide", "reference", "boundary", "range", "tick", "rail", "divider"), STROKE),
    **dict.fromkeys(("connector", "leader", "arrowhead"), LINK),
    "cross": OVERLAY,
    "sign": OVERLAY,
    "bracket": ANNOTATION,
    "dimension": ANNOTATION,  # a dimension line stands beside what it measures, as a bracket does
    "frame": ANNOTATION,  # a frame stands a padding clear of what it encloses
    "band": BACKDROP,  # a band lies behind a mark's plot: everything on the plot stands over it
}

# (class, class) -> {kin: rule}; a pair absent here, or a kin absent from its
# entry, may meet. Each pair is written once, its classes in this order.
ORDER = (TEXT, BODY, AREA, STROKE, LINK, OVERLAY, BRAND, ANNOTATION, BACKDROP, PLATED)
_NOT_OWN = {Kin.SAME: TOUCH, Kin.JOINED: TOUCH, Kin.APART: TOUCH}
RULES: dict[tuple[str, str], dict[Kin, str]] = {
    (TEXT, BODY): {Kin.SAME: TOUCH, Kin.JOINED: TOUCH, Kin.APART: TOUCH},
    (TEXT, AREA): {Kin.SAME: OVERLAP, Kin.JOINED: OVERLAP, Kin.APART: OVERLAP},
    (TEXT, STROKE): _NOT_OWN,
    (TEXT, LINK): _NOT_OWN,
    (TEXT, OVERLAY): _NOT_OWN,
    (TEXT, BRAND): {Kin.APART: TOUCH},
    (BODY, BODY): {Kin.APART: TOUCH},
    (BODY, AREA): {Kin.APART: OVERLAP},
    (BODY, STROKE): {Kin.APART: TOUCH},
    (BODY, LINK): {Kin.APART: OVERLAP, Kin.SAME: OVERLAP},
    (AREA, LINK): {Kin.APART: OVERLAP},
    (STROKE, LINK): {Kin.APART: OVERLAP},
    (BODY, BRAND): {Kin.APART: TOUCH},
    (AREA, BRAND): {Kin.APART: TOUCH},
    (STROKE, BRAND): {Kin.APART: TOUCH},
    (LINK, BRAND): {Kin.APART: TOUCH},
    (OVERLAY, BRAND): {Kin.APART: TOUCH},
    # A bracket stands beside what it spans, a gap apart: unlike a connector
    # or guides, which meet the marks they join, it touches nothing, not even
    # what it spans (JOINED) or its own label (SAME).
    (TEXT, ANNOTATION): _NOT_OWN,
    (BODY, ANNOTATION): {Kin.JOINED: TOUCH, Kin.APART: TOUCH},
    (AREA, ANNOTATION): {Kin.JOINED: OVERLAP, Kin.APART: OVERLAP},
    (STROKE, ANNOTATION): {Kin.JOINED: TOUCH, Kin.APART: TOUCH},
    (LINK, ANNOTATION): {Kin.APART: OVERLAP},
    (OVERLAY, ANNOTATION): {Kin.JOINED: TOUCH, Kin.APART: TOUCH},
    (BRAND, ANNOTATION): {Kin.APART: TOUCH},
    (ANNOTATION, ANNOTATION): {Kin.APART: TOUCH},
    (BRAND, BACKDROP): {Kin.APART: TOUCH},
}
# Words on a plate, and their plate, meet what words meet, but for an area
# under them: the plate hides it (blocklabels6).
RULES.update({(other, PLATED): rules for (first, other), rules in list(RULES.items()) if first == TEXT and other != AREA})


WATCHED = (TEXT, LINK, ANNOTATION, PLATED)  # the classes whose rules reach inside one mark (SAME); other parts of a mark are trusted

# An icon a mark stands on its drawing (a save icon over a curve, on a lane)
# keeps clear of the mark's lines, as it would of another mark's.
# A boundary or a guide marks a moment, and an icon at that moment (a save
# icon at the wall-time line) stands on it by design.
ICON_RULES: dict[str, dict[Kin, str]] = {STROKE: {Kin.SAME: TOUCH, Kin.JOINED: TOUCH, Kin.APART: TOUCH}, OVERLAY: {Kin.SAME: TOUCH}}
MOMENTS = ("boundary", "guide")


SPACE = 0.6  # a space of the shipped monospace font, in ems


def spaced(text: Text, box: Box | None = None) -> Box:
    """A label's box (or `box`, a place it may take) with half a space either
    side: two labels whose spaced boxes meet read as one (above and below, a
    line's own leading parts them)."""
    at = text.box if box is None else box
    half = SPACE * text.size / 2
    return Box(at.x - half, at.y, at.width + 2 * half, at.height)


def labels_meet(first: Text, second: Text) -> bool:
    """Two labels on each other, or closer than a space on one line."""
    return spaced(first).overlaps(spaced(second))


def role_class(element: Element) -> str:
    """An unknown role is judged as a body: it may overlap nothing."""
    return CLASSES.get(element.role, BODY)


def watched(element: Element) -> bool:
    """Whether rules reach this element inside its own mark."""
    return role_class(element) in WATCHED or element.role == "icon"


def rule(first: Element, second: Element, kin: Kin) -> str | None:
    """How closely lint looks at two elements: OVERLAP, TOUCH, or None."""
    for icon, other in ((first, second), (second, first)):
        if icon.role == "icon" and role_class(other) in ICON_RULES and not (kin is Kin.SAME and other.role in MOMENTS):
            return ICON_RULES[role_class(other)].get(kin)
    a, b = role_class(first), role_class(second)
    if ORDER.index(a) > ORDER.index(b):
        a, b = b, a
    return RULES.get((a, b), {}).get(kin)


def _any_end(link: SpecPath, element: Element) -> bool:
    return True


def kin(first: Element, second: Element, mark_of: MarkOf, joined: Joined, holds_end: HoldsEnd = _any_end) -> Kin:
    """How two elements are related (see the module's docstring). `mark_of`
    gives the mark an owner belongs to; `joined(a, b)` whether mark a joins b;
    `holds_end(link, element)` whether the element holds an end of the link
    mark: a connector joins its ends, not every part of the marks it joins
    (it may leave a card's status bar, not run through its pins)."""
    if isinstance(second, Text) and not isinstance(first, Text):
        first, second = second, first
    if isinstance(first, Text):
        if _owns(second, first, mark_of):
            return Kin.OWN
    elif _prefix(first.owner, second.owner) or _prefix(second.owner, first.owner):
        outer = first if len(first.owner) <= len(second.owner) else second
        if not (role_class(outer) == STROKE and outer.owner == mark_of(outer.owner)):  # a chart's curve owns not the icons on it
            return Kin.OWN
    mark_a, mark_b = mark_of(first.owner), mark_of(second.owner)
    if mark_a is not None and mark_b is not None:
        if _prefix(mark_a, mark_b) or _prefix(mark_b, mark_a):
            return Kin.APART if _leader_off_its_line(first, second) else Kin.SAME
        if joined(mark_a, mark_b) and _meets_its_end(first, second, mark_a, holds_end):
            return Kin.JOINED  # a line may cross the axis of the timeline it enters, not the cells it passes
        if joined(mark_b, mark_a) and _meets_its_end(second, first, mark_b, holds_end):
            return Kin.JOINED
    return Kin.APART


# The lines a chart plots from its data (its series): a leader joins the one it
# points at, and crossing another reads as pointing at it. A reference line
# runs across the whole plot: a leader from outside must cross it to reach
# anything on its far side, and reads as crossing it, not as ending there.
PLOTTED = ("curve",)


def _leader_off_its_line(first: Element, second: Element) -> bool:
    """A part's leader and a line its own chart plots (a curve's words on a
    leader against the chart's other series, its target line): the leader
    points at the line through one of its ends; any other it may not cross,
    as it may not another mark's (`_meets_its_end`)."""
    leader, line = (first, second) if first.role == "leader" else (second, first)
    if not isinstance(leader, Line) or leader.role != "leader" or line.role not in PLOTTED or _prefix(line.owner, leader.owner):
        return False
    ends = [(leader.x1, leader.y1), (leader.x2, leader.y2)]
    return not any(meets(Box(x, y, 0.0, 0.0), line, 2.0) for x, y in ends)


def _meets_its_end(link: Element, other: Element, link_mark: SpecPath, holds_end: HoldsEnd) -> bool:
    """Whether a part of a joining mark meets another of a mark it joins where it
    may: anything but a line against a body, or a line at an end the body holds,
    or the dot a leader sets where it touches the thing (on its edge, by design).
    A leader points at one line of a chart: the chart's other series it may
    not cross (review 9-b: "the leader crosses the whole chart"), its axis
    and its reference lines it may."""
    if link.role == "leader" and other.role in PLOTTED:
        return link.kind == "dot" or holds_end(link_mark, other)
    if role_class(link) != LINK or role_class(other) not in (BODY, AREA):
        return True
    return link.kind == "dot" or holds_end(link_mark, other)


def _owns(element: Element, text: Text, mark_of: MarkOf) -> bool:
    """A label lies on what it belongs to or what holds that (its part, its
    bar); a line owns a label only when the line is the label's own thing,
    deeper than the whole mark (a reference line and its label, not a curve
    and every label of its chart)."""
    if not _prefix(element.owner, text.owner):
        return False
    if role_class(element) == BODY and len(element.owner) < len(text.owner) - 1 and not element.bounds.contains(text.box) and text.role != "inside":
        return False  # a whole's shape the label's own thing is not: a span's name over another row's cells
    if role_class(element) in (BODY, AREA, LINK):
        return True
    return len(element.owner) > len(mark_of(text.owner) or ())


def _prefix(short: SpecPath, long: SpecPath) -> bool:
    return long[: len(short)] == short
